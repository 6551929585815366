"""Mischwald final scoring, from the visible table only.

Every species names a scoring kind in the card data (``score.kind``); each kind is
implemented once here. Scoring reads only what lies face up (forests) and the number
of cards under each cave, so the view can score an observation the same way the
rules score the state. No pygame here.
"""

from __future__ import annotations

import dataclasses
import functools
from collections import Counter
from collections.abc import Sequence
from typing import Any, NamedTuple, Protocol

from game.games.mischwald.data import CARDS, OPPOSITE, SIDES, SPECIES, TREE_SPECIES, ScoreRule
from game.games.mischwald.state import Tree
from game.i18n import N_, N_n

ROWS = ("trees", "top", "bottom", "sides", "cave")
ROW_LABELS = {  # message ids, translated where the sheet is made
    "trees": N_("Trees"),
    "top": N_("Top halves"),
    "bottom": N_("Bottom halves"),
    "sides": N_("Left & right halves"),
    "cave": N_("Cave"),
}
# what a line's note says, by its kind, for a count n (translated where it is drawn)
NOTES = {
    "kinds": N_n("{n} kind", "{n} kinds"),
    "set": N_n("set of {n}", "set of {n}"),
    "cards": N_n("{n} card", "{n} cards"),
}
ROW_OF_SLOT = {"tree": "trees", "top": "top", "bottom": "bottom", "left": "sides", "right": "sides"}



class TreeLike(Protocol):
    """A tree as scoring reads it: ``tree["card"]`` (the id, "" for a sapling seen from
    outside), ``tree["sapling"]`` and one sequence of card ids per side. The state's
    trees (and plain dicts) and the observation's frozen trees all answer so."""

    def __getitem__(self, key: str, /) -> Any: ...


Forest = Sequence[TreeLike]


@dataclasses.dataclass(frozen=True)
class Item:
    """One visible card of a forest: a tree, a sapling, or a dweller half."""

    card: str
    species: str | None  # None: a sapling (no species, no symbol)
    symbol: str | None
    types: tuple[str, ...]
    tree: int
    slot: str  # "tree" or a side


@dataclasses.dataclass(frozen=True)
class Line:
    """A scored entry: one card, or one set scored together (butterflies, chestnuts)."""

    key: str  # the card id, or "set:<species>" for a set
    label: str
    points: int
    cards: tuple[str, ...]
    row: str
    note: str = ""  # a key of NOTES, or ""
    note_n: int = 0


def _items(key: ForestKey) -> list[Item]:
    """The items of a forest, read from its key (a tree's card, whether a sapling, then
    its sides in the order of SIDES)."""
    items: list[Item] = []
    for t, tree in enumerate(key):
        row: tuple[Any, ...] = tree  # read by place; places 2 to 5 hold the sides' cards
        items.append(_item(row[0], t, "sapling" if row[1] else "tree"))
        for side, at in _SIDE_AT:
            for cid in row[at]:
                items.append(_item(cid, t, side))
    return items


@functools.lru_cache(maxsize=32768)  # cards x trees x slots
def _item(card: str, tree: int, slot: str) -> Item:
    """The item of a card lying in ``slot`` of tree ``tree`` ("sapling": face down).
    Items are immutable and few (card x tree x slot), so each is made once: scoring
    runs thousands of times per computer move."""
    if slot == "sapling":
        return Item(card, None, None, ("tree",), tree, "tree")
    sp, sym = CARDS[card].half(slot)
    return Item(card, sp, sym, SPECIES[sp].types, tree, slot)


# each side with its place in a tree's key (indexing beats unpacking a tree's sides)
_SIDE_AT = tuple(zip(SIDES, range(2, 6)))
# a forest's contents: per tree its card, whether a sapling, and its four sides' cards
ForestKey = tuple[
    tuple[str, bool, tuple[str, ...], tuple[str, ...], tuple[str, ...], tuple[str, ...]], ...]


@dataclasses.dataclass
class Stats:
    """Counts one forest's scoring needs, gathered in one pass."""

    items: list[Item]
    types: Counter[str]
    species: Counter[str]
    symbols: Counter[str]
    kinds: Counter[str]  # tree species counts, one more per Violet Carpenter Bee at such a tree
    trees_total: int  # trees + saplings + bees
    bottom_cards: int
    full_trees: int
    key: ForestKey = ()  # the forest's contents, as forest_stats remembers them


