"""The Glade: sets of forest tiles, toadstools on the glade (1-4 players)."""

from game.games.glade.rules import GladeRules

RULES = GladeRules()

__all__ = ["RULES", "GladeRules"]
