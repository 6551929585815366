"""Words for what the table shows: the solo game's result notes (the hover help is in
hover.py). Text from the observation only (no drawing)."""

from __future__ import annotations

from game.games.glade.observe import GladeObservation
from game.games.glade.state import RIVAL
from game.i18n import _


def who(obs: GladeObservation, seat: int) -> str:
    return _("the rival") if seat == RIVAL else obs.names[seat]




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
    bests = solo.personal_bests(name)
    if place is None and bests:  # none at all: the history could not be used (said once)
        lines.append(_("Not among your ten best games."))
    for i, entry in enumerate(bests[:5], start=1):
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
