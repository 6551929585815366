"""The solo game's results: ranking and the personal-best list per player name.

The list lives in the per-user folder as JSON; the results screen calls
``record_solo_result`` once a solo game ends. A game that planted all twelve
toadstools ranks above one that ended early (the bag ran out, or no move was left);
then fewer turns rank first, then more points.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.core.paths import user_dir
from game.core.saves import load_json, save_json

BEST_FILE = "glade_solo_best.json"
KEEP = 10  # entries kept per name


def rank_key(entry: dict[str, Any]) -> tuple[int, int, int]:
    unfinished = 0 if entry.get("complete", True) else 1
    return unfinished, int(entry["turns"]), -int(entry["points"])


def better(a: tuple[int, ...], b: tuple[int, ...]) -> bool:
    """Is the result ``a`` better than ``b``? Each is (turns, points) or
    (turns, points, complete)."""

    def key(r: tuple[int, ...]) -> tuple[int, int, int]:
        return rank_key({"turns": r[0], "points": r[1], "complete": r[2] if len(r) > 2 else True})

    return key(a) < key(b)


def best_path() -> Path:
    return user_dir() / BEST_FILE


def _clean(data: Any) -> dict[str, list[dict[str, Any]]]:
    """The stored table, with anything malformed left out."""
    out: dict[str, list[dict[str, Any]]] = {}
    if not isinstance(data, dict):
        return out
    for name, entries in data.items():
        if not isinstance(name, str) or not isinstance(entries, list):
            continue
        good = [
            {
                "turns": e["turns"],
                "points": e["points"],
                "complete": bool(e.get("complete", True)),
                "when": str(e.get("when", "")),
            }
            for e in entries
            if isinstance(e, dict)
            and isinstance(e.get("turns"), int)
            and isinstance(e.get("points"), int)
        ]
        out[name] = sorted(good, key=rank_key)[:KEEP]
    return out


def add_result(
    table: dict[str, list[dict[str, Any]]],
    name: str,
    turns: int,
    points: int,
    when: str = "",
    complete: bool = True,
) -> tuple[dict[str, list[dict[str, Any]]], int | None]:
    """A new table with the result added, and its place (1 = best) or None if it did not
    make the list. Pure: the table passed in is left as it was."""
    entries = list(table.get(name, []))
    entry = {"turns": turns, "points": points, "complete": complete, "when": when}
    entries.append(entry)
    # stable sort: an equal older result stays ahead of the new one
    entries.sort(key=rank_key)
    entries = entries[:KEEP]
    place = next((i + 1 for i, e in enumerate(entries) if e is entry), None)
    new = dict(table)
    new[name] = entries
    return new, place


def personal_bests(name: str, path: Path | None = None) -> list[dict[str, Any]]:
    table = _clean(load_json(path or best_path(), {}))
    return table.get(name, [])


def record_solo_result(
    name: str,
    turns: int,
    points: int,
    when: str = "",
    path: Path | None = None,
    complete: bool = True,
) -> int | None:
    """Add a finished solo game to ``name``'s list (written atomically); its place."""
    target = path or best_path()
    table, place = add_result(_clean(load_json(target, {})), name, turns, points, when, complete)
    save_json(target, table)
    return place
