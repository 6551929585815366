"""Moves seen by the people who did not make them: the session keeps, for every human
who did not make a move, what it looked like to them; the seat now looking sees them fly
at once, the next hot-seat player when the curtain lifts. While a move is shown, the
board places its log lines name are lit."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.session import Session
from game.settings import Settings
from game.ui.gameview import GameView
from game.ui.motion import MotionQueue


class Replays:
    """The table's flights of other seats' moves (owned by the table scene)."""

    def __init__(self, session: Session, view: GameView, motions: MotionQueue,
                 settings: Settings, redraw: Callable[[], None]) -> None:
        self.session, self.view, self.motions = session, view, motions
        self.settings, self.redraw = settings, redraw

    def shown_places(self) -> list[pygame.Rect]:
        """The board places the log entries of the move now shown name (lit meanwhile, in
        every game, besides any flights its view draws)."""
        lit = self.motions.lit()
        log = self.session.match.state.log
        places: list[pygame.Rect] = []
        for i in lit or ():
            if i < len(log) and log[i].where:
                places += self.view.log_places(log[i].where)
        return places

    def replay_unwatched(self, seat: int | None) -> None:
        """Fly, one after the other, the moves ``seat`` has not yet seen."""
        factor = self.settings.animation_factor()
        for before, after, action, log in self.session.take_unwatched(seat):
            motions = self.view.motions(before, after, action) if factor > 0 else []
            self.motions.add(motions, log, factor)
        self.redraw()
