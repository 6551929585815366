"""The review of a finished game for the seat a person played (game/ai/review.py): it
runs in the worker process behind a progress bar that Cancel stops, then lists the
three decisions that cost most."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.ai.worker import Reviewer
from game.i18n import _
from game.scenes.base import Scene
from game.ui import intents as I
from game.ui import text, theme
from game.ui.widgets import Button, panel, shade_screen

if TYPE_CHECKING:
    from game.app import App


class ReviewScene(Scene):
    """Over the results: the review's progress, then its costliest decisions."""

    opaque = False
    title = ""

    def __init__(self, app: App, rules: Any, record: str, seat: int, name: str) -> None:
        super().__init__(app)
        self.name = name
        self.reviewer = Reviewer(rules, record, seat)
        self.box = pygame.Rect(0, 0, 0, 0)
        self.button = Button(_("Cancel"), self.close)
        self._lines: list[str] = []

    def close(self) -> None:
        self.reviewer.cancel()  # nothing once the review is done
        self.app.pop()

    def layout(self, size: tuple[int, int]) -> None:
        px = self.app.px
        self.box = pygame.Rect(0, 0, min(size[0] - px(60), px(760)),
                               min(size[1] - px(40), px(440)))
        self.box.center = (size[0] // 2, size[1] // 2)
        self.button.rect = pygame.Rect(self.box.right - px(190), self.box.bottom - px(58),
                                       px(170), px(42))
        self.button.size = px(17)
        self._lines = self.found_lines()
        self.dirty = True

    def found_lines(self) -> list[str]:
        """The review's findings as lines that fit the box (none while it runs)."""
        found = self.reviewer.result
        if self.reviewer.error is not None:
            return [_("The review failed: {error}", error=self.reviewer.error)]
        if found is None:
            return []
        width, size = self.box.w - self.app.px(48), self.app.px(16)
        if not found.costliest:
            return text.wrap(_("The Hard player would have played no move differently."),
                             size, width)
        out: list[str] = []
        for j in found.costliest:
            out += text.wrap(_("Move {n}: played {played}; better {better}; about {points} "
                               "points.", n=j.move, played=j.played_text,
                               better=j.better_text, points=f"{j.cost:.1f}"), size, width)
            out.append("")
        return out

    def update(self, dt: float) -> bool:
        was = self.reviewer.progress, self.reviewer.result, self.reviewer.error
        finished = self.reviewer.done
        if finished and self.button.label != _("Close"):
            self.button.label, self.button.primary = _("Close"), True
            self._lines = self.found_lines()
        return (self.reviewer.progress, self.reviewer.result, self.reviewer.error) != was

    def busy(self) -> bool:
        return not self.reviewer.done

    def handle(self, intent: I.Intent) -> None:
        if intent.kind == I.CANCEL:
            self.close()
            return
        self.feed([self.button], intent)

    def draw(self, surface: pygame.Surface) -> None:
        px = self.app.px
        shade_screen(surface, 150)
        panel(surface, self.box, theme.PANEL, theme.ACCENT, px(10), 2)
        text.blit_text(surface, _("Review for {name}", name=self.name),
                       (self.box.x + px(24), self.box.y + px(18)), px(24), theme.ACCENT, True)
        y = self.box.y + px(70)
        if not self.reviewer.done:
            done, total = self.reviewer.progress
            bar = pygame.Rect(self.box.x + px(24), y, self.box.w - px(48), px(22))
            pygame.draw.rect(surface, theme.PANEL_LIGHT, bar, border_radius=px(6))
            filled = bar.copy()
            filled.w = bar.w * done // max(1, total)
            pygame.draw.rect(surface, theme.ACCENT, filled, border_radius=px(6))
            text.blit_text(surface, _("Judging decision {done} of {total} …", done=done,
                                      total=total or "?"),
                           (bar.x, bar.bottom + px(12)), px(16), theme.TEXT)
        for line in self._lines:
            if y + px(22) > self.button.rect.y - px(8):
                break
            text.blit_text(surface, line, (self.box.x + px(24), y), px(16), theme.TEXT)
            y += px(22)
        self.button.draw(surface)
