"""The computer players' targets, checked in the arena (hours on two cores: behind the
``arena`` marker). ``python -m pytest -m arena -s`` prints every table it checks."""

from __future__ import annotations

import os

import pytest

from game.ai.arena import run
from game.core import registry

GAMES = [r.info.id for r in registry.all_games()]
GAMES_PER_RUN = int(os.environ.get("SYLVA_ARENA_GAMES", "400"))
JOBS = int(os.environ.get("SYLVA_ARENA_JOBS", "2"))

pytestmark = pytest.mark.arena


@pytest.mark.parametrize("game_id", GAMES)
def test_hard_beats_easy_in_two_player_games(game_id):
    table = run(game_id, ["hard", "greedy"], GAMES_PER_RUN, JOBS)
    print(game_id, table)
    assert table["hard"]["share"] >= 0.65
    assert table["hard"]["p95"] <= 2.0 and table["greedy"]["p95"] <= 0.2


@pytest.mark.parametrize("game_id", GAMES)
def test_one_hard_seat_wins_well_over_its_fair_share(game_id):
    n = registry.get(game_id).info.max_players
    table = run(game_id, ["hard"] + ["greedy"] * (n - 1), GAMES_PER_RUN, JOBS)
    print(game_id, table)
    assert table["hard"]["share"] >= 1.6 / n


@pytest.mark.parametrize("game_id", GAMES)
def test_medium_sits_between_easy_and_hard(game_id):
    easy = run(game_id, ["medium", "greedy"], GAMES_PER_RUN, JOBS)
    hard = run(game_id, ["medium", "hard"], GAMES_PER_RUN, JOBS)
    print(game_id, easy, hard)
    assert easy["medium"]["low"] > 0.5
    assert hard["medium"]["high"] < 0.5
    assert easy["medium"]["p95"] <= 0.5
