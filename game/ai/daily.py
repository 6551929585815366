"""The Hard player's total on a day's deal (game/daily.py): it plays the person's seat
against the same computer opponents, and each medal is a share of its total.

Every search here has a fixed number of iterations and no time limit, and every decision
draws its generator from the day's seed and the move number: the total is the same on a
busy or a quiet machine, and on every machine. The worker process runs it
(game/ai/worker.py, job kind "daily"; game/ai/daily_job.py sends it) when a day's deal
is first opened.
"""

from __future__ import annotations

import dataclasses
import datetime
import json
import os
import random
import time
from collections.abc import Callable
from typing import Any

from game.ai.players import PLAYERS, SEARCHING, level_budget, sample_for, search_player
from game.core.actions import Action
from game.core.match import Match
from game.daily import deal

# a budget's iterations per searching kind, instead of the level's own (tests: small)
Iterations = dict[str, int]


def chooser(iterations: Iterations | None = None) -> Callable[[Match, int, int], Action]:
    """The move for (match, seat, move number): the seat's kind, searches without a clock."""
    def choose(match: Match, seat: int, move: int) -> Action:
        rules, kind = match.rules, match.options.seats[seat].kind
        rng = random.Random(f"{match.seed}:{move}")  # a string seed is the same everywhere
        sample = sample_for(rules, match.state, seat, rng)
        if kind in SEARCHING:  # their budgets lose the clock
            players = rules.players(sample)
            budget = level_budget(rules.info.id, kind, None, players)
            count = (iterations or {}).get(kind, budget.iterations)
            budget = dataclasses.replace(budget, seconds=0.0, iterations=count)
            return search_player(rules, sample, seat, rng, budget, kind, players)
        return PLAYERS[kind][1](rules, sample, seat, rng)

    return choose


def hard_total(game: str, day: datetime.date, iterations: Iterations | None = None,
               progress: Callable[[int, int], None] | None = None) -> int:
    """The Hard player's final total in seat 0 of ``game``'s deal of ``day``.
    ``progress(done, total)`` follows its decisions (total: an estimate until the end)."""
    match = hard_game(game, day, iterations, progress)
    return int(match.rules.score_sheet(match.state).totals[0])


def hard_game(game: str, day: datetime.date, iterations: Iterations | None = None,
              progress: Callable[[int, int], None] | None = None) -> Match:
    """The day's deal played to its end with the Hard player in seat 0."""
    match = deal(game, day, "Hard", hard_seat=True)
    choose = chooser(iterations)
    mine = 0
    while not match.over:
        seat = match.decision().seat
        if seat is None:
            raise RuntimeError(f"{game}: no seat to move in the deal of {day}")
        if seat == 0:
            mine += 1
            if progress is not None:
                progress(mine, _estimate(match, mine))
        match.play(choose(match, seat, len(match.actions)))
    if progress is not None:
        progress(mine, mine)
    return match


def _estimate(match: Match, done: int) -> int:
    """The seat's decisions in all, as far as known: the game's typical count."""
    return max(done + 1, ESTIMATES.get(match.rules.info.id, 60))


# about how many decisions the person's seat takes in a daily deal (a progress bar's end,
# measured on the deals of late 2026)
ESTIMATES = {"glade": 30, "renature": 65, "mystaria": 25, "mischwald": 170, "woud": 130}


def serve(outbox: Any, job_id: int, text: str) -> None:
    """The worker's side of a "daily" job ({"game", "day"[, "iterations"]} as JSON):
    progress as ``{"progress": [done, total]}``, then ``{"hard": total, "seconds": s}``."""
    _lower_priority()
    try:
        job = json.loads(text)
        began = time.perf_counter()
        total = hard_total(str(job["game"]), datetime.date.fromisoformat(job["day"]),
                           job.get("iterations"),
                           lambda done, total: outbox.put(
                               (job_id, {"progress": [done, total]}, None)))
        outbox.put((job_id, {"hard": total, "seconds": time.perf_counter() - began}, None))
    except Exception as exc:  # reported to the window, which shows it
        outbox.put((job_id, None, f"{type(exc).__name__}: {exc}"))


def _lower_priority() -> None:
    """The medals are worked out behind the person's own game: the window and the
    computer opponents come first."""
    global _lowered
    if not _lowered and hasattr(os, "nice"):
        try:
            os.nice(NICE)
        except OSError:
            pass
    _lowered = True


NICE = 5
_lowered = False
