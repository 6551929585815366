"""Renature at the table, headless: drag and turn dominoes, drag plants, buttons for
the cloud actions, region hover totals, faded animals, log highlights, computers."""

from __future__ import annotations

import statistics
import time

import pygame
import pytest

from game.core.actions import Action
from game.games.renature import RULES
from game.games.renature.actions import (
    ChangeJoker,
    DiscardDomino,
    EndTurn,
    ExtraTurn,
    PlaceDomino,
    PlacePlant,
    SkipPlant,
)
from game.games.renature.data import board, cell
from game.games.renature.placement import dead_animals, dead_cells
from game.games.renature.view import art
from game.ui import theme
from tests.games.renature.helpers import put_plant
from tests.ui_harness import (
    click,
    drag,
    key,
    make_table,
    move,
    press,
    release,
    run_computers,
    screenshot,
)


def legal(table, piece):
    return [t for t in table.view.targets(piece) if t.action and table.check(t.action) is None]


@pytest.fixture
def solo():
    """One human (seat 0) against a computer, so no curtain comes between moves."""
    return make_table("renature", 2, seed=3, kinds=["human", "greedy"])


def test_dragging_a_domino_onto_a_lit_seam_lays_it(solo):
    app, table = solo
    piece = table.view.pieces()[0]
    targets = [t for t in legal(table, piece) if isinstance(t.action, PlaceDomino)]
    assert targets
    drag(app, piece.rect.center, targets[0].rect.center)
    assert table.match.actions == [targets[0].action]
    assert table.decision.kind == "plant"


def test_every_legal_placement_of_the_hand_is_reachable_in_some_turn_of_the_piece(solo):
    _app, table = solo
    listed = {a for a in RULES.legal_actions(table.match.state) if isinstance(a, PlaceDomino)}
    lit = set()
    for piece in table.view.pieces():
        for _ in range(4):
            lit |= {t.action for t in legal(table, piece)}
            piece = table.view.rotate(piece)
    placements = {a for a in lit if isinstance(a, PlaceDomino)}
    assert placements == listed


def test_r_turns_the_dragged_domino_and_its_targets(solo):
    app, table = solo
    piece = table.view.pieces()[0]
    press(app, piece.rect.center)
    move(app, (piece.rect.centerx - 40, piece.rect.centery + 10))
    key(app, pygame.K_r)
    held = table.drag.piece
    assert held.payload[3] == 1
    vertical = [t.action for t in table.drag.targets if isinstance(t.action, PlaceDomino)]
    assert all(abs(a.first - a.second) == 15 for a in vertical)
    release(app, (5, 5))
    assert table.view.rot[piece.id] == 1  # the hand keeps the turn


def test_an_illegal_drop_snaps_back_and_says_why(solo):
    app, table = solo
    piece = table.view.pieces()[0]
    away = table.view.cell_rect(cell(7, 7))  # the middle of an empty stream
    drag(app, piece.rect.center, (away.right, away.centery))
    assert table.match.actions == []
    assert table.status == "One animal must lie on a start space or beside the same animal."


def test_a_domino_dropped_on_the_box_goes_back_unused(solo):
    app, table = solo
    piece = table.view.pieces()[0]
    drag(app, piece.rect.center, table.view._box_rect().center)
    assert table.match.actions == [DiscardDomino(piece.id)]


def lay_first(app, table):
    piece = table.view.pieces()[0]
    target = next(t for t in legal(table, piece) if isinstance(t.action, PlaceDomino))
    drag(app, piece.rect.center, target.rect.center)
    return target


def test_then_a_plant_is_dragged_onto_a_lit_space_beside_the_domino(solo, tmp_path):
    app, table = solo
    lay_first(app, table)
    plants = table.view.pieces()
    assert plants and all(p.id.startswith("plant:") for p in plants)
    lit = {t.action for t in legal(table, plants[0])}
    listed = {
        a
        for a in RULES.legal_actions(table.match.state)
        if isinstance(a, PlacePlant) and (a.colour, a.kind) == plants[0].payload
    }
    assert lit == listed
    assert [b for b in table.view.buttons() if isinstance(b[1], Action)] == [
        ("No plant", SkipPlant())
    ]
    target = legal(table, plants[0])[0]
    drag(app, plants[0].rect.center, target.rect.center)
    assert table.match.actions[-1] == target.action
    screenshot(app, str(tmp_path / "planted.png"))


