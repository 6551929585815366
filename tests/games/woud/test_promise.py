"""Het Woud's judgement of what a position promises (strategy.py), searched by Expert."""

from __future__ import annotations

import random

import pytest

from game.ai import players
from game.ai.strategy import strategy_of
from game.games.woud import RULES
from game.games.woud.strategy import PROMISE, WoudStrategy, standing
from tests.games.woud.helpers import clear_table, fresh, give, grab, tree

MEAN_CANOPY = 12 / 11  # three x0, four x1 and four x2 canopies


def table():
    s = fresh(2, seed=3)
    clear_table(s)
    s.season_cards = []  # no changing season: the book's award of 3 in season 1
    s.points = [0, 0]
    return s


def test_an_open_tree_promises_its_trunks_with_an_average_canopy():
    s = table()
    tree(s, 0, [1, 2])
    mine, theirs = standing(s)
    assert theirs == 0
    # 0.7 of trunks 1 + 2 and an average canopy on two trunks, with the season ahead
    assert mine == pytest.approx(0.7 * (3 + 2 * MEAN_CANOPY))


def test_awards_go_to_the_forests_that_hold_them_now():
    s = table()
    tree(s, 0, [1, 1], canopy=1)  # 1 + 1 + 2 x 1 = 4 points now
    mine, theirs = standing(s)
    # tallest tree: 0.8 of season 1's 3 points; largest forest: half of 10 at the start
    assert mine == pytest.approx(4 + 0.8 * 3 + 0.5 * 10)
    assert theirs == 0
    tree(s, 1, [0, 0], canopy=0)  # as tall and as many trees: both share both awards
    mine, theirs = standing(s)
    assert theirs == pytest.approx(0 + 0.8 * 3 + 0.5 * 10)
    assert mine - theirs == pytest.approx(4)


def test_two_fires_cost_the_two_cheapest_plants():
    s = table()
    give(s, 0, *(grab(s, "fern") for _ in range(3)), grab(s, "bromeliad"))
    assert standing(s)[0] == 6 + 2  # three ferns, one bromeliad
    give(s, 0, grab(s, "fire"), grab(s, "fire"))
    # losing two ferns keeps one fern and the bromeliad: 4, the best of the ways
    assert standing(s)[0] == 4


def test_three_fires_cost_every_forest_a_plant():
    s = table()
    give(s, 0, *(grab(s, "monstera") for _ in range(3)), grab(s, "fern"))
    assert standing(s)[0] == 8 + 2
    give(s, 1, *(grab(s, "fire") for _ in range(3)))
    assert standing(s)[0] == 8  # the fern goes, the monsteras stay a set


def test_monsteras_short_of_a_set_promise_a_share_of_it():
    s = table()
    give(s, 0, grab(s, "monstera"), grab(s, "monstera"))
    assert standing(s)[0] == pytest.approx(0.4 * 8 * 2 / 3)


def test_expert_judges_het_woud_by_the_promise_and_hard_as_before(monkeypatch):
    assert players.tuning("woud", "expert").judge == "promise"
    assert players.tuning("woud", "hard").judge == ""
    assert strategy_of(RULES, "promise") is PROMISE
    assert strategy_of(RULES, "none such") is strategy_of(RULES)

    # planted: a judgement that cannot be asked. Only the level that uses it fails.
    def refuse(*_args):
        raise RuntimeError("judged by the promise")

    monkeypatch.setattr(WoudStrategy, "margins", refuse)
    monkeypatch.setattr(WoudStrategy, "evaluate", refuse)
    s = fresh(2, seed=5)
    seat = RULES.decision(s).seat
    budget = players.Budget(0, 40)
    players.search_player(RULES, RULES.clone(s), seat, random.Random(1), budget, "hard", 2)
    with pytest.raises(RuntimeError, match="judged by the promise"):
        players.search_player(RULES, RULES.clone(s), seat, random.Random(1), budget, "expert", 2)
