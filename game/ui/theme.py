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


# Colour-blind mode: the same colour names from a palette that stays apart under
# protanopia, deuteranopia and tritanopia — Okabe and Ito's palette, moved by a small search
# that maximised the smallest CIEDE2000 distance within every game's colours (figures:
# build_scripts/colour_report.py; kept by tests/ui/test_colour_blind.py) — and a shape per
# colour beside it (game/ui/marks.py).
SAFE_COLOURS: dict[str, tuple[int, int, int]] = {
    "red": (168, 70, 0),  # brick
    "blue": (0, 69, 155),
    "yellow": (227, 251, 74),
    "green": (0, 185, 139),  # bluish green
    "purple": (194, 132, 211),
    "white": (240, 244, 213),
    "black": (7, 15, 19),
    "orange": (253, 123, 12),
    "automaton": (150, 150, 140),
}
PLAYER_SHAPES: dict[str, str] = {
    "red": "circle",
    "blue": "square",
    "yellow": "triangle",
    "green": "diamond",
    "purple": "star",
    "white": "ring",
    "black": "cross",
    "orange": "hexagon",
    "automaton": "dot",
}

# Set by the application from its settings before every frame, so every view follows the
# player's choice without passing settings around.
colour_blind = False


def player_rgb(colour: str) -> tuple[int, int, int]:
    if colour_blind and colour in SAFE_COLOURS:
        return SAFE_COLOURS[colour]
    return PLAYER_COLOURS.get(colour, ((180, 180, 180), "?", "plain"))[0]


def player_shape(colour: str) -> str:
    return PLAYER_SHAPES.get(colour, "dot")


def player_letter(colour: str) -> str:
    return PLAYER_COLOURS.get(colour, ((0, 0, 0), "?", "plain"))[1]


def player_pattern(colour: str) -> str:
    return PLAYER_COLOURS.get(colour, ((0, 0, 0), "?", "plain"))[2]


def shade(rgb: tuple[int, int, int], factor: float) -> tuple[int, int, int]:
    """Lighter (factor > 1) or darker (factor < 1) version of a colour."""
    if factor >= 1:
        return tuple(min(255, int(c + (255 - c) * (factor - 1))) for c in rgb)  # type: ignore[return-value]
    return tuple(int(c * factor) for c in rgb)  # type: ignore[return-value]


def luminance(rgb: tuple[int, ...]) -> float:
    """Relative luminance (WCAG 2) of an sRGB colour."""
    def channel(v: int) -> float:
        s = v / 255
        return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(v) for v in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: tuple[int, ...], b: tuple[int, ...]) -> float:
    """The WCAG contrast ratio of two colours, 1 to 21."""
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def ink_on(rgb: tuple[int, ...], least: float = 4.5) -> tuple[int, int, int]:
    """The colour to write on ``rgb``: the interface's ink or light text, whichever reads
    better; pure black or white where neither reaches ``least`` (mid reds, blues)."""
    best = max((INK, TEXT), key=lambda c: contrast(c, rgb))
    if contrast(best, rgb) >= least:
        return best
    return max(((0, 0, 0), (255, 255, 255)), key=lambda c: contrast(c, rgb))
