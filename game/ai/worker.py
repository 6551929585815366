"""Computer players think away from the window: the searching players (Medium, Hard) in a
worker process, so they use the second core and never hold the UI thread's lock; the
quick ones (Easy, random) in a background thread. Either can be cancelled at once (undo,
menu, load, quit): a cancelled search's process is stopped and a fresh one started.

The worker is sent the game record as JSON (the same text a save holds) and replays it;
it answers with the chosen action as JSON. Nothing else crosses the process boundary.
"""

from __future__ import annotations

import multiprocessing
import queue
import random
import threading
from typing import Any

from game.ai.players import choose_action
from game.core.actions import Action
from game.core.protocol import Rules

SEARCHING = ("medium", "hard")


def _serve(inbox: Any, outbox: Any) -> None:
    """The worker process: replay each record it is sent and answer with a move."""
    from game.core import Match
    from game.core.record import Record

    while True:
        job = inbox.get()
        if job is None:
            return
        job_id, record_text, seat, kind, seed, think = job
        try:
            match = Match.from_record(Record.loads(record_text))
            action = choose_action(match.rules, match.state, seat, kind,
                                   random.Random(seed), think)
            outbox.put((job_id, action.to_json(), None))
        except Exception as exc:  # reported to the window, which shows it
            outbox.put((job_id, None, f"{type(exc).__name__}: {exc}"))


class _Process:
    """One long-lived worker process (started on first use, replaced after a cancel)."""

    current: _Process | None = None

    def __init__(self) -> None:
        ctx = multiprocessing.get_context("spawn")
        self.inbox, self.outbox = ctx.Queue(), ctx.Queue()
        self.proc = ctx.Process(target=_serve, args=(self.inbox, self.outbox), daemon=True,
                                name="sylva-thinker")
        self.proc.start()
        self.next_id = 0

    @classmethod
    def get(cls) -> _Process:
        if cls.current is None or not cls.current.proc.is_alive():
            cls.current = _Process()
        return cls.current

    @classmethod
    def stop(cls) -> None:
        if cls.current is not None:
            cls.current.proc.terminate()
            cls.current.proc.join(1.0)
            cls.current = None


def warm_up() -> None:
    """Start the worker process before it is needed (a table with a searching seat)."""
    _Process.get()


def shut_down() -> None:
    _Process.stop()


class Thinker:
    """Works out one computer move off the UI thread; poll ``done`` / ``result``."""

    def __init__(self, rules: Rules[Any, Any], state: Any, seat: int, kind: str, seed: int,
                 record: str | None = None, think: float | None = None) -> None:
        self._rules, self._seat, self._kind = rules, seat, kind
        self.result: Action | None = None
        self.error: BaseException | None = None
        self._finished = False
        self._job: int | None = None
        if kind in SEARCHING and record is not None:
            worker = _Process.get()
            worker.next_id += 1
            self._job = worker.next_id
            self._worker = worker
            worker.inbox.put((self._job, record, seat, kind, seed, think))
            return
        # Think on a private copy: the table may redraw the real state meanwhile.
        self._state = rules.clone(state)
        self._rng = random.Random(seed)
        self._think = think
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        try:
            self.result = choose_action(self._rules, self._state, self._seat, self._kind,
                                        self._rng, self._think)
        except BaseException as exc:  # reported to the UI thread, never lost
            self.error = exc
        self._finished = True

    @property
    def done(self) -> bool:
        if self._finished or self._job is None:
            return self._finished
        try:
            while True:
                job_id, data, error = self._worker.outbox.get_nowait()
                if job_id != self._job:
                    continue  # the answer to a search that was cancelled
                if error is not None:
                    self.error = RuntimeError(error)
                else:
                    self.result = self._rules.actions.decode(data)
                self._finished = True
                break
        except queue.Empty:
            pass
        if not self._finished and not self._worker.proc.is_alive():
            self.error = RuntimeError("the computer player's process stopped")
            self._finished = True
        return self._finished

    def cancel(self) -> None:
        """Stop thinking now (the answer, if any, is dropped)."""
        if self._job is not None and not self._finished:
            _Process.stop()
        self._finished = True

    def wait(self, timeout: float | None = None) -> None:
        import time

        end = None if timeout is None else time.monotonic() + timeout
        while not self.done and (end is None or time.monotonic() < end):
            if self._job is None:
                self._thread.join(0.01)
            else:
                time.sleep(0.01)
