"""Today's forest: the five games' deals of the chosen day with their medal points (or
their progress while the Hard player works them out), the person's best medal, Play,
and a month calendar of one game's medals where any past day can be chosen and played
again. The medals are worked out in the medals' worker process (game/daily_work.py)."""

from __future__ import annotations

import datetime
import functools
from typing import TYPE_CHECKING

import pygame

from game import daily, daily_store, daily_work
from game.core import history, registry
from game.daily import MEDALS, Thresholds
from game.i18n import _, _n
from game.scenes import registry as scenes
from game.scenes.base import Scene
from game.scenes.daily_calendar import (
    MEDAL_NAMES,
    MEDAL_WORDS,
    MonthGrid,
    day_text,
    draw_medal,
    month_text,
)
from game.ui import intents as I
from game.ui import text, theme
from game.ui.widgets import Button, panel

if TYPE_CHECKING:
    from game.app import App


def person(app: App) -> str:
    """The name the person last played under (New game), else "Player 1"."""
    names = [n for n in getattr(app.settings, "names", []) if n.strip()]
    return names[0] if names else _("Player {n}", n=1)


class DailyScene(Scene):
    def __init__(self, app: App, day: datetime.date | None = None,
                 game: str | None = None) -> None:
        super().__init__(app)
        self.today = daily.today()
        self.first = daily.first_day()
        self.day = min(max(day or self.today, self.first), self.today)
        self.games = daily.games()
        self.game = game if game in self.games else self.games[0]
        self.month = (self.day.year, self.day.month)
        self.work = daily_work.medals()
        self.results: dict[str, dict[datetime.date, daily_store.DayResult]] = {}
        self.problem = ""
        self.rows: list[tuple[str, pygame.Rect]] = []
        self.widgets: list[Button] = []
        self.grid = MonthGrid()
        self.calendar = pygame.Rect(0, 0, 0, 0)
        self._known = -1

    # --- what is shown ---------------------------------------------------------------
    def read(self) -> None:
        """The person's attempts, from the history (one message if it cannot be used)."""
        self.results = {g: daily_store.results(g) for g in self.games}
        problem = history.shared().take_problem()
        if problem:
            self.problem = problem

    def enter(self) -> None:
        self.read()
        self.work.want([(self.day, g) for g in self.games])
        super().enter()

    def resume(self) -> None:
        self.today = daily.today()
        self.read()
        self.work.want([(self.day, g) for g in self.games])
        super().resume()

    def exit(self) -> None:
        # left for the main menu or another game: nobody waits for the deals queued,
        # but the deal being worked out finishes and is kept (daily_work.poll_left)
        self.work.leave()

    # --- acting ----------------------------------------------------------------------
    def play(self, game: str) -> None:
        """The chosen day's deal of ``game`` at the table (the medals keep being worked
        out meanwhile)."""
        self.game = game
        self.work.want([(self.day, game)], first=True)
        match = daily.deal(game, self.day, person(self.app))
        self.app.push(scenes.make("table", self.app, match))

    def choose_day(self, day: datetime.date) -> None:
        if not self.first <= day <= self.today:
            return
        self.day = day
        self.work.want([(day, g) for g in self.games], first=True)
        self.layout(self.app.size)

    def turn_month(self, by: int) -> None:
        year, month = daily.shift_month(*self.month, by)
        last = (self.today.year, self.today.month)
        first = (self.first.year, self.first.month)
        self.month = min(max((year, month), first), last)
        self.layout(self.app.size)

    def back_to_today(self) -> None:
        self.month = (self.today.year, self.today.month)
        self.choose_day(self.today)

    def handle(self, intent: I.Intent) -> None:
        if intent.kind == I.CANCEL:
            self.app.pop()
            return
        if intent.kind == I.PRESS:
            day = self.grid.day_at(intent.pos)
            if day is not None:
                self.choose_day(day)
            for game, rect in self.rows:
                if rect.collidepoint(intent.pos) and game != self.game:
                    self.game = game
                    self.dirty = True
        self.feed(self.widgets, intent)

    def update(self, dt: float) -> bool:
        changed = self.work.poll()
        if len(self.work.known) != self._known:  # a deal's medals came: attempts got theirs
            self._known = len(self.work.known)
            self.read()
            changed = True
        self.dirty = self.dirty or changed
        return changed

    def busy(self) -> bool:
        return self.work.busy()

    # --- layout ----------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        px = self.app.px
        w, h = size
        m = px(24)
        top, bottom = px(104), h - px(66)
        left_w = (w - 3 * m) * 11 // 20
        row_gap = px(8)
        row_h = min(px(104), (bottom - px(12) - top) // len(self.games) - row_gap)
        self.rows, self.widgets = [], []
        bw = px(120)
        for i, game in enumerate(self.games):
            rect = pygame.Rect(m, top + i * (row_h + row_gap), left_w, row_h)
            self.rows.append((game, rect))
            label = _("Start") if not self.results.get(game, {}).get(self.day) else _("Again")
            self.widgets.append(Button(label, functools.partial(self.play, game),
                                       (rect.right - bw - px(12), rect.centery - px(21), bw,
                                        px(42)), px(17), primary=self.day == self.today))
        self.calendar = pygame.Rect(m * 2 + left_w, top - px(4), w - 3 * m - left_w,
                                    bottom - px(12) - top + px(4))
        head = px(44)
        arrows = px(40)
        self.widgets += [
            Button("<", lambda: self.turn_month(-1),
                   (self.calendar.x, self.calendar.y, arrows, px(34)), px(18),
                   enabled=self.month > (self.first.year, self.first.month)),
            Button(">", lambda: self.turn_month(1),
                   (self.calendar.right - arrows, self.calendar.y, arrows, px(34)), px(18),
                   enabled=self.month < (self.today.year, self.today.month)),
            Button(_("Back"), self.app.pop, (m, bottom, px(150), px(44)), px(18)),
        ]
        if self.day != self.today:
            self.widgets.append(Button(_("Today"), self.back_to_today,
                                       (m + px(166), bottom, px(150), px(44)), px(18)))
        self.grid.layout(pygame.Rect(self.calendar.x, self.calendar.y + head,
                                     self.calendar.w, self.calendar.h - head),
                         *self.month, px(24))
        self.dirty = True

    # --- drawing ---------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        px = self.app.px
        w, h = surface.get_size()
        surface.fill(theme.BG)
        text.blit_text(surface, _("Today's forest"), (px(24), px(18)), px(30), theme.ACCENT,
                       True)
        line = day_text(self.day) if self.day == self.today else _(
            "{day} — a past day: play it again for its medal", day=day_text(self.day))
        text.blit_text(surface, text.fit(line, px(17), w - px(48)), (px(24), px(62)), px(17),
                       theme.TEXT)
        for game, rect in self.rows:
            self._draw_row(surface, game, rect)
        self._draw_calendar(surface)
        for b in self.widgets:
            b.draw(surface)
        self._draw_footer(surface, w, h)

    def _draw_row(self, surface: pygame.Surface, game: str, rect: pygame.Rect) -> None:
        px = self.app.px
        chosen = game == self.game
        panel(surface, rect, theme.PANEL_LIGHT if chosen else theme.PANEL,
              theme.ACCENT if chosen else theme.PANEL_EDGE, px(8), 2 if chosen else 1)
        mine = self.results.get(game, {}).get(self.day)
        radius = min(px(20), rect.h // 3)
        centre = (rect.x + px(14) + radius, rect.centery)
        draw_medal(surface, centre, radius, mine.medal if mine else None, mine is not None)
        x = centre[0] + radius + px(14)
        width = rect.right - px(146) - x
        lines = 3 if rect.h >= px(78) else 2
        step = (rect.h - px(12)) // lines
        y = rect.y + px(6)
        title = _(registry.get(game).info.title)
        text.blit_text(surface, text.fit(title, px(18), width, True), (x, y), px(18),
                       theme.ACCENT if chosen else theme.TEXT, True)
        self._draw_medal_points(surface, game, x, y + step, width)
        if lines == 3:
            text.blit_text(surface, text.fit(self._best_line(mine), px(15), width),
                           (x, y + 2 * step), px(15), theme.TEXT_DIM)

    def _best_line(self, mine: daily_store.DayResult | None) -> str:
        if mine is None:
            return _("Not played yet")
        tries = _n("{n} try", "{n} tries", mine.tries, n=mine.tries)
        if mine.medal is None:
            return _("Your best: {points} points, no medal ({tries})", points=mine.best,
                     tries=tries)
        return _("Your best: {points} points, {medal} ({tries})", points=mine.best,
                 medal=_(MEDAL_WORDS[mine.medal]), tries=tries)

    def _draw_medal_points(self, surface: pygame.Surface, game: str, x: int, y: int,
                           width: int) -> None:
        """The medals' points; or the progress of working them out."""
        px = self.app.px
        size = px(15)
        kind, value = self.work.state(self.day, game)
        if kind == "known" and isinstance(value, Thresholds):
            for medal in MEDALS:
                draw_medal(surface, (x + size // 2, y + size // 2 + 1), size // 2, medal)
                rect = text.blit_text(surface, str(value.need(medal)), (x + size + px(4), y),
                                      size, theme.TEXT)
                x = rect.right + px(14)
            if x < surface.get_width():
                text.blit_text(surface, text.fit(_("points"), size, max(1, width // 3)),
                               (x - px(6), y), size, theme.TEXT_DIM)
            return
        if kind == "working" and isinstance(value, tuple):
            done, total = value
            bar = pygame.Rect(x, y + px(2), min(px(90), width // 3), size - px(2))
            pygame.draw.rect(surface, theme.BG, bar, border_radius=px(4))
            filled = bar.copy()
            filled.w = bar.w * min(done, total) // max(1, total)
            pygame.draw.rect(surface, theme.ACCENT, filled, border_radius=px(4))
            label = _("Working out the medals… {percent} %",
                      percent=min(99, done * 100 // max(1, total)))
            text.blit_text(surface, text.fit(label, size, width - bar.w - px(8)),
                           (bar.right + px(8), y), size, theme.TEXT)
            return
        label = (_("Medals not worked out; tried again next time")
                 if kind == "failed" else _("Waiting to work out the medals"))
        text.blit_text(surface, text.fit(label, size, width), (x, y), size, theme.TEXT_DIM)

    def _draw_calendar(self, surface: pygame.Surface) -> None:
        px = self.app.px
        c = self.calendar
        title = _("{game}: {month}", game=_(registry.get(self.game).info.title),
                  month=month_text(*self.month))
        room = c.w - 2 * px(48)
        size = text.fit_size(title, px(17), room, True, px(12))
        text.blit_text(surface, text.fit(title, size, room, True), (c.centerx, c.y + px(17)),
                       size, theme.ACCENT, True, "center")
        self.grid.draw(surface, px(14), self.results.get(self.game, {}), self.day, self.today,
                       self.first)

    def _draw_footer(self, surface: pygame.Surface, w: int, h: int) -> None:
        """The legend of the medals, or the history's message when it could not be used."""
        px = self.app.px
        size = px(14)
        x0 = px(24) + px(166) * (2 if self.day != self.today else 1)
        y = h - px(44)
        if self.problem:
            for n, part in enumerate(text.wrap(self.problem, size, w - x0 - px(24))[:2]):
                text.blit_text(surface, part, (x0, y - px(10) + n * px(18)), size,
                               theme.ILLEGAL)
            return
        x = x0
        items: list[tuple[str | None, str]] = [(m, _(MEDAL_NAMES[m])) for m in reversed(MEDALS)]
        items.append((None, _("played, no medal")))
        for medal, label in items:
            r = size // 2
            if x + 2 * r + px(6) + text.font(size).size(label)[0] > w - px(24):
                break
            draw_medal(surface, (x + r, y + r + 1), r, medal)
            rect = text.blit_text(surface, label, (x + 2 * r + px(6), y), size, theme.TEXT_DIM)
            x = rect.right + px(18)

