"""The rulebook's worked examples, rebuilt as positions with the book's numbers."""

from __future__ import annotations

from game.games.mystaria import RULES, invariants
from tests.games.mystaria.helpers import building_turn, points, position


def test_forest_hut_scores_4_and_village_hut_8():
    s = position(
        ["FFMVV", "FFMVV", "LLMGG"],
        {(0, 0): (0, "hut-F"), (3, 1): (1, "hut-V")},
    )
    pts = points(s)
    assert pts[(0, 0)] == 4  # 4 forest fields, 1 each
    assert pts[(3, 1)] == 8  # 4 village fields, 2 each
    sheet = RULES.score_sheet(s)
    rows = {r.label: r.values for r in sheet.rows}
    assert rows["Forest hut"] == [4, None]
    assert rows["Village hut"] == [None, 8]
    assert sheet.totals == [4, 8]
    assert [r.values for r in sheet.rows] == invariants.recount(s)


def test_tree_on_seven_meadow_fields_scores_14():
    rows = ["MMMMG", "MMMFF", "LLGMM"]
    s = position(rows, {(4, 2): (0, "hut-M")}, tiles=["aaabb", "aaabb", "cccdd"])
    building_turn(s, "T-a")
    forest = s.forest()
    allowed = set(forest.build_fields("T-a"))
    placed = s.placed_kinds(0)
    # only the meadow hut is out, so the tree may not go on forest, only on meadow
    assert forest.build_reason(0, "tree", (3, 1), "", allowed, placed) is not None
    assert forest.build_reason(0, "tree", (1, 1), "", allowed, placed) is None
    RULES.apply(
        s, RULES.actions.decode({"type": "build", "kind": "tree", "x": 1, "y": 1, "axis": ""})
    )
    tree = points(s)[(1, 1)]
    assert tree == 14  # 7 fields times 2
    assert points(s)[(4, 2)] == 2


def test_tower_sees_three_meadows_mountains_block():
    s = position(
        ["MFMFFFF", "FFGFFFF", "FMMLMGM", "FFLFFFF", "FFMFFFF"],
        {(2, 2): (0, "tower")},
    )
    # left (1,2), right (4,2) and down (2,4); (2,0) and (6,2) lie behind mountains
    assert points(s)[(2, 2)] == 3
    assert invariants.recount(s)[4:6] == [[None, None], [3, None]]


CASTLE_LANDS = ["GFF......", "MGM...GGF", "GMG...MLL", "FLMMGF...", "...LLL..."]
CASTLE_TILES = ["bbb......", "bbb...ddd", "aaa...ddd", "aaaccc...", "...ccc..."]


def test_castle_counts_mountains_on_its_tile_and_touching_tiles_5():
    s = position(CASTLE_LANDS, {(0, 2): (0, "castle")}, tiles=CASTLE_TILES)
    # tile a: 2, tile b above: 2, tile c beside: 1; tile d touches only at a corner of c
    assert points(s)[(0, 2)] == 5
    assert invariants.recount(s)[6] == [5, None]


def test_portal_sees_five_buildings_and_not_the_hut_behind_a_mountain():
    rows = ["MMMMMMM"] * 5 + ["MMMGMMM", "MMMMMMM"]
    buildings = {
        (3, 3): (0, "portal"),
        (3, 0): (1, "hut-M"),  # straight up
        (6, 3): (1, "tower"),  # straight right
        (0, 0): (0, "tree"),  # diagonal up-left
        (6, 6): (1, "tree"),  # diagonal down-right
        (1, 5): (0, "hut-F"),  # diagonal down-left
        (3, 6): (1, "hut-L"),  # straight down, behind the mountain at (3, 5)
        (5, 4): (0, "hut-L"),  # on no line of sight
    }
    s = position(rows, buildings)
    assert points(s)[(3, 3)] == 5
    assert invariants.recount(s)[7] == [5, None]


def test_bridge_doubles_a_lake_hut_from_2_to_4():
    rows = ["LLMLL", "FFFFF"]
    s = position(rows, {(0, 0): (0, "hut-L")}, tiles=["aaabb", "aaabb"])
    assert points(s)[(0, 0)] == 2
    building_turn(s, "T-a")
    bridge = RULES.actions.decode({"type": "build", "kind": "bridge", "x": 2, "y": 0, "axis": "h"})
    assert RULES.check(s, bridge) is None
    RULES.apply(s, bridge)
    assert points(s)[(0, 0)] == 4
    assert points(s)[(2, 0)] == 0  # the bridge scores nothing itself
    assert RULES.score_sheet(s).totals[0] == 4


def test_a_tile_may_not_join_two_lakes_that_both_hold_buildings():
    rows = ["LL...LL", "FF...FF", "MMMMMMM"]
    buildings = {(0, 0): (0, "hut-L"), (6, 0): (1, "hut-L")}
    s = position(rows, buildings)
    forest = s.forest()
    # tile 21 is LLL over GGG: laid into the gap its lake row joins both lake regions
    assert forest.tile_reason("T21", 2, 0, 0) == (
        "That would join two regions that both hold buildings."
    )
    assert (2, 0, 0) not in forest.tile_places("T21")
    # with only one of the two lakes built on, the same placement is fine
    del s.buildings[(6, 0)]
    assert s.forest().tile_reason("T21", 2, 0, 0) is None
