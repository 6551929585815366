"""Golden games: seeded games played by the greedy player, recorded once, so that a
change meant to keep behaviour (moving code, new layouts) can prove it did.

    python -m tests.golden            # write tests/golden/data/<game>.json anew

Each entry keeps a digest of the moves and of the log, the number of moves and the
final score sheet; each file keeps the game's rules version it was recorded with
(``GameInfo.rules_version``). tests/golden/test_golden.py replays the seeds and compares:
a game that plays differently under the same rules version is a change that either must
bump that version (with a record upgrade in the game's entry) or is a mistake.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import random
from pathlib import Path
from typing import Any

from game.ai.players import greedy_player, sample_for
from game.core import Match, Rules
from tests.harness import configurations, options_for

DATA = Path(__file__).parent / "data"
SEEDS = range(20)


def config_id(players: int, variants: tuple) -> str:
    return f"{players}p-" + ("-".join(f"{k}={v}" for k, v in variants) or "default")


def _digest(value: Any) -> str:
    text = json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:24]


def play(rules: Rules, players: int, variants: tuple, seed: int) -> dict[str, Any]:
    """One greedy game, deterministic: no time budget, one generator for the seats."""
    match = Match(rules, options_for(rules, players, variants), seed)
    rng = random.Random(seed * 1_000_003 + 17)
    while not match.over:
        seat = match.decision().seat
        assert seat is not None
        sample = sample_for(rules, match.state, seat, rng)
        match.play(greedy_player(rules, sample, seat, rng, budget_s=float("inf")))
    sheet = rules.score_sheet(match.state)
    log = [[e.text, e.seat, {k: v for k, v in e.params.items()}, list(e.where)]
           for e in match.state.log]
    return {
        "seed": seed,
        "moves": len(match.actions),
        "actions": _digest([a.to_json() for a in match.actions]),
        "log": _digest(log),
        "sheet": [[row.label, list(row.values)] for row in sheet.rows],
        "automata": list(sheet.automata),
        "winners": list(rules.winners(match.state)),
    }


def path_for(game_id: str) -> Path:
    return DATA / f"{game_id}.json"


VERSION = "rules_version"  # the key of the recorded rules version, beside the configurations


@dataclasses.dataclass(frozen=True)
class Golden:
    """A game's golden file: the rules version it was recorded with, and per configuration
    (``config_id``) the recorded games."""

    rules_version: int | None  # None: recorded before the files kept it
    games: dict[str, list[dict[str, Any]]]


def load(game_id: str) -> Golden:
    data = json.loads(path_for(game_id).read_text(encoding="utf-8"))
    version = data.pop(VERSION, None)
    return Golden(version, data)


def replay_problem(rules: Rules, players: int, variants: tuple, entry: dict[str, Any],
                   recorded: int | None) -> str | None:
    """None if the golden game ``entry`` (recorded under rules version ``recorded``) replays
    as recorded, else what the change means and what to do about it."""
    game, current = rules.info.id, rules.info.rules_version
    where = f"{game} {config_id(players, variants)} seed {entry['seed']}"
    if recorded != current:
        return (f"{where}: the golden games were recorded for rules version {recorded}, the "
                f"rules are at version {current}: the golden file must be re-recorded for the "
                f"new version (python -m tests.golden {game}).")
    got = play(rules, players, variants, entry["seed"])
    differs = [k for k in ("moves", "actions", "log", "sheet", "automata", "winners")
               if got[k] != entry[k]]
    if not differs:
        return None
    verb = "differs" if len(differs) == 1 else "differ"
    return (f"{where} no longer replays ({', '.join(differs)} {verb}) under the same rules "
            f"version {current}: a change that makes the game play differently must bump the "
            f"game's rules version (GameInfo.rules_version, and add a record upgrade to its "
            f"entry), then re-record (python -m tests.golden {game}); or fix the change.")


def write(rules: Rules) -> None:
    DATA.mkdir(parents=True, exist_ok=True)
    out: dict[str, Any] = {VERSION: rules.info.rules_version}
    out.update({
        config_id(n, v): [play(rules, n, v, seed) for seed in SEEDS]
        for n, v in configurations(rules)
    })
    path_for(rules.info.id).write_text(
        json.dumps(out, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
