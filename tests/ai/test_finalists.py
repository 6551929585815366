"""The last look at the search's best moves (game/ai/finalists.py): every finalist on the
same deals and draws, the best mean margin chosen, the work bounded in steps, and the
chosen move played whole."""

from __future__ import annotations

import dataclasses
import random
import types

import pytest

from game.ai import finalists, players
from game.ai.players import level_budget, sample_for, search_player, tuning
from game.ai.search import Budget, Result, search
from game.ai.strategy import strategy_of
from game.core import Match, Options, Seat, registry
from game.games.glade.state import PLAY


def _glade_turn(seed: int, moves: int = 12) -> tuple[Match, int]:
    """A seeded two-seat game of The Glade after some random actions, at the start of
    a seat's play (nothing staged)."""
    rules = registry.get("glade")
    seats = tuple(Seat(f"P{i}", "human", c) for i, c in enumerate(rules.info.colours[:2]))
    match = Match(rules, Options(seats), seed)
    rng = random.Random(seed)
    n = 0
    while n < moves or match.state.phase != PLAY or match.state.staged:
        match.play(rng.choice(list(rules.legal_actions(match.state))))
        n += 1
    return match, match.decision().seat


def _moves(match: Match, count: int) -> list[tuple]:
    rules = match.rules
    listed = strategy_of(rules).moves(rules, match.state, True)
    assert listed and len(listed) >= count
    return listed[:count]


def _rounds(monkeypatch, match: Match, seat: int, moves: list, playouts: int) -> list[list]:
    """What each playout started from, round by round: the bag, the other seat's bench,
    the first draw of the game's chance and of the playout's own choices."""
    seen: list = []

    def spy(rules, state, strategy, rng, seat):
        seen.append((tuple(state.bag), tuple(state.bench[1 - seat]), state.rng.random(),
                     rng.random()))
        return 0.0, 10

    monkeypatch.setattr(finalists, "playout", spy)
    rules = match.rules
    sample = sample_for(rules, match.state, seat, random.Random(5))
    finalists.rejudge(rules, sample, seat, random.Random(3), moves, strategy_of(rules),
                      playouts, 10**6)
    return [seen[i:i + len(moves)] for i in range(0, len(seen), len(moves))]


def test_every_finalist_meets_the_same_deal_and_draws_in_a_round(monkeypatch):
    match, seat = _glade_turn(7)
    rounds = _rounds(monkeypatch, match, seat, _moves(match, 3), 4)
    assert len(rounds) == 4
    for one in rounds:
        assert all(start == one[0] for start in one)  # equal luck within a round
    assert len({one[0] for one in rounds}) == 4  # and a new deal each round


def test_a_planted_fault_of_draws_per_move_is_seen(monkeypatch):
    """The check above fails when each move gets draws of its own (a planted fault: the
    playout's generators no longer seeded by the round)."""
    match, seat = _glade_turn(7)
    unseeded = random.Random(99)
    monkeypatch.setattr(finalists, "random", types.SimpleNamespace(
        Random=lambda _seed=None: random.Random(unseeded.getrandbits(64))))
    rounds = _rounds(monkeypatch, match, seat, _moves(match, 3), 2)
    assert any(start != one[0] for one in rounds for start in one)


def _scripted(monkeypatch, margins: dict[int, list[float]], steps: int = 10) -> list[int]:
    """Playouts that give move i the margins ``margins[i]`` round by round; the moves
    played, in order."""
    played: list[int] = []
    counters = {i: 0 for i in margins}

    def fake(rules, state, strategy, rng, seat):
        i = state.marker
        played.append(i)
        counters[i] += 1
        return margins[i][counters[i] - 1], steps

    monkeypatch.setattr(finalists, "playout", fake)
    return played


class _Toy:
    """Just enough of a game for ``rejudge``: a move sets the state's marker."""

    @dataclasses.dataclass
    class State:
        marker: int = -1
        rng: object = None

    class Mark:
        def __init__(self, i: int) -> None:
            self.i = i

    def redetermine(self, s, seat, rng):
        return _Toy.State()

    def clone(self, s):
        return dataclasses.replace(s)

    def perform(self, s, action):
        s.marker = action.i


def _toy_moves(n: int) -> list[tuple]:
    return [(_Toy.Mark(i),) for i in range(n)]


def test_the_best_mean_margin_wins_and_the_search_order_breaks_ties(monkeypatch):
    moves = _toy_moves(3)
    _scripted(monkeypatch, {0: [1, 1, 1], 1: [3, -1, 2], 2: [0, 5, -1]})
    chosen, cut = finalists.rejudge(_Toy(), _Toy.State(), 0, random.Random(1), moves, None,
                                    3, 10**6)
    assert chosen is moves[1] and not cut  # means 1, 4/3, 4/3: the first of the equals
    _scripted(monkeypatch, {0: [2, 2, 2], 1: [3, 3, 0], 2: [0, 0, 0]})
    chosen, _cut = finalists.rejudge(_Toy(), _Toy.State(), 0, random.Random(1), moves,
                                     None, 3, 10**6)
    assert chosen is moves[0]


