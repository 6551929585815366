"""The Glade's actions, each with its handler: why it is refused now, what it does and
how it reads.

A turn is one action, then what follows it: stage 1-4 tiles in a line (``Place``, undone
step by step with ``TakeBack``) and ``Confirm`` them, or ``Claim`` a toadstool with a
matching tile and put that tile down (``PlaceClaimed``); then fill enclosures from the
store (``Enclose``, each buying an extra play of tiles) or ``EndTurn``. ``Pass`` only
when nothing can be placed or claimed.
"""

from __future__ import annotations

from game.core import Action, ActionCodec, Handler
from game.games.glade import placement
from game.games.glade.data import SIZE, kind_name, load
from game.games.glade.resolve import log, resolve_claimed, resolve_play
from game.games.glade.state import AFTER, EXTRA, OVER, PLACE_CLAIMED, PLAY, GladeState
from game.i18n import _, counted

ACTIONS = ActionCodec()


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


def _not_playing(s: GladeState) -> bool:
    return s.phase not in (PLAY, EXTRA)


@ACTIONS.handles(Place)
class PlaceHandler(Handler[GladeState, Place]):
    def check(self, s: GladeState, a: Place) -> str | None:
        if _not_playing(s):
            return _("Tiles can be placed only as your action.")
        return placement.place_problem(s, a.tile, a.space)

    def perform(self, s: GladeState, a: Place) -> bool:
        s.bench[s.current].remove(a.tile)
        s.cells[s.current][a.space] = a.tile
        s.staged.append(a.tile)
        return False

    def describe(self, s: GladeState, a: Place) -> str:
        r, c = divmod(a.space, SIZE)
        return _("Place the {tile} at row {r}, column {c}",
                 tile=kind_name(load().kind[a.tile]), r=r + 1, c=c + 1)


@ACTIONS.handles(TakeBack)
class TakeBackHandler(Handler[GladeState, TakeBack]):
    def check(self, s: GladeState, a: TakeBack) -> str | None:
        return placement.take_back_problem(s, a.tile)

    def perform(self, s: GladeState, a: TakeBack) -> bool:
        cells = s.cells[s.current]
        cells[cells.index(a.tile)] = None
        s.staged.remove(a.tile)
        s.bench[s.current].append(a.tile)
        return False

    def describe(self, s: GladeState, a: TakeBack) -> str:
        return _("Take the tile back")


@ACTIONS.handles(Confirm)
class ConfirmHandler(Handler[GladeState, Confirm]):
    def check(self, s: GladeState, a: Confirm) -> str | None:
        if _not_playing(s):
            return _("There is no play to confirm.")
        return placement.confirm_problem(s)

    def perform(self, s: GladeState, a: Confirm) -> bool:
        seat = s.current
        spaces = placement.staged_spaces(s)
        log(s, counted("{name} places {n} tile.", "{name} places {n} tiles."), seat,
            tuple(("space", seat, sp) for sp in spaces), n=len(spaces))
        s.staged = []
        resolve_play(s, seat, spaces)
        s.passes = 0
        return after_action(s)

    def describe(self, s: GladeState, a: Confirm) -> str:
        return _("Confirm the play")


@ACTIONS.handles(Claim)
class ClaimHandler(Handler[GladeState, Claim]):
    def check(self, s: GladeState, a: Claim) -> str | None:
        if s.phase != PLAY or s.staged:
            return _("Claiming a toadstool is a whole action: not now.")
        return placement.claim_problem(s, a.tile)

    def perform(self, s: GladeState, a: Claim) -> bool:
        seat = s.current
        kind = load().kind[a.tile]
        spaces = placement.claim_spaces(s, seat, a.tile)
        marker = s.glade.pop(kind)
        s.bench[seat].remove(a.tile)
        s.store[seat].append(marker)
        s.events.append(("to_store", marker, seat))
        log(s, "{name} claims the toadstool on the {tile} with a matching tile.", seat,
            (("field", kind),), tile=kind_name(kind))
        s.claimed = a.tile
        s.claim_spaces = spaces
        s.phase = PLACE_CLAIMED
        if len(spaces) == 1:  # no choice: the tile goes straight there
            return place_claimed(s, *spaces[0])
        return False

    def describe(self, s: GladeState, a: Claim) -> str:
        return _("Claim the toadstool on the {tile}", tile=kind_name(load().kind[a.tile]))


