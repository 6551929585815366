"""A contact sheet of every icon in assets/icons/, to look at them all at once.

python build_scripts/icon_sheet.py /tmp/icons.png [--size 64] [--background 28,38,30]
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--size", type=int, default=64)
    parser.add_argument("--columns", type=int, default=12)
    parser.add_argument("--background", default="236,230,210")
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    pygame.init()
    pygame.display.set_mode((1, 1))
    font = pygame.font.Font(str(ROOT / "assets" / "fonts" / "NotoSans-Regular.ttf"), 11)
    paths = sorted((ROOT / "assets" / "icons").glob("*.svg"))
    cell_w, cell_h = args.size + 40, args.size + 22
    rows = (len(paths) + args.columns - 1) // args.columns
    sheet = pygame.Surface((args.columns * cell_w, rows * cell_h))
    sheet.fill(tuple(int(c) for c in args.background.split(",")))
    for i, path in enumerate(paths):
        x, y = (i % args.columns) * cell_w, (i // args.columns) * cell_h
        img = pygame.image.load_sized_svg(str(path), (args.size, args.size))
        sheet.blit(img, (x + 20, y + 2))
        label = font.render(path.stem, True, (20, 20, 20))
        sheet.blit(label, label.get_rect(midtop=(x + cell_w // 2, y + args.size + 4)))
    pygame.image.save(sheet, str(args.out))
    print(f"{len(paths)} icons -> {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
