"""Print how far apart each game's player colours look, normally and under simulated
protanopia, deuteranopia and tritanopia: the smallest CIEDE2000 distance between any two
colours of a game, for the usual palette and for the colour-blind one.

    python build_scripts/colour_report.py
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.core import registry  # noqa: E402
from game.ui import theme  # noqa: E402
from game.ui.colour_vision import smallest_distance  # noqa: E402

DEFICIENCIES = ("normal", "protanopia", "deuteranopia", "tritanopia")


def main() -> None:
    print(f"{'game':10} {'palette':12} " + " ".join(f"{d:>13}" for d in DEFICIENCIES))
    for rules in registry.all_games():
        colours = rules.info.colours
        for name, palette in (("usual", {c: theme.PLAYER_COLOURS[c][0] for c in colours}),
                              ("colour-blind", {c: theme.SAFE_COLOURS[c] for c in colours})):
            row = [smallest_distance(palette.values(), d) for d in DEFICIENCIES]
            print(f"{rules.info.id:10} {name:12} " + " ".join(f"{v:13.1f}" for v in row))


if __name__ == "__main__":
    main()
