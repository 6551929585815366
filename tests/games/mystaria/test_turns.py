"""Setup, the turn, drawing, the end of the game, the tie-break and the easy game."""

from __future__ import annotations

import random

import pytest

from game.core import Options, Seat
from game.games.mystaria import RULES
from game.games.mystaria.actions import Build, NoBuild, PlaceTile, SetAside
from game.games.mystaria.state import BUILD, OVER, TILE
from tests.games.mystaria.helpers import position, swap_in


def options(n: int, **variants: str) -> Options:
    return Options.make([Seat(f"P{i + 1}", "random", "red") for i in range(n)], **variants)


@pytest.mark.parametrize("n,removed", [(2, 13), (3, 8), (4, 3)])
def test_setup_removes_tiles_by_player_count_and_deals_one_each(n, removed):
    s = RULES.setup(options(n), seed=5)
    assert len(s.box) == removed
    assert len(s.placed) == 1 and s.placed[0][1:] == (0, 0, 0)
    assert [len(h) for h in s.hands] == [1] * n
    assert len(s.pile) == 36 - removed - 1 - n
    assert all(len(h) == 9 for h in s.hq)
    assert not RULES.invariants(s)


def test_easy_game_has_huts_tree_and_tower_only():
    s = RULES.setup(options(3, rules="easy"), seed=5)
    assert all(sorted(h) == ["hut-F", "hut-L", "hut-M", "hut-V", "tower", "tree"] for h in s.hq)
    labels = [r.label for r in RULES.score_sheet(s).rows]
    assert labels == ["Village hut", "Lake hut", "Forest hut", "Meadow hut", "Tree", "Tower"]
    builds = [a for a in _play_to_build(s) if isinstance(a, Build)]
    assert {a.kind for a in builds} <= {"hut-F", "hut-L", "hut-M", "hut-V", "tower", "tree"}


def _play_to_build(s):
    RULES.apply(s, next(iter(RULES.legal_actions(s))))
    assert s.phase == BUILD
    return list(RULES.legal_actions(s))


def test_a_turn_is_tile_then_building_then_draw():
    s = RULES.setup(options(2), seed=3)
    pile = len(s.pile)
    turn = s.turn
    place = next(iter(RULES.legal_actions(s)))
    assert isinstance(place, PlaceTile)
    assert RULES.check(s, NoBuild()) == "Lay your tile first."
    assert RULES.perform(s, place) is False
    assert (s.current, s.phase, s.turn) == (0, BUILD, turn)
    assert s.hands[0] == []
    legal = list(RULES.legal_actions(s))
    assert NoBuild() in legal and any(isinstance(a, Build) for a in legal)
    assert RULES.perform(s, NoBuild()) is True  # drawing reveals a tile
    assert len(s.hands[0]) == 1 and len(s.pile) == pile - 1
    assert (s.current, s.phase, s.turn) == (1, TILE, turn + 1)


def test_a_tile_that_fits_nowhere_is_set_aside_and_replaced():
    s = RULES.setup(options(2), seed=3)
    swap_in(s, "T04", "start")  # FFF over FLL
    swap_in(s, "T06", "hand", 0)  # GVM over GVM: no forest, no lake
    assert list(RULES.legal_actions(s)) == [SetAside("T06")]
    assert RULES.check(s, PlaceTile("T06", 0, 2, 0)) is not None
    pile = len(s.pile)
    assert RULES.perform(s, SetAside("T06")) is True
    assert s.set_aside == ["T06"] and len(s.hands[0]) == 1 and len(s.pile) == pile - 1
    assert (s.current, s.phase) == (0, TILE)
    assert not RULES.invariants(s)


def test_a_tile_that_fits_cannot_be_set_aside():
    s = RULES.setup(options(2), seed=3)
    tile = s.hands[0][0]
    if not s.forest().tile_places(tile):
        pytest.skip("this seed deals a tile that fits nowhere")
    assert RULES.check(s, SetAside(tile)) == "Your tile fits in the forest: lay it."


def _play(s, rng, until):
    while not until(s):
        legal = list(RULES.legal_actions(s))
        RULES.apply(s, rng.choice(legal))


