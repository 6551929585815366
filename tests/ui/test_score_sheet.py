"""Score-sheet labels stay in their column, however long (The Glade's matching game)."""

from __future__ import annotations

import random

import pytest

from game.core import Match, Options, Seat, registry
from tests.layout_audit import audit
from tests.ui_harness import make_table


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_long_labels_never_reach_the_first_column(size):
    rules = registry.get("glade")
    seats = tuple(Seat(n, "human", c) for n, c in zip(["Ada", "Bram", "Cleo", "Dirk"],
                                                       rules.info.colours))
    match = Match(rules, Options(seats, (("side", "matching"),)), 3)
    rng = random.Random(1)
    for _ in range(40):
        match.play(rng.choice(list(rules.legal_actions(match.state))))
    app, table = make_table("glade", match=match, size=size)
    table.show_sheet()
    app.step([])
    frame = audit(app)
    assert frame.problems() == []
    sheet = [t for t in frame.texts if t.layer == 1]
    ada = next(t for t in sheet if t.string == "Ada")
    labels = [t for t in sheet if t.string.startswith(("Your", "Match", "Toadstools"))]
    assert len(labels) >= 6
    assert all(t.rect.right < ada.rect.left for t in labels)
