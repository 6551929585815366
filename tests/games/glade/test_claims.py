"""Action 2, claiming a toadstool from the glade with the matching bench tile."""

from game.games.glade import RULES
from game.games.glade.actions import Claim, PlaceClaimed
from game.games.glade.state import AFTER, PLACE_CLAIMED

from .helpers import K, new_game, put, set_bench, sp

TOADS = [K("oak", "toad", f) for f in ("acorn", "blackberry", "hazelnut")]
FOURTH = K("oak", "toad", "mushroom")


def emma_set_of_three(s, row=2):
    """Emma's row of three dark brown toads, her marker on the missing tile's field."""
    for c, k in enumerate(TOADS):
        put(s, 1, k, row, c + 1)
    marker = s.edge[1].pop(0)
    s.side[marker] = 2
    s.glade[FOURTH] = marker
    return marker


def test_claiming_another_players_marker_completes_their_set_where_the_taker_chooses():
    s = new_game()
    put(s, 0, K("beech", "mouse", "acorn"), 2, 2)
    marker = emma_set_of_three(s)
    (tile,) = set_bench(s, 0, FOURTH)
    RULES.apply(s, Claim(tile))
    assert s.phase == PLACE_CLAIMED
    assert sorted(s.claim_spaces) == [(1, sp(2, 0)), (1, sp(2, 4))]
    assert "complete" in RULES.check(s, PlaceClaimed(0, sp(2, 3)))
    RULES.apply(s, PlaceClaimed(1, sp(2, 0)))
    assert s.cells[1][sp(2, 0)] == tile
    assert marker in s.store[0] and s.side[marker] == 2
    assert len(s.edge[0]) == 12 and len(s.edge[1]) == 11  # the set of 4 is not scored
    sheet = RULES.score_sheet(s)
    assert sheet.rows[2].values == [2, 0]  # in Lucy's store
    assert sheet.rows[1].values == [0, 1]  # Emma's marker taken by an opponent
    assert sheet.rows[4].values == [0, 1]  # it still shows its 2 side: Emma's point
    assert not RULES.invariants(s)


def test_claiming_when_the_other_set_cannot_be_completed_puts_the_tile_on_your_board():
    s = new_game()
    put(s, 0, K("oak", "toad", "acorn"), 2, 2)
    put(s, 1, K("beech", "mouse", "acorn"), 2, 2)  # Emma has no set for that marker
    marker = s.edge[1].pop(0)
    s.glade[FOURTH] = marker
    (tile,) = set_bench(s, 0, FOURTH)
    RULES.apply(s, Claim(tile))
    assert s.claim_spaces and all(board == 0 for board, _ in s.claim_spaces)
    RULES.apply(s, PlaceClaimed(0, sp(2, 3)))
    assert s.cells[0][sp(2, 3)] == tile and marker in s.store[0]


def test_claiming_your_own_marker_must_complete_your_own_set():
    s = new_game()
    for c, k in enumerate(TOADS):
        put(s, 0, k, 2, c)
    s.glade[FOURTH] = s.edge[0].pop(0)
    (tile,) = set_bench(s, 0, FOURTH)
    RULES.apply(s, Claim(tile))  # only (2,3) completes it: placed at once
    assert s.cells[0][sp(2, 3)] == tile
    assert s.store[0] == ["M0-01"] and s.phase != PLACE_CLAIMED
    assert len(s.edge[0]) == 11  # no further toadstool for that set of 4


def test_claiming_your_own_marker_without_its_set_goes_to_any_legal_space():
    s = new_game()
    put(s, 0, K("beech", "mouse", "acorn"), 2, 2)
    s.glade[FOURTH] = s.edge[0].pop(0)
    (tile,) = set_bench(s, 0, FOURTH)
    RULES.apply(s, Claim(tile))
    assert len(s.claim_spaces) > 2
    RULES.apply(s, PlaceClaimed(0, sp(0, 0)))  # even alone, as a new group
    assert RULES.score_sheet(s).rows[7].values[0] == -1


def test_claim_needs_a_marker_on_the_tiles_field():
    s = new_game()
    put(s, 0, K("beech", "mouse", "acorn"), 2, 2)
    (tile,) = set_bench(s, 0, FOURTH)
    assert "No toadstool" in RULES.check(s, Claim(tile))


def test_rare_case_new_set_of_three_on_the_other_board_sends_the_owners_marker():
    s = new_game()
    emma_set_of_three(s)
    # column 4 above the completing space holds two tiles that make a set of 3 with it
    put(s, 1, K("oak", "mouse", "mushroom"), 0, 4)
    put(s, 1, K("oak", "squirrel", "mushroom"), 1, 4)
    (tile,) = set_bench(s, 0, FOURTH)
    put(s, 0, K("beech", "mouse", "acorn"), 2, 2)
    RULES.apply(s, Claim(tile))
    RULES.apply(s, PlaceClaimed(1, sp(2, 4)))
    missing = K("oak", "hedgehog", "mushroom")
    assert s.glade[missing].startswith("M1-") and s.side[s.glade[missing]] == 2
    assert len(s.edge[1]) == 10 and len(s.edge[0]) == 12


def test_rare_case_second_set_of_four_is_ignored():
    s = new_game()
    emma_set_of_three(s)
    # column 4 holds three mushrooms around the completing space: a second set of 4
    for row, animal in zip((0, 1, 3), ("hedgehog", "mouse", "squirrel")):
        put(s, 1, K("oak", animal, "mushroom"), row, 4)
    (tile,) = set_bench(s, 0, FOURTH)
    put(s, 0, K("beech", "mouse", "acorn"), 2, 2)
    RULES.apply(s, Claim(tile))
    RULES.apply(s, PlaceClaimed(1, sp(2, 4)))
    assert len(s.edge[1]) == 11 and len(s.edge[0]) == 12
    assert s.store[1] == [] and len(s.store[0]) == 1
    assert s.phase in (AFTER, "play")
