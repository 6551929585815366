"""Renature's rules (Kiesling & Kramer), with the Valley expansion and its variant side.

A turn is several decisions: lay a domino or return one to the box; in Valley, place a
mushroom for each stump covered; set a plant beside the domino or skip; then, if a
cloud action is affordable, end the turn or pay for another. Cloud actions (change the
joker, take a plant back) are open in every decision of one's own turn.
"""

from __future__ import annotations

import random
from typing import Any

from game.core import (
    Action,
    Decision,
    GameInfo,
    LogEntry,
    Options,
    Rules,
    ScoreSheet,
    Variant,
)
from game.games.renature import hidden, placement, scoring
from game.games.renature.data import (
    BOARDS,
    CELLS,
    KINDS,
    NEUTRAL,
    animals,
    board,
    colour_names,
    components,
    coord,
    dominoes,
    plant_colour,
    plant_kind,
    plant_value,
    region_tiles,
)
from game.games.renature.invariants import state_problems
from game.games.renature.setup import new_state
from game.games.renature.state import (
    ACTIONS,
    ChangeJoker,
    DiscardDomino,
    EndTurn,
    ExtraTurn,
    PlaceDomino,
    PlaceMushroom,
    PlacePlant,
    RenatureState,
    SkipMushroom,
    SkipPlant,
    TakeBack,
)
from game.i18n import N_, _, _n, counted

BOARD_VARIANT = Variant(
    "board",
    N_("Board"),
    BOARDS,
    (N_("Base game"), N_("Valley"), N_("Valley, variant side")),
    N_("Valley: meadows, stumps and mushrooms, scored only at the end."),
)


def cloud_costs() -> tuple[int, int]:
    c = components()["clouds"]
    return int(c["cost_joker"]), int(c["cost_extra_turn"])


def cloud_room(s: RenatureState, seat: int) -> int:
    """Free cloud spaces on the seat's plant board(s)."""
    return int(components()["clouds"]["per_board"]) * len(s.boards[seat]) - s.clouds[seat]


