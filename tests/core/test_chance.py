"""The fast shuffle and generator copy give exactly what ``random.Random`` gives: a
seeded game, and every measured computer game, stays the same game."""

from __future__ import annotations

import random

import pytest

from game.core.chance import copy_rng, shuffle
from game.core.clone import clone
from game.games.mischwald.state import MwState


@pytest.mark.parametrize("length", [0, 1, 2, 3, 7, 64, 65, 150, 1000])
def test_shuffle_matches_the_standard_shuffle(length: int) -> None:
    for seed in range(40):
        ours, theirs = random.Random(seed), random.Random(seed)
        a, b = list(range(length)), list(range(length))
        shuffle(ours, a)
        theirs.shuffle(b)
        assert a == b
        assert ours.getstate() == theirs.getstate()  # the same draws consumed


def test_shuffle_of_another_generator_kind_uses_its_own() -> None:
    class Counting(random.Random):
        calls = 0

        def shuffle(self, x: list) -> None:  # type: ignore[override]
            Counting.calls += 1
            super().shuffle(x)

    shuffle(Counting(1), [1, 2, 3])
    assert Counting.calls == 1


def test_a_copied_generator_continues_alike_and_alone() -> None:
    rng = random.Random(12)
    rng.random()
    rng.gauss(0.0, 1.0)  # a pending second normal value is part of the state
    twin = copy_rng(rng)
    assert type(twin) is random.Random and twin is not rng
    assert [twin.random() for _ in range(5)] == [rng.random() for _ in range(5)]
    assert twin.gauss(0.0, 1.0) == rng.gauss(0.0, 1.0)
    twin.random()
    assert twin.random() != rng.random()  # advancing one leaves the other


def test_a_cloned_state_carries_a_copy_of_its_generator() -> None:
    s = MwState(rng=random.Random(3))
    c = clone(s)
    assert c.rng is not s.rng
    assert c.rng.getstate() == s.rng.getstate()
