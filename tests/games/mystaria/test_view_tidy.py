"""Mystaria's forest stays tidy: the whole forest fits its area after every move, a drag
over many places outlines only the hovered one, no refusal shows mid-drag, and the log
names tiles by their landscapes."""

from __future__ import annotations

import random
import re

import pygame
import pytest

from game.games.mystaria.board import bounds
from game.games.mystaria.state import BUILD
from game.games.mystaria.view import MystariaView
from game.ui import dragdrop
from game.ui.sidepanel import log_text
from tests.ui_harness import make_table, move, press, release


def forest_box(view: MystariaView) -> pygame.Rect:
    x0, y0, x1, y1 = bounds(view.seen.cells)
    return view.cell_rect((x0, y0)).union(view.cell_rect((x1, y1)))


def play_through(players: int, seed: int, size: tuple[int, int], moves: int = 400):
    """Random legal moves of a seeded game, played at the table; yields after each."""
    app, table = make_table("mystaria", players=players, seed=seed, size=size)
    rng = random.Random(seed)
    rules, match = table.match.rules, table.match
    for _i in range(moves):
        if rules.is_over(match.state):
            break
        actions = sorted(rules.legal_actions(match.state), key=repr)
        view = table.view
        for _z in range(4):  # the player zooms in between moves; a laid tile fits again
            view.wheel(view.board.topleft, 1)
        match.play(rng.choice(actions))  # every seat, so no hand-over screen between
        table.after_move()
        yield table


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("size", [(1280, 720), (800, 600)], ids=str)
@pytest.mark.parametrize("seed", [3, 11])
def test_the_forest_lies_inside_its_area_after_every_move(players, size, seed):
    tiles = 0
    for table in play_through(players, seed, size):
        view = table.view
        if table.match.state.phase == BUILD:  # a tile was just laid
            box = forest_box(view)
            assert view.board.contains(box), (tiles, box, view.board, view.cell)
            tiles += 1
    assert tiles > 10


def test_planted_fault_a_view_that_keeps_the_players_zoom_overflows(monkeypatch):
    """The guard above fails when a laid tile keeps the player's zoom (the old way)."""
    monkeypatch.setattr(MystariaView, "changed", _changed_keeping_zoom)
    with pytest.raises(AssertionError):
        test_the_forest_lies_inside_its_area_after_every_move(2, (800, 600), 3)


def _changed_keeping_zoom(self: MystariaView) -> None:
    self._seen = None
    if not self.user_view:
        self.fit()


def late_table(size=(1280, 720)):
    """Four players well into the game, the viewer about to lay a tile."""
    from tests.games.mystaria.test_view_fit import late_game
    return make_table("mystaria", match=late_game(40, 5), size=size)


def pick(app, table):
    piece = table.view.pieces()[0]
    press(app, piece.rect.center)
    move(app, (piece.rect.centerx - 30, piece.rect.centery))
    return table.drag


def full_outlines(app, table) -> int:
    """How many places the drag draws as a whole lit outline, counted by spying on the
    shared highlight."""
    drawn = []
    real = dragdrop.draw_highlight
    dragdrop.draw_highlight = lambda surface, target, *a: (drawn.append(target),
                                                            real(surface, target, *a))
    try:
        table.redraw()
        app.draw()
    finally:
        dragdrop.draw_highlight = real
    return len(drawn)


def test_only_the_hovered_place_is_outlined_in_full():
    app, table = late_table()
    drag = pick(app, table)
    legal = drag.legal_targets()
    assert len(legal) >= 20
    move(app, legal[len(legal) // 2].rect.center)
    assert drag.hovered is not None and drag.reasons[drag.hovered] is None
    assert full_outlines(app, table) == 1


def test_planted_fault_without_small_targets_every_place_is_outlined(monkeypatch):
    monkeypatch.setattr(MystariaView, "small_targets", False)
    with pytest.raises(AssertionError):
        test_only_the_hovered_place_is_outlined_in_full()


def bubbles_while_over_a_refused_place(monkeypatch) -> tuple[list[str], list[str], list[str]]:
    """(bubbles drawn mid-drag, bubbles after the drop, what the table said on the drop)."""
    app, table = late_table()
    drag = pick(app, table)
    bad = next(t for t, r in zip(drag.targets, drag.reasons) if r)
    move(app, bad.rect.center)
    assert drag.reasons[drag.hovered]
    bubbles: list[str] = []
    said: list[str] = []
    real = dragdrop.draw_bubble
    monkeypatch.setattr(dragdrop, "draw_bubble",
                        lambda surface, message, *a, **k: (bubbles.append(message),
                                                           real(surface, message, *a, **k))[1])
    monkeypatch.setattr(table, "say", said.append)
    app.draw()
    mid = list(bubbles)
    release(app, bad.rect.center)
    return mid, bubbles[len(mid):], said


def test_a_refusal_shows_on_the_drop_not_while_dragging(monkeypatch):
    mid, _after, said = bubbles_while_over_a_refused_place(monkeypatch)
    assert mid == []
    assert len(said) == 1 and said[0]


def test_planted_fault_the_shared_drag_shows_the_reason_mid_drag(monkeypatch):
    monkeypatch.setattr(MystariaView, "small_targets", False)
    mid, _after, _said = bubbles_while_over_a_refused_place(monkeypatch)
    assert mid  # the other games keep their bubble; Mystaria's guard is the attribute


def test_the_log_names_tiles_by_their_landscapes():
    tables = list(play_through(4, 7, (1280, 720), moves=30))
    lines = [log_text(e) for e in tables[-1].match.state.log]
    assert any("lays a tile of" in line for line in lines)
    assert not [line for line in lines if re.search(r"\bT\d+\b", line)]


def test_planted_fault_a_log_naming_ids_is_caught(monkeypatch):
    """The guard above fails when the log names a tile by its id again."""
    from game.games.mystaria import actions

    monkeypatch.setattr(actions, "tile_lands", lambda tile: tile)
    with pytest.raises(AssertionError):
        test_the_log_names_tiles_by_their_landscapes()


def test_the_log_reads_in_german_by_landscape():
    from game import i18n
    _app, table = make_table("mystaria")
    i18n.set_language("de")
    i18n.set_game("mystaria")
    try:
        line = log_text(table.match.state.log[0])
    finally:
        i18n.set_language("en")
    assert "beginnt" in line, line
    assert not re.search(r"meadow|forest|lake|village|mountain", line), line
