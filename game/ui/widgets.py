"""Small widgets: buttons, choice spinners, text fields, panels. Each takes intents
and draws itself from cached text."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

import pygame

from game.i18n import _
from game.ui import intents as I
from game.ui import text, theme

Rect = pygame.Rect | Sequence[int]  # a rectangle, or its x, y, w, h
Colour = tuple[int, int, int]


def panel(surface: pygame.Surface, rect: pygame.Rect, colour: Colour = theme.PANEL,
          edge: Colour | None = theme.PANEL_EDGE, radius: int = 8, width: int = 1) -> None:
    pygame.draw.rect(surface, colour, rect, border_radius=radius)
    if edge:
        pygame.draw.rect(surface, edge, rect, width, border_radius=radius)


def shade_screen(surface: pygame.Surface, alpha: int = 150) -> None:
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((0, 0, 0, alpha))
    surface.blit(veil, (0, 0))


GUARD = 0.4  # seconds a control that appears under a fresh click ignores clicks there
GUARD_MOVE = 8  # ... or until the pointer has moved this many pixels away


def guarding(press: tuple[tuple[int, int], float] | None, now: float) -> bool:
    """Whether the press ``(pos, time)`` is recent enough that what appeared under it
    must not take the next click (a double click never presses what replaced a button)."""
    return press is not None and now - press[1] < GUARD


def moved_away(press: tuple[tuple[int, int], float], pos: tuple[int, int]) -> bool:
    return abs(pos[0] - press[0][0]) + abs(pos[1] - press[0][1]) > GUARD_MOVE


class Widget:
    size: int  # the text size of the widgets that show text (set by their layout)

    def __init__(self, rect: Rect = (0, 0, 0, 0)) -> None:
        self.rect = pygame.Rect(rect)
        self.hover = False
        self.visible = True

    def handle(self, intent: I.Intent) -> bool:
        """True if the intent changed something (a redraw is needed)."""
        if intent.kind == I.POINT:
            was, self.hover = self.hover, self.rect.collidepoint(intent.pos)
            return was != self.hover
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Widgets draw themselves; the base draws nothing."""


class Button(Widget):
    def __init__(self, label: str, on_click: Callable[[], object], rect: Rect = (0, 0, 0, 0),
                 size: int = 18, enabled: bool = True, tooltip: str = "",
                 primary: bool = False) -> None:
        super().__init__(rect)
        self.label, self.on_click, self.size = label, on_click, size
        self.enabled, self.tooltip, self.primary = enabled, tooltip, primary
        self._pressed = False
        self.inert_until = 0.0  # clicks before this moment are ignored (misclick guard)
        self._inert_at: tuple[int, int] = (0, 0)

    def guard(self, press: tuple[tuple[int, int], float]) -> None:
        """Appeared under the fresh click ``press``: inert until GUARD has passed since it
        or the pointer moves away."""
        if guarding(press, time.monotonic()) and self.rect.collidepoint(press[0]):
            self.inert_until, self._inert_at = press[1] + GUARD, press[0]

    def handle(self, intent: I.Intent) -> bool:
        if not self.visible:
            return False
        if self.inert_until and intent.kind == I.POINT and moved_away(
                (self._inert_at, 0.0), intent.pos):
            self.inert_until = 0.0  # the pointer moved on purpose: the button listens
        if intent.kind in (I.PRESS, I.RELEASE) and time.monotonic() < self.inert_until:
            self._pressed = False
            return False
        changed = super().handle(intent)
        if intent.kind == I.PRESS and self.rect.collidepoint(intent.pos):
            self._pressed = True
            return True
        if intent.kind == I.RELEASE:
            hit = self._pressed and self.rect.collidepoint(intent.pos)
            self._pressed = False
            if hit and self.enabled:
                self.on_click()
            return True if hit else changed
        return changed

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        if not self.enabled:
            bg, fg = theme.PANEL, theme.TEXT_DIM
        elif self.primary:
            bg = theme.shade(theme.ACCENT, 1.15 if self.hover else 1.0)
            fg = theme.INK
        else:
            bg, fg = (theme.PANEL_LIGHT if self.hover else theme.PANEL), theme.TEXT
        panel(surface, self.rect, bg, theme.HOVER if self.hover and self.enabled else theme.PANEL_EDGE)
        text.blit_text(surface, self.label, self.rect.center, self.size, fg, bold=self.primary,
                       anchor="center")


