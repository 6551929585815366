"""The games' strategies (what they tell the search) play by the rules: every move they
list and every rollout step they choose is legal, one action after another, and their
evaluation is the seat's standing against the best other seat."""

from __future__ import annotations

import dataclasses
import random

import pytest

from game.ai.search import Budget, search
from game.ai.strategy import PLAIN, strategy_of
from game.core import Match, Options, Seat, registry

GAMES = [r.info.id for r in registry.all_games()]
WITH_STRATEGY = [g for g in GAMES if strategy_of(registry.get(g)) is not PLAIN]


def _positions(game_id: str, players: int = 2, seed: int = 3, every: int = 5):
    """Positions along a game played by the strategy's own rollout policy."""
    rules = registry.get(game_id)
    seats = tuple(Seat(f"P{i}", "human", c) for i, c in enumerate(rules.info.colours[:players]))
    match = Match(rules, Options(seats), seed)
    strategy = strategy_of(rules)
    rng = random.Random(seed)
    n = 0
    while not match.over and n < 400:
        if n % every == 0:
            yield rules, match.state
        step = strategy.policy(rules, match.state, rng)
        if not step:
            step = (rng.choice(list(rules.legal_actions(match.state))),)
        for action in step:
            assert rules.check(match.state, action) is None, (game_id, n, action)
            match.play(action)
        n += 1
    assert match.over, game_id


def _legal_in_a_row(rules, state, move) -> None:
    trial = rules.clone(state)
    for action in move:
        assert rules.check(trial, action) is None, action
        rules.perform(trial, action)


def test_glade_and_mystaria_lend_the_search_their_judgement():
    assert {"glade", "mystaria"} <= set(WITH_STRATEGY)


@pytest.mark.parametrize("game_id", WITH_STRATEGY)
def test_rollouts_play_legal_steps_to_the_end(game_id):
    assert sum(1 for _ in _positions(game_id)) > 3


@pytest.mark.parametrize("game_id", WITH_STRATEGY)
def test_listed_moves_are_legal_action_by_action(game_id):
    checked = 0
    for rules, state in _positions(game_id, every=4):
        strategy = strategy_of(rules)
        for full in (True, False):
            for move in (strategy.moves(rules, state, full) or [])[:12]:
                _legal_in_a_row(rules, state, move)
                checked += 1
    assert checked > 0 or game_id != "glade"


@pytest.mark.parametrize("game_id", WITH_STRATEGY)
def test_the_evaluation_is_a_margin(game_id):
    for rules, state in _positions(game_id, every=7):
        strategy = strategy_of(rules)
        a, b = strategy.evaluate(rules, state, 0), strategy.evaluate(rules, state, 1)
        assert a == pytest.approx(-b), (a, b)


def test_a_glade_play_is_searched_whole_and_finished_step_by_step():
    """The Glade's search branches on whole plays; asked again with part of its play
    staged, it offers only the rest of a play that holds the staged tiles."""
    rules = registry.get("glade")
    for _rules, state in _positions("glade", every=3):
        if state.phase != "play" or state.staged:
            continue
        seat = state.current
        moves = strategy_of(rules).moves(rules, state, True) or []
        first = next((m for m in moves if len(m) >= 3), None)
        if first is None:
            continue
        staged = rules.clone(state)
        rules.perform(staged, first[0])
        rest = strategy_of(rules).moves(rules, staged, True) or []
        assert rest and first[1:] in rest
        chosen = search(rules, staged, seat, random.Random(1), Budget(0, iterations=30))
        assert rules.check(staged, chosen.action) is None
        return
    pytest.fail("no position with a play of two tiles or more")


def test_search_tuning_is_read_from_the_data_file():
    from game.ai.players import tuning
    from game.ai.strategy import settings

    for game_id in GAMES:
        data, tuned = settings(game_id), tuning(game_id)
        assert tuned.scale == float(data.get("scale", 10))
        assert tuned.prior == float(data.get("prior", 0))
        assert tuned.width == data.get("width")
    assert tuning("glade").width and tuning("mystaria").prior > 0


