"""The history's file never stops Sylva: a damaged, locked, read-only or hostile
``history.db`` gives one message and Sylva starts; a damaged one is set aside and a new
one begun; a process killed while writing loses no game already written."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
import zlib
from pathlib import Path

import pytest

from game.core import history, history_db
from game.core.errors import RecordError
from game.core.history import History
from game.core.paths import user_dir
from tests.history_games import play

ROOT = Path(__file__).resolve().parents[2]


def _game():
    return play("woud", ["human", "greedy"], 5)


def _aside(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir()
                  if ".broken-" in p.name and not p.name.endswith(("-wal", "-shm")))


def _starts_with_one_message() -> str:
    """Sylva starts: the main menu with exactly one message box on it; its text."""
    from game.scenes.dialogs import MessageBox
    from game.scenes.menu import MainMenu
    from tests.ui_harness import make_app

    app = make_app()
    app.home()
    boxes = [s for s in app.stack.scenes if isinstance(s, MessageBox)]
    assert isinstance(app.stack.scenes[0], MainMenu) and len(boxes) == 1
    app.draw()
    app.home()  # back at the menu later: not said again
    assert not any(isinstance(s, MessageBox) for s in app.stack.scenes)
    return " ".join(str(v) for v in vars(boxes[0]).values() if isinstance(v, str))


@pytest.mark.parametrize("content", [b"not a database at all" * 100, b"",
                                     b"SQLite format 3\x00" + b"\xff" * 4000])
def test_a_damaged_history_is_set_aside_and_sylva_starts(content):
    path = user_dir() / "history.db"
    path.write_bytes(content)
    if not content:  # an empty file is a new database to SQLite: nothing to set aside
        assert history.check_at_start() is None
        return
    text = _starts_with_one_message()
    assert "set aside" in text
    assert len(_aside(user_dir())) == 1
    assert history.shared().record(_game()) == 1  # a fresh one, in use at once
    assert history.shared().take_problem() is None


def test_damage_found_later_sets_aside_once_and_the_game_is_still_written():
    store = history.shared()
    store.record(_game())
    store.close()
    path = user_dir() / "history.db"
    data = bytearray(path.read_bytes())
    data[4096:8192] = b"\x17" * 4096  # a page of the tables torn
    path.write_bytes(bytes(data))
    notes = history.record_finished(_game())
    assert len(notes) == 1 and "set aside" in notes[0]
    assert history.shared().count() == 1
    assert history.record_finished(_game()) == []


def test_without_setting_aside_the_damage_would_stay(monkeypatch):
    """The guard planted away: the damaged file stays and no game is written."""
    monkeypatch.setattr(history, "set_aside", lambda path: (_ for _ in ()).throw(
        OSError(13, "planted: cannot rename")))
    (user_dir() / "history.db").write_bytes(b"garbage" * 500)
    notes = history.record_finished(_game())
    assert len(notes) == 1 and history.shared().count() == 0
    assert not _aside(user_dir())


def test_a_locked_history_is_left_alone_with_one_message(monkeypatch):
    path = user_dir() / "history.db"
    first = History(path)
    first.record(_game())
    first.close()
    holder = sqlite3.connect(str(path), isolation_level=None)
    holder.execute("PRAGMA locking_mode = EXCLUSIVE")
    holder.execute("BEGIN EXCLUSIVE")
    monkeypatch.setattr(history_db, "BUSY_SECONDS", 0.1)
    try:
        history.shared().close()
        text = _starts_with_one_message()
        assert "cannot be opened" in text
        assert history.record_finished(_game()) == []  # said once; the game waits
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert not _aside(user_dir())
    assert History(path).count() == 1  # nothing lost, nothing set aside


def test_a_read_only_history_is_set_aside_and_a_new_one_begun(monkeypatch):
    path = user_dir() / "history.db"
    History(path).record(_game())
    real = sqlite3.connect
    opened = []

    def read_only(name, *args, **kw):  # as a file the user may not write
        if not opened:
            opened.append(name)
            return real(f"file:{name}?mode=ro", *args, uri=True, **kw)
        return real(name, *args, **kw)

    monkeypatch.setattr(history_db.sqlite3, "connect", read_only)
    history.shared().close()
    text = _starts_with_one_message()
    assert "set aside" in text and len(_aside(user_dir())) == 1
    assert history.shared().record(_game()) == 1


def test_a_newer_history_is_left_as_it_is():
    path = user_dir() / "history.db"
    conn = sqlite3.connect(str(path))
    conn.execute(f"PRAGMA user_version = {history_db.LATEST + 1}")
    conn.execute("CREATE TABLE future (x)")
    conn.commit()
    conn.close()
    before = path.read_bytes()
    assert "newer Sylva" in _starts_with_one_message()
    assert history.record_finished(_game()) == []
    assert path.read_bytes() == before and not _aside(user_dir())


@pytest.mark.parametrize("kind", ["fifo", "folder", "device link", "dangling link",
                                  "link to a text"])
def test_what_is_not_a_plain_file_is_never_opened(kind):
    path = user_dir() / "history.db"
    other = user_dir() / "notes.txt"
    other.write_text("somebody's notes\n" * 300)
    if kind == "link to a text":  # opened, refused, and only the link moves aside
        path.symlink_to(other)
    elif kind == "fifo":
        os.mkfifo(path)  # opening it would wait forever
    elif kind == "folder":
        path.mkdir()
    elif kind == "device link":
        path.symlink_to("/dev/zero")
    else:
        path.symlink_to(user_dir() / "nowhere.db")
    assert "set aside" in _starts_with_one_message()
    assert len(_aside(user_dir())) == 1
    assert history.shared().record(_game()) == 1
    assert other.read_text() == "somebody's notes\n" * 300


def test_another_programs_database_is_not_ours():
    conn = sqlite3.connect(str(user_dir() / "history.db"))
    conn.execute("CREATE TABLE games (title TEXT)")  # version 0, yet not empty
    conn.commit()
    conn.close()
    assert "set aside" in _starts_with_one_message()
    assert history.shared().record(_game()) == 1


def test_a_second_sylva_finds_the_history_migrated_and_changes_nothing(tmp_path):
    path = tmp_path / "history.db"
    first, second = (sqlite3.connect(str(path), isolation_level=None) for _ in range(2))
    history_db.migrate(second, None)  # the other one was quicker
    history_db.migrate(first, None)
    assert first.execute("PRAGMA user_version").fetchone()[0] == history_db.LATEST
    assert history_db._schema(first) == history_db.expected_schema()


def test_foreign_tables_or_triggers_are_not_ours():
    path = user_dir() / "history.db"
    History(path).record(_game())
    conn = sqlite3.connect(str(path))
    conn.execute("CREATE TRIGGER spy AFTER INSERT ON games BEGIN DELETE FROM seats; END")
    conn.commit()
    conn.close()
    history.shared().close()
    assert "set aside" in _starts_with_one_message()
    assert history.shared().count() == 0


def test_a_hostile_record_cannot_swell_beyond_a_save():
    store = history.shared()
    number = store.record(_game())
    bomb = zlib.compress(b"[" * (64 * 2**20), 9)  # 64 MiB of brackets in a few KiB
    assert store.conn is not None
    store.conn.execute("UPDATE games SET record = ? WHERE id = ?", (bomb, number))
    with pytest.raises(RecordError):
        store.record_of(number)
    store.conn.execute("UPDATE games SET record = ? WHERE id = ?", (b"\x00junk", number))
    with pytest.raises(RecordError):
        store.record_of(number)
    with pytest.raises(RecordError):
        store.record_of(999)


WRITER = """
import contextlib, sys
from game.core import history
from game.core.history import History, finished_game
from tests.history_games import play
if sys.argv[2] == "planted":  # the fault: no transaction around a game's rows
    history._transaction = lambda conn: contextlib.nullcontext(conn)
