"""Review a finished (or saved) game: which of one seat's decisions cost it most.

The record is replayed; at each decision of the reviewed seat that offered a choice,
the Hard search thinks from that seat's re-dealt sample, exactly as when it plays, with
a generator drawn from the record's seed and the move number (so a review is the same
every time). The cost of a decision is the search's value of its preferred move less
its value of the move played, turned from the search's 0..1 reward back into points by
the game's scale (the reward is a logistic of the point margin). A played move the
search never tried is judged, with the preferred one, by rollouts on fresh re-deals.
"""

from __future__ import annotations

import dataclasses
import math
import random
import time
from collections.abc import Callable
from typing import Any

from game.ai.players import level_budget, sample_for, tuning
from game.ai.search import Budget, Result, Tuning, _rollout, reward, search
from game.ai.strategy import settings, strategy_of
from game.core import registry
from game.core.actions import Action
from game.core.match import Match, upgrade
from game.core.protocol import Rules
from game.core.record import Record

KEEP = 3  # the costliest decisions a review shows
REVIEW_SECONDS = 50.0  # a whole game's review stays under a minute at the default budget
ROLLOUTS = 24  # re-deals each of two moves is played out on when the search skipped one
EDGE = 0.02  # rewards are clipped to EDGE..1-EDGE before they become points


@dataclasses.dataclass(frozen=True)
class Judged:
    """One decision of the reviewed seat: its move number (1-based, as in the record),
    the move played and the one the search prefers, and the points the difference is
    about worth."""

    move: int
    played: Action
    better: Action
    cost: float
    played_text: str
    better_text: str


@dataclasses.dataclass
class Review:
    game: str
    seat: int
    judged: int  # decisions with a choice that were judged
    seconds: float
    costliest: list[Judged]
    times: list[float] = dataclasses.field(default_factory=list)  # per decision
    every: list[Judged] = dataclasses.field(default_factory=list)  # all judged, in order
    cancelled: bool = False

    def to_json(self) -> dict[str, Any]:
        """The review as JSON (what the worker process sends the window)."""
        return {"game": self.game, "seat": self.seat, "judged": self.judged,
                "seconds": self.seconds, "cancelled": self.cancelled, "times": self.times,
                "costliest": [{"move": j.move, "played": j.played.to_json(),
                               "better": j.better.to_json(), "cost": j.cost,
                               "played_text": j.played_text, "better_text": j.better_text}
                              for j in self.costliest]}

    @classmethod
    def from_json(cls, data: dict[str, Any], rules: Rules[Any, Any]) -> Review:
        costliest = [Judged(int(j["move"]), rules.actions.decode(j["played"]),
                            rules.actions.decode(j["better"]), float(j["cost"]),
                            str(j["played_text"]), str(j["better_text"]))
                     for j in data["costliest"]]
        return cls(str(data["game"]), int(data["seat"]), int(data["judged"]),
                   float(data["seconds"]), costliest, [float(t) for t in data["times"]],
                   cancelled=bool(data["cancelled"]))

    def lines(self) -> list[str]:
        """The review as text (``sylva --review``)."""
        out = [f"review {self.game}: {self.judged} decisions of seat {self.seat} judged in "
               f"{self.seconds:.1f} s"]
        out += [f"move {j.move}: played {j.played_text}; better {j.better_text}; "
                f"about {j.cost:.1f} points" for j in self.costliest]
        return out


def review_budget(game_id: str, players: int, decisions: int) -> Budget:
    """The review's search per decision: the game's "review" iterations (assets/ai.json;
    the Hard budget where none is given), each decision given its share of the time so a
    whole game stays under a minute."""
    hard = level_budget(game_id, "hard", None, players)
    own = settings(game_id, players).get("review", {})
    count = own.get("iterations") if isinstance(own, dict) else None
    iterations = count if isinstance(count, int) and count > 0 else hard.iterations
    seconds = max(0.05, REVIEW_SECONDS / max(1, decisions))
    return Budget(seconds, iterations, width=hard.width)


def points(value: float, scale: float) -> float:
    """The point margin a 0..1 reward stands for (the inverse of ``search.reward``)."""
    v = min(1.0 - EDGE, max(EDGE, value))
    return scale * math.log(v / (1.0 - v))


