"""The end of a season (animals, seeds, threats, trees, plants and weather, clean-up),
the next season's setup and the end of the game."""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from game.games.woud import bosgeest
from game.games.woud.data import SeasonParams, card, season_cards, values
from game.games.woud.flow import (
    active_animals,
    add_summary,
    add_to_pile,
    discard_task,
    discardable,
    log,
    name,
    push_front,
)
from game.games.woud.scoring import (
    animal_points,
    completed_trees,
    kinds,
    plant_points,
    season_card_points,
    tree_points,
    weather_points,
)
from game.games.woud.state import Task, WoudState
from game.i18n import counted

STEPS = ("s_animals", "s_seeds", "s_threats", "s_trees")


def order_from(s: WoudState, first: int) -> list[int]:
    return [(first + i) % s.seats for i in range(s.seats)]


def begin_season_end(s: WoudState) -> None:
    """Queue the season's end steps. The player who took the last pile goes first in
    every step; in the solo game the player resolves every step before the Bosgeest."""
    s.looking = -1
    for p, pile in enumerate(s.piles):
        if pile:  # 3-4 players: piles no one can take leave the game
            s.discard.extend(pile)
            pile.clear()
            log(s, "New Growth pile {n} leaves the game with the season's end.", None, n=p + 1)
    s.face_up.clear()
    s.summary[s.season].setdefault("trees", [0] * s.seats)
    log(s, "Season {n} ends.", None, n=s.season + 1)
    if s.spirit >= 0:
        human, spirit = 0, s.spirit
        tasks = [Task(k, human) for k in STEPS] + [Task("s_plants", human)]
        tasks += [Task(k, spirit) for k in STEPS]
        tasks += [Task("s_tallest", human), Task("s_plants", spirit)]
    else:
        order = order_from(s, s.last_taker)
        tasks = [Task(k, seat) for k in STEPS for seat in order]
        tasks.append(Task("s_tallest", order[0]))
        tasks += [Task("s_plants", seat) for seat in order]
    tasks += [Task("s_cleanup", 0), Task("s_next", 0)]
    s.tasks += tasks


def run(s: WoudState, task: Task) -> None:
    """Carry out one automatic season step (but "s_next": ``next_season``)."""
    RUNNERS[task.kind](s, task.seat, task)


def _animals(s: WoudState, seat: int, task: Task) -> None:
    forest = s.forests[seat]
    new: list[Task] = []
    for hoatzin, tucked in list(forest.under.items()):
        if card(hoatzin).species == "hoatzin" and tucked:
            forest.incoming.extend(tucked)
            forest.under[hoatzin] = []
            log(
                s,
                counted("{who}'s hoatzin brings {n} card into the forest.",
                        "{who}'s hoatzin brings {n} cards into the forest."),
                seat,
                who=name(s, seat),
                n=len(tucked),
            )
            new.append(Task("place", seat))
    ants = active_animals(s, seat, "leafcutter", this_turn_ok=True)
    if ants and discardable(forest, "any"):
        t = discard_task(seat, 1, "any", "leafcutter ant", optional=True)
        t.data["animal"] = ants[0]
        new.append(t)
    if seat != s.spirit and any(
        card(c).species == "jaguar" and card(c).role == "active" for c in forest.cards
    ):
        for other in order_from(s, seat)[1:]:
            if discardable(s.forests[other], "animal"):
                new.append(discard_task(other, 1, "animal", "jaguar"))
    push_front(s, *new)


def _seeds(s: WoudState, seat: int, task: Task) -> None:
    forest = s.forests[seat]
    seeds = [c for c in forest.cards if card(c).kind == "seeds"]
    if not seeds:
        return
    fires = kinds(forest.cards)["fire"]
    n = values()["seed_draw"] + fires
    if s.season_effect() == "fertile_soil":
        n += 1
    keep = len(seeds)
    kinkajou = active_animals(s, seat, "kinkajou", this_turn_ok=True)
    if kinkajou:
        keep += 1
        forest.used.append(kinkajou[0])
    for c in seeds:
        forest.cards.remove(c)
        s.discard.append(c)
    for _ in range(min(n, len(s.seed_deck))):
        forest.drawn.append(s.seed_deck.pop())
    s.reveals += 1
    log(
        s,
        "{who} draws {n} seed cards and may keep {k}.",
        seat,
        who=name(s, seat),
        n=len(forest.drawn),
        k=keep,
    )
    push_front(s, Task("seeds", seat, {"left": keep}), Task("place", seat))


