"""Hostile saves never crash, hang or change anything: real saves of every game, mutated
(truncated, bytes flipped, nested deep, huge numbers, long and broken strings, types
swapped, keys doubled, indices out of range), go through the Load screen's summary and
the loader. Each is loaded or refused with a short message, within a second, and the file
is left as it was. A short run is in the default tests; the soak runs 10,000 cases:

    python -m pytest -m soak tests/fuzz
"""

from __future__ import annotations

import json
import os
import random
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.ai import PLAYERS
from game.ai.players import choose_action
from game.core import HUMAN, Match, Options, Seat, registry, saves
from game.core.errors import SylvaError
from game.scenes.load import describe

KINDS = [HUMAN, *PLAYERS]
GAMES = [r.info.id for r in registry.all_games()]
SOAK_CASES = 10_000


def real_save(game_id: str, moves: int = 25) -> str:
    rules = registry.get(game_id)
    players = max(2, rules.info.min_players)
    seats = tuple(Seat(f"P{i}", "greedy" if i else HUMAN, rules.info.colours[i])
                  for i in range(players))
    match = Match(rules, Options(seats), 7)
    rng = random.Random(7)
    for _ in range(moves):
        if match.over:
            break
        match.play(choose_action(rules, match.state, match.decision().seat, "random", rng))
    return match.record().dumps()


_SAVES = {g: real_save(g) for g in GAMES}


def _nodes(doc, path=()):
    yield path, doc
    if isinstance(doc, dict):
        for k, v in doc.items():
            yield from _nodes(v, (*path, k))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            yield from _nodes(v, (*path, i))


def _replace(doc, path, value):
    if not path:
        return value
    parent = doc
    for key in path[:-1]:
        parent = parent[key]
    parent[path[-1]] = value
    return doc


def mutate(text: str, rng: random.Random) -> bytes:
    """One hostile variation of a save."""
    kind = rng.choice(["truncate", "flip", "nest", "huge", "long", "surrogate", "invisible",
                       "swap", "duplicate", "index", "infinity", "kind"])
    data = text.encode()
    if kind == "truncate":
        return data[: rng.randrange(len(data))]
    if kind == "flip":
        b = bytearray(data)
        for _ in range(rng.randint(1, 8)):
            b[rng.randrange(len(b))] = rng.randrange(256)
        return bytes(b)
    if kind == "duplicate":
        return text.replace('"seed":', '"seed": 1, "seed":', 1).encode()
    if kind == "infinity":
        return text.replace('"seed": ', '"seed": Infinity, "x": ', 1).encode()
    doc = json.loads(text)
    nodes = list(_nodes(doc))
    path, node = rng.choice(nodes[1:])
    if kind == "nest":
        depth = rng.choice([20, 500, 5_000, 100_000])
        return text.replace('"actions": [', '"actions": [' + "[" * depth + "]" * depth + ",",
                            1).encode()
    if kind == "huge":
        digits = "9" * rng.choice([25, 5_000, 100_000])  # text: Python itself refuses such ints
        return json.dumps(_replace(doc, path, 0)).replace(": 0", f": {digits}", 1).encode()
    if kind == "long":
        doc["options"]["seats"][0]["name"] = "x" * rng.choice([41, 10_000, 2_000_000])
        return json.dumps(doc).encode()
    if kind == "surrogate":
        return json.dumps(doc).replace('"P0"', '"\\ud800P0"', 1).encode()
    if kind == "invisible":
        doc["options"]["seats"][0]["name"] = rng.choice(["\u200b", "\ufeff", "\u202e", " "])
        return json.dumps(doc).encode()
    if kind == "kind":
        doc["options"]["seats"][1]["kind"] = rng.choice(["wizard", 5, None, ""])
        return json.dumps(doc).encode()
    if kind == "index":
        ints = [p for p, n in nodes if isinstance(n, int) and not isinstance(n, bool)]
        if ints:
            path = rng.choice(ints)
        return json.dumps(_replace(doc, path, rng.choice([-1, -10**9, 10**9, 2**63]))).encode()
    swap = rng.choice([None, True, "s", 1.5, [], {}, -1])
    return json.dumps(_replace(doc, path, swap)).encode()


def check_one(tmp: Path, data: bytes) -> tuple[float, str]:
    path = tmp / "hostile.json"
    path.write_bytes(data)
    before = path.read_bytes()
    t0 = time.perf_counter()
    message = ""
    entry = describe(path)  # the Load screen's line
    assert len(entry.summary) < 300
    try:
        match = saves.load_match(path, KINDS)
    except SylvaError as exc:
        message = str(exc)
        assert 0 < len(message) < 300, message[:400]
    else:  # a file that loads, plays
        assert match.rules.is_over(match.state) or list(match.rules.legal_actions(match.state))
    took = time.perf_counter() - t0
    assert took < 1.0, f"{took:.2f} s"
    assert path.read_bytes() == before
    return took, message


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
@given(seed=st.integers(0, 2**32))
def test_hostile_saves_are_refused_briefly(game_id, seed, tmp_path_factory):
    check_one(tmp_path_factory.mktemp("f"), mutate(_SAVES[game_id], random.Random(seed)))


@pytest.mark.soak
def test_ten_thousand_hostile_saves(tmp_path):
    import resource

    rng = random.Random(2026)
    worst, longest, refused = 0.0, 0, 0
    start_mem = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    for n in range(SOAK_CASES):
        game_id = GAMES[n % len(GAMES)]
        took, message = check_one(tmp_path, mutate(_SAVES[game_id], rng))
        worst, longest = max(worst, took), max(longest, len(message))
        refused += bool(message)
    grown = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - start_mem) / 1024
    print(f"\n{SOAK_CASES} hostile saves: {refused} refused, slowest {worst * 1000:.0f} ms, "
          f"longest message {longest} chars, memory grew {grown:.1f} MiB")
    assert grown < 50


def test_the_untouched_saves_load():
    for game_id, text in _SAVES.items():
        assert saves.load_match  # the loader exists for every game
        _took, message = check_one(Path(os.environ["SYLVA_HOME"]).parent, text.encode())
        assert message == "", (game_id, message)
