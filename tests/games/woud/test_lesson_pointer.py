"""Every step of Het Woud's lesson can be pointed at on the real table: the awaited move
is a drag of a piece, a button, or the clicks the view's ``lead`` names. How a move is
reached is the lesson driver's (game/scenes/learn_driver.py): what the spotlights would
show."""

from __future__ import annotations

import pytest

from game import lessons
from game.games.woud.actions import Return
from game.scenes.learn_driver import NotFollowed, offered, reach
from tests.games.lesson_steps import table_at
from tests.ui_harness import click

LESSON = lessons.load("woud")


@pytest.mark.parametrize("step", range(len(LESSON.steps)))
def test_each_step_of_the_lesson_can_be_pointed_at(step):
    app, table, expected = table_at("woud", step)
    assert reach(app, table, expected) in ("drag", "button", "lead"), f"step {step + 1}"


def test_the_tree_boa_step_is_led_by_a_click_on_the_sun():
    step = next(i for i, s in enumerate(LESSON.steps) if s.action.get("animal"))
    app, table, expected = table_at("woud", step)
    assert isinstance(expected, Return) and expected.card
    assert offered(table, expected) is None  # no drag or button makes it: a click does
    rects = table.view.lead(expected)
    assert len(rects) == 1
    before = len(table.match.actions)
    click(app, rects[0].center)
    assert table.match.actions[before] == expected


def test_without_lead_the_tree_boa_step_cannot_be_pointed_at(monkeypatch):
    # the planted fault: a view that leads nowhere leaves the click step unreachable
    from game.games.woud.view import WoudView

    monkeypatch.setattr(WoudView, "lead", lambda self, action: [])
    step = next(i for i, s in enumerate(LESSON.steps) if s.action.get("animal"))
    app, table, expected = table_at("woud", step)
    with pytest.raises(NotFollowed, match="nothing leads to"):
        reach(app, table, expected)


def test_lead_points_at_the_card_a_drought_takes():
    from game.games.woud.actions import Discard, Place
    from tests.games.woud.helpers import give, grab
    from tests.games.woud.test_view import _placing, _table

    m = _placing([("drought",)], trees={0: ([1], 1)})
    fern = grab(m.state, "fern")
    give(m.state, 0, fern)
    m.play(Place(m.state.forests[0].incoming[0], "forest"))
    app, table = _table(m)
    rects = table.view.lead(Discard(fern))
    assert len(rects) == 1 and table.view.lead(Place(fern, "forest")) == []
    click(app, rects[0].center)
    assert m.actions[-1] == Discard(fern)
