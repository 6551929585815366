"""Het Woud's table reads like the paper game: trees drawn as trees, groups under
captions, piles labelled at every player count, every mark explained on hover, the
actions in the bottom bar and the space used at every player count."""

from __future__ import annotations

import pygame
import pytest

from game.games.woud.actions import Place
from game.games.woud.data import card
from game.games.woud.view.layout import badge_rect
from tests.games.woud.helpers import clear_table, give, grab, tree
from tests.games.woud.test_view import _match, _placing, _table
from tests.ui_harness import make_table


def _trees_table(size=(1280, 720)):
    m = _match(2, seed=9)
    s = m.state
    clear_table(s)
    done = tree(s, 0, [2, 1], 2, scored=0)
    done.award = 0
    tree(s, 0, [0], None)  # an open tree
    tree(s, 0, [1, 1, 0], 1)  # completed, not yet scored
    give(s, 0, *[grab(s, "fern") for _ in range(3)], grab(s, "sun"))
    s.summary[0]["trees"] = [0, 0]
    m.state.piles[0].append(grab(s, "rain"))
    from game.core import Match  # the observation is cached per move: start afresh

    fresh = Match(m.rules, m.options, m.seed)
    fresh.state = s
    app, table = _table(fresh)
    table.after_move()
    app.draw()
    return app, table, s


def test_a_tree_is_drawn_as_trunk_cards_under_a_crown():
    app, table, s = _trees_table()
    fg = table.view.geo().forests[0]
    complete, open_tree, _unscored = fg.tree_geos
    for tg in (complete, open_tree):
        tops = [r for _c, r in tg.trunks]
        # trunk cards stack upwards from the ground, the crown on top of the highest
        assert all(a.y > b.y for a, b in zip(tops, tops[1:]))
        assert tg.crown.bottom >= tops[-1].y and tg.crown.y < tops[-1].y
    screen = app.screen
    leaf = screen.get_at(complete.crown.center)[:3]
    hole = screen.get_at(open_tree.crown.center)[:3]
    assert leaf[1] > leaf[0] + 30  # a green crown
    assert leaf != hole  # an open tree has no crown, only its dashed place


