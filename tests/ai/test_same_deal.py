"""Same deal, in your seat: the Hard player plays a finished game's deal again in the
person's seat. The deal is the same (the set-up, so every deck's order, equals the
original's), the opponents keep their levels, a fixed budget gives the same game every
time, and the sheets line up row by row."""

from __future__ import annotations

import dataclasses
import random

import pytest

from game.ai import same_deal as sd
from game.ai.players import choose_action
from game.ai.search import Budget
from game.core import HUMAN, Match, Options, Seat, registry
from game.core.record import Record
from game.core.snapshot import plain

GAMES = [r.info.id for r in registry.all_games()]
SMALL = Budget(0.0, 12, width=6)  # iterations only: the same on any machine


def finished(game: str, kinds: list[str], seed: int = 3) -> Record:
    """A finished game of ``game``: the person plays random moves, the computers as
    their levels."""
    rules = registry.get(game)
    seats = tuple(Seat("Ann" if k == HUMAN else f"Bot {i}", k,
                       rules.info.colours[i % len(rules.info.colours)])
                  for i, k in enumerate(kinds))
    match = Match(rules, Options(seats), seed)
    rng = random.Random(seed)
    while not match.over:
        seat = match.decision().seat
        assert seat is not None
        kind = "random" if kinds[seat] in (HUMAN, "medium", "hard") else kinds[seat]
        match.play(choose_action(rules, match.state, seat, kind, rng))
    return match.record()


@pytest.mark.parametrize("game", GAMES)
def test_the_deal_is_the_same(game: str) -> None:
    """Set up with the same seed and options (the person's seat now Hard's), every game
    starts from the same position: the same first cards or tiles on the table and in the
    hands, and the same order in every deck, bag and pile."""
    record = finished(game, [HUMAN, "greedy"])
    rules = registry.get(game)
    original = Match(rules, record.options, record.seed)
    again = Match(rules, sd.in_your_seat(record.options, 0), record.seed)
    assert again.options.seats[0].kind == "hard"
    assert plain(again.state) == plain(original.state)
    assert plain(rules.observe(again.state, 0)) == plain(rules.observe(original.state, 0))
    other = Match(rules, record.options, record.seed + 1)  # the check can fail
    assert plain(other.state) != plain(original.state)


def test_the_first_tiles_dealt_are_the_same_in_the_played_game() -> None:
    """The Glade: the bench the person first chose from is the bench the Hard player
    first chooses from."""
    record = finished("glade", [HUMAN, "greedy"])
    found = sd.same_deal(record, 0, SMALL, timeless=True)
    rules = registry.get("glade")
    original = Match(rules, record.options, record.seed)
    again = Match(rules, found.options, found.seed)
    assert list(again.state.bench) == list(original.state.bench)
    assert list(again.state.bag) == list(original.state.bag)


def test_levels_are_kept_and_the_seat_is_hard() -> None:
    record = finished("woud", [HUMAN, "greedy", "beginner"])
    found = sd.same_deal(record, 0, SMALL, timeless=True)
    assert found.levels == ["hard", "greedy", "beginner"]
    assert [s.kind for s in found.original.seats] == [HUMAN, "greedy", "beginner"]
    assert [s.name for s in found.options.seats] == [s.name for s in record.options.seats]
    assert found.finished and not found.cancelled


def test_a_fixed_budget_gives_the_same_game() -> None:
    record = finished("mystaria", [HUMAN, "medium"])
    one = sd.same_deal(record, 0, SMALL, timeless=True)
    two = sd.same_deal(record, 0, SMALL, timeless=True)
    assert one.actions == two.actions and one.totals() == two.totals()


def test_players_seeded_from_the_system_would_not_replay(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The planted fault: the players' generators seeded from the system, not the game."""
    record = finished("mystaria", [HUMAN, "medium"])
    one = sd.same_deal(record, 0, SMALL, timeless=True)
    monkeypatch.setattr(sd, "players_rng", lambda _seed: random.Random())
    runs = [sd.same_deal(record, 0, SMALL, timeless=True).actions for _k in range(3)]
    assert any(run != one.actions for run in runs)


def test_the_sheets_line_up_row_by_row_and_survive_the_worker_json() -> None:
    record = finished("glade", [HUMAN, "greedy"])
    found = sd.same_deal(record, 0, SMALL, timeless=True)
    rules = registry.get("glade")
    final = Match.from_record(record)
    assert [label for label, _m, _h in found.rows()] == [r.label for r in
                                                          rules.score_sheet(final.state).rows]
    assert found.totals()[0] == rules.score_sheet(final.state).totals[0]
    back = sd.SameDeal.from_json(found.to_json(), record)
    assert back.rows() == found.rows() and back.levels == found.levels
    replayed = Match.from_record(back.record(rules.info.rules_version))
    assert replayed.over and rules.score_sheet(replayed.state).totals == found.hard.totals


def test_progress_and_cancel() -> None:
    record = finished("glade", [HUMAN, "greedy"])
    told: list[tuple[int, int]] = []
    found = sd.same_deal(record, 0, SMALL, timeless=True,
                         progress=lambda d, t: told.append((d, t)),
                         cancelled=lambda: len(told) > 3)
    assert found.cancelled and not found.finished
    assert told[0][0] == 0 and [d for d, _t in told] == sorted(d for d, _t in told)


def test_who_may_have_it() -> None:
    rules = registry.get("renature")
    c = rules.info.colours
    assert sd.eligible(Options((Seat("A", HUMAN, c[0]), Seat("B", "hard", c[1])))) == 0
    assert sd.eligible(Options((Seat("A", "greedy", c[0]), Seat("B", HUMAN, c[1])))) == 1
    assert sd.eligible(Options((Seat("A", HUMAN, c[0]), Seat("B", HUMAN, c[1])))) is None
    assert sd.eligible(Options((Seat("A", "greedy", c[0]), Seat("B", "hard", c[1])))) is None


def test_het_woud_says_its_draws_can_follow_the_moves() -> None:
    assert "shuffled again" in sd.deal_note("woud")
    assert sd.deal_note("glade") == sd.SAME_ORDER


def test_every_searching_level_loses_its_clock_in_a_timeless_same_deal(monkeypatch) -> None:
    """An Expert opponent searches too: with ``timeless`` its budget has no time limit, so
    the game is the same on any machine (the module once kept its own list without it)."""
    from game.ai.players import SEARCHING

    budgets: dict[str, Budget] = {}
    real = sd.search_player

    def spy(rules, sample, seat, rng, budget, kind=None, players=None):
        budgets.setdefault(kind, budget)
        return real(rules, sample, seat, rng, dataclasses.replace(budget, iterations=8),
                    kind, players)

    monkeypatch.setattr(sd, "search_player", spy)
    rules = registry.get("woud")
    match = Match(rules, Options((Seat("Ann", HUMAN, "red"), Seat("Bot", "expert", "blue"))), 5)
    sd._move(rules, match.state, 1, "expert",
             random.Random(1), sd._budget(rules, "expert", 2, None, True)
             if "expert" in sd.SEARCHING else None)
    assert "expert" in SEARCHING and sd.SEARCHING is SEARCHING
    assert budgets["expert"].seconds == 0.0
