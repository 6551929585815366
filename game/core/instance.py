"""One Sylva per data folder writes the autosave: a second window started while one runs
is told so and plays on without autosave, so neither overwrites the other's game (saving
from the menu still works: every save has a name of its own). The running one is known by
a small file in the data folder holding its process id; a file left by a Sylva that
crashed names a process that is gone, and is taken over."""

from __future__ import annotations

import os
import sys

from game.core.paths import user_dir

LOCK_NAME = "sylva.pid"


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return False  # our own, left by an earlier process of the same number
    if sys.platform == "win32":
        import ctypes

        handle = ctypes.windll.kernel32.OpenProcess(0x1000, False, pid)  # type: ignore[attr-defined]
        if not handle:
            return False
        ctypes.windll.kernel32.CloseHandle(handle)  # type: ignore[attr-defined]
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True


def _holder() -> int | None:
    try:
        text = (user_dir() / LOCK_NAME).read_text("ascii", errors="replace")[:20].strip()
    except OSError:
        return None
    return int(text) if text.isdigit() else None


def running() -> int | None:
    """The process id of another Sylva using this data folder, or None."""
    pid = _holder()
    return pid if pid is not None and _alive(pid) else None


def claim() -> int | None:
    """Take the data folder for this process; the other Sylva's process id if one runs
    (then nothing is written)."""
    holder = _holder()
    if holder == os.getpid():
        return None  # already ours (a second App in one process: the tests)
    if holder is not None and _alive(holder):
        return holder
    from game.core.saves import atomic_write_text

    try:
        atomic_write_text(user_dir() / LOCK_NAME, str(os.getpid()))
    except OSError:
        pass  # a data folder that cannot be written: the app says so anyway
    return None


def release() -> None:
    """Give the data folder back (at exit), if this process holds it."""
    path = user_dir() / LOCK_NAME
    try:
        if path.read_text("ascii").strip() == str(os.getpid()):
            path.unlink()
    except OSError:
        pass
