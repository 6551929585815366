"""A dragged piece is drawn once: under the mouse, not also where it was picked up."""

from __future__ import annotations

import pygame
import pytest

from tests.layout_audit import _positions, table_at
from tests.ui_harness import move, press


def _region(app, rect: pygame.Rect) -> bytes:
    return pygame.image.tobytes(app.screen.subsurface(rect.clip(app.screen.get_rect())), "RGB")


@pytest.mark.parametrize("game_id", ["glade", "renature"])
def test_the_picked_piece_leaves_its_place_empty(game_id):
    _r, _s, _x, kinds, _a = _positions(game_id, 2)
    app, table = table_at(game_id, 2, (1280, 720), kinds[0][0])
    piece = table.view.pieces()[0]
    app.draw()
    before = _region(app, piece.rect)
    press(app, piece.rect.center)
    move(app, (piece.rect.centerx + 300, max(40, piece.rect.centery - 300)))
    assert table.dragging == piece.id
    app.draw()
    assert _region(app, piece.rect) != before  # its place no longer shows it


def test_mystaria_drops_the_last_round_line_once_the_game_is_over():
    import random

    from game.core import Match, Options, Seat, registry
    from tests.layout_audit import audit
    from tests.ui_harness import make_table

    rules = registry.get("mystaria")
    seats = tuple(Seat(f"P{i}", "human", c) for i, c in enumerate(rules.info.colours[:2]))
    match = Match(rules, Options(seats), 3)
    rng = random.Random(3)
    while not match.over:
        match.play(rng.choice(list(rules.legal_actions(match.state))))
    app, table = make_table("mystaria", match=match, size=(1280, 720))
    while app.stack.top is not table:
        app.pop()  # the results
    table._caches.clear()
    assert "Last round: nobody draws." not in {t.string for t in audit(app).texts}
