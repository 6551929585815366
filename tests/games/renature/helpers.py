"""Building Renature positions directly, for scenario tests."""

from __future__ import annotations

from game.core import Options, Seat
from game.games.renature import RULES
from game.games.renature.data import cell, dominoes
from game.games.renature.state import RenatureState

MARIE, PAUL, FRANK = 0, 1, 2  # three players: orange, blue, black


def new_game(players: int = 3, board: str = "base", seed: int = 1) -> RenatureState:
    seats = tuple(Seat(name) for name in ("Marie", "Paul", "Frank", "Lena")[:players])
    variants = () if board == "base" else (("board", board),)
    return RULES.setup(Options(seats, variants), seed)


def domino_id(a: str, b: str) -> str:
    for d, pair in dominoes().items():
        if pair in ((a, b), (b, a)):
            return d
    raise KeyError((a, b))


def _take_out(s: RenatureState, d: str) -> None:
    for pile in [s.undealt, s.discarded, *s.hands, *s.reserves]:
        if d in pile:
            pile.remove(d)
            return
    raise AssertionError(f"domino {d} is not free to move")


def give(s: RenatureState, seat: int, a: str, b: str) -> str:
    """Put the domino a/b into ``seat``'s hand (keeping every domino accounted for)."""
    d = domino_id(a, b)
    _take_out(s, d)
    s.hands[seat].append(d)
    if len(s.hands[seat]) > 3:  # keep the hand at 3: the oldest goes to the reserve
        s.reserves[seat].append(s.hands[seat].pop(0))
    return d


def force(
    s: RenatureState, a: str, b: str, first: tuple[int, int], second: tuple[int, int]
) -> None:
    """Lay the domino a/b with ``a`` on ``first`` without asking the rules."""
    d = domino_id(a, b)
    _take_out(s, d)
    pair = dominoes()[d]
    c1, c2 = cell(*first), cell(*second)
    if pair != (a, b):
        c1, c2 = c2, c1
    s.animals[c1], s.animals[c2] = pair
    s.domino_at[c1] = s.domino_at[c2] = d
    s.placed.append((d, c1, c2))


def put_plant(s: RenatureState, seat: int, colour: str, kind: str, at: tuple[int, int]) -> None:
    """Move a plant from ``seat``'s board onto a region space without scoring."""
    key = f"{colour}:{kind}"
    src = next(b for b in s.colours[seat] if s.supply[b].get(key))
    s.plants[cell(*at)] = s.supply[src][key].pop()


def turn_of(s: RenatureState, seat: int, phase: str = "domino", last: tuple = ()) -> None:
    s.current = seat
    s.phase = phase
    s.last = tuple(cell(*c) for c in last)
