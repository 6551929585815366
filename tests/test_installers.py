"""The downloads that install like a desktop program: the Linux desktop entry (``sylva
--install-desktop-entry``), the AppImage's AppDir, the Windows installer script, the macOS
disk image, the names of every download, the release page text and the workflow steps
that build and smoke-check them. What needs appimagetool, Inno Setup or hdiutil runs in
.github/workflows/release.yml; here the layouts and commands are checked."""

from __future__ import annotations

import configparser
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.core import desktop, paths

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "build_scripts"))

import package  # noqa: E402  (build_scripts/package.py)

WORKFLOW = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")


# --- where the assets are -------------------------------------------------------------

def test_assets_are_found_in_the_bundle_the_wheel_and_the_checkout(tmp_path):
    assert paths.assets_root(bundle="/b") == Path("/b/assets")
    package_dir = tmp_path / "site" / "game"
    (package_dir / "_assets").mkdir(parents=True)
    assert paths.assets_root(bundle="", package=package_dir) == package_dir / "_assets"
    checkout = tmp_path / "checkout" / "game"
    checkout.mkdir(parents=True)
    assert paths.assets_root(bundle="", package=checkout) == tmp_path / "checkout" / "assets"
    assert paths.asset("about.json").is_file()  # this checkout


# --- the Linux desktop entry ------------------------------------------------------------

def split_exec(value: str) -> list[str]:
    """Read an Exec value back as a desktop environment does (the spec's quoting)."""
    value = re.sub(r"\\(.)", lambda m: {"\\": "\\", "s": " ", "n": "\n", "t": "\t"}.get(
        m.group(1), m.group(0)), value)
    args, cur, quoted, i, started = [], "", False, 0, False
    while i < len(value):
        c = value[i]
        if quoted and c == "\\" and i + 1 < len(value) and value[i + 1] in '"`$\\':
            cur, i = cur + value[i + 1], i + 2
            continue
        if c == '"':
            quoted, started = not quoted, True
        elif c == " " and not quoted:
            if started:
                args.append(cur)
            cur, started = "", False
        else:
            cur, started = cur + c, True
        i += 1
    if started:
        args.append(cur)
    return [a.replace("%%", "%") for a in args]


PATHS = st.text(alphabet=st.sampled_from('ab/ "$`\\%;&()é'), min_size=1, max_size=20)


@given(st.lists(PATHS, min_size=1, max_size=3))
def test_an_exec_line_reads_back_as_the_same_command(argv):
    assert split_exec(desktop.exec_line(argv)) == argv


def test_a_path_with_a_space_needs_the_quotes(monkeypatch):
    argv = ["/home/ann/My Games/sylva/sylva"]
    assert split_exec(desktop.exec_line(argv)) == argv
    monkeypatch.setattr(desktop, "_RESERVED", set())  # planted fault: no quoting
    assert split_exec(desktop.exec_line(argv)) != argv


def test_the_launch_command_of_each_kind_of_install():
    assert desktop.launch_command(True, "/opt/sylva/sylva", {}) == ["/opt/sylva/sylva"]
    py = desktop.launch_command(False, sys.executable, {})
    assert py[1:] == ["-m", "game"] and Path(py[0]).is_absolute()
    # an AppImage's program lives in a mount that goes away: the file itself is started
    assert desktop.launch_command(True, "/tmp/.mount_x/usr/lib/sylva/sylva",
                                  {"APPIMAGE": "/home/ann/sylva.AppImage"}) == [
        "/home/ann/sylva.AppImage"]


