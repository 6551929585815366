"""Het Woud's actions, each with its handler: why it is refused now, what it does and
how it reads; and the list of actions open for the pending decision.

A turn: start-of-turn abilities (``Begin`` ends them), then each New Growth pile in
turn is kept or returned, then the cards taken are placed. Every other decision is a
step in the queue (tasks.py): discards, seed cards, the sloth, lightning, the mantis,
the Season of Greatness and the Bosgeest's ties.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Callable
from typing import TypeVar

from game.core import Action, ActionCodec, Handler
from game.games.woud import tasks, turn
from game.games.woud.data import card, label
from game.games.woud.flow import discardable, my_piles, usable_animals
from game.games.woud.placement import do_place, place_reason, place_targets
from game.games.woud.state import WoudState
from game.i18n import N_, _, _n

ACTIONS = ActionCodec()


@ACTIONS.register("begin")
class Begin(Action):
    """Start-of-turn abilities done: look at New Growth 1."""


@ACTIONS.register("frog")
class Frog(Action):
    card: str


@ACTIONS.register("toucan")
class Toucan(Action):
    card: str
    pile: int  # 0, 1 or 2: which of the player's New Growth piles


@ACTIONS.register("tamarin")
class Tamarin(Action):
    card: str


@ACTIONS.register("fungi")
class Fungi(Action):
    card: str
    other: str


@ACTIONS.register("keep")
class Keep(Action):
    goliath: str = ""  # the Goliath bird-eater used to leave the threats behind


@ACTIONS.register("return")
class Return(Action):
    animal: str = ""  # boa (take card), hoatzin (tuck card) or howler (discard pile)
    card: str = ""


@ACTIONS.register("take")
class TakeSeason(Action):
    count: int = 1
    sloth: str = ""


@ACTIONS.register("place")
class Place(Action):
    card: str
    target: str  # "forest", "new", a tree id, "discard" or a pitcher plant's id


@ACTIONS.register("discard")
class Discard(Action):
    card: str


@ACTIONS.register("skip")
class Skip(Action):
    """Decline an optional choice (an ability, more seed cards)."""


@ACTIONS.register("choose")
class Choose(Action):
    card: str


@ACTIONS.register("lightning")
class Lightning(Action):
    mode: str  # "draw" or "discard"
    target: int  # the other player hit


@ACTIONS.register("mantis")
class Mantis(Action):
    card: str
    kind: str  # fern, bromeliad or monstera


# --- what is open now -----------------------------------------------------------------
_ABILITIES: dict[str, Callable[[str, int | str], Action]] = {
    "frog": lambda c, _arg: Frog(c),
    "toucan": lambda c, pile: Toucan(c, int(pile)),
    "tamarin": lambda c, _arg: Tamarin(c),
    "fungi": lambda c, other: Fungi(c, str(other)),
}


def start_actions(s: WoudState) -> list[Action]:
    return [_ABILITIES[kind](c, arg) for kind, c, arg in turn.start_abilities(s)]


def pile_actions(s: WoudState) -> list[Action]:
    seat = s.current
    pile = s.piles[my_piles(s, seat)[s.looking]]
    out: list[Action] = [Keep()]
    usable = usable_animals(s, seat)
    if not usable:  # no ability at hand (most positions): only keeping or returning
        return (out + [Return()]) if turn.can_return(s) else out
    if any(card(c).is_threat for c in pile):
        out += [Keep(g) for g in usable.get("goliath", ())]
    if turn.can_return(s):
        out.append(Return())
        for animal in usable.get("boa", ()):
            out += [Return(animal, c) for c in pile]
        for animal in usable.get("hoatzin", ()):
            out += [Return(animal, c) for c in pile]
        out += [Return(a) for a in usable.get("howler", ())]
    return out


def legal_actions(s: WoudState) -> list[Action]:
    if s.over:
        return []
    if not s.tasks:
        if s.start_phase:
            return [Begin(), *start_actions(s)]
        return pile_actions(s)
    t = s.tasks[0]
    forest = s.forests[t.seat]
    if t.kind == "place":
        return [Place(c, tg) for c in forest.incoming for tg in place_targets(s, t.seat, c)]
    if t.kind == "discard":
        acts: list[Action] = [Discard(c) for c in discardable(forest, t.data["what"])]
        return acts + ([Skip()] if t.data.get("optional") else [])
    if t.kind in ("seeds", "tamarin"):
        acts = [Choose(c) for c in forest.drawn]
        return acts + ([Skip()] if t.kind == "seeds" else [])
    if t.kind == "sloth":
        return [TakeSeason(1), TakeSeason(2, t.data["sloth"])]
    if t.kind == "lightning":
        others = [i for i in range(s.seats) if i != t.seat]
        return [Lightning(m, o) for m in ("draw", "discard") for o in others]
    if t.kind == "mantis":
        have = {card(c).kind for c in forest.cards}
        kinds = [k for k in tasks.PLANT_GROUPS if k in have]
        return [Mantis(t.data["animal"], k) for k in kinds] + [Skip()]
    if t.kind == "greatness":
        return [Choose(c) for c in tasks.greatness_options(s, t)]
    if t.kind == "spirit_choice":
        return [Choose(o) for o in t.data["options"]]
    return []


def not_now(s: WoudState) -> str:
    """Why an action does not fit the pending decision."""
    if not s.tasks:
        if s.start_phase:
            return _("Use an ability you have now, or look at New Growth 1.")
        return _("Keep this pile or return it.")
    kind = s.tasks[0].kind
    return _("That is not possible now: {what}.", what=_(tasks.PROMPTS.get(kind, kind)))


def _in_pile_phase(s: WoudState) -> bool:
    return not s.tasks and not s.start_phase


def _task(s: WoudState, kind: str) -> bool:
    return bool(s.tasks) and s.tasks[0].kind == kind


# --- the handlers ---------------------------------------------------------------------
A = TypeVar("A", bound=Action)


class WoudHandler(Handler[WoudState, A]):
    """Legal exactly when listed by ``legal_actions``; after the action the automatic
    steps run until somebody must decide."""

    def check(self, s: WoudState, a: A) -> str | None:
        return None if a in legal_actions(s) else self.refusal(s, a)

    def refusal(self, s: WoudState, a: A) -> str:
        return not_now(s)

    def perform(self, s: WoudState, a: A) -> bool:
        before = s.reveals
        self.act(s, a)
        tasks.advance(s)
        return s.reveals != before

    @abstractmethod
    def act(self, s: WoudState, a: A) -> None:
        """Change the state (the queue's automatic steps follow)."""


@ACTIONS.handles(Begin)
class BeginHandler(WoudHandler[Begin]):
    def act(self, s: WoudState, a: Begin) -> None:
        turn.begin(s)

    def describe(self, s: WoudState, a: Begin) -> str:
        return _("Look at New Growth 1")


@ACTIONS.handles(Frog)
class FrogHandler(WoudHandler[Frog]):
    def act(self, s: WoudState, a: Frog) -> None:
        turn.frog(s, a.card)

    def describe(self, s: WoudState, a: Frog) -> str:
        return _("Poison dart frog: add a card to each pile")


@ACTIONS.handles(Toucan)
class ToucanHandler(WoudHandler[Toucan]):
    def act(self, s: WoudState, a: Toucan) -> None:
        turn.toucan(s, a.card, a.pile)

    def describe(self, s: WoudState, a: Toucan) -> str:
        return _("Toucan: peek at New Growth {n}", n=a.pile + 1)


@ACTIONS.handles(Tamarin)
class TamarinHandler(WoudHandler[Tamarin]):
    def act(self, s: WoudState, a: Tamarin) -> None:
        turn.tamarin(s, a.card)

    def describe(self, s: WoudState, a: Tamarin) -> str:
        return _("Golden lion tamarin: draw three cards, keep one")


@ACTIONS.handles(Fungi)
class FungiHandler(WoudHandler[Fungi]):
    def act(self, s: WoudState, a: Fungi) -> None:
        turn.fungi(s, a.card, a.other)

    def describe(self, s: WoudState, a: Fungi) -> str:
        return _("Coincap fungi: discard it and a {kind} to draw a card", kind=label(a.other))


_ANIMAL_NOT_NOW = N_("That animal cannot help now (once per season, not on the turn it came).")


@ACTIONS.handles(Keep)
class KeepHandler(WoudHandler[Keep]):
    def refusal(self, s: WoudState, a: Keep) -> str:
        if _in_pile_phase(s) and a.goliath:
            return _(_ANIMAL_NOT_NOW)
        return not_now(s)

    def act(self, s: WoudState, a: Keep) -> None:
        turn.do_keep(s, a.goliath)

    def describe(self, s: WoudState, a: Keep) -> str:
        return _("Keep the pile, leaving its threats") if a.goliath else _("Keep the pile")


@ACTIONS.handles(Return)
class ReturnHandler(WoudHandler[Return]):
    def refusal(self, s: WoudState, a: Return) -> str:
        if _in_pile_phase(s):
            if not turn.can_return(s):
                return _("The season deck is empty: the last pile cannot be refused.")
            if a.animal:
                return _(_ANIMAL_NOT_NOW)
        return not_now(s)

    def act(self, s: WoudState, a: Return) -> None:
        turn.do_return(s, a.animal, a.card)

    def describe(self, s: WoudState, a: Return) -> str:
        if not a.animal:
            return _("Return the pile")
        species = card(a.animal).species
        if species == "howler":
            return _("Howler monkey: discard the pile")
        if species == "boa":
            return _("Tree boa: take the {kind}, return the rest", kind=label(a.card))
        return _("Hoatzin: tuck the {kind}, return the rest", kind=label(a.card))


@ACTIONS.handles(TakeSeason)
class TakeSeasonHandler(WoudHandler[TakeSeason]):
    def act(self, s: WoudState, a: TakeSeason) -> None:
        tasks.take_season(s, s.tasks[0], a.count, a.sloth)

    def describe(self, s: WoudState, a: TakeSeason) -> str:
        return _n("Take {n} season card", "Take {n} season cards", a.count)


def place_words(target: str) -> str | None:
    """Where a Place puts its card, in words, when the target is no tree: into the
    forest, as a new tree, onto the discard pile (the log, the hint and the review)."""
    where = {"forest": N_("into the forest"), "new": N_("as a new tree"),
             "discard": N_("onto the discard pile")}.get(target)
    return None if where is None else _(where)


@ACTIONS.handles(Place)
class PlaceHandler(WoudHandler[Place]):
    def refusal(self, s: WoudState, a: Place) -> str:
        if _task(s, "place"):
            return place_reason(s, s.tasks[0].seat, a.card, a.target) or _("Not now.")
        return not_now(s)

    def act(self, s: WoudState, a: Place) -> None:
        do_place(s, s.tasks[0].seat, a.card, a.target)

    def describe(self, s: WoudState, a: Place) -> str:
        where = place_words(a.target) or _("onto a tree")
        if a.target.startswith("C") or a.target.startswith("A"):
            where = _("under the pitcher plant")
        return _("Place the {kind} {where}", kind=label(a.card), where=where)


@ACTIONS.handles(Discard)
class DiscardHandler(WoudHandler[Discard]):
    def refusal(self, s: WoudState, a: Discard) -> str:
        if not _task(s, "discard"):
            return not_now(s)
        t = s.tasks[0]
        what = t.data["what"]
        for tree in s.forests[t.seat].trees:
            if a.card in tree.card_ids():
                if tree.scored >= 0:
                    return _("Scored trees are safe from card effects.")
                if what == "any":
                    return _("Discard the canopy before the last trunk under it.")
        if what == "plant":
            return _("Fire burns plants: choose one of your plants.")
        if what == "animal":
            return _("Choose one of your animals.")
        if what == "mold":
            return _("Mold strikes a plant of your largest plant group.")
        return _("Choose a card in your forest.")

    def act(self, s: WoudState, a: Discard) -> None:
        tasks.discard(s, s.tasks[0], a.card)

    def describe(self, s: WoudState, a: Discard) -> str:
        return _("Discard the {kind}", kind=label(a.card))


@ACTIONS.handles(Skip)
class SkipHandler(WoudHandler[Skip]):
    def refusal(self, s: WoudState, a: Skip) -> str:
        if _task(s, "discard"):
            return _("This discard is not optional.")
        return not_now(s)

    def act(self, s: WoudState, a: Skip) -> None:
        tasks.skip(s, s.tasks[0])

    def describe(self, s: WoudState, a: Skip) -> str:
        return _("No thanks")


@ACTIONS.handles(Choose)
class ChooseHandler(WoudHandler[Choose]):
    def act(self, s: WoudState, a: Choose) -> None:
        tasks.choose(s, s.tasks[0], a.card)

    def describe(self, s: WoudState, a: Choose) -> str:
        return _("Choose the {kind}", kind=label(a.card)) if a.card else _("Choose")


@ACTIONS.handles(Lightning)
class LightningHandler(WoudHandler[Lightning]):
    def act(self, s: WoudState, a: Lightning) -> None:
        tasks.lightning(s, s.tasks[0], a.mode, a.target)

    def describe(self, s: WoudState, a: Lightning) -> str:
        return _("Lightning: both {mode} two cards", mode=_(a.mode))


@ACTIONS.handles(Mantis)
class MantisHandler(WoudHandler[Mantis]):
    def act(self, s: WoudState, a: Mantis) -> None:
        tasks.mantis(s, s.tasks[0], a.card, a.kind)

    def describe(self, s: WoudState, a: Mantis) -> str:
        return _("Mantis joins the {kind}", kind=a.kind)
