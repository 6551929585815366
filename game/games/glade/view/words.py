"""Words for what the table shows: tooltips of pieces and spaces, the
solo game's result notes. Text from the observation only (no drawing)."""

from __future__ import annotations

from game.games.glade.data import SIZE, counter_value, kind_name, load
from game.games.glade.observe import GladeObservation
from game.games.glade.state import RIVAL, owner
from game.i18n import _


def who(obs: GladeObservation, seat: int) -> str:
    return _("the rival") if seat == RIVAL else obs.names[seat]


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


def solo_notes(name: str, turns: int, points: int, complete: bool) -> list[str]:
    """Record a finished solo game in ``name``'s personal bests; the lines that say so."""
    import time

    from game.games.glade import solo

    place = solo.record_solo_result(
        name, turns, points, time.strftime("%Y-%m-%d"), complete=complete
    )
    if complete:
        lines = [
            _(
                "All twelve toadstools planted in {turns} turns, {points} points.",
                turns=turns,
                points=points,
            )
        ]
    else:
        lines = [
            _(
                "The game ended with toadstools left: {turns} turns, {points} points.",
                turns=turns,
                points=points,
            )
        ]
    if place == 1:
        lines.append(_("A new personal best: place {n}!", n=place))
    elif place:
        lines.append(_("Place {n} in your personal list.", n=place))
    else:
        lines.append(_("Not among your ten best games."))
    for i, entry in enumerate(solo.personal_bests(name)[:5], start=1):
        state = _("complete") if entry["complete"] else _("unfinished")
        lines.append(
            _(
                "{i}. {turns} turns, {points} points, {state} ({when})",
                i=i,
                turns=entry["turns"],
                points=entry["points"],
                state=state,
                when=entry["when"] or "-",
            )
        )
    return lines
