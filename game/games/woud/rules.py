"""Het Woud (Canopy): the rules as a Rules implementation. Pure: no pygame."""

from __future__ import annotations

import random
from typing import Any

from game.core import Action, Decision, GameInfo, Options, Rules, ScoreRow, ScoreSheet, Variant
from game.games.woud import bosgeest, knowledge, season, turn
from game.games.woud.data import (
    card,
    rainforest_cards,
    season_cards,
    seed_deck,
    species_table,
    start_trunks,
    values,
)
from game.games.woud.flow import AUTO, discardable, log, name, new_tree, remove_card
from game.games.woud.place import do_discard, do_place, label, place_reason, place_targets
from game.games.woud.scoring import CATEGORIES
from game.games.woud.state import (
    ACTIONS,
    Begin,
    Choose,
    Discard,
    Forest,
    Keep,
    Lightning,
    Mantis,
    Place,
    Return,
    Skip,
    TakeSeason,
    Task,
    WoudState,
)
from game.i18n import N_, N_n, _, _n

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

PROMPTS = {
    "start": N_("Use an ability, or look at pile 1"),
    "pile": N_("Keep this pile or return it"),
    "place": N_("Place the cards you took"),
    "discard": N_("Discard a card"),
    "seeds": N_("Choose seed cards to keep"),
    "tamarin": N_("Keep one of the cards the tamarin brought"),
    "sloth": N_("Take one season card, or two with the sloth"),
    "lightning": N_("Lightning: both draw two, or both discard two"),
    "mantis": N_("Discard the mantis to add a plant to a group?"),
    "greatness": N_("Season of Greatness: take an animal"),
    "spirit_choice": N_("A tie: choose for the Bosgeest"),
}

DISCARD_PROMPTS = {
    "drought": N_("Drought: discard another card of your forest"),
    "fire": N_n("Fire: discard {n} plant", "Fire: discard {n} plants"),
    "disease": N_n("Disease: discard {n} animal", "Disease: discard {n} animals"),
    "mold": N_("Mold: discard a plant of your largest group"),
    "lightning": N_n("Lightning: discard {n} card", "Lightning: discard {n} cards"),
    "jaguar": N_("The jaguar strikes: discard one of your animals"),
    "leafcutter ant": N_("Leafcutter ant: you may discard a card"),
}


class WoudRules(Rules):
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
            prompt = PROMPTS.get(t.kind, t.kind)
            if t.kind == "discard":
                prompt = DISCARD_PROMPTS.get(t.data["reason"], prompt)
            n = t.data.get("n", 1)
            text = _n(*prompt, n) if isinstance(prompt, tuple) else _(prompt, n=n)
            return Decision(t.seat, t.kind, text, s.turn)
        kind = "start" if s.start_phase else "pile"
        return Decision(s.current, kind, _(PROMPTS[kind]), s.turn)

    def legal_actions(self, s: WoudState) -> list[Action]:
        if s.over:
            return []
        if not s.tasks:
            if s.start_phase:
                return [Begin()] + turn.start_actions(s)
            return turn.pile_actions(s)
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
            kinds = [k for k in ("fern", "bromeliad", "monstera") if k in have]
            return [Mantis(t.data["animal"], k) for k in kinds] + [Skip()]
        if t.kind == "greatness":
            return [Choose(c) for c in greatness_options(s, t)]
        if t.kind == "spirit_choice":
            return [Choose(o) for o in t.data["options"]]
        return []

    def check(self, s: WoudState, action: Action) -> str | None:
        if s.over:
            return _("The game is over.")
        if action in self.legal_actions(s):
            return None
        return refusal(s, action)

    def perform(self, s: WoudState, action: Action) -> bool:
        before = s.reveals
        if not s.tasks:
            if s.start_phase:
                turn.do_start_action(s, action)
            elif isinstance(action, Keep):
                turn.do_keep(s, action)
            else:
                turn.do_return(s, action)  # type: ignore[arg-type]
        else:
            resolve(s, s.tasks[0], action)
        advance(s)
        return s.reveals != before

    # --- what players see ----------------------------------------------------------
    def observe(self, s: WoudState, seat: int | None) -> Any:
        return knowledge.observe(s, seat, self.decision(s))

    def hidden_from(self, s: WoudState, seat: int | None) -> set[str]:
        return knowledge.hidden_from(s, seat)

    def redetermine(self, s: WoudState, seat: int, rng: random.Random) -> WoudState:
        return knowledge.redetermine(self.clone(s), seat, rng)

    def clone(self, s: WoudState) -> WoudState:
        return knowledge.clone(s)

    def invariants(self, s: WoudState) -> list[str]:
        from game.games.woud.checks import invariants

        return invariants(s)

    # --- scores --------------------------------------------------------------------
    def score_sheet(self, s: WoudState) -> ScoreSheet:
        rows = []
        for cat in CATEGORIES:
            if cat == "season" and not (s.season_deck or s.season_cards):
                continue
            if cat == "threat_bonus" and s.spirit < 0:
                continue
            vals = [sum(d.get(cat, [0] * s.seats)[i] for d in s.summary) for i in range(s.seats)]
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
        mine = s.points[seat] + knowledge.projected(s, seat)
        others = [s.points[i] + knowledge.projected(s, i) for i in range(s.seats) if i != seat]
        return mine - (max(others) if others else 0)

    def describe(self, s: WoudState, action: Action) -> str:
        return knowledge.describe(s, action)


