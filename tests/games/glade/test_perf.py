"""Figures for the report: enumerating every legal play of a full bench."""

import random
import statistics
import time

import pytest

from game.core import Match
from game.games.glade import RULES
from game.games.glade.moves import all_plays
from tests.harness import options_for

# Benchmarks: `python -m pytest -m perf -s` runs them (not part of the default run).
pytestmark = pytest.mark.perf


def full_bench_positions(count: int) -> list[tuple[list, list]]:
    """(board, bench of 8) pairs from seeded random games, early to late."""
    out = []
    seed = 0
    while len(out) < count:
        seed += 1
        m = Match(RULES, options_for(RULES, 2), seed)
        rng = random.Random(seed)
        while not m.over and len(out) < count:
            s = m.state
            if s.phase == "play" and not s.staged and len(s.bench[s.current]) == 8:
                out.append((list(s.cells[s.current]), list(s.bench[s.current])))
            m.play(rng.choice(list(RULES.legal_actions(s))))
    return out


def test_enumerating_all_plays_of_a_full_bench_p95():
    positions = full_bench_positions(300)
    times, counts = [], []
    for cells, bench in positions:
        t = time.perf_counter()
        plays = all_plays(cells, bench)
        times.append(time.perf_counter() - t)
        counts.append(len(plays))
    p95 = statistics.quantiles(times, n=20)[-1]
    print(
        f"glade all_plays: p95 {p95 * 1000:.2f} ms, max {max(times) * 1000:.2f} ms, "
        f"plays per position median {statistics.median(counts)}, max {max(counts)}"
    )
    assert max(counts) > 50  # the positions include rich ones
    assert p95 < 0.05