def forest_stats(forest: Forest) -> Stats:
    """The forest's counts, remembered by its contents: a computer player's search
    scores the same forests over and over (the opponent's is the same in most
    positions it weighs). Callers only read a Stats."""
    key = forest_key(forest)
    stats = _STATS.get(key)
    if stats is None:
        if len(_STATS) >= _STATS_KEPT:
            _STATS.clear()
        stats = _STATS[key] = _forest_stats(key)
    return stats


def forest_key(forest: Forest) -> ForestKey:
    """The forest's contents as a value. A state's tree is read by its attributes: four
    times quicker than by key, and a search builds this key for every forest of every
    position it judges."""
    return tuple([
        (t.card, t.sapling, tuple(t.top), tuple(t.bottom), tuple(t.left), tuple(t.right))
        if type(t) is Tree else
        (t["card"], t["sapling"], tuple(t["top"]), tuple(t["bottom"]), tuple(t["left"]),
         tuple(t["right"]))
        for t in forest
    ])


_STATS: dict[ForestKey, Stats] = {}
_STATS_KEPT = 4096


def _forest_stats(key: ForestKey) -> Stats:
    """A forest's counts, from its key: plain tuples read quicker than a state's trees."""
    items = _items(key)
    types: Counter[str] = Counter()
    species: Counter[str] = Counter()
    symbols: Counter[str] = Counter()
    for it in items:
        for ty in it.types:
            types[ty] += 1
        if it.species:
            species[it.species] += 1
        if it.symbol:
            symbols[it.symbol] += 1
    kinds = Counter({s: species[s] for s in TREE_SPECIES if species[s]})
    bees = 0
    for it in items:
        if it.species == "carpenter_bee":
            bees += 1
            host_card, host_sapling = key[it.tree][:2]
            if not host_sapling:
                kinds[CARDS[host_card].half("tree")[0]] += 1
    trees = sum(1 for it in items if it.slot == "tree")
    bottom = sum(len(t[3]) for t in key)
    full = sum(1 for t in key if t[2] and t[3] and t[4] and t[5])  # every side taken
    return Stats(items, types, species, symbols, kinds, trees + bees, bottom, full, key)


def _card_points(it: Item, rule: ScoreRule, forest: Forest, me: Stats,
                 others: list[Stats]) -> int:
    kind = rule["kind"]
    pts = int(rule.get("points", 0))
    tree = forest[it.tree]
    if kind == "none":
        return 0
    if kind == "flat":
        return pts
    if kind == "per_type":
        return pts * sum(me.types[t] for t in rule["types"])
    if kind == "per_species":
        return pts * me.species[rule["species"]]
    if kind == "if_species":
        return pts if me.species[rule["species"]] else 0
    if kind == "on_tree":
        host = None if tree["sapling"] else CARDS[tree["card"]].half("tree")[0]
        return pts if host == rule["tree"] else 0
    if kind == "all_species":
        return pts if all(me.species[s] for s in TREE_SPECIES) else 0
    if kind == "min_trees":
        return pts if me.trees_total >= rule["min"] else 0
    if kind == "most_trees":
        return pts if all(o.trees_total <= me.trees_total for o in others) else 0
    if kind == "linden":
        mine = me.kinds["linden"]
        top = all(o.kinds["linden"] <= mine for o in others)
        return int(rule["high"] if top else rule["low"])
    if kind == "species_threshold":
        return pts if me.kinds[it.species or ""] >= rule["min"] else 0
    if kind == "bat_set":
        bats = {s for s in me.species if "bat" in SPECIES[s].types}
        return pts if len(bats) >= rule["distinct"] else 0
    if kind == "own_slots":
        return pts * sum(len(tree[s]) for s in SIDES)
    if kind == "bottom_cards":
        return pts * me.bottom_cards
    if kind == "full_trees":
        return pts * me.full_trees
    if kind == "opposite_bat":
        other = tree[OPPOSITE[it.slot]]
        has_bat = any("bat" in SPECIES[CARDS[c].half(OPPOSITE[it.slot])[0]].types for c in other)
        return pts if has_bat else 0
    if kind == "toad_pair":
        stack = tree[it.slot]
        toads = sum(1 for c in stack if CARDS[c].half(it.slot)[0] == it.species)
        return pts if toads >= 2 else 0
    if kind == "symbol_match":
        return pts * me.symbols[it.symbol or ""]
    raise ValueError(f"unknown scoring kind {kind!r}")


def _set_points(rule: ScoreRule, count: int) -> int:
    table = rule["table"]
    return int(table[min(count, len(table) - 1)])


def butterfly_sets(counts: Sequence[int], table: Sequence[int]) -> int:
    """Best split of butterflies into sets of different species. The table grows
    faster than linearly, so stacking layers (set k = every species owned k times)
    is optimal."""
    total = 0
    for k in range(1, max(counts, default=0) + 1):
        size = sum(1 for c in counts if c >= k)
        total += int(table[min(size, len(table) - 1)])
    return total


