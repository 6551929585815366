"""The New game screen offers every computer level in every game, in three languages, with
its one-line description and its measured strength read from the shipped summary."""

from __future__ import annotations

import pytest

from game import i18n
from game.ai import labels
from game.ai.players import LEVELS, OFFERED
from game.core import registry
from game.scenes import setup
from game.ui.widgets import Choice
from tests.ui_harness import make_app

GAMES = [r.info.id for r in registry.all_games()]
NAMES = {"en": "Computer: Beginner", "de": "Computer: Anfänger", "nl": "Computer: Beginner"}


def screen_texts(game_id: str, kinds: list[str],
                 lang: str = "en") -> tuple[list[str], list[list[str]]]:
    """The screen's text lines and the choices of its seats' kind pickers in ``lang``."""
    app = make_app((1280, 800))
    i18n.set_language(lang)
    app.home()
    scene = setup.SetupScene(app, game_id)
    app.push(scene)
    scene._set_players(str(len(kinds)))
    scene.kinds[: len(kinds)] = kinds
    scene.layout(app.size)
    app.draw()
    pickers = [[label for _k, label in w.choices] for w in scene.widgets
               if isinstance(w, Choice) and any(k == "beginner" for k, _l in w.choices)]
    return [t for t, *_rest in scene.labels], pickers


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("end", ["weakest", "strongest"])
def test_every_level_is_offered_with_description_and_strength(game_id, lang, end):
    try:
        seats = registry.get(game_id).info.max_players  # fewer seats than levels: each end
        kinds = list(OFFERED)[:seats] if end == "weakest" else list(OFFERED)[-seats:]
        texts, pickers = screen_texts(game_id, kinds, lang)
        assert pickers and all(NAMES[lang] in p for p in pickers)
        assert all(len(p) == len(OFFERED) + 1 for p in pickers)  # and Human
        summary = labels.load()
        for kind in kinds:
            label, description, _fn = LEVELS[kind]
            assert f"{i18n._(label)}: {i18n._(description)}" in texts
            assert labels.strength(game_id, kind, summary) in texts
    finally:
        i18n.set_language("en")


def test_the_screen_reads_the_strength_from_the_file(tmp_path, monkeypatch):
    summary_file = tmp_path / "arena.json"
    monkeypatch.setattr(labels, "asset", lambda *parts: summary_file)
    seen = []
    for share in (0.123, 0.456):
        labels.write(summary_file, {"woud": {"beginner": {
            "against": "greedy", "players": 2, "games": 400, "share": share}}})
        seen.append(screen_texts("woud", ["greedy", "beginner"])[0])
    assert "wins 12 % against Easy (400 games)" in seen[0]
    assert "wins 46 % against Easy (400 games)" in seen[1]
    assert "not measured yet" in seen[1]  # Easy's own pairing is not in this file
