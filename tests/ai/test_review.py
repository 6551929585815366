"""The game review (game/ai/review.py): it finds a planted blunder, it judges only on
what the reviewed seat could see, and ``sylva --review`` prints it in its fixed form.

A planted cheat, kept as a test, shows that the honesty check catches a review that
thinks on the true state instead of the seat's re-dealt sample."""

from __future__ import annotations

import random
import re
import time
from pathlib import Path
from typing import Any

import pytest

from game import cli
from game.ai import review as review_module
from game.ai.players import choose_action
from game.ai.search import Budget
from game.core import Match, Options, Seat, registry
from game.core.record import Record
from game.core.saves import save_record
from tests.ai.worlds import alternative

SMALL = Budget(0, iterations=40, width=10)  # no time limit: the same review everywhere


def played(game_id: str, seed: int, blunder_at: int | None = None) -> tuple[Record, int | None]:
    """A seeded game of two Easy seats. With ``blunder_at``, seat 0's first decision from
    that move on with a clear choice (its best immediate gain at least 3 points above its
    worst) takes the worst instead; the game plays on greedily. Returns the record and the
    blunder's move number (1-based)."""
    rules = registry.get(game_id)
    seats = tuple(Seat(f"P{i}", "greedy", c) for i, c in enumerate(rules.info.colours[:2]))
    match = Match(rules, Options(seats), seed)
    rng = random.Random(seed)
    planted = None
    while not match.over:
        seat = match.decision().seat
        assert seat is not None
        action = choose_action(rules, match.state, seat, "greedy", rng)
        if blunder_at is not None and planted is None and seat == 0 \
                and len(match.actions) + 1 >= blunder_at:
            worst, gap = _worst(rules, match.state, seat)
            if gap >= 3:
                action, planted = worst, len(match.actions) + 1
        match.play(action)
    return match.record(), planted


def _worst(rules: Any, state: Any, seat: int) -> tuple[Any, float]:
    """The legal action with the lowest immediate gain, and how far below the best."""
    scored = []
    for action in rules.legal_actions(state):
        trial = rules.clone(state)
        rules.perform(trial, action)
        scored.append((rules.evaluate(trial, seat), len(scored), action))
    scored.sort(key=lambda t: (t[0], t[1]))
    return scored[0][2], scored[-1][0] - scored[0][0]


def blunder_found(seed: int) -> bool:
    """Whether the review of a Mystaria game with a planted blunder by seat 0 lists it
    among its three costliest decisions."""
    record, planted = played("mystaria", seed, blunder_at=20)
    assert planted is not None
    found = review_module.review(record, 0, Budget(0, iterations=60, width=10))
    assert found.judged >= 10
    return planted in [j.move for j in found.costliest]


@pytest.mark.parametrize("seed", [3, 4])
def test_a_planted_blunder_is_among_the_three_costliest(seed: int) -> None:
    assert blunder_found(seed)


def test_planted_fault_a_review_blind_to_values_misses_the_blunder(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # every decision judged as costing nothing: the review can no longer tell the blunder
    monkeypatch.setattr(review_module, "points", lambda value, scale: 0.0)
    assert not blunder_found(3)


def _alternative_decisions(monkeypatch: pytest.MonkeyPatch) -> None:
    """Review every decision in another world the seat cannot tell from the true one."""
    true_decisions = review_module.decisions

    def other(record: Record, seat: int) -> tuple[Any, list[tuple[int, Any, Any]]]:
        rules, found = true_decisions(record, seat)
        return rules, [(n, alternative(rules, state, seat, random.Random(900 + n)), action)
                       for n, state, action in found]

    monkeypatch.setattr(review_module, "decisions", other)


def honesty_problem(game_id: str, monkeypatch: pytest.MonkeyPatch) -> str | None:
    """A difference between the review of a game's first 30 moves and the same review
    with every decision's state replaced by another world seat 0 cannot tell from it."""
    record, _ = played(game_id, 5)
    cut = Record(record.game, record.options, record.seed, record.actions[:30], record.rules)
    true = review_module.review(cut, 0, SMALL)
    with monkeypatch.context() as m:
        _alternative_decisions(m)
        other = review_module.review(cut, 0, SMALL)
    assert true.judged >= 5
    if _judgements(true) != _judgements(other):
        return f"{game_id}: {true.lines()[1:]} != {other.lines()[1:]}"
    return None


def _judgements(found: review_module.Review) -> list[tuple[int, Any, float]]:
    return [(j.move, j.better, j.cost) for j in found.every]


@pytest.mark.parametrize("game_id", ["glade", "mischwald"])
def test_the_review_judges_only_what_the_seat_could_see(
        game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    assert honesty_problem(game_id, monkeypatch) is None


def test_planted_cheat_a_review_on_the_true_state_is_caught(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # every re-deal hands back the true state: the search sees the other hands and draws
    rules = registry.get("mischwald")
    monkeypatch.setattr(type(rules), "redetermine",
                        lambda self, state, seat, rng: self.clone(state))
    assert honesty_problem("mischwald", monkeypatch) is not None


def test_the_command_prints_the_review(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    record, _ = played("glade", 2)
    path = tmp_path / "game.sylva"
    save_record(record, path)
    monkeypatch.setattr(review_module, "review_budget",
                        lambda game_id, players, decisions: SMALL)
    assert cli.main(["--review", str(path), "--seat", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert re.fullmatch(r"review glade: \d+ decisions of seat 1 judged in \d+\.\d s", lines[0])
    assert 1 <= len(lines) <= 4
    for line in lines[1:]:
        assert re.fullmatch(r"move \d+: played .+; better .+; about \d+\.\d points", line)


def test_the_worker_reviews_with_progress_and_can_be_cancelled() -> None:
    from game.ai import worker

    record, _ = played("glade", 2)
    cut = Record(record.game, record.options, record.seed, record.actions[:24], record.rules)
    rules = registry.get("glade")
    reviewer = worker.Reviewer(rules, cut.dumps(), 0)
    seen = set()
    end = time.monotonic() + 120
    while not reviewer.done and time.monotonic() < end:
        seen.add(reviewer.progress)
        time.sleep(0.02)
    assert reviewer.error is None and reviewer.result is not None
    expected = review_module.decisions(cut, 0)[1]
    assert reviewer.result.judged == len(expected) >= 3
    assert any(0 < done < total for done, total in seen)  # the bar moved on the way
    assert {j.move for j in reviewer.result.costliest} <= {n for n, _s, _a in expected}
    # cancelled: the worker stops at once and no answer arrives
    reviewer = worker.Reviewer(rules, record.dumps(), 0)
    time.sleep(0.5)
    proc = worker._Process.current.proc if worker._Process.current else None
    t0 = time.monotonic()
    reviewer.cancel()
    assert time.monotonic() - t0 < 2.0 and proc is not None and not proc.is_alive()
    assert reviewer.done and reviewer.result is None
    worker.shut_down()


def test_a_review_from_another_process_is_described_in_this_ones_language() -> None:
    import dataclasses

    record, _ = played("mystaria", 3)
    found = review_module.review(record, 0, SMALL)
    assert found.costliest
    foreign = dataclasses.replace(found, costliest=[
        dataclasses.replace(j, played_text="?", better_text="?") for j in found.costliest])
    assert review_module.described(foreign, record).lines()[1:] == found.lines()[1:]
