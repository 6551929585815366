"""Mystaria's rules: lay your tile into the shared forest, build one building, draw.

A turn is two decisions: the tile (``PlaceTile``, or ``SetAside`` when it fits
nowhere), then the building (``Build`` or ``NoBuild``); ending the building step draws
the next tile and passes the turn on.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterable
from typing import Any

from game.core import (
    Action,
    ActionCodec,
    BaseState,
    Decision,
    GameInfo,
    LogEntry,
    Options,
    Rules,
    ScoreSheet,
    Variant,
)
from game.core.hidden import redeal, unseen
from game.games.mystaria import audit, scoring
from game.games.mystaria.board import AXES, Pos
from game.games.mystaria.data import BRIDGE, COMPONENTS, TILE_IDS, footprint
from game.games.mystaria.placement import Forest
from game.i18n import N_, _

ACTIONS = ActionCodec()


@ACTIONS.register("place_tile")
class PlaceTile(Action):
    tile: str
    x: int
    y: int
    rot: int


@ACTIONS.register("set_aside")
class SetAside(Action):
    """Only when the tile in hand fits nowhere in the forest."""

    tile: str


@ACTIONS.register("build")
class Build(Action):
    kind: str
    x: int
    y: int
    axis: str = ""  # the bridge's direction, "h" or "v"; empty for every other building


@ACTIONS.register("no_build")
class NoBuild(Action):
    pass


TILE, BUILD, OVER = "tile", "build", "over"


@dataclasses.dataclass
class MystariaState(BaseState):
    names: list[str] = dataclasses.field(default_factory=list)
    easy: bool = False
    pile: list[str] = dataclasses.field(default_factory=list)
    box: list[str] = dataclasses.field(default_factory=list)  # removed unseen at setup
    hands: list[list[str]] = dataclasses.field(default_factory=list)
    placed: list[tuple[str, int, int, int]] = dataclasses.field(default_factory=list)
    set_aside: list[str] = dataclasses.field(default_factory=list)
    cells: dict[Pos, str] = dataclasses.field(default_factory=dict)
    cell_tile: dict[Pos, str] = dataclasses.field(default_factory=dict)
    buildings: dict[Pos, tuple[int, str]] = dataclasses.field(default_factory=dict)
    bridges: dict[Pos, str] = dataclasses.field(default_factory=dict)
    hq: list[list[str]] = dataclasses.field(default_factory=list)  # kinds still at home
    current: int = 0
    phase: str = TILE
    last_tile: str = ""
    ending: bool = False

    @property
    def players(self) -> int:
        return len(self.names)

    def kinds(self) -> tuple[str, ...]:
        return COMPONENTS.easy_buildings if self.easy else COMPONENTS.buildings

    def forest(self) -> Forest:
        return Forest(self.cells, self.cell_tile, self.buildings, self.bridges)

    def placed_kinds(self, seat: int) -> set[str]:
        return {k for s, k in self.buildings.values() if s == seat}


def lay(state: MystariaState, tile: str, x: int, y: int, rot: int) -> None:
    """Put a tile's fields into the forest (no checks: the caller checked)."""
    for dx, dy, land in footprint(tile, rot):
        state.cells[(x + dx, y + dy)] = land
        state.cell_tile[(x + dx, y + dy)] = tile
    state.placed.append((tile, x, y, rot))


