"""Step C: plant points and region scoring, with the rulebook's Marie and Frank."""

from __future__ import annotations

from game.games.renature import RULES, scoring
from game.games.renature.actions import PlacePlant, SkipPlant
from game.games.renature.data import board, cell, region_tiles
from game.games.renature.placement import is_closed
from tests.games.renature.helpers import FRANK, MARIE, force, give, new_game, put_plant, turn_of

# region K of the base board: four spaces at rows 8-9, columns 8-9
K = [(8, 8), (8, 9), (9, 8), (9, 9)]
ORANGE, BLACK, NEUTRAL = "0", "2", "n"


def plant(s, seat, colour, kind, at):
    beside = ((7, 8), (7, 9)) if at[0] == 8 else ((10, 8), (10, 9))
    turn_of(s, seat, "plant", last=beside)
    before = s.score_plants[seat]
    RULES.apply(s, PlacePlant(colour, kind, cell(*at)))
    return s.score_plants[seat] - before


def test_marie_and_frank_plant_points_1_1_3_4():
    s = new_game()
    force(s, "owl", "snail", (7, 8), (7, 9))
    force(s, "badger", "frog", (10, 8), (10, 9))
    assert plant(s, MARIE, ORANGE, "bush", K[0]) == 1  # a) alone in the region
    assert plant(s, FRANK, BLACK, "grass", K[1]) == 1  # b) the bush is worth more
    assert plant(s, FRANK, BLACK, "bush", K[2]) == 3  # c) itself, the bush, the grass
    assert plant(s, MARIE, NEUTRAL, "pine", K[3]) == 4  # d) a neutral plant pays too


def _k_with(s, plants):
    for seat, colour, kind, at in plants:
        put_plant(s, seat, colour, kind, at)


def _close_k_by_marie(s):
    """Lay every domino around K but the last, which Marie lays through the rules."""
    force(s, "snail", "turtle", (7, 7), (7, 8))
    force(s, "badger", "owl", (7, 9), (7, 10))
    force(s, "frog", "beaver", (8, 7), (9, 7))
    force(s, "salamander", "woodpecker", (10, 8), (10, 9))
    turn_of(s, MARIE)
    d = give(s, MARIE, "owl", "hedgehog")
    assert not is_closed(s, board("base"), "K")
    from game.games.renature.actions import PlaceDomino

    RULES.apply(s, PlaceDomino(d, cell(8, 10), cell(9, 10)))
    if s.phase == "plant":
        RULES.apply(s, SkipPlant())


def test_region_example_1_ties_cancel_and_marie_alone_takes_both_numbers():
    s = new_game()
    _k_with(
        s,
        [
            (MARIE, ORANGE, "bush", K[0]),
            (FRANK, BLACK, "grass", K[1]),
            (FRANK, BLACK, "bush", K[2]),
            (MARIE, NEUTRAL, "pine", K[3]),
        ],
    )
    tile = region_tiles()[s.tiles["K"]]
    assert (tile.main, tile.secondary) == (4, 2)
    _close_k_by_marie(s)
    assert s.score_regions == [6, 0, 0]
    assert s.closed == {"K": MARIE} and tile.id in s.owned_tiles[MARIE]
    assert "K" not in s.tiles and RULES.invariants(s) == []


def test_region_example_2_neutral_first_frank_second_gets_the_secondary_points():
    s = new_game()
    _k_with(
        s,
        [
            (MARIE, NEUTRAL, "oak", K[0]),
            (FRANK, BLACK, "grass", K[1]),
            (FRANK, BLACK, "bush", K[2]),
        ],
    )
    _close_k_by_marie(s)
    assert s.score_regions == [0, 0, 2]
    assert len(s.owned_tiles[MARIE]) == 1  # the closer takes the tile, points or not


