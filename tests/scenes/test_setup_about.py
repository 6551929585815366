"""The new-game screen shows a picture of the chosen game and its whole description, clear
of the form, at every window size and player count."""

from __future__ import annotations

import pygame
import pytest

from game.core import registry
from game.scenes import setup
from game.ui import text
from tests.ui_harness import make_app

GAMES = [r.info.id for r in registry.all_games()]


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", GAMES)
def test_a_picture_and_the_whole_description_beside_the_form(game_id, size, monkeypatch):
    plans = []
    original = setup.about_layout

    def spy(*args, **kwargs):
        plans.append(original(*args, **kwargs))
        return plans[-1]

    monkeypatch.setattr(setup, "about_layout", spy)
    app = make_app(size)
    app.home()
    scene = setup.SetupScene(app, game_id)
    app.push(scene)
    for players in {registry.get(game_id).info.min_players,
                    registry.get(game_id).info.max_players}:
        scene._set_players(str(players))
        scene.layout(app.size)
        plans.clear()
        app.draw()
        picture, lines, where, _size = plans[-1]
        assert picture is not None, "a picture of the game"
        assert setup.preview(game_id, 100) is not None
        about = setup.describe_game(game_id)
        assert about and " ".join(lines).split() == about.split(), "the whole description"
        labels = [text.render(label, size_px).get_rect(topleft=pos)
                  for label, pos, size_px, _c in scene.labels]
        for rect in (picture, where):
            assert app.screen.get_rect().contains(rect)
            assert not any(rect.colliderect(w.rect) for w in scene.widgets)
            assert not any(rect.colliderect(r) for r in labels)
        assert not picture.colliderect(where)


@pytest.mark.parametrize("game_id", [r.info.id for r in registry.all_games()])
def test_the_game_picture_speaks_the_chosen_language(game_id):
    """The picture is a table with its words: German and Dutch have their own."""
    from game import i18n

    make_app((1280, 720))
    pictures = {}
    try:
        for lang in ("en", "de", "nl"):
            i18n.set_language(lang)
            image = setup.preview(game_id, 200)
            assert image is not None
            pictures[lang] = pygame.image.tobytes(image, "RGB")
    finally:
        i18n.set_language("en")
    assert len(set(pictures.values())) == 3, "one picture per language"
