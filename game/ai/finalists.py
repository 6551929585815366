"""A last look at the search's best root moves: each is played on to the end of the game
by the game's rollout play, on the same re-deals and the same draws for every one of them
(common random numbers: the moves are compared on equal luck), and the move with the best
mean final margin is chosen.

The tree judges a position a move or two ahead by the game's own judgement; in a game
such as The Glade, where both seats fill their forests side by side until neither can
lay a tile, what a move leaves for later counts as much as what it scores now, and a
playout to the end counts it directly. A level asks for it with ``finalists`` (how many
moves; assets/ai.json, "by_level") and ``playouts`` (most games per move). The work is
bounded in playout steps, not seconds, so a seeded game stays the same game: fewer
playouts when the game is young and each one long.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from typing import Any

from game.ai.strategy import Move, S, Strategy, play_on
from game.core.protocol import Rules, one_scoring

FEWEST = 3  # playouts per move however long they are
STEP_LIMIT = 1000  # a playout that has not ended by then is judged where it stands


def rejudge(rules: Rules[S, Any], sample: S, seat: int, rng: random.Random,
            moves: Sequence[Move], strategy: Strategy[S], playouts: int, steps_most: int,
            deadline: float = math.inf,
            clock: Callable[[], float] | None = None) -> tuple[Move, bool]:
    """The move of ``moves`` (best first by the search) with the best mean final margin
    for ``seat`` over up to ``playouts`` playouts each, and whether the ``clock`` (read
    against ``deadline``) cut them short. Every round plays each move once on one re-deal
    with one stream of draws; rounds stop at ``playouts``, before the rollout steps of all
    rounds would pass ``steps_most`` (after ``FEWEST`` at least), or at the deadline, and
    always run whole (each move is judged on the same rounds)."""
    totals = [0.0] * len(moves)
    rounds = steps = 0
    cut = False
    while rounds < playouts:
        if rounds >= 1 and clock is not None and clock() >= deadline:
            cut = True
            break
        deal = rules.redetermine(sample, seat, rng)
        chance, play = rng.getrandbits(64), rng.getrandbits(64)
        for i, move in enumerate(moves):
            state = rules.clone(deal)
            state.rng = random.Random(chance)
            for action in move:
                rules.perform(state, action)
            margin, used = playout(rules, state, strategy, random.Random(play), seat)
            totals[i] += margin
            steps += used
        rounds += 1
        if rounds >= FEWEST and steps * (rounds + 1) > steps_most * rounds:
            break  # one more round would pass the budget
    best = max(range(len(moves)), key=lambda i: (totals[i], -i))
    return moves[best], cut


def playout(rules: Rules[S, Any], state: S, strategy: Strategy[S], rng: random.Random,
            seat: int) -> tuple[float, int]:
    """Play ``state`` on to the end by the strategy's rollout play (a random legal action
    where it has none); the seat's final margin over the best other seat, and the steps."""
    steps = play_on(rules, strategy, state, rng, STEP_LIMIT)
    totals = [float(t) for t in rules.score_sheet(state).totals]
    return one_scoring(totals, (seat,))[seat], steps
