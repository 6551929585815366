"""The review of a finished game for the seat a person played (game/ai/review.py): it
runs in the worker process behind a progress bar that Cancel stops, then lists the
three decisions that cost most, each one click from the replay at that move with the
move played and the better one drawn (game/scenes/replay_marks.py)."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any

import pygame

from game.ai.review import Judged
from game.ai.worker import Reviewer
from game.core.errors import SylvaError
from game.core.record import Record
from game.i18n import _
from game.scenes import registry as scenes
from game.scenes.base import Scene
from game.ui import intents as I
from game.ui import text, theme
from game.ui.widgets import Button, panel, shade_screen

if TYPE_CHECKING:
    from game.app import App

LINE = 22  # design pixels per line of the findings


def draw_progress(surface: pygame.Surface, bar: pygame.Rect, done: int, total: int,
                  caption: str, px: Any) -> None:
    """A progress bar with its caption below."""
    pygame.draw.rect(surface, theme.PANEL_LIGHT, bar, border_radius=px(6))
    filled = bar.copy()
    filled.w = bar.w * done // max(1, total)
    pygame.draw.rect(surface, theme.ACCENT, filled, border_radius=px(6))
    text.blit_text(surface, caption, (bar.x, bar.bottom + px(12)), px(16), theme.TEXT)


class ReviewScene(Scene):
    """Over the results: the review's progress, then its costliest decisions."""

    opaque = False
    title = ""

    def __init__(self, app: App, rules: Any, record: str, seat: int, name: str) -> None:
        super().__init__(app)
        self.name, self.record, self.seat = name, record, seat
        self.reviewer = Reviewer(rules, record, seat)
        self.box = pygame.Rect(0, 0, 0, 0)
        self.button = Button(_("Cancel"), self.close)
        self.shows: list[Button] = []  # "Show on the board", one per decision
        self._blocks: list[tuple[int, list[str]]] = []  # (top y, lines)
        self._lines: list[str] = []
        self._named: dict[int, tuple[str, str]] = {}  # move -> the two moves in words

    def close(self) -> None:
        self.reviewer.cancel()  # nothing once the review is done
        self.app.pop()

    def layout(self, size: tuple[int, int]) -> None:
        px = self.app.px
        self.box = pygame.Rect(0, 0, min(size[0] - px(60), px(820)),
                               min(size[1] - px(40), px(500)))
        self.box.center = (size[0] // 2, size[1] // 2)
        self._place_findings()
        if self._blocks:  # as tall as the findings need
            top, lines = self._blocks[-1]
            end = max(top + len(lines) * px(LINE), self.shows[-1].rect.bottom if self.shows
                      else 0)
            self.box.h = min(self.box.h, max(px(260), end - self.box.y + px(80)))
            self.box.center = (size[0] // 2, size[1] // 2)
            self._place_findings()
        self.button.rect = pygame.Rect(self.box.right - px(190), self.box.bottom - px(58),
                                       px(170), px(42))
        self.button.size = px(17)
        self.dirty = True

    def _place_findings(self) -> None:
        """The findings as blocks of lines, each decision's with its button beside it."""
        px = self.app.px
        self.shows, self._blocks, self._lines = [], [], []
        found = self.reviewer.result
        width, size = self.box.w - px(48), px(16)
        if self.reviewer.error is not None:
            self._lines = text.wrap(_("The review failed: {error}", error=self.reviewer.error),
                                    size, width)
        elif found is not None and not found.costliest:
            self._lines = text.wrap(
                _("The Hard player would have played no move differently."), size, width)
        y = self.box.y + px(70)
        if self._lines:
            self._blocks.append((y, self._lines))
            return
        if found is None:
            return
        bw = min(px(200), width // 3)
        for j in found.costliest:
            lines = text.wrap(self.finding(j), size, width - bw - px(12))
            b = Button(text.fit(_("Show on the board"), px(15), bw - px(12)),
                       functools.partial(self.show, j),
                       (self.box.right - px(24) - bw, y, bw, px(40)), px(15),
                       tooltip=_("The replay before this move, both moves drawn"))
            self.shows.append(b)
            self._blocks.append((y, lines))
            self._lines += lines
            y += max(len(lines) * px(LINE), px(40)) + px(14)

    def finding(self, j: Judged) -> str:
        played, better = self.named(j)
        return _("Move {n}: played {played}; better {better}; about {points} points.",
                 n=j.move, played=played, better=better, points=f"{j.cost:.1f}")

    def named(self, j: Judged) -> tuple[str, str]:
        """The two moves in the words the replay's key uses for them (the place as the
        table shows it, "press Build nothing" ...), not the rules' own description with
        its coordinates; worked out once per decision, on a replay not shown."""
        found = self._named.get(j.move)
        if found is None:
            found = (j.played_text, j.better_text)
            try:
                viewer = scenes.make("replay", self.app, Record.loads(self.record), j,
                                     self.seat)
            except SylvaError:
                pass  # the rules' words; showing it on the board says what is wrong
            else:
                marks = viewer.marks.current() if viewer.marks is not None else []
                if len(marks) == 2:  # a button's move reads better as the rules say it
                    found = (found[0] if marks[0].button else marks[0].words,
                             found[1] if marks[1].button else marks[1].words)
            if found[0] == found[1]:  # words too coarse to tell two places apart
                found = (found[0], _("{move} (another place: see it on the board)",
                                     move=found[1]))
            self._named[j.move] = found
        return found

    def found_lines(self) -> list[str]:
        """The review's findings as the lines drawn (none while it runs)."""
        return list(self._lines)

    def show(self, judged: Judged) -> None:
        """The replay at ``judged``'s move, both moves drawn; closing it comes back here."""
        try:
            viewer = scenes.make("replay", self.app, Record.loads(self.record), judged,
                                 self.seat)
        except SylvaError as exc:
            self.app.show_error(_("This game cannot be replayed"), str(exc))
            return
        self.app.push(viewer)

    def update(self, dt: float) -> bool:
        was = self.reviewer.progress, self.reviewer.result, self.reviewer.error
        finished = self.reviewer.done
        if finished and self.button.label != _("Close"):
            self.button.label, self.button.primary = _("Close"), True
            self.layout(self.app.size)
        return (self.reviewer.progress, self.reviewer.result, self.reviewer.error) != was

    def busy(self) -> bool:
        return not self.reviewer.done

    def handle(self, intent: I.Intent) -> None:
        if intent.kind == I.CANCEL:
            self.close()
            return
        self.feed([self.button, *self.shows], intent)

    def draw(self, surface: pygame.Surface) -> None:
        px = self.app.px
        shade_screen(surface, 150)
        panel(surface, self.box, theme.PANEL, theme.ACCENT, px(10), 2)
        text.blit_text(surface, text.fit(_("Review for {name}", name=self.name), px(24),
                                         self.box.w - px(48), True),
                       (self.box.x + px(24), self.box.y + px(18)), px(24), theme.ACCENT, True)
        if not self.reviewer.done:
            done, total = self.reviewer.progress
            bar = pygame.Rect(self.box.x + px(24), self.box.y + px(70), self.box.w - px(48),
                              px(22))
            draw_progress(surface, bar, done, total,
                          _("Judging decision {done} of {total} …", done=done,
                            total=total or "?"), px)
        limit = self.button.rect.y - px(8)
        for top, lines in self._blocks:
            y = top
            for line in lines:
                if y + px(LINE) > limit:
                    break
                text.blit_text(surface, line, (self.box.x + px(24), y), px(16), theme.TEXT)
                y += px(LINE)
        for b in self.shows:
            if b.rect.bottom <= limit:
                b.draw(surface)
        self.button.draw(surface)
