"""Other seats' moves fly across Renature's table: each kind of move from where its piece
was to where it lands (checked against the places the view draws them), the drawn
domino face down, and the destination left empty while the piece flies."""

from __future__ import annotations

import random
import time
from collections import defaultdict

import pygame
import pytest

from game.core import Match, Options, Seat
from game.games.renature import RULES
from game.games.renature.data import SIZE
from game.games.renature.view import art, side
from tests.ui_harness import make_table

VIEWER = 0


def _flights_of_random_games():
    """Every flight the viewer (seat 0) would see in two seeded random games (base with
    three players, Valley with two), with the observations around it."""
    found = defaultdict(list)
    for players, variants, seed in ((3, (), 3), (2, (("board", "valley"),), 5)):
        seats = tuple(Seat(f"P{i + 1}", "human", RULES.info.colours[i]) for i in range(players))
        match = Match(RULES, Options(seats, variants), seed)
        app, table = make_table("renature", match=match, size=(1280, 720))
        view = table.view
        rng = random.Random(seed)
        while not match.over:
            mover = match.decision().seat
            legal = list(RULES.legal_actions(match.state))
            backs = [a for a in legal if a.type_name == "take_back"]
            # taking a plant back is rare in random play: let the others do it at times
            action = rng.choice(backs if backs and rng.random() < 0.3 else legal)
            before = RULES.observe(match.state, VIEWER)
            match.play(action)
            if mover == VIEWER:
                continue
            after = RULES.observe(match.state, VIEWER)
            for m in view.motions(before, after, action):
                found[m.piece.split(":")[0]].append((view, before, after, mover, m))
    return found


@pytest.fixture(scope="module")
def flights():
    return _flights_of_random_games()


def _spots(view, obs, seat):
    with view.table.showing(obs):
        return side.seat_rows(view)[seat][1]


def test_a_laid_domino_flies_from_its_layers_hand_onto_its_two_cells(flights):
    assert len(flights["domino"]) > 20
    for view, before, after, mover, m in flights["domino"]:
        d = m.piece.split(":")[1]
        _d, first, second = next(p for p in after.placed if p[0] == d)
        assert d not in {p[0] for p in before.placed}
        assert m.end == view.cell_rect(first).union(view.cell_rect(second))
        hand = _spots(view, before, mover)["hand"]
        assert m.start.topleft == hand.topleft and m.start.h == hand.h


def test_a_set_plant_flies_from_its_owners_plant_board_onto_its_space(flights):
    assert flights["plant"]
    for view, before, after, mover, m in flights["plant"]:
        c = int(m.piece.split(":")[1])
        assert c in after.plants and c not in before.plants
        assert m.end == view.cell_rect(c).inflate(-4, -4)
        assert m.start.topleft == _spots(view, before, mover)["plants"].topleft


def test_a_plant_taken_back_flies_from_its_space_to_the_plant_board(flights):
    assert flights["back"]
    for view, before, after, mover, m in flights["back"]:
        c = int(m.piece.split(":")[1])
        assert c in before.plants and c not in after.plants
        assert m.start == view.cell_rect(c).inflate(-4, -4)
        assert m.end.topleft == _spots(view, after, mover)["plants"].topleft


def test_clouds_on_the_board_fly_to_the_takers_counter(flights):
    assert flights["clouds"]
    for view, before, after, mover, m in flights["clouds"]:
        c = int(m.piece.split(":")[1])
        assert c in before.board_clouds and c not in after.board_clouds
        assert m.start == view.cell_rect(c).inflate(-8, -8)
        assert m.end.topleft == _spots(view, after, mover)["clouds"].topleft


def test_the_joker_moves_along_the_track_and_its_price_flies_to_it(flights):
    assert flights["joker"]
    for view, before, after, mover, m in flights["joker"]:
        with view.table.showing(before):
            was = dict(side.joker_rects(view))
        assert m.start == was[before.joker] and m.end == was[after.joker]
        paid = [f[-1] for f in flights["paid"] if f[1] is before]
        assert paid and paid[0].end.center == was[after.joker].center
        assert paid[0].start.topleft == _spots(view, before, mover)["clouds"].topleft


def test_a_closed_region_s_tile_flies_to_its_closer(flights):
    assert flights["tile"]
    for view, before, after, _mover, m in flights["tile"]:
        name = m.piece.split(":")[1]
        closer = after.regions[name].closed_by
        assert before.regions[name].closed_by is None and closer is not None
        assert m.start == view.cell_rect(before.regions[name].tile_cell)
        assert m.end.topleft == _spots(view, after, closer)["tiles"].topleft


def test_a_mushroom_flies_from_the_supply_to_its_meadow(flights):
    assert flights["mushroom"]
    for view, before, _after, _mover, m in flights["mushroom"]:
        c = int(m.piece.split(":")[1])
        with view.table.showing(before):
            supply = side.mushroom_rect(view)
        assert m.start == supply and m.end == view.cell_rect(c)


def test_a_drawn_domino_flies_face_down_from_reserve_to_hand(flights):
    assert flights["drawn"]
    for view, before, after, mover, m in flights["drawn"]:
        assert after.reserve_sizes[mover] == before.reserve_sizes[mover] - 1
        spots_before, spots_after = _spots(view, before, mover), _spots(view, after, mover)
        assert m.start.center == spots_before["reserve"].center
        assert m.end.center == spots_after["hand"].center
        back = art.domino_back(m.image.get_height())
        assert pygame.image.tobytes(m.image, "RGBA") == pygame.image.tobytes(back, "RGBA")
        assert m.piece == f"drawn:{mover}"  # the id names the seat, never the domino


def test_a_computer_domino_is_not_on_the_board_until_it_lands():
    app, table = make_table("renature", 2, seed=3, kinds=["human", "greedy"])
    app.settings.animation = "normal"
    table.session.ai_pause_min = 0.0
    d = table.match.state.hands[0][0]
    from game.games.renature.actions import DiscardDomino, EndTurn

    table.play(DiscardDomino(d))
    if table.decision.kind == "end":
        table.play(EndTurn())
    end = time.monotonic() + 20
    while not table.match.state.placed and time.monotonic() < end:
        app.clock.tick()
        app.step([])
        time.sleep(0.002)
    placed = table.match.state.placed
    assert placed and table.motions.active
    laid, first, second = placed[-1]
    assert f"domino:{laid}" in table.hidden_pieces
    view = table.view
    cell = view.cell_rect(first)
    spot = (cell.centerx - view.origin[0], cell.centery - view.origin[1])
    layer = view._board_layer(table.observation)
    assert layer.get_at(spot) == view._board.get_at(spot)  # empty while it flies
    table.motions.skip()
    table.redraw()
    view.changed()
    layer = view._board_layer(table.observation)
    assert layer.get_at(spot) != view._board.get_at(spot)  # and there once it landed
    assert abs(first - second) in (1, SIZE)
