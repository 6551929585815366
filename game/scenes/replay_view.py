"""The replay viewer: a finished game, a save or the autosave shown again on the real
table, move by move. A read-only session (game/replay_session.py) stands in for the
game's; a replay layer on top of the table's layers takes the bottom bar's place: one
move back and on, to the start and the end, play and pause at the animation speed, a
slider with the turn numbers, whose eyes (after the end only), close."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.ai.review import Judged
from game.core.record import Record
from game.i18n import _, language
from game.replay import Replay
from game.replay_session import ReplaySession
from game.scenes import replay_marks
from game.scenes.replay_marks import DecisionMarks
from game.scenes.table import TableScene
from game.scenes.table_bar import BottomBar
from game.session import AI_PAUSE, AI_PAUSE_MIN
from game.ui import intents as I
from game.ui import text, theme
from game.ui.gameview import Label
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.app import App

ICONS = ("start", "back", "play", "forward", "end")


class ReplayTable(TableScene):
    """The table showing a replay: nothing is played, autosaved or announced. Given a
    reviewed decision (``judged``, of ``seat``), it opens before that move through the
    seat's eyes with the move played and the better one drawn (game/scenes/replay_marks.py)."""

    def __init__(self, app: App, record: Record, judged: Judged | None = None,
                 seat: int | None = None) -> None:
        session = ReplaySession(Replay(record), language=language)
        super().__init__(app, session.match, autosave=False, session=session)
        self.session: ReplaySession = session
        self.results_shown = True  # the end of a replay opens no results
        self.controls = ReplayLayer(self, session)
        chain = self.layers.layers
        at = chain.index(self.bottom)
        self.bottom = ReplayBar(self)
        chain[at] = self.bottom
        chain.insert(0, self.controls)
        self.marks: DecisionMarks | None = None
        if judged is not None and seat is not None:
            self.marks = DecisionMarks(self, judged, seat)
            chain.insert(len(chain) - 1, MarksLayer(self.marks))  # just over the board
            # the hover bubble over a mark says its move (instead of the place's own words)
            own, marks = self.view.tooltip, self.marks
            setattr(self.view, "tooltip", lambda pos: marks.tooltip(pos) or own(pos))  # noqa: B010
            session.look_as(seat)
            session.seek(replay_marks.before(judged))

    def legend_labels(self) -> list[Label]:
        return super().legend_labels() + (self.marks.labels() if self.marks else [])

    def update(self, dt: float) -> bool:
        moved = self.controls.update(dt)
        return super().update(dt) or moved

    def busy(self) -> bool:
        return super().busy() or self.controls.playing

    def menu(self) -> None:
        self.app.pop()  # Esc closes the replay


class MarksLayer:
    """Draws a reviewed decision's marks over the board; takes no input."""

    def __init__(self, marks: DecisionMarks) -> None:
        self.marks = marks

    def handle(self, intent: I.Intent) -> bool:
        return False

    def draw(self, surface: pygame.Surface) -> None:
        self.marks.draw(surface)


class ReplayBar(BottomBar):
    """The bottom bar's place, held for the replay's controls: it draws nothing and
    takes nothing; its buttons are the controls' (for hover bubbles and audits)."""

    def __init__(self, table: ReplayTable) -> None:
        super().__init__(table)
        self.replay_table = table

    def handle(self, intent: I.Intent) -> bool:
        return False

    def layout(self) -> None:
        self.replay_table.controls.layout()

    def draw(self, surface: pygame.Surface) -> None:
        """The controls draw over this place."""


