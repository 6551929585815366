"""Languages at work: switching applies at once to every drawn text without touching
the window, the first start follows the system's language, a saved game does not
depend on the language it was played in, and every screen fits in German and Dutch."""

from __future__ import annotations

import json
import random
import re

import pytest

from game import i18n, settings
from game.core import Match, registry
from game.core.record import Record
from tests.harness import options_for
from tests.layout_audit import MIN_PX_AT_720, SIZES, audit
from tests.ui.test_layout_audit import SCENES, _scenes
from tests.ui_harness import make_app, make_table


def _texts(app) -> set[str]:
    return {t.string for t in audit(app).texts}


def test_switching_language_changes_the_drawn_texts_at_once():
    app = make_app((1280, 720))
    app.home()
    app.step([])
    english = _texts(app)
    assert "New game" in english
    size = app.screen.get_size()
    app.settings.language = "de"
    app.apply_settings()
    german = _texts(app)
    assert "Neues Spiel" in german and "New game" not in german
    app.settings.language = "nl"
    app.apply_settings()
    assert "Nieuw spel" in _texts(app)
    assert app.screen.get_size() == size, "changing language never resizes the window"


def test_the_settings_screen_switches_language_and_redraws_itself():
    from game.scenes.settings_scene import SettingsScene

    app = make_app((1280, 720))
    app.home()
    scene = SettingsScene(app)
    app.push(scene)
    app.step([])
    assert "Language" in _texts(app)
    scene._set("language", "nl")
    app.step([])
    assert "Taal" in _texts(app) and "Language" not in _texts(app)
    assert settings.load().language == "nl", "kept for the next start"


def test_the_first_start_speaks_the_system_language(monkeypatch):
    monkeypatch.setenv("LANGUAGE", "de_DE")
    assert settings.load().language == "de"
    monkeypatch.setenv("LANGUAGE", "fr_FR")
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    assert settings.load().language in ("en", "de", "nl")
    settings.save(settings.Settings(language="nl"))
    monkeypatch.setenv("LANGUAGE", "de")
    assert settings.load().language == "nl", "a chosen language outlives the system's"


@pytest.mark.parametrize("game_id", [r.info.id for r in registry.all_games()])
def test_a_game_saved_in_german_loads_the_same_in_dutch(game_id):
    rules = registry.get(game_id)
    i18n.set_language("de")
    match = Match(rules, options_for(rules, rules.info.min_players), 7)
    rng = random.Random(3)
    for _ in range(25):
        if match.over:
            break
        match.play(rng.choice(list(rules.legal_actions(match.state))))
    saved = json.dumps(match.record().to_json(), sort_keys=True)
    i18n.set_language("nl")
    loaded = Match.from_record(Record.loads(saved))
    assert json.dumps(loaded.record().to_json(), sort_keys=True) == saved
    assert loaded.state.log == match.state.log, "the log is kept as language-free templates"


def test_a_table_draws_its_log_and_prompt_in_the_chosen_language():
    app, table = make_table("mischwald", players=2)
    app.settings.language = "de"
    app.apply_settings()
    drawn = _texts(app)
    assert "Menü" in drawn and "Menu" not in drawn
    assert "Tipp" in drawn and "Hint" not in drawn


def _screen(name: str, size: tuple[int, int], lang: str):
    """The app showing the scene ``name`` in ``lang``."""
    app = make_app(size)
    app.settings.language = lang
    app.apply_settings()
    app.home()
    make = dict(_scenes(app))[name]
    if make is not None:
        app.push(make())
        app.step([])
    return app


