"""Drag and drop for every game: pick a piece, see where it may go, drop or snap back.

Works by dragging (press, move, release) and by click-to-pick then click-to-place. The
legality of every target is asked of the rules once, when the piece is picked.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable

import pygame

from game.i18n import _
from game.ui import marks, text, theme
from game.ui.gameview import DropTarget, GameView, Piece, Table
from game.ui.widgets import Colour

DRAG_THRESHOLD = 6  # pixels the mouse must move before a press becomes a drag
SNAP_SECONDS = 0.18


@dataclasses.dataclass
class _Snap:
    image: pygame.Surface
    start: tuple[float, float]
    end: tuple[float, float]
    t: float = 0.0


class DragDrop:
    def __init__(self, table: Table, view: GameView) -> None:
        self.table, self.view = table, view
        self.piece: Piece | None = None
        self.mode = ""  # "drag" while the button is held, "picked" after a click
        self.targets: list[DropTarget] = []
        self.reasons: list[str | None] = []
        self.hovered: int | None = None
        self.pos = (0, 0)
        self.grab = (0, 0)  # where in the piece the mouse holds it
        self.start = (0, 0)
        self.snap: _Snap | None = None

    @property
    def active(self) -> bool:
        return self.piece is not None

    # --- picking -------------------------------------------------------------------
    def press(self, pos: tuple[int, int]) -> bool:
        """A left press: place a picked piece, or pick one up. True if consumed."""
        if self.piece is not None and self.mode == "picked":
            self._drop(pos)
            return True
        for piece in reversed(self.view.pieces()):
            if piece.rect.collidepoint(pos):
                self._pick(piece, pos)
                return True
        return False

    def _pick(self, piece: Piece, pos: tuple[int, int]) -> None:
        self.piece, self.mode, self.pos, self.start = piece, "drag", pos, pos
        self.table.sound("pick")
        # the picture that follows the mouse may be drawn larger or smaller than the piece
        # at rest (at the board's scale): the mouse holds the same point of it
        iw, ih = piece.image.get_size()
        self.grab = ((pos[0] - piece.rect.x) * iw // max(1, piece.rect.w),
                     (pos[1] - piece.rect.y) * ih // max(1, piece.rect.h))
        self.snap = None
        self._compute_targets()

    def _compute_targets(self) -> None:
        assert self.piece is not None
        self.targets = self.view.targets(self.piece)
        self.reasons = []
        for target in self.targets:
            if target.reason is not None:
                self.reasons.append(target.reason)
            elif target.action is None:
                self.reasons.append(_("This piece cannot go there."))
            else:
                self.reasons.append(self.table.check(target.action))
        self._hover(self.pos)

    def _hover(self, pos: tuple[int, int]) -> None:
        self.hovered = None
        for i, target in enumerate(self.targets):
            if target.rect.collidepoint(pos):
                self.hovered = i
                if self.reasons[i] is None:
                    break  # prefer a legal target where several overlap

    def legal_targets(self) -> list[DropTarget]:
        return [t for t, r in zip(self.targets, self.reasons) if r is None]

    # --- moving and dropping -----------------------------------------------------------
    def motion(self, pos: tuple[int, int]) -> bool:
        if self.piece is None:
            return False
        self.pos = pos
        self._hover(pos)
        return True

    def release(self, pos: tuple[int, int]) -> bool:
        if self.piece is None or self.mode != "drag":
            return False
        moved = math.dist(pos, self.start) > DRAG_THRESHOLD
        if not moved:
            self.mode = "picked"  # a click: the piece now follows the mouse until placed
            return True
        self._drop(pos)
        return True

    def _drop(self, pos: tuple[int, int]) -> None:
        self._hover(pos)
        i = self.hovered
        piece = self.piece
        if i is not None and self.reasons[i] is None:
            action = self.targets[i].action
            assert action is not None  # a place without an action always has a reason
            self._clear()
            self.table.sound("drop")
            self.table.play(action)
            return
        if i is not None:
            self.table.say(self.reasons[i] or "")
            self.table.sound("refuse")
        self._snap_back(piece, pos)

    def _snap_back(self, piece: Piece | None, pos: tuple[int, int]) -> None:
        if piece is not None and self.table.settings.animation_factor() > 0:
            start = (pos[0] - self.grab[0], pos[1] - self.grab[1])
            self.snap = _Snap(piece.image, start, piece.rect.topleft)
        self._clear()

    def cancel(self) -> bool:
        if self.piece is None:
            return False
        self._snap_back(self.piece, self.pos)
        return True

    def rotate(self) -> bool:
        if self.piece is None:
            return False
        turned = self.view.rotate(self.piece)
        if turned is None:
            return False
        # keep holding the turned piece at the same point of the mouse
        self.grab = (turned.rect.w // 2, turned.rect.h // 2)
        self.piece = turned
        self._compute_targets()
        return True

    def _clear(self) -> None:
        self.piece, self.mode, self.targets, self.reasons, self.hovered = None, "", [], [], None

    # --- animation and drawing -----------------------------------------------------------
    def update(self, dt: float) -> bool:
        if self.snap is None:
            return False
        duration = SNAP_SECONDS * max(0.01, self.table.settings.animation_factor())
        self.snap.t += dt / duration
        if self.snap.t >= 1:
            self.snap = None
        return True

    def busy(self) -> bool:
        return self.snap is not None

    def draw_targets(self, surface: pygame.Surface) -> None:
        """The places the held piece may go, the hovered one brighter (over the board)."""
        if self.piece is None:
            return
        small = self.view.small_targets
        for target in self.legal_targets():
            if small:
                draw_mark(surface, target, theme.LEGAL)
            else:
                draw_highlight(surface, target, theme.LEGAL, 70)
        if self.hovered is not None:
            target = self.targets[self.hovered]
            if small:  # the held picture covers the place: the outline goes round it
                grown = (target.lit or target.rect).inflate(10, 10)
                target = dataclasses.replace(target, lit=grown)
            legal = self.reasons[self.hovered] is None
            draw_highlight(surface, target, theme.LEGAL if legal else theme.ILLEGAL, 120)

    def draw_held(self, surface: pygame.Surface, px: Callable[[float], int]) -> None:
        """The piece under the pointer (or snapping back), and why a place refuses it:
        over everything, the side panel and the bar too."""
        if self.snap is not None:
            s = self.snap
            k = 1 - (1 - min(1.0, s.t)) ** 3  # ease out
            x = s.start[0] + (s.end[0] - s.start[0]) * k
            y = s.start[1] + (s.end[1] - s.start[1]) * k
            surface.blit(s.image, (x, y))
        if self.piece is None:
            return
        img = self.piece.image
        surface.blit(img, (self.pos[0] - self.grab[0], self.pos[1] - self.grab[1]))
        reason = self.reasons[self.hovered] if self.hovered is not None else None
        if reason and not (self.view.small_targets and self.mode == "drag"):
            draw_bubble(surface, reason, self.pos, px, theme.ILLEGAL)


_veils: dict[tuple, pygame.Surface] = {}


def draw_mark(surface: pygame.Surface, target: DropTarget, colour: Colour) -> None:
    """A place marked small: a dot ringed dark at the middle of where the pointer aims,
    so many places side by side stay apart."""
    r = target.rect
    radius = max(3, min(r.w, r.h) // 5)
    pygame.draw.circle(surface, (20, 20, 20), r.center, radius + 2)
    pygame.draw.circle(surface, colour, r.center, radius)


def draw_highlight(surface: pygame.Surface, target: DropTarget, colour: Colour,
                   alpha: int) -> None:
    """Light a target: a translucent fill and a two-tone outline in its own shape (dark
    outside, the colour inside), so it shows on any board; in colour-blind mode also a
    hatch, so it never depends on colour alone."""
    r = target.lit or target.rect
    key = (r.size, colour, alpha, target.shape, theme.colour_blind)
    veil = _veils.get(key)
    if veil is None:
        veil = _veil(r.size, colour, alpha, target.shape, theme.colour_blind)
        if len(_veils) > 512:
            _veils.clear()
        _veils[key] = veil
    surface.blit(veil, r.topleft)


def _veil(size: tuple[int, int], colour: Colour, alpha: int, shape: str,
          hatched: bool) -> pygame.Surface:
    size = (max(1, size[0]), max(1, size[1]))  # a target squeezed to nothing by a tiny view
    veil = pygame.Surface(size, pygame.SRCALPHA)
    local = veil.get_rect()
    dark = (20, 20, 20, 230)
    _fill_shape(veil, shape, local, (*colour, alpha))
    if hatched:
        inside = pygame.Surface(size, pygame.SRCALPHA)
        _fill_shape(inside, shape, local, (255, 255, 255, 255))
        stripes = marks.hatch(size, theme.INK).copy()
        stripes.blit(inside, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)  # only inside
        veil.blit(stripes, (0, 0))
    for width, ink, inset in ((5, dark, 0), (3, (*colour, 255), 1)):
        area = local.inflate(-2 * inset, -2 * inset)
        if shape == "circle":
            pygame.draw.ellipse(veil, ink, area, width)
        elif shape == "hex":
            pygame.draw.polygon(veil, ink, hex_points(area), width)
        else:
            pygame.draw.rect(veil, ink, area, width, border_radius=4)
    return veil


def _fill_shape(surface: pygame.Surface, shape: str, rect: pygame.Rect,
                rgba: tuple[int, ...]) -> None:
    if shape == "circle":
        pygame.draw.ellipse(surface, rgba, rect)
    elif shape == "hex":
        pygame.draw.polygon(surface, rgba, hex_points(rect))
    else:
        pygame.draw.rect(surface, rgba, rect, border_radius=4)


def hex_points(r: pygame.Rect) -> list[tuple[float, float]]:
    """A pointy-top hexagon inside ``r``."""
    cx, cy, w, h = r.centerx, r.centery, r.w / 2, r.h / 2
    return [(cx + w * math.cos(math.radians(a)), cy + h * math.sin(math.radians(a)))
            for a in (-90, -30, 30, 90, 150, 210)]


def draw_bubble(surface: pygame.Surface, message: str, pos: tuple[int, int],
                px: Callable[[float], int], edge: Colour = theme.ACCENT, avoid: pygame.Rect | None = None) -> pygame.Rect:
    """A text bubble beside the mouse, kept inside the window and off ``avoid`` (an
    enlarged picture it explains) where the window leaves room. Returns its box."""
    lines = text.wrap(message, px(15), px(320))
    w = max(text.font(px(15)).size(line)[0] for line in lines) + px(16)
    h = len(lines) * px(20) + px(10)
    box = pygame.Rect(pos[0] + px(18), pos[1] + px(18), w, h)
    window = surface.get_rect()
    box.clamp_ip(window)
    if avoid is not None and box.colliderect(avoid):
        below = box.move(0, avoid.bottom + px(6) - box.y)
        above = box.move(0, avoid.top - px(6) - box.bottom)
        beside = box.move(avoid.right + px(6) - box.x, 0)
        before = box.move(avoid.left - px(6) - box.right, 0)
        box = next((b for b in (below, above, beside, before) if window.contains(b)), box)
    pygame.draw.rect(surface, theme.PANEL, box, border_radius=px(6))
    pygame.draw.rect(surface, edge, box, 2, border_radius=px(6))
    y = box.y + px(5)
    for line in lines:
        text.blit_text(surface, line, (box.x + px(8), y), px(15))
        y += px(20)
    return box
