"""The Load list replays every save once and keeps the verdict in an index beside the
saves (F5 and the scale of the saves folder, issue 32)."""

from __future__ import annotations

import json
import os
import random
import time

import pytest

from game.core import HUMAN, Match, Options, Seat, registry, saveindex, saves
from game.scenes.load import list_folder


def _doc(moves: int = 4) -> dict:
    rules = registry.get("glade")
    seats = tuple(Seat(f"P{i}", HUMAN, c) for i, c in enumerate(rules.info.colours[:2]))
    m = Match(rules, Options(seats), 11)
    rng = random.Random(2)
    while len(m.actions) < moves:
        m.play(rng.choice(list(rules.legal_actions(m.state))))
    return m.record().to_json()


def _bad_saves(folder) -> dict[str, str]:
    """Saves that parse as records but would be refused when clicked, with the words
    their reason must hold."""
    illegal = _doc()
    illegal["actions"][-1] = illegal["actions"][0]
    seat = _doc()
    seat["options"]["seats"][1]["kind"] = "grandmaster"
    newer = _doc() | {"rules": 99}
    bad = {"illegal.json": (illegal, "Move"), "seat.json": (seat, "grandmaster"),
           "newer.json": (newer, "99")}
    for name, (doc, _words) in bad.items():
        (folder / name).write_text(json.dumps(doc), encoding="utf-8")
    (folder / "good.json").write_text(json.dumps(_doc()), encoding="utf-8")
    return {name: words for name, (_doc_, words) in bad.items()}


def test_saves_that_would_be_refused_say_so_in_the_list():
    folder = saves.saves_dir()
    bad = _bad_saves(folder)
    entries = {e.path.name: e for e in list_folder(folder)}
    assert entries["good.json"].readable
    for name, words in bad.items():
        assert not entries[name].readable, name
        assert words in entries[name].summary, entries[name].summary


def test_a_list_that_does_not_replay_is_caught(monkeypatch):
    """Planted fault: the list only reads the record (as before the fix)."""
    def only_read(path, kinds):
        record = saves.load_record(path)
        return saveindex.Verdict(True, record.game, tuple(s.name for s in
                                                          record.options.seats),
                                 len(record.actions))

    monkeypatch.setattr(saveindex, "check", only_read)
    folder = saves.saves_dir()
    bad = _bad_saves(folder)
    entries = {e.path.name: e for e in list_folder(folder)}
    assert any(entries[name].readable for name in bad)


def _count_checks(monkeypatch) -> list[str]:
    checked: list[str] = []
    real = saveindex.check

    def counting(path, kinds):
        checked.append(path.name)
        return real(path, kinds)

    monkeypatch.setattr(saveindex, "check", counting)
    return checked


def test_an_unchanged_file_is_not_read_again_and_a_changed_one_is(monkeypatch):
    folder = saves.saves_dir()
    _bad_saves(folder)
    checked = _count_checks(monkeypatch)
    first = list_folder(folder)
    assert len(checked) == 4
    checked.clear()
    assert list_folder(folder) == first  # all from the index
    assert checked == []
    good = folder / "good.json"
    good.write_text(json.dumps(_doc(6)), encoding="utf-8")
    t = time.time() + 5
    os.utime(good, (t, t))
    entries = {e.path.name: e for e in list_folder(folder)}
    assert checked == ["good.json"] and "6 moves" in entries["good.json"].summary
    (folder / "good.json").unlink()
    list_folder(folder)
    assert "good.json" not in saveindex.read(folder)  # gone from the index too


@pytest.mark.parametrize("damage", [b"{not json", b"\x00" * 10, b'{"format": 1}',
                                    b'{"format": 1, "sylva": "0", "files": {}}'])
def test_a_damaged_index_is_ignored_and_rebuilt(monkeypatch, damage):
    folder = saves.saves_dir()
    _bad_saves(folder)
    first = list_folder(folder)
    (folder / saveindex.INDEX_NAME).write_bytes(damage)
    checked = _count_checks(monkeypatch)
    assert list_folder(folder) == first
    assert len(checked) == 4
    assert len(saveindex.read(folder)) == 4  # written anew


def test_a_false_index_entry_is_not_believed_after_the_file_changed(monkeypatch):
    """An index that calls a now-broken file good is checked by size and time."""
    folder = saves.saves_dir()
    _bad_saves(folder)
    list_folder(folder)
    (folder / "good.json").write_text("{broken", encoding="utf-8")
    entries = {e.path.name: e for e in list_folder(folder)}
    assert not entries["good.json"].readable


def test_many_saves_list_quickly_after_the_first_time():
    from tests.perf.saves_list import fill, timed

    folder = saves.saves_dir()
    fill(folder, 500)
    timed(folder)
    later, n = timed(folder)
    assert n == 500 and later < 0.25  # 5,000 in at most 1 s: tests/perf/saves_list.py


@pytest.mark.perf
def test_five_thousand_saves_list_within_a_second_after_the_first_time():
    from tests.perf.saves_list import fill, timed

    folder = saves.saves_dir()
    fill(folder, 5000)
    timed(folder)
    later, n = timed(folder)
    assert n == 5000 and later < 1.0
