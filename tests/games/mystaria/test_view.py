"""Mystaria at the table, headless: drag the tile and a building with the mouse, turn
the tile, zoom and pan the forest, hover for points and lines of sight."""

from __future__ import annotations

import pygame
import pytest

from game.games.mystaria.actions import Build, NoBuild, PlaceTile
from game.games.mystaria.state import BUILD, TILE
from tests.ui_harness import drag, key, make_table, move, press, release, screenshot


def legal(table, piece):
    return [t for t in table.view.targets(piece) if t.action and table.check(t.action) is None]


def lay_by_mouse(app, table):
    piece = table.view.pieces()[0]
    target = legal(table, piece)[0]
    drag(app, piece.rect.center, target.rect.center)
    return target.action


@pytest.fixture
def two_humans():
    app, table = make_table("mystaria", 2, seed=5)
    return app, table


def test_dragging_the_tile_lays_it_where_the_held_field_is_dropped(two_humans):
    app, table = two_humans
    pieces = table.view.pieces()
    assert [p.id for p in pieces] == ["tile"]
    action = lay_by_mouse(app, table)
    assert isinstance(action, PlaceTile)
    assert table.match.actions == [action]
    assert table.decision.kind == BUILD


def test_every_lit_field_is_a_legal_placement_and_illegal_ones_say_why(two_humans):
    _app, table = two_humans
    piece = table.view.pieces()[0]
    targets = table.view.targets(piece)
    rules = table.rules
    lit = {t.action for t in targets if t.reason is None}
    listed = set(rules.legal_actions(table.match.state))
    assert lit and lit <= listed
    # every legal placement of this turn of the tile is reachable by the mouse
    rot = piece.payload[1]
    assert lit == {a for a in listed if a.rot == rot}
    reasons = {t.reason for t in targets if t.reason}
    assert "Tiles go beside the forest, never on it." in reasons


def test_turning_the_tile_while_dragging_gives_the_next_rotation(two_humans, tmp_path):
    app, table = two_humans
    piece = table.view.pieces()[0]
    press(app, piece.rect.center)
    move(app, (piece.rect.centerx - 30, piece.rect.centery))
    key(app, pygame.K_r)
    assert table.drag.piece.payload[1] == 1
    assert all(t.action.rot == 1 for t in table.drag.targets)
    target = next(t for t, r in zip(table.drag.targets, table.drag.reasons) if r is None)
    app.step(
        [
            pygame.event.Event(
                pygame.MOUSEMOTION, pos=target.rect.center, rel=(1, 1), buttons=(1, 0, 0)
            )
        ]
    )
    screenshot(app, str(tmp_path / "turned.png"))
    release(app, target.rect.center)
    assert table.match.actions[-1] == target.action
    assert target.action.rot == 1


def test_then_a_building_is_dragged_onto_a_lit_field_and_the_turn_passes(two_humans):
    app, table = two_humans
    lay_by_mouse(app, table)
    pieces = table.view.pieces()
    assert {p.id for p in pieces} == {
        "b-hut-V",
        "b-hut-L",
        "b-hut-F",
        "b-hut-M",
        "b-tree",
        "b-tower",
        "b-bridge",
        "b-portal",
        "b-castle",
    }
    tree = next(p for p in pieces if p.id == "b-tree")
    assert not legal(table, tree)  # no hut yet: the tree may go nowhere
    tower = next(p for p in pieces if p.id == "b-tower")
    target = legal(table, tower)[0]
    drag(app, tower.rect.center, target.rect.center)
    assert isinstance(table.match.actions[-1], Build)
    assert table.match.state.current == 1
    assert table.match.state.phase == TILE


def test_build_nothing_is_a_button(two_humans):
    app, table = two_humans
    lay_by_mouse(app, table)
    labels = [(label, action) for label, action in table.view.buttons()]
    assert labels == [("Build nothing", NoBuild())]


def test_wheel_zooms_about_the_mouse_and_right_drag_pans():
    app, table = make_table("mystaria", 2, seed=5)
    view = table.view
    point = view.cell_rect((1, 1)).center
    before = view.cell
    view.wheel(point, 1)
    assert view.cell > before or before == 64
    view.wheel(point, -1)
    view.wheel(point, -1)
    assert view.cell < before
    assert view.cell_at(point) == (1, 1)  # the field under the mouse stays put
    origin = view.origin
    view.pan((25, -10))
    assert view.origin == (origin[0] + 25, origin[1] - 10)
    app.draw()


def test_hovering_a_tower_shows_its_points_and_lines_of_sight(tmp_path):
    app, table = make_table("mystaria", 2, seed=5)
    lay_by_mouse(app, table)
    tower = next(p for p in table.view.pieces() if p.id == "b-tower")
    target = legal(table, tower)[0]
    drag(app, tower.rect.center, target.rect.center)
    app.pop()  # the curtain for the next human
    spot = (target.action.x, target.action.y)
    centre = table.view.cell_rect(spot).center
    move(app, centre)
    move(app, centre)
    assert table.view.hover == spot
    points = table.rules.points(table.match.state)[spot]
    tip = table.view.tooltip(centre)
    assert f"tower: {points} point" in tip
    assert table.view.seen.rays(spot) and len(table.view.seen.rays(spot)) == 4
    screenshot(app, str(tmp_path / "hover.png"))


def test_the_other_humans_tile_stays_hidden_behind_the_curtain(two_humans):
    app, table = two_humans
    state = table.match.state
    mine, theirs = state.hands[0][0], state.hands[1][0]
    assert table.observation.hand == (mine,)
    assert theirs not in str(table.observation)
    lay_by_mouse(app, table)
    tower = next(p for p in table.view.pieces() if p.id == "b-tower")
    drag(app, tower.rect.center, legal(table, tower)[0].rect.center)
    from game.scenes.curtain import Curtain

    assert isinstance(app.stack.top, Curtain)


