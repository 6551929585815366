"""Colour-blind mode changes what is drawn, and keeps player colours apart for everyone."""

import pygame
import pytest

from game.core import registry
from game.ui import theme
from game.ui.colour_vision import delta_e, smallest_distance
from game.ui.dragdrop import draw_highlight
from game.ui.gameview import DropTarget
from game.ui.marks import draw_player_mark
from tests.ui_harness import make_table

DEFICIENCIES = ("protanopia", "deuteranopia", "tritanopia")


def test_ciede2000_matches_the_published_test_pairs():
    # Sharma, Wu and Dalal (2005), pairs 1, 15 and 34
    assert delta_e((50, 2.6772, -79.7751), (50, 0, -82.7485)) == pytest.approx(2.0425, abs=1e-4)
    assert delta_e((50, 2.5, 0), (73, 25, -18)) == pytest.approx(27.1492, abs=1e-4)
    assert delta_e((2.0776, 0.0795, -1.135), (0.9033, -0.0636, -0.5514)) == pytest.approx(
        0.9082, abs=1e-4)


@pytest.mark.parametrize("game_id", [r.info.id for r in registry.all_games()])
def test_player_colours_stay_apart_under_every_simulated_deficiency(game_id):
    colours = registry.get(game_id).info.colours
    safe = [theme.SAFE_COLOURS[c] for c in colours]
    usual = [theme.PLAYER_COLOURS[c][0] for c in colours]
    for d in ("normal", *DEFICIENCIES):
        assert smallest_distance(safe, d) >= 25, (game_id, d)
        assert smallest_distance(safe, d) >= min(25, smallest_distance(usual, d))


def test_every_player_colour_has_its_own_shape():
    shapes = [theme.player_shape(c) for c in theme.PLAYER_COLOURS]
    assert len(set(shapes)) == len(shapes)
    pictures = set()
    for colour in theme.PLAYER_COLOURS:
        s = pygame.Surface((40, 40))
        s.fill((128, 128, 128))
        draw_player_mark(s, colour, pygame.Rect(4, 4, 32, 32))
        mask = pygame.mask.from_threshold(s, (128, 128, 128), (1, 1, 1))
        pictures.add(pygame.image.tobytes(mask.to_surface(), "RGB"))
    assert len(pictures) == len(theme.PLAYER_COLOURS)  # outlines differ, not only colours


def _lit(colour_blind: bool) -> bytes:
    theme.colour_blind = colour_blind
    try:
        s = pygame.Surface((80, 80))
        s.fill(theme.LEGAL)  # a target on a board of its own colour
        draw_highlight(s, DropTarget(pygame.Rect(10, 10, 60, 60), None), theme.LEGAL, 90)
        return pygame.image.tobytes(s, "RGB")
    finally:
        theme.colour_blind = False


def test_a_lit_target_shows_on_a_board_of_its_own_colour_and_is_hatched_in_colour_blind_mode():
    plain, hatched = _lit(False), _lit(True)
    s = pygame.image.frombytes(plain, (80, 80), "RGB")
    assert s.get_at((10, 40))[:3] != tuple(theme.LEGAL)  # a dark edge, whatever the board
    assert plain != hatched
    inner = pygame.image.frombytes(hatched, (80, 80), "RGB")
    inside = {tuple(inner.get_at((x, 40)))[:3] for x in range(20, 60)}
    assert len(inside) > 1  # stripes inside the target


@pytest.mark.parametrize("game_id", [r.info.id for r in registry.all_games()])
def test_the_setting_changes_every_table(game_id):
    app, table = make_table(game_id, players=2, size=(1280, 720))
    app.draw()
    off = pygame.image.tobytes(app.screen, "RGB")
    app.settings.colour_blind = True
    table.redraw()
    app.draw()
    on = pygame.image.tobytes(app.screen, "RGB")
    app.settings.colour_blind = False
    app.draw()
    assert off != on
    assert pygame.image.tobytes(app.screen, "RGB") == off  # and back
