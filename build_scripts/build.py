"""Build the one-folder application dist/sylva/ (executable dist/sylva/sylva, sylva.exe on
Windows; dist/Sylva.app on macOS) with PyInstaller.

Run from anywhere: ``python build_scripts/build.py [--archive]``. Cleans build/ and dist/
first, makes the icons for this system from the one source picture, puts the .desktop file
and PNG icons beside the Linux executable, prints the time taken and the size, and exits
non-zero if anything fails. ``--archive`` also packs the release archive for this system,
``dist/sylva-<version>-<system>-<arch>.tar.gz`` (Linux) or ``.zip`` (Windows; macOS holding
Sylva.app). Only the Python standard library and pathlib: it runs on every system.
"""

from __future__ import annotations

import platform
import shutil
import subprocess
import sys
import tarfile
import time
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "build_scripts" / "sylva.spec"
DIST = ROOT / "dist"
WORK = ROOT / "build"
APP = DIST / "sylva"
EXE = APP / ("sylva.exe" if sys.platform == "win32" else "sylva")
MAC_APP = DIST / "Sylva.app"


def version() -> str:
    with open(ROOT / "pyproject.toml", "rb") as f:
        return str(tomllib.load(f)["project"]["version"])


def system_name(plat: str = sys.platform) -> str:
    if plat == "win32":
        return "windows"
    if plat == "darwin":
        return "macos"
    return "linux"


def arch_name(machine: str | None = None) -> str:
    m = (machine or platform.machine()).lower()
    return {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64"}.get(m, m)


def archive_name(ver: str, plat: str = sys.platform, machine: str | None = None) -> str:
    """sylva-<version>-linux-x86_64.tar.gz, …-windows-x86_64.zip, …-macos-<arch>.zip"""
    ext = "tar.gz" if system_name(plat) == "linux" else "zip"
    return f"sylva-{ver}-{system_name(plat)}-{arch_name(machine)}.{ext}"


def make_archive(ver: str) -> Path:
    """Pack what the build made: the folder on Linux and Windows, Sylva.app on macOS."""
    target = DIST / archive_name(ver)
    top = MAC_APP if sys.platform == "darwin" else APP
    if target.name.endswith(".tar.gz"):
        with tarfile.open(target, "w:gz") as tar:
            tar.add(top, arcname=f"sylva-{ver}")
    else:
        with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as z:
            for path in sorted(top.rglob("*")):
                arc = Path(top.name if sys.platform == "darwin" else f"sylva-{ver}")
                z.write(path, arc / path.relative_to(top))
    return target


INSTALL_ENTRY = """#!/bin/sh
# Puts Sylva in this user's applications menu (no administrator rights); run it again
# after moving this folder. --remove takes the entry out again.
here=$(dirname "$(readlink -f "$0")")
if [ "${1:-}" = "--remove" ]; then exec "$here/sylva" --remove-desktop-entry; fi
exec "$here/sylva" --install-desktop-entry
"""


def linux_extras(icons: list[Path]) -> None:
    """Beside the Linux executable: the desktop entry, the icons and the script that puts
    Sylva in the applications menu."""
    shutil.copy2(ROOT / "assets" / "sylva.desktop", APP / "sylva.desktop")
    shutil.copy2(ROOT / "assets" / "icons" / "sylva.png", APP / "sylva.png")
    (APP / "icons").mkdir(exist_ok=True)
    for png in icons:
        if png.suffix == ".png":
            shutil.copy2(png, APP / "icons" / png.name)
    script = APP / "install-desktop-entry"
    script.write_text(INSTALL_ENTRY, encoding="utf-8", newline="\n")
    script.chmod(0o755)


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    start = time.perf_counter()
    for folder in (WORK, APP, MAC_APP):
        shutil.rmtree(folder, ignore_errors=True)
    sys.path.insert(0, str(ROOT / "build_scripts"))
    from make_icons import make_icons

    icons = make_icons(WORK / "icons")
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--clean",
        "--log-level=WARN",
        f"--distpath={DIST}",
        f"--workpath={WORK}",
        str(SPEC),
    ]
    try:
        result = subprocess.run(command, cwd=ROOT, check=False)
    except OSError as exc:
        print(f"build failed: cannot run PyInstaller: {exc}", file=sys.stderr)
        return 1
    if result.returncode != 0:
        print(f"build failed: PyInstaller exited with {result.returncode}", file=sys.stderr)
        return result.returncode or 1
    if not EXE.is_file():
        print(f"build failed: {EXE} was not produced", file=sys.stderr)
        return 1
    if not any(APP.rglob("assets/icons/sylva.png")):
        print("build failed: the assets are missing from the bundle", file=sys.stderr)
        return 1
    if sys.platform.startswith("linux"):
        linux_extras(icons)
    took = time.perf_counter() - start
    size = folder_size(APP) / 2**20
    print(
        f"built {EXE.relative_to(ROOT)} in {took:.1f} s; {APP.relative_to(ROOT)} is {size:.1f} MiB"
    )
    if "--archive" in args:
        archive = make_archive(version())
        print(f"packed {archive.relative_to(ROOT)}: {archive.stat().st_size / 2**20:.1f} MiB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