def greatness_options(s: WoudState, t: Task) -> list[str]:
    other = s.forests[t.data["from"]]
    return [c for c in other.cards if card(c).is_animal and c not in t.data["forbidden"]]


def refusal(s: WoudState, action: Action) -> str:
    """A short reason why an action is refused now."""
    if not s.tasks:
        if s.start_phase:
            return _("Use an ability you have now, or look at New Growth 1.")
        if isinstance(action, Return) and not turn.can_return(s):
            return _("The season deck is empty: the last pile cannot be refused.")
        if isinstance(action, Return | Keep) and (
            action.animal if isinstance(action, Return) else action.goliath
        ):
            return _("That animal cannot help now (once per season, not on the turn it came).")
        return _("Keep this pile or return it.")
    t = s.tasks[0]
    if isinstance(action, Place) and t.kind == "place":
        return place_reason(s, t.seat, action.card, action.target) or _("Not now.")
    if isinstance(action, Discard) and t.kind == "discard":
        forest = s.forests[t.seat]
        what = t.data["what"]
        for tree in forest.trees:
            if action.card in tree.card_ids():
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
    if isinstance(action, Skip) and t.kind == "discard":
        return _("This discard is not optional.")
    return _("That is not possible now: {what}.", what=_(PROMPTS.get(t.kind, t.kind)))


def resolve(s: WoudState, t: Task, action: Action) -> None:
    """Carry out a decision on the task at the head of the queue (player or Bosgeest)."""
    seat = t.seat
    forest = s.forests[seat]
    if t.kind == "place":
        do_place(s, seat, action.card, action.target)  # type: ignore[attr-defined]
    elif t.kind == "discard":
        if isinstance(action, Skip):
            s.tasks.remove(t)
            return
        if t.data.get("animal"):
            forest.used.append(t.data["animal"])
        do_discard(s, seat, t, action.card)  # type: ignore[attr-defined]
    elif t.kind == "seeds":
        if isinstance(action, Skip):
            season.finish_seeds(s, seat)
            s.tasks.remove(t)
            return
        forest.drawn.remove(action.card)  # type: ignore[attr-defined]
        forest.incoming.append(action.card)  # type: ignore[attr-defined]
        log(s, "{who} keeps a seed card: {kind}.", seat, who=name(s, seat), kind=label(action.card))  # type: ignore[attr-defined]
        t.data["left"] -= 1
        if t.data["left"] <= 0 or not forest.drawn:
            season.finish_seeds(s, seat)
            s.tasks.remove(t)
    elif t.kind == "tamarin":
        forest.drawn.remove(action.card)  # type: ignore[attr-defined]
        forest.incoming.append(action.card)  # type: ignore[attr-defined]
        s.discard.extend(forest.drawn)
        forest.drawn = []
        s.tasks.remove(t)
        s.tasks.insert(0, Task("place", seat))
    elif t.kind == "sloth":
        s.tasks.remove(t)
        turn.take_season_cards(s, action)  # type: ignore[arg-type]
    elif t.kind == "lightning":
        s.tasks.remove(t)
        lightning(s, seat, action)  # type: ignore[arg-type]
    elif t.kind == "mantis":
        s.tasks.remove(t)
        if isinstance(action, Mantis):
            remove_card(s, forest, action.card)
            s.tasks[0].data["extra"] = action.kind
            log(
                s,
                "{who}'s mantis joins the {kind} group.",
                seat,
                who=name(s, seat),
                kind=action.kind,
            )
    elif t.kind == "greatness":
        s.tasks.remove(t)
        giver = t.data["from"]
        s.forests[giver].cards.remove(action.card)  # type: ignore[attr-defined]
        s.forests[giver].acquired.pop(action.card, None)  # type: ignore[attr-defined]
        forest.cards.append(action.card)  # type: ignore[attr-defined]
        for later in s.tasks:
            if later.kind == "greatness" and later.seat == giver and later.data["from"] == seat:
                later.data["forbidden"].append(action.card)  # type: ignore[attr-defined]
        log(s, "{who} takes an animal from {other}.", seat, who=name(s, seat), other=name(s, giver))
    elif t.kind == "spirit_choice":
        s.tasks.remove(t)
        option = action.card  # type: ignore[attr-defined]
        spirit_task = s.tasks[0]
        resolve(
            s, spirit_task, Discard(option) if spirit_task.kind == "discard" else Choose(option)
        )
        _note_spirit(s)


