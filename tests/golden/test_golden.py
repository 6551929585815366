"""The golden games replay move for move: same seeds, same moves, same log, same final
score sheet as when they were recorded (see tests/golden/__init__.py).

The default run replays the first seeds of every configuration; the soak marker all."""

from __future__ import annotations

import pytest

from game.core import registry
from tests.golden import config_id, configurations, load, path_for, play

QUICK_SEEDS = 1


def _cases(seeds: int | None) -> list:
    cases = []
    for rules in registry.all_games():
        if not path_for(rules.info.id).is_file():
            continue
        golden = load(rules.info.id)
        for n, variants in configurations(rules):
            key = config_id(n, variants)
            for entry in golden[key][:seeds]:
                cases.append(pytest.param(rules, n, variants, entry,
                                          id=f"{rules.info.id}-{key}-s{entry['seed']}"))
    return cases


def _check(rules, players, variants, entry) -> None:
    got = play(rules, players, variants, entry["seed"])
    assert got["moves"] == entry["moves"], "another number of moves"
    assert got["actions"] == entry["actions"], "other moves"
    assert got["log"] == entry["log"], "another game log"
    assert got["sheet"] == entry["sheet"]
    assert got["automata"] == entry["automata"]
    assert got["winners"] == entry["winners"]


def test_every_game_has_golden_records():
    for rules in registry.all_games():
        golden = load(rules.info.id)
        assert sorted(golden) == sorted(config_id(n, v) for n, v in configurations(rules))
        assert all(len(games) == 20 for games in golden.values())


@pytest.mark.parametrize("rules,players,variants,entry", _cases(QUICK_SEEDS))
def test_golden_games_replay(rules, players, variants, entry):
    _check(rules, players, variants, entry)


@pytest.mark.soak
@pytest.mark.parametrize("rules,players,variants,entry", _cases(None))
def test_all_golden_games_replay(rules, players, variants, entry):
    _check(rules, players, variants, entry)
