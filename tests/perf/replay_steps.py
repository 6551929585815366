"""How fast the replay viewer steps: per game, of the longest of a few seeded finished
games, the p95 time of one step (forward and back, with the viewer's observation) and
the time of a jump from the start to the last move:
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


def measure(game: str, seeds: int) -> tuple[int, float, float, float]:
    """(moves of the longest game, opening it in s, step p95 in ms, jump to the last
    move in s)."""
    from game.core import HUMAN
    from game.replay import Replay
    from tests.history_games import play

    records = [play(game, [HUMAN] + ["random"] * (n % 3 + 1), 100 + n).record()
               for n in range(seeds)]
    record = max(records, key=lambda r: len(r.actions))
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

    print(f"{'game':10} {'moves':>6} {'open s':>7} {'step p95 ms':>12} {'jump s':>8}")
    ok = True
    for rules in registry.all_games():
        moves, opened, step, jump = measure(rules.info.id, args.seeds)
        ok &= step <= STEP_P95_MS and jump <= JUMP_S
        print(f"{rules.info.id:10} {moves:6d} {opened:7.3f} {step:12.2f} {jump:8.4f}")
    print(f"budget: step p95 <= {STEP_P95_MS} ms, jump <= {JUMP_S} s:",
          "met" if ok else "MISSED")


if __name__ == "__main__":
    main()
