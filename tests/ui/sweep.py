"""Open every game's table at a window size and interface scale, let a computer player
move, use the wheel and H (hint), draw, and check that nothing failed and that every
move was autosaved. Used by tests/ui/test_resize_sweep.py; run alone for the figures:
``python -m tests.ui.sweep [--full]``."""

from __future__ import annotations

import os
import sys
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.core import HUMAN, Match, Options, Seat, registry, saves  # noqa: E402
from game.core.record import Record  # noqa: E402
from game.scenes.settings_scene import SCALES  # noqa: E402
from game.ui import intents as I  # noqa: E402

QUICK_SIZES = [(320, 240), (500, 380), (559, 399), (560, 400), (580, 420), (800, 600),
               (1280, 800), (3840, 2160)]
FULL_SIZES = sorted({(w, h) for w in (320, 400, 480, 540, 559, 560, 570, 580, 590, 600, 640,
                                      720, 800, 1024, 1280, 1600, 1920, 2560, 3840)
                     for h in (240, 300, 360, 399, 400, 420, 480, 600, 720, 800, 1080, 1440,
                               2160)})


def one(game: str, size: tuple[int, int], scale: float) -> list[str]:
    """The failures of one table at ``size`` and ``scale`` (empty: all went well)."""
    from game.scenes.table import TableScene
    from tests.ui_harness import make_app

    failures: list[str] = []
    app = make_app(size)
    app.settings.ui_scale = scale
    app.settings.think_seconds = 0.5
    app._crashed = lambda exc: failures.append(f"{type(exc).__name__}: {exc}")
    rules = registry.get(game)
    colours = rules.info.colours
    seats = (Seat("C", "greedy", colours[0]), Seat("P", HUMAN, colours[1 % len(colours)]))
    match = Match(rules, Options(seats), 5)
    app.home()
    table = TableScene(app, match)
    app.push(table)
    table.quiet_seconds = 0.0
    table.session.ai_pause_min = table.session.take_back_wait = 0.0
    end = time.monotonic() + 10
    while time.monotonic() < end and not failures:
        app.step([])
        d = table.decision
        if match.over or (d.seat is not None and table.options.seats[d.seat].is_human):
            break
        time.sleep(0.001)
    moves = len(match.actions)
    if moves and not match.over:
        try:
            saved = Record.loads(saves.autosave_path().read_text("utf-8"))
            if len(saved.actions) != moves:
                failures.append(f"autosave holds {len(saved.actions)} of {moves} moves")
        except OSError:
            failures.append("no autosave after a computer move")
    _lift_a_piece(app, table)
    mid = (size[0] // 3, size[1] // 2)
    app._dispatch(I.Intent(I.WHEEL, mid, dy=-1))
    app._dispatch(I.Intent(I.POINT, mid))
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h",
                                 scancode=0)])
    app.draw()
    if table.session.hint_thinker is not None:
        table.advice.clear()
    return failures


def _lift_a_piece(app, table) -> None:
    """Pick up the first piece the human may move and hold it over its first target (the
    targets are lit), then let go of it with Esc."""
    if table.too_small:
        return
    pieces = table.view.pieces()
    if not pieces:
        return
    piece = pieces[0]
    targets = table.view.targets(piece)
    goal = targets[0].rect.center if targets else piece.rect.center
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=piece.rect.center, rel=(0, 0),
                                 buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=piece.rect.center, button=1)])
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=goal, rel=(1, 1), buttons=(1, 0, 0))])
    app.draw()
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="",
                                 scancode=0)])


def sweep(games: list[str], sizes: list[tuple[int, int]], scales: list[float],
          out=None) -> dict[tuple[str, tuple[int, int], float], list[str]]:
    failed = {}
    for game in games:
        for size in sizes:
            for scale in scales:
                problems = one(game, size, scale)
                if problems:
                    failed[(game, size, scale)] = problems
                    if out is not None:
                        print(game, size, scale, problems[0], file=out, flush=True)
    return failed


def main() -> int:
    import tempfile

    os.environ["SYLVA_HOME"] = tempfile.mkdtemp(prefix="sylva-sweep-")
    full = "--full" in sys.argv
    sizes = FULL_SIZES if full else QUICK_SIZES
    scales = [float(s) for s in SCALES]
    games = [r.info.id for r in registry.all_games()]
    t0 = time.monotonic()
    failed = sweep(games, sizes, scales, sys.stdout)
    total = len(games) * len(sizes) * len(scales)
    print(f"{len(failed)} failures in {total} tables ({len(games)} games x {len(sizes)} "
          f"sizes x {len(scales)} scales), {time.monotonic() - t0:.0f} s")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
