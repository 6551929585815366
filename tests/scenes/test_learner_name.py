"""The learner plays a lesson under a name, as any player does, so the log, the panels
and the score sheet speak of them in the third person like of a hot-seat player ("Kim
lays a tile", "Kim legt ein Plättchen"), never of a script's "You" ("You lays a tile").
The name is the one typed in the chooser, kept first among the names played under (the
setup screen offers it too); none, or an opponent's: "Player 1", as the setup screen
names an unnamed seat. Planted: a lesson played under the script's name is caught."""

from __future__ import annotations

import pygame
import pytest

from game import lessons
from game import settings as settings_mod
from game.i18n import _, set_language
from game.scenes.learn import LearnMenu, learner_name
from game.scenes.learn_driver import follow_step, lesson_layer, settle
from game.ui.sidepanel import log_text
from tests.ui_harness import click, make_app

GAME = "mystaria"  # its first step lays a tile: "{name} lays a tile of {lands}."


def test_named_renames_the_learner_alone():
    lesson = lessons.load(GAME)
    named = lesson.named("Kim")
    seats = named.options.seats
    assert seats[lesson.learner].name == "Kim"
    assert [s for n, s in enumerate(seats) if n != lesson.learner] == [
        s for n, s in enumerate(lesson.options.seats) if n != lesson.learner]
    assert named.version == lesson.version  # kept progress still counts
    assert named.others() == lesson.others() == {"Ada"}


@pytest.mark.parametrize("names, expected", [
    (["Kim"], "Kim"), ([" Kim "], "Kim"), (["Ada"], "Player 1"), ([""], "Player 1"),
    (["\x07bell"], "Player 1"), ([], "Player 1")])
def test_the_learners_name(names, expected):
    assert learner_name(names, lessons.load(GAME)) == expected


def chooser(language: str = "en", names: tuple[str, ...] = ()):
    app = make_app((800, 600))
    app.settings.language = language
    app.settings.names = list(names)
    app.apply_settings()
    app.home()
    click(app, next(b for b in app.stack.top.buttons if b.label == _("Learn to play")).rect.center)
    assert isinstance(app.stack.top, LearnMenu)
    return app, app.stack.top


def type_name(app, menu: LearnMenu, name: str) -> None:
    click(app, menu.name.rect.center)
    menu.name.value = ""
    app.step([pygame.event.Event(pygame.TEXTINPUT, text=name)])
    assert menu.name.value == name


def first_move_logged(app, menu: LearnMenu) -> list[str]:
    """Open the lesson from the chooser, follow its first step; the log's lines."""
    click(app, next(b for b in menu.widgets if b.label == "Mystaria").rect.center)
    table = app.stack.top
    table.quiet_seconds, table.session.ai_pause_min = 0.0, 0.0
    layer = lesson_layer(table)
    settle(app, layer)
    follow_step(app, layer)
    return [log_text(e) for e in table.match.state.log if e.seat == layer.session.viewer]


def speaks_of(lines: list[str], name: str, verb: str) -> None:
    assert lines and all(line.startswith(f"{name} {verb} ") for line in lines), lines


def test_the_log_speaks_of_the_learner_by_the_name_typed():
    app, menu = chooser()
    type_name(app, menu, "Kim")
    speaks_of(first_move_logged(app, menu), "Kim", "lays")
    assert settings_mod.load().names[0] == "Kim"  # kept, and offered by the setup screen


def test_in_german_too():
    try:
        app, menu = chooser("de", names=("Kim",))
        assert menu.name.value == "Kim"  # the name last played under
        speaks_of(first_move_logged(app, menu), "Kim", "legt")
    finally:
        set_language("en")


def test_without_a_name_the_learner_is_player_1():
    app, menu = chooser(names=("Ada",))  # the setup screen's suggestion, the opponent's
    assert menu.name.value == ""
    speaks_of(first_move_logged(app, menu), _("Player {n}", n=1), "lays")


def test_the_scripts_name_is_caught(monkeypatch):
    """The planted fault: the learner plays under the script's seat name."""
    monkeypatch.setattr(lessons.Lesson, "named", lambda lesson, name: lesson)
    app, menu = chooser(names=("Kim",))
    lines = first_move_logged(app, menu)
    assert lines[0].startswith("You lays")
    with pytest.raises(AssertionError):
        speaks_of(lines, "Kim", "lays")


def test_escape_while_typing_leaves_the_field_not_the_chooser():
    app, menu = chooser()
    click(app, menu.name.rect.center)
    assert menu.typing
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])
    assert app.stack.top is menu and not menu.typing
