"""Every advanced card's effect, and the four ways of adding them."""

from __future__ import annotations

from game.games.woud import RULES
from game.games.woud.actions import (
    Begin,
    Choose,
    Discard,
    Fungi,
    Keep,
    Lightning,
    Mantis,
    Place,
    Return,
    Skip,
    Tamarin,
)
from game.games.woud.data import card
from game.games.woud.season import begin_season_end
from tests.games.woud.helpers import clear_table, fresh, give, grab, settle, summary, tree


def _kinds(s):
    return {(card(c).kind, card(c).animal_set) for c in s.all_cards}


def test_four_ways_of_adding_advanced_cards():
    none = _kinds(fresh(2))
    assert ("liana", "") not in none and ("animal", "advanced") not in none
    plants = _kinds(fresh(2, advanced="plants"))
    assert ("liana", "") in plants and ("animal", "advanced") not in plants
    animals = _kinds(fresh(2, advanced="animals"))
    assert ("animal", "basic") not in animals and ("liana", "") not in animals
    everything = _kinds(fresh(2, advanced="all"))
    assert ("animal", "basic") not in everything and ("mold", "") in everything
    mix = fresh(2, advanced="mix")
    species = {card(c).species for c in mix.all_cards if card(c).is_animal}
    assert len(species) == 6 and ("lightning", "") in _kinds(mix)


def _turn(s, piles, seat=0):
    s.piles[:] = [list(p) for p in piles]
    s.current, s.looking, s.start_phase, s.turn = seat, 0, False, s.turn + 1


def _start(s, seat=0):
    """Put seat at the start of a fresh turn (abilities offered)."""
    s.tasks.clear()
    from game.games.woud.turn import start_turn

    start_turn(s, seat)
    settle(s)


def _fill(s):
    s.piles[:] = [[grab(s, "fern")], [grab(s, "sun")], [grab(s, "rain")]]


def test_coincap_fungi_discards_itself_and_another_card_to_draw():
    s = fresh(2, advanced="plants")
    clear_table(s)
    fungi, fern = grab(s, "fungi"), grab(s, "fern")
    give(s, 0, fungi, fern)
    _fill(s)
    _start(s)
    RULES.apply(s, Fungi(fungi, fern))
    assert fungi in s.discard and fern in s.discard
    assert RULES.decision(s).kind == "place" and len(s.forests[0].incoming) == 1


def test_pitcher_plant_holds_a_card_and_swaps_it():
    s = fresh(2, advanced="plants")
    clear_table(s)
    pitcher = grab(s, "pitcher")
    give(s, 0, pitcher)
    a, b = grab(s, "fern"), grab(s, "monstera")
    _turn(s, [[a], [b], [grab(s, "sun")]])
    RULES.apply(s, Keep())
    RULES.apply(s, Place(a, pitcher))
    assert s.forests[0].under[pitcher] == [a]
    _turn(s, [[b], [grab(s, "sun")], [grab(s, "rain")]])
    RULES.apply(s, Keep())
    RULES.apply(s, Place(b, pitcher))
    assert s.forests[0].under[pitcher] == [b] and a in s.forests[0].incoming
    RULES.apply(s, Place(a, "forest"))
    s.summary[0] = {}
    s.last_taker = 0
    begin_season_end(s)
    settle(s)
    while s.season == 0:
        RULES.apply(s, RULES.legal_actions(s)[0])
    assert pitcher in s.discard and b in s.forests[0].cards  # it stays for next season


