"""The rules reference renders its Markdown and scrolls visibly."""

from __future__ import annotations

import pygame

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
