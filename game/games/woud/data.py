"""Het Woud components, read from assets/woud/*.json (no pygame here).

Every card has a string id unique in the game: standard rainforest cards ``C001``...,
advanced cards ``A001``..., seed-deck cards ``S001``..., starting trunks ``T1``...,
changing-season cards ``Z01``....
"""

from __future__ import annotations

import dataclasses
import json
from functools import lru_cache
from typing import Any, TypedDict

from game.core.paths import asset

PLANTS = frozenset({"fern", "bromeliad", "monstera", "fungi", "liana", "orchid", "pitcher"})
# threats that stay in a forest until the season's end (drought and lightning leave at once)
LASTING_THREATS = frozenset({"fire", "disease", "mold"})
THREATS = frozenset({"fire", "disease", "mold", "drought", "lightning"})
TREE_KINDS = frozenset({"trunk", "canopy"})


@dataclasses.dataclass(frozen=True)
class Card:
    id: str
    kind: str  # trunk, canopy, fern, ..., animal
    value: int = 0  # trunk points or canopy multiplier
    species: str = ""  # animals only
    role: str = ""  # animals: active, pair or marmoset
    deck: str = "standard"  # standard, advanced, seed, start
    animal_set: str = ""  # basic or advanced (animals)

    @property
    def is_plant(self) -> bool:
        return self.kind in PLANTS

    @property
    def is_animal(self) -> bool:
        return self.kind == "animal"

    @property
    def is_threat(self) -> bool:
        return self.kind in THREATS


class SeasonParams(TypedDict, total=False):
    """The numbers of a changing-season card beside its effect (seasons.json)."""

    points: int
    needed: int
    source: str


@dataclasses.dataclass(frozen=True)
class SeasonCard:
    id: str
    effect: str
    name: str
    text: str
    params: SeasonParams


class FernValues(TypedDict):
    odd_each: int
    max_count: int


class MonsteraValues(TypedDict):
    needed: int
    points: int


class MixValues(TypedDict):
    count: int


class Values(TypedDict):
    """The game's numbers (values.json); a table by player count is keyed "2", "3", "4".
    The file's notes (keys "_note", "default...") are for its readers, never read here."""

    set_aside: dict[str, int]
    seasons: dict[str, int]
    tallest_tree: dict[str, list[int]]
    largest_forest: dict[str, int]
    fern: FernValues
    bromeliad: dict[str, int]  # points by count ("1", "2"), "more": beyond
    monstera: MonsteraValues
    sun_rain_pair: int
    liana_per_tree: int
    seed_draw: int
    threat_bonus: int
    spirit_animal_factor: int
    mix_species: MixValues
    solo_removed: list[str]


def _load(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(asset("woud", name).read_text(encoding="utf-8"))
    return data


@lru_cache(maxsize=1)
def values() -> Values:
    found: Values = json.loads(asset("woud", "values.json").read_text(encoding="utf-8"))
    return found


@lru_cache(maxsize=1)
def extra_points() -> dict[str, int]:
    """Points printed on advanced plants (orchid, fungi, pitcher plant)."""
    return {e["kind"]: e.get("points", 0) for e in _load("cards.json")["advanced"]}


@lru_cache(maxsize=1)
def species_table() -> dict[str, dict[str, Any]]:
    return {a["species"]: a for a in _load("cards.json")["animals"]}


@lru_cache(maxsize=1)
def cards() -> dict[str, Card]:
    """Every card of the game by id."""
    raw = _load("cards.json")
    out: dict[str, Card] = {}

    def add(prefix: str, deck: str, width: int, **kw: Any) -> None:
        n = sum(1 for c in out.values() if c.deck == deck) + 1
        cid = f"{prefix}{n:0{width}d}"
        out[cid] = Card(cid, deck=deck, **kw)

    # a deck's plain cards, then its animals: the order numbers the ids
    for prefix, deck, animal_set in (("C", "standard", "basic"), ("A", "advanced", "advanced")):
        for entry in raw[deck]:
            for _ in range(entry["count"]):
                add(prefix, deck, 3, kind=entry["kind"], value=entry.get("value", 0))
        for animal in raw["animals"]:
            if animal["set"] == animal_set:
                for role in animal["cards"]:
                    add(prefix, deck, 3, kind="animal", species=animal["species"], role=role,
                        animal_set=animal_set)
    for entry in raw["seed_deck"]:
        for _ in range(entry["count"]):
            add("S", "seed", 3, kind=entry["kind"], value=entry.get("value", 0))
    start = raw["start_trunks"]
    for i in range(start["count"]):
        cid = f"T{i + 1}"
        out[cid] = Card(cid, kind="trunk", value=start["value"], deck="start")
    return out


def card(cid: str) -> Card:
    return cards()[cid]


@lru_cache(maxsize=1)
def kind_of() -> dict[str, str]:
    """Every card's kind by id: a search asks it of whole forests in every position, and
    a plain dictionary lookup is quicker than ``card(cid).kind``."""
    return {cid: c.kind for cid, c in cards().items()}


@lru_cache(maxsize=1)
def active_species() -> dict[str, str]:
    """The species of every active animal card by id (pairs and marmosets have none):
    which abilities a forest holds, asked at every turn of a search."""
    return {cid: c.species for cid, c in cards().items()
            if c.kind == "animal" and c.role == "active"}


def _season_params(entry: dict[str, Any]) -> SeasonParams:
    """A season card's numbers, in the file's order (the keys but effect, name, text)."""
    params = SeasonParams()
    for key, value in entry.items():
        if key == "points":
            params["points"] = value
        elif key == "needed":
            params["needed"] = value
        elif key == "source":
            params["source"] = value
        elif key not in ("effect", "name", "text"):
            raise ValueError(f"seasons.json: unknown season card field {key!r}")
    return params


@lru_cache(maxsize=1)
def season_cards() -> dict[str, SeasonCard]:
    raw = _load("seasons.json")["cards"]
    out = {}
    for i, entry in enumerate(raw, start=1):
        sid = f"Z{i:02d}"
        params = _season_params(entry)
        out[sid] = SeasonCard(sid, entry["effect"], entry["name"], entry["text"], params)
    return out


def start_trunks() -> list[str]:
    return [c.id for c in cards().values() if c.deck == "start"]


def seed_deck() -> list[str]:
    return [c.id for c in cards().values() if c.deck == "seed"]


def rainforest_cards(advanced: str, solo: bool, rng_species: list[str] | None = None) -> list[str]:
    """The rainforest deck for the chosen way of adding advanced cards.

    advanced: none, plants (advanced plants and threats), animals (advanced animals
    replace the basic ones), all (both, basic animals removed), mix (advanced plants and
    threats plus the animal species in ``rng_species``)."""
    removed = set(values()["solo_removed"]) if solo else set()
    chosen: list[str] = []
    for c in cards().values():
        if c.deck not in ("standard", "advanced") or c.kind in removed:
            continue
        if c.kind == "animal":
            if advanced == "mix":
                keep = rng_species is not None and c.species in rng_species
            elif advanced in ("animals", "all"):
                keep = c.animal_set == "advanced"
            else:
                keep = c.animal_set == "basic"
        elif c.deck == "advanced":
            keep = advanced in ("plants", "all", "mix")
        else:
            keep = True
        if keep:
            chosen.append(c.id)
    return chosen


def label(cid: str) -> str:
    k = card(cid)
    if k.kind == "animal":
        return k.species if k.role != "pair" else f"{k.species} (pair)"
    if k.kind in ("trunk", "canopy"):
        return f"{k.kind} {k.value}"
    return k.kind
