"""The bottom bar never overflows, and a button that appears under a click just made
ignores that click's double."""

from __future__ import annotations

import time

import pygame
import pytest

from game.scenes.base import Scene
from game.ui import intents as I
from game.ui.widgets import Button
from tests.layout_audit import _positions, table_at
from tests.ui_harness import make_table


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_renatures_four_end_of_turn_buttons_and_its_prompt_fit(size):
    _r, _s, _x, kinds, _a = _positions("renature", 4)
    upto = next(n for n, k in kinds if k == "end")
    app, table = table_at("renature", 4, size, upto)
    labels = [label for label, _action in table.view.buttons()]
    assert len(labels) == 4
    shown = table.view_buttons + table.bar_buttons
    window = app.screen.get_rect()
    for b in shown:
        assert table.bar.contains(b.rect) and window.contains(b.rect), b.label
    for i, a in enumerate(shown):
        for b in shown[i + 1:]:
            assert not a.rect.colliderect(b.rect), (a.label, b.label)
    from game.ui import text

    prompt = table.decision.prompt
    room = table.bottom.prompt_right - table.bar.x - app.px(20)
    assert text.font(app.px(17), True).size(prompt)[0] <= room or len(
        text.wrap(prompt, app.px(14), room, True)) <= 2


def test_a_button_that_appears_under_a_fresh_click_ignores_it():
    app, table = make_table("glade", players=2)
    pressed = []
    pos = (200, 200)
    table.bottom.last_press = (pos, time.monotonic())
    b = Button("End turn", lambda: pressed.append(1), (150, 180, 120, 40))
    b.guard(table.bottom.last_press)
    b.handle(I.Intent(I.PRESS, pos=pos))
    b.handle(I.Intent(I.RELEASE, pos=pos))
    assert pressed == []
    b.inert_until = time.monotonic() - 0.01  # a moment later it works
    b.handle(I.Intent(I.PRESS, pos=pos))
    b.handle(I.Intent(I.RELEASE, pos=pos))
    assert pressed == [1]
    elsewhere = Button("Keep", lambda: None, (600, 600, 80, 40))
    elsewhere.guard(table.bottom.last_press)
    assert elsewhere.inert_until == 0.0
    pygame.event.clear()


def test_a_bar_button_under_a_fresh_click_listens_once_the_pointer_moves_away():
    pressed = []
    pos = (200, 200)
    b = Button("End turn", lambda: pressed.append(1), (150, 180, 120, 40))
    b.guard((pos, time.monotonic()))
    b.handle(I.Intent(I.POINT, pos=(202, 201)))  # a tremble is no move
    b.handle(I.Intent(I.PRESS, pos=pos))
    b.handle(I.Intent(I.RELEASE, pos=pos))
    assert pressed == []
    b.handle(I.Intent(I.POINT, pos=(230, 195)))
    b.handle(I.Intent(I.PRESS, pos=(230, 195)))
    b.handle(I.Intent(I.RELEASE, pos=(230, 195)))
    assert pressed == [1]


class _Screen(Scene):
    def __init__(self, app, label, on_click):
        super().__init__(app)
        self.buttons = [Button(label, on_click, (100, 100, 200, 50))]

    def handle(self, intent):
        self.feed(self.buttons, intent)


def test_a_screen_opened_or_uncovered_by_a_click_ignores_a_second_click_there():
    from tests.ui_harness import click, make_app, move

    app = make_app((800, 600))
    app.home()
    pressed = []
    below = _Screen(app, "Main menu", lambda: pressed.append("below"))
    app.push(below)
    app.push(_Screen(app, "Play again", app.pop))  # opens as if by a click at (150, 120)
    app.last_press = ((150, 120), time.monotonic())
    app.stack.top.appeared_under = app.last_press
    click(app, (150, 120))  # the double click's second half: ignored
    assert app.stack.top is not below
    move(app, (180, 130))
    click(app, (180, 130))  # a deliberate click (the pointer moved): Play again, closes it
    assert app.stack.top is below and pressed == []
    click(app, (180, 130))  # at once again on the screen below, which was just uncovered
    assert pressed == []
    below.appeared_under = (below.appeared_under[0], time.monotonic() - 1)  # a moment later
    click(app, (180, 130))
    assert pressed == ["below"]