def test_cloud_actions_are_offered_with_their_cost(solo):
    app, table = solo
    state = table.match.state
    joker = dict(table.view._joker_rects())["owl"]
    press(app, joker.center)
    release(app, joker.center)
    assert table.match.actions == [ChangeJoker("owl")]
    assert state.clouds[0] == 10
    piece = table.view.pieces()[0]
    drag(app, piece.rect.center, table.view._box_rect().center)
    assert table.decision.kind == "end"
    buttons = table.view.buttons()
    assert [label for label, _b in buttons][0] == "Joker (2 clouds)"
    assert [b for b in buttons if isinstance(b[1], Action)] == [
        ("Another turn (3 clouds)", ExtraTurn()),
        ("End turn", EndTurn()),
    ]


def test_the_joker_button_lights_the_track_then_a_click_changes_the_joker(solo):
    app, table = solo
    button = next(b for b in table.view_buttons if b.label == "Joker (2 clouds)")
    click(app, button.rect.center)
    assert table.view.picking == "joker"
    assert "joker track" in table.status
    app.draw()  # the choices are outlined in draw_overlay
    joker = dict(table.view._joker_rects())["owl"]
    click(app, joker.center)
    assert table.match.actions == [ChangeJoker("owl")]
    assert table.view.picking == ""


def test_hovering_a_region_shows_the_totals_and_what_it_would_pay(solo):
    _app, table = solo
    s = table.match.state
    put_plant(s, 0, "0", "bush", (8, 8))
    put_plant(s, 1, "1", "grass", (8, 9))
    put_plant(s, 1, "1", "grass", (9, 8))
    table.session.version += 1
    table.view.changed()
    tip = table.view.tooltip(table.view.cell_rect(cell(9, 9)).center)
    assert "Region K: 4 spaces, tile 4/2" in tip
    assert "orange: 2 (tied: cancelled)" in tip and "blue: 2 (tied: cancelled)" in tip
    assert "Scored now: nobody" in tip
    put_plant(s, 0, "n", "oak", (9, 9))
    table.session.version += 1
    tip = table.view.tooltip(table.view.cell_rect(cell(9, 9)).center)
    assert "Scored now: nobody" in tip  # neutral 4 first, orange and blue still tied


def test_dead_animals_match_the_rules_and_fade_as_a_setting(solo):
    app, table = solo
    from game.core import Match
    from tests.harness import options_for

    m = Match(RULES, options_for(RULES, 3, ()), 2)
    import random

    rng = random.Random(4)
    while len(m.state.placed) < 30:
        m.play(rng.choice(list(RULES.legal_actions(m.state))))
    obs = RULES.observe(m.state, 0)
    dead = dead_cells(board("base"), obs.animals, obs.mushrooms)
    assert dead == dead_animals(m.state) and dead
    table.settings.set_preference("renature", "fade_dead_animals", False)
    app.draw()
    table.settings.set_preference("renature", "fade_dead_animals", True)
    app.draw()


def test_hovering_a_log_entry_lights_its_cells_and_regions(solo):
    app, table = solo
    target = lay_first(app, table)
    entry = table.match.state.log[-1]
    rects = table.view.log_places(entry.where)
    a = target.action
    assert rects == [table.view.cell_rect(a.first), table.view.cell_rect(a.second)]
    assert len(table.view.log_places(("K",))) == 4


def test_the_other_seats_hand_is_not_in_the_observation(solo):
    _app, table = solo
    theirs = table.match.state.hands[1]
    assert all(d not in str(table.observation) for d in theirs)
    assert [h[0] for h in table.observation.hand] == table.match.state.hands[0]


def test_computer_seats_play_their_turns():
    app, table = make_table("renature", 3, seed=2, kinds=["greedy", "greedy", "human"])
    run_computers(app, table, limit_s=30)
    assert table.decision.seat == 2
    assert len(table.match.state.placed) + len(table.match.state.discarded) >= 2


