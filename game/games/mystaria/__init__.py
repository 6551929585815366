"""Mystaria: a shared magic forest of 2 x 3 tiles, and nine buildings each to place."""

from game.games.mystaria.rules import MystariaRules

RULES = MystariaRules()
