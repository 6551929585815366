"""How The Glade's games end and where their points come from:
``python -m tests.perf.glade_endings [--seats expert,hard] [--games 200] [--seed 950001]
[--jobs 2]``.

Plays seeded two-seat games as the arena does (game k: seed ``seed + k``, the seats
rotated by k, the CPU clock), so they are the arena's games for the same seeds and seats.
Prints how many games ended by each of the rulebook's two triggers (a seat's twelve
toadstools all gone from its side of the glade; a bench the bag could not fill) and how
many because nobody could place a tile or claim any more; then, per level and for the
winners and the losers, the score sheet's rows on average, the toadstools still beside the
glade, the tiles laid and the bag left; and the first level's final margin (its points
minus the other's): mean and spread (standard deviation). A diagnostic of what the game
rewards, for whoever tunes its computer players.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections.abc import Sequence
from typing import Any

from game.ai import arena, search
from game.ai.players import PLAYERS
from game.games.glade import scoring
from game.games.glade.forest import is_tile
from game.games.glade.state import GladeState

ENDINGS = ("toadstools", "bag", "stuck")  # the rulebook's two triggers, then nobody can move
SHORT = ("centre", "taken", "store", "enclosures", "doubles", "counters", "counters in encl.",
         "unconnected")  # the score sheet's rows (scoring.ROWS), in a word or two


def ending(state: GladeState) -> str:
    """Why a finished game ended (``ENDINGS``): a seat's toadstools all gone from its
    side of the glade, a bench the bag could not fill, or neither (everybody passed)."""
    if any(not edge for edge in state.edge):
        return "toadstools"
    if state.end_triggered:
        return "bag"
    return "stuck"


def game_facts(job: arena.Job) -> dict[str, Any]:
    """One arena game and what its end shows, seat by seat."""
    match, result = arena.play_match(job)
    state = match.state
    sheet = match.rules.score_sheet(state)
    return {**result, "ending": ending(state), "bag": len(state.bag),
            "rows": [list(row.values) for row in sheet.rows],  # None: not in play
            "edge": [len(edge) for edge in state.edge],
            "tiles": [sum(1 for c in cells if is_tile(c)) for cells in state.cells]}


def _seat_rows(facts: dict[str, Any], seat: int) -> list[float]:
    """The seat's score rows, then its toadstools beside the glade and its tiles laid."""
    return ([row[seat] for row in facts["rows"]]
            + [facts["edge"][seat], facts["tiles"][seat]])


def summary(games: Sequence[dict[str, Any]], first: str) -> dict[str, Any]:
    """The figures the report prints: endings counted, mean rows by level and by
    winner / loser (games one seat won alone), and ``first``'s final margin."""
    endings = {e: sum(1 for g in games if g["ending"] == e) for e in ENDINGS}
    by: dict[str, list[list[float]]] = {}
    margins = []
    for g in games:
        for seat, kind in enumerate(g["kinds"]):
            by.setdefault(kind, []).append(_seat_rows(g, seat))
        if len(g["winners"]) == 1:
            won = g["winners"][0]
            by.setdefault("winners", []).append(_seat_rows(g, won))
            by.setdefault("losers", []).append(_seat_rows(g, 1 - won))
        seat = g["kinds"].index(first)
        margins.append(g["totals"][seat] - g["totals"][1 - seat])
    means = {k: [_mean(col) for col in zip(*rows)] for k, rows in by.items()}
    return {"games": len(games), "endings": endings, "means": means,
            "bag": statistics.fmean(g["bag"] for g in games) if games else 0.0,
            "margin": statistics.fmean(margins) if margins else 0.0,
            "spread": statistics.pstdev(margins) if len(margins) > 1 else 0.0}


def _mean(values: Sequence[float | None]) -> float | None:
    """The mean of the values a row was scored with; None where it was never in play
    (the matching game's rows in a plain game)."""
    scored = [v for v in values if v is not None]
    return statistics.fmean(scored) if scored else None


def report(found: dict[str, Any], first: str) -> str:
    """``summary`` as text."""
    lines = [f"{found['games']} games: " + ", ".join(
        f"{n} ended by {e}" for e, n in found["endings"].items())
        + f"; {found['bag']:.1f} tiles left in the bag on average"]
    # strict: a row added to the score sheet fails here instead of shifting the heads
    heads = [*(h for _row, h in zip(scoring.ROWS, SHORT, strict=True)),
             "beside glade", "tiles laid"]
    # only the rows some level was scored in (not the matching game's in a plain game)
    shown = [i for i in range(len(heads))
             if any(values[i] is not None for values in found["means"].values())]
    lines.append(f"{'':10}" + "".join(f"{heads[i]:>13}" for i in shown))
    for kind, values in found["means"].items():
        lines.append(f"{kind:10}" + "".join(f"{values[i]:13.2f}" for i in shown))
    lines.append(f"{first}'s margin: mean {found['margin']:+.2f}, "
                 f"spread (standard deviation) {found['spread']:.2f} points")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seats", default="expert,hard")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=950001)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    kinds = args.seats.split(",")
    if len(kinds) != 2 or not set(kinds) <= set(PLAYERS):
        parser.error(f"--seats: two of {', '.join(PLAYERS)}")
    search.use_cpu_clock(True)
    work = arena.jobs_for("glade", kinds, args.games, args.seed)
    games = arena.play_all(work, args.jobs, play=game_facts)
    print(f"seeds {args.seed}-{args.seed + args.games - 1}, {' against '.join(kinds)}, "
          "CPU clock")
    print(report(summary(games, kinds[0]), kinds[0]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
