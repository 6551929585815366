"""Pictures of parts of the window kept between frames (the table's board, side panel and
bottom bar), so a frame where nothing changed costs a few blits.

A kept picture's rows are padded to a multiple of 16 pixels: copying a region of the
window into a picture whose rows are not 64-byte aligned is about 1.6 times slower
(0.8 against 0.5 ms for the board at 1920x1080), and a copy is made after every move.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

ALIGN = 16  # pixels: 64 bytes at 32 bits a pixel


def fits(picture: pygame.Surface | None, size: tuple[int, int]) -> bool:
    """Whether ``picture`` (made by ``copy``) holds a part of ``size``."""
    return picture is not None and picture.get_size() == padded(size)


def padded(size: tuple[int, int]) -> tuple[int, int]:
    return (-(-size[0] // ALIGN) * ALIGN, size[1])


def copy(surface: pygame.Surface, rect: pygame.Rect,
         into: pygame.Surface | None = None) -> pygame.Surface:
    """``rect`` of ``surface`` copied into ``into`` (reused when it fits) or a new picture."""
    if into is None or not fits(into, rect.size):
        into = pygame.Surface(padded(rect.size), 0, surface)
    into.blit(surface, (0, 0), rect)
    return into


def show(surface: pygame.Surface, picture: pygame.Surface, rect: pygame.Rect,
         covered: list[pygame.Rect] | None = None) -> None:
    """Put the kept picture of ``rect`` back into ``surface``: all of it, or, when the
    window still shows it but for what was drawn over it, only the ``covered`` parts."""
    if covered is None:
        surface.blit(picture, rect.topleft, pygame.Rect(0, 0, rect.w, rect.h))
        return
    for part in covered:
        part = part.clip(rect)
        if part.w and part.h:
            surface.blit(picture, part.topleft, part.move(-rect.x, -rect.y))


def cached(caches: dict[str, tuple[object, pygame.Surface]], name: str, key: object,
           rect: pygame.Rect, surface: pygame.Surface,
           paint: Callable[[pygame.Surface], None],
           covered: list[pygame.Rect] | None = None) -> None:
    """Blit the part ``rect`` as painted for ``key``; repaint only when it changed.
    Hovering and dragging then cost a few blits instead of a whole table. ``covered``:
    the window still shows the part as drawn last frame but for these rectangles (what
    was drawn over it), so only they are put back."""
    entry = caches.get(name)
    if entry is not None and entry[0] == key and fits(entry[1], rect.size):
        show(surface, entry[1], rect, covered)
        return
    clip = surface.get_clip()
    surface.set_clip(rect)
    paint(surface)
    surface.set_clip(clip)
    caches[name] = (key, copy(surface, rect, entry[1] if entry is not None else None))
