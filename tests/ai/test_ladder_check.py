"""The ladder's check (tests/ai/test_arena_targets.py) on made-up results: it fails a level whose 95 % interval reaches 50 %
(a share of 52.5 % in 400 games) while it passes one clear of it (56 %)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.ai import test_arena_targets as targets


def _write(path: Path, kinds: list[str], upper_wins: int, games: int = 400) -> None:
    """``games`` results with the seats rotated; the first kind wins ``upper_wins``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    lines = []
    for k in range(games):
        seats = kinds if k % 2 == 0 else kinds[::-1]
        upper = seats.index(kinds[0])
        winner = upper if k < upper_wins else 1 - upper
        lines.append(json.dumps({"game": "glade", "seed": 100001 + k, "kinds": seats,
                                 "totals": [1, 0] if winner == 0 else [0, 1],
                                 "winners": [winner], "times": {"0": [0.1], "1": [0.1]},
                                 "cut": 0, "clock": "cpu"}))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


@pytest.fixture
def results(tmp_path, monkeypatch) -> Path:
    monkeypatch.setattr(targets, "RESULTS", tmp_path)
    return tmp_path


def test_a_level_clear_of_half_passes_and_one_touching_it_fails(results) -> None:
    # the file names Medium first; the check judges Hard
    _write(results / "fresh" / "glade-2p-medium-hard.jsonl", ["hard", "medium"], 224)
    targets.test_each_level_beats_the_one_below_on_fresh_seeds("glade", "Hard over Medium")
    _write(results / "fresh" / "glade-2p-medium-hard.jsonl", ["hard", "medium"], 210)
    with pytest.raises(AssertionError, match="hard in glade"):
        targets.test_each_level_beats_the_one_below_on_fresh_seeds("glade", "Hard over Medium")


def test_too_few_games_skip_rather_than_pass(results) -> None:
    _write(results / "fresh" / "glade-2p-medium-greedy.jsonl", ["medium", "greedy"], 300, 399)
    with pytest.raises(pytest.skip.Exception, match="399 of the 400"):
        targets.ladder_results("glade", "Medium over Easy", play=False)


def test_planted_fault_a_check_on_the_share_alone_would_pass_the_weak_level(results,
                                                                          monkeypatch) -> None:
    """52.5 % is over half but its interval is not: a check of the share alone is fooled."""
    _write(results / "fresh" / "glade-2p-medium-hard.jsonl", ["hard", "medium"], 210)
    monkeypatch.setattr(targets, "upper_interval",
                        lambda rs, level: (targets.summarize(rs)[level]["share"], 1.0))
    targets.test_each_level_beats_the_one_below_on_fresh_seeds("glade", "Hard over Medium")


def test_a_retuned_medium_is_continued_from_its_own_fresh_seed(results) -> None:
    """The Glade's Medium pairs start at MEDIUM_SEED (the seeds its retune was measured
    on), the other games' at the ladder's seeds: the skip says which to continue."""
    _write(results / "fresh" / "glade-2p-medium-hard.jsonl", ["hard", "medium"], 300, 10)
    with pytest.raises(pytest.skip.Exception, match="--seed 500001 "):
        targets.ladder_results("glade", "Hard over Medium", play=False)
    _write(results / "fresh" / "woud-2p-medium-hard.jsonl", ["hard", "medium"], 300, 10)
    with pytest.raises(pytest.skip.Exception, match="--seed 100001 "):
        targets.ladder_results("woud", "Hard over Medium", play=False)
