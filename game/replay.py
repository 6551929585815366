"""A recorded game seen again, move by move: a cursor over a record that gives the state
after any number of its moves, and whose eyes may look at it.

The record is replayed once through the rules (``Match.from_record``: every refusal is
named as when loading). States are kept at checkpoints every ``every`` moves, so a jump
to move ``k`` clones the nearest checkpoint at or before ``k`` and plays at most
``every - 1`` moves; a step forward plays one move on the current state, a step back
jumps. Never imports pygame.
"""

from __future__ import annotations

from typing import Any

from game.core.actions import Action
from game.core.match import Match
from game.core.protocol import LogEntry, Rules
from game.core.record import Record

CHECKPOINT_EVERY = 16


class Replay:
    """A cursor over ``record``: ``index`` moves played, ``state`` the state then."""

    def __init__(self, record: Record, every: int = CHECKPOINT_EVERY) -> None:
        full = Match.from_record(record)  # raises RecordError, naming the move
        self.record = record
        self.rules: Rules[Any, Any] = full.rules
        self.actions: list[Action] = list(full.actions)
        self.seats: list[int | None] = [step.seat for step in full.steps]
        self.turns: list[int] = [step.turn for step in full.steps]  # the turn of each move
        self.every = max(1, every)
        self.final = full.state
        self.finished = full.over
        self._checkpoints: list[Any] = []
        self._log_ends: list[int] = []  # log length after each move
        self._build(Match(self.rules, full.options, full.seed).state)
        self.index = 0
        self.state: Any = self.rules.clone(self._checkpoints[0])

    def _build(self, state: Any) -> None:
        """Play the moves once more, keeping a copy every ``every`` moves."""
        for k, action in enumerate(self.actions):
            if k % self.every == 0:
                self._checkpoints.append(self.rules.clone(state))
            self.rules.perform(state, action)
            self._log_ends.append(len(state.log))
        if len(self.actions) % self.every == 0:
            self._checkpoints.append(self.rules.clone(state))

    # --- moving the cursor -------------------------------------------------------------
    @property
    def length(self) -> int:
        """How many moves the record holds (the last index)."""
        return len(self.actions)

    def seek(self, k: int) -> Any:
        """Go to the state after ``k`` moves (clamped to the record); that state."""
        k = max(0, min(self.length, k))
        if k == self.index:
            return self.state
        if k < self.index or k // self.every != self.index // self.every:
            base = k // self.every
            self.state = self.rules.clone(self._checkpoints[base])
            self.index = base * self.every
        while self.index < k:
            self.rules.perform(self.state, self.actions[self.index])
            self.index += 1
        return self.state

    def forward(self) -> bool:
        """One move on; False at the end."""
        if self.index >= self.length:
            return False
        self.seek(self.index + 1)
        return True

    def back(self) -> bool:
        """One move back; False at the start."""
        if self.index <= 0:
            return False
        self.seek(self.index - 1)
        return True

    # --- what the current move was -----------------------------------------------------
    def last_action(self) -> Action | None:
        """The move that led to the current state (None at the start)."""
        return self.actions[self.index - 1] if self.index else None

    def move_log(self) -> range:
        """Indices in ``state.log`` of the entries the current move wrote."""
        if not self.index:
            return range(0)
        start = self._log_ends[self.index - 2] if self.index > 1 else self._first_log()
        return range(start, self._log_ends[self.index - 1])

    def _first_log(self) -> int:
        return len(self._checkpoints[0].log)

    def log(self) -> list[LogEntry]:
        return list(self.state.log)

    # --- whose eyes --------------------------------------------------------------------
    def saving_seat(self) -> int | None:
        """The seat the record was saved from: the seat to move at its end if a person,
        else the last person seated (None when only computers played)."""
        humans = [i for i, s in enumerate(self.record.options.seats) if s.is_human]
        seat = self.rules.decision(self.final).seat
        if seat in humans:
            return seat
        return humans[-1] if humans else None

    def allowed_viewers(self) -> list[int | None]:
        """Whose view may be shown: after the game's end every seat's; during a game
        only the saving seat's (a spectator's when no person played)."""
        if self.finished:
            return list(range(self.record.options.players))
        return [self.saving_seat()]

    def observe(self, seat: int | None) -> Any:
        """What ``seat`` sees now; refused for a seat the rule above does not allow."""
        if seat not in self.allowed_viewers():
            raise PermissionError(f"seat {seat} may not be shown in this replay")
        return self.rules.observe(self.state, seat)
