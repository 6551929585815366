"""Renature (Kiesling & Kramer): animal dominoes along a stream, plants in the regions
beside them; with the Valley expansion and its variant side."""

from game.games.renature.rules import RenatureRules

RULES = RenatureRules()

__all__ = ["RULES", "RenatureRules"]
