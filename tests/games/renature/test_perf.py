"""Legal domino placements must enumerate fast: the hint, the drag highlights and the
computer players all call it. Prints the p95 on half-full boards."""

from __future__ import annotations

import random
import statistics
import time

import pytest

from game.core import Match
from game.games.renature import RULES
from game.games.renature.rules import domino_placements
from tests.harness import options_for

# Benchmarks: `python -m pytest -m perf -s` runs them (not part of the default run).
pytestmark = pytest.mark.perf


def half_full(board: str, seed: int) -> Match:
    """A 4-player game played at random until half the dominoes lie on the board."""
    m = Match(RULES, options_for(RULES, 4, (("board", board),) if board != "base" else ()), seed)
    rng = random.Random(seed)
    while len(m.state.placed) < 26 and not m.over:
        legal = list(RULES.legal_actions(m.state))
        lays = [a for a in legal if type(a).__name__ == "PlaceDomino"]
        m.play(rng.choice(lays or legal))
    return m


@pytest.mark.parametrize("board", ["base", "valley"])
def test_enumerating_placements_on_a_half_full_board_is_fast(board):
    times = []
    for seed in range(4):
        m = half_full(board, seed)
        while m.state.phase != "domino" and not m.over:
            m.play(next(iter(RULES.legal_actions(m.state))))
        for _ in range(50):
            t = time.perf_counter()
            found = list(domino_placements(m.state))
            times.append(time.perf_counter() - t)
        assert len(m.state.placed) >= 20 and found is not None
    p95 = statistics.quantiles(times, n=20)[-1] * 1000
    print(f"\nrenature {board}: legal placements p95 {p95:.3f} ms over {len(times)} runs")
    assert p95 < 25
