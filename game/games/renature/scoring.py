"""Renature's scoring: plant points, region scoring, the final scoring and the sheet."""

from __future__ import annotations

from game.core import ScoreRow, ScoreSheet
from game.games.renature.data import (
    NEUTRAL,
    board,
    plant_facts,
    plant_kind,
    plant_table,
    plant_value,
    region_tiles,
    slot_values,
)
from game.games.renature.state import RenatureState
from game.i18n import _


def plant_points(s: RenatureState, cell: int) -> int:
    """Points for the plant just set on ``cell``: 1, plus 1 for every other plant in its
    region of equal or lower value, whatever its colour."""
    value = plant_value(plant_kind(s.plants[cell]))
    region = s.regions[s.region_of[cell]]
    others = sum(
        1
        for c in region
        if c != cell and c in s.plants and plant_value(plant_kind(s.plants[c])) <= value
    )
    return 1 + others


def colour_totals(s: RenatureState, region: str) -> dict[str, int]:
    """Total plant value per colour key (colour index as text, or "n") in a region."""
    totals: dict[str, int] = {}
    plants = s.plants
    table = plant_table()  # a search scores every region of every position
    for c in s.regions[region]:
        pid = plants.get(c)
        if pid is not None:
            facts = table.get(pid) or plant_facts(pid)
            totals[facts.colour] = totals.get(facts.colour, 0) + facts.value
    return totals


def award(totals: dict[str, int], main: int, secondary: int) -> dict[str, int]:
    """Points per colour key for one region: tied colours drop out; the highest gets
    ``main``, the second ``secondary``; a colour alone gets both; neutral is a colour
    that counts for the order but is never paid."""
    counts: dict[int, int] = {}
    for v in totals.values():
        counts[v] = counts.get(v, 0) + 1
    left = sorted(((v, k) for k, v in totals.items() if v > 0 and counts[v] == 1), reverse=True)
    out: dict[str, int] = {}
    if len(left) == 1:
        out[left[0][1]] = main + secondary
    elif len(left) >= 2:
        out[left[0][1]] = main
        out[left[1][1]] = secondary
    out.pop(NEUTRAL, None)
    return out


def seat_of_colour(s: RenatureState) -> dict[str, int]:
    return {str(col): seat for seat, cols in enumerate(s.colours) for col in cols}


def region_points(s: RenatureState, region: str, main: int, secondary: int) -> list[int]:
    """Points per seat if ``region`` were scored now with these numbers."""
    out = [0] * s.seats
    _pay(out, colour_totals(s, region), main, secondary, seat_of_colour(s))
    return out


def _pay(
    out: list[int], totals: dict[str, int], main: int, secondary: int, owner: dict[str, int]
) -> None:
    for key, pts in award(totals, main, secondary).items():
        if key in owner:
            out[owner[key]] += pts


def region_numbers(s: RenatureState, region: str) -> tuple[int, int] | None:
    """(main, secondary) the region pays: its tile in the base game, its size in Valley."""
    if board(s.board).valley:
        size = len(s.regions[region])
        return size, size // 2
    tid = s.tiles.get(region)
    if tid is None:
        return None
    tile = region_tiles()[tid]
    return tile.main, tile.secondary


def open_regions(s: RenatureState) -> list[str]:
    """Regions still to score at the end (all of them in Valley)."""
    return sorted(r for r in s.regions if r not in s.closed)


def final_region_points(s: RenatureState) -> list[int]:
    """What the open regions would pay if the game ended now (a search asks this of
    every position it weighs: only the regions holding plants are looked at)."""
    out = [0] * s.seats
    owner = seat_of_colour(s)
    for region, totals in _totals_by_region(s).items():
        if region in s.closed or region not in s.regions:
            continue
        numbers = region_numbers(s, region)
        if numbers is not None:
            _pay(out, totals, *numbers, owner)
    return out


