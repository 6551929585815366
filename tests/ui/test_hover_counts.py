"""Nothing covers a count while hovered: the bubble that explains a piece or pile stays
off it, so its count (painted into its picture or drawn beside) stays in sight. Every
game, hovering each piece of the first kinds of decision its seeded game reaches."""

from __future__ import annotations

import re

import pytest

from game.core import registry
from game.scenes import table_layers as table_scene
from tests import painted
from tests.layout_audit import _positions, audit, table_at

GAMES = [r.info.id for r in registry.all_games()]
STEP = 40  # pixels between the hovered points


def covered_counts(game_id: str, players: int = 2, size=(1280, 720)) -> list[str]:
    """The counts (texts with a digit) inside a hovered piece that its bubble covers."""
    found = []
    _r, _s, _seed, kinds, _a = _positions(game_id, players)
    for upto, kind in kinds[:3]:
        app, table = table_at(game_id, players, size, upto)
        v = table.view.rect
        for x in range(v.x + 5, v.right, STEP):
            for y in range(v.y + 5, v.bottom, STEP):
                piece = table_scene.hovered_rect(table, (x, y))
                if piece is None or not table.view.tooltip((x, y)):
                    continue
                table.mouse = (x, y)
                table.redraw()
                under, box = _bubble_over(app)
                found += [f"{kind} at {(x, y)}: {p.string!r}" for p in under
                          if p.kind == "text" and re.search(r"\d", p.string)
                          and piece.contains(p.rect) and box is not None
                          and box.colliderect(p.rect)]
    return found


def _bubble_over(app):
    """What lay in the window when the bubble was drawn, and the bubble's box."""
    seen: dict = {}
    original = table_scene.draw_bubble

    def bubble(surface, *args, **kwargs):
        seen["under"] = list(painted.marks(surface))
        seen["box"] = original(surface, *args, **kwargs)
        return seen["box"]

    table_scene.draw_bubble = bubble
    try:
        audit(app)
    finally:
        table_scene.draw_bubble = original
    return seen.get("under", []), seen.get("box")


@pytest.mark.parametrize("game_id", GAMES)
def test_a_hover_bubble_never_covers_the_count_of_what_it_explains(game_id):
    with painted.tracking():
        assert covered_counts(game_id) == []


def test_a_bubble_that_ignores_the_pile_is_caught(monkeypatch):
    """The planted fault: the bubble placed beside the mouse whatever lies there."""
    original = table_scene.draw_bubble
    monkeypatch.setattr(table_scene, "draw_bubble",
                        lambda surface, tip, pos, px, avoid=None: original(surface, tip, pos, px))
    with painted.tracking():
        assert covered_counts("mischwald") != []
