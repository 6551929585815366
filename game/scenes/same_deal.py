"""Same deal, in your seat (game/ai/same_deal.py): the Hard player plays a finished
game's deal again in the person's seat against the same computer opponents, in the
worker process behind a progress bar that Cancel stops; then both score sheets side by
side, row by row — the person's and the Hard player's in that seat — with what the
opponents made each time, and the Hard player's game to watch."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.ai.same_deal import SameDeal, deal_note
from game.ai.worker import DealPlayer
from game.core.errors import SylvaError
from game.core.protocol import ScoreRow, ScoreSheet, Seat
from game.core.record import Record
from game.i18n import _, set_game
from game.scenes import registry as scenes
from game.scenes.base import Scene
from game.scenes.review import draw_progress
from game.ui import intents as I
from game.ui import text, theme
from game.ui.scoresheet import column_heads, draw_sheet
from game.ui.widgets import Button, panel, shade_screen

if TYPE_CHECKING:
    from game.app import App

NOTE = 15  # design pixels of the notes under the sheet


def side_by_side(found: SameDeal) -> ScoreSheet:
    """One sheet of two columns: the person's points and the Hard player's, per row."""
    return ScoreSheet([ScoreRow(label, [mine, hard]) for label, mine, hard in found.rows()])


def open_game(app: App) -> str | None:
    """The game whose table is open beneath (its catalog is searched first)."""
    games = [m.rules.info.id for m in (getattr(s, "match", None) for s in app.stack.scenes)
             if m is not None]
    return games[-1] if games else None


class SameDealScene(Scene):
    """Over the results or the history: the Hard player's game on the same deal."""

    opaque = False
    title = ""

    def __init__(self, app: App, rules: Any, record: str, seat: int) -> None:
        super().__init__(app)
        self.rules, self.record, self.seat = rules, record, seat
        self.original = Record.loads(record)
        self.name = self.original.options.seats[seat].name
        # the Hard player thinks as long as the settings let it at the table
        self.player = DealPlayer(rules, record, seat, app.settings.think_seconds)
        self.box = pygame.Rect(0, 0, 0, 0)
        self.sheet_rect = pygame.Rect(0, 0, 0, 0)
        self.button = Button(_("Cancel"), self.close)
        self.watch = Button(_("Watch its game"), self.watch_game,
                            tooltip=_("The Hard player's game on this deal, move by move"))
        self._notes: list[str] = []

    @property
    def result(self) -> SameDeal | None:
        found = self.player.result
        return found if isinstance(found, SameDeal) else None

    def close(self) -> None:
        self.player.cancel()  # nothing once the game is played
        self.app.pop()

    # --- layout ------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        px = self.app.px
        w = min(size[0] - px(60), px(820))
        self._notes = [ln for note in self.notes()
                       for ln in text.wrap(note, px(NOTE), w - px(48))]
        notes_h = len(self._notes) * px(NOTE + 5)
        found = self.result
        # the sheet as tall as its rows need (heads, rows, total), the box round it all
        sheet_h = (len(found.mine.rows) + 2) * px(32) + px(16) if found else px(90)
        h = min(size[1] - px(40), px(64) + sheet_h + px(12) + notes_h + px(70))
        self.box = pygame.Rect(0, 0, w, h)
        self.box.center = (size[0] // 2, size[1] // 2)
        bw = min(px(200), (self.box.w - px(60)) // 2)
        y = self.box.bottom - px(58)
        self.button.rect = pygame.Rect(self.box.right - px(20) - bw, y, bw, px(42))
        self.watch.rect = pygame.Rect(self.button.rect.x - px(12) - bw, y, bw, px(42))
        for b in (self.button, self.watch):
            b.size = px(17)
            b.label = text.fit(b.label, px(17), bw - px(12))
        top = self.box.y + px(64)
        self.sheet_rect = pygame.Rect(self.box.x + px(20), top, self.box.w - px(40),
                                      max(px(80), min(sheet_h, y - px(16) - notes_h - top)))
        self.dirty = True

    def notes(self) -> list[str]:
        """Under the sheet: what "same deal" means in this game, and the opponents'
        totals in both games."""
        note = _(deal_note(self.original.game))
        found = self.result
        if self.player.error is not None:
            return [_("The game could not be played: {error}", error=self.player.error)]
        if found is None:
            return [note]
        out = [note]
        if not found.finished:
            out.append(_("Stopped before the end: the sheet so far."))
        heads = column_heads(found.mine, self.original.options.seats)
        for k, (name, _colour) in enumerate(heads):
            if k == self.seat:
                continue
            then = found.mine.totals[k] if k < len(found.mine.totals) else 0
            now = found.hard.totals[k] if k < len(found.hard.totals) else 0
            out.append(_("{name}: {then} against you, {now} against the Hard player.",
                         name=name, then=then, now=now))
        return out

    # --- time and input ----------------------------------------------------------------
    def update(self, dt: float) -> bool:
        was = self.player.progress, self.player.result, self.player.error
        if self.player.done and self.button.label != _("Close"):
            self.button.label, self.button.primary = _("Close"), True
            self.layout(self.app.size)
        return (self.player.progress, self.player.result, self.player.error) != was

    def busy(self) -> bool:
        return not self.player.done

    def buttons(self) -> list[Button]:
        return [self.button, self.watch] if self.result is not None else [self.button]

    def handle(self, intent: I.Intent) -> None:
        if intent.kind == I.CANCEL:
            self.close()
            return
        self.feed(self.buttons(), intent)

    def watch_game(self) -> None:
        found = self.result
        if found is None:
            return
        try:
            viewer = scenes.make("replay", self.app,
                                 found.record(self.rules.info.rules_version))
        except SylvaError as exc:
            self.app.show_error(_("This game cannot be replayed"), str(exc))
            return
        self.app.push(viewer)

    # --- drawing -----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        px = self.app.px
        shade_screen(surface, 150)
        panel(surface, self.box, theme.PANEL, theme.ACCENT, px(10), 2)
        heading = _("Same deal: the Hard player in {name}'s seat", name=self.name)
        text.blit_text(surface, text.fit(heading, px(24), self.box.w - px(48), True),
                       (self.box.x + px(24), self.box.y + px(18)), px(24), theme.ACCENT, True)
        found = self.result
        if found is not None:
            colour = self.original.options.seats[self.seat].colour
            seats = (Seat(self.name, colour=colour), Seat(_("Hard"), "hard", colour))
            set_game(self.original.game)  # the rows in the game's own words
            draw_sheet(surface, self.sheet_rect, side_by_side(found), seats, px)
            set_game(open_game(self.app))
            y = self.sheet_rect.bottom + px(8)
        elif self.player.error is None:
            done, total = self.player.progress
            bar = pygame.Rect(self.box.x + px(24), self.box.y + px(70), self.box.w - px(48),
                              px(22))
            draw_progress(surface, bar, done, total,
                          _("The Hard player makes move {done} of about {total} …",
                            done=done, total=total or "?"), px)
            y = bar.bottom + px(48)
        else:
            y = self.box.y + px(70)
        for line in self._notes:
            if y + px(NOTE + 5) > self.button.rect.y - px(4):
                break
            text.blit_text(surface, line, (self.box.x + px(24), y), px(NOTE), theme.TEXT)
            y += px(NOTE + 5)
        for b in self.buttons():
            b.draw(surface)
