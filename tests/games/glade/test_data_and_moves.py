"""Components read from data and maps, the play enumeration, hidden information."""

import random
from collections import Counter

import pytest

from game.core import Match
from game.games.glade import RULES
from game.games.glade.actions import Confirm, Place
from game.games.glade.data import ANIMALS, CENTRE, FRUITS, LEAVES, counter_ids, load
from game.games.glade.moves import all_plays
from tests.harness import options_for


def test_tiles_two_identical_sets_of_64():
    data = load()
    assert len(data.tiles) == 128
    kinds = Counter(t.kind for t in data.tiles.values())
    assert len(kinds) == 64 and set(kinds.values()) == {2}
    assert Counter(t.season for t in data.tiles.values()) == {"spring": 64, "summer": 64}


def test_forest_maps_five_by_five_with_the_centre_framed():
    data = load()
    for forest in (data.plain, *data.matching):
        assert len(forest.spaces) == 25
        assert [s.index for s in forest.spaces if s.centre] == [CENTRE]
    assert not any(s.symbol_kind for s in data.plain.spaces)


def test_matching_sides_twelve_symbols_each_coloured_symbol_once_overall():
    data = load()
    coloured = Counter()
    for forest in data.matching:
        symbols = [s for s in forest.spaces if s.symbol_kind]
        assert len(symbols) == 12
        leaves = {(s.row, s.col): s.symbol for s in symbols if s.symbol_kind == "leaf"}
        assert leaves == {(0, 0): "beech", (0, 4): "chestnut", (4, 4): "maple", (4, 0): "oak"}
        ring = [s for s in symbols if s.symbol_kind != "leaf"]
        assert {s.symbol for s in ring} == set(ANIMALS) | set(FRUITS)
        assert {s.colour for s in ring if s.symbol_kind == "animal"} == set(LEAVES)
        coloured.update((s.symbol, s.colour) for s in ring)
    assert len(coloured) == 32 and set(coloured.values()) == {1}


def test_glade_board_64_fields_and_four_sides_of_twelve():
    glade = load().glade
    assert sorted(glade.fields) == list(range(64))
    assert len(set(glade.fields.values())) == 64
    assert all(0 <= r < 8 and 0 <= c < 8 for r, c in glade.fields.values())
    assert sorted({side for side, _ in glade.edge_rects}) == [0, 1, 2, 3]
    assert len(glade.edge_rects) == 48


def test_48_match_counters():
    ids = counter_ids(load().design)
    assert len(ids) == 48 and len(set(ids)) == 48
    assert sum(1 for c in ids if c.rsplit("-", 1)[1].isdigit()) == 16


def _stepwise_plays(state):
    """Every confirmable play reached by staging tiles one at a time (by kinds)."""
    kinds = load().kind
    found = set()
    visited = set()

    def walk(s, depth):
        cells = s.cells[s.current]
        key = frozenset((kinds[t], cells.index(t)) for t in s.staged)
        if key in visited:  # the same tiles staged in another order
            return
        visited.add(key)
        if s.staged and RULES.check(s, Confirm()) is None:
            found.add(key)
        if depth == 4:
            return
        for a in RULES.legal_actions(s):
            if isinstance(a, Place):
                c = RULES.clone(s)
                RULES.perform(c, a)
                walk(c, depth + 1)

    walk(RULES.clone(state), 0)
    return found


@pytest.mark.parametrize("seed", [3, 5])
def test_enumerated_plays_equal_the_stepwise_rules(seed):
    rng = random.Random(seed)
    match = Match(RULES, options_for(RULES, 2), seed)
    kinds = load().kind
    checked = 0
    while not match.over and checked < 3:
        s = match.state
        if s.phase == "play" and not s.staged:
            plays = all_plays(s.cells[s.current], s.bench[s.current])
            listed = {frozenset((kinds[t], sp) for t, sp in p) for p in plays}
            assert len(listed) == len(plays)
            assert listed == _stepwise_plays(s)
            checked += 1
        match.play(rng.choice(list(RULES.legal_actions(s))))


def test_every_enumerated_play_is_legal_when_staged():
    match = Match(RULES, options_for(RULES, 3), 8)
    rng = random.Random(8)
    for _ in range(200):
        if match.over:
            break
        s = match.state
        if s.phase == "play" and not s.staged:
            for play in all_plays(s.cells[s.current], s.bench[s.current])[:40]:
                c = RULES.clone(s)
                for tile, sp in play:
                    assert RULES.check(c, Place(tile, sp)) is None
                    RULES.perform(c, Place(tile, sp))
                assert RULES.check(c, Confirm()) is None
        match.play(rng.choice(list(RULES.legal_actions(s))))


def test_benches_and_bag_are_hidden_and_redealt():
    s = RULES.setup(options_for(RULES, 3), 5)
    for seat in range(3):
        seen = str(RULES.observe(s, seat))
        hidden = RULES.hidden_from(s, seat)
        assert set(s.bench[seat]).isdisjoint(hidden)
        assert set(s.bag) <= hidden
        assert not any(t in seen for t in hidden)
        other = RULES.redetermine(s, seat, random.Random(1))
        assert other.bench[seat] == s.bench[seat]
        assert RULES.observe(other, seat) == RULES.observe(s, seat)
        assert sorted(other.bag + [t for b in other.bench for t in b]) == sorted(
            s.bag + [t for b in s.bench for t in b]
        )


def test_variants_and_player_counts():
    info = RULES.info
    assert (info.min_players, info.max_players) == (1, 4)
    assert info.variant("side").choices == ("plain", "matching")
