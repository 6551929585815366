"""The Glade's score sheet, row by row as on the game's scoring pad."""

from __future__ import annotations

from game.core import ScoreRow, ScoreSheet
from game.games.glade.data import counter_value, load
from game.games.glade.forest import unconnected_groups
from game.games.glade.state import GladeState, is_counter, is_marker, owner
from game.i18n import N_

ROWS = (  # message ids: the score sheet translates them as it draws
    N_("Your toadstools in the centre of the glade"),
    N_("Your toadstools taken by opponents"),
    N_("Toadstools (any player's) in your store"),
    N_("Toadstools (any player's) in your enclosures"),
    N_("Your toadstools on the double side (wherever they are)"),
    N_("Match counters (matching game)"),
    N_("Match counters in your enclosures (matching game)"),
    N_("Unconnected groups of forest tiles"),
)


def enclosed(state: GladeState, seat: int) -> list[str]:
    """Markers and counters lying on ``seat``'s forest board."""
    return [c for c in state.cells[seat] if c is not None and c[0] != "T"]


def score_sheet(state: GladeState) -> ScoreSheet:
    pts = load().design.points
    n = state.players
    rows: list[list[int | None]] = [[0] * n for _ in ROWS]
    held = {}  # marker -> seat holding it (store or enclosure)
    for seat in range(n):
        for piece in state.store[seat] + enclosed(state, seat):
            if is_marker(piece):
                held[piece] = seat
    for seat in range(n):
        mine_in_glade = sum(1 for m in state.glade.values() if owner(m) == seat)
        rows[0][seat] = pts["own_in_glade"] * mine_in_glade
        taken = sum(1 for m, s in held.items() if owner(m) == seat and s != seat)
        rows[1][seat] = pts["own_taken_by_others"] * taken
        rows[2][seat] = pts["in_store"] * sum(1 for p in state.store[seat] if is_marker(p))
        in_encl = enclosed(state, seat)
        rows[3][seat] = pts["in_enclosure"] * sum(1 for p in in_encl if is_marker(p))
        doubles = sum(1 for m, side in state.side.items() if side == 2 and owner(m) == seat)
        rows[4][seat] = pts["double_side"] * doubles
        if state.matching:
            counters = [p for p in state.store[seat] + in_encl if is_counter(p)]
            rows[5][seat] = sum(counter_value(c) for c in counters)
            rows[6][seat] = pts["counter_in_enclosure"] * sum(1 for p in in_encl if is_counter(p))
        else:
            rows[5][seat] = None
            rows[6][seat] = None
        rows[7][seat] = pts["unconnected_group"] * unconnected_groups(state.cells[seat])
    return ScoreSheet([ScoreRow(label, values) for label, values in zip(ROWS, rows)])


def winners(state: GladeState) -> list[int]:
    """Most points; a tie goes to fewest toadstools left beside the glade; still tied,
    the victory is shared."""
    totals = score_sheet(state).totals
    best = max(totals)
    tied = [i for i, t in enumerate(totals) if t == best]
    fewest = min(len(state.edge[i]) for i in tied)
    return [i for i in tied if len(state.edge[i]) == fewest]


def solo_result(state: GladeState) -> tuple[int, int, bool]:
    """(turns, points, complete) of a solo game: complete games (all twelve toadstools
    gone from your side) rank first, then fewer turns, then more points."""
    return len(state.turn_tiles), score_sheet(state).totals[0], not state.edge[0]
