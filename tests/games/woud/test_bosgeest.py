"""The Bosgeest automaton of the solo game."""

from __future__ import annotations

from game.games.woud import RULES
from game.games.woud.actions import Choose, Return
from game.games.woud.bosgeest import canopy_target, choose_pile, trunk_target
from game.games.woud.data import card
from game.games.woud.season import begin_season_end
from game.games.woud.state import Forest, Tree
from game.games.woud.turn import start_turn
from tests.games.woud.helpers import clear_table, fresh, give, grab, settle, summary, tree


def test_pile_choice_most_face_down_then_fewest_face_up_then_leftmost():
    assert choose_pile([["a", "b"], ["c", "d"], ["e"]], []) == 0
    assert choose_pile([["a", "b", "x"], ["c", "d"], ["e"]], ["x"]) == 1
    assert choose_pile([["a"], ["b", "c"], ["d", "e", "f"]], []) == 2
    assert choose_pile([[], ["x"], []], ["x"]) == 1  # only face-up cards left
    assert choose_pile([[], [], []], []) is None


def _t(tid, n, canopy=None, award=-1):
    return Tree(tid, ["t"] * n, canopy, -1, award)


def test_trunk_placement_rules():
    human = Forest(trees=[_t("h1", 3, "c"), _t("h2", 5, "c", award=0)])
    assert trunk_target(Forest(trees=[_t("a", 2)]), human) == "new"  # one open tree
    spirit = Forest(trees=[_t("a", 1), _t("b", 2), _t("c", 3)])
    # tallest open tree still shorter than the player's tallest tree without award (3)
    assert trunk_target(spirit, human) == "b"
    assert trunk_target(Forest(trees=[_t("a", 3), _t("b", 4)]), human) == "a"  # DEFAULT
    assert canopy_target(spirit) == "c"
    assert canopy_target(Forest(trees=[_t("a", 1, "c")])) == "discard"


def test_setups_standard_easier_harder():
    std = fresh(1, bosgeest="standard")
    assert not std.forests[0].trees and len(std.forests[1].trees) == 1
    easy = fresh(1, bosgeest="easier")
    assert len(easy.forests[0].trees) == 1 and len(easy.forests[1].trees) == 1
    hard = fresh(1, bosgeest="harder")
    assert not hard.forests[0].trees and len(hard.forests[1].trees) == 2
    for s in (std, easy, hard):
        assert RULES.decision(s).seat == 0  # the player starts every season


def test_solo_removes_fungi_pitcher_and_lightning():
    s = fresh(1, advanced="all")
    kinds = {card(c).kind for c in s.all_cards}
    assert not kinds & {"fungi", "pitcher", "lightning"}
    assert {"liana", "orchid", "mold"} <= kinds


def test_returned_threats_lie_face_up():
    s = fresh(1)
    clear_table(s)
    fire = grab(s, "fire")
    s.piles[:] = [[fire, grab(s, "fern")], [grab(s, "sun")], [grab(s, "rain")]]
    s.current, s.looking, s.start_phase = 0, 0, False
    RULES.apply(s, Return())
    assert fire in s.face_up
    assert RULES.observe(s, 0).piles[0].face_up == (fire,)


def test_an_extra_card_to_new_growth_3_per_threat():
    s = fresh(1)
    clear_table(s)
    tree(s, 1, [0])
    s.piles[:] = [[grab(s, "fire"), grab(s, "disease"), grab(s, "fern")], [], []]
    start_turn(s, 1)
    settle(s)
    assert len(s.piles[2]) == 2  # one card per threat received
    assert len(s.piles[0]) == 1  # its own refill


def test_threat_bonus_and_player_resolves_first():
    s = fresh(1)
    clear_table(s)
    give(s, 1, grab(s, "fire"), grab(s, "disease"))
    give(s, 0, grab(s, "disease"))
    s.summary = [{}]
    s.discard.extend(s.decks[0])
    s.decks[0].clear()
    begin_season_end(s)
    assert [t.seat for t in s.tasks[:5]] == [0] * 5
    settle(s)
    assert summary(s, 0, 1)["threat_bonus"] == 7
    assert summary(s, 0, 0).get("threat_bonus", 0) == 0


def test_ties_between_different_cards_are_the_players_choice():
    s = fresh(1)
    clear_table(s)
    sun, rain = grab(s, "sun"), grab(s, "rain")
    give(s, 1, sun, rain, grab(s, "sun"))  # either sun can go: identical, no question
    s.piles[:] = [[grab(s, "drought")], [], []]
    start_turn(s, 1)
    settle(s)
    assert RULES.decision(s).kind == "pile"  # decided alone
    s2 = fresh(1)
    clear_table(s2)
    give(s2, 1, grab(s2, "seeds"), grab(s2, "animal", species="boa", role="pair"))
    give(s2, 1, grab(s2, "fern"))
    s2.piles[:] = [[grab(s2, "drought")], [], []]
    s2.forests[1].cards.append(grab(s2, "rain"))
    start_turn(s2, 1)
    settle(s2)
    d = RULES.decision(s2)
    # seeds and rain are both worth nothing now: the player picks for the Bosgeest
    assert (d.seat, d.kind) == (0, "spirit_choice")
    options = s2.tasks[0].data["options"]
    assert {card(o).kind for o in options} == {"seeds", "rain"}
    RULES.apply(s2, Choose(options[0]))
    assert options[0] in s2.discard
