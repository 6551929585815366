"""Every step of the Mischwald lesson can be shown on the real table: its move is a drag
of a hand card, a button, or the clicks the view's ``lead`` names (a clearing card to
take, a hand card to pay with), each of which the table then plays or offers. How a
move is reached is the lesson driver's (game/scenes/learn_driver.py): what the
spotlights would show."""

from __future__ import annotations

import functools

import pytest

from game import lessons
from game.games.mischwald.actions import Pay, Play, Take
from game.games.mischwald.view import MischwaldView
from game.scenes.learn_driver import MAX_CLICKS, NotFollowed, offered
from tests.games.lesson_steps import guide_at, reached, table_at
from tests.ui_harness import click, make_table

LESSON = lessons.load("mischwald")
NARROW = (600, 900)  # a tall narrow window: the hand fans with cards mostly covered

point = functools.partial(reached, "mischwald")


@pytest.mark.parametrize("step", range(len(LESSON.steps)))
def test_every_step_of_the_lesson_can_be_pointed_at(step):
    how = point(step)
    expected = guide_at("mischwald", step).expected()
    if isinstance(expected, Pay | Take):  # clicks on a card: only lead finds them
        assert how == "lead"
    else:
        assert how in ("drag", "button")


def test_lead_names_the_uncovered_part_of_a_fanned_card():
    """A card half hidden under its right neighbour is clicked where it shows: the click
    there pays with that card, not the neighbour."""
    # pay for the Roe Deer: a hand of overlapping cards
    app, table, _expected = table_at("mischwald", 6, size=NARROW)
    view = table.view
    assert isinstance(view, MischwaldView)
    rects = dict(view.hand_rects())
    card = "T27"
    (free,) = view.lead(Pay(card))
    assert free.width < rects[card].width  # the fan overlaps at this size
    assert view.click(free.center) == Pay(card)


def test_a_lead_aiming_at_the_whole_card_would_pay_with_the_neighbour(monkeypatch):
    """The planted fault: ``lead`` naming the whole rect of a covered card sends the
    click to the card lying over it."""
    import game.games.mischwald.view as view_module

    monkeypatch.setattr(view_module, "_uncovered",
                        lambda cards, card: [r for c, r in cards if c == card])
    _app, table, _expected = table_at("mischwald", 6, size=NARROW)
    (whole,) = table.view.lead(Pay("T27"))
    # cards narrow before they overlap: the covered part is a strip at the right
    assert table.view.click((whole.right - 3, whole.centery)) != Pay("T27")


def test_without_lead_a_payment_step_cannot_be_pointed_at(monkeypatch):
    """The planted fault: a view with no ``lead`` leaves the paying steps unreachable."""
    monkeypatch.setattr(MischwaldView, "lead", lambda self, action: [])
    with pytest.raises(NotFollowed, match="nothing leads to"):
        point(1)  # pay for the Beech


def test_lead_asks_for_nothing_the_decision_does_not_take():
    _app, table, _expected = table_at("mischwald", 0)  # the Beech: not yet a payment
    hand = table.match.state.hands[0]
    assert table.view.lead(Pay(hand[1])) == []
    assert table.view.lead(Take(hand[1])) == []


def test_lead_pans_towards_a_tree_out_of_sight_until_its_side_can_be_dropped_on():
    from tests.games.mischwald.util import plant, set_hand

    app, table = make_table("mischwald", players=2, seed=5, size=(1280, 720))
    s = table.match.state
    s.redraw_queue, s.phase, s.current = [], "turn", 0
    set_hand(s, 0, "V04", "T33", "V03")
    for t in ("T23", "T10", "T01", "T02", "T03", "T04", "T05", "T06"):
        plant(s, 0, t)
    table.viewer = 0
    table.after_move()
    while app.stack.top is not table:
        app.pop()
    far = Play("V04", len(s.forests[0]) - 1, "top")
    assert offered(table, far) is None  # panned out of sight
    clicks = 0
    while offered(table, far) is None and clicks < MAX_CLICKS:
        (arrow,) = table.view.lead(far)
        assert arrow == table.view.forest_layout().arrows()[1]  # the right-hand arrow
        click(app, arrow.center)
        clicks += 1
    assert offered(table, far) == "drag" and table.view.lead(far) == []


def test_a_lead_to_another_card_is_caught(monkeypatch):
    """The planted fault: ``lead`` naming the wrong hand card. Its click pays with that
    card, and the driver names the move it made instead of the step's."""
    def wrong_card(self, action):
        rects = dict(self.hand_rects())
        return [rect for card, rect in rects.items() if Pay(card) != action][-1:]

    monkeypatch.setattr(MischwaldView, "lead", wrong_card)
    with pytest.raises(NotFollowed, match=r"a click led to Pay\(card='H20'\)"):
        point(1)  # pay for the Beech with V29
