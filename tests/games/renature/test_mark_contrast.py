"""Renature's owner and region marks: a plant's owner letter and a region's letter are at
least 14 px on the pieces of a 1280x720 table (30 px and up), and read at least 4.5:1
against their tab for every player colour, with colour-blind colours on and off; a dark
tab (black's) stays seen, 3:1 at least, on the dark side panel."""

from __future__ import annotations

import pygame
import pytest

from game.games.renature.view import art
from game.ui import theme
from tests import painted
from tests.ui_harness import make_app

KEYS = ("0", "1", "2", "3", "n")  # the four player colours and the neutral plants
SIZES = (30, 40, 56)  # a plant's side at 1280x720 and larger


@pytest.fixture(params=[False, True], ids=["colours", "colour-blind"])
def colour_blind(request, monkeypatch):
    make_app((800, 600))
    monkeypatch.setattr(theme, "colour_blind", request.param)
    art.plant_token.cache_clear()
    yield request.param
    art.plant_token.cache_clear()


def _letter_contrast(surf: pygame.Surface, box: pygame.Rect, fill) -> float:
    """The letter's contrast with its tab: the pixel of ``box`` farthest from ``fill``."""
    pixels = [surf.get_at((x, y)) for x in range(box.x, box.right) for y in range(box.y, box.bottom)]
    return max(theme.contrast(p[:3], fill) for p in pixels if p[3] == 255)


def _owner_tab(size: int, key: str) -> pygame.Rect:
    """Inside the owner's tab of a plant token (top left), within its edge."""
    ink = art.text.render(art.colour_letter(key), art.mark_px(size), (0, 0, 0),
                          True).get_bounding_rect()
    return pygame.Rect(0, 0, ink.w + 6, ink.h + 4).inflate(-4, -4)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("key", KEYS)
def test_the_owner_letter_is_large_and_reads_on_its_tab(key, size, colour_blind):
    with painted.tracking():
        token = art.plant_token(key, "grass", size)
        letters = [p for p in painted.marks(token) if p.string == art.colour_letter(key)]
    assert letters and min(p.size for p in letters) >= 14
    fill = art.colour_rgb(key)
    assert _letter_contrast(token, _owner_tab(size, key), fill) >= 4.5, (key, fill)


@pytest.mark.parametrize("key", KEYS)
def test_a_dark_tab_is_edged_so_it_shows_on_the_dark_panel(key, colour_blind):
    fill = art.colour_rgb(key)
    edge = art.tab_edge(fill)
    assert max(theme.contrast(fill, theme.PANEL), theme.contrast(edge, theme.PANEL)) >= 3


@pytest.mark.parametrize("cs", SIZES)
def test_the_region_letter_is_large_and_reads_on_its_tab(cs):
    make_app((800, 600))
    with painted.tracking():
        label = art.region_label("C", cs)
        sizes = [p.size for p in painted.marks(label) if p.string == "C"]
    assert sizes and min(sizes) >= 14
    inner = label.get_rect().inflate(-2, -2)
    assert _letter_contrast(label, inner, art.REGION_TAB) >= 4.5


def test_the_old_ink_choice_is_caught(monkeypatch):
    """The planted fault: the ink chosen by the colour's sum, as before (dark ink on the
    blue tab reads 3.6:1)."""
    make_app((800, 600))
    monkeypatch.setattr(art, "ink_on", lambda rgb: theme.INK if sum(rgb) > 380 else theme.TEXT)
    art.plant_token.cache_clear()
    worst = min(_letter_contrast(art.plant_token(k, "grass", 40), _owner_tab(40, k),
                                 art.colour_rgb(k)) for k in KEYS)
    art.plant_token.cache_clear()
    assert worst < 4.5
