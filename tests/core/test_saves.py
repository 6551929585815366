import os

import pytest

from game.core import saves


def test_atomic_write_replaces_whole_file(tmp_path):
    path = tmp_path / "f.json"
    saves.atomic_write_text(path, "old")
    saves.atomic_write_text(path, "new")
    assert path.read_text() == "new"
    assert [p.name for p in tmp_path.iterdir()] == ["f.json"], "no temporary left behind"


def test_failed_write_keeps_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "f.json"
    saves.atomic_write_text(path, "old")

    def boom(*a):
        raise OSError("disk full")

    monkeypatch.setattr(os, "fsync", boom)
    with pytest.raises(OSError):
        saves.atomic_write_text(path, "new")
    assert path.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["f.json"]


def test_autosave_lives_in_the_user_folder(tmp_path, toy):
    from game.core import Match
    from tests.harness import options_for

    match = Match(toy, options_for(toy, 2), seed=1)
    saves.autosave(match.record())
    assert saves.autosave_path().is_relative_to(tmp_path)
    assert saves.load_record(saves.autosave_path()).seed == 1
    saves.clear_autosave()
    assert not saves.autosave_path().exists()


def test_load_json_default_on_broken(tmp_path):
    p = tmp_path / "s.json"
    p.write_text("{broken")
    assert saves.load_json(p, {"a": 1}) == {"a": 1}
