"""Computer players think away from the window: the searching players (Medium, Hard,
Expert) in a worker process, so they use the second core and never hold the UI thread's lock; the
quick ones (Easy, random) in a background thread. Either can be cancelled at once (undo,
menu, load, quit): a cancelled search's process is stopped and a fresh one started.

The worker is sent the game record as JSON (the same text a save holds) and replays it;
it answers with the chosen action as JSON. Nothing else crosses the process boundary.
"""

from __future__ import annotations

import abc
import multiprocessing
import os
import queue
import random
import threading
import time
from typing import Any

from game.ai.players import SEARCHING as SEARCHING  # the levels searched here
from game.ai.players import choose_action
from game.core.actions import Action
from game.core.protocol import Rules

REVIEW = "review"  # the job kind of a game review (game/ai/review.py)
SAME_DEAL = "same_deal"  # the job kind of the Hard player's game on the same deal
DAILY = "daily"  # the Hard player's total on a day's deal (game/ai/daily.py)
WATCH_S = 0.2  # how often the worker looks whether the window's process still lives
STOP_S = 1.0  # how long a stopped worker may take before it is killed


def _watch_parent(parent_pid: int) -> None:
    """End the worker as soon as the process that started it is gone, however it ended
    (closed, killed, crashed): nobody would read its answers, and a search could run on."""
    parent = multiprocessing.parent_process()
    while True:
        if parent is not None:
            parent.join(WATCH_S)  # returns at once when the parent's end of the pipe closes
            if not parent.is_alive():
                os._exit(0)
        else:
            time.sleep(WATCH_S)
        if os.getppid() != parent_pid:  # adopted by another process: the parent died
            os._exit(0)


def _serve(inbox: Any, outbox: Any, parent_pid: int | None = None) -> None:
    """The worker process: replay each record it is sent and answer with a move."""
    from game.core import Match
    from game.core.record import Record

    if parent_pid is not None:
        threading.Thread(target=_watch_parent, args=(parent_pid,), daemon=True,
                         name="sylva-parent-watch").start()
    while True:
        job = inbox.get()
        if job is None:
            return
        job_id, record_text, seat, kind, seed, think = job
        if kind == REVIEW:
            _review(outbox, job_id, record_text, seat)
            continue
        if kind == SAME_DEAL:
            _same_deal(outbox, job_id, record_text, seat, think)
            continue
        if kind == DAILY:
            from game.ai.daily import serve

            serve(outbox, job_id, record_text)
            continue
        try:
            match = Match.from_record(Record.loads(record_text))
            action = choose_action(match.rules, match.state, seat, kind,
                                   random.Random(seed), think)
            outbox.put((job_id, action.to_json(), None))
        except Exception as exc:  # reported to the window, which shows it
            outbox.put((job_id, None, f"{type(exc).__name__}: {exc}"))


def _review(outbox: Any, job_id: int, record_text: str, seat: int) -> None:
    """A review job: progress as ``{"progress": [done, total]}``, then ``{"review": ...}``."""
    from game.ai.review import review
    from game.core.record import Record

    try:
        found = review(Record.loads(record_text), seat,
                       progress=lambda done, total: outbox.put(
                           (job_id, {"progress": [done, total]}, None)))
        outbox.put((job_id, {"review": found.to_json()}, None))
    except Exception as exc:  # reported to the window, which shows it
        outbox.put((job_id, None, f"{type(exc).__name__}: {exc}"))


def _same_deal(outbox: Any, job_id: int, record_text: str, seat: int,
               think: float | None) -> None:
    """A same-deal job: progress as for a review, then ``{"same_deal": ...}``; ``think``:
    the Hard player's thinking time (the setting), None for its default."""
    from game.ai.players import level_budget
    from game.ai.same_deal import same_deal
    from game.core.record import Record

    try:
        record = Record.loads(record_text)
        budget = level_budget(record.game, "hard", think, record.options.players)
        found = same_deal(record, seat, budget,
                          progress=lambda done, total: outbox.put(
                              (job_id, {"progress": [done, total]}, None)))
        outbox.put((job_id, {"same_deal": found.to_json()}, None))
    except Exception as exc:  # reported to the window, which shows it
        outbox.put((job_id, None, f"{type(exc).__name__}: {exc}"))


