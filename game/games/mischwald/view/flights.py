"""What another seat's move looks like in flight: each card from where it was (the deck,
the clearing, the mover's hand behind their tab, the card being paid for) to where it
is now (their hand, the clearing, the forest on show, the payment panel). Found by
comparing the viewer's observations before and after, so every move that shows the
same change flies the same way. Cards drawn face down fly face down."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core import Action
from game.games.mischwald.actions import Keep, Pay, Redraw, Take
from game.games.mischwald.data import SIDES
from game.games.mischwald.observe import MischwaldObservation
from game.games.mischwald.view import art
from game.ui.motion import Motion

if TYPE_CHECKING:
    from game.games.mischwald.view import MischwaldView


def _actor(before: MischwaldObservation, action: Action) -> int:
    if isinstance(action, Redraw | Keep) and before.redraw_queue:
        return before.redraw_queue[0]
    return before.current


def _forest_places(v: MischwaldView, seat: int) -> dict[str, tuple[pygame.Rect, pygame.Surface]]:
    """Piece id -> (rect, face) of every card in sight in ``seat``'s forest, laid out as
    when it is on show."""
    lay = v.forest_layout(seat)
    out: dict[str, tuple[pygame.Rect, pygame.Surface]] = {}
    for t, tree in enumerate(v.obs.forests[seat]):
        r = lay.tree_rect(t)
        if lay.visible(r):
            if tree.sapling:
                key = tree.card or f"sapling:{seat}:{t}"
                out[key] = (r, art.card_back(r.w, r.h))
            else:
                out[tree.card] = (r, art.half_card(tree.card, "tree", r.w, r.h))
        for side in SIDES:
            sr = lay.slot_rect(t, side)
            if lay.visible(sr):
                for card in tree.side(side):
                    out[card] = (sr, art.half_card(card, side, sr.w, sr.h))
    return out


def flights(v: MischwaldView, before: MischwaldObservation, after: MischwaldObservation,
            action: Action) -> list[Motion]:
    actor = _actor(before, action)
    tabs = v.tab_rects()
    hand_at = tabs[actor] if actor < len(tabs) else v.deck_rect  # behind the mover's tab
    w, h = v.card_small
    in_hand = pygame.Rect(0, 0, w, h)
    in_hand.center = hand_at.center
    with v.table.showing(before):
        clear_before = dict(v.clearing_rects())
        forest_before = _forest_places(v, actor)
        paid_pic = v.play_pic_rect() if before.play is not None else None
        deck = pygame.Rect(v.deck_rect)
    with v.table.showing(after):
        clear_after = dict(v.clearing_rects())
        forest_after = _forest_places(v, actor)
        play_pic = v.play_pic_rect()
    out: list[Motion] = []

    # into the mover's forest (shown while they fly): from the card being paid for, or
    # from the mover's hand
    planted = []
    for key, (rect, face) in forest_after.items():
        if key in forest_before:
            continue
        start = in_hand
        if paid_pic is not None and before.play is not None and before.play.card == key:
            start = paid_pic
        planted.append(Motion(key, face, start, rect))
    if planted:
        v.following.append((frozenset(m.piece for m in planted), actor))
    out += planted

    # a card played that waits for its payment: from the hand to the payment panel
    if after.play is not None and before.play is None and after.play.card:
        pl = after.play
        face = (art.card_back(play_pic.w, play_pic.h) if pl.slot == "sapling" else
                art.half_card(pl.card, pl.slot, play_pic.w, play_pic.h))
        out.append(Motion(f"play:{pl.card}", face, in_hand, play_pic))

    # the clearing: taken into a hand or under a cave; filled by payment or from the deck
    cave_grew = after.caves[actor] > before.caves[actor]
    for card, rect in clear_before.items():
        if card not in after.clearing and (
                (isinstance(action, Take) and action.card == card) or cave_grew):
            out.append(Motion(f"took:{card}", art.hand_card(card, rect.w, rect.h), rect,
                              in_hand))
    revealed = 0
    for card, rect in clear_after.items():
        if card in before.clearing:
            continue
        face = art.hand_card(card, rect.w, rect.h)
        if isinstance(action, Pay) and action.card == card:
            out.append(Motion(card, face, in_hand, rect))
        else:
            revealed += 1
            out.append(Motion(card, face, deck, rect))

    # drawn from the deck into the mover's hand: face down
    drawn = before.deck - after.deck - revealed - (after.winters - before.winters)
    back = art.card_back(deck.w, deck.h)
    for k in range(max(0, drawn)):
        start = deck.move(k * deck.w // 8, 0)
        out.append(Motion(f"drawn:{actor}:{after.turn}:{k}", back, start, in_hand))
    return out
