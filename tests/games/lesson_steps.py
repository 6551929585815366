"""A game's lesson played up to one step, on the real table: what the games'
``test_lesson_pointer`` modules start from."""

from __future__ import annotations

from game import lessons
from game.app import App
from game.core import Action, registry
from game.scenes.table import TableScene
from tests.ui_harness import make_table


def guide_at(game_id: str, step: int) -> lessons.Guide:
    """The lesson of ``game_id`` with its first ``step`` steps played (the others' moves
    too)."""
    guide = lessons.Guide(lessons.load(game_id), registry.get(game_id))
    guide.skip_to(step)
    return guide


def table_at(game_id: str, step: int,
             size: tuple[int, int] = (1280, 800)) -> tuple[App, TableScene, Action]:
    """The table of the lesson at ``step`` (0-based) and the move the step awaits."""
    guide = guide_at(game_id, step)
    expected = guide.expected()
    assert expected is not None, f"{game_id}: step {step + 1} awaits no move"
    app, table = make_table(game_id, match=guide.match, size=size)
    return app, table, expected
