"""Shared mechanics of Het Woud: drawing, piles, placing and discarding cards, the
queue of pending tasks. Pure: no pygame."""

from __future__ import annotations

from game.core import LogEntry
from game.games.woud.data import LASTING_THREATS, active_species, card
from game.games.woud.state import Forest, Task, Tree, WoudState

# tasks the rules resolve on their own; every other task is somebody's decision
AUTO = frozenset(
    {
        "end_turn",
        "s_animals",
        "s_seeds",
        "s_threats",
        "s_trees",
        "s_tallest",
        "s_plants",
        "s_plantscore",
        "s_cleanup",
        "s_next",
    }
)


def log(
    s: WoudState, text: str, seat: int | None = None, where: tuple[object, ...] = (),
    **params: object,
) -> None:
    """A public log line; ``where`` names the piles ("pile", index) or forests
    ("forest", seat) it is about, lit when the line is hovered."""
    if not where and seat is not None:
        where = (("forest", seat),)
    s.log.append(LogEntry(text, seat, dict(params), where))


def name(s: WoudState, seat: int) -> str:
    if seat == s.spirit:
        return "Bosgeest"
    return s.names[seat] if seat < len(s.names) else f"P{seat + 1}"


# --- decks --------------------------------------------------------------------------
def current_deck(s: WoudState) -> list[str]:
    return s.decks[s.season]


def refill(s: WoudState) -> str | None:
    """A card from the current season deck for a New Growth pile (none once it is out)."""
    deck = current_deck(s)
    return deck.pop() if deck else None


def draw_effect(s: WoudState) -> str | None:
    """A card an effect makes you draw: the current deck, then the next seasons' decks,
    then the cards set aside at setup, then the reshuffled discards."""
    for deck in s.decks[s.season :]:
        if deck:
            return deck.pop()
    if not s.set_aside and s.discard:
        s.set_aside = list(s.discard)
        s.discard.clear()
        s.rng.shuffle(s.set_aside)
        log(s, "The discards are shuffled into a new draw pile.")
    if s.set_aside:
        return s.set_aside.pop()
    return None


# --- piles --------------------------------------------------------------------------
def my_piles(s: WoudState, seat: int) -> list[int]:
    """Absolute indices of a seat's New Growth 1, 2 and 3."""
    return pile_order(s.players, seat)


def pile_order(players: int, seat: int) -> list[int]:
    """A seat's New Growth 1, 2 and 3 among the piles: with 3-4 players each pile lies
    between two neighbours (the one's 1, the other's 2) and the last is shared."""
    if players <= 2:
        return [0, 1, 2]
    return [seat, (seat - 1) % players, players]


def refill_count(s: WoudState, pile: int) -> int:
    """Cards a kept pile gets back: 2 for the shared centre in 3-4 players, else 1."""
    return 2 if s.players > 2 and pile == len(s.piles) - 1 else 1


def add_to_pile(s: WoudState, pile: int, n: int = 1) -> int:
    added = 0
    for _ in range(n):
        c = refill(s)
        if c is None:
            break
        s.piles[pile].append(c)
        added += 1
    return added


def take_pile(s: WoudState, pile: int) -> list[str]:
    cards = list(s.piles[pile])
    s.piles[pile].clear()
    s.face_up = [c for c in s.face_up if c not in cards]
    return cards


# --- forests ------------------------------------------------------------------------
def new_tree(s: WoudState, forest: Forest, trunk: str) -> Tree:
    s.tree_counter += 1
    tree = Tree(f"tree-{s.tree_counter}", [trunk])
    forest.trees.append(tree)
    return tree


def open_trees(forest: Forest) -> list[Tree]:
    return [t for t in forest.trees if not t.complete]


def discardable(forest: Forest, what: str) -> list[str]:
    """Cards of a forest that an effect may discard.

    any: every card but those of scored trees (a canopy goes before the last trunk
    under it, so no canopy is ever left without a trunk); plant; animal; mold: a plant
    of the largest plant group."""
    if what == "plant":
        return [c for c in forest.cards if card(c).is_plant]
    if what == "animal":
        return [c for c in forest.cards if card(c).is_animal]
    if what == "mold":
        groups: dict[str, list[str]] = {}
        for c in forest.cards:
            if card(c).is_plant:
                groups.setdefault(card(c).kind, []).append(c)
        if not groups:
            return []
        most = max(len(g) for g in groups.values())
        return [c for g in groups.values() if len(g) == most for c in g]
    out = list(forest.cards)
    for t in reversed(forest.trees):
        if t.scored >= 0:
            continue
        if t.canopy:
            out.append(t.canopy)
        if not t.canopy or len(t.trunks) > 1:
            out.extend(reversed(t.trunks))
    return out


def remove_card(s: WoudState, forest: Forest, cid: str) -> None:
    """Take a card out of a forest onto the discard pile (with anything under it)."""
    if cid in forest.cards:
        forest.cards.remove(cid)
    else:
        for t in forest.trees:
            if t.canopy == cid:
                t.canopy = None
                break
            if cid in t.trunks:
                t.trunks.remove(cid)
                if not t.trunks:
                    forest.trees.remove(t)
                break
    s.discard.append(cid)
    for tucked in forest.under.pop(cid, []):
        s.discard.append(tucked)
    forest.acquired.pop(cid, None)


def lasting_threats(forest: Forest) -> int:
    return sum(1 for c in forest.cards if card(c).kind in LASTING_THREATS)


def active_animals(
    s: WoudState, seat: int, species: str, *, this_turn_ok: bool = False
) -> list[str]:
    """The seat's active cards of a species whose ability may be used now: once per
    season, never on the turn the animal came, never for the Bosgeest."""
    return usable_animals(s, seat, this_turn_ok=this_turn_ok).get(species, [])


def usable_animals(
    s: WoudState, seat: int, *, this_turn_ok: bool = False
) -> dict[str, list[str]]:
    """``active_animals`` of every species at once, in forest order: the legal actions
    ask for several species in every position of a search, and one pass over the
    forest serves them all."""
    if seat == s.spirit:
        return {}
    forest = s.forests[seat]
    of_species = active_species()  # one lookup per card instead of reading each Card
    out: dict[str, list[str]] = {}
    for c in forest.cards:
        species = of_species.get(c)
        if species is None or c in forest.used:
            continue
        if not this_turn_ok and forest.acquired.get(c, -1) == s.turn:
            continue
        out.setdefault(species, []).append(c)
    return out


def add_summary(s: WoudState, category: str, seat: int, pts: int) -> None:
    row = s.summary[s.season].setdefault(category, [0] * s.seats)
    row[seat] += pts
    s.points[seat] += pts


# --- tasks --------------------------------------------------------------------------
def push_front(s: WoudState, *tasks: Task) -> None:
    s.tasks[0:0] = list(tasks)


def push_before_turn_end(s: WoudState, task: Task) -> None:
    """Queue a task after the current ones of this turn but before the turn ends."""
    for i, t in enumerate(s.tasks):
        if t.kind in AUTO:
            s.tasks.insert(i, task)
            return
    s.tasks.append(task)


def discard_task(seat: int, n: int, what: str, reason: str, optional: bool = False) -> Task:
    return Task("discard", seat, {"n": n, "what": what, "reason": reason, "optional": optional})
