"""Saving and loading game records and small JSON files, atomically and safely."""

from __future__ import annotations

import errno
import os
import stat
import sys
import tempfile
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from game.core import safefile
from game.core.errors import RecordError
from game.core.match import Match
from game.core.oserror import WriteError, explain
from game.core.paths import user_dir
from game.core.record import MAX_RECORD_BYTES, Record
from game.i18n import _

AUTOSAVE_NAME = "autosave.json"
STALE_TEMP_S = 10 * 60  # no save takes this long: such a temporary file is left over


def temp_prefix(path: Path) -> str:
    """Temporary files carry the writer's process id (``.<name>.<pid>.<random>.tmp``): the
    clean-up at start never takes a file that another running Sylva is writing."""
    return f".{Path(path).name}.{os.getpid()}."


def _writer_pid(name: str) -> int | None:
    parts = name[1:-len(".tmp")].split(".")
    return int(parts[-2]) if len(parts) >= 3 and parts[-2].isdigit() else None


def _alive(pid: int) -> bool:
    if sys.platform == "win32":
        return True  # no cheap safe probe there: the file's age decides
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # exists, owned by someone else
    return True


def atomic_write_text(path: Path, text: str) -> None:
    """Write to a temporary file beside ``path``, flush, fsync, then rename over it:
    a crash leaves either the old file or the new one, never half of one. A failure is
    a WriteError that says why in the player's language."""
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if not path.parent.is_dir():  # a file of that name: mkdir's own error is vague
            raise NotADirectoryError(errno.ENOTDIR, "not a folder", str(path.parent))
        fd, tmp = tempfile.mkstemp(prefix=temp_prefix(path), suffix=".tmp", dir=path.parent)
    except OSError as exc:
        raise WriteError(exc.errno, explain(exc, path)) from exc
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
        _sync_folder(path.parent)
    except BaseException as exc:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        if isinstance(exc, OSError):
            raise WriteError(exc.errno, explain(exc, path)) from exc
        raise


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX): a power cut cannot undo it."""
    if sys.platform == "win32":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def read_text_limited(path: Path, limit: int = MAX_RECORD_BYTES) -> str:
    """A Sylva file's text through the guarded door (game/core/safefile.py)."""
    return safefile.read_text(path, limit)


def save_record(record: Record, path: Path) -> None:
    atomic_write_text(path, record.dumps())


def load_record(path: Path) -> Record:
    return Record.loads(read_text_limited(path))


def saves_dir() -> Path:
    path = user_dir() / "saves"
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass  # a read-only data folder: listing finds nothing, saving says why
    return path


def autosave_path() -> Path:
    return user_dir() / AUTOSAVE_NAME


def autosave(record: Record) -> None:
    atomic_write_text(autosave_path(), record.dumps())


def clear_autosave() -> None:
    try:
        autosave_path().unlink()
    except FileNotFoundError:
        pass


def load_json(path: Path, default: Any) -> Any:
    """A small JSON file (settings, personal bests); ``default`` if missing or broken."""
    try:
        return safefile.parse(read_text_limited(path, safefile.MAX_SMALL_BYTES))
    except RecordError:
        return default


def save_json(path: Path, data: Any) -> None:
    atomic_write_text(path, safefile.dumps(data, indent=1, sort_keys=True))


def clean_temporary() -> int:
    """Remove what interrupted saves left behind (``.<name>.*.tmp`` beside the data
    folder's files); the files themselves, the last good autosave above all, stay. A
    file whose writer still runs (another Sylva window) is kept unless it is stale."""
    removed = 0
    now = time.time()
    for folder in (user_dir(), user_dir() / "saves"):
        try:
            entries = list(folder.iterdir())
        except OSError:
            continue
        for entry in entries:
            if entry.name.startswith(".") and entry.name.endswith(".tmp"):
                try:
                    info = entry.lstat()
                    if not stat.S_ISREG(info.st_mode):
                        continue
                    pid = _writer_pid(entry.name)
                    fresh = now - info.st_mtime < STALE_TEMP_S
                    if fresh and pid is not None and _alive(pid):
                        continue  # perhaps being written right now (no pid: an old Sylva's)
                    entry.unlink()
                    removed += 1
                except OSError:
                    pass
    return removed


def load_match(path: Path, kinds: Iterable[str]) -> Match:
    """A saved game that passed the door, replays, and can be played on — or a
    RecordError saying why not. ``kinds``: the seat kinds that exist (human and every
    computer player)."""
    record = load_record(path)
    known = set(kinds)
    for i, seat in enumerate(record.options.seats, start=1):
        if seat.kind not in known:
            raise RecordError(_("Seat {i}: {value!r} is no kind of player Sylva knows.",
                i=i, value=safefile._short(seat.kind)))
    match = Match.from_record(record)
    check_playable(match)
    return match


def check_playable(match: Match) -> None:
    """Ask the rules everything a table will ask; a game that cannot answer is refused
    at load, not later."""
    rules = match.rules
    try:
        d = match.decision()
        if d.seat is not None and not rules.is_over(match.state):
            next(iter(rules.legal_actions(match.state)))
        for seat in [None, *range(len(match.options.seats))]:
            rules.observe(match.state, seat)
        rules.score_sheet(match.state)
        safefile.dumps(match.record().to_json())
    except StopIteration:
        raise RecordError(_("The game in this file cannot go on after move {n}: nobody has "
                            "a legal move.", n=len(match.actions))) from None
    except Exception as exc:
        raise RecordError(_("The game in this file cannot go on after move {n} ({error}).",
            n=len(match.actions), error=type(exc).__name__)) from None
