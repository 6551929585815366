"""Every scoring table of Het Woud."""

from __future__ import annotations

import pytest

from game.games.woud.scoring import (
    animal_points,
    bromeliad_points,
    fern_points,
    monstera_points,
    plant_points,
    sun_rain_points,
    tree_points,
)
from game.games.woud.state import Forest, Tree
from tests.games.woud.helpers import fresh, grab


@pytest.mark.parametrize(
    "n,points", [(0, 0), (1, 2), (2, 0), (3, 6), (4, 0), (5, 10), (6, 0), (7, 0)]
)
def test_ferns_odd_even_and_six_or_more(n, points):
    assert fern_points(n) == points


@pytest.mark.parametrize("n,points", [(0, 0), (1, 2), (2, 7), (3, -3), (5, -3)])
def test_bromeliads_one_two_three_or_more(n, points):
    assert bromeliad_points(n) == points


@pytest.mark.parametrize("n,points", [(0, 0), (2, 0), (3, 8), (6, 8)])
def test_monstera_needs_three(n, points):
    assert monstera_points(n) == points


@pytest.mark.parametrize("sun,rain,points", [(1, 0, 0), (1, 1, 5), (2, 1, 5), (3, 3, 15)])
def test_sun_and_rain_pairs(sun, rain, points):
    assert sun_rain_points(sun, rain) == points


def test_tree_points_trunks_plus_multiplier_per_trunk():
    s = fresh(2)
    t = Tree("x", [grab(s, "trunk", 2), grab(s, "trunk", 1), grab(s, "trunk", 0)])
    assert tree_points(t) == 0  # open trees score nothing
    t.canopy = grab(s, "canopy", 2)
    assert tree_points(t) == 3 + 2 * 3
    t.canopy = grab(s, "canopy", 0)
    assert tree_points(t) == 3
    assert tree_points(t, canopy_gap=True) == 3 + 3


def _animals(s, *specs):
    return Forest(cards=[grab(s, "animal", species=sp, role=r) for sp, r in specs])


def test_animal_pairs_high_with_the_active_card_low_alone():
    s = fresh(2)
    assert animal_points(_animals(s, ("toucan", "active"))) == 1
    assert animal_points(_animals(s, ("frog", "active"), ("frog", "pair"))) == 2 + 5
    assert animal_points(_animals(s, ("sloth", "pair"))) == 2


def test_bosgeest_doubles_its_animal_points():
    s = fresh(2)
    f = _animals(s, ("frog", "active"), ("frog", "pair"))
    assert animal_points(f, spirit=True) == 14


def test_marmoset_scores_per_distinct_completed_height():
    s = fresh(2, advanced="all")
    f = Forest(cards=[grab(s, "animal", species="marmoset"), grab(s, "animal", species="marmoset")])
    for trunks in ([0], [0, 1], [1, 1], [2]):
        t = Tree("t", [grab(s, "trunk", v) for v in trunks], grab(s, "canopy", 1))
        f.trees.append(t)
    f.trees.append(Tree("open", [grab(s, "trunk", 0)] * 1 + [grab(s, "trunk", 0)] * 2))
    assert animal_points(f) == 2 * 2  # heights 1 and 2; the open tree does not count


def test_lianas_score_per_completed_tree_and_orchids_need_balance():
    s = fresh(2, advanced="plants")
    lianas = [grab(s, "liana"), grab(s, "liana")]
    assert plant_points(lianas, completed_trees=3) == 6
    orchid = grab(s, "orchid")
    sun = [grab(s, "sun"), grab(s, "sun")]
    assert plant_points([orchid, sun[0]], 0) == 3
    assert plant_points([orchid, *sun], 0) == 0  # two more sun than rain: it wilts
