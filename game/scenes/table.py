"""The table: hosts one game's view, plus what every game shares — player panels with
live scores, the game log, undo, hint, the score sheet, the menu, computer players, the
curtain between human players, drag and drop, and autosave after every move."""

from __future__ import annotations

import contextlib
import dataclasses
import random
import time
from collections.abc import Callable, Iterator
from typing import Any

import pygame

from game.ai.worker import SEARCHING, Thinker, warm_up
from game.core import Match, registry, saves
from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.protocol import Decision, ScoreSheet
from game.i18n import _, language
from game.scenes.base import Scene
from game.scenes.table_advice import Advice
from game.scenes.table_bar import ROW_H, BottomBar
from game.scenes.table_replays import Replays, Unwatched
from game.ui import intents as I
from game.ui import kept, text, theme
from game.ui.dragdrop import DragDrop, draw_bubble, draw_highlight
from game.ui.gameview import DropTarget, GameView
from game.ui.motion import MotionQueue
from game.ui.sidepanel import SidePanel
from game.ui.widgets import Button, guarding, moved_away

AI_PAUSE = 0.5  # seconds a computer move stays in view before the next (times animation)
USABLE = (560, 400)  # the smallest window the table is drawn in
AI_PAUSE_MIN = 0.3  # even with animations off, a person can follow the computer's moves
TAKE_BACK_WAIT = 1.2  # a computer waits so long before answering a turn that can be undone
QUIET = 0.3  # seconds no input reaches the table after the turn changes hands


