"""Mystaria on the table: the shared forest (pan with a right- or middle-drag, zoom
with the wheel), and a column on the right (column.py): the pile, your tile in hand,
your headquarters, and what the others hold.

Drag the tile into the forest (R or right-click turns it while held, the round arrow
beside it at rest): every place it may lie is marked with a small dot, the place under
the pointer lights as the outline of the whole tile, at its turn; a refused place says
why on the drop. After every laid tile the whole forest is fitted to its area again (the
wheel zooms in between). Then drag a building onto a marked field, or press "Build
nothing". Hover a building for its points (hover.py); a tower or portal shows its lines
of sight. The others' moves fly across the table (flights.py).
"""

from __future__ import annotations

import pygame

from game.core.actions import Action
from game.games.mystaria.actions import Build, NoBuild, PlaceTile, SetAside
from game.games.mystaria.board import Pos, bounds
from game.games.mystaria.data import BRIDGE, PORTAL, TOWER, tile_size
from game.games.mystaria.observe import MystariaObservation, Seen
from game.games.mystaria.state import BUILD, TILE
from game.games.mystaria.view import art, column, flights, hint, hover, ids
from game.i18n import _
from game.ui import text, theme
from game.ui.gameview import Button, DropTarget, GameView, Label, Piece, Table
from game.ui.motion import Motion

# Field sizes: the fitted forest stays between these (design pixels, see ``px``) so the
# first tiles show large and a grown forest small but readable; the wheel goes further.
FIT_MIN, FIT_MAX = 16, 80
ZOOM_MIN, ZOOM_MAX = 10, 160
MARGIN = 7  # fields around the forest when fitted: room for a tile (3 long) on every side
BOARD_BG = (22, 30, 24)

