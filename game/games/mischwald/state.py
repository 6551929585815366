"""The Mischwald state and the mechanics every action shares (drawing, placing,
effect steps, ending a turn). No pygame here."""

from __future__ import annotations

import dataclasses
from typing import Any

from game.core import BaseState, LogEntry
from game.games.mischwald.data import (
    CARDS,
    SIDES,
    SPECIES,
    WINTER_IDS,
    card_symbols,
    species_of,
    symbol_of,
)
from game.i18n import counted

HAND_LIMIT = 10
CLEARING_LIMIT = 10
WINTERS_TO_END = 3
WINTER_SET = frozenset(WINTER_IDS)


def new_tree(card: str, sapling: bool) -> dict[str, Any]:
    return {"card": card, "sapling": sapling, "top": [], "bottom": [], "left": [], "right": []}


@dataclasses.dataclass
class MwState(BaseState):
    names: list[str] = dataclasses.field(default_factory=list)
    deck: list[str] = dataclasses.field(default_factory=list)  # the top card is last
    winter_zone: int = 0  # size of the bottom pile that held the winter cards
    hands: list[list[str]] = dataclasses.field(default_factory=list)
    clearing: list[str] = dataclasses.field(default_factory=list)
    winters: list[str] = dataclasses.field(default_factory=list)
    removed: list[str] = dataclasses.field(default_factory=list)  # boxed unseen at setup
    redrawn: list[list[str]] = dataclasses.field(default_factory=list)  # boxed by a redraw
    discard: list[str] = dataclasses.field(default_factory=list)  # clearings taken away
    caves: list[list[str]] = dataclasses.field(default_factory=list)
    forests: list[list[dict[str, Any]]] = dataclasses.field(default_factory=list)
    placed_turn: dict[str, int] = dataclasses.field(default_factory=dict)
    current: int = 0
    phase: str = "turn"  # redraw, turn, draw2, pay, steps, over
    redraw_queue: list[int] = dataclasses.field(default_factory=list)
    play: dict[str, Any] | None = None  # the card being paid for
    steps: list[dict[str, Any]] = dataclasses.field(default_factory=list)
    extra: int = 0  # extra turns still owed to the current player

    @property
    def players(self) -> int:
        return len(self.hands)

    @property
    def over(self) -> bool:
        return self.phase == "over"


def clone_state(s: MwState) -> MwState:
    """A fast deep copy: the state is lists and dicts of strings and ints."""
    c = dataclasses.replace(s)
    c.rng = type(s.rng)()
    c.rng.setstate(s.rng.getstate())
    c.log = list(s.log)  # entries are never changed once written
    c.names = list(s.names)
    c.deck = list(s.deck)
    c.hands = [list(h) for h in s.hands]
    c.clearing = list(s.clearing)
    c.winters = list(s.winters)
    c.removed = list(s.removed)
    c.redrawn = [list(h) for h in s.redrawn]
    c.discard = list(s.discard)
    c.caves = [list(h) for h in s.caves]
    c.forests = [[_copy_tree(t) for t in f] for f in s.forests]
    c.placed_turn = dict(s.placed_turn)
    c.redraw_queue = list(s.redraw_queue)
    c.play = None if s.play is None else {**s.play, "paid": list(s.play["paid"])}
    c.steps = [_copy_step(st) for st in s.steps]
    return c


def _copy_tree(t: dict[str, Any]) -> dict[str, Any]:
    return {
        "card": t["card"],
        "sapling": t["sapling"],
        "top": list(t["top"]),
        "bottom": list(t["bottom"]),
        "left": list(t["left"]),
        "right": list(t["right"]),
    }


def _copy_step(st: dict[str, Any]) -> dict[str, Any]:
    c = dict(st)
    if "later" in c:
        c["later"] = [_copy_step(x) for x in c["later"]]
    return c


def log(s: MwState, text: str, seat: int | None = None, **params: Any) -> None:
    if seat is not None:
        params.setdefault("name", s.names[seat])
    s.log.append(LogEntry(text, seat, params))


# --- the deck -------------------------------------------------------------------------
def end_game(s: MwState) -> None:
    s.phase = "over"
    s.steps = []
    s.play = None
    s.extra = 0
    log(s, "The third winter card ends the game.")
    _log_breakdown(s)


def _log_breakdown(s: MwState) -> None:
    """Each forest's points card by card, for the log beside the results."""
    from game.games.mischwald.scoring import score_table

    for p, lines in enumerate(score_table(s.forests, [len(c) for c in s.caves])):
        parts = ", ".join(f"{ln.label} {ln.points}" for ln in lines if ln.points)
        total = sum(ln.points for ln in lines)
        log(s, "{name} scores {total}: {parts}.", p, total=total, parts=parts or "-")


