"""Render the application icon assets/icons/sylva.svg to assets/icons/sylva.png (256 px),
the picture the window, the .desktop file and the PyInstaller bundle use."""

from __future__ import annotations

import os
from pathlib import Path

ICONS = Path(__file__).resolve().parents[1] / "assets" / "icons"


def main() -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    pygame.init()
    pygame.display.set_mode((1, 1))
    img = pygame.image.load_sized_svg(str(ICONS / "sylva.svg"), (256, 256))
    pygame.image.save(img, str(ICONS / "sylva.png"))
    print(f"wrote {ICONS / 'sylva.png'} ({img.get_width()}x{img.get_height()})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
