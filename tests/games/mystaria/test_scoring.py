"""Scoring edge cases beyond the rulebook's pictures, each checked against the
independent recount too."""

from __future__ import annotations

from game.games.mystaria import RULES, invariants
from tests.games.mystaria.helpers import points, position


def scored(s):
    pts = points(s)
    assert [r.values for r in RULES.score_sheet(s).rows] == invariants.recount(s)
    return pts


def test_a_hut_region_counts_fields_across_tiles_and_holes_do_not_join():
    s = position(["MMM.MM", "FFF.FF"], {(0, 0): (0, "hut-M")}, tiles=["aaa.bb", "aaa.bb"])
    assert scored(s)[(0, 0)] == 3  # the meadows beyond the hole are another region


def test_a_village_hut_counts_double_and_a_lake_hut_single():
    s = position(["VVVLL", "MMMMM"], {(0, 0): (0, "hut-V"), (4, 0): (1, "hut-L")})
    pts = scored(s)
    assert (pts[(0, 0)], pts[(4, 0)]) == (6, 2)


def test_the_tower_counts_only_its_own_landscape_and_not_its_own_field():
    s = position(["FMFMF"], {(2, 0): (0, "tower")})
    assert scored(s)[(2, 0)] == 2  # the two other forests; meadows do not count


def test_buildings_do_not_block_lines_of_sight():
    s = position(["LLLLL"], {(0, 0): (0, "portal"), (2, 0): (1, "tower"), (4, 0): (1, "hut-L")})
    pts = scored(s)
    assert pts[(0, 0)] == 2
    assert pts[(2, 0)] == 4  # the tower sees all four other lakes past the buildings


def test_the_portal_sees_a_castle_on_the_first_mountain_but_nothing_behind_it():
    s = position(["MGMM"], {(0, 0): (0, "portal"), (1, 0): (1, "castle"), (3, 0): (1, "hut-M")})
    assert scored(s)[(0, 0)] == 1


def test_holes_in_the_forest_do_not_block_a_line_of_sight():
    s = position(["M..M..M"], {(0, 0): (0, "tower")})
    assert scored(s)[(0, 0)] == 2


def test_the_castle_counts_each_touching_tile_once_and_skips_corner_tiles():
    lands = ["GGG...", "GMG...", "...GGG", "...GGG"]
    tiles = ["aaa...", "aaa...", "...bbb", "...bbb"]
    s = position(lands, {(0, 0): (0, "castle")}, tiles=tiles)
    assert scored(s)[(0, 0)] == 5  # tile b only meets tile a at a corner
    lands = ["GGGG..", "GMGG..", "...GGG", "...GGG"]
    tiles = ["aaac..", "aaac..", "...bbb", "...bbb"]
    s = position(lands, {(0, 0): (0, "castle")}, tiles=tiles)
    assert scored(s)[(0, 0)] == 7  # tile c (2 mountains) touches a; b still does not


def test_the_bridge_joins_vertically_too_and_the_tree_doubles_the_joined_region():
    s = position(
        ["LF", "MF", "LF", "LF"],
        {(0, 0): (0, "tree"), (0, 1): (0, "bridge")},
        {(0, 1): "v"},
    )
    assert scored(s)[(0, 0)] == 2 * 3


def test_unplaced_buildings_score_nothing_and_show_empty():
    s = position(["MMM"], {(0, 0): (1, "hut-M")})
    sheet = RULES.score_sheet(s)
    assert sheet.totals == [0, 3]
    assert all(r.values[0] is None for r in sheet.rows)
    assert [r.label for r in sheet.rows] == [
        "Village hut",
        "Lake hut",
        "Forest hut",
        "Meadow hut",
        "Tree",
        "Tower",
        "Castle",
        "Portal",
    ]
