"""The random UI-event soak (tests/fuzz/ui_soak.py): a short run with the tests, the
200,000-event run behind ``pytest -m soak``, and planted faults it must catch."""

from __future__ import annotations

import os

import pytest

from game.i18n import _
from game.ui import intents as I
from tests.fuzz import ui_soak

EVERY_SCENE = {"menu", "new game", "table", "pause menu", "load", "settings", "rules",
               "about", "statistics", "learn", "primer", "lesson", "results",
               "replay viewer", "review"}


def test_a_short_soak_ends_without_a_failure():
    report = ui_soak.run(2000, seed=7, jump_every=(80, 250))
    assert report.events >= 2000
    assert report.failures == [] and report.failure_count == 0, report.summary()
    assert len(report.per_scene) >= 8, report.summary()  # it went around


def test_a_planted_exception_is_caught(monkeypatch):
    """The Rules screen raises when the wheel turns down: the soak reports it, with
    where it was raised."""
    from game.scenes.rules_ref import RulesScene

    handle = RulesScene.handle

    def faulty(self, intent):
        if intent.kind == I.WHEEL and intent.dy < 0:
            raise KeyError("planted")
        handle(self, intent)

    monkeypatch.setattr(RulesScene, "handle", faulty)
    report = ui_soak.run(1000, seed=3, targets=("rules",), jump_every=(15, 40))
    assert report.failure_count >= 1
    assert any("KeyError: 'planted'" in f and "rules" in f for f in report.failures), \
        report.failures


def test_an_error_box_without_an_exception_is_caught(monkeypatch):
    """Statistics opens the error box itself on a right click (no exception reaches the
    app): the box alone is a failure, with its message."""
    from game.scenes.stats import StatsScene

    handle = StatsScene.handle

    def faulty(self, intent):
        if intent.kind == I.ALT:
            self.app.show_error(_("Something went wrong"), "planted box")
            return
        handle(self, intent)

    monkeypatch.setattr(StatsScene, "handle", faulty)
    report = ui_soak.run(600, seed=3, targets=("statistics",), jump_every=(15, 40))
    assert any("planted box" in f for f in report.failures), report.failures


def test_an_exception_escaping_the_app_is_caught(monkeypatch):
    """An exception the app does not catch (raised while turning typed text that is not
    ASCII into intents) is a failure too; the soak goes on."""
    from game.ui import intents

    from_event = intents.from_event

    def faulty(event, typing=False):
        if not getattr(event, "text", "").isascii():
            raise ValueError("planted text")
        return from_event(event, typing)

    monkeypatch.setattr(intents, "from_event", faulty)
    report = ui_soak.run(600, seed=5, targets=("new game",), jump_every=(15, 40))
    assert any("uncaught" in f and "planted text" in f for f in report.failures), \
        report.failures


@pytest.mark.soak
def test_two_hundred_thousand_events():
    events = int(os.environ.get("SYLVA_UI_SOAK_EVENTS", "200000"))
    report = ui_soak.run(events, seed=int(os.environ.get("SYLVA_UI_SOAK_SEED", "11")))
    print(report.summary())
    assert report.failure_count == 0, report.summary()
    assert set(report.per_scene) >= EVERY_SCENE, report.summary()
    assert len(report.per_game) == 5, report.summary()
    assert report.worker_moves > 0, report.summary()  # Medium and Hard searched in the worker
