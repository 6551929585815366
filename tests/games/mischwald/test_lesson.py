"""The Mischwald lesson teaches what its texts claim: what each card costs, which cards
pay for it and why the Roe Deer's bonus comes, the rows of the score sheet it changes,
and a refusal in the step's own words."""

from __future__ import annotations

import dataclasses
import functools

import pytest

from game import i18n, lessons
from game.core import IllegalAction, registry
from game.games.mischwald.actions import Accept, DrawDeck, Pay, Play, Take, card_label
from game.games.mischwald.data import CARDS, card_symbols, species_of, symbol_of
from game.games.mischwald.placement import bonus_met, play_cost
from game.games.mischwald.state import MwState
from tests.games.lesson_steps import guide_at, lesson_actions, speaking, state_at

RULES = registry.get("mischwald")
LESSON = lessons.load("mischwald")


played_to = functools.partial(guide_at, "mischwald")  # the others' moves too
actions = functools.partial(lesson_actions, "mischwald")


def state(guide: lessons.Guide) -> MwState:
    return state_at(guide, MwState)


def unnamed(lesson: lessons.Lesson) -> list[int]:
    """The steps whose text does not name the card their move plays, pays with or
    takes, as the screen labels it (in the language now chosen)."""
    missing = []
    for n, (step, action) in enumerate(zip(lesson.steps, actions(lesson)), 1):
        card = getattr(action, "card", None)
        if card is None:
            continue
        name = card_label(card) if isinstance(action, Pay | Take) else i18n._(
            species_of(card, action.slot).en)
        if name not in i18n._(step.say):
            missing.append(n)
    return missing


def test_the_steps_cover_the_turn_as_the_rulebook_teaches_it():
    moves = actions(LESSON)
    trees = [a for a in moves if isinstance(a, Play) and a.slot == "tree"]
    sides = [a for a in moves if isinstance(a, Play) and a.slot in ("left", "right")]
    assert len(trees) == 2 and len(sides) == 1  # two trees, an animal on a tree's side
    assert sum(isinstance(a, Pay) for a in moves) == 3  # paying, card by card
    assert any(isinstance(a, Take) for a in moves)  # drawing from the clearing
    assert any(isinstance(a, DrawDeck) for a in moves)  # and from the deck
    assert sum(isinstance(a, Accept) for a in moves) == 3  # two effects and a bonus


def test_each_card_costs_what_the_step_says():
    moves = actions(LESSON)
    beech, roe, birch = moves[0], moves[5], moves[9]
    assert (play_cost(beech.card, beech.slot), species_of(beech.card, "tree").id) == (1, "beech")
    assert (play_cost(roe.card, roe.slot), species_of(roe.card, roe.slot).id) == (2, "roe_deer")
    assert (play_cost(birch.card, birch.slot), species_of(birch.card, "tree").id) == (0, "birch")


def test_the_beech_is_paid_with_the_named_card_which_goes_to_the_clearing():
    before = state(played_to(1))
    assert before.phase == "pay" and before.play is not None and before.play["cost"] == 1
    after = state(played_to(2))
    paid = actions(LESSON)[1].card
    assert card_label(paid) in LESSON.steps[1].say
    assert paid in after.clearing and paid not in after.hands[0]
    assert [t.card for t in after.forests[0]] == [actions(LESSON)[0].card]


def test_the_roe_deer_is_paid_with_birch_symbols_and_earns_its_bonus():
    moves = actions(LESSON)
    roe = moves[5]
    payment = [moves[6].card, moves[7].card]
    sym = symbol_of(roe.card, roe.slot)
    assert sym == "birch"
    assert all(sym in card_symbols(c) for c in payment)
    assert CARDS[payment[1]].kind == "side" and symbol_of(payment[1], "left") != sym  # the
    # other half shows it: "a symbol on either half counts"
    assert bonus_met(roe.card, roe.slot, payment)
    s = state(played_to(8))
    assert s.steps and s.steps[0]["why"] == "roe_deer"  # the bonus draw is offered


def test_the_card_taken_from_the_clearing_is_the_one_that_pays_the_bonus():
    guide = played_to(3)
    take = actions(LESSON)[3]
    assert take.card in state(guide).clearing
    assert take == Take(actions(LESSON)[7].card)


def test_the_sheet_rows_change_as_the_done_texts_say():
    guide = played_to(7)
    changes = guide.play(Pay(actions(LESSON)[7].card))
    assert [(c.label, c.before, c.after) for c in changes] == [("Left & right halves", 0, 3)]
    guide.play_others()
    guide.skip_to(9)
    changes = guide.play(actions(LESSON)[9])
    assert {c.label: (c.before, c.after) for c in changes} == {
        "Trees": (0, 1), "Left & right halves": (3, 6)}


def test_the_draw_named_in_a_done_text_is_the_card_drawn():
    s = state(played_to(3))
    assert "You drew a Birch" in LESSON.steps[2].done
    assert species_of(s.hands[0][-1], "tree").id == "birch"


def test_a_wrong_payment_is_refused_with_the_steps_own_reason():
    guide = played_to(6)
    other = next(c for c in state(guide).hands[0] if "birch" not in card_symbols(c))
    assert guide.check(Pay(other)) == LESSON.steps[6].wrong
    with pytest.raises(IllegalAction, match="Pay with a Birch"):
        guide.play(Pay(other))
    assert guide.index == 6


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_every_step_names_its_card_as_the_screen_does(lang):
    with speaking(lang):
        assert unnamed(LESSON) == []


def test_a_step_naming_another_card_than_it_plays_is_found():
    """The planted fault: step 2 asks to pay with one card but waits for another."""
    steps = list(LESSON.steps)
    steps[1] = dataclasses.replace(steps[1], action={"type": "pay", "card": "T49"})
    assert unnamed(dataclasses.replace(LESSON, steps=tuple(steps))) == [2]
