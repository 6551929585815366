"""Computer players think in a background thread so the window never freezes."""

from __future__ import annotations

import random
import threading
from typing import Any

from game.ai.players import choose_action
from game.core.actions import Action
from game.core.protocol import Rules


class Thinker:
    """Works out one computer move off the UI thread; poll ``done`` / ``result``."""

    def __init__(self, rules: Rules, state: Any, seat: int, kind: str, seed: int) -> None:
        # Think on a private copy: the table may redraw the real state meanwhile.
        self._state = rules.clone(state)
        self._rules, self._seat, self._kind = rules, seat, kind
        self._rng = random.Random(seed)
        self.result: Action | None = None
        self.error: BaseException | None = None
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        try:
            self.result = choose_action(self._rules, self._state, self._seat, self._kind, self._rng)
        except BaseException as exc:  # reported to the UI thread, never lost
            self.error = exc

    @property
    def done(self) -> bool:
        return not self._thread.is_alive()

    def wait(self, timeout: float | None = None) -> None:
        self._thread.join(timeout)
