"""Same deal, in your seat: the Hard player plays a finished game's deal again in the
seat a person played, against the same computer opponents at their own levels.

"The same deal" is the same seed and options: every game shuffles all its decks, bags
and piles from the seed when it is set up (``Rules.setup``), so the new game starts from
exactly the same position and every card or tile is drawn from the same order. Which
cards a seat draws, and when, still follows the moves: a different move earlier can
draw one card more or less, and Het Woud shuffles its discards anew when its draw pile
runs out (which discards, depends on the moves). ``deal_note`` says so per game.

The opponents play as their levels would: each computer move draws its generator from
one sequence seeded by the game's seed, as at the table (game/session.py). With a fixed
budget (``timeless``: iterations only, no time limit) the result is the same on any
machine. Never imports pygame.
"""

from __future__ import annotations

import dataclasses
import random
import time
from collections.abc import Callable
from typing import Any

from game.ai.players import SEARCHING, choose_action, level_budget, sample_for, search_player
from game.ai.search import Budget
from game.core import registry
from game.core.actions import Action
from game.core.match import Match, upgrade
from game.core.protocol import Options, Rules, ScoreSheet
from game.core.record import Record
from game.i18n import N_

HARD = "hard"
# games whose draws can be shuffled again during play (from moves that differ)
RESHUFFLES = {"woud": N_("When Het Woud's draw pile runs out, the discards are shuffled "
                         "again: from then on the draws follow the moves.")}
SAME_ORDER = N_("Same seed, same deal: every deck, bag and pile is shuffled exactly as "
                "before, so the cards and tiles come in the same order; which of them each "
                "seat gets follows the moves.")


@dataclasses.dataclass
class SameDeal:
    """The deal played again: the original's and the new game's score sheets and
    options (the reviewed seat played by the Hard player in the new one)."""

    game: str
    seat: int
    original: Options
    options: Options
    seed: int
    actions: list[Action]
    mine: ScoreSheet  # the finished original
    hard: ScoreSheet  # the new game, as far as it got
    seconds: float
    finished: bool
    cancelled: bool = False

    @property
    def levels(self) -> list[str]:
        """The new game's seat kinds."""
        return [s.kind for s in self.options.seats]

    def record(self, rules_version: int) -> Record:
        return Record(self.game, self.options, self.seed, [a.to_json() for a in self.actions],
                      rules=rules_version)

    def rows(self) -> list[tuple[str, int | None, int | None]]:
        """(row label, the person's points, the Hard player's points in that seat)."""
        theirs = {r.label: r.values[self.seat] for r in self.hard.rows}
        return [(r.label, r.values[self.seat], theirs.get(r.label)) for r in self.mine.rows]

    def totals(self) -> tuple[int, int]:
        return _total(self.mine, self.seat), _total(self.hard, self.seat)

    def to_json(self) -> dict[str, Any]:
        """What the worker process sends the window (the moves; the window replays them)."""
        return {"game": self.game, "seat": self.seat, "seed": self.seed,
                "original": self.original.to_json(), "options": self.options.to_json(),
                "actions": [a.to_json() for a in self.actions], "seconds": self.seconds,
                "finished": self.finished, "cancelled": self.cancelled}

    @classmethod
    def from_json(cls, data: dict[str, Any], original: Record) -> SameDeal:
        """The result rebuilt from its moves (the sheets recounted in this process)."""
        rules = registry.get(str(data["game"]))
        options = Options.from_json(data["options"])
        actions = [rules.actions.decode(a) for a in data["actions"]]
        match = Match(rules, options, int(data["seed"]))
        for action in actions:
            match.play(action)
        return cls(str(data["game"]), int(data["seat"]), original.options, options,
                   int(data["seed"]), actions, rules.score_sheet(Match.from_record(
                       original).state), rules.score_sheet(match.state),
                   float(data["seconds"]), bool(data["finished"]), bool(data["cancelled"]))


