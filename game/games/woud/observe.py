"""What one seat of Het Woud sees: the observation (frozen dataclasses the view reads
by attribute), the cards hidden from it, and the re-deal of those cards for computer
players. No pygame here."""

from __future__ import annotations

import dataclasses
import random

from game.core import Decision
from game.core.chance import shuffle
from game.games.woud.flow import my_piles
from game.games.woud.state import Forest, WoudState


def visible_piles(s: WoudState, seat: int | None) -> set[int]:
    """Absolute pile indices whose face-down cards ``seat`` may see right now."""
    out: set[int] = set()
    if seat is None or seat != s.current:
        return out
    if s.looking >= 0 and not s.tasks:
        out.add(my_piles(s, seat)[s.looking])
    if s.start_phase and s.peek >= 0:
        out.add(s.peek)
    return out


def _seed_draw(s: WoudState, seat: int) -> bool:
    return any(t.kind == "seeds" and t.seat == seat for t in s.tasks)


@dataclasses.dataclass(frozen=True)
class PileView:
    count: int
    face_up: tuple[str, ...]  # solo: returned threats lie face up
    cards: tuple[str, ...]  # every card, only while this seat looks at the pile


@dataclasses.dataclass(frozen=True)
class TreeView:
    id: str
    trunks: tuple[str, ...]
    canopy: str | None
    scored: int  # the season it scored in, -1 while not scored
    award: int  # the season it won the tallest-tree award, -1 if never

    @property
    def complete(self) -> bool:
        return self.canopy is not None


@dataclasses.dataclass(frozen=True)
class ForestView:
    trees: tuple[TreeView, ...]
    cards: tuple[str, ...]
    incoming: tuple[str, ...]
    from_pile: tuple[str, ...]
    under: tuple[tuple[str, int], ...]  # pitcher plant or hoatzin: how many cards lie under
    tucked: tuple[str, ...]  # the cards under them, for their owner only
    drawn: tuple[str, ...]  # seed or tamarin cards to choose from, for their owner only
    drawn_count: int
    used: tuple[str, ...]
    acquired: tuple[tuple[str, int], ...]  # animal, the turn it came


@dataclasses.dataclass(frozen=True)
class TaskView:
    """The pending decision and what the player needs of its step."""

    seat: int | None
    kind: str
    options: tuple[str, ...] = ()  # the Bosgeest's tied choices
    animal: str = ""  # the animal whose ability this step is
    sloth: str = ""
    n: int = 1
    reason: str = ""  # why a card is discarded
    optional: bool = False


@dataclasses.dataclass(frozen=True)
class WoudObservation:
    season: int
    seasons: int
    players: int
    spirit: int
    current: int
    turn: int
    decision: TaskView
    start_phase: bool
    looking: int
    my_piles: tuple[int, ...]
    peek: int
    piles: tuple[PileView, ...]
    deck: int
    decks: tuple[int, ...]
    set_aside: int
    seed_deck: int
    discard: tuple[str, ...]
    forests: tuple[ForestView, ...]
    season_cards: tuple[str, ...]
    season_deck: int
    summary: tuple[tuple[tuple[str, tuple[int, ...]], ...], ...]  # per season: category, points
    points: tuple[int, ...]
    spirit_steps: tuple[str, ...]
    spirit_log: tuple[int, ...]  # where each step stands in the log (drawn translated)
    over: bool


def _forest(s: WoudState, f: Forest, own: bool) -> ForestView:
    return ForestView(
        trees=tuple(TreeView(t.id, tuple(t.trunks), t.canopy, t.scored, t.award)
                    for t in f.trees),
        cards=tuple(f.cards),
        incoming=tuple(f.incoming),
        from_pile=tuple(f.from_pile),
        under=tuple((k, len(v)) for k, v in f.under.items()),
        tucked=tuple(c for v in f.under.values() for c in v) if own else (),
        drawn=tuple(f.drawn) if own else (),
        drawn_count=len(f.drawn),
        used=tuple(f.used),
        acquired=tuple(f.acquired.items()),
    )


