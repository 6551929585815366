"""Long soak: many seeded random games of every game, player count and variant, with
the foundation's checks. Not part of the default run:

    python -m pytest -m soak                      # 200 games per configuration
    SYLVA_SOAK_GAMES=2000 python -m pytest -m soak
"""

from __future__ import annotations

import os

import pytest

from game.core import registry
from tests.harness import check_record_round_trip, configurations, options_for, play_random_game

GAMES = int(os.environ.get("SYLVA_SOAK_GAMES", "200"))

CASES = [
    pytest.param(rules, n, variants, id=f"{rules.info.id}-{n}p-" + (
        "-".join(f"{k}={v}" for k, v in variants) or "default"))
    for rules in registry.all_games()
    for n, variants in configurations(rules)
]


@pytest.mark.soak
@pytest.mark.parametrize("rules,players,variants", CASES)
def test_many_random_games(rules, players, variants):
    options = options_for(rules, players, variants)
    for seed in range(1000, 1000 + GAMES):
        # the deep checks (hidden items, undo) every few moves; replay every tenth game
        match = play_random_game(rules, options, seed, deep_every=29, undo_every=37)
        if seed % 10 == 0:
            check_record_round_trip(match)
