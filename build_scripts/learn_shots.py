"""Screenshots of every step of every guided first game, as the follow-the-pointer
driver (game/scenes/learn_driver.py) plays it: the step asked, and what its move did.

    python build_scripts/learn_shots.py OUT [--languages en,de,nl] [--size 1280x720]

writes OUT/<game>-<language>-<step>-<step|done>.png and prints the driver's time per game.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("SYLVA_HOME", tempfile.mkdtemp(prefix="sylva-shots-"))
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from game.app import App  # noqa: E402
from game.i18n import set_language  # noqa: E402
from game.scenes import registry as scenes  # noqa: E402
from game.scenes.learn import lesson_games  # noqa: E402
from game.scenes.learn_driver import follow  # noqa: E402
from game.scenes.learn_layer import Lesson  # noqa: E402


def shoot(out: Path, game_id: str, lang: str, size: tuple[int, int]) -> tuple[int, float]:
    app = App(size, headless=True)
    app.settings.animation = "off"
    app.settings.language = lang
    set_language(lang)
    app.home()
    table = scenes.make("lesson", app, game_id, restart=True)
    app.step([])

    def watch(layer: Lesson, moment: str) -> None:
        table.mouse = (-100, -100)  # no hover bubble in the picture
        table.redraw()
        app.draw()
        n = layer.session.step_number
        pygame.image.save(app.screen, str(out / f"{game_id}-{lang}-{n:02d}-{moment}.png"))

    t0 = time.perf_counter()
    steps = follow(app, table, watch)
    return steps, time.perf_counter() - t0


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=Path)
    parser.add_argument("--languages", default="en")
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--games", default="")
    args = parser.parse_args()
    size = tuple(int(v) for v in args.size.split("x"))
    args.out.mkdir(parents=True, exist_ok=True)
    for game_id in args.games.split(",") if args.games else lesson_games():
        for lang in args.languages.split(","):
            steps, seconds = shoot(args.out, game_id, lang, (size[0], size[1]))
            print(f"{game_id} {lang}: {steps} steps in {seconds:.2f} s (with screenshots)")


if __name__ == "__main__":
    main()
