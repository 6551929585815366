"""Screenshots of every game for the README: a seeded game, played by computer seats
to about two thirds, drawn headless at 1600x1000 as the first seat sees it.

    python build_scripts/screenshots.py            # writes docs/screenshots/<game>.png
"""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.core import Match, Options, Seat, registry  # noqa: E402
from tests.ui_harness import make_table, screenshot  # noqa: E402

# game: (players, seed, share of the game played, variants)
SHOTS = {
    "glade": (3, 4, 0.5, (("side", "matching"),)),
    "renature": (3, 5, 0.6, ()),
    "mystaria": (3, 5, 0.6, ()),
    "mischwald": (3, 7, 0.3, ()),
    "woud": (2, 5, 0.5, ()),
}
NAMES = ("Ada", "Bram", "Cleo", "Dirk")


def main() -> None:
    out = ROOT / "docs" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    os.environ["SYLVA_HOME"] = str(out / ".home")  # never touch the real saves
    for game_id, (players, seed, share, variants) in SHOTS.items():
        rules = registry.get(game_id)
        seats = tuple(Seat(NAMES[i], "human" if i == 0 else "greedy",
                           rules.info.colours[i]) for i in range(players))
        options = Options(seats, variants)
        rng = random.Random(seed)
        full = Match(rules, options, seed)
        while not full.over:
            full.play(rng.choice(list(rules.legal_actions(full.state))))
        match = Match(rules, options, seed)
        for action in full.actions[: int(len(full.actions) * share)]:
            match.play(action)
        while match.decision().seat != 0 and not match.over:  # the first seat to play
            match.play(rng.choice(list(rules.legal_actions(match.state))))
        app, _table = make_table(game_id, match=match, size=(1600, 1000))
        path = out / f"{game_id}.png"
        screenshot(app, str(path))
        print(f"wrote {path.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
