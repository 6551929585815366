"""tests/perf/twins.py: two players' games on the same seeds, side by side."""

from __future__ import annotations

import json

import pytest

from tests.perf import twins


def _game(seed: int, kinds: list[str], totals: list[int]) -> dict[str, object]:
    best = max(totals)
    return {"seed": seed, "kinds": kinds, "totals": totals, "times": {},
            "winners": [i for i, t in enumerate(totals) if t == best]}


E, H = ["expert", "hard"], ["hard", "expert"]
# seed: (kinds, totals in the first file, totals in the second)
GAMES = {
    1: (E, [10, 8], [10, 8]),   # the same game: +0
    2: (H, [9, 7], [7, 9]),     # lost, then won: better for the second, +4
    3: (E, [12, 9], [9, 9]),    # won, then tied: better for the first, -3
    4: (H, [5, 5], [6, 5]),     # tied, then lost: better for the first, -1
}


def _files() -> tuple[list[dict[str, object]], list[dict[str, object]]]:
    first = [_game(s, k, a) for s, (k, a, _b) in GAMES.items()]
    # the second file holds its games in another order, and one seed the first lacks
    second = [_game(s, k, b) for s, (k, _a, b) in reversed(GAMES.items())]
    second.append(_game(99, E, [1, 20]))
    return first, second


def test_twins_are_paired_by_seed_and_counted_from_the_kinds_seat():
    first, second = _files()
    found = twins.compare(first, second, "expert")
    assert found.games == 4
    assert found.share == (pytest.approx((1 + 0 + 1 + 0.5) / 4), pytest.approx((1 + 1 + 0.5 + 0) / 4))
    assert found.better_for == (2, 1)
    assert found.same_totals == 1
    assert found.margin_change == pytest.approx((0 + 4 - 3 - 1) / 4)
    # standard deviation of (0, 4, -3, -1) over the square root of 4
    assert found.standard_error == pytest.approx(2.9439 / 2, abs=1e-3)


def test_pairing_games_by_their_place_in_the_files_is_caught(monkeypatch):
    """Planted fault, kept as a test: twins paired by line instead of by seed give other
    numbers (here, seats that differ), and the test above would fail on them."""
    first, second = _files()

    def by_line(a, b, kind):
        return real([dict(r, seed=i) for i, r in enumerate(a)],
                    [dict(r, seed=i) for i, r in enumerate(b)], kind)

    real = twins.compare
    monkeypatch.setattr(twins, "compare", by_line)
    with pytest.raises(ValueError, match="seats differ"):
        twins.compare(first, second, "expert")


def test_games_with_other_seats_are_no_twins():
    first, second = _files()
    second[0] = dict(second[0], kinds=list(reversed(second[0]["kinds"])))
    with pytest.raises(ValueError, match="seats differ"):
        twins.compare(first, second, "expert")


def test_the_command_reads_two_files_and_says_what_is_wrong_with_a_bad_one(tmp_path, capsys):
    first, second = _files()
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    a.write_text("".join(json.dumps(r) + "\n" for r in first), encoding="utf-8")
    b.write_text("".join(json.dumps(r) + "\n" for r in second), encoding="utf-8")
    assert twins.main([str(a), str(b)]) == 0
    out = capsys.readouterr().out
    assert "4 seeds" in out and "2 / 1" in out and "-0.00 points" not in out
    assert "+0.00 points" in out  # (0 + 4 - 3 - 1) / 4
    b.write_text(b.read_text(encoding="utf-8") + "{not json\n", encoding="utf-8")
    before = b.read_bytes()
    assert twins.main([str(a), str(b)]) == 2
    err = capsys.readouterr().err
    assert "b.jsonl, line 6" in err
    assert b.read_bytes() == before  # nothing is written
    assert twins.main([str(a), str(tmp_path / "missing.jsonl")]) == 2
    assert "no games" in capsys.readouterr().err
