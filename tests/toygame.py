"""A tiny test-only game that exercises the core: hidden hands, a deck, multi-step
turns. Each turn a player either draws a card (revealing it to them) or plays a card
from hand onto the pile and then confirms (or takes it back with undo). Playing scores
the card's value; when the deck is empty and a player cannot act, the game ends."""

from __future__ import annotations

import dataclasses
import random

from game.core import (
    Action,
    ActionCodec,
    BaseState,
    Decision,
    GameInfo,
    Handler,
    LogEntry,
    Options,
    Rules,
    ScoreRow,
    ScoreSheet,
    Variant,
)
from game.core.entry import GameEntry, Shot
from game.core.hidden import redeal, unseen

ACTIONS = ActionCodec()


@ACTIONS.register("draw")
class Draw(Action):
    pass


@ACTIONS.register("play")
class Play(Action):
    card: str


@ACTIONS.register("confirm")
class Confirm(Action):
    pass




@dataclasses.dataclass
class ToyState(BaseState):
    deck: list[str] = dataclasses.field(default_factory=list)
    hands: list[list[str]] = dataclasses.field(default_factory=list)
    pile: list[str] = dataclasses.field(default_factory=list)
    scores: list[int] = dataclasses.field(default_factory=list)
    current: int = 0
    staged: bool = False
    over: bool = False
    long: bool = False


def value(card: str) -> int:
    return int(card[1:])


@dataclasses.dataclass(frozen=True)
class ToyObservation:
    hand: tuple[str, ...]
    hand_sizes: tuple[int, ...]
    deck: int
    pile: tuple[str, ...]
    scores: tuple[int, ...]
    current: int


def next_player(s: ToyState) -> None:
    s.current = (s.current + 1) % len(s.hands)
    s.turn += 1
    if not s.deck and not s.hands[s.current]:
        s.over = True


@ACTIONS.handles(Draw)
class DrawHandler(Handler[ToyState, Draw]):
    def check(self, s: ToyState, action: Draw) -> str | None:
        return None if s.deck else "The deck is empty."

    def perform(self, s: ToyState, action: Draw) -> bool:
        s.hands[s.current].append(s.deck.pop())
        s.log.append(LogEntry("{name} draws", s.current, {"name": s.current}))
        next_player(s)
        return True


@ACTIONS.handles(Play)
class PlayHandler(Handler[ToyState, Play]):
    def check(self, s: ToyState, action: Play) -> str | None:
        return None if action.card in s.hands[s.current] else "You do not hold that card."

    def perform(self, s: ToyState, action: Play) -> bool:
        s.hands[s.current].remove(action.card)
        s.pile.append(action.card)
        s.log.append(LogEntry("{name} plays {card}", s.current,
                              {"name": s.current, "card": action.card}))
        s.scores[s.current] += value(action.card)
        s.staged = True
        return False


@ACTIONS.handles(Confirm)
class ConfirmHandler(Handler[ToyState, Confirm]):
    def check(self, s: ToyState, action: Confirm) -> str | None:
        return None if s.staged else "Play or draw."

    def perform(self, s: ToyState, action: Confirm) -> bool:
        s.staged = False
        next_player(s)
        return False


class ToyRules(Rules[ToyState, ToyObservation]):
    info = GameInfo(
        id="toy",
        title="Toy",
        min_players=1,
        max_players=3,
        variants=(Variant("length", "Length", ("short", "long")),),
    )
    actions = ACTIONS

    def setup(self, options: Options, seed: int) -> ToyState:
        rng = random.Random(seed)
        n = 12 if options.variant("length", "short") == "short" else 24
        deck = [f"c{i:02d}" for i in range(1, n + 1)]
        rng.shuffle(deck)
        hands = [[deck.pop() for _ in range(2)] for _ in options.seats]
        return ToyState(rng=rng, deck=deck, hands=hands, scores=[0] * len(hands))

    def decision(self, s: ToyState) -> Decision:
        if s.over:
            return Decision(None, "over", turn=s.turn)
        kind = "confirm" if s.staged else "move"
        return Decision(s.current, kind, f"Player {s.current + 1}", s.turn)

    def legal_actions(self, s: ToyState):
        if s.over:
            return []
        if s.staged:
            return [Confirm()]
        acts = [Play(c) for c in s.hands[s.current]]
        if s.deck:
            acts.append(Draw())
        return acts

    def precheck(self, s: ToyState, action: Action) -> str | None:
        if s.over:
            return "The game is over."
        if s.staged and not isinstance(action, Confirm):
            return "Confirm your card first."
        return None

    def foreign(self, action: Action) -> str:
        return "Play or draw."

    def observe(self, s: ToyState, seat: int | None) -> ToyObservation:
        return ToyObservation(
            hand=tuple(s.hands[seat]) if seat is not None else (),
            hand_sizes=tuple(len(h) for h in s.hands),
            deck=len(s.deck),
            pile=tuple(s.pile),
            scores=tuple(s.scores),
            current=s.current,
        )

    def score_sheet(self, s: ToyState) -> ScoreSheet:
        return ScoreSheet([ScoreRow("Cards played", list(s.scores))])

    def hidden_from(self, s: ToyState, seat):
        return unseen(seat, s.hands, [s.deck])

    def redetermine(self, s: ToyState, seat, rng):
        c = self.clone(s)
        c.hands, (c.deck,) = redeal(rng, seat, c.hands, [c.deck])
        return c

    def invariants(self, s: ToyState) -> list[str]:
        cards = list(s.deck) + s.pile + [c for h in s.hands for c in h]
        n = 12 if len(cards) <= 12 else 24
        if sorted(cards) != [f"c{i:02d}" for i in range(1, n + 1)]:
            return ["cards lost or duplicated"]
        if sum(s.scores) != sum(value(c) for c in s.pile):
            return ["scores differ from a recount"]
        return []


TOY = ToyRules()


def _view(table):
    from tests.toyview import ToyView

    return ToyView(table)


TOY_ENTRY = GameEntry(TOY, _view, order=6, screenshots=(Shot(2, 3, 0.5),))
