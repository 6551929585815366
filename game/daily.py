"""Today's forest: one deal a day for every game, the same on every machine.

A day's deal is its seed and its setup. The seed comes from the date and the game's id
through SHA-256 (never Python's ``hash()``, which differs from run to run), so the deal of
27 November 2026 is the same everywhere and offline; which day is "today" is the person's
own calendar day. The setup (the computer opponents beside the person, the variants) and
the medals' shares of the Hard player's total are data (assets/daily.json). The Hard
player's total on the same deal is worked out by game/ai/daily.py; the attempts and
medals are kept in the history database (game/core/daily_store.py).

No pygame here: the rules layer, the worker process and the tests share it.
"""

from __future__ import annotations

import calendar
import dataclasses
import datetime
import functools
import hashlib
import json
import math
from typing import Any

from game.core import HUMAN, Match, Options, Seat, registry
from game.core.paths import asset

MEDALS = ("bronze", "silver", "gold")  # worst first
SALT = "sylva-daily-1"  # part of every seed: a new salt deals every day anew
LOOK_BACK = 400  # days a finished game is matched against to know it was a daily deal


@dataclasses.dataclass(frozen=True)
class Plan:
    """How a game's daily deal is set up: who sits beside the person, which variants."""

    game: str
    opponents: tuple[str, ...]
    variants: tuple[tuple[str, str], ...]

    @property
    def kinds(self) -> tuple[str, ...]:
        return (HUMAN, *self.opponents)


@dataclasses.dataclass(frozen=True)
class Thresholds:
    """The points each medal needs on one day's deal, from the Hard player's total."""

    hard: int
    bronze: int
    silver: int
    gold: int

    def need(self, medal: str) -> int:
        return int(getattr(self, medal))


@functools.cache
def config() -> dict[str, Any]:
    """assets/daily.json, read once."""
    data = json.loads(asset("daily.json").read_text(encoding="utf-8"))
    if not isinstance(data, dict):
        raise ValueError("daily.json: not an object")
    return data


def games() -> list[str]:
    """The games with a daily deal, in the order of the registry."""
    planned = config()["games"]
    return [r.info.id for r in registry.all_games() if r.info.id in planned]


def plan(game: str) -> Plan:
    entry = config()["games"][game]
    return Plan(game, tuple(str(k) for k in entry.get("opponents", ())),
                tuple(sorted((str(k), str(v)) for k, v in entry.get("variants", {}).items())))


def fractions() -> dict[str, float]:
    """Each medal's share of the Hard player's total (assets/daily.json, "medals")."""
    shares = config()["medals"]
    return {m: float(shares[m]) for m in MEDALS}


def first_day() -> datetime.date:
    return datetime.date.fromisoformat(str(config()["first_day"]))


def today() -> datetime.date:
    """The person's calendar day (local time): the day whose deal is "today's"."""
    return datetime.date.today()


def seed_of(game: str, day: datetime.date) -> int:
    """The day's seed for ``game``: SHA-256 of the salt, the game's id and the ISO date,
    its first four bytes as a number below 2**31 (as Match.new draws seeds)."""
    text = f"{SALT}:{game}:{day.isoformat()}".encode()
    return int.from_bytes(hashlib.sha256(text).digest()[:4], "big") & 0x7FFFFFFF


def options_for(game: str, name: str, hard_seat: bool = False) -> Options:
    """The deal's seats: the person (or, for the medals, the Hard player) in seat 0 and
    the plan's computer opponents, in the game's colours."""
    p = plan(game)
    colours = registry.get(game).info.colours
    first = Seat(name, "hard" if hard_seat else HUMAN, colours[0])
    others = [Seat(f"{_opponent_name(k)} {i}", k, colours[i % len(colours)])
              for i, k in enumerate(p.opponents, start=1)]
    return Options((first, *others), p.variants)


def _opponent_name(kind: str) -> str:
    from game.ai import PLAYERS
    from game.i18n import _

    label = _(PLAYERS[kind][0]) if kind in PLAYERS else kind
    return label.split(":")[-1].strip()  # "Computer: Medium" -> "Medium"


def deal(game: str, day: datetime.date, name: str, hard_seat: bool = False) -> Match:
    """The day's deal of ``game``, ready to play."""
    return Match(registry.get(game), options_for(game, name, hard_seat), seed_of(game, day))


def which_day(match: Match, near: datetime.date, back: int = LOOK_BACK
              ) -> datetime.date | None:
    """The day whose daily deal ``match`` is (same game, setup and seed), looking from
    ``near`` back ``back`` days; None for any other game."""
    game = match.rules.info.id
    if game not in config()["games"]:
        return None
    p = plan(game)
    if (tuple(s.kind for s in match.options.seats) != p.kinds
            or match.options.variants != p.variants):
        return None
    for n in range(-1, back + 1):  # a day ahead too: midnight may pass during a game
        day = near - datetime.timedelta(days=n)
        if seed_of(game, day) == match.seed:
            return day
    return None


def thresholds_for(hard: int, shares: dict[str, float] | None = None) -> Thresholds:
    """Each medal's points: its share of the Hard player's total, rounded up (a medal
    never asks less than its share); at least 1 point when Hard scored any."""
    shares = shares or fractions()
    need = {m: max(math.ceil(shares[m] * hard - 1e-9), 1 if hard > 0 else 0) for m in MEDALS}
    return Thresholds(hard, need["bronze"], need["silver"], need["gold"])


def medal_for(score: int, thresholds: Thresholds | None) -> str | None:
    """The best medal ``score`` earns (None: none, or the thresholds are not known yet)."""
    if thresholds is None:
        return None
    best = None
    for medal in MEDALS:
        if score >= thresholds.need(medal):
            best = medal
    return best


def better(a: str | None, b: str | None) -> str | None:
    """The better of two medals (None: no medal)."""
    rank = {m: i for i, m in enumerate(MEDALS)}
    return max((a, b), key=lambda m: -1 if m is None else rank[m])


def month_grid(year: int, month: int) -> list[list[datetime.date | None]]:
    """The month's weeks, Monday first; None before the first and after the last day."""
    weeks = calendar.Calendar(firstweekday=0).monthdatescalendar(year, month)
    return [[d if d.month == month else None for d in week] for week in weeks]


def shift_month(year: int, month: int, by: int) -> tuple[int, int]:
    n = year * 12 + (month - 1) + by
    return n // 12, n % 12 + 1