def score_forest(
    p: int, forests: Sequence[Forest], stats: Sequence[Stats], cave: int
) -> list[Line]:
    return list(_forest_scored(p, forests, stats, cave).lines)  # a copy: callers may change it


class Scored(NamedTuple):
    """A forest's lines and their total, as remembered (never to be changed)."""

    lines: list[Line]
    total: int


def _forest_scored(p: int, forests: Sequence[Forest], stats: Sequence[Stats], cave: int) -> Scored:
    me = stats[p]
    others = [s for i, s in enumerate(stats) if i != p]
    # A forest's lines depend on the others only through the most trees and lindens.
    key = (me.key, cave, max((o.trees_total for o in others), default=-1),
           max((o.kinds["linden"] for o in others), default=-1))
    found = _LINES.get(key) if me.key else None
    if found is None:
        lines = _score_forest(forests[p], me, others, cave)
        found = Scored(lines, sum(ln.points for ln in lines))
        if me.key:
            if len(_LINES) >= _LINES_KEPT:
                _LINES.clear()
            _LINES[key] = found
    return found


_LINES: dict[tuple[ForestKey, int, int, int], Scored] = {}
_LINES_KEPT = _STATS_KEPT


# Scoring kinds whose points depend on the forest's counts and the species alone, not
# on the card's tree or place: worked out once per species in a forest.
_SPECIES_WIDE = frozenset({"none", "flat", "per_type", "per_species", "if_species",
                           "all_species", "min_trees", "most_trees", "linden",
                           "species_threshold", "bat_set", "bottom_cards", "full_trees"})


def _score_forest(forest: Forest, me: Stats, others: list[Stats], cave: int) -> list[Line]:
    lines: list[Line] = []
    groups: dict[str, list[Item]] = {}
    wide: dict[str, int] = {}  # points of a species-wide kind, by species
    for it in me.items:
        if it.species is None:
            continue
        sp = SPECIES[it.species]
        rule = sp.score
        kind = rule["kind"]
        if kind in ("set_table", "butterfly_sets"):
            key = "butterflies" if kind == "butterfly_sets" else it.species
            groups.setdefault(key, []).append(it)
            continue
        if kind in _SPECIES_WIDE:
            found = wide.get(it.species)
            if found is None:
                found = wide[it.species] = _card_points(it, rule, forest, me, others)
            pts = found
        else:
            pts = _card_points(it, rule, forest, me, others)
        lines.append(Line(it.card, sp.en, pts, (it.card,), ROW_OF_SLOT[it.slot]))
    for key, members in groups.items():
        first = SPECIES[members[0].species or ""]
        rule = first.score
        cards = tuple(m.card for m in members)
        row = ROW_OF_SLOT[members[0].slot]
        if key == "butterflies":
            per = Counter(m.species for m in members)
            pts = butterfly_sets(list(per.values()), rule["table"])
            lines.append(
                Line("set:butterflies", N_("Butterflies"), pts, cards, row, "kinds", len(per))
            )
        else:
            count = me.kinds[key] if rule.get("bees") else me.species[key]
            pts = _set_points(rule, count)
            lines.append(Line(f"set:{key}", first.en, pts, cards, row, "set", count))
    if cave:
        lines.append(Line("cave", N_("Cave"), cave, (), "cave", "cards", cave))
    return lines


def score_table(forests: Sequence[Forest], caves: Sequence[int]) -> list[list[Line]]:
    """Every seat's scored lines; Linden and Woodpecker compare across forests."""
    stats = [forest_stats(f) for f in forests]
    return [score_forest(p, forests, stats, caves[p]) for p in range(len(forests))]


def score_totals(forests: Sequence[Forest], caves: Sequence[int]) -> list[int]:
    """Every seat's points, the sums of ``score_table``'s lines: a search judges every
    position it weighs by them, and the remembered totals spare copying the lines."""
    stats = [forest_stats(f) for f in forests]
    return [_forest_scored(p, forests, stats, caves[p]).total for p in range(len(forests))]


def row_totals(lines: Sequence[Line]) -> dict[str, int]:
    totals = dict.fromkeys(ROWS, 0)
    for ln in lines:
        totals[ln.row] += ln.points
    return totals


def card_points(lines: Sequence[Line], card: str) -> Line | None:
    """The scored line a card belongs to (its own, or its set's)."""
    for ln in lines:
        if card in ln.cards:
            return ln
    return None
