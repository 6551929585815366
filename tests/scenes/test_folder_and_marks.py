"""Small things a player reads: the Load and About screens name the data folder only
behind "Open the folder" (no absolute path printed as a subtitle), and every mark on the
results screen is explained (the winner's '*')."""

from __future__ import annotations

from game.core import saves
from game.core.paths import data_dir
from game.scenes.results import Results
from tests.layout_audit import audit
from tests.ui_harness import click, make_table, open_scene, run_computers


def _drawn(app) -> list[str]:
    return [t.string for t in audit(app).texts]


def test_the_about_screen_prints_no_folder_path_and_opens_it(monkeypatch):
    from game.scenes import about

    app, scene = open_scene(about.AboutScene, (1280, 720))
    drawn = _drawn(app)
    assert any("errors.log" in s for s in drawn), "what is kept there is still said"
    assert not any(str(data_dir()) in s or str(data_dir().name) in s.split() for s in drawn)
    opened = []
    monkeypatch.setattr(about.subprocess, "Popen", lambda cmd, **kw: opened.append(cmd))
    monkeypatch.setattr(about.sys, "platform", "linux")
    click(app, scene.widgets[0].rect.center)
    app.step([])
    assert opened and opened[0][1] == str(data_dir())
    assert not any(str(data_dir()) in s for s in _drawn(app)), "not even once opened"


def test_the_load_screen_prints_no_folder_path_and_opens_it(monkeypatch):
    from game.scenes import about
    from game.scenes.load import LoadScene

    app, scene = open_scene(LoadScene, (800, 600))
    assert not any(str(saves.saves_dir()) in s for s in _drawn(app))
    button = next(b for b in scene.buttons if b.label == "Open the folder")
    opened = []
    monkeypatch.setattr(about.subprocess, "Popen", lambda cmd, **kw: opened.append(cmd))
    monkeypatch.setattr(about.sys, "platform", "linux")
    click(app, button.rect.center)
    assert opened and opened[0][1] == str(saves.saves_dir())


def test_the_winners_star_is_explained_under_the_sheet():
    app, table = make_table("renature", 2, seed=4, kinds=["random", "random"])
    table.options = table.match.options
    run_computers(app, table, limit_s=120)
    app.step([])
    results = app.stack.top
    assert isinstance(results, Results)
    drawn = _drawn(app)
    starred = [s for s in drawn if s.endswith(" *")]
    assert starred, "a winner's total carries the star"
    assert any(s.startswith("* ") for s in drawn), drawn
