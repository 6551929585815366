"""One test per species' scoring rule, with the edge cases the card notes name."""

from __future__ import annotations

import pytest

from game.games.mischwald.scoring import butterfly_sets, score_table
from tests.games.mischwald.util import tree

EMPTY: list = []


def points(forest, *others, cave=0):
    """{line key: points} and the total of seat 0."""
    forests = [forest, *(others or [EMPTY])]
    lines = score_table(forests, [cave] + [0] * (len(forests) - 1))[0]
    return {ln.key: ln.points for ln in lines}, sum(ln.points for ln in lines)


ALL_EIGHT = [tree(t) for t in ("T01", "T10", "T17", "T23", "T33", "T43", "T49", "T56")]


# --- trees ---------------------------------------------------------------------------
def test_linden_three_each_when_nobody_has_more_ties_included():
    mine = [tree("T01"), tree("T02")]
    pts, _ = points(mine, [tree("T03"), tree("T04")])
    assert pts["T01"] == pts["T02"] == 3


def test_linden_one_each_when_another_forest_has_more():
    pts, _ = points([tree("T01")], [tree("T02"), tree("T03")])
    assert pts["T01"] == 1


def test_linden_bee_raises_the_count_for_the_comparison_only():
    mine = [tree("T01", left=["H43"])]  # a Violet Carpenter Bee at the Linden
    pts, total = points(mine, [tree("T02"), tree("T03")])
    assert pts["T01"] == 3 and pts["H43"] == 0 and total == 3


def test_oak_needs_all_eight_species_saplings_do_not_help():
    pts, _ = points(ALL_EIGHT)
    assert pts["T10"] == 10
    seven = ALL_EIGHT[:-1] + [tree("V01", sapling=True)]
    pts, _ = points(seven)
    assert pts["T10"] == 0


def test_silver_fir_two_per_card_stacked_hares_counted():
    fir = tree("T17", top=["V01"], bottom=["V02"], left=["H01", "H02", "H03"], right=["H04"])
    pts, _ = points([fir])
    assert pts["T17"] == 2 * 6


def test_birch_and_douglas_flat():
    pts, _ = points([tree("T23"), tree("T49")])
    assert pts["T23"] == 1 and pts["T49"] == 5


def test_beech_needs_four_and_a_bee_counts():
    three = [tree("T33"), tree("T34"), tree("T35")]
    pts, total = points(three)
    assert total == 0
    with_bee = [tree("T33", left=["H22"]), tree("T34"), tree("T35")]
    pts, total = points(with_bee)
    assert total == 15 and pts["H22"] == 0
    pts, total = points(three + [tree("T36")])
    assert total == 20


def test_sycamore_counts_trees_and_saplings_not_bees():
    forest = [tree("T43"), tree("T44", left=["H43"]), tree("T23"), tree("V01", sapling=True)]
    pts, _ = points(forest)
    assert pts["T43"] == pts["T44"] == 4


@pytest.mark.parametrize(("n", "want"), [(1, 1), (2, 4), (3, 9), (5, 25), (7, 49), (8, 49)])
def test_horse_chestnut_set(n, want):
    forest = [tree(f"T{56 + i}") for i in range(n)]
    pts, _ = points(forest)
    assert pts["set:horse_chestnut"] == want


def test_horse_chestnut_bees_add_to_the_set():
    forest = [tree("T56", left=["H43"]), tree("T57", left=["H22"])]
    pts, _ = points(forest)
    assert pts["set:horse_chestnut"] == 16


# --- top halves ----------------------------------------------------------------------
def test_bullfinch_two_per_insect_butterflies_included():
    forest = [tree("T23", top=["V09"], bottom=["V17"]), tree("T24", top=["V05"])]
    pts, _ = points(forest)  # Fireflies and a Fritillary: two insects
    assert pts["V09"] == 4


def test_chaffinch_only_on_a_beech():
    pts, _ = points([tree("T33", top=["V03"]), tree("T23", top=["V10"])])
    assert pts["V03"] == 5 and pts["V10"] == 0


