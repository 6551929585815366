"""The quick ways the search lists moves and regions give exactly what the plain ways
give: tile places, the buildings of a turn and a forest's regions grown from the last
forest, checked at every step of seeded games (and shown to catch a planted fault)."""

from __future__ import annotations

import random

import pytest

from game.core import Options, Seat
from game.games.mystaria import RULES, board
from game.games.mystaria import rules as rules_module
from game.games.mystaria.actions import Build, NoBuild
from game.games.mystaria.board import AXES
from game.games.mystaria.data import BRIDGE
from game.games.mystaria.placement import Forest, shape
from game.games.mystaria.state import BUILD, OVER, TILE, MystariaState


def plain_tile_places(forest: Forest, tile: str) -> list[tuple[int, int, int]]:
    """Every anchor beside the forest judged by the full verdict, as before."""
    frontier = forest.frontier()
    found = []
    for rot in range(4):
        offsets = shape(tile, rot)
        anchors = {(fx - dx, fy - dy) for fx, fy in frontier for dx, dy in offsets}
        found += [(x, y, rot) for x, y in sorted(anchors)
                  if not forest._tile_verdict(tile, x, y, rot)]
    return found


def plain_builds(s: MystariaState) -> list[Build]:
    """Every kind on every open field judged by its reason, as before."""
    forest = s.forest()
    fields = forest.build_fields(s.last_tile)
    allowed, placed = set(fields), s.placed_kinds(s.current)
    return [Build(kind, x, y, axis) for kind in sorted(set(s.hq[s.current]))
            for x, y in fields for axis in (tuple(AXES) if kind == BRIDGE else ("",))
            if forest.build_reason(s.current, kind, (x, y), axis, allowed, placed) is None]


def played(seed: int, players: int = 2) -> list[MystariaState]:
    """Every position of a seeded game whose seats build whenever they can (so bridges
    and joined regions come up), each a copy."""
    seats = [Seat(f"P{i + 1}", "random", "red") for i in range(players)]
    s = RULES.setup(Options.make(seats), seed)
    rng = random.Random(seed)
    seen = []
    while s.phase != OVER:
        seen.append(RULES.clone(s))
        legal = list(RULES.legal_actions(s))
        builds = [a for a in legal if isinstance(a, Build)]
        RULES.perform(s, rng.choice(builds or legal))
    return seen


def regions_differ(states: list[MystariaState]) -> int:
    """Positions whose kept regions are not those of a flood fill of the whole forest."""
    board._REGIONS.clear()
    return sum(board.shared_regions(s.cells, s.bridges) != full(s) for s in states)


def full(s: MystariaState) -> board.Regions:
    labels = board._regions(s.cells, s.bridges)
    return labels, board.region_sizes(labels), board.bounds(s.cells)


@pytest.mark.parametrize("seed", [3, 8])
def test_tile_places_and_buildings_are_those_the_plain_listing_finds(seed):
    states = played(seed, players=2 + seed % 3)
    # the join rule comes up too: two regions hold buildings
    assert sum(s.phase == TILE and len(s.forest().owners) >= 2 for s in states) > 5
    assert places_differ(states) == 0
    assert builds_differ(states) == 0


def places_differ(states: list[MystariaState]) -> int:
    """Tile steps whose listed places are not those the plain listing finds."""
    return sum(s.forest().tile_places(s.hands[s.current][0])
               != plain_tile_places(s.forest(), s.hands[s.current][0])
               for s in states if s.phase == TILE)


def test_a_planted_fault_in_listing_tile_places_is_caught(monkeypatch):
    states = played(3)
    monkeypatch.setattr(Forest, "_joins_built", lambda *a: False)
    assert places_differ(states) > 0


def builds_differ(states: list[MystariaState]) -> int:
    """Building steps whose listed buildings are not those the plain listing finds."""
    return sum([a for a in RULES.legal_actions(s) if not isinstance(a, NoBuild)]
               != plain_builds(s) for s in states if s.phase == BUILD)


def test_a_planted_fault_in_listing_bridges_is_caught(monkeypatch):
    states = played(3)
    monkeypatch.setattr(rules_module, "_bridgeable", lambda forest, pos: False)
    assert builds_differ(states) > 0


@pytest.mark.parametrize("seed", [3, 8])
def test_regions_grown_from_the_last_forest_are_the_flood_fills(seed, monkeypatch):
    grown = []
    real = board._grown
    monkeypatch.setattr(board, "_grown", lambda *a: grown.append(1) or real(*a))
    states = played(seed)
    assert any(s.bridges for s in states)
    assert regions_differ(states) == 0
    assert len(grown) > 10  # the quick way was taken


def test_a_planted_fault_in_growing_regions_is_caught(monkeypatch):
    states = played(3)

    def new_fields_alone(before, cells, new):  # forgets to join the new fields
        return {**before, **{p: p for p in new}}

    monkeypatch.setattr(board, "_grown", new_fields_alone)
    assert regions_differ(states) > 0


class _NeverCleared(dict):
    def clear(self) -> None:
        pass


def _kept_within_bound(count: int) -> bool:
    for seed in range(count):
        for s in played(seed):
            board.shared_regions(s.cells, s.bridges)
    return len(board._REGIONS) <= board._REGIONS_KEPT


def test_the_kept_regions_stay_within_their_bound(monkeypatch):
    monkeypatch.setattr(board, "_REGIONS_KEPT", 20)
    monkeypatch.setattr(board, "_REGIONS", {})
    assert _kept_within_bound(2)
    monkeypatch.setattr(board, "_REGIONS", _NeverCleared())  # planted: never emptied
    assert not _kept_within_bound(2)