def _totals_by_region(s: RenatureState) -> dict[str, dict[str, int]]:
    """``colour_totals`` of every region holding a plant, from one pass over the plants
    (quicker than reading every space of every region)."""
    table = plant_table()
    region_of = s.region_of
    found: dict[str, dict[str, int]] = {}
    for cell, pid in s.plants.items():
        facts = table.get(pid) or plant_facts(pid)
        totals = found.setdefault(region_of[cell], {})
        totals[facts.colour] = totals.get(facts.colour, 0) + facts.value
    return found


def plants_left(s: RenatureState, seat: int) -> list[str]:
    return [pid for b in s.boards[seat] for ids in s.supply[b].values() for pid in ids]


def _value_left(s: RenatureState, seat: int) -> int:
    """The value of the plants left on the seat's boards: each slot holds plants of one
    kind, so its count times their value (quicker than plant by plant)."""
    values = slot_values()
    total = 0
    for b in s.boards[seat]:
        for key, ids in s.supply[b].items():
            if ids:
                found = values.get(key)
                total += len(ids) * found if found is not None else sum(
                    plant_value(plant_kind(p)) for p in ids)
    return total


def final_rows(s: RenatureState) -> dict[str, list[int]]:
    """The end-of-game rows, as if the game ended now."""
    rows = {
        "regions": final_region_points(s),
        "clouds": list(s.clouds),
        "plants": [-_value_left(s, i) for i in range(s.seats)],
    }
    if not board(s.board).valley:
        tiles = region_tiles()
        rows["backs"] = [sum(tiles[t].back for t in s.owned_tiles[i]) for i in range(s.seats)]
    return rows


def score_sheet(s: RenatureState) -> ScoreSheet:
    over = s.phase == "over"
    valley = board(s.board).valley
    final = final_rows(s) if over else None

    def end(key: str) -> list[int | None]:
        return list(final[key]) if final else [None] * s.seats

    rows = [
        ScoreRow(_("Start"), list(s.score_start)),
        ScoreRow(_("Plants set"), list(s.score_plants)),
    ]
    if valley:
        rows.append(ScoreRow(_("Regions (end)"), end("regions")))
    else:
        rows.append(ScoreRow(_("Regions closed"), list(s.score_regions)))
        rows.append(ScoreRow(_("Open regions (end)"), end("regions")))
    rows.append(ScoreRow(_("Clouds left (end)"), end("clouds")))
    rows.append(ScoreRow(_("Plants left (end)"), end("plants")))
    if not valley:
        # the backs stay secret until the end
        rows.append(ScoreRow(_("Region tile backs (end)"), end("backs")))
    return ScoreSheet(rows)


def live_scores(s: RenatureState) -> list[int]:
    """The score track during play."""
    return [s.score_start[i] + s.score_plants[i] + s.score_regions[i] for i in range(s.seats)]


def winners(s: RenatureState, totals: list[int]) -> list[int]:
    """Most points; ties: base game, more region tiles; Valley, the majority in the
    largest region(s). Still tied: all of them win."""
    best = max(totals)
    tied = [i for i, t in enumerate(totals) if t == best]
    if len(tied) == 1:
        return tied
    if not board(s.board).valley:
        most = max(len(s.owned_tiles[i]) for i in tied)
        return [i for i in tied if len(s.owned_tiles[i]) == most]
    return _largest_region_majority(s, tied)


def _largest_region_majority(s: RenatureState, tied: list[int]) -> list[int]:
    """Among ``tied``, who holds the majority (the top colour after ties drop out) in the
    largest region; if several regions share the largest size, who holds it in most
    of them (this edition's reading of the tie-break)."""
    if not s.regions:
        return tied
    size = max(len(c) for c in s.regions.values())
    owner = seat_of_colour(s)
    wins = dict.fromkeys(tied, 0)
    for region, cells in s.regions.items():
        if len(cells) != size:
            continue
        paid = award(colour_totals(s, region), 2, 1)
        top = [k for k, v in paid.items() if v >= 2]
        for key in top:
            seat = owner.get(key)
            if seat in wins:
                wins[seat] += 1
    most = max(wins.values())
    if most == 0:
        return tied
    return [i for i in tied if wins[i] == most]
