"""Every step of Mystaria's lesson can be pointed at on the real table: each awaited
move is one drag (the tile in hand onto its place, a building from the headquarters
onto its field). A tile wanted at another turn than the one in hand (the learner turned
it while trying a place the step refused) is led by the view's ``lead``: the turn
button, clicked until the drag offers the move."""

from __future__ import annotations

import dataclasses

import pytest

from game import lessons
from game.core import Action, registry
from game.games.mystaria.actions import PlaceTile
from game.ui.gameview import GameView
from tests.ui_harness import click, make_table

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


def reached(app, table, action: Action, clicks: int = 8) -> bool:
    """Offered by a drag or a button, or once the clicks ``lead`` names are made."""
    for _ in range(clicks):
        if offered(table.view, action) is not None:
            return True
        rects = table.view.lead(action)
        if not rects:
            return False
        click(app, rects[0].center)
    return offered(table.view, action) is not None


def turned_tile_step(turns: int):
    """The table at a tile-laying step, its tile in hand turned away from the step's."""
    step = next(i for i, s in enumerate(LESSON.steps) if s.action["type"] == "place_tile")
    guide = guide_at(step)
    app, table = make_table("mystaria", match=guide.match)
    table.view.rot = turns  # as a learner leaves it after turning it with R
    return app, table, guide.expected()


@pytest.mark.parametrize("turns", [1, 2, 3])
def test_lead_turns_the_tile_in_hand_back_to_the_steps_turn(turns):
    app, table, expected = turned_tile_step(turns)
    assert offered(table.view, expected) is None
    (button,) = table.view.lead(expected)
    assert button == table.view.turn_rect()
    assert not button.colliderect(table.view.hand_rect())  # a click turns, never picks up
    assert reached(app, table, expected)
    assert table.view.rot == 0 and table.view.lead(expected) == []


def test_without_lead_a_turned_tile_cannot_be_pointed_at(monkeypatch):
    # the planted fault: a view that leads nowhere leaves the turned tile's step stuck
    from game.games.mystaria.view import MystariaView

    monkeypatch.setattr(MystariaView, "lead", lambda self, action: [])
    app, table, expected = turned_tile_step(1)
    assert not reached(app, table, expected)


def test_the_turn_button_shows_only_while_a_tile_waits_to_be_laid():
    guide = guide_at(0)
    _app, table = make_table("mystaria", match=guide.match)
    turn = table.view.turn_rect()
    assert turn is not None
    assert "Turn the tile" in (table.view.tooltip(turn.center) or "")
    guide.play(guide.expected())  # the tile is laid: now a building
    _app, table = make_table("mystaria", match=guide.match)
    assert table.view.turn_rect() is None
    assert table.view.lead(PlaceTile("T20", 0, -2, 1)) == []
