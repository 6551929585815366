"""Moves seen by the people who did not make them: for every human at the table who did
not make a move, what it looked like to them (their observation before and after); the
seat now looking sees them fly at once, the next hot-seat player when the curtain lifts.
While a move is shown, the board places its log lines name are lit."""

from __future__ import annotations

from typing import Any

import pygame

from game.core.actions import Action

# What one seat saw of a move it did not make: its view before and after, the action and
# the log entries the move wrote. Replayed as flights when that seat looks at the table.
Unwatched = tuple[Any, Any, Action, range]


class Replays:
    """Part of the table scene (game/scenes/table.py): showing others' moves."""

    def _watchers(self) -> list[int | None]:
        humans: list[int | None] = list(self._humans())
        return humans or [None]

    def _perform(self, action: Action, by_viewer: bool) -> None:
        """Play ``action`` and remember, for every human who did not make it, what it
        looked like to them, to show it when they look at the table."""
        own = by_viewer and not self.view.rules_move_too  # an automaton's moves fly too
        watchers = [w for w in self._watchers() if not (own and w == self.viewer)]
        before = {w: self.rules.observe(self.match.state, w) for w in watchers}
        first = len(self.match.state.log)
        self.match.play(action)
        log = range(first, len(self.match.state.log))
        for w in watchers:
            after = self.rules.observe(self.match.state, w)
            self._unwatched.setdefault(w, []).append((before[w], after, action, log))

    def shown_places(self) -> list[pygame.Rect]:
        """The board places the log entries of the move now shown name (lit meanwhile, in
        every game, besides any flights its view draws)."""
        lit = self.motions.lit()
        log = self.match.state.log
        places: list[pygame.Rect] = []
        for i in lit or ():
            if i < len(log) and log[i].where:
                places += self.view.log_places(log[i].where)
        return places

    def replay_unwatched(self, seat: int | None) -> None:
        """Fly, one after the other, the moves ``seat`` has not yet seen."""
        factor = self.settings.animation_factor()
        for before, after, action, log in self._unwatched.pop(seat, []):
            motions = self.view.motions(before, after, action) if factor > 0 else []
            self.motions.add(motions, log, factor)
        self.redraw()
