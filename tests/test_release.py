"""Release parts that can be checked here: one version everywhere, icons for every system,
archive names, the data folder on every system, a data folder that cannot be written, and
the About screen."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

import pygame
import pytest

import game
from game.core.paths import asset, data_dir, data_problem

ROOT = Path(__file__).resolve().parents[1]


def _script(name: str):
    """A build script as a module (build_scripts is not a package)."""
    import importlib.util

    sys.path.insert(0, str(ROOT / "build_scripts"))  # build.py imports make_icons
    spec = importlib.util.spec_from_file_location(f"sylva_{name}", ROOT / "build_scripts" /
                                                  f"{name}.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build = _script("build")
make_icons = _script("make_icons")


def pyproject_version() -> str:
    with open(ROOT / "pyproject.toml", "rb") as f:
        return tomllib.load(f)["project"]["version"]


def test_one_version_everywhere():
    v = pyproject_version()
    assert game.__version__ == v
    out = subprocess.run([sys.executable, "-m", "game", "--version"], cwd=ROOT,
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0 and out.stdout.strip() == f"Sylva {v}"
    from game.core.record import Record

    assert Record.__dataclass_fields__["sylva"].default == v
    from tests.ui_harness import make_app

    make_app()
    assert pygame.display.get_caption()[0] == f"Sylva {v}"
    assert build.version() == v


def test_icons_for_every_system_hold_their_sizes(tmp_path):
    from PIL import Image
    from PIL.IcnsImagePlugin import IcnsFile

    written = make_icons.make_icons(tmp_path)
    with Image.open(tmp_path / "sylva.ico") as ico:
        assert sorted(ico.info["sizes"]) == [(s, s) for s in make_icons.ICO_SIZES]
    with open(tmp_path / "sylva.icns", "rb") as f:
        sizes = {(w, h) for w, h, _scale in IcnsFile(f).itersizes()}
    assert {(16, 16), (32, 32), (128, 128), (256, 256), (512, 512)} <= sizes
    for size in make_icons.PNG_SIZES:
        with Image.open(tmp_path / f"sylva-{size}.png") as png:
            assert png.size == (size, size) and png.mode == "RGBA"
            assert png.getextrema()[3][1] == 255  # not an empty picture
    assert len(written) == 2 + len(make_icons.PNG_SIZES)


@pytest.mark.parametrize("plat, machine, name", [
    ("linux", "x86_64", "sylva-1.2.3-linux-x86_64.tar.gz"),
    ("win32", "AMD64", "sylva-1.2.3-windows-x86_64.zip"),
    ("darwin", "arm64", "sylva-1.2.3-macos-arm64.zip"),
    ("darwin", "x86_64", "sylva-1.2.3-macos-x86_64.zip"),
])
def test_archive_names(plat, machine, name):
    assert build.archive_name("1.2.3", plat, machine) == name


HOME = Path("/home/ann")


@pytest.mark.parametrize("plat, env, expected", [
    ("linux", {}, HOME / ".local/share/sylva"),
    ("linux", {"XDG_DATA_HOME": "/data"}, Path("/data/sylva")),
    ("linux", {"XDG_DATA_HOME": "relative"}, HOME / ".local/share/sylva"),
    ("darwin", {}, HOME / "Library/Application Support/sylva"),
    ("win32", {"LOCALAPPDATA": "/c/Users/ann/AppData/Local"},
     Path("/c/Users/ann/AppData/Local/sylva")),
    ("win32", {}, HOME / "AppData/Local/sylva"),
    ("darwin", {"SYLVA_HOME": "/elsewhere"}, Path("/elsewhere")),
    ("win32", {"SYLVA_HOME": "/elsewhere"}, Path("/elsewhere")),
])
def test_the_data_folder_on_every_system(plat, env, expected):
    assert data_dir(plat, env, HOME) == expected


def test_a_data_folder_that_cannot_be_written_is_said_once_and_the_game_plays(
        tmp_path, monkeypatch):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be")
    monkeypatch.setenv("SYLVA_HOME", str(blocker / "sylva"))
    assert "cannot write" in (data_problem() or "")
    from game.scenes.dialogs import MessageBox
    from tests.ui_harness import make_app, make_table

    app = make_app()
    app.home()
    assert isinstance(app.stack.top, MessageBox)
    app.home()
    assert not isinstance(app.stack.top, MessageBox)  # said once
    app, table = make_table("glade", players=2)
    assert not table.autosave_enabled
    table.play(next(iter(table.rules.legal_actions(table.match.state))))
    assert len(table.match.actions) == 1 and "Autosave" not in table.status
    from game import settings as settings_mod

    assert settings_mod.save(app.settings) is False  # refused quietly, nothing raised
    assert blocker.read_text().startswith("a file")


def test_the_about_screen_names_version_games_licences_and_folders(monkeypatch):
    from game.scenes import about
    from tests.ui_harness import click, open_scene

    app, scene = open_scene(about.AboutScene, (1280, 720))
    lines = [line for line, *_rest in scene.lines()]
    assert any(game.__version__ in line for line in lines)
    assert any("Richard Breese" in line for line in lines)
    assert any("Tim Eisner" in line for line in lines)
    assert any("SIL Open Font License" in line for line in lines)
    assert any("errors.log" in line for line in lines)
    opened = []
    monkeypatch.setattr(about.subprocess, "Popen", lambda cmd, **kw: opened.append(cmd))
    monkeypatch.setattr(about.sys, "platform", "linux")
    click(app, scene.widgets[0].rect.center)
    assert opened and opened[0][0] == "xdg-open" and opened[0][1] == str(data_dir())


@pytest.mark.parametrize("plat, words", [("darwin", "Control-click"), ("win32", "SmartScreen"),
                                         ("linux", None)])
def test_the_about_screen_says_how_to_open_the_unsigned_program(monkeypatch, plat, words):
    from game.scenes import about
    from tests.ui_harness import make_app

    app = make_app((1280, 720))
    monkeypatch.setattr(about.sys, "platform", plat)
    scene = about.AboutScene(app)
    lines = [line for line, *_rest in scene.lines()]
    assert ("Opening Sylva the first time" in lines) == (words is not None)
    if words:
        assert any(words in line for line in lines)
    credits_line = next(line for line in lines if line.startswith("Full texts: "))
    assert "CREDITS.md" in credits_line  # named, not as a path (no folder paths on screen)
    assert asset("CREDITS.md").is_file()  # and there wherever Sylva is installed
