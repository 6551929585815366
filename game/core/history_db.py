"""The history database's file: its schema, migrations, opening and setting aside
(game/core/history.py writes and reads it).

The schema grows by MIGRATIONS, applied in order inside one transaction and counted in
``PRAGMA user_version``. The journal is WAL with full syncs: a finished game, once
written, survives the program being killed. A file that is not a database of ours
(damaged, not a plain file, foreign tables) is renamed aside as
``history.db.broken-<time>`` and a fresh one begun, with one message for the player.
Nothing else depends on it: a saved game never does, and Sylva always starts.
"""

from __future__ import annotations

import datetime
import os
import sqlite3
import stat
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.i18n import _

BUSY_SECONDS = 2.0  # another Sylva writing: wait this long before giving up

Migration = str | Callable[[sqlite3.Connection, Path | None], None]


def _import_solo_bests(conn: sqlite3.Connection, folder: Path | None) -> None:
    """Today's personal-best files, read once into the database."""
    if folder is None:
        return
    from game.core.saves import load_json

    for game, name in LEGACY_BESTS.items():
        table = load_json(folder / name, {})
        for player, entries in (table.items() if isinstance(table, dict) else ()):
            for e in entries if isinstance(entries, list) else ():
                if (isinstance(player, str) and isinstance(e, dict)
                        and _small_int(e.get("turns")) and _small_int(e.get("points"))):
                    conn.execute(
                        "INSERT INTO solo_bests (game, name, turns, points, complete, played)"
                        " VALUES (?, ?, ?, ?, ?, ?)",
                        (game, player[:80], e["turns"], e["points"],
                         int(bool(e.get("complete", True))), str(e.get("when", ""))[:40]))


def _small_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and abs(value) < 10**9


LEGACY_BESTS = {"glade": "glade_solo_best.json"}

# MIGRATIONS[v] brings a database of schema version v to v + 1.
MIGRATIONS: list[Migration] = [
    """
    CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        finished TEXT NOT NULL CHECK (typeof(finished) = 'text'),
        game TEXT NOT NULL CHECK (typeof(game) = 'text'),
        players INTEGER NOT NULL CHECK (typeof(players) = 'integer'),
        variants TEXT NOT NULL CHECK (typeof(variants) = 'text'),
        level TEXT NOT NULL CHECK (typeof(level) = 'text'),
        record BLOB NOT NULL CHECK (typeof(record) = 'blob')
    );
    CREATE TABLE seats (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat INTEGER NOT NULL CHECK (typeof(seat) = 'integer'),
        name TEXT NOT NULL CHECK (typeof(name) = 'text'),
        kind TEXT NOT NULL CHECK (typeof(kind) = 'text'),
        total INTEGER NOT NULL CHECK (typeof(total) = 'integer'),
        margin INTEGER CHECK (typeof(margin) IN ('integer', 'null')),
        won INTEGER CHECK (won IN (0, 1) OR won IS NULL),
        undos INTEGER NOT NULL CHECK (typeof(undos) = 'integer'),
        hints INTEGER NOT NULL CHECK (typeof(hints) = 'integer'),
        PRIMARY KEY (game_id, seat)
    );
    CREATE TABLE sheet_rows (
        game_id INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        row INTEGER NOT NULL,
        label TEXT NOT NULL CHECK (typeof(label) = 'text'),
        points INTEGER CHECK (typeof(points) IN ('integer', 'null')),
        PRIMARY KEY (game_id, seat, row),
        FOREIGN KEY (game_id, seat) REFERENCES seats(game_id, seat) ON DELETE CASCADE
    );
    CREATE INDEX games_by_kind ON games (game, players, level);
    """,
    """
    CREATE TABLE solo_bests (
        id INTEGER PRIMARY KEY,
        game TEXT NOT NULL CHECK (typeof(game) = 'text'),
        name TEXT NOT NULL CHECK (typeof(name) = 'text'),
        turns INTEGER NOT NULL CHECK (typeof(turns) = 'integer'),
        points INTEGER NOT NULL CHECK (typeof(points) = 'integer'),
        complete INTEGER NOT NULL CHECK (complete IN (0, 1)),
        played TEXT NOT NULL CHECK (typeof(played) = 'text')
    );
    CREATE INDEX solo_bests_by_name ON solo_bests (game, name);
    """,
    _import_solo_bests,
    # Today's forest (game/daily.py): the medals' points per day and game, worked out once
    # from the Hard player's total on the deal, and every finished attempt with its medal
    # (None while the day's medals are still being worked out)
    """
    CREATE TABLE daily_medals (
        day TEXT NOT NULL CHECK (typeof(day) = 'text'),
        game TEXT NOT NULL CHECK (typeof(game) = 'text'),
        hard INTEGER NOT NULL CHECK (typeof(hard) = 'integer'),
        bronze INTEGER NOT NULL CHECK (typeof(bronze) = 'integer'),
        silver INTEGER NOT NULL CHECK (typeof(silver) = 'integer'),
        gold INTEGER NOT NULL CHECK (typeof(gold) = 'integer'),
        worked TEXT NOT NULL CHECK (typeof(worked) = 'text'),
        PRIMARY KEY (day, game)
    );
    CREATE TABLE daily_attempts (
        id INTEGER PRIMARY KEY,
        day TEXT NOT NULL CHECK (typeof(day) = 'text'),
        game TEXT NOT NULL CHECK (typeof(game) = 'text'),
        played TEXT NOT NULL CHECK (typeof(played) = 'text'),
        name TEXT NOT NULL CHECK (typeof(name) = 'text'),
        score INTEGER NOT NULL CHECK (typeof(score) = 'integer'),
        medal TEXT CHECK (medal IN ('bronze', 'silver', 'gold') OR medal IS NULL),
        assisted INTEGER NOT NULL CHECK (assisted IN (0, 1))
    );
    CREATE INDEX daily_attempts_by_day ON daily_attempts (game, day);
    """,
]
LATEST = len(MIGRATIONS)


