"""Today's forest, the pure part (game/daily.py, game/ai/daily.py): the day's seed and
deal, the medals' points and the medal a score earns, which finished game was a daily
deal; with the planted faults each guard must catch."""

from __future__ import annotations

import datetime
import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from game import daily
from game.ai import daily as hard_play
from game.ai.daily import hard_game, hard_total
from game.core import Match

DAY = datetime.date(2026, 11, 27)
# the seeds of DAY, worked out once: the same on every machine, in every time zone
EXPECTED = {"glade": 413789892, "renature": 67630190, "mystaria": 1947621228,
            "mischwald": 756886755, "woud": 2010060682}
ROOT = Path(__file__).resolve().parents[1]


def first_moves(match: Match, n: int = 6) -> list[object]:
    """What the deal looks like: the first decisions' legal moves, the first of each played."""
    seen: list[object] = []
    for _ in range(n):
        if match.over:
            break
        legal = list(match.rules.legal_actions(match.state))
        seen.append(sorted(json.dumps(a.to_json(), sort_keys=True) for a in legal))
        match.play(legal[0])
    seen.append(match.rules.score_sheet(match.state).totals)
    return seen


# --- the seed: guards, each shown to catch its planted fault ----------------------------
def seed_problems(seed_of: Callable[[str, datetime.date], int]) -> list[str]:
    """What is wrong with a seed function: not the fixed value for DAY, not the same for
    the same day, not different on other days."""
    problems = []
    for game, value in EXPECTED.items():
        if seed_of(game, DAY) != value:
            problems.append(f"{game}: {seed_of(game, DAY)} is not the fixed {value}")
        if seed_of(game, DAY) != seed_of(game, datetime.date(2026, 11, 27)):
            problems.append(f"{game}: two seeds for one day")
        days = [DAY + datetime.timedelta(days=n) for n in range(-40, 40)]
        if len({seed_of(game, d) for d in days}) != len(days):
            problems.append(f"{game}: two days share a seed")
    return problems


def test_the_seed_is_fixed_by_the_date_and_the_game() -> None:
    assert seed_problems(daily.seed_of) == []
    assert len({daily.seed_of(g, DAY) for g in EXPECTED}) == len(EXPECTED)


def test_planted_fault_a_seed_from_python_hash_is_caught() -> None:
    def hashed(game: str, day: datetime.date) -> int:
        return hash((game, day.isoformat())) & 0x7FFFFFFF

    assert seed_problems(hashed) != []


def test_planted_fault_a_seed_from_the_clock_instead_of_the_date_is_caught() -> None:
    def from_clock(game: str, day: datetime.date) -> int:
        return daily.seed_of(game, datetime.date.today())  # the local date, not the day's

    assert seed_problems(from_clock) != []


@pytest.mark.parametrize("zone", ["UTC", "Pacific/Kiritimati", "America/Adak"])
def test_the_seed_is_the_same_in_every_time_zone_and_process(zone: str) -> None:
    """Another process (another hash seed, another time zone) deals the same day alike."""
    code = ("import datetime, json; from game.daily import seed_of; "
            "print(json.dumps({g: seed_of(g, datetime.date(2026, 11, 27)) for g in "
            f"{sorted(EXPECTED)!r}}}))")
    env = {**os.environ, "TZ": zone, "PYTHONHASHSEED": "12345"}
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env,
                         capture_output=True, text=True, check=True).stdout
    assert json.loads(out) == EXPECTED


def test_the_same_day_deals_the_same_game_and_other_days_another() -> None:
    for game in daily.games():
        a = daily.deal(game, DAY, "Ann")
        b = daily.deal(game, DAY, "Bob")  # the name changes nothing of the deal
        assert a.seed == b.seed == EXPECTED[game]
        assert first_moves(a) == first_moves(b)
        later = [first_moves(daily.deal(game, DAY + datetime.timedelta(days=n), "Ann"))
                 for n in (1, 2, 3)]
        assert any(other != first_moves(daily.deal(game, DAY, "Ann")) for other in later)


def test_the_deals_seats_follow_the_data_file() -> None:
    for game in daily.games():
        plan = daily.plan(game)
        match = daily.deal(game, DAY, "Ann")
        assert [s.kind for s in match.options.seats] == list(plan.kinds)
        assert match.options.seats[0].name == "Ann" and match.options.variants == plan.variants
        assert match.rules.options_problem(match.options) is None
    assert daily.plan("glade").opponents == () and daily.plan("woud").opponents == ()
    assert all(daily.plan(g).opponents == ("medium",)
               for g in ("renature", "mystaria", "mischwald"))


