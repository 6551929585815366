"""Mystaria's actions, each with its handler: why it is refused now, what it does and
how it reads.

A turn is two decisions: the tile (``PlaceTile``, or ``SetAside`` when it fits
nowhere), then the building (``Build`` or ``NoBuild``); ending the building step draws
the next tile and passes the turn on.
"""

from __future__ import annotations

from game.core import Action, ActionCodec, Handler, LogEntry
from game.games.mystaria.data import (
    BRIDGE,
    BUILDING_NAMES,
    building_name,
    footprint,
    tile_lands,
)
from game.games.mystaria.state import BUILD, OVER, TILE, MystariaState, lay
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


def _tile_problem(s: MystariaState, tile: str) -> str | None:
    """Why no tile action is possible now, if it is not."""
    if s.phase != TILE:
        return _("Build a building or skip building.")
    if tile not in s.hands[s.current]:
        return _("That tile is not in your hand.")
    return None


@ACTIONS.handles(PlaceTile)
class PlaceTileHandler(Handler[MystariaState, PlaceTile]):
    def check(self, s: MystariaState, a: PlaceTile) -> str | None:
        problem = _tile_problem(s, a.tile)
        if problem is not None:
            return problem
        if a.rot not in range(4):
            return _("A tile turns in quarter steps.")
        return s.forest().tile_reason(a.tile, a.x, a.y, a.rot)

    def perform(self, s: MystariaState, a: PlaceTile) -> bool:
        seat = s.current
        s.hands[seat].remove(a.tile)
        lay(s, a.tile, a.x, a.y, a.rot)
        s.last_tile = a.tile
        s.phase = BUILD
        where = tuple((a.x + dx, a.y + dy) for dx, dy, _l in footprint(a.tile, a.rot))
        s.log.append(LogEntry(N_("{name} lays a tile of {lands}."), seat,
                              {"name": s.names[seat], "lands": tile_lands(a.tile)}, where))
        return False

    def describe(self, s: MystariaState, a: PlaceTile) -> str:
        return _("Lay the tile of {lands} at {x}, {y} turned {deg}°", lands=tile_lands(a.tile),
                 x=a.x, y=a.y, deg=90 * a.rot)


@ACTIONS.handles(SetAside)
class SetAsideHandler(Handler[MystariaState, SetAside]):
    def check(self, s: MystariaState, a: SetAside) -> str | None:
        problem = _tile_problem(s, a.tile)
        if problem is not None:
            return problem
        if s.forest().tile_places(a.tile):
            return _("Your tile fits in the forest: lay it.")
        return None

    def perform(self, s: MystariaState, a: SetAside) -> bool:
        seat = s.current
        s.hands[seat].remove(a.tile)
        s.set_aside.append(a.tile)
        s.log.append(LogEntry(N_("{name}'s tile of {lands} fits nowhere and is set aside."),
                              seat, {"name": s.names[seat], "lands": tile_lands(a.tile)}))
        if not s.ending and s.pile:
            # as a replacement the player draws again and lays the new tile instead
            s.hands[seat].append(s.pile.pop())
            s.log.append(LogEntry(N_("{name} draws a new tile."), seat, {"name": s.names[seat]}))
            if not s.pile:
                pile_used_up(s)
            return True
        return end_turn(s)

    def describe(self, s: MystariaState, a: SetAside) -> str:
        return _("Set the tile of {lands} aside (it fits nowhere)", lands=tile_lands(a.tile))


def _build_problem(s: MystariaState) -> str | None:
    return _("Lay your tile first.") if s.phase != BUILD else None


@ACTIONS.handles(Build)
class BuildHandler(Handler[MystariaState, Build]):
    def check(self, s: MystariaState, a: Build) -> str | None:
        problem = _build_problem(s)
        if problem is not None:
            return problem
        if a.kind not in s.hq[s.current]:
            return _("That building is not in your headquarters.")
        forest = s.forest()
        allowed = set(forest.build_fields(s.last_tile))
        return forest.build_reason(s.current, a.kind, (a.x, a.y), a.axis, allowed,
                                   s.placed_kinds(s.current))

    def perform(self, s: MystariaState, a: Build) -> bool:
        seat, pos = s.current, (a.x, a.y)
        s.hq[seat].remove(a.kind)
        s.buildings[pos] = (seat, a.kind)
        if a.kind == BRIDGE:
            s.bridges[pos] = a.axis
        s.log.append(LogEntry(N_("{name} builds the {building}."), seat,
                              {"name": s.names[seat], "building": BUILDING_NAMES[a.kind]},
                              (pos,)))
        return end_turn(s)

    def describe(self, s: MystariaState, a: Build) -> str:
        return _("Build the {building} at {x}, {y}", building=building_name(a.kind), x=a.x,
                 y=a.y)


@ACTIONS.handles(NoBuild)
class NoBuildHandler(Handler[MystariaState, NoBuild]):
    def check(self, s: MystariaState, a: NoBuild) -> str | None:
        return _build_problem(s)

    def perform(self, s: MystariaState, a: NoBuild) -> bool:
        return end_turn(s)

    def describe(self, s: MystariaState, a: NoBuild) -> str:
        return _("Build nothing this turn")


def end_turn(s: MystariaState) -> bool:
    """Draw (unless the end has begun) and pass the turn to the next player with a tile;
    the game is over when nobody has one. True when a tile was drawn."""
    seat = s.current
    drew = False
    if not s.ending and not s.hq[seat]:
        s.ending = True
        s.log.append(LogEntry(N_("{name} has built everything: last round, no more drawing."),
                              seat, {"name": s.names[seat]}))
    if not s.ending and s.pile:
        s.hands[seat].append(s.pile.pop())
        drew = True
        if not s.pile:
            pile_used_up(s)
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


def pile_used_up(s: MystariaState) -> None:
    s.ending = True
    s.log.append(
        LogEntry(N_("The pile is used up: everyone lays the tile in hand, then the game ends."))
    )
