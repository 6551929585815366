"""Computer players that work for every game through the Rules protocol.

A player never receives the true state: ``choose_action`` first re-deals everything
hidden from its seat (``Rules.redetermine``) and gives the copy a fresh generator, so
it can neither see other hands nor foresee the next draw.
"""

from __future__ import annotations

import functools
import random
from typing import Any, Protocol

from game.ai.search import Budget, Tuning, clock, search
from game.ai.strategy import S, settings
from game.core.actions import Action
from game.core.protocol import Rules
from game.i18n import N_


class Chooser(Protocol):
    """A computer player: the action for ``seat`` from its re-dealt ``sample``, in any game."""

    def __call__(self, rules: Rules[S, Any], sample: S, seat: int,
                 rng: random.Random) -> Action: ...


def random_player(rules: Rules[S, Any], sample: S, seat: int, rng: random.Random) -> Action:
    """Any legal action, uniformly."""
    legal = list(rules.legal_actions(sample))
    if not legal:
        raise RuntimeError(f"{rules.info.id}: no legal action for seat {seat}")
    return rng.choice(legal)


def greedy_player(
    rules: Rules[S, Any],
    sample: S,
    seat: int,
    rng: random.Random,
    max_actions: int = 300,
    budget_s: float = 1.5,
) -> Action:
    """The action with the best immediate gain by the game's ``evaluate`` (by default
    the score-sheet total against the best opponent); ties broken at random."""
    legal = list(rules.legal_actions(sample))
    if not legal:
        raise RuntimeError(f"{rules.info.id}: no legal action for seat {seat}")
    if len(legal) == 1:
        return legal[0]
    if len(legal) > max_actions:
        legal = rng.sample(legal, max_actions)
    rng.shuffle(legal)
    deadline = clock() + budget_s
    best: Action = legal[0]
    best_value = float("-inf")
    for action in legal:
        trial = rules.clone(sample)
        rules.perform(trial, action)
        value = rules.evaluate(trial, seat)
        if value > best_value:
            best, best_value = action, value
        if clock() > deadline:
            break
    return best


def easy_player(rules: Rules[S, Any], sample: S, seat: int, rng: random.Random) -> Action:
    """The greedy player judging at most EASY_MOVES of its legal actions (drawn by its
    generator, so a seeded game stays the same on any machine): a quick opponent."""
    return greedy_player(rules, sample, seat, rng, max_actions=EASY_MOVES)


def beginner_player(rules: Rules[S, Any], sample: S, seat: int,
                    rng: random.Random) -> Action:
    """Looks one move ahead. When some moves gain points at once it takes the one that
    gains least (it sees small points, not the combinations that make many); with no
    scoring move at hand, any legal move. So it never throws points away while a scoring
    move is at hand."""
    legal = list(rules.legal_actions(sample))
    if not legal:
        raise RuntimeError(f"{rules.info.id}: no legal action for seat {seat}")
    if len(legal) == 1:
        return legal[0]
    rng.shuffle(legal)  # ties, and the move without points, by its generator
    base = rules.evaluate(sample, seat)
    gains = [(_gain(rules, sample, seat, a, base), a) for a in legal]
    scoring = [ga for ga in gains if ga[0] > 0]
    if scoring:
        return min(scoring, key=lambda ga: ga[0])[1]
    if beginner_plain(rules.info.id, rules.players(sample)):
        return next(iter(rules.legal_actions(sample)))
    return legal[0]


def beginner_plain(game_id: str, players: int | None = None) -> bool:
    """Whether Beginner, with no scoring move at hand, takes the first move the game lists
    (assets/ai.json, by_level.beginner.plain) rather than any: in Het Woud a random one
    played too well, as the game's one-move evaluation is flat in most positions."""
    own = settings(game_id, players).get("by_level")
    mine = own.get("beginner") if isinstance(own, dict) else None
    return isinstance(mine, dict) and mine.get("plain") is True


def _gain(rules: Rules[S, Any], sample: S, seat: int, action: Action, base: float) -> float:
    """What ``action`` changes of the seat's evaluation at once."""
    trial = rules.clone(sample)
    rules.perform(trial, action)
    return rules.evaluate(trial, seat) - base


