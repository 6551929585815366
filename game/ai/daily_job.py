"""The window's side of a "daily" job (game/ai/daily.py): the Hard player's total on a
day's deal, worked out in the medals' own worker process."""

from __future__ import annotations

import datetime
import json
import queue

from game.ai.daily import Iterations
from game.ai.worker import DAILY, _Process


class MedalProcess(_Process):
    """The medals' own worker process (the worker's code, its own queues): it may work
    while a computer opponent thinks in the other, and neither reads the other's answers."""

    current: _Process | None = None


def stop_worker() -> None:
    """Stop the medals' process (a fresh one starts on the next job)."""
    MedalProcess.stop()


class MedalJob:
    """Works out the Hard player's total on a day's deal in the medals' worker process;
    poll ``done``, read ``progress`` meanwhile and ``hard`` (or ``error``) after."""

    def __init__(self, game: str, day: datetime.date,
                 iterations: Iterations | None = None) -> None:
        self.game, self.day = game, day
        self.progress: tuple[int, int] = (0, 0)
        self.hard: int | None = None
        self.seconds = 0.0
        self.error: str | None = None
        self._finished = False
        self._worker = MedalProcess.get()
        self._worker.next_id += 1
        self._job = self._worker.next_id
        text = json.dumps({"game": game, "day": day.isoformat(), "iterations": iterations})
        self._worker.inbox.put((self._job, text, 0, DAILY, 0, None))

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
                    self.error, self._finished = error, True
                elif "progress" in data:
                    self.progress = (int(data["progress"][0]), int(data["progress"][1]))
                else:
                    self.hard, self.seconds = int(data["hard"]), float(data["seconds"])
                    self._finished = True
        except (queue.Empty, ValueError, OSError):  # nothing yet, or the worker was stopped
            pass
        if not self._finished and not self._worker.proc.is_alive():
            self.error, self._finished = "the worker process stopped", True
        return self._finished

    def cancel(self) -> None:
        """Stop now: the worker process is stopped (a fresh one starts on use)."""
        if not self._finished:
            stop_worker()
        self._finished = True
