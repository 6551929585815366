"""The Glade at a real (headless) table: drawing, drag and drop of tiles, claims and
enclosures, computer seats, and the redraw time of a busy table."""

import random
import statistics
import time

import pytest

from game.ai.players import greedy_player, sample_for
from game.core import Match, Options, Seat
from game.games.glade import RULES
from game.games.glade.data import CENTRE
from game.games.glade.state import AFTER, PLAY
from tests.ui_harness import click, drag, make_table, move, press, run_computers, screenshot

from .helpers import K, put, set_bench, sp


def human_match(players=2, matching=False, seed=3, kinds=None):
    kinds = kinds or ["human"] * players
    seats = tuple(
        Seat(n, kinds[i], RULES.info.colours[i])
        for i, n in enumerate(("Lucy", "Emma", "Ann", "Bob")[:players])
    )
    variants = (("side", "matching"),) if matching else ()
    m = Match(RULES, Options(seats, variants), seed)
    m.state.start = m.state.current = 0
    return m


def piece_of(table, tile):
    return next(p for p in table.view.pieces() if p.id == tile)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize("matching", [False, True])
def test_table_draws_for_every_seat_count_and_side(players, matching, tmp_path):
    m = human_match(players, matching)
    app, table = make_table("glade", match=m)
    screenshot(app, str(tmp_path / "t.png"))
    assert table.view.pieces()  # the bench tiles can be picked up
    assert table.view.forest_rect.right <= table.view.rect.right
    assert table.view.bench_rect.bottom <= table.view.rect.bottom


def test_drag_tiles_onto_the_forest_then_confirm():
    m = human_match()
    a, b = set_bench(m.state, 0, K("oak", "toad", "acorn"), K("oak", "toad", "blackberry"))
    app, table = make_table("glade", match=m)
    view = table.view
    # a first tile away from the centre is refused with the reason, and snaps back
    drag(app, piece_of(table, a).rect.center, view.space_rect(0).center)
    assert m.state.cells[0][0] is None and "centre" in table.status
    drag(app, piece_of(table, a).rect.center, view.space_rect(CENTRE).center)
    assert m.state.staged == [a]
    drag(app, piece_of(table, b).rect.center, view.space_rect(sp(2, 3)).center)
    assert m.state.staged == [a, b]
    labels = [label for label, _ in view.buttons()]
    assert labels == ["Confirm play"]
    button = next(btn for btn in table.view_buttons if btn.label == "Confirm play")
    click(app, button.rect.center)
    assert m.state.current == 1 and not m.state.staged
    assert m.state.cells[0][CENTRE] == a


def test_legal_spaces_are_lit_while_dragging():
    m = human_match()
    (a,) = set_bench(m.state, 0, K("oak", "toad", "acorn"))
    app, table = make_table("glade", match=m)
    start = piece_of(table, a).rect.center
    press(app, start)
    move(app, (start[0] + 20, start[1] - 20))
    lit = table.drag.legal_targets()
    assert [t.rect for t in lit] == [table.view.space_rect(CENTRE)]


def test_staged_tile_dragged_back_to_the_bench():
    m = human_match()
    (a,) = set_bench(m.state, 0, K("oak", "toad", "acorn"))
    app, table = make_table("glade", match=m)
    drag(app, piece_of(table, a).rect.center, table.view.space_rect(CENTRE).center)
    assert m.state.staged == [a]
    drag(app, piece_of(table, a).rect.center, table.view.bench_slot(3).center)
    assert not m.state.staged and a in m.state.bench[0]


def test_claim_by_dragging_a_tile_onto_its_glade_marker():
    m = human_match()
    s = m.state
    put(s, 0, K("beech", "mouse", "acorn"), 2, 2)
    fourth = K("oak", "toad", "mushroom")
    for c, f in zip((1, 2, 3), ("acorn", "blackberry", "hazelnut")):
        put(s, 1, K("oak", "toad", f), 2, c)
    marker = s.edge[1].pop(0)
    s.glade[fourth] = marker
    tile, other = set_bench(s, 0, fourth, K("beech", "hedgehog", "acorn"))
    app, table = make_table("glade", match=m)
    view = table.view
    # the wrong tile on that marker is refused
    drag(app, piece_of(table, other).rect.center, view.field_rect(fourth).center)
    assert s.glade[fourth] == marker and "own field" in table.status
    drag(app, piece_of(table, tile).rect.center, view.field_rect(fourth).center)
    assert marker in s.store[0]
    # two places complete Emma's set: her forest is shown, the tile waits to be placed
    assert view.shown() == 1
    piece = piece_of(table, tile)
    drag(app, piece.rect.center, view.space_rect(sp(2, 4)).center)
    assert s.cells[1][sp(2, 4)] == tile


