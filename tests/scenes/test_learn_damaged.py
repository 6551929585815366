"""A damaged lesson file (a shipped asset, so only a broken install has one) is told in
a message box of its own, in the player's language, naming the game and the file; the
chooser still lists the other lessons, and Sylva runs on. Planted: a chooser that reads
the file unguarded ends in the generic "Something went wrong" box instead."""

from __future__ import annotations

import json

import pytest

from game import lessons
from game.core.paths import user_dir
from game.i18n import _, set_language
from game.scenes import learn
from game.scenes.dialogs import MessageBox
from game.scenes.learn import LearnMenu
from game.ui import text
from tests.ui_harness import click, make_app

BROKEN = "mischwald"


@pytest.fixture(params=["not json", "bad move"])
def broken(request, tmp_path, monkeypatch):
    """The lessons as shipped but Mischwald's: cut short, or with a move the game does
    not know."""
    path = tmp_path / f"{request.param.replace(' ', '-')}.json"
    if request.param == "not json":
        path.write_text('{"game": "mischwald", "steps": [', encoding="utf-8")
    else:
        data = json.loads(lessons.lesson_path(BROKEN).read_text(encoding="utf-8"))
        data["opening"] = [{"type": "fly_away"}]
        path.write_text(json.dumps(data), encoding="utf-8")
    real = lessons.lesson_path
    monkeypatch.setattr(lessons, "lesson_path",
                        lambda game_id: path if game_id == BROKEN else real(game_id))
    return path


def chooser(language: str = "en"):
    """The app at 800x600 with the main menu's Learn to play clicked."""
    app = make_app((800, 600))
    app.settings.language = language
    app.apply_settings()  # as the Settings screen does
    app.home()
    menu = app.stack.top
    click(app, next(b for b in menu.buttons if b.label == _("Learn to play")).rect.center)
    return app


def button_of(menu: LearnMenu, title: str):
    return next(b for b in menu.widgets if b.label == title)


def test_the_chooser_lists_a_damaged_lesson_and_opening_it_says_why(broken):
    app = chooser()
    px = app.px
    menu = app.stack.top
    assert isinstance(menu, LearnMenu)
    damaged = [n for n, _pos in menu.notes if n == _("The lesson file is damaged")]
    assert len(damaged) == (broken.name == "not-json.json")  # the chooser reads no moves
    click(app, button_of(menu, "Mischwald").rect.center)
    box = app.stack.top
    assert isinstance(box, MessageBox) and box.title == _("Learn to play")
    assert "Mischwald" in box.message and f"/{broken.name}" in box.message
    assert all(text.font(px(17)).size(line)[0] <= box.box.w - px(48) for line in box._lines)
    assert not (user_dir() / "errors.log").exists()  # no crash behind it
    assert app.stack.scenes[-2] is menu  # nothing else happened
    app.pop()
    click(app, button_of(menu, "The Glade").rect.center)  # another lesson still opens
    assert type(app.stack.top).__name__ == "TableScene"


def test_the_message_is_in_the_players_language(broken):
    try:
        app = chooser("de")
        click(app, button_of(app.stack.top, "Mischwald").rect.center)
        message = app.stack.top.message
        assert message.startswith("Die geführte Partie")
    finally:
        set_language("en")


def test_a_chooser_that_lets_the_damage_through_is_caught(broken, monkeypatch):
    """The planted fault: the chooser reads and opens the lesson unguarded; the app's
    last resort shows its generic box, which the checks above tell apart."""
    def unguarded(app, game_id, problem):
        raise problem

    monkeypatch.setattr(learn, "damaged", unguarded)
    monkeypatch.setattr(learn, "progress_note", lambda game_id: (
        str(lessons.load(game_id).game), 0))
    app = chooser()
    if isinstance(app.stack.top, LearnMenu):  # the file reads: its move is refused later
        click(app, button_of(app.stack.top, "Mischwald").rect.center)
    assert isinstance(app.stack.top, MessageBox)
    assert app.stack.top.title == _("Something went wrong")