def _total(sheet: ScoreSheet, seat: int) -> int:
    totals = sheet.totals
    return totals[seat] if seat < len(totals) else 0


def players_rng(seed: int) -> random.Random:
    """The sequence the computer moves draw their generators from, as at the table."""
    return random.Random(seed ^ 0x5EED)


def deal_note(game: str) -> str:
    """What "the same shuffles and draws" means in ``game`` (untranslated)."""
    return RESHUFFLES.get(game, SAME_ORDER)


def eligible(options: Options) -> int | None:
    """The seat a same-deal replay is for: the only person at the table (solo or against
    the computer); None when people played each other or nobody did."""
    people = [i for i, s in enumerate(options.seats) if s.is_human]
    return people[0] if len(people) == 1 else None


def in_your_seat(options: Options, seat: int) -> Options:
    """The options with ``seat`` played by the Hard player (names and colours kept, so
    the set-up is the same)."""
    seats = tuple(dataclasses.replace(s, kind=HARD) if i == seat else s
                  for i, s in enumerate(options.seats))
    return dataclasses.replace(options, seats=seats)


def _budget(rules: Rules[Any, Any], kind: str, players: int, hard: Budget | None,
            timeless: bool) -> Budget:
    budget = hard if kind == HARD and hard is not None else \
        level_budget(rules.info.id, kind, None, players)
    return dataclasses.replace(budget, seconds=0.0) if timeless else budget


def _move(rules: Rules[Any, Any], state: Any, seat: int, kind: str, rng: random.Random,
          budget: Budget | None) -> Action:
    """``kind``'s move for ``seat``: a searching level with ``budget``, else as it plays."""
    legal = iter(rules.legal_actions(state))
    first = next(legal, None)
    if first is not None and next(legal, None) is None:
        return first  # nothing to choose
    if kind in SEARCHING and budget is not None:
        sample = sample_for(rules, state, seat, rng)
        return search_player(rules, sample, seat, rng, budget, kind, rules.players(state))
    return choose_action(rules, state, seat, kind, rng)


def same_deal(record: Record, seat: int, budget: Budget | None = None,
              timeless: bool = False,
              progress: Callable[[int, int], None] | None = None,
              cancelled: Callable[[], bool] | None = None) -> SameDeal:
    """Play ``record``'s deal again with ``seat`` taken by the Hard player (``budget``:
    its search per decision, by default Hard's own). ``progress(done, expected)`` is told
    after each of the seat's moves (expected: the original's count of them);
    ``cancelled()`` true stops the game where it is (the result then says so)."""
    start = time.perf_counter()
    original = Match.from_record(record)  # refuses a damaged record, naming the move
    entry = registry.entry(record.game)
    record = upgrade(record, entry)
    rules = original.rules
    options = in_your_seat(record.options, seat)
    match = Match(rules, options, record.seed)
    ai_rng = players_rng(record.seed)
    expected = sum(1 for step in original.steps if step.seat == seat)
    done, stopped = 0, False
    players = options.players
    if progress is not None:
        progress(0, expected)
    while not match.over:
        if cancelled is not None and cancelled():
            stopped = True
            break
        mover = match.decision().seat
        if mover is None:
            raise RuntimeError(f"{record.game}: no seat to move in seed {record.seed}")
        kind = options.seats[mover].kind
        rng = random.Random(ai_rng.getrandbits(32))
        budget = _budget(rules, kind, players, budget if kind == HARD else None, timeless) \
            if kind in SEARCHING else None
        match.play(_move(rules, match.state, mover, kind, rng, budget))
        if mover == seat:
            done += 1
            if progress is not None:
                progress(min(done, max(expected, done)), max(expected, done))
    return SameDeal(record.game, seat, record.options, options, record.seed,
                    list(match.actions), rules.score_sheet(original.state),
                    rules.score_sheet(match.state), time.perf_counter() - start, match.over,
                    stopped)
