"""The shipped icons and fonts: every SVG renders through pygame's SVG loader, the icon
index names exactly the files there are, and the font has German and Dutch letters."""

from __future__ import annotations

import re

import pygame
import pytest

from game.core.paths import asset

ICONS = asset("icons")
SVGS = sorted(ICONS.glob("*.svg"))


def _opaque_share(surface: pygame.Surface) -> float:
    mask = pygame.mask.from_surface(surface, 16)
    return mask.count() / (surface.get_width() * surface.get_height())


def test_there_are_icons_for_the_games():
    names = {p.stem for p in SVGS}
    # a sample every game relies on, from assets/icons/README.md
    for name in ("hedgehog", "acorn", "toadstool", "butterfly", "hut", "portal", "bear", "fire"):
        assert name in names
    assert len(names) >= 100


@pytest.mark.parametrize("path", SVGS, ids=[p.stem for p in SVGS])
def test_icon_renders_at_64_pixels(path):
    img = pygame.image.load_sized_svg(str(path), (64, 64))
    assert img.get_size() == (64, 64)
    share = _opaque_share(img)
    # a real picture: neither empty nor a solid block
    assert 0.08 < share < 0.97, f"{path.name}: {share:.0%} of the square is drawn"


def test_icon_readme_lists_exactly_the_files():
    text = (ICONS / "README.md").read_text(encoding="utf-8")
    listed = re.findall(r"^\| `([a-z0-9-]+)` \|", text, flags=re.M)
    assert len(listed) == len(set(listed))
    assert set(listed) == {p.stem for p in SVGS}


def test_icon_names_are_plain():
    for path in SVGS:
        assert re.fullmatch(r"[a-z][a-z0-9-]*", path.stem), path.name


def test_app_icon_png_is_256_pixels():
    img = pygame.image.load(str(ICONS / "sylva.png"))
    assert img.get_size() == (256, 256)
    assert _opaque_share(img) > 0.8


@pytest.mark.parametrize("name", ["NotoSans-Regular.ttf", "NotoSans-Bold.ttf"])
def test_font_has_german_and_dutch_letters(name):
    import pygame.freetype

    pygame.freetype.init()
    face = pygame.freetype.Font(str(asset("fonts", name)), 20)
    text = "ÄÖÜäöüß ẞ ÉéËëÏïĲĳ €„“‚‘–—…"
    # freetype reports None for a glyph the font lacks (pygame.font would draw a box)
    missing = [ch for ch, m in zip(text, face.get_metrics(text)) if m is None]
    assert not missing
    assert face.get_metrics("\U0001f600") == [None]  # the check itself can fail


def test_font_licence_ships_with_the_font():
    assert "SIL OPEN FONT LICENSE" in asset("fonts", "OFL.txt").read_text(encoding="utf-8")
    credits = asset("CREDITS.md").read_text(encoding="utf-8")
    for needle in ("fluent-emoji-flat", "game-icons", "CC BY 3.0", "MIT", "Noto Sans"):
        assert needle in credits
