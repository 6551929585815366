"""The arena: computer players against each other, seeded, seats rotated, in parallel.

    python -m game.ai.arena --game mischwald --players 2 --seats hard,greedy --games 400 --jobs 2

Prints per kind of seat: the share of games won (ties shared) with its 95 % interval
(Wilson), the mean final score and margin (own score minus the best other), and the time
per move (p50, p95). Game k seats the kinds rotated by k, so every kind sits everywhere.
Kinds: beginner, greedy (Easy), medium, hard, expert, random.

The levels count iterations, not seconds, so a seeded game is the same game on any
machine unless a search was cut short by its time limit (counted and printed). That makes
a long measurement divisible: ``--out FILE`` adds each game's result as a line of JSON,
games already in the file are not played again, and the table covers every game in it
(with ``--seed``, a later run adds more games).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import multiprocessing
import random
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.ai import search
from game.ai.players import PLAYERS, choose_action, tuning
from game.ai.strategy import settings
from game.core.actions import Action
from game.core.protocol import one_scoring, win_share
from game.session import play_out

if TYPE_CHECKING:
    from game.core import Match

Job = tuple[str, tuple[str, ...], int, float | None]  # game, kinds by seat, seed, think


def play_one(job: Job) -> dict[str, Any]:
    """One seeded game; what each seat scored and how long its moves took."""
    return play_match(job)[1]


def play_match(job: Job) -> tuple[Match, dict[str, Any]]:
    """``play_one``, with the finished match (a diagnostic reads more of its end)."""
    game_id, kinds, seed, think = job
    from game.core import Match, Options, Seat, registry

    rules = registry.get(game_id)
    colours = rules.info.colours
    seats = tuple(Seat(f"{k}-{i}", k, colours[i % len(colours)]) for i, k in enumerate(kinds))
    match = Match(rules, Options(seats), seed)
    rng = random.Random(seed * 7919 + 1)
    times: dict[int, list[float]] = defaultdict(list)
    cut_before = search.COUNTS["cut"]

    def choose(match: Match, seat: int) -> Action:
        t0 = time.perf_counter()
        action = choose_action(rules, match.state, seat, kinds[seat], rng, think)
        times[seat].append(time.perf_counter() - t0)
        return action

    play_out(match, choose)
    totals = rules.score_sheet(match.state).totals
    winners = rules.winners(match.state)
    return match, {
        "game": game_id, "seed": seed, "think": think, "tuning": fingerprint(game_id, kinds),
        "kinds": list(kinds),
        "totals": list(totals[: len(kinds)]), "winners": list(winners),
        "times": {str(s): [round(x, 3) for x in t] for s, t in times.items()},
        "cut": search.COUNTS["cut"] - cut_before,
        **({"clock": "cpu"} if search.CLOCK is time.process_time else {})}


def fingerprint(game_id: str, kinds: Sequence[str]) -> str:
    """A short digest of the search tuning the seated levels play with (assets/ai.json
    at this many seats: the game's numbers, and the budgets and own tuning of the levels
    seated): results
    of differently tuned players are not pooled, and retuning Medium keeps the games
    of Hard against Easy."""
    data = settings(game_id, len(kinds))
    budgets, own = data.pop("iterations", {}), data.pop("by_level", {})
    # a judgement's own numbers (the key a level's "judge" names, and its "_" note) count
    # only where a level judging with it is seated: Het Woud's Expert judgement leaves the
    # games of the other levels as they were
    used = {tuning(game_id, k, len(kinds)).judge for k in kinds}
    named = {str(m["judge"]) for m in own.values() if isinstance(m, dict) and m.get("judge")} \
        if isinstance(own, dict) else set()
    for judge in named - used:
        data.pop(judge, None)
        data.pop(f"_{judge}", None)
    data["levels"] = {k: [budgets.get(k) if isinstance(budgets, dict) else None,
                          own.get(k) if isinstance(own, dict) else None]
                      for k in sorted(set(kinds) & ({"medium", "hard"} | _tuned(own)))}
    if "expert" in kinds:  # Expert searches with Hard's own tuning too
        data["levels"]["expert"] = [budgets.get(k) if isinstance(budgets, dict) else None
                                    for k in ("expert", "hard")] + [
            own.get(k) if isinstance(own, dict) else None for k in ("expert", "hard")]
    text = json.dumps(data, sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()[:12]


def _tuned(own: object) -> set[str]:
    """Beginner counts in the digest where it has a tuning of its own (its first
    measurements were made without one)."""
    return {"beginner"} if isinstance(own, dict) and "beginner" in own else set()


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


FIRST_LOOK = 400  # games a measurement holds when its target is first read
SECOND_LOOK_Z = 2.241  # a 97.5 % interval (two-sided)


def judged_interval(row: dict[str, float], first_look: int = FIRST_LOOK) -> tuple[float, float]:
    """A kind's share interval as its target is judged: 95 % up to the first look; for a
    pairing continued past it (once, to 600 games, when the interval still touched 50 %)
    97.5 %, so the two looks together call a level stronger when it is not at most 3.0 %
    of the time instead of 2.5 % (one-sided)."""
    if row["seated"] <= first_look:
        return row["low"], row["high"]
    return wilson(row["share"] * row["seated"], int(row["seated"]), z=SECOND_LOOK_Z)


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
            wins[kind] += win_share(r["winners"], seat)
            scores[kind].append(totals[seat])
            margins[kind].append(one_scoring(totals, (seat,))[seat])
            times[kind].extend(r["times"].get(str(seat), []))
    out = {}
    for kind, n in seated.items():
        low, high = wilson(wins[kind], n)
        out[kind] = {"seated": n, "share": wins[kind] / n, "low": low, "high": high,
                     "score": statistics.fmean(scores[kind]),
                     "margin": statistics.fmean(margins[kind]),
                     "p50": pct(times[kind], 0.5), "p95": pct(times[kind], 0.95)}
    return out


def jobs_for(game_id: str, kinds: list[str], games: int, seed: int = 1,
             think: float | None = None) -> list[Job]:
    """Game k of a run: seed ``seed + k``, the kinds rotated by k."""
    n = len(kinds)
    return [(game_id, tuple(kinds[(i + k) % n] for i in range(n)), seed + k, think)
            for k in range(games)]


def play_all(work: list[Job], jobs: int, out: Path | None = None,
             play: Callable[[Job], dict[str, Any]] = play_one) -> list[dict[str, Any]]:
    """Every game of ``work``; with ``out``, each result is added to that file as it
    comes, so a run that is stopped keeps what it played. ``play``: what a game yields
    (a diagnostic may read more of its end; a module-level function, for the workers)."""
    if jobs <= 1:
        results_iter: Any = map(play, work)
    else:
        pool = multiprocessing.get_context("spawn").Pool(
            jobs, search.use_cpu_clock, (search.CLOCK is time.process_time,))
        results_iter = pool.imap(play, work, chunksize=1)
    results = []
    try:
        for result in results_iter:
            results.append(result)
            if out is not None:
                with out.open("a", encoding="utf-8") as f:
                    f.write(json.dumps(result) + "\n")
    finally:
        if jobs > 1:
            pool.terminate()
    return results


def read_results(path: Path) -> list[dict[str, Any]]:
    """The games a results file holds (a line that cannot be read is an error: a
    measurement must not quietly lose games)."""
    if not path.exists():
        return []
    results = []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            result = json.loads(line)
            if not isinstance(result, dict) or not {"kinds", "totals", "winners",
                                                    "times"} <= set(result):
                raise ValueError("not a game's result")
        except ValueError as exc:
            raise ValueError(f"{path}, line {n}: {exc}") from None
        results.append(result)
    return results


def run(game_id: str, kinds: list[str], games: int, jobs: int, seed: int = 1,
        think: float | None = None) -> dict[str, dict[str, float]]:
    return summarize(play_all(jobs_for(game_id, kinds, games, seed, think), jobs))


def measure(game_id: str, kinds: list[str], games: int, jobs: int, out: Path | None,
            seed: int = 1, think: float | None = None) -> tuple[list[dict[str, Any]], int]:
    """The results of games ``seed`` .. ``seed + games - 1``, and how many of them were
    played now: with ``out``, those the file already holds are read, not played."""
    work = jobs_for(game_id, kinds, games, seed, think)
    kept = read_results(out) if out is not None else []
    clock = "cpu" if search.CLOCK is time.process_time else "wall"
    if any(r.get("game") != game_id or r.get("think") != think
           or r.get("clock", "wall") != clock
           or sorted(r["kinds"]) != sorted(kinds) or r.get("tuning") != fingerprint(game_id, kinds)
           for r in kept):
        raise ValueError("it holds games of another game, seats, thinking time, clock or "
                         "tuning (assets/ai.json): start another file")
    played = {(tuple(r["kinds"]), r.get("seed")) for r in kept}
    work = [w for w in work if (w[1], w[2]) not in played]
    return kept + play_all(work, jobs, out), len(work)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.ai.arena",
                                     description="Computer players against each other.")
    parser.add_argument("--game", required=True)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seats", default="hard,greedy",
                        help="kinds, comma-separated; repeated to fill the players")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1, help="the first game's seed")
    parser.add_argument("--think", type=float, default=None,
                        help="the thinking-time setting of Hard and Expert (default 1.5)")
    parser.add_argument("--out", type=Path, default=None,
                        help="add each game's result to this file (JSON lines); games "
                             "already in it are not played again; the table covers them all")
    parser.add_argument("--cpu-clock", action="store_true",
                        help="the time limit counts this process's CPU time, not wall time "
                             "(a busy machine then plays as an idle one)")
    args = parser.parse_args(argv)
    search.use_cpu_clock(args.cpu_clock)
    kinds = [k.strip() for k in args.seats.split(",") if k.strip()]
    unknown = [k for k in kinds if k not in PLAYERS]
    if unknown or not kinds:
        print(f"unknown kinds {unknown}; choose from {', '.join(PLAYERS)}", file=sys.stderr)
        return 2
    kinds = (kinds * args.players)[: args.players]
    start = time.perf_counter()
    try:
        results, played = measure(args.game, kinds, args.games, args.jobs, args.out,
                                  args.seed, args.think)
    except (OSError, ValueError) as exc:
        print(f"cannot use {args.out}: {exc}", file=sys.stderr)
        return 2
    took = time.perf_counter() - start
    table = summarize(results)
    cut = sum(r.get("cut", 0) for r in results)
    print(f"{args.game}, {args.players} players, seats {','.join(kinds)}, {len(results)} games "
          f"(seats rotated; {played} played now in {took:.0f} s); "
          f"searches cut short by the time limit: {cut}")
    print(f"{'kind':8} {'seated':>6} {'wins':>6} {'95% interval':>15} {'score':>7} "
          f"{'margin':>7} {'move p50':>9} {'move p95':>9}")
    for kind, s in table.items():
        print(f"{kind:8} {s['seated']:6.0f} {s['share']:6.1%} "
              f"{s['low']:7.1%}-{s['high']:6.1%} {s['score']:7.1f} {s['margin']:7.1f} "
              f"{s['p50'] * 1000:7.0f}ms {s['p95'] * 1000:7.0f}ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
