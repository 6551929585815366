"""Working out the medals of the daily deals that are opened (game/daily.py): one deal at
a time in the medals' worker process (game/ai/daily.py), each kept in the history
database once worked out (game/daily_store.py), so a day's game is worked out once.

The screens poll ``Medals.poll`` from their update; the one ``Medals`` of the session
(``medals()``) keeps working while a daily game is played. A screen left forgets the
deals still waiting, but the deal being worked out finishes (the app's loop reads it,
``poll_left``): its medals are kept, and a visit meanwhile goes on from where it was.
"""

from __future__ import annotations

import datetime
import sys
from collections.abc import Iterable

from game import daily_store
from game.ai.daily import Iterations
from game.ai.daily_job import MedalJob, stop_worker
from game.core.history import now_utc
from game.daily import Thresholds, thresholds_for

Key = tuple[datetime.date, str]


class Medals:
    """A queue of (day, game) deals whose medals are wanted, and the one being worked."""

    def __init__(self, iterations: Iterations | None = None) -> None:
        self.iterations = iterations  # None: the levels' own budgets (tests: small)
        self.queue: list[Key] = []
        self.job: MedalJob | None = None
        self.known: dict[Key, Thresholds] = {}
        self.failed: dict[Key, str] = {}
        self.seconds: dict[Key, float] = {}  # how long each deal took (measured)

    def thresholds(self, day: datetime.date, game: str) -> Thresholds | None:
        key = (day, game)
        if key not in self.known:
            found = daily_store.thresholds(day, game)
            if found is None:
                return None
            self.known[key] = found
        return self.known[key]

    def want(self, keys: Iterable[Key], first: bool = False) -> None:
        """Work these out (``first``: before the deals already waiting)."""
        missing = [k for k in keys if k not in self.failed and self.thresholds(*k) is None
                   and not self._working(k)]
        rest = [k for k in self.queue if k not in missing]
        self.queue = missing + rest if first else rest + missing
        self.poll()

    def _working(self, key: Key) -> bool:
        return self.job is not None and (self.job.day, self.job.game) == key

    def state(self, day: datetime.date, game: str) -> tuple[str, object]:
        """("known", Thresholds), ("working", (done, total)), ("waiting", None) or
        ("failed", why)."""
        found = self.thresholds(day, game)
        if found is not None:
            return "known", found
        if self._working((day, game)):
            assert self.job is not None
            return "working", self.job.progress
        if (day, game) in self.failed:
            return "failed", self.failed[(day, game)]
        return "waiting", None

    def poll(self) -> bool:
        """Read the worker's answers, keep a finished deal's medals, start the next deal;
        True when anything changed."""
        changed = False
        if self.job is not None:
            before = self.job.progress
            if self.job.done:
                self._finish(self.job)
                self.job, changed = None, True
            else:
                changed = self.job.progress != before
        while self.job is None and self.queue:
            day, game = self.queue.pop(0)
            if self.thresholds(day, game) is None:
                self.job, changed = MedalJob(game, day, self.iterations), True
        return changed

    def _finish(self, job: MedalJob) -> None:
        key = (job.day, job.game)
        if job.hard is None:
            # the worker's own words (a traceback line) are for the console, not the screen
            why = str(job.error) if job.error is not None else "no answer"
            print(f"medals of {job.game} on {job.day}: {why}", file=sys.stderr)
            self.failed[key] = why
            return
        points = thresholds_for(job.hard)
        daily_store.save_thresholds(job.day, job.game, points, now_utc())
        self.known[key] = points
        self.seconds[key] = job.seconds

    def busy(self) -> bool:
        return self.job is not None or bool(self.queue)

    def leave(self) -> None:
        """Nobody waits for these deals any more: forget the queue and the failures (the
        next visit tries again), but let the deal being worked out finish."""
        self.queue = []
        self.failed.clear()

    def stop(self) -> None:
        """Stop working and forget the queue and the failures (the worked-out medals stay
        kept): the next visit tries again."""
        if self.job is not None:
            self.job.cancel()
            self.job = None
        self.leave()
        stop_worker()


_medals: Medals | None = None


def medals() -> Medals:
    """The session's one queue of deals to work out."""
    global _medals
    if _medals is None:
        _medals = Medals()
    return _medals


def poll_left() -> None:
    """Read the deal a left screen let finish (the app's loop asks each frame): once
    worked out its medals are kept though no screen of Today's forest is open."""
    if _medals is not None and _medals.job is not None:
        _medals.poll()


def reset(iterations: Iterations | None = None) -> Medals:
    """A fresh queue (the old one stopped): tests, and a changed data folder."""
    global _medals
    if _medals is not None:
        _medals.stop()
    _medals = Medals(iterations)
    return _medals
