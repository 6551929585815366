"""The Statistics screen (from the main menu) and ``sylva --stats``."""

from __future__ import annotations

import pytest

from game.core import history
from game.core import statistics as st
from game.scenes.stats import ALL, StatsScene
from tests.history_games import fill
from tests.ui_harness import make_app


@pytest.fixture
def app_with_games():
    fill(history.shared(), 24, seed=5)
    app = make_app()
    app.home()
    return app


def test_the_main_menu_opens_the_statistics(app_with_games):
    app = app_with_games
    menu = app.stack.top
    button = next(b for b in menu.buttons if b.label == "Statistics")
    button.on_click()
    assert isinstance(app.stack.top, StatsScene)
    app.draw()


def test_filters_change_the_table(app_with_games):
    app = app_with_games
    scene = StatsScene(app)
    app.push(scene)
    everyone = scene._lines
    assert everyone and sum(int(line[3]) for line in everyone) == len(st.select(scene.results))
    scene._filter("game", "woud")
    assert all(line[0] == "Het Woud" for line in scene._lines)
    assert scene._means  # one game: its mean points per score-sheet row
    scene._filter("help", "1")
    assisted = sum(int(line[3]) for line in scene._lines)
    assert assisted == len(st.select(scene.results, game="woud", assisted=True))
    scene._filter("name", "Bob")
    assert scene._lines or scene.lines() == []
    app.draw()


def test_a_long_table_turns_pages():
    fill(history.shared(), 60, seed=9)
    app = make_app((800, 600))
    app.home()
    scene = StatsScene(app)
    scene.filters["name"] = ALL
    app.push(scene)
    scene._filter("name", ALL)
    pages = -(-len(scene._lines) // scene.rows_per_page)
    assert pages > 1
    labels = [getattr(w, "label", "") for w in scene.widgets]
    assert "Next" in labels and "Previous" in labels
    nxt = next(w for w in scene.widgets if getattr(w, "label", "") == "Next")
    nxt.on_click()
    assert scene.page == 1
    assert any(getattr(w, "label", "") == "Previous" and w.enabled for w in scene.widgets)
    app.draw()


def test_no_games_yet_says_so():
    app = make_app()
    app.home()
    app.push(StatsScene(app))
    assert app.stack.top._lines == []
    app.draw()


def test_sylva_stats_prints_the_table(capsys):
    from game.cli import main

    assert main(["--stats"]) == 0
    assert "No finished games yet." in capsys.readouterr().out
    fill(history.shared(), 5, seed=1)
    assert main(["--stats"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "Ann" and "Win share" in out[1] and len(out) >= 3
