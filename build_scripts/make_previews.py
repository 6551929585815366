"""The pictures of the new-game screen: each game's first screenshot position (its entry's
``screenshots``), drawn at 1600x1000 and scaled to 640x400.

    python build_scripts/make_previews.py          # writes assets/previews/<game>.png
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
from tests.ui_harness import make_table  # noqa: E402

SIZE = (640, 400)


def main() -> None:
    out = ROOT / "assets" / "previews"
    out.mkdir(parents=True, exist_ok=True)
    os.environ["SYLVA_HOME"] = str(ROOT / "build" / "previews-home")  # never the real saves
    for entry in registry.entries():
        if not entry.screenshots:
            continue
        app, _table = make_table(entry.id, match=position(entry, entry.screenshots[0]),
                                 size=(1600, 1000))
        app.draw()
        picture = pygame.transform.smoothscale(app.screen, SIZE)
        path = out / f"{entry.id}.png"
        pygame.image.save(picture, str(path))
        print(f"wrote {path.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
