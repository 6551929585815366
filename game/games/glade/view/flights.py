"""The flights that show another seat's move in The Glade (``GameView.motions``).

Every piece the two observations show is placed on the screen twice, with the layout
of the observation before and of the one after the move; a piece that changed its
place flies from the one to the other: tiles from a bench (another player's, drawn
nowhere, so from beside their forest) or from the claim to a forest, toadstools from
beside the glade to a field, from a field to a store, the solo rival's back to the box,
match counters from the space that earned them, a tile taken back to its bench. Tiles drawn from the bag fly face down
to the bench of the player who drew them."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games.glade.data import load
from game.games.glade.observe import GladeObservation
from game.games.glade.view import art
from game.ui.motion import Motion

if TYPE_CHECKING:
    from game.games.glade.view import GladeView

# a piece's container (a space keeps its index, a bench or store not: its pieces close
# up without flying) and its rect on the screen
Place = tuple[tuple, pygame.Rect]


def places(view: GladeView, obs: GladeObservation) -> dict[str, Place]:
    """Where each piece ``obs`` shows lies, laid out as the view draws ``obs``."""
    out: dict[str, Place] = {}
    with view.table.showing(obs):
        shown = view.shown()
        thumbs = dict(view.thumbs())
        for seat, cells in enumerate(obs.cells):
            for space, piece in enumerate(cells):
                rect = view.cell_rect(seat, space)
                if piece is not None and rect is not None:
                    out[piece] = (("space", seat, space), rect)
        for i, tile in enumerate(obs.bench):
            out[tile] = (("bench",), view.bench_slot(i))
        if obs.claimed and obs.current == view.me():
            out[obs.claimed] = (("claimed",), view.claimed_rect())
        for kind, marker in obs.glade.items():
            out[marker] = (("field", kind), art.field_marker_rect(view.field_rect(kind)))
        for seat, edge in enumerate(obs.edge):
            start = load().design.toadstools - len(edge)
            for i, marker in enumerate(edge):
                out[marker] = (("edge", seat), view.edge_rect(seat, start + i))
        for seat, store in enumerate(obs.store):
            if seat == shown:
                for piece, rect in view.store_slots(seat):
                    out[piece] = (("store", seat), rect)
            elif seat in thumbs:
                for piece in store:
                    out[piece] = (("store", seat), view.thumb_store(thumbs[seat]))
    return out


def flights(view: GladeView, before: GladeObservation, after: GladeObservation) -> list[Motion]:
    """The flights of the move that turned ``before`` into ``after``."""
    was, now = places(view, before), places(view, after)
    actor = before.current
    with view.table.showing(after):
        home = view.home_rect(actor)
        bag, box = view.bag_rect(), view.box_rect()
        earned = {str(e[1]): view.cell_rect(int(e[3]), int(e[4]))
                  for e in after.events if e[0] == "counter"}
        out: list[Motion] = []
        for piece, (where, end) in now.items():
            start: pygame.Rect | None
            if piece in was:
                here, start = was[piece]
                if here == where:
                    continue
            elif piece[0] == "C":  # a match counter comes out of the supply
                start = earned.get(piece) or bag
            else:  # out of a bench nobody else sees
                start = home
            out.append(Motion(piece, image(view, piece, max(start.w, end.w)), start, end))
        for piece, (_where, start) in was.items():
            if piece in now:
                continue
            if piece in after.box and piece not in before.box:  # the solo rival's
                out.append(Motion(piece, image(view, piece, start.w), start, box))
            elif piece[0] == "T" and piece != after.claimed:  # taken back to the bench
                out.append(Motion(piece, image(view, piece, start.w), start, home))
    drawn = before.bag - after.bag
    if drawn > 0 and actor != view.table.viewer:
        back = art.tile_back(home.w)  # drawn face down: nobody else sees them
        step = max(2, home.w // 8)  # fanned a little, so two tiles read as two
        out += [Motion(f"drawn:{actor}:{k}", back, bag.move(k * step, 0), home)
                for k in range(drawn)]
    return out


def image(view: GladeView, piece: str, size: int) -> pygame.Surface:
    if piece[0] == "T":
        return view.tile_image(piece, size)
    return view.piece_image(piece, size)
