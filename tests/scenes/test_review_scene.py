"""The results screen's "Review this game": the review runs in the worker behind a
progress bar, Cancel stops it, and the three costliest decisions are listed."""

from __future__ import annotations

import random
import time

from game.ai import worker
from game.ai.players import choose_action
from game.core import HUMAN, Match, Options, Seat, registry
from game.scenes.results import Results
from game.scenes.review import ReviewScene
from tests.ui_harness import click, make_table


def _finished() -> Match:
    rules = registry.get("glade")
    seats = (Seat("Ann", HUMAN, rules.info.colours[0]), Seat("Bot", "greedy", rules.info.colours[1]))
    match = Match(rules, Options(seats), 4)
    rng = random.Random(4)
    while not match.over:
        seat = match.decision().seat
        assert seat is not None
        match.play(choose_action(rules, match.state, seat, "greedy", rng))
    return match


def _open_review() -> tuple[object, ReviewScene]:
    app, table = make_table("glade", match=_finished())
    if not isinstance(app.stack.top, Results):
        app.push(Results(app, table))
        app.step([])
    results = app.stack.top
    button = next(b for b in results.buttons if b.label == "Review this game")
    button.inert_until = 0.0
    click(app, button.rect.center)
    assert isinstance(app.stack.top, ReviewScene)
    return app, app.stack.top


def test_the_review_runs_with_a_progress_bar_and_lists_the_costliest() -> None:
    app, scene = _open_review()
    end = time.monotonic() + 120
    moved = False
    while not scene.reviewer.done and time.monotonic() < end:
        app.step([])
        moved |= 0 < scene.reviewer.progress[0] < scene.reviewer.progress[1]
        time.sleep(0.05)
    app.step([])
    app.draw()
    assert moved and scene.reviewer.result is not None
    shown = [ln for ln in scene._lines if ln]
    assert shown and (len(scene.reviewer.result.costliest) == 0
                      or any(ln.startswith("Move ") for ln in shown))
    assert scene.button.label == "Close"
    click(app, scene.button.rect.center)
    assert isinstance(app.stack.top, Results)
    worker.shut_down()


def test_cancel_stops_the_review_at_once() -> None:
    app, scene = _open_review()
    time.sleep(0.5)
    app.step([])
    app.draw()
    proc = worker._Process.current.proc if worker._Process.current else None
    scene.button.inert_until = 0.0
    click(app, scene.button.rect.center)
    assert isinstance(app.stack.top, Results)
    assert proc is not None and not proc.is_alive()