def test_lightning_both_draw_or_both_discard():
    s = fresh(2, advanced="plants")
    clear_table(s)
    bolt = grab(s, "lightning")
    give(s, 1, grab(s, "fern"), grab(s, "sun"))
    give(s, 0, grab(s, "rain"))
    _turn(s, [[bolt], [grab(s, "sun")], [grab(s, "rain")]])
    RULES.apply(s, Keep())
    RULES.apply(s, Place(bolt, "forest"))
    assert RULES.decision(s).kind == "lightning"
    RULES.apply(s, Lightning("discard", 1))
    seats = []
    while RULES.decision(s).kind == "discard":
        seats.append(RULES.decision(s).seat)
        RULES.apply(s, RULES.legal_actions(s)[0])
    assert seats == [0, 1, 1]  # player 0 had one card only
    s2 = fresh(2, advanced="plants")
    clear_table(s2)
    bolt = grab(s2, "lightning")
    _turn(s2, [[bolt], [grab(s2, "sun")], [grab(s2, "rain")]])
    RULES.apply(s2, Keep())
    RULES.apply(s2, Place(bolt, "forest"))
    RULES.apply(s2, Lightning("draw", 1))
    assert len(s2.forests[0].incoming) == 2 and len(s2.forests[1].incoming) == 2


def test_mold_takes_a_plant_of_the_largest_group():
    s = fresh(2, advanced="plants")
    clear_table(s)
    ferns = [grab(s, "fern"), grab(s, "fern")]
    give(s, 0, grab(s, "mold"), *ferns, grab(s, "monstera"))
    s.last_taker = 0
    begin_season_end(s)
    settle(s)
    assert RULES.decision(s).kind == "discard"
    assert {a.card for a in RULES.legal_actions(s)} == set(ferns)


def test_orchid_wilts_when_sun_and_rain_differ_by_two():
    s = fresh(2, advanced="plants")
    clear_table(s)
    orchid = grab(s, "orchid")
    give(s, 0, orchid, grab(s, "sun"), grab(s, "sun"))
    s.last_taker = 0
    begin_season_end(s)
    settle(s)
    assert orchid in s.discard and summary(s, 0, 0)["plants"] == 0


def test_lianas_score_with_the_plants():
    s = fresh(2, advanced="plants")
    clear_table(s)
    give(s, 0, grab(s, "liana"))
    tree(s, 0, [0], 0)
    tree(s, 0, [0], 0, scored=0)
    s.last_taker = 0
    begin_season_end(s)
    settle(s)
    assert summary(s, 0, 0)["plants"] == 2


def test_tamarin_draws_three_and_keeps_one():
    s = fresh(2, advanced="animals")
    clear_table(s)
    tam = grab(s, "animal", species="tamarin", role="active")
    give(s, 0, tam)
    _fill(s)
    _start(s)
    RULES.apply(s, Tamarin(tam))
    drawn = list(s.forests[0].drawn)
    assert len(drawn) == 3 and RULES.decision(s).kind == "tamarin"
    assert RULES.observe(s, 1).forests[0].drawn_count == 3  # hidden from the opponent
    assert RULES.observe(s, 1).forests[0].drawn == ()
    RULES.apply(s, Choose(drawn[0]))
    assert drawn[1] in s.discard and drawn[2] in s.discard
    assert s.forests[0].incoming == [drawn[0]]


def test_goliath_leaves_the_threats_behind():
    s = fresh(2, advanced="animals")
    clear_table(s)
    gol = grab(s, "animal", species="goliath", role="active")
    give(s, 0, gol)
    fire, fern = grab(s, "fire"), grab(s, "fern")
    _turn(s, [[fire, fern], [grab(s, "sun")], [grab(s, "rain")]])
    RULES.apply(s, Keep(gol))
    assert s.forests[0].incoming == [fern]
    assert fire in s.piles[0] and len(s.piles[0]) == 2 and fire not in s.face_up


def test_hoatzin_and_howler_on_returning_piles():
    s = fresh(2, advanced="animals")
    clear_table(s)
    hoa = grab(s, "animal", species="hoatzin", role="active")
    how = grab(s, "animal", species="howler", role="active")
    give(s, 0, hoa, how)
    a, b = grab(s, "fern"), grab(s, "sun")
    _turn(s, [[a], [b], [grab(s, "rain")]])
    RULES.apply(s, Return(hoa, a))
    assert s.forests[0].under[hoa] == [a] and a not in s.piles[0]
    RULES.apply(s, Return(how))
    assert b in s.discard and len(s.piles[1]) == 1
    s.tasks.clear()
    s.last_taker = 0
    begin_season_end(s)
    settle(s)
    # step 1 of the season end: the tucked card comes into the forest to be placed
    assert RULES.decision(s).kind == "place" and s.forests[0].incoming == [a]
    assert not s.forests[0].under[hoa]


