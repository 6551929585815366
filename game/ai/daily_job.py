"""The window's side of a "daily" job (game/ai/daily.py): the Hard player's total on a
day's deal, worked out in the medals' own worker process."""

from __future__ import annotations

import datetime
import json
from typing import Any

from game.ai.daily import Iterations
from game.ai.worker import DAILY, _LongJob, _Process
from game.core import registry


class MedalProcess(_Process):
    """The medals' own worker process (the worker's code, its own queues): it may work
    while a computer opponent thinks in the other, and neither reads the other's answers."""

    current: _Process | None = None


def stop_worker() -> None:
    """Stop the medals' process (a fresh one starts on the next job)."""
    MedalProcess.stop()


class MedalJob(_LongJob):
    """Works out the Hard player's total on a day's deal in the medals' worker process;
    poll ``done``, read ``progress`` meanwhile and ``hard`` (or ``error``) after."""

    kind, what, process = DAILY, "medals", MedalProcess

    def __init__(self, game: str, day: datetime.date,
                 iterations: Iterations | None = None) -> None:
        self.game, self.day = game, day
        self.seconds = 0.0
        text = json.dumps({"game": game, "day": day.isoformat(), "iterations": iterations})
        super().__init__(registry.get(game), text, 0)

    @property
    def hard(self) -> int | None:
        return self.result if isinstance(self.result, int) else None

    def _described(self, data: dict[str, Any]) -> int:
        self.seconds = float(data["seconds"])
        return int(data["hard"])
