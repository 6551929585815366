"""Entries of the saves folder that are not plain files: each is listed as unreadable with
its reason, none blocks, none is read without bound."""

from __future__ import annotations

import os
import sys
import time

import pytest

from game.ai import PLAYERS
from game.core import HUMAN, saves
from game.core.errors import RecordError
from game.scenes.load import list_folder

posix = pytest.mark.skipif(sys.platform == "win32", reason="POSIX special files")


@pytest.fixture
def folder():
    return saves.saves_dir()


def _refused(path, words: str) -> None:
    t0 = time.perf_counter()
    with pytest.raises(RecordError, match=words):
        saves.load_match(path, [HUMAN, *PLAYERS])
    assert time.perf_counter() - t0 < 1.0


@posix
def test_a_fifo_never_blocks(folder):
    os.mkfifo(folder / "pipe.json")
    _refused(folder / "pipe.json", "not a plain file")


@posix
def test_a_link_to_a_device_is_not_read(folder):
    os.symlink("/dev/zero", folder / "zero.json")
    _refused(folder / "zero.json", "not a plain file")


@posix
def test_broken_links_and_loops_are_named(folder):
    os.symlink(folder / "nowhere.json", folder / "broken.json")
    os.symlink(folder / "loop-b.json", folder / "loop-a.json")
    os.symlink(folder / "loop-a.json", folder / "loop-b.json")
    _refused(folder / "broken.json", "link to nothing")
    _refused(folder / "loop-a.json", "cannot be read")


def test_a_folder_and_a_huge_file_are_refused(folder):
    (folder / "dir.json").mkdir()
    with open(folder / "huge.json", "wb") as f:
        f.truncate(50 * 2**20)  # sparse: 50 MiB of nothing
    _refused(folder / "dir.json", "folder")
    _refused(folder / "huge.json", "at most")


@posix
def test_an_unreadable_file_is_refused(folder):
    path = folder / "secret.json"
    path.write_text("{}")
    path.chmod(0)
    if os.access(path, os.R_OK):
        pytest.skip("this user reads every file (root)")
    _refused(path, "cannot be read")


@posix
def test_the_load_screen_lists_every_entry_with_its_reason(folder):
    os.mkfifo(folder / "pipe.json")
    os.symlink("/dev/zero", folder / "zero.json")
    os.symlink(folder / "nowhere.json", folder / "broken.json")
    (folder / "dir").mkdir()
    (folder / "notes.txt").write_text("not a save")
    t0 = time.perf_counter()
    entries = list_folder(folder)
    assert time.perf_counter() - t0 < 1.0
    names = {e.path.name: e for e in entries}
    assert set(names) == {"pipe.json", "zero.json", "broken.json", "dir", "notes.txt"}
    assert not any(e.readable for e in entries)
    assert "plain file" in names["pipe.json"].summary
    assert "nothing" in names["broken.json"].summary
