"""The table's hint asks Medium's search without the weakening Medium plays with as an
opponent (The Glade's Medium plays Easy's move on a tenth of its decisions and blurs its
judgement; Mystaria's blurs): advice is the best that search finds in its moment."""

import random

import pytest

from game.ai import players
from game.ai.players import HINT, choose_action, level_budget, tuning
from game.core import HUMAN, Match, Options, Seat, registry
from game.session import Immediate, Session

GAMES = [r.info.id for r in registry.all_games()]


@pytest.mark.parametrize("game", GAMES)
def test_the_hint_searches_as_medium_without_its_weakening(game):
    hint, medium = tuning(game, HINT), tuning(game, "medium")
    assert hint.blur == 0 and hint.easy == 0
    # everything else is Medium's: its budget and the game's own tuning
    assert level_budget(game, HINT) == level_budget(game, "medium")
    assert (hint.scale, hint.rollout, hint.prior, hint.width, hint.judge) == (
        medium.scale, medium.rollout, medium.prior, medium.width, medium.judge)


def _decisions(kind: str, monkeypatch: pytest.MonkeyPatch) -> int:
    """How often ``kind``, deciding a seeded Glade game's first 30 decisions, played
    Easy's move instead of searching."""
    asked = {"easy": 0}
    easy = players.easy_player

    def counted(*args, **kwargs):
        asked["easy"] += 1
        return easy(*args, **kwargs)

    monkeypatch.setattr(players, "easy_player", counted)
    rules = registry.get("glade")
    seats = tuple(Seat(f"P{i}", HUMAN, c) for i, c in enumerate(rules.info.colours[:2]))
    match = Match(rules, Options(seats), 7)
    rng = random.Random(3)
    for _ in range(30):
        seat = rules.decision(match.state).seat
        match.play(choose_action(rules, match.state, seat, kind, rng))
    return asked["easy"]


def test_the_hint_never_plays_easys_move(monkeypatch):
    # the same decisions asked of Medium take Easy's move now and then: the count can fail
    assert _decisions("medium", monkeypatch) > 0
    assert _decisions(HINT, monkeypatch) == 0


def test_the_session_asks_the_hint_level():
    asked = []

    def thinker(rules, state, seat, kind, seed, record=None, think=None):
        asked.append(kind)
        return Immediate(rules, state, seat, kind, seed, record, think)

    rules = registry.get("glade")
    seats = tuple(Seat(f"P{i}", HUMAN, c) for i, c in enumerate(rules.info.colours[:2]))
    s = Session(Match(rules, Options(seats), 2), thinker=thinker, saver=None)
    assert s.request_hint()
    finished, action = s.hint_answer()
    assert finished and action is not None and s.match.check(action) is None
    assert asked == [HINT]
