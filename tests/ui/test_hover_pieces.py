"""A bubble over a piece is kept off that piece, so the table must know where the view's
pieces lie. It asks the view once per layout (the kept board's key), not every frame the
bubble shows; a move, a click or another setting lays them out again. The key's part for
the settings is cheap to make and changes with every setting."""

from __future__ import annotations

import dataclasses

import pytest

from game.games.glade.actions import Place
from game.scenes import table_layers
from game.scenes.table import TableScene
from game.settings import Settings
from tests.ui_harness import click, make_table, move

FRAMES = 12


def hovered_table(monkeypatch):
    """The Glade's table with the pointer on a bench tile, and the list its view's
    ``pieces`` calls are counted into."""
    app, table = make_table("glade")
    piece = table.view.pieces()[0]
    asked: list[int] = []
    real = type(table.view).pieces

    def counted(view):
        asked.append(1)
        return real(view)

    monkeypatch.setattr(type(table.view), "pieces", counted)
    move(app, piece.rect.center)
    assert table.view.tooltip(piece.rect.center), "the bench tile explains itself"
    return app, table, piece, asked


def hover_frames(app, table) -> None:
    for _ in range(FRAMES):
        table.dirty = True
        app.step([])


def test_the_pieces_are_asked_once_while_a_bubble_shows(monkeypatch):
    app, table, piece, asked = hovered_table(monkeypatch)
    hover_frames(app, table)
    assert len(asked) <= 1
    assert table_layers.hovered_rect(table, piece.rect.center) == piece.rect


def test_asking_every_frame_is_caught(monkeypatch):
    """The planted fault: the table asks the view for its pieces at every frame."""
    app, table, _piece, asked = hovered_table(monkeypatch)
    monkeypatch.setattr(table_layers.Overlay, "piece_rects",
                        lambda layer: [p.rect for p in layer.table.view.pieces()])
    hover_frames(app, table)
    assert len(asked) >= FRAMES


def moved_on(monkeypatch) -> list[tuple[list, list]]:
    """The kept piece rects after a move and after a click, each beside the view's own."""
    app, table, piece, _asked = hovered_table(monkeypatch)
    kept = table_layers.overlay(table).piece_rects
    before = list(kept())
    space = next(t for t in table.view.targets(table.view.pieces()[0])
                 if isinstance(t.action, Place) and table.match.check(t.action) is None)
    table.play(space.action)
    assert table.match.actions == [space.action]
    after_move = (kept(), [p.rect for p in table.view.pieces()])
    assert after_move[1] != before, "the move changed where the pieces lie"
    click(app, (1, 1))  # a click may change what the view shows
    return [after_move, (kept(), [p.rect for p in table.view.pieces()])]


def test_a_move_or_a_click_lays_the_pieces_out_again(monkeypatch):
    for kept, fresh in moved_on(monkeypatch):
        assert kept == fresh


def test_pieces_kept_past_a_move_are_caught(monkeypatch):
    """The planted fault: the pieces kept whatever happens."""
    monkeypatch.setattr(TableScene, "board_key", lambda t: ())
    assert any(kept != fresh for kept, fresh in moved_on(monkeypatch))


def test_every_setting_changes_the_settings_key():
    base = Settings(names=["Ann"], prefs={"glade.x": True})
    changed = {"width": 1300, "height": 700, "fullscreen": True, "ui_scale": 1.2,
               "animation": "fast", "think_seconds": 2.0, "colour_blind": True,
               "sound": False, "volume": 0.2, "language": "de", "names": ["Bo"],
               "prefs": {"glade.x": False}}
    assert set(changed) == {f.name for f in dataclasses.fields(Settings)}
    for name, value in changed.items():
        other = dataclasses.replace(base, **{name: value})
        assert other.key() != base.key(), name
    assert Settings(names=["Ann"], prefs={"glade.x": True}).key() == base.key()
    hash(base.key())  # a part of a cache key


def test_a_key_without_the_preferences_is_caught(monkeypatch):
    """The planted fault: a key that leaves out the games' display preferences (which
    change what a view draws) would keep a stale board."""
    real = Settings.key
    monkeypatch.setattr(Settings, "key", lambda s: real(dataclasses.replace(s, prefs={})))
    with pytest.raises(AssertionError, match="prefs"):
        test_every_setting_changes_the_settings_key()
