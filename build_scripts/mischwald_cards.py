"""Build assets/mischwald/cards.json from the card research notes.

The physical cards (which two halves share a card, and the tree symbol of each half)
are read from the CSV block of shared/reference/mischwald-cards.md; the species
properties (cost, type symbols, effect, bonus, scoring) are written out below in our
own keyed form, one record per species. Run once; the game reads only the JSON.

    python build_scripts/mischwald_cards.py [path/to/mischwald-cards.md]
"""

from __future__ import annotations

import csv
import io
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# the shared research notes sit beside the checkout, in ../shared/reference
DEFAULT_SOURCE = ROOT.parent / "shared" / "reference" / "mischwald-cards.md"
OUT = ROOT / "assets" / "mischwald" / "cards.json"

SYMBOLS = {
    "Li": "linden",
    "Oa": "oak",
    "SF": "silver_fir",
    "Bi": "birch",
    "Be": "beech",
    "Sy": "sycamore",
    "DF": "douglas_fir",
    "HC": "horse_chestnut",
}

D1 = [{"kind": "draw", "n": 1}]
EXTRA = [{"kind": "extra_turn"}]


def free(type_: str, many: bool = False) -> list[dict]:
    return [{"kind": "place_free", "type": type_, "many": many}]


def sp(en, de, slot, types, cost, score, text, effect=(), bonus=(), trigger=None, stack=None):
    return {
        "en": en,
        "de": de,
        "slot": slot,
        "types": list(types),
        "cost": cost,
        "effect": list(effect),
        "bonus": list(bonus),
        "trigger": trigger,
        "stack": stack,
        "score": score,
        "text": text,
    }


FLAT = lambda n: {"kind": "flat", "points": n}  # noqa: E731
NONE = {"kind": "none"}
BUTTERFLY = {"kind": "butterfly_sets", "table": [0, 0, 3, 6, 12, 20]}
BAT = {"kind": "bat_set", "distinct": 3, "points": 5}
BUTTERFLY_TEXT = (
    "Butterflies score together in sets of different species: "
    "2 kinds 3, 3 kinds 6, 4 kinds 12, 5 kinds 20."
)
BAT_TEXT = "5 points if your forest holds at least 3 different bat species, else 0."

