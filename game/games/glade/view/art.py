"""Pictures of The Glade's pieces, composed from icons, shapes and letters and cached.

Colour never carries meaning alone: a leaf is also its own leaf shape and initial, a
player's toadstool also carries the player's letter, its side the number 1 or 2.
"""

from __future__ import annotations

import functools

import pygame

from game.games.glade.data import ANIMALS, FRUITS, LEAVES, features
from game.ui import images, marks, text, theme

LEAF_RGB = {
    "beech": (150, 200, 90),
    "chestnut": (40, 115, 55),
    "maple": (205, 150, 80),
    "oak": (115, 72, 40),
}
SEASON_BG = {"spring": (226, 240, 206), "summer": (250, 240, 196)}
SEASON_ICON = {"spring": "grass", "summer": "blossom"}
BOARD_BG = (120, 150, 96)
SPACE_BG = (98, 128, 80)
GLADE_BG = (178, 196, 128)


@functools.lru_cache(maxsize=1024)
def tile(kind: int, season: str, size: int, icon_least: int = 0,
         text_least: int = 12) -> pygame.Surface:
    """A forest tile: the animal large, the fruit bottom right, the leaf bottom left,
    framed in the leaf's colour, the season's background and glyph top right. The small
    icons and the initial are never below ``icon_least`` and ``text_least`` (the least
    the window allows: they grow with it)."""
    size = max(12, size)
    animal, fruit, leaf = features(kind)
    leaf_name = LEAVES[leaf]
    surf = _tile_ground(season, leaf_name, size, max(2, size // 14))
    big = int(size * 0.56)
    surf.blit(images.icon(ANIMALS[animal], big), (int(size * 0.2), int(size * 0.08)))
    small = max(int(size * 0.34), icon_least)
    surf.blit(images.icon(FRUITS[fruit], small), (size - small - size // 14, size - small - 2))
    surf.blit(images.icon(f"{leaf_name}-leaf", small), (size // 14, size - small - 2))
    glyph = max(6, size // 6, icon_least)
    surf.blit(images.icon(SEASON_ICON.get(season, "grass"), glyph), (size - glyph - 3, 3))
    if size >= 40:  # the leaf's initial: a second cue beside its colour and shape
        text.blit_text(surf, leaf_name[0].upper(), (size // 10, size // 12),
                       max(text_least, size // 7), theme.INK, True)
    return surf


def _tile_ground(season: str, leaf_name: str, size: int, frame: int) -> pygame.Surface:
    """A tile's season background framed in its leaf's colour."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    r = surf.get_rect()
    radius = max(2, size // 9)
    pygame.draw.rect(surf, SEASON_BG.get(season, SEASON_BG["spring"]), r, border_radius=radius)
    pygame.draw.rect(surf, LEAF_RGB[leaf_name], r, frame, border_radius=radius)
    return surf


@functools.lru_cache(maxsize=512)
def mini_tile(kind: int, season: str, size: int) -> pygame.Surface:
    """A tile on a forest drawn small (another player's): too small for icons to read, it
    shows the season's background in a thick frame of the leaf's colour; the forest at
    full size (a click) or enlarged (hover) shows the icons."""
    size = max(6, size)
    return _tile_ground(season, LEAVES[features(kind)[2]], size, max(2, size // 4))


@functools.lru_cache(maxsize=128)
def mini_piece(colour: str | None, side: int, size: int, cue: bool = False) -> pygame.Surface:
    """A toadstool (``colour``: its owner's) or a match counter (None) on a forest drawn
    small: a disc in the owner's colour (their shape in colour-blind mode), ringed on its
    double side; a counter a white square."""
    size = max(6, size)
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    if colour is None:
        pygame.draw.rect(surf, theme.PAPER, surf.get_rect().inflate(-2, -2),
                         border_radius=max(2, size // 6))
        pygame.draw.rect(surf, theme.INK, surf.get_rect().inflate(-2, -2), 1,
                         border_radius=max(2, size // 6))
        return surf
    if cue:
        marks.draw_player_mark(surf, colour, surf.get_rect().inflate(-2, -2))
    else:
        pygame.draw.circle(surf, theme.player_rgb(colour), (c, c), c - 1)
        pygame.draw.circle(surf, theme.INK, (c, c), c - 1, 1)
    if side == 2:
        pygame.draw.circle(surf, theme.PAPER, (c, c), max(2, c // 2), max(1, size // 8))
    return surf


# where a toadstool stands on a glade field: the free bottom-left corner, so the
# animal (top left), the area's leaf (top right) and the fruit (bottom right) stay seen
FIELD_MARKER = 0.58  # the toadstool's size, as a share of the field
SMALL_MARKER = 30  # below this many pixels a toadstool shows its letter and side only


@functools.lru_cache(maxsize=512)
def field(kind: int, size: int) -> pygame.Surface:
    """A glade field: the tile it stands for, drawn flat and smaller, with its area's
    leaf as a symbol (the four areas are told apart by shape, not colour alone)."""
    animal, fruit, leaf = features(kind)
    leaf_name = LEAVES[leaf]
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    base = theme.shade(LEAF_RGB[leaf_name], 1.55)
    pygame.draw.rect(surf, base, surf.get_rect(), border_radius=max(2, size // 10))
    pygame.draw.rect(
        surf, LEAF_RGB[leaf_name], surf.get_rect(), 2, border_radius=max(2, size // 10)
    )
    a = int(size * 0.5)
    surf.blit(images.icon(ANIMALS[animal], a), (2, 2))
    lf = int(size * 0.36)
    surf.blit(images.icon(f"{leaf_name}-leaf", lf), (size - lf - 2, 2))
    f = int(size * 0.4)
    surf.blit(images.icon(FRUITS[fruit], f), (size - f - 2, size - f - 2))
    return surf


def field_marker_rect(field_rect: pygame.Rect) -> pygame.Rect:
    """Where the toadstool on a field is drawn (see FIELD_MARKER)."""
    s = int(field_rect.w * FIELD_MARKER)
    return pygame.Rect(field_rect.x + 1, field_rect.bottom - s - 1, s, s)


@functools.lru_cache(maxsize=256)
def toadstool(colour: str, side: int, size: int, letter: str = "",
              cue: bool = False, text_least: int = 12) -> pygame.Surface:
    """A player's toadstool marker: a disc in the player's colour with their letter, the
    toadstool icon, and the number of its side (the double side also ringed). With
    ``cue`` (colour-blind mode) the disc takes the player's shape instead."""
    size = max(10, size)
    rgb = theme.player_rgb(colour)
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    if cue:
        marks.draw_player_mark(surf, colour, surf.get_rect().inflate(-2, -2))
    else:
        pygame.draw.circle(surf, rgb, (c, c), c - 1)
        pygame.draw.circle(surf, theme.INK, (c, c), c - 1, max(1, size // 16))
    if side == 2:  # the double face: a white ring as well as the number
        pygame.draw.circle(surf, theme.PAPER, (c, c), c - max(3, size // 8), max(1, size // 14))
    ink = theme.INK if sum(rgb) > 260 else theme.PAPER  # the letter reads on dark colours too
    mark = f"{letter or theme.player_letter(colour)}{side}"
    if size < SMALL_MARKER:  # too small for both: the letter and side, large
        text.blit_text(surf, mark, (c, c), max(text_least, int(size * 0.46)), ink, True,
                       "center")
        return surf
    ic = int(size * 0.55)
    surf.blit(images.icon("toadstool", ic), (c - ic // 2, int(size * 0.08)))
    text.blit_text(
        surf, mark, (c, size - max(2, size // 10)), max(text_least, size // 3), ink, True,
        "midbottom"
    )
    return surf


@functools.lru_cache(maxsize=128)
def counter(counter_id: str, size: int) -> pygame.Surface:
    """A match counter: a square token with its symbol and points."""
    _prefix, symbol, last = counter_id.split("-")
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    if last.isdigit():
        colour, icon_name, label = LEAF_RGB[symbol], f"{symbol}-leaf", last
    else:
        colour, icon_name, label = LEAF_RGB[last], symbol, "1"
    pygame.draw.rect(surf, theme.PAPER, surf.get_rect(), border_radius=max(2, size // 6))
    pygame.draw.rect(surf, colour, surf.get_rect(), max(2, size // 8), border_radius=size // 6)
    ic = int(size * 0.62)
    surf.blit(images.icon(icon_name, ic), (size // 8, size // 8))
    text.blit_text(
        surf, label, (size - 3, size - 1), max(8, size // 3), theme.INK, True, "bottomright"
    )
    return surf


@functools.lru_cache(maxsize=64)
def symbol_space(kind: str, symbol: str, colour: str, size: int) -> pygame.Surface:
    """A symbol printed on a matching-side space: faint icon in a ring of its colour."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    rgb = LEAF_RGB.get(colour, (200, 200, 200))
    c = size // 2
    pygame.draw.circle(surf, (*rgb, 120), (c, c), int(size * 0.4))
    pygame.draw.circle(surf, rgb, (c, c), int(size * 0.4), max(2, size // 18))
    name = f"{symbol}-leaf" if kind == "leaf" else symbol
    ic = images.icon(name, int(size * 0.5)).copy()
    ic.set_alpha(200)
    surf.blit(ic, ic.get_rect(center=(c, c)))
    return surf


@functools.lru_cache(maxsize=16)
def tile_back(size: int) -> pygame.Surface:
    """A face-down tile (the solo game's turn counters)."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(surf, (92, 120, 70), surf.get_rect(), border_radius=max(2, size // 9))
    pygame.draw.rect(surf, theme.INK, surf.get_rect(), 1, border_radius=max(2, size // 9))
    ic = images.icon("leaves", int(size * 0.6))
    surf.blit(ic, ic.get_rect(center=(size // 2, size // 2)))
    return surf


def clear() -> None:
    for fn in (tile, field, toadstool, counter, symbol_space, tile_back):
        fn.cache_clear()
