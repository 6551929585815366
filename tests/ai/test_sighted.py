"""The sighted-Expert diagnostic (tests/perf/sighted.py) shows Expert, and only Expert,
what is hidden, and only while it is inside."""

from __future__ import annotations

import random
from typing import Any

import pytest

import game.ai.players as players
from game.ai import arena
from game.ai.search import Result
from game.core import Match, Options, Seat, registry
from tests.perf.sighted import sighted


def _glade_match() -> Match:
    rules = registry.get("glade")
    seats = tuple(Seat(f"S{i}", "hard", c) for i, c in enumerate(rules.info.colours[:2]))
    return Match(rules, Options(seats), 4242)


def _sample_seen(monkeypatch: pytest.MonkeyPatch, match: Match, kind: str) -> Any:
    """The position the level's search was handed (the search itself not run)."""
    seen = []

    def searched(rules, sample, seat, rng, budget, tuning):  # noqa: ANN001, ANN202
        seen.append(sample)
        return Result(next(iter(rules.legal_actions(sample))), 0, 0.5, {})

    monkeypatch.setattr(players, "search", searched)
    seat = match.decision().seat
    assert seat is not None
    arena.choose_action(match.rules, match.state, seat, kind, random.Random(7))
    return seen[0]


@pytest.mark.parametrize("hidden", ["all", "bench"])
def test_only_the_sighted_expert_sees_the_hidden_tiles(monkeypatch, hidden):
    match = _glade_match()
    seat = match.decision().seat
    assert seat is not None
    other = 1 - seat
    truth = match.state
    with sighted("glade", hidden):
        expert = _sample_seen(monkeypatch, match, "expert")
        hard = _sample_seen(monkeypatch, match, "hard")
    after = _sample_seen(monkeypatch, match, "expert")
    assert expert.bench[other] == truth.bench[other]
    assert (expert.bag == truth.bag) == (hidden == "all")
    assert sorted(expert.bag) == sorted(truth.bag)
    # Hard, and Expert once outside, guess the other bench as ever
    assert hard.bench[other] != truth.bench[other]
    assert after.bench[other] != truth.bench[other]
