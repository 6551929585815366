"""How much an Expert could gain by knowing what is hidden: ``python -m tests.perf.sighted
--game glade [--games 100] [--seed 900001] [--hidden bench] --out F-sighted.jsonl``.

Plays Expert against Hard (two seats, seats rotated, the CPU clock, as the arena does),
where Expert's search sees through its re-deals: ``--hidden all`` (the default) leaves
every hidden component where it lies (the other seat's hand or bench and the order of
the draw piles, so Expert also knows what it and the others will draw); ``--hidden
bench`` (The Glade only) shows it the other seat's bench but shuffles the bag. Hard plays
as ever. No computer player does this in the program: it bounds what a better guess
of the hidden tiles could be worth. If even a sighted Expert wins little more than half,
Expert's search is held back by its judgement of positions, not by what it cannot see.
"""

from __future__ import annotations

import argparse
import contextlib
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from game.ai import arena
from game.core import registry
from tests.perf.against_hard import play_against_hard

SIGHTED = "expert"


@contextlib.contextmanager
def sighted(game_id: str, hidden: str) -> Iterator[None]:
    """While inside: the game's re-deal keeps the hidden components of a position as
    they are whenever the Expert seat is choosing (Hard's re-deals are untouched)."""
    cls: Any = type(registry.get(game_id))
    dealt, chosen = cls.redetermine, arena.choose_action
    choosing = {"now": False}

    def redetermine(self: Any, state: Any, seat: int, rng: random.Random) -> Any:
        if not choosing["now"]:
            return dealt(self, state, seat, rng)
        seen = self.clone(state)
        if hidden == "bench":
            rng.shuffle(seen.bag)
        return seen

    def choose(rules: Any, state: Any, seat: int, kind: str, rng: random.Random,
               think: float | None = None) -> Any:
        choosing["now"] = kind == SIGHTED
        try:
            return chosen(rules, state, seat, kind, rng, think)
        finally:
            choosing["now"] = False

    cls.redetermine, arena.choose_action = redetermine, choose
    try:
        yield
    finally:
        cls.redetermine, arena.choose_action = dealt, chosen


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=900001)
    parser.add_argument("--hidden", choices=("all", "bench"), default="all")
    parser.add_argument("--out", type=Path, required=True,
                        help="results file (continued where it stops; not one of docs/arena's "
                             "measurements: these players are not the program's)")
    args = parser.parse_args(argv)
    if args.hidden == "bench" and args.game != "glade":
        parser.error("--hidden bench is The Glade's (its bag and benches)")
    # its games carry Expert's tuning digest, so the arena would take them for Expert's own:
    # the name keeps them apart from (and out of) the files that measure the program's players
    if "sighted" not in args.out.name:
        parser.error("--out: name the file with 'sighted' in it (these are not Expert's games)")
    with sighted(args.game, args.hidden):
        found = play_against_hard(args.game, SIGHTED, args.games, args.seed, args.out)
    print(f"{args.game}: sighted Expert ({args.hidden}) against Hard, {found}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
