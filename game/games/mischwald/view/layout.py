"""Geometry of the Mischwald table: where trees, their four sides and fanned cards lie.

A tree cell is the tree card with its four places around it, as on the table: a top
or bottom half is a strip as wide as the tree, a left or right half is as tall as it
(wider than a printed half, so that its name and scoring read on a screen). The forest
fills its area: as large as the trees fit, stretched a little into the room left (a few
trees widen their side halves further), and
when they would fit only too small to read, at a readable size in as many rows as fit,
panned sideways; the zoom enlarges or shrinks them. Gutters at the sides hold the pan
arrows and the zoom buttons; the drop zones for a new tree and a sapling keep their own
column at the right.
"""

from __future__ import annotations

import math

import pygame

RATIO = 1.4  # tree card height / width
HAND_RATIO = 0.8  # a card in hand or in the clearing: width / height
NARROWEST = 0.36  # a card may narrow to this (width / height) before cards overlap
SIDE = 0.8  # a left or right half's width / the tree's width (a printed half is 0.5:
# too narrow for its name and scoring on a screen)
STRIP = 0.45  # a top or bottom half's height / the tree's height
CELL_W = 1 + 2 * SIDE  # a tree cell's width / the tree's width
CELL_H = RATIO * (1 + 2 * STRIP)  # a tree cell's height / the tree's width
STRETCH = 1.35  # trees widen or heighten up to this much to fill their area
SIDE_MAX = 1.6  # a few trees: the side halves widen into the room left, up to this times
# the tree's width (a lone tree left half its area empty)
ZOOM_STEP = 1.25  # one step of the zoom buttons or the wheel
ZOOM_LIMIT = 4  # steps either way


