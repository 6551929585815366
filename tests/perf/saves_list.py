"""How long the Load list takes for a folder of many saves, the first time (every file
replayed, the index built) and later (from the index):
``python -m tests.perf.saves_list [--saves 5000]``."""

from __future__ import annotations

import argparse
import os
import random
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def fill(folder: Path, count: int, seed: int = 1) -> None:
    """``count`` saves of every game, some mid-game, a few damaged."""
    from game.core import HUMAN, Match, Options, Seat, registry

    rng = random.Random(seed)
    texts = []
    for rules in registry.all_games():
        seats = tuple(Seat(f"P{i}", HUMAN, c) for i, c in enumerate(rules.info.colours[:2]))
        for moves in (0, 10, 40):
            m = Match(rules, Options(seats), rng.randrange(10**6))
            while len(m.actions) < moves and not m.over:
                m.play(rng.choice(list(rules.legal_actions(m.state))))
            texts.append(m.record().dumps())
    texts.append('{"format": 2, "game": "glade"}')  # damaged
    folder.mkdir(parents=True, exist_ok=True)
    for k in range(count):
        (folder / f"save-{k:05d}.json").write_text(texts[k % len(texts)], encoding="utf-8")


def timed(folder: Path) -> tuple[float, int]:
    from game.scenes.load import list_folder

    t0 = time.perf_counter()
    entries = list_folder(folder)
    return time.perf_counter() - t0, len(entries)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--saves", type=int, default=5000)
    args = parser.parse_args()
    os.environ["SYLVA_HOME"] = tempfile.mkdtemp(prefix="sylva-list-")
    folder = Path(os.environ["SYLVA_HOME"]) / "saves"
    fill(folder, args.saves)
    first, n = timed(folder)
    later = [timed(folder)[0] for _ in range(3)]
    print(f"{n} saves: first listing {first:.2f} s, later {min(later):.3f}-{max(later):.3f} s")


if __name__ == "__main__":
    main()
