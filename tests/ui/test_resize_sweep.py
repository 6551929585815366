"""Every table draws at every window size and interface scale, and every computer move
is autosaved whatever the window size (tests/ui/sweep.py). The quick run takes eight
sizes at the smallest and largest scale; the full sweep runs with ``-m soak``."""

from __future__ import annotations

import pygame
import pytest

from game.core import registry
from game.scenes.settings_scene import SCALES
from tests.ui import sweep

GAMES = [r.info.id for r in registry.all_games()]


@pytest.mark.parametrize("game", GAMES)
def test_every_table_draws_and_autosaves_at_eight_sizes(game):
    failed = sweep.sweep([game], sweep.QUICK_SIZES, [0.8, 1.5])
    assert not failed, failed


@pytest.mark.soak
@pytest.mark.parametrize("game", GAMES)
def test_every_table_at_every_size_and_scale(game):
    failed = sweep.sweep([game], sweep.FULL_SIZES, [float(s) for s in SCALES])
    assert not failed, failed


def test_a_view_used_before_its_first_layout_is_caught(monkeypatch):
    """Planted fault: Mischwald's view is not laid out when it is made (as before the fix);
    in a window too small for the table, the computer's move then fails and is not saved."""
    from game.games.mischwald.view import MischwaldView

    real = MischwaldView.layout

    def skip_first(self, rect):
        if getattr(self, "_planted", False):
            real(self, rect)
        self._planted = True

    monkeypatch.setattr(MischwaldView, "layout", skip_first)
    problems = sweep.one("mischwald", (500, 380), 1.0)
    assert any("tabs_area" in p or "min_tree_w" in p or "card_hand" in p for p in problems), \
        problems
    assert sweep.one("mischwald", (1280, 800), 1.0) == []


def test_pictures_of_no_size_are_caught(monkeypatch):
    """Planted fault: Renature's side column and pictures without their one-pixel floor
    (as before the fix); a 560 px window at 150 % then fails to draw."""
    from game.games.renature.view import RenatureView, art

    real = RenatureView.layout

    def unclamped(self, rect):
        real(self, rect)
        self.side.w = rect.right - self.side.x - 8  # negative in a narrow view

    monkeypatch.setattr(RenatureView, "layout", unclamped)

    monkeypatch.setattr(art, "_canvas",
                        lambda w, h: pygame.Surface((w, h), pygame.SRCALPHA))
    art_caches = [f for f in vars(art).values() if hasattr(f, "cache_clear")]
    for f in art_caches:
        f.cache_clear()
    try:
        problems = sweep.one("renature", (560, 400), 1.5)
    finally:
        for f in art_caches:
            f.cache_clear()
    assert any("Invalid resolution" in p for p in problems), problems
