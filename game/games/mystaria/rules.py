"""Mystaria's rules: lay your tile into the shared forest, build one building, draw.

The actions and what each does are in actions.py; this class sets the game up, says
who decides what, lists the legal moves and scores.
"""

from __future__ import annotations

import random
from collections.abc import Iterable

from game.core import Action, Decision, GameInfo, LogEntry, Options, Rules, ScoreSheet, Variant
from game.games.mystaria import observe as seen
from game.games.mystaria import scoring
from game.games.mystaria.actions import ACTIONS, Build, NoBuild, PlaceTile, SetAside
from game.games.mystaria.board import AXES, Pos, bridge_ends
from game.games.mystaria.data import (
    BRIDGE,
    CASTLE,
    COMPONENTS,
    MOUNTAIN,
    TILE_IDS,
    hut_landscape,
    tile_lands,
)
from game.games.mystaria.invariants import invariants
from game.games.mystaria.observe import MystariaObservation
from game.games.mystaria.placement import Forest
from game.games.mystaria.state import BUILD, OVER, TILE, MystariaState, lay
from game.games.mystaria.strategy import STRATEGY
from game.i18n import N_, _


class MystariaRules(Rules[MystariaState, MystariaObservation]):
    info = GameInfo(
        id="mystaria",
        title="Mystaria",
        min_players=2,
        max_players=4,
        blurb=N_(
            "Grow one magic forest together, tile by tile, and build your huts, tree, "
            "tower, castle, bridge and portal where they score best."
        ),
        variants=(
            Variant(
                "rules",
                N_("Rules"),
                ("standard", "easy"),
                (N_("Standard"), N_("Easy game: huts, tree and tower only")),
                N_("The easy game leaves the bridge, portal and castle in the box."),
            ),
        ),
        rules_file="rules/mystaria.md",
    )
    actions = ACTIONS
    strategy = STRATEGY  # how the computer players judge positions (strategy.py)

    # --- setup ------------------------------------------------------------------------
    def setup(self, options: Options, seed: int) -> MystariaState:
        rng = random.Random(seed)
        n = options.players
        pile = list(TILE_IDS)
        rng.shuffle(pile)
        removed = COMPONENTS.removed[n]
        box, pile = pile[:removed], pile[removed:]
        easy = options.variant("rules", "standard") == "easy"
        s = MystariaState(rng=rng, names=[seat.name for seat in options.seats], easy=easy,
                          box=box)
        start = pile.pop()
        lay(s, start, 0, 0, 0)
        s.hands = [[pile.pop()] for _ in range(n)]
        s.pile = pile
        s.hq = [list(s.kinds()) for _ in range(n)]
        s.log.append(LogEntry(N_("The forest starts with a tile of {lands}."), None,
                              {"lands": tile_lands(start)}))
        return s

    # --- the pending decision ---------------------------------------------------------
    def decision(self, s: MystariaState) -> Decision:
        if s.phase == OVER:
            return Decision(None, OVER, _("The game is over."), s.turn)
        name = s.names[s.current]
        if s.phase == TILE:
            return Decision(s.current, TILE, _("{name}: lay your tile", name=name), s.turn)
        return Decision(s.current, BUILD, _("{name}: build one building", name=name), s.turn)

    def legal_actions(self, s: MystariaState) -> Iterable[Action]:
        if s.phase == OVER:
            return []
        if s.phase == TILE:
            tile = s.hands[s.current][0]
            places = s.forest().tile_places(tile)
            if not places:
                return [SetAside(tile)]
            return [PlaceTile(tile, x, y, rot) for x, y, rot in places]
        return [*self._builds(s), NoBuild()]

    def _builds(self, s: MystariaState) -> list[Build]:
        forest = s.forest()
        fields = forest.build_fields(s.last_tile)
        allowed, placed = set(fields), s.placed_kinds(s.current)
        # only a bridge may stand in a region that already holds a building; only the
        # castle on a mountain, a hut only on its landscape
        free: dict[str, list[Pos]] = {}
        for p in fields:
            if forest.labels[p] not in forest.owners:
                free.setdefault(forest.cells[p], []).append(p)
        out = []
        for kind in sorted(set(s.hq[s.current])):
            axes = tuple(AXES) if kind == BRIDGE else ("",)
            hut = hut_landscape(kind)
            if kind == BRIDGE:
                where = [p for p in fields if _bridgeable(forest, p)]
            elif hut is not None or kind == CASTLE:
                where = free.get(MOUNTAIN if kind == CASTLE else str(hut), [])
            else:
                where = [p for land, ps in free.items() if land != MOUNTAIN for p in ps]
                where.sort()  # the fields' own order
            for x, y in where:
                for axis in axes:
                    if not forest.build_verdict(s.current, kind, (x, y), axis, allowed, placed):
                        out.append(Build(kind, x, y, axis))
        return out

    # --- what players see ----------------------------------------------------------
    def observe(self, s: MystariaState, seat: int | None) -> MystariaObservation:
        return seen.observe(s, seat)

    def hidden_from(self, s: MystariaState, seat: int | None) -> set[str]:
        return seen.hidden_from(s, seat)

    def redetermine(self, s: MystariaState, seat: int, rng: random.Random) -> MystariaState:
        return seen.redeal_hidden(self.clone(s), seat, rng)

    # --- scoring -------------------------------------------------------------------
    def points(self, s: MystariaState) -> dict[Pos, int]:
        return scoring.building_points(s.cells, s.cell_tile, s.buildings, s.bridges)

    def score_sheet(self, s: MystariaState) -> ScoreSheet:
        return scoring.sheet(s.players, s.kinds(), s.buildings, self.points(s))

    def winners(self, s: MystariaState) -> list[int]:
        totals = self.score_sheet(s).totals
        best = max(totals)
        tied = [i for i, t in enumerate(totals) if t == best]
        if len(tied) == 1:
            return tied
        trees = scoring.tree_region_sizes(s.players, s.cells, s.buildings, s.bridges)
        top = max(trees[i] for i in tied)
        return [i for i in tied if trees[i] == top]

    def invariants(self, s: MystariaState) -> list[str]:
        return invariants(s, [r.values for r in self.score_sheet(s).rows])


def _bridgeable(forest: Forest, pos: Pos) -> bool:
    """Whether a bridge across ``pos`` could join two regions of one landscape either
    way (without that, the bridge's verdict refuses it anyway)."""
    cells, labels = forest.cells, forest.labels
    for axis in AXES:
        a, b = bridge_ends(pos, axis)
        land = cells.get(a)
        if land is not None and land == cells.get(b) and labels[a] != labels[b]:
            return True
    return False
