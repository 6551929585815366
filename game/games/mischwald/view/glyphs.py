"""A species' effect, bonus and scoring as short rows of icons and numbers, read from
the card data (no words, so they need no translation; the hover keeps the full text).

A token is ``(kind, value)``: "text" (digits and signs), "icon" (an icon name),
"card" (a small card, value "" or "back"), "arrow" (a small arrow), "sym" (a tree
symbol), "up"/"down" (the top or bottom of a tree). Pure: no pygame here.
"""

from __future__ import annotations

from game.games.mischwald.data import SPECIES, Effect, Species

Token = tuple[str, str]

TYPE_ICONS = {
    "tree": "tree",
    "bird": "bird",
    "bat": "bat",
    "butterfly": "butterfly",
    "insect": "beetle",
    "paw": "fox",
    "cloven": "boar",
    "deer": "deer",
    "amphibian": "frog",
    "plant": "fern",
    "mushroom": "mushroom",
}
CAVE = "rock"  # the cave, as the Bear and the Raccoon fill it
EXTRA_TURN = "hourglass"
CARD: Token = ("card", "")


def _icon_of_species(species: str) -> Token:
    return ("icon", SPECIES[species].icon)


def _entry_tokens(e: Effect) -> list[Token]:
    k = e["kind"]
    if k == "draw":
        return [("text", f"+{e['n']}"), CARD]
    if k == "draw_per_species":
        return [("text", "+1"), CARD, ("text", "/"), _icon_of_species(e["species"])]
    if k == "draw_per_type":
        return [("text", "+1"), CARD, ("text", "/"), ("icon", TYPE_ICONS[e["type"]])]
    if k == "extra_turn":
        return [("text", "+1"), ("icon", EXTRA_TURN)]
    if k == "place_free":
        tail: list[Token] = [("text", "…")] if e["many"] else []
        return [("icon", TYPE_ICONS[e["type"]]), ("text", "0"), *tail]
    if k == "bear":
        return [("card", "back"), ("text", "…"), ("arrow", ""), ("icon", CAVE)]
    if k == "raccoon":
        return [("text", "x"), CARD, ("arrow", ""), ("icon", CAVE), ("text", "+x"), CARD]
    if k == "mole":
        return [("text", "+"), CARD, ("text", "…")]
    raise ValueError(f"unknown effect kind {k!r}")


def effect_tokens(sp: Species) -> list[Token]:
    """What playing the card does at once; a mushroom's lasting draw."""
    out: list[Token] = []
    for e in sp.effect:
        if out:
            out.append(("text", "·"))
        out += _entry_tokens(e)
    if sp.trigger is not None:
        what: Token = {"tree": ("icon", "tree"), "paw": ("icon", TYPE_ICONS["paw"]),
                       "top": ("up", ""), "bottom": ("down", "")}[sp.trigger]
        out += [what, ("arrow", ""), ("text", "+1"), CARD]
    return out


def bonus_tokens(sp: Species) -> list[Token]:
    """What the bonus gives (paid with cards of the half's own tree symbol)."""
    out: list[Token] = []
    for e in sp.bonus:
        if out:
            out.append(("text", "·"))
        out += _entry_tokens(e)
    return out


def _range(table: list[int]) -> str:
    scores = [v for v in table if v]
    return f"{scores[0]}-{scores[-1]}"


def score_tokens(sp: Species) -> list[Token]:
    """How the card scores at the end: "3/bird" is 3 points per bird, "10:" points on a
    condition, "1-49" a set's range."""
    s = sp.score
    k = s["kind"]
    pts = str(s.get("points", ""))
    if k == "flat":
        return [("text", pts)]
    if k == "per_type":
        return [("text", f"{pts}/"), *(("icon", TYPE_ICONS[t]) for t in s["types"])]
    if k == "per_species":
        return [("text", f"{pts}/"), _icon_of_species(s["species"])]
    if k == "linden":
        return [("text", f"{s['low']}/{s['high']}")]
    if k == "all_species":
        return [("text", f"{pts}: 8"), ("icon", "tree")]
    if k == "own_slots":
        return [("text", f"{pts}/"), CARD]
    if k == "species_threshold":
        return [("text", f"{pts}: {s['min']}"), _icon_of_species(sp.id)]
    if k in ("set_table", "butterfly_sets"):
        return [("icon", sp.icon), ("text", _range(s["table"]))]
    if k == "on_tree":
        return [("text", f"{pts}:"), _icon_of_species(s["tree"])]
    if k == "most_trees":
        return [("text", f"{pts}: max"), ("icon", "tree")]
    if k == "toad_pair":
        return [("text", f"{pts}: 2"), ("icon", sp.icon)]
    if k == "min_trees":
        return [("text", f"{pts}: {s['min']}"), ("icon", "tree")]
    if k == "bottom_cards":
        return [("text", f"{pts}/"), ("down", "")]
    if k == "bat_set":
        return [("text", f"{pts}: {s['distinct']}"), ("icon", TYPE_ICONS["bat"])]
    if k == "full_trees":
        return [("text", f"{pts}/"), ("icon", "tree"), ("text", "4")]
    if k == "opposite_bat":
        return [("text", f"{pts}:"), ("arrow", ""), ("icon", TYPE_ICONS["bat"])]
    if k == "if_species":
        return [("text", f"{pts}:"), _icon_of_species(s["species"])]
    if k == "symbol_match":
        return [("text", f"{pts}/"), ("sym", "")]
    return []  # "none": the card does not score itself


def rows(sp: Species) -> list[tuple[str, list[Token]]]:
    """The non-empty rows of a half, each with its marker: "effect", "bonus", "score"."""
    out = [("effect", effect_tokens(sp)), ("bonus", bonus_tokens(sp)),
           ("score", score_tokens(sp))]
    return [(marker, toks) for marker, toks in out if toks]
