"""A game's lesson played up to one step, on its own or on the real table: what the
games' ``test_lesson`` and ``test_lesson_pointer`` modules start from."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TypeVar

from game import i18n, lessons
from game.app import App
from game.core import Action, registry
from game.scenes.learn_driver import reach
from game.scenes.table import TableScene
from tests.ui_harness import make_table

S = TypeVar("S")


def guide_at(game_id: str, step: int, lesson: lessons.Lesson | None = None) -> lessons.Guide:
    """The lesson of ``game_id`` (or ``lesson``, a changed copy) with its first ``step``
    steps played (the others' moves too)."""
    guide = lessons.Guide(lesson or lessons.load(game_id), registry.get(game_id))
    guide.skip_to(step)
    return guide


def lesson_actions(game_id: str, lesson: lessons.Lesson | None = None) -> list[Action]:
    """The learner's move of every step of the lesson (or of ``lesson``)."""
    lesson = lesson or lessons.load(game_id)
    guide = lessons.Guide(lesson, registry.get(game_id))
    return [guide.decode(step.action) for step in lesson.steps]


def state_at(guide: lessons.Guide, kind: type[S]) -> S:
    """The state of the guide's match, as the game's own state class."""
    s = guide.match.state
    assert isinstance(s, kind)
    return s


@contextmanager
def speaking(language: str) -> Iterator[None]:
    """The interface in ``language`` for the block, the one before again after it."""
    was = i18n.language()
    i18n.set_language(language)
    try:
        yield
    finally:
        i18n.set_language(was)


def table_at(game_id: str, step: int,
             size: tuple[int, int] = (1280, 800)) -> tuple[App, TableScene, Action]:
    """The table of the lesson at ``step`` (0-based) and the move the step awaits."""
    guide = guide_at(game_id, step)
    expected = guide.expected()
    assert expected is not None, f"{game_id}: step {step + 1} awaits no move"
    app, table = make_table(game_id, match=guide.match, size=size)
    return app, table, expected


def reached(game_id: str, step: int) -> str:
    """How the table reaches the move of ``step`` (0-based), as the lesson driver finds
    it: "drag", "button", or "lead" once the clicks ``lead`` names have played it or
    made it offered (``NotFollowed`` when nothing leads to it)."""
    app, table, expected = table_at(game_id, step)
    return reach(app, table, expected)
