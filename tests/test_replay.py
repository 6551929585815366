"""The replay cursor: at every step the state equals the record replayed to that step,
for a seeded game of every game; forward, back and jumps agree; whose view is shown."""

from __future__ import annotations

import dataclasses
import random

import pytest

from game.core import HUMAN, registry
from game.core.match import Match
from game.core.record import Record
from game.core.snapshot import plain
from game.replay import Replay
from tests.history_games import play

GAMES = [r.info.id for r in registry.all_games()]


def finished(game: str, seed: int = 7) -> Record:
    return play(game, [HUMAN, "random"], seed).record()


def truncated(record: Record, k: int) -> Record:
    return dataclasses.replace(record, actions=record.actions[:k])


def expected(record: Record, k: int) -> object:
    return plain(Match.from_record(truncated(record, k)).state)


@pytest.mark.parametrize("game", GAMES)
def test_every_step_equals_the_record_replayed(game: str) -> None:
    record = finished(game)
    replay = Replay(record, every=5)
    assert replay.finished and replay.length == len(record.actions)
    assert plain(replay.state) == expected(record, 0)
    states = [expected(record, k) for k in range(replay.length + 1)]
    for k in range(1, replay.length + 1):  # forward, one move at a time
        assert replay.forward()
        assert replay.index == k and plain(replay.state) == states[k], k
    assert not replay.forward()
    for k in range(replay.length - 1, -1, -1):  # and back
        assert replay.back()
        assert plain(replay.state) == states[k], k
    assert not replay.back()
    rng = random.Random(game)
    for _ in range(40):  # jumps in any order
        k = rng.randint(0, replay.length)
        assert plain(replay.seek(k)) == states[k], k


@pytest.mark.parametrize("game", GAMES)
def test_a_saved_game_in_progress(game: str) -> None:
    record = truncated(finished(game, 11), 9)
    replay = Replay(record, every=4)
    assert not replay.finished and replay.length == 9
    assert plain(replay.seek(9)) == expected(record, 9)
    assert plain(replay.seek(3)) == expected(record, 3)


@pytest.mark.parametrize("game", GAMES)
def test_the_seat_rule(game: str) -> None:
    """During a game only the saving seat's eyes; after the end any seat's."""
    record = finished(game, 3)
    open_ = Replay(record)
    assert open_.allowed_viewers() == list(range(record.options.players))
    midway = Replay(truncated(record, 6))
    seat = midway.saving_seat()
    assert midway.allowed_viewers() == [seat] and seat == 0  # the one person
    midway.seek(4)
    assert plain(midway.observe(0)) == plain(midway.rules.observe(midway.state, 0))
    with pytest.raises(PermissionError):
        midway.observe(1)  # the computer's hand is not opened before the end
    hidden = midway.rules.hidden_from(midway.state, 0)
    from game.core.snapshot import strings_in
    assert not hidden & strings_in(midway.observe(0))


def test_the_move_log_names_the_current_move() -> None:
    replay = Replay(finished("glade"))
    assert replay.move_log() == range(0)
    replay.seek(5)
    lines = replay.move_log()
    assert lines.stop == len(replay.state.log) and lines.start <= lines.stop
    replay.seek(4)
    assert replay.move_log().stop == lines.start


class Forgetful(Replay):
    """A planted fault: stepping back undoes the last move's placement by cloning the
    current state, without going back to a checkpoint (the rng and the rest stay)."""

    def back(self) -> bool:
        if self.index <= 0:
            return False
        self.index -= 1
        return True


def test_planted_fault_a_back_step_that_restores_nothing_is_caught() -> None:
    record = finished("mystaria")
    faulty = Forgetful(record)
    faulty.seek(6)
    faulty.back()
    assert plain(faulty.state) != expected(record, 5)


class DrawnRng(Replay):
    """A planted fault: a back step that restores the pieces but leaves the generator
    one draw on (as if stepping had peeked at the deck)."""

    def back(self) -> bool:
        moved = super().back()
        self.state.rng.random()
        return moved


@pytest.mark.parametrize("game", GAMES)
def test_planted_fault_a_back_step_that_leaves_the_rng_moved_is_caught(game: str) -> None:
    record = finished(game)
    faulty = DrawnRng(record)
    faulty.seek(6)
    faulty.back()
    assert plain(faulty.state) != expected(record, 5)
