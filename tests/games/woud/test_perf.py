"""Figures for Het Woud: the Bosgeest's decision time and the redraw of a late table.

Prints the p95 values (run with -s to see them); the bounds are generous on purpose."""

from __future__ import annotations

import random
import statistics
import time

import pytest

from game.core import Match, Options, Seat
from game.games.woud import RULES
from tests.harness import options_for

# Benchmarks: `python -m pytest -m perf -s` runs them (not part of the default run).
pytestmark = pytest.mark.perf


def p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20)[-1]


def test_bosgeest_decision_time_p95():
    times = []
    for seed in range(12):
        s = RULES.setup(options_for(RULES, 1, (("advanced", "plants"),) if seed % 2 else ()), seed)
        rng = random.Random(seed)
        while not s.over:
            action = rng.choice(list(RULES.legal_actions(s)))
            turn_before = s.turn
            t0 = time.perf_counter()
            RULES.apply(s, action)
            took = time.perf_counter() - t0
            if s.turn > turn_before and s.log and any(e.seat == 1 for e in s.log[-3:]):
                times.append(took)  # this move handed over to the Bosgeest and back
    figure = p95(times)
    print(f"\nBosgeest turn p95: {figure * 1000:.2f} ms over {len(times)} turns")
    assert figure < 0.05


def test_redraw_p95_of_a_late_two_player_table():
    from tests.ui_harness import make_table

    seats = (Seat("P1", "human", "green"), Seat("P2", "human", "blue"))
    m = Match(RULES, Options(seats, ()), 21)
    rng = random.Random(21)
    while not (m.state.season == 2 and len(m.state.decks[2]) < 8):
        m.play(rng.choice(list(RULES.legal_actions(m.state))))
    app, table = make_table("woud", players=2, match=m)
    for _ in range(5):  # warm the icon and text caches
        app.draw()
    window, view = [], []
    for i in range(120):
        if i % 2 == 0:
            table.view.changed()  # as after a move: the view's layout is recomputed
        t0 = time.perf_counter()
        app.draw()
        window.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        table.view.draw(app.screen)
        view.append(time.perf_counter() - t0)
    print(
        f"\nlate 2-player redraw p95: {p95(window) * 1000:.2f} ms whole window, "
        f"{p95(view) * 1000:.2f} ms the Woud view alone"
    )
    assert p95(view) < 0.05  # generous: the machine is shared while tests run
