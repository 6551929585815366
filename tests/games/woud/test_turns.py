"""A turn of Het Woud: piles, placing cards, drought, abilities, drawing."""

from __future__ import annotations

from game.core import IllegalAction
from game.games.woud import RULES
from game.games.woud.actions import Begin, Discard, Keep, Place, Return, TakeSeason, Toucan
from game.games.woud.data import card
from game.games.woud.flow import draw_effect
from tests.games.woud.helpers import clear_table, fresh, give, grab, tree


def _turn(s, piles, seat=0):
    s.piles[:] = [list(p) for p in piles]
    s.current, s.looking, s.start_phase = seat, 0, False


def _refused(s, action) -> str:
    try:
        RULES.apply(s, action)
    except IllegalAction as exc:
        return exc.reason
    raise AssertionError("the action was allowed")


def test_a_canopy_must_close_an_open_tree():
    s = fresh(2)
    clear_table(s)
    open_tree = tree(s, 0, [1])
    canopy = grab(s, "canopy", 2)
    _turn(s, [[canopy], [grab(s, "fern")], [grab(s, "fern")]])
    RULES.apply(s, Keep())
    assert "open trees" in _refused(s, Place(canopy, "discard"))
    RULES.apply(s, Place(canopy, open_tree.id))
    assert open_tree.canopy == canopy


def test_a_canopy_without_open_tree_is_discarded_and_nothing_goes_above_it():
    s = fresh(2)
    clear_table(s)
    done = tree(s, 0, [1], 1)
    trunk = grab(s, "trunk", 2)
    _turn(s, [[trunk], [grab(s, "fern")], [grab(s, "fern")]])
    RULES.apply(s, Keep())
    assert "canopy" in _refused(s, Place(trunk, done.id))
    s2 = fresh(2)
    clear_table(s2)
    tree(s2, 0, [1], 1)
    canopy = grab(s2, "canopy", 2)
    _turn(s2, [[canopy], [grab(s2, "fern")], [grab(s2, "fern")]])
    RULES.apply(s2, Keep())
    assert [a.target for a in RULES.legal_actions(s2)] == ["discard"]
    RULES.apply(s2, Place(canopy, "discard"))
    assert canopy in s2.discard


def test_drought_discards_another_card_but_never_from_a_scored_tree():
    s = fresh(2)
    clear_table(s)
    scored = tree(s, 0, [2], 2, scored=0)
    fern = grab(s, "fern")
    give(s, 0, fern)
    drought = grab(s, "drought")
    _turn(s, [[drought], [grab(s, "fern")], [grab(s, "fern")]])
    RULES.apply(s, Keep())
    RULES.apply(s, Place(drought, "forest"))
    assert RULES.decision(s).kind == "discard"
    assert "Scored trees" in _refused(s, Discard(scored.trunks[0]))
    RULES.apply(s, Discard(fern))
    assert fern in s.discard and drought in s.discard
    assert RULES.decision(s).seat == 1  # the turn is over


def test_returning_all_three_takes_the_top_season_card():
    s = fresh(2)
    clear_table(s)
    _turn(s, [[grab(s, "fern")], [grab(s, "sun")], [grab(s, "rain")]])
    for _ in range(3):
        RULES.apply(s, Return())
    top = s.forests[0].incoming
    assert len(top) == 1 and RULES.decision(s).kind == "place"


def test_sloth_takes_two_season_cards():
    s = fresh(2)
    clear_table(s)
    give(s, 0, grab(s, "animal", species="sloth", role="active"))
    _turn(s, [[grab(s, "fern")], [grab(s, "sun")], [grab(s, "rain")]])
    for _ in range(3):
        RULES.apply(s, Return())
    assert RULES.decision(s).kind == "sloth"
    sloth = s.tasks[0].data["sloth"]
    RULES.apply(s, TakeSeason(2, sloth))
    assert len(s.forests[0].incoming) == 2 and sloth in s.forests[0].used


def test_the_last_pile_cannot_be_refused_once_the_deck_is_empty():
    s = fresh(2)
    clear_table(s)
    s.discard.extend(s.decks[0])
    s.decks[0].clear()
    _turn(s, [[grab(s, "fern")], [], [grab(s, "sun")]])
    RULES.apply(s, Return())  # pile 3 still has cards
    assert s.looking == 2
    assert "cannot be refused" in _refused(s, Return())
    RULES.apply(s, Keep())
    assert s.piles[2] == []  # no refill any more


def test_an_animal_cannot_act_on_the_turn_it_came_and_only_once_a_season():
    s = fresh(2)
    clear_table(s)
    toucan = grab(s, "animal", species="toucan", role="active")
    _turn(s, [[toucan], [grab(s, "fern")], [grab(s, "fern")]])
    RULES.apply(s, Keep())
    RULES.apply(s, Place(toucan, "forest"))
    assert s.forests[0].acquired[toucan] == s.turn - 1
    # player 1 keeps a pile, then player 0's next turn offers the toucan
    RULES.apply(s, Keep())
    for c in list(s.forests[1].incoming):
        RULES.apply(s, Place(c, RULES.legal_actions(s)[0].target))
    while RULES.decision(s).seat != 0 or RULES.decision(s).kind not in ("start", "pile"):
        RULES.apply(s, RULES.legal_actions(s)[0])
    assert RULES.decision(s).kind == "start"
    RULES.apply(s, Toucan(toucan, 2))
    assert RULES.observe(s, 0).piles[2].cards == tuple(s.piles[2])
    assert RULES.observe(s, 1).piles[2].cards == ()
    assert Toucan(toucan, 1) not in RULES.legal_actions(s)  # once per season
    RULES.apply(s, Begin())
    assert RULES.decision(s).kind == "pile"


def test_drawing_from_an_empty_deck_uses_the_next_deck_then_set_aside_then_discards():
    s = fresh(2)
    s.decks[0].clear()
    nxt = s.decks[1][-1]
    assert draw_effect(s) == nxt
    s.decks[1].clear()
    s.decks[2].clear()
    aside = s.set_aside[-1]
    assert draw_effect(s) == aside
    s.set_aside.clear()
    s.discard[:] = ["C001", "C002"]
    got = draw_effect(s)
    assert got in ("C001", "C002") and len(s.set_aside) == 1 and not s.discard


def test_kept_cards_are_public_and_piles_are_secret():
    s = fresh(2, seed=3)
    d = RULES.decision(s)
    seat = d.seat
    obs = RULES.observe(s, seat)
    other = RULES.observe(s, 1 - seat)
    if d.kind == "pile":
        assert obs.piles[0].cards and not other.piles[0].cards
    assert all(isinstance(c, str) for c in obs.discard)
    assert card(s.forests[0].trees[0].trunks[0]).value == 0  # the starting trunk


def test_a_canopy_waits_for_a_trunk_taken_with_it():
    s = fresh(2)
    clear_table(s)
    canopy, trunk = grab(s, "canopy", 2), grab(s, "trunk", 1)
    _turn(s, [[canopy, trunk], [grab(s, "fern")], [grab(s, "fern")]])
    RULES.apply(s, Keep())
    assert "trunk first" in _refused(s, Place(canopy, "discard"))
    RULES.apply(s, Place(trunk, "new"))
    tid = s.forests[0].trees[0].id
    RULES.apply(s, Place(canopy, tid))
    assert s.forests[0].trees[0].canopy == canopy
