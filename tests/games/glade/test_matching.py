"""The matching game: symbol spaces, match counters and their points."""

from game.games.glade import RULES
from game.games.glade.actions import Claim, Enclose, PlaceClaimed
from game.games.glade.data import load

from .helpers import K, new_game, play, put, set_bench, sp


def symbol_at(board, row, col):
    space = load().matching[board - 1].spaces[sp(row, col)]
    return space.symbol_kind, space.symbol, space.colour


def test_lucys_dark_brown_mouse_on_the_dark_brown_mouse_symbol():
    s = new_game(matching=True)
    s.forests[0] = 3
    assert symbol_at(3, 2, 1) == ("animal", "mouse", "oak")
    squirrel, mouse = set_bench(
        s, 0, K("beech", "squirrel", "hazelnut"), K("oak", "mouse", "hazelnut")
    )
    play(s, (squirrel, sp(2, 2)), (mouse, sp(2, 1)))
    assert "C-mouse-oak" in s.store[0] and "C-mouse-oak" not in s.supply
    assert RULES.score_sheet(s).rows[5].values[0] == 1


def test_symbol_in_another_colour_does_not_match():
    s = new_game(matching=True)
    s.forests[0] = 3
    squirrel, mouse = set_bench(
        s, 0, K("beech", "squirrel", "hazelnut"), K("maple", "mouse", "hazelnut")
    )
    play(s, (squirrel, sp(2, 2)), (mouse, sp(2, 1)))
    assert not [p for p in s.store[0] if p.startswith("C-")]


def test_leaf_counters_go_four_three_two_one_in_the_order_taken():
    s = new_game(matching=True)
    s.forests[:] = [1, 2]
    assert symbol_at(1, 0, 0) == ("leaf", "beech", "beech")
    assert symbol_at(2, 0, 0) == ("leaf", "beech", "beech")
    for seat in (0, 1):
        put(s, seat, K("oak", "toad", "blackberry"), 2, 2)
    (a,) = set_bench(s, 0, K("beech", "hedgehog", "acorn"))
    play(s, (a, sp(0, 0)))
    (b,) = set_bench(s, 1, K("beech", "mouse", "acorn"))
    play(s, (b, sp(0, 0)))
    assert "C-beech-4" in s.store[0] and "C-beech-3" in s.store[1]
    assert RULES.score_sheet(s).rows[5].values == [4, 3]
    assert not RULES.invariants(s)


def test_claim_onto_another_board_gives_the_active_player_the_counter():
    s = new_game(matching=True)
    s.forests[:] = [1, 3]
    assert symbol_at(3, 2, 1) == ("animal", "mouse", "oak")
    # Emma's set of 3 in row 2 (columns 2-4) needs the dark brown mouse with hazelnut
    for c, animal in zip((2, 3, 4), ("hedgehog", "squirrel", "toad")):
        put(s, 1, K("oak", animal, "hazelnut"), 2, c)
    fourth = K("oak", "mouse", "hazelnut")
    s.glade[fourth] = s.edge[1].pop(0)
    put(s, 0, K("beech", "mouse", "acorn"), 2, 2)
    (tile,) = set_bench(s, 0, fourth)
    RULES.apply(s, Claim(tile))
    if s.claimed:
        RULES.apply(s, PlaceClaimed(1, sp(2, 1)))
    assert s.cells[1][sp(2, 1)] == tile
    assert "C-mouse-oak" in s.store[0]


def test_counters_can_fill_enclosures():
    s = new_game(matching=True)
    s.store[0].append("C-beech-4")
    s.supply.remove("C-beech-4")
    # four tiles round the centre touch only diagonally: no line to check
    for (r, c), animal in zip(
        ((1, 2), (2, 1), (2, 3), (3, 2)), ("toad", "mouse", "squirrel", "hedgehog")
    ):
        put(s, 0, K("oak", animal, "acorn"), r, c)
    assert not RULES.invariants(s)
    (t,) = set_bench(s, 0, K("oak", "toad", "blackberry"))
    s.phase = "after"
    assert RULES.check(s, Enclose("C-beech-4", sp(2, 2))) is None
    RULES.apply(s, Enclose("C-beech-4", sp(2, 2)))
    rows = RULES.score_sheet(s).rows
    assert rows[5].values[0] == 4 and rows[6].values[0] == 1
