"""Building Glade positions directly in the state, for scenario tests."""

from __future__ import annotations

from game.core import Options, Seat
from game.games.glade import RULES
from game.games.glade.data import ANIMALS, FRUITS, LEAVES, SIZE, kind_of, load
from game.games.glade.state import PLAY, GladeState


def K(leaf: str, animal: str, fruit: str) -> int:
    """A kind from its leaf, animal and fruit names."""
    return kind_of(ANIMALS.index(animal), FRUITS.index(fruit), LEAVES.index(leaf))


def sp(row: int, col: int) -> int:
    return row * SIZE + col


def new_game(
    players: int = 2,
    matching: bool = False,
    seed: int = 1,
    names: tuple[str, ...] = ("Lucy", "Emma", "Ann", "Bob"),
) -> GladeState:
    seats = tuple(Seat(names[i], "human", RULES.info.colours[i]) for i in range(players))
    variants = (("side", "matching"),) if matching else ()
    s = RULES.setup(Options(seats, variants), seed)
    s.start = s.current = 0
    s.phase = PLAY
    return s


def _take(s: GladeState, kind: int) -> str:
    """A tile of ``kind`` taken out of the bag (or off a bench) for the scenario."""
    kinds = load().kind
    for t in s.bag:
        if kinds[t] == kind:
            s.bag.remove(t)
            return t
    for bench in s.bench:
        for t in bench:
            if kinds[t] == kind:
                bench.remove(t)
                return t
    raise AssertionError(f"no free tile of kind {kind}")


def set_bench(s: GladeState, seat: int, *kinds: int) -> list[str]:
    """Give ``seat`` exactly these tiles (the old bench goes back to the bag)."""
    s.bag.extend(s.bench[seat])
    s.bench[seat] = []
    tiles = [_take(s, k) for k in kinds]
    s.bench[seat] = list(tiles)
    return tiles


def put(s: GladeState, seat: int, kind: int, row: int, col: int) -> str:
    """Lay a tile of ``kind`` straight onto a board (as if played earlier)."""
    tile = _take(s, kind)
    s.cells[seat][sp(row, col)] = tile
    return tile


def play(s: GladeState, *placements: tuple[str, int]) -> None:
    """Stage the tiles one by one, then confirm: the way the table does it. A first
    play is staged from the centre outwards, as the rules ask."""
    from game.games.glade.actions import Confirm, Place
    from game.games.glade.data import CENTRE
    from game.games.glade.forest import has_tile

    if not has_tile(s.cells[s.current]):
        placements = tuple(sorted(placements, key=lambda p: abs(p[1] - CENTRE)))
    for tile, space in placements:
        RULES.apply(s, Place(tile, space))
    RULES.apply(s, Confirm())


def back_to(s: GladeState, seat: int) -> None:
    """Skip the other players: it is ``seat``'s turn again, with a fresh action."""
    s.current = seat
    s.phase = PLAY


def markers_on_glade(s: GladeState) -> dict[int, tuple[str, int]]:
    return {k: (m, s.side[m]) for k, m in s.glade.items()}
