"""What made the last pictures readable, each with its planted fault: a prompt too long
to sit beside the game's buttons sends them to a row above (never cut); other players'
Glade forests drawn small carry no icons too small to read; a lone Mischwald tree widens
its side halves into the room left."""

from __future__ import annotations

import pytest

from game.ui import text
from tests import painted
from tests.layout_audit import _positions, picture_problems, table_at


def _glade_after(lang: str = "nl"):
    """The Glade at 800x600 in Dutch, where a toadstool may go on a fence or the turn
    ends: a long prompt beside the End turn button."""
    _r, _s, _seed, kinds, _a = _positions("glade", 4)
    upto = dict((kind, n) for n, kind in kinds)["after"]
    return table_at("glade", 4, (800, 600), upto, lang=lang)


def _prompt_lines(table) -> int:
    bar = table.bottom
    width = max(table.app.px(60), bar.prompt_right - bar.rect.x - table.app.px(20))
    return len(text.wrap(bar._prompt(), max(10, table.app.px(11)), width, True))


def test_a_long_prompt_sends_the_buttons_to_a_row_above():
    _app, table = _glade_after()
    assert table.bottom.rows == 2
    assert _prompt_lines(table) <= 3  # the bar's row holds three lines: nothing cut


def test_a_prompt_kept_beside_the_buttons_is_caught(monkeypatch):
    from game.scenes.table_bar import BottomBar

    monkeypatch.setattr(BottomBar, "_prompt_fits", lambda self, width: True)  # the old rule
    _app, table = _glade_after()
    assert table.bottom.rows == 1
    assert _prompt_lines(table) > 3


@pytest.fixture
def tracked():
    with painted.tracking():
        yield


def test_a_forest_drawn_small_carries_no_icons_too_small(tracked, monkeypatch):
    """The planted fault: the others' forests drawn with the full tiles again."""
    assert picture_problems("glade", ("en",), sizes=((1280, 720),)) == {}
    from game.games.glade.view import GladeView

    monkeypatch.setattr(GladeView, "thumb_image",
                        lambda self, c, size: self.tile_image(c, size) if c[0] == "T"
                        else self.piece_image(c, size))
    found = picture_problems("glade", ("en",), sizes=((1280, 720),))
    assert ("art.tile", "icon", "small") in found, found


def _lone_tree_cover() -> float:
    from game.games.mischwald.view.layout import ForestLayout

    _app, table = table_at("mischwald", 4, (1280, 720), 1)
    v = table.view
    lay = ForestLayout(v.forest_area, 1, v.pad, v.min_tree_w, True, v.zone_label_width())
    cell = lay.cell(0)
    return cell.w * cell.h / (lay.view.w * lay.view.h)


def test_a_lone_tree_uses_its_area():
    assert _lone_tree_cover() >= 0.7


def test_a_lone_tree_in_the_middle_of_empty_room_is_caught(monkeypatch):
    from game.games.mischwald.view import layout

    monkeypatch.setattr(layout, "SIDE_MAX", 0)  # the halves no wider than the stretch
    assert _lone_tree_cover() < 0.5


def test_a_building_shows_its_owner_by_shape_not_a_letter(tracked):
    """Mystaria's token: the owner's shape behind the disc; no letter to be too small."""
    from game.games.mystaria.view import art
    from tests.ui_harness import make_app

    make_app((1280, 720))
    token = art.building("tower", "blue", 26)
    assert [p for p in painted.marks(token) if p.kind == "text"] == []
    assert token.get_at((4, 4))[3] > 0  # the blue square's corner, where a disc leaves none
    assert art.building("tower", "red", 26).get_at((4, 4))[3] == 0  # red's is a circle


def test_the_others_buildings_carry_icons_that_read(tracked, monkeypatch):
    """The planted fault: the others' buildings nine in a row at 21 px again."""
    from game.games.mystaria.view import column

    assert picture_problems("mystaria", ("en",), sizes=((1280, 720),)) == {}
    monkeypatch.setattr(column, "icon_size", lambda view: 21)
    found = picture_problems("mystaria", ("en",), sizes=((1280, 720),))
    assert ("art.building", "icon", "small") in found, found
