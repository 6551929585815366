"""Real drags through the table scene of the toy game, headless."""

import pygame
import pytest

from game.core import Match, Options, Seat
from tests.toygame import Confirm
from tests.ui_harness import click, drag, key, lift_curtain, make_app, move, press, release


@pytest.fixture
def table(toy_table):
    return toy_table


def test_a_drag_onto_the_pile_plays_the_card(table):
    app, t = table
    card, rect = t.view.hand_rects()[0]
    drag(app, rect.center, t.view.pile_rect().center)
    assert t.match.state.pile == [card]
    assert len(t.match.actions) == 1


def test_a_drop_on_an_illegal_place_snaps_back_with_the_reason(table):
    app, t = table
    _card, rect = t.view.hand_rects()[0]
    before = list(t.match.state.hands[0])
    drag(app, rect.center, t.view.bin_rect().center)
    assert t.match.state.hands[0] == before and t.match.actions == []
    assert t.status == "Cards go on the pile."


def test_a_drop_where_the_rules_refuse_shows_the_rules_reason(table):
    app, t = table
    first, rect = t.view.hand_rects()[0]
    drag(app, rect.center, t.view.pile_rect().center)
    _second, rect2 = t.view.hand_rects()[0]
    drag(app, rect2.center, t.view.pile_rect().center)  # must confirm first
    assert t.match.state.pile == [first]
    assert t.status == "Confirm your card first."


def test_a_drop_on_empty_table_changes_nothing(table):
    app, t = table
    _card, rect = t.view.hand_rects()[0]
    drag(app, rect.center, (t.view.rect.right - 30, t.view.rect.y + 30))
    assert t.match.actions == []


def test_click_to_pick_then_click_to_place(table):
    app, t = table
    card, rect = t.view.hand_rects()[1]
    click(app, rect.center)
    assert t.drag.active and t.drag.mode == "picked"
    move(app, t.view.pile_rect().center)
    click(app, t.view.pile_rect().center)
    assert t.match.state.pile == [card]


def test_escape_cancels_a_drag(table):
    app, t = table
    _card, rect = t.view.hand_rects()[0]
    press(app, rect.center)
    move(app, t.view.pile_rect().center)
    key(app, pygame.K_ESCAPE)
    release(app, t.view.pile_rect().center)
    assert t.match.actions == [] and not t.drag.active


def test_legal_places_light_up_while_dragging(table):
    app, t = table
    _card, rect = t.view.hand_rects()[0]
    press(app, rect.center)
    legal = t.drag.legal_targets()
    assert [x.rect for x in legal] == [t.view.pile_rect()]


def test_undo_and_buttons_through_the_bar(table):
    app, t = table
    card, rect = t.view.hand_rects()[0]
    drag(app, rect.center, t.view.pile_rect().center)
    undo = next(b for b in t.bar_buttons if b.label == "Undo")
    assert undo.enabled
    click(app, undo.rect.center)
    assert t.match.state.pile == [] and card in t.match.state.hands[0]
    drag(app, rect.center, t.view.pile_rect().center)
    confirm = next(b for b in t.view_buttons if b.label == "Confirm")
    click(app, confirm.rect.center)
    assert isinstance(t.match.actions[-1], Confirm)


def test_curtain_between_two_humans(table):
    from game.scenes.curtain import Curtain

    app, t = table
    _card, rect = t.view.hand_rects()[0]
    drag(app, rect.center, t.view.pile_rect().center)
    key(app, pygame.K_RETURN)  # the single button: confirm
    assert isinstance(app.stack.top, Curtain)
    assert t.viewer == 0, "the next player's hand is not shown before they are ready"
    click(app, (10, 10))  # a click anywhere does not lift it
    assert isinstance(app.stack.top, Curtain) and t.viewer == 0
    lift_curtain(app)  # the arriving player's own button does
    assert app.stack.top is t and t.viewer == 1
    assert list(t.observation.hand) == t.match.state.hands[1]


def test_autosave_after_every_move(table):
    from game.core import saves

    app, t = table
    _card, rect = t.view.hand_rects()[0]
    drag(app, rect.center, t.view.pile_rect().center)
    saved = saves.load_record(saves.autosave_path())
    assert len(saved.actions) == 1


def test_score_sheet_columns_include_automata():
    from game.core import ScoreRow, ScoreSheet
    from game.ui.scoresheet import column_heads

    sheet = ScoreSheet([ScoreRow("Trees", [3, 5])], ["Bosgeest"])
    seats = (Seat("Ann", "human", "red"),)
    assert column_heads(sheet, seats) == [("Ann", "red"), ("Bosgeest", "automaton")]


def test_a_resumed_hot_seat_game_starts_behind_the_curtain(toy):
    from game.scenes.curtain import Curtain
    from game.scenes.table import TableScene

    app = make_app()
    app.home()
    seats = (Seat("Ann", "human", "red"), Seat("Bob", "human", "blue"))
    t = TableScene(app, Match(toy, Options(seats), 4), resumed=True)
    app.push(t)
    assert isinstance(app.stack.top, Curtain) and app.stack.top.seat.name == "Ann"
    click(app, (5, 5))
    assert isinstance(app.stack.top, Curtain)  # only Ann's own button lifts it
    lift_curtain(app)
    assert app.stack.top is t
