"""The solo game's results: ranking and the personal-best list per player name.

The list lives in the game history (game/core/history.py; the JSON file of earlier
versions, ``glade_solo_best.json``, is read into it once); the results screen calls
``record_solo_result`` once a solo game ends. A game that planted all twelve
toadstools ranks above one that ended early (the bag ran out, or no move was left);
then fewer turns rank first, then more points.
"""

from __future__ import annotations

from typing import Any

from game.core.history import KEEP_BESTS, History, shared

KEEP = KEEP_BESTS  # entries listed per name


def rank_key(entry: dict[str, Any]) -> tuple[int, int, int]:
    unfinished = 0 if entry.get("complete", True) else 1
    return unfinished, int(entry["turns"]), -int(entry["points"])


def better(a: tuple[int, ...], b: tuple[int, ...]) -> bool:
    """Is the result ``a`` better than ``b``? Each is (turns, points) or
    (turns, points, complete)."""

    def key(r: tuple[int, ...]) -> tuple[int, int, int]:
        return rank_key({"turns": r[0], "points": r[1], "complete": r[2] if len(r) > 2 else True})

    return key(a) < key(b)


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


def personal_bests(name: str, history: History | None = None) -> list[dict[str, Any]]:
    """``name``'s best solo games, best first (at most KEEP)."""
    return (history or shared()).bests("glade", name)[:KEEP]


def record_solo_result(
    name: str,
    turns: int,
    points: int,
    when: str = "",
    history: History | None = None,
    complete: bool = True,
) -> int | None:
    """Add a finished solo game to ``name``'s list; its place (1 = best) or None."""
    return (history or shared()).add_best("glade", name, turns, points, complete, when)
