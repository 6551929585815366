"""Alternative worlds for the honesty tests, built from each game's state structure and
never from the game's own re-deal (``Rules.redetermine``), so a re-deal that cheats cannot
vouch for itself.

A *slot* is a place that holds one component hidden from a seat (a list or mapping, and a
key into it); a *group* is a set of slots whose components the seat cannot tell apart (a
deck with the other hands, say). Another world the seat cannot tell from the true one
deals each group's components among its slots by an independent generator.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

Slot = tuple[Callable[[Any], Any], Any]  # (the container in a state, the key into it)
Group = list[Slot]


def get(state: Any, slot: Slot) -> Any:
    return slot[0](state)[slot[1]]


def put(state: Any, slot: Slot, value: Any) -> None:
    slot[0](state)[slot[1]] = value


def _seq(where: Callable[[Any], list[Any]], length: int) -> Group:
    return [(where, i) for i in range(length)]


# --- what each game hides, group by group -------------------------------------------
def _glade(s: Any, seat: int) -> list[Group]:
    group = _seq(lambda t: t.bag, len(s.bag)) + _seq(lambda t: t.turn_tiles, len(s.turn_tiles))
    for p in range(len(s.bench)):
        if p != seat:
            group += _seq(lambda t, p=p: t.bench[p], len(s.bench[p]))
    return [group]


def _mystaria(s: Any, seat: int) -> list[Group]:
    group = _seq(lambda t: t.pile, len(s.pile)) + _seq(lambda t: t.box, len(s.box))
    for p in range(len(s.hands)):
        if p != seat:
            group += _seq(lambda t, p=p: t.hands[p], len(s.hands[p]))
    return [group]


def _renature(s: Any, seat: int) -> list[Group]:
    from game.games.renature.data import region_tiles
    from game.games.renature.state import OVER

    dominoes = _seq(lambda t: t.undealt, len(s.undealt))
    for p in range(s.seats):
        dominoes += _seq(lambda t, p=p: t.reserves[p], len(s.reserves[p]))
        if p != seat:
            dominoes += _seq(lambda t, p=p: t.hands[p], len(s.hands[p]))
    groups = [dominoes]
    if s.phase == OVER:
        return groups
    # a region tile shows its front; its back stays unknown to all but its owner
    tiles: Group = [(lambda t: t.tiles, r) for r in sorted(s.tiles)]
    tiles += _seq(lambda t: t.box_tiles, len(s.box_tiles))
    for p in range(s.seats):
        if p != seat:
            tiles += _seq(lambda t, p=p: t.owned_tiles[p], len(s.owned_tiles[p]))
    fronts: dict[tuple[int, int], Group] = {}
    for slot in tiles:
        tile = region_tiles()[get(s, slot)]
        fronts.setdefault((tile.main, tile.secondary), []).append(slot)
    return groups + list(fronts.values())


def _mischwald(s: Any, seat: int) -> list[Group]:
    from game.games.mischwald.state import WINTER_SET

    # winter cards stay where they lie (the seat knows them to be in the bottom pile)
    group: Group = [(lambda t: t.deck, i) for i, x in enumerate(s.deck) if x not in WINTER_SET]
    group += _seq(lambda t: t.removed, len(s.removed))
    for p in range(s.players):
        if p == seat:
            continue
        group += _seq(lambda t, p=p: t.hands[p], len(s.hands[p]))
        group += _seq(lambda t, p=p: t.redrawn[p], len(s.redrawn[p]))
        group += _seq(lambda t, p=p: t.caves[p], len(s.caves[p]))
        group += [(lambda t, p=p, k=k: t.forests[p][k], "card")
                  for k, tree in enumerate(s.forests[p]) if tree["sapling"]]
        if s.play is not None and p == s.current and s.play["slot"] == "sapling":
            group.append((lambda t: t.play, "card"))
    return [group]


def _woud(s: Any, seat: int) -> list[Group]:
    from game.games.woud.observe import visible_piles

    season: Group = []
    for d in range(len(s.decks)):
        season += _seq(lambda t, d=d: t.decks[d], len(s.decks[d]))
    season += _seq(lambda t: t.set_aside, len(s.set_aside))
    up, seen = set(s.face_up), visible_piles(s, seat)
    for p, pile in enumerate(s.piles):
        if p not in seen:
            season += [(lambda t, p=p: t.piles[p], i) for i, x in enumerate(pile) if x not in up]
    seeds = _seq(lambda t: t.seed_deck, len(s.seed_deck))
    for i, f in enumerate(s.forests):
        if i in (seat, s.spirit):
            continue
        for card in f.under:
            season += _seq(lambda t, i=i, c=card: t.forests[i].under[c], len(f.under[card]))
        drawn = _seq(lambda t, i=i: t.forests[i].drawn, len(f.drawn))
        # cards drawn from the seed deck, to choose from, are seed cards
        if any(k.kind == "seeds" and k.seat == i for k in s.tasks):
            seeds += drawn
        else:
            season += drawn
    return [season, seeds, _seq(lambda t: t.season_deck, len(s.season_deck))]


HIDDEN: dict[str, Callable[[Any, int], list[Group]]] = {
    "glade": _glade, "mystaria": _mystaria, "renature": _renature,
    "mischwald": _mischwald, "woud": _woud,
}

# Each game's draw pile, the top card last: the "next draw" of the independence test and
# what the third planted cheat keeps.
DECK: dict[str, Callable[[Any, int], Callable[[Any], list[str]]]] = {
    "glade": lambda s, seat: lambda t: t.bag,
    "mystaria": lambda s, seat: lambda t: t.pile,
    "renature": lambda s, seat: lambda t: t.reserves[seat],
    "mischwald": lambda s, seat: lambda t: t.deck,
    "woud": lambda s, seat: lambda t: t.decks[t.season],
}


def hidden_groups(game_id: str, state: Any, seat: int) -> list[Group]:
    return [g for g in HIDDEN[game_id](state, seat) if g]


def alternative(rules: Any, state: Any, seat: int, rng: random.Random) -> Any:
    """A copy of ``state`` that ``seat`` sees exactly as the true one, with every group
    of what it cannot see dealt anew by ``rng`` (and another generator for the future)."""
    game_id = rules.info.id
    alt = rules.clone(state)
    turns = getattr(alt, "placed_turn", None)  # Mischwald: when each card was placed
    for group in hidden_groups(game_id, alt, seat):
        items = [get(alt, slot) for slot in group]
        moved = {i: turns.pop(x) for i, x in enumerate(items)
                 if turns is not None and x in turns}
        rng.shuffle(items)
        for i, (slot, x) in enumerate(zip(group, items)):
            put(alt, slot, x)
            if i in moved:
                turns[x] = moved[i]  # type: ignore[index]
    alt.rng = random.Random(rng.getrandbits(64))
    return alt


def keep_top(game_id: str, true: Any, sample: Any, seat: int, n: int = 3) -> None:
    """Put the true top ``n`` cards of the draw pile back on top of ``sample``'s (the
    planted cheat), swapping them with the cards now there."""
    deck = DECK[game_id](true, seat)
    slots = [(where, key) for group in hidden_groups(game_id, sample, seat)
             for where, key in group if isinstance(key, int)]  # cards, not trees' names
    top = deck(true)[-n:]
    for i, card in zip(range(len(deck(sample)) - len(top), len(deck(sample))), top):
        here = deck(sample)[i]
        for where, key in slots:
            if where(sample)[key] == card:
                where(sample)[key] = here
                break
        deck(sample)[i] = card