class ReplayLayer:
    """The replay's controls, over the bottom bar."""

    def __init__(self, table: ReplayTable, session: ReplaySession) -> None:
        self.table, self.session, self.replay = table, session, session.replay
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.track = pygame.Rect(0, 0, 0, 0)
        self.buttons: list[Button] = []
        self.icons: dict[int, str] = {}
        self.playing = False
        self.wait = 0.0
        self.sliding = False
        self.caption_x = 0

    # --- moving ------------------------------------------------------------------------
    def go(self, k: int, fly: bool = False) -> None:
        """Show the state after ``k`` moves; one move on flies as others' moves do."""
        t = self.table
        t.motions.skip()
        k = max(0, min(self.replay.length, k))
        factor = t.settings.animation_factor()
        if fly and factor > 0 and k == self.replay.index + 1:
            before = self.session.observation()
            action = self.replay.actions[self.replay.index]
            self.session.seek(k)
            t.view.changed()
            t.motions.add(t.view.motions(before, self.session.observation(), action),
                          self.replay.move_log(), factor)
        else:
            self.session.seek(k)
            t.view.changed()
        if k >= self.replay.length:
            self.playing = False
        t.say("")
        t.redraw()
        self.layout()

    def toggle_play(self) -> None:
        if not self.playing and self.replay.index >= self.replay.length:
            self.go(0)
        self.playing, self.wait = not self.playing, 0.0
        self.layout()

    def next_viewer(self) -> None:
        seats = self.replay.allowed_viewers()
        now = seats.index(self.session.viewer) if self.session.viewer in seats else -1
        self.session.look_as(seats[(now + 1) % len(seats)])
        self.table.view.changed()
        self.table.redraw()
        self.layout()

    def update(self, dt: float) -> bool:
        """While playing: the next move once the last has landed and the pause is over."""
        if not self.playing or self.table.motions.active:
            return False
        self.wait += dt
        factor = self.table.settings.animation_factor()
        if self.wait < max(AI_PAUSE_MIN, AI_PAUSE * factor):
            return False
        self.wait = 0.0
        self.go(self.replay.index + 1, fly=True)
        return True

    # --- layout ------------------------------------------------------------------------
    def layout(self) -> None:
        t = self.table
        px = t.app.px
        self.rect = t.bottom.rect.copy()
        if t.too_small or not self.rect.w:
            self.buttons = t.bottom.bar_buttons = []
            return
        size, gap, pad = px(40), px(6), px(10)
        y = self.rect.y + (self.rect.h - size) // 2
        at = self.rect.x + pad
        i = self.replay.index
        tips = {"start": _("To the start"), "back": _("One move back"),
                "play": _("Pause") if self.playing else _("Play"),
                "forward": _("One move on"), "end": _("To the end")}
        acts: dict[str, Callable[[], None]] = {
            "start": lambda: self.go(0), "back": lambda: self.go(i - 1),
            "play": self.toggle_play, "forward": lambda: self.go(i + 1, fly=True),
            "end": lambda: self.go(self.replay.length)}
        self.buttons, self.icons = [], {}
        for name in ICONS:
            enabled = name == "play" or (i > 0 if name in ("start", "back")
                                         else i < self.replay.length)
            b = Button("", acts[name], (at, y, size, size), enabled=enabled,
                       tooltip=tips[name])
            self.buttons.append(b)
            self.icons[id(b)] = name
            at += size + gap
        right = self.rect.right - pad
        close = Button(_("Close"), t.app.pop, (right - px(100), y, px(100), size), px(16))
        self.buttons.append(close)
        right = close.rect.x - gap
        if len(self.replay.allowed_viewers()) > 1:
            seat = self.session.viewer
            name = t.options.seats[seat].name if seat is not None else ""
            label = text.fit(_("Seen by {name}", name=name), px(15), px(170))
            b = Button(label, self.next_viewer, (right - px(180), y, px(180), size), px(15),
                       tooltip=_("Show another player's view"))
            self.buttons.append(b)
            right = b.rect.x - gap
        t.bottom.bar_buttons, t.bottom.view_buttons = self.buttons, []
        # the caption at the left of the slider, as wide as its widest text
        n = self.replay.length
        self.caption_x = at + pad
        at += pad + text.font(max(12, px(15))).size(_("Move {k} of {n}", k=n, n=n))[0]
        self.track = pygame.Rect(at + pad, self.rect.y + px(10), max(0, right - at - 2 * pad),
                                 self.rect.h - px(20))

    # --- input -------------------------------------------------------------------------
    def handle(self, intent: I.Intent) -> bool:
        kind = intent.kind
        if kind == I.KEY:
            return self._key(intent.key)
        if kind == I.CANCEL:
            self.table.app.pop()
            return True
        if kind == I.POINT:
            if self.sliding:
                self._slide(intent.pos[0])
            for b in self.buttons:
                b.handle(intent)
            return False
        if kind == I.RELEASE:
            self.sliding = False
            for b in list(self.buttons):
                b.handle(intent)
            return self.rect.collidepoint(intent.pos)
        if kind == I.PRESS and self.rect.collidepoint(intent.pos):
            hit = next((b for b in self.buttons if b.rect.collidepoint(intent.pos)), None)
            if hit is not None:
                hit.handle(intent)
            elif self.track.collidepoint(intent.pos):
                self.sliding = True
                self._slide(intent.pos[0])
            return True
        return kind in (I.UNDO, I.HINT)  # nothing to take back or advise in a replay

    def _key(self, key: int) -> bool:
        i = self.replay.index
        moves = {pygame.K_LEFT: i - 1, pygame.K_RIGHT: i + 1, pygame.K_HOME: 0,
                 pygame.K_END: self.replay.length}
        if key == pygame.K_SPACE:
            self.toggle_play()
            return True
        if key in moves:
            self.go(moves[key], fly=key == pygame.K_RIGHT)
            return True
        return False

    def index_at(self, x: int) -> int:
        """The move the slider's point ``x`` stands for."""
        if self.track.w <= 0:
            return self.replay.index
        share = (x - self.track.x) / self.track.w
        return max(0, min(self.replay.length, round(share * self.replay.length)))

    def x_of(self, k: int) -> int:
        return self.track.x + round(self.track.w * k / max(1, self.replay.length))

    def _slide(self, x: int) -> None:
        k = self.index_at(x)
        if k != self.replay.index:
            self.playing = False
            self.go(k)

    # --- drawing -----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.table.too_small or not self.rect.w:
            return
        surface.fill(theme.PANEL, self.rect)
        for b in self.buttons:
            b.draw(surface)
            name = self.icons.get(id(b))
            if name is not None:
                colour = theme.TEXT if b.enabled else theme.TEXT_DIM
                draw_icon(surface, name if name != "play" or not self.playing else "pause",
                          b.rect, colour)
        self._draw_slider(surface)

    def _draw_slider(self, surface: pygame.Surface) -> None:
        px, tr = self.table.app.px, self.track
        caption = _("Move {k} of {n}", k=self.replay.index, n=self.replay.length)
        text.blit_text(surface, caption, (self.caption_x, self.rect.centery), max(12, px(15)),
                       theme.TEXT, anchor="midleft")
        if tr.w < px(40):
            return
        mid = tr.y + px(12)
        pygame.draw.line(surface, theme.TEXT_DIM, (tr.x, mid), (tr.right, mid), max(1, px(3)))
        label_end = -10**6
        for k, turn in self._turn_starts():
            x = self.x_of(k)
            pygame.draw.line(surface, theme.TEXT_DIM, (x, mid - px(5)), (x, mid + px(5)))
            if x - label_end > px(34):
                text.blit_text(surface, str(turn), (x, mid + px(7)), max(12, px(14)), theme.TEXT_DIM,
                               anchor="midtop")
                label_end = x
        knob = self.x_of(self.replay.index)
        pygame.draw.circle(surface, theme.ACCENT, (knob, mid), px(8))

    def _turn_starts(self) -> list[tuple[int, int]]:
        """(move index, turn number) where each turn begins."""
        starts, last = [], None
        for k, turn in enumerate(self.replay.turns):
            if turn != last:
                starts.append((k, turn))
                last = turn
        return starts


