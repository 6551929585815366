"""The Glade at the table: the glade with every toadstool, the forest being looked at
(yours unless you pick another), your bench and store, the others' forests as small
boards (hover to enlarge, click to look at one). Drawn from the viewer's observation."""

from __future__ import annotations

import pygame

from game.core.actions import Action
from game.games.glade.actions import (
    Claim,
    Confirm,
    Enclose,
    EndTurn,
    Pass,
    Place,
    PlaceClaimed,
    TakeBack,
)
from game.games.glade.data import SIZE, kind_name, load
from game.games.glade.observe import GladeObservation
from game.games.glade.state import AFTER, EXTRA, PLACE_CLAIMED, PLAY, owner
from game.games.glade.view import art, hint, hover
from game.games.glade.view.flights import flights
from game.games.glade.view.layout import GladeLayout
from game.games.glade.view.words import solo_notes
from game.i18n import _, _n
from game.ui import text, theme
from game.ui.gameview import Button, DropTarget, Label, Piece
from game.ui.motion import Motion
from game.ui.widgets import panel

LIT_INSET, LIT_WIDTH = 7, 3  # the light ring inside a legal place while a piece is held
LIT_CONTRAST = 3.0  # the ring against the board, tile or field under it
LIT_LIGHT = (255, 255, 255)  # white: it stays light under the table's green veil


def lit_colour(surface: pygame.Surface, ring: pygame.Rect) -> tuple[int, int, int]:
    """Light paper on the dark forest board, dark ink on a light tile or glade field:
    whichever stands out 3:1 from what lies under the ring."""
    under = ground(surface, ring)
    if theme.contrast(LIT_LIGHT, under) >= LIT_CONTRAST + 1:
        return LIT_LIGHT
    return theme.ink_on(under, LIT_CONTRAST)


def ground(surface: pygame.Surface, ring: pygame.Rect) -> tuple[int, int, int]:
    """The mean colour under the ring's band (its four sides, LIT_WIDTH wide)."""
    w = LIT_WIDTH
    sides = [pygame.Rect(ring.x, ring.y, ring.w, w), pygame.Rect(ring.x, ring.bottom - w, ring.w, w),
             pygame.Rect(ring.x, ring.y + w, w, ring.h - 2 * w),
             pygame.Rect(ring.right - w, ring.y + w, w, ring.h - 2 * w)]
    total, area = [0.0, 0.0, 0.0], 0
    for side in sides:
        side = side.clip(surface.get_rect())
        if side.w > 0 and side.h > 0:
            mean = pygame.transform.average_color(surface, side)
            for k in range(3):
                total[k] += mean[k] * side.w * side.h
            area += side.w * side.h
    if not area:
        return theme.BG
    return (round(total[0] / area), round(total[1] / area), round(total[2] / area))


