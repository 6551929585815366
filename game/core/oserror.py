"""What a failed file operation means, in the player's language: the operating system's
own text ("[Errno 30] Read-only file system: '.../.glade-....json.x1y2.tmp'") is English,
names temporary files and says nothing about what to do."""

from __future__ import annotations

import errno
from pathlib import Path

from game.i18n import _


class WriteError(OSError):
    """A file Sylva meant to write could not be written; ``str()`` says why, translated
    (``strerror`` holds the same text)."""

    def __init__(self, code: int | None, message: str) -> None:
        super().__init__(code, message)

    def __str__(self) -> str:
        return str(self.strerror)


def explain(exc: OSError, path: Path) -> str:
    """Why ``path`` (the file meant, never a temporary name) could not be used."""
    if isinstance(exc, WriteError):
        return str(exc)
    folder, name = str(Path(path).parent), Path(path).name
    code = exc.errno
    if code == errno.EROFS:
        return _("the folder {folder} is read-only", folder=folder)
    if code in (errno.EACCES, errno.EPERM):
        return _("Sylva is not allowed to write in the folder {folder}", folder=folder)
    if code in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return _("the disk holding {folder} is full", folder=folder)
    if code in (errno.EEXIST, errno.ENOTDIR):
        return _("a file stands where the folder {folder} (or one above it) should be",
                 folder=folder)
    if code == errno.EISDIR:
        return _("{name} is a folder, where Sylva needs a file", name=name)
    if code == errno.ENOENT:
        return _("the folder {folder} cannot be made", folder=folder)
    if code == getattr(errno, "ENAMETOOLONG", -1):
        return _("the name {name} is too long for this disk", name=name)
    label = errno.errorcode.get(code or 0, type(exc).__name__)
    return _("the system refused to write {name} ({code})", name=name, code=label)
