"""The flights that show a move of Het Woud made by someone else (another player, a
computer, the Bosgeest's whole turn): every card that is seen in a new place flies from
where it was seen before; a card that came out of a pile or a deck flies from there;
cards that stay hidden (a pile's refill, a tamarin's or seed draw, a card tucked under
a pitcher plant or hoatzin) fly face down."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.core import Action
from game.games.woud.actions import Keep, Return
from game.games.woud.observe import WoudObservation
from game.games.woud.view import art
from game.games.woud.view.layout import Geo
from game.ui.motion import Motion

Place = tuple[str, int]  # what holds a card (a forest's groups, a tree, ...) and whose


def places(g: Geo, obs: WoudObservation) -> dict[str, tuple[pygame.Rect, Place]]:
    """Where each card the seat can see lies on the table, and what holds it."""
    out: dict[str, tuple[pygame.Rect, Place]] = {}
    if obs.discard:
        out[obs.discard[-1]] = (g.discard, ("discard", 0))
    for cid, r in g.tray_cards:
        out[cid] = (r, ("tray", 0))
    for seat, fg in g.forests.items():
        for cid, r, tid in fg.segments:
            out[cid] = (r, ("tree:" + tid, seat))
        for cid, r in fg.cards:
            out[cid] = (r, ("forest", seat))
        for cid, r in fg.incoming:
            out[cid] = (r, ("incoming", seat))
    return out


def _seen(obs: WoudObservation) -> set[str]:
    """Every card the seat can see anywhere (also in the discard pile, under the top)."""
    out = set(obs.discard)
    for pile in obs.piles:
        out.update(pile.cards)
        out.update(pile.face_up)
    for f in obs.forests:
        out.update(f.cards)
        out.update(f.incoming)
        out.update(f.drawn)
        for t in f.trees:
            out.update(t.trunks)
            if t.canopy:
                out.add(t.canopy)
    return out


def flights(before: WoudObservation, after: WoudObservation, action: Action, me: int,
            geo_of: Callable[[WoudObservation], Geo]) -> list[Motion]:
    """The flights from ``before`` to ``after`` (``geo_of`` lays out an observation)."""
    g0, g1 = geo_of(before), geo_of(after)
    was, now = places(g0, before), places(g1, after)
    seen_before = _seen(before)
    in_piles = {c for pile in after.piles for c in pile.cards}  # looked at, not moved
    kept = -1
    if isinstance(action, Keep | Return) and before.looking >= 0:
        kept = before.my_piles[before.looking]  # the pile the move took cards from
    taken = [p for p, (a, b) in enumerate(zip(before.piles, after.piles)) if b.count < a.count]
    source = g0.piles[kept] if kept >= 0 else g0.piles[taken[0]] if taken else g0.deck
    out: list[Motion] = []
    arrived = 0
    for cid, (end, holder) in now.items():
        if cid in in_piles:
            continue
        start, old = was.get(cid, (None, None))
        if start is None:
            if cid in seen_before:
                continue  # seen before but not on the table (beneath the discard pile's top)
            start = source
            arrived += 1
        elif old == holder:
            continue  # the same place, only laid out afresh
        out.append(Motion(cid, art.face(cid, end.w, end.h), start, end))
    # face-down cards: pile refills from the deck, draws and tucks hidden from this seat
    back = art.back(g1.cw, g1.ch)
    for p, (a, b) in enumerate(zip(before.piles, after.piles)):
        left = a.count - arrived if p == kept else a.count
        for k in range(max(0, b.count - left)):
            out.append(Motion(f"back:pile:{p}:{k}", back, g0.deck, g1.piles[p]))
    for seat, (fa, fb) in enumerate(zip(before.forests, after.forests)):
        fg = g1.forests[seat]
        hidden_draw = fb.drawn_count - len(fb.drawn) - (fa.drawn_count - len(fa.drawn))
        for k in range(max(0, hidden_draw)):
            end = pygame.Rect(fg.header.right - fg.cw - 4 - k * 6, fg.header.bottom, fg.cw, fg.ch)
            out.append(Motion(f"back:drawn:{seat}:{k}", back, g0.deck, end))
        tucked = dict(fa.under)
        for holder_id, n in fb.under:
            spot = now.get(holder_id)
            for k in range(max(0, n - tucked.get(holder_id, 0))):
                if spot is not None:
                    out.append(Motion(f"back:under:{holder_id}:{k}", back, source, spot[0]))
    if before.decision.seat == me:  # the viewer's own move: only what the rules did
        out = [m for m in out if not _placed_by(me, now.get(m.piece))]
    return out


def _placed_by(me: int, spot: tuple[pygame.Rect, Place] | None) -> bool:
    """Whether ``me`` put the card where it lies (their tray, forest or tree)."""
    if spot is None:
        return False
    kind, seat = spot[1]
    return kind == "tray" or seat == me and kind != "discard"
