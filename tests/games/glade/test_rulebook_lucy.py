"""Lucy's five turns from the rulebook (Lucy yellow = seat 0, Emma blue = seat 1),
with the missing fourth tiles, marker sides, Emma's returned marker and the
enclosure. The board is laid out so that every play forms exactly the sets the
rulebook describes."""

from game.games.glade import RULES
from game.games.glade.actions import Enclose, EndTurn
from game.games.glade.forest import enclosures, missing_fourth, shared
from game.games.glade.state import AFTER, EXTRA

from .helpers import K, back_to, new_game, play, put, set_bench, sp

H_OAK_MUSH = K("oak", "hedgehog", "mushroom")
H_BEECH_BB = K("beech", "hedgehog", "blackberry")
H_MAPLE_ACORN = K("maple", "hedgehog", "acorn")
M_BEECH_ACORN = K("beech", "mouse", "acorn")
S_BEECH_BB = K("beech", "squirrel", "blackberry")
T_BEECH_HZ = K("beech", "toad", "hazelnut")
S_OAK_MUSH = K("oak", "squirrel", "mushroom")
T_OAK_MUSH = K("oak", "toad", "mushroom")
S_CH_HZ = K("chestnut", "squirrel", "hazelnut")
S_CH_ACORN = K("chestnut", "squirrel", "acorn")
S_CH_BB = K("chestnut", "squirrel", "blackberry")
M_OAK_MUSH = K("oak", "mouse", "mushroom")
H_BEECH_MUSH = K("beech", "hedgehog", "mushroom")


def turn1(s):
    a, b, c = set_bench(s, 0, H_OAK_MUSH, H_BEECH_BB, H_MAPLE_ACORN)
    play(s, (c, sp(2, 2)), (b, sp(2, 1)), (a, sp(2, 0)))


def turn2(s):
    back_to(s, 0)
    a, b, c = set_bench(s, 0, M_BEECH_ACORN, S_BEECH_BB, T_BEECH_HZ)
    play(s, (a, sp(1, 2)), (b, sp(1, 3)), (c, sp(1, 4)))


def turn3(s):
    back_to(s, 0)
    a, b = set_bench(s, 0, S_OAK_MUSH, T_OAK_MUSH)
    # the two tiles join up through the hedgehog already there
    play(s, (a, sp(1, 0)), (b, sp(3, 0)))


def turn4(s):
    back_to(s, 0)
    a, b, c = set_bench(s, 0, S_CH_HZ, S_CH_ACORN, S_CH_BB)
    play(s, (a, sp(0, 1)), (b, sp(0, 2)), (c, sp(0, 3)))


def test_turn1_hedgehogs_missing_dark_green_hedgehog_with_hazelnut_one_side():
    s = new_game()
    turn1(s)
    missing = K("chestnut", "hedgehog", "hazelnut")
    assert s.glade == {missing: "M0-01"}
    assert s.side["M0-01"] == 1
    assert len(s.edge[0]) == 11
    assert not RULES.invariants(s)


def test_first_play_must_cover_the_centre():
    s = new_game()
    a, b, c = set_bench(s, 0, H_OAK_MUSH, H_BEECH_BB, H_MAPLE_ACORN)
    from game.games.glade.actions import Confirm, Place, TakeBack

    assert "centre" in RULES.check(s, Place(a, sp(2, 0)))
    RULES.apply(s, Place(c, sp(2, 2)))
    assert RULES.check(s, Confirm()) is None
    RULES.apply(s, Place(b, sp(2, 1)))
    assert "end of the play" in RULES.check(s, TakeBack(c))
    assert RULES.check(s, TakeBack(b)) is None


def test_turn2_light_green_set_missing_light_green_hedgehog_with_mushroom():
    s = new_game()
    turn1(s)
    turn2(s)
    missing = K("beech", "hedgehog", "mushroom")
    assert s.glade[missing] == "M0-02" and s.side["M0-02"] == 1
    assert len(s.glade) == 2


def test_turn3_two_shared_features_puts_the_marker_two_side_up():
    s = new_game()
    turn1(s)
    turn2(s)
    turn3(s)
    assert s.glade[M_OAK_MUSH] == "M0-03"
    assert s.side["M0-03"] == 2
    assert len(s.edge[0]) == 9


