"""The hint's words for The Glade: a space of a forest board, which carries no numbers,
named by its row and column in words ("middle row, second from the left")."""

from __future__ import annotations

from game.core import Action
from game.games.glade.actions import Place, PlaceClaimed
from game.games.glade.data import SIZE, kind_name, load
from game.games.glade.observe import GladeObservation
from game.i18n import N_, _

ROWS = (N_("top row"), N_("second row"), N_("middle row"), N_("fourth row"), N_("bottom row"))
COLUMNS = (N_("far left"), N_("second from the left"), N_("centre"),
           N_("second from the right"), N_("far right"))
assert len(ROWS) == len(COLUMNS) == SIZE


def space_name(space: int) -> str:
    """A space of a forest board as one sees it: "middle row, far left"."""
    row, column = divmod(space, SIZE)
    return _("{row}, {column}", row=_(ROWS[row]), column=_(COLUMNS[column]))


def place_name(obs: GladeObservation, me: int, action: Action) -> str | None:
    """"Oak hedgehog with acorn: middle row, centre" and the like."""
    if isinstance(action, Place):
        tile = kind_name(load().kind[action.tile])
        return _("{tile}: {space}", tile=tile, space=space_name(action.space))
    if isinstance(action, PlaceClaimed):
        if action.board == me:
            return _("the claimed tile: {space} of your forest", space=space_name(action.space))
        return _("the claimed tile: {space} of {name}'s forest", space=space_name(action.space),
                 name=obs.names[action.board])
    return None
