"""The rules reference: each game's rules in our own words (assets/rules/<id>.md, and
``<id>.<lang>.md`` in another language where it exists)."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

import pygame

from game.core import registry
from game.core.paths import asset
from game.i18n import _, language
from game.scenes import registry as scenes
from game.scenes.base import Scene
from game.ui import intents as I
from game.ui import markdown, text, theme
from game.ui.widgets import Button, panel

if TYPE_CHECKING:
    from game.app import App


def load_rules_text(game_id: str) -> str:
    """The rules page in the current language, else in English."""
    names = [f"{game_id}.{language()}.md"] if language() != "en" else []
    for name in [*names, f"{game_id}.md"]:
        try:
            return asset("rules", name).read_text(encoding="utf-8")
        except OSError:
            continue
    return _("The rules of this game are missing from this installation.")


class RulesScene(Scene):
    def __init__(self, app: App, game_id: str | None = None) -> None:
        super().__init__(app)
        self.games = registry.all_games()
        self.game_id = game_id or (self.games[0].info.id if self.games else "")
        self.scroll = 0
        self.buttons: list[Button] = []
        self.page = pygame.Rect(0, 0, 0, 0)
        self._lines: list[markdown.Line] = []
        self._height = 0

    def layout(self, size: tuple[int, int]) -> None:
        px = self.app.px
        self.buttons = []
        y = px(90)
        for rules in self.games:
            gid = rules.info.id
            self.buttons.append(Button(rules.info.title, functools.partial(self._pick, gid),
                                       (px(24), y, px(240), px(42)), px(17),
                                       primary=gid == self.game_id))
            y += px(50)
        self.buttons.append(Button(_("Back"), self.app.pop, (px(24), size[1] - px(70), px(180),
                                                             px(46)), px(18)))
        self.buttons.append(Button(_("How to play in one page"), self._primer,
                                   (size[0] - px(330), px(20), px(300), px(46)), px(17)))
        self.page = pygame.Rect(px(290), px(80), size[0] - px(320), size[1] - px(110))
        self._format()
        self.dirty = True

    def _pick(self, game_id: str) -> None:
        self.game_id, self.scroll = game_id, 0
        self.layout(self.app.size)

    def _primer(self) -> None:
        self.app.push(scenes.make("primer", self.app, self.game_id))

    def _format(self) -> None:
        """Headings, paragraphs, bullets with hanging indents and bold, laid out for the
        page's width (game/ui/markdown.py)."""
        px = self.app.px
        self._lines, self._height = markdown.layout(
            markdown.parse(load_rules_text(self.game_id)), self.page.w - px(60), px)

    @property
    def view_h(self) -> int:
        return max(1, self.page.h - self.app.px(50))

    @property
    def max_scroll(self) -> int:
        return max(0, self._height - self.view_h)

    def scroll_by(self, dy: int) -> None:
        self.scroll = max(0, min(self.max_scroll, self.scroll + dy))
        self.dirty = True

    def bar_rect(self) -> pygame.Rect:
        """The scroll bar's track, along the page's right edge."""
        px = self.app.px
        return pygame.Rect(self.page.right - px(16), self.page.y + px(12), px(8),
                           self.page.h - px(24))

    def thumb_rect(self) -> pygame.Rect:
        track = self.bar_rect()
        if not self._height:
            return track
        h = max(self.app.px(30), track.h * min(1.0, self.view_h / self._height))
        top = track.y + (track.h - h) * (self.scroll / self.max_scroll if self.max_scroll else 0)
        return pygame.Rect(track.x, int(top), track.w, int(h))

    def handle(self, intent: I.Intent) -> None:
        px = self.app.px
        line = px(16 * 1.45)
        if intent.kind == I.CANCEL:
            self.app.pop()
            return
        if intent.kind == I.WHEEL:
            self.scroll_by(-intent.dy * 3 * line)
            return
        if intent.kind == I.KEY:
            steps = {pygame.K_DOWN: line, pygame.K_UP: -line, pygame.K_PAGEDOWN: self.view_h - line,
                     pygame.K_PAGEUP: -(self.view_h - line), pygame.K_HOME: -self._height,
                     pygame.K_END: self._height, pygame.K_SPACE: self.view_h - line}
            if intent.key in steps:
                self.scroll_by(steps[intent.key])
                return
        if intent.kind == I.PRESS and self.bar_rect().inflate(px(12), 0).collidepoint(intent.pos):
            thumb = self.thumb_rect()  # a click on the track pages towards it
            page = self.view_h - line
            self.scroll_by(-page if intent.pos[1] < thumb.y else page if
                           intent.pos[1] > thumb.bottom else 0)
            return
        self.feed(self.buttons, intent)

    def draw(self, surface: pygame.Surface) -> None:
        px = self.app.px
        surface.fill(theme.BG)
        text.blit_text(surface, _("Rules"), (px(24), px(24)), px(30), theme.ACCENT, True)
        panel(surface, self.page, theme.PANEL, theme.PANEL_EDGE, px(10))
        self.scroll = min(self.scroll, self.max_scroll)
        clip = surface.get_clip()
        # the text's window; the line below it is kept for "Scroll for more"
        inner = pygame.Rect(self.page.x, self.page.y + px(12), self.page.w - px(20),
                            self.page.h - px(38))
        surface.set_clip(inner)
        x0, y0 = self.page.x + px(20), self.page.y + px(16) - self.scroll
        for line in self._lines:
            y = y0 + line.y
            if y + line.size * 2 < inner.y:
                continue
            if y > inner.bottom:
                break
            if line.bullet_x is not None:
                pygame.draw.circle(surface, line.colour,
                                   (x0 + line.bullet_x, y + int(line.size * 0.7)),
                                   max(2, line.size // 6))
            for x, words, bold in line.runs:
                text.blit_text(surface, words, (x0 + x, y), line.size,
                               theme.ACCENT if bold and line.colour == theme.TEXT else line.colour,
                               bold)
        surface.set_clip(clip)
        if self.max_scroll:
            pygame.draw.rect(surface, theme.BG, self.bar_rect(), border_radius=px(4))
            pygame.draw.rect(surface, theme.PANEL_EDGE, self.thumb_rect(), border_radius=px(4))
            if self.scroll < self.max_scroll:
                text.blit_text(surface, _("Scroll for more"), (self.page.right - px(28),
                               self.page.bottom - px(6)), px(13), theme.TEXT_DIM,
                               anchor="bottomright")
        for b in self.buttons:
            b.draw(surface)
        if not self.games:
            text.blit_text(surface, _("No game is installed."), self.page.center, px(20),
                           anchor="center")
