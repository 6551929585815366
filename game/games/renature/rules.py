"""Renature's rules (Kiesling & Kramer), with the Valley expansion and its variant side.

The actions and what each does are in actions.py, the steps of a turn in turns.py; this
class sets the game up, says who decides what, lists the legal moves and scores.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Iterable, Iterator

from game.core import Action, Decision, GameInfo, Options, Rules, ScoreSheet, Variant
from game.core.protocol import one_scoring
from game.games.renature import observe as seen
from game.games.renature import placement, scoring
from game.games.renature.actions import (
    ACTIONS,
    ChangeJoker,
    DiscardDomino,
    EndTurn,
    ExtraTurn,
    PlaceDomino,
    PlaceMushroom,
    PlacePlant,
    SkipMushroom,
    SkipPlant,
    TakeBack,
)
from game.games.renature.clouds import can_change_joker, extra_turn_problem, taken_back
from game.games.renature.data import BOARDS, animals
from game.games.renature.invariants import state_problems
from game.games.renature.observe import RenatureObservation
from game.games.renature.setup import new_state
from game.games.renature.state import DOMINO, END, MUSHROOM, OVER, PLANT, RenatureState
from game.i18n import N_, _

BOARD_VARIANT = Variant(
    "board",
    N_("Board"),
    BOARDS,
    (N_("Base game"), N_("Valley"), N_("Valley, variant side")),
    N_("Valley: meadows, stumps and mushrooms, scored only at the end."),
)


def domino_placements(s: RenatureState, hand: list[str] | None = None) -> Iterator[PlaceDomino]:
    """Every legal placement of the dominoes in ``hand`` (default: the current hand)."""
    for d, first, second in placement.domino_spots(s, hand):
        yield PlaceDomino(d, first, second)


@functools.cache
def _joker_table() -> dict[str, tuple[ChangeJoker, ...]]:
    """The joker changes open with each animal as the joker, made once (a search lists
    them at every step of a turn of a seat with clouds enough)."""
    return {j: tuple(ChangeJoker(a) for a in animals() if a != j) for j in animals()}


def joker_changes(joker: str) -> tuple[ChangeJoker, ...]:
    found = _joker_table().get(joker)
    return found if found is not None else tuple(ChangeJoker(a) for a in animals() if a != joker)


class RenatureRules(Rules[RenatureState, RenatureObservation]):
    info = GameInfo(
        id="renature",
        title="Renature",
        min_players=2,
        max_players=4,
        blurb=N_("Lay animal dominoes along the stream and plant the regions beside them."),
        variants=(BOARD_VARIANT,),
        rules_file="rules/renature.md",
        colours=("orange", "blue", "black", "white"),
    )
    actions = ACTIONS

    # --- setup and decisions --------------------------------------------------------
    def setup(self, options: Options, seed: int) -> RenatureState:
        name = options.variant("board", BOARDS[0]) or BOARDS[0]
        return new_state(
            random.Random(seed), options.players, name, [x.name for x in options.seats]
        )

    def decision(self, s: RenatureState) -> Decision:
        if s.phase == OVER:
            return Decision(None, OVER, _("The game is over."), s.turn)
        # Only the prompt of this phase: a search asks for the decision in every position.
        if s.phase == DOMINO:
            prompt = _("Lay a domino (R or right-click turns it), or drop one on the box.")
        elif s.phase == MUSHROOM:
            prompt = _("Place the mushroom beside a region, or skip.")
        elif s.phase == PLANT:
            prompt = _("Set a plant beside your domino, or skip.")
        elif extra_turn_problem(s) is None:
            prompt = _("End your turn, or pay 3 clouds for another.")
        else:
            prompt = _("End your turn, or spend clouds first.")
        return Decision(s.current, s.phase, prompt, s.turn)

    def is_over(self, s: RenatureState) -> bool:
        # ``decision`` names the current seat in every phase but the last; a search asks
        # this at every step, without the prompt's text
        return s.phase == OVER

    def legal_actions(self, s: RenatureState) -> list[Action]:
        if s.phase == OVER:
            return []
        acts: list[Action] = []
        if s.phase == DOMINO:
            acts.extend(domino_placements(s))
            acts.extend(DiscardDomino(d) for d in s.hands[s.current])
        elif s.phase == MUSHROOM:
            acts.extend(PlaceMushroom(c) for c in placement.mushroom_spaces(s))
            acts.append(SkipMushroom())
        elif s.phase == PLANT:
            acts.extend(self._plant_actions(s))
            acts.append(SkipPlant())
        elif s.phase == END:
            acts.append(EndTurn())
            if extra_turn_problem(s) is None:
                acts.append(ExtraTurn())
        if can_change_joker(s):
            acts.extend(joker_changes(s.joker))
        acts.extend(TakeBack(c) for c in taken_back(s))
        return acts

    def _plant_actions(self, s: RenatureState) -> list[PlacePlant]:
        spaces = placement.plant_spaces(s)
        if not spaces:
            return []
        out: list[PlacePlant] = []
        for colour, kind in placement.plant_choices(s, s.current):
            out.extend(PlacePlant(colour, kind, c) for c in spaces)
        return out

    # --- what players see ------------------------------------------------------------
    def observe(self, s: RenatureState, seat: int | None) -> RenatureObservation:
        return seen.observe(s, seat)

    def hidden_from(self, s: RenatureState, seat: int | None) -> set[str]:
        return seen.hidden_from(s, seat)

    def redetermine(self, s: RenatureState, seat: int, rng: random.Random) -> RenatureState:
        return seen.redeal(s, seat, rng)

    # --- scoring -------------------------------------------------------------------------
    def score_sheet(self, s: RenatureState) -> ScoreSheet:
        return scoring.score_sheet(s)

    def winners(self, s: RenatureState) -> list[int]:
        return scoring.winners(s, self.score_sheet(s).totals)

    def invariants(self, s: RenatureState) -> list[str]:
        return state_problems(s)

    def evaluate(self, s: RenatureState, seat: int) -> float:
        """Score as if the game ended now (open regions, clouds, plants left), against
        the best other seat: it values planting and closing regions."""
        return self.margins(s, (seat,))[seat]

    def margins(self, s: RenatureState, seats: Iterable[int]) -> dict[int, float]:
        """``evaluate`` of each seat, the position scored once for them all."""
        final = scoring.final_rows(s)
        live = scoring.live_scores(s)
        est = [
            live[i] + final["regions"][i] + final["clouds"][i] + final["plants"][i]
            for i in range(s.seats)
        ]
        return one_scoring(est, seats)
