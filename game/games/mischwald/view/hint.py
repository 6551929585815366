"""The hint's words for Mischwald: a move as the table shows it — the species a card
shows where it goes, the tree by its species (trees carry no numbers), the cards to
pay with."""

from __future__ import annotations

from collections.abc import Sequence

from game.core import Action
from game.games.mischwald.actions import Pay, Place, Play, card_label
from game.games.mischwald.data import species_of
from game.games.mischwald.observe import MischwaldObservation
from game.i18n import _


def tree_name(obs: MischwaldObservation, seat: int, t: int) -> str:
    """Tree ``t`` of ``seat``'s forest as it shows: its species, with its place among
    the trees of that species from the left when there are several."""
    forest = obs.forests[seat]
    names = [card_label(tree.card) if tree.card and not tree.sapling else _("sapling")
             for tree in forest]
    name = names[t]
    if names.count(name) == 1:
        return name
    return _("{tree} no. {n} from the left", tree=name, n=names[:t + 1].count(name))


def place_name(obs: MischwaldObservation, action: Action) -> str | None:
    """"Tree Frog to the left of your Birch", "Birch as a new tree" and the like."""
    if not isinstance(action, Play | Place) or obs.seat is None:
        return None
    if action.slot == "sapling":
        return _("{card} face down as a sapling", card=card_label(action.card))
    shown = _(species_of(action.card, action.slot).en)
    if action.slot == "tree":
        return _("{card} as a new tree", card=shown)
    tree = tree_name(obs, obs.seat, action.tree)
    where = {
        "left": _("{card} to the left of your {tree}", card=shown, tree=tree),
        "right": _("{card} to the right of your {tree}", card=shown, tree=tree),
        "top": _("{card} above your {tree}", card=shown, tree=tree),
        "bottom": _("{card} below your {tree}", card=shown, tree=tree),
    }
    return where.get(action.slot)


def payment(actions: Sequence[Action]) -> str | None:
    """The cards a suggested play is paid with: "pay with Beech, Red Fox"."""
    cards = [card_label(a.card) for a in actions if isinstance(a, Pay)]
    return _("pay with {cards}", cards=", ".join(cards)) if cards else None
