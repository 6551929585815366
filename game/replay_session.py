"""A replay at the table: a read-only session over a ``Replay`` cursor. No computer
seat moves, nothing is saved, no move is accepted; the table shows the cursor's state
through the eyes the replay's seat rule allows (game/replay.py)."""

from __future__ import annotations

import contextlib
from collections.abc import Collection, Iterator

from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.match import Match
from game.i18n import _
from game.replay import Replay
from game.session import Session


def refusal() -> str:
    return _("This is a replay.")


class ReplaySession(Session):
    """The session of a replay: ``replay`` moves, the match only mirrors it."""

    def __init__(self, replay: Replay, **kwargs: object) -> None:
        match = Match(replay.rules, replay.record.options, replay.record.seed)
        super().__init__(match, saver=None, **kwargs)  # type: ignore[arg-type]
        self.replay = replay
        self.viewer = replay.allowed_viewers()[0]
        self.acting = False  # asked as if the viewer were to move (to point at a move)
        self.sync()

    def sync(self) -> None:
        """Show the cursor's state: the match mirrors its moves so far."""
        self.match.state = self.replay.state
        self.match.actions = self.replay.actions[: self.replay.index]
        self.unwatched.clear()
        self.version += 1

    def seek(self, k: int) -> None:
        self.replay.seek(k)
        self.sync()

    def look_as(self, seat: int | None) -> bool:
        """Show ``seat``'s view, if the seat rule allows it."""
        if seat not in self.replay.allowed_viewers():
            return False
        self.viewer = seat
        self.version += 1
        return True

    def lit_log(self) -> range | None:
        return self.replay.move_log()

    @contextlib.contextmanager
    def as_if_to_move(self) -> Iterator[None]:
        """While inside, the view is told the viewer is to decide (if its seat is), so it
        lists the pieces and places of that decision: a move can be pointed at as the
        hint points. Nothing can be played meanwhile (``perform`` still refuses)."""
        saved, self.acting = self.acting, True
        try:
            yield
        finally:
            self.acting = saved

    # --- nothing is played -------------------------------------------------------------
    @property
    def my_turn(self) -> bool:
        if not self.acting:
            return False
        seat = self.decision().seat
        return seat is not None and seat == self.viewer

    def check(self, action: Action) -> str | None:
        return self.match.check(action) if self.my_turn else refusal()

    def perform(self, action: Action, by_viewer: bool) -> None:
        raise IllegalAction(refusal())

    def computer_to_move(self) -> bool:
        return False

    def step(self, dt: float, animation: float = 1.0) -> Action | None:
        return None

    def curtain_for(self) -> int | None:
        return None

    def can_undo(self) -> bool:
        return False

    def undo(self) -> bool:
        return False

    def request_hint(self, follow: Collection[str] = ()) -> bool:
        return False

    def finished(self) -> None:
        """A replay leaves the autosave as it was."""