@pytest.mark.parametrize("lang", ["de", "nl"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name", SCENES)
def test_every_screen_fits_in_each_language(name, size, lang):
    frame = audit(_screen(name, size, lang))
    assert frame.problems() == []
    if size == (1280, 720):
        assert (frame.smallest() or MIN_PX_AT_720) >= MIN_PX_AT_720


# (game, window size, language) -> why a table does not yet fit in German and Dutch: strict, so the
# entry must go once it is fixed
LANG_KNOWN: dict[tuple[str, tuple[int, int], str], str] = {}


@pytest.mark.parametrize("lang", ["de", "nl"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", [r.info.id for r in registry.all_games()])
def test_every_table_fits_in_each_language(game_id, size, lang, monkeypatch, request):
    """Each decision kind a seeded game reaches, drawn in German and Dutch (a first start
    on a German or Dutch system speaks its language)."""
    from tests.ui.test_layout_audit import KNOWN, _game_frames

    why = KNOWN.get((game_id, size)) or LANG_KNOWN.get((game_id, size, lang))
    if why:
        request.applymarker(pytest.mark.xfail(strict=True, reason=why))
    monkeypatch.setenv("LANGUAGE", lang)
    problems = []
    for kind, frame in _game_frames(game_id, size):
        problems += [f"{kind}: {p}" for p in frame.problems()]
    assert problems == []


@pytest.mark.parametrize("lang", ["de", "nl"])
@pytest.mark.parametrize("game_id", [r.info.id for r in registry.all_games()])
def test_every_rules_page_exists_with_the_english_sections(game_id, lang):
    from game.core.paths import asset

    def headings(name: str) -> list[str]:
        lines = asset("rules", name).read_text(encoding="utf-8").splitlines()
        return [line.split(" ")[0] for line in lines if line.startswith("#")]

    english, other = headings(f"{game_id}.md"), headings(f"{game_id}.{lang}.md")
    assert other == english, "same sections, in the same order, as the English page"


def test_the_rules_page_follows_the_language():
    from game.scenes.rules_ref import RulesScene

    app = make_app((1280, 720))
    app.home()
    app.push(RulesScene(app, "mischwald"))
    app.step([])
    assert any("Setting up" in t for t in _texts(app))
    app.settings.language = "de"
    app.apply_settings()
    drawn = _texts(app)
    assert any("Aufbau" in t for t in drawn) and not any("Setting up" in t for t in drawn)
    app.settings.language = "nl"
    app.apply_settings()
    assert any("Voorbereiding" in t for t in _texts(app))


# words that are the same in English and the language (checked against the catalogs)
SAME_WORDS = {"de": {"Orange", "Standard"}, "nl": {"Volume", "Sets"}}


def _unchanged(lang: str, name: str) -> set[str]:
    """Texts of one screen drawn alike in English and in ``lang``, less names and numbers."""
    from game.scenes.setup import DEFAULT_NAMES

    drawn = {}
    for language in ("en", lang):
        drawn[language] = _texts(_screen(name, (1280, 720), language))
    titles = {r.info.title for r in registry.all_games()}
    return {t for t in drawn["en"] & drawn[lang]
            if re.search(r"[^\W\d_]{2}", t) and t not in SAME_WORDS[lang]
            and t not in DEFAULT_NAMES and t != "Sylva" and not t.startswith("Version ")
            and not any(t.startswith(title) for title in titles) and "/" not in t}


@pytest.mark.parametrize("lang", ["de", "nl"])
@pytest.mark.parametrize("name", SCENES)
def test_no_screen_shows_english_in_another_language(name, lang):
    """Catches words drawn without the catalogs (the switches once said On/Off in German)."""
    assert _unchanged(lang, name) == set()


# (game, language) -> words a table shows alike in English and that language
TABLE_SAME_WORDS = {("mischwald", "de"): {"Winter"}, ("mischwald", "nl"): {"Winter"}}


@pytest.mark.parametrize("lang", ["de", "nl"])
@pytest.mark.parametrize("game_id", [r.info.id for r in registry.all_games()])
def test_no_table_shows_english_in_another_language(game_id, lang, monkeypatch):
    """Every decision kind of a seeded game, drawn in English and in ``lang``: no word
    drawn alike in both, but the names and the words the languages share."""
    from tests.ui.test_layout_audit import _game_frames

    drawn = {}
    for language in ("en", lang):
        monkeypatch.setenv("LANGUAGE", language)
        drawn[language] = {k: {t.string for t in f.texts}
                           for k, f in _game_frames(game_id, (1280, 720))}
    allowed = TABLE_SAME_WORDS.get((game_id, lang), set())
    same = {t for kind, texts in drawn["en"].items() for t in texts & drawn[lang].get(kind, set())
            if re.search(r"[^\W\d_]{2}", t) and t not in allowed}
    assert same == set()


@pytest.mark.parametrize("game_id", [r.info.id for r in registry.all_games()])
def test_an_open_table_switches_language_at_once(game_id):
    """The prompt, the side panel and the log of a table already drawn follow a change of
    language made from its menu (they were kept from the first drawing)."""
    app, table = make_table(game_id, players=2, kinds=["human", "greedy"])
    table._caches.clear()
    english = _texts(app)  # everything drawn anew (and cached)
    assert "Game log" in english
    app.settings.language = "de"
    app.apply_settings()
    german = _texts(app)  # only what is drawn again is recorded: a stale cache shows nothing
    assert "Spielverlauf" in german
    same = {t for t in english & german if re.search(r"[^\W\d_]{2}", t)}
    assert same <= TABLE_SAME_WORDS.get((game_id, "de"), set())
