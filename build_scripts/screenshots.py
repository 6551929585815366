"""Screenshots of every game for the README: each game's entry names seeded positions
(``GameEntry.screenshots``); a random seeded game is played that far and drawn
headless at 1600x1000 as the first seat sees it.

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
from game.core.actions import Action  # noqa: E402
from game.core.entry import GameEntry, Shot  # noqa: E402
from game.session import play_out  # noqa: E402
from tests.ui_harness import make_table, screenshot  # noqa: E402

NAMES = ("Ada", "Bram", "Cleo", "Dirk", "Eva")


def position(entry: GameEntry, shot: Shot) -> Match:
    """The seeded position of ``shot``, with the first seat to decide."""
    rules = entry.rules
    seats = tuple(Seat(NAMES[i], "human" if i == 0 else "greedy", rules.info.colours[i])
                  for i in range(shot.players))
    options = Options(seats, shot.variants)
    rng = random.Random(shot.seed)
    full = Match(rules, options, shot.seed)

    def anything(m: Match, seat: int) -> Action:
        return rng.choice(list(rules.legal_actions(m.state)))

    play_out(full, anything)
    match = Match(rules, options, shot.seed)
    for action in full.actions[: int(len(full.actions) * shot.share)]:
        match.play(action)
    play_out(match, anything, stop=lambda m: m.decision().seat == 0)  # the first seat to play
    return match


def main() -> None:
    out = ROOT / "docs" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    os.environ["SYLVA_HOME"] = str(out / ".home")  # never touch the real saves
    for entry in registry.entries():
        for k, shot in enumerate(entry.screenshots):
            app, _table = make_table(entry.id, match=position(entry, shot), size=(1600, 1000))
            path = out / (f"{entry.id}.png" if k == 0 else f"{entry.id}-{k + 1}.png")
            screenshot(app, str(path))
            print(f"wrote {path.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
