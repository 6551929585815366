"""The golden games replay move for move: same seeds, same moves, same log, same final
score sheet as when they were recorded (see tests/golden/__init__.py), under the rules
version they were recorded with.

The default run replays the first seeds of every configuration; the soak marker all."""

from __future__ import annotations

import dataclasses

import pytest

from game.core import registry
from game.core.protocol import ScoreRow, ScoreSheet
from tests.golden import config_id, configurations, load, path_for, replay_problem

QUICK_SEEDS = 1


def _cases(seeds: int | None) -> list:
    cases = []
    for rules in registry.all_games():
        if not path_for(rules.info.id).is_file():
            continue
        golden = load(rules.info.id)
        for n, variants in configurations(rules):
            key = config_id(n, variants)
            for entry in golden.games[key][:seeds]:
                cases.append(pytest.param(rules, n, variants, entry, golden.rules_version,
                                          id=f"{rules.info.id}-{key}-s{entry['seed']}"))
    return cases


def _check(rules, players, variants, entry, recorded) -> None:
    problem = replay_problem(rules, players, variants, entry, recorded)
    assert problem is None, problem


def test_every_game_has_golden_records():
    for rules in registry.all_games():
        golden = load(rules.info.id)
        assert golden.rules_version == rules.info.rules_version, rules.info.id
        assert sorted(golden.games) == sorted(config_id(n, v) for n, v in configurations(rules))
        assert all(len(games) == 20 for games in golden.games.values())


@pytest.mark.parametrize("rules,players,variants,entry,recorded", _cases(QUICK_SEEDS))
def test_golden_games_replay(rules, players, variants, entry, recorded):
    _check(rules, players, variants, entry, recorded)


@pytest.mark.soak
@pytest.mark.parametrize("rules,players,variants,entry,recorded", _cases(None))
def test_all_golden_games_replay(rules, players, variants, entry, recorded):
    _check(rules, players, variants, entry, recorded)


# --- the check itself, against planted changes --------------------------------------------
GAME = "woud"  # its solo game is the quickest golden game to replay


def _first_case():
    rules = registry.get(GAME)
    golden = load(GAME)
    players, variants = next(iter(configurations(rules)))
    return rules, players, variants, golden.games[config_id(players, variants)][0], golden


def test_a_changed_score_under_the_same_version_asks_for_a_version_bump(monkeypatch):
    rules, players, variants, entry, golden = _first_case()
    assert replay_problem(rules, players, variants, entry, golden.rules_version) is None
    honest = type(rules).score_sheet

    def one_more_point(self, state):  # the planted rule change: a point more for seat 0
        sheet = honest(self, state)
        first = sheet.rows[0]
        values = [(v or 0) + 1 if i == 0 else v for i, v in enumerate(first.values)]
        return ScoreSheet([ScoreRow(first.label, values)] + sheet.rows[1:], sheet.automata)

    monkeypatch.setattr(type(rules), "score_sheet", one_more_point)
    with pytest.raises(AssertionError) as failed:
        _check(rules, players, variants, entry, golden.rules_version)
    message = str(failed.value)
    assert "no longer replays" in message and "sheet" in message
    assert "must bump the game's rules version" in message and "fix the change" in message
    assert "record upgrade" in message


def test_a_new_rules_version_asks_for_the_golden_file_to_be_re_recorded(monkeypatch):
    rules, players, variants, entry, golden = _first_case()
    bumped = dataclasses.replace(rules.info, rules_version=rules.info.rules_version + 1)
    monkeypatch.setattr(rules, "info", bumped)
    with pytest.raises(AssertionError) as failed:
        _check(rules, players, variants, entry, golden.rules_version)
    message = str(failed.value)
    assert "must be re-recorded for the new version" in message
    assert f"python -m tests.golden {GAME}" in message
