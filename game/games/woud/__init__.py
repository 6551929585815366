"""Het Woud (Canopy): grow a rainforest over three seasons; solo against the Bosgeest."""

from game.games.woud.rules import WoudRules

RULES = WoudRules()

__all__ = ["RULES", "WoudRules"]
