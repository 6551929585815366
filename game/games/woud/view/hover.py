"""Het Woud's hover help: what every mark on the table means (the parts of a tree:
trunk points, canopy, the award, the scored mark, the points; the stack counts; the
decks and piles of the season board). A card's rule is written under its enlarged
picture instead (``WoudView.enlarged``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games.woud.data import card
from game.games.woud.observe import WoudObservation
from game.games.woud.scoring import sun_rain_points, tree_points
from game.games.woud.view import art, paint
from game.games.woud.view.layout import Geo, badge_rect, viewer_piles
from game.i18n import _, _n

if TYPE_CHECKING:
    from game.games.woud.view import WoudView

Tip = tuple[pygame.Rect, str]  # a place on the table and what it means


def tooltip(view: WoudView, pos: tuple[int, int]) -> str | None:
    """The text of the mark under ``pos``; None over a card (its picture says it)."""
    for r, tip in view.tips():
        if r.collidepoint(pos):
            return tip
    return None


def tips(g: Geo, obs: WoudObservation, labels: dict[int, str], me: int) -> list[Tip]:
    """Hover texts, the most specific first (a trophy before the crown it sits on)."""
    out: list[Tip] = []
    own = viewer_piles(obs, me)
    for fg in g.forests.values():
        for tg in fg.tree_geos:
            t = tg.tree
            c = tg.crown
            if t.award >= 0:
                out.append((trophy_rect(c), _("Tallest tree award, won in season {n}. A tree wins it "
                                      "only once.", n=t.award + 1)))
            if t.complete:
                pts = tree_points(t)  # a TreeView has what a Tree scores by
                if t.scored >= 0:
                    out.append((tg.token, _("Scored in season {n}: {p} points. Card effects "
                                            "no longer touch this tree.", n=t.scored + 1, p=pts)))
                else:
                    out.append((tg.token, _("Completed: scores {p} points at the end of the "
                                            "season.", p=pts)))
                assert t.canopy is not None
                m = card(t.canopy).value
                out.append((c, _("Canopy ×{m}: {m} points for each of the {h} trunks under it.",
                                 m=m, h=len(t.trunks))))
            else:
                out.append((c, _("Open tree: add trunks, then close it with a canopy. Only "
                                 "completed trees score.")))
            for cid, r in tg.trunks:
                out.append((r, _("Trunk: {v} points when its tree is completed.",
                                 v=card(cid).value)))
        if fg.weather is not None:
            out.append((fg.weather, weather_tip(*paint.totals(obs.forests[fg.seat]))))
        if fg.new_slot is not None:
            out.append((fg.new_slot, _("Drop a trunk here to start a new tree.")))
        for n, r, cid in fg.counts:
            out.append((badge_rect(r, fg.fs, cid), _n("{n} card: {name}", "{n} cards: {name}", n,
                                             name=art.card_name(cid))))
        done = sum(1 for t in obs.forests[fg.seat].trees if t.complete)
        head = fg.header if fg.weather is None else \
            fg.header.clip(pygame.Rect(fg.header.x, fg.header.y, fg.weather.x - fg.header.x,
                                       fg.header.h))  # the totals at its right say their own
        out.append((head, _n("{points} points so far; {n} tree finished.",
                                  "{points} points so far; {n} trees finished.", done,
                                  points=obs.points[fg.seat])))
    for p, r in g.piles.items():
        pile = obs.piles[p]
        count = _n("{n} card face down", "{n} cards face down", pile.count - len(pile.face_up))
        if pile.face_up:
            count += ", " + _n("{n} face up", "{n} face up", len(pile.face_up))
        # the viewer's piles by their name ("New Growth NG 1" said it twice), others by label
        name = (_("New Growth {n}", n=own.index(p) + 1) if p in own
                else _("Pile {label}", label=labels[p]))
        out.append((r, _("{pile}: {count}. {rule}", pile=name, count=count,
                         rule=_pile_rule(obs, p))))
    out.append((g.deck, _n("Season deck: {n} card left", "Season deck: {n} cards left",
                           obs.deck)))
    out.append((g.seed, _n("Seed deck: {n} card", "Seed deck: {n} cards", obs.seed_deck)))
    out.append((g.discard, _n("Discard pile: {n} card", "Discard pile: {n} cards",
                              len(obs.discard))))
    return out


def trophy_rect(crown: pygame.Rect) -> pygame.Rect:
    """Where the tallest-tree award sits on a crown (paint.tree draws it there)."""
    s = max(12, int(crown.h * 0.7))
    trophy = pygame.Rect(0, 0, s, s)
    trophy.center = (crown.right - s // 3, crown.y + s // 3)
    return trophy


def _pile_rule(obs: WoudObservation, p: int) -> str:
    if obs.players <= 2:
        return _("Look at the piles in order 1, 2, 3: keep one, or return it with a card added.")
    if p == len(obs.piles) - 1:
        return _("Shared by everyone; whoever keeps it adds two cards.")
    return _("Shared by two neighbours: one's New Growth 1, the other's 2.")


def weather_tip(sun: int, rain: int) -> str:
    """What the sun and rain totals beside a forest mean."""
    return _("Sun {sun}, rain {rain} in this forest: each sun-rain pair scores {each} "
             "points, {points} now.", sun=sun, rain=rain, each=sun_rain_points(1, 1),
             points=sun_rain_points(sun, rain))