class MystariaView(GameView[MystariaObservation]):
    def __init__(self, table: Table[MystariaObservation]) -> None:
        super().__init__(table)
        self.cell = 40
        self.origin = (0, 0)  # screen position of field (0, 0)'s top-left corner
        self.user_view = False  # the player panned or zoomed: stop fitting the forest
        self.rot = 0  # the hand tile's turn
        self.axis = "h"  # the bridge's direction
        self.hover: Pos | None = None
        self._seen: Seen | None = None
        self._seen_obs: object = None
        self._hand: tuple[str, ...] = ()
        self._cells = 0  # fields in the forest when last fitted
        self.board = pygame.Rect(0, 0, 0, 0)
        self.side = pygame.Rect(0, 0, 0, 0)

    # --- geometry ---------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        # wide enough to show the tile in hand at the forest's scale when first fitted
        side_w = max(200, min(self.px(320), rect.w // 4))
        self.side = pygame.Rect(rect.right - side_w, rect.y, side_w, rect.h)
        self.board = pygame.Rect(rect.x, rect.y, rect.w - side_w, rect.h)
        self.user_view = False
        self.fit()

    @property
    def seen(self) -> Seen:
        obs = self.table.observation
        if self._seen is None or self._seen_obs is not obs:
            self._seen, self._seen_obs = Seen(obs), obs
        return self._seen

    def fit(self) -> None:
        """Zoom and centre so the whole forest and a margin for new tiles show."""
        cells = self.seen.cells
        x0, y0, x1, y1 = bounds(cells)
        w, h = x1 - x0 + 1 + MARGIN, y1 - y0 + 1 + MARGIN
        fitted = min(self.board.w // w, self.board.h // h)
        # the floor gives way to the forest itself: never wider than its area
        tight = max(2, min(self.board.w // (w - MARGIN), self.board.h // (h - MARGIN)))
        self.cell = min(self.px(FIT_MAX), max(fitted, min(self.px(FIT_MIN), tight)))
        cx, cy = (x0 + x1 + 1) / 2, (y0 + y1 + 1) / 2
        self.origin = (
            int(self.board.centerx - cx * self.cell),
            int(self.board.centery - cy * self.cell),
        )

    def cell_rect(self, pos: Pos) -> pygame.Rect:
        c = self.cell
        return pygame.Rect(self.origin[0] + pos[0] * c, self.origin[1] + pos[1] * c, c, c)

    def cell_at(self, point: tuple[int, int]) -> Pos:
        return (
            (point[0] - self.origin[0]) // self.cell,
            (point[1] - self.origin[1]) // self.cell,
        )

    def changed(self) -> None:
        self._seen = None
        self.hover = None
        hand = self.table.observation.hand
        if hand[:1] != self._hand:
            self._hand, self.rot = hand[:1], 0  # a new tile in hand starts unturned
        cells = len(self.seen.cells)
        if cells != self._cells:  # a tile was laid: show the whole forest again
            self._cells, self.user_view = cells, False
        if not self.user_view:
            self.fit()

    # --- pan and zoom -----------------------------------------------------------------
    def wheel(self, pos: tuple[int, int], dy: int) -> None:
        old = self.cell
        low, high = min(old, self.px(ZOOM_MIN)), max(old, self.px(ZOOM_MAX))
        new = max(low, min(high, round(old * (1.15 if dy > 0 else 1 / 1.15))))
        if new == old:
            new = max(low, min(high, old + (1 if dy > 0 else -1)))
        # keep the point under the mouse where it is
        fx = (pos[0] - self.origin[0]) / old
        fy = (pos[1] - self.origin[1]) / old
        self.cell = new
        self.origin = (int(pos[0] - fx * new), int(pos[1] - fy * new))
        self.user_view = True
        self.table.redraw()

    def pan(self, rel: tuple[int, int]) -> None:
        self.origin = (self.origin[0] + rel[0], self.origin[1] + rel[1])
        self.user_view = True
        self.table.redraw()

    # --- the side column ---------------------------------------------------------------
    def px(self, n: float) -> int:
        """Design pixels (at a 960 x 740 view) scaled to the view's size now."""
        return max(1, round(n * max(0.75, min(self.rect.w / 960, self.rect.h / 740, 2.0))))

    def token(self) -> int:
        # readable however far the forest is zoomed out
        return max(20, min((self.side.w - 48) // 3, self.px(56), column.token_room(self)))

    def hand_rect(self) -> pygame.Rect | None:
        """The tile in hand of the seat whose area is shown (another's lies face down)."""
        obs = self.table.observation
        if self.focus is not None:
            if not obs.hand_sizes[self.focus]:
                return None
            w, h = tile_size(0)
        elif not obs.hand:
            return None
        else:
            w, h = tile_size(self.rot)
        r = pygame.Rect(0, 0, w * self.hand_room(), h * self.hand_room())
        r.midtop = (self.side.centerx, self.side.y + self.px(44))
        return r

    def hand_room(self) -> int:
        """The field size of the tile in hand: as large as the column allows, whatever
        the forest's zoom (the room is three fields high: the tile turned upright), so
        it reads well and nothing below it moves. Picked up, it takes the forest's
        scale, so it matches where it lands."""
        return max(12, min((self.side.w - 24) // 3, self.px(FIT_MAX)))

    def turn_rect(self) -> pygame.Rect | None:
        """A small button that turns the tile in hand a quarter (as R does while holding
        it), in the bottom right corner of the hand's room, which the tile never reaches
        at any turn. None without a tile to lay."""
        obs = self.table.observation
        if obs.phase != TILE or not obs.hand or not self.table.my_turn:
            return None
        size = self.px(26)
        r = pygame.Rect(0, 0, size, size)
        r.bottomright = (self.side.right - self.px(6), self.side.y + self.px(44)
                         + 3 * self.hand_room())
        return r

    def lead(self, action: Action) -> list[pygame.Rect]:
        """A tile wanted at another turn than the one in hand: the turn button, clicked
        until the drag offers it. Every other move is one drag or a button."""
        turn = self.turn_rect()
        if isinstance(action, PlaceTile) and turn is not None and action.rot != self.rot \
                and action.tile in self.table.observation.hand[:1]:
            return [turn]
        return []

    def hq_slots(self) -> list[tuple[str, pygame.Rect]]:
        """Every building's slot in the shown seat's headquarters, built or not."""
        obs = self.table.observation
        if self.area_seat() is None:
            return []
        size = self.token()
        top = column.hq_top(self)
        per_row = 3  # like the headquarters board: three rows of three
        # fixed slots, so the remaining buildings stay where the player saw them
        kinds = column.EASY if obs.easy else column.ORDER
        return [
            (kind, pygame.Rect(self.side.x + 12 + (i % per_row) * (size + 8),
                               top + (i // per_row) * (size + 8), size, size))
            for i, kind in enumerate(kinds)
        ]

    def hq_rects(self) -> list[tuple[str, pygame.Rect]]:
        """The buildings still in the shown seat's headquarters, in their slots."""
        seat = self.area_seat()
        if seat is None:
            return []
        home = self.table.observation.hq[seat]
        return [(kind, r) for kind, r in self.hq_slots() if kind in home]

    def motions(self, before: MystariaObservation, after: MystariaObservation,
                action: Action) -> list[Motion]:
        return flights.motions(self, before, after, action)

    # --- pieces and targets -----------------------------------------------------------
    def pieces(self) -> list[Piece]:
        if not self.table.my_turn or self.focus is not None:
            return []
        obs = self.table.observation
        seat = self.table.viewer
        rect = self.hand_rect()  # None without a tile in hand
        if obs.phase == TILE and rect is not None:
            tile = obs.hand[0]
            img = art.carried(tile, self.rot, self.cell)
            return [Piece("tile", rect, img, (tile, self.rot), rotatable=True)]
        if obs.phase == BUILD and seat is not None:
            colour = self.table.options.seats[seat].colour
            out = []
            for kind, rect in self.hq_rects():
                axis = self.axis if kind == BRIDGE else ""
                img = art.building(kind, colour, self.cell, axis)  # carried at its size there
                out.append(Piece(f"b-{kind}", rect, img, (kind, axis), kind == BRIDGE))
            return out
        return []

    def _grab(self, piece: Piece) -> tuple[int, int]:
        # the table's drag helper knows where in the piece the mouse holds it; without a
        # drag under way the piece is held by its centre, as a fresh pick at the centre
        drag = self.table.drag
        if drag.piece is not None and drag.piece.id == piece.id:
            return drag.grab
        return (piece.image.get_width() // 2, piece.image.get_height() // 2)

    def targets(self, piece: Piece) -> list[DropTarget]:
        if piece.id == "tile":
            return self._tile_targets(piece)
        return self._build_targets(piece)

    def tile_area(self, tile: str, x: int, y: int, rot: int) -> pygame.Rect:
        """The screen rect of ``tile`` turned ``rot`` with its top-left field at (x, y)."""
        w, h = tile_size(rot)
        return pygame.Rect(self.cell_rect((x, y)).topleft, (w * self.cell, h * self.cell))

    def _tile_targets(self, piece: Piece) -> list[DropTarget]:
        """One target per place of the tile's top-left field, and the whole tile's outline
        lights. The pointer aims at the place nearest to the carried picture: each aim is
        a field-sized square centred where the pointer is when the picture lies exactly on
        that place, so the tile lands within half a field of where it is seen (aiming with
        the field under the pointer put it up to a whole field off, half a field below
        when held by its middle). Only places whose whole tile shows inside the forest's
        area are offered."""
        tile, rot = piece.payload
        w, h = tile_size(rot)
        gx, gy = self._grab(piece)  # in the carried picture, drawn at the forest's scale
        half = self.cell // 2
        seen = self.seen
        x0, y0, x1, y1 = bounds(seen.cells)
        out = []
        for ay in range(y0 - h, y1 + 2):
            for ax in range(x0 - w, x1 + 2):
                area = self.tile_area(tile, ax, ay, rot)
                if not self.board.contains(area):
                    continue
                reason = seen.forest.tile_reason(tile, ax, ay, rot)
                aim = self.cell_rect((ax, ay)).move(gx - half, gy - half)
                out.append(DropTarget(aim, PlaceTile(tile, ax, ay, rot), reason, lit=area))
        return out

    def _build_targets(self, piece: Piece) -> list[DropTarget]:
        kind, axis = piece.payload
        obs = self.table.observation
        seat = self.table.viewer
        if seat is None:  # a spectator holds no buildings
            return []
        seen = self.seen
        allowed = set(seen.forest.build_fields(obs.last_tile))
        placed = {k for (o, k) in seen.buildings.values() if o == seat}
        out = []
        for pos in seen.cells:
            rect = self.cell_rect(pos)
            if not self.board.contains(rect):
                continue
            reason = seen.forest.build_reason(seat, kind, pos, axis, allowed, placed)
            out.append(DropTarget(rect, Build(kind, pos[0], pos[1], axis), reason, "circle"))
        return out

    def rotate(self, piece: Piece) -> Piece | None:
        if piece.id == "tile":
            self.rot = (self.rot + 1) % 4
            tile = piece.payload[0]
            img = art.carried(tile, self.rot, self.cell)
            return Piece(
                "tile", img.get_rect(center=piece.rect.center), img, (tile, self.rot), True
            )
        seat = self.table.viewer
        if piece.payload[0] == BRIDGE and seat is not None:
            self.axis = "v" if self.axis == "h" else "h"
            colour = self.table.options.seats[seat].colour
            img = art.building(BRIDGE, colour, self.cell, self.axis)
            return Piece(piece.id, img.get_rect(center=piece.rect.center), img, (BRIDGE, self.axis),
                         True)
        return None

    def place_name(self, action: Action) -> str | None:
        return hint.place_name(self.seen, action)

    def buttons(self) -> list[Button]:
        obs = self.table.observation
        if not self.table.my_turn:
            return []
        if obs.phase == BUILD:
            return [(_("Build nothing"), NoBuild())]
        if obs.phase == TILE and obs.hand:
            action = SetAside(obs.hand[0])
            if self.table.check(action) is None:
                return [(_("Set tile aside"), action)]
        return []

    def hint(self) -> list[DropTarget]:
        # the view already knows most refusals; ask the rules only about the rest
        return [
            target
            for piece in self.pieces()
            for target in self.targets(piece)
            if target.reason is None and target.action is not None
            and self.table.check(target.action) is None
        ]

    def log_places(self, where: tuple) -> list[pygame.Rect]:
        rects = [self.cell_rect(tuple(p)) for p in where if len(p) == 2]
        if len(rects) == 6:  # a laid tile: one outline round it, as while dragging
            return [rects[0].unionall(rects[1:])]
        return rects

    # --- hover --------------------------------------------------------------------------
    def drawn(self) -> list[pygame.Rect]:
        """The side column, and each tile of the forest as far as it lies in view."""
        tiles: dict[object, pygame.Rect] = {}
        seen = self.seen
        for pos in seen.cells:
            r, tile = self.cell_rect(pos), seen.cell_tile.get(pos, pos)
            tiles[tile] = tiles[tile].union(r) if tile in tiles else r
        return [self.side, *(r.clip(self.board) for r in tiles.values()
                             if self.board.colliderect(r))]

    def legend(self) -> list[Label]:
        from game.games.mystaria.view.legend import legend

        return legend(self)

    def tooltip(self, pos: tuple[int, int]) -> str | None:
        self.hover = hover.field_at(self, pos)  # the lines of sight follow in draw_overlay
        turn = self.turn_rect()
        if turn is not None and turn.collidepoint(pos):
            return _("Turn the tile a quarter (R while you hold it)")
        return hover.tooltip(self, pos)

    # --- drawing ------------------------------------------------------------------------
    cacheable = True  # hover and the dragged tile's ghost are drawn in draw_overlay
    small_targets = True  # a tile has dozens of places that overlap: mark them small

    def draw_overlay(self, surface: pygame.Surface) -> None:
        clip = surface.get_clip()
        surface.set_clip(self.board.clip(clip) if clip else self.board)
        self._draw_hover(surface)
        self._draw_ghost(surface)
        surface.set_clip(clip)

    def draw(self, surface: pygame.Surface) -> None:
        clip = surface.get_clip()
        surface.set_clip(self.board.clip(clip) if clip else self.board)
        surface.fill(BOARD_BG, self.board)
        self._draw_forest(surface)
        self._draw_buildings(surface)
        if self.user_view:
            r = self.fit_rect()
            pygame.draw.rect(surface, theme.PANEL, r, border_radius=6)
            pygame.draw.rect(surface, theme.PANEL_EDGE, r, 1, border_radius=6)
            text.blit_text(
                surface, _("Show all"), r.center, self.px(14), theme.TEXT, True, "center"
            )
        surface.set_clip(clip)
        column.draw(self, surface)

    def fit_rect(self) -> pygame.Rect:
        """A small "show all" button in the forest's corner, once the player has
        panned or zoomed."""
        w, h = self.px(92), self.px(28)
        return pygame.Rect(self.board.x + self.px(10), self.board.bottom - h - self.px(10), w, h)

    def click(self, pos: tuple[int, int]) -> None:
        turn = self.turn_rect()
        if turn is not None and turn.collidepoint(pos):
            self.rot = (self.rot + 1) % 4
            self.table.redraw()
            return None
        for row in column.other_rows(self):
            if column.row_rect(self, row).collidepoint(pos):  # their things at full size
                self.focus_seat(row.seat)
                return None
        if self.user_view and self.fit_rect().collidepoint(pos):
            self.user_view = False
            self.fit()
            self.table.redraw()
        return None

    def _draw_forest(self, surface: pygame.Surface) -> None:
        seen, c = self.seen, self.cell
        hidden = self.table.hidden_pieces
        flying = {t for t in seen.tile_at if ids.tile_id(t) in hidden}
        shown = {p for p, t in seen.cell_tile.items() if t not in flying}
        for pos in shown:
            rect = self.cell_rect(pos)
            if rect.colliderect(self.board):
                surface.blit(art.field(seen.cells[pos], c), rect)
        ox, oy = self.origin
        width = max(2, c // 12)
        for (ax, ay), (bx, by) in seen.edges():
            # a vertical edge lies between the fields left and right of it, a level one
            # between those above and below: drawn while one of them shows
            outer = (ax - 1, ay) if ax == bx else (ax, ay - 1)
            if flying and (ax, ay) not in shown and outer not in shown:
                continue
            pygame.draw.line(
                surface, art.INK, (ox + ax * c, oy + ay * c), (ox + bx * c, oy + by * c), width
            )
        last = self.table.observation.last_tile
        if last and last in seen.tile_at and last not in flying:
            r = self.tile_area(last, *seen.tile_at[last])
            pygame.draw.rect(surface, theme.ACCENT, r.inflate(4, 4), 3, border_radius=3)

    def _draw_hover(self, surface: pygame.Surface) -> None:
        seen, spot = self.seen, self.hover
        if spot is None or spot not in seen.buildings or self.table.dragging:
            return
        kind = seen.buildings[spot][1]
        c = self.cell
        centre = self.cell_rect(spot).center
        if kind in (TOWER, PORTAL):
            for ray in seen.rays(spot):
                if ray:
                    end = self.cell_rect(ray[-1]).center
                    pygame.draw.line(surface, theme.HOVER, centre, end, max(3, c // 8))
        lit = seen.scored_fields(spot)
        if kind == BRIDGE:  # the region it joined
            end = (spot[0] - 1, spot[1]) if seen.bridges[spot] == "h" else (spot[0], spot[1] - 1)
            lit = seen.region(end) if end in seen.cells else []
        for p in lit:
            r = self.cell_rect(p)
            surface.blit(art.veil(r.size, (*theme.HOVER, 90)), r)
            pygame.draw.rect(surface, theme.HOVER, r, 2)

    def _draw_buildings(self, surface: pygame.Surface) -> None:
        seen, c = self.seen, self.cell
        seats = self.table.options.seats
        hidden = self.table.hidden_pieces
        for pos, axis in seen.bridges.items():
            if ids.building_id(pos) in hidden:
                continue
            a, b = (
                ((pos[0] - 1, pos[1]), (pos[0] + 1, pos[1]))
                if axis == "h"
                else ((pos[0], pos[1] - 1), (pos[0], pos[1] + 1))
            )
            owner = seen.buildings[pos][0]
            rgb = theme.player_rgb(seats[owner].colour)
            pa, pb = self.cell_rect(a).center, self.cell_rect(b).center
            pygame.draw.line(surface, art.INK, pa, pb, max(4, c // 5))
            pygame.draw.line(surface, rgb, pa, pb, max(2, c // 9))
        for pos, (owner, kind) in seen.buildings.items():
            if ids.building_id(pos) in hidden:
                continue
            img = art.building(kind, seats[owner].colour, c, seen.bridges.get(pos, ""))
            surface.blit(img, self.cell_rect(pos))

    def _draw_ghost(self, surface: pygame.Surface) -> None:
        """The tile, faint, where it would lie when dropped on the hovered legal place
        (the table lights that place's outline over it)."""
        drag = self.table.drag
        i = drag.hovered
        if i is None or drag.piece is None or drag.piece.id != "tile" or drag.reasons[i]:
            return
        action = drag.targets[i].action
        if not isinstance(action, PlaceTile):  # the tile's targets all place it
            return
        surface.blit(art.ghost(action.tile, action.rot, self.cell),
                     self.cell_rect((action.x, action.y)))


    # --- another seat's headquarters at full size (game/scenes/table_focus.py) -----------
    def area(self) -> tuple[pygame.Rect, frozenset[str]]:
        laid = {f"b-{kind}" for kind, _r in self.hq_rects()}
        if self.hand_rect() is not None:  # another's tile is only a back
            obs = self.table.observation
            laid.add(obs.hand[0] if self.focus is None else "back")
        top = self.side.y
        return pygame.Rect(self.side.x, top, self.side.w, column.others_top(self) - top), \
            frozenset(laid)

    def area_title(self, name: str) -> str:
        return _("{name}'s headquarters — Esc or click here to return", name=name)

    def banner_rect(self, height: int) -> pygame.Rect:
        """Along the forest's top edge: the column is too narrow for the line."""
        pad = self.px(8)
        return pygame.Rect(self.board.x + pad, self.board.y + pad, self.board.w - 2 * pad, height)


VIEW = MystariaView
