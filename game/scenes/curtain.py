"""The curtain: hides the table while the mouse passes to the next human player.

It lifts only on a deliberate action addressed to the arriving player — their own button
("I am Bram — show my table"), or Enter after a moment — never on a click that began
before it appeared, nor in its first moments. It tells the arriving player what the others
did since their last turn (the public log lines), and lets the previous player take back
the move that ended their turn while nobody has acted since.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.core.protocol import Seat
from game.i18n import _
from game.scenes.base import Scene
from game.ui import intents as I
from game.ui import text, theme
from game.ui.scoresheet import swatch
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.app import App

ARMED_AFTER = 0.5  # seconds before the curtain listens at all


class Curtain(Scene):
    opaque = True

    def __init__(self, app: App, seat: Seat, on_ready: Callable[[], None],
                 since: list[str] | None = None, take_back: Callable[[], None] | None = None,
                 previous: str = "") -> None:
        super().__init__(app)
        self.seat, self.on_ready = seat, on_ready
        self.since = since or []
        self.take_back, self.previous = take_back, previous
        self.shown_at = time.monotonic()
        self.widgets: list[Button] = []

    def layout(self, size: tuple[int, int]) -> None:
        px = self.app.px
        w, h = size
        bw = min(w - px(40), px(460))
        self.widgets = [Button(_("I am {name} — show my table", name=self.seat.name),
                               self.lift, (w // 2 - bw // 2, h - px(150), bw, px(54)), px(20),
                               primary=True)]
        if self.take_back is not None:
            tw = min(w - px(40), px(460))
            self.widgets.append(Button(
                _("{name}: take back my last move", name=self.previous), self._take_back,
                (w // 2 - tw // 2, h - px(84), tw, px(44)), px(16)))
        self.dirty = True

    @property
    def armed(self) -> bool:
        return time.monotonic() - self.shown_at >= ARMED_AFTER

    def lift(self) -> None:
        if self.app.stack.top is self:
            self.app.pop()
            self.on_ready()

    def _take_back(self) -> None:
        if self.app.stack.top is self and self.take_back is not None:
            self.app.pop()
            self.take_back()

    def handle(self, intent: I.Intent) -> None:
        if not self.armed and intent.kind != I.POINT:
            return  # a click or key meant for the table before the curtain came down
        if intent.kind == I.CONFIRM:
            self.lift()
            return
        self.feed(self.widgets, intent)
        self.dirty = True

    def update(self, dt: float) -> bool:
        return not self.armed  # redraw once it listens (the buttons light up)

    def draw(self, surface: pygame.Surface) -> None:
        px = self.app.px
        w, h = surface.get_size()
        surface.fill(theme.shade(theme.BG, 0.6))
        top = px(40)
        sw = pygame.Rect(0, 0, px(64), px(64))
        sw.midtop = (w // 2, top)
        swatch(surface, sw, self.seat.colour, px)
        text.blit_text(surface, _("Pass to {name}", name=self.seat.name),
                       (w // 2, sw.bottom + px(16)), px(36), theme.ACCENT, True, "midtop")
        y = sw.bottom + px(76)
        if self.since:
            text.blit_text(surface, _("Since your last turn:"), (w // 2, y), px(18), theme.TEXT,
                           True, "midtop")
            y += px(30)
            room = max(0, (h - px(170) - y) // px(22))
            width = min(w - px(60), px(760))
            lines = [line for entry in self.since
                     for line in text.wrap(entry, px(16), width)][-room:] if room else []
            block = max((text.font(px(16)).size(line)[0] for line in lines), default=0)
            for line in lines:  # a block centred under the heading, its lines left-aligned
                text.blit_text(surface, line, (w // 2 - block // 2, y), px(16), theme.TEXT_DIM)
                y += px(22)
        for b in self.widgets:
            b.enabled = self.armed
            b.draw(surface)
