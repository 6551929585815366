"""Computer players choose from a re-dealt copy of their seat's information only."""

import random

from game.ai.players import choose_action, greedy_player, sample_for
from game.ai.worker import Thinker
from game.core import Match
from tests.harness import options_for
from tests.toygame import Play


def test_the_sample_hides_other_hands_and_the_future(toy):
    match = Match(toy, options_for(toy, 3), seed=8)
    s = match.state
    sample = sample_for(toy, s, 0, random.Random(1))
    assert sample.hands[0] == s.hands[0], "own hand kept"
    others = sorted(c for h in s.hands[1:] for c in h) + sorted(s.deck)
    again = sorted(c for h in sample.hands[1:] for c in h) + sorted(sample.deck)
    assert sorted(others) == sorted(again), "same unseen cards"
    assert (sample.hands[1:], sample.deck) != (s.hands[1:], s.deck), "but re-dealt"
    assert sample.rng.getstate() != s.rng.getstate(), "cannot foresee the next draw"


def test_greedy_takes_the_best_card(toy):
    match = Match(toy, options_for(toy, 2), seed=8)
    best = max(match.state.hands[0], key=lambda c: int(c[1:]))
    action = greedy_player(toy, match.state, 0, random.Random(0))
    assert action == Play(best)


def test_easys_time_limit_reads_the_measuring_clock(toy, monkeypatch):
    """Easy stops judging by the clock the search's limits read (on a CPU-clock
    measurement, the processor time): with that clock past its limit after the first
    move judged, it takes that move, not the best. Planted fault: a limit read from the
    wall clock judges every move and takes the best."""
    from game.ai import search

    match = Match(toy, options_for(toy, 2), seed=8)
    best = max(match.state.hands[0], key=lambda c: int(c[1:]))
    # the order Easy judges in (its generator shuffles the moves): one not judging the
    # best first
    seed = next(k for k in range(50) if _judged_first(toy, match, k) != Play(best))
    ticks = iter(range(0, 100, 10))  # every reading of the clock 10 s after the last
    monkeypatch.setattr(search, "CLOCK", lambda: next(ticks))
    assert greedy_player(toy, match.state, 0, random.Random(seed)) == _judged_first(
        toy, match, seed)


def _judged_first(toy, match, seed):
    legal = list(toy.legal_actions(match.state))
    random.Random(seed).shuffle(legal)
    return legal[0]


def test_random_player_returns_legal_actions(toy):
    match = Match(toy, options_for(toy, 2), seed=8)
    rng = random.Random(0)
    while not match.over:
        seat = match.decision().seat
        match.play(choose_action(toy, match.state, seat, "random", rng))
    assert match.over


def test_thinker_works_off_the_ui_thread(toy):
    match = Match(toy, options_for(toy, 2), seed=8)
    thinker = Thinker(toy, match.state, 0, "greedy", 5)
    thinker.wait(5)
    assert thinker.done and thinker.error is None
    assert toy.check(match.state, thinker.result) is None
