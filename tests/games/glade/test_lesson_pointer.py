"""Every step of The Glade lesson can be shown on the real table: a tile dragged from the
bench onto a forest space or onto a toadstool in the glade, or the Confirm play button.
When the learner is looking at Ada's forest, the view's ``lead`` first names the click
that brings their own forest back. How a move is reached is the lesson driver's
(game/scenes/learn_driver.py): what the spotlights would show."""

from __future__ import annotations

import pytest

from game import lessons
from game.games.glade.actions import Claim, Confirm, Place
from game.games.glade.data import load
from game.games.glade.view import GladeView
from game.scenes.learn_driver import NotFollowed, reach
from tests.games.lesson_steps import guide_at, table_at
from tests.ui_harness import click

LESSON = lessons.load("glade")


def point(step: int, look_at_ada: bool = False) -> str:
    """How the table reaches the move of ``step`` (0-based): "drag", "button", or "lead"
    once the clicks ``lead`` names have made it offered or played it."""
    app, table, expected = table_at("glade", step)
    if look_at_ada:
        (ada,) = [rect for seat, rect in table.view.thumbs() if seat == 1]
        click(app, ada.center)
        assert table.view.shown() == 1
    return reach(app, table, expected)


@pytest.mark.parametrize("step", range(len(LESSON.steps)))
def test_every_step_of_the_lesson_can_be_pointed_at(step):
    expected = guide_at("glade", step).expected()
    assert point(step) == ("button" if isinstance(expected, Confirm) else "drag")


def test_the_claim_is_a_drag_onto_the_toadstool_in_the_glade():
    _app, table, expected = table_at("glade", 8)
    assert isinstance(expected, Claim)
    view = table.view
    assert isinstance(view, GladeView)
    fields = [t.rect for p in view.pieces() if p.id == expected.tile
              for t in view.targets(p) if t.action == expected]
    kind = load().kind[expected.tile]
    assert fields == [view.field_rect(kind)]  # the field of Ada's toadstool
    assert view.obs.glade[kind].startswith("M1-")


@pytest.mark.parametrize("step", [0, 4, 9])
def test_looking_at_adas_forest_lead_brings_yours_back(step):
    assert point(step, look_at_ada=True) == "lead"


def test_lead_asks_for_nothing_while_your_forest_is_shown():
    _app, table, expected = table_at("glade", 0)
    assert isinstance(expected, Place)
    assert table.view.lead(expected) == []


def test_without_lead_a_place_step_cannot_be_pointed_at_from_adas_forest(monkeypatch):
    """The planted fault: a view with no ``lead`` leaves the learner who looked at Ada's
    forest with no way to the spotlit space."""
    monkeypatch.setattr(GladeView, "lead", lambda self, action: [])
    with pytest.raises(NotFollowed, match="nothing leads to"):
        point(0, look_at_ada=True)
