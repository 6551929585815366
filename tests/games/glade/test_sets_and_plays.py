"""Sets, placement rules, sets of 3 and 4, and the compensation when no toadstool is
left (the rulebook's set examples, invalid placements and set-of-4 examples)."""

from game.games.glade import RULES
from game.games.glade.actions import Confirm, Place, TakeBack
from game.games.glade.forest import is_set, unconnected_groups

from .helpers import K, back_to, new_game, play, put, set_bench, sp


def test_book_set_examples():
    # blackberries alike, animals and leaves all different
    assert is_set(
        [
            K("beech", "hedgehog", "blackberry"),
            K("oak", "mouse", "blackberry"),
            K("maple", "toad", "blackberry"),
        ]
    )
    # hedgehogs alike, leaves different, but 2 hazelnuts and an acorn: no set
    assert not is_set(
        [
            K("beech", "hedgehog", "hazelnut"),
            K("oak", "hedgehog", "hazelnut"),
            K("maple", "hedgehog", "acorn"),
        ]
    )
    # four squirrels, leaves and fruits all different
    assert is_set(
        [
            K(leaf, "squirrel", f)
            for leaf, f in zip(
                ("beech", "chestnut", "maple", "oak"),
                ("acorn", "blackberry", "hazelnut", "mushroom"),
            )
        ]
    )
    # toads and leaf alike, fruits different: two shared features
    assert is_set([K("oak", "toad", f) for f in ("acorn", "hazelnut", "mushroom")])
    # two identical tiles are a set, but no third tile can ever join them
    twin = K("oak", "toad", "acorn")
    assert is_set([twin, twin])
    assert not any(is_set([twin, twin, k]) for k in range(64) if k != twin)
    assert not is_set([twin] * 5)


def test_invalid_placement_light_green_squirrel_above_dark_brown_tiles():
    s = new_game()
    put(s, 0, K("oak", "mouse", "hazelnut"), 2, 2)
    put(s, 0, K("oak", "mouse", "acorn"), 2, 1)
    put(s, 0, K("oak", "toad", "mushroom"), 3, 1)
    put(s, 0, K("oak", "squirrel", "blackberry"), 4, 1)
    (squirrel,) = set_bench(s, 0, K("beech", "squirrel", "hazelnut"))
    reason = RULES.check(s, Place(squirrel, sp(1, 1)))
    assert reason is not None and "set" in reason


def test_invalid_placement_dark_green_mouse_beside_light_green_toad():
    s = new_game()
    put(s, 0, K("beech", "toad", "acorn"), 2, 2)
    (mouse,) = set_bench(s, 0, K("chestnut", "mouse", "hazelnut"))
    assert "no set" in RULES.check(s, Place(mouse, sp(2, 3)))
    # apart from the group, on its own, it may go
    assert RULES.check(s, Place(mouse, sp(0, 4))) is None


def test_line_of_five_is_refused():
    s = new_game()
    for c, k in enumerate(
        K("beech", "toad", f) for f in ("acorn", "blackberry", "hazelnut", "mushroom")
    ):
        put(s, 0, k, 2, c)
    (t,) = set_bench(s, 0, K("oak", "toad", "acorn"))
    assert "at most 4" in RULES.check(s, Place(t, sp(2, 4)))


def test_play_must_be_one_line_and_join_up():
    s = new_game()
    put(s, 0, K("oak", "toad", "acorn"), 2, 2)
    a, b, c = set_bench(
        s,
        0,
        K("oak", "hedgehog", "acorn"),
        K("oak", "mouse", "acorn"),
        K("oak", "squirrel", "acorn"),
    )
    RULES.apply(s, Place(a, sp(0, 0)))
    assert "one row or one column" in RULES.check(s, Place(b, sp(1, 1)))
    assert "place the tiles in between first" in RULES.check(s, Place(b, sp(0, 2)))
    RULES.apply(s, Place(c, sp(0, 1)))
    RULES.apply(s, Place(b, sp(0, 2)))
    assert RULES.check(s, Confirm()) is None
    assert "end of the play" in RULES.check(s, TakeBack(c))
    RULES.apply(s, TakeBack(b))
    assert b in s.bench[0] and s.cells[0][sp(0, 2)] is None


