"""How the computer players judge The Glade: the quick copies and counts they use give
the same values as the full ones."""

from __future__ import annotations

import dataclasses
import random

from game.core import Match, Options, Seat
from game.games.glade import RULES, planner
from game.games.glade.forest import CENTRE, groups, unconnected_groups
from game.games.glade.moves import all_plays
from game.games.glade.resolve import resolve_play
from game.games.glade.strategy import STRATEGY


def _positions(seed: int = 5, every: int = 4):
    seats = tuple(Seat(f"P{i}", "human", c) for i, c in enumerate(RULES.info.colours[:2]))
    match = Match(RULES, Options(seats), seed)
    rng = random.Random(seed)
    n = 0
    while not match.over and n < 200:
        if n % every == 0 and not match.state.staged:
            yield match.state
        for action in STRATEGY.policy(RULES, match.state, rng) or (
                rng.choice(list(RULES.legal_actions(match.state))),):
            match.play(action)
        n += 1


def test_plays_are_valued_on_a_light_copy_as_on_a_full_clone():
    checked = 0
    for state in _positions():
        seat = state.current
        planner._CACHE.clear()
        quick = planner.play_values(RULES.clone(state), RULES.clone, RULES._position_value)
        full = []
        for play in all_plays(state.cells[seat], state.bench[seat]):
            trial = RULES.clone(state)
            for tile, space in play:
                trial.bench[seat].remove(tile)
                trial.cells[seat][space] = tile
            resolve_play(trial, seat, [space for _t, space in play])
            full.append(RULES._position_value(trial, seat))
        assert [v for _p, v in quick] == full
        checked += len(full)
    assert checked > 100


def test_unconnected_groups_are_counted_as_the_groups_say():
    rng = random.Random(2)
    for _ in range(300):
        cells = [("T1" if rng.random() < 0.45 else rng.choice([None, None, "M0-01"]))
                 for _ in range(25)]
        expected = sum(1 for g in groups(cells) if CENTRE not in g)
        assert unconnected_groups(cells) == expected




def _tile_of_kind(kind: int) -> str:
    from game.games.glade.data import load

    return next(t for t, k in load().kind.items() if k == kind)


def test_room_left_counts_each_space_by_the_tile_kinds_that_still_fit():
    from game.games.glade.strategy import room_left

    empty: list[str | None] = [None] * 25
    assert room_left(empty) == 25.0
    one = list(empty)
    one[CENTRE] = _tile_of_kind(0)
    # beside one tile, a kind fits when it shares a feature with it: 64 - 3*3*3 = 37
    assert abs(room_left(one) - (20 + 4 * (37 / 64) ** 0.5)) < 1e-9
    row = list(empty)
    for c, k in enumerate((0, 1, 2, 3)):  # same leaf and animal, every fruit: a set of 4
        row[c] = _tile_of_kind(k)
    three = row[:3] + [None] * 22
    # the space after a run of 4 takes no tile; after a run of 3 only the missing fourth
    assert room_left(row) == room_left(row[:4] + ["M0-01"] + row[5:])
    assert abs(room_left(three) - room_left(three[:3] + ["M0-01"] + three[4:])
               - (1 / 64) ** 0.5) < 1e-9


def test_the_evaluation_counts_the_room_left_on_each_board():
    from game.ai.strategy import settings
    from game.games.glade import strategy

    weight = float(settings("glade")["room"])
    assert weight > 0
    state = next(s for i, s in enumerate(_positions()) if i == 3)
    with_room = strategy.standing(state)
    without = strategy.standing(state, dataclasses.replace(strategy.weights(), room=0.0))
    for seat in range(2):
        room = strategy.room_left(state.cells[seat])
        assert 0 < room < 25
        assert abs(with_room[seat] - without[seat] - weight * room) < 1e-9


def test_the_room_a_play_takes_is_counted_on_its_row_and_column_as_on_the_whole_board():
    from game.games.glade.strategy import room_by_space, room_change, room_left

    checked = 0
    for state in _positions(seed=7, every=2):
        seat = state.current
        cells = list(state.cells[seat])
        before = room_by_space(cells)
        assert abs(sum(before) - room_left(cells)) < 1e-12
        for play in all_plays(cells, state.bench[seat])[:60]:
            after = list(cells)
            for tile, space in play:
                after[space] = tile
            changed = [space for _t, space in play]
            assert abs(room_change(before, after, changed)
                       - (room_left(after) - room_left(cells))) < 1e-9
            checked += 1
    assert checked > 300


def test_the_quick_room_count_and_the_remembered_plays_give_exactly_the_same_numbers():
    """The Hard search's shortcuts (only the lines a play touches read again, a play's
    room remembered by its board, which kinds fit where remembered by the board) must
    not change a single number: a seeded game replays move for move."""
    from game.games.glade import moves, strategy
    from game.games.glade.strategy import Board, room_by_space, room_change

    checked = 0
    for state in _positions(seed=7, every=2):
        seat = state.current
        cells = list(state.cells[seat])
        before = room_by_space(cells)
        board = Board(cells)
        assert room_by_space(cells, board.lines) == before
        for play in all_plays(cells, state.bench[seat])[:60]:
            after = list(cells)
            for tile, space in play:
                after[space] = tile
            changed = [space for _t, space in play]
            assert room_change(before, after, changed, board.lines) == room_change(
                before, after, changed)
            checked += 1
        warm = strategy.ranked(state)
        moves._BOARDS.clear()
        strategy._KNOWN.clear()
        assert strategy.ranked(state) == warm  # as worked out from nothing
    assert checked > 300


