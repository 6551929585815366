"""The results screen's "Hard on this deal": the Hard player's game on the same deal runs
in the worker behind a progress bar, Cancel stops it at once, and both score sheets are
shown side by side; only where one person played against the computer (or alone)."""

from __future__ import annotations

import random
import time

from game.ai import worker
from game.ai.players import choose_action
from game.core import HUMAN, Match, Options, Seat, registry
from game.scenes.results import Results
from game.scenes.same_deal import SameDealScene, side_by_side
from tests.ui_harness import click, make_table


def _finished(kinds: list[str]) -> Match:
    rules = registry.get("glade")
    seats = tuple(Seat("Ann" if k == HUMAN else f"Bot {i}", k, rules.info.colours[i])
                  for i, k in enumerate(kinds))
    match = Match(rules, Options(seats), 4)
    rng = random.Random(4)
    while not match.over:
        seat = match.decision().seat
        assert seat is not None
        match.play(choose_action(rules, match.state, seat, "greedy", rng))
    return match


def _results(kinds: list[str]) -> tuple[object, Results]:
    app, table = make_table("glade", match=_finished(kinds))
    app.settings.think_seconds = 0.05  # a quick Hard player: the test waits for its game
    if not isinstance(app.stack.top, Results):
        app.push(Results(app, table))
        app.step([])
    return app, app.stack.top


def _open(app, results: Results) -> SameDealScene:
    button = next(b for b in results.buttons if b.label == "Hard on this deal")
    button.inert_until = 0.0
    click(app, button.rect.center)
    assert isinstance(app.stack.top, SameDealScene)
    return app.stack.top


def test_the_hard_players_game_runs_with_progress_and_shows_both_sheets() -> None:
    app, results = _results([HUMAN, "greedy"])
    scene = _open(app, results)
    end = time.monotonic() + 180
    moved = False
    while not scene.player.done and time.monotonic() < end:
        app.step([])
        moved |= scene.player.progress[0] > 0
        time.sleep(0.05)
    app.step([])
    app.draw()
    found = scene.result
    assert moved and found is not None and found.finished, scene.player.error
    assert found.levels == ["hard", "greedy"]
    sheet = side_by_side(found)
    mine = results.sheet()
    assert [r.label for r in sheet.rows] == [r.label for r in mine.rows]
    assert [r.values[0] for r in sheet.rows] == [r.values[0] for r in mine.rows]
    assert sheet.totals == list(found.totals())
    assert any("against you" in line for line in scene._notes)
    scene.button.inert_until = 0.0
    click(app, scene.button.rect.center)
    assert app.stack.top is results
    worker.shut_down()


def test_cancel_stops_the_game_at_once() -> None:
    app, results = _results([HUMAN, "greedy"])
    scene = _open(app, results)
    time.sleep(0.3)
    app.step([])
    proc = worker._Process.current.proc if worker._Process.current else None
    scene.button.inert_until = 0.0
    click(app, scene.button.rect.center)
    assert app.stack.top is results
    assert proc is not None and not proc.is_alive()


def test_no_same_deal_between_two_people() -> None:
    _app, results = _results([HUMAN, HUMAN])
    assert "Hard on this deal" not in [b.label for b in results.buttons]
    assert "Review this game" in [b.label for b in results.buttons]
