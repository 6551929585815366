"""The results of a daily deal (Today's forest): the usual results with the medal the
person earned, explained against the Hard player's total, the attempt kept in the
history; "Play again" deals the same day anew and the menu button leads back to Today's
forest. While the day's medals are still being worked out the screen waits for them."""

from __future__ import annotations

import datetime
from typing import TYPE_CHECKING, Any

import pygame

from game import daily, daily_store, daily_work
from game.core import history
from game.daily import Thresholds, medal_for
from game.i18n import N_, _
from game.scenes import registry as scenes
from game.scenes.daily_calendar import MEDAL_BADGES, MEDAL_COLOURS, day_text, draw_medal
from game.scenes.results import Results
from game.ui import text, theme
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.app import App
    from game.scenes.table import TableScene

EARNED = {
    "gold": N_("Gold medal: {points} points, as many as the Hard player's {hard} on this "
               "deal or more."),
    "silver": N_("Silver medal: {points} points, at least {need} ({share} % of the Hard "
                 "player's {hard} on this deal). Gold needs {next}."),
    "bronze": N_("Bronze medal: {points} points, at least {need} ({share} % of the Hard "
                 "player's {hard} on this deal). Silver needs {next}."),
}


def results_for(app: App, table: TableScene, notes: list[str] | None = None) -> Results:
    """The results screen for a finished game: a daily deal's (its attempt kept) or the
    usual one."""
    match = table.match
    day = daily.which_day(match, daily.today())
    if day is None or not match.options.seats[0].is_human:
        return Results(app, table, notes)
    sheet = match.rules.score_sheet(match.state)
    score = int(sheet.totals[0])
    helped = any(counts[0] for counts in match.assists.values() if counts)
    daily_store.record_attempt(day, match.rules.info.id, match.options.seats[0].name, score,
                               helped, history.now_utc())
    problem = history.shared().take_problem()
    return DailyResults(app, table, [*(notes or []), *([problem] if problem else [])], day,
                        score)


class DailyResults(Results):
    def __init__(self, app: App, table: TableScene, notes: list[str], day: datetime.date,
                 score: int) -> None:
        self.day, self.score = day, score
        self.game = table.match.rules.info.id
        self.work = daily_work.medals()
        self.work.want([(day, self.game)], first=True)
        self.points: Thresholds | None = self.work.thresholds(day, self.game)
        self.medal = medal_for(score, self.points)
        self.others = notes
        super().__init__(app, table, self.daily_notes() + notes)

    def daily_notes(self) -> list[str]:
        """The medal earned, explained (or that it is still being worked out)."""
        head = _("Today's forest, {day}.", day=day_text(self.day))
        p = self.points
        if p is None:
            return [head + " " + _("The Hard player is still playing this deal to set the "
                                   "medals; your {points} points are kept and get their "
                                   "medal as soon as it has finished.", points=self.score)]
        shares = daily.fractions()
        if self.medal is None:
            why = _("No medal this time: {points} points; bronze needs {need} ({share} % of "
                    "the Hard player's {hard} on this deal).", points=self.score,
                    need=p.bronze, share=round(shares["bronze"] * 100), hard=p.hard)
        else:
            follow = {"silver": p.gold, "bronze": p.silver}.get(self.medal, p.gold)
            why = _(EARNED[self.medal], points=self.score, need=p.need(self.medal),
                    share=round(shares[self.medal] * 100), hard=p.hard, next=follow)
        return [head + " " + why]

    def update(self, dt: float) -> bool:
        changed = self.work.poll()
        if self.points is None:
            self.points = self.work.thresholds(self.day, self.game)
            if self.points is not None:
                self.medal = medal_for(self.score, self.points)
                self.notes = self.daily_notes() + self.others
                self.layout(self.app.size)
                changed = True
        return changed

    def busy(self) -> bool:
        return self.points is None and self.work.busy()

    def make_buttons(self) -> list[Button]:
        """The usual buttons, the main menu's replaced by Today's forest."""
        out = []
        for b in super().make_buttons():
            if b.on_click == self.app.home:
                b = Button(_("Today's forest"), self.back_to_daily)
            out.append(b)
        return out

    def _daily_scene(self) -> Any:
        from game.scenes.daily import DailyScene

        return next((s for s in self.app.stack.scenes if isinstance(s, DailyScene)), None)

    def back_to_daily(self) -> None:
        """Back to Today's forest on this deal's day (opened anew over the menu if the
        game was continued from the main menu)."""
        if self._daily_scene() is None:
            self.app.stack.reset(scenes.make("menu", self.app))
            self.app.push(scenes.make("daily", self.app, self.day, self.game))
            return
        while self.app.stack.top is not self._daily_scene():
            self.app.pop()

    def play_again(self) -> None:
        """The same day's deal once more."""
        self.back_to_daily()
        found = self._daily_scene()
        if found is not None:
            found.day = self.day
            found.play(self.game)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        px = self.app.px
        radius = px(22)
        centre = (self.box.right - px(24) - radius, self.box.y + px(14) + radius)
        if self.points is None:
            self._draw_progress(surface, centre[1])
            return
        draw_medal(surface, centre, radius, self.medal)
        if self.medal is not None:
            label = _(MEDAL_BADGES[self.medal])
            text.blit_text(surface, label, (centre[0] - radius - px(10), centre[1]), px(18),
                           MEDAL_COLOURS[self.medal], True, "midright")

    def _draw_progress(self, surface: pygame.Surface, y: int) -> None:
        """How far the Hard player has got with this deal (the medals wait for it)."""
        px = self.app.px
        kind, value = self.work.state(self.day, self.game)
        done, total = value if kind == "working" and isinstance(value, tuple) else (0, 1)
        bar = pygame.Rect(0, 0, px(140), px(14))
        bar.midright = (self.box.right - px(24), y)
        pygame.draw.rect(surface, theme.BG, bar, border_radius=px(4))
        filled = bar.copy()
        filled.w = bar.w * min(done, total) // max(1, total)
        pygame.draw.rect(surface, theme.ACCENT, filled, border_radius=px(4))
