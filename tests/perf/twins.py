"""Two players' games on the same seeds, set side by side: ``python -m tests.perf.twins
A.jsonl B.jsonl [--kind expert]``.

A trial of a changed Expert is played on seeds whose games the Expert it is compared with
has played too: each seed gives the two the same deal and the same seats, so a game and
its twin differ only by the change. Reads two results files (the arena's, or a
diagnostic's), keeps the seeds both hold, and prints for the ``--kind`` seat in each:
its share of the wins (a tie counts its share) with the 95 % Wilson interval, the twins
that went better for one than for the other (a tie lies between a win and a loss), the
twins that ended with the same totals, and the mean change of its margin over the best other seat
with its standard error. These are the columns "twin games won by ... / by ..." and
"margin change (standard error)" of docs/arena/README.md.
"""

from __future__ import annotations

import argparse
import dataclasses
import math
import statistics
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from game.ai.arena import read_results, wilson
from game.core.protocol import one_scoring, win_share


@dataclasses.dataclass(frozen=True)
class Twins:
    games: int  # seeds both files hold
    share: tuple[float, float]  # the kind's share of the wins in A, in B
    better_for: tuple[int, int]  # twins that went better for A than for B, and for B
    same_totals: int  # twins whose totals agree seat by seat
    margin_change: float  # mean of B's margin minus A's, in points
    standard_error: float  # of that mean


def _margin(result: dict[str, Any], seat: int) -> float:
    """The seat's total against the best other seat's."""
    return float(one_scoring(result["totals"], (seat,))[seat])


def compare(first: Sequence[dict[str, Any]], second: Sequence[dict[str, Any]],
            kind: str) -> Twins:
    """``first`` and ``second`` (results by seed) on the seeds both hold, for the seat
    of ``kind``. A seed whose two games seat the players differently is an error: the
    two are then no twins."""
    by_seed = {r["seed"]: r for r in first}
    pairs = [(by_seed[r["seed"]], r) for r in second if r["seed"] in by_seed]
    if not pairs:
        raise ValueError("the two files share no seed")
    shares: list[tuple[float, float]] = []
    changes: list[float] = []
    same = 0
    for a, b in pairs:
        if a["kinds"] != b["kinds"]:
            raise ValueError(f"seed {a['seed']}: the seats differ ({a['kinds']} against "
                             f"{b['kinds']}): not the same game")
        if kind not in a["kinds"]:
            raise ValueError(f"seed {a['seed']}: no {kind} seat")
        seat = a["kinds"].index(kind)
        shares.append((win_share(a["winners"], seat), win_share(b["winners"], seat)))
        changes.append(_margin(b, seat) - _margin(a, seat))
        same += a["totals"] == b["totals"]
    n = len(pairs)
    error = statistics.stdev(changes) / math.sqrt(n) if n > 1 else math.inf
    return Twins(n, (sum(a for a, _ in shares) / n, sum(b for _, b in shares) / n),
                 (sum(a > b for a, b in shares), sum(b > a for a, b in shares)),
                 same, statistics.fmean(changes), error)


def report(twins: Twins, names: tuple[str, str], kind: str) -> str:
    lines = [f"{twins.games} seeds both files hold; the {kind} seat:"]
    for name, share in zip(names, twins.share):
        low, high = wilson(share * twins.games, twins.games)
        lines.append(f"  {name}: wins {100 * share:.1f} % ({100 * low:.1f}-{100 * high:.1f} %)")
    lines.append(f"  twins that went better for the first / for the second: "
                 f"{twins.better_for[0]} / {twins.better_for[1]}; "
                 f"the same totals in {twins.same_totals}")
    lines.append(f"  margin change (second - first): {twins.margin_change:+.2f} points "
                 f"(standard error {twins.standard_error:.2f})")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("first", type=Path)
    parser.add_argument("second", type=Path)
    parser.add_argument("--kind", default="expert", help="the seat compared (default expert)")
    args = parser.parse_args(argv)
    try:
        files = [read_results(p) for p in (args.first, args.second)]
        for path, rows in zip((args.first, args.second), files):
            if not rows:
                raise ValueError(f"{path}: no games (is the name right?)")
            if any("seed" not in r for r in rows):
                raise ValueError(f"{path}: a game without its seed")
        twins = compare(files[0], files[1], args.kind)
    except ValueError as exc:
        print(f"twins: {exc}", file=sys.stderr)
        return 2
    print(report(twins, (args.first.name, args.second.name), args.kind))
    return 0


if __name__ == "__main__":
    sys.exit(main())
