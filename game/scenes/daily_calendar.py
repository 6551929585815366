"""The month grid of Today's forest: a game's medal on each day, the chosen day lit,
days to come and days before the first deal dimmed; and the medal badge both daily
screens draw."""

from __future__ import annotations

import datetime

import pygame

from game.daily import month_grid
from game.daily_store import DayResult
from game.i18n import N_, _
from game.ui import text, theme

MEDAL_COLOURS = {"gold": (236, 196, 64), "silver": (196, 202, 210), "bronze": (200, 128, 70)}
MEDAL_NAMES = {"gold": N_("Gold"), "silver": N_("Silver"), "bronze": N_("Bronze")}
# a medal in running text ("Your best: 23 points, silver medal") and as a badge's label
MEDAL_WORDS = {"gold": N_("gold medal"), "silver": N_("silver medal"),
               "bronze": N_("bronze medal")}
MEDAL_BADGES = {"gold": N_("Gold medal"), "silver": N_("Silver medal"),
                "bronze": N_("Bronze medal")}
MONTHS = (N_("January"), N_("February"), N_("March"), N_("April"), N_("May"), N_("June"),
          N_("July"), N_("August"), N_("September"), N_("October"), N_("November"),
          N_("December"))
WEEKDAYS = (N_("Mon"), N_("Tue"), N_("Wed"), N_("Thu"), N_("Fri"), N_("Sat"), N_("Sun"))
DAY_NAMES = (N_("Monday"), N_("Tuesday"), N_("Wednesday"), N_("Thursday"), N_("Friday"),
             N_("Saturday"), N_("Sunday"))


def day_text(day: datetime.date) -> str:
    """"Friday 27 November 2026", in the language chosen."""
    return _("{weekday} {day} {month} {year}", weekday=_(DAY_NAMES[day.weekday()]),
             day=day.day, month=_(MONTHS[day.month - 1]), year=day.year)


def month_text(year: int, month: int) -> str:
    return _("{month} {year}", month=_(MONTHS[month - 1]), year=year)


def draw_medal(surface: pygame.Surface, centre: tuple[int, int], radius: int,
               medal: str | None, played: bool = True) -> None:
    """A medal: a disc of its metal with a darker rim; a ring where a day was played
    without one; nothing where it was not played."""
    if medal in MEDAL_COLOURS:
        colour = MEDAL_COLOURS[medal]
        pygame.draw.circle(surface, colour, centre, radius)
        pygame.draw.circle(surface, theme.shade(colour, 0.65), centre, radius,
                           max(1, radius // 5))
        pygame.draw.circle(surface, theme.shade(colour, 1.25), centre, max(1, radius // 2),
                           max(1, radius // 8))
    elif played:
        pygame.draw.circle(surface, theme.TEXT_DIM, centre, radius, max(1, radius // 5))


class MonthGrid:
    """One month of days laid out in ``rect`` (Monday first)."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.cells: list[tuple[datetime.date, pygame.Rect]] = []
        self.head_h = 0
        self.weeks: list[list[datetime.date | None]] = []

    def layout(self, rect: pygame.Rect, year: int, month: int, head_h: int) -> None:
        self.rect, self.head_h = rect, head_h
        self.weeks = month_grid(year, month)
        cw = rect.w // 7
        ch = (rect.h - head_h) // 6  # six rows always: the grid keeps its place
        self.cells = []
        for r, week in enumerate(self.weeks):
            for c, day in enumerate(week):
                if day is not None:
                    cell = pygame.Rect(rect.x + c * cw, rect.y + head_h + r * ch, cw, ch)
                    self.cells.append((day, cell.inflate(-2, -2)))

    def day_at(self, pos: tuple[int, int]) -> datetime.date | None:
        for day, cell in self.cells:
            if cell.collidepoint(pos):
                return day
        return None

    def draw(self, surface: pygame.Surface, size: int, results: dict[datetime.date, DayResult],
             chosen: datetime.date, today: datetime.date, first: datetime.date) -> None:
        cw = self.rect.w // 7
        for c, name in enumerate(WEEKDAYS):
            label = text.fit(_(name), size, cw - 4)
            text.blit_text(surface, label, (self.rect.x + c * cw + cw // 2, self.rect.y),
                           size, theme.TEXT_DIM, anchor="midtop")
        for day, cell in self.cells:
            open_ = first <= day <= today
            bg = theme.PANEL_LIGHT if day == chosen else theme.PANEL
            pygame.draw.rect(surface, bg if open_ else theme.BG, cell, border_radius=4)
            if day == chosen:
                pygame.draw.rect(surface, theme.HOVER, cell, max(2, size // 6), border_radius=4)
            colour = theme.TEXT if open_ else theme.shade(theme.TEXT_DIM, 0.6)
            if day == today:  # today: its number lit and underlined, chosen or not
                colour = theme.ACCENT
            rect = text.blit_text(surface, str(day.day), (cell.x + 4, cell.y + 2), size,
                                  colour, day == today)
            if day == today:
                pygame.draw.line(surface, theme.ACCENT, (rect.x, rect.bottom),
                                 (rect.right, rect.bottom), max(1, size // 8))
            found = results.get(day)
            if found is not None:
                radius = max(4, min(cell.w // 4, (cell.h - size) // 3))
                centre = (cell.centerx, cell.bottom - radius - max(2, cell.h // 10))
                draw_medal(surface, centre, radius, found.medal)
