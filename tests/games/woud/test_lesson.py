"""Het Woud's guided first game teaches what it says: a solo game against the Bosgeest
whose steps return and keep New Growth piles, build trees from trunks and canopies,
collect plants, pair sun with rain, meet threats and an animal's ability, and end with
the first season's scoring, whose points the last step names correctly."""

from __future__ import annotations

import functools
import re

import pytest

from game import lessons
from game.core import registry
from game.games.woud import bosgeest
from game.games.woud.actions import Keep, Place, Return
from game.games.woud.data import card
from game.games.woud.state import WoudState
from tests.games import lesson_steps
from tests.games.lesson_steps import state_at

RULES = registry.get("woud")
LESSON = lessons.load("woud")


guide_at = functools.partial(lesson_steps.guide_at, "woud")


def state(guide: lessons.Guide) -> WoudState:
    return state_at(guide, WoudState)


def kinds(cids: list[str]) -> list[str]:
    return sorted(card(c).kind for c in cids)


def test_the_lesson_is_a_solo_game_against_the_bosgeest():
    guide = guide_at(0)
    assert len(LESSON.options.seats) == 1 and LESSON.learner == 0
    assert state(guide).spirit == 1
    assert any("Bosgeest" in s.say for s in LESSON.steps)


def test_the_steps_cover_the_topics_of_a_first_game():
    actions = [lessons.Guide(LESSON, RULES).decode(s.action) for s in LESSON.steps]
    assert Keep() in actions and Return() in actions  # a pile kept, a pile put back
    placed = {card(a.card).kind: a.target for a in actions if isinstance(a, Place)}
    assert placed["trunk"].startswith("tree-") and placed["canopy"].startswith("tree-")
    assert {"bromeliad", "fern"} <= set(placed)  # plants
    assert any(isinstance(a, Return) and a.animal for a in actions)  # an animal's ability
    assert 6 <= len(actions) <= 12


def test_a_threat_put_back_lies_face_up_for_the_bosgeest():
    guide = guide_at(0)
    disease = state(guide).piles[0][0]
    assert card(disease).kind == "disease"
    guide.play(Return())
    assert disease in state(guide).face_up


def test_the_trunk_and_the_canopy_complete_the_starting_tree():
    guide = guide_at(2)
    tree = state(guide).forests[0].trees[0]
    assert kinds(state(guide).forests[0].incoming) == ["canopy", "trunk"]
    guide.play(guide.expected())
    assert tree.height == 2 and not tree.complete
    guide.play(guide.expected())
    assert tree.complete and card(tree.canopy).value == 2  # 0 + 1 + 2 x 2 = 5 later


def test_the_bosgeest_moves_between_the_steps():
    guide = guide_at(3)
    before = list(state(guide).forests[1].all_cards())
    guide.play(guide.expected())
    played = guide.play_others()
    assert not played  # the Bosgeest moves by the rules themselves, after the learner
    assert state(guide).forests[1].all_cards() != before
    assert state(guide).spirit_steps  # its turn, step by step, for the view


def test_the_tree_boa_keeps_the_sun_that_pairs_with_the_rain():
    step = next(i for i, s in enumerate(LESSON.steps) if s.action.get("animal"))
    guide = guide_at(step)
    action = guide.expected()
    assert isinstance(action, Return)
    assert card(action.animal).species == "boa" and card(action.card).kind == "sun"
    assert "rain" in kinds(state(guide).forests[0].cards)
    guide.play(action)
    assert action.card in state(guide).forests[0].incoming


def test_the_pile_put_back_for_its_fern_is_the_one_the_bosgeest_takes():
    step = next(i for i, s in enumerate(LESSON.steps) if "Bosgeest takes" in s.say)
    guide = guide_at(step)
    s = state(guide)
    ferns = kinds(s.forests[0].cards).count("fern")
    assert ferns == 1 and "fern" in kinds(s.piles[s.looking])  # a second would be even
    pile = s.looking
    guide.play(guide.expected())
    assert bosgeest.choose_pile(s.piles, s.face_up) == pile


def claimed(done: str) -> dict[str, int]:
    """The points a step's text names: "trees 8, tallest tree 3, ..."."""
    return {name.lower(): int(n) for name, n in re.findall(r"([a-z][a-z ]*?) (\d+)", done)}


def mismatches(changes: list[lessons.Change], done: str) -> list[str]:
    said = claimed(done)
    names = {"Trees": "trees", "Tallest tree award": "tallest tree", "Plants": "plants",
             "Sun and rain": "sun and rain"}
    return [c.label for c in changes if said.get(names.get(c.label, "?")) != c.gained]


def test_the_last_step_scores_the_season_as_its_text_says():
    last = len(LESSON.steps) - 1
    guide = guide_at(last)
    changes = guide.play(guide.expected())
    assert state(guide).season == 1  # the move ended season 1
    assert {c.label: c.gained for c in changes} == {
        "Trees": 8, "Tallest tree award": 3, "Plants": 13, "Sun and rain": 10}
    assert mismatches(changes, LESSON.steps[last].done) == []


def test_a_wrong_number_in_the_last_text_is_caught():
    # the planted fault: the text claims 12 for plants where the sheet gained 13
    last = len(LESSON.steps) - 1
    guide = guide_at(last)
    changes = guide.play(guide.expected())
    wrong = LESSON.steps[last].done.replace("plants 13", "plants 12")
    assert mismatches(changes, wrong) == ["Plants"]


def test_the_single_disease_costs_no_animal_at_the_seasons_end():
    guide = guide_at(len(LESSON.steps))
    mine = state(guide).forests[0].cards
    assert {card(c).species for c in mine if card(c).is_animal} == {"boa", "frog"}


@pytest.mark.parametrize("step", [0, 4, 8])
def test_another_move_is_refused_with_the_steps_own_reason(step):
    guide = guide_at(step)
    other = next(a for a in RULES.legal_actions(guide.match.state) if a != guide.expected())
    assert guide.check(other) == LESSON.steps[step].wrong
