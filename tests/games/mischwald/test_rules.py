"""Turn rules: setup, drawing, paying and bonus, trees and saplings, the clearing,
extra turns, winter, free placements and hidden information."""

from __future__ import annotations

from collections import Counter

from game.core import Options, Seat
from game.games.mischwald import RULES
from game.games.mischwald.actions import (
    Accept,
    Decline,
    DrawDeck,
    Keep,
    Pay,
    Place,
    Play,
    Redraw,
    Take,
)
from game.games.mischwald.data import CARDS
from game.games.mischwald.state import WINTER_SET
from tests.games.mischwald.util import fresh, give, on_top, plant, play, put, set_hand


def opts(n):
    return Options(tuple(Seat(f"P{i + 1}", "human") for i in range(n)))


# --- setup ---------------------------------------------------------------------------
def test_setup_removes_cards_by_player_count_and_deals_six():
    for n, gone in ((2, 30), (3, 20), (4, 10), (5, 0)):
        s = RULES.setup(opts(n), 3)
        assert len(s.removed) == gone
        assert all(len(h) == 6 for h in s.hands) or s.redraw_queue
        assert len(s.deck) == 161 - gone - 6 * n


def test_setup_winters_lie_in_the_bottom_pile_third_on_top_of_it():
    for seed in range(20):
        s = RULES.setup(opts(2), seed)
        deck = s.deck
        spots = [i for i, c in enumerate(deck) if c in WINTER_SET]
        assert len(spots) == 3 and max(spots) == s.winter_zone - 1
        assert s.winter_zone == 128 // 3 + 3  # the smallest of three piles, with the winters


def test_redraw_offered_only_without_a_tree_and_once():
    seed = next(sd for sd in range(200) if RULES.setup(opts(2), sd).redraw_queue == [0])
    s = RULES.setup(opts(2), seed)
    assert RULES.decision(s).kind == "redraw" and RULES.decision(s).seat == 0
    old = list(s.hands[0])
    play(s, Redraw())
    assert len(s.hands[0]) == 6 and s.redrawn[0] == old
    assert RULES.decision(s).kind == "turn"
    assert RULES.hidden_from(s, 1) >= set(old)  # only seat 0 saw them
    s = RULES.setup(opts(2), seed)
    play(s, Keep())
    assert s.redrawn[0] == []


# --- action A ------------------------------------------------------------------------
def test_draw_two_cards_from_deck_or_clearing():
    s = fresh()
    s.clearing.append(s.deck.pop(0))
    pick = s.clearing[0]
    play(s, Take(pick))
    assert RULES.decision(s).kind == "draw2" and pick in s.hands[0]
    play(s, DrawDeck())
    assert len(s.hands[0]) == 8 and s.current == 1


def test_hand_limit_nine_draws_one_ten_draws_none():
    s = fresh()
    give(s, 0, "T01", "T02", "T03")
    assert len(s.hands[0]) == 9
    play(s, DrawDeck())
    assert s.current == 1 and len(s.hands[0]) == 10
    s.current = 0
    assert not any(isinstance(a, DrawDeck | Take) for a in RULES.legal_actions(s))
    assert RULES.check(s, DrawDeck()) == "Your hand is full (10 cards)."


# --- action B ------------------------------------------------------------------------
def test_tree_costs_cards_into_the_clearing_and_reveals_one():
    s = fresh()
    set_hand(s, 0, "T10", "T11", "T12")
    on_top(s, "T20")
    play(s, Play("T10", -1, "tree"), Pay("T11"))
    assert RULES.decision(s).kind == "pay"
    play(s, Pay("T12"))
    assert [t["card"] for t in s.forests[0]] == ["T10"]
    assert s.clearing == ["T11", "T12", "T20"]


def test_cannot_play_what_you_cannot_pay():
    s = fresh()
    set_hand(s, 0, "H25", "T01")  # Wolf costs 3
    plant(s, 0, "T02")
    assert RULES.check(s, Play("H25", 0, "right")).startswith("It costs 3")
    assert Play("H25", 0, "right") not in RULES.legal_actions(s)


def test_bonus_only_when_every_payment_shows_the_symbol():
    # Tawny Owl (Beech symbol, cost 2): effect draw 1, bonus draw 2
    s = fresh()
    set_hand(s, 0, "V04", "T33", "V03")  # a Beech tree and a Wood Ant with a Beech half
    plant(s, 0, "T23")
    play(s, Play("V04", 0, "top"), Pay("T33"), Pay("V03"))
    assert [st["n"] for st in s.steps] == [1, 2]
    s = fresh()
    set_hand(s, 0, "V04", "T33", "T01")  # a Linden breaks the bonus
    plant(s, 0, "T23")
    play(s, Play("V04", 0, "top"), Pay("T33"), Pay("T01"))
    assert [st["n"] for st in s.steps] == [1]


def test_effect_then_bonus_are_optional_draws():
    s = fresh()
    set_hand(s, 0, "V04", "T33", "V03")
    plant(s, 0, "T23")
    play(s, Play("V04", 0, "top"), Pay("T33"), Pay("V03"))
    before = len(s.hands[0])
    play(s, Decline(), Accept())
    assert len(s.hands[0]) == before + 2 and s.current == 1


