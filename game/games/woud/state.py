"""The state of a game of Het Woud: forests, trees, piles, decks and the queue of
pending steps."""

from __future__ import annotations

import dataclasses
from typing import Any

from game.core import BaseState


@dataclasses.dataclass
class Tree:
    id: str
    trunks: list[str] = dataclasses.field(default_factory=list)
    canopy: str | None = None
    scored: int = -1  # season it scored in, -1 while not scored
    award: int = -1  # season it won the tallest-tree award, -1 if never

    @property
    def complete(self) -> bool:
        return self.canopy is not None

    @property
    def height(self) -> int:
        return len(self.trunks)

    def card_ids(self) -> list[str]:
        return self.trunks + ([self.canopy] if self.canopy else [])


@dataclasses.dataclass
class Forest:
    trees: list[Tree] = dataclasses.field(default_factory=list)
    cards: list[str] = dataclasses.field(default_factory=list)  # everything but trees
    incoming: list[str] = dataclasses.field(default_factory=list)  # taken, to be placed
    from_pile: list[str] = dataclasses.field(default_factory=list)  # incoming from a pile
    under: dict[str, list[str]] = dataclasses.field(default_factory=dict)  # pitcher/hoatzin
    pitcher_used: bool = False  # a card went under a pitcher plant this pile
    used: list[str] = dataclasses.field(default_factory=list)  # abilities used this season
    acquired: dict[str, int] = dataclasses.field(default_factory=dict)  # animal -> turn
    drawn: list[str] = dataclasses.field(default_factory=list)  # seed/tamarin cards to choose

    def tree(self, tid: str) -> Tree | None:
        for t in self.trees:
            if t.id == tid:
                return t
        return None

    def all_cards(self) -> list[str]:
        out = list(self.cards) + self.incoming + self.drawn
        for t in self.trees:
            out.extend(t.card_ids())
        for tucked in self.under.values():
            out.extend(tucked)
        return out


@dataclasses.dataclass
class Task:
    """A pending step: a decision of ``seat`` or an automatic step of the rules."""

    kind: str
    seat: int
    data: dict[str, Any] = dataclasses.field(default_factory=dict)


@dataclasses.dataclass
class WoudState(BaseState):
    players: int = 2  # human seats (1 in the solo game)
    spirit: int = -1  # seat index of the Bosgeest, -1 without it
    setup_choice: str = "standard"
    advanced: str = "none"
    forests: list[Forest] = dataclasses.field(default_factory=list)
    piles: list[list[str]] = dataclasses.field(default_factory=list)
    face_up: list[str] = dataclasses.field(default_factory=list)  # face-up pile cards
    decks: list[list[str]] = dataclasses.field(default_factory=list)  # one per season
    set_aside: list[str] = dataclasses.field(default_factory=list)
    discard: list[str] = dataclasses.field(default_factory=list)
    seed_deck: list[str] = dataclasses.field(default_factory=list)
    unused_start: list[str] = dataclasses.field(default_factory=list)
    season_deck: list[str] = dataclasses.field(default_factory=list)  # changing seasons
    season_cards: list[str] = dataclasses.field(default_factory=list)  # revealed, per season
    season: int = 0
    seasons: int = 3
    current: int = 0
    start_phase: bool = False
    looking: int = -1  # which of the current player's piles (0-2) they look at
    peek: int = -1  # pile index (absolute) a toucan peeks at
    tasks: list[Task] = dataclasses.field(default_factory=list)
    last_taker: int = 0
    summary: list[dict[str, list[int]]] = dataclasses.field(default_factory=list)
    points: list[int] = dataclasses.field(default_factory=list)
    spirit_steps: list[str] = dataclasses.field(default_factory=list)
    spirit_log: list[int] = dataclasses.field(default_factory=list)  # each step's log line
    tree_counter: int = 0
    over: bool = False
    reveals: int = 0  # bumped whenever hidden information is shown
    all_cards: list[str] = dataclasses.field(default_factory=list)
    names: list[str] = dataclasses.field(default_factory=list)  # for the log

    @property
    def seats(self) -> int:
        """Forests at the table, the Bosgeest included."""
        return len(self.forests)

    def season_effect(self) -> str:
        if len(self.season_cards) > self.season:
            from game.games.woud.data import season_cards

            return season_cards()[self.season_cards[self.season]].effect
        return ""
