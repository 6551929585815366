"""The one place that knows where files live: assets in the source tree or the frozen
bundle, and the per-user folder for saves and settings."""

from __future__ import annotations

import os
import sys
from pathlib import Path


def app_root() -> Path:
    """The folder holding ``assets/``: the PyInstaller bundle or the source checkout."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    return Path(__file__).resolve().parents[2]


def asset(*parts: str) -> Path:
    """Absolute path of a file below assets/."""
    return app_root().joinpath("assets", *parts)


def user_dir() -> Path:
    """Per-user data folder (saves, settings, personal bests). SYLVA_HOME overrides it."""
    override = os.environ.get("SYLVA_HOME")
    if override:
        path = Path(override)
    else:
        import platformdirs

        path = Path(platformdirs.user_data_dir("sylva", appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path