@pytest.mark.parametrize(("steps", "budget", "most", "rounds"), [
    (100, 1000, 12, 5),    # 200 steps a round: the fifth round fills the budget exactly
    (100, 1099, 12, 5),    # a sixth would pass it
    (1000, 1000, 12, 3),   # long playouts: the fewest rounds all the same
    (10, 10**6, 4, 4),     # short ones: the most playouts
])
def test_rounds_stop_at_the_step_budget(monkeypatch, steps, budget, most, rounds):
    played = _scripted(monkeypatch, {0: [0.0] * 20, 1: [0.0] * 20}, steps)
    finalists.rejudge(_Toy(), _Toy.State(), 0, random.Random(1), _toy_moves(2), None,
                      most, budget)
    assert played == [0, 1] * rounds


def test_the_deadline_cuts_after_a_whole_round(monkeypatch):
    played = _scripted(monkeypatch, {0: [0.0] * 9, 1: [1.0] * 9})
    now = iter([5.0, 5.0])
    chosen, cut = finalists.rejudge(_Toy(), _Toy.State(), 0, random.Random(1),
                                    _toy_moves(2), None, 9, 10**6, deadline=4.0,
                                    clock=lambda: next(now))
    assert cut and played == [0, 1] and chosen[0].i == 1


def test_a_playout_ends_the_game_and_gives_the_margin_of_the_score_sheet():
    match, seat = _glade_turn(11)
    rules = match.rules
    state = rules.clone(match.state)
    margin, steps = finalists.playout(rules, state, strategy_of(rules), random.Random(2), seat)
    assert rules.is_over(state) and steps > 0
    totals = rules.score_sheet(state).totals
    assert margin == totals[seat] - totals[1 - seat]


def _expert_turn(monkeypatch, seed: int) -> tuple[list, list[int], tuple]:
    """Expert's actions over one three-tile play at a seeded position, the number of
    tiles staged at each search, and the move its (stubbed) search chose."""
    match, seat = _glade_turn(seed)
    rules = match.rules
    move = next(m for m in strategy_of(rules).moves(rules, match.state, True) if len(m) == 3)
    calls: list[int] = []

    def fake(rules, sample, seat, rng, budget, own):
        calls.append(len(sample.staged))
        rest = move[len(sample.staged):]  # the tree would finish the play it started
        return Result(rest[0], 1, 0.5, {rest: 1}, move=rest)

    monkeypatch.setattr(players, "search", fake)
    budget = level_budget("glade", "expert", None, 2)
    done = []
    for n in range(3):
        sample = sample_for(rules, match.state, seat, random.Random(n))
        done.append(search_player(rules, sample, seat, random.Random(1), budget, "expert", 2))
        match.play(done[-1])
    return done, calls, move


def test_expert_searches_once_and_plays_its_whole_move(monkeypatch):
    monkeypatch.setattr(players, "_PLANS", {})
    done, calls, move = _expert_turn(monkeypatch, 5)
    assert done == list(move) and calls == [0]
    assert players._PLANS == {}  # nothing left once the move is played


def test_a_plan_is_followed_only_where_it_leads(monkeypatch):
    """A plan kept for one game is not played in another (the position differs); and the
    planted fault, no plan kept, searches again at every action of the move."""
    monkeypatch.setattr(players, "_PLANS", {})
    match, seat = _glade_turn(5)
    rules = match.rules
    move = next(m for m in strategy_of(rules).moves(rules, match.state, True) if len(m) == 3)
    after = rules.clone(match.state)
    rules.perform(after, move[0])
    players._PLANS[("glade", seat)] = (players._seen(rules, after, seat), move[1:])
    other, other_seat = _glade_turn(6)
    sample = sample_for(rules, other.state, other_seat, random.Random(1))
    assert players._planned(rules, sample, other_seat) is None
    with monkeypatch.context() as m:
        m.setattr(players, "_planned", lambda *_a: None)
        _done, calls, _move = _expert_turn(m, 5)
    assert calls == [0, 1, 2]


def test_hard_keeps_no_plan_and_the_thinking_time_scales_the_playouts(monkeypatch):
    monkeypatch.setattr(players, "_PLANS", {})
    match, seat = _glade_turn(5)
    rules = match.rules
    sample = sample_for(rules, match.state, seat, random.Random(1))
    search_player(rules, sample, seat, random.Random(1), Budget(0, iterations=8), "hard", 2)
    assert players._PLANS == {}
    assert tuning("glade", "hard", 2).finalists == 0
    expert = tuning("glade", "expert", 2)
    assert expert.finalists > 1 and expert.playouts > 0
    assert level_budget("glade", "expert", None, 2).playout_steps == expert.playout_steps
    assert level_budget("glade", "expert", 0.75, 2).playout_steps == expert.playout_steps // 2


def test_expert_plays_the_finalist_its_playouts_choose():
    """The real thing at a seeded position where the playouts overrule the tree: the
    search plays what ``rejudge`` chooses among the tree's best by mean, drawing on from
    the same generator (a planted fault that keeps the tree's choice fails here)."""
    match, seat = _glade_turn(9)
    rules = match.rules
    sample = sample_for(rules, match.state, seat, random.Random(4))
    own = tuning("glade", "expert", 2)
    budget = Budget(0, iterations=30, width=10, playout_steps=400)
    rng = random.Random(4)
    plain = search(rules, sample, seat, rng, budget, dataclasses.replace(own, finalists=0))
    picks = sorted(plain.values, key=lambda m: -plain.values[m])[: own.finalists]
    expected, cut = finalists.rejudge(rules, sample, seat, rng, picks,
                                      strategy_of(rules, own.judge), own.playouts, 400)
    assert expected != plain.move and not cut  # the position shows the difference
    found = search(rules, sample, seat, random.Random(4), budget, own)
    assert found.move == expected and found.action == expected[0]
