"""Mischwald's actions, each with its handler: when it is allowed, why it is refused
now, what it does and how it reads.

A turn is several decisions: action A (``DrawDeck`` or ``Take``, then a second card)
or action B (``Play``, then ``Pay`` card by card); then each effect or bonus step that
needs a choice (``Accept`` or ``Decline`` a draw, ``Place`` a card free, ``Tuck`` cards
under the cave, ``Play`` more for the Mole). Before the first turn a player without a
tree may ``Redraw`` or ``Keep``.
"""

from __future__ import annotations

from typing import TypeVar

from game.core import Action, ActionCodec, Handler
from game.games.mischwald.data import CARDS, SPECIES, species_of
from game.games.mischwald.deck import draw_cards
from game.games.mischwald.effects import advance, finish_play, finish_step, trigger_steps
from game.games.mischwald.placement import place, play_cost, slot_problem
from game.games.mischwald.state import HAND_LIMIT, HAND_SIZE, MwState, log
from game.i18n import _, _n, counted

ACTIONS = ActionCodec()


@ACTIONS.register("redraw")
class Redraw(Action):
    """Put the six cards back (a hand without a tree) and take six new ones."""


@ACTIONS.register("keep")
class Keep(Action):
    """Keep the starting hand."""


@ACTIONS.register("draw_deck")
class DrawDeck(Action):
    pass


@ACTIONS.register("take")
class Take(Action):
    card: str


@ACTIONS.register("play")
class Play(Action):
    """Play ``card``: slot "tree" (a tree card), "sapling" (any card face down), or a
    side of tree number ``tree`` of the player's forest."""

    card: str
    tree: int
    slot: str


@ACTIONS.register("pay")
class Pay(Action):
    card: str


@ACTIONS.register("accept")
class Accept(Action):
    """Use the pending draw."""


@ACTIONS.register("decline")
class Decline(Action):
    """Skip the pending step, or finish it (free placements, Raccoon, Mole)."""


@ACTIONS.register("place")
class Place(Action):
    """Place a card free of cost (no effect, no bonus)."""

    card: str
    tree: int
    slot: str


@ACTIONS.register("tuck")
class Tuck(Action):
    """Raccoon: put a hand card under the cave."""

    card: str


A = TypeVar("A", bound=Action)


class MwHandler(Handler[MwState, A]):
    """A handler that also names the decisions its action answers (the rules refuse
    it with the pending prompt in any other)."""

    kinds: tuple[str, ...] = ()


def card_label(card: str, translate: bool = True) -> str:
    """A card by its species ("Oak", "Goshawk / Moss"); in the log untranslated, since
    a game's record never depends on the language it was played in."""
    c = CARDS[card]
    name = _ if translate else str
    if c.kind == "tree":
        return name(SPECIES[c.a[0]].en) if c.a else card
    if c.a and c.b:
        return f"{name(SPECIES[c.a[0]].en)} / {name(SPECIES[c.b[0]].en)}"
    return card


def _in_hand(s: MwState, card: str) -> str | None:
    return None if card in s.hands[s.current] else _("That card is not in your hand.")


# --- before the first turn ---------------------------------------------------------------
def _redraw(s: MwState, redraw: bool) -> None:
    p = s.redraw_queue.pop(0)
    if redraw:
        s.redrawn[p].extend(s.hands[p])
        s.hands[p].clear()
        draw_cards(s, p, HAND_SIZE)
        log(s, "{name} had no tree and redraws six cards.", p, (("hand", p),))
    s.turn += 1
    if not s.redraw_queue:
        s.phase = "turn"


@ACTIONS.handles(Redraw)
class RedrawHandler(MwHandler[Redraw]):
    kinds = ("redraw",)

    def perform(self, s: MwState, a: Redraw) -> None:
        _redraw(s, True)

    def describe(self, s: MwState, a: Redraw) -> str:
        return _("Redraw six")


@ACTIONS.handles(Keep)
class KeepHandler(MwHandler[Keep]):
    kinds = ("redraw",)

    def perform(self, s: MwState, a: Keep) -> None:
        _redraw(s, False)

    def describe(self, s: MwState, a: Keep) -> str:
        return _("Keep hand")


# --- action A: draw two cards --------------------------------------------------------------
def _hand_full(s: MwState) -> str | None:
    return _("Your hand is full (10 cards).") if len(s.hands[s.current]) >= HAND_LIMIT else None


def _after_draw(s: MwState, p: int) -> None:
    if s.over:
        return
    if s.phase == "turn" and len(s.hands[p]) < HAND_LIMIT:
        s.phase = "draw2"
    else:
        advance(s)  # no steps pending: this ends the turn


@ACTIONS.handles(DrawDeck)
class DrawDeckHandler(MwHandler[DrawDeck]):
    kinds = ("turn", "draw2")

    def check(self, s: MwState, a: DrawDeck) -> str | None:
        return _hand_full(s)

    def perform(self, s: MwState, a: DrawDeck) -> None:
        p = s.current
        log(s, "{name} draws from the deck.", p, (("deck",), ("hand", p)))
        draw_cards(s, p, 1)
        _after_draw(s, p)

    def describe(self, s: MwState, a: DrawDeck) -> str:
        return _("Draw from the deck")


