"""The legend over the table (``?`` or F1, the "?" button): the table dims lightly, each
kind of mark the game's view draws (``GameView.legend``) is outlined where one of them
lies, and a caption bubble beside it, joined by a leader line, says what it means. Bubbles
never overlap each other nor leave the window. Esc, a click, ``?`` or F1 close it."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.ui import intents as I
from game.ui import text, theme
from game.ui.gameview import Label

if TYPE_CHECKING:
    from game.scenes.table import TableScene

BUBBLE_W = 230  # a caption's widest line (design pixels)
GAP = 10  # between a mark and its bubble
PASSING = (I.RESIZE, I.FULLSCREEN, I.QUIT, I.TEXT)  # what the open legend lets through


@dataclasses.dataclass(frozen=True)
class Bubble:
    label: Label
    box: pygame.Rect
    lines: tuple[str, ...]
    size: int  # the caption's text size
    pitch: int  # its line height


def title() -> str:
    return _("Legend — press ? or Esc to close")


class LegendLayer:
    """The topmost layer of the table while the legend is open; closed, it only opens."""

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.open = False
        self.bubbles: list[Bubble] = []  # as drawn last (the tests and the audit read them)
        self.title_box = pygame.Rect(0, 0, 0, 0)
        self._placed: tuple = ()

    def toggle(self) -> None:
        self.open = not self.open
        self.table.dirty = True

    def handle(self, intent: I.Intent) -> bool:
        kind = intent.kind
        if kind == I.LEGEND:
            self.toggle()
            return True
        if not self.open or kind in PASSING:
            return False
        if kind in (I.PRESS, I.ALT, I.CANCEL):
            self.toggle()
        return True  # nothing reaches the table below while its marks are explained

    def draw(self, surface: pygame.Surface) -> None:
        t = self.table
        if not self.open or t.too_small or t.app.stack.top is not t:
            return
        t.drawn_last = None  # the legend lay over the panel and bar: all of it is put back
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 80))
        surface.blit(veil, (0, 0))
        px = t.app.px
        self.title_box = self._draw_title(surface, px)
        labels = [lb for lb in t.legend_labels() if lb.rect.w > 0 and lb.rect.h > 0]
        key = (tuple((tuple(lb.rect), lb.kind, lb.caption) for lb in labels),
               surface.get_size(), tuple(self.title_box))
        if key != self._placed:  # placing is slow: only after a change
            self.bubbles = place(labels, surface.get_rect(), px, [self.title_box])
            self._placed = key
        for lb in labels:
            pygame.draw.rect(surface, theme.HOVER, lb.rect.inflate(4, 4), 2, border_radius=3)
        for b in self.bubbles:
            draw_bubble(surface, b, px)

    def _draw_title(self, surface: pygame.Surface, px: Callable[[float], int]) -> pygame.Rect:
        """The title over the bottom bar: its buttons and prompt wait while the legend is
        open, and the table's marks stay uncovered."""
        box = self.table.bottom.rect.inflate(-px(8), -px(8))
        size = text.fit_size(title(), px(18), box.w - px(24), True, max(10, px(13)))
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=px(8))
        pygame.draw.rect(surface, theme.ACCENT, box, 2, border_radius=px(8))
        text.blit_text(surface, title(), box.center, size, theme.ACCENT, True, "center")
        return box


def draw_bubble(surface: pygame.Surface, b: Bubble, px: Callable[[float], int]) -> None:
    """The leader line from the mark to the bubble, then the bubble with its caption."""
    start, end = leader(b.label.rect, b.box)
    pygame.draw.line(surface, theme.HOVER, start, end, 2)
    pygame.draw.circle(surface, theme.HOVER, start, max(2, px(3)))
    pygame.draw.rect(surface, theme.PANEL, b.box, border_radius=px(6))
    pygame.draw.rect(surface, theme.HOVER, b.box, 2, border_radius=px(6))
    y = b.box.y + px(5)
    for line in b.lines:
        text.blit_text(surface, line, (b.box.x + px(8), y), b.size)
        y += b.pitch


# --- placement ------------------------------------------------------------------------------
Line = tuple[tuple[int, int], tuple[int, int]]


def leader(mark: pygame.Rect, box: pygame.Rect) -> Line:
    """The leader line from the edge of ``mark`` nearest the bubble to the bubble."""
    start = (min(max(box.centerx, mark.left), mark.right),
             min(max(box.centery, mark.top), mark.bottom))
    end = (min(max(start[0], box.left), box.right), min(max(start[1], box.top), box.bottom))
    return start, end


