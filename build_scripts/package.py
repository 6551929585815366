"""Turn the built program (python build_scripts/build.py) into the download that installs
like any desktop program on its system, named with the version and the system:

    python build_scripts/package.py appimage   Linux: dist/sylva-<v>-linux-<arch>.AppImage
    python build_scripts/package.py installer  Windows: dist/sylva-<v>-windows-<arch>-setup.exe
    python build_scripts/package.py dmg        macOS: dist/sylva-<v>-macos-<arch>.dmg
    python build_scripts/package.py notes DIR  the release page text for the files in DIR
    python build_scripts/package.py sizes DIR  the size of every download in DIR

``appimage`` lays out build/AppDir (the program, AppRun, the desktop entry and the icons)
and calls appimagetool (on PATH, or named by $APPIMAGETOOL); without it, it stops after the
AppDir and says so. ``installer`` compiles build_scripts/sylva.iss with Inno Setup's iscc;
``dmg`` uses macOS's hdiutil. Only the Python standard library: it runs on every system.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import build  # noqa: E402  (build_scripts/build.py: paths, version and system names)

ROOT = build.ROOT
APPDIR = build.WORK / "AppDir"
APPRUN = """#!/bin/sh
# the AppImage's entry point: the program in usr/lib/sylva, with every argument
here=$(dirname "$(readlink -f "$0")")
exec "$here/usr/lib/sylva/sylva" "$@"
"""
# the extras build.py puts beside the Linux executable for the tar.gz
TAR_EXTRAS = ("sylva.desktop", "sylva.png", "icons", "install-desktop-entry")
ISCC_PLACES = (r"C:\Program Files (x86)\Inno Setup 6\ISCC.exe",
               r"C:\Program Files\Inno Setup 6\ISCC.exe")


def artifact_name(kind: str, ver: str, plat: str | None = None,
                  machine: str | None = None) -> str:
    """sylva-<version>-<system>-<arch> with the kind's ending."""
    plat = sys.platform if plat is None else plat
    stem = f"sylva-{ver}-{build.system_name(plat)}-{build.arch_name(machine)}"
    return stem + {"appimage": ".AppImage", "installer": "-setup.exe", "dmg": ".dmg"}[kind]


def lay_out_appdir(app: Path, icons: Path, appdir: Path = APPDIR) -> Path:
    """The AppDir: AppRun, sylva.desktop and sylva.png at the top (what appimagetool
    reads), the program in usr/lib/sylva and the entry and icons below usr/share."""
    shutil.rmtree(appdir, ignore_errors=True)
    shutil.copytree(app, appdir / "usr" / "lib" / "sylva", symlinks=True,
                    ignore=lambda folder, names: [n for n in names if Path(folder) == app
                                                  and n in TAR_EXTRAS])
    run = appdir / "AppRun"
    run.write_text(APPRUN, encoding="utf-8", newline="\n")
    run.chmod(0o755)
    entry = (ROOT / "assets" / "sylva.desktop").read_text(encoding="utf-8")
    share = appdir / "usr" / "share"
    for path in (appdir / "sylva.desktop", share / "applications" / "sylva.desktop"):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(entry, encoding="utf-8", newline="\n")
    shutil.copy2(ROOT / "assets" / "icons" / "sylva.png", appdir / "sylva.png")
    (appdir / ".DirIcon").symlink_to("sylva.png")
    hicolor = share / "icons" / "hicolor"
    for png in sorted(icons.glob("sylva-*.png")):
        size = png.stem.split("-")[1]
        (hicolor / f"{size}x{size}" / "apps").mkdir(parents=True, exist_ok=True)
        shutil.copy2(png, hicolor / f"{size}x{size}" / "apps" / "sylva.png")
    (hicolor / "scalable" / "apps").mkdir(parents=True, exist_ok=True)
    shutil.copy2(ROOT / "assets" / "icons" / "sylva.svg", hicolor / "scalable" / "apps" /
                 "sylva.svg")
    bindir = appdir / "usr" / "bin"
    bindir.mkdir(parents=True, exist_ok=True)
    (bindir / "sylva").symlink_to("../lib/sylva/sylva")
    return appdir


def appimage() -> int:
    if not build.EXE.is_file():
        print("no built program: run python build_scripts/build.py first", file=sys.stderr)
        return 1
    appdir = lay_out_appdir(build.APP, build.WORK / "icons")
    print(f"laid out {appdir.relative_to(ROOT)}")
    tool = os.environ.get("APPIMAGETOOL") or shutil.which("appimagetool")
    if not tool:
        print("appimagetool not found (PATH or $APPIMAGETOOL): the AppDir is ready, no "
              "AppImage made", file=sys.stderr)
        return 3
    target = build.DIST / artifact_name("appimage", build.version())
    env = {**os.environ, "ARCH": build.arch_name().replace("arm64", "aarch64")}
    result = subprocess.run([tool, "--no-appstream", str(appdir), str(target)], env=env,
                            check=False)
    return report(target, result.returncode)


