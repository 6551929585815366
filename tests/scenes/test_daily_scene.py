"""The Today's forest screen, headless: from the main menu to a daily deal at the table,
played out by script to its results, which show the medal and keep the attempt; a past
day chosen on the calendar; the medals worked out while the person plays; a damaged
history."""

from __future__ import annotations

import datetime
import random
import time

from game import daily, daily_store, daily_work
from game.ai.players import choose_action
from game.daily import Thresholds
from game.scenes.daily import DailyScene
from game.scenes.daily_results import DailyResults
from game.scenes.results import Results
from game.scenes.table import TableScene
from tests.ui_harness import click, make_app, run_computers

SMALL = {"hard": 6, "medium": 3}


def _daily_screen(size=(1280, 800)):
    app = make_app(size)
    app.home()
    button = next(b for b in app.stack.top.buttons if b.label == "Today's forest")
    button.on_click()
    scene = app.stack.top
    assert isinstance(scene, DailyScene)
    app.step([])
    return app, scene


def _start(app, scene: DailyScene, game: str) -> TableScene:
    index = scene.games.index(game)
    button = [b for b in scene.widgets if b.label in ("Start", "Again")][index]
    button.inert_until = 0.0
    scene.appeared_under = None
    click(app, button.rect.center)
    table = app.stack.top
    assert isinstance(table, TableScene)
    table.quiet_seconds = 0.0
    return table


def _play_out(app, table: TableScene, seed: int = 5) -> None:
    """The person's moves by script (random legal moves through the table), the computers'
    by the loop, until the results are up."""
    rng = random.Random(seed)
    end = time.monotonic() + 240
    while not table.match.over and time.monotonic() < end:
        if table.my_turn and app.stack.top is table:
            table.play(choose_action(table.rules, table.match.state, table.viewer, "random",
                                     rng))
        else:
            run_computers(app, table, limit_s=60)
            if app.stack.top is not table and not table.match.over:
                app.pop()  # a note over the table
    assert table.match.over
    for _ in range(5):
        app.step([])


def test_a_daily_game_from_the_menu_to_its_medal() -> None:
    daily_work.reset(SMALL)
    today = daily.today()
    daily_store.save_thresholds(today, "glade", Thresholds(24, 17, 22, 24), "t")
    app, scene = _daily_screen()
    table = _start(app, scene, "glade")
    assert table.match.seed == daily.seed_of("glade", today)
    assert [s.kind for s in table.options.seats] == ["human"]
    _play_out(app, table)
    results = app.stack.top
    assert isinstance(results, DailyResults) and isinstance(results, Results)
    score = results.sheet().totals[0]
    medal = daily.medal_for(score, Thresholds(24, 17, 22, 24))
    assert results.medal == medal
    explained = results.notes[0]
    assert explained.startswith("Today's forest, ") and f"{score} points" in explained
    assert ("No medal this time" in explained) if medal is None else \
        explained.split("Today's forest, ")[1].split(". ", 1)[1].startswith(
            f"{medal.capitalize()} medal")
    app.draw()
    kept = daily_store.attempts("glade")
    assert [(a.day, a.score, a.medal) for a in kept] == [(today, score, medal)]
    back = next(b for b in results.buttons if b.label == "Today's forest")
    back.on_click()
    assert app.stack.top is scene
    assert scene.results["glade"][today].tries == 1
    assert next(b for b in scene.widgets if b.label == "Again")
    app.draw()
    daily_work.reset()


def test_play_again_deals_the_same_day_once_more() -> None:
    daily_work.reset(SMALL)
    app, scene = _daily_screen()
    first = _start(app, scene, "glade")
    _play_out(app, first, seed=2)
    results = app.stack.top
    assert isinstance(results, DailyResults)
    next(b for b in results.buttons if b.label == "Play again").on_click()
    again = app.stack.top
    assert isinstance(again, TableScene) and again is not first
    assert again.match.seed == first.match.seed and not again.match.actions
    assert app.stack.scenes[-2] is scene  # Today's forest beneath, as before
    daily_work.reset()


def test_planted_fault_plain_results_keep_no_attempt(monkeypatch) -> None:
    """The guard of the test above: with the plain results screen registered for every
    game (the daily one left out), the attempt is not kept and no medal is shown."""
    from game.scenes import registry

    daily_work.reset(SMALL)
    daily_store.save_thresholds(daily.today(), "glade", Thresholds(24, 17, 22, 24), "t")
    app, scene = _daily_screen()
    monkeypatch.setitem(registry._factories, "results", Results)  # after the app filled it
    _play_out(app, _start(app, scene, "glade"))
    assert isinstance(app.stack.top, Results) and not isinstance(app.stack.top, DailyResults)
    assert daily_store.attempts("glade") == []  # what the guard above would catch
    daily_work.reset()


