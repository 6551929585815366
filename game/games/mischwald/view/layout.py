"""Geometry of the Mischwald table: where trees, their four sides and fanned cards lie.

A tree cell is the tree card with its four places around it, as on the table: a top
or bottom half is a strip as wide as the tree, a left or right half is as tall as it.
One more cell at the end holds the drop zones for a new tree and a sapling.
"""

from __future__ import annotations

import math

import pygame

RATIO = 1.4  # card height / width


class ForestLayout:
    def __init__(self, area: pygame.Rect, trees: int, gap: int) -> None:
        self.area = pygame.Rect(area)
        self.trees = trees
        self.gap = gap
        cells = trees + 1
        best = (0.0, 1)
        for cols in range(1, cells + 1):
            rows = math.ceil(cells / cols)
            w = min(
                (area.w - (cols - 1) * gap) / (cols * 2),
                (area.h - (rows - 1) * gap) / (rows * 2 * RATIO),
            )
            if w > best[0]:
                best = (w, cols)
        self.w = max(12, int(min(best[0], area.w / 9)))
        self.h = int(self.w * RATIO)
        self.cols = best[1]
        used = self.cols * 2 * self.w + (self.cols - 1) * gap
        self.x0 = area.x + (area.w - used) // 2
        self.y0 = area.y

    def cell(self, i: int) -> pygame.Rect:
        row, col = divmod(i, self.cols)
        return pygame.Rect(
            self.x0 + col * (2 * self.w + self.gap),
            self.y0 + row * (2 * self.h + self.gap),
            2 * self.w,
            2 * self.h,
        )

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
        c = self.cell(self.trees)
        return pygame.Rect(c.x + 2, c.y + 2, c.w - 4, c.h // 2 - 4)

    def sapling_rect(self) -> pygame.Rect:
        c = self.cell(self.trees)
        return pygame.Rect(c.x + 2, c.y + c.h // 2 + 2, c.w - 4, c.h // 2 - 4)


def fan(area: pygame.Rect, n: int, w: int, h: int, gap: int = 6) -> list[pygame.Rect]:
    """``n`` cards of ``w`` x ``h`` in a row inside ``area``, overlapping when needed."""
    if n <= 0:
        return []
    step = 0 if n == 1 else min(w + gap, (area.w - w) // (n - 1))
    return [pygame.Rect(area.x + i * step, area.y, w, h) for i in range(n)]
