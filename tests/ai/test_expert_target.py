"""The Expert target's check (tests/ai/test_arena_targets.py, behind the arena marker)
itself, on made-up results files: judged at the games asked for, skipped with the count
while fewer are there. Planted faults, kept as tests: a file where Expert wins less than
60 %, or too slowly, fails the target."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.ai import test_arena_targets as targets


def _write(path: Path, games: int, expert_wins: int, expert_time: float = 2.0) -> None:
    lines = []
    for k in range(games):
        kinds = ["expert", "hard"] if k % 2 == 0 else ["hard", "expert"]
        expert = kinds.index("expert")
        winner = expert if k < expert_wins else 1 - expert
        lines.append(json.dumps({
            "game": "woud", "seed": 200001 + k, "kinds": kinds, "totals": [10, 5],
            "winners": [winner], "times": {str(expert): [expert_time], str(1 - expert): [1.0]},
            "cut": 0}))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


@pytest.fixture
def results(tmp_path, monkeypatch):
    monkeypatch.setattr(targets, "RESULTS", tmp_path)
    return tmp_path / "woud-2p-expert-hard.jsonl"


def test_fewer_games_than_asked_for_skip_with_the_count(results):
    _write(results, 37, 30)
    with pytest.raises(pytest.skip.Exception, match="holds 37 of the 400 games"):
        targets.expert_table("woud", 400, play=False)


def test_the_target_is_judged_at_the_games_asked_for(results):
    _write(results, 400, 260)
    targets.test_expert_beats_hard_in_two_player_games("woud")


@pytest.mark.parametrize("wins, seconds", [(230, 2.0), (260, 6.0)])
def test_a_weak_or_slow_expert_fails_the_target(results, wins, seconds):
    _write(results, 400, wins, seconds)
    with pytest.raises(AssertionError):
        targets.test_expert_beats_hard_in_two_player_games("woud")
