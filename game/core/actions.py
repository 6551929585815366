"""Actions: small frozen dataclasses that convert to and from plain JSON dicts.

Each game declares its actions as ``Action`` subclasses decorated with
``@codec.register("name")``; such a class then travels as
``{"type": "name", field: value, ...}``. Lists in JSON become tuples so actions stay
hashable and comparable; nested actions are not allowed (keep them flat).

Beside each action class sits its ``Handler``: why it is refused now (``check``, a
reason a person understands), what it does (``perform``) and how it reads
(``describe``), registered with ``@codec.handles(ActionClass)``. The Rules base
dispatches to it, so one action's logic lives in one place.
"""

from __future__ import annotations

import dataclasses
from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import Any, ClassVar, Generic, TypeVar, dataclass_transform

from game.core.errors import RecordError
from game.i18n import _

A = TypeVar("A", bound="Action")
S = TypeVar("S")
H = TypeVar("H", bound="Handler[Any, Any]")


@dataclass_transform(frozen_default=True)
@dataclasses.dataclass(frozen=True)
class Action:
    """Base of every action: each subclass is a frozen dataclass (made so here, and
    known so to type checkers). ``type_name`` is set by ``ActionCodec.register``."""

    type_name: ClassVar[str] = ""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "__dataclass_params__" not in cls.__dict__:
            dataclasses.dataclass(frozen=True)(cls)

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
    raise RecordError(_("an action holds a value of unexpected kind: {value!r}", value=value))


class Handler(ABC, Generic[S, A]):
    """Everything one action type does in one game: check, perform, describe."""

    def check(self, state: S, action: A) -> str | None:
        """None if the action is legal now, else a short reason a person understands."""
        return None

    @abstractmethod
    def perform(self, state: S, action: A) -> bool | None:
        """Carry out the action (already checked); True when it revealed hidden
        information, so undo stops there."""

    def describe(self, state: S, action: A) -> str:
        """A short text of the action, for hints and logs."""
        return action.type_name


class ActionCodec:
    """Maps type names to action classes, and action classes to their handlers."""

    def __init__(self) -> None:
        self._classes: dict[str, type[Action]] = {}
        self._handlers: dict[type[Action], Handler[Any, Any]] = {}

    @property
    def classes(self) -> dict[str, type[Action]]:
        return dict(self._classes)

    def handles(self, action_class: type[Action]) -> Callable[[type[H]], type[H]]:
        """Class decorator: this Handler subclass serves ``action_class``."""

        def deco(handler_class: type[H]) -> type[H]:
            if action_class not in self._classes.values():
                raise TypeError(f"{action_class.__name__} is not an action of this codec")
            if action_class in self._handlers:
                raise ValueError(f"{action_class.__name__} has a handler already")
            self._handlers[action_class] = handler_class()
            return handler_class

        return deco

    def handler(self, action: Action) -> Handler[Any, Any] | None:
        """The handler of this action's type, or None for a foreign action."""
        return self._handlers.get(type(action))

    def unhandled(self) -> list[str]:
        """Type names of actions without a handler (a test keeps this empty)."""
        return sorted(n for n, c in self._classes.items() if c not in self._handlers)

    def register(self, name: str) -> Callable[[type[A]], type[A]]:
        def deco(cls: type[A]) -> type[A]:
            if not issubclass(cls, Action):
                raise TypeError(f"{cls.__name__} must subclass game.core.Action")
            if name in self._classes:
                raise ValueError(f"action type {name!r} registered twice")
            cls.type_name = name
            self._classes[name] = cls
            return cls

        return deco

    def decode(self, data: Any) -> Action:
        if not isinstance(data, dict):
            raise RecordError(_("an action must be an object, found {error}",
                __name__=type(data).__name__))
        name = data.get("type")
        cls = self._classes.get(name) if isinstance(name, str) else None
        if cls is None:
            raise RecordError(_("unknown action type {name!r}", name=name))
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
            raise RecordError(_("action {name!r} is malformed: {exc}",
                name=name, exc=exc)) from None
