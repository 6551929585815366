"""Drive the real application headless: a window on the dummy video driver, a table
scene for any game, synthetic mouse drags and clicks, screenshots.

    app, table = make_table("glade", players=2, seed=3)
    drag(app, piece.rect.center, target.rect.center)
    screenshot(app, "/tmp/glade.png")
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from typing import TypeVar

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.app import App  # noqa: E402
from game.core import HUMAN, Match, Options, Seat, registry  # noqa: E402
from game.scenes.base import Scene  # noqa: E402
from game.scenes.table import TableScene  # noqa: E402

SceneT = TypeVar("SceneT", bound=Scene)


def make_app(size: tuple[int, int] = (1280, 800)) -> App:
    app = App(size, headless=True)
    app.settings.animation = "off"  # tests do not wait for animations
    return app


def open_scene(make: Callable[[App], SceneT],
               size: tuple[int, int] = (1280, 800)) -> tuple[App, SceneT]:
    """The app at ``size`` with the scene ``make(app)`` pushed over the main menu and
    drawn once."""
    app = make_app(size)
    app.home()
    scene = make(app)
    app.push(scene)
    app.step([])
    return app, scene


def make_table(
    game: str,
    players: int = 2,
    seed: int = 1,
    kinds: list[str] | None = None,
    variants: tuple[tuple[str, str], ...] = (),
    size: tuple[int, int] = (1280, 800),
    match: Match | None = None,
) -> tuple[App, TableScene]:
    """The app with a table of ``game`` on top (over the main menu). Seats are human
    unless ``kinds`` says otherwise (e.g. ["human", "greedy"])."""
    rules = registry.get(game)
    if match is None:
        kinds = kinds or [HUMAN] * players
        colours = rules.info.colours
        seats = tuple(Seat(f"P{i + 1}", kinds[i], colours[i % len(colours)])
                      for i in range(players))
        match = Match(rules, Options(seats, tuple(sorted(variants))), seed)
    app = make_app(size)
    app.home()
    table = TableScene(app, match)
    app.push(table)
    table.quiet_seconds = 0.0  # tests act at once; the quiet after a hand-over is tested alone
    app.step([])
    return app, table


def _motion(pos, rel=(0, 0), held=False):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=rel,
                              buttons=(1 if held else 0, 0, 0))


def move(app: App, pos: tuple[int, int]) -> None:
    app.step([_motion(pos)])


def press(app: App, pos: tuple[int, int], button: int = 1) -> None:
    app.step([_motion(pos), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)])


def release(app: App, pos: tuple[int, int], button: int = 1) -> None:
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)])


def click(app: App, pos: tuple[int, int], button: int = 1) -> None:
    press(app, pos, button)
    release(app, pos, button)


def drag(app: App, start: tuple[int, int], end: tuple[int, int], steps: int = 6) -> None:
    """Press at ``start``, move in steps with the button held, release at ``end``."""
    press(app, start)
    last = start
    for k in range(1, steps + 1):
        p = (start[0] + (end[0] - start[0]) * k // steps, start[1] + (end[1] - start[1]) * k // steps)
        app.step([_motion(p, (p[0] - last[0], p[1] - last[1]), held=True)])
        last = p
    release(app, end)


def key(app: App, k: int, mod: int = 0) -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)])


def run_computers(app: App, table: TableScene, limit_s: float = 30.0) -> None:
    """Step the loop until a human must decide or the game ends (or the time runs out)."""
    table.session.ai_pause_min = 0.0  # tests need not follow the moves with their eyes
    table.session.take_back_wait = 0.0
    end = time.monotonic() + limit_s
    while time.monotonic() < end:
        if table.match.over or (not table.session.computer_to_move()
                                and app.stack.top is table):
            return
        app.step([])
        time.sleep(0.001)
    raise AssertionError("the computer players did not finish in time")


def screenshot(app: App, path: str) -> None:
    app.draw()
    pygame.image.save(app.screen, path)


def lift_curtain(app: App) -> None:
    """The arriving player presses their own button on the curtain (once it listens)."""
    from game.scenes.curtain import Curtain

    curtain = app.stack.top
    assert isinstance(curtain, Curtain), type(curtain).__name__
    curtain.shown_at -= 10  # as if it had been shown for a while
    click(app, curtain.widgets[0].rect.center)
