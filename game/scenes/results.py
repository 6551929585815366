"""The results at the end of a game, and the score sheet overlay during play."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.ai.same_deal import eligible
from game.core import Match
from game.i18n import _, _n
from game.scenes import registry as scenes
from game.scenes.base import Scene
from game.ui import intents as I
from game.ui import text, theme
from game.ui.scoresheet import column_heads, draw_sheet
from game.ui.widgets import Button, panel, shade_screen

if TYPE_CHECKING:
    from game.app import App
    from game.core.protocol import ScoreSheet
    from game.scenes.table import TableScene


class SheetOverlay(Scene):
    """The score sheet over the table; any click or Esc closes it."""

    opaque = False
    title = ""

    def __init__(self, app: App, table: TableScene, notes: list[str] | None = None) -> None:
        super().__init__(app)
        self.table = table
        self.notes = notes or []
        self.box = pygame.Rect(0, 0, 0, 0)
        self.buttons: list[Button] = []
        self._note_lines: list[str] = []
        self._counted: dict[tuple, object] = {}
        self.extra = 0  # the height of the rows of buttons above the last

    def sheet(self) -> ScoreSheet:
        return self.table.sheet  # recounted once per move, not per drawing

    def all_notes(self) -> list[str]:
        """The notes under the sheet (what its marks mean first)."""
        return self.notes

    def layout(self, size: tuple[int, int]) -> None:
        px = self.app.px
        self.buttons = self.make_buttons()
        rows = len(self.sheet().rows)
        columns = len(column_heads(self.sheet(), self.table.options.seats))
        # wide enough for the longest row label at full size beside every column
        widest = max((text.font(px(17)).size(_(r.label))[0] for r in self.sheet().rows), default=0)
        w = min(size[0] - px(60), max(px(300) + px(150) * columns, widest + px(60) + px(110) * columns,
                                      px(640) if self.all_notes() else 0,
                                      px(40) + len(self.buttons) * px(182)))
        self._note_lines = [ln for note in self.all_notes()
                            for ln in text.wrap(note, px(14), w - px(48))]
        notes_h = (len(self._note_lines) * px(19) + px(12)) if self._note_lines else 0
        h = min(size[1] - px(40), px(150) + (rows + 2) * px(32) + notes_h)
        bw, gap = px(170), px(12)
        n = len(self.buttons)
        w = min(size[0] - px(60), max(w, n * (bw + gap) + px(28)))
        # as many buttons a row as fit at a readable width; the last row holds the last
        per_row = max(1, min(n, (w - px(40) + gap) // (px(185) + gap)))
        rows = -(-n // per_row)
        per_row = -(-n // rows)  # the rows as even as they go
        self.extra = (rows - 1) * px(52)
        h = min(size[1] - px(40), h + self.extra)
        self.box = pygame.Rect(0, 0, w, h)
        self.box.center = (size[0] // 2, size[1] // 2)
        bw = min(bw if rows == 1 else px(240), (w - px(40) - (per_row - 1) * gap) // per_row)
        for r in range(rows):
            row = self.buttons[n - (rows - r) * per_row:][:per_row] if r else \
                self.buttons[:n - (rows - 1) * per_row]
            x = self.box.right - px(20) - len(row) * (bw + gap) + gap
            y = self.box.bottom - px(58) - (rows - 1 - r) * px(52)
            for b in row:
                b.rect = pygame.Rect(x, y, bw, px(42))
                b.size = px(17)
                x += bw + gap
        self.dirty = True

    def make_buttons(self) -> list[Button]:
        return [Button(_("Close"), self.app.pop, primary=True)]

    def handle(self, intent: I.Intent) -> None:
        if intent.kind in (I.CANCEL, I.SHEET):
            self.app.pop()
            return
        self.feed(self.buttons, intent)

    def heading(self) -> str:
        return _("Score sheet")

    def draw(self, surface: pygame.Surface) -> None:
        px = self.app.px
        shade_screen(surface, 150)
        panel(surface, self.box, theme.PANEL, theme.ACCENT, px(10), 2)
        text.blit_text(surface, self.heading(), (self.box.x + px(24), self.box.y + px(18)), px(24),
                       theme.ACCENT, True)
        lines = self._note_lines
        notes_h = (len(lines) * px(19) + px(12)) if lines else 0
        room = self.box.h - px(140) - self.extra
        sheet_h = max(room - notes_h, min(room, px(120)))
        inner = pygame.Rect(self.box.x + px(20), self.box.y + px(64), self.box.w - px(40), sheet_h)
        draw_sheet(surface, inner, self.sheet(), self.table.options.seats, px, self.winners())
        y = inner.bottom + px(10)
        for line in lines:
            if y + px(19) > self.box.bottom - px(64) - self.extra:
                break
            text.blit_text(surface, line, (inner.x + px(4), y), px(14), theme.TEXT)
            y += px(19)
        for b in self.buttons:
            b.draw(surface)

    def winners(self) -> list[int] | None:
        return None


class Results(SheetOverlay):
    """The final score sheet, the winners by the game's tie-break, play again."""

    def sheet(self) -> ScoreSheet:
        return self._once("sheet", self.table.rules.score_sheet)

    def winners(self) -> list[int]:
        return self._once("winners", self.table.rules.winners)

    def all_notes(self) -> list[str]:
        if len(column_heads(self.sheet(), self.table.options.seats)) < 2:
            return self.notes  # a solo game marks nobody
        return [_("* wins this game (on equal points, the rules decide)."), *self.notes]

    def _once(self, name: str, count: Callable[[Any], Any]) -> Any:
        """What the rules count of the final position, once (not at every drawing)."""
        state = self.table.match.state
        key = (name, id(state), len(self.table.match.actions))
        if key not in self._counted:
            self._counted[key] = count(state)
        return self._counted[key]

    def heading(self) -> str:
        sheet = self.sheet()
        heads = column_heads(sheet, self.table.options.seats)
        if len(heads) == 1:  # a solo game without an automaton: nobody to beat
            return _n("{name}: {points} point", "{name}: {points} points", sheet.totals[0],
                      name=heads[0][0], points=sheet.totals[0])
        names = [heads[i][0] for i in self.winners() if i < len(heads)]
        if len(names) == 1:
            return _("{name} wins!", name=names[0])
        return _("Shared victory: {names}", names=", ".join(names))

    def make_buttons(self) -> list[Button]:
        review = [Button(_("Review this game"), self.review)] if self.reviewed_seat() is not None \
            else []
        if eligible(self.table.match.options) is not None:
            review.append(Button(_("Hard on this deal"), self.same_deal,
                                 tooltip=_("The Hard player plays this deal again in your "
                                           "seat: both score sheets side by side")))
        return [
            *review,
            Button(_("View board"), self.app.pop),
            Button(_("Main menu"), self.app.home),
            Button(_("Watch again"), self.watch_again),
            Button(_("Play again"), self.play_again, primary=True),
        ]

    def reviewed_seat(self) -> int | None:
        """The seat a review is for: the first a person played (none: no review)."""
        seats = self.table.match.options.seats
        return next((i for i, s in enumerate(seats) if s.is_human), None)

    def review(self) -> None:
        seat = self.reviewed_seat()
        if seat is None:
            return
        match = self.table.match
        self.app.push(scenes.make("review", self.app, match.rules, match.record().dumps(), seat,
                                  match.options.seats[seat].name))

    def same_deal(self) -> None:
        """The Hard player on this deal in the person's seat (solo or against computers)."""
        seat = eligible(self.table.match.options)
        if seat is None:
            return
        match = self.table.match
        self.app.push(scenes.make("same_deal", self.app, match.rules, match.record().dumps(),
                                  seat))

    def watch_again(self) -> None:
        """The finished game once more, move by move (over these results)."""
        self.app.push(scenes.make("replay", self.app, self.table.match.record()))

    def play_again(self) -> None:
        old = self.table.match
        match = Match.new(old.rules.info.id, old.options)
        self.app.stack.reset(scenes.make("table", self.app, match))
        # keep the main menu beneath, so leaving the new table returns there
        self.app.stack.scenes.insert(0, scenes.make("menu", self.app))
        self.app.stack.scenes[0].layout(self.app.size)
