"""Every step of the Renature lesson can be shown on the real table: its move is a drag
(a domino from the hand, a plant from the plant board), a button (End turn, Another
turn), or the click the view's ``lead`` names (an animal on the joker track). How a
move is reached is the lesson driver's (game/scenes/learn_driver.py): what the
spotlights would show."""

from __future__ import annotations

import functools

import pytest

from game import lessons
from game.games.renature.actions import ChangeJoker, PlaceDomino, PlacePlant, TakeBack
from game.games.renature.view import RenatureView
from game.scenes.learn_driver import NotFollowed
from tests.games.lesson_steps import guide_at, reached, table_at

LESSON = lessons.load("renature")

point = functools.partial(reached, "renature")


@pytest.mark.parametrize("step", range(len(LESSON.steps)))
def test_every_step_of_the_lesson_can_be_pointed_at(step):
    how = point(step)
    expected = guide_at("renature", step).expected()
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
    with pytest.raises(NotFollowed, match="nothing leads to"):
        point(joker)


def test_lead_names_no_click_for_a_move_the_rules_refuse_now():
    # the first domino: the owl is not the joker, clouds are full
    _app, table, _expected = table_at("renature", 0)
    assert table.view.lead(ChangeJoker("butterfly")) == []  # the joker already
    assert table.view.lead(TakeBack(16)) == []  # no plant on the board yet


def test_lead_names_the_plant_to_take_back():
    # your bush stands on B2; you still hold 12 clouds
    _app, table, _expected = table_at("renature", 2)
    (rect,) = table.view.lead(TakeBack(16))
    assert table.view.click(rect.center) == TakeBack(16)
