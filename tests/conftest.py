import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _private_user_dir(tmp_path, monkeypatch):
    """Every test gets its own user folder: saves and settings never touch the real one."""
    monkeypatch.setenv("SYLVA_HOME", str(tmp_path / "home"))


@pytest.fixture
def toy():
    from game.core import registry
    from tests.toygame import TOY, TOY_ENTRY

    registry.register(TOY_ENTRY)
    yield TOY
    registry.unregister("toy")
