"""The judgement trial (tests/perf/judgement.py) changes the numbers for the trial seat, and
only while it decides; The Glade's remembered play effects follow the numbers in force."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from typing import Any

import pytest

import game.ai.players as players
from game.ai import arena
from game.ai.search import Result
from game.ai.strategy import settings
from game.core import Match, Options, Seat, registry
from game.games.glade import strategy as glade_strategy
from tests.perf import judgement
from tests.perf.judgement import judging


def _match(game_id: str = "glade") -> Match:
    rules = registry.get(game_id)
    seats = tuple(Seat(f"S{i}", "hard", c) for i, c in enumerate(rules.info.colours[:2]))
    return Match(rules, Options(seats), 4242)


def _decide(monkeypatch: pytest.MonkeyPatch, kind: str, look: Callable[[Any, Any], Any],
            game_id: str = "glade") -> Any:
    """What ``look(budget, tuning)`` reads when ``kind`` decides the first move of a
    seeded game (the search itself not run)."""
    seen = []

    def searched(rules, sample, seat, rng, budget, tuning):  # noqa: ANN001, ANN202
        seen.append(look(budget, tuning))
        return Result(next(iter(rules.legal_actions(sample))), 0, 0.5, {})

    monkeypatch.setattr(players, "search", searched)
    match = _match(game_id)
    seat = match.decision().seat
    assert seat is not None
    arena.choose_action(match.rules, match.state, seat, kind, random.Random(7))
    return seen[0]


def _seen(monkeypatch: pytest.MonkeyPatch, kind: str) -> tuple[int, float, float]:
    """(the search's iterations, the room's weight, the search's scale) when ``kind``
    decides in The Glade."""
    return _decide(monkeypatch, kind, lambda budget, tuning: (
        budget.iterations, glade_strategy.weights().room, tuning.scale))


def test_only_the_trial_seat_judges_with_the_changed_numbers(monkeypatch):
    hard = _seen(monkeypatch, "hard")
    assert hard[1] == 0.5  # the shipped room weight (assets/ai.json)
    with judging("glade", {"room": 2.0, "scale": 7.0}, "hard"):
        # the trial seat searches as Hard (its iterations) with the numbers changed
        assert _seen(monkeypatch, "expert") == (hard[0], 2.0, 7.0)
        assert _seen(monkeypatch, "hard") == hard  # the other seat: as shipped
    with judging("glade", {"prior": 6}, "expert"):
        # at Expert's level: its budget and its own tuning (The Glade's reads margins at
        # its own scale), not Hard's
        iterations, _room, scale = _seen(monkeypatch, "expert")
        assert iterations == players.level_budget("glade", "expert").iterations
        assert scale == players.tuning("glade", "expert").scale != hard[2]
    # and everything is as shipped once outside
    assert _seen(monkeypatch, "hard") == hard
    assert settings("glade")["room"] == 0.5 and glade_strategy.weights().room == 0.5


def test_a_trials_games_are_marked_as_a_trial():
    expert = arena.fingerprint("glade", ["expert", "hard"])
    with judging("glade", {"room": 2.0}):
        marked = arena.fingerprint("glade", ["expert", "hard"])
    assert marked != expert and marked.startswith('judgement:hard:{"room": 2.0}')
    assert arena.fingerprint("glade", ["expert", "hard"]) == expert


def test_a_results_file_not_named_as_a_trial_is_refused(tmp_path, capsys):
    with pytest.raises(SystemExit):
        judgement.main(["--game", "glade", "--set", '{"room": 1}', "--games", "1",
                        "--out", str(tmp_path / "glade-2p-expert-hard.jsonl")])
    assert "judgement" in capsys.readouterr().err
    assert not (tmp_path / "glade-2p-expert-hard.jsonl").exists()


def test_a_plays_remembered_effect_follows_the_weights(monkeypatch):
    """A board's play effects are remembered across searches; worked out under one
    judgement's numbers they must not be read under another's (the key holds them)."""
    # a memory of its own: these effects leave the room out, as no search would
    monkeypatch.setattr(glade_strategy, "_KNOWN", {})
    cells = [None] * len(_match().state.cells[0])
    play = ((0, 12),)  # one tile of kind 0 on the centre space
    shipped = glade_strategy.weights()
    assert glade_strategy.Board(cells).effect(play, None).base == shipped.tile
    heavier = dataclasses.replace(shipped, tile=2.0)
    assert glade_strategy.Board(cells, heavier).effect(play, None).base == 2.0


def test_a_trial_reaches_the_numbers_of_every_judgement_a_game_has(monkeypatch):
    """Het Woud's rules name their judgement only among the levels' own (``judges``): a
    trial of its numbers must still reach them when the trial seat decides, as must The
    Glade's and Mystaria's, and leave them as shipped after."""
    from game.games.mystaria import strategy as mystaria_strategy
    from game.games.woud import strategy as woud_strategy

    trials = {"woud": ({"promise": {"open": 0.1}}, lambda: woud_strategy._numbers()["open"]),
              "mystaria": ({"open_side": 0.9}, lambda: mystaria_strategy._numbers()[2]),
              "glade": ({"room": 3.0}, lambda: glade_strategy.weights().room)}
    for game_id, (changes, read) in trials.items():
        shipped = read()  # read once: the game keeps the answer
        with judging(game_id, changes):
            trial, other = (_decide(monkeypatch, kind, lambda _b, _t, read=read: read(), game_id)
                            for kind in ("expert", "hard"))  # the trial seat, the other
        assert trial != shipped and other == shipped, game_id
        assert read() == shipped, game_id