def test_a_past_day_from_the_calendar_deals_that_day() -> None:
    daily_work.reset(SMALL)
    app, scene = _daily_screen()
    day = max(daily.first_day(), daily.today() - datetime.timedelta(days=3))
    if (day.year, day.month) != scene.month:
        scene.turn_month(-1)
    cell = next(rect for d, rect in scene.grid.cells if d == day)
    click(app, cell.center)
    assert scene.day == day
    assert any(b.label == "Today" for b in scene.widgets)
    future = [rect for d, rect in scene.grid.cells if d > daily.today()]
    if future:
        click(app, future[0].center)
        assert scene.day == day  # days to come cannot be chosen
    table = _start(app, scene, "renature")
    assert table.match.seed == daily.seed_of("renature", day)
    assert [s.kind for s in table.options.seats] == ["human", "medium"]
    assert scene.work.busy()  # the medals go on being worked out meanwhile
    app.pop()
    assert app.stack.top is scene and scene.work.busy()
    app.home()  # the screen left: the deals waiting are forgotten
    assert scene.work.queue == []
    daily_work.reset()


def test_a_deal_being_worked_out_when_the_screen_is_left_finishes_and_is_kept() -> None:
    """Leaving Today's forest mid-deal loses nothing: the deal goes on in the worker, a
    visit meanwhile finds it where it was, and its medals are kept with no screen open."""
    medals = daily_work.reset(SMALL)
    app, scene = _daily_screen()
    working = medals.job
    assert working is not None and medals.queue  # one deal worked, the others waiting
    key = (working.day, working.game)
    app.home()  # the main menu: nobody waits for the queue, the deal goes on
    assert medals.queue == [] and medals.job is working
    app.stack.top.daily()  # back before it is done: the same deal, not a fresh start
    assert medals.job is working or medals.thresholds(*key) is not None
    app.home()
    end = time.monotonic() + 240
    while medals.job is not None and time.monotonic() < end:
        app.step([])  # the main menu's frames: no screen of Today's forest polls
        time.sleep(0.05)
    assert medals.job is None and medals.thresholds(*key) is not None
    assert daily_store.thresholds(*key) == medals.thresholds(*key)  # kept in the history
    assert medals.queue == []  # and nothing else was started
    daily_work.reset()


def test_the_medals_come_while_the_results_wait() -> None:
    medals = daily_work.reset(SMALL)
    app, scene = _daily_screen()
    table = _start(app, scene, "glade")
    medals.stop()  # as if the game ended before the medals were worked out
    _play_out(app, table, seed=8)
    results = app.stack.top
    assert isinstance(results, DailyResults)
    assert results.points is None and results.busy()  # the screen says so and waits
    assert "still playing this deal" in results.notes[0]
    assert daily_store.attempts("glade")[-1].medal is None
    app.draw()
    end = time.monotonic() + 240
    while results.points is None and time.monotonic() < end:
        app.step([])
        time.sleep(0.05)
    assert results.points == medals.thresholds(daily.today(), "glade")
    assert results.points is not None
    assert "still playing" not in results.notes[0]
    kept = daily_store.attempts("glade")
    assert kept[-1].medal == daily.medal_for(kept[-1].score, results.points)
    daily_work.reset()


def test_a_damaged_history_still_opens_the_screen_with_one_message() -> None:
    """The history found damaged once Sylva runs (at start the app says it itself)."""
    from game.core import history
    from game.core.paths import user_dir

    daily_work.reset(SMALL)
    app = make_app((800, 600))
    app.home()
    history.shared().close()
    (user_dir() / "history.db").write_bytes(b"garbage, not a database" * 64)
    app.stack.top.daily()
    scene = app.stack.top
    assert isinstance(scene, DailyScene)
    app.step([])
    assert scene.problem.count("set aside") == 1
    app.draw()
    scene.read()  # read again: no second message, the new history works
    assert scene.problem.count("set aside") == 1
    assert history.shared().take_problem() is None
    daily_work.reset()


class _FailedJob:
    """A medals' job whose worker answered with an error (its own words, a traceback line)."""

    def __init__(self, day: datetime.date, game: str) -> None:
        self.day, self.game, self.hard = day, game, None
        self.error = RuntimeError("ValueError: secret internals")


def _drawn_words(app, scene, monkeypatch) -> list[str]:
    from game.ui import text

    words: list[str] = []
    real = text.blit_text
    monkeypatch.setattr(text, "blit_text",
                        lambda surface, s, *a, **k: (words.append(s), real(surface, s, *a, **k))[1])
    scene.draw(app.screen)
    monkeypatch.setattr(text, "blit_text", real)
    return words


def test_a_failed_medal_job_shows_a_sentence_and_is_tried_again(monkeypatch, capsys) -> None:
    daily_work.reset(SMALL)
    app, scene = _daily_screen()
    scene.work.stop()  # nothing real in the way
    game = scene.games[0]
    scene.work._finish(_FailedJob(scene.day, game))  # type: ignore[arg-type]
    assert scene.work.state(scene.day, game)[0] == "failed"
    words = " ".join(_drawn_words(app, scene, monkeypatch))
    assert "not worked out" in words
    assert "secret internals" not in words  # not the raw error
    assert "secret internals" in capsys.readouterr().err  # the detail goes to the console
    scene.exit()  # leaving the screen: the next visit tries again
    assert scene.work.state(scene.day, game)[0] == "waiting"
    daily_work.reset()
