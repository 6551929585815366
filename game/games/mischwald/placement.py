"""Placing cards into a forest: where a card may go, what it costs, the bonus of
matching payment, and putting it down. No pygame here."""

from __future__ import annotations

import functools

from game.games.mischwald.data import (
    CARDS,
    SIDES,
    SLOTS_OF_KIND,
    card_symbols,
    slots_for,
    species_of,
    symbol_of,
)
from game.games.mischwald.state import MwState, log, new_tree
from game.i18n import N_


def slot_problem(s: MwState, p: int, card: str, tree: int, slot: str) -> str | None:
    """Why ``card`` cannot go into ``slot`` of tree ``tree`` of seat ``p`` (None: it can);
    the reason is marked for the catalogs and translated where it is shown."""
    kind = CARDS[card].kind
    if slot == "sapling":
        return None
    if slot == "tree":
        return None if kind == "tree" else N_("Only a tree card can be played as a tree.")
    if slot not in SIDES:
        return N_("There is no such place.")
    if kind == "tree":
        return N_("A tree stands on its own; drop it into your forest.")
    if (kind == "side") != (slot in ("left", "right")):
        if kind == "side":
            return N_("This card goes beside a tree, left or right.")
        return N_("This card goes above or below a tree.")
    forest = s.forests[p]
    if not 0 <= tree < len(forest):
        return N_("Place it at one of your trees.")
    stack = forest[tree][slot]
    if not stack:
        return None
    sp = species_of(card, slot)
    rule = sp.stack
    if rule is None or any(species_of(c, slot).id != sp.id for c in stack):
        return N_("That side of the tree is taken.")
    if rule["max"] and len(stack) >= rule["max"]:
        return N_("Two toads already share that place.")
    if rule["later_turn"] and any(s.placed_turn.get(c, -1) >= s.turn for c in stack):
        return N_("A second toad may join only on a later turn.")
    return None


def placements(s: MwState, p: int, card: str) -> list[tuple[int, str]]:
    """Every (tree, slot) the card could be played into, sapling included."""
    c = CARDS[card]
    if c.kind == "tree":
        return [(-1, "tree"), (-1, "sapling")]
    found = [(-1, "sapling")]
    sides = ("left", "right") if c.kind == "side" else ("top", "bottom")
    for t, tree in enumerate(s.forests[p]):
        for side in sides:
            # an empty place takes any card of the right kind; only a stack has rules
            if not tree[side] or slot_problem(s, p, card, t, side) is None:
                found.append((t, side))
    return found


Places = list[tuple[int, str]]


def hand_placements(s: MwState, p: int, hand: list[str]) -> list[tuple[str, Places]]:
    """``placements`` of every card in ``hand``, in its order. A split card goes to any
    free place of its kind, and onto a card only where its species stacks (hare, toad):
    the free places are read once per kind (a search lists a hand's plays in every
    position it weighs). The lists are shared: read them only."""
    free: dict[str, Places] = {}
    out: list[tuple[str, Places]] = []
    for card in hand:
        kind = CARDS[card].kind
        if kind not in SLOTS_OF_KIND or card in _stacking():
            out.append((card, placements(s, p, card)))
            continue
        found = free.get(kind)
        if found is None:
            found = free[kind] = _free_places(s, p, SLOTS_OF_KIND[kind])
        out.append((card, found))
    return out


def _free_places(s: MwState, p: int, sides: tuple[str, ...]) -> Places:
    """The sapling, and the empty ``sides`` of the seat's trees, in ``placements``' order."""
    found = [(-1, "sapling")]
    for t, tree in enumerate(s.forests[p]):
        for side in sides:
            if not getattr(tree, side):  # quicker than tree[side] on a state's tree
                found.append((t, side))
    return found


@functools.cache
def _stacking() -> frozenset[str]:
    """The split cards with a half whose species may stack onto its own kind."""
    return frozenset(cid for cid, c in CARDS.items() if c.kind in SLOTS_OF_KIND
                     and any(species_of(cid, slot).stack for slot in SLOTS_OF_KIND[c.kind]))


def place(s: MwState, p: int, card: str, tree: int, slot: str) -> None:
    """Put a card into the forest (no payment, no effects)."""
    s.placed_turn[card] = s.turn
    if slot in ("tree", "sapling"):
        s.forests[p].append(new_tree(card, slot == "sapling"))
        where = (("tree", p, len(s.forests[p]) - 1),)
        if slot == "sapling":
            log(s, "{name} plants a sapling.", p, where)
        else:
            log(s, "{name} plants a {species}.", p, where, species=species_of(card, "tree").en)
        return
    s.forests[p][tree][slot].append(card)
    log(s, "{name} places a {species} ({slot}).", p, (("slot", p, tree, slot),),
        species=species_of(card, slot).en, slot=slot)


def play_cost(card: str, slot: str) -> int:
    return 0 if slot == "sapling" else species_of(card, slot).cost


@functools.cache
def _cost_table() -> dict[str, dict[str, int]]:
    """``play_cost`` of every card (winters aside) in each slot it may take, sapling
    included: the legal plays of a hand are listed in every position of a search."""
    return {cid: {slot: play_cost(cid, slot) for slot in (*slots_for(cid), "sapling")}
            for cid, c in CARDS.items() if c.kind != "winter"}


def play_costs(card: str) -> dict[str, int]:
    """What playing ``card`` costs in each slot it may take (see ``play_cost``)."""
    found = _cost_table().get(card)
    if found is None:
        found = {slot: play_cost(card, slot) for slot in (*slots_for(card), "sapling")}
    return found


def bonus_met(card: str, slot: str, paid: list[str]) -> bool:
    """Every payment card shows the played half's tree symbol (on either half)."""
    if slot == "sapling" or not paid:
        return False
    sym = symbol_of(card, slot)
    return all(sym in card_symbols(c) for c in paid)


def free_options(s: MwState, p: int, type_: str) -> list[tuple[str, int, str]]:
    found = []
    for card in s.hands[p]:
        c = CARDS[card]
        if c.kind not in ("side", "vert"):
            continue
        for t, slot in placements(s, p, card):
            if slot != "sapling" and type_ in species_of(card, slot).types:
                found.append((card, t, slot))
    return found
