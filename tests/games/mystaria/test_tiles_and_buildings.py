"""Laying tiles and building: every placement rule and its reason."""

from __future__ import annotations

from collections import Counter

import pytest

from game.games.mystaria import board
from game.games.mystaria.data import COMPONENTS, TILE_IDS, footprint
from tests.games.mystaria.helpers import position

# --- components -------------------------------------------------------------------


def test_36_tiles_of_six_fields_with_the_designed_landscape_counts():
    assert len(TILE_IDS) == 36
    fields = Counter(c for t in TILE_IDS for _x, _y, c in footprint(t, 0))
    assert fields == {"M": 54, "F": 48, "L": 42, "G": 36, "V": 36}


def test_headquarters_and_removal_counts_come_from_the_data():
    assert COMPONENTS.removed == {2: 13, 3: 8, 4: 3}
    assert sorted(COMPONENTS.buildings) == sorted(
        ["hut-V", "hut-L", "hut-F", "hut-M", "tree", "tower", "bridge", "portal", "castle"]
    )
    assert sorted(COMPONENTS.easy_buildings) == sorted(
        ["hut-V", "hut-L", "hut-F", "hut-M", "tree", "tower"]
    )


@pytest.mark.parametrize("rot", [0, 1, 2, 3])
def test_a_quarter_turn_keeps_six_fields_in_a_two_by_three_box(rot):
    cells = footprint("T04", rot)
    xs = {x for x, _y, _l in cells}
    ys = {y for _x, y, _l in cells}
    assert len(cells) == 6
    assert (len(xs), len(ys)) == ((3, 2) if rot % 2 == 0 else (2, 3))
    assert Counter(land for *_xy, land in cells) == {"F": 4, "L": 2}


def test_four_quarter_turns_come_back_to_the_start():
    # T04 is FFF over FLL: turned clockwise once, the bottom row becomes the left column
    assert footprint("T04", 1) == (
        (0, 0, "F"),
        (1, 0, "F"),
        (0, 1, "L"),
        (1, 1, "F"),
        (0, 2, "L"),
        (1, 2, "F"),
    )
    assert footprint("T04", 2) == tuple(
        sorted(
            ((2 - x, 1 - y, land) for x, y, land in footprint("T04", 0)), key=lambda c: (c[1], c[0])
        )
    )


# --- laying a tile ----------------------------------------------------------------

START = ["FFF", "FLL"]  # tile T04 at the origin


def test_a_tile_never_lies_on_the_forest():
    f = position(START).forest()
    assert f.tile_reason("T01", 1, 1, 0) == "Tiles go beside the forest, never on it."


def test_a_tile_must_touch_the_forest():
    f = position(START).forest()
    assert f.tile_reason("T01", 5, 5, 0) == "The tile must touch the forest."


def test_a_touching_field_must_share_a_landscape():
    f = position(START).forest()
    # T31 is VVV over MMM: below the start tile its villages touch forest and lake only
    assert f.tile_reason("T31", 0, 2, 0) == (
        "At least one field must touch a field of the same landscape."
    )
    # T01 is MMM over FFF: above the start tile its forest row meets forest
    assert f.tile_reason("T01", 0, -2, 0) is None


def test_one_matching_field_is_enough_the_others_may_differ():
    f = position(START).forest()
    # T23 is MFF over MFF turned upright ... laid to the right: only (3,0) F meets (2,0) F
    assert f.tile_reason("T04", 3, 0, 0) is None


def test_gaps_are_allowed():
    s = position(START)
    # one row higher than the start tile: (3, 1) stays a hole beside both tiles
    assert s.forest().tile_reason("T04", 3, -1, 0) is None


def test_tile_places_lists_every_rotation_and_only_legal_spots():
    f = position(START).forest()
    places = f.tile_places("T04")
    assert {rot for _x, _y, rot in places} == {0, 1, 2, 3}
    assert all(f.tile_reason("T04", x, y, r) is None for x, y, r in places)
    assert len(places) == len(set(places))


# --- building -------------------------------------------------------------------


def check(s, kind, pos, seat=0, axis="", last="T-a"):
    f = s.forest()
    allowed = set(f.build_fields(last))
    return f.build_reason(seat, kind, pos, axis, allowed, s.placed_kinds(seat))


TILES6 = ["aaabbb", "aaabbb", "cccddd", "cccddd"]


