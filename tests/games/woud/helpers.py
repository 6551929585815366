"""Scenario helpers: build Het Woud positions directly in a state."""

from __future__ import annotations

from game.games.woud import RULES
from game.games.woud.data import card
from game.games.woud.flow import new_tree
from game.games.woud.state import WoudState
from game.games.woud.tasks import advance
from tests.harness import options_for


def fresh(players: int = 2, seed: int = 1, **variants: str) -> WoudState:
    return RULES.setup(options_for(RULES, players, tuple(variants.items())), seed)


def grab(
    s: WoudState, kind: str, value: int | None = None, species: str = "", role: str = ""
) -> str:
    """Take a matching card out of the decks, the set-aside cards or the piles."""
    for zone in [*s.decks, s.set_aside, *s.piles, s.discard]:
        for c in zone:
            k = card(c)
            if k.kind != kind or (value is not None and k.value != value):
                continue
            if species and k.species != species or role and k.role != role:
                continue
            zone.remove(c)
            if c in s.face_up:
                s.face_up.remove(c)
            return c
    raise LookupError(f"no {kind} {value} {species} {role} left")


def give(s: WoudState, seat: int, *cards: str) -> None:
    s.forests[seat].cards.extend(cards)


def tree(s: WoudState, seat: int, trunks: list[int], canopy: int | None = None, scored: int = -1):
    """A tree of trunks with these values, topped by a canopy of that multiplier."""
    t = new_tree(s, s.forests[seat], grab(s, "trunk", trunks[0]))
    for v in trunks[1:]:
        t.trunks.append(grab(s, "trunk", v))
    if canopy is not None:
        t.canopy = grab(s, "canopy", canopy)
    t.scored = scored
    return t


def clear_table(s: WoudState) -> None:
    """Empty every forest and pile into the discard pile (keeps every card accounted)."""
    for f in s.forests:
        s.discard.extend(f.all_cards())
        f.trees.clear()
        f.cards.clear()
        f.incoming.clear()
        f.drawn.clear()
        f.under.clear()
    for p in s.piles:
        s.discard.extend(p)
        p.clear()
    s.face_up.clear()
    s.tasks.clear()


def settle(s: WoudState) -> None:
    advance(s)


def summary(s: WoudState, season: int, seat: int) -> dict[str, int]:
    return {k: v[seat] for k, v in s.summary[season].items()}