class GladeView(GladeLayout):
    def result_notes(self) -> list[str]:
        """Solo: record the result in the player's personal bests and show the list."""
        obs = self.table.observation
        if not obs.solo:
            return []
        name = self.table.options.seats[0].name
        return solo_notes(name, obs.turn_tiles, self.table.sheet.totals[0], not obs.edge[0])

    def changed(self) -> None:
        obs = self.table.observation
        if self.table.my_turn and obs.phase in (PLAY, EXTRA, AFTER):
            self.focus = None

    # --- pictures -------------------------------------------------------------------
    def colour(self, seat: int) -> str:
        if seat < 0:
            return load().design.rival_colour
        return self.table.options.seats[seat].colour

    def least(self) -> tuple[int, int]:
        """The least text and icon size in pictures in this window: 10 px and no icon
        least below 720 px high, else 12 and 16 px growing to 1.5 times at 1440 px."""
        window = pygame.display.get_surface()  # the least follows the window, not the view
        h = window.get_height() if window else self.rect.h
        if h < 720:
            return 10, 0
        grow = 1 + 0.5 * min(h - 720, 720) / 720
        return round(12 * grow), round(16 * grow)

    def marker_image(self, marker: str, size: int) -> pygame.Surface:
        side = self.obs.side.get(marker, 1)
        who = owner(marker)
        letter = "" if who >= 0 else "X"
        return art.toadstool(self.colour(who), side, size, letter, theme.colour_blind,
                             self.least()[0])

    def thumb_image(self, piece: str, size: int) -> pygame.Surface:
        """A tile, toadstool or counter on a forest drawn small: shapes and colours only
        (the icons and letters show at full size, on a click, and enlarged on hover)."""
        if piece[0] == "T":
            t = load().tiles[piece]
            return art.mini_tile(t.kind, t.season, size)
        if piece[0] == "C":
            return art.mini_piece(None, 1, size)
        return art.mini_piece(self.colour(owner(piece)), self.obs.side.get(piece, 1), size,
                              theme.colour_blind)

    def piece_image(self, piece: str, size: int) -> pygame.Surface:
        if piece[0] == "C":
            return art.counter(piece, size)
        return self.marker_image(piece, size)

    def tile_image(self, tile: str, size: int) -> pygame.Surface:
        t = load().tiles[tile]
        text_least, icon_least = self.least()
        return art.tile(t.kind, t.season, size, icon_least, text_least)

    # --- drawing ----------------------------------------------------------------------
    cacheable = True  # draw depends on the observation and view state only

    def draw(self, surface: pygame.Surface) -> None:
        obs = self.obs
        self._draw_glade(surface, obs)  # what happened is told once: in the game log
        seat = self.shown()
        # stood on the board's top edge: a line of text is taller than its type size
        text.blit_text(
            surface,
            self._title(seat),
            (self.forest_rect.x, self.forest_rect.y - 1),
            self.label,
            theme.TEXT,
            True,
            "bottomleft",
        )
        surface.blit(self._board_surface(seat, self.forest_rect.w), self.forest_rect)
        cells = obs.cells[seat]
        away = self.table.hidden_pieces | {self.table.dragging}  # flying, or in the hand
        for i, cell in enumerate(cells):
            if cell is None or cell in away:
                continue
            r = self.space_rect(i)
            if cell[0] == "T":
                surface.blit(self.tile_image(cell, r.w), r)
                if cell in obs.staged or cell == obs.claimed:
                    pygame.draw.rect(surface, theme.ACCENT, r.inflate(4, 4), 3, border_radius=6)
            else:
                img = self.piece_image(cell, int(r.w * 0.8))
                surface.blit(img, img.get_rect(center=r.center))
        self._draw_store(surface, seat)
        for p, rect in self.thumbs():
            self._draw_thumb(surface, p, rect)
        self._draw_bench(surface, obs)
        self._draw_lit(surface)

    def _draw_lit(self, surface: pygame.Surface) -> None:
        """While a piece is held, a light ring inside every legal place: the table's
        green light alone is a tint of the green forest board's own colour."""
        held = self.table.dragging
        piece = next((p for p in self.pieces() if p.id == held), None) if held else None
        if piece is None:
            return
        for target in self.targets(piece):
            if target.action is not None and self.table.check(target.action) is None:
                ring = target.rect.inflate(-LIT_INSET * 2, -LIT_INSET * 2)
                light = lit_colour(surface, ring)
                edge = theme.ink_on(light, 3.0)
                radius = max(3, ring.w // 8)
                pygame.draw.rect(surface, edge, ring.inflate(2, 2), 1, border_radius=radius)
                pygame.draw.rect(surface, light, ring, LIT_WIDTH, border_radius=radius)

    def _draw_glade(self, surface: pygame.Surface, obs: GladeObservation) -> None:
        if self._glade_bg is None:
            bg = pygame.Surface(self.glade_rect.size, pygame.SRCALPHA)
            pygame.draw.rect(bg, art.GLADE_BG, bg.get_rect(), border_radius=12)
            pygame.draw.rect(bg, theme.INK, bg.get_rect(), 2, border_radius=12)
            for kind in load().glade.fields:
                fr = self.field_rect(kind).move(-self.glade_rect.x, -self.glade_rect.y)
                bg.blit(art.field(kind, fr.w), fr)
            for side, i in load().glade.edge_rects:
                er = self.edge_rect(side, i).move(-self.glade_rect.x, -self.glade_rect.y)
                pygame.draw.circle(bg, theme.shade(art.GLADE_BG, 0.8), er.center, er.w // 2)
            self._glade_bg = bg.convert_alpha()
        surface.blit(self._glade_bg, self.glade_rect)
        recent = {int(e[2]) for e in obs.events if e[0] == "to_glade"}
        recent |= {int(e[1]) for e in obs.events if e[0] == "missing"}
        for kind in recent:
            pygame.draw.rect(
                surface, theme.HOVER, self.field_rect(kind).inflate(4, 4), 3, border_radius=6
            )
        flying = self.table.hidden_pieces
        for kind, marker in obs.glade.items():
            if marker in flying:
                continue
            r = art.field_marker_rect(self.field_rect(int(kind)))
            surface.blit(self.marker_image(marker, r.w), r)
        for seat, edge in enumerate(obs.edge):
            start = load().design.toadstools - len(edge)
            for i, marker in enumerate(edge):
                r = self.edge_rect(seat, start + i)
                surface.blit(self.marker_image(marker, r.w), r)

    def _board_surface(self, seat: int, size: int) -> pygame.Surface:
        obs = self.obs
        key = (obs.forests[seat], obs.matching, size)
        if key not in self._boards:
            data = load()
            forest = data.matching[key[0] - 1] if obs.matching else data.plain
            surf = pygame.Surface((size, size), pygame.SRCALPHA)
            pygame.draw.rect(surf, art.BOARD_BG, surf.get_rect(), border_radius=10)
            cell = size / SIZE
            for sp in forest.spaces:
                r = pygame.Rect(
                    int(sp.col * cell) + 2, int(sp.row * cell) + 2, int(cell) - 4, int(cell) - 4
                )
                pygame.draw.rect(surf, art.SPACE_BG, r, border_radius=max(2, r.w // 10))
                if sp.symbol_kind:
                    img = art.symbol_space(sp.symbol_kind, sp.symbol, sp.colour, r.w)
                    surf.blit(img, r)
                if sp.centre:
                    pygame.draw.rect(
                        surf,
                        theme.INK,
                        r.inflate(2, 2),
                        max(2, r.w // 14),
                        border_radius=max(2, r.w // 10),
                    )
            self._boards[key] = surf.convert_alpha()
        return self._boards[key]

    def _draw_store(self, surface: pygame.Surface, seat: int) -> None:
        n = len(self.obs.store[seat])  # an empty store says so, not a bare heading
        text.blit_text(
            surface,
            _n("Store: {n} toadstool", "Store: {n} toadstools", n, n=n),
            (self.store_rect.x, self.store_rect.y),
            max(10, self.label - 2),
            theme.TEXT_DIM,
        )
        flying = self.table.hidden_pieces
        for piece, r in self.store_slots(seat):
            if piece not in flying:
                surface.blit(self.piece_image(piece, r.w), r)

    def _title(self, seat: int) -> str:
        """The line over the forest shown big."""
        if seat == self.me():
            return _("Your forest")
        if self.focus is None:  # shown because the claimed tile must go there
            return _("{name}'s forest: place the claimed tile", name=self.obs.names[seat])
        return _("{name}'s forest (click it to go back to yours)", name=self.obs.names[seat])

    def _thumb_name(self, seat: int) -> str:
        return f"{theme.player_letter(self.colour(seat))} {self.obs.names[seat]}"

    def landmarks(self) -> list[pygame.Rect]:
        """The name lines of the forests: the big one's title and each small one's name."""
        head = text.font(self.label, True).get_height()
        w = text.font(self.label, True).size(self._title(self.shown()))[0]
        out = [pygame.Rect(self.forest_rect.x, self.forest_rect.y - 1 - head, w, head)]
        size = max(10, self.label - 2)
        for seat, rect in self.thumbs():
            w, h = text.font(size, True).size(self._thumb_name(seat))
            out.append(pygame.Rect(rect.x, rect.y - self.label, w, h))
        return out

    def _draw_thumb(self, surface: pygame.Surface, seat: int, rect: pygame.Rect) -> None:
        obs = self.obs
        text.blit_text(
            surface,
            self._thumb_name(seat),
            (rect.x, rect.y - self.label),
            max(10, self.label - 2),
            theme.player_rgb(self.colour(seat)),
            True,
        )
        surface.blit(self._board_surface(seat, rect.w), rect)
        flying = self.table.hidden_pieces
        for i, c in enumerate(obs.cells[seat]):
            if c is None or c in flying:
                continue
            sr = self.thumb_cell(rect, i)
            surface.blit(self.thumb_image(c, sr.w), sr)
        n = len(obs.store[seat])
        text.blit_text(
            surface,
            _("store {n}", n=n),
            (rect.x, rect.bottom + 1),
            max(9, self.label - 4),
            theme.TEXT_DIM,
        )
        if seat == obs.current:
            pygame.draw.rect(surface, theme.ACCENT, rect.inflate(4, 4), 2, border_radius=8)

    def _draw_bench(self, surface: pygame.Surface, obs: GladeObservation) -> None:
        panel(surface, self.bench_rect.inflate(self.m, self.m // 2), theme.PANEL, theme.PANEL_EDGE)
        held = self.table.dragging  # a dragged tile is drawn once: under the mouse
        for i, tile in enumerate(obs.bench):
            if tile != held:
                surface.blit(self.tile_image(tile, self.bench_cell), self.bench_slot(i))
        claimed = obs.claimed if obs.current == self.me() else None  # the claimer's own
        for (_key, line), r in self._info_lines(obs):
            text.blit_text(surface, line, r.topleft, max(11, self.label - 1))
        fan = self._turn_tiles_rect(obs)
        if fan is not None:
            # the face-down turn tiles, fanned out, as on the table
            x = fan.x
            for _i in range(obs.turn_tiles):
                surface.blit(art.tile_back(fan.h), (x, fan.y))
                x += max(3, min(fan.h // 2, (self.info_rect.w - fan.h) // obs.turn_tiles))
        if claimed and claimed not in self.table.hidden_pieces | {self.table.dragging}:
            r = self.claimed_rect()
            surface.blit(self.tile_image(claimed, r.w), r)
            pygame.draw.rect(surface, theme.ACCENT, r.inflate(4, 4), 3, border_radius=6)
            size = max(12, self.label - 3)
            room = max(40, self.info_rect.right - r.right - self.m)
            lines = text.wrap(_("Claimed: drag it to a lit space"), size, room)
            y = r.centery - len(lines) * (size + 2) // 2
            for line in lines:  # wrapped beside the tile, never cut at the side
                text.blit_text(surface, line, (r.right + self.m, y), size, theme.ACCENT)
                y += size + 2

    def _info_lines(self, obs: GladeObservation) -> list[tuple[tuple[str, str], pygame.Rect]]:
        """The counts beside the bench, (key, line) each with its place; none while the
        player's claimed tile waits there."""
        if obs.claimed and obs.current == self.me():
            return []
        lines = [("bag", _n("Bag: {n} tile", "Bag: {n} tiles", obs.bag))]
        if obs.players > 1:
            lines.append(("start", _("Start player: {name}", name=obs.names[obs.start])))
        if obs.solo:
            lines.append(("turns", _("Turn tiles: {n}", n=obs.turn_tiles)))
        if obs.end_triggered:
            lines.append(("last", _("Last round!")))
        size = max(11, self.label - 1)
        return [(line, pygame.Rect(self.info_rect.x, self.info_rect.y + k * (self.label + 2),
                                   text.font(size).size(line[1])[0], self.label + 2))
                for k, line in enumerate(lines)]

    def _turn_tiles_rect(self, obs: GladeObservation) -> pygame.Rect | None:
        """Where the solo game's turn tiles lie fanned out, under the counts."""
        lines = self._info_lines(obs)
        if not (obs.solo and obs.turn_tiles and lines):
            return None
        size = max(12, self.bench_cell // 3)
        return pygame.Rect(self.info_rect.x, lines[-1][1].bottom, self.info_rect.w, size)


    def motions(self, before: GladeObservation, after: GladeObservation,
                action: Action) -> list[Motion]:
        return flights(self, before, after)

    # --- interaction ------------------------------------------------------------------
    def pieces(self) -> list[Piece]:
        if not self.table.my_turn:
            return []
        obs = self.obs
        out: list[Piece] = []
        phase = obs.phase
        if phase in (PLAY, EXTRA):
            for i, tile in enumerate(obs.bench):
                r = self.bench_slot(i)
                out.append(Piece(tile, r, self.tile_image(tile, r.w), ("bench", tile)))
            if self.shown() == self.me():
                cells = obs.cells[self.me()]
                for tile in obs.staged:
                    r = self.space_rect(cells.index(tile))
                    out.append(Piece(tile, r, self.tile_image(tile, r.w), ("staged", tile)))
        elif phase == PLACE_CLAIMED and obs.claimed:
            r = self.claimed_rect()
            out.append(
                Piece(
                    obs.claimed,
                    r,
                    self.tile_image(obs.claimed, int(self.cell)),
                    ("claimed", obs.claimed),
                )
            )
        elif phase == AFTER and self.shown() == self.me():
            for piece, r in self.store_slots(self.me()):
                out.append(
                    Piece(piece, r, self.piece_image(piece, int(self.cell * 0.8)), ("store", piece))
                )
        return out

    def targets(self, piece: Piece) -> list[DropTarget]:
        where, item = piece.payload
        obs = self.obs
        board = self.shown()
        cells = obs.cells[board]
        empty = [i for i, c in enumerate(cells) if c is None]
        if where == "bench":
            out = [DropTarget(self.space_rect(i), Place(item, i)) for i in empty]
            if board != self.me():
                out = []
            mine = load().kind[item]
            for kind in obs.glade:
                rect = self.field_rect(int(kind))
                if int(kind) == mine:
                    out.append(DropTarget(rect, Claim(item)))
                else:
                    why = _(
                        "A tile claims only the toadstool on its own field ({tile}).",
                        tile=kind_name(mine),
                    )
                    out.append(DropTarget(rect, None, why))
            return out
        if where == "staged":
            return [DropTarget(self.bench_rect, TakeBack(item))]
        if where == "claimed":
            return [DropTarget(self.space_rect(i), PlaceClaimed(board, i)) for i in empty]
        if where == "store":
            return [DropTarget(self.space_rect(i), Enclose(item, i)) for i in empty]
        return []

    def buttons(self) -> list[Button]:
        obs = self.obs
        out: list[Button] = []
        if obs.staged:
            out.append((_("Confirm play"), Confirm()))
        if obs.phase == AFTER:
            out.append((_("End turn"), EndTurn()))
        if obs.phase == PLAY and not obs.staged and self.table.check(Pass()) is None:
            out.append((_("Pass"), Pass()))
        return out

    def click(self, pos: tuple[int, int]) -> Action | None:
        for seat, rect in self.thumbs():
            if rect.collidepoint(pos):
                self.focus = None if seat == self.me() else seat
                self.table.redraw()
                return None
        if self.forest_rect.collidepoint(pos) and self.focus is not None:
            self.focus = None  # a click on someone else's forest returns to yours
            self.table.redraw()
        return None

    def place_name(self, action: Action) -> str | None:
        return hint.place_name(self.obs, self.me(), action)

    def lead(self, action: Action) -> list[pygame.Rect]:
        """A move on your own forest while you look at another one big: a click on that
        forest first brings yours back, where the move's tile or piece can be dropped."""
        own = isinstance(action, Place | TakeBack | Enclose)
        if own and self.table.my_turn and self.focus is not None and self.shown() != self.me():
            return [self.forest_rect]
        return []

    def legend(self) -> list[Label]:
        from game.games.glade.view.legend import legend

        return legend(self)

    def tooltip(self, pos: tuple[int, int]) -> str | None:
        return hover.tooltip(self, pos)

    def enlarged(self, pos: tuple[int, int]) -> pygame.Surface | None:
        size = max(120, int(self.cell * 1.6))
        for seat, rect in self.thumbs():
            if rect.collidepoint(pos):
                return self._render_board(seat, max(240, int(self.forest_rect.w * 0.8)))
        for i, tile in enumerate(self.obs.bench):
            if self.bench_slot(i).collidepoint(pos):
                return self.tile_image(tile, size)
        if self.forest_rect.collidepoint(pos):
            cells = self.obs.cells[self.shown()]
            for i, c in enumerate(cells):
                if c is not None and c[0] == "T" and self.space_rect(i).collidepoint(pos):
                    return self.tile_image(c, size)
        return None

    def _render_board(self, seat: int, size: int) -> pygame.Surface:
        surf = self._board_surface(seat, size).copy()
        cell = size / SIZE
        for i, c in enumerate(self.obs.cells[seat]):
            if c is None:
                continue
            r, col = divmod(i, SIZE)
            sr = pygame.Rect(int(col * cell) + 2, int(r * cell) + 2, int(cell) - 4, int(cell) - 4)
            img = self.tile_image(c, sr.w) if c[0] == "T" else self.piece_image(c, sr.w)
            surf.blit(img, sr)
        pygame.draw.rect(surf, theme.ACCENT, surf.get_rect(), 3, border_radius=10)
        return surf

    def log_places(self, where: tuple) -> list[pygame.Rect]:
        out = []
        for place in where:
            if place[0] == "field":
                out.append(self.field_rect(int(place[1])))
            elif place[0] == "space":
                _tag, board, space = place
                if board == self.shown():
                    out.append(self.space_rect(space))
                else:
                    out.extend(r for p, r in self.thumbs() if p == board)
        return out


    # --- another seat's forest at full size (game/scenes/table_focus.py) -----------------
    def area(self) -> tuple[pygame.Rect, frozenset[str]]:
        seat = self.shown()
        laid = {c for c in self.obs.cells[seat] if c is not None}
        return self.forest_rect, frozenset(laid | {p for p, _r in self.store_slots(seat)})

    def area_title(self, name: str) -> str:
        return _("{name}'s forest — Esc or click here to return", name=name)


VIEW = GladeView
