"""The table: lays out and draws one game's view with what every game shares — player
panels with live scores, the game log, the bottom bar, hints, flights of others' moves,
drag and drop. The game itself (computer seats, the curtain's turn logic, undo, autosave)
is the session's (game/session.py); input goes down a chain of layers (game/ui/layers.py,
game/scenes/table_layers.py): overlay, bottom bar, side panel, drag and drop, the view."""

from __future__ import annotations

import contextlib
import dataclasses
import time
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

import pygame

from game.ai.worker import SEARCHING, Thinker, warm_up
from game.core import Match, registry, saves
from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.protocol import Decision, ScoreSheet
from game.i18n import _, language
from game.scenes import registry as scenes
from game.scenes.base import Scene
from game.scenes.table_advice import Advice
from game.scenes.table_bar import BottomBar
from game.scenes.table_layers import DragLayer, Overlay, SideLayer, ViewLayer
from game.scenes.table_replays import Replays
from game.session import Session, ThinkerFactory
from game.ui import intents as I
from game.ui import kept, text, theme
from game.ui.dragdrop import DragDrop
from game.ui.gameview import GameView
from game.ui.layers import LayerChain
from game.ui.motion import MotionQueue
from game.ui.sidepanel import SidePanel, log_text
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.app import App

USABLE = (560, 400)  # the smallest window the table is drawn in
QUIET = 0.3  # seconds no input reaches the table after the turn changes hands


