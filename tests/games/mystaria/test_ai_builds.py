"""The computer players' ranking of buildings, remembered by position: the same answer
as worked out afresh, and a bounded memory."""

from __future__ import annotations

import random

from game.core import Match, Options, Seat
from game.games.mystaria import RULES
from game.games.mystaria import strategy as ms
from game.games.mystaria.state import BUILD


def _build_positions(seed: int = 4):
    """Every building step of a seeded two-player game of random moves (a copy each)."""
    seats = tuple(Seat(f"P{i}", "human", c) for i, c in enumerate(RULES.info.colours[:2]))
    match = Match(RULES, Options(seats), seed)
    rng = random.Random(seed)
    while not match.over:
        if match.state.phase == BUILD:
            yield RULES.clone(match.state)
        match.play(rng.choice(list(RULES.legal_actions(match.state))))


def _positions_and_variants(seed: int = 4):
    """The building steps, each followed by the same forest with another seat's
    building already on a field the mover could build on (the same position but for
    the buildings: its answer differs)."""
    for s in _build_positions(seed):
        yield s
        builds = ms._ranked_builds(RULES, s)
        if builds:
            variant = RULES.clone(s)
            first = builds[0][1]
            variant.buildings[(first.x, first.y)] = (1 - s.current, first.kind)
            yield variant


def test_remembered_rankings_are_the_rankings_worked_out_afresh():
    """Each position asked twice (the second answer remembered), and the positions of a
    whole game one after another: never an answer of another position."""
    ms._BUILDS.clear()
    checked = 0
    for s in _positions_and_variants():
        fresh = ms._ranked_builds(RULES, s)
        assert ms.ranked_builds(RULES, s) == fresh
        assert ms.ranked_builds(RULES, s) == fresh
        checked += bool(fresh)
    assert checked > 10


def test_a_position_key_that_forgets_the_buildings_is_caught(monkeypatch):
    """Planted fault: a key without the buildings hands a position the answer of one
    before its last building (a field already built on, offered again)."""
    real = ms._position_key
    monkeypatch.setattr(ms, "_position_key", lambda s: real(s)[:-2])
    ms._BUILDS.clear()
    differ = sum(ms.ranked_builds(RULES, s) != ms._ranked_builds(RULES, s)
                 for s in _positions_and_variants())
    ms._BUILDS.clear()
    assert differ > 0


def _most_kept(limit: int, monkeypatch) -> tuple[int, int]:
    """(most positions remembered at once, positions asked) over a seeded game, the
    limit set to ``limit``."""
    monkeypatch.setattr(ms, "_BUILDS_KEPT", limit)
    ms._BUILDS.clear()
    most = asked = 0
    for s in _build_positions():
        ms.ranked_builds(RULES, s)
        asked += 1
        most = max(most, len(ms._BUILDS))
    ms._BUILDS.clear()
    return most, asked


def test_the_remembered_positions_stay_under_their_limit(monkeypatch):
    most, asked = _most_kept(10, monkeypatch)
    assert asked > 20 and most == 10


def test_a_memory_without_its_limit_is_caught(monkeypatch):
    """Planted fault: the check for a full memory never fires."""
    real = ms.ranked_builds

    def never_cleared(rules, s):
        limit = ms._BUILDS_KEPT
        ms._BUILDS_KEPT = 10**9
        try:
            return real(rules, s)
        finally:
            ms._BUILDS_KEPT = limit

    monkeypatch.setattr(ms, "ranked_builds", never_cleared)
    most, _asked = _most_kept(10, monkeypatch)
    assert most > 10
