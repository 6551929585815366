"""Sylva in the Linux applications menu of this user (freedesktop.org desktop entry), with
no administrator rights: ``sylva --install-desktop-entry`` (the ``install-desktop-entry``
script beside the program in the Linux download runs it) writes
$XDG_DATA_HOME/applications/sylva.desktop from assets/sylva.desktop with the absolute
command of this program, and the icon into the user's hicolor theme;
``--remove-desktop-entry`` takes both away again. Saves and settings are not touched."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path

from game.core.paths import asset
from game.core.saves import atomic_write_text
from game.i18n import _

ENTRY = "sylva.desktop"
# what goes where below the data folder, from the assets folder
ICONS = {
    ("icons", "sylva.svg"): Path("icons/hicolor/scalable/apps/sylva.svg"),
    ("icons", "sylva.png"): Path("icons/hicolor/256x256/apps/sylva.png"),
}
_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")


def data_home(env: Mapping[str, str] | None = None, home: Path | None = None) -> Path:
    """$XDG_DATA_HOME when it is an absolute path, else ~/.local/share."""
    env = os.environ if env is None else env
    base = env.get("XDG_DATA_HOME", "")
    return Path(base) if base and Path(base).is_absolute() else (
        (Path.home() if home is None else home) / ".local" / "share")


def launch_command(frozen: bool | None = None, executable: str | None = None,
                   env: Mapping[str, str] | None = None) -> list[str]:
    """The command that starts this very program: the AppImage file (its executable lives
    in a mount that goes away), the built executable itself, else this Python with
    ``-m game`` (a wheel or a checkout)."""
    env = os.environ if env is None else env
    if env.get("APPIMAGE"):
        return [env["APPIMAGE"]]
    frozen = bool(getattr(sys, "frozen", False)) if frozen is None else frozen
    executable = str(Path(executable or sys.executable).resolve())
    return [executable] if frozen else [executable, "-m", "game"]


def exec_line(argv: list[str]) -> str:
    """``argv`` as the value of an Exec key: reserved characters inside double quotes with
    ", `, $ and \\ escaped, % doubled, then the string escaping of the file (\\ -> \\\\)."""
    parts = []
    for arg in argv:
        arg = arg.replace("%", "%%")
        if _RESERVED & set(arg):
            arg = '"' + "".join("\\" + c if c in '"`$\\' else c for c in arg) + '"'
        parts.append(arg)
    return " ".join(parts).replace("\\", "\\\\")


def entry_text(template: str, argv: list[str]) -> str:
    """The shipped entry with Exec and TryExec pointing at this program."""
    lines = []
    for line in template.splitlines():
        if line.startswith("Exec="):
            line = "Exec=" + exec_line(argv)
        elif line.startswith("TryExec="):
            line = "TryExec=" + argv[0].replace("\\", "\\\\")
        lines.append(line)
    return "\n".join(lines) + "\n"


def install(argv: list[str], target: Path) -> list[Path]:
    """Write the entry and the icons below ``target`` (the data folder); the paths written."""
    written = []
    entry = target / "applications" / ENTRY
    atomic_write_text(entry, entry_text(asset(ENTRY).read_text(encoding="utf-8"), argv))
    written.append(entry)
    for parts, rel in ICONS.items():
        (target / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(asset(*parts), target / rel)
        written.append(target / rel)
    return written


def remove(target: Path) -> list[Path]:
    """Delete what ``install`` wrote; the paths that were there."""
    removed = []
    for path in [target / "applications" / ENTRY, *(target / rel for rel in ICONS.values())]:
        if path.is_file():
            path.unlink()
            removed.append(path)
    return removed


def _refresh(target: Path) -> None:
    """Tell the menu about the change where the tool exists; the menus also notice alone."""
    tool = shutil.which("update-desktop-database")
    if tool:
        subprocess.run([tool, "-q", str(target / "applications")], check=False,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def run(uninstall: bool = False, plat: str | None = None) -> int:
    """The command line action: 0 on success, 1 on failure, 2 on a system without it."""
    plat = sys.platform if plat is None else plat
    if plat in ("win32", "darwin"):
        print(_("The desktop entry is for Linux; the installer puts Sylva in this system's "
                "menu."), file=sys.stderr)
        return 2
    target = data_home()
    try:
        paths = remove(target) if uninstall else install(launch_command(), target)
    except OSError as exc:
        print(_("The desktop entry cannot be written: {error}",
                error=exc.strerror or str(exc)), file=sys.stderr)
        return 1
    _refresh(target)
    if uninstall:
        print(_("Sylva is no longer in the applications menu."))
    else:
        print(_("Sylva is now in the applications menu: {path}", path=str(paths[0])))
    return 0