# --- which finished game was a daily deal --------------------------------------------
def test_a_daily_deal_is_known_again_by_its_seed_and_setup() -> None:
    match = daily.deal("renature", DAY, "Ann")
    assert daily.which_day(match, DAY) == DAY
    assert daily.which_day(match, DAY + datetime.timedelta(days=30)) == DAY
    assert daily.which_day(match, DAY - datetime.timedelta(days=1)) == DAY  # past midnight
    assert daily.which_day(match, DAY + datetime.timedelta(days=daily.LOOK_BACK + 1)) is None
    other = Match(match.rules, match.options, match.seed + 1)
    assert daily.which_day(other, DAY) is None
    stronger = daily.deal("renature", DAY, "Ann", hard_seat=True)
    assert daily.which_day(stronger, DAY) is None  # another setup: not the person's deal


# --- the medals ------------------------------------------------------------------------
def test_each_medal_needs_its_share_of_the_hard_total_rounded_up() -> None:
    t = daily.thresholds_for(80, {"bronze": 0.7, "silver": 0.9, "gold": 1.0})
    assert (t.bronze, t.silver, t.gold) == (56, 72, 80)
    odd = daily.thresholds_for(81, {"bronze": 0.7, "silver": 0.9, "gold": 1.0})
    assert (odd.bronze, odd.silver, odd.gold) == (57, 73, 81)  # 56.7 and 72.9 round up
    assert daily.thresholds_for(0).gold == 0
    assert daily.fractions() == {"bronze": 0.7, "silver": 0.9, "gold": 1.0}


@pytest.mark.parametrize("score, medal", [(0, None), (55, None), (56, "bronze"),
                                          (71, "bronze"), (72, "silver"), (79, "silver"),
                                          (80, "gold"), (200, "gold")])
def test_the_medal_for_a_score_is_right_at_the_edges(score: int, medal: str | None) -> None:
    t = daily.Thresholds(80, 56, 72, 80)
    assert daily.medal_for(score, t) == medal


def test_no_medal_while_the_points_are_not_known() -> None:
    assert daily.medal_for(500, None) is None
    assert daily.better(None, "bronze") == "bronze" and daily.better("gold", "silver") == "gold"
    assert daily.better(None, None) is None


def test_planted_fault_rounding_down_gives_a_medal_below_its_share() -> None:
    """The guard: no score below a medal's share of Hard's total earns it."""
    def below_share(thresholds_for: Callable[[int], daily.Thresholds]) -> list[int]:
        return [hard for hard in range(1, 200) for medal in daily.MEDALS
                if thresholds_for(hard).need(medal) < daily.fractions()[medal] * hard - 1e-9]

    assert below_share(daily.thresholds_for) == []

    def floored(hard: int) -> daily.Thresholds:
        return daily.Thresholds(hard, *(int(daily.fractions()[m] * hard) for m in daily.MEDALS))

    assert below_share(floored) != []


def test_the_month_grid_starts_on_monday() -> None:
    weeks = daily.month_grid(2026, 11)
    assert weeks[0][:6] == [None] * 6 and weeks[0][6] == datetime.date(2026, 11, 1)
    assert weeks[-1][0] == datetime.date(2026, 11, 30)
    assert sum(d is not None for w in weeks for d in w) == 30
    assert daily.shift_month(2026, 1, -1) == (2025, 12)
    assert daily.shift_month(2026, 12, 1) == (2027, 1)


# --- the Hard player's total -----------------------------------------------------------
SMALL = {"hard": 6, "medium": 3}  # a fixed, small budget: quick, and still a search


@pytest.mark.parametrize("game", ["glade", "renature"])
def test_the_hard_total_with_a_fixed_budget_is_the_same_every_time(game: str) -> None:
    steps: list[tuple[int, int]] = []
    first = hard_total(game, DAY, SMALL, lambda done, total: steps.append((done, total)))
    assert hard_total(game, DAY, SMALL) == first
    assert steps and steps[-1][0] == steps[-1][1] > 0  # the progress ends complete
    assert all(0 < d <= t for d, t in steps)


def _moves(game: str) -> list[object]:
    return [a.to_json() for a in hard_game(game, DAY, SMALL).actions]


def test_the_hard_game_is_the_same_move_for_move() -> None:
    assert _moves("renature") == _moves("renature")


def test_planted_fault_decisions_drawn_from_an_unseeded_generator_are_caught(
        monkeypatch) -> None:
    """The guard above, with each decision's generator seeded from the system's entropy
    instead of the day's seed and the move number: the games differ."""
    import random
    import types

    monkeypatch.setattr(hard_play, "random",
                        types.SimpleNamespace(Random=lambda _seed=None: random.Random()))
    assert _moves("renature") != _moves("renature")
