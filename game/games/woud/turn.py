"""A player's turn: start-of-turn abilities, looking at the New Growth piles in order,
keeping one or returning it, and the season card when all three are returned."""

from __future__ import annotations

from game.games.woud import bosgeest
from game.games.woud.data import card, kind_of
from game.games.woud.flow import (
    active_animals,
    add_to_pile,
    current_deck,
    discardable,
    draw_effect,
    log,
    my_piles,
    name,
    refill_count,
    remove_card,
    take_pile,
    usable_animals,
)
from game.games.woud.season import begin_season_end
from game.games.woud.state import Task, WoudState
from game.i18n import N_, counted


def start_turn(s: WoudState, seat: int) -> None:
    """A new turn for ``seat``, or the season's end when none of its piles has cards."""
    s.turn += 1
    s.current = seat
    s.looking = -1
    s.peek = -1
    s.reveals += 1
    s.forests[seat].pitcher_used = False
    if not any(s.piles[p] for p in my_piles(s, seat)):
        begin_season_end(s)
        return
    if seat == s.spirit:
        bosgeest.take_turn(s)
        s.tasks += [Task("place", seat), Task("end_turn", seat)]
        return
    s.start_phase = bool(start_abilities(s))
    if not s.start_phase:
        look_at(s, 0)


# an ability open before the first pile: (animal or fungi, its card, the pile a toucan
# peeks at or the card discarded with the fungi)
Ability = tuple[str, str, int | str]


def start_abilities(s: WoudState) -> list[Ability]:
    """Abilities open before the first pile: frog, toucan, tamarin, coincap fungi."""
    seat = s.current
    out: list[Ability] = []
    usable = usable_animals(s, seat)
    if current_deck(s):
        out += [("frog", c, "") for c in usable.get("frog", ())]
    for c in usable.get("toucan", ()):
        out += [("toucan", c, i) for i, p in enumerate(my_piles(s, seat)) if s.piles[p]]
    out += [("tamarin", c, "") for c in usable.get("tamarin", ())]
    forest = s.forests[seat]
    kind = kind_of()  # asked at every turn of a search
    for f in forest.cards:
        if kind[f] == "fungi":
            out += [("fungi", f, o) for o in discardable(forest, "any") if o != f]
    return out


def begin(s: WoudState) -> None:
    """Start-of-turn abilities done: look at New Growth 1."""
    s.start_phase = False
    s.peek = -1
    look_at(s, 0)


def frog(s: WoudState, animal: str) -> None:
    seat = s.current
    s.peek = -1  # the peek ends: a frog's new cards must not show in the peeked pile
    s.forests[seat].used.append(animal)
    for p in my_piles(s, seat):
        add_to_pile(s, p)
    log(s, "{who}'s poison dart frog adds a card to each New Growth pile.", seat,
        who=name(s, seat))


def toucan(s: WoudState, animal: str, pile: int) -> None:
    seat = s.current
    s.forests[seat].used.append(animal)
    s.peek = my_piles(s, seat)[pile]
    s.reveals += 1
    log(s, "{who}'s toucan peeks at New Growth {n}.", seat, who=name(s, seat), n=pile + 1)


def tamarin(s: WoudState, animal: str) -> None:
    seat = s.current
    forest = s.forests[seat]
    s.peek = -1
    forest.used.append(animal)
    for _ in range(3):
        c = draw_effect(s)
        if c is not None:
            forest.drawn.append(c)
    s.reveals += 1
    log(s, "{who}'s golden lion tamarin draws {n} cards.", seat, who=name(s, seat),
        n=len(forest.drawn))
    if forest.drawn:
        s.tasks.insert(0, Task("tamarin", seat))


def fungi(s: WoudState, fungus: str, other: str) -> None:
    seat = s.current
    forest = s.forests[seat]
    s.peek = -1
    remove_card(s, forest, fungus)
    remove_card(s, forest, other)
    c = draw_effect(s)
    s.reveals += 1
    log(s, "{who} discards a coincap fungi and another card to draw a card.", seat,
        who=name(s, seat))
    if c is not None:
        forest.incoming.append(c)
        s.tasks.insert(0, Task("place", seat))


def look_at(s: WoudState, k: int) -> None:
    """Look at the seat's New Growth k (or the next one holding cards)."""
    piles = my_piles(s, s.current)
    while k < 3 and not s.piles[piles[k]]:
        k += 1
    s.looking = k if k < 3 else -1
    s.reveals += 1


