"""Today's forest in the history database (game/daily_store.py) and the medals worked out
in the worker process (game/daily_work.py): attempts and medals kept and read back,
every earlier schema version migrated, the same total in the worker as here."""

from __future__ import annotations

import datetime
import sqlite3
import time

import pytest

from game import daily, daily_store, daily_work
from game.ai.daily import hard_total
from game.core import history
from game.core.history import History
from game.core.history_db import LATEST, _schema, expected_schema, migrate
from game.daily import Thresholds
from tests.history_games import play

DAY = datetime.date(2026, 11, 27)
SMALL = {"hard": 6, "medium": 3}


def test_attempts_and_medals_are_kept_and_read_back(tmp_path) -> None:
    store = History(tmp_path / "history.db")
    assert daily_store.thresholds(DAY, "glade", store) is None
    # played before the medals were known: kept without one, given it when they come
    assert daily_store.record_attempt(DAY, "glade", "Ann", 20, False, "t1", store) is None
    daily_store.save_thresholds(DAY, "glade", Thresholds(24, 17, 22, 24), "t2", store)
    assert daily_store.thresholds(DAY, "glade", store) == Thresholds(24, 17, 22, 24)
    assert daily_store.record_attempt(DAY, "glade", "Ann", 24, True, "t3", store) == "gold"
    assert daily_store.record_attempt(DAY, "glade", "Ann", 5, False, "t4", store) is None
    earlier = DAY - datetime.timedelta(days=3)
    daily_store.save_thresholds(earlier, "glade", Thresholds(30, 21, 27, 30), "t5", store)
    assert daily_store.record_attempt(earlier, "glade", "Ann", 22, False, "t6", store) == \
        "bronze"
    daily_store.record_attempt(DAY, "woud", "Ann", 50, False, "t7", store)
    store.close()

    again = History(tmp_path / "history.db")  # read back from the file
    kept = daily_store.attempts("glade", again)
    assert [(a.day, a.score, a.medal, a.assisted) for a in kept] == [
        (DAY, 20, "bronze", False), (DAY, 24, "gold", True), (DAY, 5, None, False),
        (earlier, 22, "bronze", False)]
    days = daily_store.results("glade", again)
    assert days[DAY] == daily_store.DayResult("gold", 24, 3)
    assert days[earlier] == daily_store.DayResult("bronze", 22, 1)
    assert list(daily_store.results("woud", again)) == [DAY]
    assert daily_store.known_thresholds([DAY, earlier], again) == {
        (DAY, "glade"): Thresholds(24, 17, 22, 24),
        (earlier, "glade"): Thresholds(30, 21, 27, 30)}
    assert again.take_problem() is None


def _old_history(path, version: int) -> None:
    """A database as a Sylva of schema ``version`` left it, with a finished game in it."""
    conn = sqlite3.connect(str(path), isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    migrate(conn, None, version)
    if version >= 1:
        history._insert(conn, history.finished_game(play("glade", ["human"], 3),
                                                    "2026-03-01 12:00:00"))
    conn.close()


@pytest.mark.parametrize("version", range(LATEST))
def test_every_earlier_schema_version_migrates_to_hold_the_daily_medals(tmp_path,
                                                                         version) -> None:
    path = tmp_path / "history.db"
    if version:
        _old_history(path, version)
    store = History(path)
    assert store.count() == (1 if version >= 1 else 0)  # the old games stay
    daily_store.save_thresholds(DAY, "woud", Thresholds(90, 63, 81, 90), "t", store)
    assert daily_store.record_attempt(DAY, "woud", "Ann", 85, False, "t", store) == "silver"
    assert store.take_problem() is None
    conn = sqlite3.connect(str(path))
    assert conn.execute("PRAGMA user_version").fetchone()[0] == LATEST
    assert _schema(conn) == expected_schema()
    conn.close()
    assert LATEST >= 4 and {n for _t, n, _s in expected_schema()} >= {
        "daily_medals", "daily_attempts"}


def test_a_damaged_history_gives_one_message_and_empty_answers(tmp_path) -> None:
    path = tmp_path / "history.db"
    path.write_bytes(b"this is not a database" * 100)
    store = History(path)
    assert daily_store.results("glade", store) == {}
    message = store.take_problem()
    assert message and "set aside" in message
    assert daily_store.record_attempt(DAY, "glade", "Ann", 3, False, "t", store) is None
    assert store.take_problem() is None  # said once; the new file works
    assert len(daily_store.attempts("glade", store)) == 1


def _wait(medals: daily_work.Medals, seconds: float = 240) -> None:
    end = time.monotonic() + seconds
    while medals.busy() and time.monotonic() < end:
        medals.poll()
        time.sleep(0.05)
    assert not medals.busy(), "the medals were not worked out in time"


def test_the_worker_works_out_the_same_total_and_keeps_it_once() -> None:
    medals = daily_work.reset(SMALL)
    try:
        keys = [(DAY, "glade"), (DAY, "renature")]
        medals.want(keys)
        seen = set()
        end = time.monotonic() + 240
        while medals.busy() and time.monotonic() < end:
            medals.poll()
            seen |= {medals.state(*k)[0] for k in keys}
            time.sleep(0.05)
        assert {"working", "known"} <= seen
        for day, game in keys:
            kind, points = medals.state(day, game)
            assert kind == "known"
            assert points == daily.thresholds_for(hard_total(game, day, SMALL))
            assert daily_store.thresholds(day, game) == points  # kept in the history
        medals.want(keys)
        assert not medals.busy()  # worked out once per day and game
        assert history.shared().take_problem() is None
    finally:
        daily_work.reset()


def test_stopping_the_work_stops_the_worker_process() -> None:
    from game.ai.daily_job import MedalProcess

    medals = daily_work.reset()  # the levels' own budgets: far from done at once
    medals.want([(DAY, "woud")])
    time.sleep(0.5)
    medals.poll()
    process = MedalProcess.current
    assert process is not None and process.proc.is_alive()
    # its own kind of process (it was a plain worker kept under the medals' name)
    assert type(process) is MedalProcess
    medals.stop()
    assert not process.proc.is_alive() and not medals.busy()
    assert medals.state(DAY, "woud")[0] == "waiting"
    daily_work.reset()
