"""Information-set Monte Carlo tree search (single observer, after Cowling, Powley and
Whitehouse 2012), for every game through the Rules protocol.

The searching seat sees only its re-dealt sample (``players.sample_for``). Every
iteration re-deals that sample once more (``Rules.redetermine``: what the seat cannot see
is drawn anew, chance included), walks the one shared tree by UCB over the actions legal
in that determinization, adds one node, plays a short rollout and scores the position
with the game's own evaluation (``Rules.evaluate``: end-of-game scoring as it stands),
or by the winners when the game ended. Each node keeps the reward of the seat that chose
its action, so every seat in the tree plays for itself.
"""

from __future__ import annotations

import dataclasses
import math
import random
import time
from typing import Any

from game.core.actions import Action
from game.core.protocol import Rules

EXPLORE = 0.7  # UCB exploration; rewards lie in 0..1


@dataclasses.dataclass(frozen=True)
class Budget:
    seconds: float  # wall time for one decision
    iterations: int = 1_000_000  # a cap, and the only limit when seconds <= 0 (tests)
    rollout: int = 6  # random plies after the new node before the evaluation
    width: int = 24  # most actions considered at a node (the rest sampled away)


@dataclasses.dataclass(frozen=True)
class Tuning:
    """What a game tells the search (assets/ai.json): the points that make a margin
    decisive, and how deep random play is still informative."""

    scale: float = 10.0
    rollout: int | None = None


class Node:
    __slots__ = ("mover", "children", "visits", "reward", "avail")

    def __init__(self, mover: int | None) -> None:
        self.mover = mover  # the seat whose action led here
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.reward = 0.0
        self.avail = 0  # how often this node's action was legal when its parent was walked


@dataclasses.dataclass
class Result:
    action: Action
    iterations: int
    value: float  # the searching seat's mean reward for the chosen action (0..1)
    visits: dict[Action, int]


def search(rules: Rules, sample: Any, seat: int, rng: random.Random, budget: Budget,
           tuning: Tuning = Tuning()) -> Result:
    """The action ``seat`` should take, searched from its re-dealt ``sample``."""
    legal = list(rules.legal_actions(sample))
    if not legal:
        raise RuntimeError(f"{rules.info.id}: no legal action for seat {seat}")
    if len(legal) == 1:
        return Result(legal[0], 0, 0.5, {legal[0]: 0})
    root = Node(None)
    # A wide first choice is narrowed to the moves that look best one step ahead (the
    # Easy player's judgement), so the search spends its time where it matters.
    candidates = _promising(rules, sample, seat, legal, budget.width) \
        if len(legal) > budget.width else None
    depth = tuning.rollout if tuning.rollout is not None else budget.rollout
    deadline = time.perf_counter() + budget.seconds if budget.seconds > 0 else math.inf
    done = 0
    while done < budget.iterations and (done < 8 or time.perf_counter() < deadline):
        _iterate(rules, sample, seat, rng, root, budget.width, depth, tuning.scale, candidates)
        done += 1
    best = max(root.children.items(), key=lambda kv: (kv[1].visits, kv[1].reward))
    node = best[1]
    return Result(best[0], done, node.reward / max(1, node.visits),
                  {a: n.visits for a, n in root.children.items()})


def _promising(rules: Rules, sample: Any, seat: int, legal: list[Action],
               width: int) -> frozenset[Action]:
    scored: list[tuple[float, int, Action]] = []
    for action in legal:
        trial = rules.clone(sample)
        rules.perform(trial, action)
        scored.append((rules.evaluate(trial, seat), len(scored), action))
    scored.sort(key=lambda t: (-t[0], t[1]))
    return frozenset(a for _v, _i, a in scored[:width])


def _iterate(rules: Rules, sample: Any, seat: int, rng: random.Random, root: Node,
             width: int, depth: int, scale: float,
             candidates: frozenset[Action] | None = None) -> None:
    state = rules.redetermine(sample, seat, rng)
    state.rng = random.Random(rng.getrandbits(64))  # chance drawn anew each time
    path = [root]
    node = root
    while not rules.is_over(state):
        mover = rules.decision(state).seat
        legal = list(rules.legal_actions(state))
        if node is root and candidates is not None:
            legal = [a for a in legal if a in candidates] or legal
        if not legal:
            break
        if len(legal) > width:
            legal = _narrow(legal, node, width, rng)
        untried = [a for a in legal if a not in node.children]
        for a in legal:
            child = node.children.get(a)
            if child is not None:
                child.avail += 1
        if untried:
            action = rng.choice(untried)
            child = Node(mover)
            child.avail = 1
            node.children[action] = child
            rules.perform(state, action)
            path.append(child)
            break
        action, node = _select(node, legal)
        rules.perform(state, action)
        path.append(node)
    _rollout(rules, state, rng, depth)
    movers = {n.mover for n in path if n.mover is not None}
    value = {m: reward(rules, state, m, scale) for m in movers}
    for n in path:
        n.visits += 1
        if n.mover is not None:
            n.reward += value[n.mover]


def _narrow(legal: list[Action], node: Node, width: int, rng: random.Random) -> list[Action]:
    """Keep the actions already in the tree and fill up with a random few: a large
    choice (a tile on any of 60 spaces) is searched in part, differently each time."""
    known = [a for a in legal if a in node.children]
    rest = [a for a in legal if a not in node.children]
    if len(known) >= width:
        return known
    return known + rng.sample(rest, min(len(rest), width - len(known)))


def _select(node: Node, legal: list[Action]) -> tuple[Action, Node]:
    best: tuple[Action, Node] | None = None
    best_score = -math.inf
    for a in legal:
        child = node.children[a]
        score = child.reward / child.visits + EXPLORE * math.sqrt(
            math.log(max(1, child.avail)) / child.visits)
        if score > best_score:
            best, best_score = (a, child), score
    assert best is not None
    return best


def _rollout(rules: Rules, state: Any, rng: random.Random, depth: int) -> None:
    for _ in range(depth):
        if rules.is_over(state):
            return
        legal = list(rules.legal_actions(state))
        if not legal:
            return
        rules.perform(state, rng.choice(legal))


def reward(rules: Rules, state: Any, seat: int, scale: float) -> float:
    """The seat's reward in 0..1: its share of the win when the game is over, else a
    logistic of its margin over the best other seat by the game's evaluation."""
    if rules.is_over(state):
        winners = rules.winners(state)
        return 1.0 / len(winners) if seat in winners else 0.0
    return 1.0 / (1.0 + math.exp(-rules.evaluate(state, seat) / scale))
