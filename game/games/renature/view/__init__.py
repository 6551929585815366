"""Renature at the table: the board from its Tiled map, your hand of dominoes (turn
them with right-click or R), your plant board(s), the joker track and the others'
supplies. Everything is drawn from the viewer's observation only."""

from __future__ import annotations

from typing import Any

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
from game.games.renature.data import KINDS, SIZE, animals, board, colour_names, coord, plant_value
from game.games.renature.observe import RenatureObservation
from game.games.renature.placement import dead_cells
from game.games.renature.scoring import award
from game.games.renature.view import art
from game.i18n import _, _n
from game.ui import text, theme
from game.ui.gameview import DropTarget, GameView, Piece
from game.ui.widgets import panel


class RenatureView(GameView):
    def __init__(self, table: Any) -> None:
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
        self.side = pygame.Rect(bx, rect.y + 8, rect.right - bx - 8, rect.h - 16)
        self._board_key = self._layer_key = None

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

    # side column: joker track, hand, box, plant boards, the others
    def _joker_rects(self) -> list[tuple[str, pygame.Rect]]:
        n = len(animals())
        size = min(34, (self.side.w - 4) // n)
        y = self.side.y + 22
        return [
            (a, pygame.Rect(self.side.x + i * size, y, size - 2, size - 2))
            for i, a in enumerate(animals())
        ]

    def _hand_size(self) -> int:
        """Half-domino size in the hand: the board's, or smaller if the column is narrow."""
        return max(16, min(self.cs, (self.side.w - 96) // 6 - 3))

    def _hand_slots(self) -> list[pygame.Rect]:
        s = 2 * self._hand_size() + 8
        y = self.side.y + 84
        return [pygame.Rect(self.side.x + i * (s + 6), y, s, s) for i in range(3)]

    def _box_rect(self) -> pygame.Rect:
        slots = self._hand_slots()
        right = slots[-1].right + 6
        return pygame.Rect(right, slots[0].y, max(60, self.side.right - right), slots[0].h)

    def _supply_top(self) -> int:
        return self._hand_slots()[0].bottom + 30

    def _supply_rects(self) -> list[tuple[int, str, str, pygame.Rect]]:
        """(board, colour key, kind, rect) of every plant slot on the viewer's board(s):
        a row of the board's own colour over a row of neutral plants."""
        obs = self.table.observation
        seat = self.table.viewer
        if seat is None:
            return []
        size = max(20, min(40, (self.side.w - 8) // 6))
        out = []
        y = self._supply_top()
        own = str(obs.colours[seat][0])
        for b in obs.boards[seat]:
            for colour in (own, "n"):
                for i, kind in enumerate(KINDS):
                    out.append(
                        (b, colour, kind, pygame.Rect(self.side.x + i * (size + 4), y, size, size))
                    )
                y += size + 4
            y += 8
        return out

    def _mushroom_rect(self) -> pygame.Rect:
        rects = self._supply_rects()
        y = (rects[-1][3].bottom + 36) if rects else self._supply_top()
        return pygame.Rect(self.side.x, y, self.cs, self.cs)

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
        key = (id(obs), self.table.viewer, tuple(sorted(self.rot.items())), self.side.size,
               self.table.dragging)
        if key != self._side_key or self._side is None:
            # drawn with the column moved to (0, 0), so every rect derived from it fits
            placed = self.side
            self.side = pygame.Rect(0, 0, placed.w, placed.h)
            try:
                self._side = pygame.Surface(placed.size, pygame.SRCALPHA)
                self._draw_side(self._side, obs)
            finally:
                self.side = placed
            self._side_key = key
        return self._side

    def _board_layer(self, obs: RenatureObservation) -> pygame.Surface:
        """The board with everything on it, rebuilt once per move (or setting change)."""
        fade = self.table.preference("fade_dead_animals")
        key = (id(obs), self.cs, fade)
        if key == self._layer_key and self._layer is not None:
            return self._layer
        b = board(obs.board)
        region_of = {c: name for name, r in obs.regions.items() for c in r.cells}
        closed = frozenset(n for n, r in obs.regions.items() if r.closed_by is not None)
        bkey = (obs.board, self.cs, tuple(sorted(region_of.items())), closed)
        if bkey != self._board_key or self._board is None:
            self._board = art.board_background(
                b, self.cs, region_of, closed, frozenset(obs.mushrooms)
            )
            self._board_key = bkey
        layer = self._board.copy()
        cs = self.cs
        dead = dead_cells(board(obs.board), obs.animals, obs.mushrooms) if fade else set()
        for _d, first, second in obs.placed:
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
            _p, colour, kind, _num = pid.split("-")
            r, col = divmod(c, SIZE)
            layer.blit(art.plant_token(colour, kind, cs - 4), (col * cs + 2, r * cs + 2))
        self._layer, self._layer_key = layer, key
        return layer

    def _draw_coords(self, surface: pygame.Surface) -> None:
        size = max(9, self.cs // 3)
        for i in range(SIZE):
            x = self.origin[0] + i * self.cs + self.cs // 2
            text.blit_text(
                surface,
                "ABCDEFGHIJKLMNO"[i],
                (x, self.origin[1] - 2),
                size,
                theme.TEXT_DIM,
                False,
                "midbottom",
            )
            y = self.origin[1] + i * self.cs + self.cs // 2
            text.blit_text(
                surface,
                str(i + 1),
                (self.origin[0] - 3, y),
                size,
                theme.TEXT_DIM,
                False,
                "midright",
            )

    def _draw_side(self, surface: pygame.Surface, obs: RenatureObservation) -> None:
        x, y = self.side.x, self.side.y
        text.blit_text(
            surface, _("Joker (click an animal: 2 clouds)"), (x, y), 14, theme.TEXT, True
        )
        for a, rect in self._joker_rects():
            joker = a == obs.joker
            pygame.draw.rect(surface, theme.ACCENT if joker else theme.PANEL, rect, border_radius=4)
            surface.blit(art.animal_tile(a, rect.w, joker, False), rect)
        seat = self.table.viewer
        if seat is not None:
            label = _("Your hand")
            text.blit_text(surface, label, (x, self._hand_slots()[0].y - 20), 14, theme.TEXT, True)
        for slot, (d, a, b) in zip(self._hand_slots(), obs.hand):
            panel(surface, slot)
            if d == self.table.dragging:
                continue  # the domino follows the mouse: drawn once
            img = art.domino_image(a, b, self._hand_size(), self.rot.get(d, 0), obs.joker)
            surface.blit(img, img.get_rect(center=slot.center))
        box = self._box_rect()
        if seat is not None:
            panel(surface, box, theme.PANEL)
            for i, line in enumerate(
                text.wrap(_("Drop here to return to the box"), 12, box.w - 8)[:4]
            ):
                text.blit_text(
                    surface,
                    line,
                    (box.centerx, box.y + 8 + i * 16),
                    12,
                    theme.TEXT_DIM,
                    False,
                    "midtop",
                )
        self._draw_supply(surface, obs, seat)
        self._draw_players(surface, obs)

    def _draw_supply(self, surface: pygame.Surface, obs: dict, seat: int | None) -> None:
        if seat is None:
            return
        rects = self._supply_rects()
        top = self._supply_top()
        clouds = obs.clouds[seat]
        text.blit_text(
            surface, _("Your plant board"), (self.side.x, top - 18), 14, theme.TEXT, True
        )
        if rects:
            size = rects[0][3].w
            cx = rects[3][3].right + 16
            room = 6 * len(obs.boards[seat])
            surface.blit(art.cloud_token(size, 1), (cx, top))
            label = _("{n} of {room} clouds", n=clouds, room=room)
            text.blit_text(
                surface, label, (cx + size + 6, top + size // 2), 13, theme.TEXT, False, "midleft"
            )
        for b, colour, kind, rect in rects:
            n = obs.supply[b].get(f"{colour}:{kind}", 0)
            surface.blit(art.plant_token(colour, kind, rect.w, n), rect)
        hint = _(
            "Click your own or a neutral plant on the board to take it back (its value in clouds)."
        )
        hy = rects[-1][3].bottom + 4 if rects else top
        for line in text.wrap(hint, 12, self.side.w - 4)[:2]:
            text.blit_text(surface, line, (self.side.x, hy), 12, theme.TEXT_DIM)
            hy += 14
        if obs.board != "base":
            m = self._mushroom_rect()
            surface.blit(art.mushroom_tile(m.w), m)
            text.blit_text(
                surface,
                _("{n} mushrooms left", n=obs.mushrooms_left),
                (m.right + 8, m.centery),
                13,
                theme.TEXT,
                False,
                "midleft",
            )

    def _draw_players(self, surface: pygame.Surface, obs: RenatureObservation) -> None:
        y = self._mushroom_rect().bottom + 12
        for i, name in enumerate(obs.names):
            cols = " + ".join(colour_names()[c] for c in obs.colours[i])
            tiles = obs.owned_tiles[i]
            backs = [t[2] for t in tiles if t[2] is not None]
            line = _(
                "{name} ({cols}): hand {h}, reserve {r}, clouds {c}, tiles {t}",
                name=name,
                cols=cols,
                h=obs.hand_sizes[i],
                r=obs.reserve_sizes[i],
                c=obs.clouds[i],
                t=len(tiles),
            )
            if backs:
                line += " " + _("(backs {b})", b=sum(backs))
            current = obs.current == i
            for k, c in enumerate(obs.colours[i]):
                pygame.draw.circle(
                    surface, art.colour_rgb(str(c)), (self.side.x + 4 + 9 * k, y + 8), 4
                )
                pygame.draw.circle(surface, theme.TEXT_DIM, (self.side.x + 4 + 9 * k, y + 8), 4, 1)
            indent = 8 + 9 * len(obs.colours[i])
            colour = theme.ACCENT if current else theme.TEXT_DIM
            for part in text.wrap(line, 13, self.side.w - indent - 4, current):
                text.blit_text(surface, part, (self.side.x + indent, y), 13, colour, current)
                y += 16
            y += 4
            if y > self.side.bottom - 16:
                break

    # --- pieces and targets -----------------------------------------------------------
    def pieces(self) -> list[Piece]:
        if not self.table.my_turn:
            return []
        obs = self.table.observation
        phase = obs.phase
        out = []
        if phase == "domino":
            for slot, (d, a, b) in zip(self._hand_slots(), obs.hand):
                rot = self.rot.get(d, 0)
                img = art.domino_image(a, b, self.cs, rot, obs.joker)
                small = art.domino_image(a, b, self._hand_size(), rot, obs.joker)
                # picked from its place in the hand, dragged at the board's size
                out.append(Piece(d, small.get_rect(center=slot.center), img, (d, a, b, rot), True))
        elif phase == "plant":
            for b, colour, kind, rect in self._supply_rects():
                if obs.supply[b].get(f"{colour}:{kind}", 0):
                    img = art.plant_token(colour, kind, self.cs - 4)
                    out.append(Piece(f"plant:{b}:{colour}:{kind}", rect, img, (colour, kind)))
        elif phase == "mushroom":
            out.append(
                Piece("mushroom", self._mushroom_rect(), art.mushroom_tile(self.cs), "mushroom")
            )
        return out

    def targets(self, piece: Piece) -> list[DropTarget]:
        obs = self.table.observation
        cs = self.cs
        if isinstance(piece.payload, tuple) and len(piece.payload) == 4:
            d, _a, _b, rot = piece.payload
            step = SIZE if rot % 2 else 1
            out = []
            for p in range(SIZE * SIZE):
                q = p + step
                if q >= SIZE * SIZE or (step == 1 and q % SIZE == 0):
                    continue
                first, second = (p, q) if rot in (0, 1) else (q, p)
                rp = self.cell_rect(p)
                # the hit area is one cell wide, centred on the seam between the halves
                hit = rp.move(cs // 2, 0) if step == 1 else rp.move(0, cs // 2)
                out.append(DropTarget(hit, PlaceDomino(d, first, second)))
            out.append(DropTarget(self._box_rect(), DiscardDomino(d)))
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
        for a, rect in self._joker_rects():
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

    def _joker_choices(self) -> list[ChangeJoker]:
        return [
            ChangeJoker(a)
            for a, _r in self._joker_rects()
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
        """Light what the chosen cloud action can take."""
        if self.picking == "joker":
            rects = dict(self._joker_rects())
            lit = [rects[a.animal] for a in self._joker_choices()]
        elif self.picking == "takeback":
            lit = [self.cell_rect(a.cell) for a in self._takeback_choices()]
        else:
            return
        for r in lit:
            pygame.draw.rect(surface, theme.ACCENT, r.inflate(4, 4), 3, border_radius=5)

    def buttons(self) -> list[tuple[str, Any]]:
        phase = self.table.observation.phase
        out: list[tuple[str, Any]] = []
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
    def _hand_at(self, pos: tuple[int, int]) -> tuple[str, str, str] | None:
        obs = self.table.observation
        for slot, entry in zip(self._hand_slots(), obs.hand):
            if slot.collidepoint(pos):
                return entry
        return None

    def enlarged(self, pos: tuple[int, int]) -> pygame.Surface | None:
        """A hand domino, or a plant on the board, at twice the size."""
        obs = self.table.observation
        entry = self._hand_at(pos)
        if entry is not None:
            d, a, b = entry
            return art.domino_image(a, b, 2 * self.cs, self.rot.get(d, 0) % 2, obs.joker)
        c = self.cell_at(pos)
        if c is not None and c in obs.plants:
            _p, colour, kind, _num = obs.plants[c].split("-")
            return art.plant_token(colour, kind, 2 * self.cs)
        return None

    def tooltip(self, pos: tuple[int, int]) -> str | None:
        obs = self.table.observation
        entry = self._hand_at(pos)
        if entry is not None:
            _d, a, b = entry
            return _("{a} and {b}: drag onto the board; R or right-click turns it", a=a, b=b)
        for a, rect in self._joker_rects():
            if rect.collidepoint(pos):
                if a == obs.joker:
                    return _("The {animal} is the joker: it fits beside every animal.", animal=a)
                return _("Make the {animal} the joker: 2 clouds.", animal=a)
        c = self.cell_at(pos)
        if c is None:
            return None
        region = next((n for n, r in obs.regions.items() if c in r.cells), None)
        lines = []
        if c in obs.plants:
            _p, colour, kind, _num = obs.plants[c].split("-")
            who = _("neutral") if colour == "n" else colour_names()[int(colour)]
            lines.append(_("{who} {kind} (worth {v})", who=who, kind=kind, v=plant_value(kind)))
            if self.table.my_turn and self.table.check(TakeBack(c)) is None:
                lines.append(_("Click to take it back for {v} clouds.", v=plant_value(kind)))
        if region is not None:
            lines.append(self.region_summary(region))
        elif c in obs.animals:
            lines.append(f"{coord(c)}: {obs.animals[c]}")
        elif c in board(obs.board).stumps:
            lines.append(_("A tree stump: cover it to earn a mushroom."))
        if c in obs.board_clouds:
            lines.append(_n("{n} cloud here", "{n} clouds here", obs.board_clouds[c]))
        return "\n".join(lines) if lines else None

    def region_summary(self, region: str) -> str:
        """A region's colour totals and what scoring it now would pay."""
        obs = self.table.observation
        reg = obs.regions[region]
        totals: dict[str, int] = {}
        for c in reg.cells:
            if c in obs.plants:
                _p, colour, kind, _num = obs.plants[c].split("-")
                totals[colour] = totals.get(colour, 0) + plant_value(kind)
        size = len(reg.cells)
        if obs.board == "base":
            if reg.tile is None:
                closer = obs.names[reg.closed_by] if reg.closed_by is not None else "?"
                head = _("Region {r}: scored, closed by {p}", r=region, p=closer)
                numbers = None
            else:
                numbers = reg.tile
                head = _(
                    "Region {r}: {n} spaces, tile {m}/{s}",
                    r=region,
                    n=size,
                    m=numbers[0],
                    s=numbers[1],
                )
        else:
            numbers = (size, size // 2)
            head = _(
                "Region {r}: {n} spaces, pays {m}/{s} at the end",
                r=region,
                n=size,
                m=numbers[0],
                s=numbers[1],
            )
        lines = [head]
        counts: dict[int, int] = {}
        for v in totals.values():
            counts[v] = counts.get(v, 0) + 1
        for colour, v in sorted(totals.items(), key=lambda kv: -kv[1]):
            who = _("neutral") if colour == "n" else colour_names()[int(colour)]
            tied = _(" (tied: cancelled)") if counts[v] > 1 else ""
            lines.append(f"  {who}: {v}{tied}")
        if numbers is not None:
            paid = award(totals, *numbers)
            if paid:
                now = ", ".join(f"{colour_names()[int(k)]} +{p}" for k, p in sorted(paid.items()))
            else:
                now = _("nobody")
            lines.append(_("Scored now: {now}", now=now))
        return "\n".join(lines)

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


VIEW = RenatureView
