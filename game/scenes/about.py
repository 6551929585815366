"""About Sylva: the version, the games and their designers, the licences of what Sylva
ships (from assets/CREDITS.md), on macOS and Windows how to open the unsigned program the
first time, and that saves, settings and errors.log live in Sylva's folder — named only by
the button that opens it in the system's file manager (a long absolute path is no subtitle
to read)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game import __version__
from game.core import registry
from game.core.paths import asset, data_dir
from game.i18n import _
from game.scenes.base import Scene
from game.ui import intents as I
from game.ui import text, theme
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.app import App


def designers() -> dict[str, list[str]]:
    """Game id -> its designers, from assets/about.json (empty if the file is unreadable)."""
    try:
        data = json.loads(asset("about.json").read_text(encoding="utf-8"))
        return {k: list(v.get("designers", [])) for k, v in data["games"].items()}
    except (OSError, ValueError, KeyError, AttributeError, TypeError):
        return {}


def licences() -> list[tuple[str, str]]:
    """(kind, "name — licence") for every third-party asset named in CREDITS.md."""
    out: list[tuple[str, str]] = []
    try:
        lines = asset("CREDITS.md").read_text(encoding="utf-8").splitlines()
    except OSError:
        return out
    kind = ""
    for line in lines:
        if line.startswith("## "):
            kind = line[3:].strip()
        elif line.startswith("### ") and "—" in line:
            out.append((kind, line[4:].strip()))
    return out


def first_start(plat: str | None = None) -> list[str]:
    """How to open Sylva the first time on this system: the program is not signed, so
    macOS and Windows warn once."""
    plat = sys.platform if plat is None else plat
    if plat == "darwin":
        return [_("Sylva is not signed by Apple: the first time, right-click (or "
                  "Control-click) Sylva in Applications, choose Open and confirm with Open. "
                  "On macOS 15 and later: System Settings > Privacy & Security > Open "
                  "Anyway.")]
    if plat == "win32":
        return [_("Sylva is not signed: if Windows SmartScreen warns at the first start, "
                  "choose More info, then Run anyway.")]
    return []


def open_folder(path: Path) -> str | None:
    """Show ``path`` in the file manager; None if asked, else why not."""
    try:
        path.mkdir(parents=True, exist_ok=True)
        if sys.platform == "win32":
            os.startfile(path)  # exists on Windows only
        else:
            opener = "open" if sys.platform == "darwin" else "xdg-open"
            subprocess.Popen([opener, str(path)], stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL)
    except OSError as exc:
        return _("The folder cannot be opened: {error}", error=exc.strerror or str(exc))
    return None


class AboutScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.widgets: list[Button] = []
        self.status = ""

    def layout(self, size: tuple[int, int]) -> None:
        px = self.app.px
        w, h = size
        bw, bh = px(200), px(40)
        y = h - bh - px(16)
        self.widgets = [
            Button(_("Open the folder"), self.open, (w // 2 - bw - px(8), y, bw, bh), px(16)),
            Button(_("Back"), self.app.pop, (w // 2 + px(8), y, bw, bh), px(16), primary=True),
        ]
        self.dirty = True

    def open(self) -> None:
        self.status = open_folder(data_dir()) or _("The folder is open in the file manager.")
        self.dirty = True

    def handle(self, intent: I.Intent) -> None:
        self.close_or_feed(intent, self.widgets)

    def lines(self) -> list[tuple[str, int, tuple[int, int, int], bool]]:
        """(text, size in design px, colour, bold) from top to bottom."""
        rows: list[tuple[str, int, tuple[int, int, int], bool]] = [
            (_("Sylva {version}", version=__version__), 30, theme.ACCENT, True),
            (_("Five forest games for one table"), 16, theme.TEXT_DIM, False),
            ("", 8, theme.TEXT, False),
            (_("The games"), 18, theme.TEXT, True),
        ]
        names = designers()
        for rules in registry.all_games():
            who = ", ".join(names.get(rules.info.id, [])) or "?"
            rows.append((_("{title} — designed by {designers}", title=_(rules.info.title),
                           designers=who), 15, theme.TEXT, False))
        rows += [("", 8, theme.TEXT, False), (_("Licences"), 18, theme.TEXT, True)]
        for kind, what in licences():
            rows.append((f"{_(kind)}: {what}", 15, theme.TEXT, False))
        rows.append((_("Full texts: the file CREDITS.md that comes with Sylva"), 14,
                     theme.TEXT_DIM, False))
        help_lines = first_start()
        if help_lines:
            rows += [("", 8, theme.TEXT, False),
                     (_("Opening Sylva the first time"), 18, theme.TEXT, True)]
            rows += [(line, 15, theme.TEXT, False) for line in help_lines]
        rows += [("", 8, theme.TEXT, False), (_("On this computer"), 18, theme.TEXT, True),
                 (_("Saves, settings and the error log (errors.log) are kept in Sylva's "
                    "folder: “Open the folder” shows it."), 15, theme.TEXT, False)]
        return rows

    def draw(self, surface: pygame.Surface) -> None:
        px = self.app.px
        w, _h = surface.get_size()
        surface.fill(theme.BG)
        width = min(px(900), w - px(40))
        x, y = (w - width) // 2, px(24)
        for line, size, colour, bold in self.lines():
            for part in text.wrap(line, px(size), width, bold) if line else [""]:
                if part:
                    text.blit_text(surface, part, (x, y), px(size), colour, bold)
                y += px(size) + px(7)
        if self.status:
            text.blit_text(surface, self.status, (w // 2, self.widgets[0].rect.y - px(10)),
                           px(14), theme.ACCENT, anchor="midbottom")
        for b in self.widgets:
            b.draw(surface)
