"""The Mischwald game state: the deck, hands, clearing, caves and each player's forest.

A forest is a list of trees; a tree is a dict with "card", "sapling" and one list of
card ids per side (see ``new_tree``). A card being paid for is ``play``; the effect
and bonus steps still to resolve are ``steps``, head first. No pygame here.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from game.core import BaseState, LogEntry
from game.games.mischwald.data import CAT, WINTER_IDS

HAND_LIMIT = int(CAT.setup["hand_limit"])
CLEARING_LIMIT = int(CAT.setup["clearing_limit"])
WINTERS_TO_END = int(CAT.setup["winter_cards"])
HAND_SIZE = int(CAT.setup["hand_size"])
WINTER_SET = frozenset(WINTER_IDS)


def new_tree(card: str, sapling: bool) -> dict[str, Any]:
    return {"card": card, "sapling": sapling, "top": [], "bottom": [], "left": [], "right": []}


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
    forests: list[list[dict[str, Any]]] = dataclasses.field(default_factory=list)
    placed_turn: dict[str, int] = dataclasses.field(default_factory=dict)
    current: int = 0
    phase: str = "turn"  # redraw, turn, draw2, pay, steps, over
    redraw_queue: list[int] = dataclasses.field(default_factory=list)
    play: dict[str, Any] | None = None  # the card being paid for
    steps: list[dict[str, Any]] = dataclasses.field(default_factory=list)
    extra: int = 0  # extra turns still owed to the current player

    @property
    def players(self) -> int:
        return len(self.hands)

    @property
    def over(self) -> bool:
        return self.phase == "over"


def clone_state(s: MwState) -> MwState:
    """A fast deep copy: the state is lists and dicts of strings and ints. Hand-listed
    because trees, plays and steps are plain dicts, which the generic clone can only
    deep-copy (six times slower); the harness proves this copy independent."""
    c = dataclasses.replace(s)
    c.rng = type(s.rng)()
    c.rng.setstate(s.rng.getstate())
    c.log = list(s.log)  # entries are never changed once written
    c.names = list(s.names)
    c.deck = list(s.deck)
    c.hands = [list(h) for h in s.hands]
    c.clearing = list(s.clearing)
    c.winters = list(s.winters)
    c.removed = list(s.removed)
    c.redrawn = [list(h) for h in s.redrawn]
    c.discard = list(s.discard)
    c.caves = [list(h) for h in s.caves]
    c.forests = [[_copy_tree(t) for t in f] for f in s.forests]
    c.placed_turn = dict(s.placed_turn)
    c.redraw_queue = list(s.redraw_queue)
    c.play = None if s.play is None else {**s.play, "paid": list(s.play["paid"])}
    c.steps = [_copy_step(st) for st in s.steps]
    return c


def _copy_tree(t: dict[str, Any]) -> dict[str, Any]:
    return {
        "card": t["card"],
        "sapling": t["sapling"],
        "top": list(t["top"]),
        "bottom": list(t["bottom"]),
        "left": list(t["left"]),
        "right": list(t["right"]),
    }


def _copy_step(st: dict[str, Any]) -> dict[str, Any]:
    c = dict(st)
    if "later" in c:
        c["later"] = [_copy_step(x) for x in c["later"]]
    return c


# The places a log entry names (LogEntry.where), for the view to light: ("deck",),
# ("clearing",), ("winter",), ("hand", seat), ("cave", seat), ("tree", seat, tree) and
# ("slot", seat, tree, side).
Place = tuple[Any, ...]


def log(s: MwState, text: str, seat: int | None = None, where: tuple[Place, ...] = (),
        **params: Any) -> None:
    if seat is not None:
        params.setdefault("name", s.names[seat])
    s.log.append(LogEntry(text, seat, params, where))
