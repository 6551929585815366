"""The arena's results files: a long measurement is divided over runs, and pooled."""

from __future__ import annotations

import json

from game.ai.arena import judged_interval, main, read_results, summarize, wilson


def _arena(path, games: int, seats: str = "greedy,random") -> int:
    return main(["--game", "woud", "--seats", seats, "--games", str(games),
                 "--out", str(path)])


def test_a_results_file_grows_and_games_in_it_are_not_played_again(tmp_path, capsys):
    path = tmp_path / "woud.jsonl"
    assert _arena(path, 3) == 0
    first = read_results(path)
    assert [r["seed"] for r in first] == [1, 2, 3]
    assert [r["kinds"] for r in first] == [["greedy", "random"], ["random", "greedy"],
                                          ["greedy", "random"]]
    capsys.readouterr()
    assert _arena(path, 5) == 0
    said = capsys.readouterr().out
    assert "5 games (seats rotated; 2 played now" in said
    results = read_results(path)
    assert results[:3] == first and len(results) == 5
    table = summarize(results)
    assert table["greedy"]["seated"] == 5 and table["random"]["seated"] == 5


def test_a_seeded_game_is_the_same_game_in_every_run(tmp_path):
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    assert main(["--game", "woud", "--seats", "medium,greedy", "--games", "2", "--seed",
                 "7", "--out", str(a)]) == 0
    assert main(["--game", "woud", "--seats", "medium,greedy", "--games", "2", "--seed",
                 "7", "--out", str(b), "--jobs", "2"]) == 0
    strip = [{k: v for k, v in r.items() if k != "times"} for r in read_results(a)]
    assert strip == [{k: v for k, v in r.items() if k != "times"} for r in read_results(b)]
    assert all(r["cut"] == 0 for r in read_results(a))


def test_a_broken_or_foreign_results_file_is_refused_and_left_alone(tmp_path, capsys):
    broken = tmp_path / "broken.jsonl"
    broken.write_text('{"kinds": ["greedy"]}\nnot json\n', encoding="utf-8")
    assert _arena(broken, 2) == 2
    assert "line 1" in capsys.readouterr().err
    assert broken.read_text(encoding="utf-8") == '{"kinds": ["greedy"]}\nnot json\n'
    other = tmp_path / "other.jsonl"
    assert _arena(other, 1) == 0
    before = other.read_text(encoding="utf-8")
    assert _arena(other, 2, "medium,greedy") == 2
    assert "another game, seats" in capsys.readouterr().err
    assert other.read_text(encoding="utf-8") == before
    json.loads(before)  # one whole line of JSON per game


def test_results_of_a_level_keep_when_another_level_is_retuned(monkeypatch):
    from game.ai import arena, strategy

    data = {"scale": 3, "iterations": {"hard": 100, "medium": 20},
            "by_level": {"hard": {"rollout": 0}}}
    monkeypatch.setattr(strategy, "_ai_data", lambda: {"toy": data})
    monkeypatch.setattr(arena, "settings", strategy.settings)
    hard_easy = arena.fingerprint("toy", ["hard", "greedy"])
    medium_easy = arena.fingerprint("toy", ["medium", "greedy"])
    both = arena.fingerprint("toy", ["medium", "hard"])
    data["iterations"] = {"hard": 100, "medium": 10}
    assert arena.fingerprint("toy", ["hard", "greedy"]) == hard_easy
    assert arena.fingerprint("toy", ["medium", "greedy"]) != medium_easy
    assert arena.fingerprint("toy", ["medium", "hard"]) != both
    data["scale"] = 4  # the game's own numbers count for every level
    assert arena.fingerprint("toy", ["hard", "greedy"]) != hard_easy


def test_a_judgements_numbers_count_only_where_a_level_judging_with_it_sits(monkeypatch):
    """Het Woud's Expert judges with numbers of its own ("promise"): changing them keeps
    the games of Hard, Medium and Easy and refuses only Expert's."""
    from game.ai import arena, players, strategy

    data = {"scale": 3, "iterations": {"hard": 100, "medium": 20, "expert": 100},
            "by_level": {"expert": {"judge": "promise"}},
            "_promise": "a note", "promise": {"open": 0.7}}
    monkeypatch.setattr(strategy, "_ai_data", lambda: {"toy": data})
    monkeypatch.setattr(arena, "settings", strategy.settings)
    monkeypatch.setattr(players, "settings", strategy.settings)
    players.tuning.cache_clear()
    try:
        before = {k: arena.fingerprint("toy", k.split(","))
                  for k in ("hard,greedy", "medium,hard", "expert,hard")}
        data["promise"] = {"open": 0.9}
        after = {k: arena.fingerprint("toy", k.split(",")) for k in before}
        assert after["hard,greedy"] == before["hard,greedy"]
        assert after["medium,hard"] == before["medium,hard"]
        assert after["expert,hard"] != before["expert,hard"]
        data["scale"] = 4  # the game's own numbers still count for every level
        assert arena.fingerprint("toy", ["hard", "greedy"]) != before["hard,greedy"]
    finally:
        players.tuning.cache_clear()


