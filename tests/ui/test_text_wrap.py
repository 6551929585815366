"""Wrapping: a word wider than its line is broken only where the shown language's
hyphenation dictionary allows it, with a hyphen; a word without such a point stays whole
(``fit_wrap`` then shrinks the type); nothing is ever cut mid-letter or lost."""

from __future__ import annotations

import pyphen
import pytest

from game import i18n
from game.ui import text
from tests.ui_harness import make_app

LONG = {"de": "Waldameisenhaufen", "nl": "Bladsnijdersmier", "en": "uncharacteristically"}


@pytest.fixture(params=sorted(LONG))
def lang(request):
    make_app((800, 600))
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def _breaks_are_allowed(word: str, lines: list[str], lang: str) -> bool:
    """Every piece but the last ends in a hyphen at a dictionary position of ``word``,
    and the pieces put together give the word back."""
    allowed = set(pyphen.Pyphen(lang=lang).positions(word))
    joined, at = "", []
    for piece in lines[:-1]:
        if not piece.endswith("-"):
            return False
        joined += piece[:-1]
        at.append(len(joined))
    joined += lines[-1]
    return joined == word and all(a in allowed for a in at)


def test_a_long_word_breaks_at_the_languages_hyphenation_points(lang):
    word = LONG[lang]
    width = text.font(16).size(word)[0] * 2 // 3  # two thirds of the word fit a line
    lines = text.wrap(f"{word}", 16, width)
    assert len(lines) >= 2
    assert _breaks_are_allowed(word, lines, lang), lines
    assert all(text.font(16).size(ln)[0] <= width for ln in lines)


def test_words_that_fit_are_not_hyphenated(lang):
    assert text.wrap("a b c", 16, 400) == ["a b c"]
    assert text.wrap("Wald und Heide", 16, text.font(16).size("Wald und")[0]) == \
        ["Wald und", "Heide"]


def test_a_word_without_a_point_that_fits_stays_whole_and_the_type_shrinks(lang):
    word = "Xxxxxxxxxxxx"  # no hyphenation point in any of the three languages
    width = text.font(16).size(word)[0] - 10
    assert text.wrap(word, 16, width) == [word], "kept whole, never cut"
    size, lines = text.fit_wrap(word, 16, width, smallest=10)
    assert lines == [word] and size < 16 and text.font(size).size(word)[0] <= width


def test_cutting_mid_letter_is_caught(lang, monkeypatch):
    """The planted fault: a word cut wherever the line ends."""
    def cut(word, f, width, _lang):
        n = 3  # no hyphenation point of these words
        return [word[:n] + "-", word[n:]]

    monkeypatch.setattr(text, "_pieces", cut)
    text._wrap.cache_clear()
    word = LONG[lang]
    lines = text.wrap(word, 16, text.font(16).size(word)[0] // 2)
    text._wrap.cache_clear()
    assert not _breaks_are_allowed(word, lines, lang)
