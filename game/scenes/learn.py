"""Learn to play: the chooser of the games with a guided first game, and the guided game
itself — the real table of a designed deal with the lesson's layer on top
(game/scenes/learn_layer.py) and a session the lesson's Guide decides for
(game/guided.py). Progress is kept in the data folder at every step; leaving keeps it,
Restart starts the lesson over."""

from __future__ import annotations

import contextlib
import functools
from typing import TYPE_CHECKING, Any

import pygame

from game import lessons
from game import settings as settings_mod
from game.core import registry
from game.core.errors import RecordError, SylvaError
from game.core.safefile import name_problem
from game.guided import GuidedSession
from game.i18n import _, _n, language
from game.scenes import registry as scenes
from game.scenes.base import Scene
from game.scenes.learn_layer import Lesson
from game.session import autosave
from game.ui import intents as I
from game.ui import text, theme
from game.ui.widgets import Button, TextField

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


def open_lesson(app: App, game_id: str, restart: bool = False, replace: bool = False,
                name: str | None = None) -> Any:
    """The guided game of ``game_id`` on the table, at the step it was left at (or from
    the start); pushed over the current scene or in its place. The learner plays under
    ``name`` (None: the name last played under). Returns the table, or None when the
    lesson file is damaged (the player is told)."""
    try:
        lesson = lessons.load(game_id)
        names = app.settings.names[:1] if name is None else [name]
        lesson = lesson.named(learner_name(names, lesson))
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

    actions = {"restart": lambda: open_lesson(app, game_id, restart=True, replace=True,
                                              name=name),
               "leave": leave, "new": lambda: app.replace(scenes.make("setup", app, game_id)),
               "free": free}
    # under the overlay: its guards hold for the panel too, and the piece held and the
    # pictures under the pointer are drawn over the veil
    table.layers.layers.insert(1, Lesson(table, actions))
    (app.replace if replace else app.push)(table)
    return table


def learner_name(names: list[str], lesson: lessons.Lesson) -> str:
    """The name the learner plays ``lesson`` under: the first of ``names`` (the one they
    last played under, or typed in the chooser) that is a good name and none of the
    others' in the lesson; else "Player 1", as the setup screen names an unnamed seat."""
    for name in names:
        if name.strip() and name_problem(name) is None and name.strip() not in lesson.others():
            return name.strip()
    return _("Player {n}", n=lesson.learner + 1)


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
        # the learner's name: the one last played under, unless a lesson's opponent has it
        known = app.settings.names[:1]
        taken = set().union(*(lesson.others() for lesson in self._lessons()))
        self.name = TextField(next((n for n in known if n not in taken), ""), max_len=16,
                              placeholder=_("Player {n}", n=1))
        self.name_label = (0, 0)

    @staticmethod
    def _lessons() -> list[lessons.Lesson]:
        found = []
        for gid in lesson_games():
            with contextlib.suppress(RecordError):
                found.append(lessons.load(gid))
        return found

    def layout(self, size: tuple[int, int]) -> None:
        px = self.app.px
        w, h = size
        self.widgets, self.notes = [], []
        bw, rw, bh = px(300), px(150), px(46)
        x = w // 2 - (bw + px(12) + rw) // 2
        self.name_label = (x + px(4), px(118))
        self.name.rect = pygame.Rect(x + px(150), px(108), bw + px(12) + rw - px(150), px(40))
        self.name.size = px(17)
        y = px(176)
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
        """Open the lesson with the name typed kept first among the names played under
        (the setup screen offers it too)."""
        typed = self.name.value.strip()
        if typed and name_problem(typed) is None:
            settings = self.app.settings
            settings.names = [typed, *(n for n in settings.names if n != typed)][:5]
            settings_mod.save(settings)
        open_lesson(self.app, game_id, restart, name=typed)

    @property
    def typing(self) -> bool:
        return self.name.focused

    def handle(self, intent: I.Intent) -> None:
        if self.typing and intent.kind in (I.CANCEL, I.CONFIRM):  # Esc, Enter: leave the field
            self.feed([self.name], intent)
            self.dirty = True
            return
        self.close_or_feed(intent, [self.name, *self.widgets])

    def draw(self, surface: pygame.Surface) -> None:
        px = self.app.px
        surface.fill(theme.BG)
        text.blit_text(surface, _("Learn to play"), (px(30), px(24)), px(30), theme.ACCENT, True)
        text.blit_text(surface, _("A guided first game on the real table, step by step."),
                       (px(30), px(70)), px(17), theme.TEXT_DIM)
        text.blit_text(surface, _("Your name"), self.name_label, px(18), theme.TEXT)
        self.name.draw(surface)
        for note, pos in self.notes:
            text.blit_text(surface, note, pos, px(15), theme.TEXT_DIM)
        for widget in self.widgets:
            widget.draw(surface)
