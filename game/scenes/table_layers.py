"""The layers of the table's input and drawing, top first (game/ui/layers.py): the
overlay (guards against stray clicks, the piece under the pointer, hover pictures), the
bottom bar (game/scenes/table_bar.py), the side panel, drag and drop, and the game's
view at the bottom, drawn first."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.ui import intents as I
from game.ui import text, theme
from game.ui.dragdrop import draw_bubble, draw_highlight
from game.ui.gameview import DropTarget
from game.ui.ghost import draw_caption, draw_ghost, draw_outline
from game.ui.widgets import guarding, moved_away

if TYPE_CHECKING:
    from game.scenes.table import TableScene



def overlay(table: TableScene) -> Overlay:
    """The table's overlay layer."""
    return next(la for la in table.layers.layers if isinstance(la, Overlay))


def hovered_rect(table: TableScene, pos: tuple[int, int]) -> pygame.Rect | None:
    """What the bubble at ``pos`` explains (see ``Overlay.hovered_rect``)."""
    return overlay(table).hovered_rect(pos)


class Overlay:
    """The top layer: nothing meant for the last player lands after a hand-over, nothing
    lands when the table is too small, the double of a click that closed a dialog is
    dropped, a click lands every flight; it draws what follows the pointer."""

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self._pieces: tuple[object, list[pygame.Rect]] | None = None

    def piece_rects(self) -> list[pygame.Rect]:
        """Where the view's pieces lie now. A view whose board is kept lays its pieces
        out as the board: they are asked of it once per ``board_key``, not every frame a
        bubble shows."""
        t = self.table
        key = t.board_key() if t.view.cacheable else None
        if key is None or self._pieces is None or self._pieces[0] != key:
            self._pieces = (key, [pygame.Rect(p.rect) for p in t.view.pieces()])
        return self._pieces[1]

    def hovered_rect(self, pos: tuple[int, int]) -> pygame.Rect | None:
        """What the bubble at ``pos`` explains: the view's own answer (``tip_rect``, for
        a pile or a tab that is no piece), else the piece under the mouse."""
        rect = self.table.view.tip_rect(pos)
        return rect or next((r for r in self.piece_rects() if r.collidepoint(pos)), None)

    def handle(self, intent: I.Intent) -> bool:
        t, kind, now = self.table, intent.kind, time.monotonic()
        if now < t.quiet_until and kind != I.POINT:
            return True  # the turn just changed hands
        if t.too_small and kind in (I.PRESS, I.RELEASE, I.POINT):
            return True  # nothing of the table is shown to click on
        press = t.appeared_under  # the click that opened or uncovered the table
        if press is not None and (kind == I.POINT and moved_away(press, intent.pos)
                                  or not guarding(press, now)):
            press = t.appeared_under = None
        if press is not None and kind in (I.PRESS, I.RELEASE) \
                and not moved_away(press, intent.pos):
            return True  # the double of the click that closed a dialog over the table
        if kind == I.POINT:
            t.mouse = intent.pos
            t.dirty = True  # hover effects, tooltips, the dragged piece
        elif kind == I.PRESS:
            t.bottom.last_press = (intent.pos, now)
            if t.motions.skip():  # a click lands every flight; it does nothing else
                t.redraw()
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        t = self.table
        t.drag.draw_held(surface, t.app.px)
        over = t.drag.active or t.drag.busy()  # a piece may lie over the panel or bar
        button = t.advice.button
        at = t.bottom.button_for(button) if button is not None else None
        if at is not None:  # the hint's move is a button of the bar
            draw_outline(surface, at, "rect", max(1, t.app.px(1)))
            over = True
        if not t.drag.active and t.app.stack.top is t:  # not under a sheet or menu
            over = self._draw_hover(surface) or over
        # Next frame the side panel and the bar need no blit if the window still shows
        # them: nothing was drawn over them, and no scene above this one drew at all.
        alone = t.app.stack.top is t and not over and not t.overdrawn
        t.overdrawn = False
        t.drawn_last = (t.app.frames, id(surface), surface.get_size()) if alone else None

    def _draw_hover(self, surface: pygame.Surface) -> bool:
        """Hover pictures and bubbles; True if something was drawn (it may reach past
        the board)."""
        t = self.table
        px, pos, view = t.app.px, t.mouse, t.view
        for b in t.bottom.bar_buttons:
            if b.hover and b.tooltip:
                draw_bubble(surface, b.tooltip, (pos[0] - px(200), pos[1] - px(70)), px)
                return True
        if not view.rect.collidepoint(pos):
            return False
        big = view.enlarged(pos)
        r = None
        if big is not None:
            r = big.get_rect()
            r.topleft = (pos[0] + px(24), pos[1] - r.h // 2)
            r.clamp_ip(view.rect)
            if r.collidepoint(pos):  # never cover the mouse: go to the other side
                r.right = pos[0] - px(24)
                r.clamp_ip(view.rect)
            surface.blit(big, r)
        tip = view.tooltip(pos)
        if tip:
            # never over the picture it explains, nor over the piece or pile it is about
            # (its count stays in sight)
            under = self.hovered_rect(pos)
            avoid = r.union(under) if r is not None and under is not None else (r or under)
            draw_bubble(surface, tip, pos, px, avoid=avoid)
        return big is not None or bool(tip)


class SideLayer:
    """The player panels and the game log."""

    def __init__(self, table: TableScene) -> None:
        self.table = table

    def handle(self, intent: I.Intent) -> bool:
        side, kind = self.table.side, intent.kind
        if kind == I.POINT:
            side.handle(intent)
            return False
        if kind in (I.PRESS, I.WHEEL) and side.rect.collidepoint(intent.pos):
            if kind == I.PRESS:
                side.handle(intent)
            else:
                side.scroll(intent.dy)
            self.table.dirty = True
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        t = self.table
        t.side.lit = t.motions.lit() or t.session.lit_log()
        t.side.draw(surface, t.intact)  # kept as a picture; it paints only what changed


class DragLayer:
    """Picking up, moving, turning and dropping the viewer's pieces."""

    def __init__(self, table: TableScene) -> None:
        self.table = table

    def handle(self, intent: I.Intent) -> bool:
        drag = self.table.drag
        held = drag.active
        taken = self._drag(intent)
        # the hint's ghost follows a layout that changes as a piece is picked up or put back
        if drag.active and not held:
            self.table.advice.follow_held(drag.targets)
        elif held and not drag.active:
            self.table.advice.at_rest()
        return taken

    def _drag(self, intent: I.Intent) -> bool:
        t, kind, drag = self.table, intent.kind, self.table.drag
        if kind == I.POINT:
            drag.motion(intent.pos)
            return False
        if kind == I.PRESS and t.my_turn and not t.looking_on() and drag.press(intent.pos):
            t.dirty = True
            return True
        if kind == I.RELEASE:
            drag.release(intent.pos)
            return False  # the view below brings the bar up to date
        if kind in (I.ALT, I.ROTATE):
            if not drag.rotate() and kind == I.ALT:
                drag.cancel()
            t.dirty = True
            return True
        if kind == I.CANCEL and drag.cancel():
            t.dirty = True
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        self.table.drag.draw_targets(surface)


class ViewLayer:
    """The game's own view: clicks, the wheel, panning, Enter and Esc that no layer
    above took; it draws the board (kept as a picture), the lit places and flights."""

    def __init__(self, table: TableScene) -> None:
        self.table = table

    def handle(self, intent: I.Intent) -> bool:
        t, kind, view = self.table, intent.kind, self.table.view
        if kind == I.PRESS:
            if view.rect.collidepoint(intent.pos):  # views may be browsed any time
                action = view.click(intent.pos)
                if action is not None:
                    t.play(action)
                t.bottom.layout()
        elif kind == I.RELEASE:
            t.bottom.layout()
        elif kind == I.CANCEL:
            if t.advice.active:
                t.advice.clear()
            else:
                t.menu()
        elif kind == I.WHEEL:
            view.wheel(intent.pos, intent.dy)
        elif kind == I.PAN:
            view.pan(intent.rel)
        elif kind == I.CONFIRM:
            buttons = view.buttons() if t.my_turn else []
            if len(buttons) == 1:
                t.bottom.press(buttons[0][1])
            return True
        else:
            return False
        t.dirty = True
        return True

    def draw(self, surface: pygame.Surface) -> None:
        t = self.table
        view = t.view
        if view.cacheable:
            t.cached("view", t.board_key(), view.rect, surface, self._paint,
                     t.over_board if t.intact else None)
        else:
            self._paint(surface)
        clip = surface.get_clip()
        surface.set_clip(view.rect)
        own = view.draw_overlay(surface)
        # one veil per place: a place open to several moves is not painted opaque
        lit = [(tg, theme.ACCENT, 90) for tg in {(tuple(tg.lit or tg.rect), tg.shape): tg
                                                for tg in t.advice.hinting}.values()]
        lit += [(DropTarget(r, None), theme.HOVER, 90) for r in t.side.log_places()]
        lit += [(DropTarget(r, None), theme.HOVER, 120)  # where the move shown happened
                for r in t.replays.shown_places()]
        for target, colour, alpha in lit:
            draw_highlight(surface, target, colour, alpha)
        ghost, over = t.advice.ghost, []
        if ghost is not None:
            draw_ghost(surface, ghost, max(1, t.app.px(1)))
            t.advice.caption_at = draw_caption(surface, t.advice.text, ghost, view.rect,
                                               t.app.px)
            over = [*ghost.drawn(), t.advice.caption_at]
        flown = t.motions.draw(surface)
        surface.set_clip(clip)
        # what lies over the board now, to be put back next frame (None: anything)
        t.over_board = None if own is None or not view.cacheable else \
            own + [(tg.lit or tg.rect).clip(view.rect) for tg, _c, _a in lit] + flown \
            + [r.clip(view.rect) for r in over]

    def _paint(self, surface: pygame.Surface) -> None:
        view = self.table.view
        clip = surface.get_clip()
        surface.set_clip(view.rect)
        surface.fill(theme.BG, view.rect)
        view.draw(surface)
        surface.set_clip(clip)


def draw_too_small(surface: pygame.Surface, px: Callable[[float], int]) -> None:
    """What a window too small for the table shows: a request to make it larger."""
    surface.fill(theme.BG)
    w, h = surface.get_size()
    for k, line in enumerate(text.wrap(_("Make the window larger to see the table."),
                                       max(12, px(16)), w - 20)):
        text.blit_text(surface, line, (w // 2, h // 2 + k * max(16, px(22))),
                       max(12, px(16)), theme.TEXT, anchor="center")
