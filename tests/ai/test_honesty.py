"""The computer players are honest: they think only on what their seat can see.

Two checks, neither of which trusts the game's own re-deal:

* the choice: another world that the seat sees exactly as the true one, with everything
  hidden from it dealt anew (tests/ai/worlds.py, from the state's structure), gives the
  search exactly the same result (the move, every root move's visits, the value) for the
  same generator;
* independence: over many of the game's re-deals of one position, each hidden place
  (the next draw among them) holds its true card no more often than chance allows
  (a binomial bound), and no sample holds the whole truth.

Three planted cheats, kept as tests, show that these checks catch them in every game:
the search thinking on the true state, a re-deal that returns the true hidden state, and
a re-deal that keeps the true top three cards of the draw pile. The choice check covers
Expert's search (its own tuning) and Beginner too (it searches nothing); a Beginner
swayed by the hidden cards of its sample is caught as soon as the sample is the truth,
and a peeking Expert like the peeking search.
"""

from __future__ import annotations

import math
import os
import random
from collections.abc import Iterator
from typing import Any

import pytest

from game.ai import players as players_module
from game.ai import search as search_module
from game.ai.players import tuning
from game.ai.search import Budget
from game.core import Match, Options, Seat, registry
from tests.ai.worlds import DECK, alternative, get, hidden_groups, keep_top

GAMES = [r.info.id for r in registry.all_games()]
CHEATS = ("peek", "true_redeal", "keep_top_three")
SOAK = int(os.environ.get("SYLVA_SOAK_GAMES", "200"))


def positions(game_id: str, count: int = 3) -> Iterator[tuple[Any, Any, int]]:
    """(rules, state, seat): seeded positions of random play where the seat to move has
    a choice and its draw pile still holds a few cards."""
    rules = registry.get(game_id)
    players = 3 if rules.info.max_players >= 3 else 2
    seats = tuple(Seat(f"P{i}", "human", c) for i, c in enumerate(rules.info.colours[:players]))
    made = 0
    for seed in range(1, 40):
        match = Match(rules, Options(seats), seed)
        rng = random.Random(seed)
        for _ in range(6 + 9 * (seed % 4)):
            if match.over:
                break
            match.play(rng.choice(list(rules.legal_actions(match.state))))
        while not match.over and len(list(rules.legal_actions(match.state))) < 2:
            match.play(rng.choice(list(rules.legal_actions(match.state))))
        seat = match.decision().seat
        if match.over or seat is None or len(DECK[game_id](match.state, seat)(match.state)) < 6:
            continue
        yield rules, match.state, seat
        made += 1
        if made == count:
            return


# --- the choice ------------------------------------------------------------------------
def result(rules: Any, state: Any, seat: int) -> tuple[Any, ...]:
    """What the search makes of ``state`` for ``seat`` with a fixed generator, as the
    players call it (through the modules, so a planted cheat takes effect)."""
    rng = random.Random(11)
    sample = players_module.sample_for(rules, state, seat, rng)
    found = search_module.search(rules, sample, seat, rng, Budget(0, iterations=40, width=12),
                                 tuning(rules.info.id))
    visits = sorted((repr(m), n) for m, n in found.visits.items())
    return found.action, found.iterations, visits, round(found.value, 9)


def expert(rules: Any, state: Any, seat: int) -> tuple[Any, ...]:
    """What Expert's search makes of ``state`` (its own tuning and width; fewer iterations
    and no time limit, so the test is quick and the same on a busy machine)."""
    rng = random.Random(11)
    sample = players_module.sample_for(rules, state, seat, rng)
    players = rules.players(sample)
    budget = players_module.level_budget(rules.info.id, "expert", None, players)
    found = search_module.search(rules, sample, seat, rng,
                                 Budget(0, iterations=min(80, budget.iterations),
                                        width=budget.width),
                                 tuning(rules.info.id, "expert", players))
    visits = sorted((repr(m), n) for m, n in found.visits.items())
    return found.action, found.iterations, visits, round(found.value, 9)


def beginner(rules: Any, state: Any, seat: int) -> tuple[Any, ...]:
    """Beginner's move (it searches nothing: it judges moves one ahead on its sample)."""
    return (players_module.choose_action(rules, state, seat, "beginner", random.Random(11)),)


def choice_problems(game_id: str, count: int = 3) -> list[str]:
    problems = []
    for k, (rules, state, seat) in enumerate(positions(game_id, count)):
        other = alternative(rules, state, seat, random.Random(500 + k))
        assert rules.observe(other, seat) == rules.observe(state, seat)
        for name, player in (("the search", result), ("Beginner", beginner),
                             ("Expert", expert)):
            if player(rules, state, seat) != player(rules, other, seat):
                problems.append(f"{game_id} position {k}: {name} differs in another world")
    return problems


# --- independence ----------------------------------------------------------------------
def bound(n: int, p: float, alpha: float) -> int:
    """The most successes of ``n`` trials at chance ``p`` that chance explains: the least
    k with P(X > k) <= alpha."""
    if p >= 1:
        return n
    tail, k = 1.0, 0
    while k <= n:
        log_pmf = (math.lgamma(n + 1) - math.lgamma(k + 1) - math.lgamma(n - k + 1)
                   + k * math.log(p) + (n - k) * math.log1p(-p)) if p > 0 else (
            0.0 if k == 0 else -math.inf)
        tail -= math.exp(log_pmf)
        if tail <= alpha:
            return k
        k += 1
    return n


