"""Cloud actions, cloud capacity, skipping players and the end of the game."""

from __future__ import annotations

from game.games.renature import RULES
from game.games.renature.actions import (
    DiscardDomino,
    EndTurn,
    ExtraTurn,
    PlaceDomino,
    PlacePlant,
    TakeBack,
)
from game.games.renature.data import cell
from tests.games.renature.helpers import (
    FRANK,
    MARIE,
    PAUL,
    force,
    give,
    new_game,
    put_plant,
    turn_of,
)


def test_an_extra_turn_costs_three_clouds_and_can_be_repeated():
    s = new_game()
    turn_of(s, MARIE)
    RULES.apply(s, DiscardDomino(s.hands[MARIE][0]))
    assert s.phase == "end" and ExtraTurn() in RULES.legal_actions(s)
    turn = s.turn
    RULES.apply(s, ExtraTurn())
    assert (s.current, s.phase, s.clouds[MARIE], s.turn) == (MARIE, "domino", 3, turn + 1)
    RULES.apply(s, DiscardDomino(s.hands[MARIE][0]))
    RULES.apply(s, ExtraTurn())
    assert s.clouds[MARIE] == 0 and s.current == MARIE
    RULES.apply(s, DiscardDomino(s.hands[MARIE][0]))
    # no clouds left: the turn passes without asking
    assert s.current == PAUL and s.phase == "domino"


def test_taking_back_a_plant_costs_its_value_and_needs_your_colour_or_neutral():
    s = new_game()
    put_plant(s, MARIE, "0", "pine", (8, 8))
    put_plant(s, FRANK, "n", "bush", (8, 9))
    put_plant(s, FRANK, "2", "grass", (9, 8))
    put_plant(s, MARIE, "n", "bush", (9, 9))
    turn_of(s, MARIE)
    assert RULES.check(s, TakeBack(cell(9, 8))) == (
        "You may only take back your own or neutral plants."
    )
    RULES.apply(s, TakeBack(cell(8, 8)))
    assert s.clouds[MARIE] == 3 and len(s.supply[0]["0:pine"]) == 3
    # Marie may take back the neutral bush Frank set: her neutral bush slot is free
    RULES.apply(s, TakeBack(cell(8, 9)))
    assert s.clouds[MARIE] == 1 and cell(8, 9) not in s.plants
    assert len(s.supply[0]["n:bush"]) == 1
    assert RULES.check(s, TakeBack(cell(9, 9))) == "Taking that plant back costs 2 clouds."


def test_taking_back_needs_a_free_space_on_your_board():
    s = new_game(4)
    put_plant(s, MARIE, "n", "oak", (8, 8))
    turn_of(s, PAUL)
    # Paul's board already holds its one neutral oak: no free space for a second
    assert RULES.check(s, TakeBack(cell(8, 8))) == "Your plant board has no free space for it."
    turn_of(s, MARIE)
    assert RULES.check(s, TakeBack(cell(8, 8))) is None


def test_four_players_the_marked_spaces_are_not_free():
    s = new_game(4)
    assert s.capacity[MARIE]["0:grass"] == 3 == len(s.supply[MARIE]["0:grass"])
    put_plant(s, MARIE, "0", "grass", (8, 8))
    turn_of(s, MARIE)
    RULES.apply(s, TakeBack(cell(8, 8)))
    assert len(s.supply[MARIE]["0:grass"]) == 3


def test_clouds_from_a_cloud_region_fill_the_board_up_to_six_the_rest_go_to_the_box():
    s = new_game()
    d_cloud = next(c for c, n in s.board_clouds.items() if n == 2)  # region D's last space
    assert d_cloud == cell(3, 10)
    force(s, "owl", "snail", (3, 11), (2, 12))  # fake domino beside it
    s.clouds[MARIE] = 5
    box = s.box_clouds
    turn_of(s, MARIE, "plant", last=((3, 11),))
    RULES.apply(s, PlacePlant("0", "grass", d_cloud))
    assert s.clouds[MARIE] == 6 and s.box_clouds == box + 1 and d_cloud not in s.board_clouds


def test_a_player_without_dominoes_is_skipped_and_the_game_ends_when_all_are_out():
    s = new_game()
    for i in range(3):
        s.undealt += s.reserves[i]
        s.reserves[i] = []
        s.clouds[i] = 0
        s.box_clouds += 6
    s.undealt += s.hands[PAUL]
    s.hands[PAUL] = []
    turn_of(s, MARIE)
    s.undealt += s.hands[MARIE][1:]
    s.hands[MARIE] = s.hands[MARIE][:1]
    RULES.apply(s, DiscardDomino(s.hands[MARIE][0]))
    assert s.current == FRANK
    while s.phase != "over":
        assert s.current == FRANK
        RULES.apply(s, DiscardDomino(s.hands[FRANK][0]))
    assert RULES.decision(s).seat is None
    assert RULES.invariants(s) == []


def test_laying_beside_a_start_then_planting_then_end_turn():
    s = new_game()
    turn_of(s, MARIE)
    d = give(s, MARIE, "owl", "snail")
    RULES.apply(s, PlaceDomino(d, cell(0, 0), cell(1, 0)))
    assert s.phase == "plant"
    RULES.apply(s, PlacePlant("0", "oak", cell(1, 1)))
    assert s.score_plants[MARIE] == 1 and len(s.hands[MARIE]) == 3
    assert s.phase == "end"
    RULES.apply(s, EndTurn())
    assert s.current == PAUL
