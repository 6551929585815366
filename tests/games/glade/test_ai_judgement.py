"""How the computer players judge The Glade: the quick copies and counts they use give
the same values as the full ones."""

from __future__ import annotations

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