def test_sapling_is_free_face_down_and_hidden_from_others():
    s = fresh()
    set_hand(s, 0, "H25")
    play(s, Play("H25", -1, "sapling"))
    assert s.forests[0][0]["sapling"] and len(s.clearing) == 1
    assert "H25" in RULES.hidden_from(s, 1)
    assert RULES.observe(s, 1).forests[0][0].card == ""
    assert RULES.observe(s, 0).forests[0][0].card == "H25"


def test_split_card_needs_a_free_slot_on_its_side():
    s = fresh()
    set_hand(s, 0, "H20", "V01", "T01")
    plant(s, 0, "T23")
    put(s, 0, 0, "right", "H07")
    assert RULES.check(s, Play("H20", 0, "right")) == "That side of the tree is taken."
    assert RULES.check(s, Play("V01", 0, "left")) == "This card goes above or below a tree."
    assert Play("H20", 0, "left") in RULES.legal_actions(s)


def test_clearing_emptied_at_ten_at_the_end_of_the_turn():
    s = fresh()
    for c in ("T01", "T02", "T03", "T04", "T05", "T06", "T07", "T08"):
        give(s, 1, c)
        s.hands[1].remove(c)
        s.clearing.append(c)
    set_hand(s, 0, "T10", "T11", "T12")
    on_top(s, "T20")
    play(s, Play("T10", -1, "tree"), Pay("T11"), Pay("T12"))  # 8 + 2 paid + 1 shown = 11
    assert s.clearing == [] and len(s.discard) == 11


def test_oak_bonus_gives_an_extra_turn():
    s = fresh()
    set_hand(s, 0, "T10", "T11", "T12")
    turn = s.turn
    play(s, Play("T10", -1, "tree"), Pay("T11"), Pay("T12"))
    assert s.current == 0 and s.turn == turn + 1
    play(s, DrawDeck(), DrawDeck())
    assert s.current == 1


# --- winter --------------------------------------------------------------------------
def test_winter_card_set_aside_and_replaced():
    s = fresh()
    w = next(c for c in s.deck if c in WINTER_SET)
    on_top(s, w, "T30")
    play(s, DrawDeck())
    assert s.winters == [w] and "T30" in s.hands[0]


def test_third_winter_ends_the_game_during_an_effect():
    s = fresh()
    ws = [c for c in s.deck if c in WINTER_SET]
    s.winters = ws[:2]
    for w in ws[:2]:
        s.deck.remove(w)
    set_hand(s, 0, "V04", "T33", "V03")
    plant(s, 0, "T23")
    on_top(s, "T40", ws[2], "T41")
    play(s, Play("V04", 0, "top"), Pay("T33"), Pay("V03"), Decline())
    play(s, Accept())  # draw 2: the first is a tree, the second the last winter card
    assert RULES.is_over(s) and s.steps == [] and "T41" in s.deck
    assert "T40" in s.hands[0]
    assert RULES.winners(s)


# --- free placement ------------------------------------------------------------------
def test_silver_fir_bonus_places_a_paw_animal_free_without_its_effect():
    s = fresh()
    set_hand(s, 0, "T17", "T18", "T19", "H03")  # H03: Hare | Red Fox
    play(s, Play("T17", -1, "tree"), Pay("T18"), Pay("T19"))
    assert RULES.decision(s).kind == "free"
    legal = RULES.legal_actions(s)
    assert Place("H03", 0, "right") in legal and Place("H03", 0, "left") in legal
    hand = len(s.hands[0])
    play(s, Place("H03", 0, "right"))  # the Fox would draw per Hare: no effect when free
    assert s.forests[0][0]["right"] == ["H03"] and len(s.hands[0]) == hand - 1
    assert s.current == 1 and s.steps == []  # the Fox's draw did not happen


def test_gnat_places_any_number_of_bats_free():
    s = fresh()
    set_hand(s, 0, "H28", "H06", "H02")  # Gnat | bee, bat | hare, hare | bat
    plant(s, 0, "T23")
    plant(s, 0, "T24")
    play(s, Play("H28", 0, "left"))
    assert RULES.decision(s).kind == "free"
    play(s, Place("H06", 1, "left"), Place("H02", 0, "right"))
    assert s.current == 1
    assert s.forests[0][1]["left"] == ["H06"] and s.forests[0][0]["right"] == ["H02"]


def test_hidden_information_and_redetermine_keep_the_view():
    import random

    s = fresh(3)
    seen = RULES.observe(s, 0)
    for c in RULES.hidden_from(s, 0):
        assert c not in str(seen)
    again = RULES.redetermine(s, 0, random.Random(5))
    assert RULES.observe(again, 0) == seen
    assert Counter(again.hands[1] + again.hands[2]) != Counter(s.hands[1] + s.hands[2])
    assert sorted(CARDS) == sorted(
        again.deck + again.removed + sum(again.hands, []) + again.clearing
    )


def test_redetermine_re_deals_other_saplings_and_keeps_their_turns():
    import random

    s = fresh(3)
    plant(s, 1, "T01", sapling=True, turn=3)
    plant(s, 2, "T02", sapling=True, turn=4)
    plant(s, 0, "T03", sapling=True, turn=5)
    for k in range(30):
        c = RULES.redetermine(s, 0, random.Random(k))
        forest_cards = {t["card"] for f in c.forests for t in f}
        assert set(c.placed_turn) == forest_cards
        assert sorted(c.placed_turn.values()) == [3, 4, 5]
        assert c.forests[0][0]["card"] == "T03"  # the seat's own sapling stays
        assert RULES.observe(c, 0) == RULES.observe(s, 0)
