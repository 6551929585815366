"""The smoke check of ``sylva --smoke`` (game/smoke.py), run in the source tree."""

from __future__ import annotations

import dataclasses

import pytest

from game.core import registry
from game.core.protocol import GameInfo
from game.smoke import draw_scenes, play_game, run_smoke, smoke_options
from tests.toygame import TOY_ENTRY, ToyRules


class BrokenToy(ToyRules):
    """The toy game with a fault the smoke check must notice."""

    info = dataclasses.replace(ToyRules.info, id="broken-toy", title="Broken toy")

    def invariants(self, state):
        return ["a card went missing (on purpose)"]


@pytest.fixture
def broken():
    rules = BrokenToy()
    registry.register(dataclasses.replace(TOY_ENTRY, rules=rules))
    yield rules
    registry.unregister("broken-toy")


def test_smoke_passes_on_the_registered_games(capsys):
    assert run_smoke() == 0
    out = capsys.readouterr().out
    assert "ok   assets:" in out
    assert "smoke passed" in out
    for rules in registry.all_games():
        assert f"ok   game {rules.info.id}:" in out


def test_smoke_seats_are_computers_with_one_greedy(toy):
    options = smoke_options(toy)
    assert [s.kind for s in options.seats] == ["greedy", "random"]
    assert isinstance(toy.info, GameInfo)


def test_play_game_stops_at_the_action_limit_and_replays(toy):
    match = play_game(toy, max_actions=5)
    assert len(match.actions) == 5
    assert match.record().actions == [a.to_json() for a in match.actions]


def test_play_game_plays_a_short_game_to_its_end(toy):
    match = play_game(toy, max_actions=500)
    assert match.over
    assert len(match.actions) < 500


def test_draw_scenes_draws_the_menu_and_a_table(toy):
    match = play_game(toy, max_actions=6)
    assert draw_scenes([match]) == "menu and 1 tables drawn"


def test_smoke_fails_with_a_clear_message(broken, capsys):
    assert run_smoke() == 1
    captured = capsys.readouterr()
    assert "FAIL game broken-toy: AssertionError: invariants broken" in captured.out
    assert "a card went missing (on purpose)" in captured.err
    assert "smoke FAILED (1 problems)" in captured.err


def test_a_missing_rules_text_is_noted_not_failed():
    from game.smoke import _rules_note

    class NoText(ToyRules):
        info = dataclasses.replace(ToyRules.info, rules_file="rules/no-such-game.md")

    assert "rules text rules/no-such-game.md is missing" in _rules_note(NoText())
    assert _rules_note(ToyRules()) == ""
