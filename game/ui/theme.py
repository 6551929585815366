"""Colours, player colours with colour-blind cues, and sizes shared by every scene."""

from __future__ import annotations

BG = (28, 38, 30)
PANEL = (42, 56, 44)
PANEL_LIGHT = (58, 76, 60)
PANEL_EDGE = (92, 116, 90)
TEXT = (236, 232, 214)
TEXT_DIM = (170, 176, 158)
ACCENT = (232, 190, 92)
LEGAL = (110, 220, 120)
ILLEGAL = (230, 90, 80)
HOVER = (255, 240, 170)
SHADOW = (0, 0, 0, 110)
PAPER = (242, 234, 210)
INK = (40, 36, 30)

# Player colours: a colour, a letter and a pattern, so colour is never the only cue.
PLAYER_COLOURS: dict[str, tuple[tuple[int, int, int], str, str]] = {
    "red": ((205, 70, 60), "R", "dots"),
    "blue": ((70, 120, 210), "B", "stripes"),
    "yellow": ((230, 196, 60), "Y", "plain"),
    "green": ((80, 170, 90), "G", "cross"),
    "purple": ((150, 90, 190), "P", "rings"),
    "white": ((235, 235, 235), "W", "plain"),
    "black": ((60, 60, 60), "K", "dots"),
    "orange": ((230, 140, 50), "O", "stripes"),
    "automaton": ((150, 150, 140), "*", "plain"),  # an opponent the rules play
}


def player_rgb(colour: str) -> tuple[int, int, int]:
    return PLAYER_COLOURS.get(colour, ((180, 180, 180), "?", "plain"))[0]


def player_letter(colour: str) -> str:
    return PLAYER_COLOURS.get(colour, ((0, 0, 0), "?", "plain"))[1]


def player_pattern(colour: str) -> str:
    return PLAYER_COLOURS.get(colour, ((0, 0, 0), "?", "plain"))[2]


def shade(rgb: tuple[int, int, int], factor: float) -> tuple[int, int, int]:
    """Lighter (factor > 1) or darker (factor < 1) version of a colour."""
    if factor >= 1:
        return tuple(min(255, int(c + (255 - c) * (factor - 1))) for c in rgb)  # type: ignore[return-value]
    return tuple(int(c * factor) for c in rgb)  # type: ignore[return-value]
