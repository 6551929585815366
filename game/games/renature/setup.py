"""Setting up a game of Renature: boards, plants, clouds, region tiles, dominoes."""

from __future__ import annotations

import random

from game.core import LogEntry
from game.games.renature.data import (
    CELLS,
    KINDS,
    NEUTRAL,
    all_plants,
    animals,
    board,
    components,
    dominoes,
    plant_colour,
    plant_kind,
    region_tiles,
)
from game.games.renature.state import RenatureState


def seat_colours(players: int) -> list[list[int]]:
    """The colour each seat plays (seat i plays colour i)."""
    return [[i] for i in range(players)]


def seat_boards(players: int) -> list[list[int]]:
    """The plant boards each seat takes: one, or two each with two players."""
    if players == 2:
        return [list(b) for b in components()["two_players"]["boards"]]
    return [[i] for i in range(players)]


def _plant_boards(
    colours: list[list[int]], boards: list[list[int]], players: int
) -> tuple[list[dict[str, list[str]]], list[dict[str, int]], list[str]]:
    """Fill the plant boards in use with the seat's colour and neutral plants; the rest
    of the plants go to the box."""
    plants = components()["plants"]
    blocked = {k: v for k, v in plants["blocked_four_players"].items() if k in KINDS}
    count = len(plants["neutral_per_board"])
    supply: list[dict[str, list[str]]] = [{} for _ in range(count)]
    capacity: list[dict[str, int]] = [{} for _ in range(count)]
    pool: dict[str, list[str]] = {}
    for pid in all_plants():
        pool.setdefault(f"{plant_colour(pid)}:{plant_kind(pid)}", []).append(pid)
    for key in pool:
        pool[key].reverse()  # take plants in id order
    for seat, mine in enumerate(boards):
        colour = str(colours[seat][0])
        for k, b in enumerate(mine):
            if players == 2:
                own_counts = components()["two_players"]["own_per_board"][k]
            else:
                own_counts = plants["own_per_board"]
            for kind in KINDS:
                own = int(own_counts.get(kind, 0))
                if players == 4:
                    own -= int(blocked.get(kind, 0))
                neutral = int(plants["neutral_per_board"][b].get(kind, 0))
                for key_colour, n in ((colour, own), (NEUTRAL, neutral)):
                    key = f"{key_colour}:{kind}"
                    capacity[b][key] = n
                    supply[b][key] = [pool[key].pop() for _ in range(n)]
    box = [pid for ids in pool.values() for pid in ids]
    return supply, capacity, sorted(box)


def new_state(
    rng: random.Random, players: int, board_name: str, names: list[str] | None = None
) -> RenatureState:
    b = board(board_name)
    comp = components()
    colours = seat_colours(players)
    boards = seat_boards(players)
    supply, capacity, box_plants = _plant_boards(colours, boards, players)

    cloud_total = int(comp["clouds"]["tokens"]) + (
        int(comp["clouds"]["valley_extra"]) if b.valley else 0
    )
    per_board = int(comp["clouds"]["per_board"])
    player_clouds = [per_board * len(b) for b in boards]
    board_clouds = dict(b.clouds)
    box_clouds = cloud_total - sum(player_clouds) - sum(board_clouds.values())

    tiles: dict[str, str] = {}
    box_tiles: list[str] = []
    if not b.valley:
        ids = sorted(region_tiles())
        rng.shuffle(ids)
        for region in sorted(b.regions):
            tid = next(t for t in ids if region_tiles()[t].main == b.sizes[region])
            ids.remove(tid)
            tiles[region] = tid
        box_tiles = ids

    deck = sorted(dominoes())
    rng.shuffle(deck)
    per_player = int(comp["dominoes"]["per_player"][str(players)])
    hand_size = int(comp["dominoes"]["hand"])
    reserves = [[deck.pop() for _ in range(per_player)] for _ in range(players)]
    hands = [[r.pop() for _ in range(hand_size)] for r in reserves]

    start = [int(v) for v in comp["start_scores"]["values"]][:players]
    s = RenatureState(
        rng=rng,
        board=board_name,
        names=list(names) if names else [f"Player {i + 1}" for i in range(players)],
        colours=colours,
        boards=boards,
        animals=[None] * CELLS,
        region_of=dict(b.region_of),
        regions={k: list(v) for k, v in b.regions.items()},
        mushroom_supply=[f"M{i + 1}" for i in range(int(comp["mushrooms"]["count"]))]
        if b.valley
        else [],
        supply=supply,
        capacity=capacity,
        box_plants=box_plants,
        hands=hands,
        reserves=reserves,
        undealt=deck,
        joker=animals()[0],
        clouds=player_clouds,
        board_clouds=board_clouds,
        box_clouds=box_clouds,
        cloud_total=cloud_total,
        tiles=tiles,
        tile_cell={r: b.tile_cells[r] for r in tiles},
        owned_tiles=[[] for _ in range(players)],
        box_tiles=box_tiles,
        score_start=start,
        score_plants=[0] * players,
        score_regions=[0] * players,
    )
    s.turn = 1
    s.log.append(LogEntry("A game of Renature begins; {player} starts", 0, {"player": s.names[0]}))
    return s
