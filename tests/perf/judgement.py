"""Other numbers for a game's judgement, tried against Hard: ``python -m tests.perf.judgement
--game glade --set '{"room": 1.0}' [--level hard] [--games 150] [--seed 930001]
--out F-judgement.jsonl``.

One seat (named "expert" in the results file) searches as ``--level`` (Hard's search by
default, so a trial costs what Hard's games cost) with the game's section of
assets/ai.json changed by ``--set``: the strategy's weights (The Glade's "room", "tile",
"planted"; Mystaria's "open_side", "hold_share") or the search's ("scale", "prior"). The
other seat is Hard as shipped. Two seats, seats rotated, the CPU clock, as the arena plays.
A level that searches with a judgement of its own ("judge" in its "by_level") reads that
section's numbers over the game's: change them there (``--set '{"roomy": {"room": 2.0}}'``).
A screen of cheap games says which numbers are worth an Expert's games; no computer player
of the program plays this way until assets/ai.json says so.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from game.ai import arena, players
from game.ai import strategy as ai_strategy
from game.ai.players import SEARCHING
from game.core import registry
from tests.perf.against_hard import play_against_hard

TRIAL = "expert"  # the trial seat's name in the results file (the arena's kinds)


def _forget(game_id: str) -> None:
    """Drop what was worked out with the numbers in force: the levels' tuning and every
    cached answer of the game's strategy (its numbers are read once and kept)."""
    players.tuning.cache_clear()
    rules = registry.get(game_id)
    # the modules of the game's judgements: its own, and those its levels may name (not
    # the search's plain one: game.ai keeps the very numbers this trial changes)
    judgements = [getattr(rules, "strategy", None), *getattr(rules, "judges", {}).values()]
    for name in {type(j).__module__ for j in judgements if j is not None}:
        if not name.startswith("game.games."):
            continue
        module = sys.modules[name]
        for value in vars(module).values():
            clear = getattr(value, "cache_clear", None)
            # its own functions only (not what it imports, such as the game's data)
            if callable(clear) and getattr(value, "__module__", None) == name:
                clear()


@contextlib.contextmanager
def judging(game_id: str, changes: dict[str, Any], level: str = "hard") -> Iterator[None]:
    """While inside: the trial seat (kind "expert" in the arena's games) searches as
    ``level`` with the game's numbers changed by ``changes``; every other seat decides
    with the numbers as shipped."""
    data = ai_strategy._ai_data()
    shipped = data.get(game_id)
    if not isinstance(shipped, dict):
        raise ValueError(f"assets/ai.json has no section for {game_id}")
    trial = {**shipped, **changes}
    chosen, stamp = arena.choose_action, arena.fingerprint
    in_force = {"section": shipped}

    def use(section: dict[str, Any]) -> None:
        if in_force["section"] is not section:
            data[game_id] = in_force["section"] = section
            _forget(game_id)

    def choose(rules: Any, state: Any, seat: int, kind: str, rng: Any,
               think: float | None = None) -> Any:
        if kind != TRIAL:
            use(shipped)
            return chosen(rules, state, seat, kind, rng, think)
        use(trial)
        try:
            return chosen(rules, state, seat, level, rng, think)
        finally:
            use(shipped)

    def fingerprint(game_id: str, kinds: Sequence[str]) -> str:
        # the file says what was tried, so it is never taken for Expert's own games
        return f"judgement:{level}:{json.dumps(changes, sort_keys=True)}:{stamp(game_id, kinds)}"

    arena.choose_action, arena.fingerprint = choose, fingerprint
    try:
        yield
    finally:
        arena.choose_action, arena.fingerprint = chosen, stamp
        data[game_id] = shipped
        _forget(game_id)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--set", dest="changes", required=True,
                        help="JSON object: the numbers of the game's ai.json section to change")
    parser.add_argument("--level", choices=[k for k in SEARCHING if k != players.HINT],
                        default="hard")
    parser.add_argument("--games", type=int, default=150)
    parser.add_argument("--seed", type=int, default=930001)
    parser.add_argument("--out", type=Path, required=True,
                        help="results file (continued where it stops; its name must say "
                             "'judgement': these are not the program's players)")
    args = parser.parse_args(argv)
    if "judgement" not in args.out.name:
        parser.error("--out: name the file with 'judgement' in it (these are not Expert's games)")
    try:
        changes = json.loads(args.changes)
    except ValueError as exc:
        parser.error(f"--set is not JSON: {exc}")
    if not isinstance(changes, dict) or not changes:
        parser.error('--set: a JSON object of numbers to change, such as {"room": 1.0}')
    if args.game not in {e.id for e in registry.entries()}:
        parser.error(f"unknown game {args.game}")
    with judging(args.game, changes, args.level):
        found = play_against_hard(args.game, TRIAL, args.games, args.seed, args.out)
    print(f"{args.game}: {args.level} judging with {json.dumps(changes, sort_keys=True)} "
          f"against Hard, {found}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