def _free(spot: pygame.Rect, mark: pygame.Rect, boxes: list[pygame.Rect],
          lines: list[Line], strict: bool) -> bool:
    """True if ``spot`` lies on no bubble and, when ``strict``, neither does its leader
    line cross a bubble nor the bubble another's leader line."""
    if spot.collidelist(boxes) >= 0:
        return False
    if not strict:
        return True
    start, end = leader(mark, spot)
    return not any(b.clipline(start, end) for b in boxes) and \
        not any(spot.clipline(a, b) for a, b in lines)


def place(labels: list[Label], window: pygame.Rect, px: Callable[[float], int],
          taken: list[pygame.Rect]) -> list[Bubble]:
    """A bubble for each label, greedily in order: beside its mark (right, left, below,
    above) at the largest text size that finds room, else at the smallest size the free
    place nearest the mark. Never over another bubble nor ``taken``, never outside
    ``window``; over other marks only when there is no other room."""
    placed: list[Bubble] = []
    lines: list[Line] = []
    # a bubble may lie over a large marked area (a whole clearing, a drop zone), which
    # stays outlined around it, but not over a small mark
    big = window.w * window.h // 40
    marks = [lb.rect for lb in labels if lb.rect.w * lb.rect.h < big]
    sizes = _sizes(px)
    small = sizes[-1]
    tries = [(size, False, marks, True) for size in sizes]
    tries += [(small, True, marks, True), (small, True, [], True), (small, True, [], False)]
    for lb in sorted(labels, key=lambda lb: lb.rect.w * lb.rect.h):  # small marks first
        boxes = [b.box for b in placed] + taken
        for size, sweep, avoid, strict in tries:
            shown, box, pitch = _shape(lb.caption, size, px)
            spot = next((s for s in _spots(lb.rect, box.size, window, px, sweep)
                         if s.collidelist(avoid) < 0
                         and _free(s, lb.rect, boxes, lines, strict)), None)
            if spot is not None:
                placed.append(Bubble(lb, spot, shown, size, pitch))
                lines.append(leader(lb.rect, spot))
                break
    return placed


def _sizes(px: Callable[[float], int]) -> list[int]:
    """Caption sizes, largest first; the smallest is 12 px at 1280x720."""
    big, small = px(15), max(10, px(13))
    return list(range(big, small - 1, -1)) if big > small else [small]


def _shape(caption: str, size: int, px: Callable[[float], int]
           ) -> tuple[tuple[str, ...], pygame.Rect, int]:
    lines = tuple(text.wrap(caption, size, px(BUBBLE_W)))
    w = max(text.font(size).size(line)[0] for line in lines) + px(16)
    pitch = size + max(3, size // 3)
    return lines, pygame.Rect(0, 0, w, len(lines) * pitch + px(10)), pitch


def _spots(mark: pygame.Rect, size: tuple[int, int], window: pygame.Rect,
           px: Callable[[float], int], sweep: bool) -> Iterator[pygame.Rect]:
    """Where a bubble of ``size`` may go for ``mark``: beside each of its four sides (slid
    along it a little), then, if ``sweep``, anywhere in the window, nearest first."""
    w, h = size
    gap = px(GAP)
    beside = [pygame.Rect(mark.right + gap, mark.centery - h // 2, w, h),
              pygame.Rect(mark.left - gap - w, mark.centery - h // 2, w, h)]
    over = [pygame.Rect(mark.centerx - w // 2, mark.bottom + gap, w, h),
            pygame.Rect(mark.centerx - w // 2, mark.top - gap - h, w, h)]
    found = [b.move(0, k * h // 2) for b in beside for k in (0, -1, 1, -2, 2)]
    found += [b.move(k * w // 3, 0) for b in over for k in (0, -1, 1, -2, 2)]
    found = [b.clamp(window) for b in found]
    yield from (b for b in found if window.contains(b) and not b.colliderect(mark))
    if sweep:
        step = max(8, px(14))
        grid = [pygame.Rect(x, y, w, h) for x in range(window.x, window.right - w + 1, step)
                for y in range(window.y, window.bottom - h + 1, step)]
        grid.sort(key=lambda b: (b.centerx - mark.centerx) ** 2
                  + (b.centery - mark.centery) ** 2)
        yield from (b for b in grid if not b.colliderect(mark))
