"""How often The Glade's Hard search would be cut short by its thinking time:
``python -m tests.perf.glade_cuts [--searches 200] [--save F] [--compare F] [--game G]``
(``--game``: another game's Hard, measured the same way; ``--players N``: Hard against
N - 1 Easy seats only).

Plays seeded games as the arena seats Hard (against Medium with two players, against
three Easy seats with four, Hard's seat rotating) and times every Hard search that has a
choice to make. The searches run their whole iteration budget (no time limit), so the
games are the same on any machine; a search counts as cut when its budget took longer
than the default thinking time (1.5 s), by its CPU time (what an idle machine would take)
and by the wall clock (what this machine took, with its load). Prints both per 100
searches and the CPU time per search (p50, p95), with the load average.

``--save`` keeps every Hard choice and ``--compare`` checks them against a saved run: a
faster evaluation must choose exactly as before.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from typing import Any

from game.ai.players import (
    HARD_SECONDS,
    HARD_WIDTH,
    choose_action,
    level_budget,
    sample_for,
    tuning,
)
from game.ai.search import Budget, search
from game.core import Match, Options, Seat, registry


def _game(game: int, players: int | None = None) -> tuple[str, ...]:
    if players:
        kinds = ("hard",) + ("greedy",) * (players - 1)
    else:
        kinds = ("hard", "medium") if game % 2 == 0 else ("hard", "greedy", "greedy", "greedy")
    shift = (game // 2) % len(kinds)
    return kinds[shift:] + kinds[:shift]


def run(count: int, game_id: str = "glade", players: int | None = None) -> list[dict[str, Any]]:
    """The first ``count`` Hard searches with a choice, game after game."""
    rules = registry.get(game_id)
    rows: list[dict[str, Any]] = []
    game = 0
    while len(rows) < count:
        kinds = _game(game, players)
        seats = tuple(Seat(f"{k}-{i}", k, rules.info.colours[i]) for i, k in enumerate(kinds))
        match = Match(rules, Options(seats), 500 + game)
        rng = random.Random(game)
        while not match.over and len(rows) < count:
            seat = match.decision().seat
            assert seat is not None
            if kinds[seat] != "hard":
                match.play(choose_action(rules, match.state, seat, kinds[seat], rng))
                continue
            budget = level_budget(game_id, "hard", None, len(kinds))
            wall, cpu = time.perf_counter(), time.process_time()
            sample = sample_for(rules, match.state, seat, rng)
            found = search(rules, sample, seat, rng, Budget(0, budget.iterations, width=HARD_WIDTH),
                           tuning(game_id, "hard", len(kinds)))
            wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
            if found.iterations:
                rows.append({"game": game, "turn": match.state.turn, "players": len(kinds),
                             "action": repr(found.action), "iterations": found.iterations,
                             "cpu": cpu, "wall": wall})
            match.play(found.action)
        game += 1
    return rows


def _pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, round(q * (len(values) - 1)))]


def report(rows: list[dict[str, Any]]) -> str:
    cpu = [r["cpu"] for r in rows]
    wall = [r["wall"] for r in rows]
    per100 = 100 / len(rows)
    return (f"{len(rows)} Hard searches in {1 + rows[-1]['game']} games: cut per 100 "
            f"(budget over {HARD_SECONDS} s) by CPU time {per100 * sum(t > HARD_SECONDS for t in cpu):.1f}, "
            f"by wall clock {per100 * sum(t > HARD_SECONDS for t in wall):.1f}; CPU time p50 "
            f"{statistics.median(cpu):.3f} s, p95 {_pct(cpu, 0.95):.3f} s, max {max(cpu):.3f} s; "
            f"wall p95 {_pct(wall, 0.95):.3f} s; load average "
            f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--searches", type=int, default=200)
    ap.add_argument("--save", help="write the Hard choices to this file")
    ap.add_argument("--compare", help="check the Hard choices against this file")
    ap.add_argument("--game", default="glade")
    ap.add_argument("--players", type=int, help="Hard against Easy seats only, this many seats")
    args = ap.parse_args(argv)
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    rows = run(args.searches, args.game, args.players)
    print(report(rows))
    if args.save:
        with open(args.save, "w", encoding="utf-8") as f:
            json.dump(rows, f, indent=0)
    if args.compare:
        with open(args.compare, encoding="utf-8") as f:
            before = json.load(f)
        key = ("game", "turn", "action", "iterations")
        differ = [(a["game"], a["turn"], a["action"], b["action"]) for a, b in zip(before, rows)
                  if any(a[k] != b[k] for k in key)]
        print(f"{len(differ)} of {min(len(before), len(rows))} searches chose differently")
        for d in differ[:10]:
            print("  ", d)
        return 1 if differ or len(before) != len(rows) else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
