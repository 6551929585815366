"""Write the golden games of every registered game (or of those named)."""

from __future__ import annotations

import sys
import time

from game.core import registry
from tests.golden import write

if __name__ == "__main__":
    wanted = set(sys.argv[1:])
    for rules in registry.all_games():
        if wanted and rules.info.id not in wanted:
            continue
        start = time.perf_counter()
        write(rules)
        print(f"{rules.info.id}: {time.perf_counter() - start:.0f} s", flush=True)
