"""The rules reference renders its Markdown and scrolls visibly."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.rules_ref import RulesScene
from game.ui import markdown
from tests.layout_audit import audit
from tests.ui_harness import key, make_app

SOURCE = """# Title

A paragraph written
over two lines with **bold words** inside.

- a bullet that
  goes on here
  - a nested one
- second
"""


@pytest.fixture(autouse=True)
def _fonts():
    pygame.font.init()  # layout measures words (also when this file runs alone)


def test_markdown_blocks():
    blocks = markdown.parse(SOURCE)
    assert [b.kind for b in blocks] == ["h1", "p", "li", "li", "li"]
    assert blocks[1].text == "A paragraph written over two lines with **bold words** inside."
    assert blocks[2].text == "a bullet that goes on here" and blocks[3].depth == 1


def test_bold_is_drawn_bold_without_its_markers_and_bullets_hang():
    lines, height = markdown.layout(markdown.parse(SOURCE), 160, lambda n: int(n))
    runs = [run for line in lines for run in line.runs]
    assert not any("**" in words for _x, words, _b in runs)
    assert any(bold and "bold" in words for _x, words, bold in runs)
    bullet_lines = [line for line in lines if line.bullet_x is not None]
    assert len(bullet_lines) == 3
    first = lines.index(bullet_lines[0])
    assert lines[first + 1].bullet_x is None  # the wrapped line of the first bullet
    assert lines[first + 1].runs[0][0] == lines[first].runs[0][0]  # hangs under its text
    assert height > 0


def test_punctuation_after_bold_follows_it_without_a_space():
    from game.ui import text

    lines, _h = markdown.layout(markdown.parse("**Draw two cards**, one (**or** none)."), 900,
                                lambda n: int(n))
    runs = lines[0].runs
    assert [words for _x, words, _b in runs] == ["Draw two cards", ", one (", "or", "none)."]
    (x0, words0, _b0), (x1, _w1, _b1), (x2, _w2, _b2), _last = runs
    assert x1 == x0 + text.font(16, True).size(words0)[0]  # the comma right after the bold
    assert x2 == x1 + text.font(16).size(", one (")[0]  # and the bold word right after "("


def test_the_reference_scrolls_with_keys_wheel_and_shows_a_bar():
    app = make_app((1280, 720))
    app.home()
    scene = RulesScene(app, "glade")
    app.push(scene)
    app.step([])
    assert scene.max_scroll > 0
    key(app, pygame.K_PAGEDOWN)
    assert scene.scroll > 0
    key(app, pygame.K_END)
    assert scene.scroll == scene.max_scroll
    key(app, pygame.K_HOME)
    assert scene.scroll == 0
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False,
                                 precise_x=0.0, precise_y=-2.0)])
    assert scene.scroll > 0
    strings = {t.string for t in audit(app).texts}
    assert "Scroll for more" in strings
    assert not any("**" in s for s in strings)
    assert scene.thumb_rect().h < scene.bar_rect().h
