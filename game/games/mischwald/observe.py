"""What each seat may see of a Mischwald state (a frozen, typed observation), what is
hidden from it, and re-dealing the unseen. No pygame here.

Hidden: the deck, the cards boxed unseen at setup, other players' hands, cards other
players put back by their redraw, the face-down cards under other players' caves,
and which card another player's sapling is (saplings lie face down).
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from game.core.chance import shuffle
from game.games.mischwald.data import SIDES
from game.games.mischwald.placement import bonus_met
from game.games.mischwald.state import WINTER_SET, MwState, Tree


@dataclasses.dataclass(frozen=True)
class SeenTree:
    """A tree as seen: its card ("" for another player's sapling) and each side's
    stack, bottom card first. ``tree["left"]`` reads like the state's trees, so
    scoring counts an observation as it counts the state."""

    card: str
    sapling: bool
    top: tuple[str, ...] = ()
    bottom: tuple[str, ...] = ()
    left: tuple[str, ...] = ()
    right: tuple[str, ...] = ()

    def __getitem__(self, key: str, /) -> Any:
        return getattr(self, key)

    def side(self, side: str) -> tuple[str, ...]:
        stack: tuple[str, ...] = getattr(self, side)
        return stack


@dataclasses.dataclass(frozen=True)
class SeenPlay:
    """The card being paid for ("" for another player's sapling)."""

    card: str
    tree: int
    slot: str
    cost: int
    paid: tuple[str, ...]
    bonus: bool | None  # None until the first payment card


@dataclasses.dataclass(frozen=True)
class SeenStep:
    """The pending effect step: ``kind`` draw, free, raccoon or mole; ``why`` the
    species that set it off; ``n`` cards to draw (or tucked so far); ``type`` what a
    free placement may place."""

    kind: str
    why: str
    n: int = 0
    type: str = ""
    many: bool = False


@dataclasses.dataclass(frozen=True)
class MischwaldObservation:
    seat: int | None
    names: tuple[str, ...]
    current: int
    phase: str
    turn: int
    hand: tuple[str, ...]  # the viewer's own hand (none for a spectator)
    hand_sizes: tuple[int, ...]
    deck: int
    clearing: tuple[str, ...]
    winters: int
    discarded: int
    removed: int
    forests: tuple[tuple[SeenTree, ...], ...]
    caves: tuple[int, ...]
    my_cave: tuple[str, ...]
    new_this_turn: tuple[str, ...]
    play: SeenPlay | None
    step: SeenStep | None
    extra: int
    redraw_queue: tuple[int, ...]


def _seen_tree(tree: Tree, mine: bool) -> SeenTree:
    card = tree["card"] if (mine or not tree["sapling"]) else ""
    return SeenTree(card, tree["sapling"], *(tuple(tree[side]) for side in SIDES))


def observe(s: MwState, seat: int | None) -> MischwaldObservation:
    play = None
    if s.play is not None:
        pl = s.play
        play = SeenPlay(
            card=pl["card"] if (seat == s.current or pl["slot"] != "sapling") else "",
            tree=pl["tree"],
            slot=pl["slot"],
            cost=pl["cost"],
            paid=tuple(pl["paid"]),
            bonus=bonus_met(pl["card"], pl["slot"], pl["paid"]) if pl["paid"] else None,
        )
    step = None
    if s.steps:
        st = s.steps[0]
        step = SeenStep(st["k"], st["why"], st.get("n", 0), st.get("type", ""),
                        st.get("many", False))
    return MischwaldObservation(
        seat=seat,
        names=tuple(s.names),
        current=s.current,
        phase=s.phase,
        turn=s.turn,
        hand=tuple(s.hands[seat]) if seat is not None else (),
        hand_sizes=tuple(len(h) for h in s.hands),
        deck=len(s.deck),
        clearing=tuple(s.clearing),
        winters=len(s.winters),
        discarded=len(s.discard),
        removed=len(s.removed),
        forests=tuple(
            tuple(_seen_tree(t, p == seat) for t in forest) for p, forest in enumerate(s.forests)
        ),
        caves=tuple(len(c) for c in s.caves),
        my_cave=tuple(s.caves[seat]) if seat is not None else (),
        new_this_turn=tuple(sorted(
            c for c, t in s.placed_turn.items() if t == s.turn and _visible(s, c, seat)
        )),
        play=play,
        step=step,
        extra=s.extra,
        redraw_queue=tuple(s.redraw_queue),
    )


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
    shuffle(rng, pool)
    winters = [x for x in c.deck if x in WINTER_SET]
    zone = min(c.winter_zone, len(c.deck))
    spots = set(rng.sample(range(zone), len(winters))) if len(winters) <= zone else set()
    if len(spots) != len(winters):  # a deck too short to hold them: keep them where they are
        spots = {i for i, x in enumerate(c.deck) if x in WINTER_SET}
    # the pool is dealt in order: the deck (around the winters), the boxed cards, then
    # each other seat's cards; by slices, as a search re-deals at every iteration
    at = len(c.deck) - len(spots)
    deck = pool[:at]
    for i, winter in zip(sorted(spots), winters):
        deck.insert(i, winter)  # in rising order, each lands on its own place
    c.deck = deck
    c.removed = pool[at:at + len(c.removed)]
    at += len(c.removed)
    it = iter(pool[at:])
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
