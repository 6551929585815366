"""Mushrooms, the Mole, Hare and Toad sharing a place, Brown Bear, Raccoon, and the
effects that count cards when played."""

from __future__ import annotations

from game.games.mischwald import RULES
from game.games.mischwald.actions import Accept, Decline, Pay, Play, Tuck
from tests.games.mischwald.util import fresh, on_top, plant, play, put, set_hand


def steps(s):
    return [(st["k"], st.get("n"), st["why"]) for st in s.steps]


# --- mushrooms -----------------------------------------------------------------------
def test_parasol_works_from_the_next_turn_on():
    s = fresh()
    t = plant(s, 0, "T23")
    plant(s, 0, "T24")
    put(s, 0, t, "bottom", "V37", turn=s.turn)  # placed this very turn
    set_hand(s, 0, "V09", "T01", "V12")
    play(s, Play("V12", 1, "bottom"))  # a Toad below a tree, cost 0
    assert s.current == 1  # nothing to draw: the Parasol is not active yet
    s = fresh()
    plant(s, 0, "T23")
    plant(s, 0, "T24")
    put(s, 0, 0, "bottom", "V37")  # an earlier turn
    set_hand(s, 0, "V12")
    play(s, Play("V12", 1, "bottom"))
    assert steps(s) == [("draw", 1, "parasol")]


def test_second_parasol_sets_off_only_the_first():
    s = fresh()
    plant(s, 0, "T23")
    plant(s, 0, "T24")
    put(s, 0, 0, "bottom", "V37")
    set_hand(s, 0, "V47", "T33", "T34")
    play(s, Play("V47", 1, "bottom"), Pay("T33"), Pay("T34"))
    assert steps(s) == [("draw", 1, "parasol")]
    hand = len(s.hands[0])
    play(s, Accept())
    assert len(s.hands[0]) == hand + 1


def test_chanterelle_on_a_tree_before_the_trees_own_effect():
    s = fresh()
    plant(s, 0, "T23")
    put(s, 0, 0, "bottom", "V26")
    set_hand(s, 0, "T24")
    play(s, Play("T24", -1, "tree"))
    assert steps(s) == [("draw", 1, "chanterelle"), ("draw", 1, "birch")]


def test_fly_agaric_on_a_paw_animal():
    s = fresh()
    plant(s, 0, "T23")
    put(s, 0, 0, "bottom", "V31")
    set_hand(s, 0, "H01", "V09")
    play(s, Play("H01", 0, "left"))  # a Hare
    assert steps(s) == [("draw", 1, "fly_agaric")]


def test_penny_bun_on_a_top_card_and_two_mushrooms_draw_two():
    s = fresh()
    plant(s, 0, "T23")
    plant(s, 0, "T24")
    put(s, 0, 0, "bottom", "V32")
    put(s, 0, 1, "bottom", "V48")
    set_hand(s, 0, "V07")  # Camberwell Beauty, cost 0
    play(s, Play("V07", 0, "top"))
    assert steps(s) == [("draw", 1, "penny_bun"), ("draw", 1, "penny_bun")]


# --- Mole ----------------------------------------------------------------------------
def test_mole_plays_more_cards_and_their_effects_follow_in_order():
    s = fresh()
    plant(s, 0, "T23")
    set_hand(s, 0, "V28", "T01", "T02", "T24", "H01", "V13")
    play(s, Play("V28", 0, "bottom"), Pay("T01"), Pay("T02"))
    assert RULES.decision(s).kind == "mole"
    play(s, Play("T24", -1, "tree"))  # a Birch: its draw waits
    assert RULES.decision(s).kind == "mole"
    play(s, Play("H01", 0, "left"))  # a Hare, cost 0
    assert s.hands[0] == ["V13"]
    play(s, Decline())  # finish the Mole: the Birch's draw comes now
    assert steps(s) == [("draw", 1, "birch")]
    play(s, Accept())
    assert s.current == 1


def test_mole_cards_pay_normally_and_keep_their_bonus():
    s = fresh()
    plant(s, 0, "T23")
    set_hand(s, 0, "V28", "T01", "T02", "T10", "T11", "T12", "V13")
    play(s, Play("V28", 0, "bottom"), Pay("T01"), Pay("T02"))
    play(s, Play("T10", -1, "tree"), Pay("T11"), Pay("T12"))  # an Oak paid with Oaks
    turn = s.turn
    play(s, Decline())
    assert s.current == 0 and s.turn == turn + 1  # the Oak's extra turn is being taken


# --- sharing a place -----------------------------------------------------------------
def test_hares_share_a_slot_without_limit_others_do_not():
    s = fresh()
    plant(s, 0, "T23")
    put(s, 0, 0, "left", "H01")
    put(s, 0, 0, "left", "H02")
    set_hand(s, 0, "H03", "H24")  # a Hare, and a Horseshoe Bat on the left half
    assert RULES.check(s, Play("H03", 0, "left")) is None
    assert RULES.check(s, Play("H24", 0, "left")) == "That side of the tree is taken."
    play(s, Play("H03", 0, "left"))
    assert s.forests[0][0]["left"] == ["H01", "H02", "H03"]


