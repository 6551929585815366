"""Het Woud scoring: trees, plants, weather, animals (pure functions, numbers from data)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Protocol

from game.games.woud.data import (
    TREE_KINDS,
    SeasonParams,
    card,
    extra_points,
    kind_of,
    species_table,
    values,
)
from game.games.woud.state import Forest, WoudState

CATEGORIES = (
    "trees",
    "tallest",
    "plants",
    "weather",
    "season",
    "threat_bonus",
    "animals",
    "largest",
)


def fern_points(n: int) -> int:
    """An odd number of ferns up to the maximum scores per fern; even or too many, 0."""
    v = values()["fern"]
    if n % 2 == 1 and n <= v["max_count"]:
        return n * v["odd_each"]
    return 0


def bromeliad_points(n: int) -> int:
    v = values()["bromeliad"]
    if n <= 0:
        return 0
    return v.get(str(n), v["more"])


def monstera_points(n: int, needed: int | None = None) -> int:
    v = values()["monstera"]
    return v["points"] if n >= (needed or v["needed"]) else 0


def sun_rain_points(sun: int, rain: int) -> int:
    return values()["sun_rain_pair"] * min(sun, rain)


class Grown(Protocol):
    """A tree as scoring reads it: a state's Tree or an observation's TreeView."""

    @property
    def trunks(self) -> Sequence[str]: ...

    @property
    def canopy(self) -> str | None: ...


def tree_points(tree: Grown, canopy_gap: bool = False) -> int:
    """Trunk values plus the canopy's multiplier for every trunk (0 while open)."""
    if tree.canopy is None:
        return 0
    mult = card(tree.canopy).value
    if canopy_gap and mult == 0:
        mult = 1
    return sum(card(t).value for t in tree.trunks) + mult * len(tree.trunks)


def kinds(ids: Iterable[str]) -> Counter[str]:
    # by the kind table: a search counts the forests of every position it judges
    return Counter(map(kind_of().__getitem__, ids))


def plant_points(
    ids: Iterable[str], completed_trees: int, effect: str = "", params: SeasonParams | None = None
) -> int:
    """Points of the plant cards in a forest at the season's end."""
    return counted_plant_points(kinds(ids), completed_trees, effect, params)


def counted_plant_points(
    k: Counter[str], completed_trees: int, effect: str = "", params: SeasonParams | None = None
) -> int:
    """``plant_points`` of the cards counted by kind in ``k``."""
    needed = (params or {}).get("needed") if effect == "blooming" else None
    orchid = extra_points().get("orchid", 0)
    if abs(k["sun"] - k["rain"]) >= 2:
        orchid = 0  # orchids wilt in an unbalanced climate (they are discarded)
    return (
        fern_points(k["fern"])
        + bromeliad_points(k["bromeliad"])
        + monstera_points(k["monstera"], needed)
        + values()["liana_per_tree"] * completed_trees * k["liana"]
        + orchid * k["orchid"]
    )


def weather_points(ids: Iterable[str]) -> int:
    k = kinds(ids)
    return sun_rain_points(k["sun"], k["rain"])


def season_card_points(forest: Forest, effect: str, params: SeasonParams) -> int:
    """Extra points a changing-season card gives at the season's end."""
    k = kinds(forest.cards)
    if effect == "monsoon":
        return params.get("points", 1) * max(0, k["rain"] - k["sun"])
    if effect == "dry_spell":
        return params.get("points", 1) * max(0, k["sun"] - k["rain"])
    if effect == "abundance":
        return params.get("points", 1) * k["animal"]
    return 0


def animal_points(forest: Forest, spirit: bool = False) -> int:
    """Game-end animal points: active cards, pairs (higher with the active card), the
    marmosets (1 per distinct height of completed trees). The Bosgeest doubles its
    animal points and ignores negative ones."""
    table = species_table()
    kind = kind_of()
    animals = [card(c) for c in forest.cards if kind[c] == "animal"]
    have_active = {a.species for a in animals if a.role == "active"}
    heights = {t.height for t in forest.trees if t.complete}
    total = 0
    for a in animals:
        row = table[a.species]
        if a.role == "active":
            pts = row["active"]
        elif a.role == "pair":
            pts = row["pair_hi"] if a.species in have_active else row["pair_lo"]
        else:  # marmoset
            pts = row["active"] + len(heights)
        if spirit:
            pts = max(0, pts) * values()["spirit_animal_factor"]
        total += pts
    return total


def completed_trees(forest: Forest) -> int:
    return sum(1 for t in forest.trees if t.complete)


def tallest_candidates(forest: Forest) -> int:
    """Height of the forest's tallest completed tree that never won the award (0: none)."""
    return max((t.height for t in forest.trees if t.complete and t.award < 0), default=0)


def projected(s: WoudState, seat: int) -> int:
    """Points a forest would score if the season ended now (for the greedy player)."""
    f = s.forests[seat]
    pts = sum(tree_points(t) for t in f.trees if t.complete and t.scored < 0)
    counted = kinds(loose_cards(f))  # once for the plants and the weather
    pts += counted_plant_points(counted, completed_trees(f)) + sun_rain_points(counted["sun"],
                                                                         counted["rain"])
    return pts + animal_points(f, spirit=seat == s.spirit)


def loose_cards(f: Forest) -> list[str]:
    """A forest's cards outside its trees, those still to place counted as placed."""
    kind = kind_of()
    return f.cards + [c for c in f.incoming if kind[c] not in TREE_KINDS]