def finish_seeds(s: WoudState, seat: int) -> None:
    """Unchosen seed cards go back under the seed deck."""
    forest = s.forests[seat]
    s.seed_deck[0:0] = forest.drawn
    forest.drawn = []


def _threats(s: WoudState, seat: int, task: Task) -> None:
    forest = s.forests[seat]
    k = kinds(forest.cards)
    effect = s.season_effect()
    if seat == s.spirit:
        bosgeest.threat_bonus(s)
    new: list[Task] = []
    for kind, what in (("fire", "plant"), ("disease", "animal")):
        count = k[kind]
        if count == 2:
            n = 1 if effect == "mild_threats" else 2
            new.append(discard_task(seat, n, what, kind))
        elif count >= 3:
            hit = [seat] if effect == "still_air" else order_from(s, seat)
            log(s, "{who}'s {kind} spreads to every forest.", seat, who=name(s, seat), kind=kind)
            new += [discard_task(other, 1, what, kind) for other in hit]
    new += [discard_task(seat, 1, "mold", "mold") for _ in range(k["mold"])]
    push_front(s, *new)


def _trees(s: WoudState, seat: int, task: Task) -> None:
    forest = s.forests[seat]
    gap = s.season_effect() == "canopy_gap"
    total = 0
    for t in forest.trees:
        if t.complete and t.scored < 0:
            t.scored = s.season
            total += tree_points(t, gap)
    add_summary(s, "trees", seat, total)
    if total:
        log(s, counted("{who} scores {p} point for trees.", "{who} scores {p} points for trees.", "p"),
            seat, who=name(s, seat), p=total)


def award_points(s: WoudState, season: int, effect: str) -> int:
    table = values()["tallest_tree"][str(min(s.players, 4) if s.players > 1 else 2)]
    pts = table[min(season, len(table) - 1)]
    if effect == "growth_spurt":
        pts += season_cards_param("growth_spurt", "points", 2)
    return pts


def season_cards_param(effect: str, key: Literal["points", "needed"], default: int) -> int:
    for c in season_cards().values():
        if c.effect == effect:
            return int(c.params.get(key, default))
    return default


def _tallest(s: WoudState, seat: int, task: Task) -> None:
    heights = []
    for forest in s.forests:
        best = None
        for t in forest.trees:
            if t.complete and t.award < 0 and (best is None or t.height > best.height):
                best = t
        heights.append(best)
    top = max((t.height for t in heights if t), default=0)
    if not top:
        return
    pts = award_points(s, s.season, s.season_effect())
    winners = [i for i, t in enumerate(heights) if t and t.height == top]
    for i in winners:
        tree = heights[i]
        assert tree is not None
        tree.award = s.season
        add_summary(s, "tallest", i, pts)
        log(
            s,
            "{who} wins the tallest-tree award ({h} trunks): {p} points.",
            i,
            who=name(s, i),
            h=top,
            p=pts,
        )
    if s.season_effect() == "greatness" and len(winners) > 1:
        new = []
        for j, i in enumerate(winners):
            other = winners[(j + 1) % len(winners)]
            new.append(Task("greatness", i, {"from": other, "forbidden": []}))
        push_front(s, *new)


def _plants(s: WoudState, seat: int, task: Task) -> None:
    forest = s.forests[seat]
    k = kinds(forest.cards)
    if k["orchid"] and abs(k["sun"] - k["rain"]) >= 2:
        for c in [c for c in forest.cards if card(c).kind == "orchid"]:
            forest.cards.remove(c)
            s.discard.append(c)
        log(s, "{who}'s orchids wilt: sun and rain are out of balance.", seat, who=name(s, seat))
    new = []
    mantis = active_animals(s, seat, "mantis", this_turn_ok=True)
    groups = [g for g in ("fern", "bromeliad", "monstera") if k[g]]
    if mantis and groups:
        new.append(Task("mantis", seat, {"animal": mantis[0]}))
    new.append(Task("s_plantscore", seat, {"extra": ""}))
    push_front(s, *new)