def _entry(path: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


def test_install_and_remove_the_entry_for_this_user(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setattr(desktop, "launch_command", lambda: ["/opt/My Sylva/sylva"])
    assert desktop.run(plat="linux") == 0
    entry = _entry(tmp_path / "applications" / "sylva.desktop")
    assert split_exec(entry["Exec"]) == ["/opt/My Sylva/sylva"]
    assert entry["TryExec"] == "/opt/My Sylva/sylva"
    assert entry["Icon"] == "sylva" and entry["Name"] == "Sylva"
    assert "Fünf" in entry["Comment[de]"]  # the shipped translations stay
    icons = tmp_path / "icons" / "hicolor"
    assert (icons / "scalable" / "apps" / "sylva.svg").is_file()
    assert (icons / "256x256" / "apps" / "sylva.png").is_file()
    assert desktop.run(uninstall=True, plat="linux") == 0
    assert not list(tmp_path.rglob("sylva*"))


def test_the_entry_is_for_linux_only(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert desktop.run(plat="win32") == 2 and desktop.run(plat="darwin") == 2
    assert not list(tmp_path.iterdir())
    assert "installer" in capsys.readouterr().err


def test_the_command_line_installs_the_entry(tmp_path):
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path)}
    out = subprocess.run([sys.executable, "-m", "game", "--install-desktop-entry"], cwd=ROOT,
                         env=env, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    exec_line = _entry(tmp_path / "applications" / "sylva.desktop")["Exec"]
    assert split_exec(exec_line)[1:] == ["-m", "game"]


def test_a_relative_data_home_is_not_used():
    home = Path("/home/ann")
    assert desktop.data_home({"XDG_DATA_HOME": "rel"}, home) == home / ".local/share"
    assert desktop.data_home({"XDG_DATA_HOME": "/x"}, home) == Path("/x")


# --- the AppImage ------------------------------------------------------------------------

def _fake_program(tmp_path: Path) -> tuple[Path, Path]:
    """A built Linux folder as build.py leaves it, its program a script that echoes."""
    app = tmp_path / "dist" / "sylva"
    (app / "_internal").mkdir(parents=True)
    (app / "sylva").write_text('#!/bin/sh\necho "sylva $*"\n', encoding="utf-8")
    (app / "sylva").chmod(0o755)
    for extra in ("sylva.desktop", "sylva.png", "install-desktop-entry"):
        (app / extra).write_text("extra", encoding="utf-8")
    (app / "icons").mkdir()
    icons = tmp_path / "icons"
    icons.mkdir()
    for size in (48, 256):
        (icons / f"sylva-{size}.png").write_bytes(b"png")
    return app, icons


@pytest.mark.skipif(sys.platform == "win32", reason="an AppDir is a Linux layout")
def test_the_appdir_holds_the_program_its_entry_and_icons(tmp_path):
    app, icons = _fake_program(tmp_path)
    appdir = package.lay_out_appdir(app, icons, tmp_path / "AppDir")
    for top in ("AppRun", "sylva.desktop", "sylva.png", ".DirIcon"):
        assert (appdir / top).exists(), top
    assert _entry(appdir / "sylva.desktop")["Icon"] == "sylva"  # names sylva.png beside it
    assert (appdir / "usr/share/applications/sylva.desktop").is_file()
    for size in (48, 256):
        assert (appdir / f"usr/share/icons/hicolor/{size}x{size}/apps/sylva.png").is_file()
    assert (appdir / "usr/share/icons/hicolor/scalable/apps/sylva.svg").is_file()
    program = appdir / "usr" / "lib" / "sylva"
    assert (program / "_internal").is_dir()
    assert not any((program / extra).exists() for extra in package.TAR_EXTRAS)
    out = subprocess.run([str(appdir / "AppRun"), "--smoke", "two words"], capture_output=True,
                         text=True, timeout=30)
    assert out.stdout.strip() == "sylva --smoke two words"
    assert os.access(appdir / "usr" / "bin" / "sylva", os.X_OK)


# --- the Windows installer -------------------------------------------------------------

ISS = (ROOT / "build_scripts" / "sylva.iss").read_text(encoding="utf-8-sig")


def test_the_installer_is_per_user_with_a_start_menu_entry_and_an_uninstaller():
    assert "PrivilegesRequired=lowest" in ISS
    assert "DefaultDirName={autopf}\\Sylva" in ISS  # %LOCALAPPDATA%\Programs per user
    assert 'Name: "{autoprograms}\\Sylva"; Filename: "{app}\\sylva.exe"' in ISS
    assert "UninstallDisplayIcon={app}\\sylva.exe" in ISS
    for lang in ("english", "german", "dutch"):
        assert f"{lang}.DeleteSaves=" in ISS


def test_the_uninstaller_deletes_the_saves_only_when_asked():
    code = ISS[ISS.index("[Code]"):]
    assert "ExpandConstant('{localappdata}\\sylva')" in code  # paths.data_dir on Windows
    assert "not UninstallSilent" in code
    assert "MB_DEFBUTTON2" in code  # the default answer is No
    assert code.index("MsgBox") < code.index("= IDYES") < code.index("DelTree")
    assert paths.data_dir("win32", {"LOCALAPPDATA": "C:/L"}, Path("/h")) == Path("C:/L/sylva")


def test_the_compiler_is_given_every_value_the_script_uses():
    used = set(re.findall(r"\{#(\w+)\}", ISS))
    command = package.iscc_command("iscc", "1.2.3", "sylva-1.2.3-windows-x86_64-setup.exe")
    given_values = {arg[2:].split("=")[0]: arg.split("=", 1)[1] for arg in command
                    if arg.startswith("/D")}
    assert used == set(given_values)
    assert given_values["OutputName"] == "sylva-1.2.3-windows-x86_64-setup"
    assert given_values["AppVersion"] == "1.2.3"


# --- the macOS disk image --------------------------------------------------------------

@pytest.mark.skipif(sys.platform == "win32", reason="symbolic links")
def test_the_disk_image_holds_the_app_an_applications_link_and_the_note(tmp_path,
                                                                       monkeypatch):
    app = tmp_path / "dist" / "Sylva.app" / "Contents" / "MacOS"
    app.mkdir(parents=True)
    (app / "sylva").write_text("program", encoding="utf-8")
    monkeypatch.setattr(package.build, "WORK", tmp_path / "build")
    monkeypatch.setattr(package.build, "DIST", tmp_path / "dist")
    monkeypatch.setattr(package.build, "MAC_APP", tmp_path / "dist" / "Sylva.app")
    monkeypatch.setattr(package, "ROOT", ROOT)
    monkeypatch.setattr(package.build, "arch_name", lambda machine=None: "arm64")
    monkeypatch.setattr(package.sys, "platform", "darwin")
    monkeypatch.setattr(package.time, "sleep", lambda s: None)
    calls = []

    def hdiutil(command, **kw):
        staging = Path(command[command.index("-srcfolder") + 1])
        calls.append(sorted(p.name for p in staging.iterdir()))
        assert os.readlink(staging / "Applications") == "/Applications"
        if len(calls) == 1:  # hdiutil's "Resource busy" once: tried again
            return subprocess.CompletedProcess(command, 1)
        Path(command[-1]).write_bytes(b"dmg")
        return subprocess.CompletedProcess(command, 0)

    monkeypatch.setattr(package.subprocess, "run", hdiutil)
    monkeypatch.setattr(package, "report", lambda target, code: (target, code))
    target, code = package.dmg()  # type: ignore[misc]
    assert code == 0 and target.name == f"sylva-{package.build.version()}-macos-arm64.dmg"
    assert calls[-1] == ["Applications", "Open Sylva the first time.txt", "Sylva.app"]
    assert "UDZO" in package.dmg_command(Path("s"), "1.2.3", Path("x.dmg"))


def test_the_disk_image_note_says_how_to_open_an_unsigned_app():
    note = (ROOT / "build_scripts" / "macos-first-start.txt").read_text(encoding="utf-8")
    assert "Control-click" in note and "Open Anyway" in note


# --- names, release page, workflow -----------------------------------------------------

@pytest.mark.parametrize("kind, plat, machine, name", [
    ("appimage", "linux", "x86_64", "sylva-1.2.3-linux-x86_64.AppImage"),
    ("installer", "win32", "AMD64", "sylva-1.2.3-windows-x86_64-setup.exe"),
    ("dmg", "darwin", "arm64", "sylva-1.2.3-macos-arm64.dmg"),
])
def test_every_download_is_named_with_version_and_system(kind, plat, machine, name):
    assert package.artifact_name(kind, "1.2.3", plat, machine) == name


RELEASE = ["sylva-1.2.3-linux-x86_64.AppImage", "sylva-1.2.3-linux-x86_64.tar.gz",
           "sylva-1.2.3-windows-x86_64-setup.exe", "sylva-1.2.3-windows-x86_64.zip",
           "sylva-1.2.3-macos-arm64.dmg", "sylva-1.2.3-macos-arm64.zip",
           "sylva-1.2.3-py3-none-any.whl", "sylva-1.2.3.tar.gz"]


def test_the_release_page_has_one_line_per_download():
    notes = package.release_notes(list(reversed(RELEASE)), "1.2.3")
    lines = [line for line in notes.splitlines() if line.startswith("- ")]
    assert len(lines) == len(RELEASE)
    for name in RELEASE:
        assert sum(f"`{name}`" in line for line in lines) == 1
    assert "installer" in lines[0] and "setup.exe" in lines[0]  # the common pick first
    sdist = next(line for line in lines if "`sylva-1.2.3.tar.gz`" in line)
    assert "source" in sdist
    assert "install-desktop-entry" in next(line for line in lines if "linux" in line
                                          and "tar.gz" in line)
    assert "`other.txt`" in package.release_notes(["other.txt"], "1.2.3")


def _step(name: str) -> str:
    start = WORKFLOW.index(f"- name: {name}")
    end = WORKFLOW.find("- name:", start + 1)
    return WORKFLOW[start:end if end > 0 else None]


@pytest.mark.parametrize("build_step, smoke_step, runner", [
    ("AppImage", "Smoke test of the AppImage", "Linux"),
    ("Installer", "Install silently, smoke test, uninstall (the saves stay)", "Windows"),
    ("Disk image", "Smoke test from the mounted disk image", "macOS"),
])
def test_the_workflow_builds_each_download_and_runs_its_smoke_check(build_step, smoke_step,
                                                                    runner):
    assert f"runner.os == '{runner}'" in _step(build_step)
    assert "build_scripts/package.py" in _step(build_step)
    smoke = _step(smoke_step)
    assert f"runner.os == '{runner}'" in smoke and "--smoke" in smoke


def test_the_workflow_publishes_every_download_with_the_notes():
    for pattern in ("dist/sylva-*.AppImage", "dist/sylva-*-setup.exe", "dist/sylva-*.dmg",
                    "dist/sylva-*.tar.gz", "dist/sylva-*.zip", "dist/python/*"):
        assert pattern in WORKFLOW
    assert "package.py notes release" in WORKFLOW and "body_path: release-notes.md" in WORKFLOW
    wheel = _step("The wheel in a fresh virtual environment, smoke from outside the checkout")
    assert 'cd "$outside"' in wheel and "--smoke" in wheel
