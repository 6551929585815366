"""A game registers whole through its entry: a sixth game (the tests' toy game) added
by registering its entry appears in setup, plays in smoke-style runs and renders."""

from __future__ import annotations

import pygame
import pytest

from game.core import registry
from game.core.entry import GameEntry
from game.scenes.setup import SetupScene, playable_games
from game.smoke import draw_scenes, play_game
from tests.ui_harness import make_app, make_table


def test_every_game_package_registers_an_entry_in_menu_order():
    entries = registry.entries()
    assert [e.id for e in entries] == ["glade", "renature", "mystaria", "mischwald", "woud"]
    assert all(isinstance(e, GameEntry) and e.screenshots for e in entries)
    assert [e.order for e in entries] == sorted(e.order for e in entries)


@pytest.mark.parametrize("game_id", [r.info.id for r in registry.all_games()])
def test_every_action_type_has_a_handler(game_id):
    assert registry.get(game_id).actions.unhandled() == []


def test_a_new_game_appears_in_setup(toy):
    assert toy in playable_games()
    app = make_app()
    setup = SetupScene(app, "toy")
    app.push(setup)
    app.step([])
    assert setup.game is toy
    labels = [getattr(w, "label", "") for w in setup.widgets]
    assert any(label.startswith("Toy") for label in labels)


def test_a_new_game_plays_headless_and_renders(toy):
    match = play_game(toy, max_actions=40)
    assert match.actions
    assert draw_scenes([match]) == "menu and 1 tables drawn"
    app, table = make_table("toy", players=2)
    app.draw()
    pile = table.view.pile_rect()
    assert app.screen.get_at(pile.center)[:3] != app.screen.get_at((2, 2))[:3]
    assert isinstance(app.screen, pygame.Surface)


def test_a_game_preference_is_read_through_the_entry(toy):
    import dataclasses

    from game.core.entry import Preference

    registry.register(dataclasses.replace(registry.entry("toy"),
                                          preferences=(Preference("big", "Big cards", True),)))
    app, table = make_table("toy", players=2)
    assert table.preference("big") is True
    app.settings.set_preference("toy", "big", False)
    assert table.preference("big") is False
