"""What a game may tell the search about itself (a game's ``strategy`` module, hooked
onto its Rules class as the ``strategy`` attribute). Every part is optional: a game
without a strategy is searched over its legal actions, with random rollouts, scored
by ``Rules.evaluate``.

A *move* is a tuple of actions one seat plays in a row (a whole play of tiles, say):
the tree branches on moves, so a game whose turn is many small steps is searched a
turn at a time. A strategy lists the moves best first by a cheap judgement, so the
search widens in that order.
"""

from __future__ import annotations

import functools
import json
import random
from collections.abc import Iterable, Sequence
from typing import Any, Generic, Protocol, TypeVar

from game.core.actions import Action
from game.core.paths import asset
from game.core.protocol import BaseState, Rules

Move = tuple[Action, ...]
# A game's state: the search plays any game, and hands each its own kind of state.
S = TypeVar("S", bound=BaseState)


class Strategy(Protocol[S]):
    def evaluate(self, rules: Rules[S, Any], state: S, seat: int) -> float:
        """The seat's standing in points against the best other seat: end-of-game
        scoring as it stands plus what the position still promises."""
        ...

    def policy(self, rules: Rules[S, Any], state: S, rng: random.Random) -> Sequence[Action] | None:
        """A cheap, sensible next step for the seat to move (one action or a whole
        move), played in rollouts; None: a random legal action."""
        ...

    def moves(self, rules: Rules[S, Any], state: S, full: bool) -> list[Move] | None:
        """The moves of the seat to move, best first; None: the legal actions one by
        one, in no order. ``full`` at the search's root (listed once per decision);
        inside the tree a quicker, partial list will do."""
        ...


class Plain(Generic[S]):
    """The search's defaults, for a game without a strategy of its own."""

    def evaluate(self, rules: Rules[S, Any], state: S, seat: int) -> float:
        return rules.evaluate(state, seat)

    def policy(self, rules: Rules[S, Any], state: S, rng: random.Random) -> Sequence[Action] | None:
        return None

    def moves(self, rules: Rules[S, Any], state: S, full: bool) -> list[Move] | None:
        return None

    def margins(self, rules: Rules[S, Any], state: S, seats: Iterable[int]) -> dict[int, float]:
        return rules.margins(state, seats)


PLAIN: Plain[Any] = Plain()  # shared: it keeps nothing


def strategy_of(rules: Rules[S, Any], judge: str = "") -> Strategy[S]:
    """The game's own strategy (its Rules' ``strategy`` attribute; ``judge``: one of the
    others its ``judges`` attribute names, for a level of its own), else the defaults."""
    found: Strategy[S] | None = getattr(rules, "strategy", None)
    if judge:
        found = getattr(rules, "judges", {}).get(judge, found)
    return found if found is not None else PLAIN


@functools.cache
def _ai_data() -> dict[str, Any]:
    try:
        data = json.loads(asset("ai.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def settings(game_id: str, players: int | None = None) -> dict[str, Any]:
    """A game's section of assets/ai.json (the search's and its strategy's numbers), with
    what its "by_players" section changes at ``players`` seats: a number there replaces
    the game's, a table ("iterations", "by_level") is updated entry by entry."""
    found = _ai_data().get(game_id)
    data = dict(found) if isinstance(found, dict) else {}
    by_players = data.pop("by_players", None)
    own = by_players.get(str(players)) if isinstance(by_players, dict) else None
    if isinstance(own, dict):
        for key, value in own.items():
            base = data.get(key)
            data[key] = ({**base, **value} if isinstance(base, dict) and isinstance(value, dict)
                         else value)
    return data


def play_on(rules: Rules[S, Any], strategy: Strategy[S], state: S, rng: random.Random,
            most: int) -> int:
    """Play ``state`` on by the strategy's rollout play (a random legal action where it
    has none) for at most ``most`` steps or to the end; the steps played. The search's
    rollouts and the playouts of ``game.ai.finalists`` both step this way."""
    steps = 0
    while steps < most and not rules.is_over(state):
        step = strategy.policy(rules, state, rng)
        if not step:
            legal = list(rules.legal_actions(state))
            if not legal:
                break
            step = (rng.choice(legal),)
        for action in step:
            rules.perform(state, action)
        steps += 1
    return steps
