"""Who sees what in Het Woud: observations, hidden cards, re-dealing for computer
players, a fast clone, and short texts for actions."""

from __future__ import annotations

import copy
import random
from typing import Any

from game.core import Action, Decision
from game.games.woud.data import card, season_cards
from game.games.woud.flow import my_piles
from game.games.woud.place import label
from game.games.woud.scoring import (
    animal_points,
    completed_trees,
    plant_points,
    tree_points,
    weather_points,
)
from game.games.woud.state import (
    Begin,
    Choose,
    Discard,
    Forest,
    Frog,
    Fungi,
    Keep,
    Lightning,
    Mantis,
    Place,
    Return,
    Skip,
    TakeSeason,
    Tamarin,
    Task,
    Toucan,
    Tree,
    WoudState,
)


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


def observe(s: WoudState, seat: int | None, decision: Decision) -> dict[str, Any]:
    vis = visible_piles(s, seat)
    piles = []
    for p, pile in enumerate(s.piles):
        piles.append(
            {
                "count": len(pile),
                "face_up": [c for c in pile if c in s.face_up],
                "cards": list(pile) if p in vis else [],
            }
        )
    forests = []
    for i, f in enumerate(s.forests):
        own = seat == i or i == s.spirit
        forests.append(
            {
                "trees": [
                    {
                        "id": t.id,
                        "trunks": list(t.trunks),
                        "canopy": t.canopy,
                        "scored": t.scored,
                        "award": t.award,
                    }
                    for t in f.trees
                ],
                "cards": list(f.cards),
                "incoming": list(f.incoming),
                "from_pile": list(f.from_pile),
                "under": {k: (list(v) if own else len(v)) for k, v in f.under.items()},
                "drawn": list(f.drawn) if own else len(f.drawn),
                "used": list(f.used),
                "acquired": dict(f.acquired),
            }
        )
    task = s.tasks[0] if s.tasks else None
    task_data: dict[str, Any] = {}
    if task is not None:
        task_data = {k: v for k, v in task.data.items() if k != "options"}
        if task.kind == "spirit_choice":
            task_data["options"] = list(task.data["options"])
    return {
        "season": s.season,
        "seasons": s.seasons,
        "players": s.players,
        "spirit": s.spirit,
        "current": s.current,
        "turn": s.turn,
        "decision": {"seat": decision.seat, "kind": decision.kind, "data": task_data},
        "start_phase": s.start_phase,
        "looking": s.looking,
        "my_piles": my_piles(s, s.current),
        "peek": s.peek,
        "piles": piles,
        "deck": len(s.decks[s.season]),
        "decks": [len(d) for d in s.decks],
        "set_aside": len(s.set_aside),
        "seed_deck": len(s.seed_deck),
        "discard": list(s.discard),
        "forests": forests,
        "season_cards": list(s.season_cards),
        "season_deck": len(s.season_deck),
        "summary": [{k: list(v) for k, v in d.items()} for d in s.summary],
        "points": list(s.points),
        "spirit_steps": list(s.spirit_steps),
        "over": s.over,
    }


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
    season_slots: list[tuple[list[str], int]] = []
    seed_slots: list[tuple[list[str], int]] = [(c.seed_deck, i) for i in range(len(c.seed_deck))]
    for deck in c.decks:
        season_slots += [(deck, i) for i in range(len(deck))]
    season_slots += [(c.set_aside, i) for i in range(len(c.set_aside))]
    for p, pile in enumerate(c.piles):
        if p not in vis:
            season_slots += [(pile, i) for i, x in enumerate(pile) if x not in up]
    for i, f in enumerate(c.forests):
        if i == seat or i == c.spirit:
            continue
        for tucked in f.under.values():
            season_slots += [(tucked, j) for j in range(len(tucked))]
        slots = [(f.drawn, j) for j in range(len(f.drawn))]
        if _seed_draw(c, i):
            seed_slots += slots
        else:
            season_slots += slots
    for slots in (season_slots, seed_slots):
        pool = sorted(lst[i] for lst, i in slots)  # only the shuffle decides, not the truth
        rng.shuffle(pool)
        for (lst, i), x in zip(slots, pool):
            lst[i] = x
    c.season_deck.sort()
    rng.shuffle(c.season_deck)
    return c