# The table's hint: Medium's search at its full sharpness. A level weakened on purpose
# (a blur, a share of Easy's moves: "by_level" in assets/ai.json) is weaker as an
# opponent; advice should be the best that search finds in its moment.
HINT = "hint"
SEARCHING = ("medium", "hard", "expert", HINT)  # searches run in the worker process
EASY_MOVES = 120  # Mystaria lists up to ~300 tile places; move time p95 target 0.2 s
HARD_SECONDS = 1.5  # the thinking-time setting's default
HARD_WIDTH = 24
MEDIUM_SECONDS = 0.5  # Medium's time limit (its iterations are its budget)
MEDIUM_WIDTH = 12
# Expert's time limit against Hard's: at the 1.5 s default 4.5 s, so its move time stays
# under 5 s; like Hard's it scales with the thinking-time setting
EXPERT_TIME = 3.0
SCALED = ("hard", "expert")  # the levels the thinking-time setting scales


def level_budget(game_id: str, kind: str, think: float | None = None,
                 players: int | None = None) -> Budget:
    """How much a searching level thinks in a game of ``players`` seats: its iterations
    (assets/ai.json, "iterations"; Hard's and Expert's scale with the thinking-time
    setting, given for its 1.5 s default), cut short by the time limit. Counting iterations
    rather than seconds makes a search the same on a busy or a quiet machine unless the
    time limit cuts it short (a busy machine can: README, "Computer opponents", says which
    levels replay)."""
    counts = settings(game_id, players).get("iterations", {})
    if kind in SCALED:
        seconds = HARD_SECONDS if think is None else think
        hard = _count(counts, "hard", 2000)
        base = _count(counts, "expert", 4 * hard) if kind == "expert" else hard
        iterations = max(8, round(base * seconds / HARD_SECONDS))
        own = tuning(game_id, kind, players)
        steps = max(1, round(own.playout_steps * seconds / HARD_SECONDS))
        if kind == "expert":
            seconds *= EXPERT_TIME
        # a game's "width" narrows a level's search, and may widen Hard's or Expert's
        return Budget(seconds, iterations, width=max(HARD_WIDTH, own.width or 0),
                      playout_steps=steps)
    return Budget(MEDIUM_SECONDS, _count(counts, "medium", 200), width=MEDIUM_WIDTH)


def _count(counts: object, kind: str, default: int) -> int:
    value = counts.get(kind, default) if isinstance(counts, dict) else default
    return value if isinstance(value, int) and value > 0 else default


def searcher(kind: str) -> Chooser:
    def player(rules: Rules[S, Any], sample: S, seat: int, rng: random.Random) -> Action:
        players = rules.players(sample)
        return search_player(rules, sample, seat, rng,
                             level_budget(rules.info.id, kind, None, players), kind, players)

    return player


def search_player(rules: Rules[S, Any], sample: S, seat: int, rng: random.Random,
                  budget: Budget, kind: str | None = None, players: int | None = None) -> Action:
    """The level's search; a level with an Easy share (``easy`` in assets/ai.json) plays
    Easy's move instead on that share of its decisions, drawn by its generator (so a
    seeded game stays the same game; a level without one draws nothing)."""
    own = tuning(rules.info.id, kind, players)
    if own.easy > 0 and rng.random() < own.easy:
        return easy_player(rules, sample, seat, rng)
    if own.finalists <= 1:
        return search(rules, sample, seat, rng, budget, own).action
    rest = _planned(rules, sample, seat)
    if rest is None:
        found = search(rules, sample, seat, rng, budget, own)
        rest = found.move or (found.action,)
    if len(rest) > 1:
        after = rules.clone(sample)
        rules.perform(after, rest[0])
        _PLANS[(rules.info.id, seat)] = (_seen(rules, after, seat), rest[1:])
    return rest[0]


# A move chosen by playouts (``finalists``) is played one action at a time, and the tree
# searched again at its next action would finish it by its own lights, not the playouts'.
# So the rest of the move is kept, with what the seat will see when it is asked next; any
# other position (an undo, a load, another game) finds no plan and searches. Kept per
# process: a worker started afresh searches the rest of the move instead.
_PLANS: dict[tuple[str, int], tuple[str, tuple[Action, ...]]] = {}