class MystariaRules(Rules):
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

    # --- setup ------------------------------------------------------------------------
    def setup(self, options: Options, seed: int) -> MystariaState:
        rng = random.Random(seed)
        n = options.players
        pile = list(TILE_IDS)
        rng.shuffle(pile)
        removed = COMPONENTS.removed[n]
        box, pile = pile[:removed], pile[removed:]
        easy = options.variant("rules", "standard") == "easy"
        s = MystariaState(
            rng=rng,
            names=[seat.name for seat in options.seats],
            easy=easy,
            box=box,
        )
        start = pile.pop()
        lay(s, start, 0, 0, 0)
        s.hands = [[pile.pop()] for _ in range(n)]
        s.pile = pile
        s.hq = [list(s.kinds()) for _ in range(n)]
        s.log.append(LogEntry(N_("The forest starts with tile {tile}."), None, {"tile": start}))
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
        out = []
        for kind in sorted(set(s.hq[s.current])):
            axes = tuple(AXES) if kind == BRIDGE else ("",)
            for x, y in fields:
                for axis in axes:
                    if forest.build_reason(s.current, kind, (x, y), axis, allowed, placed) is None:
                        out.append(Build(kind, x, y, axis))
        return out

    def check(self, s: MystariaState, action: Action) -> str | None:
        if s.phase == OVER:
            return _("The game is over.")
        if s.phase == TILE:
            if isinstance(action, Build | NoBuild):
                return _("Lay your tile first.")
            hand = s.hands[s.current]
            if not isinstance(action, PlaceTile | SetAside) or action.tile not in hand:
                return _("That tile is not in your hand.")
            forest = s.forest()
            if isinstance(action, SetAside):
                if forest.tile_places(action.tile):
                    return _("Your tile fits in the forest: lay it.")
                return None
            if action.rot not in range(4):
                return _("A tile turns in quarter steps.")
            return forest.tile_reason(action.tile, action.x, action.y, action.rot)
        if isinstance(action, NoBuild):
            return None
        if not isinstance(action, Build):
            return _("Build a building or skip building.")
        if action.kind not in s.hq[s.current]:
            return _("That building is not in your headquarters.")
        forest = s.forest()
        allowed = set(forest.build_fields(s.last_tile))
        pos = (action.x, action.y)
        placed = s.placed_kinds(s.current)
        return forest.build_reason(s.current, action.kind, pos, action.axis, allowed, placed)

    # --- carrying out ----------------------------------------------------------------
    def perform(self, s: MystariaState, action: Action) -> bool:
        seat = s.current
        if isinstance(action, PlaceTile):
            s.hands[seat].remove(action.tile)
            lay(s, action.tile, action.x, action.y, action.rot)
            s.last_tile = action.tile
            s.phase = BUILD
            where = tuple(
                (action.x + dx, action.y + dy) for dx, dy, _l in footprint(action.tile, action.rot)
            )
            s.log.append(
                LogEntry(
                    N_("{name} lays tile {tile}."),
                    seat,
                    {"name": s.names[seat], "tile": action.tile},
                    where,
                )
            )
            return False
        if isinstance(action, SetAside):
            s.hands[seat].remove(action.tile)
            s.set_aside.append(action.tile)
            s.log.append(
                LogEntry(
                    N_("{name}'s tile {tile} fits nowhere and is set aside."),
                    seat,
                    {"name": s.names[seat], "tile": action.tile},
                )
            )
            if not s.ending and s.pile:
                # as a replacement the player draws again and lays the new tile instead
                s.hands[seat].append(s.pile.pop())
                s.log.append(
                    LogEntry(N_("{name} draws a new tile."), seat, {"name": s.names[seat]})
                )
                if not s.pile:
                    self._pile_used_up(s)
                return True
            return self._end_turn(s)
        if isinstance(action, Build):
            pos = (action.x, action.y)
            s.hq[seat].remove(action.kind)
            s.buildings[pos] = (seat, action.kind)
            if action.kind == BRIDGE:
                s.bridges[pos] = action.axis
            s.log.append(
                LogEntry(
                    N_("{name} builds the {building}."),
                    seat,
                    {"name": s.names[seat], "building": BUILDING_NAMES[action.kind]},
                    (pos,),
                )
            )
        return self._end_turn(s)

    def _end_turn(self, s: MystariaState) -> bool:
        seat = s.current
        drew = False
        if not s.ending and not s.hq[seat]:
            s.ending = True
            s.log.append(
                LogEntry(
                    N_("{name} has built everything: last round, no more drawing."),
                    seat,
                    {"name": s.names[seat]},
                )
            )
        if not s.ending and s.pile:
            s.hands[seat].append(s.pile.pop())
            drew = True
            if not s.pile:
                self._pile_used_up(s)
        s.last_tile = ""
        for step in range(1, s.players + 1):
            nxt = (seat + step) % s.players
            if s.hands[nxt]:
                s.current, s.phase = nxt, TILE
                s.turn += 1
                return drew
        s.phase = OVER
        s.turn += 1
        s.log.append(LogEntry(N_("The game is over.")))
        return drew

    def _pile_used_up(self, s: MystariaState) -> None:
        s.ending = True
        s.log.append(
            LogEntry(N_("The pile is used up: everyone lays the tile in hand, then the game ends."))
        )

    # --- what players see ----------------------------------------------------------
    def observe(self, s: MystariaState, seat: int | None) -> dict[str, Any]:
        return {
            "names": list(s.names),
            "easy": s.easy,
            "placed": [list(p) for p in s.placed],
            "buildings": [
                [x, y, owner, kind, s.bridges.get((x, y), "")]
                for (x, y), (owner, kind) in sorted(s.buildings.items())
            ],
            "hq": [list(h) for h in s.hq],
            "hand": list(s.hands[seat]) if seat is not None else [],
            "hand_sizes": [len(h) for h in s.hands],
            "pile": len(s.pile),
            "set_aside": list(s.set_aside),
            "current": s.current,
            "phase": s.phase,
            "last_tile": s.last_tile,
            "ending": s.ending,
        }

    def hidden_from(self, s: MystariaState, seat: int | None) -> set[str]:
        return unseen(seat, s.hands, [s.pile, s.box])

    def redetermine(self, s: MystariaState, seat: int, rng: random.Random) -> MystariaState:
        c = self.clone(s)
        c.hands, (c.pile, c.box) = redeal(rng, seat, c.hands, [c.pile, c.box])
        return c

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

    # --- engine helpers -------------------------------------------------------------
    def clone(self, s: MystariaState) -> MystariaState:
        rng = random.Random()
        rng.setstate(s.rng.getstate())
        return dataclasses.replace(
            s,
            rng=rng,
            log=list(s.log),
            names=list(s.names),
            pile=list(s.pile),
            box=list(s.box),
            hands=[list(h) for h in s.hands],
            placed=list(s.placed),
            set_aside=list(s.set_aside),
            cells=dict(s.cells),
            cell_tile=dict(s.cell_tile),
            buildings=dict(s.buildings),
            bridges=dict(s.bridges),
            hq=[list(h) for h in s.hq],
        )

    def invariants(self, s: MystariaState) -> list[str]:
        problems = audit.problems(s)
        recount = audit.recount(s)
        sheet = self.score_sheet(s)
        if [r.values for r in sheet.rows] != recount:
            problems.append(f"score sheet {[r.values for r in sheet.rows]} != recount {recount}")
        return problems

    def describe(self, s: MystariaState, action: Action) -> str:
        if isinstance(action, PlaceTile):
            return _(
                "Lay tile {tile} at {x}, {y} turned {deg}°",
                tile=action.tile,
                x=action.x,
                y=action.y,
                deg=90 * action.rot,
            )
        if isinstance(action, SetAside):
            return _("Set tile {tile} aside (it fits nowhere)", tile=action.tile)
        if isinstance(action, Build):
            return _(
                "Build the {building} at {x}, {y}",
                building=building_name(action.kind),
                x=action.x,
                y=action.y,
            )
        return _("Build nothing this turn")


BUILDING_NAMES = {
    "hut-V": N_("village hut"),
    "hut-L": N_("lake hut"),
    "hut-F": N_("forest hut"),
    "hut-M": N_("meadow hut"),
    "tree": N_("tree"),
    "tower": N_("tower"),
    "bridge": N_("bridge"),
    "portal": N_("magic portal"),
    "castle": N_("castle"),
}


def building_name(kind: str) -> str:
    return _(BUILDING_NAMES.get(kind, kind))
