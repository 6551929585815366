"""The layout audit of Today's forest (tests/layout_audit.py) at four window sizes in
three languages: the screen while the medals are worked out, filled with a month of
medals, on a past day, with the history's message; and the results of a daily deal with
a medal, without one and while its medals are still worked out."""

from __future__ import annotations

import datetime
import functools
import random

import pytest

from game import daily, daily_store, daily_work
from game.daily import Thresholds
from game.scenes.daily import DailyScene
from game.scenes.daily_results import DailyResults
from game.scenes.table import TableScene
from tests.layout_audit import MIN_PX_AT_720, SIZES, audit
from tests.ui_harness import make_app

LANGS = ("en", "de", "nl")


class Still(daily_work.Medals):
    """The medals as they stand, nothing worked out meanwhile: one deal half done, one
    failed, the rest waiting or known."""

    def poll(self) -> bool:
        return False

    def state(self, day: datetime.date, game: str) -> tuple[str, object]:
        found = self.thresholds(day, game)
        if found is not None:
            return "known", found
        if game == "mischwald":
            return "working", (40, 170)
        if game == "mystaria":
            return "failed", "RuntimeError: the worker process stopped"
        return "waiting", None


def _fill() -> None:
    """A month of attempts and medals before today, today's medals for two games."""
    rng = random.Random(7)
    today = daily.today()
    for n in range(1, 32):
        day = today - datetime.timedelta(days=n)
        for game in daily.games():
            if day >= daily.first_day() and rng.random() < 0.6:
                points = daily.thresholds_for(rng.randint(30, 120))
                daily_store.save_thresholds(day, game, points, "t")
                daily_store.record_attempt(day, game, "Ann", rng.randint(10, points.hard + 9),
                                           False, "t")
    for game, hard in (("glade", 24), ("renature", 90)):
        daily_store.save_thresholds(today, game, daily.thresholds_for(hard), "t")
    daily_store.record_attempt(today, "glade", "Ann", 23, False, "t")


def _app(size, lang):
    app = make_app(size)
    app.settings.language = lang
    app.apply_settings()
    app.home()
    return app


def _screen(app, what: str) -> DailyScene:
    if what != "fresh":
        _fill()
    scene = DailyScene(app)
    scene.work = Still()
    app.push(scene)
    if what == "past day":
        scene.choose_day(max(daily.first_day(), daily.today() - datetime.timedelta(days=2)))
    if what == "message":
        scene.problem = ("The game history history.db could not be used (file is not a "
                         "database). It was set aside as history.db.broken-20261127-101010 "
                         "and a new one begun.")
    app.step([])
    return scene


@functools.cache
def _finished_glade() -> tuple[int, list[object]]:
    """Today's Glade deal played to its end by random moves: its seed's actions."""
    from game.ai.players import choose_action

    match = daily.deal("glade", daily.today(), "Ann")
    rng = random.Random(3)
    while not match.over:
        seat = match.decision().seat
        assert seat is not None
        match.play(choose_action(match.rules, match.state, seat, "random", rng))
    return match.seed, list(match.actions)


def _results(app, what: str) -> DailyResults:
    _seed, actions = _finished_glade()
    match = daily.deal("glade", daily.today(), "Ann")
    for action in actions:
        match.play(action)
    score = match.rules.score_sheet(match.state).totals[0]
    if what != "waiting":
        hard = score if what == "gold" else score * 2 + 10
        daily_store.save_thresholds(daily.today(), "glade", daily.thresholds_for(hard), "t")
    medals = daily_work.reset()
    medals.poll = lambda: False  # type: ignore[method-assign]  # nothing worked meanwhile
    table = TableScene(app, match, autosave=False)
    app.push(table)
    results = daily_work_results(app, table)
    app.push(results)
    app.step([])
    return results


def daily_work_results(app, table) -> DailyResults:
    from game.scenes.daily_results import results_for

    found = results_for(app, table, [])
    assert isinstance(found, DailyResults)
    return found


def _check(app, size) -> list[str]:
    frame = audit(app)
    problems = frame.problems()
    # a line cut short with an ellipsis loses its meaning (the medals' state lines)
    problems += [f"cut: {t.string!r}" for t in frame.texts
                 if t.on_screen and t.string.rstrip().endswith("…")]
    if size == (1280, 720) and (frame.smallest() or MIN_PX_AT_720) < MIN_PX_AT_720:
        problems.append(f"text of {frame.smallest()} px")
    return problems


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("what", ["fresh", "filled", "past day", "message"])
def test_the_daily_screen_layout(what, size, lang) -> None:
    app = _app(size, lang)
    _screen(app, what)
    assert _check(app, size) == []
    daily_work.reset()


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("what", ["gold", "none", "waiting"])
def test_the_daily_results_layout(what, size, lang) -> None:
    app = _app(size, lang)
    results = _results(app, what)
    assert (results.points is None) == (what == "waiting")
    assert (results.medal == "gold") == (what == "gold")
    assert _check(app, size) == []
    daily_work.reset()


def test_the_medal_points_are_drawn_for_known_deals() -> None:
    app = _app((1280, 720), "en")
    scene = _screen(app, "filled")
    frame = audit(app)
    shown = {t.string for t in frame.texts}
    today = daily.thresholds_for(90)
    assert {str(today.bronze), str(today.silver), str(today.gold)} <= shown
    assert "Working out the medals… 23 %" in shown and "Waiting to work out the medals" in shown
    assert "Medals not worked out; tried again next time" in shown
    assert scene.results["glade"][daily.today()].best == 23
    assert Thresholds(24, 17, 22, 24) == daily.thresholds_for(24)
    daily_work.reset()