SPECIES = {
    # --- trees -------------------------------------------------------------------------
    "linden": sp(
        "Linden",
        "Linde",
        "tree",
        ["tree"],
        1,
        {"kind": "linden", "low": 1, "high": 3},
        "1 point; 3 points if no other forest has more Lindens.",
    ),
    "oak": sp(
        "Oak",
        "Eiche",
        "tree",
        ["tree"],
        2,
        {"kind": "all_species", "points": 10},
        "10 points if your forest has all 8 tree species. Bonus: one more turn.",
        bonus=EXTRA,
    ),
    "silver_fir": sp(
        "Silver Fir",
        "Tanne",
        "tree",
        ["tree"],
        2,
        {"kind": "own_slots", "points": 2},
        "2 points per card beside this tree. Bonus: place a paw animal free.",
        bonus=free("paw"),
    ),
    "birch": sp(
        "Birch", "Birke", "tree", ["tree"], 0, FLAT(1), "1 point. Effect: draw a card.", effect=D1
    ),
    "beech": sp(
        "Beech",
        "Buche",
        "tree",
        ["tree"],
        1,
        {"kind": "species_threshold", "min": 4, "points": 5},
        "5 points if you have at least 4 Beeches. Effect: draw a card.",
        effect=D1,
    ),
    "sycamore": sp(
        "Sycamore",
        "Ahorn",
        "tree",
        ["tree"],
        2,
        {"kind": "per_type", "types": ["tree"], "points": 1},
        "1 point per tree in your forest (saplings too).",
    ),
    "douglas_fir": sp(
        "Douglas Fir",
        "Douglasie",
        "tree",
        ["tree"],
        2,
        FLAT(5),
        "5 points. Bonus: one more turn.",
        bonus=EXTRA,
    ),
    "horse_chestnut": sp(
        "Horse Chestnut",
        "Kastanie",
        "tree",
        ["tree"],
        1,
        {"kind": "set_table", "table": [0, 1, 4, 9, 16, 25, 36, 49], "bees": True},
        "Together: 1, 4, 9, 16, 25, 36, 49 points for 1 to 7+ chestnuts.",
    ),
    # --- top halves --------------------------------------------------------------------
    "bullfinch": sp(
        "Bullfinch",
        "Gimpel",
        "top",
        ["bird"],
        1,
        {"kind": "per_type", "types": ["insect"], "points": 2},
        "2 points per insect in your forest (butterflies are insects).",
    ),
    "chaffinch": sp(
        "Chaffinch",
        "Buchfink",
        "top",
        ["bird"],
        1,
        {"kind": "on_tree", "tree": "beech", "points": 5},
        "5 points if it sits on a Beech.",
    ),
    "jay": sp(
        "Eurasian Jay",
        "Eichelhäher",
        "top",
        ["bird"],
        1,
        FLAT(3),
        "3 points. Effect: one more turn.",
        effect=EXTRA,
    ),
    "goshawk": sp(
        "Goshawk",
        "Habicht",
        "top",
        ["bird"],
        2,
        {"kind": "per_type", "types": ["bird"], "points": 3},
        "3 points per bird in your forest.",
    ),
    "woodpecker": sp(
        "Great Spotted Woodpecker",
        "Buntspecht",
        "top",
        ["bird"],
        1,
        {"kind": "most_trees", "points": 10},
        "10 points if no other forest has more trees. Effect: draw a card.",
        effect=D1,
    ),
    "tawny_owl": sp(
        "Tawny Owl",
        "Waldkauz",
        "top",
        ["bird"],
        2,
        FLAT(5),
        "5 points. Effect: draw a card. Bonus: draw 2 more.",
        effect=D1,
        bonus=[{"kind": "draw", "n": 2}],
    ),
    "squirrel": sp(
        "Red Squirrel",
        "Eichhörnchen",
        "top",
        ["paw"],
        0,
        {"kind": "on_tree", "tree": "oak", "points": 5},
        "5 points if it sits on an Oak.",
    ),
    "camberwell_beauty": sp(
        "Camberwell Beauty",
        "Trauermantel",
        "top",
        ["insect", "butterfly"],
        0,
        BUTTERFLY,
        BUTTERFLY_TEXT,
    ),
    "large_tortoiseshell": sp(
        "Large Tortoiseshell",
        "Großer Fuchs",
        "top",
        ["insect", "butterfly"],
        0,
        BUTTERFLY,
        BUTTERFLY_TEXT,
    ),
    "peacock": sp(
        "Peacock Butterfly",
        "Tagpfauenauge",
        "top",
        ["insect", "butterfly"],
        0,
        BUTTERFLY,
        BUTTERFLY_TEXT,
    ),
    "purple_emperor": sp(
        "Purple Emperor",
        "Schillerfalter",
        "top",
        ["insect", "butterfly"],
        0,
        BUTTERFLY,
        BUTTERFLY_TEXT,
    ),
    "fritillary": sp(
        "Silver-Washed Fritillary",
        "Kaisermantel",
        "top",
        ["insect", "butterfly"],
        0,
        BUTTERFLY,
        BUTTERFLY_TEXT,
    ),
    # --- bottom halves -----------------------------------------------------------------
    "blackberries": sp(
        "Blackberries",
        "Brombeeren",
        "bottom",
        ["plant"],
        0,
        {"kind": "per_type", "types": ["plant"], "points": 2},
        "2 points per plant in your forest.",
    ),
    "chanterelle": sp(
        "Chanterelle",
        "Pfifferling",
        "bottom",
        ["mushroom"],
        2,
        NONE,
        "From your next turn: whenever you play a tree, you may draw a card.",
        trigger="tree",
    ),
    "toad": sp(
        "Common Toad",
        "Erdkröte",
        "bottom",
        ["amphibian"],
        0,
        {"kind": "toad_pair", "points": 5},
        "A second toad may join it on a later turn; each toad of a pair scores 5.",
        stack={"max": 2, "later_turn": True},
    ),
    "fireflies": sp(
        "Fireflies",
        "Glühwürmchen",
        "bottom",
        ["insect"],
        0,
        {"kind": "set_table", "table": [0, 0, 10, 15, 20], "bees": False},
        "Together: 10, 15, 20 points for 2, 3, 4 fireflies.",
    ),
    "fire_salamander": sp(
        "Fire Salamander",
        "Feuersalamander",
        "bottom",
        ["amphibian"],
        1,
        {"kind": "set_table", "table": [0, 5, 15, 25], "bees": False},
        "Together: 5, 15, 25 points for 1, 2, 3. Bonus: place a paw animal free.",
        bonus=free("paw"),
    ),
    "fly_agaric": sp(
        "Fly Agaric",
        "Fliegenpilz",
        "bottom",
        ["mushroom"],
        2,
        NONE,
        "From your next turn: whenever you play a paw animal, you may draw a card.",
        trigger="paw",
    ),
    "hedgehog": sp(
        "Hedgehog",
        "Igel",
        "bottom",
        ["paw"],
        1,
        {"kind": "per_type", "types": ["butterfly"], "points": 2},
        "2 points per butterfly in your forest. Bonus: draw a card.",
        bonus=D1,
    ),
    "mole": sp(
        "Mole",
        "Maulwurf",
        "bottom",
        ["paw"],
        2,
        NONE,
        "Effect: play any number of further cards from your hand, paying for each.",
        effect=[{"kind": "mole"}],
    ),
    "moss": sp(
        "Moss",
        "Moos",
        "bottom",
        ["plant"],
        0,
        {"kind": "min_trees", "min": 10, "points": 10},
        "10 points if your forest has at least 10 trees.",
    ),
    "parasol": sp(
        "Parasol Mushroom",
        "Parasol",
        "bottom",
        ["mushroom"],
        2,
        NONE,
        "From your next turn: whenever you place a card below a tree, you may draw a card.",
        trigger="bottom",
    ),
    "penny_bun": sp(
        "Penny Bun",
        "Steinpilz",
        "bottom",
        ["mushroom"],
        2,
        NONE,
        "From your next turn: whenever you place a card on top of a tree, you may draw a card.",
        trigger="top",
    ),
    "pond_turtle": sp(
        "Pond Turtle",
        "Sumpfschildkröte",
        "bottom",
        ["amphibian"],
        2,
        FLAT(5),
        "5 points. Effect: draw a card.",
        effect=D1,
    ),
    "stag_beetle": sp(
        "Stag Beetle",
        "Hirschkäfer",
        "bottom",
        ["insect"],
        2,
        {"kind": "per_type", "types": ["paw"], "points": 1},
        "1 point per paw animal in your forest. Bonus: place a bird free.",
        bonus=free("bird"),
    ),
    "tree_ferns": sp(
        "Tree Ferns",
        "Baumfarn",
        "bottom",
        ["plant"],
        1,
        {"kind": "per_type", "types": ["amphibian"], "points": 6},
        "6 points per amphibian in your forest. Effect: draw a card.",
        effect=D1,
    ),
    "tree_frog": sp(
        "Tree Frog",
        "Laubfrosch",
        "bottom",
        ["amphibian"],
        0,
        {"kind": "per_species", "species": "gnat", "points": 5},
        "5 points per Gnat in your forest.",
    ),
    "wild_strawberries": sp(
        "Wild Strawberries",
        "Walderdbeeren",
        "bottom",
        ["plant"],
        0,
        {"kind": "all_species", "points": 10},
        "10 points if your forest has all 8 tree species.",
    ),
    "wood_ant": sp(
        "Wood Ant",
        "Waldameise",
        "bottom",
        ["insect"],
        1,
        {"kind": "bottom_cards", "points": 2},
        "2 points per card below your trees (itself too).",
    ),
    # --- left and right halves ---------------------------------------------------------
    "barbastelle": sp("Barbastelle Bat", "Mopsfledermaus", "side", ["bat"], 1, BAT, BAT_TEXT),
    "bechstein": sp("Bechstein's Bat", "Bechsteinfledermaus", "side", ["bat"], 1, BAT, BAT_TEXT),
    "long_eared_bat": sp(
        "Brown Long-Eared Bat", "Braunes Langohr", "side", ["bat"], 1, BAT, BAT_TEXT
    ),
    "horseshoe_bat": sp(
        "Greater Horseshoe Bat", "Große Hufeisennase", "side", ["bat"], 1, BAT, BAT_TEXT
    ),
    "beech_marten": sp(
        "Beech Marten",
        "Steinmarder",
        "side",
        ["paw"],
        1,
        {"kind": "full_trees", "points": 5},
        "5 points per tree with all four sides taken. Effect: draw a card.",
        effect=D1,
    ),
    "brown_bear": sp(
        "Brown Bear",
        "Braunbär",
        "side",
        ["paw"],
        3,
        NONE,
        "Effect: every card in the clearing goes under your cave (1 point "
        "each). Bonus: draw a card and take one more turn.",
        effect=[{"kind": "bear"}],
        bonus=D1 + EXTRA,
    ),
    "badger": sp(
        "European Badger",
        "Dachs",
        "side",
        ["paw"],
        1,
        FLAT(2),
        "2 points. Bonus: place a paw animal free.",
        bonus=free("paw"),
    ),
    "dormouse": sp(
        "European Fat Dormouse",
        "Siebenschläfer",
        "side",
        ["paw"],
        1,
        {"kind": "opposite_bat", "points": 15},
        "15 points if a bat sits on the opposite side of the same tree.",
    ),
    "hare": sp(
        "European Hare",
        "Feldhase",
        "side",
        ["paw"],
        0,
        {"kind": "per_species", "species": "hare", "points": 1},
        "1 point per Hare in your forest. Any number of Hares share a slot.",
        stack={"max": 0, "later_turn": False},
    ),
    "fallow_deer": sp(
        "Fallow Deer",
        "Damhirsch",
        "side",
        ["cloven", "deer"],
        2,
        {"kind": "per_type", "types": ["cloven"], "points": 3},
        "3 points per cloven-hoofed animal in your forest. Bonus: draw 2.",
        bonus=[{"kind": "draw", "n": 2}],
    ),
    "gnat": sp(
        "Gnat",
        "Stechmücke",
        "side",
        ["insect"],
        0,
        {"kind": "per_type", "types": ["bat"], "points": 1},
        "1 point per bat in your forest. Effect: place any bats from hand free.",
        effect=free("bat", many=True),
    ),
    "lynx": sp(
        "Lynx",
        "Luchs",
        "side",
        ["paw"],
        1,
        {"kind": "if_species", "species": "roe_deer", "points": 10},
        "10 points if you have a Roe Deer.",
    ),
    "raccoon": sp(
        "Raccoon",
        "Waschbär",
        "side",
        ["paw"],
        1,
        NONE,
        "Effect: put any hand cards under your cave, then draw as many.",
        effect=[{"kind": "raccoon"}],
    ),
    "red_deer": sp(
        "Red Deer",
        "Rothirsch",
        "side",
        ["cloven", "deer"],
        2,
        {"kind": "per_type", "types": ["tree", "plant"], "points": 1},
        "1 point per tree and per plant in your forest. Bonus: place a deer free.",
        bonus=free("deer"),
    ),
    "red_fox": sp(
        "Red Fox",
        "Fuchs",
        "side",
        ["paw"],
        2,
        {"kind": "per_species", "species": "hare", "points": 2},
        "2 points per Hare in your forest. Effect: draw a card per Hare.",
        effect=[{"kind": "draw_per_species", "species": "hare"}],
    ),
    "roe_deer": sp(
        "Roe Deer",
        "Reh",
        "side",
        ["cloven", "deer"],
        2,
        {"kind": "symbol_match", "points": 3},
        "3 points per card in your forest with its tree symbol. Bonus: draw a card.",
        bonus=D1,
    ),
    "squeaker": sp("Squeaker", "Frischling", "side", ["cloven"], 0, FLAT(1), "1 point."),
    "carpenter_bee": sp(
        "Violet Carpenter Bee",
        "Holzbiene",
        "side",
        ["insect"],
        1,
        NONE,
        "Its tree counts as one more tree of its kind (and one more tree).",
    ),
    "wild_boar": sp(
        "Wild Boar",
        "Wildschwein",
        "side",
        ["cloven"],
        2,
        {"kind": "if_species", "species": "squeaker", "points": 10},
        "10 points if you have a Squeaker.",
    ),
    "wolf": sp(
        "Wolf",
        "Wolf",
        "side",
        ["paw"],
        3,
        {"kind": "per_type", "types": ["deer"], "points": 5},
        "5 points per deer in your forest. Effect: draw a card per deer. Bonus: one more turn.",
        effect=[{"kind": "draw_per_type", "type": "deer"}],
        bonus=EXTRA,
    ),
}

