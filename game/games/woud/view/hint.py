"""The hint's words for Het Woud: a tree has no name or number on screen, only its trunk
cards with their values: it is named by those ("your tree of trunks 2 + 3")."""

from __future__ import annotations

from game.core import Action
from game.games.woud.actions import Place, place_words
from game.games.woud.data import card, label
from game.games.woud.observe import ForestView
from game.i18n import _


def tree_name(forest: ForestView, tree_id: str) -> str | None:
    """A tree of the viewer's forest as the screen shows it: by its trunks' values, and
    its place from the left when another tree shows the same."""
    shown = [" + ".join(str(card(c).value) for c in t.trunks) for t in forest.trees]
    ids = [t.id for t in forest.trees]
    if tree_id not in ids:
        return None
    k = ids.index(tree_id)
    if shown.count(shown[k]) == 1:
        return _("your tree of trunks {trunks}", trunks=shown[k])
    return _("your tree of trunks {trunks}, no. {n} from the left", trunks=shown[k],
             n=shown[:k + 1].count(shown[k]))


def place_name(forest: ForestView | None, action: Action) -> str | None:
    if not isinstance(action, Place) or forest is None:
        return None
    kind = label(action.card)
    where = place_words(action.target)
    if where is not None:  # worded as a place on a tree is, to read alike beside it
        return _("the {kind} {where}", kind=kind, where=where)
    tree = tree_name(forest, action.target)
    if tree is None:
        return None  # under a pitcher plant: the rules say it
    return _("the {kind} onto {tree}", kind=kind, tree=tree)
