"""How the computer players judge Mystaria (the search in game.ai asks; no pygame).

A seat's standing is its buildings' points now, plus a little for the open sides of
the regions its huts and tree stand in (those regions may grow), plus a share of what
its buildings still at home typically score (as many as it has turns left for, the
later ones less surely: a building placed early claims its region, so holding back
is rarely worth much). The rollout lays its tile, of a few random legal places, where
it grows the mover's huts and tree most against the others', then builds what scores
most at once, as the Easy player would. The search tries buildings in that order too,
and judges a tile just laid with the best building it allows. The numbers are data: assets/ai.json,
"mystaria".
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from functools import cache
from typing import Any

from game.ai.strategy import Move, Strategy, settings
from game.core import Action
from game.core.protocol import one_scoring
from game.games.mystaria import board, scoring
from game.games.mystaria.actions import Build, NoBuild, PlaceTile
from game.games.mystaria.board import SIDES, Pos
from game.games.mystaria.data import COMPONENTS, TREE, groups, hut_landscape
from game.games.mystaria.placement import Forest, rims, shape
from game.games.mystaria.state import BUILD, TILE, MystariaState

TRIES = 40  # random spots tried for a rollout's tile before listing every place


@cache
def _numbers() -> tuple[dict[str, float], float, float, int]:
    data = settings("mystaria")
    hold = {str(k): float(v) for k, v in dict(data.get("hold", {})).items()}
    return (hold, float(data.get("hold_share", 0.3)), float(data.get("open_side", 0.3)),
            int(data.get("tile_looks", 6)))


def standing(s: MystariaState) -> list[float]:
    """Each seat's points now plus what its headquarters and open regions promise."""
    hold, share, open_side, _looks = _numbers()
    labels, size, box = board.shared_regions(s.cells, s.bridges)
    out = [0.0] * s.players
    left = len(s.pile) / s.players
    growing = {labels[pos] for pos, (_seat, kind) in s.buildings.items()
               if hut_landscape(kind) or kind == TREE} if left > 0 else set()
    open_sides = _open(s.cells, labels, growing)
    for pos, (seat, kind) in s.buildings.items():
        out[seat] += scoring.points_of(kind, pos, s.cells, s.cell_tile, s.buildings, labels,
                                       size, box)
        if (hut_landscape(kind) or kind == TREE) and left > 0:
            region = labels[pos]
            per_field = (COMPONENTS.tree_points if kind == TREE
                         else COMPONENTS.landscapes[s.cells[pos]].field_points)
            out[seat] += open_side * per_field * min(open_sides[region], 2 * left)
    for seat in range(s.players):
        chances = len(s.hands[seat]) + int(left) + (s.phase == BUILD and s.current == seat)
        values = sorted((hold.get(k, 0.0) for k in s.hq[seat]), reverse=True)
        # the fewer turns to spare, the less sure each further building is placed well
        out[seat] += share * sum(v * (1 - k / (chances + 1)) for k, v in enumerate(values)
                                 if k < chances)
    return out


def _open(cells: dict[Pos, str], labels: dict[Pos, Pos], regions: set[Pos]) -> dict[Pos, int]:
    """For each of ``regions``, the empty places beside its fields (where the region
    could still grow); the fields are read once for all of them."""
    beside: dict[Pos, set[Pos]] = {r: set() for r in regions}
    if not beside:
        return {}
    for (x, y), r in labels.items():
        seen = beside.get(r)
        if seen is None:
            continue
        for dx, dy in SIDES:
            q = (x + dx, y + dy)
            if q not in cells:
                seen.add(q)
    return {r: len(seen) for r, seen in beside.items()}


def quick_tile(s: MystariaState, rng: random.Random, looks: int) -> Action | None:
    """Of a few random legal places for the tile in hand (found by trying spots beside
    the forest: listing every place costs far more), the one that grows the mover's
    regions most against the others'; None if none was found."""
    tile = s.hands[s.current][0]
    forest = s.forest()
    frontier = list(forest.frontier())
    size = forest.sizes
    built: dict[Pos, list[Pos]] = {}
    for pos, (_seat, kind) in s.buildings.items():
        if hut_landscape(kind) or kind == TREE:
            built.setdefault(forest.labels[pos], []).append(pos)
    best: tuple[float, PlaceTile] | None = None
    found = 0
    for _ in range(TRIES):
        fx, fy = rng.choice(frontier)
        rot = rng.randrange(4)
        dx, dy = rng.choice(shape(tile, rot))
        x, y = fx - dx, fy - dy
        if forest.tile_fits(tile, x, y, rot):
            value = _growth(s, forest, size, built, tile, x, y, rot)
            if best is None or value > best[0]:
                best = (value, PlaceTile(tile, x, y, rot))
            found += 1
            if found >= looks:
                break
    return None if best is None else best[1]


