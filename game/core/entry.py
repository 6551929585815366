"""A game's entry: everything the application knows of one game, in one object.

Each package under game/games exposes ``ENTRY = GameEntry(...)`` in its ``__init__``.
The registry, the new-game screen, the table, settings, the smoke run, the
screenshots and the benchmarks all read it, so adding a game touches its own package
and its assets, nothing else.

The view factory imports the game's ``view`` package (pygame) only when a table is
opened, so the rules stay importable without pygame.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from typing import Any

from game.core.protocol import Rules

# A record as plain JSON data, of one rules version; an upgrade returns it one version on.
RecordData = dict[str, Any]
Upgrade = Callable[[RecordData], RecordData]


@dataclasses.dataclass(frozen=True)
class Shot:
    """A seeded position to show the game by (the README's screenshots, benchmarks)."""

    players: int
    seed: int
    share: float  # how much of a random seeded game is played before the picture
    variants: tuple[tuple[str, str], ...] = ()
    caption: str = ""


@dataclasses.dataclass(frozen=True)
class Preference:
    """A display preference of one game, shown in Settings (a yes/no switch)."""

    key: str
    label: str  # a message id (marked with N_)
    default: bool = True


@dataclasses.dataclass(frozen=True)
class GameEntry:
    rules: Rules[Any, Any]
    # table -> the game's view; imports pygame, so called only by the table scene
    view: Callable[[Any], Any]
    order: int = 99  # place in the menus, smaller first
    screenshots: tuple[Shot, ...] = ()
    preferences: tuple[Preference, ...] = ()
    # rules version -> a function turning a record of that version into the next one
    upgrades: Mapping[int, Upgrade] = dataclasses.field(default_factory=dict)

    @property
    def id(self) -> str:
        return self.rules.info.id

    def preference(self, key: str) -> Preference:
        for p in self.preferences:
            if p.key == key:
                return p
        raise KeyError(f"{self.id} has no preference {key!r}")
