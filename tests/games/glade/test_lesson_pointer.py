"""Every step of The Glade lesson can be shown on the real table: a tile dragged from the
bench onto a forest space or onto a toadstool in the glade, or the Confirm play button.
When the learner is looking at Ada's forest, the view's ``lead`` first names the click
that brings their own forest back."""

from __future__ import annotations

import pytest

from game import lessons
from game.core import Action, registry
from game.games.glade.actions import Claim, Confirm, Place
from game.games.glade.data import load
from game.games.glade.view import GladeView
from game.ui.gameview import GameView
from tests.ui_harness import click, make_table

RULES = registry.get("glade")
LESSON = lessons.load("glade")
MAX_CLICKS = 8


def guide_at(step: int) -> lessons.Guide:
    guide = lessons.Guide(LESSON, RULES)
    guide.skip_to(step)
    return guide


def offered(view: GameView, action: Action) -> str | None:
    """How the view offers ``action`` now: "drag", "button" or None."""
    for piece in view.pieces():
        if any(t.action == action for t in view.targets(piece)):
            return "drag"
    if any(a == action for _label, a in view.buttons()):
        return "button"
    return None


def point(step: int, look_at_ada: bool = False) -> str:
    """How the table reaches the move of ``step`` (0-based): "drag", "button", or "lead"
    once the clicks ``lead`` names have made it offered or played it."""
    guide = guide_at(step)
    expected = guide.expected()
    assert expected is not None
    app, table = make_table("glade", match=guide.match)
    if look_at_ada:
        (ada,) = [rect for seat, rect in table.view.thumbs() if seat == 1]
        click(app, ada.center)
        assert table.view.shown() == 1
    how = offered(table.view, expected)
    if how is not None:
        return how
    played = len(guide.match.actions)
    for _ in range(MAX_CLICKS):
        rects = table.view.lead(expected)
        assert rects, f"step {step + 1}: nothing leads to {expected}"
        click(app, rects[0].center)
        if expected in guide.match.actions[played:] or offered(table.view, expected):
            return "lead"
    raise AssertionError(f"step {step + 1}: {expected} not reached in {MAX_CLICKS} clicks")


@pytest.mark.parametrize("step", range(len(LESSON.steps)))
def test_every_step_of_the_lesson_can_be_pointed_at(step):
    how = point(step)
    expected = guide_at(step).expected()
    assert how == ("button" if isinstance(expected, Confirm) else "drag")


def test_the_claim_is_a_drag_onto_the_toadstool_in_the_glade():
    guide = guide_at(8)
    expected = guide.expected()
    assert isinstance(expected, Claim)
    _app, table = make_table("glade", match=guide.match)
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
    guide = guide_at(0)
    _app, table = make_table("glade", match=guide.match)
    expected = guide.expected()
    assert isinstance(expected, Place)
    assert table.view.lead(expected) == []


def test_without_lead_a_place_step_cannot_be_pointed_at_from_adas_forest(monkeypatch):
    """The planted fault: a view with no ``lead`` leaves the learner who looked at Ada's
    forest with no way to the spotlit space."""
    monkeypatch.setattr(GladeView, "lead", lambda self, action: [])
    with pytest.raises(AssertionError, match="nothing leads to"):
        point(0, look_at_ada=True)