# the icon (assets/icons/<name>.svg) each species is drawn with
ICONS = {
    "linden": "linden-leaf",
    "oak": "oak",
    "silver_fir": "fir",
    "birch": "birch",
    "beech": "beech",
    "sycamore": "maple-leaf",
    "douglas_fir": "pine",
    "horse_chestnut": "chestnut",
    "bullfinch": "bird",
    "chaffinch": "bird",
    "jay": "bird",
    "goshawk": "eagle",
    "woodpecker": "woodpecker",
    "tawny_owl": "owl",
    "squirrel": "squirrel",
    "camberwell_beauty": "butterfly",
    "large_tortoiseshell": "butterfly",
    "peacock": "butterfly",
    "purple_emperor": "butterfly",
    "fritillary": "butterfly",
    "blackberries": "blackberry",
    "chanterelle": "mushroom",
    "toad": "toad",
    "fireflies": "ladybird",
    "fire_salamander": "salamander",
    "fly_agaric": "toadstool",
    "hedgehog": "hedgehog",
    "mole": "mole",
    "moss": "herb",
    "parasol": "mushroom",
    "penny_bun": "mushroom",
    "pond_turtle": "turtle",
    "stag_beetle": "beetle",
    "tree_ferns": "fern",
    "tree_frog": "frog",
    "wild_strawberries": "strawberry",
    "wood_ant": "ant",
    "barbastelle": "bat",
    "bechstein": "bat",
    "long_eared_bat": "bat",
    "horseshoe_bat": "bat",
    "beech_marten": "otter",
    "brown_bear": "bear",
    "badger": "badger",
    "dormouse": "mouse",
    "hare": "hare",
    "fallow_deer": "deer",
    "gnat": "mosquito",
    "lynx": "lynx",
    "raccoon": "raccoon",
    "red_deer": "deer",
    "red_fox": "fox",
    "roe_deer": "deer",
    "squeaker": "boar",
    "carpenter_bee": "bee",
    "wild_boar": "boar",
    "wolf": "wolf",
}
for _sid, _rec in SPECIES.items():
    _rec["icon"] = ICONS[_sid]

