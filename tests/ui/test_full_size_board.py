"""Any player's area at full size: a click on a player's name shows that seat's area where
the viewer's own lies, drawn from the viewer's observation only (hidden hands stay
hidden), as large as the viewer's own, read-only; Esc or a click on the banner returns,
a move keeps it up to date, the viewer's turn starting brings their own back."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pygame
import pytest

from game.core import HUMAN, Match, Options, Seat, registry
from game.scenes.curtain import Curtain
from game.scenes.table import TableScene
from tests.ui_harness import click, key, lift_curtain, make_table, press, release

GAMES = ("glade", "mischwald", "woud", "mystaria", "renature")
NAMES = ("Ada", "Bram", "Cor", "Dirk", "Eva")
MOVES = {"glade": 30, "mischwald": 93, "woud": 30, "mystaria": 30, "renature": 30}


def _visible(game: str, obs: Any, seat: int, me: int | None = None) -> frozenset[str]:
    """What the viewer's observation holds of ``seat``'s own area, as the view names it
    (``me``: the viewer, whose own hand is face up)."""
    if game == "glade":
        return frozenset({c for c in obs.cells[seat] if c} | set(obs.store[seat]))
    if game == "mischwald":
        return frozenset(c for t in obs.forests[seat]
                         for c in (t.card, *t.top, *t.bottom, *t.left, *t.right) if c)
    if game == "woud":
        f = obs.forests[seat]
        return frozenset(set(f.cards) | {c for t in f.trees for c in t.trunks}
                         | {t.canopy for t in f.trees if t.canopy})
    if game == "mystaria":
        hand = set(obs.hand) if seat == me else {"back"} if obs.hand_sizes[seat] else set()
        return frozenset({f"b-{k}" for k in obs.hq[seat]} | hand)
    backs = {d for d, _a, _b in obs.hand} if seat == me else \
        {f"back{i}" for i in range(min(3, obs.hand_sizes[seat]))}
    return frozenset(backs | {f"{b}:{k}" for b in obs.boards[seat]
                              for k, n in obs.supply[b].items() if n})


def _secret(game: str, rules: Any, state: Any, seat: int) -> frozenset[str]:
    """What only ``seat`` may see: its hand (asked of the rules by the test, never by the
    table)."""
    own = rules.observe(state, seat)
    if game == "mischwald":
        return frozenset(own.hand)
    if game == "woud":
        f = own.forests[seat]
        return frozenset(set(f.drawn) | set(f.tucked))
    if game == "mystaria":
        return frozenset(own.hand)
    if game == "renature":
        return frozenset(d for d, _a, _b in own.hand)
    return frozenset()


def _table(game: str, kinds: list[str] | None = None,
           size: tuple[int, int] = (1280, 720)) -> tuple[Any, TableScene]:
    rules = registry.get(game)
    n = rules.info.max_players
    kinds = kinds or [HUMAN] * n
    colours = rules.info.colours
    seats = tuple(Seat(NAMES[i], kinds[i], colours[i % len(colours)]) for i in range(n))
    match = Match(rules, Options(seats), 4)
    rng = random.Random(4)
    for _ in range(MOVES[game]):  # some of every area filled
        legal = list(rules.legal_actions(match.state))
        if match.over or not legal:
            break
        match.play(rng.choice(legal))
    app, table = make_table(game, match=match, size=size)
    if isinstance(app.stack.top, Curtain):
        lift_curtain(app)
    return app, table


def _name_spot(app: Any, table: TableScene, seat: int) -> tuple[int, int]:
    """A point on ``seat``'s player card in the side panel."""
    px = app.px
    return table.side.rect.x + px(60), table.side.rect.y + px(10) + seat * px(64) + px(20)


def _problems(game: str, table: TableScene, seat: int, own: pygame.Rect,
              secret: frozenset[str] | None = None) -> list[str]:
    """What is wrong with the full-size view of ``seat`` now shown (``secret``: what only
    that seat may see, when the test asked the rules already)."""
    view, obs = table.view, table.observation
    rect, laid = view.area()
    out = []
    if view.focus != seat:
        out.append(f"focus {view.focus} is not seat {seat}")
    want = _visible(game, obs, seat)
    if laid != want:
        out.append(f"seat {seat}: laid out {sorted(laid ^ want)[:6]} differ from its state")
    if abs(rect.w - own.w) > own.w * 0.1 or abs(rect.h - own.h) > own.h * 0.1:
        out.append(f"seat {seat}: {rect.size} is not the own area's {own.size}")
    if secret is None:
        secret = _secret(game, table.rules, table.match.state, seat)
    if laid & secret:
        out.append(f"seat {seat}: hidden {sorted(laid & secret)} shown")
    return out


