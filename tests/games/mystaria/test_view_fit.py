"""Mystaria's forest on the table: a dragged tile lights whole tile outlines, every lit
place shows inside the forest's area, the first tiles show large and the hand matches."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core import HUMAN, Match, Options, Seat
from game.games.mystaria import RULES
from game.games.mystaria.actions import PlaceTile
from game.games.mystaria.state import TILE
from tests.ui_harness import make_table, move, press

SIZES = [(800, 600), (1280, 720), (1920, 1080), (2560, 1440)]


def late_game(moves: int = 40, seed: int = 5) -> Match:
    """Two humans, ``moves`` random moves in, the first to lay a tile."""
    seats = (Seat("P1", HUMAN, "red"), Seat("P2", HUMAN, "blue"))
    match = Match(RULES, Options(seats), seed)
    rng = random.Random(seed)
    while len(match.actions) < moves or match.state.phase != TILE:
        match.play(rng.choice(list(RULES.legal_actions(match.state))))
    return match


def pick_tile(app, table):
    piece = table.view.pieces()[0]
    press(app, piece.rect.center)
    move(app, (piece.rect.centerx - 30, piece.rect.centery))
    return table.drag


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=str)
def test_a_lit_place_is_the_whole_tile_outline_at_the_turn_held(size):
    app, table = make_table("mystaria", match=late_game(), size=size)
    view = table.view
    drag = pick_tile(app, table)
    tile, rot = drag.piece.payload
    legal = [t for t, r in zip(drag.targets, drag.reasons) if r is None]
    assert legal
    for t in legal:
        a = t.action
        w, h = (3, 2) if rot % 2 == 0 else (2, 3)
        corner = view.cell_rect((a.x, a.y))
        assert t.lit == pygame.Rect(corner.topleft, (w * view.cell, h * view.cell))
        assert t.lit.contains(t.rect)  # the pointer aims with the field it holds
    # the table draws the outline round the whole tile, not round one field (the place
    # under the pointer: the others are marked small)
    target = legal[0]
    move(app, target.rect.center)
    assert drag.targets[drag.hovered] is target
    table.redraw()
    app.draw()
    far = (target.lit.right - 3, target.lit.bottom - 3) if target.rect.topleft == \
        target.lit.topleft else (target.lit.x + 2, target.lit.y + 2)
    lit_colour = app.screen.get_at(far)[:3]
    drag.cancel()
    drag.snap = None
    table.redraw()
    app.draw()
    assert app.screen.get_at(far)[:3] != lit_colour


@pytest.mark.parametrize("size", SIZES, ids=str)
def test_every_place_offered_shows_its_whole_tile_inside_the_forest_area(size):
    app, table = make_table("mystaria", match=late_game(), size=size)
    view = table.view
    drag = pick_tile(app, table)
    assert drag.targets
    for t in drag.targets:
        assert view.board.contains(t.lit)
    if size != (800, 600):  # the fitted forest leaves room for every legal place
        tile, rot = drag.piece.payload
        listed = {a for a in RULES.legal_actions(table.match.state)
                  if isinstance(a, PlaceTile) and a.rot == rot}
        assert {t.action for t, r in zip(drag.targets, drag.reasons) if r is None} == listed


@pytest.mark.parametrize("size", SIZES[1:], ids=str)
def test_the_first_tile_shows_large_and_the_hand_at_the_forests_scale(size):
    _app, table = make_table("mystaria", 2, seed=5, size=size)
    view = table.view
    (start,) = table.observation.placed
    area = view.tile_area(start[0], start[1], start[2], start[3])
    assert area.w >= 0.28 * view.board.w


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=str)
def test_the_tile_in_hand_reads_large_and_is_carried_at_the_forests_scale(size):
    app, table = make_table("mystaria", match=late_game(), size=size)
    view = table.view
    hand = view.hand_rect()
    room = view.hand_room()
    assert view.cell < room  # a grown forest, zoomed out
    assert hand.size in ((3 * room, 2 * room), (2 * room, 3 * room))
    assert room >= view.side.w // 4  # it fills the column's width
    # held by its middle field's centre, it follows the mouse at the forest's scale,
    # held by the same field
    w, h = hand.w // room, hand.h // room
    held = (hand.x + room * (w // 2) + room // 2, hand.y + room // 2)
    press(app, held)
    move(app, (held[0] - 200, held[1] + 100))
    drag = table.drag
    assert drag.piece.image.get_size() == (w * view.cell, h * view.cell)
    assert (drag.grab[0] // view.cell, drag.grab[1] // view.cell) == (w // 2, 0)


def test_the_players_zoom_goes_past_the_fitted_size_until_the_next_tile():
    app, table = make_table("mystaria", 2, seed=5, size=(1920, 1080))
    view = table.view
    fitted = view.cell
    for _ in range(3):
        view.wheel(view.board.center, 1)
    assert view.cell > fitted
    zoomed = (view.cell, view.origin)
    piece = view.pieces()[0]
    target = next(t for t in view.targets(piece) if table.check(t.action) is None)
    table.play(target.action)  # a laid tile shows the whole forest again
    assert (view.cell, view.origin) != zoomed and not view.user_view
    refitted = view.cell
    view.wheel(view.board.center, 1)  # and the wheel still zooms
    assert view.cell > refitted and view.user_view


def test_the_carried_tile_is_at_full_strength_with_a_light_edge():
    from game.games.mystaria.view.art import CARRIED_EDGE

    app, table = make_table("mystaria", 2, seed=5, size=(1280, 720))
    drag = pick_tile(app, table)
    img = drag.piece.image
    assert img.get_alpha() in (None, 255)
    assert img.get_at((0, img.get_height() // 2))[:3] == CARRIED_EDGE
    assert sum(CARRIED_EDGE) > 600  # light, against the dark forest


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)], ids=str)
def test_the_last_round_line_ends_above_the_help_with_four_players(size):
    from tests.layout_audit import audit

    seats = tuple(Seat(n, HUMAN, c) for n, c in
                  zip(("P1", "P2", "P3", "P4"), ("red", "blue", "yellow", "green")))
    match = Match(RULES, Options(seats), 7)
    rng = random.Random(7)
    while not match.state.ending or match.decision().seat != 0:
        match.play(rng.choice(list(RULES.legal_actions(match.state))))
    app, table = make_table("mystaria", match=match, size=size)
    table._caches.clear()
    texts = {t.string: t.rect for t in audit(app).texts}
    last = texts["Last round: nobody draws."]
    helps = [r for s, r in texts.items() if s.startswith("Wheel: zoom")]
    assert helps and last.bottom <= min(r.top for r in helps)
    assert table.view.side.contains(last)


def test_the_pile_and_the_others_things_explain_themselves_on_hover():
    from game.games.mystaria.view import column

    _app, table = make_table("mystaria", 2, seed=5, size=(1280, 720))
    view = table.view
    pile = table.observation.pile
    assert view.tooltip(column.pile_rect(view).center) == \
        f"The pile: {pile} tiles, face down."
    (bram,) = column.other_rows(view)
    assert view.tooltip(bram.hand.center) == \
        "P2 holds a tile, face down: it is laid on their next turn."
    kind, rect = bram.supply[0]
    assert view.tooltip(rect.center).startswith("P2's ")


def test_hover_counts_take_their_plural_form():
    app, table = make_table("mystaria", match=late_game(moves=30, seed=3), size=(1280, 720))
    view = table.view
    seen = view.seen
    tips = [view.tooltip(view.cell_rect(p).center) for p in seen.cells]
    assert not [t for t in tips if t and (" 1 points" in t or " 1 fields" in t)]
    singles = [p for p in seen.buildings if seen.points.get(p) == 1] + \
        [p for p in seen.cells if p not in seen.buildings and len(seen.region(p)) == 1]
    assert singles  # the position shows a singular somewhere
    for p in singles:
        tip = view.tooltip(view.cell_rect(p).center)
        assert "1 point now" in tip or "a region of 1 field" in tip


def test_a_laid_tile_in_the_log_lights_as_one_outline():
    app, table = make_table("mystaria", 2, seed=5, size=(1280, 720))
    view = table.view
    piece = view.pieces()[0]
    target = next(t for t in view.targets(piece) if table.check(t.action) is None)
    table.play(target.action)
    entry = table.match.state.log[-1]
    a = target.action
    assert view.log_places(entry.where) == [view.tile_area(a.tile, a.x, a.y, a.rot)]


def test_a_building_is_carried_at_its_size_in_the_forest():
    app, table = make_table("mystaria", match=late_game(), size=(1280, 720))
    view = table.view
    piece = view.pieces()[0]
    target = next(t for t in view.targets(piece) if table.check(t.action) is None)
    table.play(target.action)
    token = next(p for p in view.pieces() if p.id.startswith("b-"))
    assert token.rect.w > view.cell  # readable at home
    press(app, token.rect.center)
    move(app, (token.rect.centerx - 200, token.rect.centery))
    assert table.drag.piece.image.get_size() == (view.cell, view.cell)
    assert table.drag.grab == (view.cell // 2, view.cell // 2)  # held by its middle


def _region(app, rect: pygame.Rect) -> bytes:
    return pygame.image.tobytes(app.screen.subsurface(rect.clip(app.screen.get_rect())), "RGB")


def test_a_picked_tile_or_building_leaves_its_place_empty():
    app, table = make_table("mystaria", match=late_game(), size=(1280, 720))
    view = table.view
    for _step in range(2):
        piece = view.pieces()[0]
        app.draw()
        before = _region(app, piece.rect)
        press(app, piece.rect.center)
        move(app, (view.board.centerx, view.board.bottom - 20))
        assert table.dragging == piece.id
        app.draw()
        assert _region(app, piece.rect) != before  # drawn once: under the mouse only
        table.drag.cancel()
        table.drag.snap = None
        if piece.id == "tile":
            target = next(t for t in view.targets(piece) if table.check(t.action) is None)
            table.play(target.action)  # now a building to pick
