"""How to play in one page: four panels per game (the goal, a turn, how points come, how it
ends), each a few sentences and a picture drawn with the game's own pieces. The page data
lives in the game's package, ``game/games/<id>/view/primer.py`` (``PANELS``)."""

from __future__ import annotations

import dataclasses
import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.core import registry
from game.i18n import _
from game.scenes.base import Scene
from game.ui import intents as I
from game.ui import text, theme
from game.ui.widgets import Button, panel

if TYPE_CHECKING:
    from game.app import App

Panel = tuple[str, str, Callable[[int], pygame.Surface]]


def panels(game_id: str) -> list[Panel]:
    """The game's four panels (title and text as message ids, and the picture)."""
    try:
        module = importlib.import_module(f"game.games.{game_id}.view.primer")
    except ImportError:
        return []
    return list(getattr(module, "PANELS", []))


def fitted_picture(draw: Callable[[int], pygame.Surface], w: int, h: int) -> pygame.Surface:
    """The picture drawn at the largest size that fits ``w`` x ``h`` (drawn anew at a
    smaller size rather than scaled, so the text painted in it stays sharp)."""
    size = h
    while True:
        pic = draw(size)
        if (pic.get_width() <= w and pic.get_height() <= h) or size <= 16:
            return pic
        size = max(16, int(size * min(0.92, w / max(1, pic.get_width()),
                                      h / max(1, pic.get_height()))))


@dataclasses.dataclass
class Placed:
    """One panel laid out, in page coordinates (before scrolling)."""

    rect: pygame.Rect
    title: str
    title_size: int
    lines: list[str]
    text_size: int
    text_at: tuple[int, int]
    picture: pygame.Surface
    picture_at: tuple[int, int]


