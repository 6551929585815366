"""Checks of a Mischwald state: every card exactly once, hand and clearing limits,
the game ending at the last winter card, every slot holding what may lie there; and a
second, independent count of every forest's points, written per species with plain
loops over the raw state, compared with the score sheet so that a slip in either shows
up in the random games. No pygame here."""

from __future__ import annotations

from collections import Counter

from game.core import ScoreSheet
from game.games.mischwald.data import (
    ALL_CARD_IDS,
    CARDS,
    SIDES,
    SPECIES,
    TREE_SPECIES,
    species_of,
)
from game.games.mischwald.state import (
    CLEARING_LIMIT,
    HAND_LIMIT,
    WINTER_SET,
    WINTERS_TO_END,
    MwState,
    Tree,
)


def all_cards(s: MwState) -> list[str]:
    cards = list(s.deck) + s.clearing + s.winters + s.removed + s.discard
    for p in range(s.players):
        cards += s.hands[p] + s.redrawn[p] + s.caves[p]
        for tree in s.forests[p]:
            cards.append(tree["card"])
            for side in SIDES:
                cards += tree[side]
    if s.play is not None:
        cards.append(s.play["card"])
    return cards


def invariants(s: MwState, sheet: ScoreSheet) -> list[str]:
    problems: list[str] = []
    counts = Counter(all_cards(s))
    if sorted(counts) != sorted(ALL_CARD_IDS) or any(n != 1 for n in counts.values()):
        dup = sorted(c for c, n in counts.items() if n != 1)[:5]
        problems.append(f"cards lost or duplicated (e.g. {dup})")
    for p, hand in enumerate(s.hands):
        if len(hand) > HAND_LIMIT:
            problems.append(f"seat {p} holds {len(hand)} cards")
        if any(c in WINTER_SET for c in hand):
            problems.append(f"seat {p} holds a winter card")
    if (len(s.winters) >= WINTERS_TO_END) != s.over:
        problems.append("the game must end exactly at the third winter card")
    if s.phase == "turn" and len(s.clearing) >= CLEARING_LIMIT:
        problems.append("a turn starts with a full clearing")
    for p, forest in enumerate(s.forests):
        for t, tree in enumerate(forest):
            if not tree["sapling"] and CARDS[tree["card"]].kind != "tree":
                problems.append(f"seat {p} tree {t} is not a tree card")
            for side in SIDES:
                problems += _slot_problems(s, p, t, side, tree[side])
    cave_row = sheet.rows[-1].values
    if cave_row != [len(c) for c in s.caves]:
        problems.append("the cave row differs from the cards under the caves")
    again = recount(s.forests, [len(c) for c in s.caves])
    if again != sheet.totals:
        problems.append(f"score sheet {sheet.totals} differs from a recount {again}")
    return problems


def _slot_problems(s: MwState, p: int, t: int, side: str, stack: list[str]) -> list[str]:
    where = f"seat {p} tree {t} {side}"
    out = []
    for c in stack:
        kind = CARDS[c].kind
        if kind not in ("side", "vert") or (kind == "side") != (side in ("left", "right")):
            out.append(f"{where}: {c} does not fit there")
            return out
    if len(stack) > 1:
        names = {species_of(c, side).id for c in stack}
        rule = species_of(stack[0], side).stack
        if len(names) > 1 or rule is None or (rule["max"] and len(stack) > rule["max"]):
            out.append(f"{where}: {len(stack)} cards share a slot")
    return out


# --- the independent recount --------------------------------------------------
BUTTERFLY_TABLE = (0, 0, 3, 6, 12, 20)
CHESTNUT = (0, 1, 4, 9, 16, 25, 36, 49)
FIREFLIES = (0, 0, 10, 15, 20)
SALAMANDER = (0, 5, 15, 25)
FLAT = {
    "birch": 1,
    "douglas_fir": 5,
    "jay": 3,
    "tawny_owl": 5,
    "pond_turtle": 5,
    "badger": 2,
    "squeaker": 1,
}
BATS = ("barbastelle", "bechstein", "long_eared_bat", "horseshoe_bat")
BUTTERFLIES = (
    "camberwell_beauty",
    "large_tortoiseshell",
    "peacock",
    "purple_emperor",
    "fritillary",
)


Half = tuple[str | None, str | None, int, str]


def _halves(forest: list[Tree]) -> list[Half]:
    """(species, symbol, tree index, slot) of every visible card; saplings as None."""
    out: list[Half] = []
    for i, t in enumerate(forest):
        if t["sapling"]:
            out.append((None, None, i, "tree"))
        else:
            sp, sym = CARDS[t["card"]].half("tree")
            out.append((sp, sym, i, "tree"))
        for side in SIDES:
            for c in t[side]:
                sp, sym = CARDS[c].half(side)
                out.append((sp, sym, i, side))
    return out


