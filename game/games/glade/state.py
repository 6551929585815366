"""The Glade's state and actions (plain data, no logic beyond small lookups)."""

from __future__ import annotations

import dataclasses

from game.core import Action, ActionCodec, BaseState

ACTIONS = ActionCodec()

# phases of a turn
PLAY = "play"  # the main action: stage tiles, or claim a marker
EXTRA = "extra"  # an extra action bought with an enclosure: stage tiles only
PLACE_CLAIMED = "place_claimed"  # the claimed tile waits for its space
AFTER = "after"  # the action is done: fill enclosures or end the turn
OVER = "over"

RIVAL = -1  # owner of the solo game's markers of another colour


@ACTIONS.register("place")
class Place(Action):
    """Stage one bench tile on a space of your forest (part of a 1-4 tile play)."""

    tile: str
    space: int


@ACTIONS.register("take_back")
class TakeBack(Action):
    """Return a staged tile to the bench."""

    tile: str


@ACTIONS.register("confirm")
class Confirm(Action):
    """Finish the staged play: sets are scored, markers move."""


@ACTIONS.register("claim")
class Claim(Action):
    """Action 2: play ``tile`` from the bench to take the marker on its glade field."""

    tile: str


@ACTIONS.register("place_claimed")
class PlaceClaimed(Action):
    """Put the claimed tile on ``board`` (a seat) at ``space``."""

    board: int
    space: int


@ACTIONS.register("enclose")
class Enclose(Action):
    """Put a toadstool or match counter from your store on an enclosure: one extra
    action of placing tiles follows."""

    piece: str
    space: int


@ACTIONS.register("end_turn")
class EndTurn(Action):
    """End the turn (enclosures can be used in a later turn)."""


@ACTIONS.register("pass")
class Pass(Action):
    """Only when no tile can be placed and no marker claimed."""


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
    # what happened this turn, for the view: ("missing", kind, seat), ("marker", id, src, dst)
    events: list[tuple] = dataclasses.field(default_factory=list)
