"""Every game with a view, through the real table scene, headless: it draws at two
sizes, a synthetic mouse drag completes a legal action, random input never crashes,
and computer players finish a whole game that ends on the results screen."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core import registry
from tests.ui_harness import drag, make_table, run_computers

GAMES = registry.all_games()
IDS = [r.info.id for r in GAMES]


def players_for(rules) -> int:
    return max(rules.info.min_players, 2) if rules.info.max_players >= 2 else 1


@pytest.mark.skipif(not GAMES, reason="no game has a view yet")
@pytest.mark.parametrize("rules", GAMES, ids=IDS)
@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_table_draws(rules, size):
    app, table = make_table(rules.info.id, players_for(rules), seed=2, size=size)
    app.draw()
    assert table.view.rect.width > size[0] // 2
    colours = {app.screen.get_at((x, y))[:3] for x in range(0, table.view.rect.w, 23)
               for y in range(0, table.view.rect.h, 19)}
    assert len(colours) > 8, "the board area is nearly blank"


def _first_legal_drag(table):
    for piece in table.view.pieces():
        for target in table.view.targets(piece):
            if target.action is not None and table.check(target.action) is None:
                return piece, target
    return None


@pytest.mark.skipif(not GAMES, reason="no game has a view yet")
@pytest.mark.parametrize("rules", GAMES, ids=IDS)
def test_a_mouse_drag_completes_a_legal_action(rules):
    app, table = make_table(rules.info.id, players_for(rules), seed=3)
    rng = random.Random(3)
    for _ in range(40):  # play on by clicks/buttons until a drag is possible
        found = _first_legal_drag(table)
        if found:
            break
        legal = list(rules.legal_actions(table.match.state))
        table.play(rng.choice(legal))
        if app.stack.top is not table:
            app.pop()  # a curtain: the same human keeps the mouse in this test
    assert found, f"{rules.info.id}: no draggable legal move in 40 moves"
    piece, target = found
    before = len(table.match.actions)
    drag(app, piece.rect.center, target.rect.center)
    assert len(table.match.actions) == before + 1, table.status
    assert table.match.actions[-1] == target.action


@pytest.mark.skipif(not GAMES, reason="no game has a view yet")
@pytest.mark.parametrize("rules", GAMES, ids=IDS)
def test_random_input_on_the_table_never_crashes(rules):
    app, table = make_table(rules.info.id, players_for(rules), seed=4)

    def crash(exc):
        raise exc

    app._crashed = crash
    rng = random.Random(4)
    w, h = app.size
    keys = [pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_r, pygame.K_h, pygame.K_u]
    for _ in range(3000):
        pos = (rng.randrange(w), rng.randrange(h))
        r = rng.random()
        if r < 0.5:
            ev = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(2, 1),
                                    buttons=(rng.random() < 0.4, 0, rng.random() < 0.05))
        elif r < 0.75:
            ev = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice([1, 1, 3]))
        elif r < 0.95:
            ev = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        else:
            ev = pygame.event.Event(pygame.KEYDOWN, key=rng.choice(keys), mod=0, unicode="",
                                    scancode=0)
        app.step([ev])
        if app.stack.top is not table and not table.match.over:
            app.pop()  # close menus and curtains to keep playing
    app.draw()


@pytest.mark.skipif(not GAMES, reason="no game has a view yet")
@pytest.mark.parametrize("rules", GAMES, ids=IDS)
def test_computer_players_finish_a_game_on_the_table(rules):
    from game.scenes.results import Results

    n = players_for(rules)
    app, table = make_table(rules.info.id, n, seed=6, kinds=["random"] * n)
    run_computers(app, table, limit_s=120)
    assert table.match.over
    app.step([])
    assert isinstance(app.stack.top, Results)
    app.draw()


SOLO = [r for r in GAMES if r.info.min_players == 1]


@pytest.mark.skipif(not SOLO, reason="no solo game has a view yet")
@pytest.mark.parametrize("rules", SOLO, ids=[r.info.id for r in SOLO])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_solo_games_end_on_a_results_screen_naming_the_winner(rules, seed):
    from game.scenes.results import Results
    from game.ui.scoresheet import column_heads

    app, table = make_table(rules.info.id, 1, seed=seed, kinds=["random"])
    run_computers(app, table, limit_s=120)
    app.step([])
    results = app.stack.top
    assert isinstance(results, Results)
    app.draw()
    heads = column_heads(results.sheet(), table.options.seats)
    winners = [heads[i][0] for i in results.winners()]
    assert all(name in results.heading() for name in winners)
    if len(heads) == 1:
        assert f"{results.sheet().totals[0]} points" in results.heading()