def test_tiles_join_up_through_tiles_already_there():
    s = new_game()
    put(s, 0, K("oak", "toad", "acorn"), 2, 2)
    a, b = set_bench(s, 0, K("oak", "hedgehog", "acorn"), K("oak", "mouse", "acorn"))
    RULES.apply(s, Place(a, sp(2, 1)))
    RULES.apply(s, Place(b, sp(2, 3)))
    assert RULES.check(s, Confirm()) is None


def test_unconnected_group_costs_a_point_and_can_be_joined_later():
    # Emma's three dark brown hedgehogs, apart from the centre group
    s = new_game()
    put(s, 1, K("beech", "toad", "acorn"), 2, 2)
    back_to(s, 1)
    tiles = set_bench(s, 1, *(K("oak", "hedgehog", f) for f in ("acorn", "blackberry", "hazelnut")))
    play(s, *((t, sp(4, c)) for t, c in zip(tiles, (2, 3, 4))))
    assert unconnected_groups(s.cells[1]) == 1
    assert RULES.score_sheet(s).rows[7].values[1] == -1
    put(s, 1, K("beech", "hedgehog", "acorn"), 3, 2)  # joins both groups
    assert unconnected_groups(s.cells[1]) == 0


def test_set_of_four_one_added_takes_leftmost_one_side_when_glade_field_is_empty():
    s = new_game()
    for c, f in enumerate(("acorn", "blackberry", "hazelnut")):
        put(s, 0, K("oak", "toad", f), 2, c + 1)
    a, b = set_bench(s, 0, K("oak", "toad", "mushroom"), K("oak", "mouse", "mushroom"))
    play(s, (a, sp(2, 4)), (b, sp(1, 4)))  # the toad completes 4 (2 shared)
    assert s.store[0] == ["M0-01"] and s.side["M0-01"] == 1
    assert not s.glade


def test_set_of_four_three_added_one_shared_feature():
    s = new_game()
    put(s, 0, K("maple", "hedgehog", "acorn"), 2, 1)
    tiles = set_bench(
        s,
        0,
        K("maple", "mouse", "blackberry"),
        K("maple", "squirrel", "hazelnut"),
        K("maple", "toad", "mushroom"),
    )
    play(s, *((t, sp(2, c)) for t, c in zip(tiles, (2, 3, 4))))
    assert s.store[0] == ["M0-01"] and s.side["M0-01"] == 1


def test_four_tiles_played_with_two_shared_features_go_to_the_store_two_side_up():
    s = new_game()
    tiles = set_bench(
        s, 0, *(K("oak", "toad", f) for f in ("acorn", "blackberry", "hazelnut", "mushroom"))
    )
    play(s, *((t, sp(2, c)) for t, c in zip(tiles, range(4))))
    assert s.store[0] == ["M0-01"] and s.side["M0-01"] == 2
    assert not s.glade  # the four together form no set of 3


def test_set_of_three_on_own_marker_returns_it_to_own_store():
    s = new_game()
    put(s, 0, K("oak", "toad", "acorn"), 2, 2)
    missing = K("oak", "toad", "mushroom")
    s.glade[missing] = s.edge[0].pop(0)
    a, b = set_bench(s, 0, K("oak", "toad", "blackberry"), K("oak", "toad", "hazelnut"))
    play(s, (a, sp(2, 3)), (b, sp(2, 4)))
    assert s.store[0] == ["M0-01"]
    assert s.glade[missing] == "M0-02" and s.side["M0-02"] == 2


def test_no_toadstools_left_flips_markers_instead():
    s = new_game()
    put(s, 0, K("oak", "toad", "acorn"), 2, 2)
    # every marker already gone: ten in Emma's store, two on the glade
    for m in s.edge[0][:10]:
        s.store[1].append(m)
    s.glade[K("beech", "mouse", "acorn")] = s.edge[0][10]
    s.glade[K("maple", "mouse", "acorn")] = s.edge[0][11]
    s.edge[0] = []
    a, b = set_bench(s, 0, K("oak", "toad", "blackberry"), K("oak", "toad", "hazelnut"))
    play(s, (a, sp(2, 3)), (b, sp(2, 4)))  # a set of 3 with 2 shared: flip two
    assert sum(1 for m, v in s.side.items() if v == 2 and m.startswith("M0")) == 2
    assert K("oak", "toad", "mushroom") not in s.glade
    assert not RULES.invariants(s)
