"""A second Sylva window says so and leaves the first window's autosave alone (issue 32)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.core import instance, saves

ROOT = Path(__file__).resolve().parents[2]
HOLD = "from game.core import instance; import time; instance.claim(); print('held', flush=True); time.sleep(30)"


@pytest.fixture
def other_window():
    proc = subprocess.Popen([sys.executable, "-c", HOLD], cwd=ROOT, stdout=subprocess.PIPE,
                            text=True, env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert proc.stdout.readline().strip() == "held"
    yield proc
    proc.kill()
    proc.wait(5)


def _second_window_autosaves() -> bool:
    """Open a second window, play one move at a table: did it write the autosave?"""
    from tests.ui_harness import make_table

    saves.autosave_path().write_text("the first window's game")
    app, table = make_table("glade", 2, seed=1)
    move = next(iter(table.rules.legal_actions(table.match.state)))
    table.play(move)
    table.flush_saves()
    return saves.autosave_path().read_text() != "the first window's game"


def test_a_second_window_says_so_and_keeps_the_first_windows_autosave(other_window):
    from game.scenes.dialogs import MessageBox
    from tests.ui_harness import make_app

    assert instance.running() == other_window.pid
    app = make_app()
    app.home()
    assert isinstance(app.stack.top, MessageBox)
    shown = " ".join(str(v) for v in vars(app.stack.top).values() if isinstance(v, str))
    assert "already open" in shown and str(other_window.pid) in shown
    assert not _second_window_autosaves()


def test_a_second_window_that_does_not_look_is_caught(other_window, monkeypatch):
    """Planted fault: no instance check (as before): the second window overwrites."""
    monkeypatch.setattr(instance, "claim", lambda: None)
    assert _second_window_autosaves()


def test_a_lock_left_by_a_crash_is_taken_over():
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    (saves.user_dir() / instance.LOCK_NAME).write_text(str(dead.pid))
    assert instance.claim() is None
    assert (saves.user_dir() / instance.LOCK_NAME).read_text() == str(os.getpid())
    instance.release()
    assert not (saves.user_dir() / instance.LOCK_NAME).exists()