def test_a_quick_room_count_that_forgets_the_columns_is_caught(monkeypatch):
    from game.games.glade import strategy
    from game.games.glade.strategy import Board, room_by_space, room_change

    monkeypatch.setattr(strategy, "_lines_after",
                        lambda lines, cells, changed: (strategy._line_keys(cells)[0], lines[1]))
    differ = 0
    for state in _positions(seed=7, every=2):
        cells = list(state.cells[state.current])
        before, board = room_by_space(cells), Board(cells)
        for play in all_plays(cells, state.bench[state.current])[:60]:
            after = list(cells)
            for tile, space in play:
                after[space] = tile
            changed = [space for _t, space in play]
            differ += room_change(before, after, changed, board.lines) != room_change(
                before, after, changed)
    assert differ > 0


def _plain_gain(s, seat, play, room_before):
    """What a play does at once as the ranking first counted it: on a copy of the
    board, its runs as the rules find them, the room it takes over the whole board."""
    from game.games.glade.data import load
    from game.games.glade.forest import missing_fourth, shared
    from game.games.glade.resolve import formed_runs
    from game.games.glade.state import owner
    from game.games.glade.strategy import room_change, weights

    w = weights()
    tile, planted = w.tile, w.planted
    pts, kind = load().design.points, load().kind
    cells = list(s.cells[seat])
    for t, sp in play:
        cells[sp] = t
    new = {sp for _t, sp in play}
    value = tile * len(play)
    value += w.room * room_change(room_before, cells, [sp for _t, sp in play])
    left = bool(s.edge[seat])
    for line in formed_runs(cells, list(new)):
        if len(line) < 3:
            continue
        kinds = [kind[cells[i]] for i in line]
        double = pts["double_side"] if shared(kinds) >= 2 else 0
        if len(line) == 4:
            added = [kind[cells[i]] for i in line if i in new]
            marker = s.glade.get(added[0]) if len(added) == 1 else None
            if marker is not None:
                value += pts["in_store"] - (pts["own_in_glade"] if owner(marker) == seat else 0)
            elif left:
                value += pts["in_store"] + planted + (double if len(added) > 1 else 0)
        elif left:
            marker = s.glade.get(missing_fourth(kinds))
            value += pts["own_in_glade"] + planted + double
            if marker is not None and owner(marker) == seat:
                value += pts["in_store"] - pts["own_in_glade"]
            elif marker is not None:
                value -= pts["in_store"] - pts["own_in_glade"]
    return value


def _plain_ranked(s, full):
    """The ranking as first written: every play with tile ids (``all_plays``), counted
    by ``_plain_gain``, ties broken by the CRC-32 of the text of (turn, sorted play)."""
    import zlib

    from game.games.glade.actions import Claim, Confirm, Place
    from game.games.glade.data import load
    from game.games.glade.placement import claim_spaces, staged_spaces
    from game.games.glade.strategy import claim_gain, room_by_space, weights

    def mix(play):
        return zlib.crc32(repr((s.turn, sorted((kinds[t], sp) for t, sp in play))).encode())

    seat, kinds = s.current, load().kind
    cells, bench = list(s.cells[seat]), list(s.bench[seat])
    if not full and not s.staged:
        bench = bench[: weights().quick_bench]
    staged = sorted((kinds[t], sp) for t, sp in zip(s.staged, staged_spaces(s)))
    for t in s.staged:
        cells[cells.index(t)] = None
        bench.append(t)
    room = room_by_space(cells)
    out = []
    for play in all_plays(cells, bench):
        if sorted((kinds[t], sp) for t, sp in play[: len(staged)]) != staged:
            continue
        used: dict[int, int] = {}
        rest = []
        for t, sp in play[len(staged):]:
            same = [b for b in s.bench[seat] if kinds[b] == kinds[t]]
            rest.append(Place(same[used.get(kinds[t], 0)], sp))
            used[kinds[t]] = used.get(kinds[t], 0) + 1
        out.append((_plain_gain(s, seat, play, room), mix(play), tuple(rest) + (Confirm(),)))
    if s.phase == "play" and not s.staged:
        seen = set()
        for t in bench:
            if kinds[t] in s.glade and kinds[t] not in seen and claim_spaces(s, seat, t):
                seen.add(kinds[t])
                out.append((claim_gain(s, seat, t), mix(((t, -1),)), (Claim(t),)))
    out.sort(key=lambda x: (-x[0], x[1]))
    return [(v, m) for v, _i, m in out]