@ACTIONS.handles(PlaceClaimed)
class PlaceClaimedHandler(Handler[GladeState, PlaceClaimed]):
    def check(self, s: GladeState, a: PlaceClaimed) -> str | None:
        if s.phase != PLACE_CLAIMED:
            return _("No claimed tile is waiting.")
        if (a.board, a.space) not in s.claim_spaces:
            return _(
                "The claimed tile must complete its set of 4 where it can, "
                "otherwise go to a legal space of your own forest."
            )
        return None

    def perform(self, s: GladeState, a: PlaceClaimed) -> bool:
        return place_claimed(s, a.board, a.space)

    def describe(self, s: GladeState, a: PlaceClaimed) -> str:
        return _("Put the claimed tile on {name}'s forest", name=s.names[a.board])


def place_claimed(s: GladeState, board: int, space: int) -> bool:
    tile = s.claimed
    assert tile is not None
    s.cells[board][space] = tile
    s.claimed = None
    s.claim_spaces = []
    s.events.append(("claimed_tile", tile, board, space))
    resolve_claimed(s, s.current, board, space)
    s.passes = 0
    return after_action(s)


@ACTIONS.handles(Enclose)
class EncloseHandler(Handler[GladeState, Enclose]):
    def check(self, s: GladeState, a: Enclose) -> str | None:
        if s.phase != AFTER:
            return _("Enclosures are filled after your action.")
        return placement.enclose_problem(s, a.piece, a.space)

    def perform(self, s: GladeState, a: Enclose) -> bool:
        seat = s.current
        s.store[seat].remove(a.piece)
        s.cells[seat][a.space] = a.piece
        s.events.append(("enclose", a.piece, seat, a.space))
        log(s, "{name} fills an enclosure and takes an extra action.", seat,
            (("space", seat, a.space),))
        s.phase = EXTRA
        return False

    def describe(self, s: GladeState, a: Enclose) -> str:
        return _("Fill an enclosure and take an extra action")


@ACTIONS.handles(EndTurn)
class EndTurnHandler(Handler[GladeState, EndTurn]):
    def check(self, s: GladeState, a: EndTurn) -> str | None:
        return None if s.phase == AFTER else _("Finish your action first.")

    def perform(self, s: GladeState, a: EndTurn) -> bool:
        return end_turn(s)

    def describe(self, s: GladeState, a: EndTurn) -> str:
        return _("End the turn")


@ACTIONS.handles(Pass)
class PassHandler(Handler[GladeState, Pass]):
    def check(self, s: GladeState, a: Pass) -> str | None:
        if s.phase != PLAY or s.staged:
            return _("You cannot pass now.")
        seat = s.current
        if placement.can_play(s.cells[seat], s.bench[seat]) or any(
            placement.claim_problem(s, t) is None for t in s.bench[seat]
        ):
            return _("You can still place a tile or claim a toadstool.")
        return None

    def perform(self, s: GladeState, a: Pass) -> bool:
        s.passes += 1
        log(s, "{name} can neither place a tile nor claim, and passes.", s.current)
        if s.passes >= s.players:
            log(s, "Nobody can move any more: the game ends.")
            s.phase = OVER
            return False
        return end_turn(s)

    def describe(self, s: GladeState, a: Pass) -> str:
        return _("Pass")


def after_action(s: GladeState) -> bool:
    """The action is done: enclosures can be filled now, if any would leave a play."""
    s.phase = AFTER
    if s.store[s.current] and placement.enclosure_spaces(s, s.current):
        return False
    return end_turn(s)


def end_turn(s: GladeState) -> bool:
    """Refill the bench (solo: and draw the turn tile), see whether the game ends, pass
    the turn on. True when tiles were drawn."""
    seat = s.current
    s.turns_done[seat] += 1
    bench = s.bench[seat]
    bench_size = load().design.bench_size
    need = bench_size - len(bench)
    if s.solo:
        if not s.edge[seat]:
            log(s, "{name} has planted every toadstool in {n} turns.", seat, n=len(s.turn_tiles))
            s.phase = OVER
            return False
        if len(s.bag) < need + 1:
            log(s, "The bag is empty: the solo game ends.")
            s.phase = OVER
            return False
        bench.extend(s.bag.pop() for _ in range(need))
        s.turn_tiles.append(s.bag.pop())
        drew = True
    else:
        drew = min(need, len(s.bag)) > 0
        bench.extend(s.bag.pop() for _ in range(min(need, len(s.bag))))
        if len(bench) < bench_size and not s.end_triggered:
            s.end_triggered = True
            log(s, "{name} cannot fill their bench: the end is near.", seat)
        if s.end_triggered and seat == (s.start - 1) % s.players:
            s.phase = OVER
            log(s, "Everybody had the same number of turns: the game ends.")
            return drew
    s.current = (seat + 1) % s.players
    s.turn += 1
    s.phase = PLAY
    marks = [i for i, e in enumerate(s.events) if e[0] == "turn"]
    if len(marks) >= s.players:  # keep the events of the last round only
        del s.events[: marks[len(marks) - s.players]]
    s.events.append(("turn", s.turn, s.current))
    return drew