@pytest.mark.parametrize("n", [2, 3, 4])
def test_when_the_pile_runs_out_everyone_lays_one_last_tile_without_drawing(n):
    s = RULES.setup(options(n), seed=21)
    rng = random.Random(4)
    _play(s, rng, lambda s: s.ending)
    assert not s.pile
    lays_before = len(s.placed) + len(s.set_aside)
    in_hands = sum(len(h) for h in s.hands)
    assert in_hands == n  # the drawer holds a tile too
    _play(s, rng, lambda s: s.phase == OVER)
    assert len(s.placed) + len(s.set_aside) - lays_before == n
    assert all(not h for h in s.hands)
    assert RULES.legal_actions(s) == []
    assert not RULES.invariants(s)


def test_placing_every_building_ends_the_game_after_the_others_last_turn():
    s = RULES.setup(options(3), seed=3)
    tile = s.hands[0][0]
    x, y, rot = s.forest().tile_places(tile)[0]
    RULES.apply(s, PlaceTile(tile, x, y, rot))
    builds = [a for a in RULES.legal_actions(s) if isinstance(a, Build)]
    last = builds[0]
    s.hq[0] = [last.kind]  # as if the other eight already stood in the forest
    pile = len(s.pile)
    RULES.apply(s, last)
    assert s.ending and s.hands[0] == [] and len(s.pile) == pile
    assert s.current == 1
    rng = random.Random(2)
    seats = []
    while s.phase != OVER:
        if s.phase == TILE:
            seats.append(s.current)
        RULES.apply(s, rng.choice(list(RULES.legal_actions(s))))
    assert seats == [1, 2]
    assert len(s.pile) == pile


def test_tie_break_by_tree_region_and_shared_win_when_equal():
    rows = ["MMMLLL", "FFFFFF", "GGGGGG", "VVMMMM"]
    base = {(0, 0): (0, "tree"), (3, 0): (1, "tree")}  # 3 meadows vs 3 lakes: 6 each
    s = position(rows, base)
    assert RULES.score_sheet(s).totals == [6, 6]
    assert RULES.winners(s) == [0, 1]  # equal trees too: both win
    s = position(rows, {(0, 0): (0, "tree"), (2, 3): (1, "tree"), (5, 0): (1, "hut-L")})
    # seat 0: 3 meadows = 6; seat 1: 4 meadows = 8 plus lake hut 3 = 11
    assert RULES.score_sheet(s).totals == [6, 11]
    assert RULES.winners(s) == [1]
    s = position(
        rows, {(0, 0): (0, "tree"), (3, 0): (0, "hut-L"), (2, 3): (1, "tree"), (0, 1): (1, "hut-F")}
    )
    # seat 0: tree 6 + hut 3 = 9; seat 1: tree 8 + ... forest 6 = 14
    totals = RULES.score_sheet(s).totals
    assert totals == [9, 14]
    s = position(
        rows, {(0, 0): (0, "tree"), (0, 1): (0, "hut-F"), (2, 3): (1, "tree"), (3, 0): (1, "hut-L")}
    )
    # seat 0: 6 + 6 = 12; seat 1: 8 + 3 = 11
    assert RULES.score_sheet(s).totals == [12, 11]
    s = position(
        rows,
        {
            (0, 0): (0, "tree"),
            (0, 1): (0, "hut-F"),
            (2, 3): (1, "tree"),
            (3, 0): (1, "hut-L"),
            (0, 3): (1, "tower"),
        },
    )
    # the village tower sees (1, 3) only: 11 + 1 = 12, a tie; seat 1's tree region is larger
    assert RULES.score_sheet(s).totals == [12, 12]
    assert RULES.winners(s) == [1]


def test_others_never_see_a_hand_and_a_redeal_keeps_the_view():
    s = RULES.setup(options(3), seed=9)
    seen = RULES.observe(s, 0)
    assert list(seen.hand) == s.hands[0]
    assert s.hands[1][0] in RULES.hidden_from(s, 0)
    assert s.hands[1][0] not in str(seen)
    again = RULES.redetermine(s, 0, random.Random(1))
    assert RULES.observe(again, 0) == seen
    assert sorted(again.pile + again.box + again.hands[1] + again.hands[2]) == sorted(
        s.pile + s.box + s.hands[1] + s.hands[2]
    )


def test_clone_is_independent():
    s = RULES.setup(options(2), seed=9)
    c = RULES.clone(s)
    RULES.apply(c, next(iter(RULES.legal_actions(c))))
    assert len(s.placed) == 1 and len(c.placed) == 2
    assert s.rng.getstate() == c.rng.getstate()
