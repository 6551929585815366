"""Follow the pointer: play a guided game through the real application by acting only
inside the rectangles the lesson layer spotlights — a press in the spotlighted piece, a
drag to the spotlighted place and a release there; a click in a spotlighted button or
lead; the panel's Next between steps. So every step proves that its spotlight lies where
the view draws the move's piece, place or button. A step that cannot be completed that
way raises ``NotFollowed`` naming it. The smoke check and the tests use it; the games'
tests also ask it how one move is reached on any table (``offered``, ``reach``).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.core.actions import Action
from game.guided import DONE, END, OTHERS, STEP
from game.scenes import learn_layer

if TYPE_CHECKING:
    from game.app import App
    from game.scenes.learn_layer import Lesson, Spot

MAX_CLICKS = 8  # the clicks one step may take (a lead's clicks, then the move)
MAX_FRAMES = 2000  # frames the others may take between two steps
AWAY = (1, 1)  # where the pointer rests between two actions (no control lies there)


class NotFollowed(AssertionError):
    """A step of a guided game could not be completed inside its spotlights."""


def _motion(pos: tuple[int, int], rel: tuple[int, int] = (0, 0),
            held: bool = False) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=rel,
                              buttons=(1 if held else 0, 0, 0))


def click(app: App, pos: tuple[int, int]) -> None:
    """Come in from aside (a control new under the last click listens once the pointer
    has moved), press and release at ``pos``."""
    app.step([_motion(AWAY), _motion(pos)])
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def drag(app: App, start: tuple[int, int], end: tuple[int, int], steps: int = 6) -> None:
    app.step([_motion(AWAY), _motion(start)])
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    last = start
    for k in range(1, steps + 1):
        p = (start[0] + (end[0] - start[0]) * k // steps,
             start[1] + (end[1] - start[1]) * k // steps)
        app.step([_motion(p, (p[0] - last[0], p[1] - last[1]), held=True)])
        last = p
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)])


def lesson_layer(table: Any) -> Lesson:
    layer = next((la for la in table.layers.layers
                  if isinstance(la, learn_layer.Lesson)), None)
    assert layer is not None, "the table runs no lesson"
    return layer


def settle(app: App, layer: Lesson) -> None:
    """Step the application until the lesson waits for the learner (the others have
    moved and their pieces landed) or is over."""
    table = layer.table
    for _ in range(MAX_FRAMES):
        if layer.session.phase in (DONE, END) or (
                layer.session.phase == STEP and not layer.waiting
                and time.monotonic() >= table.quiet_until and app.stack.top is table):
            return
        app.step([])
    top = app.stack.top
    over = "" if top is table else f" ({type(top).__name__}: {getattr(top, 'message', '')})"
    raise NotFollowed(f"step {layer.session.step_number}: the others did not finish moving{over}")


def act(app: App, spots: list[Spot]) -> None:
    """One action inside the spotlights: a drag from the piece to the place, or a click
    in the button or lead."""
    where = {s.kind: s.rect for s in spots}
    if "piece" in where and "place" in where:
        drag(app, where["piece"].center, where["place"].center)
    else:
        click(app, next(iter(where.values())).center)


def _spotlights(table: Any, action: Action) -> list[Spot]:
    return learn_layer.spotlights(table.view, action, learn_layer.bar(table))


def offered(table: Any, action: Action) -> str | None:
    """How ``action`` is made on ``table`` now, as a lesson would spotlight it: "drag",
    "button", or None (only after a click the view's ``lead`` names, or nowhere)."""
    spots = _spotlights(table, action)
    return {"piece": "drag", "button": "button"}.get(spots[0].kind if spots else "")


def reach(app: App, table: Any, action: Action, clicks: int = MAX_CLICKS) -> str:
    """How the table reaches ``action``: "drag" or "button" when it offers it at once,
    "lead" once the clicks the view's ``lead`` names (at most ``clicks``) have played it
    or made it offered. ``NotFollowed`` when nothing leads to it, or a click plays
    another move."""
    played = len(table.match.actions)
    for k in range(clicks + 1):
        made = table.match.actions[played:]
        if made:
            if made[0] != action:
                raise NotFollowed(f"a click led to {made[0]}, not to {action}")
            return "lead"
        spots = _spotlights(table, action)
        if not spots:
            raise NotFollowed(f"nothing leads to {action}")
        if spots[0].kind != "lead":
            return "lead" if k else ("button" if spots[0].kind == "button" else "drag")
        if k < clicks:
            click(app, spots[0].rect.center)
    raise NotFollowed(f"{action} not reached in {clicks} clicks")


Watch = Callable[["Lesson", str], None]  # told "step" before a move, "done" after it


def follow_step(app: App, layer: Lesson, watch: Watch | None = None) -> None:
    """Complete the open step inside its spotlights, then press Next."""
    n = layer.session.step_number
    if watch is not None:
        watch(layer, "step")
    expected = layer.session.guide.expected()
    for _ in range(MAX_CLICKS):
        spots = layer.spots()
        if not spots:
            raise NotFollowed(f"step {n}: nothing spotlighted for {expected}")
        act(app, spots)
        if layer.session.phase != STEP:
            break
    if layer.session.phase != DONE:
        raise NotFollowed(f"step {n}: {expected} not played inside the spotlights "
                          f"({layer.table.status or 'no reason given'})")
    if watch is not None:
        watch(layer, "done")
    following = layer.button("next")
    if following is None:
        raise NotFollowed(f"step {n}: no Next after the move")
    click(app, following.rect.center)
    if layer.session.phase not in (OTHERS, STEP, END):
        raise NotFollowed(f"step {n}: Next did not go on")


def follow(app: App, table: Any, watch: Watch | None = None) -> int:
    """Follow every step of the guided game on ``table`` (the top scene); the number of
    steps followed. The computer's pause is left out: nothing is meant to be read here.
    ``watch`` is told of every step before and after its move (screenshots)."""
    layer = lesson_layer(table)
    table.quiet_seconds = 0.0
    table.session.ai_pause_min = 0.0
    followed = 0
    settle(app, layer)
    while layer.session.phase != END:
        follow_step(app, layer, watch)
        followed += 1
        settle(app, layer)
    return followed


def follow_lesson(app: App, game_id: str) -> int:
    """Open the guided game of ``game_id`` from its start and follow it to its end."""
    from game.scenes import registry as scenes

    table = scenes.make("lesson", app, game_id, restart=True)
    if table is None:
        raise NotFollowed(f"{game_id}: the lesson cannot be opened "
                          f"({getattr(app.stack.top, 'message', '')})")
    app.step([])
    return follow(app, table)
