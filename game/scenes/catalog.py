"""Every scene under its name in the registry (game/scenes/registry.py); the application
calls ``register_all`` once at start."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.scenes import (
    about,
    curtain,
    dialogs,
    load,
    menu,
    pause,
    registry,
    replay_view,
    results,
    rules_ref,
    settings_scene,
    setup,
    table,
)


def register_all() -> None:
    factories: dict[str, Callable[..., Any]] = {
        "menu": menu.MainMenu, "setup": setup.SetupScene, "load": load.LoadScene,
        "rules": rules_ref.RulesScene, "settings": settings_scene.SettingsScene,
        "about": about.AboutScene, "table": table.TableScene, "results": results.Results,
        "sheet": results.SheetOverlay, "curtain": curtain.Curtain, "pause": pause.pause_menu,
        "message": dialogs.MessageBox, "replay": replay_view.open_replay,
    }
    for name, factory in factories.items():
        registry.register(name, factory)
