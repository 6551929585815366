"""The Glade: rules for 1-4 players, plain and matching forest boards. No pygame."""

from __future__ import annotations

import random

from game.core import Action, Decision, GameInfo, Options, Rules, ScoreSheet, Variant
from game.games.glade import observe as seen
from game.games.glade import placement as legality
from game.games.glade import planner, scoring
from game.games.glade.actions import (
    ACTIONS,
    Claim,
    Confirm,
    Enclose,
    EndTurn,
    Pass,
    Place,
    PlaceClaimed,
)
from game.games.glade.data import MAX_SET, SIZE, counter_ids, load
from game.games.glade.forest import has_tile, is_tile
from game.games.glade.invariants import invariants
from game.games.glade.observe import GladeObservation
from game.games.glade.resolve import log, resolve_play
from game.games.glade.state import AFTER, EXTRA, OVER, PLACE_CLAIMED, PLAY, GladeState
from game.games.glade.strategy import STRATEGY, GladeStrategy
from game.i18n import N_, _

SIDE = Variant(
    "side",
    N_("Forest boards"),
    ("plain", "matching"),
    (N_("Plain side"), N_("Matching game (symbol side)")),
    N_("The matching game: tiles on matching symbols earn match counters."),
)


class GladeRules(Rules[GladeState, GladeObservation]):
    info = GameInfo(
        id="glade",
        title="The Glade",
        min_players=1,
        max_players=4,
        blurb=N_("Grow sets of forest tiles and plant your toadstools in the glade."),
        variants=(SIDE,),
        rules_file="rules/glade.md",
        colours=("yellow", "blue", "red", "green"),
    )
    actions = ACTIONS
    strategy = STRATEGY  # how the computer players judge positions (strategy.py)
    # judgements a level may search with instead (their numbers: assets/ai.json)
    judges = {"roomy": GladeStrategy("roomy")}

    # --- setting up -------------------------------------------------------------------
    def setup(self, options: Options, seed: int) -> GladeState:
        rng = random.Random(seed)
        data = load()
        d = data.design
        n = options.players
        bag = list(data.tile_ids)
        rng.shuffle(bag)
        s = GladeState(
            rng=rng,
            players=n,
            names=[seat.name for seat in options.seats],
            matching=options.variant("side", "plain") == "matching",
            solo=n == 1,
            forests=rng.sample(list(range(1, len(data.matching) + 1)), n),
            cells=[[None] * (SIZE * SIZE) for _ in range(n)],
            bag=bag,
            edge=[[f"M{p}-{k:02d}" for k in range(1, d.toadstools + 1)] for p in range(n)],
            store=[[] for _ in range(n)],
            supply=counter_ids(d),
            turns_done=[0] * n,
        )
        for p in range(n):
            for m in s.edge[p]:
                s.side[m] = 1
        if s.solo:
            self._solo_setup(s)
        s.bench = [[s.bag.pop() for _ in range(d.bench_size)] for _ in range(n)]
        if s.solo:
            s.turn_tiles.append(s.bag.pop())
        s.start = rng.randrange(n)
        s.current = s.start
        s.turn = 1
        s.events.append(("turn", s.turn, s.current))
        log(s, "{name} starts.", s.current)
        return s

    def _solo_setup(self, s: GladeState) -> None:
        """The rival's toadstools on the fields of as many drawn tiles, no kind twice."""
        data = load()
        drawn: list[str] = []
        kinds: set[int] = set()
        while len(drawn) < data.design.rival_markers:
            tile = s.bag.pop()
            if data.kind[tile] in kinds:  # a duplicate goes back, another is drawn
                s.bag.insert(s.rng.randrange(len(s.bag) + 1), tile)
                continue
            drawn.append(tile)
            kinds.add(data.kind[tile])
        for k, tile in enumerate(drawn, start=1):
            marker = f"X-{k:02d}"
            s.glade[data.kind[tile]] = marker
            s.side[marker] = 1
        s.bag.extend(drawn)
        s.rng.shuffle(s.bag)

    # --- whose decision ---------------------------------------------------------------
    def decision(self, s: GladeState) -> Decision:
        if s.phase == OVER:
            return Decision(None, OVER, _("The game is over."), s.turn)
        prompts = {
            PLAY: _("Place 1-4 tiles in a line, or claim a toadstool with a matching tile."),
            EXTRA: _("Extra action: place 1-4 tiles in a line."),
            PLACE_CLAIMED: _("Choose a space for the claimed tile."),
            AFTER: _("Put a piece from your store on an enclosure, or end your turn."),
        }
        if s.staged:
            prompt = _("Place more tiles in the same line, or confirm the play.")
        else:
            prompt = prompts[s.phase]
        return Decision(s.current, s.phase, prompt, s.turn)

    def legal_actions(self, s: GladeState) -> list[Action]:
        if s.phase == OVER:
            return []
        seat = s.current
        if s.phase == PLACE_CLAIMED:
            return [PlaceClaimed(b, sp) for b, sp in s.claim_spaces]
        if s.phase == AFTER:
            acts: list[Action] = []
            spaces = legality.enclosure_spaces(s, seat)
            for piece in s.store[seat] if spaces else ():
                acts.extend(Enclose(piece, sp) for sp in spaces)
            acts.append(EndTurn())
            return acts
        acts = self._place_actions(s)
        if s.staged:
            # TakeBack is allowed (check) but not listed: it only undoes a step, and a
            # staged play can always be confirmed, so computer players never need it
            # and cannot walk in circles with it
            if legality.confirm_problem(s) is None:
                acts.append(Confirm())
            return acts
        if s.phase == PLAY:
            kinds = load().kind
            for tile in s.bench[seat]:
                if kinds[tile] in s.glade and legality.claim_spaces(s, seat, tile):
                    acts.append(Claim(tile))
            if not acts:
                acts.append(Pass())
        return acts

    def _place_actions(self, s: GladeState) -> list[Action]:
        seat = s.current
        cells = s.cells[seat]
        kinds = load().kind
        if s.staged:
            staged = legality.staged_spaces(s)
            rows = {p // SIZE for p in staged}
            cols = {p % SIZE for p in staged}
            candidates = [
                i
                for i, c in enumerate(cells)
                if c is None
                and (i // SIZE in rows and len(rows) == 1 or i % SIZE in cols and len(cols) == 1)
            ]
        else:
            candidates = [i for i, c in enumerate(cells) if c is None]
        staged = legality.staged_spaces(s)
        first = not has_tile(cells, staged)
        by_kind: dict[int, list[int]] = {}
        acts: list[Action] = []
        if len(staged) >= MAX_SET:
            return acts
        for tile in s.bench[seat]:
            k = kinds[tile]
            if k not in by_kind:
                by_kind[k] = [
                    sp
                    for sp in candidates
                    if legality.stage_problem(cells, staged, first, k, sp) is None
                ]
            acts.extend(Place(tile, sp) for sp in by_kind[k])
        return acts

    # --- what players see -------------------------------------------------------------
    def observe(self, s: GladeState, seat: int | None) -> GladeObservation:
        return seen.observe(s, seat)

    def hidden_from(self, s: GladeState, seat: int | None) -> set[str]:
        return seen.hidden_from(s, seat)

    def redetermine(self, s: GladeState, seat: int, rng: random.Random) -> GladeState:
        return seen.redeal_hidden(self.clone(s), seat, rng)

    # --- scores -----------------------------------------------------------------------
    def score_sheet(self, s: GladeState) -> ScoreSheet:
        return scoring.score_sheet(s)

    def winners(self, s: GladeState) -> list[int]:
        return scoring.winners(s)

    def evaluate(self, s: GladeState, seat: int) -> float:
        """For the computer players. With tiles staged: the best whole play they can
        grow into (see planner), so one step at a time still finds good plays."""
        if s.staged and s.current == seat:
            best = planner.best_completion(s, self.clone, self._position_value)
            if best is not None:
                return best
            trial = self.clone(s)
            resolve_play(trial, seat, legality.staged_spaces(trial))
            return self._position_value(trial, seat)
        return self._position_value(s, seat)

    def _position_value(self, s: GladeState, seat: int) -> float:
        """Score margin, with a little for tiles laid and toadstools already planted."""
        value = float(super().evaluate(s, seat))
        tiles = sum(1 for c in s.cells[seat] if is_tile(c))
        return value + 0.25 * tiles + 0.5 * (load().design.toadstools - len(s.edge[seat]))

    def invariants(self, s: GladeState) -> list[str]:
        return invariants(s)
