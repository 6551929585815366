"""How the computer players play Renature's rollouts (the search in game.ai asks; no
pygame).

Random play wastes a rollout: it returns good dominoes to the box, skips plants and
spends clouds on nothing. The rollout here lays a random domino (returning one only
when none fits), sets the most valuable plant it may beside it (a plant left on the
board costs its value at the end), places a mushroom where it can, and ends the turn
without cloud actions. Positions are judged by the rules' own evaluation (the score
as if the game ended now).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from game.ai.strategy import Move
from game.core import Action
from game.games.renature.data import plant_value
from game.games.renature.state import (
    EndTurn,
    PlaceDomino,
    PlaceMushroom,
    PlacePlant,
    RenatureState,
)


class RenatureStrategy:
    def evaluate(self, rules: Any, s: RenatureState, seat: int) -> float:
        return float(rules.evaluate(s, seat))

    def policy(self, rules: Any, s: RenatureState, rng: random.Random) -> Sequence[Action] | None:
        legal = list(rules.legal_actions(s))
        if s.phase == "domino":
            dominoes = [a for a in legal if isinstance(a, PlaceDomino)]
            return (rng.choice(dominoes),) if dominoes else None
        if s.phase == "mushroom":
            spots = [a for a in legal if isinstance(a, PlaceMushroom)]
            return (rng.choice(spots),) if spots else None
        if s.phase == "plant":
            plants = [a for a in legal if isinstance(a, PlacePlant)]
            if not plants:
                return None
            top = max(plant_value(a.kind) for a in plants)
            return (rng.choice([a for a in plants if plant_value(a.kind) == top]),)
        if s.phase == "end":
            return (EndTurn(),)
        return None

    def moves(self, rules: Any, s: RenatureState, full: bool) -> list[Move] | None:
        return None


STRATEGY = RenatureStrategy()
