"""Every game's view package has the same shape, so a reader (or a sixth game) finds
its parts by name: ``view/__init__.py`` with ``VIEW``, a GameView typed against the
game's own observation that answers ``tooltip``; ``view/hover.py`` with
``tooltip(view, pos)``, the hover help; ``art.py`` and ``flights.py``; no module named
like one of game/ui. And a sixth game (the tests' toy game) registers, plays to the end
with computer seats and renders. Faults planted in fake packages show the check fails."""

from __future__ import annotations

import importlib
import importlib.util
import inspect
import textwrap
import typing
from pathlib import Path

import pygame
import pytest

from game.core import registry
from game.core.entry import GameEntry
from game.ui.gameview import GameView
from tests.ui_harness import make_table, run_computers

ROOT = Path(__file__).resolve().parents[1]
REQUIRED = ("__init__.py", "art.py", "flights.py", "hover.py")
UI_MODULES = {p.stem for p in (ROOT / "game" / "ui").glob("*.py")} - {"__init__"}


def observation_of(view: type) -> object:
    """The observation type ``view`` is a GameView of (None: not parameterised)."""
    for cls in view.__mro__:
        for base in getattr(cls, "__orig_bases__", ()):
            if typing.get_origin(base) is GameView:
                return typing.get_args(base)[0]
    return None


def view_problems(package: str, observation: type) -> list[str]:
    """What is wrong with the shape of the view package ``package`` (an importable name)
    of a game whose rules observe ``observation``."""
    spec = importlib.util.find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        return [f"{package}: not a package"]
    folder = Path(next(iter(spec.submodule_search_locations)))
    names = {p.name for p in folder.glob("*.py")}
    problems = [f"{package}: {name} missing" for name in REQUIRED if name not in names]
    problems += [f"{package}: {stem}.py is named like game/ui/{stem}.py"
                 for stem in sorted({Path(n).stem for n in names} & UI_MODULES)]
    if "__init__.py" in names:
        problems += _view_class_problems(package, observation)
    if "hover.py" in names:
        problems += _hover_problems(package)
    return problems


def _view_class_problems(package: str, observation: type) -> list[str]:
    view = getattr(importlib.import_module(package), "VIEW", None)
    if not (isinstance(view, type) and issubclass(view, GameView)):
        return [f"{package}: VIEW is not a GameView subclass"]
    problems = []
    if inspect.isabstract(view):
        problems.append(f"{package}: VIEW leaves abstract methods")
    if view.tooltip is GameView.tooltip:
        problems.append(f"{package}: VIEW has no tooltip of its own")
    typed = observation_of(view)
    if typed is not observation:
        problems.append(f"{package}: VIEW is a GameView of {typed!r}, the rules observe "
                        f"{observation.__name__}")
    return problems


def _hover_problems(package: str) -> list[str]:
    tooltip = getattr(importlib.import_module(package + ".hover"), "tooltip", None)
    if not inspect.isfunction(tooltip):
        return [f"{package}: hover.py has no function tooltip"]
    params = list(inspect.signature(tooltip).parameters)
    if params != ["view", "pos"]:
        return [f"{package}: hover.tooltip takes {params}, not (view, pos)"]
    return []


def _view_package(entry: GameEntry) -> str:
    return type(entry.rules).__module__.rpartition(".")[0] + ".view"


def _observation(entry: GameEntry) -> type:
    return typing.get_type_hints(type(entry.rules).observe)["return"]


ENTRIES = registry.entries()


@pytest.mark.parametrize("entry", ENTRIES, ids=[e.id for e in ENTRIES])
def test_every_game_view_has_the_same_shape(entry):
    assert view_problems(_view_package(entry), _observation(entry)) == []


@pytest.mark.parametrize("entry", ENTRIES, ids=[e.id for e in ENTRIES])
def test_every_view_answers_tooltip_from_its_hover_module(entry, monkeypatch):
    hover = importlib.import_module(_view_package(entry) + ".hover")
    monkeypatch.setattr(hover, "tooltip", lambda view, pos: f"hover at {pos}")
    app, table = make_table(entry.id, players=max(2, entry.rules.info.min_players))
    assert table.view.tooltip((5, 6)) == "hover at (5, 6)"


def test_a_real_view_without_its_tooltip_is_reported(monkeypatch):
    """The fault planted in a real game: The Glade's view loses its tooltip."""
    entry = registry.entry("glade")
    view = importlib.import_module(_view_package(entry)).VIEW
    monkeypatch.delattr(view, "tooltip")
    assert view_problems(_view_package(entry), _observation(entry)) == [
        "game.games.glade.view: VIEW has no tooltip of its own"]


