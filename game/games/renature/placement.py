"""Where dominoes, mushrooms and plants may go, and when a region is closed. Pure."""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from game.games.renature.data import NEIGHBOURS, Board, board, dominoes
from game.games.renature.state import RenatureState
from game.i18n import _


def matches(a: str, b: str, joker: str) -> bool:
    """Two animals may lie side by side: the same kind, or either is the joker."""
    return a in (b, joker) or b == joker


def free(s: RenatureState, b: Board, c: int) -> bool:
    """A domino space with nothing on it (no animal, no mushroom)."""
    return c in b.domino_spaces and s.animals[c] is None and c not in s.mushrooms


def _neighbourhood(s: RenatureState, b: Board, c: int, partner: int) -> tuple[int, set[str]]:
    """(1 if ``c`` is a start space or has an animal beside it, else 0; the animals
    other than the joker beside it), leaving out the domino's other half on ``partner``."""
    animals = s.animals
    joker = s.joker
    anchored = 1 if c in b.starts else 0
    others: set[str] = set()
    for n in NEIGHBOURS[c]:
        if n == partner:
            continue
        other = animals[n]
        if other is not None:
            anchored = 1
            if other != joker:
                others.add(other)
    return anchored, others


def _fit(anchored: int, others: set[str], animal: str, joker: str) -> int:
    """-1 if ``animal`` clashes with an animal beside it (every neighbour must be the
    same kind, or one of the two the joker), else ``anchored``."""
    if animal != joker and others and (len(others) > 1 or animal not in others):
        return -1
    return anchored


def _half(s: RenatureState, b: Board, c: int, animal: str, partner: int) -> int:
    """-1 if ``animal`` on ``c`` clashes with a neighbour, else 1 if it is anchored
    (a start space or beside any animal: every neighbour matches) and 0 if not."""
    return _fit(*_neighbourhood(s, b, c, partner), animal, s.joker)


def domino_problem(s: RenatureState, domino: str, first: int, second: int) -> str | None:
    """None if ``domino`` may lie with its first animal on ``first`` and its second on
    ``second``, else the reason."""
    b = board(s.board)
    if domino not in s.hands[s.current]:
        return _("That domino is not in your hand.")
    if not (0 <= first < len(s.animals) and 0 <= second < len(s.animals)):
        return _("A domino must stay on the grid.")
    if second not in NEIGHBOURS[first]:
        return _("The two halves of a domino lie side by side.")
    for c in (first, second):
        if c in b.region_of or c in s.region_of:
            return _("A domino may not reach into a region.")
        if c not in b.domino_spaces:
            return _("A domino must stay on the grid.")
        if not free(s, b, c):
            return _("That space is already taken.")
    a1, a2 = dominoes()[domino]
    h1 = _half(s, b, first, a1, second)
    h2 = _half(s, b, second, a2, first)
    if h1 < 0 or h2 < 0:
        return _("Every animal beside the domino must match it (or be the joker).")
    if not (h1 or h2):
        return _("One animal must lie on a start space or beside the same animal.")
    return None


def domino_spots(
    s: RenatureState, hand: list[str] | None = None
) -> Iterator[tuple[str, int, int]]:
    """Every legal (domino, first cell, second cell) of the dominoes in ``hand``
    (default: the current hand)."""
    b = board(s.board)
    table = dominoes()
    animals = s.animals
    mushrooms = s.mushrooms
    hand = s.hands[s.current] if hand is None else hand
    pieces = [(d, *table[d]) for d in hand]
    kinds = {a for _, x, y in pieces for a in (x, y)}
    joker = s.joker
    # Both cells of a pair are free, so a half's partner never holds an animal and the
    # fit of an animal on a cell does not depend on the pair: work it out once per cell.
    # A cell away from every animal and start fits nothing alone (``untouched``).
    untouched = dict.fromkeys(kinds, 0)
    touched = set(b.starts)
    for c, a in enumerate(animals):
        if a is not None:
            touched.update(NEIGHBOURS[c])
    fits: dict[int, dict[str, int]] = {}
    for p, q in b.pairs:
        # a pair away from every animal and start fits nothing: passed over first, as
        # most pairs of the board are
        if p not in touched and q not in touched:
            continue
        if animals[p] is not None or animals[q] is not None or p in mushrooms or q in mushrooms:
            continue
        fp = fits.get(p)
        if fp is None:
            fp = fits[p] = _fits(s, b, p, kinds, joker) if p in touched else untouched
        fq = fits.get(q)
        if fq is None:
            fq = fits[q] = _fits(s, b, q, kinds, joker) if q in touched else untouched
        if fp is untouched and fq is untouched:
            continue
        for d, x, y in pieces:
            # x on p and y on q, then the other way round (the same for a double)
            hp, hq = fp[x], fq[y]
            if hp >= 0 and hq >= 0 and (hp or hq):
                yield d, p, q
            if x == y:
                continue
            hp, hq = fp[y], fq[x]
            if hp >= 0 and hq >= 0 and (hp or hq):
                yield d, q, p