class Damaged(Exception):
    """The file is not a history database of ours."""


def migrate(conn: sqlite3.Connection, folder: Path | None, upto: int = LATEST) -> None:
    """Bring the database to schema version ``upto``, all steps in one transaction."""
    if conn.execute("PRAGMA user_version").fetchone()[0] >= upto:
        return
    conn.execute("BEGIN IMMEDIATE")
    try:
        # read again under the lock: another Sylva may have just done it
        have = conn.execute("PRAGMA user_version").fetchone()[0]
        for step in MIGRATIONS[have:upto]:
            if isinstance(step, str):
                for statement in step.split(";"):
                    if statement.strip():
                        conn.execute(statement)
            else:
                step(conn, folder)
        if have < upto:
            conn.execute(f"PRAGMA user_version = {int(upto)}")
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise


def _schema(conn: sqlite3.Connection) -> set[tuple[str, str, str]]:
    rows = conn.execute("SELECT type, name, sql FROM sqlite_master"
                        " WHERE name NOT LIKE 'sqlite_%'").fetchall()
    return {(t, n, " ".join(str(s).split())) for t, n, s in rows}


_EXPECTED: dict[int, set[tuple[str, str, str]]] = {}


def expected_schema(version: int = LATEST) -> set[tuple[str, str, str]]:
    """Tables and indexes a database of ``version`` holds: nothing more (no triggers or
    views someone slipped in), nothing less."""
    if version not in _EXPECTED:
        memory = sqlite3.connect(":memory:", isolation_level=None)
        migrate(memory, None, version)
        _EXPECTED[version] = _schema(memory)
        memory.close()
    return _EXPECTED[version]


def _guard(path: Path) -> None:
    """Only a plain file (or a link to one) is opened: a device, pipe or folder never."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        if os.path.islink(path):
            raise Damaged(_("a link to nothing")) from None
        return
    if not stat.S_ISREG(info.st_mode):
        raise Damaged(_("not a plain file"))


def connect(path: Path) -> sqlite3.Connection:
    """Open (or create) the database at ``path``, migrated and checked; raises Damaged,
    or sqlite3.Error for a file in use or out of reach."""
    _guard(path)
    conn = sqlite3.connect(str(path), timeout=BUSY_SECONDS, isolation_level=None)
    try:
        conn.execute("PRAGMA trusted_schema = OFF")
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if version > LATEST:
            raise Newer(version)
        if conn.execute("PRAGMA journal_mode = WAL").fetchone()[0] != "wal":
            raise sqlite3.OperationalError("no WAL journal")
        conn.execute("PRAGMA synchronous = FULL")
        conn.execute("PRAGMA foreign_keys = ON")
        if _schema(conn) != expected_schema(version):
            raise Damaged(_("tables that are not Sylva's"))
        migrate(conn, path.parent)
        _try_write(conn, LATEST)
    except BaseException:
        conn.close()
        raise
    return conn


def _try_write(conn: sqlite3.Connection, version: int) -> None:
    """Fail now, not at the end of a game, when the file cannot be written."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        conn.execute(f"PRAGMA user_version = {int(version)}")
    finally:
        conn.execute("ROLLBACK")


class Newer(Exception):
    """Written by a newer Sylva: left alone."""


def is_damage(exc: sqlite3.Error) -> bool:
    """Errors that mean the file itself is bad (not busy, not a full disk)."""
    if isinstance(exc, sqlite3.DatabaseError) and not isinstance(exc, sqlite3.OperationalError):
        return True  # "file is not a database", "database disk image is malformed"
    words = str(exc).lower()
    return any(w in words for w in ("malformed", "not a database", "readonly", "no such"))


def set_aside(path: Path, now: datetime.datetime | None = None) -> Path:
    """Rename the database (and its journal files) out of the way; the new name."""
    stamp = (now or datetime.datetime.now()).strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.name}.broken-{stamp}")
    n = 1
    while os.path.lexists(aside):
        n += 1
        aside = path.with_name(f"{path.name}.broken-{stamp}-{n}")
    os.replace(path, aside)
    for tail in ("-wal", "-shm"):  # a journal of the old file must never meet a new one
        extra = path.with_name(path.name + tail)
        if os.path.lexists(extra):
            try:
                os.replace(extra, aside.with_name(aside.name + tail))
            except OSError:
                pass
    return aside
