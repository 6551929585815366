"""The guided game's layer of the table's input chain (game/ui/layers.py), under the
overlay and over everything else:
the table dimmed but for the spotlights (the piece to take and the place it goes, or
the button or the spot to click), and the guide's panel with the step's words, what the
move did and the lesson's buttons. The spotlights are found from the move itself, as
the hint finds its move, and again at every frame: they follow the window's size.

The session (game/guided.py) decides what is allowed; this layer only shows and asks.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.core.actions import Action
from game.guided import DONE, END, FREE, OTHERS, STEP, GuidedSession
from game.i18n import _, language
from game.ui import intents as I
from game.ui import text, theme
from game.ui.gameview import GameView, Piece
from game.ui.widgets import Button, panel

if TYPE_CHECKING:
    from game.scenes.table import TableScene

VEIL = 150  # how dark the table is around the spotlights (alpha)
MAX_CLICKS = 8  # the clicks a step's ``lead`` may ask for at most


@dataclasses.dataclass(frozen=True)
class Spot:
    """A spotlighted rectangle: "piece" (to pick up), "place" (to drop it on),
    "button" (in the bottom bar) or "lead" (a click the view asks for first)."""

    kind: str
    rect: pygame.Rect


def uncovered(piece: Piece, above: list[Piece]) -> pygame.Rect:
    """The largest part of ``piece`` that no piece drawn over it hides (a fanned hand):
    a press there picks this piece, not its neighbour."""
    rect = pygame.Rect(piece.rect)
    for other in above:
        if not rect.colliderect(other.rect):
            continue
        o = other.rect
        parts = [pygame.Rect(rect.x, rect.y, o.x - rect.x, rect.h),
                 pygame.Rect(o.right, rect.y, rect.right - o.right, rect.h),
                 pygame.Rect(rect.x, rect.y, rect.w, o.y - rect.y),
                 pygame.Rect(rect.x, o.bottom, rect.w, rect.bottom - o.bottom)]
        rect = max(parts, key=lambda r: max(0, r.w) * max(0, r.h))
        if rect.w <= 0 or rect.h <= 0:
            return pygame.Rect(piece.rect.x, piece.rect.y, 0, 0)
    return rect


def spotlights(view: GameView, action: Action,
               buttons: Sequence[tuple[Button, object]]) -> list[Spot]:
    """Where ``action`` is made now: the bar button that plays it, the piece and the
    place of a drag, or the first click the view's ``lead`` asks for. Empty: nowhere."""
    for button, what in buttons:  # a button says what it does: clearer than a drag
        if what == action:
            return [Spot("button", pygame.Rect(button.rect))]
    pieces = view.pieces()
    for k, piece in enumerate(pieces):
        hits = [t for t in view.targets(piece) if t.action == action]
        if hits:
            grip = uncovered(piece, pieces[k + 1:])
            if grip.w > 0:
                return [Spot("piece", grip), Spot("place", pygame.Rect(hits[0].rect))]
    lead = view.lead(action)
    return [Spot("lead", pygame.Rect(lead[0]))] if lead else []


def bar(table: TableScene) -> list[tuple[Button, object]]:
    """The game's buttons in the table's bottom bar, each with what it does."""
    return list(zip(table.bottom.view_buttons, table.bottom.view_actions))