class RenatureRules(Rules):
    info = GameInfo(
        id="renature",
        title="Renature",
        min_players=2,
        max_players=4,
        blurb=N_("Lay animal dominoes along the stream and plant the regions beside them."),
        variants=(BOARD_VARIANT,),
        rules_file="rules/renature.md",
        colours=("orange", "blue", "black", "white"),
    )
    actions = ACTIONS

    # --- setup and decisions --------------------------------------------------------
    def setup(self, options: Options, seed: int) -> RenatureState:
        name = options.variant("board", BOARDS[0]) or BOARDS[0]
        return new_state(
            random.Random(seed), options.players, name, [x.name for x in options.seats]
        )

    def decision(self, s: RenatureState) -> Decision:
        if s.phase == "over":
            return Decision(None, "over", _("The game is over."), s.turn)
        prompts = {
            "domino": _("Lay a domino (R or right-click turns it), or drop one on the box."),
            "mushroom": _("Place the mushroom beside a region, or skip."),
            "plant": _("Set a plant beside your domino, or skip."),
            "end": _("End your turn, or pay 3 clouds for another.")
            if self._extra_turn_problem(s) is None
            else _("End your turn, or spend clouds first."),
        }
        return Decision(s.current, s.phase, prompts[s.phase], s.turn)

    def legal_actions(self, s: RenatureState) -> list[Action]:
        if s.phase == "over":
            return []
        acts: list[Action] = []
        if s.phase == "domino":
            acts.extend(placement.domino_placements(s))
            acts.extend(DiscardDomino(d) for d in s.hands[s.current])
        elif s.phase == "mushroom":
            acts.extend(PlaceMushroom(c) for c in placement.mushroom_spaces(s))
            acts.append(SkipMushroom())
        elif s.phase == "plant":
            acts.extend(self._plant_actions(s))
            acts.append(SkipPlant())
        elif s.phase == "end":
            acts.append(EndTurn())
            if self._extra_turn_problem(s) is None:
                acts.append(ExtraTurn())
        acts.extend(self._cloud_actions(s))
        return acts

    def _plant_actions(self, s: RenatureState) -> list[PlacePlant]:
        spaces = placement.plant_spaces(s)
        if not spaces:
            return []
        out = []
        for colour, kind in self._plant_choices(s, s.current):
            out.extend(PlacePlant(colour, kind, c) for c in spaces)
        return out

    def _plant_choices(self, s: RenatureState, seat: int) -> list[tuple[str, str]]:
        """(colour key, kind) the seat can still take from its plant board(s)."""
        found: list[tuple[str, str]] = []
        for b in s.boards[seat]:
            for key, ids in s.supply[b].items():
                if ids:
                    colour, kind = key.split(":")
                    if (colour, kind) not in found:
                        found.append((colour, kind))
        return found

    def _cloud_actions(self, s: RenatureState) -> list[Action]:
        seat = s.current
        out: list[Action] = []
        joker_cost, _extra = cloud_costs()
        if s.clouds[seat] >= joker_cost:
            out.extend(ChangeJoker(a) for a in animals() if a != s.joker)
        for c in sorted(s.plants):
            if self._take_back_problem(s, c) is None:
                out.append(TakeBack(c))
        return out

    # --- checks ---------------------------------------------------------------------
    def check(self, s: RenatureState, action: Action) -> str | None:
        if s.phase == "over":
            return _("The game is over.")
        if isinstance(action, ChangeJoker):
            if s.clouds[s.current] < cloud_costs()[0]:
                return _("Changing the joker costs {n} clouds.", n=cloud_costs()[0])
            if action.animal not in animals():
                return _("There is no such animal.")
            if action.animal == s.joker:
                return _("That animal is the joker already.")
            return None
        if isinstance(action, TakeBack):
            return self._take_back_problem(s, action.cell)
        if isinstance(action, PlaceDomino | DiscardDomino):
            if s.phase != "domino":
                return _("You have laid your domino this turn.")
            if isinstance(action, DiscardDomino):
                if action.domino not in s.hands[s.current]:
                    return _("That domino is not in your hand.")
                return None
            return placement.domino_problem(s, action)
        if isinstance(action, PlaceMushroom | SkipMushroom):
            if s.phase != "mushroom":
                return _("You have no mushroom to place.")
            if isinstance(action, PlaceMushroom) and action.cell not in placement.mushroom_spaces(
                s
            ):
                return _("A mushroom goes on a free meadow space beside a region.")
            return None
        if isinstance(action, PlacePlant | SkipPlant):
            if s.phase != "plant":
                return _("Plants are set right after laying a domino.")
            return self._plant_problem(s, action) if isinstance(action, PlacePlant) else None
        if isinstance(action, EndTurn | ExtraTurn):
            if s.phase != "end":
                return _("Finish laying and planting first.")
            return self._extra_turn_problem(s) if isinstance(action, ExtraTurn) else None
        return _("That move is not allowed now.")

    def _plant_problem(self, s: RenatureState, a: PlacePlant) -> str | None:
        if (a.colour, a.kind) not in self._plant_choices(s, s.current):
            return _("You have no such plant left.")
        if a.cell not in s.region_of:
            return _("Plants grow on region spaces only.")
        if a.cell in s.plants:
            return _("That space already holds a plant.")
        if a.cell not in placement.plant_spaces(s):
            return _("The plant must go beside the domino you just laid.")
        return None

    def _take_back_problem(self, s: RenatureState, cell: int) -> str | None:
        pid = s.plants.get(cell)
        if pid is None:
            return _("There is no plant there.")
        colour = plant_colour(pid)
        if colour != NEUTRAL and int(colour) not in s.colours[s.current]:
            return _("You may only take back your own or neutral plants.")
        cost = plant_value(plant_kind(pid))
        if s.clouds[s.current] < cost:
            return _n("Taking that plant back costs {n} cloud.",
                      "Taking that plant back costs {n} clouds.", cost)
        if self._return_board(s, s.current, pid) is None:
            return _("Your plant board has no free space for it.")
        return None

    def _return_board(self, s: RenatureState, seat: int, pid: str) -> int | None:
        key = f"{plant_colour(pid)}:{plant_kind(pid)}"
        for b in s.boards[seat]:
            if len(s.supply[b].get(key, ())) < s.capacity[b].get(key, 0):
                return b
        return None

    def _extra_turn_problem(self, s: RenatureState) -> str | None:
        cost = cloud_costs()[1]
        if s.clouds[s.current] < cost:
            return _("Another turn costs {n} clouds.", n=cost)
        if not s.hands[s.current]:
            return _("You have no domino left for another turn.")
        return None

    # --- performing -----------------------------------------------------------------
    def perform(self, s: RenatureState, action: Action) -> bool:
        seat = s.current
        if isinstance(action, ChangeJoker):
            s.clouds[seat] -= cloud_costs()[0]
            s.box_clouds += cloud_costs()[0]
            s.joker = action.animal
            s.log.append(
                LogEntry(
                    "{player} pays 2 clouds: the joker is now the {animal}",
                    seat,
                    {"player": s.names[seat], "animal": action.animal},
                )
            )
            return False
        if isinstance(action, TakeBack):
            self._take_back(s, action.cell)
            return False
        if isinstance(action, DiscardDomino):
            s.hands[seat].remove(action.domino)
            s.discarded.append(action.domino)
            a, b = dominoes()[action.domino]
            s.log.append(
                LogEntry(
                    "{player} returns {a}/{b} to the box",
                    seat,
                    {"player": s.names[seat], "a": a, "b": b},
                )
            )
            return self._refill(s)
        if isinstance(action, PlaceDomino):
            self._lay(s, action)
            return self._after_lay(s)
        if isinstance(action, PlaceMushroom | SkipMushroom):
            if isinstance(action, PlaceMushroom):
                self._mushroom(s, action.cell)
            s.pending_mushrooms -= 1
            if s.pending_mushrooms <= 0 or not placement.mushroom_spaces(s):
                s.pending_mushrooms = 0
                return self._to_plant(s)
            return False
        if isinstance(action, PlacePlant | SkipPlant):
            if isinstance(action, PlacePlant):
                self._plant(s, action)
            return self._score_closed(s)
        if isinstance(action, ExtraTurn):
            cost = cloud_costs()[1]
            s.clouds[seat] -= cost
            s.box_clouds += cost
            s.log.append(
                LogEntry("{player} pays 3 clouds for another turn", seat, {"player": s.names[seat]})
            )
            self._start_turn(s, seat)
            return False
        if isinstance(action, EndTurn):
            self._next_turn(s)
            return False
        raise ValueError(f"unknown action {action!r}")

    def _lay(self, s: RenatureState, a: PlaceDomino) -> None:
        b = board(s.board)
        seat = s.current
        first, second = dominoes()[a.domino]
        s.hands[seat].remove(a.domino)
        s.animals[a.first] = first
        s.animals[a.second] = second
        s.domino_at[a.first] = a.domino
        s.domino_at[a.second] = a.domino
        s.placed.append((a.domino, a.first, a.second))
        s.last = (a.first, a.second)
        s.log.append(
            LogEntry(
                "{player} lays {a}/{b} on {where}",
                seat,
                {
                    "player": s.names[seat],
                    "a": first,
                    "b": second,
                    "where": f"{coord(a.first)}-{coord(a.second)}",
                },
                (a.first, a.second),
            )
        )
        # Valley front: clouds on meadows go to whoever covers them
        for c in (a.first, a.second):
            if s.board_clouds.get(c) and c in b.domino_spaces:
                self._take_clouds(s, c)
        if b.valley:
            covered = sum(1 for c in (a.first, a.second) if c in b.stumps)
            s.pending_mushrooms = min(covered, len(s.mushroom_supply))

    def _after_lay(self, s: RenatureState) -> bool:
        """After the domino: mushrooms, then the plant step; True if a domino was drawn."""
        if s.pending_mushrooms and placement.mushroom_spaces(s):
            s.phase = "mushroom"
            return False
        s.pending_mushrooms = 0
        return self._to_plant(s)

    def _to_plant(self, s: RenatureState) -> bool:
        seat = s.current
        can_take_back = any(self._take_back_problem(s, c) is None for c in s.plants)
        if placement.plant_spaces(s) and (self._plant_choices(s, seat) or can_take_back):
            s.phase = "plant"
            return False
        return self._score_closed(s)  # no plant possible: on to scoring and refill

    def _take_clouds(self, s: RenatureState, c: int) -> None:
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

    def _mushroom(self, s: RenatureState, c: int) -> None:
        mid = s.mushroom_supply.pop(0)
        s.mushrooms[c] = mid
        joined = sorted({s.region_of[n] for n in placement.NEIGHBOURS[c] if n in s.region_of})
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

    def _plant(self, s: RenatureState, a: PlacePlant) -> None:
        seat = s.current
        key = f"{a.colour}:{a.kind}"
        src = next(b for b in s.boards[seat] if s.supply[b].get(key))
        pid = s.supply[src][key].pop()
        region = s.region_of[a.cell]
        if s.tile_cell.get(region) == a.cell:  # the region tile moves aside
            spare = [c for c in s.regions[region] if c not in s.plants and c != a.cell]
            s.tile_cell[region] = spare[0] if spare else None
        if s.board_clouds.get(a.cell):
            self._take_clouds(s, a.cell)
        s.plants[a.cell] = pid
        pts = scoring.plant_points(s, a.cell)
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
                    "kind": a.kind,
                    "colour": self._colour_label(a.colour),
                    "where": coord(a.cell),
                    "region": region,
                    "points": pts,
                },
                (a.cell, region),
            )
        )

    @staticmethod
    def _colour_label(key: str) -> str:
        return "neutral" if key == NEUTRAL else colour_names()[int(key)]

    def _take_back(self, s: RenatureState, c: int) -> None:
        seat = s.current
        pid = s.plants.pop(c)
        cost = plant_value(plant_kind(pid))
        s.clouds[seat] -= cost
        s.box_clouds += cost
        b = self._return_board(s, seat, pid)
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

    def _score_closed(self, s: RenatureState) -> bool:
        """Step C.2 (base game only): score every region this domino closed, then refill."""
        b = board(s.board)
        if not b.valley and s.last:
            for region in sorted(s.regions):
                if region in s.closed or not placement.is_closed(s, b, region):
                    continue
                self._score_region(s, region)
        return self._refill(s)

    def _score_region(self, s: RenatureState, region: str) -> None:
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
            LogEntry(
                "{player} closes region {region} and scores it: {paid}", seat, params, (region,)
            )
        )

    def _refill(self, s: RenatureState) -> bool:
        """Step D, then the end-of-turn choice if a cloud action is affordable."""
        seat = s.current
        s.last = ()
        drew = False
        if s.reserves[seat]:
            s.hands[seat].append(s.reserves[seat].pop())
            drew = True
        s.phase = "end"
        if len(self.legal_actions(s)) == 1:  # only "end turn": skip the question
            self._next_turn(s)
        return drew

    def _start_turn(self, s: RenatureState, seat: int) -> None:
        s.current = seat
        s.turn += 1
        s.phase = "domino"
        s.last = ()

    def _next_turn(self, s: RenatureState) -> None:
        n = s.seats
        for step in range(1, n + 1):
            seat = (s.current + step) % n
            if s.hands[seat]:
                self._start_turn(s, seat)
                return
        s.phase = "over"
        s.turn += 1
        s.log.append(LogEntry("The game is over: final scoring"))

    # --- views of the state ---------------------------------------------------------
    def observe(self, s: RenatureState, seat: int | None) -> dict[str, Any]:
        from game.games.renature.observe import observation

        return observation(s, seat)

    def score_sheet(self, s: RenatureState) -> ScoreSheet:
        return scoring.score_sheet(s)

    def winners(self, s: RenatureState) -> list[int]:
        return scoring.winners(s, self.score_sheet(s).totals)

    def clone(self, s: RenatureState) -> RenatureState:
        return s.copy()

    def hidden_from(self, s: RenatureState, seat: int | None) -> set[str]:
        return hidden.hidden_ids(s, seat)

    def redetermine(self, s: RenatureState, seat: int, rng: random.Random) -> RenatureState:
        return hidden.redeal(s, seat, rng)

    def invariants(self, s: RenatureState) -> list[str]:
        return state_problems(s)

    def evaluate(self, s: RenatureState, seat: int) -> float:
        """Score as if the game ended now (open regions, clouds, plants left), against
        the best other seat: it values planting and closing regions."""
        final = scoring.final_rows(s)
        live = scoring.live_scores(s)
        est = [
            live[i] + final["regions"][i] + final["clouds"][i] + final["plants"][i]
            for i in range(s.seats)
        ]
        others = [v for i, v in enumerate(est) if i != seat]
        return est[seat] - (max(others) if others else 0)

    def describe(self, s: RenatureState, action: Action) -> str:
        if isinstance(action, PlaceDomino):
            a, b = dominoes()[action.domino]
            return _(
                "Lay {a}/{b} on {where}",
                a=a,
                b=b,
                where=f"{coord(action.first)}-{coord(action.second)}",
            )
        if isinstance(action, DiscardDomino):
            a, b = dominoes()[action.domino]
            return _("Return {a}/{b} to the box", a=a, b=b)
        if isinstance(action, PlacePlant):
            return _(
                "Plant a {kind} ({colour}) on {where}",
                kind=action.kind,
                colour=self._colour_label(action.colour),
                where=coord(action.cell),
            )
        if isinstance(action, PlaceMushroom):
            return _("Place a mushroom on {where}", where=coord(action.cell))
        if isinstance(action, ChangeJoker):
            return _("Make the {animal} the joker (2 clouds)", animal=action.animal)
        if isinstance(action, TakeBack):
            pid = s.plants.get(action.cell, "P-n-grass-0")
            return _n(
                "Take back the {kind} on {where} ({n} cloud)",
                "Take back the {kind} on {where} ({n} clouds)",
                plant_value(plant_kind(pid)),
                kind=plant_kind(pid),
                where=coord(action.cell),
            )
        labels = {
            SkipMushroom: _("No mushroom"),
            SkipPlant: _("No plant"),
            ExtraTurn: _("Another turn (3 clouds)"),
            EndTurn: _("End turn"),
        }
        return labels.get(type(action), action.type_name)


__all__ = ["CELLS", "KINDS", "RenatureRules"]
