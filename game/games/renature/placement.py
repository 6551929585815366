"""Where dominoes, mushrooms and plants may go, and when a region is closed. Pure."""

from __future__ import annotations

from collections.abc import Iterator

from game.games.renature.data import NEIGHBOURS, Board, board, dominoes
from game.games.renature.state import PlaceDomino, RenatureState
from game.i18n import _


def matches(a: str, b: str, joker: str) -> bool:
    """Two animals may lie side by side: the same kind, or either is the joker."""
    return a in (b, joker) or b == joker


def free(s: RenatureState, b: Board, c: int) -> bool:
    """A domino space with nothing on it (no animal, no mushroom)."""
    return c in b.domino_spaces and s.animals[c] is None and c not in s.mushrooms


def _half(s: RenatureState, b: Board, c: int, animal: str, partner: int) -> int:
    """-1 if ``animal`` on ``c`` clashes with a neighbour, else 1 if it is anchored
    (a start space or beside any animal: every neighbour matches) and 0 if not."""
    animals = s.animals
    joker = s.joker
    anchored = 1 if c in b.starts else 0
    for n in NEIGHBOURS[c]:
        if n == partner:
            continue
        other = animals[n]
        if other is not None:
            if not (animal in (other, joker) or other == joker):
                return -1
            anchored = 1
    return anchored


def domino_problem(s: RenatureState, action: PlaceDomino) -> str | None:
    """None if the domino may lie there, else the reason."""
    b = board(s.board)
    if action.domino not in s.hands[s.current]:
        return _("That domino is not in your hand.")
    first, second = action.first, action.second
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
    a1, a2 = dominoes()[action.domino]
    h1 = _half(s, b, first, a1, second)
    h2 = _half(s, b, second, a2, first)
    if h1 < 0 or h2 < 0:
        return _("Every animal beside the domino must match it (or be the joker).")
    if not (h1 or h2):
        return _("One animal must lie on a start space or beside the same animal.")
    return None


def domino_placements(s: RenatureState, hand: list[str] | None = None) -> Iterator[PlaceDomino]:
    """Every legal placement of the dominoes in ``hand`` (default: the current hand)."""
    b = board(s.board)
    table = dominoes()
    animals = s.animals
    mushrooms = s.mushrooms
    hand = s.hands[s.current] if hand is None else hand
    pieces = [(d, *table[d]) for d in hand]
    for p, q in b.pairs:
        if animals[p] is not None or animals[q] is not None or p in mushrooms or q in mushrooms:
            continue
        for d, x, y in pieces:
            # x on p and y on q, then the other way round (the same for a double)
            hp, hq = _half(s, b, p, x, q), _half(s, b, q, y, p)
            if hp >= 0 and hq >= 0 and (hp or hq):
                yield PlaceDomino(d, p, q)
            if x == y:
                continue
            hp, hq = _half(s, b, p, y, q), _half(s, b, q, x, p)
            if hp >= 0 and hq >= 0 and (hp or hq):
                yield PlaceDomino(d, q, p)


def isolated(s: RenatureState, b: Board, c: int) -> bool:
    """A free domino space with no free domino space beside it: no domino fits there."""
    return not any(free(s, b, n) for n in NEIGHBOURS[c])


def is_closed(s: RenatureState, b: Board, region: str) -> bool:
    """Closed: every domino space beside the region holds an animal or is isolated.
    Diagonal spaces never count."""
    return all(not (free(s, b, c) and not isolated(s, b, c)) for c in b.adjacent_spaces[region])


def dead_animals(s: RenatureState) -> set[int]:
    """Cells whose animal can never get a new neighbour (for the view to fade)."""
    b = board(s.board)
    out = set()
    for c, a in enumerate(s.animals):
        if a is None:
            continue
        if not any(free(s, b, n) and not isolated(s, b, n) for n in NEIGHBOURS[c]):
            out.add(c)
    return out


def plant_spaces(s: RenatureState) -> list[int]:
    """Free region spaces beside the domino laid this turn."""
    out = []
    for c in s.last:
        for n in NEIGHBOURS[c]:
            if n in s.region_of and n not in s.plants and n not in out:
                out.append(n)
    return sorted(out)


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
