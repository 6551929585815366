"""Load a saved game from the saves folder. Every entry of the folder is listed — a file
that cannot be loaded with the reason — and a file is never changed.

The folder is read on a background thread (through the guarded door: type and size are
checked before anything is read), so a strange entry can never freeze the screen.
"""

from __future__ import annotations

import dataclasses
import functools
import os
import stat
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.core import registry, saveindex, saves
from game.core.errors import SylvaError
from game.i18n import _, _n
from game.scenes import registry as scenes
from game.scenes.menu import player_kinds
from game.scenes.paging import PagedScene
from game.ui import intents as I
from game.ui import text, theme
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.app import App

PAGE = 10


@dataclasses.dataclass(frozen=True)
class Entry:
    path: Path
    stamp: float  # modification time, 0 if unknown
    summary: str  # "Game · players · moves · date", or the name and why it is unreadable
    readable: bool


def _when(stamp: float) -> str:
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(stamp)) if stamp else "?"


def describe(path: Path, index: saveindex.Index | None = None) -> Entry:
    """One entry of the folder: replayed as Load would (its verdict kept in the folder's
    index, so an unchanged file is not read again), refused ones with the reason."""
    try:
        stamp = os.lstat(path).st_mtime
    except OSError:
        stamp = 0.0
    name = "".join(c if c.isprintable() else "?" for c in path.name)[:60]
    index = index or saveindex.Index(path.parent, player_kinds())
    verdict = index.verdict(path)
    if verdict is None:  # nothing regular behind it: the door says why
        try:
            saves.load_record(path)
            why = _("cannot be loaded")
        except SylvaError as exc:
            why = _("cannot be loaded: {why}", why=str(exc))
        return Entry(path, stamp, f"{name} · {why}", False)
    if not verdict.ok:
        return Entry(path, stamp, f"{name} · " + _("cannot be loaded: {why}", why=verdict.why),
                     False)
    try:
        title = _(registry.get(verdict.game).info.title)
    except SylvaError:
        title = verdict.game
    players = ", ".join(verdict.players)
    return Entry(path, stamp, f"{title} · {players} · "
                 + _n("{n} move", "{n} moves", verdict.moves) + f" · {_when(stamp)}", True)


def list_folder(folder: Path) -> list[Entry]:
    """Every entry of the saves folder, newest first (hidden files, the index and
    temporary files, left out)."""
    try:
        found = [(e.name, e) for e in os.scandir(folder) if not e.name.startswith(".")]
    except OSError:
        return []
    index = saveindex.Index(folder, player_kinds())
    entries = []
    for name, dir_entry in found:
        p = folder / name
        try:
            mode = dir_entry.stat(follow_symlinks=False).st_mode
        except OSError:
            mode = 0
        if stat.S_ISLNK(mode) or stat.S_ISREG(mode) or p.suffix == ".json":
            entries.append(describe(p, index))
        else:
            kind = _("a folder") if stat.S_ISDIR(mode) else _("not a plain file")
            entries.append(Entry(p, 0.0, f"{name[:60]} · " + _("cannot be loaded: {why}",
                                                               why=kind), False))
    index.save()
    return sorted(entries, key=lambda e: e.stamp, reverse=True)


class LoadScene(PagedScene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.page = 0
        self.buttons: list[Button] = []
        self.entries: list[Entry] | None = None  # None while the folder is being read
        self.folder = saves.saves_dir()
        self._listed = False  # laid out since the folder was read
        self.note_at = (0, 0)  # where the line stands that says why no save is listed
        reader = threading.Thread(target=self._read, daemon=True)
        reader.start()
        reader.join(0.2)  # a usual folder is listed at once; a slow one never blocks longer

    def _read(self) -> None:
        self.entries = list_folder(self.folder)
        self.dirty = True

    def update(self, dt: float) -> bool:
        if self.entries is not None and not self._listed:
            self._listed = True
            self.layout(self.app.size)
        return self.dirty

    @property
    def files(self) -> list[Path]:
        return [e.path for e in self.entries or []]

    def layout(self, size: tuple[int, int]) -> None:
        px = self.app.px
        self.buttons = []
        y = px(90)
        shown = (self.entries or [])[self.page * PAGE:(self.page + 1) * PAGE]
        replay_w = px(130)  # each readable save may also be watched again
        for entry in shown:
            label = text.wrap(entry.summary, px(16), size[0] - px(250))[0]
            b = Button(label, functools.partial(self.load, entry.path),
                       (px(40), y, size[0] - px(90) - replay_w, px(44)), px(16),
                       enabled=entry.readable, tooltip=entry.summary)
            self.buttons.append(b)
            self.buttons.append(Button(_("Replay"), functools.partial(self.replay, entry.path),
                                       (size[0] - px(40) - replay_w, y, replay_w, px(44)),
                                       px(16), enabled=entry.readable))
            y += px(52)
        if not shown:  # "Reading..." or "No saved games yet": a line of its own
            self.note_at = (px(40), y + px(10))
            y += px(52)
        if self.page == 0 and saves.autosave_path().is_file():
            self.buttons.append(Button(_("Replay the autosave"),
                                       functools.partial(self.replay, saves.autosave_path()),
                                       (px(40), y, px(300), px(44)), px(16)))
        bottom = size[1] - px(70)
        self.buttons.append(Button(_("Back"), self.app.pop, (px(40), bottom, px(160), px(46)),
                                   px(18)))
        if self.page > 0:
            self.buttons.append(Button(_("Newer"), lambda: self.turn_page(-1),
                                       (px(220), bottom, px(140), px(46)), px(18)))
        if (self.page + 1) * PAGE < len(self.entries or []):
            self.buttons.append(Button(_("Older"), lambda: self.turn_page(1),
                                       (px(380), bottom, px(140), px(46)), px(18)))
        # the folder is named by this button alone, not printed as a path
        self.buttons.append(Button(_("Open the folder"), self.open_folder,
                                   (size[0] - px(260), bottom, px(220), px(46)), px(18)))
        self.dirty = True

    def open_folder(self) -> None:
        from game.scenes.about import open_folder

        why = open_folder(self.folder)
        if why:
            self.app.show_error(_("The folder cannot be opened"), why)

    def load(self, path: Path) -> None:
        try:
            match = saves.load_match(path, player_kinds())
        except SylvaError as exc:
            self.app.show_error(_("This save cannot be loaded"), str(exc))
            return
        self.app.replace(scenes.make("table", self.app, match, resumed=True))

    def replay(self, path: Path) -> None:
        """Watch the saved game again, move by move, through the saving player's eyes."""
        try:
            viewer = scenes.make("replay", self.app, saves.load_record(path))
        except SylvaError as exc:
            self.app.show_error(_("This save cannot be replayed"), str(exc))
            return
        self.app.push(viewer)

    def handle(self, intent: I.Intent) -> None:
        self.close_or_feed(intent, self.buttons)

    def draw(self, surface: pygame.Surface) -> None:
        px = self.app.px
        surface.fill(theme.BG)
        text.blit_text(surface, _("Load game"), (px(30), px(24)), px(30), theme.ACCENT, True)
        if self.entries is None:
            text.blit_text(surface, _("Reading the saves folder..."), self.note_at, px(18),
                           theme.TEXT_DIM)
        elif not self.entries:
            text.blit_text(surface, _("No saved games yet. Save from the table's menu."),
                           self.note_at, px(18), theme.TEXT_DIM)
        for b in self.buttons:
            b.draw(surface)
