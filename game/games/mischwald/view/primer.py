"""Mischwald on one page: the goal, a turn, the points, the end (see game/scenes/primer.py)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.games.mischwald.view import art
from game.i18n import N_
from game.ui.pictures import side_by_side


def _card(card: str, size: int) -> pygame.Surface:
    h = max(40, size)
    return art.hand_card(card, h * 5 // 7, h)


def _tree(size: int) -> pygame.Surface:
    return _card("T01", size)


def _turn(size: int) -> pygame.Surface:
    return side_by_side(art.card_back(size * 5 // 7, size), _card("V42", size),
                        gap=max(3, size // 12))


def _points(size: int) -> pygame.Surface:
    return side_by_side(_card("H01", size), _card("T20", size), gap=max(3, size // 12))


def _winter(size: int) -> pygame.Surface:
    return _card("W1", size)


PANELS: list[tuple[str, str, Callable[[int], pygame.Surface]]] = [
    (N_("The goal"), N_("Grow a forest of trees, with animals, plants and mushrooms on their "
                        "four sides. Whoever's forest is worth most when winter comes wins."),
     _tree),
    (N_("A turn"), N_("Either draw two cards, from the deck or the clearing, or play one card. "
                      "To play a card, pay its cost with other cards from your hand; they go "
                      "to the clearing."), _turn),
    (N_("How points come"), N_("Every card in your forest scores in its own way, often with "
                               "others of its kind. Pay with cards of the same tree symbol to "
                               "earn a bonus."), _points),
    (N_("How it ends"), N_("Three winter cards hide in the bottom of the deck. When the third "
                           "one turns up, the game ends at once and the points are added."),
     _winter),
]
