"""How to play in one page: every game has its four panels, the three ways in open it,
and the page draws whole at every size in every language."""

from __future__ import annotations

import pygame
import pytest

from game.core import registry
from game.scenes import primer
from game.scenes import registry as scenes
from game.ui import text
from tests.layout_audit import LANGUAGES, SIZES, primer_frames
from tests.ui_harness import click, key, make_app, make_table

GAMES = [r.info.id for r in registry.all_games()]
TITLES = ["The goal", "A turn", "How points come", "How it ends"]


@pytest.fixture(autouse=True)
def _display():
    pygame.font.init()
    make_app((1280, 720))  # a window, so pictures can be drawn


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_has_four_panels_with_text_and_a_picture(game_id):
    found = primer.panels(game_id)
    assert [title for title, _w, _d in found] == TITLES
    for _title, words, draw in found:
        assert len(words.split(". ")) >= 2 and len(words) < 320  # a few short sentences
        pic = draw(120)
        assert pic.get_width() > 8 and pic.get_height() > 8
        assert pic.get_bounding_rect().w > 8  # something was painted on it


def _top(app):
    return app.stack.top


def test_the_new_game_screen_opens_the_chosen_games_page():
    app = make_app((1280, 720))
    app.home()
    app.push(scenes.make("setup", app, "mystaria"))
    app.step([])
    button = next(w for w in _top(app).widgets if getattr(w, "label", "") == "How to play")
    button.on_click()
    assert isinstance(_top(app), primer.PrimerScene) and _top(app).game_id == "mystaria"
    key(app, pygame.K_ESCAPE)
    assert type(_top(app)).__name__ == "SetupScene"


def test_the_rules_page_opens_the_page_of_the_game_shown():
    app = make_app((1280, 720))
    app.home()
    app.push(scenes.make("rules", app, "woud"))
    app.step([])
    button = next(b for b in _top(app).buttons if b.label == "How to play in one page")
    button.on_click()
    assert isinstance(_top(app), primer.PrimerScene) and _top(app).game_id == "woud"
    back = _top(app).widgets[0]
    click(app, back.rect.center)
    assert type(_top(app)).__name__ == "RulesScene"


def test_the_pause_menu_opens_the_page_of_the_game_at_the_table():
    app, table = make_table("glade", size=(1280, 720))
    scenes.make("pause", app, table)
    menu = _top(app)
    entry = next(e for e in menu.entries if e[0] == "How to play")
    entry[1]()
    assert isinstance(_top(app), primer.PrimerScene) and _top(app).game_id == "glade"


@pytest.mark.parametrize("game_id", GAMES)
def test_the_page_draws_whole_at_every_size_and_language(game_id):
    for size in SIZES:
        for lang in LANGUAGES:
            for frame in primer_frames(game_id, size, lang):
                where = f"{game_id} {size} {lang}"
                assert frame.problems() == [], where
                strings = [t.string for t in frame.texts if t.on_screen]
                assert not any(s.rstrip().endswith("…") for s in strings), where
                assert min(t.size for t in frame.texts if t.on_screen) >= (
                    12 if size[1] >= 720 else 10), where


def test_the_small_window_scrolls_with_the_wheel_when_the_page_is_long(monkeypatch):
    app = make_app((800, 600))
    app.home()
    scene = scenes.make("primer", app, "glade")
    app.push(scene)
    scene.height = scene.page.h * 2  # a page longer than the window
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False,
                                 precise_x=0.0, precise_y=-2.0)])
    assert scene.scroll > 0


def test_the_audit_sees_text_that_is_not_wrapped(monkeypatch):
    """The planted fault: panel text left unwrapped runs out of its panel, and the audit
    used above reports it."""
    monkeypatch.setattr(text, "fit_wrap", lambda words, size, *_a, **_k: (size, [words]))
    frames = primer_frames("glade", (1280, 720), "de")
    assert any("cut by its container" in p or "outside" in p or "overlap" in p
               for f in frames for p in f.problems())


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_the_new_buttons_fit_beside_the_others_in_every_language(size):
    from tests.layout_audit import audit

    for lang in LANGUAGES:
        for name, args in (("setup", ("glade",)), ("rules", ("renature",))):
            app = make_app(size)
            app.settings.language = lang
            app.apply_settings()
            app.home()
            scene = scenes.make(name, app, *args)
            app.push(scene)
            frame = audit(app)
            assert frame.problems() == [], (name, lang)
            assert not any(t.string.rstrip().endswith("…") for t in frame.texts), (name, lang)
            buttons = getattr(scene, "buttons", None) or scene.widgets
            rects = [b.rect for b in buttons if hasattr(b, "label")]
            for i, r in enumerate(rects):  # no two buttons on each other, all in the window
                assert app.screen.get_rect().contains(r)
                assert r.collidelist(rects[i + 1:]) == -1, (name, lang)
