"""The worked examples of the Het Woud rulebook, with the book's numbers."""

from __future__ import annotations

from game.games.woud import RULES
from game.games.woud.actions import Keep, Place, Return
from game.games.woud.data import card
from game.games.woud.season import begin_season_end
from game.games.woud.turn import start_turn
from tests.games.woud.helpers import clear_table, fresh, give, grab, settle, summary, tree


def test_elisabeth_returns_two_piles_and_keeps_the_third():
    s = fresh(2, seed=4)
    clear_table(s)
    monstera = grab(s, "monstera")
    frog, rain = grab(s, "animal", species="frog", role="active"), grab(s, "rain")
    ng3 = [grab(s, "fern"), grab(s, "fern"), grab(s, "sun")]
    s.piles[:] = [[monstera], [frog, rain], list(ng3)]
    deck = s.decks[0]
    top3 = deck[-3:]
    s.current, s.looking, s.start_phase = 0, 0, False
    assert RULES.observe(s, 0).piles[0].cards == (monstera,)
    assert RULES.observe(s, 1).piles[0].cards == ()  # secret from Selene
    RULES.apply(s, Return())
    assert s.piles[0] == [monstera, top3[2]] and s.looking == 1
    RULES.apply(s, Return())
    assert s.piles[1] == [frog, rain, top3[1]] and s.looking == 2
    RULES.apply(s, Keep())
    assert s.piles[2] == [top3[0]]  # the slot gets one face-down card
    assert s.forests[0].incoming == ng3
    for c in ng3:
        RULES.apply(s, Place(c, "forest"))
    assert sorted(s.forests[0].cards) == sorted(ng3)
    # Selene's turn begins with the two cards at New Growth 1
    assert RULES.decision(s).seat == 1 and RULES.decision(s).kind == "pile"
    assert RULES.observe(s, 1).piles[0].cards == (monstera, top3[2])
    assert RULES.observe(s, 0).piles[0].cards == ()


def _season_three_table():
    s = fresh(2, seed=5)
    clear_table(s)
    s.season = 2
    s.summary = [{}, {}, {}]
    s.points = [0, 0]
    # Elisabeth (seat 0): two trees completed this season, two from earlier seasons
    tree(s, 0, [1, 2], 2)  # 3 for the trunks + 2 x 2 for the canopy
    tree(s, 0, [0], 1)  # 1 for the canopy
    tree(s, 0, [1], 0, scored=0)
    tree(s, 0, [2], 0, scored=1)
    give(s, 0, grab(s, "bromeliad"), grab(s, "fern"), grab(s, "fern"), grab(s, "fern"))
    give(s, 0, grab(s, "monstera"), grab(s, "sun"), grab(s, "rain"), grab(s, "sun"))
    give(s, 0, grab(s, "animal", species="toucan", role="active"))
    give(s, 0, grab(s, "animal", species="frog", role="active"))
    give(s, 0, grab(s, "animal", species="frog", role="pair"))
    give(s, 0, grab(s, "animal", species="sloth", role="pair"))
    # Selene (seat 1): five completed trees, the tallest has three trunks
    tree(s, 1, [0, 0, 0], 0)
    for mult in (1, 1, 1, 2):
        tree(s, 1, [1], mult, scored=0)
    s.last_taker = 0
    return s


def test_season_three_scoring_of_elisabeth():
    s = _season_three_table()
    begin_season_end(s)
    settle(s)
    assert s.over
    e = summary(s, 2, 0)
    assert e["trees"] == 8
    assert e["plants"] == 8
    assert e["weather"] == 5
    assert e["animals"] == 10
    assert e.get("tallest", 0) == 0 and e.get("largest", 0) == 0


def test_selene_wins_tallest_tree_and_largest_forest():
    s = _season_three_table()
    begin_season_end(s)
    settle(s)
    sel = summary(s, 2, 1)
    assert sel["tallest"] == 5  # season 3 award
    assert sel["largest"] == 10  # five completed trees against four
    tallest = [t for t in s.forests[1].trees if t.award == 2]
    assert len(tallest) == 1 and tallest[0].height == 3


def test_bosgeest_example_with_the_hidden_drought():
    s = fresh(1, seed=6)
    clear_table(s)
    tree(s, 1, [0])  # its one open tree
    a, b, c = grab(s, "fern"), grab(s, "rain"), grab(s, "sun")
    trunk0, fern, drought = grab(s, "trunk", 0), grab(s, "fern"), grab(s, "drought")
    s.piles[:] = [[a], [b, c], [trunk0, fern, drought]]
    start_turn(s, 1)
    settle(s)
    spirit = s.forests[1]
    # it took NG3 (most face-down cards); NG1 and NG2 got a card each; NG3 got its
    # refill and one extra card for the drought
    assert [len(p) for p in s.piles] == [2, 3, 2]
    assert spirit.cards == [fern]
    assert len(spirit.trees) == 1 and card(spirit.trees[0].trunks[0]).value == 0
    assert drought in s.discard
    zero_trunks = [x for x in s.discard if card(x).kind == "trunk" and card(x).value == 0]
    assert zero_trunks  # a 0 trunk went with the drought, the least valuable card
    assert any("New Growth 3" in step for step in s.spirit_steps)
    assert any("drought" in step for step in s.spirit_steps)
    assert RULES.decision(s).seat == 0  # the player's turn again