class Choice(Widget):
    """‹ value › — cycles through labelled choices with the arrows or a click."""

    def __init__(self, choices: Sequence[tuple[str, str]], value: str,
                 on_change: Callable[[str], None] | None = None, rect: Rect = (0, 0, 0, 0),
                 size: int = 18) -> None:
        super().__init__(rect)
        self.choices = list(choices)
        self.value = value if value in [c[0] for c in self.choices] else self.choices[0][0]
        self.on_change, self.size = on_change, size

    @property
    def index(self) -> int:
        return [c[0] for c in self.choices].index(self.value)

    def step(self, delta: int) -> None:
        self.value = self.choices[(self.index + delta) % len(self.choices)][0]
        if self.on_change:
            self.on_change(self.value)

    def handle(self, intent: I.Intent) -> bool:
        if not self.visible:
            return False
        changed = super().handle(intent)
        if intent.kind in (I.PRESS, I.ALT) and self.rect.collidepoint(intent.pos):
            left = intent.pos[0] < self.rect.x + self.rect.h or intent.kind == I.ALT
            self.step(-1 if left else 1)
            return True
        return changed

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        panel(surface, self.rect, theme.PANEL_LIGHT if self.hover else theme.PANEL)
        label = self.choices[self.index][1]
        text.blit_text(surface, label, self.rect.center, self.size, theme.TEXT, anchor="center")
        if len(self.choices) > 1:
            y = self.rect.centery
            text.blit_text(surface, "<", (self.rect.x + 10, y), self.size, theme.ACCENT, True, "midleft")
            text.blit_text(surface, ">", (self.rect.right - 10, y), self.size, theme.ACCENT, True,
                           "midright")


class TextField(Widget):
    def __init__(self, value: str, rect: Rect = (0, 0, 0, 0), size: int = 18, max_len: int = 24,
                 allowed: str | None = None, placeholder: str = "",
                 on_change: Callable[[str], None] | None = None) -> None:
        super().__init__(rect)
        self.value, self.size, self.max_len = value, size, max_len
        self.allowed, self.placeholder, self.on_change = allowed, placeholder, on_change
        self.focused = False

    def handle(self, intent: I.Intent) -> bool:
        if not self.visible:
            return False
        changed = super().handle(intent)
        if intent.kind == I.PRESS:
            was = self.focused
            self.focused = self.rect.collidepoint(intent.pos)
            if self.focused:
                pygame.key.start_text_input()
            return was != self.focused or changed
        if not self.focused:
            return changed
        if intent.kind == I.TEXT:
            add = "".join(ch for ch in intent.text if self.allowed is None or ch in self.allowed)
            if add and len(self.value) < self.max_len:
                self.value = (self.value + add)[: self.max_len]
                self._changed()
            return True
        if intent.kind == I.KEY and intent.key == pygame.K_BACKSPACE:
            self.value = self.value[:-1]
            self._changed()
            return True
        if intent.kind in (I.CONFIRM, I.CANCEL):
            self.focused = False
            return True
        return changed

    def _changed(self) -> None:
        if self.on_change:
            self.on_change(self.value)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        panel(surface, self.rect, theme.PAPER if self.focused else theme.PANEL_LIGHT,
              theme.ACCENT if self.focused else theme.PANEL_EDGE)
        shown = self.value or self.placeholder
        colour = theme.INK if self.focused else (theme.TEXT if self.value else theme.TEXT_DIM)
        label = shown + ("|" if self.focused else "")
        text.blit_text(surface, label, (self.rect.x + 8, self.rect.centery), self.size, colour,
                       anchor="midleft")


class Toggle(Choice):
    def __init__(self, value: bool, on_change: Callable[[bool], None], rect: Rect = (0, 0, 0, 0),
                 size: int = 18, labels: tuple[str, str] | None = None) -> None:
        off, on = labels or (_("Off"), _("On"))  # read when built, so in today's language
        super().__init__([("0", off), ("1", on)], "1" if value else "0",
                         lambda v: on_change(v == "1"), rect, size)


def column(widgets: Sequence[Widget], x: int, y: int, w: int, h: int, gap: int) -> int:
    """Lay widgets out top to bottom; returns the y below the last."""
    for widget in widgets:
        widget.rect = pygame.Rect(x, y, w, h)
        y += h + gap
    return y
