"""The table's session is one form: none given, the table makes a plain one of its
match (autosaved unless told not to); a replay and a guided game hand in their own,
made for that match, speaking the language the interface speaks."""

from __future__ import annotations

import pytest

from game.core import HUMAN, Match, Options, Seat, registry
from game.guided import GuidedSession
from game.i18n import set_language
from game.scenes.learn import open_lesson
from game.scenes.table import TableScene
from game.session import Session, autosave
from tests.ui_harness import make_app

GAME = "mischwald"


def match() -> Match:
    rules = registry.get(GAME)
    colours = rules.info.colours
    return Match(rules, Options((Seat("Ann", HUMAN, colours[0]), Seat("Bo", HUMAN, colours[1]))), 3)


def test_a_plain_table_makes_its_own_session_and_autosaves_only_when_told():
    app = make_app()
    table = TableScene(app, match())
    assert type(table.session) is Session and table.session.match is table.match
    assert table.session.saver is autosave
    assert TableScene(app, match(), autosave=False).session.saver is None


def test_a_session_of_another_match_is_refused():
    app = make_app()
    with pytest.raises(AssertionError, match="its session's match"):
        TableScene(app, match(), session=Session(match()))


def test_the_guided_games_session_speaks_the_interfaces_language():
    """A prompt is asked of the rules again when the language changes: the session
    must know the interface's language, or a lesson's prompts stay in the first one."""
    app = make_app()
    app.home()
    try:
        table = open_lesson(app, GAME, restart=True)
        assert isinstance(table.session, GuidedSession) and table.session.saver is None
        english = table.session.decision().prompt
        set_language("de")
        assert table.session.decision().prompt != english
    finally:
        set_language("en")
