"""Same-deal time: ``python -m tests.perf.same_deal [--games glade,woud] [--seeds 1]``.

Per game, a seeded two-seat game is played out (the person's seat by Easy moves, the
opponent an Easy computer), then the Hard player plays the same deal in the person's seat
at its default budget (Hard's iterations, cut short by its 1.5 s limit), the opponent as
its level. Printed: the game's moves, the Hard seat's decisions, wall and CPU time, the
mean and p95 per Hard decision, both totals, the machine's load."""

from __future__ import annotations

import argparse
import os
import time

from game.ai.same_deal import SameDeal, same_deal
from game.core import HUMAN, registry
from game.core.record import Record
from tests.perf.review import p95, played


def as_person(record: Record) -> Record:
    """The record with seat 0 a person (who played the Easy moves)."""
    import dataclasses

    seats = (dataclasses.replace(record.options.seats[0], kind=HUMAN),
             *record.options.seats[1:])
    return dataclasses.replace(record, options=dataclasses.replace(record.options, seats=seats))


def timed(record: Record) -> tuple[SameDeal, list[float], float]:
    """The same deal played at the default budget; the seconds between the Hard seat's
    moves (its search and the opponents' replies) and the CPU seconds."""
    times: list[float] = []
    last = [time.perf_counter()]

    def tick(done: int, _total: int) -> None:
        now = time.perf_counter()
        if done:
            times.append(now - last[0])
        last[0] = now

    cpu = time.process_time()
    found = same_deal(record, 0, progress=tick)
    return found, times, time.process_time() - cpu


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", default=",".join(r.info.id for r in registry.all_games()))
    parser.add_argument("--seeds", type=int, default=1)
    args = parser.parse_args()
    for game_id in args.games.split(","):
        for seed in range(1, args.seeds + 1):
            found, times, cpu = timed(as_person(played(game_id, seed)))
            mean = sum(times) / len(times) if times else 0.0
            print(f"{game_id} seed {seed}: {len(found.actions)} moves, {len(times)} Hard "
                  f"moves, {found.seconds:.1f} s (CPU {cpu:.1f} s), per Hard move with the "
                  f"replies mean {mean:.2f} s p95 {p95(times):.2f} s; totals person "
                  f"{found.totals()[0]}, Hard {found.totals()[1]}; load "
                  f"{os.getloadavg()[0]:.1f}", flush=True)


if __name__ == "__main__":
    main()
