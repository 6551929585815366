"""Today's forest in the history database (tables daily_medals and daily_attempts, see
game/core/history_db.py): each day's medal points per game, worked out once, and every
finished attempt with its medal.

Every call goes through History.use: a damaged or missing file never raises here, it
becomes the history's one message and an empty answer.
"""

from __future__ import annotations

import dataclasses
import datetime
import sqlite3

from game.core import history
from game.core.history import History
from game.daily import MEDALS, Thresholds, better, medal_for


@dataclasses.dataclass(frozen=True)
class Attempt:
    day: datetime.date
    game: str
    played: str
    name: str
    score: int
    medal: str | None
    assisted: bool


def _store(store: History | None) -> History:
    return store if store is not None else history.shared()


def thresholds(day: datetime.date, game: str, store: History | None = None
               ) -> Thresholds | None:
    """The day's medal points for ``game`` (None: not worked out yet)."""
    def work(c: sqlite3.Connection) -> Thresholds | None:
        row = c.execute("SELECT hard, bronze, silver, gold FROM daily_medals"
                        " WHERE day = ? AND game = ?", (day.isoformat(), game)).fetchone()
        return None if row is None else Thresholds(*(int(v) for v in row))

    return _store(store).use(work, None)


def known_thresholds(days: list[datetime.date], store: History | None = None
                     ) -> dict[tuple[datetime.date, str], Thresholds]:
    """Every worked-out (day, game) among ``days``."""
    wanted = {d.isoformat(): d for d in days}

    def work(c: sqlite3.Connection) -> dict[tuple[datetime.date, str], Thresholds]:
        found = {}
        for day, game, *points in c.execute(
                "SELECT day, game, hard, bronze, silver, gold FROM daily_medals"):
            if day in wanted:
                found[(wanted[day], str(game))] = Thresholds(*(int(v) for v in points))
        return found

    return _store(store).use(work, {})


def save_thresholds(day: datetime.date, game: str, points: Thresholds, worked: str,
                    store: History | None = None) -> None:
    """Keep the day's medal points, and give the attempts that waited for them their
    medals."""
    def work(c: sqlite3.Connection) -> None:
        c.execute("BEGIN IMMEDIATE")
        try:
            c.execute("INSERT OR REPLACE INTO daily_medals VALUES (?, ?, ?, ?, ?, ?, ?)",
                      (day.isoformat(), game, points.hard, points.bronze, points.silver,
                       points.gold, worked))
            waiting = c.execute("SELECT id, score FROM daily_attempts WHERE day = ? AND"
                                " game = ? AND medal IS NULL", (day.isoformat(), game))
            for number, score in waiting.fetchall():
                c.execute("UPDATE daily_attempts SET medal = ? WHERE id = ?",
                          (medal_for(int(score), points), number))
            c.execute("COMMIT")
        except BaseException:
            c.execute("ROLLBACK")
            raise

    _store(store).use(work, None)


def record_attempt(day: datetime.date, game: str, name: str, score: int, assisted: bool,
                   played: str, store: History | None = None) -> str | None:
    """Keep a finished attempt; the medal it earned (None: none, or not known yet)."""
    points = thresholds(day, game, store)
    medal = medal_for(score, points)

    def work(c: sqlite3.Connection) -> None:
        c.execute("INSERT INTO daily_attempts (day, game, played, name, score, medal,"
                  " assisted) VALUES (?, ?, ?, ?, ?, ?, ?)",
                  (day.isoformat(), game, played, name, score, medal, int(assisted)))

    _store(store).use(work, None)
    return medal


def attempts(game: str | None = None, store: History | None = None) -> list[Attempt]:
    """Every attempt kept (of ``game``), in the order they were played."""
    def work(c: sqlite3.Connection) -> list[Attempt]:
        query = ("SELECT day, game, played, name, score, medal, assisted FROM daily_attempts"
                 + (" WHERE game = ?" if game else "") + " ORDER BY id")
        out = []
        for day, g, played, name, score, medal, assisted in c.execute(
                query, (game,) if game else ()):
            out.append(Attempt(datetime.date.fromisoformat(day), str(g), str(played),
                               str(name), int(score), medal if medal in MEDALS else None,
                               bool(assisted)))
        return out

    return _store(store).use(work, [])


@dataclasses.dataclass(frozen=True)
class DayResult:
    """A person's day at one game: the best medal and score of the attempts, how many."""

    medal: str | None
    best: int
    tries: int


def results(game: str, store: History | None = None
            ) -> dict[datetime.date, DayResult]:
    """Per day played: the best medal and score over its attempts at ``game``."""
    out: dict[datetime.date, DayResult] = {}
    for a in attempts(game, store):
        was = out.get(a.day)
        out[a.day] = DayResult(a.medal, a.score, 1) if was is None else DayResult(
            better(was.medal, a.medal), max(was.best, a.score), was.tries + 1)
    return out
