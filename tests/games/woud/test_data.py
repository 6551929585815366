"""The components, read from assets/woud."""

from __future__ import annotations

from collections import Counter

from game.games.woud.data import card, cards, season_cards
from tests.games.woud.helpers import fresh


def test_component_counts():
    decks = Counter(c.deck for c in cards().values())
    assert decks == {"standard": 112, "advanced": 28, "seed": 21, "start": 4}
    std = Counter(c.kind for c in cards().values() if c.deck == "standard")
    assert std["trunk"] == 18 and std["canopy"] == 11 and std["fern"] == 13
    assert std["bromeliad"] == 11 and std["monstera"] == 11 and std["seeds"] == 5
    assert std["rain"] == 8 and std["sun"] == 8 and std["drought"] == 3
    assert std["disease"] == 6 and std["fire"] == 6 and std["animal"] == 12
    assert len(season_cards()) == 11
    assert {c.value for c in cards().values() if c.kind == "trunk"} == {0, 1, 2}


def test_two_players_three_season_decks_of_34_and_ten_set_aside():
    s = fresh(2)
    dealt = sum(len(p) for p in s.piles)
    assert len(s.set_aside) == 10
    assert [len(d) for d in s.decks] == [34 - dealt, 34, 34]
    assert all(card(t.trunks[0]).deck == "start" for f in s.forests for t in f.trees)
