"""Saving and loading game records and small JSON files, atomically and safely."""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from game.core import safefile
from game.core.errors import RecordError
from game.core.match import Match
from game.core.paths import user_dir
from game.core.record import MAX_RECORD_BYTES, Record
from game.i18n import _

AUTOSAVE_NAME = "autosave.json"


def atomic_write_text(path: Path, text: str) -> None:
    """Write to a temporary file beside ``path``, flush, fsync, then rename over it:
    a crash leaves either the old file or the new one, never half of one."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
        _sync_folder(path.parent)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
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
    folder's files); the files themselves, the last good autosave above all, stay."""
    removed = 0
    for folder in (user_dir(), user_dir() / "saves"):
        try:
            entries = list(folder.iterdir())
        except OSError:
            continue
        for entry in entries:
            if entry.name.startswith(".") and entry.name.endswith(".tmp"):
                try:
                    if entry.is_file() and not entry.is_symlink():
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
        raise RecordError(_("The game in this file cannot go on: nobody has a legal move.")) \
            from None
    except Exception as exc:
        raise RecordError(_("The game in this file cannot go on ({error}).",
            error=type(exc).__name__)) from None
