"""Make the application icon for every system from the one source picture,
assets/icons/sylva.svg: a Windows .ico (16-256 px), a macOS .icns and PNGs for the Linux
desktop entry. The build calls it; run it alone with

    python build_scripts/make_icons.py [OUT_DIR]      (default: build/icons)
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "assets" / "icons" / "sylva.svg"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
PNG_SIZES = (16, 32, 48, 64, 128, 256, 512)
MASTER = 1024  # the largest size any system asks for (macOS Retina 512@2x)


def master_image():
    """The source drawn at 1024 px, as a Pillow image (pygame draws the SVG)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame
    from PIL import Image

    pygame.display.init()
    surface = pygame.image.load_sized_svg(str(SOURCE), (MASTER, MASTER))
    data = pygame.image.tobytes(surface, "RGBA")
    return Image.frombytes("RGBA", surface.get_size(), data)


def make_icons(out: Path) -> list[Path]:
    from PIL import Image

    out.mkdir(parents=True, exist_ok=True)
    master = master_image()
    written = []
    ico = out / "sylva.ico"
    master.save(ico, sizes=[(s, s) for s in ICO_SIZES])
    icns = out / "sylva.icns"
    master.save(icns)  # Pillow writes every size the format has, from 16 to 1024
    written += [ico, icns]
    for size in PNG_SIZES:
        png = out / f"sylva-{size}.png"
        master.resize((size, size), Image.Resampling.LANCZOS).save(png)
        written.append(png)
    return written


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else ROOT / "build" / "icons"
    for path in make_icons(out):
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
