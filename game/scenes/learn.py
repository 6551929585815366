"""Learn to play: the chooser of the games with a guided first game, and the guided game
itself — the real table of a designed deal with the lesson's layer on top
(game/scenes/learn_layer.py) and a session the lesson's Guide decides for
(game/guided.py). Progress is kept in the data folder at every step; leaving keeps it,
Restart starts the lesson over."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any

import pygame

from game import lessons
from game.core import registry
from game.core.errors import RecordError, SylvaError
from game.guided import GuidedSession
from game.i18n import _, _n, language
from game.scenes import registry as scenes
from game.scenes.base import Scene
from game.scenes.learn_layer import Lesson
from game.session import autosave
from game.ui import intents as I
from game.ui import text, theme
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.app import App


def lesson_games() -> list[str]:
    """The games with a guided first game, in menu order."""
    return [r.info.id for r in registry.all_games() if lessons.has_lesson(r.info.id)]


def damaged(app: App, game_id: str, problem: SylvaError) -> None:
    """Tell the player that the lesson file of ``game_id`` cannot be used (a shipped
    file, so reinstalling mends it); nothing else happens. The file is named from its
    game's folder on: a whole path is one word too wide for the box."""
    path = lessons.lesson_path(game_id)
    app.show_error(_("Learn to play"), _(
        "The guided game of {game} cannot be opened: its lesson file is damaged. "
        "Installing Sylva again puts it right.\n\n{file}\n{problem}",
        game=registry.get(game_id).info.title, file=f"{path.parent.name}/{path.name}",
        problem=str(problem)))


def open_lesson(app: App, game_id: str, restart: bool = False, replace: bool = False) -> Any:
    """The guided game of ``game_id`` on the table, at the step it was left at (or from
    the start); pushed over the current scene or in its place. Returns the table, or
    None when the lesson file is damaged (the player is told)."""
    try:
        lesson = lessons.load(game_id)
        guide = lessons.Guide(lesson, registry.get(game_id))
        start = 0 if restart else lessons.saved_step(lesson)
        guide.skip_to(start)
    except SylvaError as exc:  # a move of the file the rules refuse is damage too
        damaged(app, game_id, exc)
        return None
    if restart:
        lessons.save_step(lesson, 0)
    session = GuidedSession(guide.match, guide=guide, language=language, saver=None)
    table = scenes.make("table", app, guide.match, session=session)

    def leave() -> None:
        app.home()

    def free() -> None:  # the game goes on: autosaved like any other from now on
        if getattr(app, "data_problem", None) is None:
            table.session.saver = autosave

    actions = {"restart": lambda: open_lesson(app, game_id, restart=True, replace=True),
               "leave": leave, "new": lambda: app.replace(scenes.make("setup", app, game_id)),
               "free": free}
    # under the overlay: its guards hold for the panel too, and the piece held and the
    # pictures under the pointer are drawn over the veil
    table.layers.layers.insert(1, Lesson(table, actions))
    (app.replace if replace else app.push)(table)
    return table


def progress_note(game_id: str) -> tuple[str, int]:
    """What the chooser says of a lesson's kept progress, and the step kept."""
    try:
        lesson = lessons.load(game_id)
    except RecordError:
        return _("The lesson file is damaged"), 0
    step = lessons.saved_step(lesson)
    total = len(lesson.steps)
    if step >= total:
        return _("Finished: open it to go on playing or restart it"), step
    if step:
        return _("Resume at step {n} of {total}", n=step + 1, total=total), step
    return _n("{n} step", "{n} steps", total), 0


class LearnMenu(Scene):
    """Learn to play: a button per game with a guided first game, its progress, and a
    Restart beside it when progress is kept."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.widgets: list[Button] = []
        self.notes: list[tuple[str, tuple[int, int]]] = []

    def layout(self, size: tuple[int, int]) -> None:
        px = self.app.px
        w, h = size
        self.widgets, self.notes = [], []
        bw, rw, bh = px(300), px(150), px(46)
        x = w // 2 - (bw + px(12) + rw) // 2
        y = px(120)
        for gid in lesson_games():
            title = registry.get(gid).info.title
            note, step = progress_note(gid)
            self.widgets.append(Button(title, functools.partial(self.open, gid, False),
                                       (x, y, bw, bh), px(19), primary=True))
            if step:
                self.widgets.append(Button(_("Restart"), functools.partial(self.open, gid, True),
                                           (x + bw + px(12), y, rw, bh), px(17)))
            self.notes.append((note, (x + px(4), y + bh + px(4))))
            y += bh + px(40)
        self.widgets.append(Button(_("Back"), self.app.pop, (px(30), h - px(70), px(160), px(46)),
                                   px(18)))
        self.dirty = True

    def open(self, game_id: str, restart: bool) -> None:
        open_lesson(self.app, game_id, restart)

    def handle(self, intent: I.Intent) -> None:
        self.close_or_feed(intent, self.widgets)

    def draw(self, surface: pygame.Surface) -> None:
        px = self.app.px
        surface.fill(theme.BG)
        text.blit_text(surface, _("Learn to play"), (px(30), px(24)), px(30), theme.ACCENT, True)
        text.blit_text(surface, _("A guided first game on the real table, step by step."),
                       (px(30), px(70)), px(17), theme.TEXT_DIM)
        for note, pos in self.notes:
            text.blit_text(surface, note, pos, px(15), theme.TEXT_DIM)
        for widget in self.widgets:
            widget.draw(surface)
