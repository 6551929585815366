"""Computer players that work for every game through the Rules protocol.

A player never receives the true state: ``choose_action`` first re-deals everything
hidden from its seat (``Rules.redetermine``) and gives the copy a fresh generator, so
it can neither see other hands nor foresee the next draw.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

from game.core.actions import Action
from game.core.protocol import Rules
from game.i18n import N_

Chooser = Callable[[Rules, Any, int, random.Random], Action]


def random_player(rules: Rules, sample: Any, seat: int, rng: random.Random) -> Action:
    """Any legal action, uniformly."""
    legal = list(rules.legal_actions(sample))
    if not legal:
        raise RuntimeError(f"{rules.info.id}: no legal action for seat {seat}")
    return rng.choice(legal)


def greedy_player(
    rules: Rules,
    sample: Any,
    seat: int,
    rng: random.Random,
    max_actions: int = 300,
    budget_s: float = 1.5,
) -> Action:
    """The action with the best immediate gain by the game's ``evaluate`` (by default
    the score-sheet total against the best opponent); ties broken at random."""
    legal = list(rules.legal_actions(sample))
    if not legal:
        raise RuntimeError(f"{rules.info.id}: no legal action for seat {seat}")
    if len(legal) == 1:
        return legal[0]
    if len(legal) > max_actions:
        legal = rng.sample(legal, max_actions)
    rng.shuffle(legal)
    deadline = time.perf_counter() + budget_s
    best: Action = legal[0]
    best_value = float("-inf")
    for action in legal:
        trial = rules.clone(sample)
        rules.perform(trial, action)
        value = rules.evaluate(trial, seat)
        if value > best_value:
            best, best_value = action, value
        if time.perf_counter() > deadline:
            break
    return best


PLAYERS: dict[str, tuple[str, Chooser]] = {
    "random": (N_("Computer (random)"), random_player),
    "greedy": (N_("Computer (greedy)"), greedy_player),
}


def sample_for(rules: Rules, state: Any, seat: int, rng: random.Random) -> Any:
    """The seat's information set, re-dealt: all a computer player may think on."""
    sample = rules.redetermine(state, seat, rng)
    sample.rng = random.Random(rng.getrandbits(64))
    return sample


def choose_action(
    rules: Rules, state: Any, seat: int, kind: str, rng: random.Random
) -> Action:
    """What the computer player ``kind`` does for ``seat`` now."""
    _label, chooser = PLAYERS[kind]
    return chooser(rules, sample_for(rules, state, seat, rng), seat, rng)
