"""The levels' strength lines come from the arena's results files.

The shipped summary (assets/arena.json) is in step with docs/arena/; a changed results
file changes the summary and so the line; a level without a measurement says so. A planted
fault, kept as a test: a line not read from the file is caught by the file-change test.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from game import i18n
from game.ai import labels
from game.core import registry
from game.core.paths import asset

GAMES = [r.info.id for r in registry.all_games()]
RESULTS = Path(__file__).resolve().parents[2] / "docs" / "arena"


@pytest.fixture
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def test_the_shipped_summary_is_in_step_with_the_results_files():
    assert labels.load() == json.loads(json.dumps(labels.summarise(RESULTS, GAMES)))


def test_the_summary_ships_among_the_assets():
    assert asset(labels.SUMMARY).is_file()


def line_before_and_after_a_change(tmp_path: Path, game_id: str = "woud") -> tuple[str, str]:
    """Beginner's line from a copy of its results file, then from the copy with every
    game's winner turned round (its share of wins becomes the other's)."""
    name = labels.results_file(tmp_path, game_id, labels.PAIRINGS["beginner"][0]).name
    shutil.copy(RESULTS / name, tmp_path / name)
    summary_file = tmp_path / "arena.json"
    labels.write(summary_file, labels.summarise(tmp_path, [game_id]))
    before = labels.strength(game_id, "beginner", labels.load(summary_file))
    lines = (tmp_path / name).read_text(encoding="utf-8").splitlines()
    turned = []
    for line in lines:
        result = json.loads(line)
        result["winners"] = [s for s in range(len(result["kinds"])) if s not in result["winners"]]
        turned.append(json.dumps(result))
    (tmp_path / name).write_text("\n".join(turned) + "\n", encoding="utf-8")
    labels.write(summary_file, labels.summarise(tmp_path, [game_id]))
    return before, labels.strength(game_id, "beginner", labels.load(summary_file))


def test_a_changed_results_file_changes_the_line(tmp_path, english):
    before, after = line_before_and_after_a_change(tmp_path)
    assert before != after
    share = labels.summarise(tmp_path, ["woud"])["woud"]["beginner"]["share"]
    assert after.startswith(f"wins {round(100 * share)} % against Easy (")


def test_a_line_not_read_from_the_file_is_caught(tmp_path, english, monkeypatch):
    monkeypatch.setattr(labels, "load", lambda path=None: {
        "woud": {"beginner": {"against": "greedy", "games": 400, "share": 0.3}}})
    before, after = line_before_and_after_a_change(tmp_path)
    assert before == after  # the check above would fail


def test_every_level_has_a_line_and_a_missing_measurement_says_so(tmp_path):
    summary = labels.load()
    for lang, missing in (("en", "not measured yet"), ("de", "noch nicht gemessen"),
                          ("nl", "nog niet gemeten")):
        i18n.set_language(lang)
        try:
            assert labels.strength("glade", "beginner", {}) == missing
            assert labels.load(tmp_path / "none.json") == {}
            for game_id in GAMES:
                for level in labels.PAIRINGS:
                    assert labels.strength(game_id, level, summary)
        finally:
            i18n.set_language("en")


def test_a_line_in_three_languages():
    summary = {"glade": {"hard": {"against": "greedy", "games": 400, "share": 0.734}}}
    expected = {"en": "wins 73 % against Easy (400 games)",
                "de": "gewinnt 73 % gegen Leicht (400 Partien)",
                "nl": "wint 73 % tegen Makkelijk (400 partijen)"}
    for lang, line in expected.items():
        i18n.set_language(lang)
        try:
            assert labels.strength("glade", "hard", summary) == line
        finally:
            i18n.set_language("en")


def test_a_measurement_of_few_games_gives_no_share(monkeypatch):
    summary = {"glade": {"expert": {"against": "hard", "games": 23, "share": 0.35},
                         "hard": {"against": "greedy", "games": 100, "share": 0.7}}}
    expected = {"en": "too few games to tell yet (23 games)",
                "de": "noch zu wenige Partien für ein Urteil (23 Partien)",
                "nl": "nog te weinig partijen voor een oordeel (23 partijen)"}
    for lang, line in expected.items():
        i18n.set_language(lang)
        try:
            assert labels.strength("glade", "expert", summary) == line
        finally:
            i18n.set_language("en")
    assert labels.strength("glade", "hard", summary) == "wins 70 % against Easy (100 games)"
    monkeypatch.setattr(labels, "FEW_GAMES", 0)  # planted: every share shown
    assert labels.strength("glade", "expert", summary) == "wins 35 % against Hard (23 games)"



def _results_copy(tmp_path: Path, name: str, games: int, folder: str = "") -> None:
    """The first ``games`` lines of a shipped results file, under ``folder``."""
    (tmp_path / folder).mkdir(parents=True, exist_ok=True)
    lines = (RESULTS / "fresh" / name).read_text(encoding="utf-8").splitlines()[:games]
    (tmp_path / folder / name).write_text("\n".join(lines) + "\n", encoding="utf-8")


def test_a_fresh_seed_measurement_stands_in_for_the_tuning_seeds(tmp_path, monkeypatch):
    """Hard's line comes from the fresh seeds once they hold FEW_GAMES games; below that
    the tuning seeds' file still speaks. The planted fault (the fresh folder not read)
    is caught by the same checks."""
    name = labels.results_file(Path(), "woud", labels.PAIRINGS["hard"][0]).name
    shutil.copy(RESULTS / name, tmp_path / name)  # the tuning seeds, from 1
    _results_copy(tmp_path, name, labels.FEW_GAMES - 1, labels.FRESH)
    seeds = labels.summarise(tmp_path, ["woud"])["woud"]["hard"]["seeds"]
    assert seeds.startswith("1-")  # too few fresh games: the tuning seeds' figure
    _results_copy(tmp_path, name, labels.FEW_GAMES, labels.FRESH)
    assert labels.summarise(tmp_path, ["woud"])["woud"]["hard"]["seeds"].startswith("100001-")
    monkeypatch.setattr(labels, "FRESH", "not-there")  # planted: the fresh folder unread
    assert labels.summarise(tmp_path, ["woud"])["woud"]["hard"]["seeds"].startswith("1-")
