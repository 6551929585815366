"""The checks every registered game must pass, driven by seeded random legal play.

Used by tests/games/test_all_games.py for every registered game and by the core tests
for the toy game. Each check can fail: it compares real values from the game.
"""

from __future__ import annotations

import json
import random
from typing import Any

from game.ai.players import sample_for
from game.core import Match, Options, Record, Rules, Seat
from game.core.actions import Action
from game.core.snapshot import plain, strings_in
from game.session import play_out

MAX_ACTIONS = 20_000


def options_for(rules: Rules, players: int, variants: tuple = ()) -> Options:
    seats = tuple(
        Seat(f"P{i + 1}", "random", rules.info.colours[i % len(rules.info.colours)])
        for i in range(players)
    )
    return Options(seats, tuple(sorted(variants)))


def configurations(rules: Rules) -> list[tuple[int, tuple]]:
    return [
        (n, variants)
        for n in range(rules.info.min_players, rules.info.max_players + 1)
        for variants in rules.variant_combinations(n)
    ]


def play_random_game(
    rules: Rules, options: Options, seed: int, *, deep_every: int = 7, undo_every: int = 11
) -> Match:
    """Play a whole game with random legal moves, checking as it goes:
    invariants after every move; every few moves, that no seat's observation holds
    another's hidden items, that re-dealing hidden items keeps the observation, and
    that undo followed by the same move gives the same state."""
    match = Match(rules, options, seed)
    rng = random.Random(seed * 7919 + 1)

    def choose(match: Match, seat: int) -> Action:
        step = len(match.actions)
        problems = rules.invariants(match.state)
        assert not problems, f"after {step} moves: {problems}"
        legal = list(rules.legal_actions(match.state))
        assert legal, f"{rules.info.id}: no legal action for {match.decision()} after {step} moves"
        action = rng.choice(legal)
        assert rules.check(match.state, action) is None, f"listed action refused: {action}"
        assert rules.actions.decode(json.loads(json.dumps(action.to_json()))) == action
        if step % deep_every == 0:
            check_hidden(rules, match.state, rng)
            check_clone_independent(rules, match.state, rng)
        return action

    def undo_redo(match: Match) -> None:
        if (len(match.actions) - 1) % undo_every == 0 and match.can_undo():
            before = plain(match.state)
            redo = match.undo()
            match.play(redo)
            assert plain(match.state) == before, "undo then redo changed the state"

    play_out(match, choose, limit=MAX_ACTIONS, after=undo_redo)
    if not match.over:
        raise AssertionError(f"{rules.info.id}: game did not end within {MAX_ACTIONS} moves")
    assert not rules.invariants(match.state)
    return match


def serialized(state: Any) -> bytes:
    """The whole state as bytes: equal bytes, equal states."""
    return json.dumps(plain(state), sort_keys=True, default=repr).encode("utf-8")


def check_clone_independent(rules: Rules, state: Any, rng: random.Random,
                            moves: int = 12) -> None:
    """Play random legal moves on a clone (and on a re-dealt sample): the original's
    serialized state must stay byte-identical, or a computer player's thinking could
    change the live game."""
    before = serialized(state)
    for copy in (rules.clone(state), rules.redetermine(state, 0, random.Random(rng.random()))):
        for _ in range(moves):
            if rules.decision(copy).seat is None:
                break
            legal = list(rules.legal_actions(copy))
            if not legal:
                break
            rules.apply(copy, rng.choice(legal))
        assert serialized(state) == before, "playing on a clone changed the original state"


def check_hidden(rules: Rules, state: Any, rng: random.Random) -> None:
    n = len(rules.score_sheet(state).totals) or 1
    for seat in range(n):
        view = rules.observe(state, seat)
        leaked = rules.hidden_from(state, seat) & strings_in(view)
        assert not leaked, f"seat {seat} observes hidden items {sorted(leaked)[:5]}"
        sample = sample_for(rules, state, seat, random.Random(rng.random()))
        assert plain(rules.observe(sample, seat)) == plain(view), (
            f"re-dealing hidden items changed what seat {seat} sees"
        )


def check_record_round_trip(match: Match) -> None:
    text = match.record().dumps()
    again = Match.from_record(Record.loads(text))
    assert plain(again.state) == plain(match.state), "save -> load changed the state"
    assert plain(again.rules.score_sheet(again.state)) == plain(
        match.rules.score_sheet(match.state)
    )
