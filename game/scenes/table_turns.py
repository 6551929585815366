"""The table's side of the game's turns: what follows a move (sounds, the bar, flights
of others' moves, then the autosave, the curtain or the results once they have landed),
the curtain between hot-seat players, undo. Whose turn it is, is the session's."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from game.core import history
from game.i18n import _
from game.scenes import registry as scenes
from game.ui.sidepanel import log_text

if TYPE_CHECKING:
    from game.scenes.table import TableScene


class Turns:
    """The turns at ``table`` (owned by the table scene)."""

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.session = table.session
        self.after_flights: Callable[[], None] | None = None  # waits for the last landing

    def after_move(self) -> None:
        """A move was played or taken back: sounds, the bar, flights of others' moves; the
        autosave, results and curtain wait until the last flight has landed."""
        t = self.table
        told = self.session.after_move()
        for name in told.sounds:
            t.sound(name)
        if told.quiet:  # a click meant for the moment before the hand-over waits
            t.quiet_until = time.monotonic() + t.quiet_seconds
        t.advice.clear()
        t.status = ""
        if t.my_turn and t.view.focus is not None:
            t.view.focus_seat(None)  # your turn: your own area, so it is never missed
        t.view.changed()
        t.dirty = True
        t.bottom.layout()
        if t.viewer in self.session.unwatched:
            t.replays.replay_unwatched(t.viewer)
        # Writing the record (its text, two fsyncs) takes 5-20 ms: while the move flies it
        # waits until the pieces have landed, so no frame of the flight is held up.
        if not t.motions.active:
            self.flush_saves()
        then = self.show_results if told.then == "results" else self.check_curtain
        if t.motions.active:
            self.after_flights = then
        else:
            then()

    def landed(self) -> bool:
        """No flight is left: write the autosave due, and do what waited for the landing
        (True if something did)."""
        self.flush_saves()
        if self.after_flights is None:
            return False
        then, self.after_flights = self.after_flights, None
        then()
        return True

    def flush_saves(self) -> None:
        """Write the autosave a move left due (the app and leaving the table call it)."""
        error = self.session.flush_save()
        if error is not None:
            self.table.say(_("Autosave failed: {error}", error=error.strerror or str(error)))

    def show_results(self) -> None:
        t = self.table
        self.session.finished()
        t.results_shown = True
        t.sound("end")
        notes = t.view.result_notes() + history.record_finished(self.session.match)
        t.app.push(scenes.make("results", t.app, t, notes))

    def undo(self) -> None:
        """Take back a move of this turn, or the move that ended it while nobody has
        acted since (a stray last click is never final at once)."""
        t = self.table
        if not self.session.can_undo():
            t.say(_("Nothing to undo in this turn."))
            return
        t.drag.cancel()
        t.motions.skip()
        self.session.undo()
        self.after_move()
        t.say(_("Move taken back."))

    # --- the curtain -------------------------------------------------------------------------
    def since_last_turn(self, seat: int) -> list[str]:
        """The log lines written since ``seat`` last acted (what the others did)."""
        return [log_text(e) for e in self.session.since_last_turn(seat)]

    def seat_resumed(self) -> None:
        """A loaded game of several humans: whoever sits down must be the right player."""
        t, seat = self.table, self.table.viewer
        if len(self.session.humans) > 1 and seat is not None:
            t.app.push(scenes.make("curtain", t.app, t.options.seats[seat], t.redraw,
                                   self.since_last_turn(seat)))

    def check_curtain(self) -> None:
        """When another human is to decide, hide the table until they are ready."""
        t = self.table
        seat = self.session.curtain_for()
        if seat is None:
            return

        def ready(seat: int = seat) -> None:
            t.sound("turn")
            t.viewer = seat
            t.view.focus_seat(None)
            t.view.changed()
            t.quiet_until = time.monotonic() + t.quiet_seconds
            t.bottom.layout()  # the arriving player's buttons, at once
            t.replays.replay_unwatched(seat)
            t.dirty = True

        previous = t.viewer
        take_back = t.undo if self.session.can_take_back() and previous is not None else None
        t.app.push(scenes.make("curtain", t.app, t.options.seats[seat], ready,
                               self.since_last_turn(seat), take_back,
                               t.options.seats[previous].name if previous is not None else ""))