def test_toads_two_at_most_and_only_on_a_later_turn():
    s = fresh()
    plant(s, 0, "T23")
    put(s, 0, 0, "bottom", "V12", turn=s.turn)
    set_hand(s, 0, "V21", "V23")
    assert RULES.check(s, Play("V21", 0, "bottom")) == (
        "A second toad may join only on a later turn."
    )
    s.placed_turn["V12"] = s.turn - 1
    play(s, Play("V21", 0, "bottom"))
    s.current = 0
    assert RULES.check(s, Play("V23", 0, "bottom")) == "Two toads already share that place."


# --- Bear and Raccoon ----------------------------------------------------------------
def test_bear_takes_the_clearing_with_its_payment_into_the_cave():
    s = fresh()
    plant(s, 0, "T23")
    s.clearing.extend(s.deck.pop(0) for _ in range(4))
    set_hand(s, 0, "H10", "T01", "T02", "T03")  # Bear on its Linden half, paid with Lindens
    play(s, Play("H10", 0, "left"), Pay("T01"), Pay("T02"), Pay("T03"))
    assert len(s.caves[0]) == 7 and s.clearing == []
    assert steps(s) == [("draw", 1, "brown_bear"), ("extra", None, "brown_bear")]
    play(s, Accept())
    assert s.current == 0  # the bonus turn
    assert RULES.score_sheet(s).rows[-1].values == [7, 0]


def test_raccoon_tucks_cards_then_draws_as_many():
    s = fresh()
    plant(s, 0, "T23")
    set_hand(s, 0, "H04", "T01", "T02", "T03", "T04")
    play(s, Play("H04", 0, "left"), Pay("T01"))
    assert RULES.decision(s).kind == "raccoon"
    play(s, Tuck("T02"), Tuck("T03"))
    play(s, Decline())
    assert s.caves[0] == ["T02", "T03"] and len(s.hands[0]) == 3
    assert RULES.hidden_from(s, 1) >= {"T02", "T03"}


# --- effects that count when played --------------------------------------------------
def test_red_fox_draws_one_per_hare_already_there():
    s = fresh()
    plant(s, 0, "T23")
    put(s, 0, 0, "left", "H01")
    put(s, 0, 0, "left", "H02")
    set_hand(s, 0, "H03", "T01", "T02")
    play(s, Play("H03", 0, "right"), Pay("T01"), Pay("T02"))
    assert steps(s) == [("draw", 2, "red_fox")]


def test_wolf_draws_per_deer_and_bonus_extra_turn():
    s = fresh()
    plant(s, 0, "T23")
    plant(s, 0, "T24")
    put(s, 0, 0, "right", "H20")  # Roe Deer
    put(s, 0, 1, "left", "H12")  # Red Deer
    set_hand(s, 0, "H25", "T17", "T18", "V11")  # Wolf (Silver Fir symbol) and three payers
    play(s, Play("H25", 1, "right"), Pay("T17"), Pay("T18"), Pay("V11"))
    assert steps(s) == [("draw", 2, "wolf"), ("extra", None, "wolf")]


def test_second_mole_played_through_the_first_starts_its_own_round_first():
    s = fresh()
    plant(s, 0, "T23")
    plant(s, 0, "T24")
    set_hand(s, 0, "V28", "T01", "T02", "V46", "T03", "T04", "T25", "V13")
    play(s, Play("V28", 0, "bottom"), Pay("T01"), Pay("T02"))
    play(s, Play("V46", 1, "bottom"), Pay("T03"), Pay("T04"))  # the second Mole
    play(s, Play("T25", -1, "tree"))  # a Birch through the first Mole: its draw waits
    play(s, Decline())  # finish the first Mole: the second Mole's round comes first
    assert RULES.decision(s).kind == "mole"
    assert [st["k"] for st in s.steps] == ["mole", "draw"]
    play(s, Decline())
    assert steps(s) == [("draw", 1, "birch")]


def test_a_tree_turning_up_a_winter_card_replaces_it():
    from game.games.mischwald.state import WINTER_SET

    s = fresh()
    w = next(c for c in s.deck if c in WINTER_SET)
    set_hand(s, 0, "T23", "T01")
    on_top(s, w, "T30")
    play(s, Play("T23", -1, "tree"))
    assert s.winters == [w] and s.clearing == ["T30"]


def test_the_third_winter_turned_up_by_a_tree_ends_the_game():
    from game.games.mischwald.state import WINTER_SET

    s = fresh()
    ws = [c for c in s.deck if c in WINTER_SET]
    for w in ws[:2]:
        s.deck.remove(w)
        s.winters.append(w)
    set_hand(s, 0, "T23", "T01")
    on_top(s, ws[2])
    play(s, Play("T23", -1, "tree"))
    assert RULES.is_over(s) and RULES.decision(s).seat is None
    assert s.steps == []  # the Birch's own draw never happens


def test_cave_contents_are_hidden_from_others_counted_for_all():
    s = fresh(3)
    plant(s, 0, "T23")
    set_hand(s, 0, "H04", "T01", "T02")
    play(s, Play("H04", 0, "left"), Pay("T01"), Tuck("T02"))  # the last card: done by itself
    assert RULES.observe(s, 1).caves[0] == 1
    assert "T02" not in str(RULES.observe(s, 1)) and "T02" in RULES.observe(s, 0).my_cave
