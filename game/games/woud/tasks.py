"""The queue of pending steps: what each decision asks, how a decision on the step at
the head of the queue is carried out, the Bosgeest's own decisions, and running the
automatic steps until somebody must decide."""

from __future__ import annotations

from game.games.woud import bosgeest, season, turn
from game.games.woud.data import card, label
from game.games.woud.flow import (
    AUTO,
    discard_task,
    discardable,
    draw_effect,
    log,
    name,
    push_before_turn_end,
    push_front,
    remove_card,
)
from game.games.woud.placement import do_discard, do_place
from game.games.woud.state import Task, WoudState
from game.i18n import N_, N_n

PROMPTS = {
    "start": N_("Use an ability, or look at pile 1"),
    "pile": N_("Keep this pile or return it"),
    "place": N_("Place the cards you took"),
    "discard": N_("Discard a card"),
    "seeds": N_("Choose seed cards to keep"),
    "tamarin": N_("Keep one of the cards the tamarin brought"),
    "sloth": N_("Take one season card, or two with the sloth"),
    "lightning": N_("Lightning: both draw two, or both discard two"),
    "mantis": N_("Discard the mantis to add a plant to a group?"),
    "greatness": N_("Season of Greatness: take an animal"),
    "spirit_choice": N_("A tie: choose for the Bosgeest"),
}

DISCARD_PROMPTS: dict[str, str | tuple[str, str]] = {
    "drought": N_("Drought: discard another card of your forest"),
    "fire": N_n("Fire: discard {n} plant", "Fire: discard {n} plants"),
    "disease": N_n("Disease: discard {n} animal", "Disease: discard {n} animals"),
    "mold": N_("Mold: discard a plant of your largest group"),
    "lightning": N_n("Lightning: discard {n} card", "Lightning: discard {n} cards"),
    "jaguar": N_("The jaguar strikes: discard one of your animals"),
    "leafcutter ant": N_("Leafcutter ant: you may discard a card"),
}

PLANT_GROUPS = ("fern", "bromeliad", "monstera")


def greatness_options(s: WoudState, t: Task) -> list[str]:
    other = s.forests[t.data["from"]]
    return [c for c in other.cards if card(c).is_animal and c not in t.data["forbidden"]]


# --- decisions on the step at the head of the queue -----------------------------------
def discard(s: WoudState, t: Task, cid: str) -> None:
    if t.data.get("animal"):
        s.forests[t.seat].used.append(t.data["animal"])
    do_discard(s, t.seat, t, cid)


def skip(s: WoudState, t: Task) -> None:
    """Decline an optional discard, more seed cards, or the mantis."""
    if t.kind == "seeds":
        season.finish_seeds(s, t.seat)
    s.tasks.remove(t)


def choose(s: WoudState, t: Task, cid: str) -> None:
    """A card chosen for the step at the head of the queue."""
    CHOICES[t.kind](s, t, cid)


def _keep_seed(s: WoudState, t: Task, cid: str) -> None:
    seat, forest = t.seat, s.forests[t.seat]
    forest.drawn.remove(cid)
    forest.incoming.append(cid)
    log(s, "{who} keeps a seed card: {kind}.", seat, who=name(s, seat), kind=label(cid))
    t.data["left"] -= 1
    if t.data["left"] <= 0 or not forest.drawn:
        season.finish_seeds(s, seat)
        s.tasks.remove(t)


def _keep_tamarin_card(s: WoudState, t: Task, cid: str) -> None:
    forest = s.forests[t.seat]
    forest.drawn.remove(cid)
    forest.incoming.append(cid)
    s.discard.extend(forest.drawn)
    forest.drawn = []
    s.tasks.remove(t)
    s.tasks.insert(0, Task("place", t.seat))


def _take_animal(s: WoudState, t: Task, cid: str) -> None:
    """Season of Greatness: an animal from the tied forest."""
    seat, giver = t.seat, t.data["from"]
    s.tasks.remove(t)
    s.forests[giver].cards.remove(cid)
    s.forests[giver].acquired.pop(cid, None)
    s.forests[seat].cards.append(cid)
    for later in s.tasks:
        if later.kind == "greatness" and later.seat == giver and later.data["from"] == seat:
            later.data["forbidden"].append(cid)
    log(s, "{who} takes an animal from {other}.", seat, who=name(s, seat), other=name(s, giver))


def _choose_for_spirit(s: WoudState, t: Task, option: str) -> None:
    """The player breaks the Bosgeest's tie; its own step follows in the queue."""
    s.tasks.remove(t)
    spirit_task = s.tasks[0]
    if spirit_task.kind == "discard":
        discard(s, spirit_task, option)
    else:
        choose(s, spirit_task, option)
    _note_spirit(s)


