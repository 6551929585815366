"""Mischwald rules: setup, decisions, legal actions, performing them. No pygame.

A turn is several decisions: choose action A (draw one card, then a second) or
action B (choose a card and its place, then pay card by card); then each effect or
bonus step that needs a choice (draw or not, place a card free, tuck cards under the
cave, play more cards for the Mole). Steps that need no choice resolve at once.
"""

from __future__ import annotations

import random
from collections.abc import Iterable

from game.core import (
    Action,
    ActionCodec,
    Decision,
    GameInfo,
    Options,
    Rules,
    ScoreRow,
    ScoreSheet,
)
from game.games.mischwald import hidden
from game.games.mischwald.data import CARDS, CAT, SPECIES, WINTER_IDS, species_of
from game.games.mischwald.scoring import ROW_LABELS, ROWS, row_totals, score_table
from game.games.mischwald.state import (
    HAND_LIMIT,
    MwState,
    advance,
    bonus_met,
    clone_state,
    draw_cards,
    finish_play,
    finish_step,
    free_options,
    log,
    new_tree,
    place,
    placements,
    play_cost,
    slot_problem,
    trigger_steps,
)
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


class MischwaldRules(Rules):
    info = GameInfo(
        id="mischwald",
        title="Mischwald",
        min_players=2,
        max_players=5,
        blurb="Grow trees and fill them with animals, plants and mushrooms.",
        rules_file="rules/mischwald.md",
    )
    actions = ACTIONS

    # --- setup ------------------------------------------------------------------------
    def setup(self, options: Options, seed: int) -> MwState:
        rng = random.Random(seed)
        n = options.players
        cards = [cid for cid in CARDS if cid not in WINTER_IDS]
        rng.shuffle(cards)
        cut = CAT.removed_unseen(n)
        removed, rest = cards[:cut], cards[cut:]
        # three piles as equal as can be; the bottom one takes the smallest share
        last_size = len(rest) // int(CAT.setup["piles"])
        last, upper = rest[:last_size], rest[last_size:]
        winters = list(WINTER_IDS)
        rng.shuffle(winters)
        last = last + winters[:2]
        rng.shuffle(last)
        last.append(winters[2])  # the third winter card lies on top of that pile
        deck = last + upper  # the top of the deck is the end of the list
        s = MwState(
            rng=rng,
            names=[seat.name for seat in options.seats],
            deck=deck,
            winter_zone=len(last),
            hands=[[] for _ in range(n)],
            removed=removed,
            redrawn=[[] for _ in range(n)],
            caves=[[] for _ in range(n)],
            forests=[[] for _ in range(n)],
        )
        for p in range(n):
            draw_cards(s, p, int(CAT.setup["hand_size"]))
        s.redraw_queue = [p for p in range(n) if not _has_tree(s.hands[p])]
        s.phase = "redraw" if s.redraw_queue else "turn"
        log(s, "The game begins; {name} starts.", 0)
        return s

    # --- decisions --------------------------------------------------------------------
    def decision(self, s: MwState) -> Decision:
        if s.phase == "over":
            return Decision(None, "over", _("The game is over."), s.turn)
        if s.phase == "redraw":
            return Decision(s.redraw_queue[0], "redraw", _("No tree: redraw six cards?"), s.turn)
        p = s.current
        if s.phase == "turn":
            return Decision(p, "turn", _("Draw two cards, or play a card."), s.turn)
        if s.phase == "draw2":
            return Decision(p, "draw2", _("Draw your second card."), s.turn)
        if s.phase == "pay":
            assert s.play is not None
            left = s.play["cost"] - len(s.play["paid"])
            return Decision(p, "pay", _n("Pay {n} more card from your hand.",
                                           "Pay {n} more cards from your hand.", left), s.turn)
        st = s.steps[0]
        name = _(SPECIES[st["why"]].en)
        prompts = {
            "draw": _n("{card}: draw {n} card?", "{card}: draw {n} cards?", st.get("n", 0),
                       card=name),
            "free": _("{card}: place a card free, or finish.", card=name),
            "raccoon": _("Raccoon: choose cards for the cave, then finish."),
            "mole": _("Mole: play more cards from your hand, or finish."),
        }
        return Decision(p, st["k"], prompts[st["k"]], s.turn)

    def legal_actions(self, s: MwState) -> list[Action]:
        kind = self.decision(s).kind
        p = s.current
        acts: list[Action] = []
        if kind == "over":
            return acts
        if kind == "redraw":
            return [Redraw(), Keep()]
        if kind in ("turn", "draw2") and len(s.hands[p]) < HAND_LIMIT:
            acts.append(DrawDeck())
            acts.extend(Take(c) for c in dict.fromkeys(s.clearing))
        if kind in ("turn", "mole"):
            hand = s.hands[p]
            for card in hand:
                for t, slot in placements(s, p, card):
                    if play_cost(card, slot) <= len(hand) - 1:
                        acts.append(Play(card, t, slot))
        if kind == "pay":
            acts.extend(Pay(c) for c in s.hands[p])
        elif kind == "draw":
            acts += [Accept(), Decline()]
        elif kind == "free":
            acts.extend(Place(c, t, sl) for c, t, sl in free_options(s, p, s.steps[0]["type"]))
            acts.append(Decline())
        elif kind == "raccoon":
            acts.extend(Tuck(c) for c in s.hands[p])
            acts.append(Decline())
        elif kind == "mole":
            acts.append(Decline())
        return acts

    def check(self, s: MwState, action: Action) -> str | None:
        d = self.decision(s)
        if d.seat is None:
            return _("The game is over.")
        p = s.current
        hand = s.hands[p]
        allowed = {
            "redraw": (Redraw, Keep),
            "turn": (DrawDeck, Take, Play),
            "draw2": (DrawDeck, Take),
            "pay": (Pay,),
            "draw": (Accept, Decline),
            "free": (Place, Decline),
            "raccoon": (Tuck, Decline),
            "mole": (Play, Decline),
        }[d.kind]
        if not isinstance(action, allowed):
            return d.prompt or _("That move is not allowed now.")
        if isinstance(action, DrawDeck | Take):
            if len(hand) >= HAND_LIMIT:
                return _("Your hand is full (10 cards).")
            if isinstance(action, Take) and action.card not in s.clearing:
                return _("That card is not in the clearing.")
            return None
        if isinstance(action, Play | Place | Pay | Tuck) and action.card not in hand:
            return _("That card is not in your hand.")
        if isinstance(action, Play):
            reason = slot_problem(s, p, action.card, action.tree, action.slot)
            if reason:
                return _(reason)
            cost = play_cost(action.card, action.slot)
            if cost > len(hand) - 1:
                return _n("It costs {n} card and you hold only {m} others.",
                          "It costs {n} cards and you hold only {m} others.", cost, m=len(hand) - 1)
            return None
        if isinstance(action, Place):
            want = s.steps[0]["type"]
            if action.slot in ("tree", "sapling") or CARDS[action.card].kind == "tree":
                return _("Only an animal card can be placed free here.")
            reason = slot_problem(s, p, action.card, action.tree, action.slot)
            if reason:
                return _(reason)
            if want not in species_of(action.card, action.slot).types:
                return _("That half is not of the kind this card lets you place.")
            return None
        return None

    # --- performing -------------------------------------------------------------------
    def perform(self, s: MwState, action: Action) -> bool:
        """Carry out a checked action; True when a card left the face-down deck."""
        before = len(s.deck)
        self._perform(s, action)
        return len(s.deck) != before

    def _perform(self, s: MwState, action: Action) -> None:
        p = s.current
        if isinstance(action, Redraw | Keep):
            self._redraw(s, isinstance(action, Redraw))
        elif isinstance(action, DrawDeck | Take):
            self._draw(s, p, action)
        elif isinstance(action, Play):
            s.hands[p].remove(action.card)
            cost = play_cost(action.card, action.slot)
            s.play = {
                "card": action.card,
                "tree": action.tree,
                "slot": action.slot,
                "cost": cost,
                "paid": [],
                "mole": s.phase == "steps",
            }
            s.phase = "pay"
            if cost == 0:
                finish_play(s)
        elif isinstance(action, Pay):
            assert s.play is not None
            s.hands[p].remove(action.card)
            s.clearing.append(action.card)
            s.play["paid"].append(action.card)
            if len(s.play["paid"]) >= s.play["cost"]:
                finish_play(s)
        else:
            self._step(s, p, action)

    def _step(self, s: MwState, p: int, action: Action) -> None:
        st = s.steps[0]
        if isinstance(action, Accept):
            s.steps.pop(0)
            got = draw_cards(s, p, st["n"])
            if not s.over:  # at the end the score breakdown stays the last lines
                log(s, counted("{name} draws {n} card.", "{name} draws {n} cards."), p, n=got)
        elif isinstance(action, Decline):
            if st["k"] in ("mole", "raccoon"):
                finish_step(s)
            else:
                s.steps.pop(0)
        elif isinstance(action, Place):
            s.hands[p].remove(action.card)
            place(s, p, action.card, action.tree, action.slot)
            if not st["many"]:
                s.steps.pop(0)
            s.steps[:0] = trigger_steps(s, p, action.card, action.slot)
        elif isinstance(action, Tuck):
            s.hands[p].remove(action.card)
            s.caves[p].append(action.card)
            st["n"] += 1
            log(s, "{name} puts a card under the cave.", p)
        else:
            raise ValueError(f"unknown action {action!r}")
        advance(s)

    def _redraw(self, s: MwState, redraw: bool) -> None:
        p = s.redraw_queue.pop(0)
        if redraw:
            s.redrawn[p].extend(s.hands[p])
            s.hands[p].clear()
            draw_cards(s, p, int(CAT.setup["hand_size"]))
            log(s, "{name} had no tree and redraws six cards.", p)
        s.turn += 1
        if not s.redraw_queue:
            s.phase = "turn"

    def _draw(self, s: MwState, p: int, action: Action) -> None:
        if isinstance(action, Take):
            s.clearing.remove(action.card)
            s.hands[p].append(action.card)
            log(
                s,
                "{name} takes a {species} from the clearing.",
                p,
                species=_card_label(action.card, translate=False),  # the log is English
            )
        else:
            log(s, "{name} draws from the deck.", p)
            draw_cards(s, p, 1)
        if s.over:
            return
        if s.phase == "turn" and len(s.hands[p]) < HAND_LIMIT:
            s.phase = "draw2"
        else:
            advance(s)  # no steps pending: this ends the turn

    # --- what players see -------------------------------------------------------------
    def observe(self, s: MwState, seat: int | None) -> dict:
        return hidden.observe(s, seat)

    def hidden_from(self, s: MwState, seat: int | None) -> set[str]:
        return hidden.hidden_from(s, seat)

    def redetermine(self, s: MwState, seat: int, rng: random.Random) -> MwState:
        return hidden.redetermine(clone_state(s), seat, rng)

    def clone(self, s: MwState) -> MwState:
        return clone_state(s)

    # --- scoring ----------------------------------------------------------------------
    def score_lines(self, s: MwState):
        return score_table(s.forests, [len(c) for c in s.caves])

    def score_sheet(self, s: MwState) -> ScoreSheet:
        per_seat = [row_totals(lines) for lines in self.score_lines(s)]
        return ScoreSheet([ScoreRow(_(ROW_LABELS[r]), [t[r] for t in per_seat]) for r in ROWS])

    def evaluate(self, s: MwState, seat: int) -> float:
        """Points against the best opponent, plus a little per card in hand (the means
        to score later). A card being paid for counts as placed already, less the
        cards still to pay, so a computer player sees what a play is worth."""
        forests = s.forests
        hand = len(s.hands[seat])
        extra = 0.0
        if s.play is not None and s.current == seat:
            pl = s.play
            forests = list(s.forests)
            mine = list(forests[seat])
            if pl["slot"] in ("tree", "sapling"):
                mine.append(new_tree(pl["card"], pl["slot"] == "sapling"))
            else:
                host = dict(mine[pl["tree"]])
                host[pl["slot"]] = [*host[pl["slot"]], pl["card"]]
                mine[pl["tree"]] = host
            forests[seat] = mine
            hand -= pl["cost"] - len(pl["paid"])
            sp = species_of(pl["card"], pl["slot"]) if pl["slot"] != "sapling" else None
            if (
                sp
                and sp.bonus
                and (not pl["paid"] or bonus_met(pl["card"], pl["slot"], pl["paid"]))
            ):
                extra = 1.5
        lines = score_table(forests, [len(c) for c in s.caves])
        totals = [sum(ln.points for ln in seat_lines) for seat_lines in lines]
        best_other = max(t for i, t in enumerate(totals) if i != seat)
        return totals[seat] - best_other + 0.8 * hand + extra

    def invariants(self, s: MwState) -> list[str]:
        return hidden.invariants(s, self.score_sheet(s))

    def describe(self, s: MwState, action: Action) -> str:
        if isinstance(action, DrawDeck):
            return _("Draw from the deck")
        if isinstance(action, Take):
            return _("Take {card} from the clearing", card=_card_label(action.card))
        if isinstance(action, Play | Place):
            verb = _("Play") if isinstance(action, Play) else _("Place free")
            if action.slot == "sapling":
                return _("{verb} a card as a sapling", verb=verb)
            where = (
                ""
                if action.slot == "tree"
                else _(" at tree {n}, {side}", n=action.tree + 1, side=_(action.slot))
            )
            return f"{verb} {_(species_of(action.card, action.slot).en)}{where}"
        if isinstance(action, Pay):
            return _("Pay with {card}", card=_card_label(action.card))
        if isinstance(action, Tuck):
            return _("Put {card} under the cave", card=_card_label(action.card))
        labels = {
            Accept: _("Draw"),
            Decline: _("Done / skip"),
            Redraw: _("Redraw six"),
            Keep: _("Keep hand"),
        }
        return labels.get(type(action), action.type_name)


def _has_tree(hand: Iterable[str]) -> bool:
    return any(CARDS[c].kind == "tree" for c in hand)


def _card_label(card: str, translate: bool = True) -> str:
    """A card by its species ("Oak", "Goshawk / Moss"); in the log untranslated, since
    a game's record never depends on the language it was played in."""
    c = CARDS[card]
    name = _ if translate else str
    if c.kind == "tree":
        return name(SPECIES[c.a[0]].en) if c.a else card
    if c.a and c.b:
        return f"{name(SPECIES[c.a[0]].en)} / {name(SPECIES[c.b[0]].en)}"
    return card
