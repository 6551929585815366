"""Turn any game state into plain, comparable data (for "same state" checks)."""

from __future__ import annotations

import dataclasses
import enum
import random
from typing import Any


def plain(obj: Any) -> Any:
    """Dataclasses, containers, enums and generators as nested plain values."""
    if isinstance(obj, random.Random):
        return ["<rng>", list(obj.getstate()[1])]
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return {
            "<type>": type(obj).__name__,
            **{f.name: plain(getattr(obj, f.name)) for f in dataclasses.fields(obj)},
        }
    if isinstance(obj, enum.Enum):
        return obj.value
    if isinstance(obj, dict):
        return [[plain(k), plain(v)] for k, v in sorted(obj.items(), key=lambda kv: repr(kv[0]))]
    if isinstance(obj, set | frozenset):
        return sorted((plain(v) for v in obj), key=repr)
    if isinstance(obj, list | tuple):
        return [plain(v) for v in obj]
    return obj


def strings_in(obj: Any) -> set[str]:
    """Every string anywhere inside ``obj`` (keys included), for hidden-item checks."""
    found: set[str] = set()
    stack = [obj]
    while stack:
        o = stack.pop()
        if isinstance(o, str):
            found.add(o)
        elif dataclasses.is_dataclass(o) and not isinstance(o, type):
            stack.extend(getattr(o, f.name) for f in dataclasses.fields(o))
        elif isinstance(o, dict):
            stack.extend(o.keys())
            stack.extend(o.values())
        elif isinstance(o, list | tuple | set | frozenset):
            stack.extend(o)
    return found
