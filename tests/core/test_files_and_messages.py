"""Files Sylva reads and writes, and what it says when that fails (F3, F7 and the two
windows of issue 32). Each guard has a test with the fault planted."""

from __future__ import annotations

import errno
import os
import shutil
import stat
import subprocess
import sys
import threading
import time

import pytest

from game import settings
from game.core import HUMAN, Match, Options, Seat, registry, safefile, saves
from game.core.errors import RecordError
from game.core.oserror import WriteError
from game.core.record import Record


def _record() -> Record:
    rules = registry.get("glade")
    seats = tuple(Seat(f"P{i}", HUMAN, c) for i, c in enumerate(rules.info.colours[:2]))
    return Match(rules, Options(seats), 7).record()


# --- F3: a refused settings file is set aside, never copied ----------------------------------
def _big_files() -> set[int]:
    """Inodes of regular files in the data folder larger than a settings file may be."""
    out = set()
    for p in saves.user_dir().iterdir():
        info = os.lstat(p)
        if stat.S_ISREG(info.st_mode) and info.st_size > safefile.MAX_SMALL_BYTES:
            out.add(info.st_ino)
    return out


def _huge_settings_copied(monkeypatch, plant: bool) -> bool:
    path = settings.settings_path()
    path.write_bytes(b"{" + b" " * (3 * 2**20) + b"}")
    before = _big_files()
    if plant:  # as before the fix
        monkeypatch.setattr(settings, "_set_aside", lambda p: shutil.copyfile(
            p, p.with_name("settings.json.broken")))
    assert settings.load() == settings.Settings()
    return _big_files() != before


def test_a_huge_settings_file_is_moved_aside_not_copied(monkeypatch):
    assert not _huge_settings_copied(monkeypatch, plant=False)
    assert (saves.user_dir() / "settings.json.broken").exists()
    assert settings.save(settings.Settings())  # and settings are kept again


def test_a_copied_settings_file_is_caught(monkeypatch):
    """Planted fault: the refused file is copied (as before the fix)."""
    assert _huge_settings_copied(monkeypatch, plant=True)


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="needs /dev/zero")
def test_settings_linked_to_a_device_cost_no_disk():
    path = settings.settings_path()
    os.symlink("/dev/zero", path)
    done: list[settings.Settings] = []
    reader = threading.Thread(target=lambda: done.append(settings.load()), daemon=True)
    reader.start()
    reader.join(2.0)
    assert done == [settings.Settings()]
    assert _big_files() == set()


# --- F7: byte-order marks, and messages that say what and where ------------------------------
def test_a_byte_order_mark_is_accepted_in_settings_and_saves():
    settings.settings_path().write_text('\ufeff{"volume": 0.25}', encoding="utf-8")
    assert settings.load().volume == 0.25
    path = saves.saves_dir() / "bom.json"
    path.write_text("\ufeff" + _record().dumps(), encoding="utf-8")
    saves.load_match(path, [HUMAN])


@pytest.mark.parametrize("change, words", [
    (lambda d: d.pop("game"), ["damaged", "'game'"]),
    (lambda d: d.update(seed="x"), ["damaged", "'seed'"]),
    (lambda d: d.update(actions=3), ["damaged", "'actions'"]),
    (lambda d: d["options"]["seats"][1].pop("name"), ["damaged", "'options'", "seat 2"]),
])
def test_a_damaged_save_is_called_damaged_and_says_where(change, words):
    data = _record().to_json()
    change(data)
    with pytest.raises(RecordError) as caught:
        Record.loads(safefile.dumps(data))
    message = str(caught.value)
    assert "not a Sylva" not in message
    for w in words:
        assert w in message


def _save_failure(monkeypatch, code: int) -> str:
    def refuse(*a, **k):
        raise OSError(code, os.strerror(code), str(saves.saves_dir() / ".x.json.1.ab.tmp"))

    monkeypatch.setattr(saves.tempfile, "mkstemp", refuse)
    with pytest.raises(OSError) as caught:
        saves.save_record(_record(), saves.saves_dir() / "x.json")
    return str(caught.value)


@pytest.mark.parametrize("code, words", [(errno.EROFS, "read-only"),
                                         (errno.ENOSPC, "full"),
                                         (errno.EACCES, "not allowed")])
def test_a_failed_save_says_why_in_words(monkeypatch, code, words):
    message = _save_failure(monkeypatch, code)
    assert words in message and "Errno" not in message and ".tmp" not in message


def test_a_raw_system_message_is_caught(monkeypatch):
    """Planted fault: the system's own text passed on (as before the fix)."""
    monkeypatch.setattr(saves, "explain", lambda exc, path: str(exc))
    message = _save_failure(monkeypatch, errno.EROFS)
    assert "Errno" in message and ".tmp" in message


