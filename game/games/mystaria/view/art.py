"""Mystaria's pictures, composed from icons, shapes and text and cached per size.

Every landscape has a colour, a pattern and an icon; every building a disc in its
owner's colour with the owner's letter, so colour is never the only cue.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.games.mystaria.data import BRIDGE, COMPONENTS, footprint, hut_landscape
from game.ui import images, marks, theme

INK = (30, 28, 24)


def _pattern(surf: pygame.Surface, land: str, size: int) -> None:
    """A faint texture per landscape, a second cue beside colour and icon."""
    dark = theme.shade(COMPONENTS.colours[land], 0.82)
    step = max(4, size // 5)
    if land == "L":  # ripples
        for y in range(step // 2, size, step):
            for x in range(0, size, step * 2):
                pygame.draw.arc(surf, dark, (x, y, step, step // 2 + 2), 0, 3.14, 1)
    elif land == "M":  # dots
        for y in range(step // 2, size, step):
            for x in range((y // step % 2) * step // 2, size, step):
                surf.set_at((x, y), dark)
    elif land == "F":  # slashes
        for k in range(-size, size, step):
            pygame.draw.line(surf, dark, (k, size), (k + size, 0), 1)
    elif land == "G":  # crosses
        for y in range(step // 2, size, step):
            for x in range(step // 2, size, step):
                pygame.draw.line(surf, dark, (x - 1, y), (x + 1, y))
    elif land == "V":  # bricks
        for y in range(0, size, step):
            pygame.draw.line(surf, dark, (0, y), (size, y), 1)


@lru_cache(maxsize=128)
def field(land: str, size: int) -> pygame.Surface:
    """One field of ``land`` as a square of ``size`` pixels."""
    surf = pygame.Surface((size, size))
    surf.fill(COMPONENTS.colours[land])
    _pattern(surf, land, size)
    icon_size = max(8, int(size * 0.62))
    img = images.icon(COMPONENTS.landscapes[land].icon, icon_size)
    if size >= 22:
        img = img.copy()
        img.set_alpha(215)
    surf.blit(img, img.get_rect(center=(size // 2, size // 2)))
    return surf.convert() if pygame.display.get_surface() else surf


@lru_cache(maxsize=64)
def tile(tile_id: str, rot: int, cell: int) -> pygame.Surface:
    """A whole tile turned ``rot`` quarter turns, fields ``cell`` pixels wide."""
    cells = footprint(tile_id, rot)
    w = 1 + max(x for x, _y, _l in cells)
    h = 1 + max(y for _x, y, _l in cells)
    surf = pygame.Surface((w * cell, h * cell), pygame.SRCALPHA)
    for x, y, land in cells:
        surf.blit(field(land, cell), (x * cell, y * cell))
        pygame.draw.rect(
            surf, theme.shade(COMPONENTS.colours[land], 0.7), (x * cell, y * cell, cell, cell), 1
        )
    pygame.draw.rect(surf, INK, surf.get_rect(), max(2, cell // 14))
    return surf


BACK, BACK_LINE = (44, 66, 50), (96, 128, 92)


@lru_cache(maxsize=16)
def back(w: int, h: int) -> pygame.Surface:
    """A tile face down: what the others see of a tile in hand or on the pile."""
    surf = pygame.Surface((max(4, w), max(4, h)), pygame.SRCALPHA)
    rect = surf.get_rect()
    pygame.draw.rect(surf, BACK, rect, border_radius=max(2, min(w, h) // 8))
    step = max(4, min(w, h) // 3)
    for k in range(-rect.h, rect.w, step):  # a lattice, like the back of the paper tiles
        pygame.draw.line(surf, BACK_LINE, (k, rect.h), (k + rect.h, 0), 1)
        pygame.draw.line(surf, BACK_LINE, (k, 0), (k + rect.h, rect.h), 1)
    pygame.draw.rect(surf, INK, rect, max(1, min(w, h) // 10), border_radius=max(2, min(w, h) // 8))
    return surf


def _kind_icon(kind: str) -> str:
    base = "hut" if hut_landscape(kind) else kind
    return COMPONENTS.building_icons.get(base, base)


@lru_cache(maxsize=256)
def building(kind: str, colour: str, size: int, axis: str = "",
             supply: bool = False, badge: bool = False) -> pygame.Surface:
    """A building token: the owner's shape (theme.PLAYER_SHAPES: circle, square, triangle,
    diamond ...) in the owner's colour behind a disc with the building's icon — the
    shape's corners tell the owner without colour, where a letter was too small to read.
    On the forest a hut stands on its own landscape (the field shows it); in a supply
    (``supply``) its disc takes the landscape's colour, and with ``badge`` (the viewer's
    own, large) a token of 40 px and more also carries the landscape's picture."""
    size = max(12, size)
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    rgb = theme.player_rgb(colour)
    c = size // 2
    plate = pygame.Rect(0, 0, size - 2, size - 2)
    plate.center = (c, c)
    shape = theme.player_shape(colour)
    shadow = (0, 0, 0)  # drawn into a layer blitted at the shadow's strength
    under = pygame.Surface((size, size), pygame.SRCALPHA)
    marks.draw_shape(under, shape, plate.move(1, 2), shadow, shadow)
    under.set_alpha(theme.SHADOW[3])
    surf.blit(under, (0, 0))
    marks.draw_shape(surf, shape, plate, rgb, theme.shade(rgb, 0.45))
    land = hut_landscape(kind) if supply else None
    fill = COMPONENTS.colours[land] if land else theme.shade(rgb, 1.35)
    pygame.draw.circle(surf, fill, (c, c), int(size * 0.36))
    pygame.draw.circle(surf, INK, (c, c), int(size * 0.36), 1)
    img = images.icon(_kind_icon(kind), int(size * 0.62))
    if kind == BRIDGE and axis == "v":
        img = pygame.transform.rotate(img, 90)
    surf.blit(img, img.get_rect(center=(c, c)))
    if land and badge and size >= 40:  # room for a badge an icon reads in
        side = badge_icon(size)
        spot = pygame.Rect(0, 0, side + 4, side + 4)
        pygame.draw.rect(surf, COMPONENTS.colours[land], spot, border_radius=3)
        pygame.draw.rect(surf, INK, spot, 1, border_radius=3)
        mini = images.icon(COMPONENTS.landscapes[land].icon, side)
        surf.blit(mini, mini.get_rect(center=spot.center))
    return surf