@pytest.mark.parametrize("game", GAMES)
def test_each_other_seat_full_size(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = _table(game)
    me, view = table.viewer, table.view
    assert me is not None and table.my_turn
    own, mine = view.area()
    assert mine == _visible(game, table.observation, me, me)
    offered = view.pieces()
    rules = table.rules
    secrets = {s: _secret(game, rules, table.match.state, s) for s in range(len(NAMES))
               if s < len(table.options.seats)}
    asked: list[int | None] = []
    real = rules.observe

    def spy(state: Any, seat: int | None) -> Any:
        asked.append(seat)
        return real(state, seat)

    monkeypatch.setattr(rules, "observe", spy)  # hot-seat: only the viewer's eyes
    for seat in range(len(table.options.seats)):
        if seat == me:
            continue
        click(app, _name_spot(app, table, seat))
        app.draw()
        assert _problems(game, table, seat, own, secrets[seat]) == []
        assert offered, "the viewer has pieces to pick up on their own turn"
        for piece in offered:  # read-only: nothing is picked up while it is shown
            if view.focus != seat:  # a click on the area or banner returned: open it again
                click(app, _name_spot(app, table, seat))
            press(app, piece.rect.center)
            assert table.drag.piece is None, f"{piece.id} picked up while seat {seat} shows"
            release(app, piece.rect.center)
            if view.focus == seat:
                key(app, pygame.K_ESCAPE)
            click(app, _name_spot(app, table, seat))
        key(app, pygame.K_ESCAPE)
        assert view.focus is None and view.area_seat() == me
        assert view.area()[1] == mine
    assert set(asked) <= {me}, f"the table looked through seat {set(asked) - {me}}'s eyes"


@pytest.mark.parametrize("game", GAMES)
def test_banner_click_returns(game: str) -> None:
    app, table = _table(game)
    other = (table.viewer + 1) % len(table.options.seats)
    click(app, _name_spot(app, table, other))
    banner = table.focus_layer.banner()
    assert table.view.focus == other and banner is not None
    app.draw()
    click(app, banner.center)
    assert table.view.focus is None and table.focus_layer.banner() is None


@pytest.mark.parametrize("game", GAMES)
def test_moves_keep_it_up_to_date_and_your_turn_returns(game: str) -> None:
    n = registry.get(game).info.max_players
    app, table = _table(game, kinds=[HUMAN] + ["random"] * (n - 1))
    if table.my_turn:  # the human plays until a computer is to move
        legal = [a for a in table.rules.legal_actions(table.match.state)]
        while table.my_turn and legal:
            table.play(legal[0])
            legal = list(table.rules.legal_actions(table.match.state))
    if table.match.over:
        pytest.skip("the game ended")
    own = table.view.area()[0] if table.view.focus is None else None
    other = 1
    click(app, _name_spot(app, table, other))  # before the computers' pause is over
    assert table.view.focus == other
    table.session.ai_pause_min = 0.0
    table.session.take_back_wait = 0.0
    moved = 0
    while not table.my_turn and not table.match.over and moved < 200:
        before = len(table.match.actions)
        app.step([])
        if len(table.match.actions) > before:
            moved += 1
            if not table.my_turn:  # a move by someone else: still shown, up to date
                assert table.view.focus == other
                assert own is not None and _problems(game, table, other, own) == []
    assert moved, "the computers moved"
    if table.my_turn:
        assert table.view.focus is None, "the viewer's turn brings their own area back"


PLANTED: dict[str, tuple[str, Callable[[Any], Any]]] = {
    # each view made to lay out the viewer's own area while it claims another seat
    "glade": ("shown", lambda v: v.me()),
    "mischwald": ("shown_seat", lambda v: v.me()),
    "woud": ("area_seat", lambda v: v.table.viewer),
    "mystaria": ("area_seat", lambda v: v.table.viewer),
    "renature": ("area_seat", lambda v: v.table.viewer),
}


@pytest.mark.parametrize("game", GAMES)
def test_planted_fault_own_area_under_another_name_is_caught(
        game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = _table(game)
    own = table.view.area()[0]
    name, fault = PLANTED[game]
    monkeypatch.setattr(type(table.view), name, fault)
    other = (table.viewer + 1) % len(table.options.seats)
    click(app, _name_spot(app, table, other))
    assert table.view.focus == other
    assert _problems(game, table, other, own), "the planted fault went unnoticed"


def _small_board(game: str, view: Any, seat: int) -> pygame.Rect:
    """Where the view shows ``seat``'s area small (a thumbnail, a tab, a row)."""
    if game == "glade":
        return dict(view.thumbs())[seat]
    if game == "mischwald":
        return view.tab_rects()[seat]
    if game == "woud":
        return view.geo().forests[seat].rect
    if game == "mystaria":
        from game.games.mystaria.view import column
        return next(column.row_rect(view, r) for r in column.other_rows(view) if r.seat == seat)
    from game.games.renature.view import side
    return side.seat_rows(view)[seat][0]


def _told(view: Any) -> int:
    """How many points of the shown area give a hover text or a large picture."""
    rect = view.area()[0]
    return sum(1 for x in range(rect.x, rect.right, 6) for y in range(rect.y, rect.bottom, 6)
               if view.tooltip((x, y)) or view.enlarged((x, y)) is not None)


@pytest.mark.parametrize("game", GAMES)
def test_a_click_on_a_small_board_opens_it_and_hover_works_there(game: str) -> None:
    app, table = _table(game)
    view, me = table.view, table.viewer
    own_told = _told(view)
    for seat in range(len(table.options.seats)):
        if seat == me:
            continue
        click(app, _small_board(game, view, seat).center)
        assert view.focus == seat, f"a click on seat {seat}'s small board"
        if view.area()[1] and own_told:  # hover tells there as over one's own area
            assert _told(view), f"no hover text over seat {seat}'s area"
        key(app, pygame.K_ESCAPE)
        assert view.focus is None


@pytest.mark.parametrize("game", GAMES)
def test_hot_seat_hand_over_shows_the_arriving_players_own_area(game: str) -> None:
    app, table = _table(game)
    first = table.viewer
    assert first is not None
    other = (first + 1) % len(table.options.seats)
    click(app, _name_spot(app, table, other))
    assert table.view.focus == other
    for _ in range(40):  # the viewer's turn to its end, by the first legal moves
        if table.viewer != first or isinstance(app.stack.top, Curtain) or table.match.over:
            break
        table.play(next(iter(table.rules.legal_actions(table.match.state))))
        app.step([])
    if isinstance(app.stack.top, Curtain):
        lift_curtain(app)
    assert table.viewer != first, "the turn passed to the next person"
    assert table.view.focus is None and table.view.area_seat() == table.viewer
    assert table.view.area()[1] == _visible(game, table.observation, table.viewer, table.viewer)


def test_a_long_forest_of_another_player_pans_without_closing() -> None:
    app, table = _table("mischwald", size=(800, 600))
    view = table.view
    seat = max(range(len(table.options.seats)), key=lambda s: len(table.observation.forests[s]))
    click(app, _name_spot(app, table, seat))
    _left, right = view.forest_layout().arrows()
    if right is None:
        pytest.skip("every forest fits")
    click(app, right.center)
    assert view.focus == seat and view.scroll > 0, "the arrow pans the forest shown"
    click(app, view.forest_area.center)
    assert view.focus is None, "a click elsewhere on it returns"


def _grab_while_shown(app: Any, table: TableScene) -> str | None:
    """Open another seat's area, press on the viewer's first piece outside it: what is
    held then."""
    piece = next(p for p in table.view.pieces()
                 if not table.view.area()[0].collidepoint(p.rect.center))
    click(app, _name_spot(app, table, (table.viewer + 1) % len(table.options.seats)))
    press(app, piece.rect.center)
    return table.drag.piece.id if table.drag.piece is not None else None


def test_nothing_is_picked_up_while_another_area_is_shown() -> None:
    app, table = _table("glade")
    assert _grab_while_shown(app, table) is None


def test_planted_fault_a_table_that_lets_pieces_be_picked_up_is_caught(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(TableScene, "looking_on", lambda self: False)
    app, table = _table("glade")
    assert _grab_while_shown(app, table) is not None, "without the guard a piece is held"