def test_a_level_may_tune_the_search_its_own_way(monkeypatch):
    from game.ai import players, strategy

    data = {"scale": 3, "rollout": 4, "prior": 2,
            "by_level": {"hard": {"rollout": 0, "prior": 6}, "medium": {"blur": 1.5}}}
    monkeypatch.setattr(strategy, "_ai_data", lambda: {"toy-level": data})
    monkeypatch.setattr(players, "settings", strategy.settings)
    players.tuning.cache_clear()
    try:
        hard, medium = players.tuning("toy-level", "hard"), players.tuning("toy-level", "medium")
        assert (hard.scale, hard.rollout, hard.prior, hard.blur) == (3.0, 0, 6.0, 0.0)
        assert (medium.scale, medium.rollout, medium.prior, medium.blur) == (3.0, 4, 2.0, 1.5)
        assert players.tuning("toy-level") == dataclasses.replace(medium, blur=0.0)
    finally:
        players.tuning.cache_clear()


def test_a_blurred_level_misjudges_some_choices_and_repeats_its_own():
    """Blur (a weaker level's tuning) adds an error to each judgement: with it the same
    search, seed and position sometimes choose otherwise, and the same seed always
    chooses the same."""
    from game.ai.players import sample_for, tuning

    sharp = dataclasses.replace(tuning("mystaria", "hard"), blur=0.0)
    blurred = dataclasses.replace(sharp, blur=6.0)
    budget = Budget(0, iterations=5, width=12)
    differ = compared = 0
    for rules, state in _positions("mystaria", every=6):
        seat = rules.decision(state).seat
        if seat is None or len(list(rules.legal_actions(state))) < 3:
            continue
        sample = sample_for(rules, state, seat, random.Random(7))
        clear = search(rules, sample, seat, random.Random(1), budget, sharp)
        first = search(rules, sample, seat, random.Random(1), budget, blurred)
        again = search(rules, sample, seat, random.Random(1), budget, blurred)
        assert (first.action, first.visits) == (again.action, again.visits)
        differ += clear.action != first.action
        compared += 1
    assert compared >= 8 and 0 < differ < compared



def test_a_level_with_an_easy_share_plays_easys_move_on_that_share(monkeypatch):
    """A level's "easy" share: on that share of its decisions (drawn first, by its
    generator) it plays exactly Easy's move, else its own search; a level without one
    draws nothing more, so its seeded games are unchanged."""
    import copy

    from game.ai import players, strategy
    from game.ai.players import easy_player, sample_for, search_player

    data = copy.deepcopy(strategy._ai_data())
    data["renature"].setdefault("by_level", {}).setdefault("medium", {})["easy"] = 0.5
    monkeypatch.setattr(strategy, "_ai_data", lambda: data)
    players.tuning.cache_clear()
    budget = Budget(0, iterations=4, width=6)
    try:
        medium, hard = players.tuning("renature", "medium"), players.tuning("renature", "hard")
        assert (medium.easy, hard.easy) == (0.5, 0.0)
        easy_turns = searched = differ = 0
        for rules, state in _positions("renature", every=7):
            seat = rules.decision(state).seat
            if seat is None or len(list(rules.legal_actions(state))) < 3:
                continue
            sample = sample_for(rules, state, seat, random.Random(5))
            for draw in range(4):
                ahead = random.Random(draw)
                if ahead.random() < 0.5:
                    expected = easy_player(rules, sample, seat, ahead)
                    easy_turns += 1
                else:
                    expected = search(rules, sample, seat, ahead, budget, medium).action
                    searched += 1
                got = search_player(rules, sample, seat, random.Random(draw), budget, "medium")
                assert got == expected
                # Hard has no share: the same search as before, from the same generator
                plain = search(rules, sample, seat, random.Random(draw), budget, hard).action
                assert search_player(rules, sample, seat, random.Random(draw), budget,
                                     "hard") == plain
                differ += expected != plain
        assert easy_turns >= 5 and searched >= 5 and differ > 0
    finally:
        players.tuning.cache_clear()
