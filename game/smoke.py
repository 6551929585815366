"""The smoke check behind ``sylva --smoke``: is this build (source tree or frozen bundle)
whole? Headless, it plays a few turns of every registered game with computer seats,
replays each record, loads every icon and font, draws the menu and each game's table, and
follows every guided first game through the real table.

One line per check on stdout; on failure the reason on stderr and exit code 1.
"""

from __future__ import annotations

import dataclasses
import os
import random
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from typing import Any

MAX_ACTIONS = 30
MAX_SECONDS_PER_GAME = 15.0  # a slow greedy seat must not stall the check
SEED = 20_240_611


def _headless() -> None:
    # must happen before pygame initialises its video and audio subsystems
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if not os.environ.get("SYLVA_HOME"):
        # never read or touch the player's own settings and saves
        os.environ["SYLVA_HOME"] = tempfile.mkdtemp(prefix="sylva-smoke-")


def smoke_options(rules: Any) -> Any:
    """Computer seats for a quick game: two players where the game allows it, seat 0
    greedy (it exercises clone/perform/evaluate), the others random (fast)."""
    from game.core import Options

    info = rules.info
    players = max(info.min_players, min(2, info.max_players))
    seats = rules.default_options(players).seats
    kinds = ["greedy"] + ["random"] * (players - 1)
    return Options(
        tuple(dataclasses.replace(s, kind=k) for s, k in zip(seats, kinds)),
        rules.default_options(players).variants,
    )


def play_game(rules: Any, max_actions: int = MAX_ACTIONS, seed: int = SEED) -> Any:
    """A match of ``rules`` after up to ``max_actions`` computer moves, with its record
    replayed and compared. Raises AssertionError (or the game's own error) on a fault."""
    from game.ai.players import choose_action
    from game.core import Match, Record
    from game.core.snapshot import plain
    from game.session import play_out

    options = smoke_options(rules)
    match = Match(rules, options, seed)
    rng = random.Random(seed)
    deadline = time.perf_counter() + MAX_SECONDS_PER_GAME
    play_out(match, lambda m, seat: choose_action(rules, m.state, seat,
                                                  options.seats[seat].kind, rng),
             stop=lambda m: time.perf_counter() > deadline, limit=max_actions)
    problems = rules.invariants(match.state)
    assert not problems, f"invariants broken: {problems[:3]}"
    again = Match.from_record(Record.loads(match.record().dumps()))
    assert len(again.actions) == len(match.actions), (
        f"replay has {len(again.actions)} actions, the game {len(match.actions)}"
    )
    assert plain(again.state) == plain(match.state), "replaying the record gave another state"
    return match


def check_assets() -> str:
    """Load every icon and both fonts from the real files (no placeholder fallback)."""
    import pygame

    from game.core.paths import asset, assets_root
    from game.ui import text

    icons = sorted(asset("icons").glob("*.svg"))
    assert icons, f"no icons in {asset('icons')}"
    for path in icons:
        img = pygame.image.load_sized_svg(str(path), (48, 48))
        assert img.get_bounding_rect().width > 0, f"icon {path.name} draws nothing"
    for name in (text.FONT_REGULAR, text.FONT_BOLD):
        path = asset(name)
        assert path.is_file(), f"font missing: {path}"
        rendered = pygame.font.Font(str(path), 18).render("Größe ĳ €", True, (0, 0, 0))
        assert rendered.get_width() > 20, f"font {name} renders nothing"
    return f"{len(icons)} icons, 2 fonts from {assets_root()}"


def check_languages() -> str:
    """Every shipped catalog is read without a problem and translates the menu."""
    from game import i18n

    codes = [c for c in i18n.available() if c != "en"]
    assert codes, "no translation catalogs found"
    try:
        for code in codes:
            i18n.set_language(code)
            assert i18n._("New game") != "New game", f"catalog {code} translates nothing"
            # long words wrap at hyphenation points: the dictionaries must be shipped
            from game.ui.text import hyphenator

            assert hyphenator(code) is not None, f"no hyphenation dictionary for {code}"
        assert not i18n.problems, "; ".join(i18n.problems)
    finally:
        i18n.set_language("en")
    return "languages: en, " + ", ".join(codes)


