"""Every step of Mystaria's lesson can be pointed at on the real table: each awaited
move is one drag (the tile in hand onto its place, a building from the headquarters
onto its field). A tile wanted at another turn than the one in hand (the learner turned
it while trying a place the step refused) is led by the view's ``lead``: the turn
button, clicked until the drag offers the move. How a move is reached is the lesson
driver's (game/scenes/learn_driver.py): what the spotlights would show."""

from __future__ import annotations

import dataclasses

import pytest

from game import lessons
from game.games.mystaria.actions import PlaceTile
from game.scenes.learn_driver import NotFollowed, offered, reach
from tests.games.lesson_steps import table_at

LESSON = lessons.load("mystaria")


@pytest.mark.parametrize("step", range(len(LESSON.steps)))
def test_every_step_of_the_lesson_is_one_drag_on_the_table(step):
    _app, table, expected = table_at("mystaria", step)
    assert offered(table, expected) == "drag", f"step {step + 1}: {expected}"
    assert table.view.lead(expected) == []


def test_a_turned_tile_would_not_be_offered_by_the_unturned_tile_in_hand():
    # the planted fault: a step asking for the first tile turned a quarter would need a
    # turn the drag cannot show, so the check above would catch it
    _app, table, expected = table_at("mystaria", 0)
    assert isinstance(expected, PlaceTile) and expected.rot == 0
    turned = dataclasses.replace(expected, rot=1)
    assert offered(table, turned) is None


def turned_tile_step(turns: int):
    """The table at a tile-laying step, its tile in hand turned away from the step's."""
    step = next(i for i, s in enumerate(LESSON.steps) if s.action["type"] == "place_tile")
    app, table, expected = table_at("mystaria", step)
    table.view.rot = turns  # as a learner leaves it after turning it with R
    return app, table, expected


@pytest.mark.parametrize("turns", [1, 2, 3])
def test_lead_turns_the_tile_in_hand_back_to_the_steps_turn(turns):
    app, table, expected = turned_tile_step(turns)
    assert offered(table, expected) is None
    (button,) = table.view.lead(expected)
    assert button == table.view.turn_rect()
    assert not button.colliderect(table.view.hand_rect())  # a click turns, never picks up
    assert reach(app, table, expected) == "lead"
    assert table.view.rot == 0 and table.view.lead(expected) == []


def test_without_lead_a_turned_tile_cannot_be_pointed_at(monkeypatch):
    # the planted fault: a view that leads nowhere leaves the turned tile's step stuck
    from game.games.mystaria.view import MystariaView

    monkeypatch.setattr(MystariaView, "lead", lambda self, action: [])
    app, table, expected = turned_tile_step(1)
    with pytest.raises(NotFollowed, match="nothing leads to"):
        reach(app, table, expected)


def test_the_turn_button_shows_only_while_a_tile_waits_to_be_laid():
    _app, table, expected = table_at("mystaria", 0)
    turn = table.view.turn_rect()
    assert turn is not None
    assert "Turn the tile" in (table.view.tooltip(turn.center) or "")
    _app, table, _building = table_at("mystaria", 1)  # the tile is laid: now a building
    assert table.view.turn_rect() is None
    assert table.view.lead(PlaceTile("T20", 0, -2, 1)) == []
