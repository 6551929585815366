"""Scenes and the scene stack (menu -> setup -> table -> results, overlays on top)."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

import pygame

from game.ui.intents import Intent

if TYPE_CHECKING:
    from collections.abc import Sequence

    from game.app import App
    from game.ui.widgets import Widget


class Scene:
    """One screen. The stack calls enter/pause/resume/exit; the loop calls
    handle/update/draw. ``opaque`` overlays hide what lies below them."""

    opaque = True
    draw_failed = False  # its last draw raised: the app shows the error box instead

    def __init__(self, app: App) -> None:
        self.app = app
        self.dirty = True
        self.appeared_under: tuple[tuple[int, int], float] | None = None

    # lifecycle
    def enter(self) -> None:
        # the click that opened this screen: its controls under that spot wait a moment
        self.appeared_under = getattr(self.app, "last_press", None)
        self.layout(self.app.size)

    def pause(self) -> None:
        """Another scene went on top."""

    def resume(self) -> None:
        """The scene above was closed (by a click, perhaps: the same moment of care)."""
        self.appeared_under = getattr(self.app, "last_press", None)
        self.layout(self.app.size)
        self.dirty = True

    def exit(self) -> None:
        """Removed from the stack."""

    # the loop
    def layout(self, size: tuple[int, int]) -> None:
        self.dirty = True

    def handle(self, intent: Intent) -> None:
        """React to one input intent."""

    def close_or_feed(self, intent: Intent, widgets: Sequence[Widget]) -> None:
        """What a simple screen does: Esc closes it, everything else goes to its widgets."""
        from game.ui.intents import CANCEL

        if intent.kind == CANCEL:
            self.app.pop()
            return
        self.feed(widgets, intent)
        self.dirty = True

    def update(self, dt: float) -> bool:
        """Advance animations and background work; True if a redraw is needed."""
        return False

    def busy(self) -> bool:
        """True while animating or waiting on a computer player (the loop ticks fast)."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((0, 0, 0))

    def feed(self, widgets: Sequence[Widget], intent: Intent) -> None:
        """Hand an intent to the widgets in turn; stop if one of them left the scene.
        A control that appeared under the click that opened the screen ignores clicks
        there for a moment (widgets.GUARD), or until the pointer moves away."""
        from game.ui import intents
        from game.ui.widgets import guarding, moved_away

        press = self.appeared_under
        if press is not None and intent.kind == intents.POINT and moved_away(press, intent.pos):
            press = self.appeared_under = None
        guarded = press if guarding(press, time.monotonic()) else None
        for widget in list(widgets):
            if (guarded is not None and intent.kind in (intents.PRESS, intents.RELEASE)
                    and widget.rect.collidepoint(guarded[0])):
                continue
            if widget.handle(intent):
                self.dirty = True
                if self.app.stack.top is not self:
                    return

    @property
    def typing(self) -> bool:
        """A text field has the keyboard."""
        return False


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene:
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self.scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for another."""
        old = self.scenes.pop()
        old.exit()
        self.scenes.append(scene)
        scene.enter()

    def reset(self, scene: Scene) -> None:
        """Clear the stack and start over with ``scene``."""
        while self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: from the topmost opaque one up."""
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        return self.scenes[start:]
