"""The session (game/session.py): the table's game without a window, stepped by a clock
the test holds, with computer moves worked out at once (``Immediate``)."""

from __future__ import annotations

import sys

from game.core import HUMAN, Match, Options, Seat, registry
from game.core.record import Record
from game.session import AI_PAUSE_MIN, Immediate, Session, computer_seats, play_out


def _session(kinds: tuple[str, ...], game: str = "renature", seed: int = 2,
             saved: list[Record] | None = None) -> Session:
    rules = registry.get(game)
    seats = tuple(Seat(f"P{i}", k, rules.info.colours[i]) for i, k in enumerate(kinds))
    return Session(Match(rules, Options(seats), seed), thinker=Immediate,
                   saver=None if saved is None else saved.append)


def _human_turn(s: Session) -> None:
    """The human to decide plays legal moves until the turn passes."""
    seat = s.decision().seat
    while s.decision().seat == seat and not s.match.over:
        s.perform(next(iter(s.rules.legal_actions(s.match.state))), by_viewer=True)
        s.after_move()


def test_the_computer_moves_only_after_its_pause():
    s = _session((HUMAN, "greedy"))
    _human_turn(s)
    s.take_back_wait = 0.0
    assert s.computer_to_move()
    assert s.step(0.0) is None and s.thinker is not None  # the search starts
    assert s.step(AI_PAUSE_MIN / 2, animation=0.0) is None  # thought, but still in view
    action = s.step(AI_PAUSE_MIN, animation=0.0)
    assert action is not None and s.match.actions[-1] == action
    assert s.thinker is None


def test_a_move_that_can_be_taken_back_waits_longer():
    s = _session((HUMAN, "greedy"))
    _human_turn(s)
    assert s.can_take_back()
    s.step(0.0)
    assert s.step(1.0, animation=0.0) is None  # the take-back wait is 1.2 s
    assert s.step(0.3, animation=0.0) is not None


def test_the_curtain_between_two_humans():
    s = _session((HUMAN, HUMAN))
    first = s.viewer
    assert s.curtain_for() is None
    _human_turn(s)
    other = s.curtain_for()
    assert other is not None and other != first
    assert s.unwatched[other], "the other human has a move to be shown"
    s.viewer = other
    assert s.curtain_for() is None and s.take_unwatched(other) and not s.unwatched.get(other)


def test_undo_within_a_turn_and_take_back_after_it():
    s = _session((HUMAN, "greedy"))
    assert not s.can_undo()
    seat = s.decision().seat
    s.perform(next(iter(s.rules.legal_actions(s.match.state))), by_viewer=True)
    s.after_move()
    if s.decision().seat == seat:  # a move inside the turn: undo
        assert s.can_undo() and s.undo() and not s.match.actions
    _human_turn(s)
    n = len(s.match.actions)
    assert s.can_take_back() and s.undo()  # the turn's last move, nobody acted since
    assert len(s.match.actions) == n - 1 and s.decision().seat == seat


def test_autosave_is_written_when_flushed_once():
    saved: list[Record] = []
    s = _session((HUMAN, "greedy"), saved=saved)
    _human_turn(s)
    assert s.save_due and not saved  # waits for the flights to land
    assert s.flush_save() is None and len(saved) == 1
    s.flush_save()
    assert len(saved) == 1 and saved[0].actions == [a.to_json() for a in s.match.actions]


def test_a_failing_save_is_reported():
    def full(record: Record) -> None:
        raise OSError(28, "No space left on device")

    s = _session((HUMAN, "greedy"))
    s.saver = full
    _human_turn(s)
    error = s.flush_save()
    assert error is not None and error.errno == 28


def test_a_hint_is_asked_of_the_medium_player():
    s = _session((HUMAN, "greedy"))
    assert s.request_hint()
    finished, action = s.hint_answer()
    assert finished and action is not None and s.match.check(action) is None
    assert s.hint_answer() == (False, None)  # answered once
    assert isinstance(s.gain(action), int)


def test_computer_seats_play_until_the_human_decides():
    s = _session((HUMAN, "greedy", "random"), game="glade", seed=4)
    _human_turn(s)
    played = computer_seats(s)
    assert played and s.decision().seat == s.viewer and not s.computer_to_move()


def test_play_out_stops_at_its_limit():
    s = _session(("random", "random"))
    assert play_out(s.match, lambda m, seat: next(iter(m.rules.legal_actions(m.state))),
                    limit=5) == 5
    assert len(s.match.actions) == 5


def test_the_session_never_imports_pygame():
    import subprocess

    code = "import game.session, sys; sys.exit('pygame' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0
