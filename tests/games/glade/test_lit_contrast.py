"""Where a held tile may go, The Glade lights a ring that stands out at least 3:1 from
what lies under it — the dark forest board, or a light tile or field — with colour-blind
cues on and off, on every lit place of a seeded position."""

from __future__ import annotations

import pygame
import pytest

from game.games.glade.data import CENTRE
from game.games.glade.view import LIT_CONTRAST, LIT_INSET, LIT_WIDTH, ground
from game.ui import theme
from tests.ui_harness import make_table, move, press

from .helpers import K, back_to, play, set_bench
from .test_view import human_match, piece_of


def _ring_colour(surface: pygame.Surface, ring: pygame.Rect) -> tuple[int, int, int]:
    """The colour most of the ring shows (its median pixel along the middle of its band):
    the table's own green veil lies over it, and in colour-blind mode thin hatching
    crosses it."""
    k = LIT_WIDTH // 2
    band = [(x, ring.y + k) for x in range(ring.x + 4, ring.right - 4)]
    band += [(ring.x + k, y) for y in range(ring.y + 4, ring.bottom - 4)]
    pixels = sorted((surface.get_at(p)[:3] for p in band), key=theme.luminance)
    return pixels[len(pixels) // 2]


def _lit_contrasts(colour_blind: bool) -> list[float]:
    m = human_match()
    first, a = set_bench(m.state, 0, K("oak", "toad", "acorn"), K("beech", "toad", "acorn"))
    play(m.state, (first, CENTRE))  # a tile on the board: its neighbours light up
    back_to(m.state, 0)
    app, table = make_table("glade", match=m, size=(1280, 720))
    app.settings.colour_blind = colour_blind
    app.draw()
    before = app.screen.copy()
    piece = piece_of(table, a)
    press(app, piece.rect.center)
    move(app, (piece.rect.centerx + 20, piece.rect.centery - 20))
    app.draw()
    held = next(p for p in table.view.pieces() if p.id == a)
    ratios = []
    for target in table.view.targets(held):
        if target.action is None or table.check(target.action) is not None:
            continue
        ring = target.rect.inflate(-LIT_INSET * 2, -LIT_INSET * 2)
        ratios.append(theme.contrast(_ring_colour(app.screen, ring), ground(before, ring)))
    return ratios


@pytest.mark.parametrize("colour_blind", [False, True], ids=["colours", "colour-blind"])
def test_every_lit_place_stands_out_three_to_one(colour_blind):
    ratios = _lit_contrasts(colour_blind)
    assert len(ratios) > 3
    assert min(ratios) >= LIT_CONTRAST, sorted(ratios)[:5]


def test_a_ring_in_the_boards_own_green_is_caught(monkeypatch):
    """The planted fault: a green ring, a tint of the green board."""
    from game.games.glade import view

    monkeypatch.setattr(view, "lit_colour", lambda surface, ring: (120, 170, 100))
    assert min(_lit_contrasts(False)) < LIT_CONTRAST