def test_jay_and_owl_flat():
    pts, _ = points([tree("T23", top=["V13"]), tree("T24", top=["V14"])])
    assert pts["V13"] == 3 and pts["V14"] == 5


def test_goshawk_three_per_bird_itself_included():
    pts, _ = points([tree("T23", top=["V01"]), tree("T24", top=["V13"]), tree("T25")])
    assert pts["V01"] == 6


def test_woodpecker_most_trees_ties_allowed_bees_and_saplings_count():
    mine = [tree("T23", top=["V02"]), tree("V03", sapling=True, left=["H43"])]
    pts, _ = points(mine, [tree("T24"), tree("T25"), tree("T26")])
    assert pts["V02"] == 10  # 2 trees + 1 bee = 3, equal to the other forest
    pts, _ = points(mine, [tree("T24"), tree("T25"), tree("T26"), tree("T27")])
    assert pts["V02"] == 0


def test_squirrel_only_on_an_oak():
    pts, _ = points([tree("T10", top=["V21"]), tree("T23", top=["V22"])])
    assert pts["V21"] == 5 and pts["V22"] == 0


def test_butterfly_sets_appendix_example():
    # Camberwell x2, Peacock x2, Purple Emperor x1: sets of 3 and 2 = 6 + 3
    forest = [
        tree("T23", top=["V07"]),
        tree("T24", top=["V17"]),
        tree("T25", top=["V20"]),
        tree("T26", top=["V26"]),
        tree("T27", top=["V06"]),
    ]
    pts, total = points(forest)
    assert pts["set:butterflies"] == 9 and total == 9 + 5


@pytest.mark.parametrize(
    ("counts", "want"),
    [([1], 0), ([1, 1], 3), ([1, 1, 1, 1], 12), ([1, 1, 1, 1, 1], 20), ([4, 4, 4, 4, 4], 80)],
)
def test_butterfly_set_table(counts, want):
    assert butterfly_sets(counts, [0, 0, 3, 6, 12, 20]) == want


# --- bottom halves -------------------------------------------------------------------
def test_blackberries_two_per_plant():
    pts, _ = points([tree("T23", bottom=["V15"]), tree("T24", bottom=["V01"])])
    assert pts["V15"] == 4


def test_mushrooms_mole_bear_raccoon_bee_score_nothing():
    forest = [
        tree("T23", bottom=["V26"], left=["H10"], right=["H38"]),
        tree("T24", bottom=["V28"], left=["H22"]),
    ]
    pts, total = points(forest)
    assert pts["V26"] == pts["V28"] == pts["H10"] == pts["H38"] == pts["H22"] == 0
    assert total == 2  # the two Birches


def test_toads_score_only_as_a_pair():
    lone = [tree("T23", bottom=["V12"])]
    pts, _ = points(lone)
    assert pts["V12"] == 0
    pair = [tree("T23", bottom=["V12", "V21"])]
    pts, _ = points(pair)
    assert pts["V12"] == pts["V21"] == 5


@pytest.mark.parametrize(("n", "want"), [(1, 0), (2, 10), (3, 15), (4, 20)])
def test_fireflies_set(n, want):
    cards = ["V17", "V22", "V24", "V27"][:n]
    forest = [tree(f"T{23 + i}", bottom=[c]) for i, c in enumerate(cards)]
    pts, _ = points(forest)
    assert pts["set:fireflies"] == want


@pytest.mark.parametrize(("n", "want"), [(1, 5), (2, 15), (3, 25)])
def test_fire_salamander_set(n, want):
    cards = ["V05", "V08", "V33"][:n]
    forest = [tree(f"T{23 + i}", bottom=[c]) for i, c in enumerate(cards)]
    pts, _ = points(forest)
    assert pts["set:fire_salamander"] == want


def test_hedgehog_two_per_butterfly_card():
    forest = [tree("T23", top=["V07"], bottom=["V19"]), tree("T24", top=["V17"])]
    pts, _ = points(forest)
    assert pts["V19"] == 4  # two Camberwell Beauties: cards, not species


