"""The Mischwald table with the mouse, headless: drag a card to a tree side, pay by
clicking, drag a card face down as a sapling, view another forest, hover a card."""

from __future__ import annotations

import pygame
import pytest

from game.games.mischwald.actions import Decline, Pay, Play, Take
from tests.games.mischwald.util import plant, put, set_hand
from tests.ui_harness import click, drag, make_table, move


@pytest.fixture
def table():
    app, table = make_table("mischwald", players=2, seed=5)
    s = table.match.state
    s.redraw_queue, s.phase, s.current = [], "turn", 0
    set_hand(s, 0, "V04", "T33", "V03", "T01", "H20")
    plant(s, 0, "T23")
    plant(s, 0, "T10")
    table.viewer = 0
    table.after_move()
    while app.stack.top is not table:
        app.pop()
    return app, table


def hand_rect(table, card):
    return dict(table.view.hand_rects())[card]


def test_drag_to_a_tree_side_then_click_to_pay_with_bonus(table):
    app, table = table
    lay = table.view.forest_layout()
    drag(app, hand_rect(table, "V04").center, lay.slot_rect(0, "top").center)
    assert table.match.actions[-1] == Play("V04", 0, "top")
    assert table.decision.kind == "pay"
    assert table.view.pieces() == []  # paying is by clicks
    click(app, hand_rect(table, "T33").center)
    assert table.match.actions[-1] == Pay("T33")
    assert table.view.obs.play.bonus is True  # shown as met so far
    click(app, hand_rect(table, "V03").center)
    assert table.match.state.forests[0][0]["top"] == ["V04"]
    assert [st["n"] for st in table.match.state.steps] == [1, 2]  # effect, then bonus
    labels = [label for label, _a in table.view.buttons()]
    assert labels == ["Draw 1", "Skip"]


def test_wrong_side_is_refused_with_the_rules_reason(table):
    app, table = table
    lay = table.view.forest_layout()
    piece = next(p for p in table.view.pieces() if p.payload == "V04")
    targets = table.view.targets(piece)
    left = next(t for t in targets if t.rect == lay.slot_rect(0, "left"))
    assert table.check(left.action) == "This card goes above or below a tree."
    drag(app, hand_rect(table, "V04").center, lay.slot_rect(0, "left").center)
    assert table.match.actions == []


def test_drag_face_down_makes_a_sapling(table):
    app, table = table
    lay = table.view.forest_layout()
    drag(app, hand_rect(table, "H20").center, lay.sapling_rect().center)
    assert table.match.actions[-1] == Play("H20", -1, "sapling")
    assert table.match.state.forests[0][-1]["sapling"]
    assert table.view.obs.forests[0][-1].card == "H20"  # the owner knows it


def test_clicking_the_clearing_takes_a_card(table):
    app, table = table
    s = table.match.state
    s.clearing.append(s.deck.pop(0))
    card = s.clearing[0]
    table.after_move()
    rect = dict(table.view.clearing_rects())[card]
    click(app, rect.center)
    assert table.match.actions[-1] == Take(card)
    assert table.decision.kind == "draw2"


def test_tabs_show_another_forest_and_hover_enlarges(table):
    app, table = table
    s = table.match.state
    t = plant(s, 1, "T40")
    put(s, 1, t, "bottom", "V12")
    table.after_move()
    click(app, table.view.tab_rects()[1].center)
    assert table.view.shown_seat() == 1
    lay = table.view.forest_layout()
    big = table.view.enlarged(lay.slot_rect(0, "bottom").center)
    assert isinstance(big, pygame.Surface) and big.get_height() > 100
    move(app, lay.tree_rect(0).center)
    app.draw()


def test_gnat_free_placement_by_drag_and_done_button(table):
    app, table = table
    s = table.match.state
    set_hand(s, 0, "H28", "H06", "H02")
    table.after_move()
    lay = table.view.forest_layout()
    drag(app, hand_rect(table, "H28").center, lay.slot_rect(0, "left").center)
    assert table.decision.kind == "free"
    drag(app, hand_rect(table, "H06").center, lay.slot_rect(1, "left").center)
    assert s.forests[0][1]["left"] == ["H06"]
    assert table.view.buttons() == [("Done placing", Decline())]


def test_an_empty_hand_is_told_to_take_or_draw_not_to_drag(table):
    from game.games.mischwald.view.paint import hand_title

    app, table = table
    assert "drag a card" in hand_title(table.view)
    set_hand(table.match.state, 0)
    table.after_move()
    title = hand_title(table.view)
    assert "drag" not in title and "clearing" in title and "deck" in title


