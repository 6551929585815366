"""Putting taken cards into a forest and the immediate effects of cards (drought,
lightning), shared by players and the Bosgeest."""

from __future__ import annotations

from game.games.woud.data import card, cards, kind_of, label
from game.games.woud.flow import (
    discard_task,
    discardable,
    log,
    name,
    new_tree,
    open_trees,
    push_front,
    remove_card,
)
from game.games.woud.state import Task, WoudState
from game.i18n import _, counted


def pitcher_target(s: WoudState, seat: int, cid: str) -> str | None:
    """The pitcher plant a card from a kept pile may go under, if any."""
    forest = s.forests[seat]
    if seat == s.spirit or forest.pitcher_used or cid not in forest.from_pile:
        return None
    kinds = kind_of()
    if kinds[cid] == "pitcher":
        return None
    for c in forest.cards:
        if kinds[c] == "pitcher":
            return c
    return None


def place_targets(s: WoudState, seat: int, cid: str) -> list[str]:
    """Where an incoming card may go: a trunk starts a tree or extends an open one; a
    canopy must close an open tree when there is one, else it is discarded."""
    forest = s.forests[seat]
    kind = card(cid).kind
    if kind == "trunk":
        out = ["new"] + [t.id for t in open_trees(forest)]
    elif kind == "canopy":
        out = [t.id for t in open_trees(forest)]
        if not out and not any(card(c).kind == "trunk" for c in forest.incoming):
            out = ["discard"]  # a trunk still to place could carry it: no discarding yet
    else:
        out = ["forest"]
    pitcher = pitcher_target(s, seat, cid)
    if pitcher:
        out.append(pitcher)
    return out


def place_reason(s: WoudState, seat: int, cid: str, target: str) -> str | None:
    """Why a placement is refused (None when it is allowed)."""
    forest = s.forests[seat]
    if cid not in forest.incoming:
        return _("That card is not waiting to be placed.")
    if target in place_targets(s, seat, cid):
        return None
    kind = card(cid).kind
    tree = forest.tree(target)
    if kind == "canopy":
        if target == "discard" and not open_trees(forest):
            return _("Place your trunk first: a canopy is discarded only when no tree takes it.")
        if target == "discard":
            return _(
                "A canopy must close one of your open trees; it is discarded only if you have none."
            )
        if tree is not None and tree.complete:
            return _("That tree already has its canopy.")
        return _("A canopy goes on top of an open tree.")
    if kind == "trunk":
        if tree is not None and tree.complete:
            return _("Nothing can be added to a tree once it has its canopy.")
        return _("A trunk starts a new tree or extends an open one.")
    if tree is not None or target == "new":
        return _("Only trunks and canopies build trees.")
    if target in cards() and card(target).kind == "pitcher":
        return _("The pitcher plant takes one card of the pile you kept, once per pile.")
    return _("That card goes into your forest.")


def do_place(s: WoudState, seat: int, cid: str, target: str) -> None:
    forest = s.forests[seat]
    forest.incoming.remove(cid)
    from_pile = cid in forest.from_pile
    if from_pile:
        forest.from_pile.remove(cid)
    k = card(cid)
    who = name(s, seat)
    if target == "discard":
        s.discard.append(cid)
        log(s, "{who} discards a canopy: no open tree.", seat, who=who)
        return
    if target == "new":
        new_tree(s, forest, cid)
        log(s, "{who} starts a new tree with a {v}-point trunk.", seat, who=who, v=k.value)
        return
    tree = forest.tree(target)
    if tree is not None:
        if k.kind == "trunk":
            tree.trunks.append(cid)
            log(s, "{who} grows a tree to {h} trunks.", seat, who=who, h=tree.height)
        else:
            tree.canopy = cid
            log(
                s,
                counted("{who} closes a tree of {h} trunk with a x{m} canopy.",
                        "{who} closes a tree of {h} trunks with a x{m} canopy.", "h"),
                seat,
                who=who,
                h=tree.height,
                m=k.value,
            )
        return
    if target != "forest":  # under a pitcher plant
        forest.pitcher_used = True
        tucked = forest.under.setdefault(target, [])
        if tucked:
            back = tucked.pop()
            forest.incoming.append(back)
            log(s, "{who} takes the card from under the pitcher plant.", seat, who=who)
        tucked.append(cid)
        log(s, "{who} puts a card face down under the pitcher plant.", seat, who=who)
        return
    if k.kind == "drought":
        s.discard.append(cid)
        if s.season_effect() == "calm":
            log(s, "{who} takes a drought; the calm season makes it harmless.", seat, who=who)
            return
        log(s, "{who} takes a drought and must discard a card.", seat, who=who)
        if discardable(forest, "any"):
            push_front(s, discard_task(seat, 1, "any", "drought"))
        return
    if k.kind == "lightning":
        s.discard.append(cid)
        log(s, "{who} takes lightning.", seat, who=who)
        push_front(s, Task("lightning", seat))
        return
    forest.cards.append(cid)
    if k.is_animal:
        forest.acquired[cid] = s.turn
    log(s, "{who} adds a {kind} to the forest.", seat, who=who, kind=label(cid))


def do_discard(s: WoudState, seat: int, task: Task, cid: str) -> None:
    forest = s.forests[seat]
    remove_card(s, forest, cid)
    if cid in forest.used:
        forest.used.remove(cid)
    log(
        s,
        "{who} discards a {kind} ({reason}).",
        seat,
        who=name(s, seat),
        kind=label(cid),
        reason=task.data["reason"],
    )
    task.data["n"] -= 1