def test_saves_being_a_file_is_said_so():
    (saves.user_dir() / "saves").write_text("not a folder")
    with pytest.raises(WriteError) as caught:
        saves.save_record(_record(), saves.saves_dir() / "x.json")
    message = str(caught.value)
    assert "a file stands where the folder" in message and "Errno" not in message


def test_the_data_folder_warning_is_in_one_language(monkeypatch, tmp_path):
    from game.i18n import set_language
    from tests.ui_harness import make_app

    blocker = tmp_path / "blocker"
    blocker.write_text("a file")
    monkeypatch.setenv("SYLVA_HOME", str(blocker / "sylva"))
    monkeypatch.setenv("LANGUAGE", "nl")
    monkeypatch.setattr("game.settings.system_language", lambda: "nl")
    app = make_app()
    app.home()
    box = app.stack.top
    shown = " ".join(str(v) for v in vars(box).values() if isinstance(v, str))
    set_language("en")
    assert "Sylva kan" in shown, shown
    assert "Not a directory" not in shown and "Errno" not in shown
    assert "a file stands" not in shown  # the English


# --- two windows: the clean-up at start never takes another window's file in progress -------
def _temp(name: str, pid: int, age: float = 0.0):
    path = saves.user_dir() / f".{name}.{pid}.abc123.tmp"
    path.write_text("half")
    if age:
        t = time.time() - age
        os.utime(path, (t, t))
    return path


def _old_clean() -> int:
    """The clean-up as before the fix: every temporary file goes."""
    removed = 0
    for p in saves.user_dir().iterdir():
        if p.name.startswith(".") and p.name.endswith(".tmp"):
            p.unlink()
            removed += 1
    return removed


def _leftovers_after(clean) -> tuple[bool, bool, bool]:
    other = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        dead = subprocess.Popen([sys.executable, "-c", "pass"])
        dead.wait()
        live = _temp("autosave.json", other.pid)
        gone = _temp("autosave.json", dead.pid)
        stale = _temp("glade-1.json", other.pid, age=saves.STALE_TEMP_S + 60)
        clean()
        return live.exists(), gone.exists(), stale.exists()
    finally:
        other.kill()
        other.wait()


@pytest.mark.skipif(sys.platform == "win32", reason="process ids probed on POSIX")
def test_the_clean_up_keeps_another_windows_file_in_progress():
    assert _leftovers_after(saves.clean_temporary) == (True, False, False)


@pytest.mark.skipif(sys.platform == "win32", reason="process ids probed on POSIX")
def test_a_clean_up_that_takes_everything_is_caught():
    """Planted fault: the clean-up as before the fix."""
    assert _leftovers_after(_old_clean) != (True, False, False)


def test_temporary_names_carry_the_writers_pid(monkeypatch):
    seen = []
    real = saves.tempfile.mkstemp

    def spy(*a, **k):
        fd, name = real(*a, **k)
        seen.append(os.path.basename(name))
        return fd, name

    monkeypatch.setattr(saves.tempfile, "mkstemp", spy)
    saves.autosave(_record())
    assert saves._writer_pid(seen[0]) == os.getpid()


def test_saving_from_the_menu_says_why_in_the_players_language():
    from game.i18n import set_language
    from game.scenes.dialogs import MessageBox
    from game.scenes.pause import save_game
    from tests.ui_harness import make_table

    app, table = make_table("glade", 2)
    (saves.user_dir() / "saves").write_text("not a folder")
    set_language("nl")
    try:
        save_game(app, table)
    finally:
        set_language("en")
    box = app.stack.top
    assert isinstance(box, MessageBox)
    shown = " ".join(str(v) for v in vars(box).values() if isinstance(v, str))
    assert "Het spel kon niet worden opgeslagen" in shown and "staat een bestand" in shown
    assert "Errno" not in shown and "File exists" not in shown


def test_a_refused_byte_order_mark_is_caught(monkeypatch):
    """Planted fault: the byte-order mark kept in the text (as before the fix)."""
    monkeypatch.setattr(safefile, "_strip_bom", lambda text: text)
    path = saves.saves_dir() / "bom.json"
    path.write_text("\ufeff" + _record().dumps(), encoding="utf-8")
    with pytest.raises(RecordError, match="not valid JSON"):
        saves.load_match(path, [HUMAN])


def test_a_warning_with_the_systems_english_is_caught(monkeypatch, tmp_path):
    """Planted fault: the system's own words in the warning (as before the fix)."""
    import game.core.oserror as oserror

    monkeypatch.setattr(oserror, "explain", lambda exc, path: exc.strerror)
    with pytest.raises(AssertionError):
        test_the_data_folder_warning_is_in_one_language(monkeypatch, tmp_path)
