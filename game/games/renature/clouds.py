"""Clouds: what the cloud actions cost, what a seat can afford, and where a plant taken
back returns to. Pure."""

from __future__ import annotations

from functools import cache

from game.games.renature.data import (
    NEUTRAL,
    components,
    plant_facts,
    plant_kind,
    plant_table,
    plant_value,
)
from game.games.renature.state import RenatureState
from game.i18n import _, _n


def cloud_costs() -> tuple[int, int]:
    """(changing the joker, another turn), as components.json says."""
    c = components()["clouds"]
    return int(c["cost_joker"]), int(c["cost_extra_turn"])


def per_board() -> int:
    """Cloud spaces on one plant board."""
    return int(components()["clouds"]["per_board"])


@cache
def cheapest_plant() -> int:
    """The fewest clouds taking a plant back can cost."""
    return min(int(v) for v in components()["plants"]["values"].values())


def cloud_room(s: RenatureState, seat: int) -> int:
    """Free cloud spaces on the seat's plant board(s)."""
    return per_board() * len(s.boards[seat]) - s.clouds[seat]


def return_board(s: RenatureState, seat: int, pid: str) -> int | None:
    """The seat's plant board with a free slot for plant ``pid``, if any."""
    key = plant_facts(pid).slot
    for b in s.boards[seat]:
        if len(s.supply[b].get(key, ())) < s.capacity[b].get(key, 0):
            return b
    return None


def _take_back_fault(s: RenatureState, cell: int) -> str | None:
    """What keeps the current seat from taking back the plant on ``cell``, as a key (a
    search asks this of every plant in every position; the message costs more)."""
    pid = s.plants.get(cell)
    if pid is None:
        return "none"
    facts = plant_facts(pid)
    if facts.colour != NEUTRAL and int(facts.colour) not in s.colours[s.current]:
        return "colour"
    if s.clouds[s.current] < facts.value:
        return "cost"
    if return_board(s, s.current, pid) is None:
        return "room"
    return None


def take_back_problem(s: RenatureState, cell: int) -> str | None:
    """Why the current seat may not take back the plant on ``cell`` now, if it may not."""
    fault = _take_back_fault(s, cell)
    if fault == "none":
        return _("There is no plant there.")
    if fault == "colour":
        return _("You may only take back your own or neutral plants.")
    if fault == "cost":
        cost = plant_value(plant_kind(s.plants[cell]))
        return _n("Taking that plant back costs {n} cloud.",
                  "Taking that plant back costs {n} clouds.", cost)
    if fault == "room":
        return _("Your plant board has no free space for it.")
    return None


def extra_turn_problem(s: RenatureState) -> str | None:
    cost = cloud_costs()[1]
    if s.clouds[s.current] < cost:
        return _("Another turn costs {n} clouds.", n=cost)
    if not s.hands[s.current]:
        return _("You have no domino left for another turn.")
    return None


def can_change_joker(s: RenatureState) -> bool:
    return s.clouds[s.current] >= cloud_costs()[0]


def taken_back(s: RenatureState) -> list[int]:
    """Cells whose plant the current seat may take back now."""
    seat = s.current
    clouds = s.clouds[seat]
    if clouds < cheapest_plant():
        return []
    # ``_take_back_fault`` is None, its checks made with the seat's colours and the slots
    # with room read once: a search asks this of every plant at every step of a turn's end
    mine = {NEUTRAL, *(str(c) for c in s.colours[seat])}
    room: dict[str, bool] = {}  # slot -> a board has a free place for it
    table = plant_table()
    out = []
    for c, pid in sorted(s.plants.items()):
        facts = table.get(pid) or plant_facts(pid)
        if facts.colour in mine and clouds >= facts.value:
            free = room.get(facts.slot)
            if free is None:
                free = room[facts.slot] = return_board(s, seat, pid) is not None
            if free:
                out.append(c)
    return out


def any_choice_at_the_end(s: RenatureState) -> bool:
    """Whether the end of the turn offers more than ending it: another turn or a cloud
    action (every animal but the joker can become the joker)."""
    return extra_turn_problem(s) is None or can_change_joker(s) or bool(taken_back(s))
