"""Guided games without a screen: every shipped lesson plays through, refuses other moves
with its step's reason, resumes from its step number, and keeps its words few."""

from __future__ import annotations

import pytest

from game import lessons
from game.core import IllegalAction, registry
from game.core.errors import RecordError
from game.core.snapshot import plain
from tests.toygame import TOY, Draw, Play


def toy_lesson(**changes: object) -> lessons.Lesson:
    data = {
        "game": "toy",
        "options": {"seats": [{"name": "You", "kind": "human"},
                              {"name": "Ada", "kind": "greedy"}], "variants": {}},
        "seed": 1,
        "steps": [
            {"say": "Draw a card: it joins your hand.", "action": {"type": "draw"},
             "wrong": "Draw first.", "done": "You drew a card."},
            {"say": "Play your best card.", "action": {"type": "play", "card": "c11"},
             "wrong": "Play your highest card.", "done": "It scores its value."},
            {"say": "Confirm.", "action": {"type": "confirm"},
             "wrong": "Confirm it.", "done": "Your turn is over."},
        ],
    }
    data.update(changes)
    return lessons.parse(data, "toy")


def test_a_lesson_plays_its_steps_and_the_others_move_between():
    guide = lessons.Guide(toy_lesson(), TOY)
    assert guide.learner_to_move()
    guide.play(Draw())
    assert not guide.learner_to_move()
    assert guide.play_others()  # Ada moved
    assert guide.learner_to_move() and guide.index == 1


def test_another_move_is_refused_with_the_steps_reason():
    guide = lessons.Guide(toy_lesson(), TOY)
    hand = guide.match.state.hands[0]
    assert guide.check(Play(hand[0])) == "Draw first."
    with pytest.raises(IllegalAction, match="Draw first"):
        guide.play(Play(hand[0]))
    assert guide.index == 0 and not guide.match.actions


def test_a_played_step_names_the_sheet_rows_it_changed():
    guide = lessons.Guide(toy_lesson(), TOY)
    guide.play(Draw())
    guide.play_others()
    assert "c11" in guide.match.state.hands[0]  # the designed deal holds the card
    changes = guide.play(Play("c11"))
    assert [(c.label, c.gained) for c in changes] == [("Cards played", 11)]


def test_resuming_at_a_step_gives_the_same_game_as_playing_to_it():
    played = lessons.Guide(toy_lesson(), TOY)
    for _ in range(2):
        expected = played.expected()
        assert expected is not None
        played.play(expected)
        played.play_others()
    resumed = lessons.Guide(toy_lesson(), TOY)
    resumed.skip_to(2)
    assert resumed.index == 2
    assert plain(resumed.match.state) == plain(played.match.state)


def test_progress_is_kept_per_lesson_version(tmp_path, monkeypatch):
    monkeypatch.setenv("SYLVA_HOME", str(tmp_path))
    lesson = toy_lesson()
    assert lessons.saved_step(lesson) == 0
    lessons.save_step(lesson, 2)
    assert lessons.saved_step(lesson) == 2
    changed = toy_lesson(seed=2)  # another script: the kept step no longer applies
    assert lessons.saved_step(changed) == 0


@pytest.mark.parametrize("broken,why", [
    ({"steps": []}, "needs steps"),
    ({"seed": "x"}, "seed"),
    ({"steps": [{"say": "a", "wrong": "b", "done": "c"}]}, "missing 'action'"),
    ({"learner": 7}, "learner"),
])
def test_a_broken_lesson_file_is_refused_naming_the_problem(broken, why):
    with pytest.raises(RecordError, match=why):
        toy_lesson(**broken)


SHIPPED = [e.id for e in registry.entries() if lessons.has_lesson(e.id)]


@pytest.mark.parametrize("game_id", SHIPPED)
def test_every_shipped_lesson_plays_through_as_written(game_id):
    lesson = lessons.load(game_id)
    assert 6 <= len(lesson.steps) <= 12
    guide = lessons.Guide(lesson, registry.get(game_id))
    while not guide.finished:
        assert guide.learner_to_move(), f"step {guide.index + 1}: not the learner's turn"
        expected = guide.expected()
        assert expected is not None
        assert guide.check(expected) is None, f"step {guide.index + 1} is not legal"
        guide.play(expected)
        guide.play_others()


@pytest.mark.parametrize("game_id", SHIPPED)
def test_every_step_says_what_to_do_in_few_words(game_id):
    for n, step in enumerate(lessons.load(game_id).steps, 1):
        for text in (step.say, step.done):
            assert lessons.words(text) <= lessons.MAX_WORDS, f"step {n}: {text!r}"


def test_a_damaged_lesson_file_is_refused_naming_the_file(tmp_path, monkeypatch):
    broken = tmp_path / "learn.json"
    broken.write_text("{not json", encoding="utf-8")
    monkeypatch.setattr(lessons, "lesson_path", lambda game_id: broken)
    with pytest.raises(RecordError, match="lesson file cannot be read"):
        lessons.load("toy")
