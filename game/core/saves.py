"""Saving and loading game records and small JSON files, atomically and safely."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from game.core.errors import RecordError
from game.core.paths import user_dir
from game.core.record import MAX_RECORD_BYTES, Record

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
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def read_text_limited(path: Path, limit: int = MAX_RECORD_BYTES) -> str:
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > limit:
            raise RecordError(f"{path.name} is far too large to be a Sylva file.")
        data = path.read_bytes()
    except FileNotFoundError:
        raise RecordError(f"There is no file {path.name}.") from None
    except IsADirectoryError:
        raise RecordError(f"{path.name} is a folder, not a saved game.") from None
    except OSError as exc:
        raise RecordError(f"{path.name} cannot be read: {exc.strerror or exc}.") from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise RecordError(f"{path.name} is not a Sylva saved game (not text).") from None


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
        return json.loads(read_text_limited(path, 1_000_000))
    except (RecordError, json.JSONDecodeError):
        return default


def save_json(path: Path, data: Any) -> None:
    atomic_write_text(path, json.dumps(data, indent=1, ensure_ascii=False, sort_keys=True))