def _fits(s: RenatureState, b: Board, c: int, kinds: set[str], joker: str) -> dict[str, int]:
    """How each animal of ``kinds`` fits on the free cell ``c`` (see :func:`_half`)."""
    anchored, others = _neighbourhood(s, b, c, -1)
    return {a: _fit(anchored, others, a, joker) for a in kinds}


def isolated(s: RenatureState, b: Board, c: int) -> bool:
    """A free domino space with no free domino space beside it: no domino fits there."""
    return not any(free(s, b, n) for n in NEIGHBOURS[c])


def is_closed(s: RenatureState, b: Board, region: str) -> bool:
    """Closed: every domino space beside the region holds an animal or is isolated.
    Diagonal spaces never count."""
    # ``free`` and ``isolated`` written out: every domino laid asks this of every region
    spaces, animals, mushrooms = b.domino_spaces, s.animals, s.mushrooms
    for c in b.adjacent_spaces[region]:
        if c not in spaces or animals[c] is not None or c in mushrooms:
            continue  # not free
        for n in NEIGHBOURS[c]:
            if n in spaces and animals[n] is None and n not in mushrooms:
                return False  # free and not isolated: a domino still fits here
    return True


def dead_animals(s: RenatureState) -> set[int]:
    """Cells whose animal can never get a new neighbour (for the view to fade)."""
    laid = {c: a for c, a in enumerate(s.animals) if a is not None}
    return dead_cells(board(s.board), laid, s.mushrooms)


def dead_cells(b: Board, animals: Mapping[int, str], mushrooms: Mapping[int, str]) -> set[int]:
    """Animals with no free domino space beside them that a domino could still reach:
    read from the board alone, so a view can ask it of an observation."""

    def free_here(c: int) -> bool:
        return c in b.domino_spaces and c not in animals and c not in mushrooms

    return {
        c for c in animals
        if not any(free_here(n) and any(free_here(m) for m in NEIGHBOURS[n])
                   for n in NEIGHBOURS[c])
    }


def plant_spaces(s: RenatureState) -> list[int]:
    """Free region spaces beside the domino laid this turn."""
    out = []
    for c in s.last:
        for n in NEIGHBOURS[c]:
            if n in s.region_of and n not in s.plants and n not in out:
                out.append(n)
    return sorted(out)


def plant_choices(s: RenatureState, seat: int) -> list[tuple[str, str]]:
    """(colour key, kind) the seat can still take from its plant board(s)."""
    found: list[tuple[str, str]] = []
    for b in s.boards[seat]:
        for key, ids in s.supply[b].items():
            if ids:
                colour, kind = key.split(":")
                if (colour, kind) not in found:
                    found.append((colour, kind))
    return found


def plant_problem(s: RenatureState, colour: str, kind: str, cell: int) -> str | None:
    """Why the current seat may not set this plant on ``cell`` now, if it may not."""
    if (colour, kind) not in plant_choices(s, s.current):
        return _("You have no such plant left.")
    if cell not in s.region_of:
        return _("Plants grow on region spaces only.")
    if cell in s.plants:
        return _("That space already holds a plant.")
    if cell not in plant_spaces(s):
        return _("The plant must go beside the domino you just laid.")
    return None


def mushroom_spaces(s: RenatureState) -> list[int]:
    """Free meadow spaces beside a region space, with no stump, cloud or pond on them."""
    b = board(s.board)
    out = []
    for c in sorted(b.domino_spaces):
        if not free(s, b, c) or c in b.starts or c in b.stumps or s.board_clouds.get(c):
            continue
        if any(n in s.region_of for n in NEIGHBOURS[c]):
            out.append(c)
    return out