def lightning(s: WoudState, seat: int, action: Lightning) -> None:
    from game.games.woud.flow import discard_task, draw_effect, push_before_turn_end, push_front

    hit = [seat, action.target]
    if action.mode == "draw":
        for who in hit:
            for _i in range(2):
                c = draw_effect(s)
                if c is not None:
                    s.forests[who].incoming.append(c)
            s.reveals += 1
            if who != seat:
                push_before_turn_end(s, Task("place", who))
        log(
            s,
            "Lightning: {a} and {b} each draw two cards.",
            seat,
            a=name(s, seat),
            b=name(s, action.target),
        )
    else:
        push_front(s, *[discard_task(who, 2, "any", "lightning") for who in hit])
        log(
            s,
            "Lightning: {a} and {b} each discard two cards.",
            seat,
            a=name(s, seat),
            b=name(s, action.target),
        )


def _note_spirit(s: WoudState) -> None:
    if s.log and s.log[-1].seat == s.spirit:
        entry = s.log[-1]
        s.spirit_steps.append(entry.text.format(**entry.params))


def spirit_step(s: WoudState, t: Task) -> None:
    """One automatic decision of the Bosgeest; on a true tie the player chooses."""
    forest = s.forests[s.spirit]
    if t.kind == "place":
        forest.incoming = bosgeest.placement_order(forest.incoming)
        cid = forest.incoming[0]
        do_place(s, s.spirit, cid, bosgeest.place_target(s, cid))
        _note_spirit(s)
        return
    if t.kind == "discard":
        options = discardable(forest, t.data["what"])
        best = bosgeest.best_options(s, t, options)
        if len(best) == 1:
            resolve(s, t, Discard(best[0]))
            _note_spirit(s)
        else:
            s.tasks.insert(0, Task("spirit_choice", 0, {"options": best, "task": t.kind}))
        return
    if t.kind == "seeds":
        best = bosgeest.best_options(s, t, list(forest.drawn))
        now = bosgeest.value(s, forest)
        gain = bosgeest.value(s, bosgeest._with(s, forest, best[0]))
        if gain < now:
            resolve(s, t, Skip())
        elif len(best) == 1:
            resolve(s, t, Choose(best[0]))
            _note_spirit(s)
        else:
            s.tasks.insert(0, Task("spirit_choice", 0, {"options": best, "task": t.kind}))
        return
    s.tasks.remove(t)  # abilities do nothing for the Bosgeest


def advance(s: WoudState) -> None:
    """Run automatic steps until a player must decide (or the game is over)."""
    while not s.over and s.tasks:
        t = s.tasks[0]
        forest = s.forests[t.seat]
        if (
            t.kind == "place"
            and not forest.incoming
            or t.kind == "discard"
            and (t.data["n"] <= 0 or not discardable(forest, t.data["what"]))
            or t.kind in ("seeds", "tamarin")
            and not forest.drawn
            or t.kind == "greatness"
            and not greatness_options(s, t)
        ):
            s.tasks.pop(0)
        elif t.kind in AUTO:
            s.tasks.pop(0)
            if t.kind == "end_turn":
                turn.end_turn(s)
            else:
                season.run(s, t)
        elif t.seat == s.spirit:
            spirit_step(s, t)
        else:
            return
