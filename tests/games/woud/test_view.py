"""Het Woud with the mouse on a real (headless) table."""

from __future__ import annotations

import random

import pytest

from game.core import Match, Options, Seat
from game.games.woud import RULES
from game.games.woud.actions import Choose, Keep, Place, Return
from game.games.woud.data import card
from tests.games.woud.helpers import clear_table, give, grab
from tests.ui_harness import click, drag, make_table, run_computers, screenshot


def _match(players: int, seed: int = 5, kinds=None, **variants: str) -> Match:
    kinds = kinds or ["human"] * players
    seats = tuple(Seat(f"P{i + 1}", kinds[i], RULES.info.colours[i]) for i in range(players))
    return Match(RULES, Options(seats, tuple(sorted(variants.items()))), seed)


def _to(m: Match, kind: str, rng: random.Random, limit: int = 400) -> None:
    for _ in range(limit):
        if m.decision().kind == kind:
            return
        m.play(rng.choice(list(RULES.legal_actions(m.state))))
    raise AssertionError(f"no {kind} decision reached")


def _table(m: Match):
    app, table = make_table("woud", players=m.options.players, match=m)
    table.viewer = m.decision().seat if m.decision().seat is not None else 0
    table.after_move()
    return app, table


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_the_table_draws_for_every_player_count(players, tmp_path):
    m = _match(players, advanced="all")
    rng = random.Random(players)
    for _ in range(60):
        if m.over:
            break
        m.play(rng.choice(list(RULES.legal_actions(m.state))))
    app, table = _table(m)
    screenshot(app, str(tmp_path / f"woud-{players}.png"))
    assert table.view.geo().forests  # every forest has a place


def test_keep_a_pile_by_dragging_it_into_the_forest():
    m = _match(2)
    _to(m, "pile", random.Random(1))
    app, table = _table(m)
    seat = m.decision().seat
    piece = next(p for p in table.view.pieces() if p.id == "pile")
    forest = table.view.geo().forests[seat].rect
    looked = list(m.state.piles[m.state.looking])
    drag(app, piece.rect.center, (forest.centerx, forest.bottom - 20))
    assert m.actions[-1] == Keep()
    assert m.state.forests[seat].incoming == looked


def test_return_by_button_and_only_the_current_player_peeks():
    m = _match(2)
    _to(m, "pile", random.Random(2))
    app, table = _table(m)
    seat = m.decision().seat
    labels = [label for label, _a in table.view.buttons()]
    assert any("Return" in x for x in labels) and any("Keep" in x for x in labels)
    assert RULES.observe(m.state, 1 - seat).piles[0].cards == ()
    button = next(b for b in table.view_buttons if "Return" in b.label)
    click(app, button.rect.center)
    assert isinstance(m.actions[-1], Return)


def _placing(card_kinds, **setup):
    m = _match(2, seed=9)
    s = m.state
    clear_table(s)
    s.current, s.looking, s.start_phase = 0, 0, False
    s.piles[:] = [[grab(s, *k) for k in card_kinds], [grab(s, "fern")], [grab(s, "sun")]]
    for seat, (trunks, canopy) in setup.get("trees", {}).items():
        from tests.games.woud.helpers import tree

        tree(s, seat, trunks, canopy)
    m.play(Keep())
    return m


def test_drag_a_trunk_onto_the_new_tree_slot():
    m = _placing([("trunk", 2)])
    app, table = _table(m)
    piece = table.view.pieces()[0]
    slot = table.view.geo().forests[0].new_slot
    drag(app, piece.rect.center, slot.center)
    assert isinstance(m.actions[-1], Place) and m.actions[-1].target == "new"
    assert len(m.state.forests[0].trees) == 1


def test_a_refused_drop_shows_the_reason():
    m = _placing([("canopy", 1)], trees={0: ([1], None)})
    app, table = _table(m)
    piece = table.view.pieces()[0]
    slot = table.view.geo().forests[0].discard_slot
    before = len(m.actions)
    drag(app, piece.rect.center, slot.center)
    assert len(m.actions) == before  # snapped back
    assert "open trees" in table.status  # the rules' reason is shown
    col = next(iter(table.view.geo().forests[0].trees.values()))
    drag(app, piece.rect.center, col.center)
    assert m.state.forests[0].trees[0].canopy == piece.id


def test_drought_target_chosen_by_clicking_with_reason_for_a_refused_card():
    m = _placing([("drought",)], trees={0: ([1], 1)})
    s = m.state
    s.forests[0].trees[0].scored = 0
    fern = grab(s, "fern")
    give(s, 0, fern)
    m.play(Place(s.forests[0].incoming[0], "forest"))
    assert m.decision().kind == "discard"
    app, table = _table(m)
    seg = next(r for c, r, _t in table.view.geo().forests[0].segments if card(c).kind == "trunk")
    click(app, seg.center)
    assert "Scored trees" in table.status
    rect = next(r for c, r in table.view.geo().forests[0].cards if c == fern)
    click(app, rect.center)
    assert fern in s.discard


def test_hot_seat_curtain_between_two_humans():
    m = _match(2)
    _to(m, "pile", random.Random(3))
    app, table = _table(m)
    seat = m.decision().seat
    table.play(Keep())
    while m.decision().seat == seat:
        table.play(RULES.legal_actions(m.state)[0])
    app.step([])
    assert type(app.stack.top).__name__ == "Curtain"


def test_solo_shows_the_bosgeest_steps_and_season_points(tmp_path):
    m = _match(1, seed=3)
    rng = random.Random(4)
    while m.state.season == 0:
        m.play(rng.choice(list(RULES.legal_actions(m.state))))
    app, table = _table(m)
    assert m.state.spirit_steps
    lines = table.view._summary_lines(table.observation)
    assert lines and "Season 1" in lines[0][0]
    screenshot(app, str(tmp_path / "woud-solo.png"))


def test_computer_seats_play_it():
    m = _match(2, kinds=["human", "greedy"])
    app, table = make_table("woud", players=2, match=m)
    for _ in range(6):
        d = m.decision()
        if d.seat == 0:
            table.play(RULES.legal_actions(m.state)[0])
        run_computers(app, table, limit_s=20)
    assert any(step.seat == 1 for step in m.steps)


def test_toucan_peek_by_clicking_a_pile_and_seed_choice_by_clicking_the_tray():
    m = _match(2, seed=9)
    s = m.state
    clear_table(s)
    toucan = grab(s, "animal", species="toucan", role="active")
    give(s, 0, toucan)
    s.piles[:] = [[grab(s, "fern")], [grab(s, "sun")], [grab(s, "rain"), grab(s, "fern")]]
    from game.games.woud.turn import start_turn

    s.turn += 1
    start_turn(s, 0)
    app, table = _table(m)
    assert "Toucan" in table.view.geo().tray_title
    click(app, table.view.geo().piles[2].center)
    assert [c for c, _r in table.view.geo().tray_cards] == s.piles[2]
    assert RULES.observe(s, 1).piles[2].cards == ()


def test_choose_for_the_bosgeest_by_clicking():
    m = _match(1, seed=3)
    rng = random.Random(10)
    _to(m, "spirit_choice", rng, limit=3000)
    app, table = _table(m)
    options = list(m.state.tasks[0].data["options"])
    rect = dict(table.view.geo().tray_cards)[options[-1]]
    click(app, rect.center)
    assert m.actions[-1] == Choose(options[-1])