def _task(s: WoudState, decision: Decision) -> TaskView:
    data = s.tasks[0].data if s.tasks else {}
    return TaskView(
        seat=decision.seat,
        kind=decision.kind,
        options=tuple(data["options"]) if decision.kind == "spirit_choice" else (),
        animal=data.get("animal", ""),
        sloth=data.get("sloth", ""),
        n=data.get("n", 1),
        reason=data.get("reason", ""),
        optional=bool(data.get("optional", False)),
    )


def observe(s: WoudState, seat: int | None, decision: Decision) -> WoudObservation:
    vis = visible_piles(s, seat)
    return WoudObservation(
        season=s.season,
        seasons=s.seasons,
        players=s.players,
        spirit=s.spirit,
        current=s.current,
        turn=s.turn,
        decision=_task(s, decision),
        start_phase=s.start_phase,
        looking=s.looking,
        my_piles=tuple(my_piles(s, s.current)),
        peek=s.peek,
        piles=tuple(PileView(len(pile), tuple(c for c in pile if c in s.face_up),
                             tuple(pile) if p in vis else ())
                    for p, pile in enumerate(s.piles)),
        deck=len(s.decks[s.season]),
        decks=tuple(len(d) for d in s.decks),
        set_aside=len(s.set_aside),
        seed_deck=len(s.seed_deck),
        discard=tuple(s.discard),
        forests=tuple(_forest(s, f, seat == i or i == s.spirit) for i, f in enumerate(s.forests)),
        season_cards=tuple(s.season_cards),
        season_deck=len(s.season_deck),
        summary=tuple(tuple((k, tuple(v)) for k, v in d.items()) for d in s.summary),
        points=tuple(s.points),
        spirit_steps=tuple(s.spirit_steps),
        spirit_log=tuple(s.spirit_log),
        over=s.over,
    )


def hidden_from(s: WoudState, seat: int | None) -> set[str]:
    hidden: set[str] = set()
    for deck in s.decks:
        hidden.update(deck)
    hidden.update(s.set_aside)
    hidden.update(s.seed_deck)
    hidden.update(s.season_deck)
    vis = visible_piles(s, seat)
    up = set(s.face_up)
    for p, pile in enumerate(s.piles):
        if p not in vis:
            hidden.update(c for c in pile if c not in up)
    for i, f in enumerate(s.forests):
        if i == seat or i == s.spirit:
            continue
        for tucked in f.under.values():
            hidden.update(tucked)
        hidden.update(f.drawn)
    return hidden


def redetermine(c: WoudState, seat: int, rng: random.Random) -> WoudState:
    """Re-deal, within ``c`` (a clone), every card hidden from ``seat``: season cards
    among season places, seed-deck cards among seed places, changing-season cards."""
    vis = visible_piles(c, seat)
    up = set(c.face_up)
    # places as (list, its indices; None: the whole list), every deck whole
    season_slots: list[tuple[list[str], list[int] | None]] = [(d, None) for d in c.decks]
    season_slots.append((c.set_aside, None))
    seed_slots: list[tuple[list[str], list[int] | None]] = [(c.seed_deck, None)]
    for p, pile in enumerate(c.piles):
        if p not in vis:
            season_slots.append((pile, [i for i, x in enumerate(pile) if x not in up]))
    for i, f in enumerate(c.forests):
        if i == seat or i == c.spirit:
            continue
        season_slots += [(tucked, None) for tucked in f.under.values()]
        (seed_slots if _seed_draw(c, i) else season_slots).append((f.drawn, None))
    for slots in (season_slots, seed_slots):
        _redeal(slots, rng)
    c.season_deck.sort()
    shuffle(rng, c.season_deck)
    return c


def _redeal(slots: list[tuple[list[str], list[int] | None]], rng: random.Random) -> None:
    """Shuffle the cards on ``slots`` among them, in place. Only the shuffle decides, not
    the truth: the pool is sorted first. Whole lists go by slices (a search re-deals
    every iteration, and a slice is quicker than a card at a time)."""
    pool: list[str] = []
    for lst, idx in slots:
        pool += lst if idx is None else [lst[i] for i in idx]
    pool.sort()
    shuffle(rng, pool)
    at = 0
    for lst, idx in slots:
        if idx is None:
            lst[:] = pool[at:at + len(lst)]
            at += len(lst)
        else:
            for i in idx:
                lst[i] = pool[at]
                at += 1
