"""Another seat's moves fly across the Mischwald table: each flight starts where the card
was and ends where it is, drawn face down when it was drawn unseen."""

from __future__ import annotations

import pygame
import pytest

from game.games.mischwald.actions import DrawDeck, Pay, Play, Take
from game.games.mischwald.view import art
from game.ui import theme
from tests.games.mischwald.util import on_top, plant, set_hand
from tests.ui_harness import make_table


@pytest.fixture
def table():
    """Seat 0 watches; seat 1 is to move."""
    app, table = make_table("mischwald", players=2, seed=5, size=(1280, 720))
    s = table.match.state
    s.redraw_queue, s.phase, s.current = [], "turn", 1
    s.clearing[:] = []
    set_hand(s, 1, "T23", "V03", "H03", "T01")
    table.viewer = 0
    table.after_move()
    while app.stack.top is not table:
        app.pop()
    return app, table


def _move(table, action):
    """The observations of seat 0 before and after seat 1 plays ``action``, and the
    flights the view makes of it."""
    rules, s = table.rules, table.match.state
    before = rules.observe(s, 0)
    rules.apply(s, action)
    after = rules.observe(s, 0)
    table.after_move()
    motions = table.view.motions(before, after, action)
    table.motions.add(motions, range(0), 1.0)  # as the table does: they fly now
    return before, after, motions


def _hand_of(table, seat):
    w, h = table.view.card_small
    r = pygame.Rect(0, 0, w, h)
    r.center = table.view.tab_rects()[seat].center
    return r


def _one(motions, piece):
    found = [m for m in motions if m.piece == piece]
    assert len(found) == 1, [m.piece for m in motions]
    return found[0]


def test_a_card_played_flies_from_the_hand_into_the_forest(table):
    app, table = table
    _b, _a, motions = _move(table, Play("T23", -1, "tree"))  # a Birch costs nothing
    m = _one(motions, "T23")
    assert m.start == _hand_of(table, 1)
    assert m.end == table.view.forest_layout(1).tree_rect(0)
    # while it flies, seat 1's forest is on show; then the viewer's own again
    assert table.view.shown_seat() == 1
    table.motions.skip()
    assert table.view.shown_seat() == 0


def test_a_card_paid_for_flies_from_the_payment_panel_into_the_forest(table):
    app, table = table
    s = table.match.state
    plant(s, 1, "T10")
    _move(table, Play("V03", 0, "top"))  # a Chaffinch costs 1
    table.motions.skip()
    _b, _a, motions = _move(table, Pay("H03"))
    m = _one(motions, "V03")
    assert m.start == table.view.play_pic_rect()
    assert m.end == table.view.forest_layout(1).slot_rect(0, "top")
    paid = _one(motions, "H03")  # the payment card goes to the clearing, face up
    assert paid.start == _hand_of(table, 1)
    assert paid.end == dict(table.view.clearing_rects())["H03"]


def test_a_card_taken_flies_from_the_clearing_into_the_hand(table):
    app, table = table
    s = table.match.state
    s.clearing[:] = ["V01", "V02"]
    table.after_move()
    where = dict(table.view.clearing_rects())["V02"]
    _b, _a, motions = _move(table, Take("V02"))
    m = _one(motions, "took:V02")
    assert m.start == where
    assert m.end == _hand_of(table, 1)


def test_a_card_drawn_from_the_deck_flies_face_down(table):
    app, table = table
    s = table.match.state
    on_top(s, "V01")
    _b, _a, motions = _move(table, DrawDeck())
    assert len(motions) == 1
    m = motions[0]
    assert m.start == table.view.deck_rect
    assert m.end == _hand_of(table, 1)
    back = art.card_back(m.start.w, m.start.h)
    face = art.hand_card("V01", m.start.w, m.start.h)
    probe = (m.start.w // 2, m.start.h // 3)
    assert m.image.get_at(probe) == back.get_at(probe) != face.get_at(probe)


def test_a_flying_card_is_not_drawn_where_it_lands(table):
    app, table = table
    s = table.match.state
    s.clearing[:] = ["V01"]
    table.after_move()
    on_top(s, "V02")
    _b, _a, motions = _move(table, Play("T23", -1, "tree"))  # the deck's top card is shown
    m = _one(motions, "V02")
    assert m.start == table.view.deck_rect
    end = dict(table.view.clearing_rects())["V02"]
    assert m.end == end
    table.redraw()
    app.draw()
    assert "V02" in table.hidden_pieces
    # its place in the clearing shows the empty clearing until it lands
    assert app.screen.get_at((end.right - 4, end.centery))[:3] == theme.PANEL[:3]


def test_log_entries_name_the_places_they_touch(table):
    app, table = table
    s = table.match.state
    s.clearing[:] = ["V01"]
    table.after_move()
    _move(table, Take("V01"))
    table.motions.skip()
    view = table.view
    assert view.log_places(s.log[-1].where) == [view.clearing_rect, view.tab_rects()[1]]
    plant(s, 0, "T10")
    s.current, s.phase = 0, "turn"
    set_hand(s, 0, "V03", "H03")
    table.after_move()
    table.play(Play("V03", 0, "top"))
    table.play(Pay("H03"))
    entry = next(e for e in reversed(s.log) if "places" in e.text)
    assert view.log_places(entry.where) == [view.forest_layout().slot_rect(0, "top")]
