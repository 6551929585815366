"""Shapes that tell players apart without colour: one per player colour (theme.PLAYER_SHAPES),
drawn on pieces and swatches in colour-blind mode; and the hatch that marks lit targets."""

from __future__ import annotations

import math

import pygame

from game.ui import theme

_hatches: dict[tuple[tuple[int, int], tuple[int, int, int]], pygame.Surface] = {}


def shape_points(shape: str, rect: pygame.Rect) -> list[tuple[float, float]]:
    cx, cy, rx, ry = rect.centerx, rect.centery, rect.w / 2, rect.h / 2
    if shape == "triangle":
        return [(cx, rect.top), (rect.right, rect.bottom), (rect.left, rect.bottom)]
    if shape == "diamond":
        return [(cx, rect.top), (rect.right, cy), (cx, rect.bottom), (rect.left, cy)]
    if shape == "hexagon":
        return [(cx + rx * math.cos(math.radians(a)), cy + ry * math.sin(math.radians(a)))
                for a in range(0, 360, 60)]
    if shape == "star":
        pts = []
        for k in range(10):
            r = 1.0 if k % 2 == 0 else 0.45
            a = math.radians(-90 + 36 * k)
            pts.append((cx + rx * r * math.cos(a), cy + ry * r * math.sin(a)))
        return pts
    return []


def draw_shape(surface: pygame.Surface, shape: str, rect: pygame.Rect,
               fill: tuple[int, int, int], edge: tuple[int, int, int] = theme.INK) -> None:
    """``shape`` inside ``rect``: filled, with a contrasting edge so it reads on any ground."""
    rect = pygame.Rect(rect)
    w = max(1, rect.w // 8)
    if shape == "circle":
        pygame.draw.ellipse(surface, fill, rect)
        pygame.draw.ellipse(surface, edge, rect, w)
    elif shape == "square":
        inner = rect.inflate(-rect.w // 8, -rect.h // 8)
        pygame.draw.rect(surface, fill, inner)
        pygame.draw.rect(surface, edge, inner, w)
    elif shape == "ring":  # an open centre: its outline differs from the circle's
        pygame.draw.ellipse(surface, edge, rect, max(2, 3 * w))
        pygame.draw.ellipse(surface, fill, rect.inflate(-w, -w), max(1, 2 * w))
    elif shape == "cross":
        t = max(2, rect.w // 4)
        bars = [pygame.Rect(rect.centerx - t // 2, rect.y, t, rect.h),
                pygame.Rect(rect.x, rect.centery - t // 2, rect.w, t)]
        for bar in bars:
            pygame.draw.rect(surface, edge, bar.inflate(2, 2))
        for bar in bars:
            pygame.draw.rect(surface, fill, bar)
    elif shape == "dot":
        small = rect.inflate(-rect.w // 2, -rect.h // 2)
        pygame.draw.ellipse(surface, fill, small)
        pygame.draw.ellipse(surface, edge, small, max(1, w // 2))
    else:
        pts = shape_points(shape, rect)
        pygame.draw.polygon(surface, fill, pts)
        pygame.draw.polygon(surface, edge, pts, w)


def draw_player_mark(surface: pygame.Surface, colour: str, rect: pygame.Rect) -> None:
    """The shape of a player colour, filled with that colour: the cue beside colour."""
    fill = theme.player_rgb(colour)
    edge = theme.INK if sum(fill) > 200 else theme.PAPER
    draw_shape(surface, theme.player_shape(colour), rect, fill, edge)


def hatch(size: tuple[int, int], colour: tuple[int, int, int]) -> pygame.Surface:
    """Diagonal stripes, translucent: a pattern that marks a place on any board."""
    key = (size, colour)
    surf = _hatches.get(key)
    if surf is None:
        surf = pygame.Surface(size, pygame.SRCALPHA)
        step = max(6, min(size) // 5)
        for x in range(-size[1], size[0], step):
            pygame.draw.line(surf, (*colour, 150), (x, size[1]), (x + size[1], 0), max(2, step // 3))
        if len(_hatches) > 256:
            _hatches.clear()
        _hatches[key] = surf
    return surf