def test_build_on_the_new_tile_or_a_field_beside_it_only():
    s = position(["MMMFFF", "MMMFFF", "LLLVVV", "LLLVVV"], tiles=TILES6)
    assert check(s, "hut-F", (3, 0)) is None  # beside tile a
    assert check(s, "hut-L", (0, 2)) is None  # beside tile a, below
    assert check(s, "hut-V", (4, 3)) == "Build on the tile you just laid or on a field beside it."
    assert check(s, "hut-F", (5, 1)) == "Build on the tile you just laid or on a field beside it."


def test_diagonal_neighbours_are_not_beside_the_tile():
    s = position(["MMMFFF", "MMMFFF", "LLLVVV", "LLLVVV"], tiles=TILES6)
    assert check(s, "hut-V", (3, 2)) is not None


def test_never_into_a_region_that_holds_a_building_own_or_other():
    s = position(["MMMMMM", "MMMMMM"], {(5, 0): (1, "tower")}, tiles=["aaabbb"] * 2)
    assert check(s, "hut-M", (0, 0)) == "That region already holds a building."
    s = position(["MMMMMM", "MMMMMM"], {(5, 0): (0, "tower")}, tiles=["aaabbb"] * 2)
    assert check(s, "hut-M", (0, 0)) == "That region already holds a building."


def test_nothing_but_the_castle_on_a_mountain_and_the_castle_only_there():
    s = position(["GGMMVV", "GGMMVV"], tiles=["aaabbb"] * 2)
    assert check(s, "tower", (0, 0)) == "Only the castle may stand on a mountain."
    assert check(s, "castle", (2, 0)) == "The castle must stand on a mountain."
    assert check(s, "castle", (0, 0)) is None


def test_each_hut_only_on_its_own_landscape():
    s = position(["MMMFFF", "LLLVVV"], tiles=["aaabbb"] * 2)
    assert check(s, "hut-F", (0, 0)) == "The forest hut stands only on forest."
    assert check(s, "hut-M", (0, 0)) is None
    assert check(s, "hut-V", (3, 1)) is None


def test_the_tree_needs_a_placed_hut_of_its_landscape():
    s = position(["MMMFFF", "MMMFFF"], tiles=["aaabbb"] * 2)
    reason = "The tree stands only on a landscape whose hut you have placed."
    assert check(s, "tree", (0, 0)) == reason
    s = position(["MMMFFF", "MMMFFF", "..M..."], {(2, 2): (1, "hut-M")}, tiles=["aaabbb"] * 3)
    assert check(s, "tree", (3, 0)) == reason  # another player's meadow hut does not count
    s = position(
        ["MMMFFF", "MMMFFF", "L....."], {(0, 2): (0, "hut-L")}, tiles=["aaabbb", "aaabbb", "c....."]
    )
    assert check(s, "tree", (0, 0)) == reason
    s.buildings[(5, 1)] = (0, "hut-F")
    s.hq[0].remove("hut-F")
    assert check(s, "tree", (0, 0)) == reason
    assert check(s, "tree", (3, 0)) == "That region already holds a building."


def test_no_tower_in_the_straight_line_of_sight_of_another():
    rows = ["MMMFFF", "LLLVVV", "MMMMMM", "FFF...", "FFF.MM"]
    tiles = ["aaabbb", "aaabbb", "cccddd", "cccddd", "fff.ee"]
    s = position(rows, {(0, 4): (1, "tower")}, tiles=tiles)
    assert check(s, "tower", (0, 0)) == "Another tower already sees that field."
    seen = "Another tower already sees that field."
    assert check(s, "tower", (4, 4), last="T-e") == seen  # the gap does not block
    assert check(s, "tower", (1, 1)) is None  # diagonal is fine


def test_a_mountain_blocks_the_towers_line_of_sight():
    s = position(
        ["MMMFFF", "GLLVVV", "FFF..."], {(0, 2): (1, "tower")}, tiles=["aaabbb", "aaabbb", "ccc..."]
    )
    assert check(s, "tower", (0, 0)) is None


def test_the_bridge_joins_two_regions_of_one_landscape_across_its_field():
    s = position(["LLMLL", "FFFFF"], tiles=["aaabb", "aaabb"])
    assert check(s, "bridge", (2, 0), axis="h") is None
    assert check(s, "bridge", (2, 0), axis="v") == (
        "A bridge must join two separate regions of one landscape across it."
    )
    assert check(s, "bridge", (2, 0)) == "Only a bridge is turned along a direction."
    assert check(s, "hut-M", (2, 0), axis="h") == "Only a bridge is turned along a direction."


