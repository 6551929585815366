"""The registry is whole before anyone reads it: a second thread that asks while the
games are being imported waits for them (F4 of issue 32)."""

from __future__ import annotations

import importlib
import threading
import time

from game.core import registry


def _old_discover() -> None:
    """The registry as before the fix: done before the games are imported."""
    if registry._discovered:
        return
    registry._discovered = True
    import pkgutil

    import game.games as pkg

    for found in pkgutil.iter_modules(pkg.__path__, prefix=pkg.__name__ + "."):
        if found.ispkg:
            entry = getattr(importlib.import_module(found.name), "ENTRY", None)
            if entry is not None:
                registry.register(entry)


def _race(monkeypatch, discover=None) -> list[str]:
    """What a second thread sees while the first is importing slow game packages."""
    every = [e.id for e in registry.entries()]
    monkeypatch.setattr(registry, "_ENTRIES", {})
    monkeypatch.setattr(registry, "_discovered", False)
    if discover is not None:
        monkeypatch.setattr(registry, "discover", discover)
    real = importlib.import_module

    def slow(name, *a):
        time.sleep(0.05)  # a first start: the games load from disk
        return real(name, *a)

    monkeypatch.setattr(registry.importlib, "import_module", slow)
    first = threading.Thread(target=registry.entries)
    first.start()
    time.sleep(0.02)
    seen = [e.id for e in registry.entries()]
    first.join()
    assert sorted(e.id for e in registry.entries()) == sorted(every)
    return seen


def test_a_second_thread_sees_every_game(monkeypatch):
    seen = _race(monkeypatch)
    assert len(seen) == len({e.id for e in registry.entries()})


def test_a_registry_done_too_early_is_caught(monkeypatch):
    """Planted fault: ``discover`` marks itself done first (as before the fix)."""
    assert len(_race(monkeypatch, _old_discover)) < len(registry.entries())
