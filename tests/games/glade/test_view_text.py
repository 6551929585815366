"""The words the table shows for events, pieces and spaces."""

from game.games.glade import RULES
from game.games.glade.view.hover import piece_tip, space_tip
from game.games.glade.view.words import event_lines

from .helpers import K, new_game, play, set_bench, sp


def test_events_of_a_set_of_three_name_the_missing_tile():
    s = new_game()
    a, b, c = set_bench(s, 0, *(K("oak", "toad", f) for f in ("acorn", "blackberry", "hazelnut")))
    play(s, (a, sp(2, 1)), (b, sp(2, 2)), (c, sp(2, 3)))
    lines = event_lines(RULES.observe(s, 1))
    missing = [(text, kind) for text, kind in lines if kind is not None]
    assert missing == [
        (
            " Lucy's set of 3 lacks the oak toad with mushroom (toadstool 2)",
            K("oak", "toad", "mushroom"),
        )
    ]
    assert lines[-1] == ("Turn 2: Emma", None)


def test_tips_for_pieces_and_spaces():
    s = new_game(matching=True)
    s.forests[0] = 3
    obs = RULES.observe(s, 0)
    assert piece_tip(obs, "M1-01") == "Emma's toadstool, 1 side up"
    assert piece_tip(obs, "C-beech-4") == "Match counter worth 4"
    assert space_tip(obs, 0, sp(2, 2)) == "Row 3, column 3, the framed centre space"
    assert space_tip(obs, 0, sp(2, 1)) == "Row 3, column 2, symbol: oak mouse"
