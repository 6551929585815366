"""The layout audit as a test: every scene, and every game at each kind of decision its
seeded game reaches, at four window sizes — nothing outside the window or cut by its
container, no overlapping texts or buttons, information text >= 12 px at 1280x720 and
growing with the window. ``python -m tests.layout_audit`` prints the figures.

A game or scene whose layout is not yet right is listed in KNOWN with a strict expected
failure: the test then fails as soon as it is fixed, and the entry must go."""

from __future__ import annotations

import pytest

from game.core import registry
from tests.layout_audit import (
    MIN_PX_AT_720,
    SIZES,
    WINDOW_TEXT_GROWTH,
    _positions,
    audit,
    replay_frames,
    table_at,
)
from tests.ui_harness import make_app

# (what, window size) -> why it is expected to fail for now
KNOWN: dict[tuple[str, tuple[int, int]], str] = {}

GAMES = [r.info.id for r in registry.all_games()]


def _players(game_id: str) -> int:
    return min(4, registry.get(game_id).info.max_players)


def _known(request, what: str, size: tuple[int, int]) -> None:
    why = KNOWN.get((what, size))
    if why:
        request.applymarker(pytest.mark.xfail(strict=True, reason=why))


def _scenes(app):
    from game.scenes.learn import LearnMenu
    from game.scenes.load import LoadScene
    from game.scenes.rules_ref import RulesScene
    from game.scenes.settings_scene import SettingsScene
    from game.scenes.setup import SetupScene
    from game.scenes.stats import StatsScene

    yield "menu", None
    for gid in GAMES:
        yield f"setup:{gid}", lambda gid=gid: SetupScene(app, gid)
        yield f"rules:{gid}", lambda gid=gid: RulesScene(app, gid)
    yield "settings", lambda: SettingsScene(app)
    yield "load", lambda: LoadScene(app)
    yield "learn", lambda: LearnMenu(app)
    yield "stats", lambda: StatsScene(app)
    yield "stats:filled", lambda: _filled_stats(app)
    yield "stats:one game", lambda: _filled_stats(app, "woud")


def _filled_stats(app, game: str | None = None):
    """The Statistics screen over a history of real finished games (one game chosen:
    with its mean points per score-sheet row)."""
    from game.core import history
    from game.scenes.stats import StatsScene
    from tests.history_games import fill

    fill(history.shared(), 14, seed=2)
    scene = StatsScene(app)
    if game:
        scene.filters["game"] = game
    return scene


SCENES = ["menu", *[f"setup:{g}" for g in GAMES], *[f"rules:{g}" for g in GAMES],
          "settings", "load", "learn", "stats", "stats:filled",
          "stats:one game"]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name", SCENES)
def test_scene_layout(name, size, request):
    _known(request, name, size)
    app = make_app(size)
    app.home()
    make = dict(_scenes(app))[name]
    if make is not None:
        app.push(make())
        app.step([])
    frame = audit(app)
    assert frame.problems() == []
    if size == (1280, 720):
        assert (frame.smallest() or MIN_PX_AT_720) >= MIN_PX_AT_720


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_replay_layout(size, lang, request):
    """The replay viewer, the results with "Watch again", Load with its replay buttons."""
    _known(request, "replay", size)
    problems = []
    least = MIN_PX_AT_720  # the table's own panels hold 9 px at 800x600 (checked there)
    for what, frame in replay_frames(size, lang):
        problems += [f"{what}: {p}" for p in frame.problems()]
        if size[1] >= 720 and (frame.smallest() or least) < least:
            problems.append(f"{what}: text of {frame.smallest()} px")
    assert problems == []


def _game_frames(game_id: str, size):
    players = _players(game_id)
    _r, _s, _seed, kinds, _a = _positions(game_id, players)
    for upto, kind in kinds:
        app, _table = table_at(game_id, players, size, upto)
        yield kind, audit(app)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", GAMES)
def test_game_layout(game_id, size, request):
    _known(request, game_id, size)
    problems = []
    for kind, frame in _game_frames(game_id, size):
        problems += [f"{kind}: {p}" for p in frame.problems()]
        if size == (1280, 720):
            small = sorted({(t.size, t.string) for t in frame.texts
                            if t.on_screen and t.string.strip() and t.size < MIN_PX_AT_720})
            problems += [f"{kind}: {s} px {text!r}" for s, text in small[:5]]
    assert problems == []


@pytest.mark.parametrize("game_id", GAMES)
def test_game_text_grows_with_the_window(game_id, request):
    _known(request, game_id + ":growth", (2560, 1440))
    small = {k: f.sizes_by_string() for k, f in _game_frames(game_id, (1280, 720))}
    large = {k: f.sizes_by_string() for k, f in _game_frames(game_id, (2560, 1440))}
    stuck = sorted({(s, size, large[k][s]) for k in small for s, size in small[k].items()
                    if s in large.get(k, {}) and large[k][s] < WINDOW_TEXT_GROWTH * size})
    assert stuck[:10] == []
