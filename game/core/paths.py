"""The one place that knows where files live: assets in the source tree, the installed
package or the frozen bundle, and the per-user folder for saves and settings."""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from pathlib import Path


def assets_root(bundle: str | None = None, package: Path | None = None) -> Path:
    """The assets folder. In the frozen bundle: <bundle>/assets. An installed wheel carries
    it inside the package as game/_assets (pyproject.toml maps the repository's assets/
    there). A checkout, and the editable install that runs from it: the top-level assets/."""
    bundle = getattr(sys, "_MEIPASS", None) if bundle is None else bundle
    if bundle:
        return Path(bundle) / "assets"
    package = Path(__file__).resolve().parents[1] if package is None else package
    installed = package / "_assets"
    return installed if installed.is_dir() else package.parent / "assets"


def app_root() -> Path:
    """The folder that holds the assets folder: the bundle, the package or the checkout."""
    return assets_root().parent


def asset(*parts: str) -> Path:
    """Absolute path of a file below the assets folder."""
    return assets_root().joinpath(*parts)


def data_dir(plat: str | None = None, env: Mapping[str, str] | None = None,
             home: Path | None = None) -> Path:
    """Where saves and settings live (no file is touched): ``SYLVA_HOME`` if set, else
    Windows: %LOCALAPPDATA%\\sylva; macOS: ~/Library/Application Support/sylva;
    Linux and others: $XDG_DATA_HOME/sylva, by default ~/.local/share/sylva."""
    plat = sys.platform if plat is None else plat
    env = os.environ if env is None else env
    home = Path.home() if home is None else home
    if env.get("SYLVA_HOME"):
        return Path(env["SYLVA_HOME"])
    if plat == "win32":
        base = env.get("LOCALAPPDATA")
        return (Path(base) if base else home / "AppData" / "Local") / "sylva"
    if plat == "darwin":
        return home / "Library" / "Application Support" / "sylva"
    base = env.get("XDG_DATA_HOME")
    return (Path(base) if base and Path(base).is_absolute() else home / ".local" / "share") / "sylva"


def user_dir() -> Path:
    """The data folder, made if missing. Never raises: when it cannot be made or written,
    reading and writing its files fail one by one, and ``data_problem`` says why once."""
    path = data_dir()
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass
    return path


def data_problem() -> str | None:
    """None if the data folder can be written; else why not, for the person at the screen."""
    from game.core.oserror import explain
    from game.i18n import _

    path = data_dir()
    probe = path / ".sylva-write-test"
    try:
        path.mkdir(parents=True, exist_ok=True)
        probe.write_bytes(b"")
        probe.unlink()
    except OSError as exc:
        return _("Sylva cannot write to its data folder {path} ({error}). You can play, but "
                 "games are not saved automatically and settings are not kept.",
                 path=str(path), error=explain(exc, probe))
    return None
