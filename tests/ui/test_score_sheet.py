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


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_the_sheet_is_wide_enough_for_its_labels_at_1280x720(lang, monkeypatch):
    """The German labels of The Glade's matching game shrank to 10 px and were cut in a
    sheet of fixed width; the sheet now takes the width its longest label needs."""
    monkeypatch.setenv("LANGUAGE", lang)
    rules = registry.get("glade")
    seats = tuple(Seat(n, "human", c) for n, c in zip(["Ada", "Bram", "Cleo"], rules.info.colours))
    app, table = make_table("glade", match=Match(rules, Options(seats, (("side", "matching"),)), 3),
                            size=(1280, 720))
    table.show_sheet()
    app.step([])
    sheet = [t for t in audit(app).texts if t.layer == 1 and t.string.strip()]
    assert min(t.size for t in sheet) >= 14
    assert not any(t.string.endswith("…") for t in sheet)
