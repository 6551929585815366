"""Timing of listing every legal tile placement late in 4-player games.

Run: python -m tests.games.mystaria.bench
"""

from __future__ import annotations

import random
import statistics
import time

from game.core import Options, Seat
from game.games.mystaria import RULES
from game.games.mystaria.state import TILE


def late_positions(games: int = 8, late_from: int = 24) -> list:
    """States at the start of a tile decision once ``late_from`` tiles lie in the forest
    (a 4-player game lays 33 at most), from seeded random games that build often."""
    found = []
    opts = Options.make([Seat(f"P{i + 1}", "random", "red") for i in range(4)])
    for seed in range(games):
        s = RULES.setup(opts, seed)
        rng = random.Random(seed)
        while s.phase != "over":
            if s.phase == TILE and len(s.placed) >= late_from:
                found.append(RULES.clone(s))
            legal = list(RULES.legal_actions(s))
            builds = [a for a in legal if a.type_name == "build"]
            RULES.apply(s, rng.choice(builds or legal))
    return found


def measure(repeats: int = 5) -> dict[str, float]:
    """Milliseconds per full enumeration of a tile's placements (every position and
    rotation, every rule checked), over many late positions."""
    times = []
    counts = []
    for s in late_positions():
        for _ in range(repeats):
            t0 = time.perf_counter()
            legal = list(RULES.legal_actions(s))
            times.append((time.perf_counter() - t0) * 1000)
        counts.append(len(legal))
    times.sort()
    return {
        "samples": len(times),
        "positions": len(counts),
        "mean_placements": statistics.mean(counts),
        "max_placements": max(counts),
        "p50_ms": times[len(times) // 2],
        "p95_ms": times[int(len(times) * 0.95)],
        "max_ms": times[-1],
    }


if __name__ == "__main__":
    for key, value in measure().items():
        print(f"{key:16} {value:.2f}" if isinstance(value, float) else f"{key:16} {value}")
