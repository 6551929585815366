"""Memory of one process playing game after game: ``python -m tests.perf.memory --games
100 --game glade [--think 0.5]``. Hard plays Easy (seats alternating), one game after
another in this process (as the app's worker does: it lives as long as the app), and the
resident memory is read after each game. Printed: the growth from the end of the second
game (the caches are warm) to the last, per game, and each module-level cache's size
against its limit. Target: 100 games grow the process by at most 50 MB."""

from __future__ import annotations

import argparse
import gc
import json
import sys
import time
from pathlib import Path
from typing import Any


def rss_mb() -> float:
    """The resident memory of this process now (not its peak), in MB."""
    try:
        with open("/proc/self/statm") as f:
            pages = int(f.read().split()[1])
        import os

        return pages * os.sysconf("SC_PAGE_SIZE") / 2**20
    except OSError:  # not Linux: the peak is the best there is
        import resource

        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def caches() -> dict[str, tuple[int, int | None]]:
    """Every module-level cache of the rules and players (views are the window's):
    name -> (entries now, limit; None = no limit)."""
    out: dict[str, tuple[int, int | None]] = {}
    for name, module in list(sys.modules.items()):
        if not name.startswith("game.") or ".view" in name or module is None:
            continue
        limits = {k[: -len("_KEPT")]: v for k, v in vars(module).items()
                  if k.endswith(("_KEPT", "_SIZE")) and isinstance(v, int)}
        for attr, value in vars(module).items():
            info = getattr(value, "cache_info", None)
            if callable(info) and getattr(value, "__module__", name) == name:
                ci = info()
                out[f"{name}.{attr}"] = (ci.currsize, ci.maxsize)
            elif isinstance(value, dict) and attr.startswith("_") and attr.isupper():
                limit = limits.get(attr, limits.get(attr.rstrip("S")))
                if limit is None:
                    limit = next((v for k, v in limits.items() if attr.startswith(k)), None)
                out[f"{name}.{attr}"] = (len(value), limit)
    return out


def play(game: str, games: int, think: float | None, out: Any = None, seed: int = 1000,
         seats: str = "hard,greedy", results: Path | None = None) -> list[float]:
    """Play ``games`` games (Hard against Easy unless ``seats`` says otherwise, seats
    rotated as the arena rotates them, seeds from ``seed``); the resident memory after
    each. With ``results``, each game's arena record is added to that file, so one run
    measures both the memory and the levels' strength on those seeds."""
    from game.ai.arena import jobs_for, play_one

    sizes = []
    for job in jobs_for(game, seats.split(","), games, seed, think):
        t0 = time.monotonic()
        record = play_one(job)
        if results is not None:
            with results.open("a", encoding="utf-8") as f:
                f.write(json.dumps(record) + "\n")
        gc.collect()
        sizes.append(rss_mb())
        if out is not None:
            print(f"{game} game {len(sizes)} (seed {job[2]}): {sizes[-1]:.1f} MB ({time.monotonic() - t0:.1f} s)",
                  file=out, flush=True)
    return sizes


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", default="glade", help="a game id, or 'all'")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--think", type=float, default=None,
                        help="the Hard player's thinking time (default: the app's 1.5 s)")
    parser.add_argument("--seed", type=int, default=1000, help="the first game's seed")
    parser.add_argument("--seats", default="hard,greedy", help="kinds, comma-separated")
    parser.add_argument("--out", type=Path, default=None,
                        help="add each game's arena record to this file (JSON lines)")
    parser.add_argument("--cpu-clock", action="store_true",
                        help="time limits count CPU time (a busy machine plays as an idle one)")
    args = parser.parse_args(argv)
    from game.ai import search
    from game.core import registry

    search.use_cpu_clock(args.cpu_clock)

    ids = [r.info.id for r in registry.all_games()] if args.game == "all" else [args.game]
    worst = 0.0
    for game in ids:
        sizes = play(game, args.games, args.think, sys.stdout, args.seed, args.seats, args.out)
        base = sizes[min(1, len(sizes) - 1)]
        growth = sizes[-1] - base
        per = growth / max(1, len(sizes) - 2)
        worst = max(worst, growth)
        half = len(sizes) // 2
        late = (sizes[-1] - sizes[half - 1]) / max(1, len(sizes) - half) if half else 0.0
        print(f"{game}: {sizes[0]:.1f} MB after game 1, {base:.1f} after game 2, "
              f"{sizes[-1]:.1f} after game {len(sizes)}: +{growth:.1f} MB, "
              f"{per:.2f} MB a game; second half {late:.2f} MB a game")
    for name, (size, limit) in sorted(caches().items()):
        print(f"  {name}: {size} of {limit if limit is not None else 'no limit'}")
    return 0 if worst * 100 / max(1, args.games) <= 50 else 1


if __name__ == "__main__":
    sys.exit(main())
