"""Information-set Monte Carlo tree search (single observer, after Cowling, Powley and
Whitehouse 2012), for every game through the Rules protocol.

The searching seat sees only its re-dealt sample (``players.sample_for``). Every
iteration re-deals that sample once more (``Rules.redetermine``: what the seat cannot see
is drawn anew, chance included), walks the one shared tree by UCB over the actions legal
in that determinization, adds one node, plays a short rollout and scores the position
with the game's own evaluation, or by the winners when the game ended. Each node keeps
the reward of the seat that chose its action, so every seat in the tree plays for itself.

A game may lend the search its judgement (``game.ai.strategy``): moves of several
actions (a whole play), listed best first so the tree widens in that order; a cheap
rollout policy instead of random play; and an evaluation that also counts what the
position still promises.
"""

from __future__ import annotations

import dataclasses
import math
import random
import time
from collections.abc import Iterable, Sequence
from typing import Any, Generic

from game.ai import finalists
from game.ai.strategy import Move, S, Strategy, play_on, strategy_of
from game.core.actions import Action
from game.core.protocol import Rules, win_share

EXPLORE = 0.7  # UCB exploration; rewards lie in 0..1
# The clock a decision's time limit is read from. The app waits in wall time; a measuring
# run on a shared machine may read the process's CPU time instead (``use_cpu_clock``), so
# other work on the machine does not cut its searches short and it plays as on an idle one.
CLOCK = time.perf_counter


@dataclasses.dataclass(frozen=True)
class Budget:
    seconds: float  # the most wall time for one decision (<= 0: no time limit)
    iterations: int = 1_000_000  # the search's size; the time only cuts it short
    rollout: int = 6  # rollout steps after the new node before the evaluation
    width: int = 24  # most actions considered at a node (the rest sampled away)
    # most rollout steps of one decision's playouts to the end (``Tuning.finalists``);
    # 0: the tuning's own number
    playout_steps: int = 0


@dataclasses.dataclass(frozen=True)
class Tuning:
    """What a game tells the search (assets/ai.json): the points that make a margin
    decisive, and how many rollout steps are still informative."""

    scale: float = 10.0
    rollout: int | None = None
    prior: float = 0.0  # visits a new node is credited with at its own evaluation
    width: int | None = None  # most moves considered at a node, if fewer than the budget's
    blur: float = 0.0  # points of error in each judgement of a position (a weaker level)
    judge: str = ""  # another judgement the game's rules offer (``Rules.judges``), by name
    easy: float = 0.0  # share of its decisions a level plays Easy's move instead of searching
    finalists: int = 0  # the search's best root moves played on to the end (game.ai.finalists)
    playouts: int = 0  # most playouts to the end of each finalist
    playout_steps: int = 800  # most rollout steps over all of one decision's playouts


class Node:
    __slots__ = ("mover", "children", "visits", "reward", "avail")

    def __init__(self, mover: int | None) -> None:
        self.mover = mover  # the seat whose action led here
        self.children: dict[Move, Node] = {}
        self.visits = 0
        self.reward = 0.0
        self.avail = 0  # how often this node's action was legal when its parent was walked


@dataclasses.dataclass
class Result:
    action: Action  # the first action of the chosen move
    iterations: int
    value: float  # the searching seat's mean reward for the chosen move (0..1)
    visits: dict[Move, int]
    cut: bool = False  # the time limit ended the search before its iterations
    # the searching seat's mean reward for each root move it tried (a game review
    # compares the move played with the chosen one)
    values: dict[Move, float] = dataclasses.field(default_factory=dict)
    move: Move = ()  # the whole chosen move (its first action is ``action``)


DECIDED_EVERY = 16  # iterations between checks whether the choice can still change

# Searches run and searches the time limit cut short, in this process (the arena reports
# them: a cut search played weaker than its level, and not reproducibly).
COUNTS = {"searches": 0, "cut": 0}


def clock() -> float:
    """The time limits' clock now (``CLOCK``): Easy's judging stops by it too, so a
    measurement on the CPU clock cuts no level short for waiting on the processor."""
    return CLOCK()


def use_cpu_clock(cpu: bool = True) -> None:
    """Read the time limit from this process's CPU time (True) or the wall clock."""
    global CLOCK
    CLOCK = time.process_time if cpu else time.perf_counter


