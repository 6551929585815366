"""How the computer players may judge a Het Woud position beyond "if the season ended
now" (the search in game.ai asks; no pygame).

``rules.evaluate`` counts what a forest would score at once: an open tree, two
monsteras or the lead in trees count nothing there, and two fires cost nothing. This
judgement adds what the position still promises or threatens, each a share of its
points (assets/ai.json, "woud", "promise"):

- an open tree: its trunks with a canopy of average multiplier, while cards are still
  to come (a canopy must go onto an open tree, so most are completed);
- the tallest-tree award of this season and the largest-forest award of the game, to
  the forests that hold them now (ties share);
- a plant group the season may still complete (monsteras short of a set);
- the plants the season's fires will take at its end (two fires the two cheapest, three
  or more one from every forest).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence
from functools import cache
from typing import Any

from game.ai.strategy import Move, settings
from game.core import Action
from game.core.protocol import one_scoring
from game.games.woud.data import PLANTS, cards, values
from game.games.woud.scoring import (
    completed_trees,
    counted_plant_points,
    kinds,
    loose_cards,
    projected,
    tallest_candidates,
)
from game.games.woud.season import award_points
from game.games.woud.state import WoudState


@cache
def _numbers() -> dict[str, float]:
    found = settings("woud").get("promise", {})
    data = {str(k): float(v) for k, v in found.items() if isinstance(v, (int, float))} \
        if isinstance(found, dict) else {}
    # the same numbers stand in when the data file lacks them
    return {"open": 0.7, "tallest": 0.8, "largest": 0.5, "plants": 0.4, "cards": 6.0,
            **data}


@cache
def _mean_canopy() -> float:
    found = [c.value for c in cards().values() if c.kind == "canopy" and c.deck == "standard"]
    return sum(found) / len(found) if found else 1.0


def standing(s: WoudState) -> list[float]:
    """Each forest's points so far, what it would score now, and what it promises."""
    n = _numbers()
    seats = s.seats
    this_season = len(s.decks[s.season]) + sum(len(p) for p in s.piles) if s.decks else 0
    later = sum(len(d) for d in s.decks[s.season + 1:])
    # how surely a seat still gets what it waits for: the cards it may yet take
    season_hope = min(1.0, this_season / seats / n["cards"])
    game_hope = min(1.0, (this_season + later) / seats / n["cards"])
    out = [float(s.points[i] + projected(s, i)) for i in range(seats)]
    canopy = _mean_canopy()
    k = [kinds(loose_cards(f)) for f in s.forests]
    for i, f in enumerate(s.forests):
        for t in f.trees:
            if t.canopy is None and t.trunks:
                worth = sum(cards()[c].value for c in t.trunks) + canopy * len(t.trunks)
                out[i] += n["open"] * game_hope * worth
        needed = values()["monstera"]["needed"]
        have = k[i]["monstera"]
        if 0 < have < needed:
            out[i] += n["plants"] * season_hope * values()["monstera"]["points"] * have / needed
    # awards, to the forests that would win them now
    tall = [tallest_candidates(f) for f in s.forests]
    if max(tall) > 0:
        pts = n["tallest"] * award_points(s, s.season, s.season_effect())
        for i, h in enumerate(tall):
            if h == max(tall):
                out[i] += pts
    done = [completed_trees(f) for f in s.forests]
    if max(done) > 0:
        progress = 1.0 - game_hope
        share = n["largest"] + (1.0 - n["largest"]) * progress
        pts = share * values()["largest_forest"][str(max(2, min(s.players, 4)))]
        for i, d in enumerate(done):
            if d == max(done):
                out[i] += pts
    for i in range(seats):
        out[i] -= _threat_cost(k, i, done[i])
    return out


def _threat_cost(k: list[Counter[str]], seat: int, trees: int) -> float:
    """Plant points the season's fires will cost this forest: two of its own take the two
    plants it misses least, three or more in any forest (its own or another's) one."""
    lose = (2 if k[seat]["fire"] == 2 else 0) + sum(1 for other in k if other["fire"] >= 3)
    if not lose:
        return 0.0
    now = counted_plant_points(k[seat], trees)
    best = None
    # any plant may be the one given up: fungi and pitcher plants score nothing
    have = [g for g in sorted(PLANTS) if k[seat][g]]
    for removed in _removals(have, k[seat], lose):
        left = k[seat] - removed
        pts = counted_plant_points(left, trees)
        best = pts if best is None or pts > best else best
    return float(now - best) if best is not None else 0.0


def _removals(groups: Sequence[str], k: Counter[str], count: int) -> Iterable[Counter[str]]:
    """Every way to take ``count`` plants (by kind) out of the groups held."""
    if count == 0:
        yield Counter()
        return
    for g_index, g in enumerate(groups):
        if k[g] <= 0:
            continue
        rest = k.copy()
        rest[g] -= 1
        for more in _removals(groups[g_index:], rest, count - 1):
            more[g] += 1
            yield more


class WoudStrategy:
    """The search's judgement of Het Woud with what positions promise."""

    def evaluate(self, rules: Any, state: WoudState, seat: int) -> float:
        return one_scoring(standing(state), (seat,))[seat]

    def margins(self, rules: Any, state: WoudState, seats: Iterable[int]) -> dict[int, float]:
        return one_scoring(standing(state), seats)

    def policy(self, rules: Any, state: WoudState, rng: random.Random) -> Sequence[Action] | None:
        return None

    def moves(self, rules: Any, state: WoudState, full: bool) -> list[Move] | None:
        return None


PROMISE = WoudStrategy()
