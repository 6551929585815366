"""The guided first games on the real table: a pointer that acts only inside the
spotlights completes every lesson of every game; another move is refused with the
step's reason; skip, leave and resume, restart, and the game going on after the last
step. Planted faults: a spotlight off its target, a lesson that lets a wrong move through.
"""

from __future__ import annotations

import time

import pygame
import pytest

from game import lessons
from game.core import registry
from game.core.snapshot import plain
from game.guided import DONE, END, FREE, STEP, GuidedSession
from game.i18n import _
from game.scenes import learn_layer
from game.scenes import registry as scenes
from game.scenes.learn import LearnMenu, lesson_games
from game.scenes.learn_driver import (
    NotFollowed,
    click,
    drag,
    follow,
    follow_lesson,
    lesson_layer,
    settle,
)
from game.session import Session
from tests.ui_harness import make_app

GAMES = lesson_games()


def open_lesson(game_id: str, size: tuple[int, int] = (1280, 720), restart: bool = True):
    app = make_app(size)
    app.home()
    table = scenes.make("lesson", app, game_id, restart=restart)
    table.quiet_seconds = 0.0
    table.session.ai_pause_min = 0.0
    app.step([])
    layer = lesson_layer(table)
    settle(app, layer)
    return app, table, layer


def wrong_move(table):
    """A drag the rules allow but the open step does not: (from, to), or None."""
    layer = lesson_layer(table)
    expected = layer.session.guide.expected()
    view = table.view
    for piece in reversed(view.pieces()):
        for target in view.targets(piece):
            a = target.action
            if a is not None and a != expected and table.match.check(a) is None:
                return piece.rect.center, target.rect.center
    return None


def refuses_a_wrong_move(game_id: str) -> str:
    """Try a move the rules allow but the step does not, at the first step that offers
    one by a drag; AssertionError if it is played. Returns the reason shown."""
    app, table, layer = open_lesson(game_id)
    while layer.session.phase == STEP:
        found = wrong_move(table)
        if found is not None:
            break
        layer.session.skip()
        table.after_move()
        settle(app, layer)
    else:
        pytest.skip(f"{game_id}: no step offers another legal drag")
    played = len(table.match.actions)
    step = layer.session.guide.step
    drag(app, *found)
    assert len(table.match.actions) == played, "a move the step does not ask for was played"
    assert layer.session.phase == STEP
    assert table.status == _(step.wrong)
    return table.status


def test_every_game_with_a_lesson_file_is_offered():
    with_file = [r.info.id for r in registry.all_games()
                 if lessons.lesson_path(r.info.id).is_file()]
    assert with_file == GAMES
    assert {"mischwald", "woud"} <= set(GAMES)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_pointer_follows_every_step_of_the_lesson(game_id):
    app, table, layer = open_lesson(game_id)
    t0 = time.perf_counter()
    followed = follow(app, table)
    elapsed = time.perf_counter() - t0
    lesson = layer.session.guide.lesson
    assert followed == len(lesson.steps)
    assert layer.session.guide.finished and layer.session.phase == END
    assert lessons.saved_step(lesson) == len(lesson.steps)
    assert elapsed < 30, f"{game_id}: the driver took {elapsed:.1f} s"


@pytest.mark.parametrize("game_id", GAMES)
def test_the_pointer_follows_the_lesson_in_a_small_window(game_id):
    app = make_app((800, 600))
    app.home()
    assert follow_lesson(app, game_id) == len(lessons.load(game_id).steps)


def test_a_spotlight_off_its_target_makes_the_driver_fail(monkeypatch):
    """The planted fault: the place drawn beside the real one. The pointer drops there,
    the move is not made, and the driver names the step."""
    real = learn_layer.spotlights

    def shifted(view, action, buttons):
        return [learn_layer.Spot(s.kind, s.rect.move(0, -3 * s.rect.h)) if s.kind == "place"
                else s for s in real(view, action, buttons)]

    monkeypatch.setattr(learn_layer, "spotlights", shifted)
    app = make_app((1280, 720))
    app.home()
    with pytest.raises(NotFollowed, match=r"step 1: .* not played inside the spotlights"):
        follow_lesson(app, "mischwald")


def test_a_spotlight_on_nothing_makes_the_driver_fail(monkeypatch):
    monkeypatch.setattr(learn_layer, "spotlights", lambda view, action, buttons: [])
    app = make_app((1280, 720))
    app.home()
    with pytest.raises(NotFollowed, match="step 1: nothing spotlighted"):
        follow_lesson(app, "woud")


