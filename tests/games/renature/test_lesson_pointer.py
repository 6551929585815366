"""Every step of the Renature lesson can be shown on the real table: its move is a drag
(a domino from the hand, a plant from the plant board), a button (End turn, Another
turn), or the click the view's ``lead`` names (an animal on the joker track)."""

from __future__ import annotations

import pytest

from game import lessons
from game.core import Action, registry
from game.games.renature.actions import ChangeJoker, PlaceDomino, PlacePlant, TakeBack
from game.games.renature.view import RenatureView
from game.ui.gameview import GameView
from tests.ui_harness import click, make_table

RULES = registry.get("renature")
LESSON = lessons.load("renature")
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


def point(step: int) -> str:
    """How the table reaches the move of ``step`` (0-based): "drag", "button", or
    "lead" once the clicks ``lead`` names have played it or made it offered."""
    guide = guide_at(step)
    expected = guide.expected()
    assert expected is not None
    app, table = make_table("renature", match=guide.match)
    how = offered(table.view, expected)
    if how is not None:
        return how
    played = len(guide.match.actions)
    for _ in range(MAX_CLICKS):
        rects = table.view.lead(expected)
        assert rects, f"step {step + 1}: nothing leads to {expected}"
        click(app, rects[0].center)
        if expected in guide.match.actions[played:]:
            return "lead"
        if offered(table.view, expected) is not None:
            return "lead"
    raise AssertionError(f"step {step + 1}: {expected} not reached in {MAX_CLICKS} clicks")


@pytest.mark.parametrize("step", range(len(LESSON.steps)))
def test_every_step_of_the_lesson_can_be_pointed_at(step):
    how = point(step)
    expected = guide_at(step).expected()
    if isinstance(expected, ChangeJoker):  # a click on the joker track
        assert how == "lead"
    elif isinstance(expected, PlaceDomino | PlacePlant):
        assert how == "drag"
    else:
        assert how == "button"


def test_without_lead_the_joker_step_cannot_be_pointed_at(monkeypatch):
    """The planted fault: a view with no ``lead`` leaves the joker step unreachable."""
    monkeypatch.setattr(RenatureView, "lead", lambda self, action: [])
    joker = next(n for n, s in enumerate(LESSON.steps) if s.action["type"] == "change_joker")
    with pytest.raises(AssertionError, match="nothing leads to"):
        point(joker)


def test_lead_names_no_click_for_a_move_the_rules_refuse_now():
    guide = guide_at(0)  # the first domino: the owl is not the joker, clouds are full
    _app, table = make_table("renature", match=guide.match)
    assert table.view.lead(ChangeJoker("butterfly")) == []  # the joker already
    assert table.view.lead(TakeBack(16)) == []  # no plant on the board yet


def test_lead_names_the_plant_to_take_back():
    guide = guide_at(2)  # your bush stands on B2; you still hold 12 clouds
    app, table = make_table("renature", match=guide.match)
    (rect,) = table.view.lead(TakeBack(16))
    assert table.view.click(rect.center) == TakeBack(16)