class ForestLayout:
    def __init__(self, area: pygame.Rect, trees: int, gap: int, min_w: int,
                 drop_zones: bool, zone_min: int = 0, zoom: int = 0) -> None:
        self.area = pygame.Rect(area)
        self.trees = trees
        self.gap = gap
        # the drop zones are at least as wide as their labels' longest word (zone_min)
        zone_w = max(min_w, area.w // 9, zone_min) if drop_zones else 0
        self.zones = pygame.Rect(area.right - zone_w, area.y, zone_w, area.h)
        # a gutter at either side holds the pan arrows and the zoom buttons, so that
        # they never cover a tree
        self.gutter = g = max(24, area.h // 10)
        self.view = pygame.Rect(area.x + g, area.y,
                                area.w - 2 * g - (zone_w + gap if zone_w else 0),
                                area.h)  # where trees are seen
        cells = max(1, trees)
        w, cols = self._fit(cells, min_w)
        if zoom:  # larger or smaller trees, in as many rows as fit, panned sideways
            w = max(min(24.0, w), min(self._tallest(), w * ZOOM_STEP ** zoom))
            rows = max(1, int((self.view.h + gap) // (w * CELL_H + gap)))
            cols = math.ceil(cells / rows)
        self._size(w, cols, cells)
        used = self.cols * self.cell_w + (self.cols - 1) * gap
        self.content_w = used
        self.max_scroll = max(0, used - self.view.w)
        self.scroll = 0
        self.x0 = self.view.x + max(0, (self.view.w - used) // 2)
        self.y0 = self.view.y

    def _tallest(self) -> float:
        """The tree width at which one row of cells fills the height."""
        return self.view.h / CELL_H

    def _fit(self, cells: int, min_w: int) -> tuple[float, int]:
        """The largest tree width at which all trees fit, and its columns; when that is
        too small to read, as many rows of readable trees as fit, panned sideways."""
        view, gap = self.view, self.gap
        best = (0.0, 1)
        for cols in range(1, cells + 1):
            rows = math.ceil(cells / cols)
            w = min((view.w - (cols - 1) * gap) / (cols * CELL_W),
                    (view.h - (rows - 1) * gap) / (rows * CELL_H))
            if w > best[0]:
                best = (w, cols)
        if best[0] >= min_w:
            return best
        rows = max(1, int((view.h + gap) // (min_w * CELL_H + gap)))
        return (view.h - (rows - 1) * gap) / (rows * CELL_H), math.ceil(cells / rows)

    def _size(self, w: float, cols: int, cells: int) -> None:
        """Tree, half and cell sizes: stretched (a little) to fill the area left over."""
        view, gap = self.view, self.gap
        rows = math.ceil(cells / cols)
        kx = (view.w - (cols - 1) * gap) / (cols * CELL_W * w)
        ky = (view.h - (rows - 1) * gap) / (rows * CELL_H * w)
        kx, ky = max(1.0, min(STRETCH, kx)), max(1.0, min(STRETCH, ky))
        self.cols = cols
        self.w = max(12, int(w * kx))
        self.h = max(12, int(w * RATIO * ky))
        self.sw = int(w * SIDE * kx)  # a left or right half
        self.sh = int(w * RATIO * STRIP * ky)  # a top or bottom half
        room = (view.w - (cols - 1) * gap) / cols - (self.w + 2 * self.sw)
        if room > 0:  # the halves carry the names and scoring: they take the room first
            self.sw = max(self.sw, min(int(self.sw + room / 2), int(self.w * SIDE_MAX)))
        self.cell_w = self.w + 2 * self.sw
        self.cell_h = self.h + 2 * self.sh

    def set_scroll(self, scroll: int) -> None:
        self.scroll = max(0, min(self.max_scroll, scroll))

    def step(self) -> int:
        """How far one wheel notch pans: one tree."""
        return self.cell_w + self.gap

    def cell(self, i: int) -> pygame.Rect:
        row, col = divmod(i, self.cols)
        return pygame.Rect(self.x0 - self.scroll + col * (self.cell_w + self.gap),
                           self.y0 + row * (self.cell_h + self.gap), self.cell_w, self.cell_h)

    def visible(self, rect: pygame.Rect) -> bool:
        """True when ``rect`` lies wholly in the seen part of the forest."""
        return self.view.contains(rect)

    def tree_rect(self, t: int) -> pygame.Rect:
        c = self.cell(t)
        return pygame.Rect(c.x + self.sw, c.y + self.sh, self.w, self.h)

    def slot_rect(self, t: int, side: str) -> pygame.Rect:
        c = self.cell(t)
        w, h, sw, sh = self.w, self.h, self.sw, self.sh
        if side == "top":
            return pygame.Rect(c.x + sw, c.y, w, sh)
        if side == "bottom":
            return pygame.Rect(c.x + sw, c.y + sh + h, w, sh)
        if side == "left":
            return pygame.Rect(c.x, c.y + sh, sw, h)
        return pygame.Rect(c.x + sw + w, c.y + sh, sw, h)

    def zoom_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The zoom buttons (+ and -), at the forest's top right corner."""
        g = self.gutter
        plus = pygame.Rect(self.view.right + 2, self.view.y, g - 4, g - 4)
        return plus, plus.move(0, g)

    def new_tree_rect(self) -> pygame.Rect:
        z = self.zones
        return pygame.Rect(z.x, z.y, z.w, z.h // 2 - self.gap // 2)

    def sapling_rect(self) -> pygame.Rect:
        z = self.zones
        return pygame.Rect(z.x, z.y + z.h // 2 + self.gap // 2, z.w, z.h // 2 - self.gap // 2)

    def arrows(self) -> tuple[pygame.Rect | None, pygame.Rect | None]:
        """The pan buttons in the gutters left and right, when there is more that way."""
        g = self.gutter
        left = right = None
        if self.scroll > 0:
            left = pygame.Rect(self.view.x - g, self.view.centery - g, g - 2, 2 * g)
        if self.scroll < self.max_scroll:
            right = pygame.Rect(self.view.right + 2, self.view.centery - g, g - 2, 2 * g)
        return left, right


def fan(area: pygame.Rect, n: int, w: int, h: int, gap: int = 6,
        narrowest: int = 0) -> list[pygame.Rect]:
    """``n`` cards of ``w`` x ``h`` in a row inside ``area``: narrowed (down to
    ``narrowest``) so that they lie side by side, overlapping only when even that fails."""
    if n <= 0:
        return []
    if narrowest:
        w = max(min(w, narrowest), min(w, (area.w - (n - 1) * gap) // n))
    step = 0 if n == 1 else min(w + gap, (area.w - w) // (n - 1))
    return [pygame.Rect(area.x + i * step, area.y, w, h) for i in range(n)]
