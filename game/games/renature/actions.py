"""Renature's actions, each with its handler: why it is refused now, what it does and
how it reads.

A turn is several decisions: a domino (``PlaceDomino``, or ``DiscardDomino`` to the
box); in Valley a mushroom per stump covered (``PlaceMushroom`` / ``SkipMushroom``);
a plant beside the domino (``PlacePlant`` / ``SkipPlant``); then, when a cloud action is
affordable, ``EndTurn`` or ``ExtraTurn``. The cloud actions ``ChangeJoker`` and
``TakeBack`` are open in every decision of one's own turn.
"""

from __future__ import annotations

from game.core import Action, ActionCodec, Handler, LogEntry
from game.games.renature import placement, turns
from game.games.renature.clouds import cloud_costs, extra_turn_problem, take_back_problem
from game.games.renature.data import animals, coord, dominoes, plant_kind, plant_value
from game.games.renature.state import DOMINO, END, MUSHROOM, PLANT, RenatureState
from game.i18n import _, _n

ACTIONS = ActionCodec()


@ACTIONS.register("place_domino")
class PlaceDomino(Action):
    """Lay ``domino`` with its first animal on cell ``first`` and its second on ``second``."""

    domino: str
    first: int
    second: int


@ACTIONS.register("discard_domino")
class DiscardDomino(Action):
    """Return a domino from the hand to the box unused."""

    domino: str


@ACTIONS.register("place_mushroom")
class PlaceMushroom(Action):
    cell: int


@ACTIONS.register("skip_mushroom")
class SkipMushroom(Action):
    pass


@ACTIONS.register("place_plant")
class PlacePlant(Action):
    """Plant a ``kind`` of colour key ``colour`` (a colour index or "n") on ``cell``."""

    colour: str
    kind: str
    cell: int


@ACTIONS.register("skip_plant")
class SkipPlant(Action):
    pass


@ACTIONS.register("change_joker")
class ChangeJoker(Action):
    animal: str


@ACTIONS.register("take_back")
class TakeBack(Action):
    """Pay clouds to return the plant on ``cell`` to your plant board."""

    cell: int


@ACTIONS.register("extra_turn")
class ExtraTurn(Action):
    pass


@ACTIONS.register("end_turn")
class EndTurn(Action):
    pass



# --- the cloud actions, open in every decision of one's turn ---------------------------
@ACTIONS.handles(ChangeJoker)
class ChangeJokerHandler(Handler[RenatureState, ChangeJoker]):
    def check(self, s: RenatureState, a: ChangeJoker) -> str | None:
        if s.clouds[s.current] < cloud_costs()[0]:
            return _("Changing the joker costs {n} clouds.", n=cloud_costs()[0])
        if a.animal not in animals():
            return _("There is no such animal.")
        if a.animal == s.joker:
            return _("That animal is the joker already.")
        return None

    def perform(self, s: RenatureState, a: ChangeJoker) -> bool:
        seat = s.current
        s.clouds[seat] -= cloud_costs()[0]
        s.box_clouds += cloud_costs()[0]
        s.joker = a.animal
        s.log.append(
            LogEntry(
                "{player} pays 2 clouds: the joker is now the {animal}",
                seat,
                {"player": s.names[seat], "animal": a.animal},
            )
        )
        return False

    def describe(self, s: RenatureState, a: ChangeJoker) -> str:
        return _("Make the {animal} the joker (2 clouds)", animal=a.animal)


@ACTIONS.handles(TakeBack)
class TakeBackHandler(Handler[RenatureState, TakeBack]):
    def check(self, s: RenatureState, a: TakeBack) -> str | None:
        return take_back_problem(s, a.cell)

    def perform(self, s: RenatureState, a: TakeBack) -> bool:
        turns.take_back(s, a.cell)
        return False

    def describe(self, s: RenatureState, a: TakeBack) -> str:
        pid = s.plants.get(a.cell, "P-n-grass-0")
        return _n(
            "Take back the {kind} on {where} ({n} cloud)",
            "Take back the {kind} on {where} ({n} clouds)",
            plant_value(plant_kind(pid)),
            kind=plant_kind(pid),
            where=coord(a.cell),
        )


# --- the domino -----------------------------------------------------------------------
def _domino_step(s: RenatureState) -> str | None:
    return _("You have laid your domino this turn.") if s.phase != DOMINO else None


@ACTIONS.handles(PlaceDomino)
class PlaceDominoHandler(Handler[RenatureState, PlaceDomino]):
    def check(self, s: RenatureState, a: PlaceDomino) -> str | None:
        return _domino_step(s) or placement.domino_problem(s, a.domino, a.first, a.second)

    def perform(self, s: RenatureState, a: PlaceDomino) -> bool:
        turns.lay(s, a.domino, a.first, a.second)
        return turns.after_lay(s)

    def describe(self, s: RenatureState, a: PlaceDomino) -> str:
        first, second = dominoes()[a.domino]
        return _("Lay {a}/{b} on {where}", a=first, b=second,
                 where=f"{coord(a.first)}-{coord(a.second)}")


