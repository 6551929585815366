"""Every cache of the rules and the computer players has a limit, and stays under it
after a few games: one process (the app's worker lives as long as the app) may play game
after game. The growth over 100 games is measured by tests/perf/memory.py."""

from __future__ import annotations

import functools
import importlib
import inspect
import pkgutil

import pytest

import game
from game.core import registry
from tests.perf import memory


def _rules_modules() -> None:
    for found in pkgutil.walk_packages(game.__path__, "game."):
        if ".view" not in found.name and not found.name.startswith(("game.scenes",
                                                                    "game.ui", "game.app")):
            importlib.import_module(found.name)


def _unbounded() -> list[str]:
    """Function caches with arguments and no limit (a cache of no arguments holds one)."""
    _rules_modules()
    out = []
    for name, (_size, limit) in memory.caches().items():
        module, attr = name.rsplit(".", 1)
        value = getattr(importlib.import_module(module), attr)
        if limit is None and hasattr(value, "cache_info"):
            wrapped = getattr(value, "__wrapped__", value)
            try:
                params = inspect.signature(wrapped).parameters
            except (TypeError, ValueError):
                params = {"?": None}
            if params:
                out.append(name)
    return out


def test_every_cache_with_arguments_has_a_limit():
    assert _unbounded() == []


def test_an_unbounded_cache_is_caught(monkeypatch):
    """Planted fault: The Glade's room cache without its limit (as before the fix)."""
    from game.games.glade import strategy

    monkeypatch.setattr(strategy, "_besides", functools.cache(strategy._besides.__wrapped__))
    assert _unbounded() == ["game.games.glade.strategy._besides"]


@pytest.mark.parametrize("game_id", [r.info.id for r in registry.all_games()])
def test_caches_stay_under_their_limits_after_a_few_games(game_id, monkeypatch):
    from game.games.glade import strategy

    monkeypatch.setattr(strategy, "_besides",  # a small limit, so the test reaches it
                        functools.lru_cache(maxsize=64)(strategy._besides.__wrapped__))
    memory.play(game_id, 2 if game_id == "glade" else 1, 0.05)
    over = {n: (size, limit) for n, (size, limit) in memory.caches().items()
            if limit is not None and size > limit}
    assert over == {}
    if game_id == "glade":
        assert strategy._besides.cache_info().currsize == 64  # full, and no fuller
