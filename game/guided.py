"""A guided first game at the table, without the window: the lesson's Guide decides
(which move the open step waits for, the others' moves in between), the Session plays
(so the table shows every move as it shows any other, flights and all).

The phases of a guided game, as the table's lesson layer (game/scenes/learn.py) shows them:

  STEP    the learner is asked for the open step's move; every other move is refused
          with the step's own reason (``check``)
  DONE    the move was played: the table says what it did (``changes``) until the
          learner goes on (``go_on``)
  OTHERS  the moves between two steps (the script's, then Easy's) are played one by
          one, each after the computer's pause, as computer moves
  END     the lesson is over: the learner goes on playing (``go_free``) or leaves
  FREE    a normal game: the Easy seats think for themselves, undo works again

Skipping a step plays its move for the learner (shown like the others' moves) and goes
straight on to the others, so a skipped step leaves the same game as a followed one.
The step reached is kept in the data folder at every step (``lessons.save_step``).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.match import Match
from game.i18n import _
from game.lessons import Change, Guide, save_step
from game.session import Session

STEP, DONE, OTHERS, END, FREE = "step", "done", "others", "end", "free"


class GuidedSession(Session):
    """The session of a lesson's match (``guide.match``)."""

    def __init__(self, match: Match, *, guide: Guide, **kwargs: Any) -> None:
        assert match is guide.match, "a guided session plays the guide's own match"
        super().__init__(match, **kwargs)
        self.guide = guide
        self.viewer = guide.lesson.learner
        self.changes: list[Change] = []  # what the last step's move changed on the sheet
        self.skipped = False  # the last step was skipped (its move was played for them)
        self.written = range(0)  # the log entries the last step's move wrote (where it went)
        self._script: Iterator[Action] | None = None
        self._next: Action | None = None
        self.phase = END if guide.finished else STEP

    @property
    def step_number(self) -> int:
        """The open step, counted from 1 (the last one's number once all are played)."""
        return min(self.guide.index + (1 if self.phase == STEP else 0),
                   len(self.guide.lesson.steps))

    # --- the learner's moves -------------------------------------------------------------
    @property
    def my_turn(self) -> bool:
        """The learner acts only when a step asks (or in the free game): while the table
        says what a move did, or the others move, nothing of theirs is offered."""
        return self.phase in (STEP, FREE) and super().my_turn

    def check(self, action: Action) -> str | None:
        if self.phase == FREE:
            return super().check(action)
        if self.phase != STEP:
            return _("Wait for the guide.")
        return self.guide.check(action)

    def perform(self, action: Action, by_viewer: bool) -> None:
        if self.phase == FREE or not by_viewer:
            super().perform(action, by_viewer)
            return
        reason = self.check(action)
        if reason is not None:
            raise IllegalAction(reason)
        first = len(self.match.state.log)
        self.changes = self.guide.play(action, lambda a: Session.perform(self, a, True))
        self.written = range(first, len(self.match.state.log))
        self.skipped = False
        self.phase = DONE
        save_step(self.guide.lesson, self.guide.index)  # left now, it resumes after this step

    def skip(self) -> Action | None:
        """Play the open step's move for the learner, shown like another seat's, and go
        on to the others' moves. Returns the move (None when no step is open)."""
        expected = self.guide.expected() if self.phase == STEP else None
        if expected is None:
            return None
        self.changes = self.guide.play(expected, lambda a: Session.perform(self, a, False))
        self.skipped = True
        self.go_on()
        return expected

    def go_on(self) -> None:
        """From what the move did to the others' moves (then the next step)."""
        if self.phase not in (DONE, STEP):
            return
        self._script = self.guide.others()
        self._next = next(self._script, None)
        self.ai_waited = 0.0
        self.phase = OTHERS
        if self._next is None:
            self._opened()

    def _opened(self) -> None:
        """The others have moved: the next step is open (or the lesson is over)."""
        self._script, self._next = None, None
        self.phase = END if self.guide.finished or self.match.over else STEP
        save_step(self.guide.lesson, self.guide.index)

    def go_free(self) -> None:
        """The lesson is over: the same match goes on as a normal game."""
        self.phase = FREE

    # --- the others' moves ---------------------------------------------------------------
    def computer_to_move(self) -> bool:
        if self.phase == FREE:
            return super().computer_to_move()
        return self.phase == OTHERS

    def step(self, dt: float, animation: float = 1.0) -> Action | None:
        """The others' next move once the computer's pause is over (their seats never
        think for themselves while the lesson runs)."""
        if self.phase == FREE:
            return super().step(dt, animation)
        if self.phase != OTHERS or self._next is None or self._script is None:
            return None
        self.ai_waited += dt
        if self.ai_waited < self.pause(animation):
            return None
        action = self._next
        self.perform(action, by_viewer=False)
        self.ai_waited = 0.0
        self._next = next(self._script, None)
        if self._next is None:
            self._opened()
        return action

    # --- no take-back: the script goes one way ------------------------------------------
    def can_take_back(self) -> bool:
        return self.phase == FREE and super().can_take_back()

    def can_undo(self) -> bool:
        return self.phase == FREE and super().can_undo()
