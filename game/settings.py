"""Player settings, kept as JSON in the per-user folder."""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path
from typing import Any

from game.core import saves
from game.core.paths import user_dir
from game.i18n import LANGUAGES, system_language

ANIMATION_SPEEDS = ("off", "normal", "fast")


@dataclasses.dataclass
class Settings:
    width: int = 1280
    height: int = 800
    fullscreen: bool = False
    ui_scale: float = 1.0
    animation: str = "normal"  # one of ANIMATION_SPEEDS
    think_seconds: float = 1.5  # how long Hard may think per move (Expert: three times)
    colour_blind: bool = False  # extra letters and patterns on coloured pieces
    sound: bool = True
    volume: float = 0.5  # of every sound effect, 0..1
    language: str = "en"
    names: list[str] = dataclasses.field(default_factory=list)  # last names used at setup
    # each game's display preferences (GameEntry.preferences), as "<game>.<key>": on/off
    prefs: dict[str, bool] = dataclasses.field(default_factory=dict)

    def preference(self, game_id: str, key: str, default: bool) -> bool:
        return self.prefs.get(f"{game_id}.{key}", default)

    def set_preference(self, game_id: str, key: str, value: bool) -> None:
        self.prefs[f"{game_id}.{key}"] = bool(value)

    def key(self) -> tuple[object, ...]:
        """Every setting, as a value cheap to make and compare: the table's kept board
        asks for it every frame (``dataclasses.astuple`` copies deeply, some 40 times the cost)."""
        return tuple(tuple(sorted(v.items())) if isinstance(v, dict)
                     else tuple(v) if isinstance(v, list) else v
                     for v in vars(self).values())

    def animation_factor(self) -> float:
        """Duration multiplier for animations; 0 means none."""
        return {"off": 0.0, "normal": 1.0, "fast": 0.45}.get(self.animation, 1.0)

    @classmethod
    def from_json(cls, data: Any) -> Settings:
        s = cls()
        if not isinstance(data, dict):
            return s
        for f in dataclasses.fields(cls):
            if f.name in data:
                value = data[f.name]
                default = getattr(s, f.name)
                if isinstance(default, bool):
                    ok = isinstance(value, bool)
                elif isinstance(default, int | float):
                    ok = isinstance(value, int | float) and not isinstance(value, bool)
                else:
                    ok = isinstance(value, type(default))
                if ok:
                    if not isinstance(default, list | dict):
                        value = type(default)(value)
                    setattr(s, f.name, value)
        s.prefs = {k: v for k, v in s.prefs.items()
                   if isinstance(k, str) and isinstance(v, bool)}
        if isinstance(data.get("fade_dead_animals"), bool):  # written before preferences
            s.prefs.setdefault("renature.fade_dead_animals", data["fade_dead_animals"])
        from game.core.safefile import name_problem

        s.names = [n for n in s.names if isinstance(n, str) and name_problem(n) is None][:8]
        s.width = max(800, min(7680, s.width))
        s.height = max(600, min(4320, s.height))
        s.ui_scale = max(0.6, min(2.0, s.ui_scale))
        s.think_seconds = max(0.5, min(10.0, s.think_seconds))
        s.volume = max(0.0, min(1.0, s.volume))
        if s.language not in LANGUAGES:
            s.language = "en"
        if s.animation not in ANIMATION_SPEEDS:
            s.animation = "normal"
        return s


def settings_path() -> Path:
    return user_dir() / "settings.json"


def load() -> Settings:
    """The saved settings; a file the guarded door refuses is moved aside as
    settings.json.broken (renamed, never copied: a link to a device or a huge file
    would fill the disk), and the next save writes a fresh one."""
    path = settings_path()
    try:
        if not os.path.lexists(path):  # the first start speaks the system's language
            return Settings(language=system_language())
        data = saves.load_json(path, None)
        if data is None:
            _set_aside(path)
            return Settings()
    except OSError:
        return Settings()  # an unreadable data folder: the app says so once
    return Settings.from_json(data)


def _set_aside(path: Path) -> None:
    os.replace(path, path.with_name("settings.json.broken"))  # the same bytes, no copy


def save(settings: Settings) -> bool:
    """Keep the settings; False if the data folder cannot be written."""
    try:
        saves.save_json(settings_path(), dataclasses.asdict(settings))
    except OSError:
        return False
    return True
