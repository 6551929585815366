"""Hidden hands and face-down piles: what a seat cannot see (``Rules.hidden_from``) and
re-dealing it (``Rules.redetermine``)."""

from __future__ import annotations

import random

from game.core.chance import shuffle


def redeal(
    rng: random.Random, seat: int | None, hands: list[list[str]], piles: list[list[str]]
) -> tuple[list[list[str]], list[list[str]]]:
    """Pool the hands of every seat but ``seat`` with the face-down ``piles``, shuffle,
    and deal everything back in the same sizes: what ``seat`` could not see is
    re-dealt, what it saw (its own hand, every count) stays as it was."""
    pool = [x for pile in piles for x in pile]
    for i, hand in enumerate(hands):
        if i != seat:
            pool.extend(hand)
    pool.sort()  # the true order must not shine through: only the shuffle decides
    shuffle(rng, pool)
    new_hands = [list(hand) if i == seat else [pool.pop() for _ in hand]
                 for i, hand in enumerate(hands)]
    new_piles = [[pool.pop() for _ in pile] for pile in piles]
    return new_hands, new_piles


def unseen(seat: int | None, hands: list[list[str]], piles: list[list[str]]) -> set[str]:
    """Ids ``seat`` cannot see: the face-down ``piles`` and every other seat's hand."""
    hidden = {x for pile in piles for x in pile}
    for i, hand in enumerate(hands):
        if i != seat:
            hidden.update(hand)
    return hidden
