"""Today's forest: how long working out a day's medals takes, per game:
``python -m tests.perf.daily [--games glade,woud] [--day 2026-11-27]``.

The Hard player plays the person's seat of the day's deal against the deal's computer
opponents at the levels' own budgets (no time limit: the same total on any machine), in
this process. Printed per game: the Hard player's total, the seat's decisions, the wall
and CPU time, and the load average (the machine may be shared)."""

from __future__ import annotations

import argparse
import datetime
import os
import time

from game import daily
from game.ai.daily import hard_total


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", default=",".join(daily.games()))
    parser.add_argument("--day", default=daily.today().isoformat())
    args = parser.parse_args()
    day = datetime.date.fromisoformat(args.day)
    for game in args.games.split(","):
        decisions: list[int] = []
        wall, cpu = time.perf_counter(), time.process_time()
        total = hard_total(game, day, progress=lambda done, _all, d=decisions: d.append(done))
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        print(f"{game} {day}: Hard {total} points, {max(decisions, default=0)} decisions, "
              f"{wall:.1f} s wall, {cpu:.1f} s CPU, load {os.getloadavg()[0]:.1f}", flush=True)


if __name__ == "__main__":
    main()
