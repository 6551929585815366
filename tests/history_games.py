"""Finished games for the history's tests and measurements: real seeded games of every
game, played fast by random seats beside one or two people, written with varied dates.

    python -m tests.history_games 1000    # the size and open time the issue asks for
"""

from __future__ import annotations

import datetime
import random
import sys
import time

from game.core import HUMAN, Match, Options, Seat, registry

KINDS = ("random", "greedy", "medium", "hard")  # seat kinds only: every move is random


def play(game: str, kinds: list[str], seed: int,
         names: tuple[str, ...] = ("Ann", "Bob", "Cas", "Dee", "Eve"),
         assists: dict[str, list[int]] | None = None) -> Match:
    """A finished seeded game of ``game``: every seat (whatever its kind) plays random
    legal moves."""
    from game.ai import choose_action

    rules = registry.get(game)
    people = iter(names)
    seats = tuple(Seat(next(people) if k == HUMAN else f"Bot {i + 1}", k,
                       rules.info.colours[i % len(rules.info.colours)])
                  for i, k in enumerate(kinds))
    match = Match(rules, Options(seats), seed)
    rng = random.Random(seed)
    while not match.over:
        seat = match.decision().seat
        match.play(choose_action(rules, match.state, seat, "random", rng))
    match.assists = {k: list(v) for k, v in (assists or {}).items()}
    return match


def judged_button_move():
    """A finished Mystaria game (tests.history_games.play, seed 5) and one of seat 0's
    build decisions, reviewed as if "Build nothing" (a move made by a button) had been
    played there, another legal move standing in for the better one."""
    from game.ai.review import Judged, decisions
    from game.games.mystaria.actions import NoBuild

    record = play("mystaria", [HUMAN, "random"], 5).record()
    rules, found = decisions(record, 0)
    n, state, _action = next(f for f in found if NoBuild() in list(rules.legal_actions(f[1])))
    better = next(a for a in rules.legal_actions(state) if a != NoBuild())
    return record, Judged(n, NoBuild(), better, 1.5, rules.describe(state, NoBuild()),
                          rules.describe(state, better))


def configurations(seed: int):
    """An endless, seeded mix: every game, every player count, opponents of each level
    or a second person, now and then an undo or a hint."""
    rng = random.Random(seed)
    games = [r.info for r in registry.all_games()]
    while True:
        info = rng.choice(games)
        players = rng.randint(info.min_players, min(info.max_players, 4))
        kinds = [HUMAN] + [HUMAN if rng.random() < 0.2 else rng.choice(KINDS)
                           for _ in range(players - 1)]
        help_ = {"undo": [int(rng.random() < 0.15)] + [0] * (players - 1)}
        yield info.id, kinds, rng.getrandbits(31), help_


def fill(history, count: int, seed: int = 1) -> list[int]:
    """Write ``count`` finished games, one a day from 2024 on (in order); their numbers."""
    start = datetime.datetime(2024, 1, 1, 20, 0, 0)
    numbers = []
    for n, (game, kinds, game_seed, help_) in zip(range(count), configurations(seed)):
        match = play(game, kinds, game_seed, assists=help_)
        when = (start + datetime.timedelta(days=n)).strftime("%Y-%m-%d %H:%M:%S")
        numbers.append(history.record(match, when))
    return numbers


def main(argv: list[str]) -> None:
    import os
    import tempfile
    from pathlib import Path

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    count = int(argv[0]) if argv else 1000
    # a second argument: a folder already filled (the measurement again, without playing)
    folder = Path(argv[1]) if len(argv) > 1 else Path(tempfile.mkdtemp(prefix="sylva-history-"))
    os.environ["SYLVA_HOME"] = str(folder)
    from game.core import history

    store = history.shared()
    if len(argv) < 2:
        t0 = time.perf_counter()
        fill(store, count)
        print(f"{count} games written in {time.perf_counter() - t0:.1f} s ({folder})")
    count = store.count()
    store.close()
    size = sum(p.stat().st_size for p in folder.glob("history.db*"))
    print(f"history.db: {size / 2**20:.2f} MiB ({size / count / 1024:.1f} KiB a game)")
    from game.scenes.stats import StatsScene
    from tests.ui_harness import make_app

    for window in ((1280, 800), (1920, 1080)):
        app = make_app(window)
        app.home()
        app.draw()
        times = []
        for _ in range(6):
            history.shared().close()  # opened and read again, as when the screen opens
            t = time.perf_counter()
            app.push(StatsScene(app))
            app.draw()
            times.append(time.perf_counter() - t)
            app.pop()
        later = sorted(times[1:])
        print(f"Statistics screen at {window[0]}x{window[1]}, open to first drawing: "
              f"first {times[0] * 1000:.0f} ms, then median {later[2] * 1000:.0f} ms "
              f"(best {later[0] * 1000:.0f}, worst {later[-1] * 1000:.0f})")


if __name__ == "__main__":
    main(sys.argv[1:])
