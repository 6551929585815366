"""The hot-seat curtain is airtight, tells the arriving player what happened, and a turn's
last move can be taken back until someone else acts."""

from __future__ import annotations

import time

import pygame

from game.core import HUMAN, Match, Options, Seat, registry
from game.scenes.curtain import Curtain
from tests.layout_audit import audit
from tests.ui_harness import click, lift_curtain, make_table


def _mischwald(kinds=(HUMAN, HUMAN)):
    rules = registry.get("mischwald")
    seats = tuple(Seat(n, k, c) for n, k, c in zip(("Ann", "Bram"), kinds, rules.info.colours))
    app, table = make_table("mischwald", match=Match(rules, Options(seats), 5))
    table.quiet_seconds = 0.3  # as in the game
    return app, table


def test_three_quick_clicks_never_show_the_next_hand():
    app, table = _mischwald()
    first = table.viewer
    seen: list[int | None] = []
    original = type(table).observation

    class Spy(type(table)):
        @property
        def observation(self):
            seen.append(self.viewer)
            return original.fget(self)

    table.__class__ = Spy
    button = next(b for b in table.view_buttons if b.label.startswith("Draw"))
    for _ in range(3):
        click(app, button.rect.center)
    assert isinstance(app.stack.top, Curtain), "the turn passed: the curtain is down"
    assert table.viewer == first and set(seen) <= {first}
    app.draw()
    assert set(seen) <= {first}  # nothing of the next seat was drawn
    click(app, app.stack.top.widgets[0].rect.center)  # too early: the curtain is not armed
    assert isinstance(app.stack.top, Curtain)
    lift_curtain(app)
    assert table.viewer != first and app.stack.top is table
    offered = [b for b in table.view_buttons if b.label.startswith("Draw")]
    assert offered, "the arriving player's buttons are there at once"
    n = len(table.match.actions)
    click(app, offered[0].rect.center)  # within the quiet moment after the hand-over
    assert len(table.match.actions) == n
    table.quiet_until = 0.0
    offered[0].inert_until = 0.0
    click(app, offered[0].rect.center)  # once it has passed, the button plays
    assert len(table.match.actions) == n + 1


def test_the_curtain_tells_what_happened_since_the_last_turn():
    app, table = _mischwald()
    button = next(b for b in table.view_buttons if b.label.startswith("Draw"))
    click(app, button.rect.center)
    click(app, button.rect.center)
    curtain = app.stack.top
    assert isinstance(curtain, Curtain) and curtain.since
    assert all("Ann" in line for line in curtain.since)  # the other player's public moves
    strings = {t.string for t in audit(app).texts}
    assert "Since your last turn:" in strings
    assert any(s.startswith("I am Bram") for s in strings)


def test_the_player_to_move_is_labelled_to_play():
    app, table = _mischwald()
    table._caches.clear()
    strings = [t.string for t in audit(app).texts]
    assert "to play" in strings and "viewing" not in strings


def test_a_turn_ending_move_can_be_taken_back_until_the_computer_answers():
    import random

    rules = registry.get("renature")
    seats = (Seat("Ann", HUMAN, rules.info.colours[0]), Seat("Cpu", "greedy", rules.info.colours[1]))
    app, table = make_table("renature", match=Match(rules, Options(seats), 2))
    table.session.ai_pause_min = 0.0
    rng = random.Random(2)
    while table.match.decision().seat == 0:
        table.play(rng.choice(list(rules.legal_actions(table.match.state))))
    n = len(table.match.actions)
    assert table.match.can_take_back(0) and table.session.can_undo()
    start = time.monotonic()
    for _ in range(5):
        app.clock.tick()
        app.step([])
    assert len(table.match.actions) == n  # the computer waits
    table.undo()
    assert len(table.match.actions) == n - 1 and table.match.decision().seat == 0
    assert time.monotonic() - start < table.session.take_back_wait


def test_a_move_that_showed_something_hidden_cannot_be_taken_back():
    app, table = _mischwald()
    button = next(b for b in table.view_buttons if b.label.startswith("Draw"))
    click(app, button.rect.center)
    click(app, button.rect.center)  # drew twice: cards were revealed to Ann
    assert not table.match.can_take_back(0)


def test_the_previous_player_may_take_back_from_the_curtain():
    rules = registry.get("renature")
    seats = tuple(Seat(n, HUMAN, c) for n, c in zip(("Ann", "Bram"), rules.info.colours))
    app, table = make_table("renature", match=Match(rules, Options(seats), 2))
    import random

    rng = random.Random(2)
    for _ in range(30):
        if isinstance(app.stack.top, Curtain):
            break
        table.play(rng.choice(list(rules.legal_actions(table.match.state))))
    curtain = app.stack.top
    assert isinstance(curtain, Curtain)
    assert curtain.take_back is not None
    n = len(table.match.actions)
    curtain.shown_at -= 10
    click(app, curtain.widgets[1].rect.center)
    assert app.stack.top is table and len(table.match.actions) == n - 1
    assert table.viewer == 0 and table.my_turn
    pygame.event.clear()


def test_no_click_lands_just_after_a_computer_hands_the_turn_back():
    from tests.ui_harness import run_computers

    app, table = _mischwald((HUMAN, "greedy"))
    button = next(b for b in table.view_buttons if b.label.startswith("Draw"))
    click(app, button.rect.center)
    click(app, button.rect.center)  # the turn passes to the computer
    run_computers(app, table)
    assert table.my_turn
    draw = next(b for b in table.view_buttons if b.label.startswith("Draw"))
    draw.inert_until = 0.0  # only the quiet moment is tested here
    n = len(table.match.actions)
    click(app, draw.rect.center)  # meant for the moment before the computer moved
    assert len(table.match.actions) == n
    table.quiet_until = time.monotonic() - 0.01  # 0.3 s later
    click(app, draw.rect.center)
    assert len(table.match.actions) == n + 1