class PrimerScene(Scene):
    def __init__(self, app: App, game_id: str) -> None:
        super().__init__(app)
        self.game_id = game_id
        rules = next((r for r in registry.all_games() if r.info.id == game_id), None)
        self.title = rules.info.title if rules else game_id
        self.widgets: list[Button] = []
        self.page = pygame.Rect(0, 0, 0, 0)
        self.placed: list[Placed] = []
        self.height = 0
        self.scroll = 0

    # --- layout --------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        px = self.app.px
        w, h = size
        self.widgets = [Button(_("Back"), self.app.pop, (px(24), h - px(66), px(180), px(46)),
                               px(18))]
        self.page = pygame.Rect(px(20), px(76), w - px(40), h - px(76) - px(80))
        self._place(panels(self.game_id))
        self.scroll = min(self.scroll, self.max_scroll)
        self.dirty = True

    def _place(self, found: list[Panel]) -> None:
        px = self.app.px
        gap = px(14)
        cols = 2 if self.page.w >= px(560) else 1
        col_w = (self.page.w - gap * (cols + 1)) // cols
        boxes = [self._panel(title, words, draw, col_w) for title, words, draw in found]
        rows = [boxes[i:i + cols] for i in range(0, len(boxes), cols)]
        heights = [max(b.rect.h for b in row) for row in rows]
        spare = self.page.h - gap * (len(rows) + 1) - sum(heights)
        if spare > 0 and rows:  # room left: the panels share it, the grid fills the page
            heights = [hh + spare // len(rows) for hh in heights]
        self.placed, y = [], gap
        for row, row_h in zip(rows, heights, strict=True):
            for i, box in enumerate(row):
                dx, dy = gap + i * (col_w + gap), y + (row_h - box.rect.h) // 2
                box.rect = box.rect.move(dx, y)
                box.rect.h = row_h
                box.text_at = (box.text_at[0] + dx, box.text_at[1] + dy)
                box.picture_at = (box.picture_at[0] + dx, box.picture_at[1] + dy)
                self.placed.append(box)
            y += row_h + gap
        self.height = y

    def _panel(self, title: str, words: str, draw: Callable[[int], pygame.Surface],
               width: int) -> Placed:
        """One panel at (0, 0), ``width`` wide: the title, then the picture beside the
        text where the text keeps a fair width, else the picture above it."""
        px = self.app.px
        pad, gap = px(14), px(14)
        title = _(title)
        title_size = text.fit_size(title, px(21), width - 2 * pad, True, px(14))
        top = pad + text.font(title_size, True).get_linesize() + px(6)
        inner = width - 2 * pad
        # the picture takes the height a panel has in the 2x2 grid, within bounds
        room = (self.page.h - 3 * px(14)) // 2 - top - pad - px(6)
        pic_w, pic_h = min(px(300), inner // 2), max(px(90), min(px(240), room))
        beside = inner - pic_w - gap >= px(220)
        text_w = inner - pic_w - gap if beside else inner
        size, lines = text.fit_wrap(_(words), px(17), text_w, smallest=px(13))
        text_h = len(lines) * text.font(size).get_linesize()
        picture = fitted_picture(draw, pic_w if beside else inner, pic_h)
        if beside:
            body = max(text_h, picture.get_height())
            pic_at = (pad + (pic_w - picture.get_width()) // 2,
                      top + (body - picture.get_height()) // 2)
            text_at = (pad + pic_w + gap, top + (body - text_h) // 2)
        else:
            body = picture.get_height() + gap + text_h
            pic_at = (pad + (inner - picture.get_width()) // 2, top)
            text_at = (pad, top + picture.get_height() + gap)
        rect = pygame.Rect(0, 0, width, top + body + pad)
        return Placed(rect, title, title_size, lines, size, text_at, picture, pic_at)

    # --- scrolling -----------------------------------------------------------------
    @property
    def max_scroll(self) -> int:
        return max(0, self.height - self.page.h)

    def scroll_by(self, dy: int) -> None:
        self.scroll = max(0, min(self.max_scroll, self.scroll + dy))
        self.dirty = True

    def handle(self, intent: I.Intent) -> None:
        step = self.app.px(40)
        if intent.kind == I.CANCEL:
            self.app.pop()
            return
        if intent.kind == I.WHEEL:
            self.scroll_by(-intent.dy * step)
            return
        if intent.kind == I.KEY:
            steps = {pygame.K_DOWN: step, pygame.K_UP: -step, pygame.K_PAGEDOWN: self.page.h,
                     pygame.K_PAGEUP: -self.page.h, pygame.K_HOME: -self.height,
                     pygame.K_END: self.height, pygame.K_SPACE: self.page.h}
            if intent.key in steps:
                self.scroll_by(steps[intent.key])
                return
        self.feed(self.widgets, intent)

    # --- drawing -------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        px = self.app.px
        surface.fill(theme.BG)
        heading = _("How to play {game}", game=self.title)
        size = text.fit_size(heading, px(30), self.page.w, True, px(16))
        text.blit_text(surface, heading, (px(24), px(24)), size, theme.ACCENT, True)
        clip = surface.get_clip()
        surface.set_clip(self.page)
        ox, oy = self.page.x, self.page.y - self.scroll
        for box in self.placed:
            rect = box.rect.move(ox, oy)
            if not rect.colliderect(self.page):
                continue
            panel(surface, rect, theme.PANEL, theme.PANEL_EDGE, px(10))
            text.blit_text(surface, box.title, (rect.x + px(14), rect.y + px(12)),
                           box.title_size, theme.ACCENT, True)
            surface.blit(box.picture, (box.picture_at[0] + ox, box.picture_at[1] + oy))
            line_h = text.font(box.text_size).get_linesize()
            for i, line in enumerate(box.lines):
                text.blit_text(surface, line, (box.text_at[0] + ox, box.text_at[1] + oy +
                                               i * line_h), box.text_size)
        surface.set_clip(clip)
        if self.scroll < self.max_scroll:
            text.blit_text(surface, _("Scroll for more"), (self.page.right, self.page.bottom
                           + px(8)), px(14), theme.TEXT_DIM, anchor="topright")
        if not self.placed:
            text.blit_text(surface, _("No page for this game yet."), self.page.center, px(20),
                           anchor="center")
        for b in self.widgets:
            b.draw(surface)
