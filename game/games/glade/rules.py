"""The Glade: rules for 1-4 players, plain and matching forest boards. No pygame."""

from __future__ import annotations

import random
from typing import Any

from game.core import Action, Decision, GameInfo, Options, Rules, ScoreSheet, Variant
from game.core.hidden import redeal, unseen
from game.games.glade import checks, planner, scoring
from game.games.glade.audit import audit
from game.games.glade.data import SIZE, counter_ids, kind_name, load
from game.games.glade.forest import has_tile, is_tile
from game.games.glade.resolve import log, resolve_claimed, resolve_play
from game.games.glade.state import (
    ACTIONS,
    AFTER,
    EXTRA,
    OVER,
    PLACE_CLAIMED,
    PLAY,
    Claim,
    Confirm,
    Enclose,
    EndTurn,
    GladeState,
    Pass,
    Place,
    PlaceClaimed,
    TakeBack,
)
from game.games.glade.strategy import STRATEGY
from game.i18n import N_, _, counted

SIDE = Variant(
    "side",
    N_("Forest boards"),
    ("plain", "matching"),
    (N_("Plain side"), N_("Matching game (symbol side)")),
    N_("The matching game: tiles on matching symbols earn match counters."),
)


class GladeRules(Rules):
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
            forests=rng.sample([1, 2, 3, 4], n),
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
        """12 rival toadstools on the fields of 12 drawn tiles, no kind twice."""
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
            spaces = checks.enclosure_spaces(s, seat)
            for piece in s.store[seat] if spaces else ():
                acts.extend(Enclose(piece, sp) for sp in spaces)
            acts.append(EndTurn())
            return acts
        acts = self._place_actions(s)
        if s.staged:
            # TakeBack is allowed (check) but not listed: it only undoes a step, and a
            # staged play can always be confirmed, so computer players never need it
            # and cannot walk in circles with it
            if checks.confirm_problem(s) is None:
                acts.append(Confirm())
            return acts
        if s.phase == PLAY:
            kinds = load().kind
            for tile in s.bench[seat]:
                if kinds[tile] in s.glade and checks.claim_spaces(s, seat, tile):
                    acts.append(Claim(tile))
            if not acts:
                acts.append(Pass())
        return acts

    def _place_actions(self, s: GladeState) -> list[Action]:
        seat = s.current
        cells = s.cells[seat]
        kinds = load().kind
        if s.staged:
            staged = checks.staged_spaces(s)
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
        staged = checks.staged_spaces(s)
        first = not has_tile(cells, staged)
        by_kind: dict[int, list[int]] = {}
        acts: list[Action] = []
        if len(staged) >= 4:
            return acts
        for tile in s.bench[seat]:
            k = kinds[tile]
            if k not in by_kind:
                by_kind[k] = [
                    sp
                    for sp in candidates
                    if checks.stage_problem(cells, staged, first, k, sp) is None
                ]
            acts.extend(Place(tile, sp) for sp in by_kind[k])
        return acts

    def check(self, s: GladeState, action: Action) -> str | None:
        if s.phase == OVER:
            return _("The game is over.")
        seat = s.current
        if isinstance(action, Place):
            if s.phase not in (PLAY, EXTRA):
                return _("Tiles can be placed only as your action.")
            return checks.place_problem(s, action.tile, action.space)
        if isinstance(action, TakeBack):
            return checks.take_back_problem(s, action.tile)
        if isinstance(action, Confirm):
            if s.phase not in (PLAY, EXTRA):
                return _("There is no play to confirm.")
            return checks.confirm_problem(s)
        if isinstance(action, Claim):
            if s.phase != PLAY or s.staged:
                return _("Claiming a toadstool is a whole action: not now.")
            return checks.claim_problem(s, action.tile)
        if isinstance(action, PlaceClaimed):
            if s.phase != PLACE_CLAIMED:
                return _("No claimed tile is waiting.")
            if (action.board, action.space) not in s.claim_spaces:
                return _(
                    "The claimed tile must complete its set of 4 where it can, "
                    "otherwise go to a legal space of your own forest."
                )
            return None
        if isinstance(action, Enclose):
            if s.phase != AFTER:
                return _("Enclosures are filled after your action.")
            return checks.enclose_problem(s, action.piece, action.space)
        if isinstance(action, EndTurn):
            return None if s.phase == AFTER else _("Finish your action first.")
        if isinstance(action, Pass):
            if s.phase != PLAY or s.staged:
                return _("You cannot pass now.")
            if checks.can_play(s.cells[seat], s.bench[seat]) or any(
                checks.claim_problem(s, t) is None for t in s.bench[seat]
            ):
                return _("You can still place a tile or claim a toadstool.")
            return None
        return _("That move is not part of The Glade.")

    # --- doing ------------------------------------------------------------------------
    def perform(self, s: GladeState, action: Action) -> bool:
        seat = s.current
        if isinstance(action, Place):
            s.bench[seat].remove(action.tile)
            s.cells[seat][action.space] = action.tile
            s.staged.append(action.tile)
            return False
        if isinstance(action, TakeBack):
            cells = s.cells[seat]
            cells[cells.index(action.tile)] = None
            s.staged.remove(action.tile)
            s.bench[seat].append(action.tile)
            return False
        if isinstance(action, Confirm):
            spaces = checks.staged_spaces(s)
            log(
                s,
                counted("{name} places {n} tile.", "{name} places {n} tiles."),
                seat,
                tuple(("space", seat, sp) for sp in spaces),
                n=len(spaces),
            )
            s.staged = []
            resolve_play(s, seat, spaces)
            s.passes = 0
            return self._after_action(s)
        if isinstance(action, Claim):
            kind = load().kind[action.tile]
            spaces = checks.claim_spaces(s, seat, action.tile)
            marker = s.glade.pop(kind)
            s.bench[seat].remove(action.tile)
            s.store[seat].append(marker)
            s.events.append(("to_store", marker, seat))
            log(
                s,
                "{name} claims the toadstool on the {tile} with a matching tile.",
                seat,
                (("field", kind),),
                tile=kind_name(kind),
            )
            s.claimed = action.tile
            s.claim_spaces = spaces
            s.phase = PLACE_CLAIMED
            if len(spaces) == 1:
                return self.perform(s, PlaceClaimed(*spaces[0]))
            return False
        if isinstance(action, PlaceClaimed):
            tile = s.claimed
            assert tile is not None
            s.cells[action.board][action.space] = tile
            s.claimed = None
            s.claim_spaces = []
            s.events.append(("claimed_tile", tile, action.board, action.space))
            resolve_claimed(s, seat, action.board, action.space)
            s.passes = 0
            return self._after_action(s)
        if isinstance(action, Enclose):
            s.store[seat].remove(action.piece)
            s.cells[seat][action.space] = action.piece
            s.events.append(("enclose", action.piece, seat, action.space))
            log(
                s,
                "{name} fills an enclosure and takes an extra action.",
                seat,
                (("space", seat, action.space),),
            )
            s.phase = EXTRA
            return False
        if isinstance(action, EndTurn):
            return self._end_turn(s)
        if isinstance(action, Pass):
            s.passes += 1
            log(s, "{name} can neither place a tile nor claim, and passes.", seat)
            if s.passes >= s.players:
                log(s, "Nobody can move any more: the game ends.")
                s.phase = OVER
                return False
            return self._end_turn(s)
        raise ValueError(f"unknown action {action!r}")

    def _after_action(self, s: GladeState) -> bool:
        s.phase = AFTER
        if s.store[s.current] and checks.enclosure_spaces(s, s.current):
            return False
        return self._end_turn(s)

    def _end_turn(self, s: GladeState) -> bool:
        seat = s.current
        s.turns_done[seat] += 1
        bench = s.bench[seat]
        need = load().design.bench_size - len(bench)
        if s.solo:
            if not s.edge[seat]:
                log(
                    s, "{name} has planted every toadstool in {n} turns.", seat, n=len(s.turn_tiles)
                )
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
            if len(bench) < load().design.bench_size and not s.end_triggered:
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

    # --- what players see -------------------------------------------------------------
    def observe(self, s: GladeState, seat: int | None) -> dict[str, Any]:
        return {
            "players": s.players,
            "names": list(s.names),
            "matching": s.matching,
            "solo": s.solo,
            "forests": list(s.forests),
            "current": s.current,
            "start": s.start,
            "phase": s.phase,
            "cells": [list(c) for c in s.cells],
            "bench": list(s.bench[seat]) if seat is not None else [],
            "bench_sizes": [len(b) for b in s.bench],
            "bag": len(s.bag),
            "turn_tiles": len(s.turn_tiles),
            "edge": [list(e) for e in s.edge],
            "glade": dict(s.glade),
            "side": dict(s.side),
            "store": [list(st) for st in s.store],
            "box": list(s.box),
            "supply": list(s.supply),
            "staged": list(s.staged),
            "claimed": s.claimed,
            "claim_spaces": list(s.claim_spaces),
            "end_triggered": s.end_triggered,
            "turns_done": list(s.turns_done),
            "events": list(s.events),
        }

    def hidden_from(self, s: GladeState, seat: int | None) -> set[str]:
        return unseen(seat, s.bench, [s.bag, s.turn_tiles])

    def redetermine(self, s: GladeState, seat: int, rng: random.Random) -> GladeState:
        c = self.clone(s)
        c.bench, (c.bag, c.turn_tiles) = redeal(rng, seat, c.bench, [c.bag, c.turn_tiles])
        return c

    def clone(self, s: GladeState) -> GladeState:
        rng = random.Random()
        rng.setstate(s.rng.getstate())
        return GladeState(
            rng=rng,
            log=list(s.log),
            turn=s.turn,
            players=s.players,
            names=list(s.names),
            matching=s.matching,
            solo=s.solo,
            forests=list(s.forests),
            cells=[list(c) for c in s.cells],
            bench=[list(b) for b in s.bench],
            bag=list(s.bag),
            edge=[list(e) for e in s.edge],
            glade=dict(s.glade),
            side=dict(s.side),
            store=[list(st) for st in s.store],
            box=list(s.box),
            supply=list(s.supply),
            turn_tiles=list(s.turn_tiles),
            current=s.current,
            start=s.start,
            phase=s.phase,
            staged=list(s.staged),
            claimed=s.claimed,
            claim_spaces=list(s.claim_spaces),
            end_triggered=s.end_triggered,
            passes=s.passes,
            turns_done=list(s.turns_done),
            events=list(s.events),
        )

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
            resolve_play(trial, seat, checks.staged_spaces(trial))
            return self._position_value(trial, seat)
        return self._position_value(s, seat)

    def _position_value(self, s: GladeState, seat: int) -> float:
        """Score margin, with a little for tiles laid and toadstools already planted."""
        value = float(super().evaluate(s, seat))
        tiles = sum(1 for c in s.cells[seat] if is_tile(c))
        return value + 0.25 * tiles + 0.5 * (12 - len(s.edge[seat]))

    def describe(self, s: GladeState, action: Action) -> str:
        kinds = load().kind
        if isinstance(action, Place):
            r, c = divmod(action.space, SIZE)
            return _(
                "Place the {tile} at row {r}, column {c}",
                tile=kind_name(kinds[action.tile]),
                r=r + 1,
                c=c + 1,
            )
        if isinstance(action, Claim):
            return _("Claim the toadstool on the {tile}", tile=kind_name(kinds[action.tile]))
        if isinstance(action, PlaceClaimed):
            return _("Put the claimed tile on {name}'s forest", name=s.names[action.board])
        if isinstance(action, Enclose):
            return _("Fill an enclosure and take an extra action")
        labels = {
            TakeBack: _("Take the tile back"),
            Confirm: _("Confirm the play"),
            EndTurn: _("End the turn"),
            Pass: _("Pass"),
        }
        return labels.get(type(action), action.type_name)

    def invariants(self, s: GladeState) -> list[str]:
        return audit(s)
