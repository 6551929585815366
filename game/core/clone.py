"""One generic, fast copy of a game state, driven by the dataclasses' type hints.

Computer players copy a state thousands of times while they think, and a copy that
shares a list with the live game lets their thinking change it. A hand-written
``clone`` per game must list every field (and someone forgets one); this one reads the
fields from the dataclass and copies each as deep as its type says and no deeper:

* values (``int``, ``str``, ``bool``, ``float``, ``None``, enums, frozen dataclasses,
  tuples and frozensets of values) are shared — they cannot change;
* ``list``/``dict``/``set`` of values are copied one level; of mutable things, per item;
* a mutable dataclass is copied field by field by its own copier;
* ``random.Random`` gets a new generator in the same state;
* anything the hints cannot tell (``Any``, a class without hints) is deep-copied.

Frozen dataclasses are treated as values: keep them free of mutable containers that
anybody changes after construction. The harness proves for every game that a clone is
independent (see tests/harness.py, ``check_clone_independent``).
"""

from __future__ import annotations

import copy
import dataclasses
import enum
import random
import types
import typing
from collections.abc import Callable
from typing import Any, TypeVar

from game.core.chance import copy_rng

T = TypeVar("T")
Copier = Callable[[Any], Any] | None  # None: share the value as it is

_COPIERS: dict[type, Callable[[Any], Any]] = {}
_IMMUTABLE = (int, str, bool, float, bytes, complex, type(None))


def clone(obj: T) -> T:
    """An independent copy of a state (or of any dataclass instance)."""
    return typing.cast(T, _copier_for_class(type(obj))(obj))


def _copier_for_class(cls: type) -> Callable[[Any], Any]:
    found = _COPIERS.get(cls)
    if found is None:
        found = _build_dataclass_copier(cls) if dataclasses.is_dataclass(cls) else copy.deepcopy
        _COPIERS[cls] = found
    return found


def _build_dataclass_copier(cls: type) -> Callable[[Any], Any]:
    hints = typing.get_type_hints(cls)
    plan: list[tuple[str, Callable[[Any], Any]]] = []
    for f in dataclasses.fields(cls):
        copier = _copier_for_hint(hints.get(f.name, Any))
        if copier is not None:
            plan.append((f.name, copier))
    new = object.__new__

    def copy_instance(obj: Any) -> Any:
        out: Any = new(cls)
        d = dict(obj.__dict__)  # fields of values are shared from here
        for name, copier in plan:
            d[name] = copier(d[name])
        out.__dict__.update(d)
        return out

    return copy_instance


def _is_value_class(tp: Any) -> bool:
    if not isinstance(tp, type):
        return False
    if issubclass(tp, _IMMUTABLE) or issubclass(tp, enum.Enum):
        return True
    if dataclasses.is_dataclass(tp):
        params = getattr(tp, "__dataclass_params__", None)
        return bool(params and params.frozen)
    return False


def _copier_for_hint(hint: Any) -> Copier:
    """How to copy a value of this type; None when it can be shared."""
    if hint is Any or hint is object:
        return copy.deepcopy
    if isinstance(hint, typing.TypeVar):
        return copy.deepcopy
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin is typing.Union or origin is types.UnionType:
        parts = [_copier_for_hint(a) for a in args if a is not type(None)]
        live = [p for p in parts if p is not None]
        if not live:
            return None
        if len(live) == 1 and len(parts) == 1:
            inner = live[0]
            return lambda v: None if v is None else inner(v)
        return copy.deepcopy  # a union of several mutable kinds: be safe
    if origin is typing.Literal:
        return None
    if origin is typing.ClassVar:
        return None
    if origin is None:
        if hint is random.Random:
            return copy_rng
        if _is_value_class(hint):
            return None
        if isinstance(hint, type) and dataclasses.is_dataclass(hint):
            return lambda v: _copier_for_class(type(v))(v)
        if hint in (list, dict, set):
            return copy.deepcopy  # bare container: contents unknown
        return copy.deepcopy
    if origin is tuple:
        items = [a for a in args if a is not Ellipsis]
        inner_parts = [_copier_for_hint(a) for a in items]
        if all(p is None for p in inner_parts):
            return None
        return copy.deepcopy
    if origin is frozenset:
        return None
    if origin is list:
        item = _copier_for_hint(args[0]) if args else copy.deepcopy
        if item is None:
            return list
        return lambda v: [item(x) for x in v]
    if origin is set:
        return set
    if origin is dict:
        value = _copier_for_hint(args[1]) if len(args) == 2 else copy.deepcopy
        if value is None:
            return dict
        return lambda v: {k: value(x) for k, x in v.items()}
    return copy.deepcopy