def test_moss_needs_ten_trees_bees_and_saplings_count():
    nine = [tree(f"T{23 + i}") for i in range(8)] + [tree("V03", sapling=True)]
    nine[0]["bottom"] = ["V01"]
    pts, _ = points(nine)
    assert pts["V01"] == 0
    nine[1]["left"] = ["H43"]
    pts, _ = points(nine)
    assert pts["V01"] == 10


def test_pond_turtle_flat():
    pts, _ = points([tree("T23", bottom=["V06"])])
    assert pts["V06"] == 5


def test_stag_beetle_one_per_paw_animal():
    forest = [tree("T23", bottom=["V04"], top=["V21"], left=["H01", "H02"], right=["H25"])]
    pts, _ = points(forest)  # Squirrel, two Hares, Wolf
    assert pts["V04"] == 4


def test_tree_ferns_six_per_amphibian():
    forest = [tree("T23", bottom=["V13"]), tree("T24", bottom=["V12"]), tree("T25", bottom=["V06"])]
    pts, _ = points(forest)
    assert pts["V13"] == 12


def test_tree_frog_five_per_gnat():
    forest = [tree("T23", bottom=["V09"], left=["H28"]), tree("T24", right=["H16"])]
    pts, _ = points(forest)
    assert pts["V09"] == 10


def test_wild_strawberries_need_all_eight_species():
    forest = [dict(t) for t in ALL_EIGHT]
    forest[0] = tree("T01", bottom=["V14"])
    pts, _ = points(forest)
    assert pts["V14"] == 10
    pts, _ = points([tree("T01", bottom=["V14"])])
    assert pts["V14"] == 0


def test_wood_ant_two_per_bottom_card_stacked_toads_count():
    forest = [tree("T23", bottom=["V02"]), tree("T24", bottom=["V12", "V21"])]
    pts, _ = points(forest)
    assert pts["V02"] == 6


# --- left and right halves -----------------------------------------------------------
def test_bats_need_three_species_duplicates_then_score_too():
    two = [tree("T23", left=["H06"], right=["H02"]), tree("T24", left=["H08"])]
    pts, _ = points(two)
    assert pts["H06"] == pts["H02"] == pts["H08"] == 0
    three = two + [tree("T25", left=["H09"])]
    pts, _ = points(three)
    assert [pts[k] for k in ("H06", "H02", "H08", "H09")] == [5, 5, 5, 5]


def test_beech_marten_five_per_full_tree():
    full = tree("T23", top=["V01"], bottom=["V02"], left=["H11"], right=["H02"])
    pts, _ = points([full, tree("T24", top=["V03"])])
    assert pts["H11"] == 5


def test_badger_and_squeaker_flat():
    pts, _ = points([tree("T23", left=["H16"], right=["H30"])])
    assert pts["H16"] == 2 and pts["H30"] == 1


def test_dormouse_needs_a_bat_on_the_opposite_side():
    pts, _ = points([tree("T23", left=["H23"], right=["H26"])])
    assert pts["H23"] == 15
    pts, _ = points([tree("T23", left=["H23"]), tree("T24", right=["H26"])])
    assert pts["H23"] == 0


def test_hares_score_their_number_each():
    forest = [tree("T23", left=["H01", "H02", "H03"]), tree("T24", right=["H04"])]
    pts, total = points(forest)
    assert pts["H01"] == 4 and total == 16 + 2


def test_fallow_deer_three_per_cloven_hoofed():
    forest = [tree("T23", left=["H19"], right=["H30"]), tree("T24", left=["H36"])]
    pts, _ = points(forest)  # Fallow Deer, Squeaker (H30 right), Squeaker (H36 left)
    assert pts["H19"] == 9


def test_gnat_one_per_bat():
    pts, _ = points([tree("T23", left=["H28"], right=["H02"]), tree("T24", left=["H06"])])
    assert pts["H28"] == 2


def test_lynx_needs_a_roe_deer_not_just_any_deer():
    pts, _ = points([tree("T23", left=["H14"], right=["H21"])])  # Fallow Deer only
    assert pts["H14"] == 0
    pts, _ = points([tree("T23", left=["H14"], right=["H20"])])  # Roe Deer
    assert pts["H14"] == 10


