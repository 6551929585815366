"""The search player: honest by construction (its choice does not change when everything
hidden from its seat is dealt differently), legal, and the levels are offered by name."""

from __future__ import annotations

import random

import pytest

from game.ai.arena import run, wilson
from game.ai.players import LEVELS, OFFERED, sample_for, search_player
from game.ai.search import Budget
from game.core import Match, Options, Seat, registry

GAMES = [r.info.id for r in registry.all_games()]


def _mid_game(game_id: str, players: int, seed: int, moves: int) -> Match:
    rules = registry.get(game_id)
    seats = tuple(Seat(f"P{i}", "human", c) for i, c in enumerate(rules.info.colours[:players]))
    match = Match(rules, Options(seats), seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if match.over:
            break
        match.play(rng.choice(list(rules.legal_actions(match.state))))
    return match


def _choice(rules, state, seat) -> object:
    rng = random.Random(11)
    sample = sample_for(rules, state, seat, rng)
    return search_player(rules, sample, seat, rng, Budget(0, iterations=40, width=12))


@pytest.mark.parametrize("game_id", GAMES)
def test_the_choice_ignores_what_the_seat_cannot_see(game_id):
    rules = registry.get(game_id)
    checked = 0
    for seed, moves in ((1, 6), (2, 15), (3, 30)):
        match = _mid_game(game_id, 3 if rules.info.max_players >= 3 else 2, seed, moves)
        if match.over:
            continue
        state = match.state
        seat = match.decision().seat
        if seat is None:
            continue
        hidden = rules.hidden_from(state, seat)
        # the same table as the seat sees it, everything hidden from it dealt anew
        other = rules.redetermine(state, seat, random.Random(seed + 100))
        other.rng = random.Random(seed + 200)  # and another future
        assert rules.observe(other, seat) == rules.observe(state, seat)
        assert _choice(rules, state, seat) == _choice(rules, other, seat), (seed, len(hidden))
        checked += 1
    assert checked >= 2


def test_levels_are_named_and_described():
    assert OFFERED == ("greedy", "medium", "hard")
    for label, description, _fn in LEVELS.values():
        assert label and description


@pytest.mark.parametrize("game_id", GAMES)
def test_the_search_plays_legal_moves_to_the_end(game_id):
    rules = registry.get(game_id)
    match = _mid_game(game_id, 2, 4, 0)
    rng = random.Random(4)
    n = 0
    while not match.over and n < 400:
        seat = match.decision().seat
        sample = sample_for(rules, match.state, seat, rng)
        action = search_player(rules, sample, seat, rng, Budget(0, iterations=6, width=6))
        assert rules.check(match.state, action) is None
        match.play(action)
        n += 1
    assert match.over


def test_the_arena_rotates_seats_and_counts_every_game():
    table = run("woud", ["greedy", "random"], games=4, jobs=1)
    assert table["greedy"]["seated"] == 4 and table["random"]["seated"] == 4
    assert table["greedy"]["share"] + table["random"]["share"] == pytest.approx(1.0)
    low, high = wilson(8, 10)
    assert 0.44 < low < 0.5 and 0.94 < high < 0.98