def find_iscc() -> str | None:
    return shutil.which("iscc") or next((p for p in ISCC_PLACES if Path(p).is_file()), None)


def iscc_command(iscc: str, ver: str, name: str) -> list[str]:
    """Inno Setup's compiler with everything sylva.iss needs defined on the command line."""
    return [iscc, "/Q", f"/DAppVersion={ver}", f"/DSourceDir={build.APP}",
            f"/DOutputDir={build.DIST}", f"/DOutputName={Path(name).stem}",
            f"/DIconFile={build.WORK / 'icons' / 'sylva.ico'}",
            str(ROOT / "build_scripts" / "sylva.iss")]


def installer() -> int:
    iscc = find_iscc()
    if not iscc:
        print("Inno Setup's iscc not found", file=sys.stderr)
        return 1
    target = build.DIST / artifact_name("installer", build.version())
    result = subprocess.run(iscc_command(iscc, build.version(), target.name), check=False)
    return report(target, result.returncode)


def dmg_command(staging: Path, ver: str, target: Path) -> list[str]:
    return ["hdiutil", "create", "-volname", f"Sylva {ver}", "-srcfolder", str(staging),
            "-fs", "HFS+", "-format", "UDZO", "-ov", str(target)]


def dmg() -> int:
    """A disk image holding Sylva.app, a link to /Applications to drag it onto, and the
    note on opening an app from an unidentified developer."""
    staging = build.WORK / "dmg"
    shutil.rmtree(staging, ignore_errors=True)
    staging.mkdir(parents=True)
    shutil.copytree(build.MAC_APP, staging / "Sylva.app", symlinks=True)
    (staging / "Applications").symlink_to("/Applications")
    shutil.copy2(ROOT / "build_scripts" / "macos-first-start.txt",
                 staging / "Open Sylva the first time.txt")
    target = build.DIST / artifact_name("dmg", build.version())
    code = 1
    for attempt in range(3):  # hdiutil now and then fails with "Resource busy"
        time.sleep(5 * attempt)
        code = subprocess.run(dmg_command(staging, build.version(), target)).returncode
        if code == 0:
            break
    return report(target, code)


def report(target: Path, code: int) -> int:
    if code != 0 or not target.is_file():
        print(f"packing failed: {target.name} (exit code {code})", file=sys.stderr)
        return code or 1
    print(f"packed {target.relative_to(ROOT)}: {target.stat().st_size / 2**20:.1f} MiB")
    return 0


# (how the name ends, the line on the release page), in the order the page lists them
PICK = (
    ("-windows-x86_64-setup.exe", "**Windows** — the installer: Start-menu entry and "
     "uninstaller, no administrator rights. Pick this one on Windows."),
    ("-windows-x86_64.zip", "Windows without installing: unpack anywhere and start "
     "sylva.exe (for a USB stick)."),
    (".dmg", "**macOS** — open it and drag Sylva onto Applications; the first time, "
     "right-click Sylva → Open (the app is not signed)."),
    ("-macos-arm64.zip", "macOS, the same Sylva.app in a zip, without the disk image."),
    ("-macos-x86_64.zip", "macOS on Intel, Sylva.app in a zip."),
    (".AppImage", "**Linux** — one file: allow it to run as a program (Properties, or "
     "chmod +x), then double-click. Pick this one on Linux."),
    ("-linux-x86_64.tar.gz", "Linux as a folder: unpack, start ./sylva, and "
     "./install-desktop-entry puts Sylva in the applications menu."),
    ("-py3-none-any.whl", "Python 3.11+ on any system: pipx install <this file>."),
    (".tar.gz", "The source code (sdist)."),
)


def release_notes(names: list[str], ver: str) -> str:
    """One line per download on which to pick; every file is named exactly once."""
    lines = [f"Sylva {ver}: five forest games for one table. Which file to download:", ""]
    left = sorted(names)
    for ending, line in PICK:
        for name in [n for n in left if n.endswith(ending)]:
            lines.append(f"- `{name}` — {line}")
            left.remove(name)
    lines += [f"- `{name}`" for name in left]
    return "\n".join(lines) + "\n"


def sizes(folder: Path) -> str:
    """A Markdown table of the files (not the folders) in ``folder``."""
    rows = ["| Download | Size |", "| --- | ---: |"]
    for path in sorted(p for p in folder.iterdir() if p.is_file()):
        rows.append(f"| {path.name} | {path.stat().st_size / 2**20:.1f} MiB |")
    return "\n".join(rows) + "\n"


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    actions = {"appimage": appimage, "installer": installer, "dmg": dmg}
    if args and args[0] in actions:
        return actions[args[0]]()
    if len(args) == 2 and args[0] in ("notes", "sizes"):
        folder = Path(args[1])
        names = [p.name for p in folder.iterdir() if p.is_file()]
        print(release_notes(names, build.version()) if args[0] == "notes" else sizes(folder),
              end="")
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    raise SystemExit(main())
