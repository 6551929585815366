"""A game in progress: the state, the actions so far, undo, and the record."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from game.core import registry
from game.core.actions import Action
from game.core.entry import GameEntry
from game.core.errors import IllegalAction, RecordError
from game.core.protocol import Decision, Options, Rules
from game.core.record import Record
from game.i18n import _


@dataclasses.dataclass(frozen=True)
class Step:
    """What the engine remembers of a played action, for undo."""

    seat: int | None
    turn: int
    revealed: bool


class Match:
    """Plays actions through the rules and keeps what undo and saving need.

    Undo replays from a checkpoint: the state after the last action that ended a turn
    or revealed hidden information. Nothing before it can be undone.
    """

    def __init__(self, rules: Rules[Any, Any], options: Options, seed: int) -> None:
        problem = rules.options_problem(options)
        if problem:
            raise RecordError(problem)
        self.rules = rules
        self.options = options
        self.seed = seed
        self.state: Any = rules.setup(options, seed)
        self.actions: list[Action] = []
        self.steps: list[Step] = []
        self._barrier = 0
        self._checkpoint = rules.clone(self.state)
        # before the last turn-ending move, if it showed nothing hidden: take-back point
        self._previous: tuple[Any, int] | None = None
        # how often each seat took a move back or asked for a hint: such a game counts as
        # assisted in the statistics (game/core/history.py); saved with the record
        self.assists: dict[str, list[int]] = {}

    # --- playing ------------------------------------------------------------------
    def decision(self) -> Decision:
        return self.rules.decision(self.state)

    @property
    def over(self) -> bool:
        return self.rules.is_over(self.state)

    def check(self, action: Action) -> str | None:
        return self.rules.check(self.state, action)

    def play(self, action: Action) -> None:
        """Apply an action; raises IllegalAction (state untouched) if refused."""
        before = self.rules.decision(self.state)
        rng_before = self.state.rng.getstate()
        revealed = self.rules.apply(self.state, action)
        revealed = revealed or self.state.rng.getstate() != rng_before
        self.actions.append(action)
        self.steps.append(Step(before.seat, before.turn, revealed))
        after = self.rules.decision(self.state)
        if revealed or (after.seat, after.turn) != (before.seat, before.turn):
            self._previous = None if revealed else (self._checkpoint, self._barrier)
            self._barrier = len(self.actions)
            self._checkpoint = self.rules.clone(self.state)

    # --- undo ---------------------------------------------------------------------
    def note_assist(self, kind: str, seat: int | None) -> None:
        """Count one use of help (``"undo"`` or ``"hint"``) by ``seat``."""
        if seat is None or not 0 <= seat < self.options.players:
            return
        counts = self.assists.setdefault(kind, [0] * self.options.players)
        counts[seat] += 1

    def undoable(self) -> int:
        """How many of the last actions the current decider may take back."""
        return len(self.actions) - self._barrier

    def can_undo(self) -> bool:
        return self.undoable() > 0

    def can_take_back(self, seat: int | None) -> bool:
        """``seat`` ended its turn with the last move, showing nothing hidden, and nobody
        has acted since: it may still take that move back."""
        return (seat is not None and self._previous is not None and bool(self.steps)
                and self.steps[-1].seat == seat and self._barrier == len(self.actions)
                and not self.over)

    def take_back(self) -> Action:
        """Undo the move that ended the last turn (see ``can_take_back``)."""
        if self._previous is None or self._barrier != len(self.actions):
            raise IllegalAction("That move can no longer be taken back.")
        checkpoint, barrier = self._previous
        self.note_assist("undo", self.steps[-1].seat)
        undone = self.actions.pop()
        self.steps.pop()
        self._checkpoint, self._barrier, self._previous = checkpoint, barrier, None
        self.state = self.rules.clone(checkpoint)
        for action in self.actions[barrier:]:
            self.rules.apply(self.state, action)
        return undone

    def undo(self) -> Action:
        if not self.can_undo():
            raise IllegalAction("Nothing to undo in this turn.")
        self.note_assist("undo", self.steps[-1].seat)
        undone = self.actions.pop()
        self.steps.pop()
        self.state = self.rules.clone(self._checkpoint)
        for action in self.actions[self._barrier :]:
            self.rules.apply(self.state, action)
        return undone

    # --- records ------------------------------------------------------------------
    def record(self) -> Record:
        return Record(
            self.rules.info.id,
            self.options,
            self.seed,
            [a.to_json() for a in self.actions],
            rules=self.rules.info.rules_version,
            assists={k: list(v) for k, v in self.assists.items()},
        )

    @classmethod
    def new(cls, game_id: str, options: Options, seed: int | None = None) -> Match:
        if seed is None:
            seed = random.SystemRandom().randrange(2**31)
        return cls(registry.get(game_id), options, seed)

    @classmethod
    def from_record(cls, record: Record) -> Match:
        """Replay a record through the rules; any refusal names the move and the reason."""
        try:
            entry = registry.entry(record.game)
        except Exception as exc:
            raise RecordError(str(exc)) from None
        rules = entry.rules
        record = upgrade(record, entry)
        try:
            match = cls(rules, record.options, record.seed)
        except RecordError:
            raise
        except Exception as exc:
            raise RecordError(_("The game cannot be set up from this file ({error}).",
                error=type(exc).__name__)) from None
        for n, data in enumerate(record.actions, start=1):
            if match.over:
                raise RecordError(_("Move {n} comes after the end of the game.", n=n))
            try:
                action = rules.actions.decode(data)
                match.play(action)
            except RecordError as exc:
                raise RecordError(_("Move {n} cannot be read: {exc}", n=n, exc=exc)) from None
            except IllegalAction as exc:
                raise RecordError(_("Move {n} is not allowed by the rules: {reason}",
                    n=n, reason=exc.reason)) from None
            except Exception as exc:
                # a hand-edited move of the right shape but nonsense content
                raise RecordError(_("Move {n} makes no sense in this game ({error}).",
                    n=n, error=type(exc).__name__)) from None
        match.assists = {k: list(v) for k, v in record.assists.items()}
        return match


def upgrade(record: Record, entry: GameEntry) -> Record:
    """The record brought to the game's current rules version by the game's upgrades,
    or refused naming both versions: an old record never replays silently into
    another game."""
    have, want = record.rules, entry.rules.info.rules_version
    title = entry.rules.info.title
    if have == want:
        return record
    if have > want:
        raise RecordError(
            _("This save was played under {title} rules version {have}; this Sylva knows version {want} only. A newer Sylva can load it.",
                title=title, have=have, want=want)
        )
    data = record.to_json()
    for version in range(have, want):
        step = entry.upgrades.get(version)
        if step is None:
            raise RecordError(
                _("This save was played under {title} rules version {have}; this Sylva plays version {want} and cannot convert it.",
                    title=title, have=have, want=want)
            )
        try:
            data = step(data)
        except (KeyError, TypeError, ValueError) as exc:
            raise RecordError(
                _("This save of {title} rules version {have} could not be converted to version {want} ({exc}).",
                    title=title, have=have, want=want, exc=exc)
            ) from None
        data["rules"] = version + 1
    return Record.from_json(data)
