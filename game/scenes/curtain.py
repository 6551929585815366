"""The curtain: hides the table while the mouse passes to the next human player."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.core.protocol import Seat
from game.i18n import _
from game.scenes.base import Scene
from game.ui import intents as I
from game.ui import text, theme
from game.ui.scoresheet import swatch


class Curtain(Scene):
    opaque = True

    def __init__(self, app, seat: Seat, on_ready: Callable[[], None]) -> None:
        super().__init__(app)
        self.seat, self.on_ready = seat, on_ready

    def handle(self, intent: I.Intent) -> None:
        if intent.kind in (I.PRESS, I.CONFIRM):
            self.app.pop()
            self.on_ready()

    def draw(self, surface: pygame.Surface) -> None:
        px = self.app.px
        w, h = surface.get_size()
        surface.fill(theme.shade(theme.BG, 0.6))
        sw = pygame.Rect(0, 0, px(72), px(72))
        sw.center = (w // 2, h // 2 - px(80))
        swatch(surface, sw, self.seat.colour, px)
        text.blit_text(surface, _("Pass to {name}", name=self.seat.name), (w // 2, h // 2),
                       px(40), theme.ACCENT, True, "center")
        text.blit_text(surface, _("Click when you are ready, {name}.", name=self.seat.name),
                       (w // 2, h // 2 + px(56)), px(20), theme.TEXT, anchor="center")
