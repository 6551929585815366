"""Renature on one page: the goal, a turn, the points, the end (see game/scenes/primer.py)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.games.renature.view import art
from game.i18n import N_
from game.ui.pictures import side_by_side


def _domino(size: int) -> pygame.Surface:
    return art.domino_image("owl", "frog", max(16, size // 2), 0)


def _match(size: int) -> pygame.Surface:
    s = max(16, size // 2)
    return side_by_side(art.domino_image("badger", "owl", s, 0),
                        art.domino_image("owl", "snail", s, 0), gap=0)


def _plants(size: int) -> pygame.Surface:
    s = max(16, size // 2)
    return side_by_side(art.plant_token("0", "grass", s), art.plant_token("1", "pine", s),
                        art.plant_token("0", "oak", s), gap=max(2, s // 10))


def _region(size: int) -> pygame.Surface:
    s = max(20, size * 2 // 3)
    return side_by_side(art.region_tile_image(5, 2, s), art.domino_back(s // 2),
                        gap=max(3, s // 10))


PANELS: list[tuple[str, str, Callable[[int], pygame.Surface]]] = [
    (N_("The goal"), N_("Bring a polluted valley back to life. Lay animal dominoes along the "
                        "stream and set your plants in the regions beside them. The most "
                        "points wins."), _domino),
    (N_("A turn"), N_("Lay one domino on two free stream spaces: each animal it touches must "
                      "be the same animal. Then you may set one plant beside it, and draw "
                      "back up to three dominoes."), _match),
    (N_("How points come"), N_("A new plant scores 1, plus 1 for every plant in its region "
                               "worth the same or less. When a region is closed, the biggest "
                               "planter takes its main points, the next its second points."),
     _plants),
    (N_("How it ends"), N_("Once nobody has a domino left, the game is over. The secret "
                           "points on the back of your region tiles are added, and the "
                           "highest score wins."), _region),
]