@pytest.mark.perf
def test_redraw_of_a_late_four_player_board_is_fast(tmp_path):
    import random

    app, table = make_table("renature", 4, seed=6, kinds=["human"] + ["greedy"] * 3)
    m = table.match
    rng = random.Random(1)
    while len(m.state.placed) < 40 and not m.over:
        legal_now = list(RULES.legal_actions(m.state))
        lays = [a for a in legal_now if isinstance(a, PlaceDomino | PlacePlant)]
        m.play(rng.choice(lays or legal_now))
    table.session.version += 1
    table.view.changed()
    times, rebuilds = [], []
    for i in range(40):
        move(app, table.view.cell_rect(cell(i % 15, (i * 7) % 15)).center)
        t = time.perf_counter()
        app.draw()
        times.append(time.perf_counter() - t)
        table.session.version += 1
        table.view.changed()
        t = time.perf_counter()
        app.draw()
        rebuilds.append(time.perf_counter() - t)
    p95 = statistics.quantiles(times, n=20)[-1] * 1000
    p95b = statistics.quantiles(rebuilds, n=20)[-1] * 1000
    print(f"\nrenature late 4p board: redraw p95 {p95:.1f} ms, after a move {p95b:.1f} ms")
    screenshot(app, str(tmp_path / "late4.png"))
    assert p95b < 100


def test_hovering_a_hand_domino_names_it_and_shows_it_large(solo):
    _app, table = solo
    slot = table.view._hand_slots()[0]
    d, a, b = table.observation.hand[0]
    assert table.view.tooltip(slot.center).startswith(f"{a} and {b}")
    big = table.view.enlarged(slot.center)
    assert big is not None and max(big.get_size()) == 4 * table.view.cs


def _late_table(fade: bool = True, size=(1280, 720)):
    """A table of a 3-player game with 30 dominoes laid, as seat 0 sees it."""
    import random

    from game.core import Match
    from tests.harness import options_for

    m = Match(RULES, options_for(RULES, 3, ()), 2)
    rng = random.Random(4)
    while len(m.state.placed) < 30:
        m.play(rng.choice(list(RULES.legal_actions(m.state))))
    app, table = make_table("renature", match=m, size=size)
    table.settings.set_preference("renature", "fade_dead_animals", fade)
    app.draw()
    return app, table, m


def _mean_colour(surface, rect):
    pixels = [surface.get_at((x, y)) for x in range(rect.x, rect.right, 2)
              for y in range(rect.y, rect.bottom, 2)]
    return tuple(sum(p[i] for p in pixels) / len(pixels) for i in range(3))


def test_faded_animals_stay_warm_paper_never_the_blue_of_the_water():
    app, table, m = _late_table()
    dead = sorted(dead_animals(m.state))
    water = art.STREAM
    for c in dead:
        r, g, b = _mean_colour(app.screen, table.view.cell_rect(c))
        assert b < r and b < g, f"{c} looks blue: {(r, g, b)}"
        assert sum(abs(x - y) for x, y in zip((r, g, b), water)) > 90
    # and a faded animal differs from a live one, so fading still tells something
    live = [c for c in m.state.domino_at if c not in dead]
    faded_mean = _mean_colour(app.screen, table.view.cell_rect(dead[0]))
    live_mean = _mean_colour(app.screen, table.view.cell_rect(live[0]))
    assert faded_mean != live_mean


