"""Step A: where a domino may lie."""

from __future__ import annotations

import random

from game.core.errors import IllegalAction
from game.games.renature import RULES
from game.games.renature.actions import ChangeJoker, EndTurn, PlaceDomino
from game.games.renature.data import NEIGHBOURS, board, cell
from game.games.renature.rules import domino_placements
from tests.games.renature.helpers import MARIE, force, give, new_game, turn_of
from tests.harness import options_for


def lay(s, a, b, first, second):
    d = give(s, s.current, a, b)
    return (
        PlaceDomino(d, cell(*first), cell(*second))
        if (a, b) == _pair(d)
        else PlaceDomino(d, cell(*second), cell(*first))
    )


def _pair(d):
    from game.games.renature.data import dominoes

    return dominoes()[d]


def test_the_first_domino_must_touch_a_start_space():
    s = new_game()
    assert RULES.check(s, lay(s, "owl", "snail", (0, 0), (0, 1))) is None
    reason = RULES.check(s, lay(s, "owl", "snail", (0, 1), (0, 2)))
    assert reason == "One animal must lie on a start space or beside the same animal."


def test_a_domino_may_not_reach_into_a_region_or_off_the_grid():
    s = new_game()
    assert RULES.check(s, lay(s, "owl", "snail", (0, 1), (1, 1))) == (
        "A domino may not reach into a region."
    )
    d = give(s, MARIE, "owl", "badger")
    assert RULES.check(s, PlaceDomino(d, cell(0, 14), cell(1, 0))) == (
        "The two halves of a domino lie side by side."
    )
    assert RULES.check(s, PlaceDomino(d, cell(0, 0), -1)) == "A domino must stay on the grid."


def test_beside_the_same_animal_is_enough_and_other_neighbours_must_match():
    s = new_game()
    force(s, "owl", "badger", (0, 0), (0, 1))
    assert RULES.check(s, lay(s, "owl", "snail", (1, 0), (2, 0))) is None
    assert RULES.check(s, lay(s, "snail", "turtle", (1, 0), (2, 0))) == (
        "Every animal beside the domino must match it (or be the joker)."
    )
    # beside the badger at (0,1) is (0,2): a badger there fits; a second neighbour that
    # does not match spoils it
    assert RULES.check(s, lay(s, "badger", "frog", (0, 2), (0, 3))) is None
    force(s, "turtle", "hedgehog", (1, 2), (2, 2))  # (1,2) is the stream below (0,2)
    assert RULES.check(s, lay(s, "badger", "frog", (0, 2), (0, 3))) == (
        "Every animal beside the domino must match it (or be the joker)."
    )


def test_the_joker_fits_beside_anything_and_anything_beside_it():
    s = new_game()
    force(s, "owl", "badger", (0, 0), (0, 1))
    assert s.joker == "butterfly"
    assert RULES.check(s, lay(s, "butterfly", "snail", (1, 0), (2, 0))) is None
    force(s, "frog", "butterfly", (0, 5), (0, 6))
    # the turtle is anchored by the joker beside it, though no turtle is near
    assert RULES.check(s, lay(s, "salamander", "turtle", (0, 8), (0, 7))) is None
    # without the joker, the frog refuses a turtle
    s.joker = "owl"
    assert RULES.check(s, lay(s, "salamander", "turtle", (0, 8), (0, 7))) is not None


def test_changing_the_joker_costs_two_clouds_and_applies_at_once():
    s = new_game()
    force(s, "owl", "badger", (0, 0), (0, 1))
    action = lay(s, "snail", "turtle", (1, 0), (2, 0))
    assert RULES.check(s, action) is not None
    clouds = s.clouds[MARIE]
    RULES.apply(s, ChangeJoker("owl"))
    assert s.clouds[MARIE] == clouds - 2 and s.joker == "owl"
    assert RULES.check(s, action) is None
    try:
        RULES.apply(s, ChangeJoker("owl"))
        raise AssertionError("the same joker twice")
    except IllegalAction as exc:
        assert "already" in exc.reason


def test_both_orientations_on_both_axes_and_doubles_once():
    s = new_game()
    s.hands[MARIE] = []
    d = give(s, MARIE, "owl", "snail")
    found = {(a.first, a.second) for a in domino_placements(s) if a.domino == d}
    start = cell(0, 0)
    assert (start, cell(0, 1)) in found and (cell(0, 1), start) in found
    assert (start, cell(1, 0)) in found and (cell(1, 0), start) in found
    s.hands[MARIE] = []
    dd = give(s, MARIE, "owl", "owl")
    doubles = [(a.first, a.second) for a in domino_placements(s) if a.domino == dd]
    assert len(doubles) == len({frozenset(p) for p in doubles})


def _canon(actions):
    """A double laid either way round is one placement."""
    return {
        (
            a.domino,
            frozenset((a.first, a.second))
            if _pair(a.domino)[0] == _pair(a.domino)[1]
            else (a.first, a.second),
        )
        for a in actions
    }


def _brute_force(s):
    b = board(s.board)
    out = set()
    for d in s.hands[s.current]:
        for p in range(225):
            for q in NEIGHBOURS[p]:
                if p in b.domino_spaces and q in b.domino_spaces:
                    a = PlaceDomino(d, p, q)
                    if RULES.check(s, a) is None:
                        out.add(a)
    return out


def test_enumeration_equals_checking_every_position_through_a_game():
    from game.core import Match

    for name in ("base", "valley"):
        m = Match(RULES, options_for(RULES, 3, (("board", name),)), 5)
        rng = random.Random(3)
        checked = 0
        while not m.over and checked < 12:
            s = m.state
            if s.phase == "domino":
                assert _canon(domino_placements(s)) == _canon(_brute_force(s))
                checked += 1
            m.play(rng.choice(list(RULES.legal_actions(s))))


def test_turn_order_skips_players_without_dominoes():
    s = new_game()
    s.reserves[1] = []
    s.hands[1] = []
    turn_of(s, MARIE)
    d = s.hands[MARIE][0]
    from game.games.renature.actions import DiscardDomino

    RULES.apply(s, DiscardDomino(d))
    assert s.phase == "end"  # Marie could still spend clouds
    RULES.apply(s, EndTurn())
    assert s.current == 2 and s.phase == "domino"
