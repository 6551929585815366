"""Another seat's moves fly across The Glade's table: each flight starts where the piece
was and ends where it is, tiles drawn from the bag fly face down, and a piece in flight
is not drawn at its destination yet."""

from __future__ import annotations

import pygame

from game.core import Match, Options, Seat
from game.games.glade import RULES
from game.games.glade.actions import Claim, Confirm, Place, PlaceClaimed, TakeBack
from game.games.glade.data import CENTRE, load
from game.games.glade.forest import missing_fourth
from game.games.glade.view import art
from tests.ui_harness import make_table

from .helpers import K, put, set_bench, sp


def _match(players=2, kinds=("human", "greedy"), seed=3):
    seats = tuple(Seat(n, kinds[i], RULES.info.colours[i])
                  for i, n in enumerate(("Lucy", "Emma", "Ann", "Bob")[:players]))
    m = Match(RULES, Options(seats), seed)
    m.state.start = m.state.current = 0
    return m


def _fly(table, m, action):
    """Play ``action`` for the seat to move; the flights the viewer is shown, by piece."""
    before = RULES.observe(m.state, table.viewer)
    m.play(action)
    after = RULES.observe(m.state, table.viewer)
    with table.showing(after):
        flights = table.view.motions(before, after, action)
    return {f.piece: f for f in flights}, before, after


def _thumb(view, seat):
    return dict(view.thumbs())[seat]


def test_a_tile_flies_from_the_other_players_bench_into_their_forest():
    m = _match()
    m.state.current = 1
    (tile,) = set_bench(m.state, 1, K("oak", "toad", "acorn"))
    app, table = make_table("glade", match=m, size=(1280, 720))
    view = table.view
    flights, _b, _a = _fly(table, m, Place(tile, CENTRE))
    thumb = _thumb(view, 1)
    assert list(flights) == [tile]
    assert flights[tile].start == view.home_rect(1)
    assert flights[tile].start.centery == thumb.bottom  # out of Emma's unseen bench
    assert flights[tile].end == view.thumb_cell(thumb, CENTRE)


def test_a_tile_taken_back_flies_from_the_forest_to_its_bench():
    m = _match(kinds=("human", "human"))
    m.state.current = 1
    (tile,) = set_bench(m.state, 1, K("oak", "toad", "acorn"))
    m.play(Place(tile, CENTRE))
    app, table = make_table("glade", match=m, size=(1280, 720))
    table.viewer = 0  # Lucy watches what Emma did on the shared screen
    view = table.view
    flights, _b, _a = _fly(table, m, TakeBack(tile))
    assert flights[tile].start == view.thumb_cell(_thumb(view, 1), CENTRE)
    assert flights[tile].end == view.home_rect(1)


def _emma_stages_a_set_of_three(m):
    s = m.state
    s.current = 1
    tiles = set_bench(s, 1, *(K("oak", "toad", f) for f in ("acorn", "blackberry", "hazelnut")))
    for tile, space in zip(tiles, (sp(2, 2), sp(2, 1), sp(2, 3))):
        m.play(Place(tile, space))
    return tiles


def test_a_toadstool_flies_from_beside_the_glade_to_the_missing_tiles_field():
    m = _match()
    tiles = _emma_stages_a_set_of_three(m)
    marker = m.state.edge[1][0]
    missing = missing_fourth([load().kind[t] for t in tiles])
    app, table = make_table("glade", match=m, size=(1280, 720))
    view = table.view
    with table.showing(RULES.observe(m.state, 0)):
        start = view.edge_rect(1, 0)
    flights, _b, after = _fly(table, m, Confirm())
    assert after.glade[missing] == marker
    assert flights[marker].start == start
    assert flights[marker].end == art.field_marker_rect(view.field_rect(missing))


