"""The Glade lesson teaches what its texts claim: the first line on the framed centre, the
set of 3 and the glade field of its missing tile, the bench refilled from the bag, the set
of 4 that takes that toadstool home, the double side and a leaf counter of the matching
side, a claim on Ada's forest, the toadstools left before the end, and a refusal in the
step's own words. Ada's turns are written out, so the lesson never waits on the computer."""

from __future__ import annotations

import dataclasses
import functools

import pytest

from game import i18n, lessons
from game.core import IllegalAction, registry
from game.games.glade.actions import Claim, Confirm, Place
from game.games.glade.data import CENTRE, kind_name, load
from game.games.glade.forest import missing_fourth, shared
from game.games.glade.resolve import counter_for
from game.games.glade.state import GladeState, owner
from tests.games.lesson_steps import guide_at, lesson_actions, speaking, state_at

RULES = registry.get("glade")
LESSON = lessons.load("glade")
CENTRE_ROW = "Your toadstools in the centre of the glade"
STORE_ROW = "Toadstools (any player's) in your store"
DOUBLE_ROW = "Your toadstools on the double side (wherever they are)"
COUNTER_ROW = "Match counters (matching game)"


played_to = functools.partial(guide_at, "glade")  # (step, lesson): Ada's moves too
actions = functools.partial(lesson_actions, "glade")


def state(guide: lessons.Guide) -> GladeState:
    return state_at(guide, GladeState)


def kind(tile: str) -> int:
    return load().kind[tile]


def play_step(guide: lessons.Guide) -> dict[str, tuple[int, int]]:
    """Play the open step; the sheet rows it changed, (before, after) by label."""
    expected = guide.expected()
    assert expected is not None
    changes = guide.play(expected)
    return {c.label: (c.before, c.after) for c in changes}


def unnamed(lesson: lessons.Lesson) -> list[int]:
    """The steps whose text does not name the tile they place or claim with, as the
    screen names it (in the language now chosen)."""
    return [n for n, (step, action) in enumerate(zip(lesson.steps, actions(lesson)), 1)
            if isinstance(action, Place | Claim)
            and i18n._(kind_name(kind(action.tile))) not in i18n._(step.say)]


def waits_on_the_computer(lesson: lessons.Lesson) -> int | None:
    """The first step after which Ada's written moves do not bring the learner back to
    move (so the Easy player, with its time limit, would have to choose); None if none.
    After the last step the game goes on as a normal one, so that step is left out."""
    guide = lessons.Guide(lesson, RULES)
    for n, step in enumerate(lesson.steps[:-1], 1):
        play_step(guide)
        written = len(step.others or ())
        for k, action in enumerate(guide.others()):
            if k >= written:
                return n
            guide.match.play(action)
    return None


def test_the_lesson_plays_the_matching_side_against_ada_from_the_start():
    s = state(played_to(0))
    assert s.matching and s.players == 2 and s.start == 0 and s.names == ["You", "Ada"]
    colours = [seat.colour for seat in LESSON.options.seats]
    assert colours == list(RULES.info.colours[:2])


def test_the_steps_cover_the_turn_as_the_rulebook_teaches_it():
    moves = actions()
    assert moves[0] == Place(moves[0].tile, CENTRE)  # the first play covers the centre
    assert sum(isinstance(a, Place) for a in moves) == 8  # lines laid tile by tile
    assert sum(isinstance(a, Confirm) for a in moves) == 3
    assert sum(isinstance(a, Claim) for a in moves) == 1
    assert isinstance(moves[-1], Confirm)  # the lesson ends on a finished turn


def test_the_first_line_is_a_set_of_3_whose_toadstool_marks_the_missing_tile():
    line = [a.tile for a in actions()[:3]]
    missing = missing_fourth([kind(t) for t in line])
    assert i18n.english(kind_name(missing)) in LESSON.steps[3].say
    guide = played_to(3)
    assert play_step(guide) == {CENTRE_ROW: (0, 1), COUNTER_ROW: (0, 1)}
    s = state(guide)
    assert owner(s.glade[missing]) == 0 and s.side[s.glade[missing]] == 1


def test_the_matching_side_pays_the_symbol_the_step_names():
    s = state(played_to(1))
    place = actions()[1]
    assert counter_for(s, 0, place.space, kind(place.tile)) == "C-mouse-oak"
    assert "oak mouse symbol" in LESSON.steps[1].say


def test_every_turn_ends_by_refilling_the_bench_from_the_bag():
    before = state(played_to(0))
    bag = len(before.bag)
    s = state(played_to(4))
    assert len(s.bench[0]) == 8 and len(s.bench[1]) == 8
    assert len(s.bag) == bag - 6  # three for you, three for Ada
    drawn = actions()[4].tile  # "You drew the beech mouse with hazelnut"
    assert drawn not in before.bench[0] and drawn in s.bench[0]
    assert "You drew the beech mouse with hazelnut" in LESSON.steps[4].say