def independence_problems(game_id: str, samples: int = 200, count: int = 3) -> list[str]:
    problems = []
    for k, (rules, state, seat) in enumerate(positions(game_id, count)):
        groups = hidden_groups(game_id, state, seat)
        slots = [(slot, len(group)) for group in groups for slot in group]
        truth = [get(state, slot) for slot, _n in slots]
        for group in groups:
            items = [get(state, slot) for slot in group]
            assert len(set(items)) == len(items), "components are told apart by their ids"
        hits = [0] * len(slots)
        whole = 0
        for i in range(samples):
            sample = rules.redetermine(state, seat, random.Random(10_000 * k + i))
            assert rules.observe(sample, seat) == rules.observe(state, seat)
            same = [get(sample, slot) == x for (slot, _n), x in zip(slots, truth)]
            hits = [h + s for h, s in zip(hits, same)]
            whole += all(same)
        # a false alarm anywhere in a position has a chance of one in a million at most
        alpha = 1e-6 / len(slots)
        deck = DECK[game_id](state, seat)(state)
        for j, ((slot, n), h) in enumerate(zip(slots, hits)):
            most = bound(samples, 1 / n, alpha)
            if h > most:
                where = "the next draw" if slot[0](state) is deck and slot[1] == len(deck) - 1 \
                    else f"hidden place {j}"
                problems.append(f"{game_id} position {k}: {where} held its true card in {h} of "
                                f"{samples} re-deals (chance 1 in {n}, at most {most})")
        chance = math.exp(-sum(math.lgamma(len(g) + 1) for g in groups))
        if whole > bound(samples, chance, 1e-6):
            problems.append(f"{game_id} position {k}: {whole} of {samples} re-deals were the "
                            f"whole truth")
    return problems


# --- the tests -------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_another_world_looks_the_same_to_the_seat_and_hides_other_cards(game_id):
    found = 0
    for rules, state, seat in positions(game_id):
        other = alternative(rules, state, seat, random.Random(5))
        assert rules.observe(other, seat) == rules.observe(state, seat)
        slots = [slot for group in hidden_groups(game_id, state, seat) for slot in group]
        moved = sum(get(other, slot) != get(state, slot) for slot in slots)
        assert moved >= len(slots) // 2  # dealt anew, not the truth again
        found += 1
    assert found == 3


@pytest.mark.parametrize("game_id", GAMES)
def test_the_search_chooses_alike_in_every_world_the_seat_cannot_tell_apart(game_id):
    assert choice_problems(game_id) == []


@pytest.mark.parametrize("game_id", GAMES)
def test_the_re_deal_is_independent_of_the_hidden_truth(game_id):
    assert independence_problems(game_id) == []


@pytest.mark.soak
@pytest.mark.parametrize("game_id", GAMES)
def test_honesty_soak(game_id):
    assert choice_problems(game_id, 12) == []
    assert independence_problems(game_id, max(SOAK, 1000), 12) == []


def test_the_bound_is_binomial():
    assert bound(100, 0.5, 0.025) in (59, 60)  # two sigma above 50
    assert bound(200, 1 / 40, 1e-6) < 30
    assert bound(10, 1.0, 1e-6) == 10


# --- the planted cheats ----------------------------------------------------------------
class Peeking:
    """The game's rules, except that a re-deal hands back the truth (the search sees
    through its sample)."""

    def __init__(self, rules: Any) -> None:
        self._rules = rules

    def __getattr__(self, name: str) -> Any:
        return getattr(self._rules, name)

    def redetermine(self, state: Any, seat: int, rng: random.Random) -> Any:
        return self._rules.clone(state)


def plant(monkeypatch: pytest.MonkeyPatch, cheat: str, game_id: str) -> None:
    rules = registry.get(game_id)
    honest = type(rules).redetermine
    if cheat == "peek":  # the search thinks on the true state, future chance included
        real_search = search_module.search
        monkeypatch.setattr(players_module, "sample_for",
                            lambda r, state, seat, rng: r.clone(state))
        monkeypatch.setattr(search_module, "search",
                            lambda r, *a, **k: real_search(Peeking(r), *a, **k))
    elif cheat == "true_redeal":
        monkeypatch.setattr(type(rules), "redetermine",
                            lambda self, state, seat, rng: self.clone(state))
    else:
        def keeping(self: Any, state: Any, seat: int, rng: random.Random) -> Any:
            sample = honest(self, state, seat, rng)
            keep_top(game_id, state, sample, seat)
            return sample

        monkeypatch.setattr(type(rules), "redetermine", keeping)


def swayed_beginner(rules: Any, sample: Any, seat: int, rng: random.Random) -> Any:
    """A Beginner whose move is picked by the cards hidden from it in its sample: honest
    on an honest sample (a re-deal), swayed by the truth on a peeking one."""
    hidden = [get(sample, slot) for group in hidden_groups(rules.info.id, sample, seat)
              for slot in group]
    return random.Random(repr(hidden)).choice(list(rules.legal_actions(sample)))


@pytest.mark.parametrize("game_id", GAMES)
def test_a_peeking_beginner_fails_the_honesty_tests(monkeypatch, game_id):
    kinds = dict(players_module.PLAYERS, beginner=("Beginner", swayed_beginner))
    monkeypatch.setattr(players_module, "PLAYERS", kinds)
    assert choice_problems(game_id) == []  # swayed only by what a re-deal shows
    plant(monkeypatch, "peek", game_id)
    assert any("Beginner" in p for p in choice_problems(game_id))


@pytest.mark.parametrize("cheat", CHEATS)
@pytest.mark.parametrize("game_id", GAMES)
def test_a_planted_cheat_fails_the_honesty_tests(monkeypatch, game_id, cheat):
    plant(monkeypatch, cheat, game_id)
    if cheat == "peek":  # the re-deal itself is honest: the choice gives it away
        problems = choice_problems(game_id)
        assert any("the search" in p for p in problems)
        assert any("Expert" in p for p in problems)
        assert independence_problems(game_id) == []
    else:
        assert independence_problems(game_id)
