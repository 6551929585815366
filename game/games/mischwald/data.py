"""Mischwald components, read once from assets/mischwald/cards.json.

A card is a tree, a winter card, or a split card with halves ``a`` (left/top) and
``b`` (right/bottom); each half is a species and a tree symbol. Which half shows is
fixed by the slot: left and top slots show half ``a``, right and bottom slots half
``b``. No pygame here.
"""

from __future__ import annotations

import dataclasses
import json
from functools import lru_cache
from typing import Any, Required, TypedDict

from game.core.paths import asset
from game.i18n import N_

# the sides of a tree; also how the log names them (translated when drawn)
SIDES = (N_("top"), N_("bottom"), N_("left"), N_("right"))
OPPOSITE = {"left": "right", "right": "left", "top": "bottom", "bottom": "top"}
# which slots a card of each kind may go into, and the half each slot shows
SLOTS_OF_KIND = {"side": ("left", "right"), "vert": ("top", "bottom")}
HALF_OF_SLOT = {"top": "a", "left": "a", "bottom": "b", "right": "b"}


class Effect(TypedDict, total=False):
    """A card's effect or bonus entry (cards.json): its kind and what that kind needs."""

    kind: Required[str]  # draw, draw_per_species, draw_per_type, extra_turn, place_free ...
    n: int
    species: str
    type: str
    many: bool


class Stack(TypedDict):
    """How cards of one species may share a slot (Hare, Toad)."""

    max: int  # the most cards in the slot; 0: no limit
    later_turn: bool  # a second card only on a later turn


class ScoreRule(TypedDict, total=False):
    """How a card scores (cards.json): its kind and the numbers that kind reads."""

    kind: Required[str]  # flat, per_type, per_species, on_tree, set_table ...
    points: int
    types: list[str]
    species: str
    tree: str
    min: int
    high: int
    low: int
    distinct: int
    table: list[int]
    bees: bool


@dataclasses.dataclass(frozen=True)
class Species:
    id: str
    en: str
    de: str
    slot: str  # "tree", "top", "bottom" or "side"
    types: tuple[str, ...]
    cost: int
    effect: tuple[Effect, ...]
    bonus: tuple[Effect, ...]
    trigger: str | None  # mushrooms: "tree", "paw", "bottom" or "top"
    stack: Stack | None  # Hare / Toad slot sharing
    score: ScoreRule
    text: str
    icon: str  # the icon it is drawn with (assets/icons/<icon>.svg)


@dataclasses.dataclass(frozen=True)
class Card:
    id: str
    kind: str  # "tree", "side", "vert" or "winter"
    a: tuple[str, str] | None = None  # (species, tree symbol)
    b: tuple[str, str] | None = None

    def half(self, slot: str) -> tuple[str, str]:
        """The (species, symbol) showing when the card lies in ``slot``."""
        if self.kind == "tree":
            assert self.a is not None
            return self.a
        h = self.a if HALF_OF_SLOT[slot] == "a" else self.b
        assert h is not None
        return h


@dataclasses.dataclass(frozen=True)
class Catalogue:
    setup: dict[str, Any]
    symbols: tuple[str, ...]
    species: dict[str, Species]
    cards: dict[str, Card]

    def removed_unseen(self, players: int) -> int:
        return int(self.setup["removed_unseen"][str(players)])


def _parse(raw: dict[str, Any]) -> Catalogue:
    species = {
        sid: Species(
            id=sid,
            en=s["en"],
            de=s["de"],
            slot=s["slot"],
            types=tuple(s["types"]),
            cost=int(s["cost"]),
            effect=tuple(s["effect"]),
            bonus=tuple(s["bonus"]),
            trigger=s["trigger"],
            stack=s["stack"],
            score=s["score"],
            text=s["text"],
            icon=s["icon"],
        )
        for sid, s in raw["species"].items()
    }
    cards = {}
    for c in raw["cards"]:
        a = (str(c["a"][0]), str(c["a"][1])) if "a" in c else None
        b = (str(c["b"][0]), str(c["b"][1])) if "b" in c else None
        cards[c["id"]] = Card(c["id"], c["kind"], a, b)
    return Catalogue(raw["setup"], tuple(raw["symbols"]), species, cards)


@lru_cache(maxsize=1)
def catalogue() -> Catalogue:
    with open(asset("mischwald", "cards.json"), encoding="utf-8") as fh:
        return _parse(json.load(fh))


CAT = catalogue()
SPECIES = CAT.species
CARDS = CAT.cards
TREE_SPECIES = CAT.symbols  # the eight tree species, one per tree symbol
ALL_CARD_IDS = tuple(CARDS)
WINTER_IDS = tuple(cid for cid, c in CARDS.items() if c.kind == "winter")


@lru_cache(maxsize=1024)  # every card and slot: about 600
def species_of(card_id: str, slot: str) -> Species:
    return SPECIES[CARDS[card_id].half(slot)[0]]


def symbol_of(card_id: str, slot: str) -> str:
    return CARDS[card_id].half(slot)[1]


def card_symbols(card_id: str) -> tuple[str, ...]:
    """Every tree symbol printed on a card (both halves of a split card)."""
    c = CARDS[card_id]
    return tuple(h[1] for h in (c.a, c.b) if h is not None)


def slots_for(card_id: str) -> tuple[str, ...]:
    """The forest slots a card may be played into (trees: ``("tree",)``)."""
    c = CARDS[card_id]
    if c.kind == "tree":
        return ("tree",)
    return SLOTS_OF_KIND.get(c.kind, ())
