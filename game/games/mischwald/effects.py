"""What a played card sets off (mushrooms, effects, bonuses) as pending steps, and
resolving them one by one until the turn passes on. No pygame here."""

from __future__ import annotations

from game.games.mischwald.data import SIDES, Effect, species_of
from game.games.mischwald.deck import draw_cards, reveal
from game.games.mischwald.placement import bonus_met, free_options, place
from game.games.mischwald.state import CLEARING_LIMIT, HAND_LIMIT, MwState, Step, log
from game.i18n import counted


def trigger_steps(s: MwState, p: int, card: str, slot: str) -> list[Step]:
    """One optional draw per mushroom of seat ``p`` that this placement sets off.
    A mushroom works from the owner's next turn on."""
    if slot in ("tree", "sapling"):
        what = {"tree"}
    else:
        what = {slot}
        if "paw" in species_of(card, slot).types:
            what.add("paw")
    steps: list[Step] = []
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


def effect_steps(s: MwState, p: int, entries: tuple[Effect, ...], why: str) -> list[Step]:
    """Card effect or bonus entries from the data turned into pending steps; counts
    ("a card per Hare") are taken now, when the card has just been played."""
    steps: list[Step] = []
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
                p, (("clearing",), ("cave", p)), n=moved)
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
                       "{name} draws {n} cards for the raccoon."), p,
            (("deck",), ("hand", p)), n=got)


def end_turn(s: MwState) -> None:
    if len(s.clearing) >= CLEARING_LIMIT:
        s.discard.extend(s.clearing)
        log(s, "The clearing holds {n} cards and is emptied.", None, (("clearing",),),
            n=len(s.clearing))
        s.clearing.clear()
    s.phase = "turn"
    s.turn += 1
    if s.extra > 0:
        s.extra -= 1
        log(s, "{name} takes an extra turn.", s.current)
    else:
        s.current = (s.current + 1) % s.players