def test_tiles_drawn_from_the_bag_fly_face_down_to_the_drawing_players_bench():
    m = _match()
    _emma_stages_a_set_of_three(m)
    app, table = make_table("glade", match=m, size=(1280, 720))
    view = table.view
    bench_before = list(m.state.bench[1])
    flights, before, after = _fly(table, m, Confirm())
    drawn = [t for t in m.state.bench[1] if t not in bench_before]
    assert drawn and before.bag - after.bag == len(drawn)
    backs = [f for f in flights.values() if f.piece.startswith("drawn:")]
    assert len(backs) == len(drawn)
    with table.showing(after):
        bag, home = view.bag_rect(), view.home_rect(1)
    face_down = pygame.image.tobytes(art.tile_back(home.w), "RGBA")
    for f in backs:
        assert f.start.size == bag.size and f.start.y == bag.y and f.start.x >= bag.x
        assert f.end == home
        assert pygame.image.tobytes(f.image, "RGBA") == face_down
        for tile in drawn:  # no drawn tile's face is shown on the way
            assert pygame.image.tobytes(f.image, "RGBA") != pygame.image.tobytes(
                view.tile_image(tile, f.image.get_width()), "RGBA")
    assert not set(drawn) & set(flights)


def test_a_claim_flies_the_toadstool_to_the_store_and_the_claimed_tile_to_its_forest():
    m = _match()
    s = m.state
    for c, f in zip((1, 2, 3), ("acorn", "blackberry", "hazelnut")):
        put(s, 0, K("oak", "toad", f), 2, c)  # Lucy's set of 3 lacks the mushroom
    field = K("oak", "toad", "mushroom")
    marker = s.edge[0].pop(0)
    s.glade[field] = marker
    s.current = 1
    tile, _other = set_bench(s, 1, field, K("beech", "hedgehog", "acorn"))
    app, table = make_table("glade", match=m, size=(1280, 720))
    view = table.view
    flights, _b, after = _fly(table, m, Claim(tile))
    assert marker in after.store[1]
    assert flights[marker].start == art.field_marker_rect(view.field_rect(field))
    assert flights[marker].end == view.thumb_store(_thumb(view, 1))
    assert tile not in flights  # waiting in Emma's hand for its place: not on the table
    flights, _b, _a = _fly(table, m, PlaceClaimed(0, sp(2, 4)))
    assert flights[tile].start == view.home_rect(1)
    assert flights[tile].end == view.space_rect(sp(2, 4))  # Lucy's forest, shown big


def test_the_solo_rivals_toadstool_flies_back_to_the_box():
    m = _match(1, ("greedy",), seed=4)
    s = m.state
    field, rival = next(iter(s.glade.items()))
    animal, fruit, leaf = (field >> 2) & 3, field & 3, field >> 4
    kinds = [leaf * 16 + animal * 4 + f for f in range(4) if f != fruit]
    tiles = set_bench(s, 0, *kinds)
    for tile, space in zip(tiles, (sp(2, 2), sp(2, 1), sp(2, 3))):
        m.play(Place(tile, space))
    app, table = make_table("glade", match=m, size=(1280, 720))
    view = table.view
    assert table.viewer is None  # a computer plays alone: a spectator watches
    mine = s.edge[0][0]
    flights, _b, after = _fly(table, m, Confirm())
    assert rival in after.box and after.glade[field] == mine
    marker_place = art.field_marker_rect(view.field_rect(field))
    assert (flights[rival].start, flights[rival].end) == (marker_place, view.box_rect())
    assert flights[mine].end == marker_place


def test_a_flying_tile_is_not_drawn_where_it_lands_yet():
    m = _match()
    m.state.current = 1
    (tile,) = set_bench(m.state, 1, K("oak", "toad", "acorn"))
    app, table = make_table("glade", match=m, size=(1280, 720))
    app.draw()
    end = table.view.thumb_cell(_thumb(table.view, 1), CENTRE)
    empty = pygame.image.tobytes(app.screen.subsurface(end), "RGB")
    flights, _b, _a = _fly(table, m, Place(tile, CENTRE))
    app, table = make_table("glade", match=m, size=(1280, 720))  # the table after the move
    table.motions.add(list(flights.values()), range(0), 1.0)
    table.redraw()
    app.draw()
    assert table.hidden_pieces == {tile}
    assert pygame.image.tobytes(app.screen.subsurface(end), "RGB") == empty
    table.motions.skip()  # landed: now it is drawn there
    table.redraw()
    app.draw()
    assert pygame.image.tobytes(app.screen.subsurface(end), "RGB") != empty
