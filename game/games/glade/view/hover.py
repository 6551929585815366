"""The Glade's hover help: what a glade field, a forest space, a toadstool, a match
counter, a bench tile, another forest or the solo game's turn tiles are. Text from the
observation and the view's layout only (no drawing)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.glade.data import SIZE, counter_value, kind_name, load
from game.games.glade.observe import GladeObservation
from game.games.glade.state import owner
from game.games.glade.view.words import who
from game.i18n import _, _n

if TYPE_CHECKING:
    from game.games.glade.view import GladeView


def tooltip(view: GladeView, pos: tuple[int, int]) -> str | None:
    obs = view.obs
    for kind in load().glade.fields:
        if view.field_rect(kind).collidepoint(pos):
            marker = obs.glade.get(kind)
            base = _("Glade field: {tile}", tile=kind_name(kind))
            if marker is None:
                return base
            return base + " - " + piece_tip(obs, marker)
    if view.forest_rect.collidepoint(pos):
        for i in range(SIZE * SIZE):
            if view.space_rect(i).collidepoint(pos):
                return space_tip(obs, view.shown(), i)
    for piece, r in view.store_slots(view.shown()):
        if r.collidepoint(pos):
            return piece_tip(obs, piece)
    for i, tile in enumerate(obs.bench):
        if view.bench_slot(i).collidepoint(pos):
            return kind_name(load().kind[tile])
    for seat, rect in view.thumbs():
        if rect.collidepoint(pos):
            return _("{name}'s forest, drawn small (tiles in their season's and leaf's "
                     "colours): click to see it at full size", name=obs.names[seat])
    return _turn_tiles_tip(view, pos)


def _turn_tiles_tip(view: GladeView, pos: tuple[int, int]) -> str | None:
    """The solo game's turn tiles say what they count."""
    obs = view.obs
    fan = view._turn_tiles_rect(obs)
    turns = [r for (key, _line), r in view._info_lines(obs) if key == "turns"]
    if any(r.collidepoint(pos) for r in turns) or (fan and fan.collidepoint(pos)):
        return _n(
            "{n} turn tile: one is set aside face down at the end of every turn, so they "
            "count your turns. Plant all your toadstools in as few turns as you can.",
            "{n} turn tiles: one is set aside face down at the end of every turn, so they "
            "count your turns. Plant all your toadstools in as few turns as you can.",
            obs.turn_tiles)
    return None


def piece_tip(obs: GladeObservation, piece: str) -> str:
    if piece[0] == "C":
        return _("Match counter worth {n}", n=counter_value(piece))
    side = obs.side.get(piece, 1)
    return _("{name}'s toadstool, {side} side up", name=who(obs, owner(piece)), side=side)


def space_tip(obs: GladeObservation, seat: int, space: int) -> str:
    cell = obs.cells[seat][space]
    r, c = divmod(space, SIZE)
    where = _("Row {r}, column {c}", r=r + 1, c=c + 1)
    if cell is not None and cell[0] == "T":
        return f"{where}: {kind_name(load().kind[cell])}"
    if cell is not None:
        return f"{where}: {piece_tip(obs, cell)}"
    data = load()
    forest = data.matching[obs.forests[seat] - 1] if obs.matching else data.plain
    sp = forest.spaces[space]
    parts = [where]
    if sp.centre:
        parts.append(_("the framed centre space"))
    if sp.symbol_kind == "leaf":
        parts.append(_("symbol: {leaf} leaf", leaf=sp.symbol))
    elif sp.symbol_kind:
        parts.append(_("symbol: {leaf} {symbol}", leaf=sp.colour, symbol=sp.symbol))
    return ", ".join(parts)
