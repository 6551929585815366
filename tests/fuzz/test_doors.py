"""The application's own doors: window sizes, typed names, an error while drawing,
numbers Sylva writes, and what interrupted autosaves leave behind."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from game.core import registry, saves
from game.core.safefile import name_problem
from tests.ui_harness import make_app, make_table

ROOT = Path(__file__).resolve().parents[2]
QUICK_SIZES = [(320, 240), (330, 600), (500, 240), (559, 399), (560, 400), (800, 600),
               (1280, 720), (3840, 240), (240 * 4, 2160), (3840, 2160)]
SOAK_SIZES = [(w, h) for w in range(320, 3841, 320) for h in range(240, 2161, 240)]


def _sweep(sizes) -> int:
    from game.scenes.about import AboutScene
    from game.scenes.load import LoadScene
    from game.scenes.rules_ref import RulesScene
    from game.scenes.settings_scene import SettingsScene
    from game.scenes.setup import SetupScene

    drawn = 0
    games = [r.info.id for r in registry.all_games()]
    tables = [make_table(g, players=min(4, registry.get(g).info.max_players)) for g in games]
    for size in sizes:
        for app, _table in tables:
            app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
            for scene in app.stack.scenes:
                scene.layout(size)
            app.draw()
            drawn += 1
        app = make_app(size)
        app.home()
        for scene in (SetupScene, RulesScene, LoadScene, SettingsScene, AboutScene):
            app.push(scene(app))
            app.draw()
            app.pop()
            drawn += 1
    return drawn


@pytest.fixture
def strict(monkeypatch):
    """An exception while drawing fails the test instead of reaching the error box."""
    from game.app import App

    def crash(self, exc):
        raise exc

    monkeypatch.setattr(App, "_crashed", crash)


def test_every_scene_and_table_draws_at_odd_sizes(strict):
    assert _sweep(QUICK_SIZES) == len(QUICK_SIZES) * (len(registry.all_games()) + 5)


@pytest.mark.soak
def test_the_whole_resize_sweep(strict):
    drawn = _sweep(SOAK_SIZES)
    print(f"\nresize sweep: {len(SOAK_SIZES)} sizes from 320x240 to 3840x2160, {drawn} draws, "
          "0 exceptions")


def test_a_small_table_asks_for_a_larger_window():
    app, table = make_table("woud", players=2, size=(400, 300))
    assert table.too_small
    app.draw()


@pytest.mark.parametrize("name", ["\u200b", "\ufeff", "\u202e", "x" * 41, "a\u0000b", ""])
def test_typed_names_are_checked_like_names_from_files(name):
    from game.scenes.setup import SetupScene

    app = make_app()
    app.home()
    setup = SetupScene(app, "woud")
    app.push(setup)
    setup.names[0] = name or "   "
    app.step([])
    setup.start()
    assert app.running  # never ends the program
    if name:
        assert name_problem(name)
        assert type(app.stack.top).__name__ == "MessageBox"


def test_an_exception_while_drawing_reaches_the_error_box():
    app, table = make_table("glade", players=2)

    def broken(surface):
        raise RuntimeError("drawing went wrong")

    table.draw = broken
    table.dirty = True
    app.step([])
    assert type(app.stack.top).__name__ == "MessageBox"
    app.step([])  # and the next frames go on
    app.draw()


def test_sylva_never_writes_nan_or_infinity():
    with pytest.raises(ValueError):
        saves.save_json(saves.user_dir() / "x.json", {"v": float("inf")})
    assert not (saves.user_dir() / "x.json").exists()


def test_temporary_files_are_cleaned_and_the_autosave_kept():
    home = saves.user_dir()
    saves.saves_dir()
    (home / "autosave.json").write_text("{}")
    for k in range(5):
        (home / f".autosave.json.{k}abc.tmp").write_text("half")
    (home / "saves" / ".mine.json.x.tmp").write_text("half")
    assert saves.clean_temporary() == 6
    assert (home / "autosave.json").read_text() == "{}"


CHILD = """
import random, sys
from game.core import Match, Options, Seat, registry, saves
from game.ai.players import choose_action
rules = registry.get("mischwald")
seats = (Seat("A", "human", "red"), Seat("B", "greedy", "blue"))
rng = random.Random(int(sys.argv[1]))
m = Match(rules, Options(seats), int(sys.argv[1]))
print("ready", flush=True)
while True:
    if m.over:
        m = Match(rules, Options(seats), rng.randrange(10**6))
    m.play(choose_action(rules, m.state, m.decision().seat, "random", rng))
    saves.autosave(m.record())
"""


def _kills(n: int) -> tuple[int, int]:
    from game.ai import PLAYERS
    from game.core import HUMAN

    env = dict(os.environ, PYTHONPATH=str(ROOT))
    leftovers = 0
    for k in range(n):
        child = subprocess.Popen([sys.executable, "-c", CHILD, str(k)], env=env, cwd=ROOT,
                                 stdout=subprocess.PIPE)
        assert child.stdout is not None
        child.stdout.readline()
        time.sleep(0.05 + (k % 7) * 0.03)
        child.send_signal(signal.SIGKILL)
        child.wait()
        path = saves.autosave_path()
        if path.exists():
            saves.load_match(path, [HUMAN, *PLAYERS])  # the last good autosave loads
        leftovers += saves.clean_temporary()
        assert not [p for p in saves.user_dir().iterdir() if p.name.endswith(".tmp")]
    return n, leftovers


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_kills_during_autosave_lose_nothing():
    _kills(5)


@pytest.mark.soak
@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_a_hundred_kills_during_autosave():
    n, leftovers = _kills(100)
    print(f"\n{n} kills during autosave: every autosave loaded; {leftovers} temporary files "
          "removed at the next start")


def test_settings_with_hostile_names_keep_only_good_ones():
    from game import settings as settings_mod

    path = settings_mod.settings_path()
    path.write_text(json.dumps({"names": ["Ann", "\u200b", "x" * 41, 5], "width": 10**9}))
    s = settings_mod.load()
    assert s.names == ["Ann"] and s.width == 7680
    path.write_text(json.dumps({"names": ["x" * 10_000]}))  # beyond the door's limits
    assert settings_mod.load().names == []
