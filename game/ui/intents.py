"""Raw pygame events become a few input intents, in this one place, so scenes can be
driven by synthetic input in tests and keyboard play reaches the same code."""

from __future__ import annotations

import dataclasses

import pygame

# Intent kinds
POINT = "point"  # the mouse moved (pos, rel)
PRESS = "press"  # left button down (pos)
RELEASE = "release"  # left button up (pos)
ALT = "alt"  # right click (pos): rotate a held piece, or close
WHEEL = "wheel"  # wheel (pos, dy)
PAN = "pan"  # middle/right drag (rel)
CANCEL = "cancel"  # Esc
CONFIRM = "confirm"  # Enter
UNDO = "undo"  # Ctrl+Z or U
ROTATE = "rotate"  # R
HINT = "hint"  # H
SHEET = "sheet"  # S: score sheet
LEGEND = "legend"  # ? or F1: the legend of the marks on the table
TEXT = "text"  # typed text (text)
KEY = "key"  # any other key (key)
RESIZE = "resize"  # the window changed size (pos = new size)
FULLSCREEN = "fullscreen"  # F11 or Alt+Enter
QUIT = "quit"


@dataclasses.dataclass(frozen=True)
class Intent:
    kind: str
    pos: tuple[int, int] = (0, 0)
    rel: tuple[int, int] = (0, 0)
    dy: int = 0
    key: int = 0
    text: str = ""


_mouse_pos = (0, 0)

KEY_INTENTS = {
    pygame.K_ESCAPE: CANCEL,
    pygame.K_RETURN: CONFIRM,
    pygame.K_KP_ENTER: CONFIRM,
    pygame.K_r: ROTATE,
    pygame.K_h: HINT,
    pygame.K_u: UNDO,
    pygame.K_s: SHEET,
}


def from_event(event: pygame.event.Event, typing: bool = False) -> list[Intent]:
    """The intents one event means. ``typing``: a text field has focus, so letter keys
    are text, not shortcuts."""
    global _mouse_pos
    t = event.type
    if t == pygame.QUIT:
        return [Intent(QUIT)]
    if t == pygame.MOUSEMOTION:
        _mouse_pos = event.pos
        if event.buttons[1] or event.buttons[2]:
            return [Intent(PAN, event.pos, event.rel), Intent(POINT, event.pos, event.rel)]
        return [Intent(POINT, event.pos, event.rel)]
    if t == pygame.MOUSEBUTTONDOWN:
        if event.button == 1:
            return [Intent(PRESS, event.pos)]
        if event.button == 3:
            return [Intent(ALT, event.pos)]
        return []
    if t == pygame.MOUSEBUTTONUP and event.button == 1:
        return [Intent(RELEASE, event.pos)]
    if t == pygame.MOUSEWHEEL:
        return [Intent(WHEEL, _mouse_pos, dy=int(event.y))]
    if t in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
        size = (event.w, event.h) if t == pygame.VIDEORESIZE else (event.x, event.y)
        return [Intent(RESIZE, size)]
    if t == pygame.TEXTINPUT:
        return [Intent(TEXT, _mouse_pos, text=event.text)] if typing else []
    if t == pygame.KEYDOWN:
        ctrl = event.mod & pygame.KMOD_CTRL
        if event.key == pygame.K_F11 or (
                event.mod & pygame.KMOD_ALT and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)):
            return [Intent(FULLSCREEN, _mouse_pos)]
        if ctrl and event.key == pygame.K_z:
            return [Intent(UNDO, _mouse_pos)]
        if event.key == pygame.K_F1 or not typing and (
                event.key == pygame.K_QUESTION or getattr(event, "unicode", "") == "?"):
            return [Intent(LEGEND, _mouse_pos)]  # "?" is a shifted key on most layouts
        if event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
            return [Intent(KEY_INTENTS[event.key], _mouse_pos)]
        if not typing and not ctrl and event.key in KEY_INTENTS:
            return [Intent(KEY_INTENTS[event.key], _mouse_pos)]
        return [Intent(KEY, _mouse_pos, key=event.key)]
    return []