class TableScene(BottomBar, Advice, Replays, Scene):
    """Implements the ``Table`` protocol of game/ui/gameview.py for the game's view."""

    def __init__(self, app, match: Match, autosave: bool = True,
                 resumed: bool = False) -> None:
        super().__init__(app)
        self.match = match
        self.rules = match.rules
        self.options = match.options
        self.settings = app.settings
        # no autosave into a data folder that cannot be written (the app said so once)
        self.autosave_enabled = autosave and getattr(app, "data_problem", None) is None
        self.viewer: int | None = self._first_viewer()
        self._version = 0
        self._decision_key: tuple | None = None
        self._decision: Decision | None = None
        self._obs_key: tuple | None = None
        self._obs: Any = None
        self._sheet_key: tuple | None = None
        self._sheet: ScoreSheet | None = None
        self.status = ""
        self.hinting: list[DropTarget] = []
        self.mouse = (0, 0)
        self.thinker: Thinker | None = None
        self.hint_thinker: Thinker | None = None  # the Medium player's advice, on H
        self.suggested: list[DropTarget] = []
        if any(s.kind in SEARCHING for s in match.options.seats):
            warm_up()  # the search's process starts while the table is drawn
        self.ai_waited = 0.0  # seconds the current computer move has been under way
        self.ai_rng = random.Random(match.seed ^ 0x5EED)
        self.entry = registry.entry(self.rules.info.id)
        self.view: GameView = self.entry.view(self)
        self.drag = DragDrop(self, self.view)
        self.side = SidePanel(self)
        self.bar_buttons: list[Button] = []
        self.view_buttons: list[Button] = []
        self.bar = pygame.Rect(0, 0, 0, 0)
        self.results_shown = False
        self.resumed = resumed  # a loaded game: whoever sits down must be the right player
        self._local = 0  # bumped by every view-local change, for the board cache
        self._caches: dict[str, tuple[object, pygame.Surface]] = {}
        self.motions = MotionQueue()
        self.ai_pause_min = AI_PAUSE_MIN
        self.take_back_wait = TAKE_BACK_WAIT
        self.quiet_until = 0.0  # input is ignored until then (a turn just changed hands)
        self.quiet_seconds = QUIET
        self._bar_rows = 1
        self._last_press: tuple[tuple[int, int], float] = ((-1, -1), 0.0)
        self._showing: Any = None  # an observation a view lays out for a flight
        self._unwatched: dict[int | None, list[Unwatched]] = {}
        self._after_motions: Callable[[], None] | None = None
        self._save_due = False  # a move's autosave waits for its flights to land
        self._drawn_last: tuple | None = None  # (frame, window, size) the table drew alone
        self._over_board: list[pygame.Rect] | None = None  # drawn over the kept board

    # --- the Table protocol ------------------------------------------------------------
    @property
    def observation(self) -> Any:
        if self._showing is not None:
            return self._showing
        key = (self._version, self.viewer)
        if key != self._obs_key:
            self._obs = self.rules.observe(self.match.state, self.viewer)
            self._obs_key = key
        return self._obs

    @property
    def sheet(self) -> ScoreSheet:
        """The viewer's live score sheet, recounted by the rules once per move (the side
        panel, the sheet overlay and views all read it)."""
        key = (self._version, self.viewer, len(self.match.actions), id(self.match.state))
        if key != self._sheet_key or self._sheet is None:
            self._sheet = self.rules.live_sheet(self.match.state, self.viewer)
            self._sheet_key = key
        return self._sheet

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
        """The pending decision, asked of the rules once per move."""
        key = (len(self.match.actions), id(self.match.state), language())  # prompts are words
        if self._decision_key != key:
            self._decision = self.match.decision()
            self._decision_key = key
        return self._decision

    @property
    def my_turn(self) -> bool:
        d = self.decision
        return d.seat is not None and d.seat == self.viewer and self._is_human(d.seat)

    def check(self, action: Action) -> str | None:
        if not self.my_turn:
            return _("It is not your turn.")
        return self.match.check(action)

    def play(self, action: Action) -> None:
        if not self.my_turn:
            self.say(_("It is not your turn."))
            return
        try:
            self._perform(action, by_viewer=True)
        except IllegalAction as exc:
            self.say(exc.reason)
            return
        self._after_move()

    def _press(self, what) -> None:
        """A view button: play its action, or let the view change what it offers."""
        if isinstance(what, Action):
            self.play(what)
        else:
            what()
            self.redraw()
        self._layout_bar()

    def preference(self, key: str) -> bool:
        """The player's choice for one of this game's display preferences."""
        pref = self.entry.preference(key)
        return self.settings.preference(self.entry.id, key, pref.default)

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

    def enter(self) -> None:
        super().enter()
        if self.resumed and len(self._humans()) > 1 and self.viewer is not None:
            from game.scenes.curtain import Curtain

            seat = self.viewer
            self.app.push(Curtain(self.app, self.options.seats[seat], self.redraw,
                                  self.since_last_turn(seat)))

    # --- seats and the curtain -------------------------------------------------------------
    def _is_human(self, seat: int | None) -> bool:
        return seat is not None and self.options.seats[seat].is_human

    def _humans(self) -> list[int]:
        return [i for i, s in enumerate(self.options.seats) if s.is_human]

    def _first_viewer(self) -> int | None:
        humans = self._humans()
        if not humans:
            return None
        seat = self.match.decision().seat
        return seat if seat in humans else humans[0]

    def _check_curtain(self) -> None:
        """When another human is to decide, hide the table until they are ready."""
        humans = self._humans()
        seat = self.decision.seat
        if len(humans) < 2 or seat not in humans or seat == self.viewer:
            return
        from game.scenes.curtain import Curtain

        def ready(seat: int = seat) -> None:
            self.sound("turn")
            self.viewer = seat
            self.view.changed()
            self.quiet_until = time.monotonic() + self.quiet_seconds
            self._layout_bar()  # the arriving player's buttons, at once
            self.replay_unwatched(seat)
            self.dirty = True

        previous = self.viewer
        take_back = None
        if self.can_take_back() and previous is not None:
            def take_back() -> None:
                self.undo()
        self.app.push(Curtain(self.app, self.options.seats[seat], ready, self.since_last_turn(seat),
                              take_back, self.options.seats[previous].name
                              if previous is not None else ""))

    def since_last_turn(self, seat: int) -> list[str]:
        """The log lines written since ``seat`` last acted (what the others did)."""
        from game.ui.sidepanel import log_text

        log = self.match.state.log
        start = 0
        for k in range(len(log) - 1, -1, -1):
            if log[k].seat == seat:
                start = k + 1
                break
        return [log_text(e) for e in log[start:]][-12:]

    # --- after every move ----------------------------------------------------------------
    def _after_move(self) -> None:
        self._version += 1
        steps = self.match.steps
        if steps and steps[-1].revealed:
            self.sound("draw")  # a card or tile came out of hiding
        d = self.match.decision()
        if (self._is_human(d.seat) and steps and steps[-1].seat != d.seat
                and len(self._humans()) == 1):
            self.sound("turn")  # back to the one human at the table
        if d.seat == self.viewer and steps and not self._is_human(steps[-1].seat):
            # a computer handed the turn over: a click meant for the moment before waits
            self.quiet_until = time.monotonic() + self.quiet_seconds
        self._clear_hint()
        self.status = ""
        self.view.changed()
        self.dirty = True
        self._layout_bar()
        if self.viewer in self._unwatched:
            self.replay_unwatched(self.viewer)
        # Writing the record (its text, two fsyncs) takes 5-20 ms: while the move flies it
        # waits until the pieces have landed, so no frame of the flight is held up.
        self._save_due = True
        if not self.motions.active:
            self.flush_saves()
        # Results and the curtain wait until the last flight has landed.
        then = self._show_results if self.match.over else self._check_curtain
        if self.motions.active:
            self._after_motions = then
        else:
            then()

    def flush_saves(self) -> None:
        """Write the autosave a move left due (at once when nothing flies; the app and
        leaving the table call it too)."""
        if self._save_due:
            self._save_due = False
            self._autosave()

    def _autosave(self) -> None:
        if not self.autosave_enabled:
            return
        try:
            saves.autosave(self.match.record())
        except OSError as exc:
            self.say(_("Autosave failed: {error}", error=exc.strerror or str(exc)))

    def _show_results(self) -> None:
        from game.scenes.results import Results

        self._save_due = False  # over: nothing to resume
        if self.autosave_enabled:
            saves.clear_autosave()
        self.results_shown = True
        self.sound("end")
        notes = self.view.result_notes()
        self.app.push(Results(self.app, self, notes))

    def undo(self) -> None:
        """Take back a move of this turn, or the move that ended it while nobody has
        acted since (a stray last click is never final at once)."""
        if not self.can_undo():
            self.say(_("Nothing to undo in this turn."))
            return
        self.drag.cancel()
        self.cancel_thinking()
        self.motions.skip()
        self._unwatched.clear()  # the moves they describe may be gone
        if self.my_turn and self.match.can_undo():
            self.match.undo()
        else:
            self.match.take_back()
        self._after_move()
        self.say(_("Move taken back."))

    def can_undo(self) -> bool:
        return (self.my_turn and self.match.can_undo()) or self.can_take_back()

    def can_take_back(self) -> bool:
        return self._is_human(self.viewer) and self.match.can_take_back(self.viewer)

    def show_sheet(self) -> None:
        from game.scenes.results import SheetOverlay

        self.app.push(SheetOverlay(self.app, self))

    def cancel_thinking(self) -> None:
        """Stop a computer player's search at once (menu, undo, leaving the table)."""
        if self.thinker is not None:
            self.thinker.cancel()
            self.thinker = None

    def exit(self) -> None:
        self.cancel_thinking()
        self._clear_hint()  # every job of this table: nobody would see its answer
        self.flush_saves()
        super().exit()

    def menu(self) -> None:
        from game.scenes.pause import pause_menu

        self.cancel_thinking()

        pause_menu(self.app, self)

    # --- computer players -------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        dirty = self.drag.update(dt)
        if self.hint_thinker is not None and self.hint_thinker.done:
            advice, self.hint_thinker = self.hint_thinker, None
            if advice.result is not None and self.my_turn:
                self._show_suggestion(advice.result)
            dirty = True
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
        d = self.decision
        if d.seat is None or self._is_human(d.seat):
            return dirty
        if self.app.stack.top is not self:
            return dirty  # a dialog is open: the computer waits
        if self.thinker is None:
            kind = self.options.seats[d.seat].kind
            self.thinker = Thinker(self.rules, self.match.state, d.seat, kind,
                                   self.ai_rng.getrandbits(32), self.match.record().dumps(),
                                   self.settings.think_seconds)
            self.ai_waited = 0.0
            return dirty
        self.ai_waited += dt
        pause = max(self.ai_pause_min, AI_PAUSE * self.settings.animation_factor())
        if self.can_take_back():  # the human who just ended the turn may still undo it
            pause = max(pause, self.take_back_wait)
        if self.thinker.done and self.ai_waited >= pause:
            thinker, self.thinker = self.thinker, None
            if thinker.error is not None:
                raise thinker.error
            self._perform(thinker.result, by_viewer=False)
            self._after_move()
            return True
        return dirty

    def busy(self) -> bool:
        d = self.decision
        ai = d.seat is not None and not self._is_human(d.seat)
        return ai or self.drag.busy() or self.view.busy() or self.motions.active

    # --- layout ---------------------------------------------------------------------------
    @property
    def too_small(self) -> bool:
        """Below this the table cannot be shown usefully: it asks for a larger window."""
        w, h = self.app.size
        return w < USABLE[0] or h < USABLE[1]

    def layout(self, size) -> None:
        px = self.app.px
        self._drawn_last = None  # the window may be new (same object, other pixels)
        w, h = size
        if self.too_small:
            self.bar_buttons, self.view_buttons = [], []
            self.dirty = True
            return
        side_w = max(px(280), int(w * 0.24))
        bar_h = px(ROW_H) + (self._bar_rows - 1) * px(ROW_H - 12)
        self.bar = pygame.Rect(0, h - bar_h, w - side_w, bar_h)
        self.view.layout(pygame.Rect(0, 0, w - side_w, h - bar_h))
        self.side.layout(pygame.Rect(w - side_w, 0, side_w, h))
        self._layout_bar()
        self.dirty = True

    # --- input ------------------------------------------------------------------------------
    def handle(self, intent: I.Intent) -> None:
        if intent.kind != I.POINT:
            self._local += 1  # a click, key or wheel may change what the view shows
        self._handle(intent)

    def _handle(self, intent: I.Intent) -> None:
        kind = intent.kind
        if time.monotonic() < self.quiet_until and kind != I.POINT:
            return  # the turn just changed hands: nothing meant for the last player lands
        if self.too_small and kind in (I.PRESS, I.RELEASE, I.POINT):
            return  # nothing of the table is shown to click on
        press = self.appeared_under  # the click that opened or uncovered the table
        if press is not None and (kind == I.POINT and moved_away(press, intent.pos)
                                  or not guarding(press, time.monotonic())):
            press = self.appeared_under = None
        if press is not None and kind in (I.PRESS, I.RELEASE) and not moved_away(press,
                                                                                 intent.pos):
            return  # the double of the click that closed a dialog over the table
        if kind == I.POINT:
            self.mouse = intent.pos
            self.drag.motion(intent.pos)
            for b in self.bar_buttons + self.view_buttons:
                b.handle(intent)
            self.side.handle(intent)
            self.dirty = True  # hover effects, tooltips, the dragged piece
            return
        if kind == I.PRESS:
            self._last_press = (intent.pos, time.monotonic())
            if self.motions.skip():  # a click lands every flight; it does nothing else
                self.redraw()
                return
            for b in self.bar_buttons + self.view_buttons:
                if b.rect.collidepoint(intent.pos):
                    b.handle(intent)
                    return
            if self.side.rect.collidepoint(intent.pos):
                self.side.handle(intent)
                self.dirty = True
                return
            if self.my_turn and self.drag.press(intent.pos):
                self.dirty = True
                return
            if self.view.rect.collidepoint(intent.pos):  # views may be browsed any time
                action = self.view.click(intent.pos)
                if action is not None:
                    self.play(action)
                self._layout_bar()
            self.dirty = True
            return
        if kind == I.RELEASE:
            for b in self.bar_buttons + self.view_buttons:
                b.handle(intent)
            self.drag.release(intent.pos)
            self._layout_bar()
            self.dirty = True
            return
        if kind in (I.ALT, I.ROTATE):
            if not self.drag.rotate() and kind == I.ALT:
                self.drag.cancel()
            self.dirty = True
            return
        if kind == I.CANCEL:
            if not self.drag.cancel():
                if self.hinting:
                    self.hinting = []
                else:
                    self.menu()
            self.dirty = True
            return
        if kind == I.UNDO:
            self.undo()
        elif kind == I.HINT:
            self.toggle_hint()
        elif kind == I.SHEET:
            self.show_sheet()
        elif kind == I.WHEEL:
            if self.side.rect.collidepoint(intent.pos):
                self.side.scroll(intent.dy)
            else:
                self.view.wheel(intent.pos, intent.dy)
            self.dirty = True
        elif kind == I.PAN:
            self.view.pan(intent.rel)
            self.dirty = True
        elif kind == I.CONFIRM and self.my_turn:
            buttons = self.view.buttons()
            if len(buttons) == 1:
                self._press(buttons[0][1])

    def resume(self) -> None:
        super().resume()
        if self.match.over and not self.results_shown:
            self._show_results()

    # --- drawing ----------------------------------------------------------------------------
    def cached(self, name: str, key: object, rect: pygame.Rect, surface: pygame.Surface,
               paint, covered: list[pygame.Rect] | None = None) -> None:
        """Blit the part ``rect`` as painted for ``key``; repaint only when it changed.
        Hovering and dragging then cost a few blits instead of a whole table. ``covered``:
        the window still shows the part as drawn last frame but for these rectangles (what
        was drawn over it), so only they are put back."""
        entry = self._caches.get(name)
        if entry is not None and entry[0] == key and kept.fits(entry[1], rect.size):
            kept.show(surface, entry[1], rect, covered)
            return
        clip = surface.get_clip()
        surface.set_clip(rect)
        paint(surface)
        surface.set_clip(clip)
        cache = kept.copy(surface, rect, entry[1] if entry is not None else None)
        self._caches[name] = (key, cache)

    def draw(self, surface: pygame.Surface) -> None:
        px = self.app.px
        if self.too_small:
            self._drawn_last = None
            surface.fill(theme.BG)
            w, h = surface.get_size()
            for k, line in enumerate(text.wrap(_("Make the window larger to see the table."),
                                               max(12, px(16)), w - 20)):
                text.blit_text(surface, line, (w // 2, h // 2 + k * max(16, px(22))),
                               max(12, px(16)), theme.TEXT, anchor="center")
            return
        clip = surface.get_clip()
        view = self.view
        # The window still shows what this table drew last frame (no scene above drew,
        # nothing lay over the panel and bar): only what lay over the board is put back.
        intact = self._drawn_last == (self.app.frames - 1, id(surface), surface.get_size())
        if view.cacheable:
            key = (self._version, self.viewer, self._local, self.dragging, self.hidden_pieces,
                   self.app.size, dataclasses.astuple(self.settings), language())
            self.cached("view", key, view.rect, surface, self._paint_view,
                        self._over_board if intact else None)
        else:
            self._paint_view(surface)
        surface.set_clip(view.rect)
        own = view.draw_overlay(surface)
        # one veil per place: a place open to several moves is not painted opaque
        lit = [(t, theme.ACCENT, 90) for t in {(tuple(t.lit or t.rect), t.shape): t
                                               for t in self.hinting}.values()]
        lit += [(t, theme.HOVER, 170) for t in self.suggested]
        lit += [(DropTarget(r, None), theme.HOVER, 90) for r in self.side.log_places()]
        lit += [(DropTarget(r, None), theme.HOVER, 120)  # where the move shown happened
                for r in self.shown_places()]
        for target, colour, alpha in lit:
            draw_highlight(surface, target, colour, alpha)
        flown = self.motions.draw(surface)
        surface.set_clip(clip)
        # what lies over the board now, to be put back next frame (None: anything)
        self._over_board = None if own is None or not view.cacheable else \
            own + [(t.lit or t.rect).clip(view.rect) for t, _c, _a in lit] + flown
        side = self.side
        side.lit = self.motions.lit()
        side.draw(surface, intact)  # kept as a picture; it paints only what changed
        buttons = self.bar_buttons + self.view_buttons
        bar_key = (self._version, self.status, self.my_turn, self.app.size, language(),
                   tuple((b.label, b.hover, b.enabled, b.rect.x) for b in buttons))
        self.cached("bar", bar_key, self.bar, surface, self._draw_bar, [] if intact else None)
        self.drag.draw(surface, px)
        over = self.drag.active or self.drag.busy()  # a piece may lie over the panel or bar
        if not self.drag.active and self.app.stack.top is self:  # not under a sheet or menu
            over = self._draw_hover(surface) or over
        # Next frame the side panel and the bar need no blit if the window still shows
        # them: nothing was drawn over them, and no scene above this one drew at all.
        alone = self.app.stack.top is self and not over
        self._drawn_last = (self.app.frames, id(surface), surface.get_size()) if alone else None

    def _paint_view(self, surface: pygame.Surface) -> None:
        clip = surface.get_clip()
        surface.set_clip(self.view.rect)
        surface.fill(theme.BG, self.view.rect)
        self.view.draw(surface)
        surface.set_clip(clip)

    def _draw_hover(self, surface: pygame.Surface) -> bool:
        """Hover pictures and bubbles; True if something was drawn (it may reach past
        the board)."""
        px = self.app.px
        pos = self.mouse
        for b in self.bar_buttons:
            if b.hover and b.tooltip:
                draw_bubble(surface, b.tooltip, (pos[0] - px(200), pos[1] - px(70)), px)
                return True
        if not self.view.rect.collidepoint(pos):
            return False
        big = self.view.enlarged(pos)
        r = None
        if big is not None:
            r = big.get_rect()
            r.topleft = (pos[0] + px(24), pos[1] - r.h // 2)
            r.clamp_ip(self.view.rect)
            if r.collidepoint(pos):  # never cover the mouse: go to the other side
                r.right = pos[0] - px(24)
                r.clamp_ip(self.view.rect)
            surface.blit(big, r)
        tip = self.view.tooltip(pos)
        if tip:
            draw_bubble(surface, tip, pos, px, avoid=r)  # never over the picture it explains
        return big is not None or bool(tip)