def test_red_deer_one_per_tree_and_plant():
    forest = [tree("T23", left=["H12"], bottom=["V15"]), tree("V03", sapling=True)]
    pts, _ = points(forest)
    assert pts["H12"] == 3


def test_red_fox_two_per_hare():
    pts, _ = points(
        [
            tree(
                "T23",
                left=[
                    "H25",
                ],
                right=["H04", "H05"],
            )
        ]
    )
    assert pts["H25"] == 4


def test_roe_deer_counts_visible_symbols_only():
    # Roe Deer (Birch symbol) at a Birch, a Birch-symbol Gnat; the tucked halves do not count
    forest = [tree("T23", right=["H20"], left=["H28"]), tree("T10", top=["V34"])]
    pts, _ = points(forest)
    assert pts["H20"] == 3 * 4  # Birch tree, Roe Deer, Gnat, Purple Emperor (Birch)


def test_wild_boar_needs_a_squeaker():
    pts, _ = points([tree("T23", left=["H05"])])
    assert pts["H05"] == 0
    pts, _ = points([tree("T23", left=["H05"], right=["H30"])])
    assert pts["H05"] == 10


def test_wolf_five_per_deer():
    forest = [tree("T23", left=["H29"], right=["H20"]), tree("T24", left=["H12"])]
    pts, _ = points(forest)
    assert pts["H29"] == 10


def test_cave_one_point_per_card():
    pts, total = points([], cave=7)
    assert pts["cave"] == 7 and total == 7


def test_sycamore_reference_example_two_sycamores_seven_trees_one_sapling():
    others = ["T01", "T10", "T17", "T23", "T33", "T49", "T56"]
    forest = [tree("T43"), tree("T44")] + [tree(t) for t in others]
    forest.append(tree("V01", sapling=True))
    pts, _ = points(forest)
    assert pts["T43"] + pts["T44"] == 20


def test_linden_comparison_over_three_forests():
    mine = [tree("T01"), tree("T02")]
    tie = [tree("T03"), tree("T04")]
    more = [tree("T05"), tree("T06"), tree("T07")]
    pts, _ = points(mine, tie)
    assert pts["T01"] == 3
    pts, _ = points(mine, tie, more)
    assert pts["T01"] == 1
    lines = score_table([mine, tie, more], [0, 0, 0])[2]
    assert {ln.key: ln.points for ln in lines}["T05"] == 3


def test_scoring_agrees_with_the_independent_recount_on_random_tables():
    import random

    from game.games.mischwald.data import CARDS
    from game.games.mischwald.invariants import recount

    trees = [c for c in CARDS if CARDS[c].kind == "tree"]
    split = [c for c in CARDS if CARDS[c].kind in ("side", "vert")]
    for seed in range(150):
        rng = random.Random(seed)
        n = rng.randint(2, 5)
        deck_t, deck_s = trees[:], split[:]
        rng.shuffle(deck_t)
        rng.shuffle(deck_s)
        forests = []
        for _p in range(n):
            forest = []
            for _k in range(rng.randint(0, 12)):
                if rng.random() < 0.15 and deck_s:
                    forest.append(tree(deck_s.pop(), sapling=True))
                else:
                    forest.append(tree(deck_t.pop()))
            for _k in range(rng.randint(0, 30)):
                if not forest or not deck_s:
                    break
                c = deck_s.pop()
                sides = ("left", "right") if CARDS[c].kind == "side" else ("top", "bottom")
                t, side = rng.randrange(len(forest)), rng.choice(sides)
                stack = forest[t][side]
                same = all(CARDS[x].half(side)[0] == CARDS[c].half(side)[0] for x in stack)
                kind = CARDS[c].half(side)[0]
                if not stack or (same and (kind == "hare" or (kind == "toad" and len(stack) < 2))):
                    stack.append(c)
            forests.append(forest)
        caves = [rng.randint(0, 5) for _ in range(n)]
        lines = score_table(forests, caves)
        totals = [sum(ln.points for ln in seat) for seat in lines]
        assert totals == recount(forests, caves), seed
