"""The steps of a Renature turn once an action is checked: laying a domino, mushrooms,
planting, taking clouds and plants back, scoring closed regions, refilling the hand and
passing the turn on. Pure; the action handlers (actions.py) call these."""

from __future__ import annotations

from game.core import LogEntry
from game.games.renature import placement, scoring
from game.games.renature.clouds import (
    any_choice_at_the_end,
    cloud_room,
    return_board,
    take_back_problem,
)
from game.games.renature.data import (
    NEIGHBOURS,
    NEUTRAL,
    board,
    colour_names,
    coord,
    dominoes,
    plant_colour,
    plant_kind,
    plant_value,
    region_tiles,
)
from game.games.renature.state import DOMINO, END, MUSHROOM, OVER, PLANT, RenatureState
from game.i18n import _, counted


def lay(s: RenatureState, domino: str, at_first: int, at_second: int) -> None:
    b = board(s.board)
    seat = s.current
    first, second = dominoes()[domino]
    s.hands[seat].remove(domino)
    s.animals[at_first] = first
    s.animals[at_second] = second
    s.domino_at[at_first] = domino
    s.domino_at[at_second] = domino
    s.placed.append((domino, at_first, at_second))
    s.last = (at_first, at_second)
    s.log.append(
        LogEntry(
            "{player} lays {a}/{b} on {where}",
            seat,
            {
                "player": s.names[seat],
                "a": first,
                "b": second,
                "where": f"{coord(at_first)}-{coord(at_second)}",
            },
            (at_first, at_second),
        )
    )
    # Valley front: clouds on meadows go to whoever covers them
    for c in (at_first, at_second):
        if s.board_clouds.get(c) and c in b.domino_spaces:
            take_clouds(s, c)
    if b.valley:
        covered = sum(1 for c in (at_first, at_second) if c in b.stumps)
        s.pending_mushrooms = min(covered, len(s.mushroom_supply))


def after_lay(s: RenatureState) -> bool:
    """After the domino: mushrooms, then the plant step; True if a domino was drawn."""
    if s.pending_mushrooms and placement.mushroom_spaces(s):
        s.phase = MUSHROOM
        return False
    s.pending_mushrooms = 0
    return to_plant(s)


def mushroom_done(s: RenatureState) -> bool:
    """One pending mushroom placed or skipped: the next one, or on to the plant step."""
    s.pending_mushrooms -= 1
    if s.pending_mushrooms <= 0 or not placement.mushroom_spaces(s):
        s.pending_mushrooms = 0
        return to_plant(s)
    return False


def to_plant(s: RenatureState) -> bool:
    seat = s.current
    can_take_back = any(take_back_problem(s, c) is None for c in s.plants)
    if placement.plant_spaces(s) and (placement.plant_choices(s, seat) or can_take_back):
        s.phase = PLANT
        return False
    return score_closed(s)  # no plant possible: on to scoring and refill


def take_clouds(s: RenatureState, c: int) -> None:
    n = s.board_clouds.pop(c)
    seat = s.current
    kept = min(n, cloud_room(s, seat))
    s.clouds[seat] += kept
    s.box_clouds += n - kept
    s.log.append(
        LogEntry(
            counted("{player} takes {n} cloud from {where}",
                    "{player} takes {n} clouds from {where}"),
            seat,
            {"player": s.names[seat], "n": kept, "where": coord(c)},
            (c,),
        )
    )


def mushroom(s: RenatureState, c: int) -> None:
    mid = s.mushroom_supply.pop(0)
    s.mushrooms[c] = mid
    joined = sorted({s.region_of[n] for n in NEIGHBOURS[c] if n in s.region_of})
    letters = sorted({part for r in joined for part in r.split("+")})
    name = "+".join(letters)
    cells = [c]
    for r in joined:
        cells.extend(s.regions.pop(r))
    cells.sort()
    s.regions[name] = cells
    for x in cells:
        s.region_of[x] = name
    s.log.append(
        LogEntry(
            "{player} places a mushroom on {where}: region {region}",
            s.current,
            {"player": s.names[s.current], "where": coord(c), "region": name},
            (c, name),
        )
    )


