"""Het Woud: beside every forest, own and others', its sun and rain totals, as the
viewer's observation has them (a recount of the forest's cards), explained on hover and
in the legend. And the own forest at 3-4 players uses its area: its trees are drawn
large."""

from __future__ import annotations

import pygame
import pytest

from game.games.woud.data import card
from game.games.woud.view import layout, paint
from game.ui import text
from tests.layout_audit import _positions, table_at


def _table(players: int, share: float, size=(1280, 720)):
    actions = _positions("woud", players)[4]
    _app, table = table_at("woud", players, size, int(len(actions) * share))
    return table


def recount(obs) -> dict[int, tuple[int, int]]:
    """Each forest's sun and rain cards, counted from the observation's card ids."""
    return {seat: (sum(card(c).kind == "sun" for c in f.cards),
                   sum(card(c).kind == "rain" for c in f.cards))
            for seat, f in enumerate(obs.forests)}


def drawn_totals(table, monkeypatch) -> dict[int, tuple[int, int]]:
    """The numbers drawn inside each forest's totals mark, left to right."""
    seen: list[tuple[str, tuple[int, int]]] = []
    real = text.blit_text

    def spy(surface, string, pos, *args, **kwargs):
        seen.append((string, pos))
        return real(surface, string, pos, *args, **kwargs)

    monkeypatch.setattr(text, "blit_text", spy)
    view = table.view
    view._forests = {}  # draw every forest afresh
    view.draw(pygame.Surface(table.app.screen.get_size()))
    monkeypatch.setattr(text, "blit_text", real)
    out = {}
    for seat, fg in view.geo().forests.items():
        assert fg.weather is not None
        numbers = sorted((pos[0], s) for s, pos in seen if fg.weather.collidepoint(pos))
        assert len(numbers) == 2, numbers
        out[seat] = (int(numbers[0][1]), int(numbers[1][1]))
    return out


@pytest.mark.parametrize("players", [2, 4])
def test_every_forest_shows_its_sun_and_rain(players, monkeypatch):
    table = _table(players, 0.75)
    obs = table.view.obs
    counted = recount(obs)
    assert any(s or r for s, r in counted.values())  # a position with weather in it
    assert drawn_totals(table, monkeypatch) == counted
    view = table.view
    for seat, fg in view.geo().forests.items():
        sun, rain = counted[seat]
        tip = view.tooltip(fg.weather.center)
        assert tip and f"Sun {sun}, rain {rain}" in tip
        assert fg.weather.h >= 12 and fg.fs >= 12  # numbers of 12 px and up
    assert "sun-rain" in {label.kind for label in view.legend()}


def test_a_wrong_total_is_caught(monkeypatch):
    table = _table(4, 0.75)
    right = paint.totals
    monkeypatch.setattr(paint, "totals", lambda f: (right(f)[0] + 1, right(f)[1]))
    assert drawn_totals(table, monkeypatch) != recount(table.view.obs)


def tree_cover(table) -> float:
    """The share of the own forest's area its drawn trees (trunks and crowns) cover, per
    tree."""
    fg = table.view.geo().forests[table.view.me]
    n = len(fg.tree_geos)
    area = sum(r.w * r.h for tg in fg.tree_geos for r in [tg.crown, *(x for _c, x in tg.trunks)])
    return area / (fg.rect.w * fg.rect.h) / max(1, n)


# measured at 4 players, 1280x720, at a quarter, half and three quarters of the seeded
# game: each tree covered about 2 % of the own forest's area before (0.019-0.021), now
# 3.4-3.7 %
COVER = 0.03


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_own_forest_uses_its_area_at_four_players(size):
    for share in (0.25, 0.5, 0.75):
        table = _table(4, share, size)
        assert table.view.geo().forests[table.view.me].tree_geos
        assert tree_cover(table) >= COVER, share


def test_the_old_small_trees_are_caught(monkeypatch):
    monkeypatch.setattr(layout, "OWN_COLUMN", 0.34)
    monkeypatch.setattr(layout, "OWN_TRUNK", 0.55)
    assert tree_cover(_table(4, 0.5)) < COVER


def unexplained(view) -> set[str]:
    """The legend's kinds whose mark says nothing on hover (a card badge: its card is
    enlarged with its rule)."""
    return {label.kind for label in view.legend()
            if not (view.tooltip(label.rect.center) or view.enlarged(label.rect.center))}


@pytest.mark.parametrize("players", [2, 4])
def test_every_mark_of_the_legend_explains_itself_on_hover(players):
    view = _table(players, 0.75).view
    labels = view.legend()
    assert {"sun-rain", "trunk", "pile"} <= {label.kind for label in labels}
    assert all(label.caption for label in labels)
    assert unexplained(view) == set()


def test_a_mark_without_its_hover_text_is_caught(monkeypatch):
    from game.games.woud.view import hover

    real = hover.tips
    monkeypatch.setattr(hover, "tips", lambda g, *a: [(r, t) for r, t in real(g, *a)
                                                      if not any(r == fg.weather for fg in
                                                                 g.forests.values())])
    assert "sun-rain" in unexplained(_table(4, 0.75).view)
