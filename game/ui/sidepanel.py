"""The table's side panel: one card per player (live score, whose turn, computer or
human) and the game log, whose entries light up their places on the board."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.protocol import LogEntry, ScoreSheet
from game.i18n import _
from game.ui import intents as I
from game.ui import text, theme
from game.ui.scoresheet import swatch
from game.ui.widgets import panel

if TYPE_CHECKING:
    from game.scenes.table import TableScene


def log_text(entry: LogEntry) -> str:
    try:
        return _(entry.text, **entry.params)
    except (KeyError, IndexError, ValueError):
        return entry.text


class SidePanel:
    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.log_rect = pygame.Rect(0, 0, 0, 0)
        self.scroll_back = 0  # log entries scrolled up from the newest
        self.hover_entry: LogEntry | None = None
        self.lit: range | None = None  # log entries of the move being shown (flying)
        self._rows: list[tuple[pygame.Rect, LogEntry]] = []
        self._sheet_key: tuple | None = None
        self._sheet_now: ScoreSheet | None = None

    def layout(self, rect: pygame.Rect) -> None:
        px = self.table.app.px
        self.rect = rect
        n = len(self.table.options.seats) + len(self.automata())
        top = rect.y + px(10) + n * px(64) + px(14)
        self.log_rect = pygame.Rect(rect.x + px(10), top + px(28), rect.w - px(20),
                                    rect.bottom - top - px(38))

    def _sheet(self) -> ScoreSheet:
        """The viewer's live score sheet, computed once per move."""
        t = self.table
        key = (t._version, t.viewer, len(t.match.actions))
        if key != self._sheet_key or self._sheet_now is None:
            self._sheet_now = t.sheet
            self._sheet_key = key
        return self._sheet_now

    def automata(self) -> list[str]:
        """Names of the opponents the rules play themselves (after the seats)."""
        return self._sheet().automata

    def totals(self) -> list[int]:
        """Live totals from the viewer's score sheet."""
        return self._sheet().totals

    def scroll(self, dy: int) -> None:
        self.scroll_back = max(0, self.scroll_back + dy)

    def handle(self, intent: I.Intent) -> None:
        if intent.kind == I.POINT:
            self.hover_entry = None
            for rect, entry in self._rows:
                if rect.collidepoint(intent.pos):
                    self.hover_entry = entry

    def log_places(self) -> list[pygame.Rect]:
        if self.hover_entry is None or not self.hover_entry.where:
            return []
        return self.table.view.log_places(self.hover_entry.where)

    def draw(self, surface: pygame.Surface) -> None:
        t = self.table
        px = t.app.px
        pygame.draw.rect(surface, theme.PANEL, self.rect)
        pygame.draw.line(surface, theme.PANEL_EDGE, self.rect.topleft, self.rect.bottomleft, 2)
        d = t.decision
        totals = self.totals()
        y = self.rect.y + px(10)
        for i, seat in enumerate(t.options.seats):
            card = pygame.Rect(self.rect.x + px(10), y, self.rect.w - px(20), px(56))
            active = d.seat == i
            panel(surface, card, theme.PANEL_LIGHT if active else theme.BG,
                  theme.ACCENT if active else theme.PANEL_EDGE, px(8), 2 if active else 1)
            sw = pygame.Rect(card.x + px(8), card.y + px(12), px(32), px(32))
            swatch(surface, sw, seat.colour, px)
            name = seat.name + ("" if seat.is_human else "  (" + _("computer") + ")")
            text.blit_text(surface, name, (sw.right + px(10), card.y + px(8)), px(16), theme.TEXT,
                           bold=active)
            if active and t.thinker is not None:
                text.blit_text(surface, _("thinking..."), (sw.right + px(10), card.y + px(30)),
                               px(13), theme.ACCENT)
            elif active:
                text.blit_text(surface, _("to play"), (sw.right + px(10), card.y + px(30)), px(13),
                               theme.ACCENT)
            elif i == t.viewer and len([s for s in t.options.seats if s.is_human]) > 1:
                text.blit_text(surface, _("viewing"), (sw.right + px(10), card.y + px(30)), px(13),
                               theme.TEXT_DIM)
            if i < len(totals):
                text.blit_text(surface, str(totals[i]), (card.right - px(12), card.centery), px(24),
                               theme.ACCENT, True, "midright")
            y += px(64)
        for k, name in enumerate(self.automata()):
            i = len(t.options.seats) + k
            card = pygame.Rect(self.rect.x + px(10), y, self.rect.w - px(20), px(56))
            panel(surface, card, theme.BG, theme.PANEL_EDGE, px(8), 1)
            sw = pygame.Rect(card.x + px(8), card.y + px(12), px(32), px(32))
            swatch(surface, sw, "automaton", px)
            text.blit_text(surface, _(name), (sw.right + px(10), card.y + px(8)), px(16))
            text.blit_text(surface, _("played by the rules"), (sw.right + px(10), card.y + px(30)),
                           px(13), theme.TEXT_DIM)
            if i < len(totals):
                text.blit_text(surface, str(totals[i]), (card.right - px(12), card.centery), px(24),
                               theme.ACCENT, True, "midright")
            y += px(64)
        text.blit_text(surface, _("Game log"), (self.rect.x + px(12), self.log_rect.y - px(24)),
                       px(16), theme.TEXT_DIM, True)
        self._draw_log(surface)

    def _draw_log(self, surface: pygame.Surface) -> None:
        t = self.table
        px = t.app.px
        box = self.log_rect
        panel(surface, box, theme.BG, theme.PANEL_EDGE, px(6))
        entries = t.match.state.log
        size, line_h = px(14), px(19)
        width = box.w - px(30)
        self._rows = []
        capacity = max(1, (box.h - px(10)) // line_h)
        self.scroll_back = min(self.scroll_back, max(0, len(entries) - 1))
        end = len(entries) - self.scroll_back
        lit = {id(entries[i]) for i in (self.lit or ()) if i < len(entries)}
        lines: list[tuple[str, LogEntry]] = []
        k = end - 1
        while k >= 0 and len(lines) < capacity:
            entry = entries[k]
            wrapped = text.wrap(log_text(entry), size, width)
            lines[:0] = [(line, entry) for line in wrapped]
            k -= 1
        lines = lines[-capacity:]
        y = box.y + px(5)
        for line, entry in lines:
            row = pygame.Rect(box.x + px(4), y, box.w - px(8), line_h)
            if entry is self.hover_entry:
                pygame.draw.rect(surface, theme.PANEL_LIGHT, row, border_radius=px(3))
            elif id(entry) in lit:
                pygame.draw.rect(surface, theme.PANEL_LIGHT, row, border_radius=px(3))
                pygame.draw.rect(surface, theme.ACCENT, row, 1, border_radius=px(3))
            if entry.seat is not None and entry.seat < len(t.options.seats):
                colour = theme.player_rgb(t.options.seats[entry.seat].colour)
                pygame.draw.rect(surface, colour, (box.x + px(6), y + px(4), px(6), line_h - px(8)))
            text.blit_text(surface, line, (box.x + px(18), y), size, theme.TEXT)
            self._rows.append((row, entry))
            y += line_h
        if self.scroll_back:
            text.blit_text(surface, _("(scrolled; wheel down for newest)"),
                           (box.right - px(6), box.bottom - px(4)), px(12), theme.ACCENT,
                           anchor="bottomright")
