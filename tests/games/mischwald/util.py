"""Helpers to build Mischwald positions directly in the state."""

from __future__ import annotations

from game.core import Options, Seat
from game.games.mischwald import RULES
from game.games.mischwald.data import SIDES
from game.games.mischwald.state import MwState, new_tree


def tree(card: str, sapling: bool = False, **sides: list[str]) -> dict:
    t = new_tree(card, sapling)
    for side, cards in sides.items():
        t[side] = list(cards)
    return t


def fresh(players: int = 2, seed: int = 1) -> MwState:
    """A started game with no redraw pending and seat 0 to move."""
    opts = Options(tuple(Seat(f"P{i + 1}", "human") for i in range(players)))
    s = RULES.setup(opts, seed)
    s.redraw_queue = []
    s.phase = "turn"
    return s


def pull(s: MwState, card: str) -> None:
    """Take ``card`` out of wherever it lies (deck, hands, box, clearing, forests...)."""
    for pile in [
        s.deck,
        s.clearing,
        s.removed,
        s.discard,
        s.winters,
        *s.hands,
        *s.redrawn,
        *s.caves,
    ]:
        if card in pile:
            pile.remove(card)
            return
    for forest in s.forests:
        for t in forest:
            for side in SIDES:
                if card in t[side]:
                    t[side].remove(card)
                    return
    raise AssertionError(f"{card} not found (trees are not pulled)")


def give(s: MwState, p: int, *cards: str) -> None:
    for c in cards:
        pull(s, c)
        s.hands[p].append(c)


def set_hand(s: MwState, p: int, *cards: str) -> None:
    """Seat ``p`` holds exactly ``cards``; its old hand goes to the box."""
    old = list(s.hands[p])
    s.hands[p].clear()
    s.removed.extend(old)
    give(s, p, *cards)


def plant(s: MwState, p: int, card: str, sapling: bool = False, turn: int = -1) -> int:
    pull(s, card)
    s.forests[p].append(new_tree(card, sapling))
    s.placed_turn[card] = turn
    return len(s.forests[p]) - 1


def put(s: MwState, p: int, t: int, side: str, card: str, turn: int = -1) -> None:
    pull(s, card)
    s.forests[p][t][side].append(card)
    s.placed_turn[card] = turn


def on_top(s: MwState, *cards: str) -> None:
    """The deck's next cards, in the order given (first drawn first)."""
    for c in cards:
        pull(s, c)
    s.deck.extend(reversed(cards))


def play(s: MwState, *actions) -> None:
    for a in actions:
        reason = RULES.check(s, a)
        assert reason is None, f"{a}: {reason}"
        RULES.apply(s, a)
        assert not RULES.invariants(s), RULES.invariants(s)
