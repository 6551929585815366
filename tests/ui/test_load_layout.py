"""The Load screen before its folder is read, and with no saves but the autosave: the
line that says so stands above the "Replay the autosave" button, never on it, at every
window size. Planted: the line drawn where it stood before is caught."""

from __future__ import annotations

import threading

import pytest

from game.core import HUMAN, saves
from game.scenes import load as load_module
from game.scenes.load import LoadScene
from tests.history_games import play
from tests.layout_audit import SIZES, audit
from tests.ui_harness import open_scene


@pytest.fixture
def autosaved():
    saves.autosave(play("glade", [HUMAN, "random"], 4).record())


@pytest.fixture
def gate():
    """Holds the folder's reading back until the test is over."""
    held = threading.Event()
    yield held
    held.set()


def load_screen(size, monkeypatch, gate=None):
    """The Load screen with only the autosave; still reading its folder while ``gate``
    is held."""
    reading = gate is not None
    if gate is not None:
        real = load_module.list_folder
        monkeypatch.setattr(load_module, "list_folder",
                            lambda folder: (gate.wait(5), real(folder))[1])
    app, scene = open_scene(LoadScene, size)
    assert (scene.entries is None) == reading
    return app, scene


def problems(app, scene: LoadScene) -> list[str]:
    """The audit's findings, and any text drawn on a button not its own."""
    frame = audit(app)
    found = frame.problems()
    labels = {b.label for b in scene.buttons}
    for t in frame.texts:
        for b in scene.buttons:
            if t.string not in labels and t.rect.colliderect(b.rect):
                found.append(f"{t.string!r} lies on the button {b.label!r}")
    return found


@pytest.mark.parametrize("reading", [True, False], ids=["reading", "no saves"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_note_stands_above_the_autosave_button(size, reading, autosaved, gate,
                                                    monkeypatch):
    app, scene = load_screen(size, monkeypatch, gate if reading else None)
    assert any(b.label == "Replay the autosave" for b in scene.buttons)
    assert problems(app, scene) == []


def test_the_note_where_it_stood_before_is_caught(autosaved, gate, monkeypatch):
    """The planted fault: the layout that kept no line for the note, so the button
    stood where the note is drawn (the note 10 px below the button's top)."""
    app, scene = load_screen((800, 600), monkeypatch, gate)
    button = next(b.rect for b in scene.buttons if b.label == "Replay the autosave")
    monkeypatch.setattr(scene, "note_at", (button.x, button.y + app.px(10)))
    assert any("lies on the button 'Replay the autosave'" in p for p in problems(app, scene))

