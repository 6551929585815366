"""The packaging files: the icon extraction helpers, the PyInstaller spec and the
.desktop file. (The build itself runs in .ci/run: python build_scripts/build.py.)"""

from __future__ import annotations

import configparser
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "build_scripts"))

import extract_icons  # noqa: E402


def _iconset() -> dict:
    return {
        "width": 32,
        "height": 32,
        "icons": {"leaf": {"body": '<path fill="#00FF00" d="M0 0h10v10z"/>'}},
        "aliases": {"leaf-left": {"parent": "leaf", "hFlip": True}},
    }


def test_icon_body_is_wrapped_in_an_svg_with_the_sets_viewbox():
    svg = extract_icons.icon_svg(_iconset(), "leaf")
    assert svg.startswith('<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"')
    assert 'viewBox="0 0 32 32"' in svg
    assert '<path fill="#00FF00" d="M0 0h10v10z"/></svg>' in svg


def test_an_alias_follows_its_parent_and_flips():
    svg = extract_icons.icon_svg(_iconset(), "leaf-left")
    assert '<g transform="translate(32 0) scale(-1 1)">' in svg


def test_tint_moves_every_colour_to_the_hue():
    out = extract_icons.tint('<path fill="#00FF00"/><path fill="#f00"/>', 240, 1.0, 1.0)
    assert out == '<path fill="#0000FF"/><path fill="#0000FF"/>'


def test_every_pick_names_a_source_set_and_a_unique_name():
    names = [p.name for p in extract_icons.PICKS] + list(extract_icons.OWN_ICONS)
    assert len(names) == len(set(names))
    for pick in extract_icons.PICKS:
        set_key, _icon = pick.source.split(":")
        assert set_key in extract_icons.SETS
        # a one-colour Game Icons silhouette needs its colour
        assert bool(pick.fill) == (set_key == "game"), pick.name


def test_spec_bundles_assets_and_every_game_module():
    spec = (ROOT / "build_scripts" / "sylva.spec").read_text(encoding="utf-8")
    assert '(str(ROOT / "assets"), "assets")' in spec
    assert 'collect_submodules("game")' in spec
    assert "upx=True" not in spec
    assert "launch.py" in spec


def test_desktop_file_starts_sylva_with_its_icon():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(ROOT / "assets" / "sylva.desktop", encoding="utf-8")
    desk = entry["Desktop Entry"]
    assert desk["Type"] == "Application"
    assert desk["Exec"] == "sylva"
    assert desk["Icon"] == "sylva"
    assert "Game;" in desk["Categories"]
