"""The layout audit of the screens that lead from a finished game to learning from it, at
four window sizes in three languages: the history's recent games, the review with its
three costliest decisions, the replay at a decision with both moves drawn (every game,
and a move made by a button),
and the Hard player's score sheet on the same deal beside the person's.

    python -m tests.ui.test_layout_review_link DIR   # also saves each frame as a picture
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable, Iterator
from typing import Any

import pygame
import pytest

from game.ai.review import Judged, Review, decisions
from game.ai.same_deal import SameDeal, same_deal
from game.ai.search import Budget
from game.core import HUMAN, registry
from game.core.record import Record
from game.scenes import registry as scenes
from game.scenes import review as review_scene
from game.scenes import same_deal as same_deal_scene
from tests.history_games import judged_button_move, play
from tests.layout_audit import MIN_PX_AT_720, SIZES, Frame, audit
from tests.ui_harness import make_app

GAMES = [r.info.id for r in registry.all_games()]


class Finished:
    """A worker job already done, standing in for the worker's."""

    def __init__(self, result: Any) -> None:
        self.result, self.error, self.progress, self.done = result, None, (1, 1), True

    def cancel(self) -> None:
        pass


@functools.cache
def reviewed(game: str) -> tuple[Record, Review]:
    """A finished game and a review of three decisions (other legal moves standing in
    for the better ones, long descriptions kept)."""
    record = play(game, [HUMAN, "random"], 5).record()
    rules, found = decisions(record, 0)
    judged = []
    for share in (0.2, 0.5, 0.8):
        n, state, action = found[int(len(found) * share)]
        better = [a for a in rules.legal_actions(state) if a != action][0]
        judged.append(Judged(n, action, better, 6.0 - 2 * share,
                             rules.describe(state, action), rules.describe(state, better)))
    return record, Review(game, 0, len(found), 12.0, judged)


@functools.cache
def dealt(game: str) -> tuple[Record, SameDeal]:
    record = play(game, [HUMAN, "greedy", "greedy"] if game != "glade" else [HUMAN, "greedy"],
                  7).record()
    return record, same_deal(record, 0, Budget(0.0, 8, width=4), timeless=True)


def _app(size: tuple[int, int], lang: str) -> Any:
    app = make_app(size)
    app.settings.language = lang
    app.apply_settings()
    app.home()
    return app


def frames(size: tuple[int, int], lang: str, monkeypatch: Any) -> Iterator[tuple[str, Any]]:
    """(what, app showing it) for every screen of this part."""
    from game.core import history
    from tests.history_games import fill

    app = _app(size, lang)
    fill(history.shared(), 14, seed=2)
    app.push(scenes.make("history", app, None))
    app.step([])
    yield "history", app
    record, found = reviewed("renature")
    monkeypatch.setattr(review_scene, "Reviewer", lambda *_a: Finished(found))
    app = _app(size, lang)
    app.push(scenes.make("review", app, registry.get("renature"), record.dumps(), 0, "Ann"))
    app.step([])
    yield "review", app
    for game in GAMES:
        record, found = reviewed(game)
        app = _app(size, lang)
        table = scenes.make("replay", app, record, found.costliest[0], 0)
        app.push(table)
        table.mouse = (-100, -100)
        app.step([])
        yield f"replay at a decision: {game}", app
    record, judged = judged_button_move()
    app = _app(size, lang)
    table = scenes.make("replay", app, record, judged, 0)
    app.push(table)
    table.mouse = (-100, -100)
    app.step([])
    yield "replay at a button move: mystaria", app
    for game in ("glade", "woud"):
        record, result = dealt(game)
        monkeypatch.setattr(same_deal_scene, "DealPlayer",
                            lambda *_a, result=result: Finished(result))
        app = _app(size, lang)
        app.push(scenes.make("same_deal", app, registry.get(game), record.dumps(), 0))
        app.step([])
        yield f"same deal: {game}", app


def problems_in(what: str, frame: Frame, size: tuple[int, int]) -> list[str]:
    out = [f"{what}: {p}" for p in frame.problems()]
    if size[1] >= 720 and (frame.smallest() or MIN_PX_AT_720) < MIN_PX_AT_720:
        out.append(f"{what}: text of {frame.smallest()} px")
    return out


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_review_link_layout(size: tuple[int, int], lang: str,
                            monkeypatch: pytest.MonkeyPatch) -> None:
    problems: list[str] = []
    for what, app in frames(size, lang, monkeypatch):
        problems += problems_in(what, audit(app), size)
    assert problems == []


def save_all(folder: str, sizes: list[tuple[int, int]], langs: list[str]) -> None:
    """Every frame as a picture in ``folder`` (to look at), with its problems printed."""
    patch = pytest.MonkeyPatch()
    try:
        for size in sizes:
            for lang in langs:
                for what, app in frames(size, lang, patch):
                    frame = audit(app)
                    name = what.replace(": ", "-").replace(" ", "-")
                    pygame.image.save(app.screen,
                                      f"{folder}/{name}-{size[0]}x{size[1]}-{lang}.png")
                    for p in problems_in(what, frame, size):
                        print(size, lang, p)
    finally:
        patch.undo()


if __name__ == "__main__":
    import os
    import tempfile

    os.environ.setdefault("SYLVA_HOME", tempfile.mkdtemp())
    fold: Callable[[str], list[str]] = lambda s: s.split(",")  # noqa: E731
    save_all(sys.argv[1], [tuple(int(v) for v in s.split("x")) for s in  # type: ignore[misc]
                           fold(sys.argv[2] if len(sys.argv) > 2 else "1280x720")],
             fold(sys.argv[3] if len(sys.argv) > 3 else "en"))
