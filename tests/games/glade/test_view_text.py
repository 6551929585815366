"""The words the table shows for events, pieces and spaces."""

from game.games.glade import RULES
from game.games.glade.view.hover import piece_tip, space_tip

from .helpers import new_game, sp


def test_tips_for_pieces_and_spaces():
    s = new_game(matching=True)
    s.forests[0] = 3
    obs = RULES.observe(s, 0)
    assert piece_tip(obs, "M1-01") == "Emma's toadstool, 1 side up"
    assert piece_tip(obs, "C-beech-4") == "Match counter worth 4"
    assert space_tip(obs, 0, sp(2, 2)) == "Row 3, column 3, the framed centre space"
    assert space_tip(obs, 0, sp(2, 1)) == "Row 3, column 2, symbol: oak mouse"
