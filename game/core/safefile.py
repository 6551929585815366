"""The one door every file Sylva reads passes through (saves, the autosave, settings,
personal bests): only regular files, a size checked before reading, and JSON parsed with
bounds — nesting depth, number sizes, string lengths, no NaN or Infinity, no duplicate
keys, no lone surrogates. Everything outside is refused with a short message that names
what and where; the file is never changed.
"""

from __future__ import annotations

import errno
import json
import math
import os
import stat
import unicodedata
from pathlib import Path
from typing import Any

from game.core.errors import RecordError
from game.i18n import N_, _

MAX_SAVE_BYTES = 4 * 2**20
MAX_SMALL_BYTES = 256 * 2**10  # settings, personal bests
MAX_DEPTH = 16
MAX_DIGITS = 20  # an int of more digits is no seed, index or score of Sylva's
MAX_STRING = 200
MAX_ITEMS = 200_000
MAX_NAME = 40


def _short(name: str, limit: int = 40) -> str:
    name = "".join(c if c.isprintable() else "?" for c in name)
    return name if len(name) <= limit else name[: limit - 1] + "…"


def read_text(path: Path, limit: int = MAX_SAVE_BYTES) -> str:
    """The text of a regular file of at most ``limit`` bytes, or RecordError."""
    path = Path(path)
    name = _short(path.name)
    try:
        info = os.stat(path)  # follows symlinks: what is checked is what is read
    except FileNotFoundError:
        if os.path.islink(path):
            raise RecordError(_("{name} is a link to nothing.", name=name)) from None
        raise RecordError(_("There is no file {name}.", name=name)) from None
    except OSError as exc:
        raise RecordError(_("{name} cannot be read: {value}.",
            name=name, value=read_problem(exc))) from None
    if stat.S_ISDIR(info.st_mode):
        raise RecordError(_("{name} is a folder, not a saved game.", name=name))
    if not stat.S_ISREG(info.st_mode):
        raise RecordError(_("{name} is not a plain file (a device, pipe or socket).", name=name))
    if info.st_size > limit:
        raise RecordError(_("{name} is {st_size:,} bytes; a Sylva file is at most {limit:,}.",
            name=name, st_size=info.st_size, limit=limit))
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with os.fdopen(fd, "rb") as f:
            if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):  # swapped meanwhile
                raise RecordError(_("{name} is not a plain file.", name=name))
            data = f.read(limit + 1)
    except OSError as exc:
        raise RecordError(_("{name} cannot be read: {value}.",
            name=name, value=read_problem(exc))) from None
    if len(data) > limit:
        raise RecordError(_("{name} is larger than a Sylva file can be.", name=name))
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise RecordError(_("{name} is not text Sylva can read (a byte that is not UTF-8 at "
                            "position {pos:,}).", name=name, pos=exc.start)) from None


def read_problem(exc: OSError) -> str:
    """Why a file could not be read, in the player's language (never the system's
    English text)."""
    if exc.errno in (errno.EACCES, errno.EPERM):
        return _("Sylva is not allowed to read it")
    if exc.errno == errno.ENOTDIR:
        return _("a file stands where its folder should be")
    if exc.errno == errno.ELOOP:
        return _("it is a loop of links")
    return _("the system refused ({code})",
             code=errno.errorcode.get(exc.errno or 0, type(exc).__name__))


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise RecordError(_("the key {value!r} appears twice", value=_short(key)))
        out[key] = value
    return out


def _int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise RecordError(_("a number of {count:,} digits is far too large", count=len(text)))
    return int(text)


def _float(text: str) -> float:
    if len(text) > 40:
        raise RecordError(_("a number written with far too many digits"))
    value = float(text)
    if not math.isfinite(value):
        raise RecordError(_("a number too large to be finite"))
    return value


def _constant(text: str) -> Any:
    raise RecordError(_("{text} is not a number Sylva accepts", text=text))


def _strip_bom(text: str) -> str:
    """A byte-order mark (some editors write one) is no part of the JSON: accepted."""
    return text.removeprefix("\ufeff")


def parse(text: str) -> Any:
    """JSON with every bound checked (see the module's docstring)."""
    text = _strip_bom(text)
    if not text.strip():
        raise RecordError(_("The file is empty."))
    try:
        data = json.loads(text, object_pairs_hook=_no_duplicates, parse_int=_int,
                          parse_float=_float, parse_constant=_constant)
    except RecordError as exc:
        raise RecordError(_("The file is refused: {exc}.", exc=exc)) from None
    except RecursionError:
        raise RecordError(_("The file is nested deeper than {limit} levels.",
            limit=MAX_DEPTH)) from None
    except json.JSONDecodeError as exc:
        if exc.pos >= len(text.rstrip()) - 1 or exc.msg.startswith("Unterminated"):
            raise RecordError(_("The file is cut short (truncated).")) from None
        raise RecordError(_("The file is damaged: not valid JSON (line {lineno}, column {colno}).",
            lineno=exc.lineno, colno=exc.colno)) from None
    check_bounds(data)
    return data


def check_bounds(data: Any) -> None:
    """Depth, item count and strings of parsed JSON, walked without recursion."""
    stack: list[tuple[Any, str, int]] = [(data, "", 1)]
    items = 0
    while stack:
        value, where, depth = stack.pop()
        items += 1
        if items > MAX_ITEMS:
            raise RecordError(_("The file holds more than {limit:,} values.",
                limit=MAX_ITEMS))
        if depth > MAX_DEPTH:
            raise RecordError(_("{where} is nested deeper than {limit} levels.",
                where=where or N_("The file"), limit=MAX_DEPTH))
        if isinstance(value, str):
            problem = string_problem(value)
            if problem:
                raise RecordError(_("{where}: {problem}", where=where or N_("a text"),
                                    problem=problem))
        elif isinstance(value, dict):
            for key, item in value.items():
                problem = string_problem(key)
                if problem:
                    raise RecordError(_("{where}: {problem}",
                        where=where or N_("a key"), problem=problem))
                stack.append((item, f"{where}.{key}" if where else key, depth + 1))
        elif isinstance(value, list):
            for i, item in enumerate(value):
                stack.append((item, f"{where}[{i}]", depth + 1))


def string_problem(text: str, limit: int = MAX_STRING) -> str | None:
    if len(text) > limit:
        return _("the text is {count:,} characters long; at most {limit}", count=len(text),
                 limit=limit)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return _("the text holds a broken character (a lone surrogate)")
    return None


def name_problem(name: str) -> str | None:
    """Why ``name`` cannot be a player's name (typed or read), or None."""
    problem = string_problem(name, MAX_NAME * 4)
    if problem:
        return problem.replace("the text", "the name")
    visible = name.strip()
    if not visible:
        return _("the name is empty")
    if len(visible) > MAX_NAME:
        return _("the name is {count:,} characters long; at most {limit}", count=len(visible),
                 limit=MAX_NAME)
    for c in visible:
        if not c.isprintable() or unicodedata.category(c) in ("Cf", "Co", "Cn", "Cs"):
            return _("the name holds an invisible or control character (U+{code:04X})",
                     code=ord(c))
    return None


def dumps(data: Any, **kw: Any) -> str:
    """JSON for Sylva's own files: never NaN or Infinity."""
    return json.dumps(data, allow_nan=False, ensure_ascii=False, **kw)
