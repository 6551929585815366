"""The one door every file Sylva reads passes through (saves, the autosave, settings,
personal bests): only regular files, a size checked before reading, and JSON parsed with
bounds — nesting depth, number sizes, string lengths, no NaN or Infinity, no duplicate
keys, no lone surrogates. Everything outside is refused with a short message that names
what and where; the file is never changed.
"""

from __future__ import annotations

import json
import math
import os
import stat
import unicodedata
from pathlib import Path
from typing import Any

from game.core.errors import RecordError

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
            raise RecordError(f"{name} is a link to nothing.") from None
        raise RecordError(f"There is no file {name}.") from None
    except OSError as exc:
        raise RecordError(f"{name} cannot be read: {exc.strerror or type(exc).__name__}.") \
            from None
    if stat.S_ISDIR(info.st_mode):
        raise RecordError(f"{name} is a folder, not a saved game.")
    if not stat.S_ISREG(info.st_mode):
        raise RecordError(f"{name} is not a plain file (a device, pipe or socket).")
    if info.st_size > limit:
        raise RecordError(f"{name} is {info.st_size:,} bytes; a Sylva file is at most "
                          f"{limit:,}.")
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with os.fdopen(fd, "rb") as f:
            if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):  # swapped meanwhile
                raise RecordError(f"{name} is not a plain file.")
            data = f.read(limit + 1)
    except OSError as exc:
        raise RecordError(f"{name} cannot be read: {exc.strerror or type(exc).__name__}.") \
            from None
    if len(data) > limit:
        raise RecordError(f"{name} is larger than a Sylva file can be.")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise RecordError(f"{name} is not a Sylva file (not text).") from None


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise RecordError(f"the key {_short(key)!r} appears twice")
        out[key] = value
    return out


def _int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise RecordError(f"a number of {len(text):,} digits is far too large")
    return int(text)


def _float(text: str) -> float:
    if len(text) > 40:
        raise RecordError("a number written with far too many digits")
    value = float(text)
    if not math.isfinite(value):
        raise RecordError("a number too large to be finite")
    return value


def _constant(text: str) -> Any:
    raise RecordError(f"{text} is not a number Sylva accepts")


def parse(text: str) -> Any:
    """JSON with every bound checked (see the module's docstring)."""
    if not text.strip():
        raise RecordError("The file is empty.")
    try:
        data = json.loads(text, object_pairs_hook=_no_duplicates, parse_int=_int,
                          parse_float=_float, parse_constant=_constant)
    except RecordError as exc:
        raise RecordError(f"The file is refused: {exc}.") from None
    except RecursionError:
        raise RecordError(f"The file is nested deeper than {MAX_DEPTH} levels.") from None
    except json.JSONDecodeError as exc:
        if exc.pos >= len(text.rstrip()) - 1 or exc.msg.startswith("Unterminated"):
            raise RecordError("The file is cut short (truncated).") from None
        raise RecordError(f"The file is damaged: not valid JSON (line {exc.lineno}, column "
                          f"{exc.colno}).") from None
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
            raise RecordError(f"The file holds more than {MAX_ITEMS:,} values.")
        if depth > MAX_DEPTH:
            raise RecordError(f"{where or 'The file'} is nested deeper than {MAX_DEPTH} levels.")
        if isinstance(value, str):
            problem = string_problem(value)
            if problem:
                raise RecordError(f"{where or 'a text'}: {problem}")
        elif isinstance(value, dict):
            for key, item in value.items():
                problem = string_problem(key)
                if problem:
                    raise RecordError(f"{where or 'a key'}: {problem}")
                stack.append((item, f"{where}.{key}" if where else key, depth + 1))
        elif isinstance(value, list):
            for i, item in enumerate(value):
                stack.append((item, f"{where}[{i}]", depth + 1))


def string_problem(text: str, limit: int = MAX_STRING) -> str | None:
    if len(text) > limit:
        return f"the text is {len(text):,} characters long; at most {limit}"
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return "the text holds a broken character (a lone surrogate)"
    return None


def name_problem(name: str) -> str | None:
    """Why ``name`` cannot be a player's name (typed or read), or None."""
    problem = string_problem(name, MAX_NAME * 4)
    if problem:
        return problem.replace("the text", "the name")
    visible = name.strip()
    if not visible:
        return "the name is empty"
    if len(visible) > MAX_NAME:
        return f"the name is {len(visible):,} characters long; at most {MAX_NAME}"
    for c in visible:
        if not c.isprintable() or unicodedata.category(c) in ("Cf", "Co", "Cn", "Cs"):
            return f"the name holds an invisible or control character (U+{ord(c):04X})"
    return None


def dumps(data: Any, **kw: Any) -> str:
    """JSON for Sylva's own files: never NaN or Infinity."""
    return json.dumps(data, allow_nan=False, ensure_ascii=False, **kw)