class TableScene(Scene):
    """Implements the ``Table`` protocol of game/ui/gameview.py for the game's view."""

    def __init__(self, app: App, match: Match, autosave: bool = True, resumed: bool = False,
                 thinker: ThinkerFactory = Thinker) -> None:
        super().__init__(app)
        self.match, self.rules, self.options = match, match.rules, match.options
        self.settings = app.settings
        # no autosave into a data folder that cannot be written (the app said so once)
        writable = autosave and getattr(app, "data_problem", None) is None
        self.session = Session(match, thinker=thinker, language=language,
                               saver=saves.autosave if writable else None)
        if any(s.kind in SEARCHING for s in match.options.seats):
            warm_up()  # the search's process starts while the table is drawn
        self.status = ""
        self.mouse = (0, 0)
        self.entry = registry.entry(self.rules.info.id)
        self.view: GameView = self.entry.view(self)
        self.session.rules_move_too = self.view.rules_move_too
        self.motions = MotionQueue()
        self.drag = DragDrop(self, self.view)
        self.side = SidePanel(self)
        self.bottom = BottomBar(self)
        self.advice = Advice(self.session, self.view, self.say)
        self.replays = Replays(self.session, self.view, self.motions, self.settings,
                               self.redraw)
        self.layers = LayerChain([Overlay(self), self.bottom, SideLayer(self), DragLayer(self),
                                  ViewLayer(self)])
        self.results_shown = False
        self.resumed = resumed  # a loaded game: whoever sits down must be the right player
        self._local = 0  # bumped by every view-local change, for the board cache
        self._caches: dict[str, tuple[object, pygame.Surface]] = {}
        self.quiet_until = 0.0  # input is ignored until then (a turn just changed hands)
        self.quiet_seconds = QUIET
        self._showing: Any = None  # an observation a view lays out for a flight
        self._after_motions: Callable[[], None] | None = None
        self.drawn_last: tuple | None = None  # (frame, window, size) the table drew alone
        self.over_board: list[pygame.Rect] | None = None  # drawn over the kept board
        self.intact = False  # the window still shows this table's last frame

    # --- the Table protocol ------------------------------------------------------------
    @property
    def viewer(self) -> int | None:
        return self.session.viewer

    @viewer.setter
    def viewer(self, seat: int | None) -> None:
        self.session.viewer = seat

    @property
    def observation(self) -> Any:
        return self._showing if self._showing is not None else self.session.observation()

    @property
    def sheet(self) -> ScoreSheet:
        """The viewer's live score sheet (the side panel, the sheet overlay and views)."""
        return self.session.sheet()

    @property
    def dragging(self) -> str | None:
        return self.drag.piece.id if self.drag.piece is not None else None

    @property
    def hidden_pieces(self) -> frozenset[str]:
        """Pieces flying (or about to): the view leaves their destination empty."""
        return self.motions.hidden()

    @contextlib.contextmanager
    def showing(self, observation: Any) -> Iterator[None]:
        """Let the view lay out another observation (where a piece was before a move)."""
        saved, self._showing = self._showing, observation
        try:
            yield
        finally:
            self._showing = saved

    @property
    def decision(self) -> Decision:
        return self.session.decision()

    @property
    def my_turn(self) -> bool:
        return self.session.my_turn

    def check(self, action: Action) -> str | None:
        return _("It is not your turn.") if not self.my_turn else self.match.check(action)

    def play(self, action: Action) -> None:
        if not self.my_turn:
            self.say(_("It is not your turn."))
            return
        try:
            self.session.perform(action, by_viewer=True)
        except IllegalAction as exc:
            self.say(exc.reason)
            return
        self.after_move()

    def preference(self, key: str) -> bool:
        """The player's choice for one of this game's display preferences."""
        return self.settings.preference(self.entry.id, key, self.entry.preference(key).default)

    def sound(self, name: str) -> None:
        sounds = getattr(self.app, "sound", None)
        if sounds is not None:
            sounds.play(name)

    def redraw(self) -> None:
        self._local += 1
        self.dirty = True

    def say(self, message: str) -> None:
        self.status = message
        self.dirty = True

    # --- the bar's parts, as the tests and tools read them ------------------------------------
    @property
    def bar(self) -> pygame.Rect:
        return self.bottom.rect

    @property
    def bar_buttons(self) -> list[Button]:
        return self.bottom.bar_buttons

    @property
    def view_buttons(self) -> list[Button]:
        return self.bottom.view_buttons

    @property
    def autosave_enabled(self) -> bool:
        return self.session.saver is not None

    def language(self) -> str:
        return language()

    # --- seats, the curtain, the end ----------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        seat = self.viewer
        if self.resumed and len(self.session.humans) > 1 and seat is not None:
            self.app.push(scenes.make("curtain", self.app, self.options.seats[seat],
                                      self.redraw, self.since_last_turn(seat)))

    def _check_curtain(self) -> None:
        """When another human is to decide, hide the table until they are ready."""
        seat = self.session.curtain_for()
        if seat is None:
            return

        def ready(seat: int = seat) -> None:
            self.sound("turn")
            self.viewer = seat
            self.view.changed()
            self.quiet_until = time.monotonic() + self.quiet_seconds
            self.bottom.layout()  # the arriving player's buttons, at once
            self.replays.replay_unwatched(seat)
            self.dirty = True

        previous = self.viewer
        take_back = self.undo if self.session.can_take_back() and previous is not None else None
        self.app.push(scenes.make("curtain", self.app, self.options.seats[seat], ready,
                                  self.since_last_turn(seat), take_back,
                                  self.options.seats[previous].name if previous is not None
                                  else ""))

    def since_last_turn(self, seat: int) -> list[str]:
        """The log lines written since ``seat`` last acted (what the others did)."""
        return [log_text(e) for e in self.session.since_last_turn(seat)]

    def after_move(self) -> None:
        """A move was played or taken back: sounds, the bar, flights of others' moves; the
        autosave, results and curtain wait until the last flight has landed."""
        told = self.session.after_move()
        for name in told.sounds:
            self.sound(name)
        if told.quiet:  # a click meant for the moment before the hand-over waits
            self.quiet_until = time.monotonic() + self.quiet_seconds
        self.advice.clear()
        self.status = ""
        self.view.changed()
        self.dirty = True
        self.bottom.layout()
        if self.viewer in self.session.unwatched:
            self.replays.replay_unwatched(self.viewer)
        # Writing the record (its text, two fsyncs) takes 5-20 ms: while the move flies it
        # waits until the pieces have landed, so no frame of the flight is held up.
        if not self.motions.active:
            self.flush_saves()
        then = self._show_results if told.then == "results" else self._check_curtain
        if self.motions.active:
            self._after_motions = then
        else:
            then()

    def flush_saves(self) -> None:
        """Write the autosave a move left due (the app and leaving the table call it)."""
        error = self.session.flush_save()
        if error is not None:
            self.say(_("Autosave failed: {error}", error=error.strerror or str(error)))

    def _show_results(self) -> None:
        self.session.finished()
        self.results_shown = True
        self.sound("end")
        self.app.push(scenes.make("results", self.app, self, self.view.result_notes()))

    def undo(self) -> None:
        """Take back a move of this turn, or the move that ended it while nobody has
        acted since (a stray last click is never final at once)."""
        if not self.session.can_undo():
            self.say(_("Nothing to undo in this turn."))
            return
        self.drag.cancel()
        self.motions.skip()
        self.session.undo()
        self.after_move()
        self.say(_("Move taken back."))

    def toggle_hint(self) -> None:
        self.advice.toggle()
        self.dirty = True

    def show_sheet(self) -> None:
        self.app.push(scenes.make("sheet", self.app, self))

    def cancel_thinking(self) -> None:
        """Stop a computer player's search at once (menu, undo, leaving the table)."""
        self.session.cancel_thinking()

    def exit(self) -> None:
        self.cancel_thinking()
        self.flush_saves()
        super().exit()

    def menu(self) -> None:
        self.cancel_thinking()
        scenes.make("pause", self.app, self)

    def resume(self) -> None:
        super().resume()
        if self.match.over and not self.results_shown:
            self._show_results()

    # --- time ---------------------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        dirty = self.drag.update(dt)
        if self.advice.update():
            self.dirty = dirty = True
        if self.view.update(dt):
            self.redraw()
            dirty = True
        if self.motions.update(dt):
            # flights are drawn over the cached board, which changes only when a batch
            # lands (hidden_pieces is part of its key): no repaint of the board per frame
            self.dirty = True
            return True
        self.flush_saves()  # the last flight has landed
        if self._after_motions is not None:
            then, self._after_motions = self._after_motions, None
            then()
            return True
        if self.app.stack.top is not self or not self.session.computer_to_move():
            return dirty  # a dialog is open: the computer waits
        self.session.think_seconds = self.settings.think_seconds
        if self.session.step(dt, self.settings.animation_factor()) is None:
            return dirty
        self.after_move()
        return True

    def busy(self) -> bool:
        return (self.session.computer_to_move() or self.drag.busy() or self.view.busy()
                or self.motions.active)

    # --- layout, input, drawing -------------------------------------------------------------
    @property
    def too_small(self) -> bool:
        """Below this the table cannot be shown usefully: it asks for a larger window."""
        w, h = self.app.size
        return w < USABLE[0] or h < USABLE[1]

    def layout(self, size: tuple[int, int]) -> None:
        px = self.app.px
        self.drawn_last = None  # the window may be new (same object, other pixels)
        w, h = size
        self.dirty = True
        if self.too_small:
            self.bottom.bar_buttons, self.bottom.view_buttons = [], []
            return
        side_w = max(px(280), int(w * 0.24))
        bar_h = self.bottom.height(px)
        self.bottom.rect = pygame.Rect(0, h - bar_h, w - side_w, bar_h)
        self.view.layout(pygame.Rect(0, 0, w - side_w, h - bar_h))
        self.side.layout(pygame.Rect(w - side_w, 0, side_w, h))
        self.bottom.layout()

    def handle(self, intent: I.Intent) -> None:
        if intent.kind != I.POINT:
            self._local += 1  # a click, key or wheel may change what the view shows
        self.layers.handle(intent)

    def cached(self, name: str, key: object, rect: pygame.Rect, surface: pygame.Surface,
               paint: Callable[[pygame.Surface], None],
               covered: list[pygame.Rect] | None = None) -> None:
        kept.cached(self._caches, name, key, rect, surface, paint, covered)

    def board_key(self) -> tuple:
        """What the kept picture of the board depends on."""
        return (self.session.version, self.viewer, self._local, self.dragging,
                self.hidden_pieces, self.app.size, dataclasses.astuple(self.settings),
                language())

    def draw(self, surface: pygame.Surface) -> None:
        if self.too_small:
            self.drawn_last = None
            self._draw_too_small(surface)
            return
        # The window still shows what this table drew last frame (no scene above drew,
        # nothing lay over the panel and bar): only what lay over the board is put back.
        self.intact = self.drawn_last == (self.app.frames - 1, id(surface), surface.get_size())
        self.layers.draw(surface)

    def _draw_too_small(self, surface: pygame.Surface) -> None:
        px = self.app.px
        surface.fill(theme.BG)
        w, h = surface.get_size()
        for k, line in enumerate(text.wrap(_("Make the window larger to see the table."),
                                           max(12, px(16)), w - 20)):
            text.blit_text(surface, line, (w // 2, h // 2 + k * max(16, px(22))),
                           max(12, px(16)), theme.TEXT, anchor="center")