def search(rules: Rules[S, Any], sample: S, seat: int, rng: random.Random, budget: Budget,
           tuning: Tuning = Tuning()) -> Result:
    """The action ``seat`` should take, searched from its re-dealt ``sample``."""
    deadline = CLOCK() + budget.seconds if budget.seconds > 0 else math.inf
    strategy = strategy_of(rules, tuning.judge)
    if tuning.blur > 0:
        strategy = Blurred(strategy, tuning.blur, random.Random(rng.getrandbits(64)))
    width = min(budget.width, tuning.width or budget.width)
    moves, ordered = _moves(rules, strategy, sample, True)
    if not moves:
        raise RuntimeError(f"{rules.info.id}: no legal action for seat {seat}")
    if len(moves) == 1:
        return Result(moves[0][0], 0, 0.5, {moves[0]: 0}, move=moves[0])
    # A wide first choice is narrowed to the moves that look best one step ahead (by the
    # game's evaluation), so the search spends its time where it matters. The root's
    # moves are the seat's own: the same in every re-dealt sample.
    if len(moves) > width:
        moves = _promising(rules, strategy, sample, seat, moves, width)
        ordered = True
    root = Node(None)
    depth = tuning.rollout if tuning.rollout is not None else budget.rollout
    done, cut = 0, False
    while done < budget.iterations:
        if done >= 8 and CLOCK() >= deadline:
            cut = True
            break
        if done % DECIDED_EVERY == 0 and decided(root, len(moves), budget.iterations - done,
                                                 tuning.prior):
            break
        _iterate(rules, strategy, sample, seat, rng, root, (moves, ordered), width, depth,
                 tuning)
        done += 1
    COUNTS["searches"] += 1
    COUNTS["cut"] += cut
    means = {m: n.reward / n.visits for m, n in root.children.items() if n.visits}
    move = max(root.children.items(), key=lambda kv: (kv[1].visits, kv[1].reward))[0]
    if tuning.finalists > 1 and tuning.playouts > 0 and len(means) > 1:
        # the best by mean reward, the tree's order among equals
        picks = sorted(means, key=lambda m: -means[m])[: tuning.finalists]
        move, late = finalists.rejudge(rules, sample, seat, rng, picks, strategy,
                                       tuning.playouts,
                                       budget.playout_steps or tuning.playout_steps,
                                       deadline, CLOCK)
        COUNTS["cut"] += late and not cut
        cut = cut or late
    node = root.children[move]
    return Result(move[0], done, node.reward / max(1, node.visits),
                  {m: n.visits for m, n in root.children.items()}, cut, means, move)


class Blurred(Generic[S]):
    """A game's judgement with an error of ``sd`` points (normal) in every position it
    scores: a level that sees the same search less sharply, so it sometimes prefers
    a lesser move. Its own generator keeps a seeded game reproducible."""

    def __init__(self, inner: Strategy[S], sd: float, rng: random.Random) -> None:
        self.inner, self.sd, self.rng = inner, sd, rng

    def evaluate(self, rules: Rules[S, Any], state: S, seat: int) -> float:
        return self.inner.evaluate(rules, state, seat) + self.rng.gauss(0.0, self.sd)

    def policy(self, rules: Rules[S, Any], state: S, rng: random.Random) -> Sequence[Action] | None:
        return self.inner.policy(rules, state, rng)

    def moves(self, rules: Rules[S, Any], state: S, full: bool) -> list[Move] | None:
        return self.inner.moves(rules, state, full)


def decided(root: Node, moves: int, left: int, prior: float) -> bool:
    """Whether the iterations left can no longer change the choice (the most visited
    move): each adds one visit to one root move, or a new move with its prior visits.
    Stopping then saves time and chooses exactly what the whole search would."""
    visits = sorted((n.visits for n in root.children.values()), reverse=True)
    if not visits:
        return False
    lead = visits[0] - (visits[1] if len(visits) > 1 else 0)
    if lead <= left:
        return False
    unexpanded = moves - len(root.children)
    return unexpanded <= 0 or visits[0] > left + round(prior)


def _moves(rules: Rules[S, Any], strategy: Strategy[S], state: S,
           full: bool = False) -> tuple[list[Move], bool]:
    """The moves at a node, and whether they come best first."""
    listed = strategy.moves(rules, state, full)
    if listed:
        return listed, True
    return [(a,) for a in rules.legal_actions(state)], False


def _play(rules: Rules[S, Any], state: S, move: Move) -> None:
    for action in move:
        rules.perform(state, action)


def _promising(rules: Rules[S, Any], strategy: Strategy[S], sample: S, seat: int, moves: list[Move],
               width: int) -> list[Move]:
    scored: list[tuple[float, int, Move]] = []
    for move in moves:
        trial = rules.clone(sample)
        _play(rules, trial, move)
        scored.append((strategy.evaluate(rules, trial, seat), len(scored), move))
    scored.sort(key=lambda t: (-t[0], t[1]))
    return [m for _v, _i, m in scored[:width]]