def test_the_table_ignores_the_double_of_the_click_that_uncovered_it():
    from game.scenes.dialogs import MessageBox
    from tests.ui_harness import click, move

    app, table = make_table("mischwald", players=2)
    draw = next(b for b in table.view_buttons if b.label.startswith("Draw"))
    app.push(MessageBox(app, "Paused", "a dialog over the table"))
    app.last_press = (draw.rect.center, time.monotonic())  # its button clicked right there
    app.pop()
    n = len(table.match.actions)
    click(app, draw.rect.center)
    assert len(table.match.actions) == n
    move(app, (draw.rect.centerx + 30, draw.rect.centery))
    move(app, draw.rect.center)  # the pointer moved on purpose: the table listens
    click(app, draw.rect.center)
    assert len(table.match.actions) == n + 1


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
@pytest.mark.parametrize("game_id", ["glade", "renature", "mystaria", "mischwald", "woud"])
def test_the_prompt_is_shown_whole_in_a_small_window(game_id, lang, monkeypatch):
    """At 800x600 a long prompt takes smaller lines; no word of it is dropped (Renature's
    Dutch prompt lost its end)."""
    from tests.layout_audit import audit

    monkeypatch.setenv("LANGUAGE", lang)
    for seed in range(1, 20):  # a game the human seat starts
        app, table = make_table(game_id, players=2, kinds=["human", "greedy"], size=(800, 600),
                                seed=seed)
        if table.my_turn:
            break
    table._caches.clear()
    drawn = [t for t in audit(app).texts  # the prompt's column, left of the buttons
             if table.bar.contains(t.rect) and t.rect.right <= table.bottom.prompt_right]
    prompt = table.decision.prompt
    assert prompt and table.my_turn
    shown = " ".join(t.string for t in sorted(drawn, key=lambda t: t.rect.y))
    assert shown.split() == prompt.split()


def _hint_table():
    for seed in range(1, 10):
        app, table = make_table("mischwald", players=2, kinds=["human", "greedy"], seed=seed)
        if table.my_turn:
            return app, table
    raise AssertionError("no seed where the human starts")


def test_hint_paints_a_place_open_to_many_moves_once():
    """'New tree' takes every card of the hand: its veil is one, not one per card (six
    veils stacked turned it opaque and its label unreadable)."""
    app, table = _hint_table()
    table.toggle_hint()
    assert len(table.advice.hinting) > len({tuple(t.lit or t.rect) for t in table.advice.hinting})
    app.draw()
    spot = next(t.rect for t in table.advice.hinting if sum(
        tuple(u.rect) == tuple(t.rect) for u in table.advice.hinting) > 1).center
    many = app.screen.get_at(spot)
    table.advice.hinting = list({tuple(t.rect): t for t in table.advice.hinting}.values())  # one each
    table._caches.clear()
    app.draw()
    assert app.screen.get_at(spot) == many


def test_no_hover_picture_over_the_score_sheet():
    """Under the score sheet the table draws no enlarged card or hover bubble."""
    from game.scenes.results import SheetOverlay

    app, table = _hint_table()
    asked = []
    table.view.enlarged = lambda pos: asked.append(pos)
    table.view.tooltip = lambda pos: asked.append(pos)
    table.mouse = table.view.rect.center
    app.draw()
    assert asked, "the table asks for hover pictures when it is on top"
    asked.clear()
    app.push(SheetOverlay(app, table))
    app.draw()
    assert asked == []


def test_a_hover_bubble_stays_off_the_picture_it_explains():
    from game.ui.dragdrop import draw_bubble

    surface = pygame.Surface((1280, 720))
    picture = pygame.Rect(600, 200, 180, 240)
    box = draw_bubble(surface, "A long explanation of the tile under the pointer", (640, 300),
                      lambda v: v, avoid=picture)
    assert surface.get_rect().contains(box)
    assert not box.colliderect(picture)