store = History(sys.argv[1])
game = finished_game(play("mischwald", ["human", "greedy", "random"], 2), "2025-01-01 10:00:00")
rows = game["rows"]
# a long write: most of the time is spent inside one
game["rows"] = [(s, r + 1000 * k, lab, p) for k in range(400) for (s, r, lab, p) in rows]
n = 0
print(0, flush=True)  # ready to write
while True:
    history._insert(store._connection(True), game)
    n += 1
    print(n, flush=True)
"""


def _kill_while_writing(path: Path, how: str) -> int:
    """A process writes games until it is killed (SIGKILL) in the middle of one; how
    many it had written."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    child = subprocess.Popen([sys.executable, "-c", WRITER, str(path), how], cwd=ROOT,
                             env=env, stdout=subprocess.PIPE, text=True)
    written = 0
    try:
        assert child.stdout is not None
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            line = child.stdout.readline()
            written = int(line or 0)
            if not line or written >= 5 or how == "planted":
                break
        time.sleep(0.013 if how == "whole" else 0.3)  # into the middle of a write
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait()
    return written


def _torn_games(store: History) -> list[tuple[int, int, int]]:
    """Games not all there: (game, seats, score-sheet rows) that are short."""
    conn = store._connection(create=False)
    assert conn is not None
    return [g for g in conn.execute(
        "SELECT g.id, (SELECT count(*) FROM seats s WHERE s.game_id = g.id),"
        " (SELECT count(*) FROM sheet_rows r WHERE r.game_id = g.id) FROM games g")
        if g[1:] != (3, 3 * 400 * 5)]


def test_a_process_killed_while_writing_loses_no_game_already_written(tmp_path):
    path = tmp_path / "history.db"
    written = _kill_while_writing(path, "whole")
    assert written >= 5
    store = History(path)
    assert store.take_problem() is None
    assert store.count() >= written
    assert store.conn is not None
    assert store.conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    assert all(store.record_of(n).game == "mischwald" for n in range(1, written + 1))
    assert _torn_games(store) == []  # a game is all there or not at all


def test_without_a_transaction_a_kill_would_tear_a_game(tmp_path):
    """The guard planted away: rows written one by one, the kill leaves half a game."""
    path = tmp_path / "history.db"
    _kill_while_writing(path, "planted")
    assert _torn_games(History(path)) != []


def test_without_a_history_the_glade_claims_no_place():
    from game.games.glade.view.words import solo_notes

    conn = sqlite3.connect(str(user_dir() / "history.db"))
    conn.execute(f"PRAGMA user_version = {history_db.LATEST + 1}")  # left alone: no history
    conn.close()
    notes = solo_notes("Sam", 12, 40, True)
    assert notes[0].startswith("All twelve toadstools")
    assert not any("best" in n or "Place" in n for n in notes[1:])
