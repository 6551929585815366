"""Hovering a Het Woud card: one picture, the card enlarged with its rule beneath it (a
help bubble drawn over the enlarged card hid both), in the language chosen."""

from __future__ import annotations

import pygame
import pytest

from game.games.woud.view import art
from game.i18n import set_language
from tests.games.woud.test_view import _match, _placing, _table
from tests.ui_harness import make_table


def test_a_hovered_card_is_enlarged_with_its_rule_and_no_bubble_over_it():
    m = _placing([("sun", 0)])
    app, table = _table(m)
    cid, rect = table.view.geo().tray_cards[0]
    pos = rect.center
    assert table.view.tooltip(pos) is None
    big = table.view.enlarged(pos)
    assert big is not None
    w = big.get_width()
    assert big.get_height() > int((w - 16) * 1.38) + 2 * 12  # the rule's lines beneath
    assert w <= table.view.rect.w // 4  # a help picture, not a third of the table


def test_a_card_face_follows_the_language():
    m = _placing([("fern", 0)])
    cid = m.state.forests[0].incoming[0]
    try:
        set_language("en")
        english = pygame.image.tobytes(art.face(cid, 90, 124), "RGBA")
        set_language("nl")  # "Varen": the picture kept for English must not be reused
        dutch = pygame.image.tobytes(art.face(cid, 90, 124), "RGBA")
    finally:
        set_language("en")
    assert english != dutch


def test_the_notes_beside_the_board_explain_a_turn_before_anything_is_scored():
    m = _placing([("sun", 0)])
    app, table = _table(m)
    g = table.view.geo()
    assert g.info.w  # two players: the notes run down beside the other forest
    lines = table.view.info_lines(table.view.obs, 14, g.info.w - 10)
    assert lines and "turn" in lines[0][0]
    assert len(lines) * 17 <= g.info.h  # all of it fits


def test_the_turn_guide_is_shown_whole_or_not_at_all():
    m = _placing([("sun", 0)])
    app, table = _table(m)
    assert table.view.info_lines(table.view.obs, 14, 150, room=3) == []


def test_the_notes_follow_a_change_of_language():
    m = _placing([("sun", 0)])
    app, table = _table(m)
    view = table.view
    g = view.geo()
    surface = pygame.Surface(app.screen.get_size())

    def notes() -> bytes:
        surface.fill((0, 0, 0))
        view._draw_info(surface, view.geo(), view.obs)
        return pygame.image.tobytes(surface.subsurface(g.info), "RGB")

    try:
        set_language("en")
        english = notes()
        set_language("nl")
        dutch = notes()
    finally:
        set_language("en")
    assert english != dutch


def test_a_hint_in_a_narrow_tray_wraps_instead_of_being_cut():
    import dataclasses

    from game.games.woud.view import layout
    from game.ui import text

    m = _match(4)
    app, table = make_table("woud", match=m, size=(800, 600))
    view = table.view
    hint = "Toucan: click a pile to peek. Fungi: click a card to discard with it."
    g = layout.compute(view.rect, view.obs, view.me, [], hint, False, view.geo().pile_labels)
    narrow = dataclasses.replace(g, tray_title=hint, tray_cards=[])
    size, lines = table.view.tray_title_lines(narrow)
    assert size >= 12
    assert " ".join(lines).split() == hint.split()  # every word, none cut
    assert all(text.font(size, True).size(ln)[0] <= g.tray.w for ln in lines)
    assert len(lines) * (size + 2) <= g.tray.h


@pytest.mark.parametrize("players", [2, 4])
def test_a_pile_is_named_once_on_hover(players):
    m = _match(players)
    app, table = make_table("woud", match=m, size=(1280, 720))
    g = table.view.geo()
    tips = [table.view.tooltip(r.center) for r in g.piles.values()]
    assert all(tip and "New Growth NG" not in tip for tip in tips)
    assert sum(tip.startswith("New Growth 1:") for tip in tips) == 1
    if players > 2:
        assert any(tip.startswith("Pile P") and "|" in tip for tip in tips)


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_a_long_name_wraps_or_is_left_out_never_cut_nor_small(lang):
    """Every card name, on cards from small to large: whole (its lines joined again give
    the name), every line inside the card, never below 12 px; or left out."""
    from game.games.woud.data import cards
    from game.ui import text

    def letters(s: str) -> str:
        return s.replace(" ", "").replace("-", "")

    set_language(lang)
    try:
        names = {art.card_name(c) for c in cards()}
        kept = 0
        for w in (30, 44, 60, 90, 140):
            for name in names:
                found = art.label_lines(name, w, w // 2)
                if found is None:
                    continue
                kept += 1
                size, lines = found
                assert size >= art.SMALLEST_LABEL
                assert all(text.font(size).size(ln)[0] <= w - 4 for ln in lines)
                assert letters("".join(lines)) == letters(name), (name, lines)
        assert kept > len(names) * 3  # most names are written
        assert art.label_lines(art.card_name("C001"), 26, 12) is None  # no room: left out
    finally:
        set_language("en")
