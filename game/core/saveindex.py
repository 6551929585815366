"""A summary of the saves folder kept beside the saves (``saves/.index.json``): for each
file its size and modification time, and the verdict of replaying it (the game, the
players and moves, or why it would be refused). A file whose size and time still match
is not read again, so a folder of thousands of saves lists at once after the first
time, and a save that would be refused says so before it is clicked.

The index is only a cache: written atomically, read through the guarded door, and when
it is damaged or of another Sylva it is ignored and built anew. A file is never changed.
"""

from __future__ import annotations

import dataclasses
import os
import stat
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from game import __version__
from game.core import safefile, saves
from game.core.errors import RecordError, SylvaError
from game.i18n import language

INDEX_NAME = ".index.json"
INDEX_FORMAT = 1
MAX_INDEX_BYTES = 16 * 2**20
SAVE_EVERY = 500  # files checked between two writes of the index during one listing


@dataclasses.dataclass(frozen=True)
class Verdict:
    """What replaying one save found."""

    ok: bool
    game: str = ""
    players: tuple[str, ...] = ()
    moves: int = 0
    why: str = ""  # for a refused file: the reason, in ``lang``
    lang: str = ""

    def to_json(self) -> dict[str, Any]:
        return dataclasses.asdict(self) | {"players": list(self.players)}


def check(path: Path, kinds: Iterable[str]) -> Verdict:
    """Replay ``path`` as Load would (saves.load_match) and keep the verdict."""
    try:
        match = saves.load_match(path, kinds)
    except SylvaError as exc:
        return Verdict(False, why=_short(str(exc)), lang=language())
    except Exception as exc:  # noqa: BLE001 - a verdict, never a crash of the list
        return Verdict(False, why=type(exc).__name__, lang=language())
    return Verdict(True, match.rules.info.id, tuple(s.name for s in match.options.seats),
                   len(match.actions))


def _short(text: str) -> str:
    text = "".join(c if c.isprintable() else " " for c in text)
    return text if len(text) <= safefile.MAX_STRING else text[: safefile.MAX_STRING - 1] + "…"


def stamp(path: Path) -> tuple[int, int] | None:
    """(size, modification time in ns) of what ``path`` leads to; None if nothing."""
    try:
        info = os.stat(path)
    except OSError:
        return None
    if not stat.S_ISREG(info.st_mode):
        return None
    return info.st_size, info.st_mtime_ns


def _verdict(data: Any) -> Verdict | None:
    try:
        v = Verdict(bool(data["ok"]), str(data["game"]), tuple(str(p) for p in data["players"]),
                    int(data["moves"]), str(data["why"]), str(data["lang"]))
    except (KeyError, TypeError, ValueError):
        return None
    return v


def read(folder: Path) -> dict[str, tuple[tuple[int, int], Verdict]]:
    """The index of ``folder``: file name -> (stamp, verdict); empty if missing or
    damaged or written by another version of Sylva (whose rules may judge otherwise)."""
    try:
        data = safefile.parse(safefile.read_text(folder / INDEX_NAME, MAX_INDEX_BYTES))
    except RecordError:
        return {}
    if not isinstance(data, dict) or data.get("format") != INDEX_FORMAT \
            or data.get("sylva") != __version__ or not isinstance(data.get("files"), dict):
        return {}
    out = {}
    for name, item in data["files"].items():
        if not isinstance(item, dict) or not isinstance(item.get("stamp"), list):
            continue
        verdict = _verdict(item)
        st = item["stamp"]
        if verdict is not None and len(st) == 2 and all(isinstance(n, int) for n in st):
            out[name] = ((st[0], st[1]), verdict)
    return out


def write(folder: Path, index: dict[str, tuple[tuple[int, int], Verdict]]) -> bool:
    """Keep the index (atomically); False if the folder cannot be written."""
    files = {name: {"stamp": list(st)} | v.to_json() for name, (st, v) in sorted(index.items())}
    try:
        saves.atomic_write_text(folder / INDEX_NAME, safefile.dumps(
            {"format": INDEX_FORMAT, "sylva": __version__, "files": files}))
    except (OSError, ValueError):
        return False
    return True


class Index:
    """The verdicts of one listing: read the index once, check what changed, keep it."""

    def __init__(self, folder: Path, kinds: Iterable[str]) -> None:
        self.folder = folder
        self.kinds = list(kinds)
        self.old = read(folder)
        self.new: dict[str, tuple[tuple[int, int], Verdict]] = {}
        self.checked = 0  # files replayed in this listing (the rest came from the index)

    def verdict(self, path: Path) -> Verdict | None:
        """The verdict on ``path`` (None: nothing readable there, the caller says why)."""
        st = stamp(path)
        if st is None:
            return None
        known = self.old.get(path.name)
        if known is not None and known[0] == st and (known[1].ok
                                                     or known[1].lang == language()):
            verdict = known[1]
        else:
            verdict = check(path, self.kinds)
            self.checked += 1
            if self.checked % SAVE_EVERY == 0:  # a long first listing keeps its progress
                write(self.folder, self.old | self.new)
        self.new[path.name] = (st, verdict)
        return verdict

    def save(self) -> None:
        """Write the index if anything in it changed (files checked or gone)."""
        if self.checked or set(self.new) != set(self.old):
            write(self.folder, self.new)
