"""The Rules protocol every game implements, and the plain data it speaks in.

A game is a state, a pending decision, and actions that move it on. All randomness
comes from ``state.rng``, so ``(game, options, seed, actions)`` defines a game fully.
No pygame here, ever: the rules run headless for tests and computer players.
"""

from __future__ import annotations

import dataclasses
import random
from abc import ABC, abstractmethod
from collections.abc import Iterable, Iterator, Sequence
from typing import Any, Generic, TypeVar

from game.core.actions import Action, ActionCodec
from game.core.clone import clone as generic_clone
from game.core.errors import IllegalAction, RecordError
from game.i18n import _

HUMAN = "human"


@dataclasses.dataclass(frozen=True)
class Variant:
    """A setup option of a game; the first choice is the default."""

    id: str
    label: str
    choices: tuple[str, ...]
    choice_labels: tuple[str, ...] = ()
    description: str = ""
    # player counts the variant applies to; empty means every count
    players: tuple[int, ...] = ()

    def label_of(self, choice: str) -> str:
        if self.choice_labels:
            return self.choice_labels[self.choices.index(choice)]
        return choice

    def applies_to(self, players: int) -> bool:
        return not self.players or players in self.players


@dataclasses.dataclass(frozen=True)
class GameInfo:
    """What the menus, the rules reference and the test harness know of a game."""

    id: str
    title: str
    min_players: int
    max_players: int
    blurb: str = ""
    variants: tuple[Variant, ...] = ()
    rules_file: str = ""  # path below assets/ of the rules reference text
    colours: tuple[str, ...] = ("red", "blue", "yellow", "green", "purple")
    # Raise it whenever a rule change would replay an old record into another game;
    # saves carry it, and the game's entry may upgrade an older record (see entry.py).
    rules_version: int = 1

    def variant(self, variant_id: str) -> Variant:
        for v in self.variants:
            if v.id == variant_id:
                return v
        raise KeyError(variant_id)


@dataclasses.dataclass(frozen=True)
class Seat:
    name: str
    kind: str = HUMAN  # "human" or the id of a computer player ("random", "greedy" ...)
    colour: str = ""

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN


@dataclasses.dataclass(frozen=True)
class Options:
    """Who plays and with which variants."""

    seats: tuple[Seat, ...]
    variants: tuple[tuple[str, str], ...] = ()

    @property
    def players(self) -> int:
        return len(self.seats)

    def variant(self, variant_id: str, default: str | None = None) -> str | None:
        for key, value in self.variants:
            if key == variant_id:
                return value
        return default

    def to_json(self) -> dict[str, Any]:
        return {
            "seats": [dataclasses.asdict(s) for s in self.seats],
            "variants": dict(self.variants),
        }

    @classmethod
    def from_json(cls, data: Any) -> Options:
        if not isinstance(data, dict) or not isinstance(data.get("seats"), list):
            raise RecordError(_("the options must list the seats"))
        from game.core.safefile import name_problem, string_problem

        seats = []
        if not 1 <= len(data["seats"]) <= 8:
            raise RecordError(_("a game has 1 to 8 seats, not {count}", count=len(data["seats"])))
        for i, s in enumerate(data["seats"], start=1):
            if not isinstance(s, dict) or not isinstance(s.get("name"), str):
                raise RecordError(_("seat {i} needs a name", i=i))
            problem = name_problem(s["name"])
            if problem:
                raise RecordError(_("seat {i}: {problem}", i=i, problem=problem))
            kind, colour = s.get("kind", HUMAN), s.get("colour", "")
            if not isinstance(kind, str) or not isinstance(colour, str):
                raise RecordError(_("seat {i}: the kind and colour must be texts", i=i))
            if string_problem(kind, 40) or string_problem(colour, 40):
                raise RecordError(_("seat {i}: the kind or colour is not a short text", i=i))
            seats.append(Seat(s["name"].strip(), kind, colour))
        variants = data.get("variants", {})
        if not isinstance(variants, dict):
            raise RecordError(_("the variants must be an object"))
        if any(not isinstance(v, str) for v in variants.values()):
            raise RecordError(_("every variant's value must be a text"))
        return cls(tuple(seats), tuple(sorted((str(k), str(v)) for k, v in variants.items())))

    @classmethod
    def make(cls, seats: Iterable[Seat], **variants: str) -> Options:
        return cls(tuple(seats), tuple(sorted(variants.items())))