def colour_label(key: str) -> str:
    return "neutral" if key == NEUTRAL else colour_names()[int(key)]


def plant(s: RenatureState, colour: str, kind: str, cell: int) -> None:
    seat = s.current
    key = f"{colour}:{kind}"
    src = next(b for b in s.boards[seat] if s.supply[b].get(key))
    pid = s.supply[src][key].pop()
    region = s.region_of[cell]
    if s.tile_cell.get(region) == cell:  # the region tile moves aside
        spare = [c for c in s.regions[region] if c not in s.plants and c != cell]
        s.tile_cell[region] = spare[0] if spare else None
    if s.board_clouds.get(cell):
        take_clouds(s, cell)
    s.plants[cell] = pid
    pts = scoring.plant_points(s, cell)
    s.score_plants[seat] += pts
    s.log.append(
        LogEntry(
            counted("{player} sets a plant ({kind}, {colour}) on {where} in region {region}: "
                    "{points} point",
                    "{player} sets a plant ({kind}, {colour}) on {where} in region {region}: "
                    "{points} points", "points"),
            seat,
            {
                "player": s.names[seat],
                "kind": kind,
                "colour": colour_label(colour),
                "where": coord(cell),
                "region": region,
                "points": pts,
            },
            (cell, region),
        )
    )


def take_back(s: RenatureState, c: int) -> None:
    seat = s.current
    pid = s.plants.pop(c)
    cost = plant_value(plant_kind(pid))
    s.clouds[seat] -= cost
    s.box_clouds += cost
    b = return_board(s, seat, pid)
    assert b is not None  # checked before
    s.supply[b][f"{plant_colour(pid)}:{plant_kind(pid)}"].append(pid)
    region = s.region_of[c]
    if s.tile_cell.get(region, 0) is None and region in s.tiles:
        s.tile_cell[region] = c
    s.log.append(
        LogEntry(
            counted("{player} pays {n} cloud to take back the {kind} on {where}",
                    "{player} pays {n} clouds to take back the {kind} on {where}"),
            seat,
            {"player": s.names[seat], "n": cost, "kind": plant_kind(pid), "where": coord(c)},
            (c,),
        )
    )


def score_closed(s: RenatureState) -> bool:
    """Step C.2 (base game only): score every region this domino closed, then refill."""
    b = board(s.board)
    if not b.valley and s.last:
        for region in sorted(s.regions):
            if region in s.closed or not placement.is_closed(s, b, region):
                continue
            score_region(s, region)
    return refill(s)


def score_region(s: RenatureState, region: str) -> None:
    seat = s.current
    tid = s.tiles.pop(region)
    s.tile_cell[region] = None
    tile = region_tiles()[tid]
    pts = scoring.region_points(s, region, tile.main, tile.secondary)
    for i, p in enumerate(pts):
        s.score_regions[i] += p
    s.closed[region] = seat
    s.owned_tiles[seat].append(tid)
    s.region_ledger.append((region, tuple(pts)))
    paid = ", ".join(f"{s.names[i]} +{p}" for i, p in enumerate(pts) if p)
    params = {"player": s.names[seat], "region": region, "paid": paid or _("nobody")}
    s.log.append(
        LogEntry("{player} closes region {region} and scores it: {paid}", seat, params, (region,))
    )


def refill(s: RenatureState) -> bool:
    """Step D, then the end-of-turn choice if a cloud action is affordable."""
    seat = s.current
    s.last = ()
    drew = False
    if s.reserves[seat]:
        s.hands[seat].append(s.reserves[seat].pop())
        drew = True
    s.phase = END
    if not any_choice_at_the_end(s):  # only "end turn": skip the question
        next_turn(s)
    return drew


def start_turn(s: RenatureState, seat: int) -> None:
    s.current = seat
    s.turn += 1
    s.phase = DOMINO
    s.last = ()


def next_turn(s: RenatureState) -> None:
    n = s.seats
    for step in range(1, n + 1):
        seat = (s.current + step) % n
        if s.hands[seat]:
            start_turn(s, seat)
            return
    s.phase = OVER
    s.turn += 1
    s.log.append(LogEntry("The game is over: final scoring"))
