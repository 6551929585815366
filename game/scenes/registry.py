"""Scenes reach each other by name through this registry, not by importing each other:
the menu opens "setup", the table opens "results", so no scene module imports another
and none of them imports the application. game/scenes/catalog.py fills it at start."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

_factories: dict[str, Callable[..., Any]] = {}


def register(name: str, factory: Callable[..., Any]) -> None:
    _factories[name] = factory


def get(name: str) -> Callable[..., Any]:
    """The scene factory (or scene function) registered as ``name``."""
    return _factories[name]


def make(name: str, *args: Any, **kwargs: Any) -> Any:
    return get(name)(*args, **kwargs)
