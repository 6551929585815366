"""Where the UI soak (tests/fuzz/ui_soak.py) goes and what it does there: the names it
counts scenes under, the random action of one moment, and the jumps into each scene
(the way the player would get there, built directly so each is reached often)."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

import pygame

from tests.fuzz import ui_input as U

if TYPE_CHECKING:
    from game.scenes.table import TableScene
    from tests.fuzz.ui_soak import Soak

NAMES = {"MainMenu": "menu", "SetupScene": "new game", "LoadScene": "load",
         "SettingsScene": "settings", "RulesScene": "rules", "AboutScene": "about",
         "StatsScene": "statistics", "LearnMenu": "learn", "PrimerScene": "primer",
         "Results": "results", "SheetOverlay": "score sheet", "Curtain": "curtain",
         "ReviewScene": "review", "MessageBox": "message", "Confirm": "confirm",
         "MenuDialog": "pause menu", "ReplayTable": "replay viewer"}
SEAT_KINDS = ("human", "beginner", "greedy", "greedy", "medium", "hard", "random", "random")
NAMES_TYPED = ("Ada", "Zoë", "Ĳsbrand", "李", "Ørjan", "O'Neil", "Bram", "Cleo 2")
SCALES = (0.8, 0.9, 1.0, 1.0, 1.1, 1.25, 1.5)
WAIT_S = 2.5  # the longest the player waits for a search in the worker


def _went_wrong() -> frozenset[str]:
    """The error box's title in every language."""
    from game.i18n import LANGUAGES, _, language, set_language

    was, titles = language(), set()
    for code in LANGUAGES:
        set_language(code)
        titles.add(_("Something went wrong"))
    set_language(was)
    return frozenset(titles)


WENT_WRONG = _went_wrong()


def scene_name(scene: Any) -> str:
    from game.scenes.table import TableScene

    name = type(scene).__name__
    if isinstance(scene, TableScene) and name == "TableScene":
        guided = type(scene.session).__name__ == "GuidedSession"
        return "lesson" if guided else "table"
    return NAMES.get(name, name)


def table_of(app: Any) -> TableScene | None:
    from game.scenes.table import TableScene

    return next((s for s in reversed(app.stack.scenes) if isinstance(s, TableScene)), None)


def text_fields(scene: Any) -> list[Any]:
    from game.ui.widgets import TextField

    return [w for w in getattr(scene, "widgets", None) or () if isinstance(w, TextField)]


def action(soak: Soak, top: Any, r: float) -> list[U.Frame] | None:
    """The player's next few frames of input on ``top`` (``r``: a draw in [0, 1))."""
    rng, app = soak.rng, soak.app
    size = app.size
    table = top if top is not None and top is table_of(app) else None
    if table is not None and not table.match.over and rng.random() < 0.25:
        if table.my_turn:
            _play_a_move(soak, table)
        else:
            _wait(soak, table)
        return None
    if r < 0.28:
        rects = U.clickables(top) if top is not None else []
        target = rng.choice(rects) if rects else None
        return U.click(U.point(rng, size, target), rng.choice((1, 1, 1, 1, 3)))
    if r < 0.36:
        return U.click(U.point(rng, size), rng.choice((1, 1, 1, 2, 3, 4, 5)))
    if r < 0.52:
        dragged = U.piece_drag(rng, table) if table is not None and r < 0.48 else None
        frames = dragged or U.drag(U.point(rng, size), U.point(rng, size), rng.randint(1, 6),
                                   rng.choice((1, 1, 1, 2, 3)))
        return U.interrupted(rng, frames, size) if rng.random() < 0.15 else frames
    if r < 0.64:
        return [[U.motion(U.point(rng, size), (rng.randint(-9, 9), rng.randint(-9, 9)))]
                for _ in range(rng.randint(1, 4))]
    if r < 0.74:
        k = rng.choice(U.KEYS)
        return U.key(k, rng.choice(U.MODS), chr(k) if 32 <= k < 127 else "")
    if r < 0.80:
        return _typing(soak, top)
    if r < 0.86:
        return U.wheel(U.point(rng, size), rng.choice((-12, -3, -1, -1, 1, 1, 3, 12)))
    if r < 0.89:
        return U.resized(U.window_size(rng))
    if r < 0.895:
        _switch_settings(soak)
        return None
    for _ in range(rng.randint(1, 8)):  # a pause: the computer seats think and move
        soak.frame([])
    return None


def _wait(soak: Soak, table: Any) -> None:
    """A computer's turn: the player waits a moment; now and then, while a search runs in
    the worker process, until its move is played (at most WAIT_S of real time)."""
    from game.ai.worker import SEARCHING

    seat = table.decision.seat
    searching = seat is not None and table.options.seats[seat].kind in SEARCHING
    if not (searching and soak.rng.random() < 0.2):
        for _ in range(soak.rng.randint(1, 12)):
            soak.frame([])
        return
    moves, end = len(table.match.actions), time.monotonic() + WAIT_S
    while (time.monotonic() < end and len(table.match.actions) == moves
           and soak.app.stack.top is table):
        soak.frame([])
        time.sleep(0.01)


def _play_a_move(soak: Soak, table: Any) -> None:
    """A legal move of the player, handed to the table as its view hands a drop or a
    button's move (so games go on to their later rounds and their end)."""
    legal = list(table.rules.legal_actions(table.match.state))
    if legal:
        table.play(soak.rng.choice(legal))
        soak.frame([])


def _typing(soak: Soak, top: Any) -> list[U.Frame]:
    """Odd text, into a text field now and then clicked first."""
    rng = soak.rng
    frames: list[U.Frame] = []
    fields = text_fields(top)
    if fields and rng.random() < 0.5:
        frames += U.click(U.point(rng, soak.app.size, rng.choice(fields).rect))
    frames += U.typed(rng.choice(U.ODD_TEXTS))
    if rng.random() < 0.3:
        frames += U.key(pygame.K_BACKSPACE)
    return frames


def _switch_settings(soak: Soak) -> None:
    """What the Settings screen changes under a scene: the language (mostly), the
    interface scale, the animations, the colour-blind cues."""
    from game.i18n import LANGUAGES

    rng, s = soak.rng, soak.app.settings
    r = rng.random()
    if r < 0.6:
        s.language = rng.choice(sorted(LANGUAGES))
    elif r < 0.8:
        s.ui_scale = rng.choice(SCALES)
    elif r < 0.95:
        s.animation = rng.choice(("off", "off", "normal", "fast"))
    else:
        s.colour_blind = not s.colour_blind
    soak.app.apply_settings()
    soak.deliver([], counted=1)


def mover(table: TableScene, before: int, seat: int | None) -> str | None:
    """The kind of computer seat that played the frame's move (None: none did)."""
    if seat is None or len(table.match.actions) <= before:
        return None
    kind = table.options.seats[seat].kind
    return None if kind == "human" else kind