def test_every_shipped_results_file_holds_games_of_the_players_as_tuned_now() -> None:
    """A file that backs a label or a target must be of the levels as they play now: one
    whose tuning digest no longer matches was played by other players (the arena would
    refuse to continue it). Trials are records, not results, and are not read."""
    from pathlib import Path

    from game.ai import arena

    results = Path(__file__).resolve().parents[2] / "docs" / "arena"
    files = sorted([*results.glob("*.jsonl"), *(results / "fresh").glob("*.jsonl")])
    assert len(files) >= 40
    stale = []
    for path in files:
        game_id, _n, *kinds = path.stem.split("-")
        digests = {r.get("tuning") for r in arena.read_results(path)}
        if digests != {arena.fingerprint(game_id, kinds)}:
            stale.append(f"{path.relative_to(results)}: {sorted(map(str, digests))}")
    assert not stale, "files of players tuned otherwise: " + "; ".join(stale)


def test_a_tuning_for_more_players_changes_those_games_only(monkeypatch):
    from game.ai import arena, players, strategy

    data = {"scale": 3, "rollout": 6, "iterations": {"hard": 100, "medium": 20},
            "by_level": {"medium": {"blur": 1.0}}}
    monkeypatch.setattr(strategy, "_ai_data", lambda: {"toy": data})
    monkeypatch.setattr(arena, "settings", strategy.settings)
    monkeypatch.setattr(players, "settings", strategy.settings)
    two = arena.fingerprint("toy", ["hard", "greedy"])
    five = arena.fingerprint("toy", ["hard"] + ["greedy"] * 4)
    medium_five = arena.fingerprint("toy", ["medium"] + ["greedy"] * 4)
    data["by_players"] = {"5": {"iterations": {"hard": 300}, "by_level": {"hard": {"rollout": 12}}}}
    players.tuning.cache_clear()
    try:
        assert arena.fingerprint("toy", ["hard", "greedy"]) == two
        assert arena.fingerprint("toy", ["medium"] + ["greedy"] * 4) == medium_five
        assert arena.fingerprint("toy", ["hard"] + ["greedy"] * 4) != five
        assert players.level_budget("toy", "hard", players=2).iterations == 100
        assert players.level_budget("toy", "hard", players=5).iterations == 300
        assert players.level_budget("toy", "medium", players=5).iterations == 20
        assert players.tuning("toy", "hard", 2).rollout == 6
        assert players.tuning("toy", "hard", 5).rollout == 12
        assert players.tuning("toy", "medium", 5) == players.tuning("toy", "medium", 2)
        assert players.tuning("toy", "medium", 5).blur == 1.0
    finally:
        players.tuning.cache_clear()


def test_a_pairing_continued_past_its_first_look_is_judged_on_a_wider_interval():
    first = {"seated": 400, "share": 0.549, "low": 0.5, "high": 0.597}
    assert judged_interval(first) == (0.5, 0.597)
    later = {"seated": 600, "share": 0.549, "low": 0.0, "high": 1.0}
    low, high = judged_interval(later)
    plain = wilson(0.549 * 600, 600)
    assert low < plain[0] and high > plain[1]  # wider than 95 %
    assert 0.5 < low < 0.51  # 54.9 % of 600 games clears 50 % even so
    assert judged_interval({"seated": 600, "share": 0.54, "low": 0, "high": 1})[0] < 0.5


def test_a_cpu_clock_run_is_marked_and_not_pooled_with_wall_clock_games(tmp_path, capsys):
    import time

    from game.ai import search

    path = tmp_path / "woud.jsonl"
    try:
        assert main(["--game", "woud", "--seats", "greedy,random", "--games", "2",
                     "--out", str(path), "--cpu-clock"]) == 0
        assert search.CLOCK is time.process_time
        assert [r.get("clock") for r in read_results(path)] == ["cpu", "cpu"]
        capsys.readouterr()
        assert _arena(path, 3) == 2  # the wall clock's games would be another measurement
        assert "clock" in capsys.readouterr().err
        assert search.CLOCK is time.perf_counter
        assert len(read_results(path)) == 2
    finally:
        search.use_cpu_clock(False)


def test_the_cpu_clock_ignores_time_the_process_spends_waiting(monkeypatch):
    """A search whose process waits (as a niced run on a busy machine does) is cut short by
    the wall clock but not by the CPU clock."""
    import random
    import time

    from game.ai import search
    from game.core import Match, Options, Seat, registry

    rules = registry.get("woud")
    match = Match(rules, Options((Seat("a", "hard", "red"), Seat("b", "hard", "blue"))), 3)
    real = rules.redetermine  # every iteration re-deals once

    def slow(*args, **kwargs):  # the process is kept waiting, not computing
        time.sleep(0.02)
        return real(*args, **kwargs)

    monkeypatch.setattr(rules, "redetermine", slow)
    budget = search.Budget(0.2, 20)
    cuts = []
    for cpu in (False, True):
        search.use_cpu_clock(cpu)
        try:
            before = search.COUNTS["cut"]
            search.search(rules, match.state, 0, random.Random(1), budget)
            cuts.append(search.COUNTS["cut"] - before)
        finally:
            search.use_cpu_clock(False)
    assert cuts == [1, 0]
