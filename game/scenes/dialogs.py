"""Overlays: a message box, a yes/no question, and a menu of buttons."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.scenes.base import Scene
from game.ui import intents as I
from game.ui import text, theme
from game.ui.widgets import Button, panel, shade_screen

if TYPE_CHECKING:
    from game.app import App


class Dialog(Scene):
    """A centred box over the scene below, with buttons."""

    opaque = False

    def __init__(self, app: App, title: str, message: str = "") -> None:
        super().__init__(app)
        self.title, self.message = title, message
        self.buttons: list[Button] = []
        self.box = pygame.Rect(0, 0, 0, 0)
        self._lines: list[str] = []

    def make_buttons(self) -> list[Button]:
        return [Button(_("OK"), self.app.pop, primary=True)]

    def layout(self, size: tuple[int, int]) -> None:
        px = self.app.px
        w = min(size[0] - px(40), px(560))
        self._lines = text.wrap(self.message, px(17), w - px(48)) if self.message else []
        self.buttons = self.make_buttons()
        h = px(70) + len(self._lines) * px(24) + px(52) * max(1, self._rows())
        self.box = pygame.Rect(0, 0, w, h)
        self.box.center = (size[0] // 2, size[1] // 2)
        self._place_buttons()
        self.dirty = True

    def _rows(self) -> int:
        return 1

    def _place_buttons(self) -> None:
        px = self.app.px
        n = len(self.buttons)
        bw = min(px(170), (self.box.w - px(30)) // max(1, n) - px(10))
        total = n * bw + (n - 1) * px(12)
        x = self.box.centerx - total // 2
        for b in self.buttons:
            b.rect = pygame.Rect(x, self.box.bottom - px(56), bw, px(40))
            b.size = px(17)
            x += bw + px(12)

    def handle(self, intent: I.Intent) -> None:
        if intent.kind == I.CANCEL:
            self.app.pop()
            return
        if intent.kind == I.CONFIRM and self.buttons:
            self.buttons[-1].on_click()
            return
        self.feed(self.buttons, intent)

    def draw(self, surface: pygame.Surface) -> None:
        px = self.app.px
        shade_screen(surface, 140)
        panel(surface, self.box, theme.PANEL, theme.ACCENT, px(10), 2)
        text.blit_text(surface, self.title, (self.box.x + px(24), self.box.y + px(20)), px(22),
                       theme.ACCENT, bold=True)
        y = self.box.y + px(60)
        for line in self._lines:
            text.blit_text(surface, line, (self.box.x + px(24), y), px(17))
            y += px(24)
        for b in self.buttons:
            b.draw(surface)


class MessageBox(Dialog):
    pass


class Confirm(Dialog):
    def __init__(self, app: App, title: str, message: str, on_yes: Callable[[], None],
                 yes: str | None = None, no: str | None = None) -> None:
        super().__init__(app, title, message)
        self.on_yes, self.yes, self.no = on_yes, yes or _("Yes"), no or _("Cancel")

    def make_buttons(self) -> list[Button]:
        def yes() -> None:
            self.app.pop()
            self.on_yes()

        return [Button(self.no, self.app.pop), Button(self.yes, yes, primary=True)]


class MenuDialog(Dialog):
    """A column of buttons (the pause menu)."""

    def __init__(self, app: App, title: str, entries: Sequence[tuple[str, Callable[[], None]]]) -> None:
        super().__init__(app, title)
        self.entries = entries

    def make_buttons(self) -> list[Button]:
        def run(fn: Callable[[], None]) -> Callable[[], None]:
            def go() -> None:
                self.app.pop()
                fn()
            return go

        return [Button(label, run(fn)) for label, fn in self.entries]

    def _rows(self) -> int:
        return len(self.entries)

    def _place_buttons(self) -> None:
        px = self.app.px
        y = self.box.y + px(64)
        for b in self.buttons:
            b.rect = pygame.Rect(self.box.x + px(40), y, self.box.w - px(80), px(42))
            b.size = px(18)
            y += px(52)