@dataclasses.dataclass(frozen=True)
class Decision:
    """Who must decide now, and what. ``seat`` is None once the game is over.

    ``turn`` identifies the current turn: undo never crosses a change of it.
    """

    seat: int | None
    kind: str
    prompt: str = ""
    turn: int = 0


@dataclasses.dataclass(frozen=True)
class LogEntry:
    """One line of the game log. ``text`` is an English message template.

    ``params`` fill it with ``str.format``; ``where`` names places on the board the
    entry is about, for views that highlight them. Log entries are public, and never
    change once written (a clone shares them).
    """

    text: str
    seat: int | None = None
    params: dict[str, Any] = dataclasses.field(default_factory=dict)
    where: tuple[object, ...] = ()


@dataclasses.dataclass
class ScoreRow:
    label: str
    values: list[int | None]


@dataclasses.dataclass
class ScoreSheet:
    """A game's score sheet: one row per scoring category, one column per seat.

    ``automata`` names extra columns after the seats, for opponents the rules play
    themselves (Het Woud's Bosgeest)."""

    rows: list[ScoreRow]
    automata: list[str] = dataclasses.field(default_factory=list)

    @property
    def totals(self) -> list[int]:
        if not self.rows:
            return []
        n = len(self.rows[0].values)
        return [sum(r.values[i] or 0 for r in self.rows) for i in range(n)]


@dataclasses.dataclass
class BaseState:
    """Fields every game state carries. Games subclass it as a dataclass."""

    rng: random.Random
    log: list[LogEntry] = dataclasses.field(default_factory=list)
    turn: int = 0


S = TypeVar("S")  # a game's state
Obs = TypeVar("Obs")  # a game's observation (a frozen dataclass)


