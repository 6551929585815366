"""Games add notes under the final score sheet: The Glade's solo personal bests,
Mischwald's card-by-card breakdown."""

import pytest

from game.scenes.results import Results
from tests.ui_harness import make_table, run_computers


def _finish(game, players, seed, name="Solo Sam"):
    app, table = make_table(game, players, seed=seed, kinds=["random"] * players)
    table.options = table.match.options
    run_computers(app, table, limit_s=120)
    app.step([])
    assert isinstance(app.stack.top, Results)
    return app, table, app.stack.top


def test_glade_solo_records_a_personal_best_and_shows_the_list():
    from game.games.glade import solo

    app, table, results = _finish("glade", 1, seed=5)
    name = table.options.seats[0].name
    bests = solo.personal_bests(name)
    assert len(bests) == 1
    assert any("personal best" in n for n in results.notes)
    assert any(f"{bests[0]['turns']} turns" in n for n in results.notes)
    app.draw()
    # a second game adds a second entry
    _finish("glade", 1, seed=6)
    assert len(solo.personal_bests(name)) == 2


@pytest.mark.parametrize("players", [2])
def test_mischwald_results_list_points_card_by_card(players):
    app, table, results = _finish("mischwald", players, seed=3)
    assert len(results.notes) == players
    totals = table.rules.score_sheet(table.match.state).totals
    for seat, note in enumerate(results.notes):
        assert note.startswith(table.options.seats[seat].name)
        numbers = [int(w.strip(",")) for w in note.split(": ", 1)[1].split() if w.strip(",").isdigit()]
        assert sum(numbers) == totals[seat]
    app.draw()
