"""Every step of Het Woud's lesson can be pointed at on the real table: the awaited move
is a drag of a piece, a button, or the clicks the view's ``lead`` names."""

from __future__ import annotations

import pytest

from game import lessons
from game.core import registry
from game.games.woud.actions import Return
from tests.ui_harness import click, make_table

RULES = registry.get("woud")
LESSON = lessons.load("woud")


def offered(view, action) -> bool:
    """The view offers ``action`` as a drop of one of its pieces or as a button."""
    drops = any(t.action == action for p in view.pieces() for t in view.targets(p))
    return drops or any(a == action for _label, a in view.buttons())


def reached(app, table, action, before: int) -> bool:
    """Offered by drag or button, or made by clicking what ``lead`` names."""
    for _ in range(8):
        if len(table.match.actions) > before:
            return table.match.actions[before] == action
        if offered(table.view, action):
            return True
        rects = table.view.lead(action)
        if not rects:
            return False
        click(app, rects[0].center)
    return False


def guide_at(step: int) -> lessons.Guide:
    guide = lessons.Guide(LESSON, RULES)
    guide.skip_to(step)
    return guide


@pytest.mark.parametrize("step", range(len(LESSON.steps)))
def test_each_step_of_the_lesson_can_be_pointed_at(step):
    guide = guide_at(step)
    expected = guide.expected()
    assert expected is not None
    app, table = make_table("woud", match=guide.match)
    assert reached(app, table, expected, len(guide.match.actions)), f"step {step + 1}"


def test_the_tree_boa_step_is_led_by_a_click_on_the_sun():
    step = next(i for i, s in enumerate(LESSON.steps) if s.action.get("animal"))
    guide = guide_at(step)
    expected = guide.expected()
    assert isinstance(expected, Return) and expected.card
    app, table = make_table("woud", match=guide.match)
    assert not offered(table.view, expected)  # no drag or button makes it: a click does
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
    guide = guide_at(step)
    app, table = make_table("woud", match=guide.match)
    assert not reached(app, table, guide.expected(), len(guide.match.actions))


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