def reveal(s: MwState) -> str | None:
    """The top card of the deck; winter cards are set aside and replaced. None when
    the third winter card has ended the game."""
    while s.deck:
        card = s.deck.pop()
        if card not in WINTER_SET:
            return card
        s.winters.append(card)
        log(s, "A winter card is revealed ({count} of 3).", count=len(s.winters))
        if len(s.winters) >= WINTERS_TO_END:
            end_game(s)
            return None
    end_game(s)  # unreachable with a proper deck: the winter cards lie at its bottom
    return None


def draw_cards(s: MwState, p: int, n: int) -> int:
    """Draw up to ``n`` cards into seat ``p``'s hand; draws at the hand limit are lost."""
    got = 0
    for _ in range(n):
        if s.over or len(s.hands[p]) >= HAND_LIMIT:
            break
        card = reveal(s)
        if card is None:
            break
        s.hands[p].append(card)
        got += 1
    return got


# --- placing --------------------------------------------------------------------------
def slot_problem(s: MwState, p: int, card: str, tree: int, slot: str) -> str | None:
    """Why ``card`` cannot go into ``slot`` of tree ``tree`` of seat ``p`` (None: it can)."""
    kind = CARDS[card].kind
    if slot == "sapling":
        return None
    if slot == "tree":
        return None if kind == "tree" else "Only a tree card can be played as a tree."
    if slot not in SIDES:
        return "There is no such place."
    if kind == "tree":
        return "A tree stands on its own; drop it into your forest."
    if (kind == "side") != (slot in ("left", "right")):
        if kind == "side":
            return "This card goes beside a tree, left or right."
        return "This card goes above or below a tree."
    forest = s.forests[p]
    if not 0 <= tree < len(forest):
        return "Place it at one of your trees."
    stack = forest[tree][slot]
    if not stack:
        return None
    sp = species_of(card, slot)
    rule = sp.stack
    if rule is None or any(species_of(c, slot).id != sp.id for c in stack):
        return "That side of the tree is taken."
    if rule["max"] and len(stack) >= rule["max"]:
        return "Two toads already share that place."
    if rule["later_turn"] and any(s.placed_turn.get(c, -1) >= s.turn for c in stack):
        return "A second toad may join only on a later turn."
    return None


def placements(s: MwState, p: int, card: str) -> list[tuple[int, str]]:
    """Every (tree, slot) the card could be played into, sapling included."""
    c = CARDS[card]
    if c.kind == "tree":
        return [(-1, "tree"), (-1, "sapling")]
    found = [(-1, "sapling")]
    sides = ("left", "right") if c.kind == "side" else ("top", "bottom")
    for t in range(len(s.forests[p])):
        for side in sides:
            if slot_problem(s, p, card, t, side) is None:
                found.append((t, side))
    return found


def place(s: MwState, p: int, card: str, tree: int, slot: str) -> None:
    """Put a card into the forest (no payment, no effects)."""
    s.placed_turn[card] = s.turn
    if slot in ("tree", "sapling"):
        s.forests[p].append(new_tree(card, slot == "sapling"))
        if slot == "sapling":
            log(s, "{name} plants a sapling.", p)
        else:
            log(s, "{name} plants a {species}.", p, species=species_of(card, "tree").en)
        return
    s.forests[p][tree][slot].append(card)
    log(s, "{name} places a {species} ({slot}).", p, species=species_of(card, slot).en, slot=slot)


def trigger_steps(s: MwState, p: int, card: str, slot: str) -> list[dict[str, Any]]:
    """One optional draw per mushroom of seat ``p`` that this placement sets off.
    A mushroom works from the owner's next turn on."""
    if slot in ("tree", "sapling"):
        what = {"tree"}
    else:
        what = {slot}
        if "paw" in species_of(card, slot).types:
            what.add("paw")
    steps = []
    for tree in s.forests[p]:
        for cid in tree["bottom"]:
            sp = species_of(cid, "bottom")
            if sp.trigger in what and s.placed_turn.get(cid, s.turn) < s.turn:
                steps.append({"k": "draw", "n": 1, "why": sp.id})
    return steps


def count_type(s: MwState, p: int, type_: str) -> int:
    n = 0
    for tree in s.forests[p]:
        if type_ == "tree":
            n += 1
        for side in SIDES:
            n += sum(1 for c in tree[side] if type_ in species_of(c, side).types)
    return n


def count_species(s: MwState, p: int, species: str) -> int:
    return sum(
        1
        for tree in s.forests[p]
        for side in SIDES
        for c in tree[side]
        if species_of(c, side).id == species
    )


