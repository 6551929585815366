import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# The tests read English unless they choose a language (a first start would follow the
# system's language).
os.environ["LANGUAGE"] = "en"

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _private_user_dir(tmp_path, monkeypatch):
    """Every test gets its own user folder: saves and settings never touch the real one."""
    monkeypatch.setenv("SYLVA_HOME", str(tmp_path / "home"))
    yield
    from game.i18n import set_game, set_language

    set_language("en")  # a test that chose a language leaves English behind
    set_game(None)


@pytest.fixture
def toy():
    from game.core import registry
    from tests.toygame import TOY, TOY_ENTRY

    registry.register(TOY_ENTRY)
    yield TOY
    registry.unregister("toy")


@pytest.fixture
def toy_table(toy):
    """The app with a table of the toy game for two humans, Ann and Bob, on top."""
    from game.core import Match, Options, Seat
    from game.scenes.table import TableScene
    from tests.ui_harness import make_app

    app = make_app()
    app.home()
    seats = (Seat("Ann", "human", "red"), Seat("Bob", "human", "blue"))
    t = TableScene(app, Match(toy, Options(seats), 4))
    app.push(t)
    t.quiet_seconds = 0.0
    app.step([])
    return app, t