def test_mantis_joins_a_plant_group():
    s = fresh(2, advanced="animals")
    clear_table(s)
    mantis = grab(s, "animal", species="mantis", role="active")
    give(s, 0, mantis, grab(s, "bromeliad"))
    s.last_taker = 0
    begin_season_end(s)
    settle(s)
    assert RULES.decision(s).kind == "mantis"
    RULES.apply(s, Mantis(mantis, "bromeliad"))
    assert summary(s, 0, 0)["plants"] == 7 and mantis in s.discard


def test_jaguar_makes_the_opponent_discard_an_animal():
    s = fresh(2, advanced="animals")
    clear_table(s)
    give(s, 0, grab(s, "animal", species="jaguar"))
    prey = grab(s, "animal", species="howler", role="pair")
    give(s, 1, prey)
    s.last_taker = 0
    begin_season_end(s)
    settle(s)
    d = RULES.decision(s)
    assert (d.seat, d.kind) == (1, "discard")
    RULES.apply(s, Discard(prey))
    assert prey in s.discard


def test_leafcutter_ant_may_discard_a_card():
    s = fresh(2)
    clear_table(s)
    ant = grab(s, "animal", species="leafcutter", role="active")
    fire = grab(s, "fire")
    give(s, 0, ant, fire, grab(s, "fire"), grab(s, "fern"))
    s.last_taker = 0
    begin_season_end(s)
    settle(s)
    assert Skip() in RULES.legal_actions(s)
    RULES.apply(s, Discard(fire))  # one fire left: no plant lost
    assert summary(s, 0, 0)["plants"] == 2  # the fern survived
    assert RULES.decision(s).kind != "discard"


def test_frog_adds_a_card_to_each_pile():
    s = fresh(2)
    clear_table(s)
    frog = grab(s, "animal", species="frog", role="active")
    give(s, 0, frog)
    _fill(s)
    _start(s)
    from game.games.woud.actions import Frog

    RULES.apply(s, Frog(frog))
    assert [len(p) for p in s.piles] == [2, 2, 2]
    RULES.apply(s, Begin())
    assert s.looking == 0


def test_tree_boa_keeps_one_card_of_a_returned_pile():
    s = fresh(2)
    clear_table(s)
    boa = grab(s, "animal", species="boa", role="active")
    give(s, 0, boa)
    a, b = grab(s, "fern"), grab(s, "sun")
    _turn(s, [[a, b], [grab(s, "sun")], [grab(s, "rain")]])
    RULES.apply(s, Return(boa, b))
    assert s.forests[0].incoming == [b] and b not in s.piles[0] and a in s.piles[0]
    assert s.looking == 1 and boa in s.forests[0].used
    assert not [x for x in RULES.legal_actions(s) if isinstance(x, Return) and x.animal]


def test_a_peek_ends_before_the_frog_adds_cards():
    s = fresh(2)
    clear_table(s)
    toucan = grab(s, "animal", species="toucan", role="active")
    frog = grab(s, "animal", species="frog", role="active")
    give(s, 0, toucan, frog)
    _fill(s)
    _start(s)
    from game.games.woud.actions import Frog, Toucan

    RULES.apply(s, Toucan(toucan, 0))
    assert RULES.observe(s, 0).piles[0].cards == tuple(s.piles[0])
    RULES.apply(s, Frog(frog))
    assert RULES.observe(s, 0).piles[0].cards == ()
    assert s.piles[0][-1] in RULES.hidden_from(s, 0)
