"""Moves made by others fly across the table, one after the other, and a click lands them."""

import random
import time

import pygame
import pytest

from game.core import Match, Options, Seat
from game.ui.motion import BASE_SECONDS, Motion, MotionQueue
from tests.toygame import Play
from tests.ui_harness import click, make_app


def _table(toy, kinds=("human", "random"), animation="normal"):
    from game.scenes.table import TableScene

    app = make_app()
    app.settings.animation = animation
    app.home()
    seats = tuple(Seat(n, k, c) for n, k, c in zip(("Ann", "Bob"), kinds, ("red", "blue")))
    t = TableScene(app, Match(toy, Options(seats), 4))
    app.push(t)
    app.step([])
    return app, t


def _until(app, cond, limit=10.0):
    end = time.monotonic() + limit
    while not cond():
        assert time.monotonic() < end, "timed out"
        time.sleep(0.005)
        app.clock.tick()  # the loop's clock gives each step its real duration
        app.step([])


def _computer_moves(app, t):
    """Ann plays a card; the computer then answers. Returns when its move is applied."""
    card, _rect = t.view.hand_rects()[0]
    t.play(Play(card))
    from tests.toygame import Confirm

    t.play(Confirm())
    n = len(t.match.actions)
    _until(app, lambda: len(t.match.actions) > n)


def test_a_motion_eases_from_start_to_end_on_an_arc():
    m = Motion("p", pygame.Surface((10, 10)), pygame.Rect(0, 100, 10, 10),
               pygame.Rect(200, 100, 20, 20))
    assert m.at(0) == pygame.Rect(0, 100, 10, 10)
    assert m.at(1) == pygame.Rect(200, 100, 20, 20)
    mid = m.at(0.5)
    assert mid.x == 100 and mid.y < 100  # halfway along, lifted above the straight line
    assert m.at(0.1).x < 0.1 * 200  # eased: slow at the start


def test_the_queue_plays_moves_one_after_the_other_and_off_means_none():
    q = MotionQueue()
    img = pygame.Surface((4, 4))
    q.add([Motion("a", img, pygame.Rect(0, 0, 4, 4), pygame.Rect(9, 9, 4, 4))], range(0, 1), 1.0)
    q.add([Motion("b", img, pygame.Rect(0, 0, 4, 4), pygame.Rect(9, 9, 4, 4))], range(1, 2), 1.0)
    assert q.hidden() == {"a", "b"} and q.lit() == range(0, 1)
    q.update(BASE_SECONDS + 0.1)
    assert q.hidden() == {"b"} and q.lit() == range(1, 2)
    q.update(BASE_SECONDS + 0.1)
    assert not q.active
    q.add([Motion("c", img, pygame.Rect(0, 0, 4, 4), pygame.Rect(9, 9, 4, 4))], range(2, 3), 0.0)
    assert not q.active


def test_a_computer_move_flies_and_its_piece_is_drawn_once(toy):
    app, t = _table(toy)
    _computer_moves(app, t)
    played = t.match.state.pile[-1]
    assert t.motions.active and f"pile:{played}" in t.hidden_pieces
    # while it flies, its destination shows the card beneath, not the flying card
    app.draw()
    lit = t.motions.lit()
    assert lit is not None and "plays" in t.match.state.log[lit[0]].text
    _until(app, lambda: not t.motions.active)
    assert t.hidden_pieces == frozenset()


def test_the_pile_is_empty_at_the_destination_while_the_card_flies(toy):
    app, t = _table(toy)
    _computer_moves(app, t)
    spot = t.view.pile_rect().inflate(-20, -30)
    t.motions.batches[0].t = 0.0  # the flight has just left the computer's hand
    app.draw()
    during = pygame.image.tobytes(app.screen.subsurface(spot), "RGB")
    t.motions.skip()
    t.redraw()
    app.draw()
    after = pygame.image.tobytes(app.screen.subsurface(spot), "RGB")
    assert during != after  # the card appears only when it lands


def test_a_click_lands_everything_and_does_nothing_else(toy):
    app, t = _table(toy)
    _computer_moves(app, t)
    assert t.motions.active
    n = len(t.match.actions)
    card, rect = t.view.hand_rects()[0]
    click(app, t.view.pile_rect().center)
    assert not t.motions.active and len(t.match.actions) == n


def test_with_animations_off_nothing_flies_but_the_computer_still_pauses(toy):
    app, t = _table(toy, animation="off")
    card, _rect = t.view.hand_rects()[0]
    from tests.toygame import Confirm

    t.play(Play(card))
    t.play(Confirm())
    start = time.monotonic()
    n = len(t.match.actions)
    _until(app, lambda: len(t.match.actions) > n)
    assert time.monotonic() - start >= t.session.ai_pause_min * 0.9
    assert not t.motions.active


@pytest.mark.parametrize("animation", ["normal", "off"])
def test_the_next_hot_seat_player_sees_the_moves_since_their_last_turn(toy, animation):
    app, t = _table(toy, kinds=("human", "human"), animation=animation)
    card, _rect = t.view.hand_rects()[0]
    from game.scenes.curtain import Curtain
    from tests.toygame import Confirm

    t.play(Play(card))
    assert not t.motions.active  # Ann made it: nothing flies for her
    t.play(Confirm())
    curtain = app.stack.top
    assert isinstance(curtain, Curtain) and t.viewer == 0
    curtain.on_ready()
    assert t.viewer == 1
    assert t.motions.active == (animation == "normal")
    if animation == "normal":
        assert t.hidden_pieces == {f"pile:{card}"}


def test_results_wait_until_the_last_flight_has_landed(toy):
    app, t = _table(toy, kinds=("random", "random"))
    t.session.ai_pause_min = 0.0
    _until(app, lambda: t.match.over, limit=60)
    assert not t.results_shown or not t.motions.active
    _until(app, lambda: t.results_shown)
    assert not t.motions.active


def test_the_places_of_a_move_being_shown_are_lit_in_a_real_game():
    from game.core import registry
    from game.scenes.table import TableScene

    rules = registry.get("woud")
    seats = (Seat("Ann", "human", "green"), Seat("Cpu", "greedy", "blue"))
    app = make_app()
    app.settings.animation = "normal"
    app.home()
    t = TableScene(app, Match(rules, Options(seats), 5))
    app.push(t)
    app.step([])
    rng = random.Random(1)
    lit_places = []
    for _ in range(30):
        while t.decision.seat == 0 and not t.match.over:
            t.play(rng.choice(list(rules.legal_actions(t.match.state))))
        n = len(t.match.actions)
        _until(app, lambda n=n: len(t.match.actions) > n or t.match.over)
        lit_places = t.replays.shown_places()
        if lit_places:
            break
        t.motions.skip()
    assert lit_places  # the computer's move is lit where it happened