@pytest.mark.parametrize("game_id", GAMES)
def test_another_move_is_refused_with_the_steps_reason(game_id):
    reason = refuses_a_wrong_move(game_id)
    assert reason


def test_a_lesson_that_lets_a_wrong_move_through_is_caught(monkeypatch):
    """The planted fault: the guided session plays whatever the rules allow."""
    monkeypatch.setattr(GuidedSession, "check", lambda self, a: self.match.check(a))
    monkeypatch.setattr(GuidedSession, "perform", Session.perform)
    with pytest.raises(AssertionError, match="does not ask for was played"):
        refuses_a_wrong_move("mischwald")


def test_a_refusal_is_shown_in_the_guides_panel():
    app, table, layer = open_lesson("mischwald")
    drag(app, *wrong_move(table))
    _title, body = layer.lines()
    assert (table.status, learn_layer.theme.ACCENT) in body


@pytest.mark.parametrize("game_id", GAMES)
def test_skip_plays_the_steps_move_for_the_learner_and_goes_on(game_id):
    app, table, layer = open_lesson(game_id)
    click(app, layer.button("skip").rect.center)
    settle(app, layer)
    assert layer.session.guide.index == 1 and layer.session.step_number == 2
    lesson = layer.session.guide.lesson
    again = lessons.Guide(lesson, registry.get(game_id))
    again.skip_to(1)  # the same game as the step followed
    assert plain(table.match.state) == plain(again.match.state)
    assert lessons.saved_step(lesson) == 1


def test_leave_keeps_the_step_and_the_lesson_resumes_there():
    app, table, layer = open_lesson("mischwald")
    for _step in range(2):
        click(app, layer.button("skip").rect.center)
        settle(app, layer)
    click(app, layer.button("leave").rect.center)
    assert type(app.stack.top).__name__ == "MainMenu"
    lesson = layer.session.guide.lesson
    assert lessons.saved_step(lesson) == 2
    chooser = LearnMenu(app)
    app.push(chooser)
    assert any(note.startswith("Resume at step 3 of") for note, _pos in chooser.notes)
    open_button = next(b for b in chooser.widgets if b.label == "Mischwald")
    click(app, open_button.rect.center)
    resumed = lesson_layer(app.stack.top)
    assert resumed.session.guide.index == 2 and resumed.session.step_number == 3
    assert plain(app.stack.top.match.state) == plain(table.match.state)


def test_restart_starts_the_lesson_over():
    app, table, layer = open_lesson("woud")
    click(app, layer.button("skip").rect.center)
    settle(app, layer)
    click(app, layer.button("restart").rect.center)
    fresh = app.stack.top
    assert fresh is not table
    assert lesson_layer(fresh).session.guide.index == 0
    assert lessons.saved_step(layer.session.guide.lesson) == 0
    assert len(fresh.match.actions) == len(lessons.load("woud").opening)


def test_after_the_last_step_the_same_game_goes_on_against_easy():
    app, table, layer = open_lesson("mischwald")
    follow(app, table)
    played = len(table.match.actions)
    click(app, layer.button("go on").rect.center)
    assert layer.session.phase == FREE and layer not in table.layers.layers
    assert table.session.saver is not None  # autosaved like any game from now on
    assert all(s.kind in ("human", "greedy") for s in table.options.seats)
    assert len(table.match.actions) == played  # the same match


def test_after_the_last_step_a_new_game_can_start():
    app, table, layer = open_lesson("woud")
    follow(app, table)
    click(app, layer.button("new").rect.center)
    top = app.stack.top
    assert type(top).__name__ == "SetupScene" and top.game.info.id == "woud"


def test_what_the_move_did_is_shown_before_the_others_move():
    app, table, layer = open_lesson("mischwald")
    piece, place = layer.spots()
    drag(app, piece.rect.center, place.rect.center)
    assert layer.session.phase == DONE
    _title, body = layer.lines()
    assert body[0][0] == _(lessons.load("mischwald").steps[0].done)


@pytest.mark.parametrize("game_id", GAMES)
def test_where_the_moves_went_is_lit_and_the_points_named(game_id):
    app, table, layer = open_lesson(game_id)
    seen: list[tuple[list, list]] = []

    def watch(lay, moment):
        if moment == "done":
            seen.append((lay.moved(), [line for line, colour in lay.lines()[1][1:]]))

    follow(app, table, watch)
    assert sum(1 for moved, _lines in seen if moved) >= len(seen) // 2
    assert all(table.view.rect.contains(r) for moved, _lines in seen for r in moved)
    assert any(lines for _moved, lines in seen)  # some step earned points: "+3 Trees"