class Rules(ABC, Generic[S, Obs]):
    """One game's rules. Subclasses set ``info`` and ``actions`` and fill the methods.

    Checking, performing and describing an action are dispatched to the handler that
    the game registered for the action's type beside its codec (actions.py)."""

    info: GameInfo
    actions: ActionCodec

    # --- the game itself -------------------------------------------------------------
    @abstractmethod
    def setup(self, options: Options, seed: int) -> S:
        """A fresh state for these options, all randomness from ``random.Random(seed)``."""

    @abstractmethod
    def decision(self, state: S) -> Decision:
        """The pending decision."""

    @abstractmethod
    def legal_actions(self, state: S) -> Iterable[Action]:
        """Every action open for the pending decision (may be a generator)."""

    @abstractmethod
    def observe(self, state: S, seat: int | None) -> Obs:
        """What ``seat`` may see (None: a spectator); hidden items left out."""

    @abstractmethod
    def score_sheet(self, state: S) -> ScoreSheet:
        """The score sheet as it stands, live during play and final at the end."""

    # --- dispatch to the action handlers -----------------------------------------------
    def precheck(self, state: S, action: Action) -> str | None:
        """A refusal that holds for every action now (the game is over ...)."""
        if self.decision(state).seat is None:
            return _("The game is over.")
        return None

    def check(self, state: S, action: Action) -> str | None:
        """None if the action is legal now, else a short reason a person understands."""
        reason = self.precheck(state, action)
        if reason is not None:
            return reason
        handler = self.actions.handler(action)
        if handler is None:
            return self.foreign(action)
        return handler.check(state, action)

    def foreign(self, action: Action) -> str:
        """The reason for an action this game does not know."""
        return _("That move is not part of {game}.", game=self.info.title)

    def perform(self, state: S, action: Action) -> bool | None:
        """Carry out an action already checked. Return True when it revealed hidden
        information (a drawn tile or card), so undo stops there."""
        handler = self.actions.handler(action)
        if handler is None:
            raise IllegalAction(self.foreign(action))
        return handler.perform(state, action)

    def describe(self, state: S, action: Action) -> str:
        """A short human text of an action, for hints and logs."""
        handler = self.actions.handler(action)
        return action.type_name if handler is None else handler.describe(state, action)

    # --- defaults a game may refine ----------------------------------------------------
    def live_sheet(self, state: S, seat: int | None) -> ScoreSheet:
        """The score sheet as ``seat`` may see it during play. Games with secret
        scoring (face-down end-game bonuses) leave those rows out or at zero here."""
        return self.score_sheet(state)

    def apply(self, state: S, action: Action) -> bool:
        """Check and perform; an illegal action raises and leaves the state untouched."""
        reason = self.check(state, action)
        if reason is not None:
            raise IllegalAction(reason)
        return bool(self.perform(state, action))

    def is_over(self, state: S) -> bool:
        return self.decision(state).seat is None

    def winners(self, state: S) -> list[int]:
        totals = self.score_sheet(state).totals
        best = max(totals)
        return [i for i, t in enumerate(totals) if t == best]

    def clone(self, state: S) -> S:
        """An independent copy for search (see core/clone.py)."""
        return generic_clone(state)

    def hidden_from(self, state: S, seat: int | None) -> set[str]:
        """Ids of the components ``seat`` cannot see (other hands, the bag order ...).

        Component ids are strings unique within a game, so a test can check that no
        observation of ``seat`` contains any of them."""
        return set()

    def redetermine(self, state: S, seat: int, rng: random.Random) -> S:
        """A copy of ``state`` in which everything hidden from ``seat`` is re-dealt at
        random, consistent with what ``seat`` has seen. Computer players think on such a
        copy, so they cannot peek. The copy's generator is replaced by the caller."""
        return self.clone(state)

    def invariants(self, state: S) -> list[str]:
        """Problems found in the state (components lost, score sheet off a recount)."""
        return []

    def players(self, state: S) -> int:
        """How many seats the game has (the score sheet's columns)."""
        return len(self.score_sheet(state).totals)

    def evaluate(self, state: S, seat: int) -> float:
        """A quick estimate of how well ``seat`` stands, for the greedy player."""
        totals = self.score_sheet(state).totals
        others = [t for i, t in enumerate(totals) if i != seat]
        return totals[seat] - (max(others) if others else 0)

    def margins(self, state: S, seats: Iterable[int]) -> dict[int, float]:
        """``evaluate`` of each of ``seats`` (a search judges a position for several): a
        game whose evaluation scores every seat at once overrides it to score once."""
        return {seat: self.evaluate(state, seat) for seat in seats}

    def options_problem(self, options: Options) -> str | None:
        """None if these options can be played, else why not."""
        n = options.players
        if not self.info.min_players <= n <= self.info.max_players:
            return (
                f"{self.info.title} takes {self.info.min_players}-{self.info.max_players} "
                f"players, not {n}."
            )
        for key, value in options.variants:
            try:
                variant = self.info.variant(key)
            except KeyError:
                return f"{self.info.title} has no option {key!r}."
            if value not in variant.choices:
                return f"Option {variant.label!r} has no choice {value!r}."
        return None

    def default_options(self, players: int) -> Options:
        seats = tuple(
            Seat(f"Player {i + 1}", HUMAN, self.info.colours[i % len(self.info.colours)])
            for i in range(players)
        )
        return Options(seats, ())

    def variant_combinations(self, players: int) -> Iterator[tuple[tuple[str, str], ...]]:
        """Each variant choice on its own, the others at default: what the test harness
        plays."""
        yield ()
        for v in self.info.variants:
            if not v.applies_to(players):
                continue
            for choice in v.choices[1:]:
                yield ((v.id, choice),)


def win_share(winners: Sequence[int], seat: int) -> float:
    """The seat's share of a finished game's win: 1 alone, a part when tied, else 0."""
    return 1.0 / len(winners) if seat in winners else 0.0


def one_scoring(values: Sequence[float], seats: Iterable[int]) -> dict[int, float]:
    """Each of ``seats``' standing against the best other seat, from every seat's standing
    (what a game's ``evaluate`` gives seat by seat, for ``Rules.margins``)."""
    out = {}
    for seat in seats:
        others = [v for i, v in enumerate(values) if i != seat]
        out[seat] = values[seat] - (max(others) if others else 0)
    return out
