"""The hint's pointer: a ghost of the suggested piece on its place (or an outline round
the button or card that makes the move) and an arrow from where the piece lies now."""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable

import pygame

from game.ui import text, theme
from game.ui.dragdrop import hex_points

GHOST_ALPHA = 150  # the ghost shows the board through it: it is not there yet
INK = (255, 244, 170)  # the arrow and outline: light on dark boards, edged dark on light ones
EDGE = (25, 25, 25)


@dataclasses.dataclass
class Ghost:
    """Where the suggested move goes: ``rect`` on the screen, the piece's picture drawn
    there (None: an outline only, for a button or a card to click), and ``source``, where
    the piece lies now (the arrow's start; None: no arrow)."""

    rect: pygame.Rect
    image: pygame.Surface | None = None
    source: pygame.Rect | None = None
    shape: str = "rect"
    also: list[pygame.Rect] = dataclasses.field(default_factory=list)  # e.g. cards to pay with

    def drawn(self) -> list[pygame.Rect]:
        """The rects it paints over (to be put back once it is gone)."""
        at = self.rect if self.image is None else fitted(self.image, self.rect)[1]
        out = [at.inflate(16, 16), self.rect.inflate(16, 16)]
        out += [r.inflate(12, 12) for r in self.also]
        if self.source is not None:
            out.append(self.source.inflate(40, 40).union(at.inflate(40, 40)))
        return out


def fitted(image: pygame.Surface, rect: pygame.Rect) -> tuple[pygame.Surface, pygame.Rect]:
    """``image`` centred on ``rect``: as it is when a side fits (a piece carried at the
    board's scale over the seam it aims at), else scaled down to fit (a card held in the
    hand, larger than its place), its proportions kept."""
    w, h = image.get_size()
    k = min(rect.w / max(1, w), rect.h / max(1, h))
    if w <= rect.w or h <= rect.h:
        k = 1.0
    size = (max(1, round(w * k)), max(1, round(h * k)))
    picture = image if size == (w, h) else pygame.transform.smoothscale(image, size)
    return picture, picture.get_rect(center=rect.center)


def draw_ghost(surface: pygame.Surface, ghost: Ghost, px: int = 1,
               ink: tuple[int, int, int] = INK) -> None:
    """The ghost (or outline), then the arrow over it (``ink``: their light colour)."""
    at = ghost.rect
    if ghost.image is not None:
        picture, at = fitted(ghost.image, ghost.rect)
        picture = picture.copy()
        picture.set_alpha(GHOST_ALPHA)
        surface.blit(picture, at)
    draw_outline(surface, at, ghost.shape if at == ghost.rect else "rect", px, ink)
    for place in ghost.also:  # thinner: what completes the move, not the move
        pygame.draw.rect(surface, EDGE, place.inflate(4 * px, 4 * px), 4 * px, 6 * px)
        pygame.draw.rect(surface, ink, place.inflate(2 * px, 2 * px), 2 * px, 6 * px)
    if ghost.source is not None:
        draw_arrow(surface, ghost.source, at, px, ink)


def draw_outline(surface: pygame.Surface, rect: pygame.Rect, shape: str, px: int = 1,
                 light: tuple[int, int, int] = INK) -> None:
    """A two-tone outline: dark outside, light inside, on any colours."""
    for width, ink, grow in ((5 * px, EDGE, 3 * px), (3 * px, light, 2 * px)):
        area = rect.inflate(2 * grow, 2 * grow)
        if shape == "circle":
            pygame.draw.ellipse(surface, ink, area, width)
        elif shape == "hex":
            pygame.draw.polygon(surface, ink, hex_points(area), width)
        else:
            pygame.draw.rect(surface, ink, area, width, border_radius=6 * px)


def arrow_points(start: pygame.Rect, end: pygame.Rect) -> tuple[tuple[float, float],
                                                                 tuple[float, float]]:
    """Where the arrow runs: from the edge of ``start`` to the edge of ``end``, on the line
    between their centres (from centre to centre when they overlap)."""
    (x0, y0), (x1, y1) = start.center, end.center
    dx, dy = x1 - x0, y1 - y0
    if math.hypot(dx, dy) < 1:
        return (x0, y0), (x1, y1)

    def leave(r: pygame.Rect) -> float:  # the share of the line inside r, from its centre
        tx = r.w / 2 / abs(dx) if dx else math.inf
        ty = r.h / 2 / abs(dy) if dy else math.inf
        return min(tx, ty)

    a, b = leave(start), 1 - leave(end)
    if a >= b:  # overlapping: centre to centre
        return (x0, y0), (x1, y1)
    return (x0 + dx * a, y0 + dy * a), (x0 + dx * b, y0 + dy * b)


