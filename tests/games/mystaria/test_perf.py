"""Listing the legal tile placements stays fast late in a 4-player game."""

import pytest

from tests.games.mystaria.bench import measure

# Benchmarks: `python -m pytest -m perf -s` runs them (not part of the default run).
pytestmark = pytest.mark.perf


def test_late_tile_placements_p95_is_well_under_50_ms():
    figures = measure(repeats=2)
    assert figures["positions"] > 20
    assert figures["mean_placements"] > 20  # late forests still leave many choices
    assert figures["p95_ms"] < 50, figures