def _seen(rules: Rules[S, Any], state: S, seat: int) -> str:
    return repr(rules.observe(state, seat))


def _planned(rules: Rules[S, Any], sample: S, seat: int) -> tuple[Action, ...] | None:
    """The rest of the seat's move chosen before, if this is the position it leads to and
    its next action is legal here."""
    kept = _PLANS.pop((rules.info.id, seat), None)
    if kept is None or kept[0] != _seen(rules, sample, seat):
        return None
    return kept[1] if rules.check(sample, kept[1][0]) is None else None


@functools.lru_cache(maxsize=256)  # games x levels x seat counts
def tuning(game_id: str, kind: str | None = None, players: int | None = None) -> Tuning:
    """The game's search tuning (assets/ai.json) at ``players`` seats, with what its
    "by_level" section changes for the level ``kind``."""
    data = settings(game_id, players)
    by_level = data.get("by_level")
    # Expert searches as Hard does (with what it changes itself), only longer
    for level in (("hard", "expert") if kind == "expert" else (kind,)):
        own = by_level.get(level) if isinstance(by_level, dict) and level else None
        if isinstance(own, dict):
            data.update(own)
    try:
        rollout, width = data.get("rollout"), data.get("width")
        return Tuning(float(data.get("scale", 10)), None if rollout is None else int(rollout),
                      float(data.get("prior", 0)), None if width is None else int(width),
                      max(0.0, float(data.get("blur", 0))), str(data.get("judge", "")),
                      min(1.0, max(0.0, float(data.get("easy", 0)))),
                      int(data.get("finalists", 0)), int(data.get("playouts", 0)),
                      int(data.get("playout_steps", 800)))
    except (TypeError, ValueError):
        return Tuning()


# kind -> (label, one-line description, chooser). The kind ids are what saves store:
# "greedy" is the Easy player of earlier versions. Random is for tests only.
LEVELS: dict[str, tuple[str, str, Chooser]] = {
    "beginner": (N_("Computer: Beginner"),
                 N_("Takes small points when it can; misses the bigger moves."),
                 beginner_player),
    "greedy": (N_("Computer: Easy"), N_("Takes the move that scores most right now."),
               easy_player),
    "medium": (N_("Computer: Medium"), N_("Looks a few moves ahead for a moment."),
               searcher("medium")),
    "hard": (N_("Computer: Hard"), N_("Searches many possible futures; thinks longer."),
             searcher("hard")),
    "expert": (N_("Computer: Expert"),
               N_("Searches more futures than Hard, or judges them better; up to a few seconds."),
               searcher("expert")),
}
PLAYERS: dict[str, tuple[str, Chooser]] = {
    **{k: (label, fn) for k, (label, _d, fn) in LEVELS.items()},
    "random": (N_("Computer (random)"), random_player),
}
OFFERED = tuple(LEVELS)  # the kinds the new-game screen offers


def sample_for(rules: Rules[S, Any], state: S, seat: int, rng: random.Random) -> S:
    """The seat's information set, re-dealt: all a computer player may think on."""
    sample = rules.redetermine(state, seat, rng)
    sample.rng = random.Random(rng.getrandbits(64))
    return sample


def choose_action(
    rules: Rules[S, Any], state: S, seat: int, kind: str, rng: random.Random,
    think: float | None = None,
) -> Action:
    """What the computer player ``kind`` does for ``seat`` now (``think``: the thinking
    time setting in seconds, which scales Hard and Expert)."""
    sample = sample_for(rules, state, seat, rng)
    # the hint: Medium's budget (``think`` does not scale it) and the game's tuning
    # without a level's weakening (no "by_level" entry of its own)
    if kind == HINT or kind in SCALED and think is not None:
        players = rules.players(sample)
        return search_player(rules, sample, seat, rng,
                             level_budget(rules.info.id, kind, think, players), kind, players)
    return PLAYERS[kind][1](rules, sample, seat, rng)
