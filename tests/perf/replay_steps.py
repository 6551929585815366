"""How fast the replay viewer steps: per game, of the longest of a few seeded finished
games, the p95 time of one step of the cursor (forward and back, with the viewer's
observation), the time of a jump from the start to the last move, and at the table in
a 1920x1080 window the p95 frame of a step (one move on or back, the board redrawn; wall
clock and the CPU time of this process) and of the jump to the last move, drawn:
``python -m tests.perf.replay_steps [--seeds 6]``."""

from __future__ import annotations

import argparse
import os
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

STEP_P95_MS = 8.0
JUMP_S = 0.3


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


def longest(game: str, seeds: int):
    from game.core import HUMAN
    from tests.history_games import play

    records = [play(game, [HUMAN] + ["random"] * (n % 3 + 1), 100 + n).record()
               for n in range(seeds)]
    return max(records, key=lambda r: len(r.actions))


def timed(fn) -> tuple[float, float]:
    w0, c0 = time.perf_counter(), time.process_time()
    fn()
    return time.perf_counter() - w0, time.process_time() - c0


def frames(record) -> tuple[float, float, float]:
    """(step frame p95 wall ms, its CPU ms, the drawn jump to the last move in s) at the
    viewer's table."""
    from game.scenes import registry as scenes
    from tests.ui_harness import make_app

    app = make_app((1920, 1080))
    app.home()
    table = scenes.make("replay", app, record)
    app.push(table)
    app.step([])
    controls, n = table.controls, len(record.actions)

    def jump() -> None:
        controls.go(n)
        app.draw()

    _w, _c = timed(jump)
    jumped = _w
    controls.go(0)
    walls, cpus = [], []
    for k in [*range(1, n + 1), *range(n - 1, -1, -1)]:
        wall, cpu = timed(lambda k=k: (controls.go(k), app.draw()))
        walls.append(wall)
        cpus.append(cpu)
    return p95(walls) * 1000, p95(cpus) * 1000, jumped


def measure(game: str, seeds: int) -> tuple[int, float, float, float]:
    """(moves of the longest game, opening it in s, step p95 in ms, jump to the last
    move in s)."""
    from game.replay import Replay

    record = longest(game, seeds)
    t0 = time.perf_counter()
    replay = Replay(record)
    opened = time.perf_counter() - t0
    t0 = time.perf_counter()
    replay.seek(replay.length)
    replay.observe(0)
    jump = time.perf_counter() - t0
    replay.seek(0)
    steps = []
    for move in [replay.forward] * replay.length + [replay.back] * replay.length:
        t0 = time.perf_counter()
        move()
        replay.observe(0)
        steps.append(time.perf_counter() - t0)
    return replay.length, opened, p95(steps) * 1000, jump


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seeds", type=int, default=6)
    args = parser.parse_args()
    from game.core import registry

    print(f"{'game':10} {'moves':>6} {'open s':>7} {'step p95 ms':>12} {'jump s':>8}"
          f"  {'frame p95 ms (cpu)':>20} {'drawn jump s':>13}")
    ok = True
    for rules in registry.all_games():
        moves, opened, step, jump = measure(rules.info.id, args.seeds)
        wall, cpu, drawn = frames(longest(rules.info.id, args.seeds))
        ok &= step <= STEP_P95_MS and jump <= JUMP_S and cpu <= STEP_P95_MS and drawn <= JUMP_S
        print(f"{rules.info.id:10} {moves:6d} {opened:7.3f} {step:12.2f} {jump:8.4f}"
              f"  {wall:11.2f} ({cpu:6.2f}) {drawn:13.4f}")
    print(f"budget: step and frame p95 (cpu) <= {STEP_P95_MS} ms, jump <= {JUMP_S} s:",
          "met" if ok else "MISSED")


if __name__ == "__main__":
    main()
