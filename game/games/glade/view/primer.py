"""The Glade on one page: the goal, a turn, the points, the end (see game/scenes/primer.py)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.games.glade.view import art
from game.i18n import N_
from game.ui.pictures import side_by_side


def _line(size: int) -> pygame.Surface:
    s = max(16, size // 3)
    return side_by_side(art.tile(0, "spring", s), art.tile(1, "summer", s),
                        art.tile(2, "spring", s), gap=max(2, s // 12))


def _tile(size: int) -> pygame.Surface:
    return side_by_side(art.tile(5, "summer", size // 2), art.tile_back(size // 2),
                        gap=max(3, size // 12))


def _toadstools(size: int) -> pygame.Surface:
    return side_by_side(art.toadstool("red", 1, size // 2), art.toadstool("red", 2, size // 2),
                        gap=max(3, size // 12))


def _store(size: int) -> pygame.Surface:
    return side_by_side(art.toadstool("blue", 2, size // 2), art.toadstool("yellow", 1, size // 2),
                        gap=max(3, size // 12))


PANELS: list[tuple[str, str, Callable[[int], pygame.Surface]]] = [
    (N_("The goal"), N_("Fill your own small forest with tiles of animals, fruits and leaves. "
                        "Lines of matching tiles send your toadstools out. The most points "
                        "wins."), _line),
    (N_("A turn"), N_("Lay one to four tiles in one row or column, or claim a toadstool with "
                      "a tile from your bench. Every line must stay a set: each feature all "
                      "alike or all different. Then your bench fills up to eight again."),
     _tile),
    (N_("How points come"), N_("A line of three sends a toadstool into the glade; a full line "
                               "of four puts one in your store. Toadstools in your store are "
                               "worth 2, in a closed-in space 3, and a double face 1 more."),
     _toadstools),
    (N_("How it ends"), N_("Most games end when the forests are full: whoever can neither lay "
                           "a tile nor claim passes, and once everybody passes the game is "
                           "over. If someone's last toadstool leaves their side, or the bag "
                           "runs dry, the round is played out. Loose groups of tiles cost a "
                           "point each."), _store),
]
