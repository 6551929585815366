"""The table's side panel: one card per player (live score, whose turn, computer or
human) and the game log, whose entries light up their places on the board."""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.core.protocol import LogEntry, ScoreSheet
from game.i18n import _, language
from game.ui import intents as I
from game.ui import kept, text, theme
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
        self._wrapped: dict[tuple, tuple[LogEntry, list[str]]] = {}
        self._scrolled = False  # the kept picture's log moved up this frame

    def layout(self, rect: pygame.Rect) -> None:
        px = self.table.app.px
        self.rect = rect
        n = len(self.table.options.seats) + len(self.automata())
        top = rect.y + px(10) + n * px(64) + px(14)
        self.log_rect = pygame.Rect(rect.x + px(10), top + px(28), rect.w - px(20),
                                    rect.bottom - top - px(38))

    def _sheet(self) -> ScoreSheet:
        """The viewer's live score sheet (the table recounts it once per move)."""
        return self.table.sheet

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
        elif intent.kind == I.PRESS:
            seat = self.card_at(intent.pos)
            if seat is not None:  # a player's name: their area at full size
                self.table.drag.cancel()  # a piece held by click-to-pick goes back
                self.table.view.focus_seat(seat)

    def card_at(self, pos: tuple[int, int]) -> int | None:
        """The seat whose player card lies at ``pos``, if any."""
        px = self.table.app.px
        for k in range(len(self.table.options.seats)):
            y = self.rect.y + px(10) + k * px(64)
            if pygame.Rect(self.rect.x + px(5), y, self.rect.w - px(5), px(64)).collidepoint(pos):
                return k
        return None

    def log_places(self) -> list[pygame.Rect]:
        if self.hover_entry is None or not self.hover_entry.where:
            return []
        return self.table.view.log_places(self.hover_entry.where)

    def draw(self, surface: pygame.Surface, intact: bool = False) -> None:
        """The panel, every frame. It is kept as a picture (the table's cache "side");
        when something changed, only the player cards and log rows that look different
        are painted again — in the window, where the layout audit sees their text — and
        a log that grew is scrolled in the picture, not laid out anew. ``intact``: the
        window still shows the panel as drawn last frame (nothing was drawn over it)."""
        t = self.table
        key = (t.session.version, t.viewer, id(self.hover_entry), self.scroll_back,
               t.session.thinker is not None, t.app.size, t.decision.seat, self.lit,
               t.settings.colour_blind, language())
        entry = t._caches.get("side")
        state = entry[0] if entry is not None and isinstance(entry[0], _Painted) else None
        if state is not None and entry is not None and state.key == key \
                and kept.fits(entry[1], self.rect.size):
            if not intact:
                kept.show(surface, entry[1], self.rect)
            return
        px = t.app.px
        cards = self._card_looks()
        frame = (tuple(self.rect), tuple(self.log_rect), len(cards), px(100),
                 t.settings.colour_blind, language())
        clip = surface.get_clip()
        fresh = (state is None or entry is None or state.frame != frame
                 or not kept.fits(entry[1], self.rect.size))
        if fresh:
            state = _Painted(frame)
            surface.set_clip(self.rect)
            self._paint_frame(surface)
        assert state is not None
        parts: list[tuple[pygame.Rect, Callable[[pygame.Surface], None]]] = []
        y = self.rect.y + px(10)
        for k, look in enumerate(cards):
            if fresh or k >= len(state.cards) or state.cards[k] != look:
                band = pygame.Rect(self.rect.x + px(5), y, self.rect.w - px(5), px(64))
                parts.append((band, functools.partial(self._paint_card, y=y, look=look)))
            y += px(64)
        state.cards = cards
        cache = None if fresh or entry is None else entry[1]
        parts += self._log_parts(state, cache, fresh)
        state.key = key
        if cache is None:
            for rect, paint in parts:
                surface.set_clip(rect)
                paint(surface)
            cache = kept.copy(surface, self.rect)
        else:
            if not intact or self._scrolled:
                kept.show(surface, cache, self.rect)
            for rect, paint in parts:
                surface.set_clip(rect)
                paint(surface)
                cache.blit(surface, rect.move(-self.rect.x, -self.rect.y), rect)
        surface.set_clip(clip)
        t._caches["side"] = (state, cache)

    def _paint_frame(self, surface: pygame.Surface) -> None:
        """What stays while the game goes on: the panel, the log's title and its box."""
        px = self.table.app.px
        pygame.draw.rect(surface, theme.PANEL, self.rect)
        pygame.draw.line(surface, theme.PANEL_EDGE, self.rect.topleft, self.rect.bottomleft, 2)
        text.blit_text(surface, _("Game log"), (self.rect.x + px(12), self.log_rect.y - px(24)),
                       px(16), theme.TEXT_DIM, True)
        panel(surface, self.log_rect, theme.BG, theme.PANEL_EDGE, px(6))

    def _card_looks(self) -> list[tuple]:
        """What each player card shows: (name, colour, active, second line and its
        colour, total); the seats first, then the opponents the rules play."""
        t = self.table
        d = t.decision
        totals = self.totals()
        several = len([s for s in t.options.seats if s.is_human]) > 1
        looks: list[tuple] = []
        for i, seat in enumerate(t.options.seats):
            active = d.seat == i
            name = seat.name + ("" if seat.is_human else "  (" + _("computer") + ")")
            second: tuple | None = None
            if active and t.session.thinker is not None:
                second = (_("thinking..."), theme.ACCENT)
            elif active:
                second = (_("to play"), theme.ACCENT)
            elif i == t.viewer and several:
                second = (_("viewing"), theme.TEXT_DIM)
            total = str(totals[i]) if i < len(totals) else None
            looks.append((name, seat.colour, active, second, total))
        for k, name in enumerate(self.automata()):
            i = len(t.options.seats) + k
            total = str(totals[i]) if i < len(totals) else None
            looks.append((_(name), "automaton", False,
                          (_("played by the rules"), theme.TEXT_DIM), total))
        return looks

    def _paint_card(self, surface: pygame.Surface, y: int, look: tuple) -> None:
        name, colour, active, second, total = look
        px = self.table.app.px
        card = pygame.Rect(self.rect.x + px(10), y, self.rect.w - px(20), px(56))
        surface.fill(theme.PANEL, card)
        panel(surface, card, theme.PANEL_LIGHT if active else theme.BG,
              theme.ACCENT if active else theme.PANEL_EDGE, px(8), 2 if active else 1)
        sw = pygame.Rect(card.x + px(8), card.y + px(12), px(32), px(32))
        swatch(surface, sw, colour, px)
        text.blit_text(surface, name, (sw.right + px(10), card.y + px(8)), px(16), theme.TEXT,
                       bold=active)
        if second is not None:
            # never below the 10 px least of a small window (px(13) is 9 px at 800x600)
            text.blit_text(surface, second[0], (sw.right + px(10), card.y + px(30)),
                           max(10, px(13)), second[1])
        if total is not None:
            text.blit_text(surface, total, (card.right - px(12), card.centery), px(24),
                           theme.ACCENT, True, "midright")

    # --- the log --------------------------------------------------------------------------
    def _lines(self, entry: LogEntry, size: int, width: int) -> list[str]:
        """The entry's wrapped lines, kept per entry (entries never change)."""
        key = (id(entry), size, width, language())
        kept = self._wrapped.get(key)
        if kept is None or kept[0] is not entry:
            if len(self._wrapped) > 4000:
                self._wrapped.clear()
            kept = (entry, text.wrap(log_text(entry), size, width))
            self._wrapped[key] = kept
        return kept[1]

    def _log_parts(self, state: _Painted, cache: pygame.Surface | None,
                   fresh: bool) -> list[tuple[pygame.Rect, Callable[[pygame.Surface], None]]]:
        """The log rows to paint again. A log that grew by a few lines is scrolled in the
        kept picture first, so only the new lines and those lit differently are painted."""
        px = self.table.app.px
        box = self.log_rect
        line_h = px(19)
        capacity = max(1, (box.h - px(10)) // line_h)
        looks = self._log_looks(capacity)
        y0 = box.y + px(5)
        note = bool(self.scroll_back)
        before = state.rows
        self._scrolled = False
        if fresh or note or state.note:
            before = []  # the note lies over the rows: all of them anew
        elif cache is not None:
            shift = _best_shift(before, looks)
            if shift:
                area = pygame.Rect(box.x - self.rect.x + px(4), y0 - self.rect.y,
                                   box.w - px(8), capacity * line_h)
                cache.set_clip(area)
                cache.scroll(0, -shift * line_h)
                cache.set_clip(None)
                before = before[shift:]
                self._scrolled = True
        parts: list[tuple[pygame.Rect, Callable[[pygame.Surface], None]]] = []
        if not fresh and (note or state.note):  # the old note goes with the box under it
            parts.append((box, lambda s: panel(s, box, theme.BG, theme.PANEL_EDGE, px(6))))
        for n in range(max(len(looks), len(state.rows) if not fresh else 0)):
            look = looks[n] if n < len(looks) else None
            if n < len(before) and before[n] == look:
                continue
            parts.append((self._row_rect(n), functools.partial(self._paint_row, n=n, look=look)))
        state.rows, state.note = [*looks], note
        if note:
            img = text.render(_("(scrolled; wheel down for newest)"), px(12), theme.ACCENT)
            where = img.get_rect(bottomright=(box.right - px(6), box.bottom - px(4)))

            def paint_note(s: pygame.Surface) -> None:
                s.blit(img, where)

            parts.append((where, paint_note))
        return parts

    def _log_looks(self, capacity: int) -> list[tuple]:
        """How each of the ``capacity`` log rows shown looks (its text, its player's
        colour, whether it is hovered or lit); the rows' places are kept for hovering."""
        t = self.table
        px = t.app.px
        entries = t.match.state.log
        size, width = px(14), self.log_rect.w - px(30)
        self.scroll_back = min(self.scroll_back, max(0, len(entries) - 1))
        end = len(entries) - self.scroll_back
        lit = {id(entries[i]) for i in (self.lit or ()) if i < len(entries)}
        lines: list[tuple[str, LogEntry]] = []
        k = end - 1
        while k >= 0 and len(lines) < capacity:
            entry = entries[k]
            lines[:0] = [(line, entry) for line in self._lines(entry, size, width)]
            k -= 1
        looks: list[tuple] = []
        self._rows = []
        for n, (line, entry) in enumerate(lines[-capacity:]):
            mark = 1 if entry is self.hover_entry else 2 if id(entry) in lit else 0
            colour = None
            if entry.seat is not None and entry.seat < len(t.options.seats):
                colour = theme.player_rgb(t.options.seats[entry.seat].colour)
            looks.append((line, colour, mark))
            self._rows.append((self._row_rect(n), entry))
        return looks

    def _row_rect(self, n: int) -> pygame.Rect:
        px = self.table.app.px
        box = self.log_rect
        return pygame.Rect(box.x + px(4), box.y + px(5) + n * px(19), box.w - px(8), px(19))

    def _paint_row(self, surface: pygame.Surface, n: int, look: tuple | None) -> None:
        px = self.table.app.px
        row = self._row_rect(n)
        surface.fill(theme.BG, row)
        if look is None:
            return
        line, colour, mark = look
        if mark:
            pygame.draw.rect(surface, theme.PANEL_LIGHT, row, border_radius=px(3))
        if mark == 2:
            pygame.draw.rect(surface, theme.ACCENT, row, 1, border_radius=px(3))
        if colour is not None:
            pygame.draw.rect(surface, colour, (self.log_rect.x + px(6), row.y + px(4), px(6),
                                               row.h - px(8)))
        text.blit_text(surface, line, (self.log_rect.x + px(18), row.y), px(14), theme.TEXT)


@dataclasses.dataclass
class _Painted:
    """What the kept picture of the panel shows, to paint only what changes."""

    frame: tuple  # sizes, language, colours: when they change, all is painted anew
    key: tuple | None = None
    cards: list[tuple] = dataclasses.field(default_factory=list)
    rows: list[tuple | None] = dataclasses.field(default_factory=list)
    note: bool = False  # the "scrolled" note lies over the rows


def _best_shift(before: list, after: list, most: int = 16) -> int:
    """How many rows the log moved up: the shift under which most rows stay the same."""
    best, best_same = 0, -1
    for shift in range(min(most, len(before)) + 1):
        same = sum(1 for a, b in zip(before[shift:], after) if a == b)
        if same > best_same:
            best, best_same = shift, same
    return best
