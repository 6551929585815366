"""The history of finished games: every game that ends at the table is written to
``history.db`` in the data folder (game/core/history_db.py: schema, migrations, opening)
— its record, when it ended, the game, variants, seats and their kinds, totals, winners,
the score sheet row by row, and how often each seat took a move back or asked for a hint.
The statistics (game/core/statistics.py) and The Glade's solo personal bests read it.

Every call is safe: trouble with the file never raises. It becomes one message in
``problems`` (the app shows it), and the history is set aside and begun afresh when the
file is damaged, or left alone for the session when it is in use or newer.
"""

from __future__ import annotations

import dataclasses
import datetime
import json
import os
import sqlite3
import sys
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from game.core.errors import RecordError
from game.core.history_db import Damaged, Newer, connect, is_damage, set_aside
from game.core.paths import user_dir
from game.core.record import MAX_RECORD_BYTES, Record
from game.core.statistics import SeatResult, level_of, report
from game.i18n import _, in_english

DB_NAME = "history.db"
KEEP_BESTS = 10  # personal bests listed per player and game

T = TypeVar("T")


def now_utc() -> str:
    return datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M:%S")


class History:
    """One history database file, opened when first needed."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.conn: sqlite3.Connection | None = None
        self.off = False  # left alone for this session: newer, in use or out of reach
        self.problems: list[str] = []  # for the player, once each

    # --- opening -------------------------------------------------------------------
    def take_problem(self) -> str | None:
        """The messages not yet shown, as one text (None when all is well)."""
        text = "\n\n".join(self.problems) or None
        self.problems = []
        return text

    def _connection(self, create: bool) -> sqlite3.Connection | None:
        if self.conn is not None or self.off:
            return self.conn
        if not create and not os.path.lexists(self.path):
            return None
        try:
            self.conn = connect(self.path)
        except Newer:
            self._leave(_("The game history {name} was written by a newer Sylva. This one "
                          "leaves it as it is and keeps no statistics.", name=self.path.name))
        except Damaged as exc:
            self._fresh(str(exc))
        except sqlite3.Error as exc:
            if is_damage(exc):
                self._fresh(str(exc))
            else:
                self._leave(_("The game history cannot be opened ({error}); this session's "
                              "games are not counted.", error=exc))
        except OSError as exc:
            self._leave(_("The game history cannot be opened ({error}); this session's "
                          "games are not counted.", error=exc.strerror or exc))
        return self.conn

    def _leave(self, message: str) -> None:
        self.off = True
        self.problems.append(message)

    def _fresh(self, why: str) -> None:
        """Set the damaged file aside and begin a new one."""
        self.close()
        try:
            aside = set_aside(self.path)
        except OSError as exc:
            self._leave(_("The game history {name} is damaged ({why}) and cannot be set "
                          "aside ({error}); this session's games are not counted.",
                          name=self.path.name, why=why, error=exc.strerror or exc))
            return
        self.problems.append(_("The game history {name} could not be used ({why}). It was "
                               "set aside as {aside} and a new one begun.",
                               name=self.path.name, why=why, aside=aside.name))
        try:
            self.conn = connect(self.path)
        except (sqlite3.Error, Damaged, Newer, OSError):
            self.off = True  # said once already; play on without a history

    def close(self) -> None:
        if self.conn is not None:
            try:
                self.conn.close()
            except sqlite3.Error:
                pass
            self.conn = None

    def _run(self, work: Callable[[sqlite3.Connection], T], default: T) -> T:
        """``work`` on the open database; trouble becomes a message and ``default``."""
        for attempt in (1, 2):
            conn = self._connection(create=True)
            if conn is None:
                return default
            try:
                return work(conn)
            except sqlite3.Error as exc:
                try:
                    if conn.in_transaction:
                        conn.execute("ROLLBACK")
                except sqlite3.Error:
                    pass
                if not is_damage(exc) or attempt == 2:
                    self.problems.append(_("The game history could not be used: {error}",
                                           error=exc))
                    return default
                self._fresh(str(exc))  # and try once more on the new file
        return default

    def use(self, work: Callable[[sqlite3.Connection], T], default: T) -> T:
        """``work`` on the open database, for another module's tables (Today's forest):
        trouble becomes a message and ``default``, as for the history's own."""
        return self._run(work, default)

    # --- writing -------------------------------------------------------------------
    def record(self, match: Any, when: str | None = None) -> int | None:
        """Write a finished game; its number in the history (None if not written)."""
        game = finished_game(match, when or now_utc())
        return self._run(lambda c: _insert(c, game), None)

    def add_best(self, game: str, name: str, turns: int, points: int, complete: bool,
                 when: str) -> int | None:
        """Add a solo result to ``name``'s personal bests; its place (1 = best) among the
        best KEEP_BESTS, or None."""
        def work(c: sqlite3.Connection) -> int | None:
            with _transaction(c):
                new = c.execute("INSERT INTO solo_bests (game, name, turns, points, complete,"
                                " played) VALUES (?, ?, ?, ?, ?, ?)",
                                (game, name, turns, points, int(complete), when)).lastrowid
            ids = [row[0] for row in c.execute(_BESTS.replace("*", "id"), (game, name))]
            return ids.index(new) + 1 if new in ids else None

        return self._run(work, None)

    # --- reading -------------------------------------------------------------------
    def bests(self, game: str, name: str) -> list[dict[str, Any]]:
        """``name``'s best solo results of ``game``, best first."""
        def work(c: sqlite3.Connection) -> list[dict[str, Any]]:
            rows = c.execute(_BESTS.replace("*", "turns, points, complete, played"),
                             (game, name)).fetchall()
            return [{"turns": int(t), "points": int(p), "complete": bool(k), "when": str(w)}
                    for t, p, k, w in rows]

        return self._run(work, [])

    def results(self, rows: bool = True, people_only: bool = False) -> list[SeatResult]:
        """Every seat of every finished game, in the order the games ended; ``rows``:
        with their score sheets; ``people_only``: human seats only."""
        return self._run(lambda c: _results(c, rows, people_only), [])

    def with_rows(self, results: list[SeatResult]) -> list[SeatResult]:
        """``results`` with their score sheets (read for these games only)."""
        numbers = sorted({r.game_id for r in results})
        empty: dict[tuple[int, int], list[tuple[str, int | None]]] = {}
        sheets = self._run(lambda c: _rows(c, numbers), empty)
        return [dataclasses.replace(r, rows=tuple(sheets.get((r.game_id, r.seat), ())))
                for r in results]

    def recent(self, limit: int, offset: int = 0) -> list[list[SeatResult]]:
        """Finished games, newest first, ``limit`` of them after ``offset``: each as its
        seats' results in seat order (without score sheets)."""
        return self._run(lambda c: _recent(c, limit, offset), [])

    def names(self) -> list[str]:
        """The people who played, most games first."""
        return self._run(lambda c: [str(n) for (n,) in c.execute(
            "SELECT name FROM seats WHERE kind = 'human' GROUP BY name"
            " ORDER BY count(*) DESC, name")], [])

    def count(self) -> int:
        return self._run(lambda c: int(c.execute("SELECT count(*) FROM games").fetchone()[0]),
                         0)

    def record_of(self, game_id: int) -> Record:
        """The record of a game in the history (RecordError if it cannot be read)."""
        blob = self._run(lambda c: c.execute("SELECT record FROM games WHERE id = ?",
                                             (game_id,)).fetchone(), None)
        if blob is None or not isinstance(blob[0], bytes):
            raise RecordError(_("The history holds no game {n}.", n=game_id))
        inflate = zlib.decompressobj()
        try:
            text = inflate.decompress(blob[0], MAX_RECORD_BYTES + 1)
        except zlib.error:
            raise RecordError(_("The history's record of game {n} is damaged.",
                                n=game_id)) from None
        if len(text) > MAX_RECORD_BYTES or inflate.unconsumed_tail:
            raise RecordError(_("The save file is far too large to be a Sylva game."))
        try:
            return Record.loads(text.decode("utf-8"))
        except UnicodeDecodeError:
            raise RecordError(_("The history's record of game {n} is damaged.",
                                n=game_id)) from None


