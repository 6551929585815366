"""The random UI-event soak: the real application, headless, fed random raw events
(tests/fuzz/ui_input.py) in every scene and every game, with computer seats thinking in
the real worker process. Every so often it steers into a scene (the menu, New game, Load,
Settings, Rules, About, Statistics, Learn, a primer, a lesson, a table of each game at
several player counts, the pause menu, the results, the replay viewer, the review); in
between the input alone decides where it goes. Any exception and any "Something went
wrong" box is a failure, with its message and where it came from.

    python -m tests.fuzz.ui_soak --events 200000 --seed 1

runs in a fresh temporary data folder and prints the events per scene and per game, the
failures and the time. tests/ui/test_event_soak.py runs a short one with the tests and the
long one behind ``pytest -m soak``."""

from __future__ import annotations

import argparse
import collections
import dataclasses
import faulthandler
import os
import random
import sys
import tempfile
import time
import traceback
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.ai.worker import SEARCHING  # noqa: E402
from tests.fuzz import ui_input as U  # noqa: E402
from tests.fuzz import ui_places as P  # noqa: E402
from tests.fuzz.ui_jumps import Jumps  # noqa: E402

FRAME_MS = (8, 16, 16, 16, 33, 50, 120)  # the time one frame advances (a stepped clock)
HUNG_S = 120.0  # a frame this long is taken for a hang: every thread's stack is printed


@dataclasses.dataclass
class Report:
    events: int = 0  # raw input events delivered (and language or scale switches)
    frames: int = 0
    per_scene: collections.Counter[str] = dataclasses.field(default_factory=collections.Counter)
    per_game: collections.Counter[str] = dataclasses.field(default_factory=collections.Counter)
    # events by window size: below 320x240, below 560x400 (the table's least), larger
    per_size: collections.Counter[str] = dataclasses.field(default_factory=collections.Counter)
    # the tables: "<game> <n>p" -> events while one was on top
    per_table: collections.Counter[str] = dataclasses.field(default_factory=collections.Counter)
    jumps: collections.Counter[str] = dataclasses.field(default_factory=collections.Counter)
    failures: list[str] = dataclasses.field(default_factory=list)  # one per distinct fault
    failure_count: int = 0  # every occurrence
    moves: int = 0  # moves played at the tables (by people's drags and by computers)
    computer_moves: int = 0
    worker_moves: int = 0  # of which worked out in the worker process (Medium, Hard)
    finished_games: int = 0
    quits: int = 0
    slowest_frame: float = 0.0
    seconds: float = 0.0

    def summary(self) -> str:
        lines = [f"{self.events} events in {self.frames} frames, {self.seconds:.0f} s; "
                 f"{self.failure_count} failures ({len(self.failures)} distinct); "
                 f"{self.moves} moves ({self.computer_moves} by computers, {self.worker_moves} of "
                 f"them searched in the worker), {self.finished_games} results "
                 f"shown, {self.quits} quits; slowest frame {self.slowest_frame:.2f} s"]
        lines.append("per scene: " + ", ".join(f"{k} {v}" for k, v in
                                               self.per_scene.most_common()))
        lines.append("per game: " + ", ".join(f"{k} {v}" for k, v in
                                              sorted(self.per_game.items())))
        lines.append("window sizes: " + ", ".join(f"{k} {v}" for k, v in
                                                  sorted(self.per_size.items())))
        lines.append("tables: " + ", ".join(f"{k} {v}" for k, v in
                                            sorted(self.per_table.items())))
        lines.append("steered into: " + ", ".join(f"{k} {v}" for k, v in
                                                  sorted(self.jumps.items())))
        lines += [f"FAILURE {f}" for f in self.failures]
        return "\n".join(lines)


class SteppedClock:
    """Stands for the app's frame clock: each frame lasts what the soak says, so
    animations and the computer's pauses advance without the soak sleeping."""

    def __init__(self) -> None:
        self.ms = 16

    def get_time(self) -> int:
        return self.ms

    def tick(self, *_args: Any) -> int:
        return self.ms

    def get_fps(self) -> float:
        return 1000 / self.ms


