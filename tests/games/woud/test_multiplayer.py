"""Three and four players; changing seasons."""

from __future__ import annotations

from game.games.woud import RULES
from game.games.woud.actions import Choose, Keep, Place
from game.games.woud.data import season_cards
from game.games.woud.flow import my_piles
from game.games.woud.season import begin_season_end
from tests.games.woud.helpers import clear_table, fresh, give, grab, settle, summary, tree


def test_neighbours_share_piles_and_the_centre_is_common():
    s = fresh(4)
    assert len(s.piles) == 5
    assert my_piles(s, 0) == [0, 3, 4] and my_piles(s, 1) == [1, 0, 4]
    assert [len(p) for p in s.piles] == [1, 1, 1, 1, 2]
    assert s.seasons == 2 and not s.set_aside  # four players use every card
    three = fresh(3)
    assert len(three.set_aside) == 10 and three.seasons == 2


def test_taking_the_centre_refills_it_with_two():
    s = fresh(3)
    clear_table(s)
    s.piles[:] = [[], [], [], [grab(s, "fern")]]
    s.current, s.looking, s.start_phase = 0, 2, False
    RULES.apply(s, Keep())
    assert len(s.piles[3]) == 2


def test_the_season_ends_when_the_player_to_move_has_no_pile():
    s = fresh(3)
    clear_table(s)
    s.discard.extend(s.decks[0])
    s.decks[0].clear()
    fern, sun = grab(s, "fern"), grab(s, "sun")
    s.piles[:] = [[fern], [], [sun], []]  # seat 1 sees piles 1, 0 and 3
    s.current, s.looking, s.start_phase = 0, 0, False
    RULES.apply(s, Keep())
    RULES.apply(s, Place(fern, "forest"))
    # seat 1 has nothing left: the season ends and the other pile leaves the game
    assert s.season == 1 and "trees" in s.summary[0]
    assert sun in s.discard


def test_awards_three_then_four_and_largest_forest_five():
    s = fresh(3)
    clear_table(s)
    s.season = 1
    s.summary = [{}, {}]
    tree(s, 0, [1, 1], 1)
    tree(s, 1, [1], 1)
    s.last_taker = 0
    s.discard.extend(s.decks[1])
    s.decks[1].clear()
    begin_season_end(s)
    settle(s)
    assert s.over
    assert summary(s, 1, 0)["tallest"] == 4
    assert summary(s, 1, 0)["largest"] == 5 and summary(s, 1, 1)["largest"] == 5


def test_three_fires_hit_every_other_player():
    s = fresh(4)
    clear_table(s)
    give(s, 2, grab(s, "fire"), grab(s, "fire"), grab(s, "fire"), grab(s, "fern"))
    for seat in (0, 1, 3):
        give(s, seat, grab(s, "monstera"))
    s.last_taker = 2
    begin_season_end(s)
    settle(s)
    seats = []
    while RULES.decision(s).kind == "discard":
        seats.append(RULES.decision(s).seat)
        RULES.apply(s, RULES.legal_actions(s)[0])
    assert sorted(seats) == [0, 1, 2, 3] and seats[0] == 2


def test_frog_adds_to_left_right_and_centre_only():
    s = fresh(3)
    clear_table(s)
    frog = grab(s, "animal", species="frog", role="active")
    give(s, 0, frog)
    s.piles[:] = [[grab(s, "fern")], [grab(s, "fern")], [grab(s, "fern")], [grab(s, "fern")]]
    from game.games.woud.actions import Frog
    from game.games.woud.turn import start_turn

    start_turn(s, 0)
    RULES.apply(s, Frog(frog))
    assert [len(p) for p in s.piles] == [2, 1, 2, 2]


def test_changing_seasons_reveal_one_card_per_season():
    s = fresh(2, seasons="on")
    assert len(s.season_cards) == 1 and len(s.season_deck) == 10
    assert RULES.observe(s, 0).season_cards == tuple(s.season_cards)
    assert not set(s.season_deck) & set(str(RULES.observe(s, 0)))
    solo = fresh(1, seasons="on")
    assert not solo.season_cards  # not with the Bosgeest


def _with_card(s, effect):
    sid = next(k for k, v in season_cards().items() if v.effect == effect)
    s.season_deck.append(s.season_cards.pop())
    s.season_deck.remove(sid)
    s.season_cards = [sid]


def test_season_of_greatness_swaps_animals_on_a_tallest_tie():
    s = fresh(2, seasons="on")
    clear_table(s)
    _with_card(s, "greatness")
    tree(s, 0, [1], 1)
    tree(s, 1, [2], 0)
    a0 = grab(s, "animal", species="boa", role="pair")
    a1 = grab(s, "animal", species="toucan", role="pair")
    give(s, 0, a0)
    give(s, 1, a1)
    s.last_taker = 0
    begin_season_end(s)
    settle(s)
    assert RULES.decision(s).kind == "greatness"
    RULES.apply(s, Choose(a1))
    # player 1 may not take back the toucan taken from them
    assert Choose(a1) not in RULES.legal_actions(s)
    RULES.apply(s, Choose(a0))
    assert a1 in s.forests[0].cards and a0 in s.forests[1].cards


def test_growth_spurt_and_canopy_gap_change_the_scores():
    s = fresh(2, seasons="on")
    clear_table(s)
    _with_card(s, "canopy_gap")
    tree(s, 0, [2, 2], 0)
    s.last_taker = 0
    begin_season_end(s)
    settle(s)
    assert summary(s, 0, 0)["trees"] == 4 + 2
    assert not RULES.invariants(s) or all("tree points" not in p for p in RULES.invariants(s))
