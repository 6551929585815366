"""The Glade's state: the forests, benches, the glade and every toadstool and counter
(plain data, no logic beyond small lookups)."""

from __future__ import annotations

import dataclasses

from game.core import BaseState

# phases of a turn
PLAY = "play"  # the main action: stage tiles, or claim a marker
EXTRA = "extra"  # an extra action bought with an enclosure: stage tiles only
PLACE_CLAIMED = "place_claimed"  # the claimed tile waits for its space
AFTER = "after"  # the action is done: fill enclosures or end the turn
OVER = "over"

RIVAL = -1  # owner of the solo game's markers of another colour

# what happened this round, for the view: ("turn", turn, seat), ("missing", kind, seat,
# side), ("to_glade", marker, kind), ("to_store", marker, seat), ("boxed", marker),
# ("flip", marker), ("counter", id, taker, board, space), ("enclose", piece, seat,
# space), ("claimed_tile", tile, board, space)
Event = tuple[int | str, ...]


def owner(marker: str) -> int:
    """Seat owning a toadstool marker ("M2-07" -> 2); RIVAL for the solo rival's."""
    if marker[0] == "X":
        return RIVAL
    return int(marker[1 : marker.index("-")])


def is_marker(piece: str) -> bool:
    return piece[0] in "MX"


def is_counter(piece: str) -> bool:
    return piece[0] == "C"


@dataclasses.dataclass
class GladeState(BaseState):
    players: int = 1
    names: list[str] = dataclasses.field(default_factory=list)
    matching: bool = False
    solo: bool = False
    forests: list[int] = dataclasses.field(default_factory=list)  # board number per seat
    cells: list[list[str | None]] = dataclasses.field(default_factory=list)
    bench: list[list[str]] = dataclasses.field(default_factory=list)
    bag: list[str] = dataclasses.field(default_factory=list)
    edge: list[list[str]] = dataclasses.field(default_factory=list)  # leftmost first
    glade: dict[int, str] = dataclasses.field(default_factory=dict)  # field kind -> marker
    side: dict[str, int] = dataclasses.field(default_factory=dict)  # marker -> 1 or 2
    store: list[list[str]] = dataclasses.field(default_factory=list)
    box: list[str] = dataclasses.field(default_factory=list)  # solo rival markers displaced
    supply: list[str] = dataclasses.field(default_factory=list)  # match counters left
    turn_tiles: list[str] = dataclasses.field(default_factory=list)  # solo, face down
    current: int = 0
    start: int = 0
    phase: str = PLAY
    staged: list[str] = dataclasses.field(default_factory=list)
    claimed: str | None = None  # the tile of a claim, waiting for its space
    claim_spaces: list[tuple[int, int]] = dataclasses.field(default_factory=list)
    end_triggered: bool = False
    passes: int = 0
    turns_done: list[int] = dataclasses.field(default_factory=list)
    # what happened this round (see Event)
    events: list[Event] = dataclasses.field(default_factory=list)