def effect_steps(s: MwState, p: int, entries: tuple[dict, ...], why: str) -> list[dict]:
    """Card effect or bonus entries from the data turned into pending steps; counts
    ("a card per Hare") are taken now, when the card has just been played."""
    steps: list[dict] = []
    for e in entries:
        k = e["kind"]
        if k == "draw":
            steps.append({"k": "draw", "n": e["n"], "why": why})
        elif k == "draw_per_species":
            steps.append({"k": "draw", "n": count_species(s, p, e["species"]), "why": why})
        elif k == "draw_per_type":
            steps.append({"k": "draw", "n": count_type(s, p, e["type"]), "why": why})
        elif k == "extra_turn":
            steps.append({"k": "extra", "why": why})
        elif k == "place_free":
            steps.append({"k": "free", "type": e["type"], "many": e["many"], "why": why})
        elif k == "bear":
            steps.append({"k": "bear", "why": why})
        elif k == "raccoon":
            steps.append({"k": "raccoon", "n": 0, "why": why})
        elif k == "mole":
            steps.append({"k": "mole", "later": [], "why": why})
        else:
            raise ValueError(f"unknown effect kind {k!r}")
    return steps


def bonus_met(card: str, slot: str, paid: list[str]) -> bool:
    """Every payment card shows the played half's tree symbol (on either half)."""
    if slot == "sapling" or not paid:
        return False
    sym = symbol_of(card, slot)
    return all(sym in card_symbols(c) for c in paid)


def play_cost(card: str, slot: str) -> int:
    return 0 if slot == "sapling" else species_of(card, slot).cost


def finish_play(s: MwState) -> None:
    """The played card is paid: place it, reveal for a tree, queue its steps."""
    assert s.play is not None
    p, pl = s.current, s.play
    card, tree, slot = pl["card"], pl["tree"], pl["slot"]
    s.play = None
    s.phase = "steps"
    place(s, p, card, tree, slot)
    if slot in ("tree", "sapling"):
        shown = reveal(s)
        if shown is None:
            return
        s.clearing.append(shown)
    post = trigger_steps(s, p, card, slot)
    if slot != "sapling":
        sp = species_of(card, slot)
        post += effect_steps(s, p, sp.effect, sp.id)
        if bonus_met(card, slot, pl["paid"]) and sp.bonus:
            log(s, "{name} pays with matching symbols: the bonus applies.", p)
            post += effect_steps(s, p, sp.bonus, sp.id)
    if pl["mole"] and s.steps and s.steps[0]["k"] == "mole":
        s.steps[0]["later"].extend(post)
    else:
        s.steps[:0] = post
    advance(s)


def free_options(s: MwState, p: int, type_: str) -> list[tuple[str, int, str]]:
    found = []
    for card in s.hands[p]:
        c = CARDS[card]
        if c.kind not in ("side", "vert"):
            continue
        for t, slot in placements(s, p, card):
            if slot != "sapling" and type_ in species_of(card, slot).types:
                found.append((card, t, slot))
    return found


def advance(s: MwState) -> None:
    """Resolve steps that need no choice; stop at one that does, or end the turn."""
    p = s.current
    while not s.over and s.steps:
        st = s.steps[0]
        k = st["k"]
        if k == "draw" and (st["n"] <= 0 or len(s.hands[p]) >= HAND_LIMIT or not s.deck):
            s.steps.pop(0)
        elif k == "extra":
            s.steps.pop(0)
            s.extra += 1
            log(s, "{name} will take one more turn.", p)
        elif k == "bear":
            s.steps.pop(0)
            moved = len(s.clearing)
            s.caves[p].extend(s.clearing)
            s.clearing.clear()
            log(s, counted("{name}'s bear takes {n} card from the clearing into the cave.",
                          "{name}'s bear takes {n} cards from the clearing into the cave."),
                p, n=moved)
        elif k == "free" and not free_options(s, p, st["type"]):
            s.steps.pop(0)
        elif k in ("mole", "raccoon") and not s.hands[p]:
            finish_step(s)
        else:
            return  # a choice is needed
    if s.over:
        return
    end_turn(s)


def finish_step(s: MwState) -> None:
    """Close the head step: a Mole lets its cards' effects follow now, a Raccoon
    draws as many cards as went under the cave."""
    st = s.steps.pop(0)
    p = s.current
    if st["k"] == "mole":
        s.steps[:0] = st["later"]
    elif st["k"] == "raccoon" and st["n"]:
        got = draw_cards(s, p, st["n"])
        log(s, counted("{name} draws {n} card for the raccoon.",
                       "{name} draws {n} cards for the raccoon."), p, n=got)


def end_turn(s: MwState) -> None:
    if len(s.clearing) >= CLEARING_LIMIT:
        s.discard.extend(s.clearing)
        log(s, "The clearing holds {n} cards and is emptied.", n=len(s.clearing))
        s.clearing.clear()
    s.phase = "turn"
    s.turn += 1
    if s.extra > 0:
        s.extra -= 1
        log(s, "{name} takes an extra turn.", s.current)
    else:
        s.current = (s.current + 1) % s.players


def in_forest(s: MwState, p: int) -> list[str]:
    out = []
    for tree in s.forests[p]:
        out.append(tree["card"])
        for side in SIDES:
            out.extend(tree[side])
    return out


def species_name(species: str) -> str:
    return SPECIES[species].en
