"""Another seat's move is autosaved once its pieces have landed, not in the frame its
flight starts (writing the record holds a frame up by 5-20 ms); leaving the table or
closing the window writes a save still due."""

from __future__ import annotations

import random

from game.core import HUMAN, Match, Options, Seat, registry, saves
from tests.ui_harness import make_table


def _table():
    rules = registry.get("glade")
    colours = rules.info.colours
    seats = (Seat("Ann", HUMAN, colours[0]), Seat("Cpu", "greedy", colours[1]))
    match = Match(rules, Options(seats), 6)
    app, table = make_table("glade", match=match, size=(1280, 800))
    app.settings.animation = "normal"
    return app, table, rules


def _computer_move(table, rules) -> None:
    rng = random.Random(6)
    while table.decision.seat == table.viewer:
        table.play(rng.choice(list(rules.legal_actions(table.match.state))))
    assert table.decision.seat != table.viewer
    action = rng.choice(list(rules.legal_actions(table.match.state)))
    table.session.perform(action, by_viewer=False)
    table.after_move()


def _saved_moves() -> int:
    if not saves.autosave_path().exists():
        return 0
    return len(saves.load_record(saves.autosave_path()).actions)


def test_a_flying_move_is_saved_when_it_has_landed():
    app, table, rules = _table()
    _computer_move(table, rules)
    assert table.motions.active
    assert _saved_moves() < len(table.match.actions)  # not yet: its flight runs
    while table.motions.active:
        table.update(1 / 60)
    table.update(1 / 60)
    assert _saved_moves() == len(table.match.actions)


def test_leaving_the_table_while_a_move_flies_saves_it():
    app, table, rules = _table()
    _computer_move(table, rules)
    assert table.motions.active
    table.exit()
    assert _saved_moves() == len(table.match.actions)