@ACTIONS.handles(DiscardDomino)
class DiscardDominoHandler(Handler[RenatureState, DiscardDomino]):
    def check(self, s: RenatureState, a: DiscardDomino) -> str | None:
        problem = _domino_step(s)
        if problem is None and a.domino not in s.hands[s.current]:
            return _("That domino is not in your hand.")
        return problem

    def perform(self, s: RenatureState, a: DiscardDomino) -> bool:
        seat = s.current
        s.hands[seat].remove(a.domino)
        s.discarded.append(a.domino)
        first, second = dominoes()[a.domino]
        s.log.append(
            LogEntry(
                "{player} returns {a}/{b} to the box",
                seat,
                {"player": s.names[seat], "a": first, "b": second},
            )
        )
        return turns.refill(s)

    def describe(self, s: RenatureState, a: DiscardDomino) -> str:
        first, second = dominoes()[a.domino]
        return _("Return {a}/{b} to the box", a=first, b=second)


# --- Valley's mushrooms ------------------------------------------------------------------
def _mushroom_step(s: RenatureState) -> str | None:
    return _("You have no mushroom to place.") if s.phase != MUSHROOM else None


@ACTIONS.handles(PlaceMushroom)
class PlaceMushroomHandler(Handler[RenatureState, PlaceMushroom]):
    def check(self, s: RenatureState, a: PlaceMushroom) -> str | None:
        problem = _mushroom_step(s)
        if problem is None and a.cell not in placement.mushroom_spaces(s):
            return _("A mushroom goes on a free meadow space beside a region.")
        return problem

    def perform(self, s: RenatureState, a: PlaceMushroom) -> bool:
        turns.mushroom(s, a.cell)
        return turns.mushroom_done(s)

    def describe(self, s: RenatureState, a: PlaceMushroom) -> str:
        return _("Place a mushroom on {where}", where=coord(a.cell))


@ACTIONS.handles(SkipMushroom)
class SkipMushroomHandler(Handler[RenatureState, SkipMushroom]):
    def check(self, s: RenatureState, a: SkipMushroom) -> str | None:
        return _mushroom_step(s)

    def perform(self, s: RenatureState, a: SkipMushroom) -> bool:
        return turns.mushroom_done(s)

    def describe(self, s: RenatureState, a: SkipMushroom) -> str:
        return _("No mushroom")


# --- the plant ---------------------------------------------------------------------------
def _plant_step(s: RenatureState) -> str | None:
    return _("Plants are set right after laying a domino.") if s.phase != PLANT else None


@ACTIONS.handles(PlacePlant)
class PlacePlantHandler(Handler[RenatureState, PlacePlant]):
    def check(self, s: RenatureState, a: PlacePlant) -> str | None:
        return _plant_step(s) or placement.plant_problem(s, a.colour, a.kind, a.cell)

    def perform(self, s: RenatureState, a: PlacePlant) -> bool:
        turns.plant(s, a.colour, a.kind, a.cell)
        return turns.score_closed(s)

    def describe(self, s: RenatureState, a: PlacePlant) -> str:
        return _("Plant a {kind} ({colour}) on {where}", kind=a.kind,
                 colour=turns.colour_label(a.colour), where=coord(a.cell))


@ACTIONS.handles(SkipPlant)
class SkipPlantHandler(Handler[RenatureState, SkipPlant]):
    def check(self, s: RenatureState, a: SkipPlant) -> str | None:
        return _plant_step(s)

    def perform(self, s: RenatureState, a: SkipPlant) -> bool:
        return turns.score_closed(s)

    def describe(self, s: RenatureState, a: SkipPlant) -> str:
        return _("No plant")


# --- the end of the turn -------------------------------------------------------------------
def _end_step(s: RenatureState) -> str | None:
    return _("Finish laying and planting first.") if s.phase != END else None


@ACTIONS.handles(ExtraTurn)
class ExtraTurnHandler(Handler[RenatureState, ExtraTurn]):
    def check(self, s: RenatureState, a: ExtraTurn) -> str | None:
        return _end_step(s) or extra_turn_problem(s)

    def perform(self, s: RenatureState, a: ExtraTurn) -> bool:
        seat = s.current
        cost = cloud_costs()[1]
        s.clouds[seat] -= cost
        s.box_clouds += cost
        s.log.append(
            LogEntry("{player} pays 3 clouds for another turn", seat, {"player": s.names[seat]})
        )
        turns.start_turn(s, seat)
        return False

    def describe(self, s: RenatureState, a: ExtraTurn) -> str:
        return _("Another turn (3 clouds)")


@ACTIONS.handles(EndTurn)
class EndTurnHandler(Handler[RenatureState, EndTurn]):
    def check(self, s: RenatureState, a: EndTurn) -> str | None:
        return _end_step(s)

    def perform(self, s: RenatureState, a: EndTurn) -> bool:
        turns.next_turn(s)
        return False

    def describe(self, s: RenatureState, a: EndTurn) -> str:
        return _("End turn")
