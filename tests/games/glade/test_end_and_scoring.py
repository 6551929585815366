"""Turn end, the two end triggers, equal turns, the score sheet row by row and the
tie-break."""

from game.games.glade import RULES
from game.games.glade.actions import EndTurn
from game.games.glade.state import OVER, PLAY

from .helpers import K, new_game, play, put, set_bench, sp


def end_turn(s):
    s.phase = "after"
    RULES.apply(s, EndTurn())


def test_bench_is_refilled_to_eight_at_turn_end():
    s = new_game()
    a, b, c = set_bench(s, 0, *(K("oak", "toad", f) for f in ("acorn", "blackberry", "hazelnut")))
    play(s, (a, sp(2, 1)), (b, sp(2, 2)), (c, sp(2, 3)))
    assert len(s.bench[0]) == 8 and s.current == 1 and s.phase == PLAY


def test_twelfth_toadstool_triggers_the_end_after_equal_turns():
    s = new_game(players=3)
    s.start = s.current = 1  # seat 0 (right of the start player) plays last
    put(s, 1, K("oak", "toad", "acorn"), 2, 2)
    s.store[2].extend(s.edge[1][:11])
    s.edge[1] = s.edge[1][11:]
    a, b = set_bench(s, 1, K("oak", "toad", "blackberry"), K("oak", "toad", "hazelnut"))
    play(s, (a, sp(2, 3)), (b, sp(2, 4)))
    assert s.end_triggered and not s.edge[1]
    assert s.current == 2 and s.phase == PLAY
    end_turn(s)
    assert s.current == 0 and s.phase == PLAY
    end_turn(s)
    assert s.phase == OVER
    assert not RULES.invariants(s)


def test_trigger_by_the_last_player_ends_at_once():
    s = new_game(players=2)
    s.start, s.current = 1, 0
    s.end_triggered = True
    end_turn(s)
    assert s.phase == OVER


def test_bag_that_cannot_fill_a_bench_triggers_the_end():
    s = new_game(players=2)
    a, b = set_bench(s, 0, K("oak", "toad", "acorn"), K("oak", "toad", "blackberry"))
    s.bench[0].extend(s.bag[:6])
    del s.bag[:6]
    del s.bag[1:]  # one tile left: not enough for two gaps (the others are out of play)
    play(s, (a, sp(2, 2)), (b, sp(2, 3)))
    assert s.end_triggered and len(s.bench[0]) == 7 and not s.bag
    assert s.current == 1 and s.phase == PLAY  # Emma still has her turn
    end_turn(s)
    assert s.phase == OVER


def scored_position():
    """Lucy (0) and Emma (1) with pieces in every scoring place."""
    s = new_game(players=2, matching=True)
    lucy = s.edge[0]
    emma = s.edge[1]
    # Lucy: two markers in the glade centre, one of them 2 side up
    s.glade[1] = lucy.pop(0)
    s.glade[2] = lucy.pop(0)
    s.side[s.glade[2]] = 2
    # one of Lucy's in Emma's store, one of Emma's in Lucy's store, plus one of Lucy's
    s.store[1].append(lucy.pop(0))
    s.store[0].append(emma.pop(0))
    mine = lucy.pop(0)
    s.side[mine] = 2
    s.store[0].append(mine)
    # Lucy's board: a ring of tiles round an enclosure holding Emma's marker
    for r, c, k in (
        (1, 2, K("oak", "toad", "acorn")),
        (2, 1, K("oak", "mouse", "blackberry")),
        (2, 3, K("oak", "squirrel", "hazelnut")),
        (3, 2, K("oak", "hedgehog", "mushroom")),
    ):
        put(s, 0, k, r, c)
    s.cells[0][sp(2, 2)] = emma.pop(0)
    # match counters: the first beech counter (4) in Lucy's store, a symbol counter
    # (1) in an enclosure is not possible here, so Emma holds one in her store
    for cid in ("C-beech-4", "C-mouse-oak"):
        s.supply.remove(cid)
    s.store[0].append("C-beech-4")
    s.store[1].append("C-mouse-oak")
    put(s, 1, K("beech", "mouse", "acorn"), 2, 2)
    put(s, 1, K("beech", "mouse", "blackberry"), 0, 0)  # an unconnected group
    return s


def test_every_score_sheet_row():
    s = scored_position()
    rows = RULES.score_sheet(s).rows
    assert len(rows) == 8
    assert rows[0].values == [2, 0]  # Lucy's in the glade centre
    assert rows[1].values == [1, 2]  # Lucy's in Emma's store; Emma's in Lucy's store+enclosure
    assert rows[2].values == [4, 2]  # two in Lucy's store, one in Emma's
    assert rows[3].values == [3, 0]  # Emma's marker in Lucy's enclosure
    assert rows[4].values == [2, 0]  # Lucy's two double sides
    assert rows[5].values == [4, 1]  # match counters
    assert rows[6].values == [0, 0]
    # Lucy's four tiles touch no centre tile (the centre holds a marker): 4 groups
    assert rows[7].values == [-4, -1]
    assert RULES.score_sheet(s).totals == [12, 4]
    assert not RULES.invariants(s)


def test_counter_in_an_enclosure_scores_one_more():
    s = scored_position()
    s.store[0].remove("C-beech-4")
    s.cells[0][sp(2, 2)], moved = "C-beech-4", s.cells[0][sp(2, 2)]
    s.store[0].append(moved)
    rows = RULES.score_sheet(s).rows
    assert rows[5].values[0] == 4 and rows[6].values[0] == 1
    assert not RULES.invariants(s)


def test_plain_game_leaves_the_match_rows_blank():
    s = new_game(players=2)
    rows = RULES.score_sheet(s).rows
    assert rows[5].values == [None, None] and rows[6].values == [None, None]


def test_tie_break_fewest_toadstools_left_then_shared():
    s = new_game(players=3)
    s.phase = OVER
    assert RULES.winners(s) == [0, 1, 2]
    # Lucy and Emma each have one marker in their own store (2 points), Ann none
    s.store[0].append(s.edge[0].pop(0))
    s.store[1].append(s.edge[1].pop(0))
    assert RULES.winners(s) == [0, 1]
    # both now put a marker on the glade centre as well
    s.glade[5] = s.edge[1].pop(0)
    s.glade[6] = s.edge[0].pop(0)
    s.side[s.glade[6]] = 1
    assert RULES.score_sheet(s).totals[:2] == [3, 3]
    s.glade[7] = s.edge[1].pop(0)
    s.store[0].append(s.glade.pop(6))
    # Lucy 2 markers in store (4) ; Emma 1 in store + 2 in the glade (4): tie on points,
    # Emma has fewer left beside the glade
    assert RULES.score_sheet(s).totals[:2] == [4, 4]
    assert RULES.winners(s) == [1]