def _iterate(rules: Rules[S, Any], strategy: Strategy[S], sample: S, seat: int, rng: random.Random,
             root: Node, root_moves: tuple[list[Move], bool], width: int, depth: int,
             tuning: Tuning) -> None:
    state = rules.redetermine(sample, seat, rng)
    state.rng = random.Random(rng.getrandbits(64))  # chance drawn anew each time
    path = [root]
    node = root
    # With no rollout the new node's position is the one judged at the end: its prior is
    # read from that one judgement (a blurred one draws its error per judgement: asked twice)
    shared = depth == 0 and not isinstance(strategy, Blurred)
    pending: Node | None = None
    while not rules.is_over(state):
        mover = rules.decision(state).seat
        moves, ordered = root_moves if node is root else _moves(rules, strategy, state)
        if not moves:
            break
        if len(moves) > width:
            moves = moves[:width] if ordered else _narrow(moves, node, width, rng)
        # one look-up per move (a move's hash is its actions' hashes, computed anew)
        untried, present, children = [], [], node.children
        for m in moves:
            child = children.get(m)
            if child is None:
                untried.append(m)
            else:
                child.avail += 1
                present.append((m, child))
        if untried:
            # best first when the game ranks its moves, else any
            move = untried[0] if ordered else rng.choice(untried)
            child = Node(mover)
            child.avail = 1
            node.children[move] = child
            _play(rules, state, move)
            if tuning.prior > 0 and mover is not None:
                # the position right after the move, as the evaluation sees it, counts
                # as a few visits: a handful of noisy rollouts cannot overturn it alone
                child.visits = round(tuning.prior)
                if shared:
                    pending = child
                else:
                    child.reward = child.visits * reward(rules, state, mover, tuning.scale,
                                                         strategy)
            path.append(child)
            break
        move, node = _select(present)
        _play(rules, state, move)
        path.append(node)
    _rollout(rules, strategy, state, rng, depth)
    movers = {n.mover for n in path if n.mover is not None}
    value = rewards(rules, state, movers, tuning.scale, strategy)
    if pending is not None:
        assert pending.mover is not None
        pending.reward = pending.visits * value[pending.mover]
    for n in path:
        n.visits += 1
        if n.mover is not None:
            n.reward += value[n.mover]


def _narrow(moves: list[Move], node: Node, width: int, rng: random.Random) -> list[Move]:
    """Keep the moves already in the tree and fill up with a random few: a large
    choice (a tile on any of 60 spaces) is searched in part, differently each time."""
    known = [m for m in moves if m in node.children]
    rest = [m for m in moves if m not in node.children]
    if len(known) >= width:
        return known
    return known + rng.sample(rest, min(len(rest), width - len(known)))


def _select(present: list[tuple[Move, Node]]) -> tuple[Move, Node]:
    """The child of the highest upper confidence bound (the first of equals), of the
    moves at a node in their order with their children."""
    best: tuple[Move, Node] | None = None
    best_score = -math.inf
    log, sqrt = math.log, math.sqrt
    for pair in present:
        child = pair[1]
        score = child.reward / child.visits + EXPLORE * sqrt(
            log(max(1, child.avail)) / child.visits)
        if score > best_score:
            best, best_score = pair, score
    assert best is not None
    return best


def _rollout(rules: Rules[S, Any], strategy: Strategy[S], state: S, rng: random.Random,
             depth: int) -> None:
    play_on(rules, strategy, state, rng, depth)


def rewards(rules: Rules[S, Any], state: S, seats: Iterable[int], scale: float,
            strategy: Strategy[S]) -> dict[int, float]:
    """``reward`` of each of ``seats``, the position judged once for all of them where the
    game can (its strategy's or its rules' ``margins``: every seat's evaluation from one
    scoring of the position, the same numbers as ``evaluate`` seat by seat)."""
    if rules.is_over(state):
        winners = rules.winners(state)
        return {m: win_share(winners, m) for m in seats}
    margins = getattr(strategy, "margins", None)
    if margins is None:  # a blurred judgement draws its error seat by seat
        found = {m: strategy.evaluate(rules, state, m) for m in seats}
    else:
        found = margins(rules, state, seats)
    return {m: 1.0 / (1.0 + math.exp(-found[m] / scale)) for m in seats}


def reward(rules: Rules[S, Any], state: S, seat: int, scale: float,
           strategy: Strategy[S] | None = None) -> float:
    """The seat's reward in 0..1: its share of the win when the game is over, else a
    logistic of its margin over the best other seat by the game's evaluation."""
    if rules.is_over(state):
        return win_share(rules.winners(state), seat)
    margin = (strategy or strategy_of(rules)).evaluate(rules, state, seat)
    return 1.0 / (1.0 + math.exp(-margin / scale))
