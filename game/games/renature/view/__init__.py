"""Renature at the table: the board from its Tiled map, your hand of dominoes (turn
them with right-click or R), your plant board(s), the joker track and a row per seat.
Everything is drawn from the viewer's observation only; the side column is in side.py,
hover help in hover.py, the flights of others' moves in flights.py, pictures in art.py."""

from __future__ import annotations

import pygame

from game.core.actions import Action
from game.games.renature.actions import (
    ChangeJoker,
    DiscardDomino,
    EndTurn,
    ExtraTurn,
    PlaceDomino,
    PlaceMushroom,
    PlacePlant,
    SkipMushroom,
    SkipPlant,
    TakeBack,
)
from game.games.renature.data import SIZE, board
from game.games.renature.observe import RenatureObservation
from game.games.renature.placement import dead_cells
from game.games.renature.view import art, flights, hint, hover, side
from game.i18n import _
from game.ui import text, theme
from game.ui.gameview import Button, DropTarget, GameView, Label, Piece, Table
from game.ui.motion import Motion

BASE_CELL = 38  # the cell size at 1280x720: sizes in the side column grow from there


class RenatureView(GameView[RenatureObservation]):
    def __init__(self, table: Table[RenatureObservation]) -> None:
        super().__init__(table)
        self.cs = 32
        self.origin = (0, 0)
        self.side = pygame.Rect(0, 0, 0, 0)
        self.rot: dict[str, int] = {}  # domino id -> quarter turns chosen by the viewer
        self._board_key: tuple | None = None
        self._board: pygame.Surface | None = None
        self._layer_key: tuple | None = None
        self._layer: pygame.Surface | None = None
        self._side_key: tuple | None = None
        self._side: pygame.Surface | None = None
        self.picking = ""  # a cloud action chosen by its button: "joker" or "takeback"

    # --- layout ---------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        pad = 18
        self.cs = max(16, min((rect.h - 2 * pad) // SIZE, int(rect.w * 0.6) // SIZE))
        # the coordinates grow with the cells: keep room for them above and to the left
        pad = max(pad, self.cs // 3 + 8)
        self.cs = max(16, min((rect.h - 2 * pad) // SIZE, int(rect.w * 0.6) // SIZE))
        self.origin = (rect.x + max(pad + 4, self.cs // 3 * 13 // 10 + 8), rect.y + pad)
        bx = self.origin[0] + SIZE * self.cs + 14
        # never of negative size: the board keeps its smallest cells in a narrow view
        self.side = pygame.Rect(bx, rect.y + 8, max(1, rect.right - bx - 8), max(1, rect.h - 16))
        self._board_key = self._layer_key = None

    def px(self, n: int) -> int:
        """``n`` pixels at 1280x720, grown with the board (never smaller)."""
        return max(n, round(n * self.cs / BASE_CELL))

    def changed(self) -> None:
        self._layer_key = None
        self.picking = ""

    def cell_rect(self, c: int) -> pygame.Rect:
        r, col = divmod(c, SIZE)
        return pygame.Rect(
            self.origin[0] + col * self.cs, self.origin[1] + r * self.cs, self.cs, self.cs
        )

    def cell_at(self, pos: tuple[int, int]) -> int | None:
        x, y = pos[0] - self.origin[0], pos[1] - self.origin[1]
        if 0 <= x < SIZE * self.cs and 0 <= y < SIZE * self.cs:
            return (y // self.cs) * SIZE + x // self.cs
        return None

    # the side column's places, for the tests and the table's hint
    def _joker_rects(self) -> list[tuple[str, pygame.Rect]]:
        return side.joker_rects(self)

    def _hand_slots(self) -> list[pygame.Rect]:
        return side.hand_slots(self)

    def _box_rect(self) -> pygame.Rect:
        return side.box_rect(self)

    # --- drawing ----------------------------------------------------------------------
    cacheable = True  # draw depends on the observation and view state only

    def draw(self, surface: pygame.Surface) -> None:
        obs = self.table.observation
        surface.blit(self._board_layer(obs), self.origin)
        self._draw_coords(surface)
        if obs.last:  # the domino laid this turn, outlined as one piece
            lit = self.cell_rect(obs.last[0]).unionall([self.cell_rect(c) for c in obs.last])
            pygame.draw.rect(surface, theme.HOVER, lit.inflate(2, 2), 3, border_radius=6)
        surface.blit(self._side_layer(obs), self.side.topleft)

    def _side_layer(self, obs: RenatureObservation) -> pygame.Surface:
        """The side column, drawn once per move (or turn of a hand domino)."""
        key = (id(obs), self.table.viewer, self.focus, tuple(sorted(self.rot.items())), self.side.size,
               self.table.dragging, "joker" in self.table.hidden_pieces)
        if key != self._side_key or self._side is None:
            # drawn with the column moved to (0, 0), so every rect derived from it fits
            placed = self.side
            self.side = pygame.Rect(0, 0, placed.w, placed.h)
            try:
                # opaque on the table's own ground: a cheap blit on every repaint; the
                # surface is kept from one move to the next
                if self._side is None or self._side.get_size() != placed.size:
                    self._side = pygame.Surface(placed.size).convert()
                self._side.fill(theme.BG)
                side.draw_side(self, self._side, obs)
            finally:
                self.side = placed
            self._side_key = key
        return self._side

    def _board_layer(self, obs: RenatureObservation) -> pygame.Surface:
        """The board with everything on it, rebuilt once per move (or setting change);
        pieces flying here now are left out until they land."""
        fade = self.table.preference("fade_dead_animals")
        hidden = frozenset(p for p in self.table.hidden_pieces  # only what lands here
                           if p.startswith(("domino:", "plant:", "mushroom:")))
        key = (id(obs), self.cs, fade, hidden)
        if key == self._layer_key and self._layer is not None:
            return self._layer
        b = board(obs.board)
        region_of = {c: name for name, r in obs.regions.items() for c in r.cells}
        closed = frozenset(n for n, r in obs.regions.items() if r.closed_by is not None)
        mushrooms = frozenset(c for c in obs.mushrooms if f"mushroom:{c}" not in hidden)
        bkey = (obs.board, self.cs, tuple(sorted(region_of.items())), closed, mushrooms)
        if bkey != self._board_key or self._board is None:
            self._board = art.board_background(b, self.cs, region_of, closed, mushrooms)
            self._board_key = bkey
        if self._layer is None or self._layer.get_size() != self._board.get_size():
            self._layer = self._board.copy()
        layer = self._layer
        layer.blit(self._board, (0, 0))
        cs = self.cs
        dead = dead_cells(b, obs.animals, obs.mushrooms) if fade else set()
        for d, first, second in obs.placed:
            if f"domino:{d}" in hidden:
                continue
            lo, hi = sorted((first, second))  # drawn from its left or top half
            img = art.domino_piece(obs.animals[lo], obs.animals[hi], cs, hi - lo == SIZE,
                                   obs.joker, (lo in dead, hi in dead))
            r, col = divmod(lo, SIZE)
            layer.blit(img, (col * cs, r * cs))
        for c, n in obs.board_clouds.items():
            r, col = divmod(c, SIZE)
            layer.blit(art.cloud_token(cs - 8, n), (col * cs + 4, r * cs + 4))
        for _name, reg in obs.regions.items():
            if reg.tile and reg.tile_cell is not None:
                r, col = divmod(reg.tile_cell, SIZE)
                layer.blit(art.region_tile_image(*reg.tile, cs), (col * cs, r * cs))
        for c, pid in obs.plants.items():
            if f"plant:{c}" in hidden:
                continue
            _p, colour, kind, _num = pid.split("-")
            r, col = divmod(c, SIZE)
            layer.blit(art.plant_token(colour, kind, cs - 4), (col * cs + 2, r * cs + 2))
        for name, reg in obs.regions.items():  # letters last: nothing covers them
            r, col = divmod(min(reg.cells), SIZE)
            label = art.region_label(name, cs)
            layer.blit(label, label.get_rect(bottomleft=(col * cs + 1, r * cs + cs - 1)))
        self._layer, self._layer_key = layer, key
        return layer

    def _draw_coords(self, surface: pygame.Surface) -> None:
        size = max(12, self.cs // 3)
        for i in range(SIZE):
            x = self.origin[0] + i * self.cs + self.cs // 2
            text.blit_text(surface, "ABCDEFGHIJKLMNO"[i], (x, self.origin[1] - 2), size,
                           theme.TEXT_DIM, False, "midbottom")
            y = self.origin[1] + i * self.cs + self.cs // 2
            text.blit_text(surface, str(i + 1), (self.origin[0] - 3, y), size, theme.TEXT_DIM,
                           False, "midright")

    def motions(self, before: RenatureObservation, after: RenatureObservation,
                action: Action) -> list[Motion]:
        return flights.motions(self, before, after, action)

    # --- pieces and targets -----------------------------------------------------------
    def pieces(self) -> list[Piece]:
        if not self.table.my_turn or self.focus is not None:
            return []
        obs = self.table.observation
        phase = obs.phase
        out = []
        if phase == "domino":
            for slot, (d, a, b) in zip(side.hand_slots(self), obs.hand):
                rot = self.rot.get(d, 0)
                img = art.domino_image(a, b, self.cs, rot, obs.joker)
                small = art.domino_image(a, b, side.hand_size(self), rot, obs.joker)
                # picked from its place in the hand, dragged at the board's size
                out.append(Piece(d, small.get_rect(center=slot.center), img, (d, a, b, rot), True))
        elif phase == "plant":
            for n, colour, kind, rect in side.supply_rects(self):  # n: the plant board
                if obs.supply[n].get(f"{colour}:{kind}", 0):
                    img = art.plant_token(colour, kind, self.cs - 4)
                    out.append(Piece(f"plant:{n}:{colour}:{kind}", rect, img, (colour, kind)))
        elif phase == "mushroom":
            out.append(
                Piece("mushroom", side.mushroom_rect(self), art.mushroom_tile(self.cs), "mushroom")
            )
        return out

    def targets(self, piece: Piece) -> list[DropTarget]:
        obs = self.table.observation
        if isinstance(piece.payload, tuple) and len(piece.payload) == 4:
            d, _a, _b, rot = piece.payload
            dx, dy = self._held_off_middle(piece.id)
            # the seam lights; the pointer aims where it holds the domino off its middle
            out = [DropTarget(hit.move(dx, dy), PlaceDomino(d, first, second), lit=hit)
                   for hit, first, second in self._seams(rot)]
            out.append(DropTarget(side.box_rect(self), DiscardDomino(d)))
            return out
        if piece.payload == "mushroom":
            b = board(obs.board)
            return [
                DropTarget(self.cell_rect(c), PlaceMushroom(c)) for c in sorted(b.domino_spaces)
            ]
        colour, kind = piece.payload
        free = [c for r in obs.regions.values() for c in r.cells if c not in obs.plants]
        return [
            DropTarget(self.cell_rect(c), PlacePlant(colour, kind, c), shape="circle")
            for c in sorted(free)
        ]

    def _seams(self, rot: int) -> list[tuple[pygame.Rect, int, int]]:
        """Every place on the grid for a domino turned ``rot`` quarters: the hit area
        (one cell wide, centred on the seam between the halves), first and second cell."""
        step = SIZE if rot % 2 else 1
        out = []
        for p in range(SIZE * SIZE):
            q = p + step
            if q >= SIZE * SIZE or (step == 1 and q % SIZE == 0):
                continue
            first, second = (p, q) if rot in (0, 1) else (q, p)
            rp = self.cell_rect(p)
            hit = rp.move(self.cs // 2, 0) if step == 1 else rp.move(0, self.cs // 2)
            out.append((hit, first, second))
        return out

    def _held_off_middle(self, piece: str) -> tuple[int, int]:
        """How far from the middle of the carried picture the pointer holds ``piece``: a
        domino picked by one of its halves lands where it is seen, not a cell aside."""
        drag = self.table.drag
        held = drag.piece
        if held is None or held.id != piece:
            return (0, 0)
        w, h = held.image.get_size()
        return (drag.grab[0] - w // 2, drag.grab[1] - h // 2)

    def landing(self) -> pygame.Rect | None:
        """While a domino is dragged over a place it may lie: the two cells it would
        cover (the same place a drop there takes, the first legal one under the mouse)."""
        d = self.table.dragging
        if d is None or d not in {h[0] for h in self.table.observation.hand}:
            return None
        mouse = self.table.mouse
        dx, dy = self._held_off_middle(d)
        for hit, first, second in self._seams(self.rot.get(d, 0)):
            if (hit.move(dx, dy).collidepoint(mouse)
                    and self.table.check(PlaceDomino(d, first, second)) is None):
                return self.cell_rect(first).union(self.cell_rect(second))
        return None

    def rotate(self, piece: Piece) -> Piece | None:
        if not (isinstance(piece.payload, tuple) and len(piece.payload) == 4):
            return None
        d, a, b, rot = piece.payload
        rot = (rot + 1) % 4
        self.rot[d] = rot
        img = art.domino_image(a, b, self.cs, rot, self.table.observation.joker)
        return Piece(d, img.get_rect(center=piece.rect.center), img, (d, a, b, rot), True)

    # --- clicks and buttons -----------------------------------------------------------
    def click(self, pos: tuple[int, int]) -> Action | None:
        obs = self.table.observation
        for seat, (row, _spots) in enumerate(side.seat_rows(self)):
            if row.collidepoint(pos) and row.bottom <= self.side.bottom:
                self.focus_seat(seat)  # that seat's hand and plant board(s), full size
                return None
        for a, rect in side.joker_rects(self):
            if rect.collidepoint(pos):
                return ChangeJoker(a)
        c = self.cell_at(pos)
        if c is not None and c in obs.plants:
            action = TakeBack(c)
            reason = self.table.check(action)
            if reason is None:
                return action
            self.table.say(reason)
        return None

    def lead(self, action: Action) -> list[pygame.Rect]:
        """A cloud action is one click that plays it: the animal on the joker track, or
        the plant to take back. Dominoes, plants and mushrooms are drags; the rest are
        buttons."""
        if self.table.check(action) is not None:
            return []
        if isinstance(action, ChangeJoker):
            return [r for a, r in side.joker_rects(self) if a == action.animal]
        if isinstance(action, TakeBack):
            return [self.cell_rect(action.cell)]
        return []

    def _joker_choices(self) -> list[ChangeJoker]:
        return [
            ChangeJoker(a)
            for a, _r in side.joker_rects(self)
            if self.table.check(ChangeJoker(a)) is None
        ]

    def _takeback_choices(self) -> list[TakeBack]:
        return [
            TakeBack(c)
            for c in self.table.observation.plants
            if self.table.check(TakeBack(c)) is None
        ]

    def _pick(self, what: str) -> None:
        self.picking = "" if self.picking == what else what
        if self.picking == "joker":
            self.table.say(_("Click the animal on the joker track that becomes the joker."))
        elif self.picking == "takeback":
            self.table.say(_("Click a lit plant to take it back (it costs its value in clouds)."))
        else:
            self.table.say("")

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """Outline where a dragged domino would land; light what the chosen cloud action
        can take."""
        landing = self.landing()
        if landing is not None:
            pygame.draw.rect(surface, theme.INK, landing.inflate(6, 6), 5, border_radius=7)
            pygame.draw.rect(surface, theme.HOVER, landing.inflate(4, 4), 3, border_radius=6)
        if self.picking == "joker":
            rects = dict(side.joker_rects(self))
            lit = [rects[a.animal] for a in self._joker_choices()]
        elif self.picking == "takeback":
            lit = [self.cell_rect(a.cell) for a in self._takeback_choices()]
        else:
            return
        for r in lit:
            pygame.draw.rect(surface, theme.ACCENT, r.inflate(4, 4), 3, border_radius=5)

    def place_name(self, action: Action) -> str | None:
        return hint.place_name(action)

    def buttons(self) -> list[Button]:
        phase = self.table.observation.phase
        out: list[Button] = []
        # the cloud actions, each with its cost, whenever one is open to the player
        if self._joker_choices():
            out.append((_("Joker (2 clouds)"), lambda: self._pick("joker")))
        if self._takeback_choices():
            out.append((_("Take back (clouds = value)"), lambda: self._pick("takeback")))
        if phase == "plant":
            out.append((_("No plant"), SkipPlant()))
        elif phase == "mushroom":
            out.append((_("No mushroom"), SkipMushroom()))
        elif phase == "end":
            if self.table.check(ExtraTurn()) is None:
                out.append((_("Another turn (3 clouds)"), ExtraTurn()))
            out.append((_("End turn"), EndTurn()))
        return out

    # --- hover help ---------------------------------------------------------------------
    def enlarged(self, pos: tuple[int, int]) -> pygame.Surface | None:
        return hover.enlarged(self, pos)

    def drawn(self) -> list[pygame.Rect]:
        """The board with its coordinates, and the side column down to the last seat's row."""
        size = max(12, self.cs // 3)  # the coordinates' letters (_draw_coords)
        board = pygame.Rect(self.origin[0] - 2 * size, self.origin[1] - size - 4,
                            SIZE * self.cs + 2 * size, SIZE * self.cs + size + 4)
        rows = side.seat_rows(self)
        bottom = rows[-1][0].bottom if rows else self.side.bottom
        return [board, pygame.Rect(self.side.x, self.side.y, self.side.w, bottom - self.side.y)]

    def legend(self) -> list[Label]:
        from game.games.renature.view.legend import legend

        return legend(self)

    def tooltip(self, pos: tuple[int, int]) -> str | None:
        return hover.tooltip(self, pos)

    def region_summary(self, region: str) -> str:
        return hover.region_summary(self, region)

    def log_places(self, where: tuple) -> list[pygame.Rect]:
        obs = self.table.observation
        out = []
        for w in where:
            if isinstance(w, int):
                out.append(self.cell_rect(w))
            elif isinstance(w, str):
                letters = set(w.split("+"))
                for name, reg in obs.regions.items():
                    if letters & set(name.split("+")):
                        out.extend(self.cell_rect(c) for c in reg.cells)
        return out


    # --- another seat's hand and plant boards at full size (game/scenes/table_focus.py) --
    def area(self) -> tuple[pygame.Rect, frozenset[str]]:
        return side.area_rect(self), side.area_laid(self)

    def area_title(self, name: str) -> str:
        return _("{name}'s hand and plant board — Esc or click here to return", name=name)

    def banner_rect(self, height: int) -> pygame.Rect:
        """In place of the hand's heading, so the joker track above stays in sight."""
        area = side.area_rect(self)
        return pygame.Rect(area.x, area.y - 2, area.w, self.px(20))


VIEW = RenatureView
