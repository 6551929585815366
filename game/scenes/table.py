"""The table: lays out and draws one game's view with what every game shares (player panels,
the log, the bottom bar, hints, flights, drag and drop). The game itself is the session's
(game/session.py); input goes down a chain of layers (game/ui/layers.py, table_layers.py,
table_focus.py, table_legend.py): legend, overlay, bar, side panel, another seat's area,
drag and drop, the view."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

import pygame

from game.ai.worker import SEARCHING, Thinker, warm_up
from game.core import Match, registry
from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.protocol import Decision, ScoreSheet
from game.i18n import language
from game.scenes import registry as scenes
from game.scenes.base import Scene
from game.scenes.table_advice import Advice
from game.scenes.table_bar import BottomBar
from game.scenes.table_focus import FocusLayer
from game.scenes.table_layers import DragLayer, Overlay, SideLayer, ViewLayer, draw_too_small
from game.scenes.table_legend import LegendLayer
from game.scenes.table_replays import Replays
from game.scenes.table_turns import Turns
from game.session import Session, ThinkerFactory
from game.session import autosave as write_autosave
from game.ui import intents as I
from game.ui import kept
from game.ui.dragdrop import DragDrop
from game.ui.gameview import GameView, Label
from game.ui.layers import LayerChain
from game.ui.motion import MotionQueue
from game.ui.sidepanel import SidePanel
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.app import App

USABLE = (560, 400)  # the smallest window the table is drawn in
QUIET = 0.3  # seconds no input reaches the table after the turn changes hands


class TableScene(Scene):
    """Implements the ``Table`` protocol of game/ui/gameview.py for the game's view."""

    def __init__(self, app: App, match: Match, autosave: bool = True, resumed: bool = False,
                 thinker: ThinkerFactory = Thinker,
                 session: Session | None = None) -> None:
        super().__init__(app)
        self.match, self.rules, self.options = match, match.rules, match.options
        self.settings = app.settings
        # a plain game's own session (a replay and a guided game bring theirs); no autosave
        # into a data folder that cannot be written (the app said so once)
        writable = autosave and getattr(app, "data_problem", None) is None
        self.session = session if session is not None else Session(
            match, thinker=thinker, language=language, saver=write_autosave if writable else None)
        assert self.session.match is match, "the table shows its session's match"
        if any(s.kind in SEARCHING for s in match.options.seats):
            warm_up()  # the search's process starts while the table is drawn
        self.status, self.mouse = "", (0, 0)
        self.entry = registry.entry(self.rules.info.id)
        self.view: GameView = self.entry.view(self)
        self.session.rules_move_too = self.view.rules_move_too
        self.motions = MotionQueue()
        self.drag = DragDrop(self, self.view)
        self.side = SidePanel(self)
        self.bottom = BottomBar(self)
        self.advice = Advice(self.session, self.view, self.say, self.bottom.button_for)
        self.replays = Replays(self.session, self.view, self.motions, self.settings, self.redraw)
        self.turns = Turns(self)
        self.legend = LegendLayer(self)
        self.focus_layer = FocusLayer(self)  # another seat's area shown at full size
        self.layers = LayerChain([self.legend, Overlay(self), self.bottom, SideLayer(self),
                                  self.focus_layer, DragLayer(self), ViewLayer(self)])
        self.results_shown = False
        self.resumed = resumed  # a loaded game: whoever sits down must be the right player
        self._local = 0  # bumped by every view-local change, for the board cache
        self._caches: dict[str, tuple[object, pygame.Surface]] = {}
        self.quiet_until = 0.0  # input is ignored until then (a turn just changed hands)
        self.quiet_seconds = QUIET
        self._showing: Any = None  # an observation a view lays out for a flight
        self.drawn_last: tuple | None = None  # (frame, window, size) the table drew alone
        self.over_board: list[pygame.Rect] | None = None  # drawn over the kept board
        self.intact = False  # the window still shows this table's last frame
        self.overdrawn = False  # a layer drew over the panel and bar this frame (a guide's veil)

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
    def sheet(self) -> ScoreSheet:  # the viewer's live score sheet
        return self.session.sheet()

    @property
    def dragging(self) -> str | None:
        return self.drag.piece.id if self.drag.piece is not None else None

    @property
    def hidden_pieces(self) -> frozenset[str]:  # flying (or about to): their places empty
        return self.motions.hidden()

    @contextlib.contextmanager
    def showing(self, observation: Any) -> Iterator[None]:
        """Let the view lay out another observation (where a piece was before a move)."""
        saved, self._showing = self._showing, observation
        try:
            yield
        finally:  # even when the view's layout fails
            self._showing = saved

    @property
    def decision(self) -> Decision:
        return self.session.decision()

    @property
    def my_turn(self) -> bool:
        return self.session.my_turn

    def check(self, action: Action) -> str | None:
        return self.session.check(action)

    def play(self, action: Action) -> None:
        if not self.my_turn:
            self.say(self.check(action) or "")
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
        if getattr(self.app, "sound", None) is not None:
            self.app.sound.play(name)

    def redraw(self) -> None:
        self._local += 1
        self.dirty = True

    def looking_on(self) -> bool:
        """Another seat's area is shown at full size: nothing is picked up meanwhile."""
        return self.view.focus is not None

    def say(self, message: str) -> None:
        self.status, self.dirty = message, True
        if self.bottom.rect.w and not self.too_small:
            self.bottom.layout()  # the status takes a line: the prompt may need a row of its own

    @property  # the bar's parts, as the tests and tools read them
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

    def enter(self) -> None:
        super().enter()
        if self.resumed:
            self.turns.seat_resumed()

    def after_move(self) -> None:
        self.turns.after_move()

    def flush_saves(self) -> None:
        self.turns.flush_saves()

    def undo(self) -> None:
        self.turns.undo()

    def toggle_hint(self) -> None:
        self.advice.toggle()
        self.dirty = True

    def legend_labels(self) -> list[Label]:  # the view's marks (a replay adds its own)
        return self.view.legend()

    def show_sheet(self) -> None:
        self.app.push(scenes.make("sheet", self.app, self))

    def cancel_thinking(self) -> None:
        """Stop a computer player's search at once (menu, undo, leaving the table)."""
        self.session.cancel_thinking()

    def exit(self) -> None:
        self.cancel_thinking()
        self.advice.clear()  # every job of this table: nobody would see its answer
        self.flush_saves()
        super().exit()

    def menu(self) -> None:
        self.cancel_thinking()
        scenes.make("pause", self.app, self)

    def resume(self) -> None:
        super().resume()
        if self.match.over and not self.results_shown:
            self.turns.show_results()

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
        if self.turns.landed():  # the last flight has landed
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
               paint: Callable[[pygame.Surface], None], covered: list[pygame.Rect] | None = None) -> None:
        kept.cached(self._caches, name, key, rect, surface, paint, covered)

    def board_key(self) -> tuple:
        """What the kept picture of the board depends on."""
        return (self.session.version, self.viewer, self._local, self.dragging,
                self.hidden_pieces, self.app.size, self.settings.key(),
                language())

    def draw(self, surface: pygame.Surface) -> None:
        if self.too_small:
            self.drawn_last = None
            draw_too_small(surface, self.app.px)
            return
        # The window still shows what this table drew last frame (no scene above drew,
        # nothing lay over the panel and bar): only what lay over the board is put back.
        self.intact = self.drawn_last == (self.app.frames - 1, id(surface), surface.get_size())
        self.layers.draw(surface)