def draw_arrow(surface: pygame.Surface, start: pygame.Rect, end: pygame.Rect,
               px: int = 1, ink: tuple[int, int, int] = INK) -> None:
    """A thick arrow with a head, light with a dark edge, from ``start`` to ``end``."""
    (x0, y0), (x1, y1) = arrow_points(start, end)
    length = math.hypot(x1 - x0, y1 - y0)
    if length < 4:
        return
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    head = min(length * 0.5, 22 * px)
    shaft, wide = 4 * px, 11 * px
    bx, by = x1 - ux * head, y1 - uy * head  # where the head begins
    nx, ny = -uy, ux
    body = [(x0 + nx * shaft, y0 + ny * shaft), (bx + nx * shaft, by + ny * shaft),
            (bx + nx * wide, by + ny * wide), (x1, y1), (bx - nx * wide, by - ny * wide),
            (bx - nx * shaft, by - ny * shaft), (x0 - nx * shaft, y0 - ny * shaft)]
    pygame.draw.polygon(surface, ink, body)
    pygame.draw.polygon(surface, EDGE, body, max(2, 2 * px))
    pygame.draw.circle(surface, EDGE, (round(x0), round(y0)), shaft + 2 * px)
    pygame.draw.circle(surface, theme.ACCENT, (round(x0), round(y0)), shaft + px)


def caption_box(lines: list[str], size: int, pad: int, near: pygame.Rect,
                keep_off: list[pygame.Rect], area: pygame.Rect,
                line: tuple[tuple[float, float], tuple[float, float]] | None = None,
                ) -> pygame.Rect:
    """Where the hint's caption goes: beside ``near`` (the ghost) — below, above, right,
    left — else in a corner of ``area``, inside it; the first spot off ``keep_off`` (the
    ghost first, then the piece) and off ``line`` (the arrow), else the one covering
    least of them."""
    w = max(text.font(size, True).size(line)[0] for line in lines) + 2 * pad
    h = len(lines) * round(size * 1.3) + 2 * pad
    inside = area.inflate(-2 * pad, -2 * pad)  # off the edge of the board's area
    spots = [pygame.Rect(0, 0, w, h) for _k in range(8)]
    spots[0].midtop = (near.centerx, near.bottom + pad)
    spots[1].midbottom = (near.centerx, near.top - pad)
    spots[2].midleft = (near.right + pad, near.centery)
    spots[3].midright = (near.left - pad, near.centery)
    spots[4].topleft, spots[5].topright = inside.topleft, inside.topright
    spots[6].bottomleft, spots[7].bottomright = inside.bottomleft, inside.bottomright

    def covered(spot: pygame.Rect) -> float:
        weights = [100.0] + [1.0] * (len(keep_off) - 1)  # never the ghost, if it can
        area_hit = sum(k * _area(spot.clip(r)) for k, r in zip(weights, keep_off))
        return area_hit + (_area(spot) * 0.5 if line and spot.clipline(*line) else 0)

    for spot in spots:
        spot.clamp_ip(inside)
    return min(spots, key=covered)  # the first of the best: beside the ghost if it can


def _area(r: pygame.Rect) -> int:
    return r.w * r.h


def draw_caption(surface: pygame.Surface, message: str, ghost: Ghost, area: pygame.Rect,
                 px: Callable[[float], int]) -> pygame.Rect:
    """The hint's words beside the ghost, in a box of their own; returns the box."""
    size, pad = max(12, px(15)), px(8)
    lines = text.wrap(message, size, min(px(380), area.w - 6 * pad), True)
    at = ghost.rect if ghost.image is None else fitted(ghost.image, ghost.rect)[1]
    keep_off = [at.inflate(2 * pad, 2 * pad)]
    arrow = None
    if ghost.source is not None:
        keep_off.append(ghost.source)
        arrow = arrow_points(ghost.source, at)
    box = caption_box(lines, size, pad, at, keep_off, area, arrow)
    pygame.draw.rect(surface, theme.PANEL, box, border_radius=px(6))
    pygame.draw.rect(surface, INK, box, max(1, px(2)), border_radius=px(6))
    y = box.y + pad
    for line in lines:
        text.blit_text(surface, line, (box.x + pad, y), size, theme.TEXT, True)
        y += round(size * 1.3)
    return box
