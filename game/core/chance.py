"""Shuffling and copying random generators: the results of ``random.Random``, faster.

A computer player re-deals the cards it cannot see and copies the game's generator
thousands of times per move. ``random.Random.shuffle`` calls a helper per card, and a
new ``random.Random()`` seeds itself from the system before its state is replaced;
these skip that work and give exactly the same results for the same generator state
(tests/core/test_chance.py), so a seeded game stays the same game.
"""

from __future__ import annotations

import random
from typing import Any


def shuffle(rng: random.Random, items: list[Any]) -> None:
    """Shuffle ``items`` in place as ``rng.shuffle(items)`` would."""
    if type(rng) is not random.Random:  # a generator of its own kind: its own shuffle
        rng.shuffle(items)
        return
    bits = rng.getrandbits
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = bits(k)
        while j >= n:
            j = bits(k)
        items[i], items[j] = items[j], items[i]


def copy_rng(rng: random.Random) -> random.Random:
    """A new generator in the same state as ``rng``."""
    new = random.Random.__new__(type(rng))
    new.setstate(rng.getstate())
    return new
