"""Where everything of The Glade's table lies: the glade and its toadstool spaces, the
forest shown big and its store, the other forests as small boards, the bench. Laid
out from the window and the observation the table shows (which may be a past one,
for a flight)."""

from __future__ import annotations

import pygame

from game.games.glade.data import SIZE, load
from game.games.glade.observe import GladeObservation
from game.games.glade.state import PLACE_CLAIMED
from game.ui import text
from game.ui.gameview import GameView, Table


class GladeLayout(GameView[GladeObservation]):
    def __init__(self, table: Table[GladeObservation]) -> None:
        super().__init__(table)
        self.focus: int | None = None  # a seat whose forest is shown big, by choice
        self._glade_bg: pygame.Surface | None = None
        self._boards: dict[tuple, pygame.Surface] = {}
        self.layout(self.rect)

    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        r = self.rect
        m = max(6, r.w // 110)
        self.m = m
        # the bench grows with the window, a little slower than it (78 px at 1280x720)
        self.bench_cell = max(32, min(int(r.h * 0.08) + 26, (r.w - 2 * m) // 12))
        self.bench_rect = pygame.Rect(
            r.x + m, r.bottom - self.bench_cell - m, 8 * (self.bench_cell + m // 2), self.bench_cell
        )
        top_h = self.bench_rect.y - r.y - 2 * m
        g = max(120, min(top_h, int((r.w - 3 * m) * 0.5)))
        self.glade_rect = pygame.Rect(r.x + m, r.y + m, g, g)
        self.gcell = g / 10
        label = max(14, r.h // 40)
        self.label = label
        # the forest with the store row below it; the other forests as small boards
        # either in a row under the store or, on wide windows, in a column beside it
        width = r.right - self.glade_rect.right - 2 * m
        row_f = min((top_h - 3 * label - 2 * m) / 1.38, width)
        col_t = (top_h - 6 * label - 3 * m) / 3
        col_f = min(top_h - 2 * label - m - 0.1 * top_h, width - col_t - 2 * m)
        self.thumb_column = col_f > row_f
        f = max(100, int(col_f if self.thumb_column else row_f))
        if len(self.table.options.seats) == 1:  # no other forests: only the store below
            f = max(100, int(min((top_h - 2 * label - 2 * m) / 1.1, width)))
        # the title over the forest needs its line's height, a little more than its size
        head = text.font(label, True).get_height()
        f -= head - label
        self.forest_rect = pygame.Rect(self.glade_rect.right + m, r.y + m + head, f, f)
        self.cell = f / SIZE
        self.store_size = max(16, int(self.cell * 0.5))
        self.store_rect = pygame.Rect(
            self.forest_rect.x, self.forest_rect.bottom + m // 2, f, self.store_size + label
        )
        if self.thumb_column:
            self.thumb = max(40, int(min(col_t, r.right - self.forest_rect.right - 2 * m)))
            self.thumb_top = r.y + m
        else:
            thumb_top = self.store_rect.bottom + m // 2
            room = self.bench_rect.y - thumb_top - 2 * label - m
            self.thumb = max(40, min(int((r.right - self.forest_rect.x - 5 * m) / 3), room))
            self.thumb_top = thumb_top
        self.info_rect = pygame.Rect(
            self.bench_rect.right + m,
            self.bench_rect.y,
            r.right - self.bench_rect.right - 2 * m,
            self.bench_cell,
        )
        self._glade_bg = None
        self._boards.clear()

    # --- geometry ---------------------------------------------------------------------
    @property
    def obs(self) -> GladeObservation:
        return self.table.observation

    def me(self) -> int:
        viewer = self.table.viewer
        return viewer if viewer is not None else self.obs.current

    def shown(self) -> int:
        """The seat whose forest is drawn big."""
        obs = self.obs
        if obs.phase == PLACE_CLAIMED and obs.claim_spaces:
            boards = {b for b, _s in obs.claim_spaces}
            if len(boards) == 1 and obs.current == self.me():
                return boards.pop()
        return self.focus if self.focus is not None else self.me()

    def space_rect(self, space: int) -> pygame.Rect:
        r, c = divmod(space, SIZE)
        x = self.forest_rect.x + int(c * self.cell)
        y = self.forest_rect.y + int(r * self.cell)
        return pygame.Rect(x + 2, y + 2, int(self.cell) - 4, int(self.cell) - 4)

    def field_rect(self, kind: int) -> pygame.Rect:
        r, c = load().glade.fields[kind]
        x = self.glade_rect.x + int((c + 1) * self.gcell)
        y = self.glade_rect.y + int((r + 1) * self.gcell)
        return pygame.Rect(x + 1, y + 1, int(self.gcell) - 2, int(self.gcell) - 2)

    def edge_rect(self, side: int, index: int) -> pygame.Rect:
        glade = load().glade
        x, y, w, h = glade.edge_rects[(side, index)]
        k = self.glade_rect.w / glade.width
        size = int(self.gcell * 0.62)
        cx, cy = self.glade_rect.x + (x + w / 2) * k, self.glade_rect.y + (y + h / 2) * k
        return pygame.Rect(int(cx - size / 2), int(cy - size / 2), size, size)

    def bench_slot(self, i: int) -> pygame.Rect:
        step = self.bench_cell + self.m // 2
        return pygame.Rect(
            self.bench_rect.x + i * step, self.bench_rect.y, self.bench_cell, self.bench_cell
        )

    def store_slots(self, seat: int) -> list[tuple[str, pygame.Rect]]:
        s = self.store_size
        y = self.store_rect.y + self.label
        pieces = self.obs.store[seat]
        step = min(s + 3, max(6, (self.store_rect.w - s) // max(1, len(pieces) - 1)))
        return [
            (p, pygame.Rect(self.store_rect.x + i * step, y, s, s)) for i, p in enumerate(pieces)
        ]

    def thumbs(self) -> list[tuple[int, pygame.Rect]]:
        seats = [p for p in range(self.obs.players) if p != self.shown()]
        out = []
        if self.thumb_column:
            x, y = self.forest_rect.right + 2 * self.m, self.thumb_top + self.label
            for p in seats:
                out.append((p, pygame.Rect(x, y, self.thumb, self.thumb)))
                y += self.thumb + 2 * self.label + self.m
            return out
        x = self.forest_rect.x
        for p in seats:
            out.append((p, pygame.Rect(x, self.thumb_top + self.label, self.thumb, self.thumb)))
            x += self.thumb + self.m * 2
        return out

    def drawn(self) -> list[pygame.Rect]:
        """The glade, the forest shown big (its title, the board, and once more each
        space holding something), its store, the other forests with their names and
        stores, the bench and the bag's line."""
        cells = self.obs.cells[self.shown()]
        out = [self.glade_rect, *self.landmarks(), self.forest_rect, self.store_rect,
               self.bench_rect, self.info_rect]
        out += [self.space_rect(i) for i, c in enumerate(cells) if c is not None]
        out += [thumb.inflate(0, 2 * self.label + 4) for _seat, thumb in self.thumbs()]
        return out

    def claimed_rect(self) -> pygame.Rect:
        s = int(self.bench_cell * 0.8)
        return pygame.Rect(self.info_rect.x, self.info_rect.bottom - s, s, s)

    def thumb_cell(self, thumb: pygame.Rect, space: int) -> pygame.Rect:
        """A space of a forest drawn small."""
        cell = thumb.w / SIZE
        r, c = divmod(space, SIZE)
        return pygame.Rect(thumb.x + int(c * cell) + 1, thumb.y + int(r * cell) + 1,
                           int(cell) - 2, int(cell) - 2)

    def thumb_store(self, thumb: pygame.Rect) -> pygame.Rect:
        """Where the store of a forest drawn small is counted (just below it)."""
        size = max(12, int(thumb.w / SIZE))
        return pygame.Rect(thumb.x, thumb.bottom + 1, size, size)

    def cell_rect(self, seat: int, space: int) -> pygame.Rect | None:
        """A space of ``seat``'s forest, big or small; None if it is not drawn."""
        if seat == self.shown():
            return self.space_rect(space)
        thumb = dict(self.thumbs()).get(seat)
        return self.thumb_cell(thumb, space) if thumb is not None else None

    def home_rect(self, seat: int) -> pygame.Rect:
        """Where ``seat``'s own pieces come from when they are not on the table (another
        player's bench): just below their forest."""
        size = self.bench_cell
        thumb = dict(self.thumbs()).get(seat)
        board = thumb if thumb is not None else self.forest_rect
        return pygame.Rect(board.centerx - size // 2, board.bottom - size // 2, size, size)

    def bag_rect(self) -> pygame.Rect:
        """The bag (its count in the bench's info lines)."""
        return pygame.Rect(self.info_rect.x, self.info_rect.y, self.label * 2, self.label * 2)

    def box_rect(self) -> pygame.Rect:
        """Where the solo rival's toadstools go back to the box: out over the glade's
        corner."""
        size = max(8, int(self.gcell * 0.3))
        return pygame.Rect(self.glade_rect.right - size, self.glade_rect.y, size, size)