def draw_scenes(matches: list[Any]) -> str:
    """The main menu and, for each played match, its table drawn in a real (dummy) window."""
    from game.app import App
    from game.core import HUMAN, Match, Options
    from game.scenes.table import TableScene

    app = App((1280, 800), headless=True)
    app.home()
    app.draw()
    drawn = 0
    for match in matches:
        # the same position with human seats, so no computer starts thinking on the table
        seats = tuple(dataclasses.replace(s, kind=HUMAN) for s in match.options.seats)
        record = match.record()
        record.options = Options(seats, match.options.variants)
        table = TableScene(app, Match.from_record(record), autosave=False)
        app.push(table)
        app.step([])
        app.draw()
        app.pop()
        drawn += 1
    return f"menu and {drawn} tables drawn"


def learn_games(games: list[Any], out_step: Callable[[str, Callable[[], str]], None]) -> None:
    """Every guided first game followed through the real table by the pointer driver
    (game/scenes/learn_driver.py): one line per game, ``learn <game id>: <N> steps followed``."""
    from game.app import App
    from game.lessons import has_lesson
    from game.scenes.learn_driver import follow_lesson

    app = App((1280, 800), headless=True)
    app.settings.animation = "off"  # pieces land at once: nobody watches
    app.home()
    def followed(gid: str) -> Callable[[], str]:
        return lambda: f"{follow_lesson(app, gid)} steps followed"

    for rules in games:
        if has_lesson(rules.info.id):
            out_step(f"learn {rules.info.id}", followed(rules.info.id))


def _rules_note(rules: Any) -> str:
    """A note (not a failure) when the game's rules reference is not in the build."""
    from game.core.paths import asset

    name = rules.info.rules_file
    if name and not asset(name).is_file():
        return f"; NOTE: rules text {name} is missing"
    return ""


def check_worker(rules: Any) -> str:
    """One Medium move worked out by the worker process (it must start in the built
    program too), then the process stopped."""
    from game.ai.worker import Thinker, shut_down
    from game.core import Match

    match = Match(rules, smoke_options(rules), SEED)
    seat = match.decision().seat
    assert seat is not None, "a new game has a seat to move"
    thinker = Thinker(rules, match.state, seat, "medium", SEED, match.record().dumps())
    thinker.wait(60)
    shut_down()
    if thinker.error is not None:
        raise thinker.error
    if thinker.result is None or rules.check(match.state, thinker.result) is not None:
        raise RuntimeError("the worker process gave no legal move")
    return f"a Medium move of {rules.info.id} worked out in a worker process"


def run_smoke(out: Callable[[str], None] = print, max_actions: int = MAX_ACTIONS) -> int:
    """0 if every check passes, 1 (with the reasons on stderr) if any fails."""
    _headless()
    start = time.perf_counter()
    failures: list[str] = []

    def step(label: str, fn: Callable[[], str]) -> None:
        t0 = time.perf_counter()
        try:
            detail = fn()
        except Exception as exc:  # report every fault, then go on with the other checks
            failures.append(f"{label}: {type(exc).__name__}: {exc}")
            traceback.print_exc(file=sys.stderr)
            out(f"FAIL {label}: {type(exc).__name__}: {exc}")
        else:
            out(f"ok   {label}: {detail} ({time.perf_counter() - t0:.2f} s)")

    import pygame

    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((320, 200))
    step("assets", check_assets)
    step("languages", check_languages)

    from game.core import registry

    matches: list[Any] = []
    games: list[Any] = []

    def discover() -> str:
        games.extend(registry.all_games())
        return ", ".join(r.info.id for r in games) or "none registered yet"

    step("games", discover)
    for rules in games:

        def one(rules: Any = rules) -> str:
            match = play_game(rules, max_actions)
            matches.append(match)
            kinds = "/".join(s.kind for s in match.options.seats)
            over = ", game over" if match.over else ""
            return (
                f"{len(match.actions)} actions by {kinds}, record replays{over}{_rules_note(rules)}"
            )

        step(f"game {rules.info.id}", one)
    step("scenes", lambda: draw_scenes(matches))
    learn_games(games, step)
    shipped = [r for r in games if type(r).__module__.startswith("game.games.")]
    if shipped:  # the worker process knows the games Sylva ships, not test games
        step("thinking", lambda: check_worker(shipped[-1]))
    # pygame stays initialised: the process ends next, and a caller (a test) may go on

    total = time.perf_counter() - start
    if failures:
        print(f"smoke FAILED ({len(failures)} problems):", file=sys.stderr)
        for failure in failures:
            print(f"  {failure}", file=sys.stderr)
        return 1
    out(f"smoke passed: {len(games)} games in {total:.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(run_smoke())
