"""Every step of Mystaria's lesson can be pointed at on the real table: each awaited
move is one drag (the tile in hand, unturned, onto its place; a building from the
headquarters onto its field), so the view needs no ``lead``."""

from __future__ import annotations

import dataclasses

import pytest

from game import lessons
from game.core import Action, registry
from game.games.mystaria.actions import PlaceTile
from game.ui.gameview import GameView
from tests.ui_harness import make_table

RULES = registry.get("mystaria")
LESSON = lessons.load("mystaria")


def guide_at(step: int) -> lessons.Guide:
    guide = lessons.Guide(LESSON, RULES)
    guide.skip_to(step)
    return guide


def offered(view: GameView, action: Action) -> str | None:
    """How the view offers ``action`` now: "drag", "button" or None."""
    for piece in view.pieces():
        if any(t.action == action and t.reason is None for t in view.targets(piece)):
            return "drag"
    if any(a == action for _label, a in view.buttons()):
        return "button"
    return None


@pytest.mark.parametrize("step", range(len(LESSON.steps)))
def test_every_step_of_the_lesson_is_one_drag_on_the_table(step):
    guide = guide_at(step)
    expected = guide.expected()
    assert expected is not None
    _app, table = make_table("mystaria", match=guide.match)
    assert offered(table.view, expected) == "drag", f"step {step + 1}: {expected}"
    assert table.view.lead(expected) == []


def test_a_turned_tile_would_not_be_offered_by_the_unturned_tile_in_hand():
    # the planted fault: a step asking for the first tile turned a quarter would need a
    # turn the drag cannot show, so the check above would catch it
    guide = guide_at(0)
    expected = guide.expected()
    assert isinstance(expected, PlaceTile) and expected.rot == 0
    _app, table = make_table("mystaria", match=guide.match)
    turned = dataclasses.replace(expected, rot=1)
    assert offered(table.view, turned) is None
