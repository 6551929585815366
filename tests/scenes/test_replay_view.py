"""The replay viewer on the real table: the buttons, the slider and the keys step it,
the drawn board is the recorded game's at that step, nothing can be played, and whose
view is shown follows the seat rule."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from game.core import HUMAN, registry
from game.core.match import Match
from game.core.record import Record
from game.core.snapshot import plain
from game.scenes import registry as scenes
from game.scenes.replay_view import ReplayTable
from game.scenes.table import TableScene
from tests.history_games import play
from tests.ui_harness import click, key, make_app

GAMES = [r.info.id for r in registry.all_games()]


def record_of(game: str, moves: int | None = None) -> Record:
    record = play(game, [HUMAN, "random"], 5).record()
    if moves is not None:
        record = dataclasses.replace(record, actions=record.actions[:moves])
    return record


def open_viewer(record: Record, size: tuple[int, int] = (1280, 800)):
    app = make_app(size)
    app.home()
    table = scenes.make("replay", app, record)
    app.push(table)
    table.quiet_seconds = 0.0
    app.step([])
    return app, table


def button(table: ReplayTable, name: str):
    return next(b for b in table.controls.buttons if table.controls.icons.get(id(b)) == name)


def at(record: Record, k: int) -> Match:
    return Match.from_record(dataclasses.replace(record, actions=record.actions[:k]))


def board_pixels(app, table: TableScene) -> bytes:
    app.step([])
    return pygame.image.tobytes(app.screen.subsurface(table.view.rect), "RGB")


@pytest.mark.parametrize("game", GAMES)
def test_buttons_and_slider_step_and_the_board_matches(game: str) -> None:
    record = record_of(game)
    app, table = open_viewer(record)
    replay = table.session.replay
    for name, expected in (("forward", 1), ("forward", 2), ("back", 1), ("end", replay.length),
                           ("start", 0)):
        click(app, button(table, name).rect.center)
        assert replay.index == expected, name
        assert plain(table.match.state) == plain(at(record, expected).state)
    x = table.controls.x_of(replay.length // 2)  # a pixel may stand for a few moves
    click(app, (x, table.controls.track.y + 4))
    k = replay.index
    assert k == table.controls.index_at(x) and abs(k - replay.length // 2) <= 2
    assert plain(table.observation) == plain(
        replay.rules.observe(at(record, k).state, table.viewer))
    drawn = board_pixels(app, table)
    other = make_app()
    other.home()
    plain_table = TableScene(other, at(record, k), autosave=False)
    plain_table.viewer = table.viewer
    other.push(plain_table)
    assert board_pixels(other, plain_table) == drawn


def test_keys_and_play() -> None:
    record = record_of("glade")
    app, table = open_viewer(record)
    replay = table.session.replay
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_LEFT)
    assert replay.index == 1
    key(app, pygame.K_END)
    assert replay.index == replay.length
    key(app, pygame.K_HOME)
    click(app, button(table, "play").rect.center)
    assert table.controls.playing
    for _ in range(5):
        table.update(1.0)
    assert replay.index >= 3
    click(app, button(table, "play").rect.center)
    assert not table.controls.playing


@pytest.mark.parametrize("game", GAMES)
def test_no_move_can_be_made(game: str) -> None:
    record = record_of(game, 8)
    app, table = open_viewer(record)
    table.session.seek(4)
    before = plain(table.match.state)
    for action in list(table.rules.legal_actions(table.match.state))[:5]:
        assert table.check(action) == "This is a replay."
        table.play(action)
    view = table.view.rect
    for x in range(view.x + 10, view.right, max(1, view.w // 12)):
        for y in range(view.y + 10, view.bottom, max(1, view.h // 8)):
            click(app, (x, y))
    assert plain(table.match.state) == before and table.session.replay.index == 4
    assert not table.session.computer_to_move() and table.session.saver is None


@pytest.mark.parametrize("game", GAMES)
def test_the_seat_rule_at_the_table(game: str) -> None:
    midway = record_of(game, 7)
    app, table = open_viewer(midway)
    assert table.viewer == 0 and not table.session.look_as(1)
    assert all("Seen by" not in b.label for b in table.controls.buttons)
    hidden = table.rules.hidden_from(table.match.state, 0)
    from game.core.snapshot import strings_in
    assert not hidden & strings_in(table.observation)
    app, table = open_viewer(record_of(game))  # finished: every hand may be opened
    chooser = next(b for b in table.controls.buttons if "Seen by" in b.label)
    click(app, chooser.rect.center)
    assert table.viewer == 1
    assert plain(table.observation) == plain(table.rules.observe(table.match.state, 1))


def test_entries_close_the_replay() -> None:
    app, table = open_viewer(record_of("woud"))
    click(app, next(b for b in table.controls.buttons if b.label == "Close").rect.center)
    assert app.stack.top is not table


def test_dragging_the_slider_jumps() -> None:
    from tests.ui_harness import drag

    record = record_of("renature")
    app, table = open_viewer(record)
    track = table.controls.track
    drag(app, (track.x + 1, track.y + 4), (track.right - 1, track.y + 4))
    assert table.session.replay.index == table.controls.index_at(track.right - 1)
    assert plain(table.match.state) == plain(at(record, table.session.replay.index).state)


def test_load_screen_replays_a_save_and_the_autosave() -> None:
    from game.core import saves
    from game.scenes.load import LoadScene

    record = record_of("mystaria", 12)
    saves.save_record(record, saves.saves_dir() / "one.json")
    saves.autosave(record_of("woud", 5))
    app = make_app()
    app.home()
    scene = LoadScene(app)
    app.push(scene)
    app.step([])
    scene.update(0.0)
    click(app, next(b for b in scene.buttons if b.label == "Replay").rect.center)
    viewer = app.stack.top
    assert isinstance(viewer, ReplayTable) and viewer.rules.info.id == "mystaria"
    assert viewer.session.replay.length == 12 and viewer.session.replay.index == 0
    viewer.menu()  # Esc: back to the Load screen
    assert app.stack.top is scene
    click(app, next(b for b in scene.buttons if b.label == "Replay the autosave").rect.center)
    assert app.stack.top.rules.info.id == "woud"


def test_results_watch_again() -> None:
    record = record_of("glade")
    app = make_app()
    app.home()
    table = TableScene(app, Match.from_record(record), autosave=False)
    app.push(table)
    app.push(scenes.make("results", app, table))
    app.step([])
    results = app.stack.top
    click(app, next(b for b in results.buttons if b.label == "Watch again").rect.center)
    viewer = app.stack.top
    assert isinstance(viewer, ReplayTable)
    assert viewer.session.replay.record.actions == record.actions
    assert len(viewer.session.replay.allowed_viewers()) == 2  # the game is over
    viewer.controls.go(viewer.session.replay.length)
    app.step([])
    assert app.stack.top is viewer  # no results opened by the replay's end


def test_statistics_watch_the_last_game() -> None:
    from game.core import history
    from game.scenes.stats import StatsScene

    store = history.shared()
    first = store.record(play("woud", [HUMAN, "random"], 1), "2025-01-01 10:00:00")
    last = store.record(play("glade", [HUMAN, "random"], 2), "2025-02-01 10:00:00")
    app = make_app()
    app.home()
    scene = StatsScene(app)
    app.push(scene)
    app.step([])
    click(app, next(b for b in scene.widgets if getattr(b, "label", "") == "Watch the last game")
          .rect.center)
    viewer = app.stack.top
    assert isinstance(viewer, ReplayTable) and first != last
    assert viewer.session.replay.record.actions == store.record_of(last).actions
    assert viewer.session.replay.finished


def test_a_language_switch_reaches_the_replays_prompt(monkeypatch: pytest.MonkeyPatch) -> None:
    """The replay's session knows the interface language, so the decision it keeps per move
    is asked again in the new language (it kept the old one's words before)."""
    from game.i18n import set_language

    record = record_of("glade", 4)
    _app, table = open_viewer(record)
    try:
        set_language("en")
        english = table.session.decision().prompt
        set_language("de")
        german = table.session.decision().prompt
        assert english and german and english != german
        # the fault this guards against: a replay session blind to the language
        monkeypatch.setattr(table.session, "language", lambda: "")
        table.session.decision()
        set_language("en")
        assert table.session.decision().prompt == german, "the planted fault is not seen"
    finally:
        set_language("en")