def _clone_forest(f: Forest) -> Forest:
    return Forest(
        trees=[Tree(t.id, list(t.trunks), t.canopy, t.scored, t.award) for t in f.trees],
        cards=list(f.cards),
        incoming=list(f.incoming),
        from_pile=list(f.from_pile),
        under={k: list(v) for k, v in f.under.items()},
        pitcher_used=f.pitcher_used,
        used=list(f.used),
        acquired=dict(f.acquired),
        drawn=list(f.drawn),
    )


def clone(s: WoudState) -> WoudState:
    c = copy.copy(s)
    c.rng = random.Random()
    c.rng.setstate(s.rng.getstate())
    c.log = list(s.log)
    c.forests = [_clone_forest(f) for f in s.forests]
    c.piles = [list(p) for p in s.piles]
    c.face_up = list(s.face_up)
    c.decks = [list(d) for d in s.decks]
    c.set_aside = list(s.set_aside)
    c.discard = list(s.discard)
    c.seed_deck = list(s.seed_deck)
    c.unused_start = list(s.unused_start)
    c.season_deck = list(s.season_deck)
    c.season_cards = list(s.season_cards)
    c.tasks = [Task(t.kind, t.seat, copy.deepcopy(t.data)) for t in s.tasks]
    c.summary = [{k: list(v) for k, v in d.items()} for d in s.summary]
    c.points = list(s.points)
    c.spirit_steps = list(s.spirit_steps)
    c.all_cards = s.all_cards  # never changes after setup
    c.names = s.names
    return c


def projected(s: WoudState, seat: int) -> int:
    """Points a forest would score if the season ended now (for the greedy player)."""
    f = s.forests[seat]
    pts = sum(tree_points(t) for t in f.trees if t.complete and t.scored < 0)
    # cards still to place count as if they were in the forest already
    loose = f.cards + [c for c in f.incoming if card(c).kind not in ("trunk", "canopy")]
    pts += plant_points(loose, completed_trees(f)) + weather_points(loose)
    return pts + animal_points(f, spirit=seat == s.spirit)


def season_card_name(sid: str) -> str:
    return season_cards()[sid].name


def describe(s: WoudState, action: Action) -> str:
    from game.i18n import _, _n

    if isinstance(action, Begin):
        return _("Look at New Growth 1")
    if isinstance(action, Frog):
        return _("Poison dart frog: add a card to each pile")
    if isinstance(action, Toucan):
        return _("Toucan: peek at New Growth {n}", n=action.pile + 1)
    if isinstance(action, Tamarin):
        return _("Golden lion tamarin: draw three cards, keep one")
    if isinstance(action, Fungi):
        return _("Coincap fungi: discard it and a {kind} to draw a card", kind=label(action.other))
    if isinstance(action, Keep):
        return _("Keep the pile, leaving its threats") if action.goliath else _("Keep the pile")
    if isinstance(action, Return):
        if not action.animal:
            return _("Return the pile")
        sp = card(action.animal).species
        if sp == "howler":
            return _("Howler monkey: discard the pile")
        if sp == "boa":
            return _("Tree boa: take the {kind}, return the rest", kind=label(action.card))
        return _("Hoatzin: tuck the {kind}, return the rest", kind=label(action.card))
    if isinstance(action, TakeSeason):
        return _n("Take {n} season card", "Take {n} season cards", action.count)
    if isinstance(action, Place):
        where = {
            "forest": _("into the forest"),
            "new": _("as a new tree"),
            "discard": _("onto the discard pile"),
        }.get(action.target, _("onto a tree"))
        if action.target.startswith("C") or action.target.startswith("A"):
            where = _("under the pitcher plant")
        return _("Place the {kind} {where}", kind=label(action.card), where=where)
    if isinstance(action, Discard):
        return _("Discard the {kind}", kind=label(action.card))
    if isinstance(action, Choose):
        return _("Choose the {kind}", kind=label(action.card)) if action.card else _("Choose")
    if isinstance(action, Skip):
        return _("No thanks")
    if isinstance(action, Lightning):
        return _("Lightning: both {mode} two cards", mode=_(action.mode))
    if isinstance(action, Mantis):
        return _("Mantis joins the {kind}", kind=action.kind)
    return action.type_name
