"""The computer players' targets, checked in the arena (hours on two cores: behind the
``arena`` marker). ``python -m pytest -m arena -s`` prints every table it checks.

Each target reads its results file in docs/arena/ and plays only the games the file does
not hold yet (the levels count iterations, so a seeded game is the same game whenever it
is played): the measurement can be continued run after run until it holds the games asked
for (``SYLVA_ARENA_GAMES``, 400 by default).

Easy must win 70 % of its games against Beginner (docs/arena/<game>-2p-greedy-beginner),
measured on seeds from 200001 on (Het Woud's from 200401: BEGINNER_SEED).

Expert must win 60 % of its games against Hard with a move time p95 of at most 5 s, its
95 % interval clear of 50 % (docs/arena/<game>-2p-expert-hard, seeds from 200001 on, on the
CPU clock; the first games, on a busy wall clock, are set aside in docs/arena/wallclock/). Its
games take long (a few seconds a move), so that target only reads its file and is skipped,
saying how many games it holds, until the file holds the games asked for; with
``SYLVA_ARENA_EXPERT=play`` it plays the missing ones too.

The ladder (``test_each_level_beats_the_one_below_on_fresh_seeds``): in every game each level
beats the one below it with a 95 % interval above 50 %, on seeds never used for tuning, on
the CPU clock (docs/arena/fresh/: Easy-Medium from 200001, Medium-Hard from 100001, both
of The Glade's from 500001: MEDIUM_SEED; Beginner-Easy and Hard-Expert are the files above). Like Expert's, these targets read
their files and are skipped until the files hold the games asked for;
``SYLVA_ARENA_LADDER=play`` plays the missing games.

Medium's place between the levels is read from 95 % intervals. A pairing whose interval
still touches 50 % at 400 games may be continued once, to 600; there its 97.5 % interval
must clear 50 % (``judged_interval``)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from game.ai import search
from game.ai.arena import judged_interval, measure, read_results, summarize
from game.core import registry

GAMES = [r.info.id for r in registry.all_games()]
GAMES_PER_RUN = int(os.environ.get("SYLVA_ARENA_GAMES", "400"))
JOBS = int(os.environ.get("SYLVA_ARENA_JOBS", "2"))
RESULTS = Path(__file__).resolve().parents[2] / "docs" / "arena"

# the first seed of each game's Beginner measurement: Het Woud's first Beginner missed the
# target on 200001-200400 (Easy won 62.7 %); the retuned one is measured on fresh seeds
BEGINNER_SEED = {"woud": 200401}
# the first seed of both of a game's Medium pairs where its Medium was retuned after its
# first fresh measurement: The Glade's Hard was not measurably above its Medium on
# 100001-100400; its Medium now plays Easy's move on a tenth of its decisions, chosen on
# seeds 400001-400400 and measured on 500001-500400
MEDIUM_SEED = {"glade": 500001}
EXPERT_SEED = 200001
PLAY_EXPERT = os.environ.get("SYLVA_ARENA_EXPERT") == "play"
PLAY_LADDER = os.environ.get("SYLVA_ARENA_LADDER") == "play"
# the ladder's pairs: (the stronger level, the kinds as its file names them, the folder
# under docs/arena, the first seed)
LADDER = {"Easy over Beginner": ("greedy", ["greedy", "beginner"], "", 200001),
          "Medium over Easy": ("medium", ["medium", "greedy"], "fresh", 200001),
          "Hard over Medium": ("hard", ["medium", "hard"], "fresh", 100001),
          "Expert over Hard": ("expert", ["expert", "hard"], "", EXPERT_SEED)}

pytestmark = pytest.mark.arena


def _measured(game_id: str, kinds: list[str], games: int, out: Path, seed: int,
              cpu: bool) -> list[dict]:
    """The file's games, the missing ones played now on the CPU clock or the wall clock."""
    search.use_cpu_clock(cpu)
    try:
        return measure(game_id, kinds, games, JOBS, out, seed)[0]
    finally:
        search.use_cpu_clock(False)


def _table(game_id: str, kinds: list[str], seed: int = 1) -> dict[str, dict[str, float]]:
    """The pairing's table from its file, continued where it lacks games on the clock its
    games were played on (a new file: the CPU clock, as every measurement since)."""
    out = RESULTS / f"{game_id}-{len(kinds)}p-{'-'.join(kinds)}.jsonl"
    cpu = all(r.get("clock") == "cpu" for r in read_results(out))
    results = _measured(game_id, kinds, GAMES_PER_RUN, out, seed, cpu)
    table = summarize(results)
    print(game_id, kinds, len(results), "games", table)
    return table