def _plantscore(s: WoudState, seat: int, task: Task) -> None:
    forest = s.forests[seat]
    ids = list(forest.cards)
    extra = task.data.get("extra", "")
    effect = s.season_effect()
    params = season_params(s)
    plants = plant_points(ids, completed_trees(forest), effect, params)
    if extra:
        plants = plant_points_with_extra(ids, completed_trees(forest), effect, params, extra)
    weather = weather_points(ids)
    add_summary(s, "plants", seat, plants)
    add_summary(s, "weather", seat, weather)
    if effect:
        add_summary(s, "season", seat, season_card_points(forest, effect, params))
    log(
        s,
        "{who} scores {p} for plants and {w} for sun and rain.",
        seat,
        who=name(s, seat),
        p=plants,
        w=weather,
    )


def plant_points_with_extra(
    ids: list[str], trees: int, effect: str, params: SeasonParams, extra: str
) -> int:
    """Plant points counting one more card of the group the mantis joined (any card of
    that kind stands in for it: only the count matters)."""
    from game.games.woud.data import cards

    stand_in = next(c.id for c in cards().values() if c.kind == extra)
    return plant_points(list(ids) + [stand_in], trees, effect, params)


def season_params(s: WoudState) -> SeasonParams:
    if len(s.season_cards) > s.season:
        return season_cards()[s.season_cards[s.season]].params
    return {}


def _cleanup(s: WoudState, seat: int, task: Task) -> None:
    new = []
    for i, forest in enumerate(s.forests):
        for c in [c for c in forest.cards if not card(c).is_animal]:
            forest.cards.remove(c)
            s.discard.append(c)
            for tucked in forest.under.pop(c, []):
                forest.incoming.append(tucked)  # the pitcher plant's card stays
        if forest.incoming:
            new.append(Task("place", i))
    log(s, "Clean-up: everything but trees and animals is discarded.")
    push_front(s, *new)


def next_season(s: WoudState) -> int | None:
    """The last step of a season's end ("s_next"): the next season is dealt, and the seat
    that starts it returned (the caller starts that turn), or the game ends (None)."""
    if s.season + 1 >= s.seasons:
        end_game(s)
        return None
    s.season += 1
    s.summary.append({})
    for forest in s.forests:
        forest.used = []
    return deal_season(s)


def deal_season(s: WoudState) -> int:
    """Deal the new piles, reveal a changing-season card, and return who starts."""
    if s.players > 2:
        for p in range(len(s.piles) - 1):
            add_to_pile(s, p, 1)
        add_to_pile(s, len(s.piles) - 1, 2)
    else:
        for p in range(3):
            add_to_pile(s, p, p + 1)
    if s.season_deck:
        sid = s.season_deck.pop()
        s.season_cards.append(sid)
        log(s, "Season {n}: {card}.", None, n=s.season + 1, card=season_cards()[sid].name)
    else:
        log(s, "Season {n} begins.", None, n=s.season + 1)
    bosgeest.start_season(s)
    if s.spirit >= 0:
        return 0  # the player always starts in the solo game
    if s.season == 0:
        return s.current
    low = min(s.points)
    for seat in [(s.last_taker + 1 + i) % s.seats for i in range(s.seats)]:
        if s.points[seat] == low:
            return seat
    return 0


def end_game(s: WoudState) -> None:
    for seat, forest in enumerate(s.forests):
        pts = animal_points(forest, spirit=seat == s.spirit)
        add_summary(s, "animals", seat, pts)
    done = [completed_trees(f) for f in s.forests]
    top = max(done)
    if top:
        pts = values()["largest_forest"][str(max(2, min(s.players, 4)))]
        for seat, n in enumerate(done):
            if n == top:
                add_summary(s, "largest", seat, pts)
                log(
                    s,
                    "{who} has the largest forest ({n} trees): {p} points.",
                    seat,
                    who=name(s, seat),
                    n=n,
                    p=pts,
                )
    s.over = True
    log(s, "The game is over.")


# each automatic step of the season's end, by its task kind
RUNNERS: dict[str, Callable[[WoudState, int, Task], None]] = {
    "s_animals": _animals,
    "s_seeds": _seeds,
    "s_threats": _threats,
    "s_trees": _trees,
    "s_tallest": _tallest,
    "s_plants": _plants,
    "s_plantscore": _plantscore,
    "s_cleanup": _cleanup,
}
