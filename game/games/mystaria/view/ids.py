"""The ids of Mystaria's flying pieces: a flight (flights.py) names its piece by one,
and the forest and the column leave out what ``hidden_pieces`` names while it flies."""

from __future__ import annotations

from game.games.mystaria.board import Pos


def tile_id(tile: str) -> str:
    return f"tile:{tile}"


def building_id(pos: Pos) -> str:
    return f"building:{pos[0]},{pos[1]}"


def hand_id(seat: int) -> str:
    return f"hand:{seat}"
