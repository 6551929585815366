"""The recent games of the history (opened from the Statistics screen): each finished
game with its date, game, seats and totals, to watch again in the replay viewer, to have
reviewed for the seat a person played, or — solo and against the computer — to see the
Hard player play its deal in the person's seat. Everything works from the record the
history keeps."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.ai.same_deal import eligible
from game.core import history, registry
from game.core.errors import SylvaError
from game.core.protocol import HUMAN
from game.core.record import Record
from game.core.statistics import SeatResult, level_label
from game.i18n import _
from game.scenes import registry as scenes
from game.scenes.paging import PagedScene
from game.ui import intents as I
from game.ui import text, theme
from game.ui.widgets import Button, Widget

if TYPE_CHECKING:
    from game.app import App

ROW = 58  # design pixels per game


def seats_line(game: list[SeatResult]) -> str:
    """"Ann 34 *, Bot 2 (Hard) 32": every seat with its kind and total, winners starred."""
    parts = []
    for r in game:
        level = "" if r.kind == HUMAN else level_label(r.kind)
        name = f"{r.name} ({level})" if level else r.name
        parts.append(f"{name} {r.total}" + (" *" if r.won else ""))
    return ", ".join(parts)


def when(finished: str) -> str:
    """The day and minute a game ended (UTC, as the history keeps it)."""
    return finished[:16]


def title(game: str) -> str:
    try:
        return _(registry.get(game).info.title)
    except Exception:  # a game this Sylva does not know
        return game


class HistoryScene(PagedScene):
    """The list of finished games, newest first, a page at a time."""

    def __init__(self, app: App, person: str | None = None) -> None:
        super().__init__(app)
        self.person = person  # whose seat a review is for, when several people played
        self.store = history.shared()
        self.total = self.store.count()
        self.per_page = 1
        self.games: list[list[SeatResult]] = []
        self.widgets: list[Widget] = []
        self.top = 0

    def layout(self, size: tuple[int, int]) -> None:
        px = self.app.px
        w, h = size
        margin = px(24)
        self.top = px(76)
        bottom = h - px(66)
        self.per_page = max(1, (bottom - px(12) - self.top) // px(ROW))
        pages = max(1, -(-self.total // self.per_page))
        paging = self.page_buttons(pages, margin + px(170), bottom)
        self.games = self.store.recent(self.per_page, self.page * self.per_page)
        self.widgets = [Button(_("Back"), self.app.pop, (margin, bottom, px(150), px(44)),
                               px(18)), *paging]
        for k, game in enumerate(self.games):
            self.widgets += self._row_buttons(game, self.top + k * px(ROW), w - margin)
        self.dirty = True

    def _row_buttons(self, game: list[SeatResult], y: int, right: int) -> list[Widget]:
        """Watch, Review (a person played), Hard on this deal (one person against the
        computer or alone), right-aligned on the game's row."""
        px = self.app.px
        bw, gap, bh = px(118), px(8), px(40)
        number = game[0].game_id
        acts: list[tuple[str, Callable[[], None], bool, str]] = [
            (_("Watch"), functools.partial(self.watch, number), True,
             _("This game again, move by move")),
            (_("Review"), functools.partial(self.review, number), self.reviewed(game) is not None,
             _("The Hard player judges your decisions")),
            (_("Same deal"), functools.partial(self.same_deal, number),
             self._alone(game) is not None,
             _("The Hard player plays this deal again in your seat")),
        ]
        out: list[Widget] = []
        x = right - len(acts) * (bw + gap) + gap
        for label, act, enabled, tip in acts:
            out.append(Button(text.fit(label, px(16), bw - px(10)), act,
                              (x, y + (px(ROW) - bh) // 2 - px(3), bw, bh), px(16),
                              enabled=enabled, tooltip=tip))
            x += bw + gap
        return out

    # --- which seat ----------------------------------------------------------------------
    def reviewed(self, game: list[SeatResult]) -> int | None:
        """The seat a review is for: the chosen person's, else the first person's."""
        people = [r for r in game if r.kind == HUMAN]
        mine = [r for r in people if r.name == self.person]
        return (mine or people)[0].seat if people else None

    @staticmethod
    def _alone(game: list[SeatResult]) -> int | None:
        people = [r.seat for r in game if r.kind == HUMAN]
        return people[0] if len(people) == 1 else None

    def _record(self, number: int) -> Record | None:
        try:
            return self.store.record_of(number)
        except SylvaError as exc:
            self.app.show_error(_("This game cannot be replayed"), str(exc))
            return None

    def _game(self, number: int) -> list[SeatResult]:
        return next((g for g in self.games if g[0].game_id == number), [])

    # --- the three ways to look at a game ---------------------------------------------------
    def watch(self, number: int) -> None:
        record = self._record(number)
        if record is None:
            return
        try:
            viewer = scenes.make("replay", self.app, record)
        except SylvaError as exc:
            self.app.show_error(_("This game cannot be replayed"), str(exc))
            return
        self.app.push(viewer)

    def review(self, number: int) -> None:
        seat = self.reviewed(self._game(number))
        record = self._record(number)
        if record is None or seat is None:
            return
        self.app.push(scenes.make("review", self.app, registry.get(record.game),
                                  record.dumps(), seat, record.options.seats[seat].name))

    def same_deal(self, number: int) -> None:
        record = self._record(number)
        if record is None:
            return
        seat = eligible(record.options)
        if seat is None:
            return
        self.app.push(scenes.make("same_deal", self.app, registry.get(record.game),
                                  record.dumps(), seat))

    def handle(self, intent: I.Intent) -> None:
        self.close_or_feed(intent, self.widgets)

    # --- drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        px = self.app.px
        w, _h = surface.get_size()
        surface.fill(theme.BG)
        text.blit_text(surface, _("Recent games"), (px(24), px(20)), px(30), theme.ACCENT, True)
        text.blit_text(surface, _("* won that game · times in UTC"), (w - px(24), px(34)),
                       px(15), theme.TEXT_DIM, anchor="topright")
        if not self.games:
            text.blit_text(surface, _("No finished games yet."), (px(24), self.top), px(16),
                           theme.TEXT_DIM)
        room = w - px(48) - 3 * (px(118) + px(8)) - px(12)
        for k, game in enumerate(self.games):
            y = self.top + k * px(ROW)
            if k:
                pygame.draw.line(surface, theme.PANEL_EDGE, (px(24), y - px(4)),
                                 (w - px(24), y - px(4)))
            head = f"{when(game[0].finished)}  ·  {title(game[0].game)}"
            text.blit_text(surface, text.fit(head, px(16), room, True), (px(24), y), px(16),
                           theme.ACCENT, True)
            text.blit_text(surface, text.fit(seats_line(game), px(15), room),
                           (px(24), y + px(24)), px(15), theme.TEXT)
        for widget in self.widgets:
            widget.draw(surface)
