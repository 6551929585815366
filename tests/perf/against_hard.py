"""What the diagnostics that set a changed Expert against Hard share (tests/perf/sighted.py,
tests/perf/judgement.py): the games played as the arena plays them, on the CPU clock."""

from __future__ import annotations

from pathlib import Path

from game.ai import arena, search


def play_against_hard(game_id: str, kind: str, games: int, seed: int, out: Path) -> str:
    """Play (or read from ``out``, continuing it) games ``seed`` .. ``seed + games - 1`` of
    ``kind`` against Hard, two seats rotated, one process, the CPU clock; the kind's share
    of the wins as a line of text. Call it inside the diagnostic's context."""
    search.use_cpu_clock(True)
    results, _played = arena.measure(game_id, [kind, "hard"], games, 1, out, seed)
    row = arena.summarize(results)[kind]
    return (f"{len(results)} games from seed {seed}: {100 * row['share']:.1f} % "
            f"({100 * row['low']:.1f}-{100 * row['high']:.1f} %)")