def can_return(s: WoudState) -> bool:
    """Once the season deck is out, the last pile with cards cannot be refused."""
    if current_deck(s):
        return True
    piles = my_piles(s, s.current)
    return any(s.piles[piles[j]] for j in range(s.looking + 1, 3))


def do_keep(s: WoudState, goliath: str) -> None:
    seat = s.current
    forest = s.forests[seat]
    pile = my_piles(s, seat)[s.looking]
    cards = take_pile(s, pile)
    who = name(s, seat)
    log(
        s,
        counted("{who} keeps New Growth {n} ({c} card).", "{who} keeps New Growth {n} ({c} cards).",
                "c"),
        seat,
        (("pile", pile), ("forest", seat)),
        who=who,
        n=s.looking + 1,
        c=len(cards),
    )
    if goliath:
        forest.used.append(goliath)
        threats = [c for c in cards if card(c).is_threat]
        cards = [c for c in cards if c not in threats]
        s.piles[pile].extend(threats)
        add_to_pile(s, pile)
        log(s, "{who}'s goliath bird-eater leaves the threats behind, face down.", seat, who=who)
    else:
        add_to_pile(s, pile, refill_count(s, pile))
    forest.incoming.extend(cards)
    forest.from_pile = list(cards)
    forest.pitcher_used = False
    s.last_taker = seat
    _end_pile_phase(s)


def do_return(s: WoudState, animal: str, taken: str) -> None:
    seat = s.current
    forest = s.forests[seat]
    pile = my_piles(s, seat)[s.looking]
    who = name(s, seat)
    species = card(animal).species if animal else ""
    if species:
        forest.used.append(animal)
    if species == "boa":
        s.piles[pile].remove(taken)
        if taken in s.face_up:
            s.face_up.remove(taken)
        forest.incoming.append(taken)
        log(
            s,
            "{who}'s tree boa takes one card from New Growth {n}.",
            seat,
            who=who,
            n=s.looking + 1,
        )
    elif species == "hoatzin":
        s.piles[pile].remove(taken)
        if taken in s.face_up:
            s.face_up.remove(taken)
        forest.under.setdefault(animal, []).append(taken)
        log(s, "{who} tucks a card under the hoatzin.", seat, who=who)
    elif species == "howler":
        s.discard.extend(take_pile(s, pile))
        log(s, "{who}'s howler monkey discards New Growth {n}.", seat, who=who, n=s.looking + 1)
    if s.spirit >= 0 and seat != s.spirit:
        # solo: returned threats lie face up for the Bosgeest's pile choice
        for c in s.piles[pile]:
            if card(c).is_threat and c not in s.face_up:
                s.face_up.append(c)
    added = add_to_pile(s, pile)
    log(
        s,
        "{who} returns New Growth {n}{plus}.",
        seat,
        (("pile", pile),),
        who=who,
        n=s.looking + 1,
        plus=N_(" with a card added") if added else "",  # a message: translated when drawn
    )
    if s.looking < 2 and any(s.piles[p] for p in my_piles(s, seat)[s.looking + 1 :]):
        look_at(s, s.looking + 1)
        return
    # all three returned: the top season card, or two with the sloth
    s.looking = -1
    sloths = active_animals(s, seat, "sloth")
    if sloths:
        s.tasks.insert(0, Task("sloth", seat, {"sloth": sloths[0]}))
    else:
        take_season_cards(s, 1, "")


def take_season_cards(s: WoudState, count: int, sloth: str) -> None:
    seat = s.current
    forest = s.forests[seat]
    if sloth:
        forest.used.append(sloth)
    got = 0
    for _ in range(count):
        c = draw_effect(s)
        if c is not None:
            forest.incoming.append(c)
            got += 1
    s.reveals += 1
    log(
        s,
        counted("{who} returned all three piles and takes {n} season card.",
                "{who} returned all three piles and takes {n} season cards."),
        seat,
        who=name(s, seat),
        n=got,
    )
    forest.from_pile = []
    _end_pile_phase(s)


def _end_pile_phase(s: WoudState) -> None:
    s.looking = -1
    s.tasks += [Task("place", s.current), Task("end_turn", s.current)]


def end_turn(s: WoudState) -> None:
    start_turn(s, (s.current + 1) % s.seats)
