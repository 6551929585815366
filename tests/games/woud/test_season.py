"""The end of a season: seeds, threats, trees and awards, next season, game end."""

from __future__ import annotations

from game.games.woud import RULES
from game.games.woud.actions import Choose, Discard, Skip
from game.games.woud.data import card
from game.games.woud.season import begin_season_end
from tests.games.woud.helpers import clear_table, fresh, give, grab, settle, summary, tree


def _end(s, last=0):
    s.last_taker = last
    s.discard.extend(s.decks[s.season])
    s.decks[s.season].clear()
    begin_season_end(s)
    settle(s)


def test_two_fires_cost_two_plants():
    s = fresh(2)
    clear_table(s)
    plants = [grab(s, "fern"), grab(s, "monstera"), grab(s, "bromeliad")]
    give(s, 0, grab(s, "fire"), grab(s, "fire"), *plants)
    _end(s)
    d = RULES.decision(s)
    assert (d.seat, d.kind) == (0, "discard") and s.tasks[0].data["n"] == 2
    assert {a.card for a in RULES.legal_actions(s)} == set(plants)
    RULES.apply(s, Discard(plants[0]))
    RULES.apply(s, Discard(plants[1]))
    assert RULES.decision(s).kind != "discard"


def test_three_fires_spread_to_the_opponent():
    s = fresh(2)
    clear_table(s)
    give(s, 0, grab(s, "fire"), grab(s, "fire"), grab(s, "fire"), grab(s, "fern"))
    theirs = grab(s, "monstera")
    give(s, 1, theirs)
    _end(s)
    seats = []
    while RULES.decision(s).kind == "discard":
        seats.append(RULES.decision(s).seat)
        RULES.apply(s, RULES.legal_actions(s)[0])
    assert seats == [0, 1]
    assert theirs in s.discard


def test_two_diseases_cost_two_animals():
    s = fresh(2)
    clear_table(s)
    a = [
        grab(s, "animal", species="boa", role="pair"),
        grab(s, "animal", species="toucan", role="pair"),
    ]
    give(s, 0, grab(s, "disease"), grab(s, "disease"), *a)
    _end(s)
    assert RULES.decision(s).kind == "discard"
    assert {x.card for x in RULES.legal_actions(s)} == set(a)


def test_seeds_draw_three_plus_one_per_fire_and_keep_one_per_seed_card():
    s = fresh(2)
    clear_table(s)
    give(s, 0, grab(s, "seeds"), grab(s, "seeds"), grab(s, "fire"))
    before = len(s.seed_deck)
    _end(s)
    assert RULES.decision(s).kind == "seeds"
    drawn = list(s.forests[0].drawn)
    assert len(drawn) == 4
    RULES.apply(s, Choose(drawn[0]))
    assert RULES.decision(s).kind == "seeds"  # a second seed card: a second pick
    RULES.apply(s, Skip())
    assert len(s.seed_deck) == before - 1  # the rest went back under the seed deck
    assert s.seed_deck[:3] == drawn[1:]
    assert not any(card(c).kind == "seeds" for c in s.forests[0].cards)


def test_tallest_tree_award_ties_and_eligibility():
    s = fresh(2)
    clear_table(s)
    won_before = tree(s, 0, [0, 0, 0], 1, scored=0)
    won_before.award = 0
    older = tree(s, 0, [1, 1], 0, scored=0)  # completed earlier, never won: competes
    tree(s, 1, [2, 2], 1)
    s.season = 1
    s.summary = [{}, {}]
    _end(s)
    while not s.over and RULES.decision(s).seat is not None and s.season == 1:
        RULES.apply(s, RULES.legal_actions(s)[0])
    assert older.award == 1
    assert summary(s, 1, 0)["tallest"] == 4 and summary(s, 1, 1)["tallest"] == 4
    assert won_before.award == 0


def test_the_lower_score_starts_the_next_season():
    s = fresh(2, seed=8)
    clear_table(s)
    tree(s, 1, [2], 2)
    s.points = [0, 0]
    _end(s, last=1)
    assert s.season == 1
    assert RULES.decision(s).seat == 0  # player 1 scored, so player 0 begins
    assert [len(p) for p in s.piles] == [1, 2, 3]


def test_the_most_animals_break_a_tie():
    s = fresh(2)
    clear_table(s)
    s.summary = [{"trees": [5, 5]}]
    s.points = [5, 5]
    give(s, 1, grab(s, "animal", species="boa", role="pair"))
    assert RULES.winners(s) == [1]


def test_game_end_after_three_seasons_scores_animals_and_largest_forest():
    s = fresh(2)
    clear_table(s)
    s.season = 2
    s.summary = [{}, {}, {}]
    tree(s, 0, [1], 1)
    tree(s, 1, [1], 1)
    _end(s)
    assert s.over and RULES.decision(s).seat is None
    assert summary(s, 2, 0)["largest"] == 10 and summary(s, 2, 1)["largest"] == 10
