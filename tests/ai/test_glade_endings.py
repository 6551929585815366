"""The Glade's endings diagnostic (tests/perf/glade_endings.py) names why a game ended and
counts the score sheet's rows as the sheet does."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from game.ai import arena
from game.games.glade.state import GladeState
from tests.games.glade.helpers import new_game
from tests.perf import glade_endings
from tests.perf.glade_endings import ending, game_facts, summary


def test_an_arena_game_is_read_as_the_arena_plays_it():
    job = arena.jobs_for("glade", ["greedy", "greedy"], 1, 950001)[0]
    facts = game_facts(job)
    assert facts["totals"] == arena.play_one(job)["totals"]
    # the rows are the score sheet's: they add up to each seat's total
    assert [sum(v or 0 for v in col) for col in zip(*facts["rows"])] == facts["totals"]
    # a plain game: the matching game's rows are not in play, and the report leaves them out
    assert facts["rows"][5] == [None, None]
    text = glade_endings.report(summary([facts], "greedy"), "greedy")
    assert "counters" not in text and "unconnected" in text
    assert facts["ending"] in glade_endings.ENDINGS
    assert all(0 <= n <= 12 for n in facts["edge"]) and all(facts["tiles"])


def _finished() -> GladeState:
    s = new_game(players=2)
    s.phase = "over"
    return s


def test_each_ending_is_named_by_what_ended_the_game():
    s = _finished()
    assert ending(s) == "stuck"
    gone = dataclasses.replace(s, edge=[[], s.edge[1]])
    assert ending(gone) == "toadstools"
    short = dataclasses.replace(s, end_triggered=True)
    assert ending(short) == "bag"
    # a seat's last toadstool sets the end off too: the toadstools name it first
    assert ending(dataclasses.replace(gone, end_triggered=True)) == "toadstools"


def _facts(kinds: list[str], totals: list[int], winners: list[int], store: list[int],
           end: str) -> dict[str, Any]:
    rows = [[0, 0] for _ in range(8)]
    rows[2] = store
    return {"kinds": kinds, "totals": totals, "winners": winners, "rows": rows,
            "edge": [5, 7], "tiles": [18, 17], "bag": 70, "ending": end}


def test_the_summary_counts_endings_levels_winners_and_the_margin():
    games = [_facts(["expert", "hard"], [12, 8], [0], [4, 2], "stuck"),
             _facts(["hard", "expert"], [10, 9], [0], [6, 0], "stuck"),
             _facts(["expert", "hard"], [7, 7], [0, 1], [2, 2], "bag")]
    found = summary(games, "expert")
    assert found["endings"] == {"toadstools": 0, "bag": 1, "stuck": 2}
    assert found["means"]["expert"][2] == pytest.approx((4 + 0 + 2) / 3)
    assert found["means"]["winners"][2] == pytest.approx((4 + 6) / 2)  # the tie counts for neither
    assert found["means"]["losers"][2] == pytest.approx((2 + 0) / 2)
    assert found["means"]["hard"][-2:] == pytest.approx([(5 + 7 + 7) / 3, (17 + 18 + 17) / 3])
    assert found["margin"] == pytest.approx((4 - 1 + 0) / 3)  # expert's points minus hard's
    assert found["spread"] > 0
    assert "1 ended by bag" in glade_endings.report(found, "expert")

