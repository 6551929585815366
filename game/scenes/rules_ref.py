"""The rules reference: each game's rules in our own words (assets/rules/<id>.md)."""

from __future__ import annotations

import pygame

from game.core import registry
from game.core.paths import asset
from game.i18n import _
from game.scenes.base import Scene
from game.ui import intents as I
from game.ui import text, theme
from game.ui.widgets import Button, panel


def load_rules_text(game_id: str) -> str:
    path = asset("rules", f"{game_id}.md")
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        return _("The rules of this game are missing from this installation.")


class RulesScene(Scene):
    def __init__(self, app, game_id: str | None = None) -> None:
        super().__init__(app)
        self.games = registry.all_games()
        self.game_id = game_id or (self.games[0].info.id if self.games else "")
        self.scroll = 0
        self.buttons: list[Button] = []
        self.page = pygame.Rect(0, 0, 0, 0)
        self._lines: list[tuple[str, int, bool, tuple]] = []

    def layout(self, size) -> None:
        px = self.app.px
        self.buttons = []
        y = px(90)
        for rules in self.games:
            gid = rules.info.id
            self.buttons.append(Button(rules.info.title, lambda g=gid: self._pick(g),
                                       (px(24), y, px(240), px(42)), px(17),
                                       primary=gid == self.game_id))
            y += px(50)
        self.buttons.append(Button(_("Back"), self.app.pop, (px(24), size[1] - px(70), px(180),
                                                             px(46)), px(18)))
        self.page = pygame.Rect(px(290), px(80), size[0] - px(320), size[1] - px(110))
        self._format()
        self.dirty = True

    def _pick(self, game_id: str) -> None:
        self.game_id, self.scroll = game_id, 0
        self.layout(self.app.size)

    def _format(self) -> None:
        """Headings, bullets and paragraphs, wrapped to the page width."""
        px = self.app.px
        width = self.page.w - px(40)
        self._lines = []
        for raw in load_rules_text(self.game_id).splitlines():
            line = raw.rstrip()
            if line.startswith("#"):
                level = len(line) - len(line.lstrip("#"))
                size = px(26 if level == 1 else 21 if level == 2 else 18)
                for part in text.wrap(line.lstrip("# "), size, width, True):
                    self._lines.append((part, size, True, theme.ACCENT))
            elif line.lstrip().startswith(("- ", "* ")):
                indent = "    " * ((len(line) - len(line.lstrip())) // 2)
                body = line.lstrip()[2:]
                for k, part in enumerate(text.wrap(body, px(16), width - px(30))):
                    self._lines.append(((indent + "•  " if k == 0 else indent + "    ") + part,
                                        px(16), False, theme.TEXT))
            elif not line:
                self._lines.append(("", px(10), False, theme.TEXT))
            else:
                for part in text.wrap(line.replace("**", ""), px(16), width):
                    self._lines.append((part, px(16), False, theme.TEXT))

    def handle(self, intent: I.Intent) -> None:
        if intent.kind == I.CANCEL:
            self.app.pop()
            return
        if intent.kind == I.WHEEL:
            self.scroll = max(0, self.scroll - intent.dy * 3)
            self.dirty = True
            return
        if intent.kind == I.KEY and intent.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
            self.scroll += 3 if intent.key == pygame.K_DOWN else 20
            self.dirty = True
        if intent.kind == I.KEY and intent.key in (pygame.K_UP, pygame.K_PAGEUP):
            self.scroll = max(0, self.scroll - (3 if intent.key == pygame.K_UP else 20))
            self.dirty = True
        self.feed(self.buttons, intent)

    def draw(self, surface: pygame.Surface) -> None:
        px = self.app.px
        surface.fill(theme.BG)
        text.blit_text(surface, _("Rules"), (px(24), px(24)), px(30), theme.ACCENT, True)
        panel(surface, self.page, theme.PANEL, theme.PANEL_EDGE, px(10))
        self.scroll = min(self.scroll, max(0, len(self._lines) - 5))
        clip = surface.get_clip()
        surface.set_clip(self.page.inflate(-px(8), -px(8)))
        y = self.page.y + px(16)
        for line, size, bold, colour in self._lines[self.scroll:]:
            if y > self.page.bottom:
                break
            if line:
                text.blit_text(surface, line, (self.page.x + px(20), y), size, colour, bold)
            y += int(size * 1.45)
        surface.set_clip(clip)
        for b in self.buttons:
            b.draw(surface)
        if not self.games:
            text.blit_text(surface, _("No game is installed."), self.page.center, px(20),
                           anchor="center")
