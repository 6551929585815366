"""The card data against the reference: counts, halves, symbols, costs, types."""

from __future__ import annotations

from collections import Counter

from game.games.mischwald.data import CARDS, SPECIES, TREE_SPECIES, WINTER_IDS

# (tree cards, left/right halves, top halves, bottom halves) per tree symbol
SYMBOL_TABLE = {
    "linden": (9, 12, 5, 6),
    "oak": (7, 11, 6, 6),
    "silver_fir": (6, 12, 6, 6),
    "birch": (10, 9, 6, 6),
    "beech": (10, 10, 6, 6),
    "sycamore": (6, 10, 7, 7),
    "douglas_fir": (7, 12, 6, 6),
    "horse_chestnut": (11, 12, 6, 5),
}


def halves():
    for c in CARDS.values():
        if c.kind == "tree":
            yield c, "tree", c.a
        elif c.kind == "side":
            yield c, "left", c.a
            yield c, "right", c.b
        elif c.kind == "vert":
            yield c, "top", c.a
            yield c, "bottom", c.b


def test_161_deck_cards_by_kind():
    kinds = Counter(c.kind for c in CARDS.values())
    assert kinds == {"tree": 66, "vert": 48, "side": 44, "winter": 3}
    assert len(WINTER_IDS) == 3 and len(TREE_SPECIES) == 8


def test_symbol_distribution_matches_the_reference():
    got = {s: [0, 0, 0, 0] for s in TREE_SPECIES}
    column = {"tree": 0, "left": 1, "right": 1, "top": 2, "bottom": 3}
    for _c, slot, half in halves():
        got[half[1]][column[slot]] += 1
    assert {s: tuple(v) for s, v in got.items()} == SYMBOL_TABLE


def test_no_split_card_shows_one_symbol_twice():
    for c in CARDS.values():
        if c.kind in ("side", "vert"):
            assert c.a[1] != c.b[1], c.id


def test_copies_and_slots_per_species():
    copies = Counter(half[0] for _c, _s, half in halves())
    assert copies["hare"] == 11 and copies["horse_chestnut"] == 11 and copies["toad"] == 6
    assert copies["lynx"] == 6 and copies["mole"] == 2 and copies["wood_ant"] == 3
    assert sum(copies.values()) == 66 + 48 * 2 + 44 * 2
    for _c, slot, half in halves():
        sp = SPECIES[half[0]]
        want = {"tree": "tree", "top": "top", "bottom": "bottom"}.get(slot, "side")
        assert sp.slot == want, (half, slot)


def test_exact_pairings_spot_checks():
    assert CARDS["H34"].a == ("hare", "beech") and CARDS["H34"].b == ("red_deer", "horse_chestnut")
    assert CARDS["H42"].a == ("hare", "birch") and CARDS["H42"].b == ("red_deer", "horse_chestnut")
    assert CARDS["V28"].a == ("large_tortoiseshell", "sycamore")
    assert CARDS["V28"].b == ("mole", "oak")
    assert CARDS["V48"].a == ("woodpecker", "linden") and CARDS["V48"].b == (
        "penny_bun",
        "douglas_fir",
    )
    assert CARDS["H10"].a == ("brown_bear", "linden") and CARDS["H10"].b == (
        "raccoon",
        "silver_fir",
    )


def test_costs_and_types():
    cost = {s: SPECIES[s].cost for s in SPECIES}
    assert cost["horse_chestnut"] == 1 and cost["wood_ant"] == 1 and cost["brown_bear"] == 3
    assert cost["wolf"] == 3 and cost["birch"] == 0 and cost["oak"] == 2
    assert set(SPECIES["roe_deer"].types) == {"cloven", "deer"}
    assert set(SPECIES["peacock"].types) == {"insect", "butterfly"}
    assert SPECIES["pond_turtle"].types == ("amphibian",)
    assert SPECIES["squeaker"].types == ("cloven",)
    roe = sorted(half[1] for _c, _s, half in halves() if half[0] == "roe_deer")
    assert roe == sorted(["linden", "silver_fir", "birch", "beech", "horse_chestnut"])