def draw_icon(surface: pygame.Surface, name: str, rect: pygame.Rect,
              colour: tuple[int, int, int]) -> None:
    """The media symbols, drawn (the text font has no glyphs for them)."""
    c, s = rect.center, max(4, rect.h // 4)
    x, y = c

    def right(cx: int) -> list[tuple[int, int]]:
        return [(cx - s // 2, y - s), (cx + s // 2 + 2, y), (cx - s // 2, y + s)]

    def left(cx: int) -> list[tuple[int, int]]:
        return [(cx + s // 2, y - s), (cx - s // 2 - 2, y), (cx + s // 2, y + s)]

    bar = max(2, s // 3)
    if name == "play":
        pygame.draw.polygon(surface, colour, right(x))
    elif name == "forward":  # a step: the triangle against a bar
        pygame.draw.polygon(surface, colour, right(x - bar))
        pygame.draw.rect(surface, colour, (x + s // 2 + 1, y - s, bar, 2 * s))
    elif name == "back":
        pygame.draw.polygon(surface, colour, left(x + bar))
        pygame.draw.rect(surface, colour, (x - s // 2 - bar - 1, y - s, bar, 2 * s))
    elif name == "pause":
        pygame.draw.rect(surface, colour, (x - s // 2 - bar // 2, y - s, bar, 2 * s))
        pygame.draw.rect(surface, colour, (x + s // 2 - bar // 2, y - s, bar, 2 * s))
    elif name == "start":  # all the way: two triangles against a bar
        pygame.draw.polygon(surface, colour, left(x))
        pygame.draw.polygon(surface, colour, left(x + s))
        pygame.draw.rect(surface, colour, (x - s - bar, y - s, bar, 2 * s))
    elif name == "end":
        pygame.draw.polygon(surface, colour, right(x))
        pygame.draw.polygon(surface, colour, right(x - s))
        pygame.draw.rect(surface, colour, (x + s, y - s, bar, 2 * s))


def open_replay(app: App, record: Record, judged: Judged | None = None,
                seat: int | None = None) -> ReplayTable:
    """The replay scene of ``record`` (raises RecordError when it cannot be replayed);
    with ``judged``: at that reviewed decision of ``seat``, both moves drawn."""
    return ReplayTable(app, record, judged, seat)
