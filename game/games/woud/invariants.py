"""Invariants of a Het Woud state: every card accounted for once, trees well formed,
the score sheet equal to an independent recount."""

from __future__ import annotations

from collections import Counter

from game.games.woud.data import card, season_cards
from game.games.woud.scoring import tree_points
from game.games.woud.state import WoudState


def invariants(s: WoudState) -> list[str]:
    problems: list[str] = []
    places: list[str] = []
    for deck in s.decks:
        places += deck
    places += s.set_aside + s.discard + s.seed_deck + s.unused_start
    for pile in s.piles:
        places += pile
    for f in s.forests:
        places += f.all_cards()
    counts = Counter(places)
    dup = [c for c, n in counts.items() if n > 1]
    if dup:
        problems.append(f"cards in two places: {sorted(dup)[:5]}")
    if sorted(counts) != s.all_cards:
        missing = sorted(set(s.all_cards) - set(counts))[:5]
        extra = sorted(set(counts) - set(s.all_cards))[:5]
        problems.append(f"cards lost {missing} or foreign {extra}")
    seasons = s.season_deck + s.season_cards
    if seasons and sorted(seasons) != sorted(season_cards()):
        problems.append("changing-season cards lost")
    if any(c not in s.all_cards for c in s.face_up) or any(
        not any(c in p for p in s.piles) for c in s.face_up
    ):
        problems.append("a face-up card is not in a pile")
    for i, f in enumerate(s.forests):
        for t in f.trees:
            if not t.trunks:
                problems.append(f"seat {i}: a tree without trunks")
            if any(card(c).kind != "trunk" for c in t.trunks):
                problems.append(f"seat {i}: a tree holds a non-trunk")
            if t.canopy and card(t.canopy).kind != "canopy":
                problems.append(f"seat {i}: a tree is topped by a non-canopy")
            if (t.scored >= 0 or t.award >= 0) and not t.complete:
                problems.append(f"seat {i}: an open tree is marked scored")
        if any(card(c).kind in ("trunk", "canopy", "drought", "lightning") for c in f.cards):
            problems.append(f"seat {i}: a tree card or immediate threat lies loose")
    problems += _recount(s)
    return problems


def _recount(s: WoudState) -> list[str]:
    """Rows of the score sheet against what can be counted again from the forests."""
    from game.games.woud.season import award_points

    problems = []
    for i in range(s.seats):
        total = sum(sum(d[cat][i] for cat in d) for d in s.summary)
        if total != s.points[i]:
            problems.append(f"seat {i}: score rows {total} differ from points {s.points[i]}")
        trees = sum(d.get("trees", [0] * s.seats)[i] for d in s.summary)
        recount = 0
        awards = 0
        for t in s.forests[i].trees:
            if t.scored >= 0:
                effect = _effect(s, t.scored)
                recount += tree_points(t, effect == "canopy_gap")
            if t.award >= 0:
                awards += award_points(s, t.award, _effect(s, t.award))
        if trees != recount:
            problems.append(f"seat {i}: tree points {trees} differ from a recount {recount}")
        tallest = sum(d.get("tallest", [0] * s.seats)[i] for d in s.summary)
        if tallest != awards:
            problems.append(f"seat {i}: award points {tallest} differ from a recount {awards}")
    return problems


def _effect(s: WoudState, season: int) -> str:
    if len(s.season_cards) > season:
        return season_cards()[s.season_cards[season]].effect
    return ""
