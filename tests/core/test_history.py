"""The history of finished games: statistics equal a recount from the stored records;
help used is counted and saved; migrations from every earlier schema version; personal
bests read once from the old file."""

from __future__ import annotations

import json
import sqlite3

import pytest

from game.core import Match, Record, history, history_db, registry
from game.core import statistics as st
from game.core.errors import RecordError
from game.core.history import History
from game.core.history_db import LATEST, MIGRATIONS, _schema, expected_schema, migrate
from tests.history_games import fill, play


@pytest.fixture(scope="module")
def filled(tmp_path_factory):
    """A history of 40 real finished games (every game, mixed seats, some with help)."""
    store = History(tmp_path_factory.mktemp("history") / "history.db")
    fill(store, 40, seed=7)
    return store


def recount(store: History) -> list[st.SeatResult]:
    """Every seat's result counted again from the stored record, through the rules."""
    out = []
    seats = {(r.game_id, r.seat): r for r in store.results()}
    for game_id in sorted({g for g, _s in seats}):
        record = store.record_of(game_id)
        match = Match.from_record(record)
        sheet = match.rules.score_sheet(match.state)
        totals, winners = sheet.totals, match.rules.winners(match.state)
        kinds = [s.kind for s in record.options.seats]
        for i, seat in enumerate(record.options.seats):
            others = [t for j, t in enumerate(totals) if j != i]
            stored = seats[(game_id, i)]
            out.append(st.SeatResult(
                game_id, stored.finished, record.game, len(kinds),
                st.level_of(kinds, kinds.index("human") if "human" in kinds else 0), i,
                seat.name, seat.kind, totals[i], totals[i] - max(others) if others else None,
                (i in winners) if others else None, record.assists.get("undo", [0] * 9)[i],
                record.assists.get("hint", [0] * 9)[i],
                tuple((row.label, row.values[i]) for row in sheet.rows)))
    return out


def figures_by_hand(results: list[st.SeatResult]) -> dict:
    """The figures counted the plain way, for comparison."""
    out = {}
    for key in {(r.game, r.players, r.level) for r in results}:
        rs = sorted((r for r in results if (r.game, r.players, r.level) == key),
                    key=lambda r: (r.finished, r.game_id))
        wins = [r.won for r in rs if r.won is not None]
        runs, run = [0], 0
        for w in wins:
            run = run + 1 if w else 0
            runs.append(run)
        out[key] = (len(rs), sum(bool(w) for w in wins), len(wins),
                    sum(r.total for r in rs) / len(rs), max(r.total for r in rs),
                    runs[-1], max(runs), sum(1 for r in rs if r.undos or r.hints))
    return out


def mismatches(store: History) -> list[str]:
    stored, counted = store.results(), recount(store)
    problems = [f"{a} != {b}" for a, b in zip(stored, counted) if a != b]
    if len(stored) != len(counted):
        problems.append(f"{len(stored)} seats stored, {len(counted)} recounted")
    mine = {key: (f.played, f.won, f.contested, f.mean_score, f.best, f.current_streak,
                  f.longest_streak, f.assisted)
            for key, f in st.table(st.select(stored, humans_only=False))}
    theirs = figures_by_hand(counted)
    problems += [f"{k}: {mine.get(k)} != {theirs.get(k)}" for k in set(mine) | set(theirs)
                 if mine.get(k) != theirs.get(k)]
    return problems


def test_statistics_equal_a_recount_from_the_stored_records(filled):
    assert filled.count() == 40
    assert mismatches(filled) == []
    games = {r.game for r in filled.results()}
    assert games == {r.info.id for r in registry.all_games()}
    assert any(r.assisted for r in filled.results())


def test_a_planted_wrong_winner_is_caught_by_the_recount(tmp_path, monkeypatch):
    store = History(tmp_path / "history.db")
    real = history.finished_game

    def wrong(match, when):  # every seat recorded as the loser
        game = real(match, when)
        game["seats"] = [(*s[:5], False if s[5] is not None else None, *s[6:])
                         for s in game["seats"]]
        return game

    monkeypatch.setattr(history, "finished_game", wrong)
    fill(store, 6, seed=3)
    assert mismatches(store) != []


def test_score_sheets_read_later_are_the_same(filled):
    bare = filled.results(rows=False, people_only=True)
    assert all(r.kind == "human" and r.rows == () for r in bare)
    assert filled.with_rows(bare) == st.select(filled.results())


def test_streaks_and_shares_of_a_known_sequence():
    def r(n, won, total):
        return st.SeatResult(n, f"2025-01-{n:02d} 10:00:00", "woud", 2, "hard", 0, "Ann",
                             "human", total, total - 10, won, 0, 0,
                             (("Trees", total - 1), ("Plants", 1)))

    results = [r(1, True, 20), r(2, True, 30), r(3, False, 5), r(4, True, 40),
               r(5, True, 10), r(6, True, 12)]
    f = st.figures(list(reversed(results)))  # the order of the list does not matter
    assert (f.played, f.won, f.current_streak, f.longest_streak, f.best) == (6, 5, 3, 3, 40)
    assert f.win_share == pytest.approx(5 / 6)
    assert f.mean_score == pytest.approx(117 / 6) and f.mean_margin == pytest.approx(57 / 6)
    assert dict(f.rows) == {"Trees": pytest.approx(111 / 6), "Plants": 1.0}
    assert st.figures([]).win_share is None


