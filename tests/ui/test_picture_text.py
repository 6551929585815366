"""The layout audit with pictures: what reaches the eye, text and numbers painted into
cards, tiles and badges and the icons included, at its height on the screen — for every
game at its most players and in the 2-player layout, at four window sizes, in English,
German and Dutch. Text at least 10 px at 800x600 and 12 px from 1280x720, icons that
carry information 16 px, and 1.5 times as large at 2560x1440 as at 1280x720; no text cut
with an ellipsis (a word is hyphenated where its language allows, or shrinks).

What does not reach that would be listed in KNOWN, by who paints it, with its worst
figure (``python -m tests.layout_audit --detail`` prints them); the list is empty now. A
new problem fails the test, and so does one that is fixed while still listed."""

from __future__ import annotations

import pygame
import pytest

from game.core import registry
from tests import painted
from tests.layout_audit import LANGUAGES, picture_problems

GAMES = [r.info.id for r in registry.all_games()]
# game -> (who paints it, "text" or "icon", "small" or "growth") -> why, worst figure
KNOWN: dict[str, dict[tuple[str, str, str], str]] = {}


@pytest.fixture
def tracked():
    with painted.tracking():
        yield


def _compare(game_id: str) -> tuple[dict, set]:
    found = picture_problems(game_id, LANGUAGES)
    known = KNOWN.get(game_id, {})
    new = {k: v for k, v in found.items() if k not in known}
    fixed = set(known) - set(found)
    return new, fixed


@pytest.mark.parametrize("game_id", GAMES)
def test_what_reaches_the_eye_is_large_enough(game_id, tracked):
    new, fixed = _compare(game_id)
    assert new == {}, "too small on screen (pictures included)"
    assert fixed == set(), "fixed: take these out of KNOWN"


def test_a_number_painted_small_into_a_card_is_caught(tracked, monkeypatch):
    """The planted fault: Het Woud's card badge painted at 7 px again."""
    from game.games.woud.view import art

    original = art.text.blit_text

    def tiny(surface, string, pos, size, *args, **kwargs):
        return original(surface, string, pos, 7 if string == "P" else size, *args, **kwargs)

    monkeypatch.setattr(art.text, "blit_text", tiny)
    new = picture_problems("woud", ("en",), sizes=((800, 600),))
    assert any(k[0] == "art._face" and "7 px 'P'" in v for k, v in new.items()), new


def test_a_picture_scaled_down_counts_at_its_height_on_screen(tracked):
    """A 20 px number painted into a picture that is then halved reaches the window at
    10 px; blitted beside the window's edge, only what lies inside counts."""
    from game.ui import text
    from tests.ui_harness import make_app

    make_app((800, 600))
    card = pygame.Surface((80, 40), pygame.SRCALPHA)
    text.blit_text(card, "12", (4, 4), 20)
    small = pygame.transform.smoothscale(card, (40, 20))
    screen = painted.screen_like(pygame.Surface((100, 60)))
    screen.blit(small, (0, 0))
    screen.blit(card, (screen.get_width() + 5, 0))  # outside: not seen
    seen = [(p.string, p.size, p.picture) for p in painted.marks(screen)]
    assert seen == [("12", 10.0, True)]
