"""What each seat may see of a Mischwald state, re-dealing the unseen, and the
state's invariants. No pygame here.

Hidden: the deck, the cards boxed unseen at setup, other players' hands, cards other
players put back by their redraw, the face-down cards under other players' caves,
and which card another player's sapling is (saplings lie face down).
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from game.core import ScoreSheet
from game.games.mischwald.data import ALL_CARD_IDS, CARDS, SIDES, species_of
from game.games.mischwald.recount import recount as independent_recount
from game.games.mischwald.state import (
    CLEARING_LIMIT,
    HAND_LIMIT,
    WINTER_SET,
    WINTERS_TO_END,
    MwState,
    bonus_met,
)


def _public_tree(tree: dict[str, Any], mine: bool) -> dict[str, Any]:
    out = {side: list(tree[side]) for side in SIDES}
    out["sapling"] = tree["sapling"]
    out["card"] = tree["card"] if (mine or not tree["sapling"]) else ""
    return out


def observe(s: MwState, seat: int | None) -> dict[str, Any]:
    step = s.steps[0] if s.steps else None
    play = None
    if s.play is not None:
        pl = s.play
        play = {
            "card": pl["card"] if (seat == s.current or pl["slot"] != "sapling") else "",
            "tree": pl["tree"],
            "slot": pl["slot"],
            "cost": pl["cost"],
            "paid": list(pl["paid"]),
            "bonus": bonus_met(pl["card"], pl["slot"], pl["paid"]) if pl["paid"] else None,
        }
    return {
        "seat": seat,
        "names": list(s.names),
        "current": s.current,
        "phase": s.phase,
        "turn": s.turn,
        "hand": list(s.hands[seat]) if seat is not None else [],
        "hand_sizes": [len(h) for h in s.hands],
        "deck": len(s.deck),
        "clearing": list(s.clearing),
        "winters": len(s.winters),
        "discarded": len(s.discard),
        "removed": len(s.removed),
        "forests": [
            [_public_tree(t, p == seat) for t in forest] for p, forest in enumerate(s.forests)
        ],
        "caves": [len(c) for c in s.caves],
        "my_cave": list(s.caves[seat]) if seat is not None else [],
        "new_this_turn": sorted(
            c for c, t in s.placed_turn.items() if t == s.turn and _visible(s, c, seat)
        ),
        "play": play,
        "step": None if step is None else {k: v for k, v in step.items() if k != "later"},
        "extra": s.extra,
        "redraw_queue": list(s.redraw_queue),
    }


def _visible(s: MwState, card: str, seat: int | None) -> bool:
    for p, forest in enumerate(s.forests):
        for tree in forest:
            if tree["card"] == card:
                return p == seat or not tree["sapling"]
    return True


def hidden_from(s: MwState, seat: int | None) -> set[str]:
    hid = set(s.deck) | set(s.removed)
    for p in range(s.players):
        if p == seat:
            continue
        hid.update(s.hands[p])
        hid.update(s.redrawn[p])
        hid.update(s.caves[p])
        hid.update(t["card"] for t in s.forests[p] if t["sapling"])
        if s.play is not None and p == s.current and s.play["slot"] == "sapling":
            hid.add(s.play["card"])
    return hid


def redetermine(c: MwState, seat: int, rng: random.Random) -> MwState:
    """Re-deal, in the clone ``c``, every card ``seat`` has not seen. Winter cards
    still in the deck are put back at random places inside the bottom pile."""
    hidden = hidden_from(c, seat)
    pool = [x for x in hidden if x not in WINTER_SET]
    pool.sort()
    rng.shuffle(pool)
    it = iter(pool)
    winters = [x for x in c.deck if x in WINTER_SET]
    zone = min(c.winter_zone, len(c.deck))
    spots = set(rng.sample(range(zone), len(winters))) if len(winters) <= zone else set()
    if len(spots) != len(winters):  # a deck too short to hold them: keep them where they are
        spots = {i for i, x in enumerate(c.deck) if x in WINTER_SET}
    wi = iter(winters)
    c.deck = [next(wi) if i in spots else next(it) for i in range(len(c.deck))]
    c.removed = [next(it) for _ in c.removed]
    # when saplings swap identities, their turns must not overwrite each other
    sapling_turns = [
        c.placed_turn.pop(tree["card"])
        for p in range(c.players)
        if p != seat
        for tree in c.forests[p]
        if tree["sapling"]
    ]
    for p in range(c.players):
        if p == seat:
            continue
        c.hands[p] = [next(it) for _ in c.hands[p]]
        c.redrawn[p] = [next(it) for _ in c.redrawn[p]]
        c.caves[p] = [next(it) for _ in c.caves[p]]
        for tree in c.forests[p]:
            if tree["sapling"]:
                tree["card"] = next(it)
                c.placed_turn[tree["card"]] = sapling_turns.pop(0)
        if c.play is not None and p == c.current and c.play["slot"] == "sapling":
            c.play["card"] = next(it)
    return c


def all_cards(s: MwState) -> list[str]:
    cards = list(s.deck) + s.clearing + s.winters + s.removed + s.discard
    for p in range(s.players):
        cards += s.hands[p] + s.redrawn[p] + s.caves[p]
        for tree in s.forests[p]:
            cards.append(tree["card"])
            for side in SIDES:
                cards += tree[side]
    if s.play is not None:
        cards.append(s.play["card"])
    return cards


def invariants(s: MwState, sheet: ScoreSheet) -> list[str]:
    problems: list[str] = []
    counts = Counter(all_cards(s))
    if sorted(counts) != sorted(ALL_CARD_IDS) or any(n != 1 for n in counts.values()):
        dup = sorted(c for c, n in counts.items() if n != 1)[:5]
        problems.append(f"cards lost or duplicated (e.g. {dup})")
    for p, hand in enumerate(s.hands):
        if len(hand) > HAND_LIMIT:
            problems.append(f"seat {p} holds {len(hand)} cards")
        if any(c in WINTER_SET for c in hand):
            problems.append(f"seat {p} holds a winter card")
    if (len(s.winters) >= WINTERS_TO_END) != s.over:
        problems.append("the game must end exactly at the third winter card")
    if s.phase == "turn" and len(s.clearing) >= CLEARING_LIMIT:
        problems.append("a turn starts with a full clearing")
    for p, forest in enumerate(s.forests):
        for t, tree in enumerate(forest):
            if not tree["sapling"] and CARDS[tree["card"]].kind != "tree":
                problems.append(f"seat {p} tree {t} is not a tree card")
            for side in SIDES:
                problems += _slot_problems(s, p, t, side, tree[side])
    cave_row = sheet.rows[-1].values
    if cave_row != [len(c) for c in s.caves]:
        problems.append("the cave row differs from the cards under the caves")
    recount = independent_recount(s.forests, [len(c) for c in s.caves])
    if recount != sheet.totals:
        problems.append(f"score sheet {sheet.totals} differs from a recount {recount}")
    return problems


def _slot_problems(s: MwState, p: int, t: int, side: str, stack: list[str]) -> list[str]:
    where = f"seat {p} tree {t} {side}"
    out = []
    for c in stack:
        kind = CARDS[c].kind
        if kind not in ("side", "vert") or (kind == "side") != (side in ("left", "right")):
            out.append(f"{where}: {c} does not fit there")
            return out
    if len(stack) > 1:
        names = {species_of(c, side).id for c in stack}
        rule = species_of(stack[0], side).stack
        if len(names) > 1 or rule is None or (rule["max"] and len(stack) > rule["max"]):
            out.append(f"{where}: {len(stack)} cards share a slot")
    return out