def test_the_spotlights_follow_the_windows_size():
    app, table, layer = open_lesson("mischwald")
    before = [s.rect for s in layer.spots()]
    app.screen = pygame.display.set_mode((1920, 1080), pygame.RESIZABLE)
    app.step([pygame.event.Event(pygame.VIDEORESIZE, w=1920, h=1080, size=(1920, 1080))])
    after = [s.rect for s in layer.spots()]
    assert after != before and all(table.view.rect.contains(r) for r in after)
    assert not layer.box.colliderect(after[0]) and not layer.box.colliderect(after[1])


def test_the_entry_points_open_the_lessons():
    app = make_app((1280, 720))
    app.home()
    menu = app.stack.top
    learn = next(b for b in menu.buttons if b.label == "Learn to play")
    click(app, learn.rect.center)
    assert isinstance(app.stack.top, LearnMenu)
    app.pop()
    setup = scenes.make("setup", app)
    app.push(setup)
    learns = [b for b in setup.widgets if getattr(b, "label", "") == "Learn"]
    assert len(learns) == len(GAMES)
    click(app, learns[0].rect.center)
    table = app.stack.top
    assert lesson_layer(table).session.guide.lesson.game == GAMES[0]


def test_the_pause_menu_offers_the_games_lesson():
    from tests.ui_harness import make_table

    app, table = make_table("woud", players=1)
    table.menu()
    entry = next(b for b in app.stack.top.buttons if b.label == "Learn to play")
    entry.on_click()
    assert lesson_layer(app.stack.top).session.guide.lesson.game == "woud"


def test_the_veil_is_drawn_once_a_frame(monkeypatch):
    """The table keeps its panel and bar as pictures while nothing lay over them: the
    veil does lie over them, so each frame paints them anew, and two frames of the same
    moment are alike (a veil laid over the last one would darken the table)."""
    app, table, layer = open_lesson("mischwald")
    assert layer.spots()
    frames = []
    for _frame in range(3):
        table.dirty = True
        app.draw()
        frames.append(pygame.image.tobytes(app.screen, "RGB"))
    assert frames[1] == frames[2]


def test_a_veil_over_a_kept_panel_would_darken_it(monkeypatch):
    """The planted fault: the overlay not told that the guide drew over the panel."""
    from game.scenes import learn_layer as module

    app, table, layer = open_lesson("mischwald")
    real = module.Lesson.draw

    def forgetful(self, surface):
        real(self, surface)
        self.table.overdrawn = False

    monkeypatch.setattr(module.Lesson, "draw", forgetful)
    frames = []
    for _frame in range(3):
        table.dirty = True
        app.draw()
        frames.append(pygame.image.tobytes(app.screen, "RGB"))
    assert frames[1] != frames[2]


def test_a_lesson_left_after_a_move_resumes_at_the_next_step():
    app, table, layer = open_lesson("mischwald")
    piece, place = layer.spots()
    drag(app, piece.rect.center, place.rect.center)
    assert layer.session.phase == DONE
    click(app, layer.button("leave").rect.center)
    table = scenes.make("lesson", app, "mischwald")
    assert lesson_layer(table).session.step_number == 2


def test_any_game_with_a_lesson_file_is_followed(toy, tmp_path, monkeypatch):
    """The toy game, given a lesson file: a button step, a drag step, the script moving
    the learner's own seat on between steps, then Easy's moves."""
    import json

    lesson = {
        "game": "toy",
        "options": {"seats": [{"name": "You", "kind": "human"},
                              {"name": "Ada", "kind": "greedy"}], "variants": {}},
        "seed": 1,
        "steps": [
            {"say": "Draw a card.", "action": {"type": "draw"},
             "wrong": "Draw first.", "done": "You drew a card.",
             "others": [{"type": "draw"}, {"type": "draw"}]},  # Ada's, then the learner's
            {"say": "Play your best card.", "action": {"type": "play", "card": "c11"},
             "wrong": "Play your highest card.", "done": "It scores its value."},
            {"say": "Confirm.", "action": {"type": "confirm"},
             "wrong": "Confirm it.", "done": "Your turn is over."},
        ],
    }
    path = tmp_path / "learn.json"
    path.write_text(json.dumps(lesson), encoding="utf-8")
    real = lessons.lesson_path
    monkeypatch.setattr(lessons, "lesson_path",
                        lambda game_id: path if game_id == "toy" else real(game_id))
    assert "toy" in lesson_games()
    app = make_app((1280, 720))
    app.home()
    assert follow_lesson(app, "toy") == 3
    layer = lesson_layer(app.stack.top)
    assert layer.session.phase == END and "c11" in layer.session.match.state.pile
