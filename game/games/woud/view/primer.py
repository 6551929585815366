"""Het Woud on one page: the goal, a turn, the points, the end (see game/scenes/primer.py)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.games.woud.view import art
from game.i18n import N_
from game.ui.pictures import side_by_side


def _cards(size: int, *ids: str) -> pygame.Surface:
    h = max(40, size)
    return side_by_side(*(art.face(cid, h * 5 // 7, h) for cid in ids), gap=max(3, size // 12))


def _goal(size: int) -> pygame.Surface:
    return _cards(size, "C019", "C001")


def _turn(size: int) -> pygame.Surface:
    """The three New Growth piles: one, two and three cards face down."""
    h = max(40, size * 4 // 5)
    w, d = h * 5 // 7, max(3, h // 12)
    piles = []
    for count in (1, 2, 3):
        pile = pygame.Surface((w + 2 * d, h + 2 * d), pygame.SRCALPHA)
        for k in range(count):
            pile.blit(art.back(w, h), ((2 - k) * d, k * d))
        piles.append(pile)
    return side_by_side(*piles, gap=max(3, size // 12))


def _points(size: int) -> pygame.Surface:
    return _cards(size, "C030", "C078")


def _end(size: int) -> pygame.Surface:
    return _cards(size, "C095", "C089")


PANELS: list[tuple[str, str, Callable[[int], pygame.Surface]]] = [
    (N_("The goal"), N_("Grow a rainforest card by card: build trees from trunks and "
                        "canopies, collect plants and animals, and weather the threats. The "
                        "most points after the last season wins."), _goal),
    (N_("A turn"), N_("Look at the first pile of cards. Keep it and put all its cards in your "
                      "forest, or put it back with one card more and look at the next pile."),
     _turn),
    (N_("How points come"), N_("A tree scores once it has its canopy, and the tallest tree "
                               "earns extra. Plant sets and the balance of sun and rain score "
                               "at the end of every season."), _points),
    (N_("How it ends"), N_("Fires and diseases strike when a season ends. After the last "
                           "season, with three seasons for two players, two for three or "
                           "four, the most points wins."), _end),
]
