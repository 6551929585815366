"""Load a saved game from the saves folder. A broken file is reported, never changed."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pygame

from game.core import Match, saves
from game.core.errors import SylvaError
from game.i18n import _
from game.scenes.base import Scene
from game.ui import intents as I
from game.ui import text, theme
from game.ui.widgets import Button

PAGE = 10


def describe_save(path: Path) -> str:
    """A one-line summary (game, players, moves, date) without replaying it."""
    stamp = time.strftime("%Y-%m-%d %H:%M", time.localtime(path.stat().st_mtime))
    try:
        data = json.loads(saves.read_text_limited(path))
        names = ", ".join(s.get("name", "?") for s in data["options"]["seats"])
        return f"{data['game']} · {names} · {len(data['actions'])} " + _("moves") + f" · {stamp}"
    except (SylvaError, ValueError, KeyError, TypeError, AttributeError):
        return f"{path.name} · " + _("unreadable") + f" · {stamp}"


class LoadScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.page = 0
        self.buttons: list[Button] = []
        self.files: list[Path] = []

    def layout(self, size) -> None:
        px = self.app.px
        folder = saves.saves_dir()
        self.files = sorted(folder.glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
        self.buttons = []
        y = px(90)
        shown = self.files[self.page * PAGE:(self.page + 1) * PAGE]
        for path in shown:
            self.buttons.append(Button(describe_save(path), lambda p=path: self.load(p),
                                       (px(40), y, size[0] - px(80), px(44)), px(16)))
            y += px(52)
        bottom = size[1] - px(70)
        self.buttons.append(Button(_("Back"), self.app.pop, (px(40), bottom, px(160), px(46)), px(18)))
        if self.page > 0:
            self.buttons.append(Button(_("Newer"), lambda: self._turn(-1),
                                       (px(220), bottom, px(140), px(46)), px(18)))
        if (self.page + 1) * PAGE < len(self.files):
            self.buttons.append(Button(_("Older"), lambda: self._turn(1),
                                       (px(380), bottom, px(140), px(46)), px(18)))
        self.dirty = True

    def _turn(self, delta: int) -> None:
        self.page += delta
        self.layout(self.app.size)

    def load(self, path: Path) -> None:
        from game.scenes.table import TableScene

        try:
            match = Match.from_record(saves.load_record(path))
        except SylvaError as exc:
            self.app.show_error(_("This save cannot be loaded"), f"{path.name}: {exc}")
            return
        self.app.replace(TableScene(self.app, match, resumed=True))

    def handle(self, intent: I.Intent) -> None:
        if intent.kind == I.CANCEL:
            self.app.pop()
            return
        self.feed(self.buttons, intent)

    def draw(self, surface: pygame.Surface) -> None:
        px = self.app.px
        surface.fill(theme.BG)
        text.blit_text(surface, _("Load game"), (px(30), px(24)), px(30), theme.ACCENT, True)
        if not self.files:
            text.blit_text(surface, _("No saved games yet. Save from the table's menu."),
                           (px(40), px(100)), px(18), theme.TEXT_DIM)
        text.blit_text(surface, str(saves.saves_dir()), (px(30), px(64)), px(13), theme.TEXT_DIM)
        for b in self.buttons:
            b.draw(surface)