class Lesson:
    """The lesson layer of ``table`` (whose session is a ``GuidedSession``)."""

    def __init__(self, table: TableScene, actions: dict[str, Callable[[], None]]) -> None:
        self.table = table
        session = table.session
        assert isinstance(session, GuidedSession)
        self.session: GuidedSession = session
        self.actions = actions  # "restart", "leave", "new": what the scene does for them
        self.buttons: list[tuple[str, Button]] = []
        self.box = pygame.Rect(0, 0, 0, 0)
        self._key: tuple | None = None
        self._spots: tuple[tuple, list[Spot]] | None = None
        self._veil: tuple[tuple, pygame.Surface] | None = None

    # --- what is shown ---------------------------------------------------------------
    @property
    def waiting(self) -> bool:
        """The others' moves are being played or still fly: nothing to do but watch."""
        t = self.table
        return self.session.phase == OTHERS or (self.session.phase == STEP and (
            t.motions.active or not t.my_turn))

    def spots(self) -> list[Spot]:
        """The spotlights of the open step (none while the others move)."""
        t, s = self.table, self.session
        expected = s.guide.expected()
        if s.phase != STEP or self.waiting or expected is None or t.too_small:
            return []
        if t.dragging is not None and self._spots is not None:
            return self._spots[1]  # the piece is in hand: where it came from, where it goes
        buttons = bar(t)
        key = (s.version, t._local, t.app.size,
               tuple((tuple(b.rect), id(a)) for b, a in buttons))
        if self._spots is None or self._spots[0] != key:
            self._spots = (key, spotlights(t.view, expected, buttons))
        return self._spots[1]

    def moved(self) -> list[pygame.Rect]:
        """Where the last step's move went, as the log's places name it (shown with
        what the move did); a move the log names no place for yet (a tile laid but not
        confirmed) lit where its place was spotlighted."""
        t, s = self.table, self.session
        if s.phase != DONE:
            return []
        log = t.match.state.log
        found = [r.clip(t.view.rect) for k in s.written if k < len(log)
                 for r in t.view.log_places(log[k].where)]
        if not found and self._spots is not None:
            found = [spot.rect.clip(t.view.rect) for spot in self._spots[1]
                     if spot.kind == "place"]
        return [r for r in found if r.w > 0 and r.h > 0]

    def button(self, name: str) -> Button | None:
        """The panel's button ``name`` ("skip", "restart", "leave", "next", "go on",
        "new"), as laid out now."""
        self._layout()
        return next((b for n, b in self.buttons if n == name), None)

    # --- input ---------------------------------------------------------------------
    def handle(self, intent: I.Intent) -> bool:
        if self.session.phase == FREE or self.table.too_small:
            return False
        self._layout()
        kind = intent.kind
        if kind == I.POINT:
            for _n, b in self.buttons:
                b.handle(intent)
            return False
        if kind in (I.PRESS, I.RELEASE) and self.box.collidepoint(intent.pos):
            for _n, b in self.buttons:
                b.handle(intent)
            self.table.dirty = True
            return True
        if kind == I.RELEASE:
            for _n, b in self.buttons:
                b.handle(intent)  # a press on a button let go elsewhere: no click
        if kind == I.CONFIRM and self.session.phase == DONE:
            self.go_on()
            return True
        return False

    # --- the panel's buttons ---------------------------------------------------------
    def skip(self) -> None:
        t = self.table
        t.drag.cancel()
        if self.session.skip() is not None:
            t.after_move()
        self._refresh()

    def go_on(self) -> None:
        self.session.go_on()
        self.table.bottom.layout()
        self._refresh()

    def go_free(self) -> None:
        """The lesson is over: this layer leaves the table, which plays on normally."""
        t = self.table
        self.session.go_free()
        if self in t.layers.layers:
            t.layers.layers.remove(self)
        self.actions["free"]()
        t.bottom.layout()
        t.redraw()

    def _refresh(self) -> None:
        self._key = None
        self.table.redraw()

    def _entries(self) -> list[tuple[str, str, Callable[[], None], bool]]:
        phase = self.session.phase
        if phase == STEP and not self.waiting:
            return [("skip", _("Skip step"), self.skip, False),
                    ("restart", _("Restart"), self.actions["restart"], False),
                    ("leave", _("Leave"), self.actions["leave"], False)]
        if phase == DONE:
            return [("leave", _("Leave"), self.actions["leave"], False),
                    ("next", _("Next"), self.go_on, True)]
        if phase == END:
            return [("new", _("New game"), self.actions["new"], False),
                    ("go on", _("Go on playing"), self.go_free, True)]
        return [("leave", _("Leave"), self.actions["leave"], False)]

    # --- layout --------------------------------------------------------------------
    def lines(self) -> tuple[str, list[tuple[str, tuple[int, int, int]]]]:
        """The panel's title and its lines of text (with their colours), unwrapped."""
        s, t = self.session, self.table
        lesson = s.guide.lesson
        total = len(lesson.steps)
        title = _("Step {n} of {total}", n=s.step_number, total=total)
        if s.phase == END:
            return _("Lesson complete"), [(_(
                "Go on with this game against the Easy computer player, or start a new "
                "game."), theme.TEXT)]
        if s.phase == DONE:
            step = lesson.steps[s.guide.index - 1]
            body = [(_(step.done), theme.TEXT)]
            body += [(_("{gain} {row} (now {total})", gain=f"{c.gained:+d}", row=_(c.label),
                        total=c.after), theme.ACCENT) for c in s.changes]
            return title, body
        if self.waiting:
            seat = t.decision.seat
            said = _("{name} plays.", name=t.options.seats[seat].name) \
                if seat is not None and seat != s.viewer else _("The game moves on.")
            return title, [(said, theme.TEXT_DIM)]
        asked = s.guide.step
        assert asked is not None
        body = [(_(asked.say), theme.TEXT)]
        if t.status and t.status == _(asked.wrong):
            body.append((t.status, theme.ACCENT))
        return title, body

    def _layout(self) -> None:
        t = self.table
        title, body = self.lines()
        key = (self.session.phase, self.waiting, title, tuple(body), t.app.size,
               language(), tuple(tuple(s.rect) for s in self.spots()),
               tuple(tuple(r) for r in self.moved()))
        if key == self._key:
            return
        self._key = key
        self._place(title, body)

    def _place(self, title: str, body: list[tuple[str, tuple[int, int, int]]]) -> None:
        """The panel: its words wrapped, its buttons below, in the corner of the board
        that covers no spotlight (or the least of them)."""
        t = self.table
        px, area = t.app.px, t.view.rect
        pad, size, bh, gap = px(14), px(17), px(38), px(8)
        entries = self._entries()
        room = area.w - px(24)  # the panel grows to keep its buttons in one row
        bsize, widths = self._button_widths(entries, room - 2 * pad, gap)
        w = min(room, max(px(440), sum(widths) + gap * (len(widths) - 1) + 2 * pad))
        inner = w - 2 * pad
        wrapped = [(line, colour) for said, colour in body
                   for line in text.wrap(said, size, inner)]
        rows = 1 if sum(widths) + gap * (len(widths) - 1) <= inner else len(widths)
        pitch = text.font(size).get_linesize()
        h = pad + px(24) + len(wrapped) * pitch + px(10) + rows * (bh + gap) - gap + pad
        self.box = self._corner(w, h)
        self._wrapped, self._title, self._pitch = wrapped, title, pitch
        old = {n: b for n, b in self.buttons}
        self.buttons = []
        x, y = self.box.right - pad, self.box.bottom - pad - bh
        for (name, label, fn, primary), bw in zip(reversed(entries), reversed(widths)):
            bw = inner if rows > 1 else bw
            rect = (self.box.x + pad, y, bw, bh) if rows > 1 else (x - bw, y, bw, bh)
            b = Button(label, fn, rect, bsize, primary=primary)
            if name in old and old[name].label == label:
                b.hover = old[name].hover
            else:
                press = t.app.last_press
                if press is not None:
                    b.guard(press)  # new under a fresh click: inert a moment
            self.buttons.insert(0, (name, b))
            x -= bw + gap
            y -= (bh + gap) if rows > 1 else 0

    def _button_widths(self, entries: list, inner: int, gap: int) -> tuple[int, list[int]]:
        """The buttons' text size and widths: one row, in smaller type if need be."""
        px = self.table.app.px
        size = px(16)
        while True:
            widths = [text.font(size, True).size(label)[0] + px(20) for _n, label, _f, _p in entries]
            if sum(widths) + gap * (len(widths) - 1) <= inner or size <= max(11, px(13)):
                return size, widths
            size -= 1

    def _corner(self, w: int, h: int) -> pygame.Rect:
        """The board's corner for a ``w`` x ``h`` panel that hides the least of the
        spotlights and of the piece just moved."""
        area = self.table.view.rect.inflate(-self.table.app.px(24), -self.table.app.px(24))
        h = min(h, self.table.app.size[1])
        marks = [s.rect for s in self.spots()] + self.moved()
        corners = []
        for k, (cx, cy) in enumerate(((0, 0), (1, 0), (0, 1), (1, 1))):
            r = pygame.Rect(0, 0, w, h)
            r.left = area.left if cx == 0 else area.right - w
            r.top = area.top if cy == 0 else area.bottom - h
            hidden = sum(r.clip(m).w * r.clip(m).h for m in marks)
            corners.append((hidden, k, r))
        return min(corners, key=lambda c: c[:2])[2]

    # --- drawing -------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        t = self.table
        if self.session.phase == FREE or t.too_small:
            return
        self._layout()
        px = t.app.px
        spots = self.spots()
        if spots:
            surface.blit(self._veiled(surface.get_size(), spots), (0, 0))
            for s in spots:
                pygame.draw.rect(surface, theme.HOVER, s.rect.inflate(px(8), px(8)), px(3),
                                 border_radius=px(6))
        else:
            for r in self.moved():  # where the piece went
                pygame.draw.rect(surface, theme.ACCENT, r.inflate(px(8), px(8)), px(3),
                                 border_radius=px(6))
        self._draw_panel(surface)
        t.overdrawn = True  # drawn over the panel and bar: all of them is painted anew

    def _veiled(self, size: tuple[int, int], spots: list[Spot]) -> pygame.Surface:
        px = self.table.app.px
        key = (size, tuple(tuple(s.rect) for s in spots))
        if self._veil is None or self._veil[0] != key:
            veil = pygame.Surface(size, pygame.SRCALPHA)
            veil.fill((0, 0, 0, VEIL))
            for s in spots:
                veil.fill((0, 0, 0, 0), s.rect.inflate(px(8), px(8)))
            self._veil = (key, veil)
        return self._veil[1]

    def _draw_panel(self, surface: pygame.Surface) -> None:
        px = self.table.app.px
        pad = px(14)
        panel(surface, self.box, theme.PANEL, theme.ACCENT, px(10), 2)
        x, y = self.box.x + pad, self.box.y + pad
        clip = surface.get_clip()
        surface.set_clip(self.box)  # the words stay in the panel (the layout audit checks)
        text.blit_text(surface, self._title, (x, y), px(15), theme.TEXT_DIM, True)
        y += px(24)
        for line, colour in self._wrapped:
            text.blit_text(surface, line, (x, y), px(17), colour)
            y += self._pitch
        surface.set_clip(clip)
        for _n, b in self.buttons:
            b.draw(surface)