BADGE_ICON = 16  # a hut's landscape badge: never smaller (a smaller token shows the colour)


def badge_icon(size: int) -> int:
    """The landscape picture in a hut's badge on a token ``size`` wide (from 40 px)."""
    return max(BADGE_ICON, size // 3)


CARRIED_EDGE = (246, 240, 214)  # light: the tile in hand shows on the dark forest


@lru_cache(maxsize=8)
def ghost(tile_id: str, rot: int, cell: int) -> pygame.Surface:
    """The tile, faint: where it would lie if dropped here."""
    surf = tile(tile_id, rot, cell).copy()
    surf.set_alpha(150)
    return surf


@lru_cache(maxsize=8)
def carried(tile_id: str, rot: int, cell: int) -> pygame.Surface:
    """The tile as it follows the mouse: at full strength, with a light outline so it
    stands out from the dark forest (the places are marked small beside it)."""
    surf = tile(tile_id, rot, cell).copy()
    pygame.draw.rect(surf, CARRIED_EDGE, surf.get_rect(), max(2, cell // 14))
    return surf


@lru_cache(maxsize=32)
def veil(size: tuple[int, int], rgba: tuple[int, int, int, int]) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.fill(rgba)
    return surf


def clear() -> None:
    for fn in (field, tile, ghost, carried, back, building, veil):
        fn.cache_clear()
