"""The search's speed: iterations per second of a level's search, per game, on fixed
seeded positions (``python -m tests.perf.search_speed [--games glade,woud] [--level hard]
[--repeat 3] [--save F] [--compare F]``).

Each position comes from a seeded two-player game of Easy seats, taken at several points
of the game (early to late). The level's search runs its whole iteration budget there
(no time limit, so the search is the same on any machine) from a seeded re-deal; the
table gives per game the iterations, the CPU time they took and iterations per CPU second
(the wall clock too, with the load average: on a shared machine it includes other
processes' time), each position's quickest of ``--repeat`` searches, and the CPU time of
one search (median and most: what a move takes on an idle machine).

``--save`` keeps every position's choice (its move, the root's visit counts and the
chosen move's mean reward) and
``--compare`` checks them against a saved run: a faster search must search exactly as
before. tests/ai/test_search_same.py does this on a fixture at a small budget.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from game.ai.players import EASY_MOVES, greedy_player, level_budget, sample_for, tuning
from game.ai.search import Budget, Result, search
from game.core import Match, Options, Seat, registry

SEEDS = (31, 32)  # the games the positions come from
FRACTIONS = (0.1, 0.35, 0.6, 0.85)  # where in each game (share of its moves)


@dataclass(frozen=True)
class Position:
    game: str
    seed: int
    ply: int  # moves played from the seeded start
    match: Match


def _replayed(game_id: str, seed: int) -> list[Any]:
    """The actions of a seeded two-player game of Easy seats (with no time limit: on a
    busy machine Easy's limit could cut its judging short and change the positions)."""
    rules = registry.get(game_id)
    seats = tuple(Seat(f"E{i}", "greedy", c) for i, c in enumerate(rules.info.colours[:2]))
    match = Match(rules, Options(seats), seed)
    rng = random.Random(seed)
    while not match.over:
        seat = match.decision().seat
        assert seat is not None
        sample = sample_for(rules, match.state, seat, rng)
        match.play(greedy_player(rules, sample, seat, rng, EASY_MOVES, math.inf))
    return list(match.actions)


def positions(game_id: str, seeds: tuple[int, ...] = SEEDS,
              fractions: tuple[float, ...] = FRACTIONS) -> Iterator[Position]:
    """The fixed positions of a game: where a seat has more than one move to choose."""
    rules = registry.get(game_id)
    for seed in seeds:
        actions = _replayed(game_id, seed)
        for fraction in fractions:
            ply = int(len(actions) * fraction)
            while ply < len(actions) - 1:
                match = _at(game_id, seed, actions, ply)
                if len(list(rules.legal_actions(match.state))) > 1:
                    yield Position(game_id, seed, ply, match)
                    break
                ply += 1


def _at(game_id: str, seed: int, actions: list[Any], ply: int) -> Match:
    rules = registry.get(game_id)
    seats = tuple(Seat(f"E{i}", "greedy", c) for i, c in enumerate(rules.info.colours[:2]))
    match = Match(rules, Options(seats), seed)
    for action in actions[:ply]:
        match.play(action)
    return match


def searched(pos: Position, level: str = "hard", iterations: int | None = None) -> Result:
    """The level's search at the position, from a re-deal seeded by the position."""
    seat = pos.match.decision().seat
    assert seat is not None
    return search_once(pos.match.rules, pos.match.state, seat, level,
                       random.Random(pos.seed * 1000 + pos.ply), iterations)


def search_once(rules: Any, state: Any, seat: int, level: str, rng: random.Random,
                iterations: int | None = None) -> Result:
    """The level's whole search (no time limit) for ``seat`` from a re-deal drawn by ``rng``."""
    game_id, players = rules.info.id, rules.players(state)
    budget = level_budget(game_id, level, None, players)
    sample = sample_for(rules, state, seat, rng)
    return search(rules, sample, seat, rng,
                  Budget(0, iterations or budget.iterations, width=budget.width),
                  tuning(game_id, level, players))


def choice(pos: Position, result: Result) -> dict[str, Any]:
    """What a search chose at a position, as a fixture keeps it."""
    return {"game": pos.game, "seed": pos.seed, "ply": pos.ply, "action": repr(result.action),
            "iterations": result.iterations,
            "visits": sorted(f"{m!r}={v}" for m, v in result.visits.items()),
            "value": round(result.value, 6)}


def measure(game_id: str, level: str, repeat: int) -> tuple[dict[str, float], list[dict[str, Any]]]:
    """Iterations and the time they took over the game's positions: per position the
    quickest of ``repeat`` searches (the same search each time; the quickest is the one
    other processes disturbed least)."""
    iterations, cpu, wall, rows = 0, 0.0, 0.0, []
    each: list[float] = []  # CPU seconds per search
    for pos in positions(game_id):
        cpus, walls = [], []
        for _ in range(repeat):
            w0, c0 = time.perf_counter(), time.process_time()
            result = searched(pos, level)
            cpus.append(time.process_time() - c0)
            walls.append(time.perf_counter() - w0)
        iterations += result.iterations
        cpu, wall = cpu + min(cpus), wall + min(walls)
        each.append(min(cpus))
        rows.append(choice(pos, result))
    each.sort()
    return {"positions": len(rows), "iterations": iterations, "cpu": cpu, "wall": wall,
            "p50": each[len(each) // 2], "max": each[-1]}, rows


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", default="")
    ap.add_argument("--level", default="hard")
    ap.add_argument("--repeat", type=int, default=3,
                    help="searches per position (the quickest counts)")
    ap.add_argument("--save", help="write every position's choice to this file")
    ap.add_argument("--compare", help="check the choices against this file")
    args = ap.parse_args(argv)
    games = [r.info.id for r in registry.all_games()]
    if args.games:
        games = [g for g in games if g in args.games.split(",")]
    print(f"{args.level} search, {os.cpu_count()} cores, load average "
          f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(f"{'game':10} {'positions':>9} {'iterations':>10} {'CPU s':>7} {'it/s CPU':>9} "
          f"{'wall s':>7} {'it/s wall':>9} {'search p50':>10} {'max':>6}")
    rows: list[dict[str, Any]] = []
    for game_id in games:
        m, chosen = measure(game_id, args.level, args.repeat)
        rows += chosen
        print(f"{game_id:10} {m['positions']:9.0f} {m['iterations']:10.0f} {m['cpu']:7.2f} "
              f"{m['iterations'] / m['cpu']:9.0f} {m['wall']:7.2f} "
              f"{m['iterations'] / m['wall']:9.0f} {m['p50']:9.2f}s {m['max']:5.2f}s", flush=True)
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    if args.save:
        with open(args.save, "w", encoding="utf-8") as f:
            json.dump(rows, f, indent=0)
    if args.compare:
        with open(args.compare, encoding="utf-8") as f:
            before = json.load(f)
        differ = [(a["game"], a["ply"]) for a, b in zip(before, rows)
                  if any(a[k] != b.get(k) for k in a)]
        print(f"{len(differ)} of {min(len(before), len(rows))} positions searched differently"
              f"{': ' + str(differ[:10]) if differ else ''}")
        return 1 if differ or len(before) != len(rows) else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