ENGLISH_TO_ID = {v["en"]: k for k, v in SPECIES.items()}
ENGLISH_TO_ID.update(
    {
        "Linden": "linden",
        "Oak": "oak",
        "Silver Fir": "silver_fir",
        "Birch": "birch",
        "Beech": "beech",
        "Sycamore": "sycamore",
        "Douglas Fir": "douglas_fir",
        "Horse Chestnut": "horse_chestnut",
    }
)

SETUP = {
    "_note": "Setup values printed in the rulebook (cards removed unseen by player count, "
    "hand size, hand limit, clearing size that triggers removal, winter cards).",
    "removed_unseen": {"2": 30, "3": 20, "4": 10, "5": 0},
    "piles": 3,
    "hand_size": 6,
    "hand_limit": 10,
    "clearing_limit": 10,
    "winter_cards": 3,
    "cave_points": 1,
}


def parse_cards(text: str) -> list[dict]:
    block = re.search(r"```csv\n(.*?)```", text, re.S)
    if not block:
        raise SystemExit("no csv block found in the reference")
    cards = []
    for row in csv.DictReader(io.StringIO(block.group(1))):
        kind = {"tree": "tree", "left_right": "side", "top_bottom": "vert", "winter": "winter"}[
            row["kind"]
        ]
        card = {"id": row["id"], "kind": kind}
        if kind != "winter":
            card["a"] = [ENGLISH_TO_ID[row["half_a_name"]], SYMBOLS[row["half_a_symbol"]]]
        if kind in ("side", "vert"):
            card["b"] = [ENGLISH_TO_ID[row["half_b_name"]], SYMBOLS[row["half_b_symbol"]]]
        cards.append(card)
    return cards


def main() -> None:
    source = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_SOURCE
    cards = parse_cards(source.read_text(encoding="utf-8"))
    data = {
        "_note": "Mischwald base game: 161 deck cards (66 trees, 44 left/right, 48 top/bottom, "
        "3 winter). Half 'a' is the left or top half, 'b' the right or bottom half. "
        "Generated by build_scripts/mischwald_cards.py from the card research notes.",
        "setup": SETUP,
        "symbols": list(SYMBOLS.values()),
        "species": SPECIES,
        "cards": cards,
    }
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(cards)} cards and {len(SPECIES)} species to {OUT}")


if __name__ == "__main__":
    main()