@ACTIONS.handles(Take)
class TakeHandler(MwHandler[Take]):
    kinds = ("turn", "draw2")

    def check(self, s: MwState, a: Take) -> str | None:
        full = _hand_full(s)
        if full is not None:
            return full
        return None if a.card in s.clearing else _("That card is not in the clearing.")

    def perform(self, s: MwState, a: Take) -> None:
        p = s.current
        s.clearing.remove(a.card)
        s.hands[p].append(a.card)
        log(s, "{name} takes a {species} from the clearing.", p, (("clearing",), ("hand", p)),
            species=card_label(a.card, translate=False))  # the log is English
        _after_draw(s, p)

    def describe(self, s: MwState, a: Take) -> str:
        return _("Take {card} from the clearing", card=card_label(a.card))


# --- action B: play a card and pay for it ---------------------------------------------------
def placing_text(verb: str, a: Play | Place) -> str:
    """"Play Red Fox at tree 2, right" and the like."""
    if a.slot == "sapling":
        return _("{verb} a card as a sapling", verb=verb)
    where = "" if a.slot == "tree" else _(" at tree {n}, {side}", n=a.tree + 1, side=_(a.slot))
    return f"{verb} {_(species_of(a.card, a.slot).en)}{where}"


@ACTIONS.handles(Play)
class PlayHandler(MwHandler[Play]):
    kinds = ("turn", "mole")

    def check(self, s: MwState, a: Play) -> str | None:
        problem = _in_hand(s, a.card)
        if problem is not None:
            return problem
        reason = slot_problem(s, s.current, a.card, a.tree, a.slot)
        if reason:
            return _(reason)
        cost, others = play_cost(a.card, a.slot), len(s.hands[s.current]) - 1
        if cost > others:
            return _n("It costs {n} card and you hold only {m} others.",
                      "It costs {n} cards and you hold only {m} others.", cost, m=others)
        return None

    def perform(self, s: MwState, a: Play) -> None:
        s.hands[s.current].remove(a.card)
        cost = play_cost(a.card, a.slot)
        s.play = {
            "card": a.card,
            "tree": a.tree,
            "slot": a.slot,
            "cost": cost,
            "paid": [],
            "mole": s.phase == "steps",
        }
        s.phase = "pay"
        if cost == 0:
            finish_play(s)

    def describe(self, s: MwState, a: Play) -> str:
        return placing_text(_("Play"), a)


@ACTIONS.handles(Pay)
class PayHandler(MwHandler[Pay]):
    kinds = ("pay",)

    def check(self, s: MwState, a: Pay) -> str | None:
        return _in_hand(s, a.card)

    def perform(self, s: MwState, a: Pay) -> None:
        assert s.play is not None
        s.hands[s.current].remove(a.card)
        s.clearing.append(a.card)
        s.play["paid"].append(a.card)
        if len(s.play["paid"]) >= s.play["cost"]:
            finish_play(s)

    def describe(self, s: MwState, a: Pay) -> str:
        return _("Pay with {card}", card=card_label(a.card))


# --- the steps a played card sets off -----------------------------------------------------
@ACTIONS.handles(Accept)
class AcceptHandler(MwHandler[Accept]):
    kinds = ("draw",)

    def perform(self, s: MwState, a: Accept) -> None:
        p, st = s.current, s.steps.pop(0)
        got = draw_cards(s, p, st["n"])
        if not s.over:  # at the end the score breakdown stays the last lines
            log(s, counted("{name} draws {n} card.", "{name} draws {n} cards."), p,
                (("deck",), ("hand", p)), n=got)
        advance(s)

    def describe(self, s: MwState, a: Accept) -> str:
        return _("Draw")


@ACTIONS.handles(Decline)
class DeclineHandler(MwHandler[Decline]):
    kinds = ("draw", "free", "raccoon", "mole")

    def perform(self, s: MwState, a: Decline) -> None:
        if s.steps[0]["k"] in ("mole", "raccoon"):
            finish_step(s)
        else:
            s.steps.pop(0)
        advance(s)

    def describe(self, s: MwState, a: Decline) -> str:
        return _("Done / skip")


@ACTIONS.handles(Place)
class PlaceHandler(MwHandler[Place]):
    kinds = ("free",)

    def check(self, s: MwState, a: Place) -> str | None:
        problem = _in_hand(s, a.card)
        if problem is not None:
            return problem
        if a.slot in ("tree", "sapling") or CARDS[a.card].kind == "tree":
            return _("Only an animal card can be placed free here.")
        reason = slot_problem(s, s.current, a.card, a.tree, a.slot)
        if reason:
            return _(reason)
        if s.steps[0]["type"] not in species_of(a.card, a.slot).types:
            return _("That half is not of the kind this card lets you place.")
        return None

    def perform(self, s: MwState, a: Place) -> None:
        p, st = s.current, s.steps[0]
        s.hands[p].remove(a.card)
        place(s, p, a.card, a.tree, a.slot)
        if not st["many"]:
            s.steps.pop(0)
        s.steps[:0] = trigger_steps(s, p, a.card, a.slot)
        advance(s)

    def describe(self, s: MwState, a: Place) -> str:
        return placing_text(_("Place free"), a)


@ACTIONS.handles(Tuck)
class TuckHandler(MwHandler[Tuck]):
    kinds = ("raccoon",)

    def check(self, s: MwState, a: Tuck) -> str | None:
        return _in_hand(s, a.card)

    def perform(self, s: MwState, a: Tuck) -> None:
        p = s.current
        s.hands[p].remove(a.card)
        s.caves[p].append(a.card)
        s.steps[0]["n"] += 1
        log(s, "{name} puts a card under the cave.", p, (("cave", p),))
        advance(s)

    def describe(self, s: MwState, a: Tuck) -> str:
        return _("Put {card} under the cave", card=card_label(a.card))
