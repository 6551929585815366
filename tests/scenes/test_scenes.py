"""Every scene draws headless, settings round-trip, and random input never crashes."""

import json
import random

import pygame
import pytest

from game import settings as settings_mod
from game.core import Match, Options, Seat, saves
from tests.ui_harness import click, make_app, screenshot


@pytest.fixture
def app():
    a = make_app()
    a.home()
    a.step([])
    return a


def _non_blank(surface) -> bool:
    colours = {surface.get_at((x, y))[:3] for x in range(0, surface.get_width(), 37)
               for y in range(0, surface.get_height(), 29)}
    return len(colours) > 3


def test_settings_round_trip():
    s = settings_mod.Settings(width=1600, height=1000, animation="fast", colour_blind=True,
                              ui_scale=1.25, names=["Ann"])
    settings_mod.save(s)
    assert settings_mod.load() == s


def test_broken_settings_are_kept_aside_and_defaults_used():
    path = settings_mod.settings_path()
    path.write_text("{not json")
    assert settings_mod.load() == settings_mod.Settings()
    assert path.with_name("settings.json.broken").read_text() == "{not json"


def test_settings_values_out_of_range_are_clamped():
    s = settings_mod.Settings.from_json({"width": 5, "ui_scale": 99, "animation": "wild",
                                         "fullscreen": "yes"})
    assert (s.width, s.ui_scale, s.animation, s.fullscreen) == (800, 2.0, "normal", False)


def _scenes(app, toy):
    from game.scenes.curtain import Curtain
    from game.scenes.dialogs import Confirm, MessageBox
    from game.scenes.load import LoadScene
    from game.scenes.results import Results, SheetOverlay
    from game.scenes.rules_ref import RulesScene
    from game.scenes.settings_scene import SettingsScene
    from game.scenes.setup import SetupScene
    from game.scenes.table import TableScene

    seats = (Seat("Ann", "human", "red"), Seat("Bob", "human", "blue"))
    table = TableScene(app, Match(toy, Options(seats), 2))
    yield "setup", SetupScene(app)
    yield "settings", SettingsScene(app)
    yield "rules", RulesScene(app)
    yield "load", LoadScene(app)
    yield "message", MessageBox(app, "Title", "A message that is long enough to wrap " * 3)
    yield "confirm", Confirm(app, "Sure?", "Really?", lambda: None)
    yield "table", table
    yield "sheet", SheetOverlay(app, table)
    yield "results", Results(app, table)
    yield "curtain", Curtain(app, seats[1], lambda: None)


def test_every_scene_draws(app, toy, tmp_path):
    for name, scene in _scenes(app, toy):
        app.push(scene)
        app.draw()
        assert _non_blank(app.screen), f"{name} drew nothing"
        screenshot(app, str(tmp_path / f"{name}.png"))
        app.pop()


def test_main_menu_offers_continue_only_with_an_autosave(app, toy):
    labels = [b.label for b in app.stack.top.buttons]
    assert "Continue" not in labels
    seats = (Seat("Ann", "human", "red"), Seat("Bob", "human", "blue"))
    saves.autosave(Match(toy, Options(seats), 2).record())
    app.home()
    assert [b.label for b in app.stack.top.buttons][0] == "Continue"


def test_continue_with_a_broken_autosave_reports_and_keeps_the_file(app, toy):
    from game.scenes.dialogs import MessageBox

    saves.autosave_path().write_text('{"format": 1, "game": "toy", "se')
    app.home()
    click(app, app.stack.top.buttons[0].rect.center)
    assert isinstance(app.stack.top, MessageBox)
    assert "cut short" in app.stack.top.message
    assert saves.autosave_path().read_text() == '{"format": 1, "game": "toy", "se'


def test_loading_a_save_with_an_illegal_move_is_refused(app, toy):
    from game.scenes.dialogs import MessageBox
    from game.scenes.load import LoadScene

    seats = (Seat("Ann", "human", "red"), Seat("Bob", "human", "blue"))
    doc = Match(toy, Options(seats), 2).record().to_json()
    doc["actions"] = [{"type": "play", "card": "nope"}]
    path = saves.saves_dir() / "bad.json"
    path.write_text(json.dumps(doc))
    scene = LoadScene(app)
    app.push(scene)
    scene.load(path)
    assert isinstance(app.stack.top, MessageBox)
    assert "Move 1" in app.stack.top.message


def test_random_input_never_crashes(app, toy):
    """20,000 random mouse and key events across the scenes raise nothing."""
    from game.scenes.table import TableScene

    def crash(exc):
        raise exc

    app._crashed = crash
    rng = random.Random(7)
    seats = (Seat("Ann", "human", "red"), Seat("Bob", "greedy", "blue"))
    keys = [pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_r, pygame.K_h, pygame.K_u, pygame.K_s,
            pygame.K_a, pygame.K_BACKSPACE, pygame.K_DOWN, pygame.K_UP]
    w, h = app.size
    for n in range(20_000):
        if n % 2500 == 0 or app.stack.top is None:
            app.home()
            if n % 5000 == 0:
                app.push(TableScene(app, Match(toy, Options(seats), n), autosave=False))
        pos = (rng.randrange(w), rng.randrange(h))
        r = rng.random()
        if r < 0.45:
            ev = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                    buttons=(rng.random() < 0.3, 0, 0))
        elif r < 0.7:
            ev = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice([1, 1, 3]))
        elif r < 0.9:
            ev = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        elif r < 0.95:
            ev = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice([-1, 1]))
        else:
            ev = pygame.event.Event(pygame.KEYDOWN, key=rng.choice(keys), mod=0, unicode="",
                                    scancode=0)
        app.running = True
        app.step([ev])
        if not app.running:
            app.running = True


def test_resizing_the_window_lays_the_table_out_again(app, toy):
    from game.scenes.table import TableScene

    seats = (Seat("Ann", "human", "red"), Seat("Bob", "human", "blue"))
    table = TableScene(app, Match(toy, Options(seats), 2))
    app.push(table)
    before = table.view.rect.copy()
    app.screen = pygame.display.set_mode((1600, 1000), pygame.RESIZABLE)
    app.step([pygame.event.Event(pygame.VIDEORESIZE, w=1600, h=1000, size=(1600, 1000))])
    assert table.view.rect.width > before.width and table.view.rect.height > before.height
    assert table.side.rect.right == 1600
