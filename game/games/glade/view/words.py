"""Words for what the table shows: recent events and the solo game's result notes
(the hover help is in hover.py). Text from the observation only (no drawing)."""

from __future__ import annotations

from game.games.glade.data import kind_name
from game.games.glade.observe import GladeObservation
from game.games.glade.state import RIVAL, owner
from game.i18n import _


def who(obs: GladeObservation, seat: int) -> str:
    return _("the rival") if seat == RIVAL else obs.names[seat]


def event_lines(obs: GladeObservation) -> list[tuple[str, int | None]]:
    """The last round's events, one short line each, with the kind of the missing tile
    for the lines about a set of 3."""
    lines: list[tuple[str, int | None]] = []
    for e in obs.events:
        tag = e[0]
        if tag == "turn":
            lines.append((_("Turn {t}: {name}", t=e[1], name=who(obs, int(e[2]))), None))
        elif tag == "missing":
            text = _(
                " {name}'s set of 3 lacks the {tile} (toadstool {side})",
                name=who(obs, int(e[2])),
                tile=kind_name(int(e[1])),
                side=e[3],
            )
            lines.append((text, int(e[1])))
        elif tag == "to_store":
            text = _(
                " {owner}'s toadstool to {name}'s store",
                owner=who(obs, owner(str(e[1]))),
                name=who(obs, int(e[2])),
            )
            lines.append((text, None))
        elif tag == "boxed":
            lines.append((_(" a rival toadstool goes back to the box"), None))
        elif tag == "flip":
            text = _(" {name}'s toadstool turned to its 2 side", name=who(obs, owner(str(e[1]))))
            lines.append((text, None))
        elif tag == "counter":
            lines.append((_(" {name} takes a match counter", name=who(obs, int(e[2]))), None))
        elif tag == "enclose":
            text = _(" {name} fills an enclosure: extra action", name=who(obs, int(e[2])))
            lines.append((text, None))
        elif tag == "claimed_tile":
            text = _(" the claimed tile goes to {name}'s forest", name=who(obs, int(e[2])))
            lines.append((text, None))
    return lines


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
