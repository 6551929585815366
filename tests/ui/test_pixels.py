"""The seeded table scenes of every game draw exactly as recorded (tests/pixels.py):
a change meant to keep what the player sees keeps every pixel."""

from __future__ import annotations

import pygame
import pytest

from tests import pixels


@pytest.mark.parametrize(("game", "scene"), list(pixels.names()))
def test_scene_draws_as_recorded(game: str, scene: str) -> None:
    n, saved = pixels.compare(game, scene)
    assert n == 0, f"{game}-{scene}: {n} pixels differ from the record; actual in {saved}"


def test_a_changed_pixel_is_counted(monkeypatch) -> None:
    """The guard fails when the table draws differently: one pixel planted is found."""
    real = pixels.draw

    def spoiled(game: str, scene: str) -> pygame.Surface:
        surface = real(game, scene)
        surface.set_at((5, 5), (255, 0, 255))
        return surface

    monkeypatch.setattr(pixels, "draw", spoiled)
    n, saved = pixels.compare("glade", "start")
    assert n == 1 and saved is not None and saved.is_file()
