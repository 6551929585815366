"""The solo game: rival markers, the hidden turn counter, the end, the ranking and the
personal-best list."""


from game.games.glade import RULES
from game.games.glade.actions import Claim, PlaceClaimed
from game.games.glade.scoring import solo_result
from game.games.glade.solo import add_result, better, personal_bests, record_solo_result
from game.games.glade.state import OVER

from .helpers import K, new_game, play, put, set_bench, sp


def test_setup_puts_twelve_rival_markers_on_twelve_different_fields():
    for seed in range(20):
        s = new_game(players=1, seed=seed)
        rivals = {k: m for k, m in s.glade.items() if m.startswith("X-")}
        assert len(rivals) == 12 and len(s.glade) == 12
        assert all(s.side[m] == 1 for m in rivals.values())
        assert len(s.bench[0]) == 8 and len(s.turn_tiles) == 1
        assert len(s.bag) == 128 - 9
        assert not RULES.invariants(s)


def test_turn_counter_tiles_are_hidden_even_from_the_player():
    s = new_game(players=1)
    hidden = RULES.hidden_from(s, 0)
    assert set(s.turn_tiles) <= hidden
    seen = str(RULES.observe(s, 0))
    assert not any(t in seen for t in s.turn_tiles)
    assert RULES.observe(s, 0).turn_tiles == 1


def test_each_turn_draws_one_more_counter_tile():
    s = new_game(players=1)
    a, b = set_bench(s, 0, K("oak", "toad", "acorn"), K("oak", "toad", "blackberry"))
    play(s, (a, sp(2, 2)), (b, sp(2, 3)))
    assert len(s.turn_tiles) == 2 and len(s.bench[0]) == 8
    assert s.turn == 2 and s.current == 0


def test_displaced_rival_marker_goes_to_the_box():
    s = new_game(players=1)
    missing = K("oak", "toad", "mushroom")
    # move one rival marker onto the field our set of 3 will point at
    field = next(k for k, m in s.glade.items() if k != missing)
    if missing in s.glade:
        field = missing
    rival = s.glade.pop(field)
    s.glade[missing] = rival
    put(s, 0, K("oak", "toad", "acorn"), 2, 2)
    a, b = set_bench(s, 0, K("oak", "toad", "blackberry"), K("oak", "toad", "hazelnut"))
    play(s, (a, sp(2, 3)), (b, sp(2, 4)))
    assert rival in s.box and s.glade[missing] == "M0-01"
    assert not RULES.invariants(s)


def test_claiming_a_rival_marker_puts_the_tile_on_your_own_board():
    s = new_game(players=1)
    field, rival = next(iter(s.glade.items()))
    put(s, 0, K("oak", "toad", "acorn"), 2, 2)
    (tile,) = set_bench(s, 0, field)
    RULES.apply(s, Claim(tile))
    if s.claimed:
        assert all(board == 0 for board, _ in s.claim_spaces)
        RULES.apply(s, PlaceClaimed(*s.claim_spaces[0]))
    assert tile in s.cells[0] and rival in s.store[0]
    assert RULES.score_sheet(s).rows[2].values == [2]


def test_game_ends_in_the_turn_the_twelfth_toadstool_leaves_without_refill():
    s = new_game(players=1)
    s.store[0].extend(s.edge[0][:11])  # eleven already gone from beside the glade
    s.edge[0] = s.edge[0][11:]
    counters = len(s.turn_tiles)
    put(s, 0, K("oak", "toad", "acorn"), 2, 2)
    a, b, c = set_bench(
        s,
        0,
        K("oak", "toad", "blackberry"),
        K("oak", "toad", "hazelnut"),
        K("beech", "mouse", "acorn"),
    )
    play(s, (a, sp(2, 3)), (b, sp(2, 4)))
    assert s.phase == OVER
    assert len(s.bench[0]) == 1 and len(s.turn_tiles) == counters
    assert RULES.decision(s).seat is None
    assert not RULES.invariants(s)


def test_solo_result_is_turns_then_points():
    s = new_game(players=1)
    s.turn_tiles.append(s.bag.pop())
    assert solo_result(s) == (2, RULES.score_sheet(s).totals[0], False)
    # ten turns with 25 points beat eleven turns with 34 (the rulebook's example)
    assert better((10, 25), (11, 34))
    assert not better((11, 34), (10, 25))
    assert better((10, 30), (10, 25))
    # a game that planted every toadstool beats one that ended early, even if longer
    assert better((14, 20, True), (9, 30, False))


def test_personal_best_list_per_name(tmp_path):
    from game.core.history import History

    history = History(tmp_path / "history.db")
    assert record_solo_result("Lucy", 11, 34, history=history) == 1
    assert record_solo_result("Lucy", 10, 25, history=history) == 1
    assert record_solo_result("Lucy", 12, 50, history=history) == 3
    assert record_solo_result("Emma", 14, 20, history=history) == 1
    lucy = personal_bests("Lucy", history)
    assert [(e["turns"], e["points"]) for e in lucy] == [(10, 25), (11, 34), (12, 50)]
    assert personal_bests("Nobody", history) == []
    assert record_solo_result("Lucy", 8, 60, history=history, complete=False) == 4
    for _ in range(7):  # ten entries fill the list; a worse one does not make it
        record_solo_result("Lucy", 9, 1, history=history)
    assert record_solo_result("Lucy", 30, 1, history=history) is None
    assert len(personal_bests("Lucy", history)) == 10


def test_personal_best_keeps_ten_and_leaves_the_input_alone():
    table = {"Lucy": [{"turns": 9, "points": p, "when": ""} for p in range(10)]}
    new, place = add_result(table, "Lucy", 20, 99)
    assert place is None and len(new["Lucy"]) == 10
    assert len(table["Lucy"]) == 10
    new, place = add_result(table, "Lucy", 9, 100)
    assert place == 1


def test_personal_best_default_file_is_in_the_user_folder():
    from game.core.paths import user_dir

    record_solo_result("Ann", 13, 30)
    assert (user_dir() / "history.db").is_file()
    assert personal_bests("Ann")[0]["turns"] == 13
