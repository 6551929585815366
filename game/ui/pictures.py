"""Small compositions of real pieces for the one-page primers: pieces side by side."""

from __future__ import annotations

import pygame


def side_by_side(*pieces: pygame.Surface, gap: int = 6) -> pygame.Surface:
    """``pieces`` in a row, centred on one line, ``gap`` pixels apart."""
    w = sum(p.get_width() for p in pieces) + gap * max(0, len(pieces) - 1)
    h = max((p.get_height() for p in pieces), default=1)
    surf = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    x = 0
    for p in pieces:
        surf.blit(p, (x, (h - p.get_height()) // 2))
        x += p.get_width() + gap
    return surf
