"""The rulebook's scoring example: a forest of five trees worth 85 points."""

from __future__ import annotations

from game.games.mischwald.scoring import row_totals, score_table
from tests.games.mischwald.util import tree

# Oak, Sycamore, Douglas Fir, Birch and Silver Fir, with the dwellers of the example.
EXAMPLE = [
    tree("T10", top=["V06"], left=["H06"], right=["H16"]),  # Purple Emperor, bat, Gnat
    tree("T43", top=["V25"], bottom=["V10"], left=["H31"], right=["H07"]),
    tree("T49", top=["V04"], bottom=["V31"]),  # Tawny Owl, Fly Agaric
    tree("T23", top=["V01"]),  # Goshawk
    tree("T17", top=["V08"], bottom=["V02"], left=["H09"], right=["H04", "H43", "H14"]),
]
OPPONENT = [tree("T01")]


def test_example_totals_85():
    lines = score_table([EXAMPLE, OPPONENT], [0, 0])[0]
    assert sum(ln.points for ln in lines) == 85


def test_example_each_card_as_in_the_book():
    lines = score_table([EXAMPLE, OPPONENT], [0, 0])[0]
    pts = {ln.key: ln.points for ln in lines}
    assert pts["T10"] == 0  # Oak: only five species
    assert pts["T43"] == 5  # Sycamore: five trees
    assert pts["T49"] == 5  # Douglas Fir
    assert pts["T23"] == 1  # Birch
    assert pts["T17"] == 12  # Silver Fir: six cards at it
    assert pts["set:butterflies"] == 6  # three different butterflies
    assert pts["V04"] == 5  # Tawny Owl
    assert pts["V01"] == 6  # Goshawk: two birds
    assert pts["V02"] == 6  # Wood Ant: three cards below trees
    assert pts["V31"] == 0  # Fly Agaric
    assert pts["V10"] == 3  # Stag Beetle: three paw animals
    assert pts["H16"] == 3  # Gnat: three bats
    assert pts["H07"] == 9  # Roe Deer: three cards with its symbol
    assert pts["H06"] == pts["H31"] == pts["H09"] == 5  # three different bats
    assert pts["H04"] == pts["H43"] == pts["H14"] == 3  # three Hares


def test_example_rows():
    lines = score_table([EXAMPLE, OPPONENT], [0, 0])[0]
    rows = row_totals(lines)
    assert rows == {"trees": 23, "top": 17, "bottom": 9, "sides": 36, "cave": 0}