CHOICES = {
    "seeds": _keep_seed,
    "tamarin": _keep_tamarin_card,
    "greatness": _take_animal,
    "spirit_choice": _choose_for_spirit,
}


def take_season(s: WoudState, t: Task, count: int, sloth: str) -> None:
    s.tasks.remove(t)
    turn.take_season_cards(s, count, sloth)


def lightning(s: WoudState, t: Task, mode: str, target: int) -> None:
    """Both the player and ``target`` draw two cards, or both discard two."""
    seat = t.seat
    s.tasks.remove(t)
    hit = [seat, target]
    if mode == "draw":
        for who in hit:
            for _i in range(2):
                c = draw_effect(s)
                if c is not None:
                    s.forests[who].incoming.append(c)
            s.reveals += 1
            if who != seat:
                push_before_turn_end(s, Task("place", who))
        log(s, "Lightning: {a} and {b} each draw two cards.", seat, a=name(s, seat),
            b=name(s, target))
    else:
        push_front(s, *[discard_task(who, 2, "any", "lightning") for who in hit])
        log(s, "Lightning: {a} and {b} each discard two cards.", seat, a=name(s, seat),
            b=name(s, target))


def mantis(s: WoudState, t: Task, animal: str, kind: str) -> None:
    """The mantis is discarded and counts as a plant of ``kind`` in this scoring."""
    seat = t.seat
    s.tasks.remove(t)
    remove_card(s, s.forests[seat], animal)
    s.tasks[0].data["extra"] = kind
    log(s, "{who}'s mantis joins the {kind} group.", seat, who=name(s, seat), kind=kind)


# --- the Bosgeest -------------------------------------------------------------------
def _note_spirit(s: WoudState) -> None:
    if s.log and s.log[-1].seat == s.spirit:
        entry = s.log[-1]
        s.spirit_steps.append(entry.text.format(**entry.params))
        s.spirit_log.append(len(s.log) - 1)


def spirit_step(s: WoudState, t: Task) -> None:
    """One automatic decision of the Bosgeest; on a true tie the player chooses."""
    forest = s.forests[s.spirit]
    if t.kind == "place":
        forest.incoming = bosgeest.placement_order(forest.incoming)
        cid = forest.incoming[0]
        do_place(s, s.spirit, cid, bosgeest.place_target(s, cid))
        _note_spirit(s)
        return
    if t.kind == "discard":
        best = bosgeest.best_options(s, t, discardable(forest, t.data["what"]))
        if len(best) == 1:
            discard(s, t, best[0])
            _note_spirit(s)
        else:
            s.tasks.insert(0, Task("spirit_choice", 0, {"options": best, "task": t.kind}))
        return
    if t.kind == "seeds":
        best = bosgeest.best_options(s, t, list(forest.drawn))
        now = bosgeest.value(s, forest)
        gain = bosgeest.value(s, bosgeest.with_card(s, forest, best[0]))
        if gain < now:
            skip(s, t)
        elif len(best) == 1:
            choose(s, t, best[0])
            _note_spirit(s)
        else:
            s.tasks.insert(0, Task("spirit_choice", 0, {"options": best, "task": t.kind}))
        return
    s.tasks.remove(t)  # abilities do nothing for the Bosgeest


# --- running the queue ----------------------------------------------------------------
def _void(s: WoudState, t: Task) -> bool:
    """A step with nothing left to do (no card to place, none to discard ...)."""
    forest = s.forests[t.seat]
    if t.kind == "place":
        return not forest.incoming
    if t.kind == "discard":
        return t.data["n"] <= 0 or not discardable(forest, t.data["what"])
    if t.kind in ("seeds", "tamarin"):
        return not forest.drawn
    if t.kind == "greatness":
        return not greatness_options(s, t)
    return False


def advance(s: WoudState) -> None:
    """Run automatic steps until a player must decide (or the game is over)."""
    while not s.over and s.tasks:
        t = s.tasks[0]
        if _void(s, t):
            s.tasks.pop(0)
        elif t.kind in AUTO:
            s.tasks.pop(0)
            if t.kind == "end_turn":
                turn.end_turn(s)
            elif t.kind == "s_next":
                start = season.next_season(s)
                if start is not None:
                    turn.start_turn(s, start)
            else:
                season.run(s, t)
        elif t.seat == s.spirit:
            spirit_step(s, t)
        else:
            return