def test_a_tree_panned_out_of_sight_can_be_reached_while_dragging():
    from tests.ui_harness import _motion, press, release

    app, table = make_table("mischwald", players=2, seed=5, size=(1280, 720))
    s = table.match.state
    s.redraw_queue, s.phase, s.current = [], "turn", 0
    set_hand(s, 0, "V04", "T33", "V03")
    for t in ("T23", "T10", "T01", "T02", "T03", "T04", "T05", "T06"):
        plant(s, 0, t)
    table.viewer = 0
    table.after_move()
    while app.stack.top is not table:
        app.pop()
    last = len(s.forests[0]) - 1
    lay = table.view.forest_layout()
    assert lay.max_scroll > 0 and not lay.visible(lay.slot_rect(last, "top"))
    press(app, hand_rect(table, "V04").center)
    app.step([_motion((400, 300), (5, 5), held=True)])
    lay = table.view.forest_layout()  # while dragging: the whole forest, smaller
    slot = lay.slot_rect(last, "top")
    assert lay.visible(slot)
    app.step([_motion(slot.center, (5, 5), held=True)])
    release(app, slot.center)
    assert table.match.actions[-1] == Play("V04", last, "top")
    assert table.view.forest_layout().w >= table.view.min_tree_w  # readable again


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_the_drop_panel_says_the_whole_bonus_condition(size):
    from game.games.mischwald.view.paint import NARROW, panel_lines
    from game.ui import theme

    app, table = make_table("mischwald", players=2, seed=5, size=size)
    v = table.view
    r, pic = v.play_rect, v.play_pic_rect()
    width = r.right - (pic.right + 8) - 6
    if width < NARROW:  # the picture is left out
        width = r.w - 14
    bonus = "Bonus if every payment card shows Be"
    lines = [("Play Tawny Owl at tree 8, top", theme.ACCENT),
             ("Costs 2 cards from your hand", theme.TEXT), (bonus, theme.TEXT_DIM)]
    text_size, parts = panel_lines(lines, max(12, r.h // 10), width, r.h - 6)
    assert len(parts) * (text_size + 3) <= r.h - 6
    said = " ".join(part for part, _c in parts).split()
    assert said == " ".join(line for line, _c in lines).split()  # every word, none cut


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_every_word_of_the_drop_zones_fits_at_800x600(lang):
    from game.i18n import set_language
    from game.ui import text

    try:
        set_language(lang)
        app, table = make_table("mischwald", players=2, seed=5, size=(800, 600))
        v = table.view
        lay = v.forest_layout()
        f = text.font(max(12, v.cap), True)
        for r, label in zip((lay.new_tree_rect(), lay.sapling_rect()), v.zone_labels()):
            assert all(f.size(word)[0] <= r.w - 8 for word in label.split()), label
    finally:
        set_language("en")


def test_the_hand_caption_says_the_cave_before_the_instruction(table):
    from game.games.mischwald.view.paint import hand_title

    app, table = table
    title = hand_title(table.view)
    assert title.index("Cave: 0") < title.index("drag a card")


def test_five_clearing_cards_lie_side_by_side_at_1280x720():
    """Cards narrow before they overlap: with five in the clearing every name shows."""
    from build_scripts.screenshots import position
    from game.core import registry

    entry = next(e for e in registry.entries() if e.id == "mischwald")
    app, table = make_table("mischwald", match=position(entry, entry.screenshots[0]),
                            size=(1280, 720))
    rects = [r for _card, r in table.view.clearing_rects()]
    assert len(rects) >= 5
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


def test_the_zoom_buttons_and_the_wheel_over_them_shrink_and_enlarge_the_forest(table):
    """Two trees already fill the height: - shrinks them, the wheel up over + brings
    them back (larger than one row filling the height they do not grow)."""
    app, table = table
    view = table.view
    plus, minus = view.forest_layout().zoom_rects()
    before = view.forest_layout().w
    view.click(minus.center)
    smaller = view.forest_layout().w
    assert smaller < before
    view.wheel(plus.center, 1)
    assert smaller < view.forest_layout().w <= before


def _ten_in_hand_overlap() -> bool:
    from game.games.mischwald.data import CARDS

    app, table = make_table("mischwald", players=2, size=(800, 600))
    s = table.match.state
    set_hand(s, 0, *[c for c in CARDS if CARDS[c].kind != "winter"][:10])
    table.viewer = 0
    table.after_move()
    rects = [r for _c, r in table.view.hand_rects()]
    assert len(rects) == 10
    return any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


def test_ten_cards_in_hand_lie_side_by_side_at_800x600():
    """Ten cards in hand narrow rather than cover each other's costs."""
    assert not _ten_in_hand_overlap()


def test_cards_allowed_only_the_old_width_would_overlap(monkeypatch):
    """The planted fault: cards kept two thirds as wide as tall fan over each other."""
    import game.games.mischwald.view as view_module

    monkeypatch.setattr(view_module, "NARROWEST", 0.66)
    assert _ten_in_hand_overlap()
