"""Every scene under its name in the registry (game/scenes/registry.py); the application
calls ``register_all`` once at start."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.scenes import (
    about,
    curtain,
    daily,
    daily_results,
    dialogs,
    history_list,
    learn,
    load,
    menu,
    pause,
    primer,
    registry,
    replay_view,
    results,
    review,
    rules_ref,
    same_deal,
    settings_scene,
    setup,
    table,
)


def register_all() -> None:
    factories: dict[str, Callable[..., Any]] = {
        "menu": menu.MainMenu, "setup": setup.SetupScene, "load": load.LoadScene,
        "rules": rules_ref.RulesScene, "settings": settings_scene.SettingsScene,
        "about": about.AboutScene, "table": table.TableScene, "results": daily_results.results_for,
        "sheet": results.SheetOverlay, "curtain": curtain.Curtain, "pause": pause.pause_menu,
        "message": dialogs.MessageBox, "learn": learn.LearnMenu, "lesson": learn.open_lesson,
        "primer": primer.PrimerScene, "review": review.ReviewScene,
        "replay": replay_view.open_replay, "same_deal": same_deal.SameDealScene,
        "history": history_list.HistoryScene,
        "daily": daily.DailyScene,
    }
    for name, factory in factories.items():
        registry.register(name, factory)
