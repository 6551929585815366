"""Why a move is refused: the placement, claim and enclosure tests of The Glade.

Each function returns None when the move is allowed, else a short reason for the
player. They only read the state.
"""

from __future__ import annotations

from game.games.glade.data import CENTRE, MAX_SET, SIZE, load
from game.games.glade.forest import (
    Cells,
    enclosures,
    has_tile,
    is_set,
    line_span,
    run,
    run_kinds,
    single_spaces,
)
from game.games.glade.resolve import completing_spaces
from game.games.glade.state import RIVAL, GladeState, owner
from game.i18n import _


def staged_spaces(state: GladeState) -> list[int]:
    cells = state.cells[state.current]
    return [cells.index(t) for t in state.staged]


def _line_problem(cells: Cells, positions: list[int], first: bool) -> str | None:
    """Do ``positions`` make a play on their own: one line, joined up directly or
    through tiles already there, and covering the centre on the first play?

    Every step of a play is held to this, so a staged play can always be confirmed.
    """
    if first and CENTRE not in positions:
        return _("Your first play must cover the framed centre space: start there.")
    if len(positions) > 1:
        span = line_span(sorted(positions))
        if span is None:
            return _("All tiles of one play must lie in one row or one column.")
        for i in span[1]:
            cell = cells[i]
            if i in positions or (cell is not None and cell[0] == "T"):
                continue
            if cell is not None:
                return _("The tiles of a play must join up; a toadstool is in the way.")
            return _(
                "The tiles of a play must join up in one line, directly or through tiles "
                "already there: place the tiles in between first."
            )
    return None


def place_problem(state: GladeState, tile: str, space: int) -> str | None:
    """May the current player stage ``tile`` on ``space`` of their board?"""
    seat = state.current
    if tile not in state.bench[seat]:
        return _("That tile is not on your bench.")
    if not 0 <= space < SIZE * SIZE:
        return _("There is no such space.")
    if len(state.staged) >= MAX_SET:
        return _("A play has at most 4 tiles.")
    cells = state.cells[seat]
    staged = staged_spaces(state)
    return stage_problem(cells, staged, not has_tile(cells, staged), load().kind[tile], space)


def stage_problem(cells: Cells, staged: list[int], first: bool, kind: int, space: int) -> str | None:
    """The placement test with the play so far (``staged``) already worked out."""
    cell = cells[space]
    if cell is not None:
        if cell[0] == "T":
            return _("That space already holds a tile.")
        return _("Nothing more can go on a space with a toadstool or counter.")
    problem = _line_problem(cells, staged + [space], first)
    if problem:
        return problem
    return fit_problem(cells, space, kind)


def fit_problem(cells: Cells, space: int, kind: int) -> str | None:
    kinds_of = load().kind
    for horizontal in (True, False):
        line = run(cells, space, horizontal)
        if len(line) < 2:
            continue
        where = _("row") if horizontal else _("column")
        if len(line) > MAX_SET:
            return _(
                "A set has at most 4 tiles: that {line} would hold {n}.", line=where, n=len(line)
            )
        if not is_set(run_kinds(cells, line, kinds_of, (space, kind))):
            return _(
                "In that {line} the tiles would form no set: each feature must be all "
                "alike or all different, and one at least alike.",
                line=where,
            )
    return None


def confirm_problem(state: GladeState) -> str | None:
    if not state.staged:
        return _("Place at least one tile first.")
    cells = state.cells[state.current]
    staged = staged_spaces(state)
    first = not has_tile(cells, staged)
    return _line_problem(cells, staged, first)


def take_back_problem(state: GladeState, tile: str) -> str | None:
    """A staged tile may go back if the rest still makes a play (or nothing is left)."""
    if tile not in state.staged:
        return _("That tile is not part of this play.")
    cells = list(state.cells[state.current])
    cells[cells.index(tile)] = None
    rest = [cells.index(t) for t in state.staged if t != tile]
    if not rest:
        return None
    if _line_problem(cells, rest, not has_tile(cells, rest)):
        return _("Take back a tile at an end of the play, so the rest stays joined up.")
    return None


def claim_spaces(state: GladeState, seat: int, tile: str) -> list[tuple[int, int]]:
    """Where the tile of a claim must go: (board seat, space) choices."""
    data = load()
    kind = data.kind[tile]
    marker = state.glade.get(kind)
    if marker is None:
        return []
    who = owner(marker)
    own = state.cells[seat]
    if who == seat:
        done = completing_spaces(own, kind, data.kind)
        if done:
            return [(seat, i) for i in done]
    elif who != RIVAL:
        done = completing_spaces(state.cells[who], kind, data.kind)
        if done:
            return [(who, i) for i in done]
    return [(seat, i) for i in single_spaces(own, kind, data.kind)]


def claim_problem(state: GladeState, tile: str) -> str | None:
    seat = state.current
    if tile not in state.bench[seat]:
        return _("That tile is not on your bench.")
    if load().kind[tile] not in state.glade:
        return _("No toadstool lies on the glade field of that tile.")
    if not claim_spaces(state, seat, tile):
        return _("That tile would have no legal space afterwards.")
    return None


def can_play(cells: Cells, bench: list[str]) -> bool:
    """Is any play of tiles possible? (Every tile of a legal play could also be played
    alone, so single tiles are enough to decide.)"""
    kinds = load().kind
    return any(single_spaces(cells, k, kinds) for k in {kinds[t] for t in bench})


def enclosure_spaces(state: GladeState, seat: int) -> list[int]:
    """Empty enclosures that, once filled, still leave a play for the extra action."""
    cells = state.cells[seat]
    out = []
    for space in enclosures(cells):
        trial = list(cells)
        trial[space] = "X"
        if can_play(trial, state.bench[seat]):
            out.append(space)
    return out


def enclose_problem(state: GladeState, piece: str, space: int) -> str | None:
    seat = state.current
    if piece not in state.store[seat]:
        return _("That piece is not in your store.")
    cells = state.cells[seat]
    if not 0 <= space < SIZE * SIZE or space not in enclosures(cells):
        return _("Only an empty space with a tile on all four sides is an enclosure.")
    if space not in enclosure_spaces(state, seat):
        return _("After that no tile could be placed for the extra action.")
    return None
