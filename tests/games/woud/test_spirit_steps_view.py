"""The Bosgeest's turn is shown one step at a time on the table."""

import random

from game.core import Match, Options, Seat, registry
from tests.ui_harness import make_table


def _after_a_bosgeest_turn():
    rules = registry.get("woud")
    match = Match(rules, Options((Seat("Ann", "human", "green"),)), 3)
    rng = random.Random(3)
    while len(match.state.spirit_steps) < 3:
        match.play(rng.choice(list(rules.legal_actions(match.state))))
    return match


def test_steps_appear_one_by_one_then_stay():
    match = _after_a_bosgeest_turn()
    app, table = make_table("woud", match=match)
    app.settings.animation = "normal"
    view = table.view
    steps = len(match.state.spirit_steps)
    assert steps >= 2
    view._steps_seen = ()  # as if the turn had just happened, with animations on
    view.update(0.0)  # the view notices a new Bosgeest turn
    assert view._steps_shown == 0 and view.busy()
    view.update(0.8)
    assert view._steps_shown == 1
    for _ in range(steps + 3):
        view.update(0.8)
    assert view._steps_shown == steps and not view.busy()
    app.draw()


def test_with_animations_off_every_step_shows_at_once():
    match = _after_a_bosgeest_turn()
    app, table = make_table("woud", match=match)
    table.view.update(0.0)
    assert table.view._steps_shown == len(match.state.spirit_steps)
    assert not table.view.busy()


def test_the_steps_speak_the_chosen_language():
    """The steps are the Bosgeest's log lines drawn in the player's language (they were
    English text kept in the state), with the count's plural form."""
    from game import i18n

    match = _after_a_bosgeest_turn()
    app, table = make_table("woud", match=match)
    english = table.view._spirit_steps()
    assert len(english) == len(match.state.spirit_steps)
    assert list(english) == match.state.spirit_steps  # the same lines, in English
    try:
        i18n.set_language("nl")
        dutch = table.view._spirit_steps()
    finally:
        i18n.set_language("en")
    assert dutch[0].startswith("De Bosgeest neemt Nieuwe Aanwas")
    assert not any(d == e for d, e in zip(dutch, english))
    assert not any("(1 face-down cards)" in step for step in english)