def test_filters_select_people_games_levels_and_help(filled):
    results = filled.results()
    people = st.select(results)
    assert people and all(r.kind == "human" for r in people)
    assisted = st.select(results, assisted=True)
    assert assisted and all(r.undos or r.hints for r in assisted)
    assert len(assisted) + len(st.select(results, assisted=False)) == len(people)
    ann = st.select(results, name="Ann")
    assert len(ann) == filled.count()  # Ann sits at every table
    assert filled.names()[0] == "Ann" and "Bob" in filled.names()
    assert st.level_of(["human", "greedy", "hard"], 0) == "hard"
    assert st.level_of(["human", "hard", "expert", "beginner"], 0) == "expert"
    assert st.level_label("expert") == "Expert"
    assert st.level_of(["human", "human"], 1) == "humans"
    assert st.level_of(["human"], 0) == "solo"


def test_report_prints_a_table_per_person(filled):
    lines = st.report(filled.results(), filled.names())
    assert lines[0] == "Ann" and "Win share" in lines[1]
    assert any(line.startswith("Het Woud") for line in lines)
    assert st.report([], []) == ["No finished games yet."]


# --- help used: counted in the match, kept in the record ----------------------------------
def test_undo_and_take_back_are_counted_per_seat(toy):
    from game.core import Options, Seat

    match = Match(toy, Options((Seat("Ann"), Seat("Bob"))), 4)
    legal = list(toy.legal_actions(match.state))
    match.play(legal[0])
    if match.can_undo():
        match.undo()
    else:
        match.take_back()
    assert match.assists == {"undo": [1, 0]}
    match.note_assist("hint", 1)
    again = Match.from_record(Record.loads(match.record().dumps()))
    assert again.assists == {"undo": [1, 0], "hint": [0, 1]}


def test_records_without_help_stay_as_they_were_and_bad_counts_are_refused(toy):
    from game.core import Options, Seat

    match = Match(toy, Options((Seat("Ann"), Seat("Bob"))), 4)
    doc = match.record().to_json()
    assert "assists" not in doc  # older Sylvas read it; older records read as unassisted
    assert Match.from_record(Record.from_json(doc)).assists == {}
    for bad in ({"undo": [1]}, {"undo": [1, -1]}, {"cheat": [0, 0]}, {"hint": ["1", 0]},
                [1, 2], {"undo": [True, 0]}):
        with pytest.raises(RecordError):
            Record.from_json(dict(doc, assists=bad))


def test_a_hint_at_the_table_counts(toy_table):
    from game.ui import intents as I

    app, table = toy_table
    table.handle(I.Intent(I.HINT))
    assert table.match.assists.get("hint") == [1, 0]
    table.cancel_thinking()
    table.advice.clear()


def test_a_game_finished_at_the_table_is_written_once(toy_table):
    app, table = toy_table
    match = table.match
    while not match.over:
        match.play(next(iter(table.rules.legal_actions(match.state))))
    table.after_move()
    app.step([])
    table.resume()  # results shown again must not write it again
    store = history.shared()
    assert store.count() == 1
    assert [r.name for r in store.results()] == ["Ann", "Bob"]


# --- migrations -----------------------------------------------------------------------
def _old_history(path, version: int) -> None:
    """A database as a Sylva of schema ``version`` left it, with a game in it."""
    conn = sqlite3.connect(str(path), isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    migrate(conn, None, version)
    if version >= 1:
        history._insert(conn, history.finished_game(play("woud", ["human", "greedy"], 3),
                                                    "2025-03-01 12:00:00"))
    conn.close()


@pytest.mark.parametrize("version", range(LATEST))
def test_migration_from_every_earlier_schema_version(tmp_path, version):
    (tmp_path / "glade_solo_best.json").write_text(json.dumps(
        {"Lucy": [{"turns": 11, "points": 34, "when": "2024-05-01"},
                  {"turns": 10, "points": 25, "complete": False, "when": ""},
                  {"turns": "x"}]}))
    path = tmp_path / "history.db"
    if version:
        _old_history(path, version)
    store = History(path)
    assert store.count() == (1 if version >= 1 else 0)
    assert store.take_problem() is None
    conn = sqlite3.connect(str(path))
    assert conn.execute("PRAGMA user_version").fetchone()[0] == LATEST == len(MIGRATIONS)
    assert _schema(conn) == expected_schema()
    conn.close()
    bests = store.bests("glade", "Lucy")
    # the old file is read by its step, from every version before it; once
    reads = version <= MIGRATIONS.index(history_db._import_solo_bests)
    assert [(b["turns"], b["points"], b["complete"]) for b in bests] == ([
        (11, 34, True), (10, 25, False)] if reads else [])
    store.close()
    assert History(path).bests("glade", "Lucy") == bests  # not read a second time


def test_the_glade_reads_its_old_personal_bests(tmp_path, monkeypatch):
    from game.core.paths import user_dir
    from game.games.glade import solo

    (user_dir() / "glade_solo_best.json").write_text(json.dumps(
        {"Sam": [{"turns": 12, "points": 40, "complete": True, "when": "2024-01-02"}]}))
    assert solo.personal_bests("Sam")[0]["turns"] == 12
    assert solo.record_solo_result("Sam", 11, 10) == 1
    assert [b["turns"] for b in solo.personal_bests("Sam")] == [11, 12]


def test_score_sheet_rows_are_kept_in_english_whatever_the_language(tmp_path):
    from game.i18n import _, set_language

    match = play("mischwald", ["human", "greedy"], 4)
    english = [row.label for row in match.rules.score_sheet(match.state).rows]
    set_language("de")
    german = [row.label for row in match.rules.score_sheet(match.state).rows]
    assert german != english  # the sheet itself follows the language
    store = History(tmp_path / "history.db")
    store.record(match)
    stored = [label for label, _p in store.results()[0].rows]
    assert stored == english
    assert [_(label) for label in stored] == german  # and is shown translated
