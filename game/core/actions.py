"""Actions: small frozen dataclasses that convert to and from plain JSON dicts.

Each game declares its actions as ``Action`` subclasses decorated with
``@codec.register("name")``; such a class then travels as
``{"type": "name", field: value, ...}``. Lists in JSON become tuples so actions stay
hashable and comparable; nested actions are not allowed (keep them flat).
"""

from __future__ import annotations

import dataclasses
from typing import Any, ClassVar, TypeVar

from game.core.errors import RecordError

A = TypeVar("A", bound="Action")


@dataclasses.dataclass(frozen=True)
class Action:
    """Base of every action. ``type_name`` is set by the ``@action`` decorator."""

    type_name: ClassVar[str] = ""

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": self.type_name}
        for f in dataclasses.fields(self):
            data[f.name] = _to_plain(getattr(self, f.name))
        return data


def _to_plain(value: Any) -> Any:
    if isinstance(value, tuple | list):
        return [_to_plain(v) for v in value]
    if isinstance(value, bool | int | str | float) or value is None:
        return value
    raise TypeError(f"action field of unsupported type {type(value).__name__}")


def _to_frozen(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_to_frozen(v) for v in value)
    if isinstance(value, bool | int | str | float) or value is None:
        return value
    raise RecordError(f"an action holds a value of unexpected kind: {value!r}")


class ActionCodec:
    """Maps type names to action classes for one game."""

    def __init__(self) -> None:
        self._classes: dict[str, type[Action]] = {}

    def register(self, name: str):
        def deco(cls: type[A]) -> type[A]:
            if not issubclass(cls, Action):
                raise TypeError(f"{cls.__name__} must subclass game.core.Action")
            if name in self._classes:
                raise ValueError(f"action type {name!r} registered twice")
            cls = dataclasses.dataclass(frozen=True)(cls)
            cls.type_name = name
            self._classes[name] = cls
            return cls

        return deco

    def decode(self, data: Any) -> Action:
        if not isinstance(data, dict):
            raise RecordError(f"an action must be an object, found {type(data).__name__}")
        name = data.get("type")
        cls = self._classes.get(name) if isinstance(name, str) else None
        if cls is None:
            raise RecordError(f"unknown action type {name!r}")
        names = {f.name for f in dataclasses.fields(cls)}
        given = set(data) - {"type"}
        if given != names:
            missing, extra = names - given, given - names
            raise RecordError(
                f"action {name!r} has wrong fields"
                + (f"; missing {sorted(missing)}" if missing else "")
                + (f"; unexpected {sorted(extra)}" if extra else "")
            )
        try:
            return cls(**{k: _to_frozen(v) for k, v in data.items() if k != "type"})
        except TypeError as exc:  # a field's __post_init__ check may refuse it
            raise RecordError(f"action {name!r} is malformed: {exc}") from None