# --- the check fails on faults planted in fake view packages -------------------------------

INIT = '''
import dataclasses

from game.ui.gameview import GameView


@dataclasses.dataclass(frozen=True)
class FakeObservation:
    n: int


class FakeView(GameView[FakeObservation]):
    def draw(self, surface):
        pass

    def tooltip(self, pos):
        from . import hover

        return hover.tooltip(self, pos)


VIEW = FakeView
'''
FILES = {
    "__init__.py": INIT,
    "art.py": "",
    "flights.py": "",
    "hover.py": "def tooltip(view, pos):\n    return None\n",
}


def fake_view(tmp_path: Path, monkeypatch, name: str, **changes: str | None) -> tuple[str, type]:
    """A fake game's view package ``name`` with ``changes`` to its files (None: left
    out); its name and its observation class."""
    folder = tmp_path / name / "view"
    folder.mkdir(parents=True)
    (folder.parent / "__init__.py").write_text("")
    files = {**FILES, **{f"{k}.py": v for k, v in changes.items()}}
    for file, content in files.items():
        if content is not None:
            (folder / file).write_text(textwrap.dedent(content))
    monkeypatch.syspath_prepend(str(tmp_path))
    package = f"{name}.view"
    return package, importlib.import_module(package).FakeObservation


def test_a_fake_view_of_the_right_shape_passes(tmp_path, monkeypatch):
    assert view_problems(*fake_view(tmp_path, monkeypatch, "fake_good")) == []


def test_a_missing_hover_module_is_reported(tmp_path, monkeypatch):
    package, obs = fake_view(tmp_path, monkeypatch, "fake_nohover", hover=None)
    assert view_problems(package, obs) == ["fake_nohover.view: hover.py missing"]


def test_a_view_without_tooltip_is_reported(tmp_path, monkeypatch):
    init = INIT.replace("def tooltip(self, pos):", "def _unused(self, pos):")
    package, obs = fake_view(tmp_path, monkeypatch, "fake_notip", __init__=init)
    assert view_problems(package, obs) == ["fake_notip.view: VIEW has no tooltip of its own"]


def test_a_hover_module_by_another_name_is_reported(tmp_path, monkeypatch):
    package, obs = fake_view(tmp_path, monkeypatch, "fake_marks", hover=None,
                             marks="def tooltip(view, pos):\n    return None\n")
    assert view_problems(package, obs) == [
        "fake_marks.view: hover.py missing",
        "fake_marks.view: marks.py is named like game/ui/marks.py",
    ]


def test_a_hover_tooltip_of_another_signature_is_reported(tmp_path, monkeypatch):
    package, obs = fake_view(tmp_path, monkeypatch, "fake_sig",
                             hover="def tooltip(pos):\n    return None\n")
    assert view_problems(package, obs) == [
        "fake_sig.view: hover.tooltip takes ['pos'], not (view, pos)"]


def test_a_view_not_typed_against_its_observation_is_reported(tmp_path, monkeypatch):
    init = INIT.replace("class FakeView(GameView[FakeObservation]):", "class FakeView(GameView):")
    package, obs = fake_view(tmp_path, monkeypatch, "fake_untyped", __init__=init)
    assert view_problems(package, obs) == [
        "fake_untyped.view: VIEW is a GameView of None, the rules observe FakeObservation"]


def test_a_view_without_view_is_reported(tmp_path, monkeypatch):
    package, obs = fake_view(tmp_path, monkeypatch, "fake_noview",
                             __init__=INIT.replace("VIEW = FakeView", ""))
    assert view_problems(package, obs) == ["fake_noview.view: VIEW is not a GameView subclass"]


# --- a sixth game ------------------------------------------------------------------------


def test_a_sixth_game_registers_plays_with_computers_and_renders(toy):
    assert "toy" in [e.id for e in registry.entries()]
    app, table = make_table("toy", players=2, seed=4, kinds=["random", "greedy"])
    app.draw()
    run_computers(app, table)
    assert table.match.over and len(table.match.actions) > 10
    board = pygame.Surface(app.screen.get_size())
    table.view.draw(board)  # the finished game's table, drawn headless
    assert board.get_at(table.view.pile_rect().center) != board.get_at((2, 2))
    app.step([])
    app.draw()  # the results over the table
