"""The Mischwald game state: the deck, hands, clearing, caves and each player's forest.

A forest is a list of trees; a tree (``Tree``) has its card, whether it is a sapling,
and one list of card ids per side, read as ``tree["left"]`` as well as ``tree.left``. A card being paid for is ``play``; the effect
and bonus steps still to resolve are ``steps``, head first. No pygame here.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Required, TypedDict

from game.core import BaseState, LogEntry
from game.games.mischwald.data import CAT, WINTER_IDS

HAND_LIMIT = int(CAT.setup["hand_limit"])
CLEARING_LIMIT = int(CAT.setup["clearing_limit"])
WINTERS_TO_END = int(CAT.setup["winter_cards"])
HAND_SIZE = int(CAT.setup["hand_size"])
WINTER_SET = frozenset(WINTER_IDS)


@dataclasses.dataclass
class Tree:
    card: str
    sapling: bool
    top: list[str] = dataclasses.field(default_factory=list)
    bottom: list[str] = dataclasses.field(default_factory=list)
    left: list[str] = dataclasses.field(default_factory=list)
    right: list[str] = dataclasses.field(default_factory=list)

    # by key too, so scoring reads a tree of the state as one of an observation
    # (the attribute lookup itself: scoring reads trees millions of times a game)
    __getitem__ = object.__getattribute__

    def __setitem__(self, key: str, value: Any, /) -> None:
        setattr(self, key, value)

    def keys(self) -> tuple[str, ...]:
        """The field names: ``dict(tree)`` gives the tree as a plain mapping."""
        return tuple(f.name for f in dataclasses.fields(self))


def new_tree(card: str, sapling: bool) -> Tree:
    return Tree(card, sapling)


class Step(TypedDict, total=False):
    """A pending effect or bonus step of the card just played: its kind (``k``), the card
    species it comes from (``why``), and what that kind needs."""

    k: Required[str]  # draw, extra, free, bear, raccoon, mole
    why: Required[str]
    n: int  # cards to draw (draw; raccoon: cards put under the cave so far)
    type: str  # free: the type of card that may be placed for free
    many: bool  # free: as many such cards as wanted
    later: list[Step]  # mole: the steps of the cards played meanwhile, resolved after it


@dataclasses.dataclass
class MwState(BaseState):
    names: list[str] = dataclasses.field(default_factory=list)
    deck: list[str] = dataclasses.field(default_factory=list)  # the top card is last
    winter_zone: int = 0  # size of the bottom pile that held the winter cards
    hands: list[list[str]] = dataclasses.field(default_factory=list)
    clearing: list[str] = dataclasses.field(default_factory=list)
    winters: list[str] = dataclasses.field(default_factory=list)
    removed: list[str] = dataclasses.field(default_factory=list)  # boxed unseen at setup
    redrawn: list[list[str]] = dataclasses.field(default_factory=list)  # boxed by a redraw
    discard: list[str] = dataclasses.field(default_factory=list)  # clearings taken away
    caves: list[list[str]] = dataclasses.field(default_factory=list)
    forests: list[list[Tree]] = dataclasses.field(default_factory=list)
    placed_turn: dict[str, int] = dataclasses.field(default_factory=dict)
    current: int = 0
    phase: str = "turn"  # redraw, turn, draw2, pay, steps, over
    redraw_queue: list[int] = dataclasses.field(default_factory=list)
    play: dict[str, Any] | None = None  # the card being paid for
    steps: list[Step] = dataclasses.field(default_factory=list)
    extra: int = 0  # extra turns still owed to the current player

    @property
    def players(self) -> int:
        return len(self.hands)

    @property
    def over(self) -> bool:
        return self.phase == "over"


# The places a log entry names (LogEntry.where), for the view to light: ("deck",),
# ("clearing",), ("winter",), ("hand", seat), ("cave", seat), ("tree", seat, tree) and
# ("slot", seat, tree, side).
Place = tuple[Any, ...]


def log(s: MwState, text: str, seat: int | None = None, where: tuple[Place, ...] = (),
        **params: Any) -> None:
    if seat is not None:
        params.setdefault("name", s.names[seat])
    s.log.append(LogEntry(text, seat, params, where))