def test_turn4_three_sets_and_emma_gets_her_marker_back():
    s = new_game()
    turn1(s)
    turn2(s)
    turn3(s)
    # Emma had put a blue marker, 2 side up, on the dark brown toad with acorn
    toad_acorn = K("oak", "toad", "acorn")
    emma = s.edge[1].pop(0)
    s.side[emma] = 2
    s.glade[toad_acorn] = emma
    turn4(s)
    squirrel = K("chestnut", "squirrel", "mushroom")
    assert s.glade[squirrel] == "M0-04" and s.side["M0-04"] == 2
    assert s.glade[toad_acorn] == "M0-05" and s.side["M0-05"] == 1
    assert emma in s.store[1] and s.side[emma] == 2
    # the play also closed an enclosure at row 1, column 1
    assert enclosures(s.cells[0]) == [sp(1, 1)]
    assert not RULES.invariants(s)


def test_turn5_set_of_four_with_one_tile_takes_the_marker_unchanged():
    s = new_game()
    for t in (turn1, turn2, turn3, turn4):
        t(s)
    back_to(s, 0)
    a, b, _ = set_bench(s, 0, M_OAK_MUSH, H_BEECH_MUSH, K("beech", "mouse", "mushroom"))
    edge_before = len(s.edge[0])
    play(s, (a, sp(4, 0)), (b, sp(4, 1)))
    assert M_OAK_MUSH not in s.glade
    assert "M0-03" in s.store[0] and s.side["M0-03"] == 2
    assert len(s.edge[0]) == edge_before  # no new marker taken for that set
    # the enclosure is open and Lucy holds a marker: she may use it now
    assert s.phase == AFTER


def test_enclosure_example_extra_action_and_three_points():
    s = new_game()
    for t in (turn1, turn2, turn3, turn4):
        t(s)
    back_to(s, 0)
    a, b, extra = set_bench(s, 0, M_OAK_MUSH, H_BEECH_MUSH, K("beech", "mouse", "mushroom"))
    play(s, (a, sp(4, 0)), (b, sp(4, 1)))
    bench_before = list(s.bench[0])
    RULES.apply(s, Enclose("M0-03", sp(1, 1)))
    assert s.phase == EXTRA
    assert s.cells[0][sp(1, 1)] == "M0-03" and s.side["M0-03"] == 2
    assert s.bench[0] == bench_before  # no refill between actions
    assert EndTurn() not in RULES.legal_actions(s)  # the extra action must be taken
    sheet = RULES.score_sheet(s)
    assert sheet.rows[3].values[0] == 3
    assert sheet.rows[2].values[0] == 0


def test_missing_fourth_and_shared_features_of_the_book_sets():
    assert missing_fourth([H_OAK_MUSH, H_BEECH_BB, H_MAPLE_ACORN]) == K(
        "chestnut", "hedgehog", "hazelnut"
    )
    assert shared([S_CH_HZ, S_CH_ACORN, S_CH_BB]) == 2
    assert missing_fourth([S_CH_ACORN, M_BEECH_ACORN, H_MAPLE_ACORN]) == K("oak", "toad", "acorn")


def test_several_extra_actions_in_one_turn_and_refill_only_at_the_end():
    from game.games.glade.state import PLAY

    s = new_game()
    # two enclosures at (1,1) and (1,3), made of tiles that touch only diagonally
    # or in pairs that are sets
    layout = {
        (0, 1): K("beech", "toad", "acorn"),
        (0, 3): K("maple", "toad", "acorn"),
        (1, 0): K("oak", "mouse", "hazelnut"),
        (1, 2): K("chestnut", "hedgehog", "blackberry"),
        (1, 4): K("oak", "squirrel", "hazelnut"),
        (2, 1): K("beech", "mouse", "mushroom"),
        (2, 2): K("chestnut", "hedgehog", "mushroom"),
        (2, 3): K("maple", "squirrel", "mushroom"),
    }
    for (r, c), k in layout.items():
        put(s, 0, k, r, c)
    assert not RULES.invariants(s)
    assert enclosures(s.cells[0]) == [sp(1, 1), sp(1, 3)]
    s.store[0].extend([s.edge[1].pop(0), s.edge[1].pop(0)])
    a, b, c = set_bench(
        s,
        0,
        K("oak", "toad", "blackberry"),
        K("oak", "toad", "hazelnut"),
        K("oak", "toad", "mushroom"),
    )
    play(s, (a, sp(4, 0)))  # an unconnected tile: the action, then the enclosures
    assert s.phase == AFTER
    RULES.apply(s, Enclose(s.store[0][0], sp(1, 1)))
    play(s, (b, sp(4, 1)))
    assert s.phase == AFTER and len(s.bench[0]) == 1  # not refilled between actions
    RULES.apply(s, Enclose(s.store[0][0], sp(1, 3)))
    play(s, (c, sp(4, 2)))
    assert s.phase == PLAY and s.current == 1 and len(s.bench[0]) == 8
    assert RULES.score_sheet(s).rows[3].values[0] == 6
