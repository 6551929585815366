"""The worker process never outlives the window's process, and stopping it never waits
for jobs it was sent (F6 of issue 32)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.ai import worker

ROOT = Path(__file__).resolve().parents[2]

# A window's process in miniature: Het Woud late in a game (records of ~13 KB: six of them
# fill the pipe to the worker), a Hard move and hint jobs pending.
PENDING = """
import os, random, sys, time
from game.ai import worker
from game.ai.worker import Thinker
from game.core import HUMAN, Match, Options, Seat, registry
{plant}
rules = registry.get("woud")
seats = tuple(Seat(f"P{{i}}", HUMAN, c) for i, c in enumerate(rules.info.colours[:2]))
m = Match(rules, Options(seats), 3)
rng = random.Random(1)
while len(m.actions) < 400 and not m.over:
    m.play(rng.choice(list(rules.legal_actions(m.state))))
record = m.record().dumps()
seat = m.decision().seat
jobs = [Thinker(rules, m.state, seat, "hard", 0, record, 10.0)]
jobs += [Thinker(rules, m.state, seat, "medium", i, record) for i in range(1, {hints} + 1)]
time.sleep(0.5)
print(worker._Process.current.proc.pid, flush=True)
if {shut}:
    t0 = time.monotonic()
    worker.shut_down()
    print(round(time.monotonic() - t0, 3), flush=True)
else:
    time.sleep(60)
"""

# the worker as it was before the fix: no watch on its parent, queues joined at exit
OLD = """
import multiprocessing
def _old_init(self):
    ctx = multiprocessing.get_context("spawn")
    self.inbox, self.outbox = ctx.Queue(), ctx.Queue()
    self.proc = ctx.Process(target=worker._serve, args=(self.inbox, self.outbox), daemon=True)
    self.proc.start()
    self.next_id = 0
def _old_stop(cls):
    if cls.current is not None:
        cls.current.proc.terminate()
        cls.current.proc.join(1.0)
        cls.current = None
worker._Process.__init__ = _old_init
worker._Process.stop = classmethod(_old_stop)
"""


def _start(hints: int, shut: bool, plant: str = "") -> subprocess.Popen:
    code = PENDING.format(plant=plant, hints=hints, shut=shut)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.Popen([sys.executable, "-c", code], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, text=True)


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().split(") ")[-1][:1]
    except OSError:
        return False
    return state not in ("Z", "X")


def _worker_gone_after_kill(plant: str = "") -> float | None:
    """Seconds from SIGKILL of the window's process to the worker's end (None: > 2 s)."""
    proc = _start(1, False, plant)
    try:
        pid = int(proc.stdout.readline())
        proc.send_signal(signal.SIGKILL)
        proc.wait(5)
        t0 = time.monotonic()
        while time.monotonic() - t0 < 2.0:
            if not _alive(pid):
                return time.monotonic() - t0
            time.sleep(0.02)
        os.kill(pid, signal.SIGKILL)  # the test leaves nothing behind
        return None
    finally:
        proc.kill()
        proc.wait(5)


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc")
def test_the_worker_ends_within_2_s_when_the_window_is_killed():
    took = _worker_gone_after_kill()
    assert took is not None and took < 2.0


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc")
def test_a_worker_that_does_not_watch_its_parent_is_caught():
    """Planted fault: the worker as before the fix (no watch on its parent) lives on."""
    assert _worker_gone_after_kill(OLD) is None


def _exit_time(plant: str = "", hints: int = 6) -> float:
    t0 = time.monotonic()
    proc = _start(hints, True, plant)
    try:
        proc.stdout.readline()
        proc.wait(6)
    except subprocess.TimeoutExpired:
        return float("inf")
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(5)
    return time.monotonic() - t0


def test_six_pending_hints_shut_down_within_2_s_and_the_program_ends():
    proc = _start(6, True)
    try:
        proc.stdout.readline()
        took = float(proc.stdout.readline())
        t0 = time.monotonic()
        proc.wait(2)
        assert took < 2.0 and time.monotonic() - t0 < 2.0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(5)


def test_queues_joined_at_exit_are_caught():
    """Planted fault: stop() as before the fix; the program never ends."""
    # more jobs than the worker can read before it is stopped (a Medium move of Het Woud
    # takes ~13 ms), so the pipe to it stays full
    assert _exit_time(OLD, hints=400) == float("inf")


def _hint_left_pending() -> bool:
    """Ask for a hint, leave the table: is the hint's job still pending?"""
    import pygame

    from tests.ui_harness import key, make_table

    app, table = make_table("woud", 2, seed=3)
    key(app, pygame.K_h)
    hint = table.session.hint_thinker
    assert hint is not None and hint._job is not None  # asked of the worker
    app.pop()  # back to the menu
    pending = table.session.hint_thinker is not None or not hint._finished
    worker.shut_down()
    return pending


def test_leaving_the_table_cancels_its_hint():
    assert not _hint_left_pending()
    assert worker._Process.current is None  # its job was dropped with the process


def test_a_table_that_leaves_its_hint_pending_is_caught(monkeypatch):
    """Planted fault: leaving the table cancels the computer's move only (as before)."""
    from game.scenes.table import TableScene

    def old_exit(self):
        self.cancel_thinking()
        self.flush_saves()
        super(TableScene, self).exit()

    monkeypatch.setattr(TableScene, "exit", old_exit)
    assert _hint_left_pending()
