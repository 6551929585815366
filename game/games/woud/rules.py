"""Het Woud (Canopy): grow a rainforest over three seasons, pile by pile.

The actions and what each does are in actions.py, the queue of pending steps in
tasks.py; this class sets the game up, says who decides what and scores. Pure: no
pygame."""

from __future__ import annotations

import random
from collections.abc import Iterable

from game.core import Action, Decision, GameInfo, Options, Rules, ScoreRow, ScoreSheet, Variant
from game.core.protocol import one_scoring
from game.games.woud import observe as seen
from game.games.woud import season, turn
from game.games.woud.actions import ACTIONS, legal_actions
from game.games.woud.data import (
    card,
    rainforest_cards,
    season_cards,
    seed_deck,
    species_table,
    start_trunks,
    values,
)
from game.games.woud.flow import new_tree
from game.games.woud.invariants import invariants
from game.games.woud.observe import WoudObservation
from game.games.woud.scoring import CATEGORIES, projected
from game.games.woud.state import Forest, WoudState
from game.games.woud.strategy import PROMISE
from game.games.woud.tasks import DISCARD_PROMPTS, PROMPTS, advance
from game.i18n import N_, _, _n

ROW_LABELS = {
    "trees": N_("Trees"),
    "tallest": N_("Tallest tree award"),
    "plants": N_("Plants"),
    "weather": N_("Sun and rain"),
    "season": N_("Season cards"),
    "threat_bonus": N_("Threat bonus"),
    "animals": N_("Animals"),
    "largest": N_("Largest forest award"),
}

