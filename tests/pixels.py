"""Pixel identity of the table: a few fixed, seeded scenes of every game, drawn headless
at one size in English and compared with pictures stored in tests/pixels_data/. A change
that should not change what the player sees (a refactor) keeps them identical.

    python -m tests.pixels --record     # draw the scenes and store them as the reference
    python -m tests.pixels              # compare; lists each scene and its differing pixels

Scenes per game (its first README position, the first seat human, the others greedy):
``start`` the table as the first seat sees it; ``reply`` after the first seat's first
legal move and the computers' answers (animations off: nothing in flight); ``drag`` a
piece held over its first legal place. Nothing depends on the clock: the computers'
moves come from seeded generators, and every scene is drawn once its table is still.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

DATA = Path(__file__).resolve().parent / "pixels_data"
SIZE = (1024, 640)
SCENES = ("start", "reply", "drag")


def _table(game: str):  # -> (App, TableScene)
    from build_scripts.screenshots import position
    from game.core import registry
    from game.i18n import set_language
    from tests.ui_harness import make_table

    set_language("en")
    entry = registry.entry(game)
    app, table = make_table(game, match=position(entry, entry.screenshots[0]), size=SIZE)
    app.settings.language = "en"
    return app, table


def _reply(app, table) -> None:
    from tests.ui_harness import run_computers

    rules = table.match.rules
    table.play(next(iter(rules.legal_actions(table.match.state))))
    app.step([])
    run_computers(app, table)
    app.step([])


def _drag(app, table) -> None:
    from tests.ui_harness import press

    pieces = table.view.pieces()
    if not pieces:
        return
    piece = pieces[0]
    press(app, piece.rect.center)
    legal = table.drag.legal_targets()
    end = legal[0].rect.center if legal else (piece.rect.centerx + 40, piece.rect.centery + 30)
    start = piece.rect.center
    for k in range(1, 5):
        p = (start[0] + (end[0] - start[0]) * k // 4, start[1] + (end[1] - start[1]) * k // 4)
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))])


ACTIONS: dict[str, Callable[..., None]] = {"start": lambda app, table: None,
                                           "reply": _reply, "drag": _drag}


def games() -> list[str]:
    from game.core import registry

    return [e.id for e in registry.entries() if e.screenshots]


def draw(game: str, scene: str) -> pygame.Surface:
    """The window's picture of ``scene`` of ``game``."""
    app, table = _table(game)
    ACTIONS[scene](app, table)
    app.draw()
    return app.screen.copy()


def names() -> Iterator[tuple[str, str]]:
    for game in games():
        for scene in SCENES:
            yield game, scene


def path_of(game: str, scene: str) -> Path:
    return DATA / f"{game}-{scene}.png"


def differing(a: pygame.Surface, b: pygame.Surface) -> int:
    """How many pixels differ (every pixel when the sizes do)."""
    if a.get_size() != b.get_size():
        return max(a.get_width() * a.get_height(), b.get_width() * b.get_height())
    x = pygame.image.tobytes(a, "RGB")
    y = pygame.image.tobytes(b, "RGB")
    if x == y:
        return 0
    return sum(1 for i in range(0, len(x), 3) if x[i:i + 3] != y[i:i + 3])


def compare(game: str, scene: str) -> tuple[int, Path | None]:
    """(differing pixels, where the actual picture was saved when they differ)."""
    actual = draw(game, scene)
    stored = pygame.image.load(str(path_of(game, scene)))
    n = differing(actual, stored)
    if n == 0:
        return 0, None
    out = Path(tempfile.gettempdir()) / f"pixels-actual-{game}-{scene}.png"
    pygame.image.save(actual, str(out))
    return n, out


def main(argv: list[str]) -> int:
    os.environ["SYLVA_HOME"] = tempfile.mkdtemp(prefix="sylva-pixels-")
    os.environ["LANGUAGE"] = "en"
    bad = 0
    for game, scene in names():
        if "--record" in argv:
            DATA.mkdir(exist_ok=True)
            pygame.image.save(draw(game, scene), str(path_of(game, scene)))
            print(f"recorded {path_of(game, scene).name}")
            continue
        n, out = compare(game, scene)
        bad += n > 0
        print(f"{game}-{scene}: " + ("identical" if n == 0 else f"{n} pixels differ ({out})"))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    raise SystemExit(main(sys.argv[1:]))
