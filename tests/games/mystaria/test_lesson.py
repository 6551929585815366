"""Mystaria's guided first game teaches what it says: tiles laid beside their own
landscape, regions that a hut and a tree score and a bridge joins, each of the nine
buildings built once, and the end that comes when the learner has built everything.
The points each step's text names are the points the score sheet shows."""

from __future__ import annotations

import functools

import pytest

from game import lessons
from game.core import registry
from game.games.mystaria.actions import Build, NoBuild, PlaceTile
from game.games.mystaria.data import COMPONENTS
from game.games.mystaria.state import MystariaState
from game.i18n import _
from tests.games import lesson_steps
from tests.games.lesson_steps import lesson_actions, state_at

RULES = registry.get("mystaria")
LESSON = lessons.load("mystaria")

# step (1-based) -> the sheet row its move changes, and the value its `done` text names
POINTS = {2: ("Forest hut", 4), 3: ("Tree", 10), 4: ("Castle", 3), 5: ("Tower", 4),
          6: ("Tower", 6), 7: ("Portal", 3), 10: ("Village hut", 14), 11: ("Lake hut", 4),
          12: ("Meadow hut", 7)}


guide_at = functools.partial(lesson_steps.guide_at, "mystaria")
actions = functools.partial(lesson_actions, "mystaria")


def state(guide: lessons.Guide) -> MystariaState:
    return state_at(guide, MystariaState)


def test_the_steps_lay_tiles_and_build_every_kind_of_building_once():
    acts = actions()
    assert 6 <= len(acts) <= 12
    assert len([a for a in acts if isinstance(a, PlaceTile)]) >= 3
    kinds = [a.kind for a in acts if isinstance(a, Build)]
    assert sorted(kinds) == sorted(COMPONENTS.buildings)  # huts, tree, tower, bridge ...
    assert LESSON.options.variant("rules") == "standard"  # not the easy game


@pytest.mark.parametrize("step", sorted(POINTS))
def test_a_building_step_earns_the_points_its_text_names(step):
    label, value = POINTS[step]
    guide = guide_at(step - 1)
    changes = {c.label: c.after for c in guide.play(guide.expected())}
    assert changes.get(label) == value
    assert str(value) in LESSON.steps[step - 1].done


def test_a_hut_scores_the_fields_of_its_region():
    guide = guide_at(1)
    hut = guide.expected()
    assert isinstance(hut, Build) and hut.kind == "hut-F"
    forest = state(guide).forest()
    region = [p for p, r in forest.labels.items() if r == forest.labels[(hut.x, hut.y)]]
    guide.play(hut)
    assert RULES.points(state(guide))[(hut.x, hut.y)] == len(region) == 4


def test_the_bridge_joins_two_forest_regions_into_the_trees():
    step = next(i for i, s in enumerate(LESSON.steps) if s.action.get("kind") == "bridge")
    guide = guide_at(step)
    bridge = guide.expected()
    assert isinstance(bridge, Build) and bridge.axis == "h"
    left, right = (bridge.x - 1, bridge.y), (bridge.x + 1, bridge.y)
    forest = state(guide).forest()
    assert forest.cells[left] == forest.cells[right] == "F"
    assert forest.labels[left] != forest.labels[right]
    changes = guide.play(bridge)
    assert [(c.label, c.gained) for c in changes] == [("Tree", 4)]  # two fields at 2 each
    forest = state(guide).forest()
    assert forest.labels[left] == forest.labels[right]


def test_the_last_building_brings_the_end_and_the_learner_wins():
    guide = guide_at(len(LESSON.steps) - 1)
    assert state(guide).hq[0] == [LESSON.steps[-1].action["kind"]]
    guide.play(guide.expected())
    assert state(guide).ending and not state(guide).hq[0]
    guide.play_others()  # Ada lays the tile in hand; nobody draws
    assert guide.match.over
    assert RULES.winners(state(guide)) == [LESSON.learner]


def test_a_wrong_move_is_refused_with_the_steps_own_reason():
    guide = guide_at(1)  # the forest hut
    assert guide.check(NoBuild()) == _(LESSON.steps[1].wrong)
    other = Build("tree", 1, -1)
    assert guide.check(other) == _(LESSON.steps[1].wrong)
    guide = guide_at(0)  # the first tile
    tile = guide.expected()
    assert isinstance(tile, PlaceTile)
    elsewhere = next(a for a in RULES.legal_actions(guide.match.state) if a != tile)
    assert guide.check(elsewhere) == _(LESSON.steps[0].wrong)


def test_a_step_text_that_named_the_wrong_points_would_be_caught(monkeypatch):
    # the planted fault: the hut step claiming 5 points where the sheet shows 4
    monkeypatch.setitem(POINTS, 2, ("Forest hut", 5))
    with pytest.raises(AssertionError):
        test_a_building_step_earns_the_points_its_text_names(2)
