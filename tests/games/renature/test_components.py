"""Component counts and the setup for 2, 3 and 4 players."""

from __future__ import annotations

from collections import Counter

import pytest

from game.games.renature.data import all_plants, animals, dominoes, plant_kind, region_tiles
from game.games.renature.setup import seat_boards, seat_colours
from tests.games.renature.helpers import new_game


def test_55_dominoes_every_pair_once():
    pairs = list(dominoes().values())
    assert len(pairs) == 55
    assert len({frozenset(p) for p in pairs}) == 55
    assert sum(1 for a, b in pairs if a == b) == 10
    assert len(animals()) == 10 and animals()[0] == "butterfly"


def test_74_plants_and_21_region_tiles():
    assert len(all_plants()) == 74 == len(set(all_plants()))
    neutral = Counter(plant_kind(p) for p in all_plants() if p.startswith("P-n-"))
    assert neutral == {"grass": 6, "bush": 4, "pine": 4, "oak": 4}
    tiles = region_tiles().values()
    assert len(tiles) == 21
    assert Counter(t.main for t in tiles) == {2: 2, 3: 2, 4: 4, 5: 4, 6: 3, 7: 2, 8: 2, 9: 1, 10: 1}


@pytest.mark.parametrize("players,dealt", [(2, 26), (3, 18), (4, 13)])
def test_dealing_hands_and_start_scores(players, dealt):
    s = new_game(players)
    for i in range(players):
        assert len(s.hands[i]) == 3
        assert len(s.hands[i]) + len(s.reserves[i]) == dealt
    assert len(s.undealt) == 55 - players * dealt
    assert s.score_start == [4, 3, 2, 1][:players]
    assert s.joker == "butterfly"


def test_two_players_each_take_two_plant_boards_of_one_colour():
    s = new_game(2)
    assert seat_colours(2) == [[0], [1]] and seat_boards(2) == [[0, 2], [1, 3]]
    assert s.clouds == [12, 12]
    for seat in range(2):
        own = [p for b in s.boards[seat] for k, v in s.supply[b].items() for p in v if k[0] != "n"]
        assert len(own) == 14 and {p.split("-")[1] for p in own} == {str(seat)}
        neutral = sum(len(v) for b in s.boards[seat] for k, v in s.supply[b].items() if k[0] == "n")
        assert neutral == 9
    assert sum(1 for p in s.box_plants if p.split("-")[1] in "23") == 28


def test_four_players_leave_the_marked_spaces_empty():
    s = new_game(4)
    assert s.capacity[0]["0:grass"] == 3 and s.capacity[0]["0:bush"] == 2
    assert s.capacity[0]["0:pine"] == 2 and s.capacity[0]["0:oak"] == 2
    assert s.clouds == [6, 6, 6, 6]
    assert sum(s.board_clouds.values()) == 6 and s.box_clouds == 0


def test_three_players_put_the_fourth_board_in_the_box():
    s = new_game(3)
    assert s.supply[3] == {}
    assert sum(1 for p in s.box_plants if p.startswith("P-3-")) == 14
    assert s.box_clouds == 30 - 18 - 6


def test_region_tiles_match_the_region_sizes_and_three_stay_in_the_box():
    s = new_game(3)
    assert len(s.tiles) == 18 and len(s.box_tiles) == 3
    assert sorted(region_tiles()[t].main for t in s.box_tiles) == [4, 5, 6]


def test_valley_has_mushrooms_and_32_clouds_but_no_region_tiles():
    s = new_game(4, "valley")
    assert len(s.mushroom_supply) == 8 and s.tiles == {}
    assert s.cloud_total == 32 and sum(s.board_clouds.values()) == 8 and s.box_clouds == 0
