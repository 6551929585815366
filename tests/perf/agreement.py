"""Whether a searching level's choice is settled by its search or by the luck of its
re-deals: ``python -m tests.perf.agreement [--games glade,mystaria] [--levels hard,expert]``.

Positions come from seeded two-player games of Medium seats (seeds 950001-950004, every
fourth decision with more than one legal action, at most 60 a game). At each, every level
searches twice, from two re-deal seeds, on the CPU clock with its whole budget; the table
gives per game how often each level agrees with itself, and how often the first two levels
agree. A level whose extra iterations settle its choice agrees with itself more often than
a level with fewer; one that does not is choosing between moves its search cannot tell
apart through the noise of the re-deals.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from typing import Any

from game.ai.players import level_budget, sample_for, search_player
from game.core import Match, Options, Seat, registry
from tests.perf.search_speed import search_once

SEEDS = range(950001, 950005)
EVERY = 4
MOST = 60


def positions(game_id: str) -> list[tuple[int, int, int, Any]]:
    """(seed, ply, seat, state) of positions with a real choice, from Medium's games."""
    rules = registry.get(game_id)
    found = []
    for seed in SEEDS:
        seats = tuple(Seat(f"M{i}", "medium", c) for i, c in enumerate(rules.info.colours[:2]))
        match = Match(rules, Options(seats), seed)
        rng = random.Random(seed)
        ply = 0
        while not match.over:
            seat = match.decision().seat
            assert seat is not None
            sample = sample_for(rules, match.state, seat, rng)
            if ply % EVERY == 0 and len(list(rules.legal_actions(sample))) > 1:
                found.append((seed, ply, seat, rules.clone(match.state)))
            match.play(search_player(rules, sample, seat, rng,
                                     level_budget(game_id, "medium", None, 2), "medium", 2))
            ply += 1
    return found[:MOST]


def agreement(game_id: str, levels: list[str]) -> dict[str, float]:
    """Shares of positions where each level chose the same from two re-deal seeds, and
    where the first two levels chose the same (first seed)."""
    rules = registry.get(game_id)
    found = positions(game_id)
    same = {f"{k} with itself": 0 for k in levels}
    both = f"{levels[0]} with {levels[-1]}"
    same[both] = 0
    for seed, ply, seat, state in found:
        chosen = {}
        for kind in levels:
            for again in (0, 1):
                chosen[kind, again] = search_once(
                    rules, state, seat, kind, random.Random(seed * 1000 + ply * 10 + again)).action
            same[f"{kind} with itself"] += chosen[kind, 0] == chosen[kind, 1]
        same[both] += chosen[levels[0], 0] == chosen[levels[-1], 0]
    return {k: v / max(1, len(found)) for k, v in same.items()} | {"positions": len(found)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default="glade,mystaria,renature")
    parser.add_argument("--levels", default="hard,expert")
    args = parser.parse_args(argv)
    levels = args.levels.split(",")
    for game_id in args.games.split(","):
        started = time.process_time()
        row = agreement(game_id, levels)
        shares = ", ".join(f"{k} {100 * v:.0f} %" for k, v in row.items() if k != "positions")
        print(f"{game_id}: {row['positions']:.0f} positions; {shares} "
              f"({time.process_time() - started:.0f} s CPU)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
