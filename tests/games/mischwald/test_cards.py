"""Mischwald cards carry their rules: cost, symbol, effect, bonus and scoring on the face,
legible at 1280x720; a split card is one card; names are never cut; stacks show their
count; a drag shows what lands where at what cost; a large forest stays readable."""

from __future__ import annotations

from contextlib import contextmanager

import pygame
import pytest

from game.games.mischwald.data import CARDS, SPECIES
from game.games.mischwald.view import art, glyphs
from game.games.mischwald.view.layout import ForestLayout
from game.ui import text
from tests.games.mischwald.test_view import hand_rect
from tests.games.mischwald.test_view import table as table  # noqa: F401 (fixture)
from tests.games.mischwald.util import plant, put
from tests.ui_harness import make_table, move, press


@contextmanager
def texts():
    """Every text drawn (on screen or into a card picture): (string, size, on screen)."""
    found: list[tuple[str, int, bool]] = []
    original = text.blit_text

    def record(surface, string, pos, size, colour=text.theme.TEXT, bold=False,
               anchor="topleft"):
        found.append((string, size, surface is pygame.display.get_surface()))
        return original(surface, string, pos, size, colour, bold, anchor)

    text.blit_text = record
    try:
        yield found
    finally:
        text.blit_text = original


def smallest_hand_text(size: tuple[int, int]) -> int:
    app, table = make_table("mischwald", players=2, size=size)
    w, h = table.view.card_hand
    art.clear()
    with texts() as found:
        for card in CARDS:
            art.hand_card(card, w, h)
    art.clear()
    return min(s for string, s, _on in found if string.strip())


def test_every_card_text_in_hand_is_at_least_12_px_at_1280x720():
    assert smallest_hand_text((1280, 720)) >= 12


def test_card_text_grows_with_the_window():
    assert smallest_hand_text((2560, 1440)) >= 1.6 * 12


def test_every_species_with_an_effect_bonus_or_score_has_rule_rows():
    for sp in SPECIES.values():
        rows = dict(glyphs.rows(sp))
        assert bool(sp.effect or sp.trigger) == ("effect" in rows), sp.id
        assert bool(sp.bonus) == ("bonus" in rows), sp.id
        assert (sp.score["kind"] != "none") == ("score" in rows), sp.id


def _colours(surf: pygame.Surface) -> set[tuple[int, int, int]]:
    w, h = surf.get_size()
    return {tuple(surf.get_at((x, y)))[:3] for x in range(0, w, 2) for y in range(0, h, 2)}


def test_a_card_in_hand_shows_its_effect_bonus_and_score_rows():
    art.set_floor(720, 1280)  # the least sizes of a 1280x720 window
    art.clear()
    surf = art.hand_card("V04", 128, 160)  # a Tawny Owl: an effect, a bonus and a score
    seen = _colours(surf)
    for marker in ("effect", "bonus", "score"):
        assert art.ROW_TINT[marker] in seen


def test_a_split_card_is_one_card_not_two_framed_halves():
    """No card edge runs between the two halves of a split card."""
    for card in ("H03", "V04"):
        surf = art.hand_card(card, 128, 160)
        w, h = surf.get_size()
        if CARDS[card].kind == "side":
            line = [surf.get_at((w // 2 + dx, y))[:3] for y in range(20, h - 20) for dx in (-1, 0)]
        else:
            line = [surf.get_at((x, h // 2 + dy))[:3] for x in range(20, w - 20) for dy in (-1, 0)]
        edge = sum(1 for c in line if c == art.EDGE)
        assert edge < len(line) // 10, card


@pytest.mark.parametrize("width", [52, 60, 80])
def test_names_are_wrapped_never_cut(width):
    for sp in SPECIES.values():
        size, lines = art.name_lines(sp.en, 13, width)
        assert size >= 12
        f = text.font(size, True)
        assert all(f.size(line)[0] <= width for line in lines), (sp.en, lines)
        assert "".join(lines).replace("-", "").replace(" ", "") == \
            sp.en.replace("-", "").replace(" ", "")


def test_every_stack_shows_its_count_without_hover(table):
    app, table = table
    s = table.match.state
    put(s, 0, 0, "left", "H01")  # two European Hares share a place
    put(s, 0, 0, "left", "H02")
    table.after_move()
    table.mouse = (-100, -100)
    with texts() as found:
        table.redraw()
        app.draw()
    assert any(string == "x2" and size >= 12 for string, size, _on in found)


def test_dragging_shows_which_half_lands_where_and_its_cost(table):
    app, table = table
    lay = table.view.forest_layout()
    target = lay.slot_rect(0, "top")
    press(app, hand_rect(table, "V04").center)
    move(app, (target.centerx, target.centery + 30))
    move(app, target.center)
    with texts() as found:
        app.draw()
    shown = " ".join(string for string, _s, _on in found)
    assert "Play: Tawny Owl above your " in shown, shown  # the tree as it shows, no number
    assert "at tree 1" not in shown
    assert "Costs 2 cards from your hand" in shown
    # the other legal places show, faintly, the half that would lie there; others nothing
    blank = pygame.Surface(app.screen.get_size())
    table.view.draw_overlay(blank)
    assert blank.get_at(lay.slot_rect(1, "top").center)[:3] != (0, 0, 0)
    assert blank.get_at(lay.slot_rect(1, "left").center)[:3] == (0, 0, 0)


def test_a_forty_card_forest_pans_at_a_readable_size():
    area = pygame.Rect(0, 0, 950, 270)
    lay = ForestLayout(area, 12, 6, 79, True)
    assert lay.w >= 79 and lay.max_scroll > 0
    assert lay.arrows()[0] is None and lay.arrows()[1] is not None
    lay.set_scroll(10_000)
    assert lay.visible(lay.tree_rect(11))
    assert lay.arrows()[1] is None


def test_the_forest_uses_the_width(table):
    app, table = table
    s = table.match.state
    for tree in ("T01", "T02", "T03"):
        plant(s, 0, tree)
    table.after_move()
    lay = table.view.forest_layout()
    used = lay.tree_rect(lay.trees - 1).right + lay.w // 2 - lay.tree_rect(0).x + lay.w // 2
    assert used >= 0.8 * lay.view.w or 2 * lay.h >= 0.9 * lay.view.h


def test_the_wheel_pans_a_large_forest_but_not_during_a_drag(table):
    app, table = table
    s = table.match.state
    for tree in ("T01", "T02", "T03", "T11", "T12", "T13", "T24", "T25", "T26", "T33"):
        plant(s, 0, tree)
    table.after_move()
    view = table.view
    lay = view.forest_layout()
    assert lay.max_scroll > 0 and not lay.visible(lay.tree_rect(lay.trees - 1))
    press(app, hand_rect(table, "V04").center)
    move(app, (300, 300))
    view.wheel(view.forest_area.center, -1)
    assert view.scroll == 0  # the lit places stay where they were found
    app.step([])
    table.drag.cancel()
    view.wheel(view.forest_area.center, -1)
    assert view.scroll == lay.step()