def test_the_two_halves_of_a_laid_domino_meet_without_a_gap():
    app, table, m = _late_table(fade=False)
    cs = table.view.cs
    for _d, first, second in m.state.placed:
        lo, hi = sorted((first, second))
        a = table.view.cell_rect(lo)
        if hi - lo == 1:  # side by side: look across the shared edge, at a third of it
            points = [(a.right + dx, a.y + cs // 3) for dx in (-2, -1, 0, 1)]
        else:
            points = [(a.x + cs // 3, a.bottom + dy) for dy in (-2, -1, 0, 1)]
        for p in points:
            colour = app.screen.get_at(p)[:3]
            assert sum(colour) > 350, f"a dark gap between the halves at {p}: {colour}"


def _letters_drawn(size):
    """(text, px) of every letter drawn while the board of a late 3-player game is built
    at this window size (the pictures' caches emptied first, so they are drawn now)."""
    from game.ui import text as text_module

    drawn = []
    render, blit = text_module.render, text_module.blit_text

    def spy_render(string, px, *args, **kwargs):
        drawn.append((string, px))
        return render(string, px, *args, **kwargs)

    def spy_blit(surface, string, pos, px, *args, **kwargs):
        drawn.append((string, px))
        return blit(surface, string, pos, px, *args, **kwargs)

    _app, table, m = _late_table(size=size)
    art.plant_token.cache_clear()
    art.region_label.cache_clear()
    text_module.render, text_module.blit_text = spy_render, spy_blit
    try:
        table.view.changed()
        table.view._board_key = None
        table.view._board_layer(table.observation)
    finally:
        text_module.render, text_module.blit_text = render, blit
    return m, drawn


def test_plant_owners_and_region_letters_are_12_px_at_1280x720_and_grow():
    m, small = _letters_drawn((1280, 720))
    _m, large = _letters_drawn((2560, 1440))
    owners = {art.colour_letter(pid.split("-")[1]) for pid in m.state.plants.values()}
    regions = set(m.state.regions)
    assert owners and regions
    for wanted in (owners, regions):
        px_small = [px for s, px in small if s in wanted]
        px_large = [px for s, px in large if s in wanted]
        assert px_small and min(px_small) >= 12
        assert min(px_large) >= 1.6 * min(px_small)


def test_a_dragged_domino_outlines_the_two_cells_it_would_cover(solo):
    from tests.ui_harness import _motion

    app, table = solo
    piece = table.view.pieces()[0]
    target = next(t for t in legal(table, piece) if isinstance(t.action, PlaceDomino))
    press(app, piece.rect.center)
    app.step([_motion(target.rect.center, (5, 5), held=True)])
    a = target.action
    cells = table.view.cell_rect(a.first).union(table.view.cell_rect(a.second))
    assert table.view.landing() == cells
    app.draw()
    edge = cells.inflate(4, 4)
    assert app.screen.get_at((edge.centerx, edge.y + 1))[:3] == pygame.Color(*theme.HOVER)[:3]
    away = table.view.cell_rect(cell(7, 7))  # an empty stream: nothing may lie there
    app.step([_motion((away.right, away.centery), (5, 5), held=True)])
    assert table.view.landing() is None
    release(app, (away.right, away.centery))


@pytest.mark.parametrize("players, heading", [(2, "Your 2 plant boards"), (3, "Your plant board")])
def test_the_plant_board_heading_counts_the_boards_shown(players, heading, monkeypatch):
    """In a game of two each player plays with two plant boards, drawn one under the
    other: the heading said "Your plant board" over both."""
    from game.games.renature.view import side

    kinds = ["human"] + ["greedy"] * (players - 1)
    app, table = make_table("renature", players, seed=3, kinds=kinds)
    seat = table.viewer
    shown = 2 if players == 2 else 1
    assert len(table.observation.boards[seat]) == shown
    assert len({b for b, *_rest in side.supply_rects(table.view)}) == shown
    drawn: list[str] = []
    monkeypatch.setattr(side, "_label", lambda v, surface, label, pos: drawn.append(label))
    side.draw_side(table.view, app.screen, table.observation)
    assert heading in drawn


def test_a_domino_picked_by_one_half_lands_where_it_is_carried(solo):
    """The pointer aimed at the seam as if every domino were held by its middle: one
    picked near one end and let go where it is seen lying on two
    cells went one cell to the right of them."""
    from tests.ui_harness import _motion

    app, table = solo
    piece = table.view.pieces()[0]
    grip = (piece.rect.x + piece.rect.w // 8, piece.rect.centery)  # near its left end
    press(app, grip)
    app.step([_motion((grip[0] + 30, grip[1]), (30, 0), held=True)])
    drag_ = table.drag
    assert drag_.grab[0] < piece.image.get_width() // 2 - 5  # held well off the middle
    target = next(t for t, r in zip(drag_.targets, drag_.reasons)
                  if r is None and isinstance(t.action, PlaceDomino))
    a = target.action
    cells = table.view.cell_rect(a.first).union(table.view.cell_rect(a.second))
    assert cells.contains(target.lit or target.rect)  # the seam still lights
    # the pointer where the carried picture lies exactly on the two cells
    point = (cells.x + drag_.grab[0], cells.y + drag_.grab[1])
    app.step([_motion(point, (5, 5), held=True)])
    assert table.view.landing() == cells
    release(app, point)
    assert table.match.actions[-1] == a


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (2560, 1440)])
def test_the_box_label_stays_inside_the_box(lang, size, monkeypatch):
    """German "Hier ablegen, um ihn in die Schachtel zurückzulegen." ran out of the box
    at 1280x720: its last word is wider than the box."""
    from game.games.renature.view import side
    from game.ui import text

    monkeypatch.setenv("LANGUAGE", lang)
    _app, table = make_table("renature", 2, seed=3, kinds=["human", "greedy"], size=size)
    box = side.box_rect(table.view)
    lines, px = side.box_label(table.view)
    assert lines and px >= (12 if size[0] >= 1280 else 9)
    assert all(text.font(px).size(line)[0] <= box.w - 8 for line in lines)
    assert 6 + len(lines) * (px + 4) <= box.h