def _trees(forest: list[Tree]) -> tuple[dict[str, int], int]:
    """Tree kinds counted with bees, and trees + saplings + bees."""
    kinds: dict[str, int] = {}
    total = len(forest)
    for t in forest:
        if not t["sapling"]:
            k = CARDS[t["card"]].half("tree")[0]
            kinds[k] = kinds.get(k, 0) + 1
    for t in forest:
        for side in ("left", "right"):
            for c in t[side]:
                if CARDS[c].half(side)[0] == "carpenter_bee":
                    total += 1
                    if not t["sapling"]:
                        k = CARDS[t["card"]].half("tree")[0]
                        kinds[k] = kinds.get(k, 0) + 1
    return kinds, total


def recount(forests: list[list[Tree]], caves: list[int]) -> list[int]:
    trees = [_trees(f) for f in forests]
    return [_one(p, forests, trees) + caves[p] for p in range(len(forests))]


def _one(p: int, forests: list[list[Tree]], trees: list[tuple[dict[str, int], int]]) -> int:
    forest = forests[p]
    halves = _halves(forest)
    kinds, total_trees = trees[p]
    others = [t for i, t in enumerate(trees) if i != p]
    n: dict[str, int] = {}
    for sp, _sym, _i, _slot in halves:
        if sp:
            n[sp] = n.get(sp, 0) + 1

    def typed(kind: str) -> int:
        return sum(
            1
            for sp, *_ in halves
            if (kind == "tree" and _[-1] == "tree")
            or (sp and _[-1] != "tree" and kind in SPECIES[sp].types)
        )

    real = {s: n.get(s, 0) for s in TREE_SPECIES}
    score = 0
    for sp, sym, i, slot in halves:
        if sp is None:
            continue
        tree = forest[i]
        host = None if tree["sapling"] else CARDS[tree["card"]].half("tree")[0]
        if sp in FLAT:
            score += FLAT[sp]
        elif sp == "linden":
            mine = kinds.get("linden", 0)
            score += 3 if all(o[0].get("linden", 0) <= mine for o in others) else 1
        elif sp in ("oak", "wild_strawberries"):
            score += 10 if all(real.values()) else 0
        elif sp == "silver_fir":
            score += 2 * sum(len(tree[s]) for s in SIDES)
        elif sp == "beech":
            score += 5 if kinds.get("beech", 0) >= 4 else 0
        elif sp == "sycamore":
            score += len(forest)
        elif sp == "bullfinch":
            score += 2 * typed("insect")
        elif sp == "chaffinch":
            score += 5 if host == "beech" else 0
        elif sp == "squirrel":
            score += 5 if host == "oak" else 0
        elif sp == "goshawk":
            score += 3 * typed("bird")
        elif sp == "woodpecker":
            score += 10 if all(o[1] <= total_trees for o in others) else 0
        elif sp == "blackberries":
            score += 2 * typed("plant")
        elif sp == "toad":
            score += 5 if sum(1 for c in tree[slot] if CARDS[c].half(slot)[0] == "toad") == 2 else 0
        elif sp == "hedgehog":
            score += 2 * typed("butterfly")
        elif sp == "moss":
            score += 10 if total_trees >= 10 else 0
        elif sp == "stag_beetle":
            score += typed("paw")
        elif sp == "tree_ferns":
            score += 6 * typed("amphibian")
        elif sp == "tree_frog":
            score += 5 * n.get("gnat", 0)
        elif sp == "wood_ant":
            score += 2 * sum(len(t["bottom"]) for t in forest)
        elif sp in BATS:
            score += 5 if sum(1 for b in BATS if n.get(b)) >= 3 else 0
        elif sp == "beech_marten":
            score += 5 * sum(1 for t in forest if all(t[s] for s in SIDES))
        elif sp == "dormouse":
            other = "right" if slot == "left" else "left"
            score += 15 if any(CARDS[c].half(other)[0] in BATS for c in tree[other]) else 0
        elif sp == "hare":
            score += n["hare"]
        elif sp == "fallow_deer":
            score += 3 * typed("cloven")
        elif sp == "gnat":
            score += typed("bat")
        elif sp == "lynx":
            score += 10 if n.get("roe_deer") else 0
        elif sp == "red_deer":
            score += typed("tree") + typed("plant")
        elif sp == "red_fox":
            score += 2 * n.get("hare", 0)
        elif sp == "roe_deer":
            score += 3 * sum(1 for h in halves if h[1] == sym)
        elif sp == "wild_boar":
            score += 10 if n.get("squeaker") else 0
        elif sp == "wolf":
            score += 5 * typed("deer")
    score += CHESTNUT[min(kinds.get("horse_chestnut", 0), 7)]
    score += FIREFLIES[min(n.get("fireflies", 0), 4)]
    score += SALAMANDER[min(n.get("fire_salamander", 0), 3)]
    counts = [n.get(b, 0) for b in BUTTERFLIES]
    for k in range(1, max(counts) + 1):
        score += BUTTERFLY_TABLE[sum(1 for c in counts if c >= k)]
    return score
