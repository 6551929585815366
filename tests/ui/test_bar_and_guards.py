"""The bottom bar never overflows, and a button that appears under a click just made
ignores that click's double."""

from __future__ import annotations

import time

import pygame
import pytest

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
    room = table._prompt_right - table.bar.x - app.px(20)
    assert text.font(app.px(17), True).size(prompt)[0] <= room or len(
        text.wrap(prompt, app.px(14), room, True)) <= 2


def test_a_button_that_appears_under_a_fresh_click_ignores_it():
    app, table = make_table("glade", players=2)
    pressed = []
    pos = (200, 200)
    table._last_press = (pos, time.monotonic())
    b = Button("End turn", lambda: pressed.append(1), (150, 180, 120, 40))
    table._guard(b)
    b.handle(I.Intent(I.PRESS, pos=pos))
    b.handle(I.Intent(I.RELEASE, pos=pos))
    assert pressed == []
    b.inert_until = time.monotonic() - 0.01  # a moment later it works
    b.handle(I.Intent(I.PRESS, pos=pos))
    b.handle(I.Intent(I.RELEASE, pos=pos))
    assert pressed == [1]
    elsewhere = Button("Keep", lambda: None, (600, 600, 80, 40))
    table._guard(elsewhere)
    assert elsewhere.inert_until == 0.0
    pygame.event.clear()