def decisions(record: Record, seat: int) -> tuple[Rules[Any, Any], list[tuple[int, Any, Action]]]:
    """The game's rules, and (move number, state before it, action) for each of
    ``seat``'s decisions that offered more than one legal action, by replaying the
    record (checked as loading checks it)."""
    Match.from_record(record)  # refuses a damaged record, naming the move
    entry = registry.entry(record.game)
    record = upgrade(record, entry)
    rules = entry.rules
    match = Match(rules, record.options, record.seed)
    out = []
    for n, data in enumerate(record.actions, start=1):
        action = rules.actions.decode(data)
        if match.decision().seat == seat and _choice(rules, match.state):
            out.append((n, rules.clone(match.state), action))
        match.play(action)
    return rules, out


def _choice(rules: Rules[Any, Any], state: Any) -> bool:
    legal = iter(rules.legal_actions(state))
    return next(legal, None) is not None and next(legal, None) is not None


def judge(rules: Rules[Any, Any], state: Any, seat: int, played: Action, rng: random.Random,
          budget: Budget, tune: Tuning) -> tuple[Action, float]:
    """The move the search prefers for ``seat`` in ``state`` and what ``played`` cost
    against it, in points (0 when the search agrees)."""
    sample = sample_for(rules, state, seat, rng)
    found = search(rules, sample, seat, rng, budget, tune)
    if found.action == played:
        return played, 0.0
    best = _value(found, found.action)
    mine = _value(found, played)
    if mine is None or best is None:
        best, mine = (_played_out(rules, sample, seat, a, rng, tune)
                      for a in (found.action, played))
    return found.action, max(0.0, points(best, tune.scale) - points(mine, tune.scale))


def _value(found: Result, first: Action) -> float | None:
    """The search's value of the best tried move that begins with ``first``."""
    values = [v for m, v in found.values.items() if m and m[0] == first]
    return max(values) if values else None


def _played_out(rules: Rules[Any, Any], sample: Any, seat: int, action: Action,
                rng: random.Random, tune: Tuning) -> float:
    """The seat's mean reward after ``action`` over ROLLOUTS re-deals played on."""
    strategy = strategy_of(rules)
    depth = tune.rollout if tune.rollout is not None else 6
    total = 0.0
    for _ in range(ROLLOUTS):
        state = rules.redetermine(sample, seat, rng)
        state.rng = random.Random(rng.getrandbits(64))
        rules.perform(state, action)
        _rollout(rules, strategy, state, rng, depth)
        total += reward(rules, state, seat, tune.scale, strategy)
    return total / ROLLOUTS


def review(record: Record, seat: int, budget: Budget | None = None,
           progress: Callable[[int, int], None] | None = None,
           cancelled: Callable[[], bool] | None = None) -> Review:
    """Judge every decision of ``seat`` in ``record`` and keep the KEEP costliest.
    ``progress(done, total)`` is told after each decision; ``cancelled()`` true stops
    the review early (the result then says so)."""
    start = time.perf_counter()
    rules, found = decisions(record, seat)
    players = record.options.players
    budget = budget or review_budget(record.game, players, len(found))
    tune = tuning(record.game, "hard", players)
    judged: list[Judged] = []
    times: list[float] = []
    stopped = False
    if progress is not None:
        progress(0, len(found))
    for k, (n, state, action) in enumerate(found):
        if cancelled is not None and cancelled():
            stopped = True
            break
        t0 = time.perf_counter()
        rng = random.Random(record.seed * 100_003 + n)
        better, cost = judge(rules, state, seat, action, rng, budget, tune)
        times.append(time.perf_counter() - t0)
        judged.append(Judged(n, action, better, round(cost, 3), rules.describe(state, action),
                             rules.describe(state, better)))
        if progress is not None:
            progress(k + 1, len(found))
    costly = sorted((j for j in judged if j.cost > 0), key=lambda j: (-j.cost, j.move))[:KEEP]
    return Review(record.game, seat, len(judged), time.perf_counter() - start, costly, times,
                  judged, stopped)


def described(found: Review, record: Record) -> Review:
    """The review with its moves described anew in this process's language (a worker
    process describes them in its own)."""
    rules, listed = decisions(record, found.seat)
    states = {n: state for n, state, _a in listed}
    found.costliest = [dataclasses.replace(j, played_text=rules.describe(states[j.move], j.played),
                                           better_text=rules.describe(states[j.move], j.better))
                       if j.move in states else j for j in found.costliest]
    return found


def default_seat(record: Record) -> int:
    """The seat a review is for when none is named: the first a person played."""
    return next((i for i, s in enumerate(record.options.seats) if s.is_human), 0)
