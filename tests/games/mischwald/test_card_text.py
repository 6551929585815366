"""A hovered Mischwald card's rule text in German and Dutch: the animal kinds translated
(they showed in English), and the German edition's name not repeated beside itself."""

from __future__ import annotations

import pytest

from game.games.mischwald.data import CARDS, SPECIES
from game.games.mischwald.view.art import rule_lines
from game.i18n import set_language


def _insect_card() -> str:
    return next(cid for cid, c in CARDS.items()
                if c.a is not None and "insect" in SPECIES[c.a[0]].types)


@pytest.mark.parametrize("lang, word", [("de", "Insekt"), ("nl", "insect")])
def test_the_kinds_of_a_card_are_in_the_chosen_language(lang, word):
    card = _insect_card()
    try:
        set_language(lang)
        lines = rule_lines(card, None)
    finally:
        set_language("en")
    species = SPECIES[CARDS[card].a[0]]
    assert word in lines[1]
    if lang == "de":
        assert "insect" not in lines[1]
        assert f"({species.de})" not in lines[0]  # its own name, not twice
        assert lines[0].startswith(species.de)


def test_english_keeps_the_german_name_beside_it():
    card = _insect_card()
    species = SPECIES[CARDS[card].a[0]]
    assert f"({species.de})" in rule_lines(card, None)[0]


@pytest.mark.parametrize("lang", ["de", "nl"])
def test_a_refused_place_gives_its_reason_in_the_chosen_language(lang):
    from game.games.mischwald import RULES
    from game.games.mischwald.actions import Play
    from tests.games.mischwald.util import fresh, plant, set_hand

    s = fresh()
    s.redraw_queue, s.phase, s.current = [], "turn", 0
    set_hand(s, 0, "V04", "T33", "V03")
    plant(s, 0, "T23")
    english = RULES.check(s, Play("V04", 0, "left"))
    try:
        set_language(lang)
        said = RULES.check(s, Play("V04", 0, "left"))
    finally:
        set_language("en")
    assert english == "This card goes above or below a tree."
    assert said and said != english
