"""While moves fly, a frame puts back only what lay over the kept board last frame (the
flights and lit places), not the whole board: the window must look as if painted anew."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core import HUMAN, Match, Options, Seat, registry
from tests.ui_harness import make_table


def _board(app, table) -> bytes:
    return pygame.image.tobytes(app.screen.subsurface(table.view.rect), "RGB")


@pytest.mark.parametrize("game_id", ["glade", "woud"])  # boards without an own overlay
def test_frames_while_moves_fly_look_as_if_painted_anew(game_id):
    rules = registry.get(game_id)
    colours = rules.info.colours
    seats = tuple(Seat(f"P{i + 1}", HUMAN if i == 0 else "greedy", colours[i])
                  for i in range(3))
    match = Match(rules, Options(seats), 6)
    rng = random.Random(6)
    for _ in range(12):
        match.play(rng.choice(list(rules.legal_actions(match.state))))
    app, table = make_table(game_id, match=match, size=(1920, 1080))
    app.settings.animation = "normal"
    table.mouse = (-100, -100)  # no hover bubble: the window stays the table's own
    frames = restored = 0
    while frames < 60 and not table.match.over:
        if not table.motions.active:
            d = table.decision
            action = rng.choice(list(rules.legal_actions(table.match.state)))
            table.session.perform(action, by_viewer=d.seat == table.viewer)
            table.after_move()
            continue
        table.update(1 / 60)
        partial = table.drawn_last is not None and table.over_board is not None
        app.draw()
        shown = _board(app, table)
        table.drawn_last = None  # the same frame, the whole board put back
        app.draw()
        assert _board(app, table) == shown, f"frame {frames}"
        frames += 1
        restored += partial
    assert frames >= 30 and restored >= frames // 2  # most frames put back only parts
