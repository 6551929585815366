"""Moves of the others fly across Mystaria's table: the laid tile from its player's hand
to its place at its turn, a building from its player's supply to its field, the drawn
tile face down from the pile to its player's hand; the destination stays empty while
the piece flies."""

from __future__ import annotations

import random
import time

import pygame
import pytest

from game.core import HUMAN, Match, Options, Seat
from game.games.mystaria import RULES
from game.games.mystaria.actions import Build, NoBuild, PlaceTile, SetAside
from game.games.mystaria.state import BUILD, TILE
from game.games.mystaria.view import BOARD_BG, art, column, ids
from tests.ui_harness import make_table


def _match(kinds=(HUMAN, HUMAN), seed=5, moves=0, to=1) -> Match:
    seats = (Seat("Ada", kinds[0], "red"), Seat("Bram", kinds[1], "blue"))
    match = Match(RULES, Options(seats), seed)
    rng = random.Random(seed)
    while len(match.actions) < moves or match.decision().seat != to:
        match.play(rng.choice(list(RULES.legal_actions(match.state))))
    return match


def _watch(table, action):
    """Bram plays ``action``; what Ada (the viewer) sees of it."""
    before = table.rules.observe(table.match.state, 0)
    table.match.play(action)
    table._version += 1
    table.view.changed()
    after = table.rules.observe(table.match.state, 0)
    return before, after, table.view.motions(before, after, action)


@pytest.fixture
def bram_to_lay():
    app, table = make_table("mystaria", match=_match(moves=6), size=(1280, 720))
    table.viewer = 0  # Ada watches Bram
    table.view.changed()
    assert table.match.state.phase == TILE and table.match.state.current == 1
    return app, table


def _legal(table, kind):
    return next(a for a in table.rules.legal_actions(table.match.state) if isinstance(a, kind))


def test_a_laid_tile_flies_from_its_players_hand_to_its_place_at_its_turn(bram_to_lay):
    _app, table = bram_to_lay
    view = table.view
    bram = next(r for r in column.other_rows(view) if r.seat == 1)
    hand = bram.hand.copy()
    turned = [a for a in table.rules.legal_actions(table.match.state)
              if isinstance(a, PlaceTile) and a.rot % 2 == 1]
    action = turned[0] if turned else _legal(table, PlaceTile)
    _before, _after, (flight,) = _watch(table, action)
    assert flight.piece == ids.tile_id(action.tile)
    assert flight.start.center == pytest.approx(hand.center, abs=1)
    assert flight.end == view.tile_area(action.tile, action.x, action.y, action.rot)
    w, h = (2, 3) if action.rot % 2 else (3, 2)
    assert flight.end.size == (w * view.cell, h * view.cell)  # at its turn
    assert flight.image.get_size() == flight.end.size
    assert flight.start.w * h == flight.start.h * w  # the same shape all the way


def test_a_building_flies_from_its_players_supply_to_its_field_and_the_drawn_tile_face_down(
        bram_to_lay):
    _app, table = bram_to_lay
    view = table.view
    table.match.play(_legal(table, PlaceTile))
    table.view.changed()
    assert table.match.state.phase == BUILD
    action = _legal(table, Build)
    bram = next(r for r in column.other_rows(view) if r.seat == 1)
    supply = dict(bram.supply)[action.kind].copy()
    pile = column.pile_rect(view)
    hidden_tile = table.match.state.pile[-1]  # what Bram will draw
    _before, _after, motions = _watch(table, action)
    build, drawn = motions
    assert build.piece == ids.building_id((action.x, action.y))
    assert build.start == supply
    assert build.end == view.cell_rect((action.x, action.y))
    # the drawn tile flies face down, from the pile to Bram's hand
    assert drawn.piece == ids.hand_id(1)
    assert drawn.start == pile
    bram = next(r for r in column.other_rows(view) if r.seat == 1)
    assert drawn.end == bram.hand
    back = art.back(drawn.end.w, drawn.end.h)
    assert pygame.image.tobytes(drawn.image, "RGBA") == pygame.image.tobytes(back, "RGBA")
    face = art.tile(hidden_tile, 0, drawn.end.h // 2)
    assert pygame.image.tobytes(drawn.image, "RGBA") != pygame.image.tobytes(face, "RGBA")


def test_building_nothing_still_shows_the_draw(bram_to_lay):
    _app, table = bram_to_lay
    table.match.play(_legal(table, PlaceTile))
    table.view.changed()
    _before, _after, motions = _watch(table, NoBuild())
    assert [m.piece for m in motions] == [ids.hand_id(1)]


def test_a_tile_set_aside_flies_from_the_hand_to_the_pile():
    app, table = make_table("mystaria", match=_match(moves=6), size=(1280, 720))
    table.viewer = 0
    table.view.changed()
    view = table.view
    bram = next(r for r in column.other_rows(view) if r.seat == 1)
    tile = table.match.state.hands[1][0]
    before = table.rules.observe(table.match.state, 0)
    after = table.rules.observe(table.match.state, 0)
    motions = view.motions(before, after, SetAside(tile))
    (aside,) = motions  # nothing drawn: the pile count did not change
    assert aside.start.center == pytest.approx(bram.hand.center, abs=1)
    assert aside.end == column.pile_rect(view)


def test_while_a_computer_move_flies_its_destination_stays_empty():
    app, table = make_table("mystaria", match=_match(kinds=(HUMAN, "random"), to=0),
                            size=(1280, 720))
    app.settings.animation = "normal"
    table.ai_pause_min = 0.0
    table.take_back_wait = 0.0
    view = table.view
    piece = view.pieces()[0]
    target = next(t for t in view.targets(piece) if table.check(t.action) is None)
    table.play(target.action)
    builds = [a for a in table.rules.legal_actions(table.match.state) if isinstance(a, NoBuild)]
    table.play(builds[0])
    n = len(table.match.actions)
    end = time.monotonic() + 20
    while len(table.match.actions) < n + 1:  # the computer lays its tile
        assert time.monotonic() < end, "the computer did not move"
        time.sleep(0.005)
        app.clock.tick()  # each step its real duration
        app.step([])
    laid = table.match.actions[n]
    assert isinstance(laid, PlaceTile)
    assert table.motions.active and ids.tile_id(laid.tile) in table.hidden_pieces
    area = view.tile_area(laid.tile, laid.x, laid.y, laid.rot)
    inside = area.inflate(-area.w // 3, -area.h // 3).center
    board = pygame.Surface(app.screen.get_size())
    view.draw(board)  # the board as the table keeps it under the flights
    assert board.get_at(inside)[:3] == BOARD_BG  # where the tile will lie: still empty
    table.motions.skip()
    view.draw(board)
    assert board.get_at(inside)[:3] != BOARD_BG


def test_while_pieces_fly_the_cached_board_is_not_painted_again_each_frame():
    app, table = make_table("mystaria", match=_match(kinds=(HUMAN, HUMAN), moves=6),
                            size=(1280, 720))
    app.settings.animation = "normal"
    table.viewer = 0
    table.view.changed()
    action = _legal(table, PlaceTile)
    before, after, motions = _watch(table, action)
    table.motions.add(motions, range(0, 0), 1.0)
    painted = []
    real = table.view.draw
    table.view.draw = lambda surface: (painted.append(1), real(surface))
    for _ in range(10):
        table.update(1 / 60)
        app.draw()
    assert table.motions.active
    assert len(painted) <= 1  # once for the hidden destination, not once a frame
