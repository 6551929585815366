"""Geometry of the Mischwald table: where trees, their four sides and fanned cards lie.

A tree cell is the tree card with its four places around it, as on the table: a top
or bottom half is a strip as wide as the tree, a left or right half is as tall as it.
The forest fills its area: as large as the trees fit, and when they would fit only too
small to read, at a readable size in as many rows as fit, panned sideways. The drop
zones for a new tree and a sapling keep their own column at the right.
"""

from __future__ import annotations

import math

import pygame

RATIO = 1.4  # tree card height / width
HAND_RATIO = 0.8  # a card in hand or in the clearing: width / height
NARROWEST = 0.66  # a clearing card may narrow to this before cards overlap


class ForestLayout:
    def __init__(self, area: pygame.Rect, trees: int, gap: int, min_w: int,
                 drop_zones: bool, zone_min: int = 0) -> None:
        self.area = pygame.Rect(area)
        self.trees = trees
        self.gap = gap
        # the drop zones are at least as wide as their labels' longest word (zone_min)
        zone_w = max(min_w, area.w // 9, zone_min) if drop_zones else 0
        self.zones = pygame.Rect(area.right - zone_w, area.y, zone_w, area.h)
        self.view = pygame.Rect(area.x, area.y, area.w - (zone_w + gap if zone_w else 0),
                                area.h)  # where trees are seen
        view = self.view
        cells = max(1, trees)
        best = (0.0, 1)
        for cols in range(1, cells + 1):
            rows = math.ceil(cells / cols)
            w = min((view.w - (cols - 1) * gap) / (cols * 2),
                    (view.h - (rows - 1) * gap) / (rows * 2 * RATIO))
            if w > best[0]:
                best = (w, cols)
        w, cols = best
        if w < min_w:  # too small to read: as many rows of readable trees as fit, as
            # tall as the area, panned sideways
            rows = max(1, int((view.h + gap) // (2 * min_w * RATIO + gap)))
            w = (view.h - (rows - 1) * gap) / (rows * 2 * RATIO)
            cols = math.ceil(cells / rows)
        self.w = max(12, int(w))
        self.h = int(self.w * RATIO)
        self.cols = cols
        used = self.cols * 2 * self.w + (self.cols - 1) * gap
        self.content_w = used
        self.max_scroll = max(0, used - view.w)
        self.scroll = 0
        self.x0 = view.x + max(0, (view.w - used) // 2)
        self.y0 = view.y

    def set_scroll(self, scroll: int) -> None:
        self.scroll = max(0, min(self.max_scroll, scroll))

    def step(self) -> int:
        """How far one wheel notch pans: one tree."""
        return 2 * self.w + self.gap

    def cell(self, i: int) -> pygame.Rect:
        row, col = divmod(i, self.cols)
        return pygame.Rect(
            self.x0 - self.scroll + col * (2 * self.w + self.gap),
            self.y0 + row * (2 * self.h + self.gap),
            2 * self.w,
            2 * self.h,
        )

    def visible(self, rect: pygame.Rect) -> bool:
        """True when ``rect`` lies wholly in the seen part of the forest."""
        return self.view.contains(rect)

    def tree_rect(self, t: int) -> pygame.Rect:
        c = self.cell(t)
        return pygame.Rect(c.x + self.w // 2, c.y + self.h // 2, self.w, self.h)

    def slot_rect(self, t: int, side: str) -> pygame.Rect:
        c = self.cell(t)
        w, h = self.w, self.h
        if side == "top":
            return pygame.Rect(c.x + w // 2, c.y, w, h // 2)
        if side == "bottom":
            return pygame.Rect(c.x + w // 2, c.y + h // 2 + h, w, h // 2)
        if side == "left":
            return pygame.Rect(c.x, c.y + h // 2, w // 2, h)
        return pygame.Rect(c.x + w // 2 + w, c.y + h // 2, w // 2, h)

    def new_tree_rect(self) -> pygame.Rect:
        z = self.zones
        return pygame.Rect(z.x, z.y, z.w, z.h // 2 - self.gap // 2)

    def sapling_rect(self) -> pygame.Rect:
        z = self.zones
        return pygame.Rect(z.x, z.y + z.h // 2 + self.gap // 2, z.w, z.h // 2 - self.gap // 2)

    def arrows(self) -> tuple[pygame.Rect | None, pygame.Rect | None]:
        """The pan buttons at the left and right edge, when there is more that way."""
        size = max(24, self.view.h // 8)
        left = right = None
        if self.scroll > 0:
            left = pygame.Rect(self.view.x, self.view.centery - size, size, 2 * size)
        if self.scroll < self.max_scroll:
            right = pygame.Rect(self.view.right - size, self.view.centery - size, size, 2 * size)
        return left, right


def fan(area: pygame.Rect, n: int, w: int, h: int, gap: int = 6) -> list[pygame.Rect]:
    """``n`` cards of ``w`` x ``h`` in a row inside ``area``, overlapping when needed."""
    if n <= 0:
        return []
    step = 0 if n == 1 else min(w + gap, (area.w - w) // (n - 1))
    return [pygame.Rect(area.x + i * step, area.y, w, h) for i in range(n)]
