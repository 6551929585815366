"""Mischwald's hover help: the deck, a player's tab (their points now), the places a
card is dropped to plant a tree or a sapling. A card itself is shown enlarged with its
rule and live points instead (``MischwaldView.enlarged``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import _

if TYPE_CHECKING:
    from game.games.mischwald.view import MischwaldView


def tooltip(view: MischwaldView, pos: tuple[int, int]) -> str | None:
    obs = view.obs
    if view.deck_rect.collidepoint(pos):
        return _(
            "Deck: {n} cards. Winter cards revealed: {w} of 3.", n=obs.deck, w=obs.winters
        )
    for i, r in enumerate(view.tab_rects()):
        if r.collidepoint(pos):
            total = sum(ln.points for ln in view.lines()[i])
            return _(
                "{name}: {n} points now, {c} cards under the cave, {h} in hand.",
                name=obs.names[i],
                n=total,
                c=obs.caves[i],
                h=obs.hand_sizes[i],
            )
    lay = view.forest_layout()
    if lay.sapling_rect().collidepoint(pos):
        return _("Drop any card here to play it face down as a sapling (free).")
    if lay.new_tree_rect().collidepoint(pos):
        return _("Drop a tree card here to plant it.")
    return None
