"""Mischwald (Kosch, Lookout 2023): trees, and the animals, plants and mushrooms
that live at their four sides."""

from game.games.mischwald.rules import MischwaldRules

RULES = MischwaldRules()

__all__ = ["RULES"]