def test_the_set_of_4_takes_its_toadstool_home_and_the_column_plants_a_double():
    moves = actions()
    first = missing_fourth([kind(a.tile) for a in moves[:3]])
    assert kind(moves[4].tile) == first  # the tile the toadstool marks completes the row
    column = [kind(a.tile) for a in moves[4:7]]
    assert shared(column) == 2  # beech and mouse: the double side
    guide = played_to(7)
    marker = state(guide).glade[first]
    assert play_step(guide) == {STORE_ROW: (0, 2), DOUBLE_ROW: (0, 1), COUNTER_ROW: (1, 5)}
    s = state(guide)
    assert first not in s.glade and marker in s.store[0]
    new = missing_fourth(column)
    assert s.side[s.glade[new]] == 2 and "C-beech-4" in s.store[0]
    assert i18n.english(kind_name(new)) in LESSON.steps[7].done


def test_the_claim_takes_adas_toadstool_and_completes_her_set_of_4():
    guide = played_to(8)
    claim = actions()[8]
    s = state(guide)
    marker = s.glade[kind(claim.tile)]
    assert owner(marker) == 1
    assert play_step(guide) == {STORE_ROW: (2, 4), COUNTER_ROW: (5, 6)}
    s = state(guide)
    assert marker in s.store[0] and claim.tile in s.cells[1]
    board = s.cells[1]
    row = board[(board.index(claim.tile) // 5) * 5:][:5]
    assert sum(1 for c in row if c is not None) == 4  # her set of 4
    sheet = RULES.score_sheet(s)
    taken = next(r for r in sheet.rows if r.label == "Your toadstools taken by opponents")
    assert taken.values == [0, 1]  # "and still 1 for her"


def test_the_last_play_joins_through_a_tile_and_leaves_the_toadstools_the_text_counts():
    moves = actions()
    below, above = moves[9].space, moves[10].space
    assert below - above == 10  # one tile of yours lies between them
    guide = played_to(11)
    assert play_step(guide) == {CENTRE_ROW: (1, 2), COUNTER_ROW: (6, 7)}
    left = len(state(guide).edge[0])
    assert LESSON.steps[11].done.startswith(f"{left} of your toadstools are left")


def test_adas_turns_are_written_out_so_the_lesson_never_waits_on_the_computer():
    assert waits_on_the_computer(LESSON) is None


def test_a_lesson_missing_one_of_adas_moves_is_found():
    """The planted fault: Ada's first turn without its confirmation."""
    steps = list(LESSON.steps)
    cut = steps[3].others
    assert cut is not None
    steps[3] = dataclasses.replace(steps[3], others=cut[:-1])
    assert waits_on_the_computer(dataclasses.replace(LESSON, steps=tuple(steps))) == 4


def test_the_twin_tile_is_refused_with_the_steps_own_reason():
    guide = played_to(0)
    expected = actions()[0]
    twin = next(t for t in state(guide).bench[0]
                if t != expected.tile and kind(t) == kind(expected.tile))
    assert guide.match.check(Place(twin, CENTRE)) is None  # legal, but not this lesson's
    assert guide.check(Place(twin, CENTRE)) == LESSON.steps[0].wrong
    with pytest.raises(IllegalAction, match="keep its twin"):
        guide.play(Place(twin, CENTRE))
    assert guide.index == 0 and not state(guide).staged


def test_claiming_too_early_is_refused_while_the_row_waits():
    guide = played_to(4)
    claim = actions()[8]
    assert claim.tile in state(guide).bench[0]
    assert guide.check(claim) == LESSON.steps[4].wrong


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_every_step_names_its_tile_as_the_screen_does(lang):
    with speaking(lang):
        assert unnamed(LESSON) == []


def test_a_step_naming_another_tile_than_it_plays_is_found():
    """The planted fault: step 2 names the oak mouse with acorn but waits for another."""
    steps = list(LESSON.steps)
    steps[1] = dataclasses.replace(steps[1], action={"type": "place", "tile": "T022",
                                                     "space": 11})
    assert unnamed(dataclasses.replace(LESSON, steps=tuple(steps))) == [2]


@pytest.mark.parametrize("lang", ["de", "nl"])
def test_the_translations_keep_the_word_limit(lang):
    with speaking(lang):
        for n, step in enumerate(LESSON.steps, 1):
            for text in (step.say, step.wrong, step.done):
                shown = i18n._(text)
                assert shown != text, f"step {n} is not translated: {text!r}"
                assert lessons.words(shown) <= lessons.MAX_WORDS, f"step {n}: {shown!r}"


def twins(lesson: lessons.Lesson) -> list[int]:
    """The steps whose tile has an identical twin on the bench at that moment: the learner
    may well grab the twin, so the step's reason must say which one is meant."""
    guide = lessons.Guide(lesson, RULES)
    found = []
    for n, action in enumerate(actions(lesson), 1):
        if isinstance(action, Place | Claim):
            bench = state(guide).bench[0]
            if any(t != action.tile and kind(t) == kind(action.tile) for t in bench):
                found.append(n)
        guide.play(action)
        guide.play_others()
    return found


def test_only_the_first_step_meets_a_twin_and_its_reason_names_it():
    assert twins(LESSON) == [1]
    assert "twin" in LESSON.steps[0].wrong
