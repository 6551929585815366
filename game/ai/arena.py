"""The arena: computer players against each other, seeded, seats rotated, in parallel.

    python -m game.ai.arena --game mischwald --players 2 --seats hard,greedy --games 400 --jobs 2

Prints per kind of seat: the share of games won (ties shared) with its 95 % interval
(Wilson), the mean final score and margin (own score minus the best other), and the time
per move (p50, p95). Game k seats the kinds rotated by k, so every kind sits everywhere.
Kinds: greedy (Easy), medium, hard, random.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import statistics
import sys
import time
from collections import defaultdict
from typing import Any

from game.ai.players import PLAYERS, choose_action


def play_one(job: tuple[str, tuple[str, ...], int, float | None]) -> dict[str, Any]:
    """One seeded game; what each seat scored and how long its moves took."""
    game_id, kinds, seed, think = job
    from game.core import Match, Options, Seat, registry

    rules = registry.get(game_id)
    colours = rules.info.colours
    seats = tuple(Seat(f"{k}-{i}", k, colours[i % len(colours)]) for i, k in enumerate(kinds))
    match = Match(rules, Options(seats), seed)
    rng = random.Random(seed * 7919 + 1)
    times: dict[int, list[float]] = defaultdict(list)
    while not match.over:
        seat = match.decision().seat
        if seat is None:
            raise RuntimeError(f"{game_id}: no seat to move in seed {seed}")
        t0 = time.perf_counter()
        action = choose_action(rules, match.state, seat, kinds[seat], rng, think)
        times[seat].append(time.perf_counter() - t0)
        match.play(action)
    totals = rules.score_sheet(match.state).totals
    winners = rules.winners(match.state)
    return {"kinds": kinds, "totals": totals[: len(kinds)], "winners": winners,
            "times": {s: t for s, t in times.items()}}


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(round(q * (len(values) - 1))))] if values else 0.0


def summarize(results: list[dict[str, Any]]) -> dict[str, dict[str, float]]:
    """Per kind: games seated, wins (ties shared), interval, mean score, margin, times."""
    seated: dict[str, int] = defaultdict(int)
    wins: dict[str, float] = defaultdict(float)
    scores: dict[str, list[float]] = defaultdict(list)
    margins: dict[str, list[float]] = defaultdict(list)
    times: dict[str, list[float]] = defaultdict(list)
    for r in results:
        totals = r["totals"]
        for seat, kind in enumerate(r["kinds"]):
            seated[kind] += 1
            if seat in r["winners"]:
                wins[kind] += 1 / len(r["winners"])
            scores[kind].append(totals[seat])
            others = [t for i, t in enumerate(totals) if i != seat]
            margins[kind].append(totals[seat] - (max(others) if others else 0))
            times[kind].extend(r["times"].get(seat, []))
    out = {}
    for kind, n in seated.items():
        low, high = wilson(wins[kind], n)
        out[kind] = {"seated": n, "share": wins[kind] / n, "low": low, "high": high,
                     "score": statistics.fmean(scores[kind]),
                     "margin": statistics.fmean(margins[kind]),
                     "p50": pct(times[kind], 0.5), "p95": pct(times[kind], 0.95)}
    return out


def run(game_id: str, kinds: list[str], games: int, jobs: int, seed: int = 1,
        think: float | None = None) -> dict[str, dict[str, float]]:
    n = len(kinds)
    work = [(game_id, tuple(kinds[(i + k) % n] for i in range(n)), seed + k, think)
            for k in range(games)]
    if jobs <= 1:
        results = [play_one(w) for w in work]
    else:
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            results = pool.map(play_one, work, chunksize=1)
    return summarize(results)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.ai.arena",
                                     description="Computer players against each other.")
    parser.add_argument("--game", required=True)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seats", default="hard,greedy",
                        help="kinds, comma-separated; repeated to fill the players")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--think", type=float, default=None,
                        help="the Hard player's seconds per move (default 1.5)")
    args = parser.parse_args(argv)
    kinds = [k.strip() for k in args.seats.split(",") if k.strip()]
    unknown = [k for k in kinds if k not in PLAYERS]
    if unknown or not kinds:
        print(f"unknown kinds {unknown}; choose from {', '.join(PLAYERS)}", file=sys.stderr)
        return 2
    kinds = (kinds * args.players)[: args.players]
    start = time.perf_counter()
    table = run(args.game, kinds, args.games, args.jobs, args.seed, args.think)
    took = time.perf_counter() - start
    print(f"{args.game}, {args.players} players, seats {','.join(kinds)}, {args.games} games "
          f"(seats rotated), {took:.0f} s")
    print(f"{'kind':8} {'seated':>6} {'wins':>6} {'95% interval':>15} {'score':>7} "
          f"{'margin':>7} {'move p50':>9} {'move p95':>9}")
    for kind, s in table.items():
        print(f"{kind:8} {s['seated']:6.0f} {s['share']:6.1%} "
              f"{s['low']:7.1%}-{s['high']:6.1%} {s['score']:7.1f} {s['margin']:7.1f} "
              f"{s['p50'] * 1000:7.0f}ms {s['p95'] * 1000:7.0f}ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
