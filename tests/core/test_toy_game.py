"""The core through a tiny test-only game: the harness checks can pass and can fail."""

import pytest

from game.core import IllegalAction, Match
from tests.harness import (
    check_hidden,
    check_record_round_trip,
    configurations,
    options_for,
    play_random_game,
)
from tests.toygame import Draw, Play


@pytest.mark.parametrize("players,variants", configurations(__import__("tests.toygame").toygame.TOY))
def test_toy_games_pass_the_harness(toy, players, variants):
    match = play_random_game(toy, options_for(toy, players, variants), seed=3)
    check_record_round_trip(match)


def test_harness_catches_a_leaking_observation(toy, monkeypatch):
    match = Match(toy, options_for(toy, 2), seed=1)
    monkeypatch.setattr(toy, "observe", lambda s, seat: {"hands": s.hands})
    import random

    with pytest.raises(AssertionError, match="hidden items"):
        check_hidden(toy, match.state, random.Random(0))


def test_harness_catches_broken_invariants(toy, monkeypatch):
    monkeypatch.setattr(toy, "invariants", lambda s: ["a card went missing"])
    with pytest.raises(AssertionError, match="went missing"):
        play_random_game(toy, options_for(toy, 2), seed=1)


def test_illegal_action_leaves_state_untouched(toy):
    from game.core.snapshot import plain

    match = Match(toy, options_for(toy, 2), seed=5)
    before = plain(match.state)
    with pytest.raises(IllegalAction, match="do not hold"):
        match.play(Play("c99"))
    assert plain(match.state) == before
    assert match.actions == []


def test_undo_stays_within_the_turn_and_before_reveals(toy):
    match = Match(toy, options_for(toy, 2), seed=5)
    card = match.state.hands[0][0]
    match.play(Play(card))
    assert match.can_undo()
    match.undo()
    assert card in match.state.hands[0] and match.state.scores == [0, 0]
    match.play(Draw())  # reveals a card: no undo past it
    assert not match.can_undo()
    with pytest.raises(IllegalAction):
        match.undo()


def test_undo_not_across_turns(toy):
    from tests.toygame import Confirm

    match = Match(toy, options_for(toy, 2), seed=5)
    match.play(Play(match.state.hands[0][0]))
    match.play(Confirm())
    assert match.decision().seat == 1
    assert not match.can_undo()


def test_same_seed_same_setup(toy):
    a = Match(toy, options_for(toy, 3), seed=42)
    b = Match(toy, options_for(toy, 3), seed=42)
    c = Match(toy, options_for(toy, 3), seed=43)
    assert a.state.hands == b.state.hands
    assert a.state.hands != c.state.hands