class WoudRules(Rules[WoudState, WoudObservation]):
    info = GameInfo(
        id="woud",
        title="Het Woud",
        min_players=1,
        max_players=4,
        blurb=N_("Grow the richest rainforest over three seasons, pile by pile."),
        variants=(
            Variant(
                "bosgeest",
                N_("Bosgeest setup"),
                ("standard", "easier", "harder"),
                (
                    N_("Standard: no starting trunks"),
                    N_("Easier: you start with a trunk"),
                    N_("Harder: only the Bosgeest starts with a trunk"),
                ),
                N_("How the solo game against the Bosgeest begins."),
                players=(1,),
            ),
            Variant(
                "advanced",
                N_("Advanced cards"),
                ("none", "plants", "animals", "all", "mix"),
                (
                    N_("None"),
                    N_("Plants and threats"),
                    N_("Animals only"),
                    N_("Plants, threats and animals"),
                    N_("Animal mix"),
                ),
                N_("Which advanced cards join the deck."),
            ),
            Variant(
                "seasons",
                N_("Changing seasons"),
                ("off", "on"),
                (N_("Off"), N_("On")),
                N_("Each season one card changes a rule."),
                players=(2, 3, 4),
            ),
        ),
        rules_file="rules/woud.md",
        colours=("green", "blue", "yellow", "red"),
    )
    actions = ACTIONS
    # judgements a level may search with instead of ``evaluate`` (strategy.py)
    judges = {"promise": PROMISE}

    # --- setup ---------------------------------------------------------------------
    def setup(self, options: Options, seed: int) -> WoudState:
        rng = random.Random(seed)
        n = options.players
        solo = n == 1
        key = str(max(2, n))
        advanced = options.variant("advanced", "none") or "none"
        species = None
        if advanced == "mix":
            count = values()["mix_species"]["count"]
            species = rng.sample(sorted(species_table()), count)
        deck = rainforest_cards(advanced, solo, species)
        rng.shuffle(deck)
        aside = values()["set_aside"][key]
        s = WoudState(rng=rng, players=n, advanced=advanced)
        s.set_aside, rest = deck[:aside], deck[aside:]
        s.seasons = values()["seasons"][key]
        size, extra = divmod(len(rest), s.seasons)
        at = 0
        for i in range(s.seasons):
            k = size + (1 if i < extra else 0)
            s.decks.append(rest[at : at + k])
            at += k
        s.seed_deck = seed_deck()
        rng.shuffle(s.seed_deck)
        s.unused_start = start_trunks()
        seats = 2 if solo else n
        s.forests = [Forest() for _ in range(seats)]
        s.piles = [[] for _ in range(3 if n <= 2 else n + 1)]
        s.names = [seat.name for seat in options.seats] + (["Bosgeest"] if solo else [])
        s.summary = [{}]
        s.points = [0] * seats
        if solo:
            s.spirit = 1
            s.setup_choice = options.variant("bosgeest", "standard") or "standard"
            if s.setup_choice == "easier":
                new_tree(s, s.forests[0], s.unused_start.pop(0))
            elif s.setup_choice == "harder":
                new_tree(s, s.forests[1], s.unused_start.pop(0))
        else:
            for forest in s.forests:
                new_tree(s, forest, s.unused_start.pop(0))
            s.current = rng.randrange(n)
            if options.variant("seasons", "off") == "on":
                s.season_deck = sorted(season_cards())
                rng.shuffle(s.season_deck)
        s.all_cards = sorted(deck + s.seed_deck + start_trunks())
        start = season.deal_season(s)
        turn.start_turn(s, start)
        advance(s)
        return s

    # --- decisions -----------------------------------------------------------------
    def decision(self, s: WoudState) -> Decision:
        if s.over:
            return Decision(None, "over", _("The game is over."), s.turn)
        if s.tasks:
            t = s.tasks[0]
            prompt: str | tuple[str, str] = PROMPTS.get(t.kind, t.kind)
            if t.kind == "discard":
                prompt = DISCARD_PROMPTS.get(t.data["reason"], prompt)
            n = t.data.get("n", 1)
            text = _n(*prompt, n) if isinstance(prompt, tuple) else _(prompt, n=n)
            return Decision(t.seat, t.kind, text, s.turn)
        kind = "start" if s.start_phase else "pile"
        return Decision(s.current, kind, _(PROMPTS[kind]), s.turn)

    def is_over(self, s: WoudState) -> bool:
        # ``decision`` names a seat in every position but the end (a task's seat, else
        # the current one); a search asks this at every step, without the prompt's text
        return s.over

    def legal_actions(self, s: WoudState) -> list[Action]:
        return legal_actions(s)

    # --- what players see ----------------------------------------------------------
    def observe(self, s: WoudState, seat: int | None) -> WoudObservation:
        return seen.observe(s, seat, self.decision(s))

    def hidden_from(self, s: WoudState, seat: int | None) -> set[str]:
        return seen.hidden_from(s, seat)

    def redetermine(self, s: WoudState, seat: int, rng: random.Random) -> WoudState:
        return seen.redetermine(self.clone(s), seat, rng)

    def invariants(self, s: WoudState) -> list[str]:
        return invariants(s)

    # --- scores --------------------------------------------------------------------
    def score_sheet(self, s: WoudState) -> ScoreSheet:
        rows = []
        for cat in CATEGORIES:
            if cat == "season" and not (s.season_deck or s.season_cards):
                continue
            if cat == "threat_bonus" and s.spirit < 0:
                continue
            vals: list[int | None] = [sum(d.get(cat, [0] * s.seats)[i] for d in s.summary)
                                      for i in range(s.seats)]
            rows.append(ScoreRow(_(ROW_LABELS[cat]), vals))
        # solo: the second column is the Bosgeest, which no seat plays
        return ScoreSheet(rows, ["Bosgeest"] if s.spirit >= 0 else [])

    def winners(self, s: WoudState) -> list[int]:
        """Most points; a tie goes to the most animals; still tied, all share it."""
        totals = self.score_sheet(s).totals
        best = max(totals)
        tied = [i for i, t in enumerate(totals) if t == best]
        animals = {i: sum(1 for c in s.forests[i].cards if card(c).is_animal) for i in tied}
        most = max(animals.values())
        return [i for i in tied if animals[i] == most]

    def evaluate(self, s: WoudState, seat: int) -> float:
        mine = s.points[seat] + projected(s, seat)
        others = [s.points[i] + projected(s, i) for i in range(s.seats) if i != seat]
        return mine - (max(others) if others else 0)

    def margins(self, s: WoudState, seats: Iterable[int]) -> dict[int, float]:
        """``evaluate`` of each seat, every seat's projection worked out once."""
        return one_scoring([s.points[i] + projected(s, i) for i in range(s.seats)], seats)
