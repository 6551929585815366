"""The hint's words for Renature: each half of a domino on its field, by the letters and
numbers printed round the board ("owl on A1, badger on A2", "oak (orange) on H2")."""

from __future__ import annotations

from game.core import Action
from game.games.renature.actions import PlaceDomino, PlacePlant
from game.games.renature.data import coord, dominoes
from game.games.renature.turns import colour_label
from game.i18n import _


def place_name(action: Action) -> str | None:
    if isinstance(action, PlaceDomino):
        first, second = dominoes()[action.domino]
        return _("{a} on {first}, {b} on {second}", a=first, first=coord(action.first),
                 b=second, second=coord(action.second))
    if isinstance(action, PlacePlant):
        return _("{kind} ({colour}) on {field}", kind=action.kind,
                 colour=colour_label(action.colour), field=coord(action.cell))
    return None  # the rules' own words already name the fields as the board prints them
