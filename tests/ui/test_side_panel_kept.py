"""The side panel is kept as a picture and paints only what changed (player cards, log
rows; a grown log is scrolled): what it shows must be what a panel painted anew shows."""

from __future__ import annotations

import random

import pygame

from game.core import HUMAN, Match, Options, Seat, registry
from game.ui import text
from tests.ui_harness import make_table


def _table(game_id: str = "glade", moves: int = 80):
    rules = registry.get(game_id)
    seats = tuple(Seat(f"P{i + 1}", HUMAN, c) for i, c in enumerate(rules.info.colours[:3]))
    match = Match(rules, Options(seats), 4)
    rng = random.Random(4)
    for _ in range(moves):
        match.play(rng.choice(list(rules.legal_actions(match.state))))
    app, table = make_table(game_id, match=match, size=(1920, 1080))
    return app, table, rng


def _side(app, table) -> bytes:
    return pygame.image.tobytes(app.screen.subsurface(table.side.rect), "RGB")


def _play(table, rng) -> None:
    rules = table.rules
    table.match.play(rng.choice(list(rules.legal_actions(table.match.state))))
    table.session.version += 1
    table.view.changed()


def test_the_kept_panel_shows_what_a_panel_painted_anew_shows(monkeypatch):
    app, table, rng = _table()
    app.draw()
    for step in range(24):
        kind = step % 4
        if kind == 0 and not table.match.over:
            _play(table, rng)  # the log grows: scrolled in the picture
        elif kind == 1:
            log = table.match.state.log
            table.side.hover_entry = log[-rng.randint(1, 4)] if step % 8 == 1 else None
        elif kind == 2:
            n = len(table.match.state.log)
            lit = range(n - rng.randint(1, 3), n) if step % 8 == 2 else None
            monkeypatch.setattr(table.motions, "lit", lambda lit=lit: lit)
        else:
            table.side.scroll_back = rng.choice([0, 2]) if step % 8 == 3 else 0
        app.draw()
        kept = _side(app, table)
        table._caches.clear()
        app.draw()
        assert _side(app, table) == kept, f"step {step}"


def test_after_a_move_only_what_changed_is_painted(monkeypatch):
    app, table, rng = _table()  # the log is full: it scrolls
    app.draw()
    drawn: list[str] = []
    original = text.blit_text

    def record(surface, string, pos, *args, **kwargs):
        if table.side.log_rect.collidepoint(pos):
            drawn.append(string)
        return original(surface, string, pos, *args, **kwargs)

    monkeypatch.setattr(text, "blit_text", record)
    _play(table, rng)
    app.draw()
    rows = len(table.side._rows)
    assert rows > 20 and 0 < len(drawn) <= 4  # the move's new lines, not the whole log
    drawn.clear()
    app.draw()  # nothing changed: the picture alone
    assert drawn == []


def _fresh_side_and_bar(app, table) -> tuple[bytes, bytes]:
    table._caches.clear()
    app.draw()
    return _side(app, table), pygame.image.tobytes(app.screen.subsurface(table.bar), "RGB")


def test_what_covered_the_panel_and_bar_is_taken_away_next_frame():
    """The panel and bar are not blitted again while the window still shows them; after
    a dialog, a hover bubble or anything else drawn over them, they are."""
    app, table, _rng = _table()
    app.draw()
    table.show_sheet()  # a dialog over the table
    app.draw()
    app.pop()
    app.draw()
    shown = (_side(app, table), pygame.image.tobytes(app.screen.subsurface(table.bar), "RGB"))
    assert shown == _fresh_side_and_bar(app, table)
    button = table.bar_buttons[0]
    button.hover = True  # its bubble reaches over the bar and the panel
    table.mouse = button.rect.center
    app.draw()
    button.hover = False
    table.mouse = (-100, -100)
    app.draw()
    shown = (_side(app, table), pygame.image.tobytes(app.screen.subsurface(table.bar), "RGB"))
    assert shown == _fresh_side_and_bar(app, table)


def test_a_window_made_anew_is_painted_whole():
    """Fullscreen and back gives a new window (maybe the same surface object, same
    size): nothing kept in the old window is trusted."""
    app, table, _rng = _table()
    app.draw()
    app.screen.fill((255, 0, 255))  # what a window made anew may hold
    for scene in app.stack.scenes:  # as the app does after making the window anew
        scene.layout(app.size)
    app.draw()
    assert (255, 0, 255, 255) not in {tuple(app.screen.get_at(p)) for p in (
        table.side.rect.center, table.bar.center, table.view.rect.center)}
