"""The Mischwald table with the mouse, headless: drag a card to a tree side, pay by
clicking, drag a card face down as a sapling, view another forest, hover a card."""

from __future__ import annotations

import pygame
import pytest

from game.games.mischwald.actions import Decline, Pay, Play, Take
from tests.games.mischwald.util import plant, put, set_hand
from tests.ui_harness import click, drag, make_table, move


@pytest.fixture
def table():
    app, table = make_table("mischwald", players=2, seed=5)
    s = table.match.state
    s.redraw_queue, s.phase, s.current = [], "turn", 0
    set_hand(s, 0, "V04", "T33", "V03", "T01", "H20")
    plant(s, 0, "T23")
    plant(s, 0, "T10")
    table.viewer = 0
    table._after_move()
    while app.stack.top is not table:
        app.pop()
    return app, table


def hand_rect(table, card):
    return dict(table.view.hand_rects())[card]


def test_drag_to_a_tree_side_then_click_to_pay_with_bonus(table):
    app, table = table
    lay = table.view.forest_layout()
    drag(app, hand_rect(table, "V04").center, lay.slot_rect(0, "top").center)
    assert table.match.actions[-1] == Play("V04", 0, "top")
    assert table.decision.kind == "pay"
    assert table.view.pieces() == []  # paying is by clicks
    click(app, hand_rect(table, "T33").center)
    assert table.match.actions[-1] == Pay("T33")
    assert table.view.obs.play.bonus is True  # shown as met so far
    click(app, hand_rect(table, "V03").center)
    assert table.match.state.forests[0][0]["top"] == ["V04"]
    assert [st["n"] for st in table.match.state.steps] == [1, 2]  # effect, then bonus
    labels = [label for label, _a in table.view.buttons()]
    assert labels == ["Draw 1", "Skip"]


def test_wrong_side_is_refused_with_the_rules_reason(table):
    app, table = table
    lay = table.view.forest_layout()
    piece = next(p for p in table.view.pieces() if p.payload == "V04")
    targets = table.view.targets(piece)
    left = next(t for t in targets if t.rect == lay.slot_rect(0, "left"))
    assert table.check(left.action) == "This card goes above or below a tree."
    drag(app, hand_rect(table, "V04").center, lay.slot_rect(0, "left").center)
    assert table.match.actions == []


def test_drag_face_down_makes_a_sapling(table):
    app, table = table
    lay = table.view.forest_layout()
    drag(app, hand_rect(table, "H20").center, lay.sapling_rect().center)
    assert table.match.actions[-1] == Play("H20", -1, "sapling")
    assert table.match.state.forests[0][-1]["sapling"]
    assert table.view.obs.forests[0][-1].card == "H20"  # the owner knows it


def test_clicking_the_clearing_takes_a_card(table):
    app, table = table
    s = table.match.state
    s.clearing.append(s.deck.pop(0))
    card = s.clearing[0]
    table._after_move()
    rect = dict(table.view.clearing_rects())[card]
    click(app, rect.center)
    assert table.match.actions[-1] == Take(card)
    assert table.decision.kind == "draw2"


def test_tabs_show_another_forest_and_hover_enlarges(table):
    app, table = table
    s = table.match.state
    t = plant(s, 1, "T40")
    put(s, 1, t, "bottom", "V12")
    table._after_move()
    click(app, table.view.tab_rects()[1].center)
    assert table.view.shown_seat() == 1
    lay = table.view.forest_layout()
    big = table.view.enlarged(lay.slot_rect(0, "bottom").center)
    assert isinstance(big, pygame.Surface) and big.get_height() > 100
    move(app, lay.tree_rect(0).center)
    app.draw()


def test_gnat_free_placement_by_drag_and_done_button(table):
    app, table = table
    s = table.match.state
    set_hand(s, 0, "H28", "H06", "H02")
    table._after_move()
    lay = table.view.forest_layout()
    drag(app, hand_rect(table, "H28").center, lay.slot_rect(0, "left").center)
    assert table.decision.kind == "free"
    drag(app, hand_rect(table, "H06").center, lay.slot_rect(1, "left").center)
    assert s.forests[0][1]["left"] == ["H06"]
    assert table.view.buttons() == [("Done placing", Decline())]