def test_the_bridge_may_extend_your_own_region_but_not_another_players():
    rows = ["LLMLL", "FFFFF"]
    s = position(rows, {(0, 0): (0, "hut-L")}, tiles=["aaabb", "aaabb"])
    assert check(s, "bridge", (2, 0), axis="h", seat=0) is None
    assert check(s, "bridge", (2, 0), axis="h", seat=1) == (
        "A bridge cannot extend a region with another player's building."
    )


def test_the_bridge_never_merges_two_built_regions():
    rows = ["LLMLL", "FFFFF"]
    s = position(rows, {(0, 0): (0, "hut-L"), (4, 0): (0, "tree")}, tiles=["aaabb", "aaabb"])
    assert check(s, "bridge", (2, 0), axis="h") == (
        "A bridge cannot join two regions that both hold buildings."
    )


def test_a_bridge_join_counts_for_later_tiles_and_buildings():
    rows = ["LLMLL", "FFFFF"]
    s = position(
        rows, {(0, 0): (0, "hut-L"), (2, 0): (0, "bridge")}, {(2, 0): "h"}, tiles=["aaabb", "aaabb"]
    )
    # the far lake now belongs to the hut's region: no building may go there
    assert check(s, "tree", (4, 0), last="T-b") == "That region already holds a building."


def test_the_bridge_stands_off_mountains_and_only_in_regions_built_on_by_its_owner():
    s = position(["LLGLL", "FFFFF"], tiles=["aaabb", "aaabb"])
    assert check(s, "bridge", (2, 0), axis="h") == "Only the castle may stand on a mountain."
    s = position(
        ["LLMLL", "FFMFF", "..M.."], {(2, 2): (1, "hut-M")}, tiles=["aaabb", "aaabb", "..c.."]
    )
    assert check(s, "bridge", (2, 0), axis="h") == (
        "A bridge cannot stand in a region with another player's building."
    )
    # the exception: a region with your own building is fine for your bridge
    assert check(s, "bridge", (2, 0), axis="h", seat=1) is None
    s.buildings[(4, 0)] = (1, "hut-L")
    assert check(s, "bridge", (2, 0), axis="h", seat=1) is None  # extends own lake hut


def test_a_tile_may_extend_one_built_region_or_join_unbuilt_ones():
    rows = ["LL...LL", "FF...FF", "MMMMMMM"]
    s = position(rows, {(0, 0): (0, "hut-L")})
    assert s.forest().tile_reason("T21", 2, 0, 0) is None
    s = position(rows, {(0, 0): (0, "hut-L"), (6, 1): (1, "hut-F")})
    assert s.forest().tile_reason("T21", 2, 0, 0) is None  # lake and forest: no join


def test_a_tile_joining_two_built_regions_through_its_own_fields_is_refused():
    # T33 (FLL over FLL) turned once: its four lakes touch both lake regions
    rows = ["LL..LL", "FF..FF"]
    s = position(rows, {(0, 0): (0, "hut-L"), (5, 0): (1, "tree")})
    assert s.forest().tile_reason("T33", 2, -1, 1) == (
        "That would join two regions that both hold buildings."
    )


def test_regions_are_named_by_their_least_field_and_a_kept_answer_is_never_shared():
    # F F L  /  L M L, a bridge on the mountain joining the two lakes across it
    cells = {(0, 0): "F", (1, 0): "F", (2, 0): "L", (0, 1): "L", (1, 1): "M", (2, 1): "L"}
    bridges = {(1, 1): "h"}
    want = {(0, 0): (0, 0), (1, 0): (0, 0), (1, 1): (1, 1),
            (0, 1): (0, 1), (2, 0): (0, 1), (2, 1): (0, 1)}
    assert board.regions(cells, bridges) == want
    assert board.regions(dict(reversed(cells.items())), bridges) == want
    assert board.regions(cells, {})[(2, 0)] == (2, 0)  # without the bridge: two lakes
    labels = board.regions(cells, bridges)
    labels[(2, 0)] = (9, 9)  # a caller's change stays its own
    assert board.regions(cells, bridges) == want
