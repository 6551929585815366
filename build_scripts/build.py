"""Build the one-folder application dist/sylva/ (executable dist/sylva/sylva) with PyInstaller.

Run from anywhere: ``python build_scripts/build.py``. Cleans build/ and dist/sylva/ first,
puts the .desktop file and the 256 px icon beside the executable, prints the time taken and
the size, and exits non-zero if anything fails.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "build_scripts" / "sylva.spec"
DIST = ROOT / "dist"
WORK = ROOT / "build"
APP = DIST / "sylva"
EXE = APP / ("sylva.exe" if sys.platform == "win32" else "sylva")


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def main() -> int:
    start = time.perf_counter()
    for folder in (WORK, APP):
        shutil.rmtree(folder, ignore_errors=True)
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
    shutil.copy2(ROOT / "build_scripts" / "sylva.desktop", APP / "sylva.desktop")
    shutil.copy2(ROOT / "assets" / "icons" / "sylva.png", APP / "sylva.png")
    took = time.perf_counter() - start
    size = folder_size(APP) / 2**20
    print(
        f"built {EXE.relative_to(ROOT)} in {took:.1f} s; {APP.relative_to(ROOT)} is {size:.1f} MiB"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
