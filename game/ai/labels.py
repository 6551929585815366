"""The computer levels' measured strength, as the New game screen shows it beside them.

The arena's results files (docs/arena/) are the measurement. A measurement on seeds never
used for tuning (docs/arena/fresh/) stands in for the tuning seeds' once it has FEW_GAMES
games: a figure on the seeds a level was tuned on flatters it. They are summarised into
assets/arena.json, which ships with the program like every asset:

    python -m game.ai.labels

writes it again from the files (tests/ai/test_labels.py checks that it is in step).
A level without a results file for its pairing is "not measured yet"; one whose file holds
fewer than FEW_GAMES games says so, without a share.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from game.core.paths import asset
from game.core.statistics import level_label
from game.i18n import _, _n

# level -> (the seats of the two-player results file that measures it, its opponent there)
PAIRINGS: dict[str, tuple[tuple[str, str], str]] = {
    "beginner": (("greedy", "beginner"), "greedy"),
    "greedy": (("greedy", "beginner"), "beginner"),
    "medium": (("medium", "greedy"), "greedy"),
    "hard": (("hard", "greedy"), "greedy"),
    "expert": (("expert", "hard"), "hard"),
}
SUMMARY = "arena.json"
FRESH = "fresh"  # the folder of measurements on fresh seeds, inside the results folder
# below this many games a level's line gives no share (its 95 % interval would still be
# wider than +-10 points); Expert's measurement against Hard is continued run after run
FEW_GAMES = 100
Summary = dict[str, dict[str, dict[str, Any]]]  # game -> level -> measurement


def results_file(results_dir: Path, game_id: str, seats: Iterable[str]) -> Path:
    seats = tuple(seats)
    return results_dir / f"{game_id}-{len(seats)}p-{'-'.join(seats)}.jsonl"


def summarise(results_dir: Path, games: Iterable[str]) -> Summary:
    """Per game and level: its opponent, the games played and its share of wins (ties
    shared), from the results files in ``results_dir``."""
    from game.ai.arena import read_results, summarize  # the arena only where it is needed

    out: Summary = {}
    for game_id in games:
        for level, (seats, opponent) in PAIRINGS.items():
            results = read_results(results_file(results_dir / FRESH, game_id, seats))
            if len(results) < FEW_GAMES:
                results = read_results(results_file(results_dir, game_id, seats))
            row = summarize(results).get(level) if results else None
            if row is None:
                continue
            out.setdefault(game_id, {})[level] = {
                "against": opponent, "players": len(seats), "games": len(results),
                "share": round(row["share"], 4), "seeds": _seeds(results)}
    return out


def _seeds(results: list[dict[str, Any]]) -> str:
    seeds = sorted(int(r["seed"]) for r in results if isinstance(r.get("seed"), int))
    return f"{seeds[0]}-{seeds[-1]}" if seeds else ""


def load(path: Path | None = None) -> Summary:
    """The shipped summary; empty if it is missing or unreadable (every level then says
    it is not measured rather than the screen failing)."""
    try:
        data = json.loads((path or asset(SUMMARY)).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def strength(game_id: str, level: str, summary: Summary | None = None) -> str:
    """One line: how the level fared in its measurement, in the current language."""
    entry: Any = (load() if summary is None else summary).get(game_id, {}).get(level)
    try:
        games, share = int(entry["games"]), float(entry["share"])
        opponent = str(entry["against"])
    except (TypeError, KeyError, ValueError, AttributeError):
        return _("not measured yet")
    if games < FEW_GAMES:  # a share of a few games says little: only that it is measured
        return _n("too few games to tell yet ({n} game)",
                  "too few games to tell yet ({n} games)", games)
    return _n("wins {share} % against {opponent} ({n} game)",
              "wins {share} % against {opponent} ({n} games)", games,
              share=round(100 * share), opponent=level_label(opponent))


def write(path: Path, summary: Summary) -> None:
    """The summary as a file, written atomically."""
    text = json.dumps(summary, indent=1, sort_keys=True) + "\n"
    tmp = path.with_suffix(".tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)


def main() -> int:
    from game.core import registry

    root = Path(__file__).resolve().parents[2]
    games = [r.info.id for r in registry.all_games()]
    write(asset(SUMMARY), summarise(root / "docs" / "arena", games))
    print(f"wrote {asset(SUMMARY)}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
