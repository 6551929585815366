"""Mischwald's rules: grow trees and fill their four sides with animals, plants and
mushrooms.

The actions and what each does are in actions.py; this class sets the game up, says
who decides what, lists the legal moves and scores.
"""

from __future__ import annotations

import dataclasses
import functools
import random
from collections.abc import Iterable, Sequence

from game.core import Action, Decision, GameInfo, Options, Rules, ScoreRow, ScoreSheet
from game.games.mischwald import observe as seen
from game.games.mischwald.actions import (
    ACTIONS,
    Accept,
    Decline,
    DrawDeck,
    Keep,
    MwHandler,
    Pay,
    Place,
    Play,
    Redraw,
    Take,
    Tuck,
)
from game.games.mischwald.data import CARDS, CAT, SPECIES, WINTER_IDS, species_of
from game.games.mischwald.deck import draw_cards
from game.games.mischwald.invariants import invariants
from game.games.mischwald.observe import MischwaldObservation
from game.games.mischwald.placement import bonus_met, free_options, hand_placements, play_costs
from game.games.mischwald.scoring import (
    ROW_LABELS,
    ROWS,
    Forest,
    Line,
    row_totals,
    score_table,
    score_totals,
)
from game.games.mischwald.state import HAND_LIMIT, HAND_SIZE, MwState, log, new_tree
from game.i18n import _, _n


class MischwaldRules(Rules[MwState, MischwaldObservation]):
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
        last = last + winters[:-1]
        rng.shuffle(last)
        last.append(winters[-1])  # the last winter card lies on top of that pile
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
            draw_cards(s, p, HAND_SIZE)
        s.redraw_queue = [p for p in range(n) if not _has_tree(s.hands[p])]
        s.phase = "redraw" if s.redraw_queue else "turn"
        log(s, "The game begins; {name} starts.", 0)
        return s

    # --- decisions --------------------------------------------------------------------
    # decision() words the prompt; legal_actions() needs only its kind (_decision_kind),
    # and a search asks for it in every position it weighs.
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
        k = st["k"]
        if k == "draw":
            prompt = _n("{card}: draw {n} card?", "{card}: draw {n} cards?", st.get("n", 0),
                        card=_(SPECIES[st["why"]].en))
        elif k == "free":
            prompt = _("{card}: place a card free, or finish.", card=_(SPECIES[st["why"]].en))
        elif k == "raccoon":
            prompt = _("Raccoon: choose cards for the cave, then finish.")
        elif k == "mole":
            prompt = _("Mole: play more cards from your hand, or finish.")
        else:
            raise ValueError(f"unknown step {k!r}")
        return Decision(p, k, prompt, s.turn)

    def is_over(self, s: MwState) -> bool:
        # ``decision`` names a seat in every phase but the last; a search asks this at
        # every step, without the prompt's text
        return s.phase == "over"

    def legal_actions(self, s: MwState) -> list[Action]:
        kind = _decision_kind(s)
        p = s.current
        acts: list[Action] = []
        if kind == "over":
            return acts
        if kind == "redraw":
            return [Redraw(), Keep()]
        if kind in ("turn", "draw2") and len(s.hands[p]) < HAND_LIMIT:
            acts.append(_DRAW_DECK)
            acts += [_take(c) for c in dict.fromkeys(s.clearing)]
        if kind in ("turn", "mole"):
            hand = s.hands[p]
            payable = len(hand) - 1
            for card, places in hand_placements(s, p, hand):
                costs = play_costs(card)
                acts += [_play(card, t, slot) for t, slot in places if costs[slot] <= payable]
        if kind == "pay":
            acts.extend(_pay(c) for c in s.hands[p])
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

    def precheck(self, s: MwState, action: Action) -> str | None:
        """Each action answers some decisions only; any other gets the pending prompt."""
        d = self.decision(s)
        if d.seat is None:
            return _("The game is over.")
        handler = self.actions.handler(action)
        if not isinstance(handler, MwHandler) or d.kind not in handler.kinds:
            return d.prompt or _("That move is not allowed now.")
        return None

    def perform(self, s: MwState, action: Action) -> bool:
        """Carry out a checked action; True when a card left the face-down deck."""
        before = len(s.deck)
        super().perform(s, action)
        return len(s.deck) != before

    # --- what players see -------------------------------------------------------------
    def observe(self, s: MwState, seat: int | None) -> MischwaldObservation:
        return seen.observe(s, seat)

    def hidden_from(self, s: MwState, seat: int | None) -> set[str]:
        return seen.hidden_from(s, seat)

    def redetermine(self, s: MwState, seat: int, rng: random.Random) -> MwState:
        return seen.redetermine(self.clone(s), seat, rng)

    # --- scoring ----------------------------------------------------------------------
    def score_lines(self, s: MwState) -> list[list[Line]]:
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
                host = dataclasses.replace(mine[pl["tree"]])
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
        return self._margin(s, seat, self._totals(s, forests), hand, extra)

    def margins(self, s: MwState, seats: Iterable[int]) -> dict[int, float]:
        """``evaluate`` of each seat, the forests scored once for every seat but the one
        paying for a card (a search judges a position for several seats)."""
        out: dict[int, float] = {}
        totals: list[int] | None = None
        for seat in seats:
            if s.play is not None and s.current == seat:
                out[seat] = self.evaluate(s, seat)
                continue
            if totals is None:
                totals = self._totals(s, s.forests)
            out[seat] = self._margin(s, seat, totals, len(s.hands[seat]), 0.0)
        return out

    @staticmethod
    def _totals(s: MwState, forests: Sequence[Forest]) -> list[int]:
        return score_totals(forests, [len(c) for c in s.caves])

    @staticmethod
    def _margin(s: MwState, seat: int, totals: list[int], hand: int, extra: float) -> float:
        best_other = max(t for i, t in enumerate(totals) if i != seat)
        return totals[seat] - best_other + 0.8 * hand + extra

    def invariants(self, s: MwState) -> list[str]:
        return invariants(s, self.score_sheet(s))


# Actions are values, and a search lists the same few thousand of them over and over:
# each is made once (every card, tree and slot is far fewer than the limits).
_play = functools.lru_cache(maxsize=32768)(Play)
_take = functools.lru_cache(maxsize=1024)(Take)
_pay = functools.lru_cache(maxsize=1024)(Pay)
_DRAW_DECK = DrawDeck()


def _has_tree(hand: Iterable[str]) -> bool:
    return any(CARDS[c].kind == "tree" for c in hand)


def _decision_kind(s: MwState) -> str:
    """The kind of the pending decision, as :meth:`MischwaldRules.decision` names it."""
    if s.phase in ("over", "redraw", "turn", "draw2", "pay"):
        return s.phase
    return str(s.steps[0]["k"])
