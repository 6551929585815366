"""The frame figures of issue 12 at 1920x1080, in CPU time (the wall clock of a shared
machine counts other processes' turns): the redraw right after a move and every frame
while other seats' moves are shown, p95 <= 8 ms in every game. A benchmark, not part of
the default run: ``python -m pytest -m perf -s tests/ui/test_frame_times.py``."""

from __future__ import annotations

import pytest

from game.core import registry

pytestmark = pytest.mark.perf


@pytest.mark.parametrize("game_id", [r.info.id for r in registry.all_games()])
def test_frames_after_a_move_and_while_moves_fly(game_id):
    from tests.perf.__main__ import (
        TARGET,
        animation_frames,
        figures,
        late_match,
        pct,
        redraw_frames,
    )

    rules = registry.get(game_id)
    match, full = late_match(rules, rules.info.max_players, seed=5)
    (walls, cpus), _plain = redraw_frames(rules, match, 60)
    print("\n" + figures(f"{game_id} redraw after a move:", walls, cpus))
    assert pct(cpus, .95) <= TARGET
    walls, cpus, _moves = animation_frames(rules, rules.info.max_players, full, 8)
    print(figures(f"{game_id} every frame while moves are shown:", walls, cpus))
    assert walls and pct(cpus, .95) <= TARGET


def expert_frame_problem(game_id: str) -> str | None:
    """What is wrong with the frames while Expert thinks, if anything: its search must be
    under way, and the frames' CPU time (the process's: a search in a thread of the window
    counts) p95 within the 8 ms of a redraw when nobody thinks, so within 16.7 ms on any
    machine that redraws in time."""
    from tests.perf.__main__ import FRAME_BUDGET, TARGET, expert_frames, figures, pct

    walls, cpus, busy = expert_frames(registry.get(game_id), 2.0, full_redraw=True)
    line = figures(f"{game_id} full redraws while Expert thinks:", walls, cpus,
                   target=FRAME_BUDGET)
    print("\n" + line)
    if busy < 20:
        return f"Expert searched during {busy} frames only"
    return None if pct(cpus, .95) <= min(TARGET, FRAME_BUDGET) else line


@pytest.mark.parametrize("game_id", [r.info.id for r in registry.all_games()])
def test_frames_while_expert_thinks(game_id):
    """Issue 33: Expert's longer thinking never freezes the window (frame p95 <= 16.7 ms
    at 1920x1080, every frame painted anew, while its search is under way in the worker)."""
    assert expert_frame_problem(game_id) is None


def test_expert_thinking_in_the_window_process_is_caught(monkeypatch):
    """A planted fault, kept as a test: Expert searching in a thread of the window's
    process makes the frames' CPU time fail the target."""
    from game.ai import worker

    monkeypatch.setattr(worker, "SEARCHING", ("medium", "hard"))
    assert expert_frame_problem("glade") is not None