def _growth(s: MystariaState, forest: Forest, size: dict[Pos, int], built: dict[Pos, list[Pos]],
            tile: str, x: int, y: int, rot: int) -> float:
    """Points the huts and trees gain when the tile joins their regions: the mover's
    gain less the best other seat's."""
    gains = [0.0] * s.players
    cells, labels = forest.cells, forest.labels
    for group, rim in zip(groups(tile, rot), rims(tile, rot)):
        joined = {labels[(x + dx, y + dy)] for land, (dx, dy) in rim
                  if cells.get((x + dx, y + dy)) == land}
        if not joined:
            continue
        total = len(group) + sum(size[r] for r in joined)
        for region in joined:
            for pos in built.get(region, ()):
                seat, kind = s.buildings[pos]
                per_field = (COMPONENTS.tree_points if kind == TREE
                             else COMPONENTS.landscapes[cells[pos]].field_points)
                gains[seat] += per_field * (total - size[region])
    others = [g for i, g in enumerate(gains) if i != s.current]
    return gains[s.current] - (max(others) if others else 0.0)


def ranked_builds(rules: Any, s: MystariaState) -> list[tuple[int, Build]]:
    """The legal buildings with the points each scores at once, most first."""
    builds = [a for a in rules.legal_actions(s) if isinstance(a, Build)]
    if not builds:
        return []
    labels, size, box = board.shared_regions(s.cells, s.bridges)
    out = [(scoring.points_of(b.kind, (b.x, b.y), s.cells, s.cell_tile, s.buildings, labels,
                              size, box), b) for b in builds]
    out.sort(key=lambda t: -t[0])
    return out


def best_build(rules: Any, s: MystariaState, rng: random.Random) -> Action:
    """The building that scores most at once (ties at random), or nothing."""
    ranked = ranked_builds(rules, s)
    if not ranked:
        return NoBuild()
    return rng.choice([b for v, b in ranked if v == ranked[0][0]])


def build_gain(rules: Any, s: MystariaState) -> float:
    """What the building step about to be taken adds: the best building's points less
    the share its staying at home was counted with."""
    ranked = ranked_builds(rules, s)
    if not ranked:
        return 0.0
    hold, share, _o, _l = _numbers()
    return max(0.0, max(v - share * hold.get(b.kind, 0.0) for v, b in ranked))


class MystariaStrategy:
    def evaluate(self, rules: Any, s: MystariaState, seat: int) -> float:
        values = standing(s)
        if s.phase == BUILD:  # the tile just laid is judged with the building it allows
            values[s.current] += build_gain(rules, s)
        others = [v for i, v in enumerate(values) if i != seat]
        return values[seat] - (max(others) if others else 0.0)

    def margins(self, rules: Any, s: MystariaState, seats: Iterable[int]) -> dict[int, float]:
        """``evaluate`` of each seat, the standing worked out once."""
        values = standing(s)
        if s.phase == BUILD:
            values[s.current] += build_gain(rules, s)
        return one_scoring(values, seats)

    def policy(self, rules: Any, s: MystariaState, rng: random.Random) -> Sequence[Action] | None:
        if s.phase == TILE:
            tile = quick_tile(s, rng, _numbers()[3])
            return None if tile is None else (tile,)
        if s.phase == BUILD:
            return (best_build(rules, s, rng),)
        return None

    def moves(self, rules: Any, s: MystariaState, full: bool) -> list[Move] | None:
        if s.phase != BUILD:
            return None
        return [(b,) for _v, b in ranked_builds(rules, s)] + [(NoBuild(),)]


STRATEGY: Strategy[MystariaState] = MystariaStrategy()  # checked against the search's protocol
