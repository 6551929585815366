"""Every shipped Renature map parses with the expected objects and counts."""

from __future__ import annotations

import pytest

from game.core.paths import asset
from game.core.tiled import layer_objects, load_map
from game.games.renature.data import (
    NEIGHBOURS,
    SIZE,
    _kind,
    board,
    board_problems,
    cell,
    components,
)

BASE_SIZES = {
    "A": 2, "B": 5, "C": 6, "D": 8, "E": 8, "F": 10, "G": 7, "H": 5, "I": 2,
    "J": 5, "K": 4, "L": 4, "M": 4, "N": 6, "O": 3, "P": 9, "Q": 7, "R": 3,
}  # fmt: skip

EXPECTED = {
    # board: domino spaces, region spaces, cloud spaces, tokens on the board, stumps
    "base": (127, 98, 4, 6, 0),
    "valley": (158, 67, 8, 8, 8),
    "valley_variant": (158, 67, 8, 8, 8),
}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_map_counts(name):
    b = board(name)
    domino, region, cloud_spaces, tokens, stumps = EXPECTED[name]
    assert len(b.domino_spaces) == domino
    assert len(b.region_of) == region
    assert len(b.regions) == 18
    assert len(b.starts) == 4
    assert len(b.clouds) == cloud_spaces
    assert sum(b.clouds.values()) == tokens
    assert len(b.stumps) == stumps
    assert board_problems(b) == []


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_every_object_has_its_kind_whichever_tiled_spelling(name):
    tmx = load_map(asset(*components()["boards"][name].split("/")))
    kinds = {
        "domino_spaces": "domino_space",
        "start_spaces": "start_space",
        "region_spaces": "region_space",
        "regions": "region",
        "clouds": "cloud",
        "stumps": "stump",
    }
    for layer, kind in kinds.items():
        assert all(_kind(o) == kind for o in layer_objects(tmx, layer))


def test_base_map_uses_type_and_valley_maps_class():
    base = layer_objects(load_map(asset("maps", "renature_base.tmx")), "regions")[0]
    valley = layer_objects(load_map(asset("maps", "renature_valley.tmx")), "regions")[0]
    assert base.type == "region"
    assert valley.type is None and vars(valley)["class"] == "region"


def test_base_regions_sizes_and_cloud_regions():
    b = board("base")
    assert b.sizes == BASE_SIZES
    assert {b.region_of[c]: n for c, n in b.clouds.items()} == {"D": 2, "P": 2, "G": 1, "N": 1}
    assert b.starts == {cell(0, 0), cell(0, 4), cell(0, 8), cell(0, 13)}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_regions_never_touch_and_the_domino_spaces_form_one_network(name):
    b = board(name)
    for c, letter in b.region_of.items():
        for n in NEIGHBOURS[c]:
            assert b.region_of.get(n, letter) == letter
    start = min(b.domino_spaces)
    seen, todo = {start}, [start]
    while todo:
        c = todo.pop()
        for n in NEIGHBOURS[c]:
            if n in b.domino_spaces and n not in seen:
                seen.add(n)
                todo.append(n)
    assert seen == b.domino_spaces
    assert all(0 <= c < SIZE * SIZE for c in b.domino_spaces)


def test_valley_clouds_lie_on_meadows_and_variant_clouds_on_regions():
    front, back = board("valley"), board("valley_variant")
    assert all(c in front.domino_spaces for c in front.clouds)
    assert all(c in back.region_of for c in back.clouds)
    assert all(c not in front.starts for c in front.stumps)
