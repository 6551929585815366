"""The live score sheet is recounted by the rules once per move, not at every drawing
(the side panel's totals, the sheet overlay and the views read the same count)."""

from __future__ import annotations

import random

from game.core import HUMAN, Match, Options, Seat, registry
from tests.ui_harness import make_table


def test_the_live_sheet_is_counted_once_per_move(monkeypatch):
    rules = registry.get("mystaria")
    seats = tuple(Seat(f"P{i + 1}", HUMAN, c) for i, c in enumerate(rules.info.colours[:2]))
    match = Match(rules, Options(seats), 3)
    rng = random.Random(3)
    for _ in range(10):
        match.play(rng.choice(list(rules.legal_actions(match.state))))
    app, table = make_table("mystaria", match=match, size=(1280, 720))
    counted = []
    live_sheet = type(rules).live_sheet

    def counting(self, state, viewer):
        counted.append(viewer)
        return live_sheet(self, state, viewer)

    monkeypatch.setattr(type(rules), "live_sheet", counting)
    table.session.version += 1  # as after a move
    table.show_sheet()
    for _ in range(5):
        table._caches.clear()  # every part of the table painted anew
        app.draw()
    assert len(counted) == 1
    table.match.play(rng.choice(list(rules.legal_actions(table.match.state))))
    table.session.version += 1
    app.draw()
    app.draw()
    assert len(counted) == 2
