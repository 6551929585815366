"""Mystaria on one page: the goal, a turn, the points, the end (see game/scenes/primer.py)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.games.mystaria.view import art
from game.i18n import N_
from game.ui.pictures import side_by_side


def _tile(size: int) -> pygame.Surface:
    return art.tile("T36", 0, max(8, size // 3))


def _turn(size: int) -> pygame.Surface:
    return side_by_side(art.tile("T28", 1, max(8, size // 3)),
                        art.building("hut-V", "red", max(16, size // 2)), gap=max(3, size // 12))


def _buildings(size: int) -> pygame.Surface:
    s = max(16, size // 2)
    return side_by_side(art.building("tree", "blue", s), art.building("tower", "blue", s),
                        art.building("castle", "blue", s), gap=max(2, s // 10))


def _end(size: int) -> pygame.Surface:
    s = max(16, size // 2)
    return side_by_side(art.back(s, s), art.building("portal", "yellow", s), gap=max(3, s // 8))


PANELS: list[tuple[str, str, Callable[[int], pygame.Surface]]] = [
    (N_("The goal"), N_("Together you grow one magic forest out of tiles of six fields. On it, "
                        "each of you places nine buildings where they count most. The most "
                        "points wins."), _tile),
    (N_("A turn"), N_("Turn your tile and lay it beside the forest, touching a field of the "
                      "same landscape. Then you may build one building on or next to it, and "
                      "draw a new tile."), _turn),
    (N_("How points come"), N_("Each building counts something around it: a hut the fields of "
                               "its region, a tree twice that, a tower the fields it sees, a "
                               "castle the mountains near it. Only one building per region."),
     _buildings),
    (N_("How it ends"), N_("When the pile is empty or someone has built everything, the tiles "
                           "in hand are still laid. Buildings left at home score nothing."),
     _end),
]
