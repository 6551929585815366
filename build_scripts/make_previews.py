"""The pictures of the new-game screen: each game's first screenshot position (its entry's
``screenshots``), drawn at 1600x1000; the board (the table without its side panel) scaled to
WIDTH pixels wide.

    python build_scripts/make_previews.py   # writes assets/previews/<game>.png (English)
                                            # and <game>-<lang>.png for every other language
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from build_scripts.screenshots import position  # noqa: E402
from game.core import registry  # noqa: E402
from game.i18n import available  # noqa: E402
from tests.ui_harness import make_table  # noqa: E402

WIDTH = 800  # the new-game screen shows it at most about this wide at 1920x1080


def main() -> None:
    out = ROOT / "assets" / "previews"
    out.mkdir(parents=True, exist_ok=True)
    os.environ["SYLVA_HOME"] = str(ROOT / "build" / "previews-home")  # never the real saves
    for lang, entry in ((lang, e) for lang in available() for e in registry.entries()):
        if not entry.screenshots:
            continue
        app, table = make_table(entry.id, match=position(entry, entry.screenshots[0]),
                                size=(1600, 1000))
        app.settings.language = lang
        app.apply_settings()
        app.draw()
        board = app.screen.subsurface(table.view.rect.union(table.bar))
        height = round(board.get_height() * WIDTH / board.get_width())
        picture = pygame.transform.smoothscale(board, (WIDTH, height))
        path = out / (f"{entry.id}.png" if lang == "en" else f"{entry.id}-{lang}.png")
        pygame.image.save(picture, str(path))
        print(f"wrote {path.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
