"""Mystaria's hover help: a building's points now and its rule, a field's region and
tile, your tile in hand, your headquarters, the pile and what the others hold."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.mystaria.board import Pos
from game.games.mystaria.data import COMPONENTS, hut_landscape
from game.games.mystaria.data import building_name as name_of
from game.games.mystaria.view import column
from game.i18n import N_, _, _n

if TYPE_CHECKING:
    from game.games.mystaria.view import MystariaView

RULE_HINTS = {
    "hut": N_("Scores 1 point per field of its region, 2 in a village."),
    "tree": N_(
        "Scores 2 points per field of its region. Only on a landscape whose hut you placed."
    ),
    "tower": N_(
        "Scores 1 point per field of its own landscape in straight lines. Never where another "
        "tower sees."
    ),
    "bridge": N_("Joins two regions of one landscape across its field. Scores nothing."),
    "portal": N_("Scores 1 point per building in straight and diagonal lines."),
    "castle": N_(
        "Only on a mountain. Scores 1 point per mountain on its tile and the tiles beside it."
    ),
}


def _hint_for(kind: str) -> str:
    return _(RULE_HINTS["hut" if hut_landscape(kind) else kind])

def field_at(view: MystariaView, pos: tuple[int, int]) -> Pos | None:
    """The forest's field under ``pos``; None off the forest (over the column)."""
    return view.cell_at(pos) if view.board.collidepoint(pos) else None


def tooltip(view: MystariaView, pos: tuple[int, int]) -> str | None:
    spot = field_at(view, pos)
    seen = view.seen
    names = view.table.observation.names
    if spot is not None and spot in seen.buildings:
        owner, kind = seen.buildings[spot]
        pts = seen.points.get(spot, 0)
        return _n(
            "{owner}'s {building}: {points} point now.\n{rule}",
            "{owner}'s {building}: {points} points now.\n{rule}",
            pts,
            owner=names[owner],
            building=name_of(kind),
            points=pts,
            rule=_hint_for(kind),
        )
    if spot is not None and spot in seen.cells:
        land = COMPONENTS.landscapes[seen.cells[spot]].name
        region = _n(
            "{landscape}: a region of {n} field",
            "{landscape}: a region of {n} fields",
            len(seen.region(spot)),
            landscape=_(land).capitalize(),
        )
        return region  # the log names a tile by its landscapes, as the field shows them
    rect = view.hand_rect()
    if rect is not None and rect.collidepoint(pos) and view.focus is not None:
        return _("{name} holds a tile, face down: it is laid on their next turn.",
                 name=view.table.observation.names[view.focus])
    if rect is not None and rect.collidepoint(pos):
        return _("Your tile: drag it into the forest. R or right-click turns it.")
    for kind, r in view.hq_rects():
        if r.collidepoint(pos):
            return f"{name_of(kind).capitalize()}\n{_hint_for(kind)}"
    return _column_tip(view, pos)


def _column_tip(view: MystariaView, pos: tuple[int, int]) -> str | None:
    """The pile and the others' things in the column."""
    obs = view.table.observation
    if column.pile_rect(view).collidepoint(pos):
        return _n("The pile: {n} tile, face down.", "The pile: {n} tiles, face down.",
                  obs.pile)
    for row in column.other_rows(view):
        name = obs.names[row.seat]
        if row.hand.collidepoint(pos) and obs.hand_sizes[row.seat]:
            return _("{name} holds a tile, face down: it is laid on their next turn.",
                     name=name)
        for kind, r in row.supply:
            if r.collidepoint(pos):
                return _("{owner}'s {building}, not yet built.\n{rule}", owner=name,
                         building=name_of(kind), rule=_hint_for(kind))
    return None