def _ranking_states():
    """Positions of a seeded game at the start of a turn, and with one tile staged."""
    from game.games.glade import strategy

    for state in _positions(seed=7, every=3):
        yield state
        best = strategy.ranked(state, most=1)
        if best and len(best[0][1]) > 2:  # a play of two tiles at least: stage one
            staged = RULES.clone(state)
            RULES.perform(staged, best[0][1][0])
            yield staged


def test_the_ranking_counts_every_play_as_the_plain_count_does():
    """The search's ranking of plays (plays listed by kind, what each does remembered by
    its board) gives exactly the numbers, the order and the moves of the plain count,
    with the whole bench and with the first few tiles, from a turn's start and with a
    tile staged."""
    from game.games.glade import strategy

    checked = staged = 0
    for state in _ranking_states():
        for full in (True, False):
            assert strategy.ranked(state, full) == _plain_ranked(state, full)
            assert strategy.ranked(state, full, 3) == _plain_ranked(state, full)[:3]
        checked += 1
        staged += bool(state.staged)
    assert checked > 15 and staged > 5


def test_a_ranking_whose_tie_break_forgets_the_turn_is_caught(monkeypatch):
    from game.games.glade import strategy

    monkeypatch.setattr(strategy, "_mix_head", lambda turn: strategy.zlib.crc32(b"(0, "))
    assert any(strategy.ranked(s) != _plain_ranked(s, True) for s in _ranking_states())


def _boards_kept(limit: int, monkeypatch) -> tuple[int, int]:
    """(most boards the play lister held at once, boards it was asked about) over a
    seeded game, its limit set to ``limit``."""
    from game.games.glade import moves

    monkeypatch.setattr(moves, "_BOARDS_KEPT", limit)
    moves._BOARDS.clear()
    most = asked = 0
    for state in _positions(seed=7, every=1):
        for seat in range(state.players):
            moves.kind_plays(state.cells[seat], {0: 1})
            asked += 1
            most = max(most, len(moves._BOARDS))
    moves._BOARDS.clear()
    return most, asked


def test_the_boards_the_play_lister_keeps_stay_under_their_limit(monkeypatch):
    most, asked = _boards_kept(20, monkeypatch)
    assert asked > 40 and most == 20


def test_a_board_cache_without_its_limit_is_caught(monkeypatch):
    """Planted fault: a board cache whose limit is never applied lets the boards pile up."""
    from game.games.glade import moves

    real = moves._board

    def never_cleared(cells):
        limit = moves._BOARDS_KEPT
        moves._BOARDS_KEPT = 10**9  # the check for a full cache never fires
        try:
            return real(cells)
        finally:
            moves._BOARDS_KEPT = limit

    monkeypatch.setattr(moves, "_board", never_cleared)
    most, _asked = _boards_kept(20, monkeypatch)
    assert most > 20


def _fitting_differs() -> list[tuple[int, ...]]:
    """Runs (every run of 0-2 tiles, every set of 3, and runs too long) whose fitting
    kinds, worked out feature by feature, differ from asking ``is_set`` kind by kind."""
    import itertools

    from game.games.glade.forest import KINDS, fitting_kinds, is_set

    runs = [run for m in (0, 1, 2) for run in itertools.combinations_with_replacement(
        range(KINDS), m)]
    runs += [run for run in itertools.combinations_with_replacement(range(KINDS), 3)
             if is_set(run)]
    runs += [(0, 1, 2, 3), (0, 0, 0, 0), (5, 5, 5, 5, 5)]
    return [run for run in runs if fitting_kinds.__wrapped__(run) != sum(
        1 << k for k in range(KINDS) if not run or is_set(run + (k,)))]


def test_the_kinds_fitting_beside_a_run_are_those_that_make_it_a_set():
    assert _fitting_differs() == []


def test_fitting_kinds_that_mix_up_two_features_are_caught(monkeypatch):
    from game.games.glade import forest

    fruit, animal, leaf = forest._WITH
    monkeypatch.setattr(forest, "_WITH", (animal, fruit, leaf))
    assert len(_fitting_differs()) > 100


def _bench_tiles_moved(moves) -> set[str]:
    return {a.tile for m in moves for a in m if hasattr(a, "tile")}


def test_experts_tree_lists_plays_of_the_whole_bench_where_hards_reads_the_first_few():
    """Inside the tree (not at the root) Expert's judgement lists each seat's plays and
    claims from its whole bench, so the other seat's replies are foreseen in full; Hard's
    lists those of the first few bench tiles only (assets/ai.json, "quick_bench")."""
    from game.ai.players import tuning
    from game.ai.strategy import settings, strategy_of

    # the judgements the two levels search with, as the search finds them
    hard, expert = (strategy_of(RULES, tuning("glade", k, 2).judge) for k in ("hard", "expert"))
    head = int(settings("glade")["quick_bench"])  # the game's number, which Hard reads
    past_head = 0
    for state in _positions(seed=9, every=2):
        if state.phase != "play" or state.staged:
            continue
        tail = set(state.bench[state.current][head:])  # tile ids are unique
        assert not _bench_tiles_moved(hard.moves(RULES, state, False) or []) & tail
        past_head += bool(_bench_tiles_moved(expert.moves(RULES, state, False) or []) & tail)
    assert past_head >= 5
