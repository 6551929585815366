"""The Renature lesson teaches what its texts claim: where a first domino may lie, that
an animal must touch its own kind, how a plant scores, what the joker and the clouds do,
when a region is closed and what its scoring pays, and a refusal in the step's own words."""

from __future__ import annotations

import dataclasses
import functools

import pytest

from game import i18n, lessons
from game.core import IllegalAction, registry
from game.games.renature import placement
from game.games.renature.actions import (
    ChangeJoker,
    EndTurn,
    ExtraTurn,
    PlaceDomino,
    PlacePlant,
)
from game.games.renature.data import board, coord, dominoes, region_tiles
from game.games.renature.state import RenatureState
from tests.games.lesson_steps import guide_at, lesson_actions, speaking, state_at

RULES = registry.get("renature")
LESSON = lessons.load("renature")
YOU, ADA = 0, 1


played_to = functools.partial(guide_at, "renature")  # the others' moves too
actions = functools.partial(lesson_actions, "renature")


def state(guide: lessons.Guide) -> RenatureState:
    return state_at(guide, RenatureState)


def step_of(kind: type, nth: int = 0) -> int:
    """The index of the ``nth`` step whose move is a ``kind``."""
    return [n for n, a in enumerate(actions()) if isinstance(a, kind)][nth]


def unnamed(lesson: lessons.Lesson) -> list[int]:
    """The steps whose text does not name the places and the pieces of their move as the
    screen shows them: the squares' coordinates, the domino's animals, the plant's kind
    (in the language now chosen)."""
    missing = []
    for n, (step, action) in enumerate(zip(lesson.steps, actions(lesson)), 1):
        if isinstance(action, PlaceDomino):
            names = [coord(action.first), coord(action.second),
                     "/".join(i18n._(a) for a in dominoes()[action.domino])]
        elif isinstance(action, PlacePlant):
            names = [coord(action.cell), i18n._(action.kind)]
        elif isinstance(action, ChangeJoker):
            names = [i18n._(action.animal)]
        else:
            continue
        text = i18n._(step.say).lower()
        if not all(name.lower() in text for name in names):
            missing.append(n)
    return missing


def test_the_steps_cover_the_turn_as_the_rulebook_teaches_it():
    moves = actions()
    assert 6 <= len(moves) <= 12
    assert sum(isinstance(a, PlaceDomino) for a in moves) == 3  # laying dominoes
    assert sum(isinstance(a, PlacePlant) for a in moves) == 3  # plants in regions
    assert any(isinstance(a, EndTurn) for a in moves)
    assert any(isinstance(a, ChangeJoker) for a in moves)  # a cloud action: the joker
    assert any(isinstance(a, ExtraTurn) for a in moves)  # and another turn
    valley = i18n._(LESSON.steps[-1].done)
    assert "Valley" in valley and "mushroom" in valley  # the Valley board, in one step


def test_the_first_domino_starts_on_a_start_space():
    first = actions()[step_of(PlaceDomino)]
    b = board(state(played_to(0)).board)
    assert first.first in b.starts and first.second not in b.starts
    assert not any(state(played_to(0)).animals)  # the board is empty: only a start works


def test_the_second_domino_fits_because_it_touches_its_own_kind():
    n = step_of(PlaceDomino, 1)
    s = state(played_to(n))
    move = actions()[n]
    b = board(s.board)
    assert move.first not in b.starts and move.second not in b.starts
    salamander = dominoes()[move.domino][0]
    assert s.animals[move.first - 1] == salamander != s.joker  # on B1, beside it
    turned = PlaceDomino(move.domino, move.second, move.first)  # beaver beside salamander
    assert RULES.check(s, turned) == "Every animal beside the domino must match it (or be the joker)."


def test_the_joker_lets_the_owl_touch_the_frog():
    n = step_of(ChangeJoker)
    before = state(played_to(n))
    lay = actions()[n + 1]
    owl, frog = dominoes()[lay.domino][1], before.animals[lay.second - 15]
    assert (owl, frog) == ("owl", "frog")  # "your owl may not touch Ada's frog on C3"
    assert RULES.check(before, lay) is not None
    assert before.clouds[YOU] == 12  # "your 12 clouds"
    after = state(played_to(n + 1))
    assert after.joker == "owl" and after.clouds[YOU] == 10  # 2 clouds paid
    assert RULES.check(after, lay) is None


def test_ada_answers_beside_your_animals_as_the_done_text_says():
    s = state(played_to(step_of(EndTurn) + 1))
    assert s.animals[0] == s.animals[15] == "badger"  # her badger under yours
    assert s.plants[31].split("-")[1] == str(ADA) and s.region_of[31] == "A"


def test_each_plant_scores_what_its_step_says():
    scored = []
    for n in (step_of(PlacePlant, k) for k in range(3)):
        guide = played_to(n)
        changes = {c.label: c.gained for c in guide.play(actions()[n])}
        scored.append(changes["Plants set"])
    assert scored == [1, 1, 3]  # the oak: itself and both grasses


def test_the_closing_domino_closes_region_a_and_the_plant_step_scores_it():
    n = step_of(PlaceDomino, 2)
    s = state(played_to(n + 1))
    assert placement.is_closed(s, board(s.board), "A") and "A" not in s.closed
    tile = region_tiles()[s.tiles["A"]]
    assert (tile.main, tile.secondary) == (2, 1)  # the points the done text names
    guide = played_to(n + 1)
    changes = guide.play(actions()[n + 1])
    assert ("Regions closed", 0, 2) in [(c.label, c.before, c.after) for c in changes]
    after = state(guide)
    assert after.closed["A"] == YOU and after.score_regions == [2, 1]  # main / secondary
    assert tile.id in after.owned_tiles[YOU]


def test_another_turn_costs_3_clouds_and_you_move_again():
    n = step_of(ExtraTurn)
    assert state(played_to(n)).clouds[YOU] == 10  # "you still have 10 clouds"
    guide = played_to(n + 1)
    assert guide.finished and guide.learner_to_move()
    assert state(guide).clouds[YOU] == 7 and state(guide).phase == "domino"


def test_a_wrong_domino_is_refused_with_the_steps_own_reason():
    n = step_of(PlaceDomino, 2)
    guide = played_to(n)
    other = next(a for a in RULES.legal_actions(state(guide))
                 if isinstance(a, PlaceDomino) and a != actions()[n])
    assert guide.check(other) == LESSON.steps[n].wrong
    with pytest.raises(IllegalAction, match="Lay the badger/owl on B4 and C4"):
        guide.play(other)
    assert guide.index == n


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_every_step_names_its_places_and_pieces_as_the_screen_does(lang):
    with speaking(lang):
        assert unnamed(LESSON) == []


def test_a_step_naming_another_place_than_it_plays_is_found():
    """The planted fault: step 2 asks for B2 but waits for the bush on B3."""
    steps = list(LESSON.steps)
    steps[1] = dataclasses.replace(
        steps[1], action={"type": "place_plant", "colour": "0", "kind": "bush", "cell": 31})
    assert unnamed(dataclasses.replace(LESSON, steps=tuple(steps))) == [2]
