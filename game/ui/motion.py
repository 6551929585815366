"""Moves made by someone else fly across the table, one move after the other.

A game's view turns a move into flights (``GameView.motions``): each names the piece,
its picture, where it starts and where it lands. The table queues one batch per move
and plays the batches in order; while a piece flies, the view leaves its destination
empty (``Table.hidden_pieces``), so the piece is seen once. A click finishes every
flight at once; the animation setting sets the pace, and "off" lands pieces at once.
"""

from __future__ import annotations

import dataclasses
import math

import pygame

BASE_SECONDS = 0.45  # one flight at normal pace
MIN_SECONDS = 0.18  # never so fast the eye cannot follow
GAP_SECONDS = 0.08  # a breath between two moves


@dataclasses.dataclass
class Motion:
    """One piece flying from ``start`` to ``end`` (screen rects; the picture is scaled
    from the one size to the other on the way)."""

    piece: str  # the id the view hides at its destination while this flies
    image: pygame.Surface
    start: pygame.Rect
    end: pygame.Rect

    def at(self, k: float) -> pygame.Rect:
        """Where the piece is at progress ``k`` (0..1): eased, on a shallow arc."""
        k = max(0.0, min(1.0, k))
        e = k * k * (3 - 2 * k)  # smoothstep: gentle start and landing
        x = self.start.x + (self.end.x - self.start.x) * e
        y = self.start.y + (self.end.y - self.start.y) * e
        dist = math.hypot(self.end.centerx - self.start.centerx,
                          self.end.centery - self.start.centery)
        y -= math.sin(math.pi * e) * min(60.0, dist * 0.12)
        w = self.start.w + (self.end.w - self.start.w) * e
        h = self.start.h + (self.end.h - self.start.h) * e
        return pygame.Rect(round(x), round(y), max(1, round(w)), max(1, round(h)))


@dataclasses.dataclass
class Batch:
    """The flights of one move, and the log entries that move wrote (lit meanwhile)."""

    motions: list[Motion]
    log: range
    seconds: float
    t: float = 0.0


class MotionQueue:
    def __init__(self) -> None:
        self.batches: list[Batch] = []
        self._scaled: dict[tuple[int, tuple[int, int]], pygame.Surface] = {}

    @property
    def active(self) -> bool:
        return bool(self.batches)

    def add(self, motions: list[Motion], log: range, factor: float) -> None:
        """Queue one move's flights; ``factor`` is the animation setting (0 = none)."""
        if factor <= 0:
            return
        seconds = max(MIN_SECONDS, BASE_SECONDS * factor)
        # A move without flights still lights its log line for a moment.
        self.batches.append(Batch(list(motions), log, seconds if motions else seconds * 0.6))

    def hidden(self) -> frozenset[str]:
        """Pieces in flight or waiting for their turn to fly: not drawn where they land."""
        return frozenset(m.piece for b in self.batches for m in b.motions)

    def lit(self) -> range | None:
        """The log entries of the move now shown."""
        return self.batches[0].log if self.batches else None

    def skip(self) -> bool:
        """Land everything at once (a click). True if something was flying."""
        had = bool(self.batches)
        self.batches.clear()
        self._scaled.clear()
        return had

    def update(self, dt: float) -> bool:
        """Advance; True while something moves (the table redraws)."""
        if not self.batches:
            return False
        head = self.batches[0]
        head.t += dt
        if head.t >= head.seconds + GAP_SECONDS:
            self.batches.pop(0)
            self._scaled.clear()
        return True

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """Draw the pieces in flight; the rectangles drawn over (pieces and shadows)."""
        if not self.batches:
            return []
        head = self.batches[0]
        k = head.t / head.seconds
        drawn = []
        for m in head.motions:
            rect = m.at(k)
            image = self._image(m.image, rect.size)
            shadow = rect.move(4, 6)
            surface.blit(self._shadow(rect.size), shadow)
            surface.blit(image, rect)
            drawn.append(rect.union(shadow))
        return drawn

    def _shadow(self, size: tuple[int, int]) -> pygame.Surface:
        key = (0, size)
        shadow = self._scaled.get(key)
        if shadow is None:
            shadow = pygame.Surface(size, pygame.SRCALPHA)
            shadow.fill((0, 0, 0, 90))
            self._scaled[key] = shadow
        return shadow

    def _image(self, image: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
        if image.get_size() == size:
            return image
        key = (id(image), size)
        scaled = self._scaled.get(key)
        if scaled is None:
            scaled = pygame.transform.smoothscale(image, size)
            self._scaled[key] = scaled
        return scaled
