"""Game review time: ``python -m tests.perf.review [--games glade,mischwald] [--seeds 1]``.

Per game, a seeded two-seat game of Easy seats is played out, then seat 0's whole game is
reviewed at the default review budget (assets/ai.json, "review"; each decision's share
of the minute). Printed: the decisions judged, the whole review's wall time and CPU
time, and the p95 per decision. Target: a whole game's review within 60 s on 2 cores."""

from __future__ import annotations

import argparse
import os
import random
import time

from game.ai.players import choose_action
from game.ai.review import review
from game.core import Match, Options, Seat, registry
from game.core.record import Record


def played(game_id: str, seed: int) -> Record:
    """A seeded game of two Easy seats, as its record."""
    rules = registry.get(game_id)
    seats = tuple(Seat(f"P{i}", "greedy", c) for i, c in enumerate(rules.info.colours[:2]))
    match = Match(rules, Options(seats), seed)
    rng = random.Random(seed)
    while not match.over:
        seat = match.decision().seat
        assert seat is not None
        match.play(choose_action(rules, match.state, seat, "greedy", rng))
    return match.record()


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[int(0.95 * (len(ordered) - 1))] if ordered else 0.0


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", default=",".join(r.info.id for r in registry.all_games()))
    parser.add_argument("--seeds", type=int, default=1)
    args = parser.parse_args()
    for game_id in args.games.split(","):
        for seed in range(1, args.seeds + 1):
            record = played(game_id, seed)
            cpu = time.process_time()
            result = review(record, 0)
            cpu = time.process_time() - cpu
            print(f"{game_id} seed {seed}: {len(record.actions)} moves, {result.judged} "
                  f"decisions judged in {result.seconds:.1f} s (CPU {cpu:.1f} s), "
                  f"p95 per decision {p95(result.times):.2f} s, load {os.getloadavg()[0]:.1f}")
            for line in result.lines()[1:]:
                print("   ", line)


if __name__ == "__main__":
    main()