@pytest.mark.parametrize("game_id", GAMES)
def test_hard_beats_easy_in_two_player_games(game_id):
    table = _table(game_id, ["hard", "greedy"])
    assert table["hard"]["share"] >= 0.65
    assert table["hard"]["p95"] <= 2.0 and table["greedy"]["p95"] <= 0.2


@pytest.mark.parametrize("game_id", GAMES)
def test_one_hard_seat_wins_well_over_its_fair_share(game_id):
    n = registry.get(game_id).info.max_players
    table = _table(game_id, ["hard"] + ["greedy"] * (n - 1))
    assert table["hard"]["share"] >= 1.6 / n


@pytest.mark.parametrize("game_id", GAMES)
def test_medium_sits_between_easy_and_hard(game_id):
    easy = _table(game_id, ["medium", "greedy"])
    hard = _table(game_id, ["medium", "hard"])
    assert judged_interval(easy["medium"], GAMES_PER_RUN)[0] > 0.5
    assert judged_interval(hard["medium"], GAMES_PER_RUN)[1] < 0.5
    assert easy["medium"]["p95"] <= 0.5


@pytest.mark.parametrize("game_id", GAMES)
def test_easy_beats_beginner_in_two_player_games(game_id):
    table = _table(game_id, ["greedy", "beginner"], seed=BEGINNER_SEED.get(game_id, 200001))
    assert table["greedy"]["share"] >= 0.70
    assert table["beginner"]["p95"] <= 0.2


def expert_table(game_id: str, games: int = GAMES_PER_RUN,
                 play: bool = PLAY_EXPERT) -> dict[str, dict[str, float]]:
    """Expert against Hard from its file; skipped while the file holds fewer games than
    asked for (unless they are to be played now)."""
    kinds = LADDER["Expert over Hard"][1]
    results = ladder_results(game_id, "Expert over Hard", games, play)
    table = summarize(results)
    print(game_id, kinds, len(results), "games", table)
    return table


@pytest.mark.parametrize("game_id", GAMES)
def test_expert_beats_hard_in_two_player_games(game_id):
    table = expert_table(game_id)
    assert table["expert"]["share"] >= 0.60
    assert judged_interval(table["expert"], GAMES_PER_RUN)[0] > 0.5
    assert table["expert"]["p95"] <= 5.0


def ladder_results(game_id: str, pair: str, games: int = GAMES_PER_RUN,
                   play: bool = PLAY_LADDER) -> list[dict]:
    """A ladder pair's games from its file, played on the CPU clock where missing if
    ``play``; skipped while the file holds fewer than ``games``."""
    _upper, kinds, folder, seed = LADDER[pair]
    if "beginner" in kinds:
        seed = BEGINNER_SEED.get(game_id, seed)
    elif "medium" in kinds:
        seed = MEDIUM_SEED.get(game_id, seed)
    out = RESULTS / folder / f"{game_id}-2p-{'-'.join(kinds)}.jsonl"
    results = _measured(game_id, kinds, games, out, seed, True) if play else read_results(out)
    if len(results) < games:
        pytest.skip(f"{out.relative_to(RESULTS.parent)} holds {len(results)} of the {games} "
                    f"games the target is judged on (continue it: python -m game.ai.arena "
                    f"--game {game_id} --seats {','.join(kinds)} --games {games} --seed {seed} "
                    f"--cpu-clock --out docs/{out.relative_to(RESULTS.parent)})")
    return results


def upper_interval(results: list[dict], level: str) -> tuple[float, float]:
    """The 95 % interval of ``level``'s share of wins (ties shared)."""
    row = summarize(results)[level]  # the arena's own interval
    return row["low"], row["high"]


@pytest.mark.parametrize("pair", list(LADDER))
@pytest.mark.parametrize("game_id", GAMES)
def test_each_level_beats_the_one_below_on_fresh_seeds(game_id, pair):
    results = ladder_results(game_id, pair)
    upper = LADDER[pair][0]
    low, _high = upper_interval(results, upper)
    assert low > 0.5, f"{upper} in {game_id}: 95 % interval from {low:.3f}"