def test_award_rules():
    assert scoring.award({"0": 2, "2": 3, "n": 3}, 4, 2) == {"0": 6}
    assert scoring.award({"n": 4, "2": 3}, 4, 2) == {"2": 2}
    assert scoring.award({"n": 5}, 4, 2) == {}
    assert scoring.award({"0": 3, "1": 3}, 4, 2) == {}
    assert scoring.award({"0": 5, "1": 3, "2": 1}, 4, 2) == {"0": 4, "1": 2}
    assert scoring.award({"0": 5, "1": 3, "2": 3}, 4, 2) == {"0": 6}


def test_closing_counts_isolated_spaces_and_ignores_diagonal_ones():
    s = new_game()
    b = board("base")
    force(s, "snail", "turtle", (7, 8), (7, 9))
    force(s, "frog", "beaver", (8, 7), (9, 7))
    force(s, "salamander", "woodpecker", (10, 8), (10, 9))
    force(s, "badger", "owl", (9, 10), (10, 10))
    # (8,10) is free and (7,10) beside it is free: a domino still fits there
    assert not is_closed(s, b, "K")
    force(s, "hedgehog", "butterfly", (7, 10), (7, 11))
    # now (8,10) is isolated; the diagonal spaces (7,7) and (10,7) are free but do not count
    assert s.animals[cell(7, 7)] is None and s.animals[cell(10, 7)] is None
    assert is_closed(s, b, "K")


def test_a_domino_that_isolates_a_space_closes_a_region_it_does_not_touch():
    s = new_game()
    force(s, "snail", "turtle", (7, 8), (7, 9))
    force(s, "frog", "beaver", (8, 7), (9, 7))
    force(s, "salamander", "woodpecker", (10, 8), (10, 9))
    force(s, "badger", "owl", (9, 10), (10, 10))
    put_plant(s, FRANK, BLACK, "oak", K[0])
    turn_of(s, MARIE)
    d = give(s, MARIE, "turtle", "hedgehog")
    from game.games.renature.actions import PlaceDomino

    RULES.apply(s, PlaceDomino(d, cell(7, 10), cell(7, 11)))  # turtle beside turtle
    if s.phase == "plant":
        RULES.apply(s, SkipPlant())
    assert s.closed.get("K") == MARIE
    assert s.score_regions == [0, 0, 6]  # Frank alone: 4 + 2


def test_final_scoring_open_regions_clouds_plants_left_and_backs():
    s = new_game()
    put_plant(s, FRANK, BLACK, "oak", K[0])
    s.owned_tiles[MARIE].append(s.box_tiles.pop())
    back = region_tiles()[s.owned_tiles[MARIE][0]].back
    s.phase = "over"
    rows = {r.label: r.values for r in RULES.score_sheet(s).rows}
    assert rows["Open regions (end)"] == [0, 0, 6]
    assert rows["Clouds left (end)"] == s.clouds
    own = 5 * 1 + 4 * 2 + 3 * 3 + 2 * 4  # 30
    assert rows["Plants left (end)"][MARIE] == -(own + 2 * 1 + 2 + 3 + 4)  # board 1 neutrals
    assert rows["Plants left (end)"][FRANK] == -(own + 1 + 2 + 3 + 4 - 4)  # the oak is out
    assert rows["Region tile backs (end)"] == [back, 0, 0]


def test_backs_stay_off_the_live_sheet():
    s = new_game()
    s.owned_tiles[MARIE].append(s.box_tiles.pop())
    rows = {r.label: r.values for r in RULES.score_sheet(s).rows}
    assert rows["Region tile backs (end)"] == [None, None, None]
    seen = RULES.observe(s, FRANK).owned_tiles[MARIE]
    assert seen[0][2] is None


def test_tie_break_by_region_tiles_then_shared():
    s = new_game()
    s.owned_tiles[FRANK].append(s.box_tiles.pop())
    assert scoring.winners(s, [20, 10, 20]) == [FRANK]
    s.owned_tiles[MARIE].append(s.box_tiles.pop())
    assert scoring.winners(s, [20, 10, 20]) == [MARIE, FRANK]
