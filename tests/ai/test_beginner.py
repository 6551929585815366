"""Beginner plays legal, plausible moves in every game.

Plausible, as the criterion checked here: on the seat's re-dealt sample, the gain of a move
is what it changes of the game's ``evaluate`` for the seat at once (the move performed on a
copy). Whenever some legal move gains points, Beginner's move gains points too, so it never
throws points away while a scoring move is at hand. It need not take the biggest gain.

A planted fault, kept as a test: a Beginner that takes the worst move fails the check.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from game.ai import players as players_module
from game.ai.players import LEVELS, OFFERED, sample_for
from game.core import Match, Options, Seat, registry

GAMES = [r.info.id for r in registry.all_games()]


def positions(game_id: str, count: int = 12) -> Iterator[tuple[Any, Any, int]]:
    """(rules, state, seat): seeded positions of random two-player play with a choice."""
    rules = registry.get(game_id)
    seats = tuple(Seat(f"P{i}", "human", c) for i, c in enumerate(rules.info.colours[:2]))
    for seed in range(1, count + 1):
        match = Match(rules, Options(seats), 7000 + seed)
        rng = random.Random(seed)
        for _ in range(3 + 5 * seed):
            if match.over:
                break
            match.play(rng.choice(list(rules.legal_actions(match.state))))
        while not match.over and len(list(rules.legal_actions(match.state))) < 2:
            match.play(rng.choice(list(rules.legal_actions(match.state))))
        seat = match.decision().seat
        if not match.over and seat is not None:
            yield rules, match.state, seat


def gain(rules: Any, sample: Any, seat: int, action: Any) -> float:
    trial = rules.clone(sample)
    rules.perform(trial, action)
    return rules.evaluate(trial, seat) - rules.evaluate(sample, seat)


def problems(game_id: str, chooser: Any) -> tuple[list[str], int]:
    """What is wrong with ``chooser``'s moves on the seeded positions, and in how many of
    them a scoring move was at hand (the criterion bites only there)."""
    found, scoring = [], 0
    for k, (rules, state, seat) in enumerate(positions(game_id)):
        sample = sample_for(rules, state, seat, random.Random(k))
        legal = list(rules.legal_actions(sample))
        gains = {a: gain(rules, sample, seat, a) for a in legal}
        assert gains == {a: gain(rules, sample, seat, a) for a in legal}, "gains repeat"
        action = chooser(rules, rules.clone(sample), seat, random.Random(100 + k))
        if rules.check(state, action) is not None:
            found.append(f"{game_id} position {k}: illegal {action!r}")
            continue
        if max(gains.values()) > 0:
            scoring += 1
            if gains[action] <= 0:
                found.append(f"{game_id} position {k}: {action!r} gains {gains[action]} "
                             f"while {max(gains.values())} was at hand")
    return found, scoring


def test_beginner_is_a_level_below_easy():
    assert OFFERED == ("beginner", "greedy", "medium", "hard", "expert")
    assert LEVELS["beginner"][2] is players_module.beginner_player


@pytest.mark.parametrize("game_id", GAMES)
def test_beginner_plays_legal_moves_and_takes_points_at_hand(game_id):
    found, scoring = problems(game_id, players_module.beginner_player)
    assert found == []
    assert scoring >= 2, "the seeded positions offer scoring moves"


def worst_player(rules: Any, sample: Any, seat: int, rng: random.Random) -> Any:
    """The planted fault: the move that changes the seat's evaluation least well."""
    return min(rules.legal_actions(sample), key=lambda a: gain(rules, sample, seat, a))


@pytest.mark.parametrize("game_id", GAMES)
def test_a_beginner_taking_the_worst_move_is_caught(game_id):
    found, _scoring = problems(game_id, worst_player)
    assert found


@pytest.mark.parametrize("game_id", GAMES)
def test_beginner_plays_through_choose_action(game_id):
    rules, state, seat = next(positions(game_id, 1))
    action = players_module.choose_action(rules, state, seat, "beginner", random.Random(3))
    assert rules.check(state, action) is None