def test_hint_lights_exactly_the_legal_moves(two_humans):
    app, table = two_humans
    lit = table.view.hint()
    actions = {t.action for t in lit}
    rot = table.view.rot
    assert actions == {a for a in table.rules.legal_actions(table.match.state) if a.rot == rot}
    lay_by_mouse(app, table)
    lit = table.view.hint()
    builds = {a for a in table.rules.legal_actions(table.match.state) if isinstance(a, Build)}
    # the bridge shows in its current direction only
    assert {t.action for t in lit} == {a for a in builds if a.axis in ("", table.view.axis)}


def test_show_all_brings_back_the_whole_forest_after_zooming():
    app, table = make_table("mystaria", 2, seed=5)
    view = table.view
    fitted = (view.cell, view.origin)
    view.wheel(view.board.center, -1)
    view.pan((300, 200))
    assert view.user_view
    app.draw()
    view.click(view.fit_rect().center)
    assert not view.user_view and (view.cell, view.origin) == fitted


def test_the_bridge_turns_between_across_and_up_down_and_joins_two_lakes():
    from game.core import HUMAN, Match, Options, Seat
    from game.games.mystaria import RULES
    from tests.games.mystaria.helpers import swap_in

    seats = (Seat("P1", HUMAN, "red"), Seat("P2", HUMAN, "blue"))
    match = Match(RULES, Options(seats), 3)
    swap_in(match.state, "T05", "start")  # LLM over MMM
    swap_in(match.state, "T19", "hand", 0)  # LVV over MMM
    match._checkpoint = RULES.clone(match.state)
    app, table = make_table("mystaria", match=match)
    table.play(PlaceTile("T19", 3, 0, 0))  # lakes at (0..1, 0) and (3, 0), meadow between
    bridge = next(p for p in table.view.pieces() if p.id == "b-bridge")
    spot = table.view.cell_rect((2, 0)).center
    press(app, bridge.rect.center)
    move(app, (bridge.rect.centerx - 20, bridge.rect.centery))
    key(app, pygame.K_r)  # now up-down: nothing to join that way
    assert table.drag.piece.payload == ("bridge", "v")
    hovered = [
        r for t, r in zip(table.drag.targets, table.drag.reasons) if t.rect.collidepoint(spot)
    ]
    assert hovered == ["A bridge must join two separate regions of one landscape across it."]
    key(app, pygame.K_r)
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(1, 1), buttons=(1, 0, 0))])
    release(app, spot)
    assert table.match.actions[-1] == Build("bridge", 2, 0, "h")
    labels = table.match.state.forest().labels
    assert labels[(0, 0)] == labels[(3, 0)]


def test_hovering_a_field_names_its_region_not_a_tile_number():
    """The log names a tile by its landscapes: no field speaks of "tile T34"."""
    app, table = make_table("mystaria", 2, seed=5)
    seen = table.view.seen
    spot, tile = next(iter(seen.cell_tile.items()))
    centre = table.view.cell_rect(spot).center
    move(app, centre)
    tip = table.view.tooltip(centre)
    assert "a region of" in tip
    assert tile not in tip
    assert not any("tile" in e.params for e in table.match.state.log)


def test_a_tile_held_by_its_middle_lands_where_it_is_seen(two_humans):
    """The carried tile and the place it lands on coincide when the pointer is at the
    middle of the place's aim (it lay half a field below the lit outline: the pointer
    aimed with the field under it, and the middle of a tile two fields high is on the
    line between two fields); anywhere in the aim, less than half a field apart."""
    app, table = two_humans
    piece = table.view.pieces()[0]
    press(app, piece.rect.center)
    move(app, (piece.rect.centerx - 30, piece.rect.centery))
    drag_ = table.drag
    target = next(t for t, r in zip(drag_.targets, drag_.reasons) if r is None)
    for point in (target.rect.center, target.rect.topleft,
                  (target.rect.right - 1, target.rect.bottom - 1)):
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(1, 1),
                                     buttons=(1, 0, 0))])
        assert drag_.targets[drag_.hovered] is target
        seen_at = (point[0] - drag_.grab[0], point[1] - drag_.grab[1])
        lands = target.lit.topleft
        if point == target.rect.center:
            assert seen_at == lands
        half = table.view.cell // 2
        assert abs(seen_at[0] - lands[0]) <= half and abs(seen_at[1] - lands[1]) <= half
    release(app, target.rect.center)
    assert table.match.actions[-1] == target.action


def test_a_built_building_leaves_an_empty_slot_in_the_headquarters(two_humans):
    """The buildings left at home keep their places, and a built one left a bare hole
    among them (two buildings far apart looked misplaced): its slot is drawn empty."""
    from game.games.mystaria.view import column
    from game.ui import theme

    app, table = two_humans
    lay_by_mouse(app, table)
    slots = dict(table.view.hq_slots())
    tower = next(p for p in table.view.pieces() if p.id == "b-tower")
    assert tower.rect == slots["tower"]
    drag(app, tower.rect.center, legal(table, tower)[0].rect.center)
    app.pop()  # the curtain for the next human
    assert table.viewer == 0 and "tower" not in dict(table.view.hq_rects())
    assert dict(table.view.hq_slots())["tower"] == slots["tower"]
    column.draw(table.view, app.screen)
    ring = slots["tower"]
    assert app.screen.get_at((ring.x + 1, ring.centery))[:3] == pygame.Color(*theme.PANEL_EDGE)[:3]