def test_toadstool_from_the_store_onto_an_enclosure():
    m = human_match()
    s = m.state
    for (r, c), animal in zip(
        ((1, 2), (2, 1), (2, 3), (3, 2)), ("toad", "mouse", "squirrel", "hedgehog")
    ):
        put(s, 0, K("oak", animal, "acorn"), r, c)
    put(s, 0, K("oak", "toad", "hazelnut"), 0, 2)
    set_bench(s, 0, K("beech", "toad", "blackberry"))
    s.store[0].append(s.edge[1].pop(0))
    s.phase = AFTER
    app, table = make_table("glade", match=m)
    piece = table.view.pieces()[0]
    drag(app, piece.rect.center, table.view.space_rect(CENTRE).center)
    assert s.cells[0][CENTRE] == piece.id and s.phase == "extra"


def test_one_human_with_three_computers():
    m = human_match(4, kinds=["human", "greedy", "greedy", "random"])
    m.state.current = 1  # the computers start
    app, table = make_table("glade", match=m)
    run_computers(app, table, limit_s=60)
    assert m.state.current == 0 and m.state.phase == PLAY
    assert m.state.turn >= 4


def test_random_clicks_and_drags_never_crash():
    m = human_match(3, matching=True)
    app, table = make_table("glade", match=m)
    rng = random.Random(5)
    w, h = app.screen.get_size()
    for _ in range(60):
        a = (rng.randrange(w), rng.randrange(h))
        b = (rng.randrange(w), rng.randrange(h))
        if rng.random() < 0.5:
            drag(app, a, b)
        else:
            click(app, a)
        while app.stack.top is not table:
            app.pop()
    table.view.tooltip((w // 4, h // 4))


def late_four_player_match():
    m = human_match(4, matching=True, seed=7, kinds=["human", "greedy", "greedy", "greedy"])
    rng = random.Random(7)
    while not m.over and m.state.turn < 30:
        d = m.decision()
        m.play(greedy_player(RULES, sample_for(RULES, m.state, d.seat, rng), d.seat, rng))
    while m.decision().seat != 0:
        d = m.decision()
        m.play(greedy_player(RULES, sample_for(RULES, m.state, d.seat, rng), d.seat, rng))
    return m


@pytest.mark.perf
def test_redraw_of_a_late_four_player_table_is_fast():
    m = late_four_player_match()
    app, table = make_table("glade", match=m)
    view = table.view
    times = []
    for i in range(60):
        move(app, view.field_rect(i % 64).center)  # hover: tooltips change
        t = time.perf_counter()
        app.draw()
        times.append(time.perf_counter() - t)
    p95 = statistics.quantiles(times, n=20)[-1]
    print(f"glade redraw p95 {p95 * 1000:.1f} ms")
    assert p95 < 0.1


def test_the_store_heading_counts_its_toadstools_even_when_empty(monkeypatch):
    """The store under the forest was headed "Store" over nothing at all while empty."""
    from game.games.glade import view as glade_view

    m = human_match()
    app, table = make_table("glade", match=m)
    drawn: list[str] = []
    real = glade_view.text.blit_text
    monkeypatch.setattr(glade_view.text, "blit_text",
                        lambda surface, line, *a, **k: drawn.append(line) or real(surface, line, *a, **k))
    table.view._draw_store(app.screen, 0)
    assert "Store: 0 toadstools" in drawn


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (2560, 1440)])
def test_the_forest_title_stands_above_the_forest(size, monkeypatch):
    """"Your forest" was placed by its type size, and its line ran 5 px into the board."""
    from game.games.glade import view as glade_view

    m = human_match()
    app, table = make_table("glade", match=m, size=size)
    drawn: list[tuple[str, object]] = []
    real = glade_view.text.blit_text

    def spy(surface, line, *a, **k):
        rect = real(surface, line, *a, **k)
        drawn.append((line, rect))
        return rect

    monkeypatch.setattr(glade_view.text, "blit_text", spy)
    table.view.draw(app.screen)
    rect = next(r for line, r in drawn if line == "Your forest")
    assert rect.bottom <= table.view.forest_rect.top
    assert rect.top >= table.view.rect.top


def test_the_solo_turn_tiles_say_what_they_count():
    """"Turn tiles: 1" and a fan of tile backs beside the bench told a new player
    nothing: hovering them says they count the turns, and what the solo game asks."""
    app, table = make_table("glade", 1, seed=4)
    view = table.view
    fan = view._turn_tiles_rect(view.obs)
    assert fan is not None
    for point in (fan.midleft, next(r for (k, _l), r in view._info_lines(view.obs)
                                    if k == "turns").center):
        move(app, point)
        tip = view.tooltip(point)
        assert tip and "count your turns" in tip
    assert view.tooltip(view.bench_rect.center) != tip