def _where(exc: BaseException) -> str:
    """The innermost frame of the game's own code that raised."""
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if "/game/" in f.filename]
    if not frames:
        return "?"
    f = frames[-1]
    return f"{f.filename.split('/game/')[-1]}:{f.lineno} {f.name}"


def _size_class(size: tuple[int, int]) -> str:
    w, h = size
    if w < 320 or h < 240:
        return "below 320x240"
    return "below 560x400" if w < 560 or h < 400 else "560x400 and up"


class Soak:
    def __init__(self, seed: int, size: tuple[int, int] = (1024, 700)) -> None:
        from tests.ui_harness import make_app

        self.rng = random.Random(seed)
        self.report = Report()
        self._seen: set[str] = set()
        self._told = 0  # error boxes opened for an exception, already counted
        self._results: set[int] = set()  # the results screens seen (a game's end)
        self.app = make_app(size)
        self.app.settings.think_seconds = 0.5  # Hard thinks its shortest time: many moves
        self.app.clock = SteppedClock()  # type: ignore[assignment]
        crashed = self.app._crashed

        def told(exc: BaseException) -> None:  # the app's error box: a failure
            self.fail(exc, "error box")
            self._told += 1
            crashed(exc)

        self.app._crashed = told  # type: ignore[method-assign]
        self.app.home()
        self.jumps = Jumps(self)

    # --- failures -------------------------------------------------------------------
    def fail(self, exc: BaseException, how: str) -> None:
        self.report.failure_count += 1
        text = f"{how} in {self.scene_name()}: {type(exc).__name__}: {exc} at {_where(exc)}"
        key = f"{type(exc).__name__} {_where(exc)}"
        if exc.__traceback__ is None:  # a box without an exception: told apart by its text
            key += str(exc)[:80]
        if key not in self._seen:
            self._seen.add(key)
            self.report.failures.append(text)
            tb = "".join(traceback.format_exception(exc))
            print(f"{text}\n{tb}", file=sys.stderr, flush=True)

    def _error_boxes(self) -> None:
        """Count a "Something went wrong" box opened without an exception the app caught,
        then close every such box, so the soak goes on where the player would."""
        from game.scenes.dialogs import MessageBox

        for scene in list(self.app.stack.scenes):
            if not (isinstance(scene, MessageBox) and scene.title in P.WENT_WRONG):
                continue
            if self._told:
                self._told -= 1
            else:
                self.fail(RuntimeError(scene.message), "error box")
            if self.app.stack.top is scene:
                self.app.pop()
            else:
                self.app.stack.scenes.remove(scene)

    # --- where the soak is ---------------------------------------------------------------
    def scene_name(self) -> str:
        top = self.app.stack.top
        return P.scene_name(top) if top is not None else "none"

    def game(self) -> str | None:
        for scene in reversed(self.app.stack.scenes):
            match = getattr(scene, "match", None)
            if match is not None:
                return str(match.rules.info.id)
            game = getattr(scene, "game", None)  # New game: the game chosen
            gid = getattr(getattr(game, "info", None), "id", None) or getattr(
                scene, "game_id", None)
            if gid and scene is self.app.stack.top:
                return str(gid)
        return None

    # --- one frame --------------------------------------------------------------------
    def deliver(self, events: list[pygame.event.Event], counted: int | None = None) -> None:
        for marker in [e for e in events if e.type == U.RESIZING]:
            self.app.screen = pygame.display.set_mode(marker.size, pygame.RESIZABLE)
            events = [e for e in events if e is not marker]
        n = len(events) if counted is None else counted
        self.report.events += n
        self.report.per_scene[self.scene_name()] += n
        self.report.per_size[_size_class(self.app.size)] += n
        game = self.game()
        if game:
            self.report.per_game[game] += n
        top = self.app.stack.top
        if top is not None and P.scene_name(top) == "table":
            self.report.per_table[f"{game} {len(top.options.seats)}p"] += n
        self.frame(events)

    def frame(self, events: list[pygame.event.Event]) -> None:
        app = self.app
        app.clock.ms = self.rng.choice(FRAME_MS)  # type: ignore[attr-defined]
        table = P.table_of(app)
        before = len(table.match.actions) if table is not None else 0
        seat = table.decision.seat if table is not None and not table.match.over else None
        t0 = time.monotonic()
        faulthandler.dump_traceback_later(HUNG_S)  # a frame that hangs shows where
        try:
            app.step(events)
        except Exception as exc:  # escaped the app's own guard: the program would stop
            self.fail(exc, "uncaught")
            app.home()
        finally:
            faulthandler.cancel_dump_traceback_later()
        self.report.slowest_frame = max(self.report.slowest_frame, time.monotonic() - t0)
        self.report.frames += 1
        if table is not None and table is P.table_of(app):
            self.report.moves += max(0, len(table.match.actions) - before)
            kind = P.mover(table, before, seat)
            self.report.computer_moves += kind is not None
            self.report.worker_moves += kind in SEARCHING
        self._error_boxes()
        top = app.stack.top
        if P.scene_name(top) == "results" and id(top) not in self._results:
            self._results.add(id(top))
            self.report.finished_games += 1
        if not app.running:  # Quit in the menu (or the window closed): start again
            self.report.quits += 1
            app.running = True
            app.home()
        if app.stack.top is None:
            app.home()

    def play(self, frames: list[list[pygame.event.Event]]) -> None:
        """The frames in turn; often several arrive before the app looks (a slow frame,
        a fast hand), so they are handed over together, as SDL's queue would."""
        batch: list[pygame.event.Event] = []
        for events in frames:
            batch += events
            if self.rng.random() < 0.3:
                self.deliver(batch)
                batch = []
        if batch:
            self.deliver(batch)

    # --- the run ----------------------------------------------------------------------
    def run(self, events: int, jump_every: tuple[int, int] = (150, 900),
            targets: tuple[str, ...] | None = None, progress: int = 0) -> Report:
        """Deliver ``events`` events; ``progress``: print a line every so many."""
        t0 = time.monotonic()
        next_jump = next_note = 0
        while self.report.events < events:
            if progress and self.report.events >= next_note:
                print(f"{self.report.events} events, {time.monotonic() - t0:.0f} s, "
                      f"{self.report.failure_count} failures", flush=True)
                next_note += progress
            if self.report.events >= next_jump:
                self.jumps.jump(targets)
                next_jump = self.report.events + self.rng.randint(*jump_every)
            self.act()
        self.close()
        self.report.seconds = time.monotonic() - t0
        return self.report

    def act(self) -> None:
        """One random action of the player (a few frames)."""
        rng, app = self.rng, self.app
        top = app.stack.top
        r = rng.random()
        try:
            frames = P.action(self, top, r)
        except Exception as exc:  # asking the scene what it shows failed: the app would too
            self.fail(exc, "probe")
            frames = [[U.motion(U.point(rng, app.size))]]
        if frames is not None:
            self.play(frames)

    def close(self) -> None:
        from game.ai.worker import shut_down
        from game.core import instance

        self.app.home()  # leaves every table: its autosave written, its searches cancelled
        shut_down()
        if self.app.other_instance is None:  # as the app does when its window closes
            instance.release()


def run(events: int, seed: int, **kwargs: Any) -> Report:
    return Soak(seed).run(events, **kwargs)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--events", type=int, default=200_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    os.environ["SYLVA_HOME"] = home = tempfile.mkdtemp(prefix="sylva-ui-soak-")
    os.environ["LANGUAGE"] = "en"
    report = run(args.events, args.seed, progress=10_000)
    print(report.summary(), flush=True)
    print(f"data folder (saves, errors.log): {home}")
    return 1 if report.failure_count else 0


if __name__ == "__main__":
    sys.exit(main())