class _Process:
    """One long-lived worker process (started on first use, replaced after a cancel)."""

    current: _Process | None = None

    def __init__(self) -> None:
        ctx = multiprocessing.get_context("spawn")
        self.inbox, self.outbox = ctx.Queue(), ctx.Queue()
        self.proc = ctx.Process(target=_serve, args=(self.inbox, self.outbox, os.getpid()),
                                daemon=True, name="sylva-thinker")
        self.proc.start()
        self.next_id = 0

    @classmethod
    def get(cls) -> _Process:
        if cls.current is None or not cls.current.proc.is_alive():
            cls.current = cls()  # a subclass (the medals' process) is its own kind
        return cls.current

    @classmethod
    def stop(cls) -> None:
        """Stop the worker and drop every job it was sent, within about STOP_S."""
        worker, cls.current = cls.current, None
        if worker is None:
            return
        worker.proc.terminate()
        worker.proc.join(STOP_S)
        if worker.proc.is_alive():
            worker.proc.kill()
            worker.proc.join(STOP_S / 2)
        for q in (worker.inbox, worker.outbox):
            # jobs nobody will read may still wait in the queue's feeder thread (records
            # larger than the pipe holds): never wait for them at exit
            q.cancel_join_thread()
            q.close()


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
        except (queue.Empty, ValueError, OSError):  # nothing yet, or the worker was stopped
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


class _LongJob(abc.ABC):
    """A long job in a worker process (a review, a same-deal game, a day's medals) for one
    seat of a record: poll ``done``, read ``progress`` meanwhile and ``result`` (or
    ``error``) after. In the shared worker its answers share the outbox with Thinker's:
    run it while no computer thinks (after a game)."""

    kind = ""
    what = ""  # for the message when the process stops
    process: type[_Process] = _Process  # the worker process it runs in

    def __init__(self, rules: Rules[Any, Any], record: str, seat: int,
                 think: float | None = None) -> None:
        self._rules, self._record = rules, record
        self.progress: tuple[int, int] = (0, 0)
        self.result: Any = None
        self.error: BaseException | None = None
        self._finished = False
        self._worker = self.process.get()
        self._worker.next_id += 1
        self._job = self._worker.next_id
        self._worker.inbox.put((self._job, record, seat, self.kind, 0, think))

    @property
    def done(self) -> bool:
        if self._finished:
            return True
        try:
            while not self._finished:
                job_id, data, error = self._worker.outbox.get_nowait()
                if job_id != self._job:
                    continue  # an answer nobody waits for any more
                if error is not None:
                    self.error, self._finished = RuntimeError(error), True
                elif "progress" in data:
                    self.progress = (int(data["progress"][0]), int(data["progress"][1]))
                else:
                    self.result = self._described(data)
                    self._finished = True
        except (queue.Empty, ValueError, OSError):  # nothing yet, or the worker was stopped
            pass
        if not self._finished and not self._worker.proc.is_alive():
            self.error = RuntimeError(f"the {self.what}'s process stopped")
            self._finished = True
        return self._finished

    @abc.abstractmethod
    def _described(self, data: dict[str, Any]) -> Any:
        """The finished answer (the worker's message) as the window uses it."""

    def cancel(self) -> None:
        """Stop the job now: the worker process is stopped (a fresh one starts on use)."""
        if not self._finished:
            self.process.stop()
        self._finished = True


class Reviewer(_LongJob):
    """Reviews a game's record for one seat in the worker process (game/ai/review.py);
    ``result`` is a game.ai.review.Review once done."""

    kind, what = REVIEW, "review"

    def _described(self, data: dict[str, Any]) -> Any:
        from game.ai.review import Review, described
        from game.core.record import Record

        return described(Review.from_json(data["review"], self._rules), Record.loads(self._record))


class DealPlayer(_LongJob):
    """The Hard player plays the record's deal again in one seat, in the worker process
    (game/ai/same_deal.py); ``result`` is a game.ai.same_deal.SameDeal once done."""

    kind, what = SAME_DEAL, "same-deal game"

    def _described(self, data: dict[str, Any]) -> Any:
        from game.ai.same_deal import SameDeal
        from game.core.record import Record

        return SameDeal.from_json(data["same_deal"], Record.loads(self._record))