@pytest.mark.parametrize("where, words", [
    ("award", "Tallest tree award"),
    ("scored", "Scored in season 1"),
    ("unscored", "Completed: scores"),
    ("open", "Open tree"),
    ("trunk", "Trunk: 2 points"),
    ("count", "3 cards: Fern"),
])
def test_every_mark_explains_itself_on_hover(where, words):
    app, table, s = _trees_table()
    fg = table.view.geo().forests[0]
    complete, open_tree, unscored = fg.tree_geos
    c = complete.crown
    s_ = max(12, int(c.h * 0.7))
    spots = {
        "award": (c.right - s_ // 3, c.y + s_ // 3),
        "scored": complete.token.center,
        "unscored": unscored.token.center,
        "open": open_tree.crown.center,
        "trunk": complete.trunks[0][1].center,
        "count": badge_rect(*next((r, fg.fs, cid) for n, r, cid in fg.counts if n == 3)).center,
    }
    tip = table.view.tooltip(spots[where])
    assert tip and words in tip, tip


@pytest.mark.parametrize("players", [3, 4])
def test_piles_are_labelled_at_every_player_count(players):
    m = _match(players)
    app, table = _table(m)
    labels = table.view.geo().pile_labels
    assert len(labels) == players + 1
    assert len(set(labels.values())) == len(labels)
    assert all(label.strip(" ·") for label in labels.values())
    # a pile between two neighbours names them
    shared = [v for p, v in labels.items() if not v.startswith("NG")]
    assert shared and all("|" in v for v in shared)
    p = next(p for p, v in labels.items() if "|" in v)
    assert "neighbours" in table.view.tooltip(table.view.geo().piles[p].center)


def test_discarding_a_canopy_is_a_button_in_the_bar():
    m = _placing([("canopy", 1)])  # no open tree: the canopy can only be discarded
    app, table = _table(m)
    canopy = m.state.forests[0].incoming[0]
    assert card(canopy).kind == "canopy"
    labels = {label: a for label, a in table.view.buttons()}
    assert Place(canopy, "discard") in labels.values()
    assert table.view.geo().forests[0].discard_slot == table.view.geo().discard


@pytest.mark.parametrize("players", [1, 2, 4])
def test_the_table_uses_its_space(players):
    m = _match(players)
    app, table = _table(m)
    g = table.view.geo()
    view = table.view.rect
    used = sum(fg.rect.w * fg.rect.h for fg in g.forests.values())
    used += g.board.w * g.board.h + g.info.w * g.info.h
    assert used >= 0.85 * view.w * view.h
    smallest = min(fg.rect.h for fg in g.forests.values())
    assert smallest >= 0.3 * view.h  # no opponent squeezed into a strip


def test_many_cards_to_place_all_show_at_four_players():
    from game.core import Match
    from game.games.woud.state import Task

    m = _match(4)
    s = m.state
    clear_table(s)
    s.current, s.looking, s.start_phase = 0, -1, False
    kinds = ["fern", "sun", "rain", "monstera", "bromeliad", "fire"] * 2
    s.forests[0].incoming = [grab(s, k) for k in kinds]
    s.tasks = [Task("place", 0), Task("end_turn", 0)]
    fresh = Match(m.rules, m.options, m.seed)
    fresh.state = s
    app, table = _table(fresh)
    g = table.view.geo()
    cards = [r for _c, r in g.tray_cards]
    assert len(cards) == 12 and all(table.view.rect.contains(r) for r in cards)
    rows: dict[int, list] = {}
    for r in cards:
        rows.setdefault(r.y, []).append(r)
    for row in rows.values():  # at least half of every card is seen
        assert all(b.x - a.x >= a.w // 2 for a, b in zip(row, row[1:]))
    assert cards[0].w >= 40


@pytest.mark.parametrize("size", [(1024, 640), (1600, 900)])
def test_a_stack_shows_only_the_edges_of_the_cards_under_its_top(size):
    """Under the top card of a stack only a plain edge shows: a sliver of a lower card's
    name would read as a stray letter ("EE Bromeliad")."""
    from game.core import Match

    m = _match(2, seed=9)
    s = m.state
    clear_table(s)
    give(s, 0, *[grab(s, "bromeliad") for _ in range(3)], grab(s, "fern"))
    fresh = Match(m.rules, m.options, m.seed)
    fresh.state = s
    app, table = make_table("woud", players=2, match=fresh, size=size)
    table.after_move()
    app.draw()
    fg = table.view.geo().forests[0]
    cards = dict(fg.cards)
    covered = [(cards[low], cards[high]) for low, high in fg.over.items()]
    assert len(covered) == 2  # three bromeliads: two lie under the top one
    for low, high in covered:
        corner = max(3, low.w // 10) + 2  # below the rounded corners
        sliver = pygame.Rect(low.x + 2, low.y + corner, high.x - low.x - 2, low.h - 2 * corner)
        assert sliver.w >= 2
        shades = {app.screen.get_at((x, y))[:3] for x in range(sliver.x, sliver.right)
                  for y in range(sliver.y, sliver.bottom)}
        assert len(shades) == 1, f"{len(shades)} colours in a covered card's edge at {size}"


def test_the_hint_rings_the_pile_a_toucan_peeks_at_and_a_click_there_peeks():
    """A toucan's peek is made by clicking a pile: the hint's ring lies on that pile (it
    had no place at all, so a player following the hint found nothing to click)."""
    from game.core import Match
    from game.games.woud.actions import Toucan
    from game.games.woud.turn import start_turn
    from tests.games.woud.helpers import settle
    from tests.ui_harness import click

    m = _match(2, seed=9)
    s = m.state
    clear_table(s)
    toucan = grab(s, "animal", species="toucan", role="active")
    give(s, 0, toucan)
    s.piles[:] = [[grab(s, "fern")], [grab(s, "sun")], [grab(s, "rain")]]
    s.tasks.clear()
    start_turn(s, 0)
    settle(s)
    fresh = Match(m.rules, m.options, m.seed)
    fresh.state = s
    app, table = make_table("woud", players=2, match=fresh, size=(1280, 720))
    table.after_move()
    app.draw()
    peek = Toucan(toucan, 2)
    assert peek in m.rules.legal_actions(s)
    rings = table.view.lead(peek)
    assert len(rings) == 1, "the hint has no place to ring for the peek"
    ring = rings[0]
    assert ring == table.view.geo().piles[table.view.obs.my_piles[2]]
    click(app, ring.center)
    assert fresh.actions[-1] == peek
