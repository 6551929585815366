"""Icons (SVG, rendered at the size needed) and scaled images, cached.

Icons live in assets/icons/<name>.svg. A missing icon draws a labelled placeholder and
never stops the game."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.core.paths import asset
from game.ui import theme


@lru_cache(maxsize=2048)
def icon(name: str, size: int) -> pygame.Surface:
    """The icon ``name`` as a square surface of ``size`` pixels."""
    size = max(4, int(size))
    path = asset("icons", f"{name}.svg")
    try:
        img = pygame.image.load_sized_svg(str(path), (size, size))
        return img.convert_alpha()
    except (pygame.error, FileNotFoundError, OSError):
        return _placeholder(name, size)


def _placeholder(name: str, size: int) -> pygame.Surface:
    from game.ui import text

    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(surf, (200, 200, 200), (size // 2, size // 2), size // 2 - 1)
    pygame.draw.circle(surf, theme.INK, (size // 2, size // 2), size // 2 - 1, 1)
    label = text.render(name[:2].upper(), max(6, size // 3), theme.INK, True)
    surf.blit(label, label.get_rect(center=(size // 2, size // 2)))
    return surf


@lru_cache(maxsize=512)
def scaled(surface_key: str, size: tuple[int, int]) -> pygame.Surface:
    """An image below assets/ scaled smoothly to ``size``."""
    img = pygame.image.load(str(asset(surface_key))).convert_alpha()
    return pygame.transform.smoothscale(img, size)


def clear_cache() -> None:
    icon.cache_clear()
    scaled.cache_clear()
