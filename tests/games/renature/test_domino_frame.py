"""A laid domino reads as one piece: one wooden frame runs around both of its halves
(across the fold too), and the fold between them is a thinner, lighter line. The plant
board explains each of its numbers on hover, and the legend names them."""

from __future__ import annotations

import functools

import pygame

from game.games.renature.data import SIZE
from game.games.renature.view import art, side
from tests.games.renature.test_view import _late_table


def _near(colour, target, slack: int = 40) -> bool:
    return sum(abs(a - b) for a, b in zip(colour[:3], target)) <= slack


def _covered(obs) -> set[int]:
    """Cells something lies on (a plant, a cloud, a region tile): their frame is hidden."""
    tiles = {r.tile_cell for r in obs.regions.values() if r.tile and r.tile_cell is not None}
    return set(obs.plants) | set(obs.board_clouds) | tiles


def frame_faults(app, table) -> list[str]:
    """Where a laid domino's frame does not run around both halves: along each long side,
    a few pixels in from the edge, at both halves and where they meet."""
    obs = table.view.table.observation
    frame = art.frame_px(table.view.cs)
    faults = []
    covered = _covered(obs)
    for d, first, second in obs.placed:
        lo, hi = sorted((first, second))
        if {lo, hi} & covered:
            continue
        a, b = table.view.cell_rect(lo), table.view.cell_rect(hi)
        inset = 1 + frame // 2 + 1  # in the wood, inside the dark outline
        if hi - lo == 1:  # side by side: the top and bottom edges, the fold at a.right
            xs = (a.centerx, a.right - 1, a.right, b.centerx)
            points = [(x, y) for x in xs for y in (a.y + inset, a.bottom - 1 - inset)]
            fold = (a.right - 1, a.centery + 3)
        else:
            assert hi - lo == SIZE
            ys = (a.centery, a.bottom - 1, a.bottom, b.centery)
            points = [(x, y) for y in ys for x in (a.x + inset, a.right - 1 - inset)]
            fold = (a.centerx + 3, a.bottom - 1)
        for p in points:
            if not _near(app.screen.get_at(p), art.FRAME):
                faults.append(f"{d}: no frame at {p}: {app.screen.get_at(p)}")
        if _near(app.screen.get_at(fold), art.FRAME):
            faults.append(f"{d}: the fold is as heavy as the frame at {fold}")
    return faults


def test_a_laid_domino_is_framed_as_one_piece():
    app, table, m = _late_table(fade=False)
    checked = len(m.state.placed) - len(
        [d for d, f, s in m.state.placed if {f, s} & _covered(table.view.table.observation)])
    assert checked >= 10  # enough dominoes seen uncovered to mean something
    assert frame_faults(app, table) == []
    assert art.frame_px(table.view.cs) >= 2 * 1 + 1  # the frame is wider than the 1 px fold


def _two_squares(first, second, size, vertical, joker="", faded=(False, False)):
    """The fault: each half drawn as its own square, no frame around the pair."""
    w, h = (size, 2 * size) if vertical else (2 * size, size)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    surf.blit(art.animal_tile(first, size, False, faded[0]), (0, 0))
    surf.blit(art.animal_tile(second, size, False, faded[1]), (0, size) if vertical else (size, 0))
    return surf


def test_planted_separate_squares_are_caught(monkeypatch):
    monkeypatch.setattr(art, "domino_piece", functools.lru_cache(maxsize=64)(_two_squares))
    app, table, _m = _late_table(fade=False)
    assert frame_faults(app, table)


def test_every_number_of_the_plant_board_explains_itself():
    from tests.layout_audit import table_at

    _app, table = table_at("renature", 4, (1280, 720), 60)
    view = table.view
    rects = side.supply_rects(view)
    assert rects
    for _b, colour, _kind, r in rects:
        half = r.w // 2
        owner = view.tooltip((r.x + half // 2, r.y + half // 2))
        value = view.tooltip((r.x + half + half // 2, r.y + half // 2))
        left = view.tooltip((r.x + half + half // 2, r.y + half + half // 2))
        assert owner and value and left and len({owner, value, left}) == 3
        assert art.colour_letter(colour) in owner
        assert "Value" in value and "clouds" in value
        assert "left" in left
    kinds = {label.kind for label in view.legend()}
    assert {"board-letter", "board-value", "board-count"} <= kinds
    for label in view.legend():  # each plant mark of the legend lies on the plant board
        if label.kind.startswith("board-"):
            assert any(r.colliderect(label.rect) for *_x, r in rects)
