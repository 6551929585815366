"""Rendered text, cached per (string, size, colour, bold): text is never re-rendered
per frame. Wrapped text breaks a word too long for its line only where the shown
language's hyphenation dictionary allows it (pyphen), with a hyphen; never mid-letter."""

from __future__ import annotations

from functools import lru_cache

import pygame
import pyphen

from game.core.paths import asset
from game.i18n import language
from game.ui import theme

FONT_REGULAR = "fonts/NotoSans-Regular.ttf"
FONT_BOLD = "fonts/NotoSans-Bold.ttf"


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    path = asset(FONT_BOLD if bold else FONT_REGULAR)
    if path.is_file():
        return pygame.font.Font(str(path), max(6, size))
    f = pygame.font.Font(None, max(6, int(size * 1.35)))  # the bundled default font
    f.set_bold(bold)
    return f


MAX_CHARS = 400  # nothing Sylva shows is longer on one line; a hostile name is cut here


@lru_cache(maxsize=4096)
def render(text: str, size: int, colour: tuple = theme.TEXT, bold: bool = False) -> pygame.Surface:
    """A surface with ``text``; cached, so call it freely while drawing. Never raises:
    over-long text is cut, broken characters replaced, and text without width (only
    invisible characters) gives an empty picture of the line's height."""
    f = font(size, bold)
    safe = text[:MAX_CHARS].encode("utf-8", "replace").decode("utf-8")
    try:
        return f.render(safe, True, colour).convert_alpha()
    except (pygame.error, ValueError):
        return pygame.Surface((1, f.get_linesize()), pygame.SRCALPHA)


def wrap(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Split ``text`` into lines that fit ``width`` pixels (paragraphs kept). A word
    wider than a line is broken at a hyphenation point of the shown language, with a
    hyphen; a word that has none that fits stays whole (see ``fit_wrap``)."""
    return list(_wrap(text, size, width, bold, language()))


def fit_wrap(text: str, size: int, width: int, bold: bool = False,
             smallest: int = 12) -> tuple[int, list[str]]:
    """The largest size up to ``size`` (not below ``smallest``) at which ``text`` wraps
    into ``width`` with no line wider, and its lines: a word that cannot be hyphenated
    to fit shrinks the type instead of being cut."""
    while True:
        lines = wrap(text, size, width, bold)
        if size <= smallest or all(font(size, bold).size(ln)[0] <= width for ln in lines):
            return size, lines
        size -= 1


@lru_cache(maxsize=8)
def hyphenator(lang: str) -> pyphen.Pyphen | None:
    """The hyphenation dictionary of ``lang`` (shipped with pyphen), or None."""
    code = pyphen.language_fallback(lang)
    return pyphen.Pyphen(lang=code) if code else None


def _pieces(word: str, f: pygame.font.Font, width: int, lang: str) -> list[str]:
    """``word`` broken where its language allows into pieces that fit ``width``."""
    hyph = hyphenator(lang)
    pieces = []
    while hyph is not None and f.size(word)[0] > width:
        for head, tail in hyph.iterate(word):  # the longest head first
            head = head if head.endswith("-") else head + "-"
            if f.size(head)[0] <= width:
                pieces.append(head)
                word = tail
                break
        else:
            break
    return [*pieces, word]


@lru_cache(maxsize=4096)
def _wrap(text: str, size: int, width: int, bold: bool, lang: str) -> tuple[str, ...]:
    f = font(size, bold)
    text = text[:4000].encode("utf-8", "replace").decode("utf-8")
    lines: list[str] = []
    for para in text.split("\n"):
        words = para.split(" ")
        line = ""
        for word in words:
            trial = f"{line} {word}" if line else word
            if f.size(trial)[0] <= width:
                line = trial
                continue
            if line:
                lines.append(line)
            *whole, line = _pieces(word, f, width, lang)
            lines += whole
        lines.append(line)
    return tuple(lines)


def fit(text: str, size: int, width: int, bold: bool = False) -> str:
    """``text``, shortened with an ellipsis to fit ``width`` pixels if it must."""
    f = font(size, bold)
    if f.size(text)[0] <= width:
        return text
    while text and f.size(text + "…")[0] > width:
        text = text[:-1]
    return text.rstrip() + "…"


def fit_size(text: str, size: int, width: int, bold: bool = False, smallest: int = 10) -> int:
    """The largest size up to ``size`` (not below ``smallest``) at which ``text`` fits in
    ``width`` pixels: a label that must be read whole shrinks instead of being cut."""
    while size > smallest and font(size, bold).size(text)[0] > width:
        size -= 1
    return size


def blit_text(
    surface: pygame.Surface,
    text: str,
    pos: tuple[int, int],
    size: int,
    colour: tuple = theme.TEXT,
    bold: bool = False,
    anchor: str = "topleft",
) -> pygame.Rect:
    """Draw cached text with its rect anchored at ``pos`` ("center", "midleft" ...)."""
    img = render(text, size, colour, bold)
    rect = img.get_rect(**{anchor: pos})
    surface.blit(img, rect)
    return rect


def clear_cache() -> None:
    _wrap.cache_clear()
    render.cache_clear()
    font.cache_clear()


def clear_drawings() -> None:
    """Forget every cached drawing of the interface and of the games' views (cards and
    tiles carry their names): after a change of language they are drawn again."""
    import sys

    clear_cache()
    for name, module in list(sys.modules.items()):
        if module is None or not name.startswith(("game.ui.", "game.games.", "game.scenes.")):
            continue
        for value in list(vars(module).values()):
            if callable(getattr(value, "cache_clear", None)) and hasattr(value, "cache_info"):
                value.cache_clear()
