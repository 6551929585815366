"""The foundation's checks, for every registered game, player count and variant."""

from __future__ import annotations

import pytest

from game.core import registry
from tests.harness import (
    check_record_round_trip,
    configurations,
    options_for,
    play_random_game,
)

CASES = [
    pytest.param(rules, n, variants, id=f"{rules.info.id}-{n}p-" + (
        "-".join(f"{k}={v}" for k, v in variants) or "default"))
    for rules in registry.all_games()
    for n, variants in configurations(rules)
]


@pytest.mark.skipif(not CASES, reason="no game registered yet")
@pytest.mark.parametrize("rules,players,variants", CASES)
def test_random_games_end_cleanly_and_replay(rules, players, variants):
    options = options_for(rules, players, variants)
    first = play_random_game(rules, options, seed=11)
    check_record_round_trip(first)
    again = play_random_game(rules, options, seed=11)
    assert again.record().to_json() == first.record().to_json(), "same seed, other game"
    other = play_random_game(rules, options, seed=12)
    assert rules.winners(other.state), "a finished game names its winners"
