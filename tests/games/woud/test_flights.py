"""Moves of other seats fly across Het Woud's table: from where each card was to where it
is, hidden cards face down, the Bosgeest's turn included; the destination stays empty
while its card flies."""

from __future__ import annotations

import random

from game.games.woud import RULES
from game.games.woud.actions import Keep, Place, Return
from game.games.woud.view import art
from game.games.woud.view.flights import places
from tests.games.woud.test_view import _match, _table


def _seen_move(m, table, action, viewer=0):
    """The flights ``viewer`` sees for ``action``, and the layouts before and after."""
    before = RULES.observe(m.state, viewer)
    with table.showing(before):
        g0 = table.view.geo()
        was = places(g0, before)
    m.play(action)
    after = RULES.observe(m.state, viewer)
    with table.showing(after):
        g1 = table.view.geo()
        now = places(g1, after)
    table.view.changed()
    return table.view.motions(before, after, action), g0, g1, was, now


def _to_seat(m, seat, kind, rng):
    for _ in range(400):
        d = m.decision()
        if d.seat == seat and d.kind == kind:
            return
        m.play(rng.choice(list(RULES.legal_actions(m.state))))
    raise AssertionError("not reached")


def test_a_kept_pile_flies_from_the_pile_into_the_takers_forest_and_a_refill_face_down():
    m = _match(2)
    app, table = _table(m)
    table.viewer = 0
    _to_seat(m, 1, "pile", random.Random(1))
    pile = m.state.looking
    taken = list(m.state.piles[pile])
    flights, g0, g1, _was, now = _seen_move(m, table, Keep())
    by_piece = {f.piece: f for f in flights}
    for cid in taken:
        assert by_piece[cid].start == g0.piles[pile]
        assert by_piece[cid].end == now[cid][0] == dict(g1.forests[1].incoming)[cid]
        assert g1.tray.contains(by_piece[cid].end)  # on the board while they are placed
    refill = [f for f in flights if f.piece.startswith("back:pile")]
    assert refill and refill[0].start == g0.deck and refill[0].end == g1.piles[pile]
    # a card drawn face down flies face down: the picture is a card back
    assert refill[0].image is art.back(g1.cw, g1.ch)


def test_a_placed_card_flies_from_the_cards_taken_to_its_place():
    m = _match(2)
    app, table = _table(m)
    table.viewer = 0
    rng = random.Random(2)
    _to_seat(m, 1, "place", rng)
    action = next(a for a in RULES.legal_actions(m.state) if isinstance(a, Place))
    flights, g0, g1, was, now = _seen_move(m, table, action)
    flight = next(f for f in flights if f.piece == action.card)
    assert flight.start == dict(g0.forests[1].incoming)[action.card]
    assert flight.end == now[action.card][0]
    assert flight.end in [r for _c, r in g1.forests[1].cards] + [
        r for _c, r, _t in g1.forests[1].segments]


def test_a_returned_pile_gets_its_card_face_down():
    m = _match(2)
    app, table = _table(m)
    table.viewer = 0
    rng = random.Random(3)
    for _ in range(50):
        _to_seat(m, 1, "pile", rng)
        if Return() in RULES.legal_actions(m.state):
            break
        m.play(Keep())
    obs = RULES.observe(m.state, 0)
    looked = obs.my_piles[obs.looking]
    flights, g0, g1, _was, _now = _seen_move(m, table, Return())
    assert [f.piece for f in flights] == [f"back:pile:{looked}:0"]
    assert flights[0].start == g0.deck and flights[0].end == g1.piles[looked]


def test_the_bosgeests_turn_flies_from_the_pile_it_takes_into_its_forest():
    m = _match(1, seed=3)
    app, table = _table(m)
    rng = random.Random(4)
    for _ in range(300):
        d = m.decision()
        legal = list(RULES.legal_actions(m.state))
        action = rng.choice(legal)
        probe = RULES.clone(m.state)
        RULES.apply(probe, action)
        if probe.spirit_steps != m.state.spirit_steps and any(
                "takes New Growth" in step for step in probe.spirit_steps):
            break
        m.play(action)
    else:
        raise AssertionError("the Bosgeest never took a pile")
    assert d.seat == 0
    counts = [len(p) for p in m.state.piles]
    flights, g0, g1, was, now = _seen_move(m, table, action)
    spirit = [f for f in flights if f.piece in now and now[f.piece][1][1] == 1]
    assert spirit, "the Bosgeest's cards fly"
    emptied = [p for p, n in enumerate(counts) if len(m.state.piles[p]) < n]
    for f in spirit:
        if f.piece not in was:  # came out of the pile the Bosgeest took
            assert f.start in [g0.piles[p] for p in emptied]
        assert f.end == now[f.piece][0]
    # the player's own cards of that move do not fly: they were dragged there
    assert all(now.get(f.piece, (None, ("", 1)))[1][1] != 0 for f in flights
               if not f.piece.startswith("back:"))


def test_a_flying_card_is_not_drawn_at_its_destination_meanwhile():
    m = _match(2, kinds=["human", "greedy"])  # no curtain between the two draws
    app, table = _table(m)
    table.viewer = 0
    _to_seat(m, 1, "pile", random.Random(1))
    flights, _g0, g1, _was, now = _seen_move(m, table, Keep())
    cid = next(f.piece for f in flights if not f.piece.startswith("back:"))
    table.after_move()
    app.draw()
    spot = now[cid][0]
    drawn = app.screen.get_at(spot.center)[:3]
    table.motions.add(flights, range(0), 1.0)
    table.redraw()
    app.draw()
    assert cid in table.hidden_pieces
    assert app.screen.get_at(spot.center)[:3] != drawn
