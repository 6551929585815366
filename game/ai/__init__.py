"""Computer opponents for every game, through the Rules protocol only."""

from game.ai.players import PLAYERS, choose_action, sample_for

__all__ = ["PLAYERS", "choose_action", "sample_for"]
