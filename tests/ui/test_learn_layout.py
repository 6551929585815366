"""The layout audit of the guided games: every step of every lesson, as the pointer
follows it — the step asked, what its move did, and the lesson's end — at the four
window sizes in English, German and Dutch. The guide's panel is a layer of its own over
the table: its words stay inside it, its buttons inside the window, nothing of it
overlaps, and its text is at least 12 px at 1280x720."""

from __future__ import annotations

import pytest

from game.scenes import registry as scenes
from game.scenes.learn import lesson_games
from game.scenes.learn_driver import follow, lesson_layer
from tests.layout_audit import MIN_PX_AT_720, SIZES, audit
from tests.ui_harness import make_app


def _problems(game_id: str, size: tuple[int, int], lang: str) -> list[str]:
    app = make_app(size)
    app.settings.language = lang
    app.apply_settings()
    app.home()
    table = scenes.make("lesson", app, game_id, restart=True)
    app.step([])
    found: list[str] = []

    def check(layer, moment: str) -> None:
        table.mouse = (-100, -100)  # no hover bubble
        table.redraw()
        frame = audit(app)
        where = f"step {layer.session.step_number} {moment}"
        found.extend(f"{where}: {p}" for p in frame.problems())
        panel = [t for t in frame.texts if t.layer % 1]
        assert panel, f"{where}: the guide's panel drew no words"
        found.extend(f"{where}: panel outside the window" for _ in [0]
                     if not frame.window.contains(layer.box))
        if size == (1280, 720):
            found.extend(f"{where}: {t.size} px {t.string!r}" for t in panel
                         if t.size < MIN_PX_AT_720)

    follow(app, table, check)
    check(lesson_layer(table), "end")
    return found


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", lesson_games())
def test_every_step_of_every_lesson_fits(game_id, size, lang):
    assert _problems(game_id, size, lang)[:10] == []


def test_words_running_out_of_the_panel_are_caught(monkeypatch):
    """The planted fault: the guide's words not wrapped to the panel's width."""
    from game.scenes import learn_layer

    monkeypatch.setattr(learn_layer.text, "wrap", lambda said, size, width, bold=False: [said])
    problems = _problems("woud", (1280, 720), "en")
    assert any("cut by its container" in p for p in problems)


def test_a_panel_beyond_the_window_is_caught(monkeypatch):
    """The planted fault: the panel placed half out of the window."""
    from game.scenes.learn_layer import Lesson

    real = Lesson._corner
    monkeypatch.setattr(Lesson, "_corner", lambda self, w, h: real(self, w, h).move(-w // 2, 0))
    problems = _problems("mischwald", (800, 600), "de")
    assert any("panel outside the window" in p for p in problems)
