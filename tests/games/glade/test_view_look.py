"""How The Glade's table reads: the four glade areas carry their leaf as a symbol, a
toadstool on a glade field leaves the field's animal and fruit in sight, and the legal
places for a held tile stand out from the green forest board."""

from __future__ import annotations

import itertools

import pygame

from game.games.glade.data import CENTRE, LEAVES, kind_of
from game.games.glade.view import LIT_INSET, art
from tests.ui_harness import make_table, move, press

from .helpers import K, set_bench
from .test_view import human_match, piece_of

SIZE = 60


def _mask(surf: pygame.Surface, box: pygame.Rect, base) -> frozenset[tuple[int, int]]:
    """The points of ``box`` painted in something else than the field's ground."""
    return frozenset(
        (x, y)
        for x in range(box.x, box.right)
        for y in range(box.y, box.bottom)
        if sum(abs(a - b) for a, b in zip(surf.get_at((x, y))[:3], base)) > 60
    )


def test_each_glade_area_shows_its_leaf_as_a_symbol():
    pygame.display.init()
    pygame.display.set_mode((10, 10))
    corner = pygame.Rect(int(SIZE * 0.62), 3, int(SIZE * 0.34), int(SIZE * 0.34))
    shapes = []
    for leaf in range(len(LEAVES)):
        surf = art.field(kind_of(0, 0, leaf), SIZE)
        base = surf.get_at((SIZE // 10, SIZE * 85 // 100))[:3]  # the ground (toadstool spot)
        shape = _mask(surf, corner, base)
        assert len(shape) > corner.w * corner.h // 8, f"no symbol in the {LEAVES[leaf]} area"
        shapes.append(shape)
    # four different shapes, not one shape in four colours
    for a, b in itertools.combinations(shapes, 2):
        assert len(a ^ b) > 0.2 * min(len(a), len(b))


def _pixels(app, rect: pygame.Rect) -> bytes:
    return pygame.image.tobytes(app.screen.subsurface(rect), "RGB")


def test_a_toadstool_leaves_the_fields_animal_and_fruit_in_sight():
    field_kind = K("oak", "toad", "mushroom")
    shots = []
    for with_marker in (False, True):
        m = human_match()
        m.state.glade.pop(field_kind, None)
        if with_marker:
            m.state.glade[field_kind] = m.state.edge[1].pop(0)
        app, table = make_table("glade", match=m, size=(1280, 720))
        app.draw()
        r = table.view.field_rect(field_kind)
        animal = pygame.Rect(r.x + 3, r.y + 3, int(r.w * 0.46), int(r.h * 0.34))
        fruit = pygame.Rect(r.right - int(r.w * 0.4), r.bottom - int(r.h * 0.4),
                            int(r.w * 0.38), int(r.h * 0.38))
        marker = art.field_marker_rect(r).inflate(-6, -6)
        shots.append([_pixels(app, box) for box in (animal, fruit, marker)])
    bare, covered = shots
    assert covered[2] != bare[2]  # the toadstool is drawn ...
    assert covered[:2] == bare[:2]  # ... and the animal and the fruit are seen as before


def test_legal_places_stand_out_from_the_green_board():
    m = human_match()
    (a,) = set_bench(m.state, 0, K("oak", "toad", "acorn"))
    app, table = make_table("glade", match=m, size=(1280, 720))
    start = piece_of(table, a).rect.center
    press(app, start)
    move(app, (start[0] + 20, start[1] - 20))
    app.draw()
    lit = table.view.space_rect(CENTRE)
    unlit = table.view.space_rect(0)
    on_ring = (lit.x + LIT_INSET + 1, lit.centery)
    ring = app.screen.get_at(on_ring)[:3]
    board = app.screen.get_at((unlit.x + LIT_INSET + 1, unlit.centery))[:3]
    # light against the board in every channel: not a green tint of the green board
    assert min(ring) > 150 and all(r - b > 45 for r, b in zip(ring, board)), (ring, board)


def test_what_happened_is_told_once_in_the_log_not_again_under_the_glade():
    """A set of 3 names its missing tile in the game log only: the list of recent events
    under the glade that repeated the log is gone."""
    from game.games.glade.data import kind_name
    from tests.layout_audit import audit

    from .helpers import play

    m = human_match()
    a, b, c = set_bench(m.state, 0, *(K("oak", "toad", f) for f in ("acorn", "blackberry",
                                                                      "hazelnut")))
    play(m.state, (a, 11), (b, 12), (c, 13))
    app, table = make_table("glade", match=m, size=(1280, 720))
    table.mouse = (-100, -100)
    table.redraw()
    frame = audit(app)
    tile = kind_name(K("oak", "toad", "mushroom"))
    told = [e for e in m.state.log if "set of 3" in e.text]
    assert told and told[-1].params["tile"] == tile, "the log names the missing tile"
    in_view = [t.string for t in frame.texts if table.view.rect.contains(t.rect)]
    assert in_view, "the view's own texts are drawn"
    assert not any(tile in s or "set of 3" in s for s in in_view), in_view


def test_the_solo_forest_takes_the_room_of_the_other_forests():
    sizes = {}
    for players in (1, 2):
        app, table = make_table("glade", match=human_match(players), size=(1280, 720))
        view = table.view
        sizes[players] = view.forest_rect.w
        assert view.store_rect.bottom <= view.bench_rect.top  # the store row still fits
        assert view.forest_rect.right <= view.rect.right
    assert sizes[1] > 1.2 * sizes[2]


def test_in_colour_blind_mode_a_toadstool_takes_its_players_shape():
    from game.ui import theme

    app, table = make_table("glade", match=human_match(2), size=(1280, 720))
    images = {}
    for cue in (False, True):
        theme.colour_blind = cue
        try:
            images[cue] = table.view.marker_image("M1-01", 40)  # Emma is blue: a square
        finally:
            theme.colour_blind = False
    corner = (3, 3)  # outside a disc, inside a square
    assert images[False].get_at(corner).a == 0
    assert images[True].get_at(corner).a > 0
    # the triangle of yellow: open at the top corners, full at the bottom ones
    tri = art.toadstool("yellow", 1, 40, "", True)
    assert tri.get_at((3, 3)).a == 0 and tri.get_at((3, 36)).a > 0