_BESTS = ("SELECT * FROM solo_bests WHERE game = ? AND name = ?"
          f" ORDER BY complete DESC, turns, points DESC, id LIMIT {KEEP_BESTS}")


class _transaction:
    """BEGIN IMMEDIATE ... COMMIT, rolled back on any error."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn

    def __enter__(self) -> sqlite3.Connection:
        self.conn.execute("BEGIN IMMEDIATE")
        return self.conn

    def __exit__(self, kind: Any, *_rest: Any) -> None:
        self.conn.execute("COMMIT" if kind is None else "ROLLBACK")


def finished_game(match: Any, when: str) -> dict[str, Any]:
    """What the history keeps of a finished match (rows for the three tables)."""
    rules, state, options = match.rules, match.state, match.options
    with in_english():  # the rows' labels alike in every language; shown translated
        sheet = rules.score_sheet(state)
    totals = sheet.totals
    winners = set(rules.winners(state))
    kinds = [s.kind for s in options.seats]
    humans = [i for i, k in enumerate(kinds) if k == "human"]
    record = match.record()
    text = json.dumps(record.to_json(), separators=(",", ":"), ensure_ascii=False,
                      allow_nan=False)
    seats = []
    for i, seat in enumerate(options.seats):
        others = [t for j, t in enumerate(totals) if j != i]
        seats.append((i, seat.name, seat.kind, totals[i],
                      totals[i] - max(others) if others else None,
                      (i in winners) if others else None,
                      record.assists.get("undo", [0] * len(kinds))[i],
                      record.assists.get("hint", [0] * len(kinds))[i]))
    return {
        "game": (when, rules.info.id, options.players, json.dumps(dict(options.variants)),
                 level_of(kinds, humans[0] if humans else 0),
                 zlib.compress(text.encode("utf-8"), 6)),
        "seats": seats,
        "rows": [(i, n, row.label, row.values[i]) for n, row in enumerate(sheet.rows)
                 for i in range(len(options.seats))],
    }


def _insert(conn: sqlite3.Connection, game: dict[str, Any]) -> int:
    with _transaction(conn):
        number = conn.execute("INSERT INTO games (finished, game, players, variants, level,"
                              " record) VALUES (?, ?, ?, ?, ?, ?)", game["game"]).lastrowid
        assert number is not None
        conn.executemany("INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                         [(number, *s) for s in game["seats"]])
        conn.executemany("INSERT INTO sheet_rows VALUES (?, ?, ?, ?, ?)",
                         [(number, *r) for r in game["rows"]])
    return number


def _rows(conn: sqlite3.Connection, numbers: list[int] | None = None
          ) -> dict[tuple[int, int], list[tuple[str, int | None]]]:
    """Score-sheet rows per (game, seat): of the games ``numbers``, or of all."""
    rows: dict[tuple[int, int], list[tuple[str, int | None]]] = {}
    query = "SELECT game_id, seat, label, points FROM sheet_rows"
    if numbers is not None:
        conn.execute("CREATE TEMP TABLE IF NOT EXISTS chosen (id INTEGER PRIMARY KEY)")
        conn.execute("DELETE FROM chosen")
        conn.executemany("INSERT INTO chosen VALUES (?)", [(n,) for n in numbers])
        query += " WHERE game_id IN (SELECT id FROM chosen)"
    for game_id, seat, label, points in conn.execute(query + " ORDER BY game_id, seat, row"):
        rows.setdefault((game_id, seat), []).append((str(label), points))
    return rows


def _results(conn: sqlite3.Connection, with_rows: bool, people_only: bool
             ) -> list[SeatResult]:
    rows = _rows(conn) if with_rows else {}
    out = []
    for (game_id, finished, game, players, level, seat, name, kind, total, margin, won,
         undos, hints) in conn.execute(
            "SELECT g.id, g.finished, g.game, g.players, g.level, s.seat, s.name, s.kind,"
            " s.total, s.margin, s.won, s.undos, s.hints FROM games g"
            " JOIN seats s ON s.game_id = g.id"
            + (" WHERE s.kind = 'human'" if people_only else "")
            + " ORDER BY g.finished, g.id, s.seat"):
        out.append(SeatResult(game_id, finished, game, players, level, seat, name, kind, total,
                              margin, None if won is None else bool(won), undos, hints,
                              tuple(rows.get((game_id, seat), ()))))
    return out


def _recent(conn: sqlite3.Connection, limit: int, offset: int) -> list[list[SeatResult]]:
    numbers = [n for (n,) in conn.execute(
        "SELECT id FROM games ORDER BY finished DESC, id DESC LIMIT ? OFFSET ?",
        (max(0, limit), max(0, offset)))]
    if not numbers:
        return []
    marks = ",".join("?" * len(numbers))
    games: dict[int, list[SeatResult]] = {n: [] for n in numbers}
    for (game_id, finished, game, players, level, seat, name, kind, total, margin, won,
         undos, hints) in conn.execute(
            "SELECT g.id, g.finished, g.game, g.players, g.level, s.seat, s.name, s.kind,"
            " s.total, s.margin, s.won, s.undos, s.hints FROM games g"
            f" JOIN seats s ON s.game_id = g.id WHERE g.id IN ({marks})"
            " ORDER BY s.seat", numbers):
        games[game_id].append(SeatResult(game_id, finished, game, players, level, seat, name,
                                         kind, total, margin,
                                         None if won is None else bool(won), undos, hints))
    return [games[n] for n in numbers]


# --- the one history of this data folder ------------------------------------------------
_shared: History | None = None


def shared() -> History:
    """The history in today's data folder (``SYLVA_HOME`` may change it, as in tests)."""
    global _shared
    path = user_dir() / DB_NAME
    if _shared is None or _shared.path != path:
        if _shared is not None:
            _shared.close()
        _shared = History(path)
    return _shared


def check_at_start() -> str | None:
    """Open an existing history at start-up: a damaged one is set aside now, with the
    message for the player (None when all is well). A missing one waits for a game."""
    history = shared()
    history._connection(create=False)
    return history.take_problem()


def print_stats() -> int:
    """``sylva --stats``: the statistics table of every person who played."""
    history = shared()
    results = history.results()
    problem = history.take_problem()
    if problem:
        print(problem, file=sys.stderr)
    for line in report(results, history.names()):
        print(line)
    return 0


def record_finished(match: Any) -> list[str]:
    """The table's one call when a game ends: write it; what the player must be told."""
    history = shared()
    history.record(match)
    problem = history.take_problem()
    return [problem] if problem else []
