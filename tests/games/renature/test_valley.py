"""The Valley expansion: stumps, mushrooms, meadow clouds, end scoring, tie-break."""

from __future__ import annotations

import random

from game.core import Match
from game.games.renature import RULES, scoring, turns
from game.games.renature.actions import PlaceDomino, PlaceMushroom, PlacePlant
from game.games.renature.data import NEIGHBOURS, board, cell
from game.games.renature.placement import mushroom_spaces
from tests.games.renature.helpers import MARIE, PAUL, force, give, new_game, put_plant, turn_of
from tests.harness import options_for


def test_the_valley_starts_are_ponds_and_the_stumps_and_clouds_are_meadows():
    b = board("valley")
    assert b.starts == {cell(7, 0), cell(7, 8), cell(7, 14), cell(12, 8)}
    assert cell(6, 9) in b.stumps and cell(8, 8) in b.clouds


def test_covering_a_meadow_cloud_takes_it_with_the_domino():
    s = new_game(3, "valley")
    s.clouds[MARIE] = 3
    turn_of(s, MARIE)
    d = give(s, MARIE, "owl", "snail")
    RULES.apply(s, PlaceDomino(d, cell(7, 8), cell(8, 8)))  # the pond, then the cloud
    assert s.clouds[MARIE] == 4 and cell(8, 8) not in s.board_clouds


def test_a_stump_gives_a_mushroom_that_joins_regions_and_takes_a_plant():
    s = new_game(3, "valley")
    force(s, "snail", "owl", (7, 8), (7, 9))
    put_plant(s, PAUL, "1", "bush", (4, 7))  # region E
    turn_of(s, MARIE)
    d = give(s, MARIE, "owl", "frog")
    RULES.apply(s, PlaceDomino(d, cell(6, 9), cell(6, 10)))  # the owl covers the stump
    assert s.phase == "mushroom" and len(s.mushroom_supply) == 8
    assert cell(4, 8) in mushroom_spaces(s)
    assert cell(6, 6) not in mushroom_spaces(s)  # a meadow with a cloud
    RULES.apply(s, PlaceMushroom(cell(4, 8)))  # between E and H
    assert "E+H" in s.regions and len(s.regions["E+H"]) == 4 + 4 + 1
    assert s.phase == "plant"
    RULES.apply(s, PlacePlant("0", "bush", cell(5, 10)))  # H, now one region with E
    assert s.score_plants[MARIE] == 2  # itself and Paul's bush over in E
    assert RULES.invariants(s) == []


def test_a_plant_may_grow_on_a_mushroom():
    s = new_game(3, "valley")
    force(s, "snail", "owl", (7, 8), (7, 9))
    turn_of(s, MARIE)
    d = give(s, MARIE, "owl", "frog")
    RULES.apply(s, PlaceDomino(d, cell(6, 9), cell(6, 10)))
    RULES.apply(s, PlaceMushroom(cell(5, 9)))  # beside H and beside the domino
    assert s.region_of[cell(5, 9)] == "H"
    RULES.apply(s, PlacePlant("0", "oak", cell(5, 9)))
    assert s.plants[cell(5, 9)].startswith("P-0-oak")


def test_no_region_scoring_during_play_in_valley():
    for name in ("valley", "valley_variant"):
        m = Match(RULES, options_for(RULES, 2, (("board", name),)), 3)
        rng = random.Random(1)
        while not m.over:
            m.play(rng.choice(list(RULES.legal_actions(m.state))))
        assert m.state.closed == {} and m.state.score_regions == [0, 0]


def test_final_majority_pays_one_per_space_and_half_to_the_second():
    s = new_game(3, "valley")
    put_plant(s, MARIE, "0", "oak", (4, 6))  # E, 4 spaces
    put_plant(s, PAUL, "1", "bush", (4, 7))
    put_plant(s, PAUL, "1", "pine", (1, 1))  # A, 3 spaces: Paul alone
    rows = scoring.final_rows(s)
    assert rows["regions"] == [4, 2 + 3 + 1, 0]


def test_the_tie_break_is_the_majority_in_the_largest_region():
    s = new_game(3, "valley")
    put_plant(s, PAUL, "1", "grass", (13, 5))  # R is the largest region (5 spaces)
    assert scoring.winners(s, [10, 10, 3]) == [PAUL]
    put_plant(s, MARIE, "0", "grass", (13, 6))  # now tied there: nobody holds it
    assert scoring.winners(s, [10, 10, 3]) == [MARIE, PAUL]


def test_variant_side_clouds_lie_on_region_spaces_and_come_with_a_plant():
    s = new_game(3, "valley_variant")
    b = board("valley_variant")
    c = min(b.clouds)
    s.clouds[MARIE] = 2
    turn_of(s, MARIE, "plant")
    s.last = tuple(n for n in NEIGHBOURS[c] if n in b.domino_spaces)[:2]
    target = c
    RULES.apply(s, PlacePlant("0", "grass", target))
    assert s.clouds[MARIE] == 3 and target not in s.board_clouds


def test_valley_example_an_oak_in_a_joined_region_scores_1_plus_10():
    s = new_game(3, "valley")
    turns.mushroom(s, cell(4, 5))  # joins G and E
    turns.mushroom(s, cell(4, 8))  # and E with H
    assert len(s.regions["E+G+H"]) == 4 + 4 + 4 + 2
    spots = [(4, 3), (4, 4), (5, 3), (5, 4), (4, 6), (4, 7), (5, 6), (4, 9), (4, 10), (4, 5)]
    for i, at in enumerate(spots):
        seat = i % 3
        put_plant(s, seat, str(seat) if i % 2 else "n", "grass" if i < 6 else "bush", at)
    turn_of(s, MARIE, "plant", last=((6, 10),))
    RULES.apply(s, PlacePlant("0", "oak", cell(5, 10)))
    assert s.score_plants[MARIE] == 11
