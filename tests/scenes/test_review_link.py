"""A reviewed decision one click from the replay: the viewer opens at the position before
that move, through the reviewed seat's eyes (it equals the record replayed to that step,
in every game), with the move played and the better one drawn; closing it returns to
the review. A planted fault (the replay opened one move off) is caught."""

from __future__ import annotations

import dataclasses
from typing import Any

import pygame
import pytest

from game.ai.review import Judged, Review, decisions
from game.core import HUMAN, registry
from game.core.match import Match
from game.core.record import Record
from game.core.snapshot import plain
from game.scenes import registry as scenes
from game.scenes import replay_marks
from game.scenes import review as review_scene
from game.scenes.replay_view import ReplayTable
from game.scenes.review import ReviewScene
from tests.history_games import judged_button_move, play
from tests.layout_audit import audit
from tests.ui_harness import click, make_app, move

GAMES = [r.info.id for r in registry.all_games()]


def judged_in(game: str, share: float = 0.4) -> tuple[Record, Judged]:
    """A finished game of ``game`` and one of seat 0's decisions with another legal move
    standing in for the better one."""
    record = play(game, [HUMAN, "random"], 5).record()
    rules, found = decisions(record, 0)
    n, state, action = found[int(len(found) * share)]
    others = [a for a in rules.legal_actions(state) if a != action]
    better = others[len(others) // 2]
    return record, Judged(n, action, better, 2.5, rules.describe(state, action),
                          rules.describe(state, better))


def problems_at_decision(table: ReplayTable, record: Record, judged: Judged) -> list[str]:
    """What is wrong with the viewer opened at ``judged`` (empty: all is right)."""
    before = Match.from_record(dataclasses.replace(record, actions=record.actions[:judged.move - 1]))
    out = []
    if plain(table.match.state) != plain(before.state):
        out.append("the state is not the record's before the move")
    if plain(table.observation) != plain(before.rules.observe(before.state, 0)):
        out.append("the view is not the reviewed seat's")
    if before.decision().seat != 0 or before.check(judged.played) is not None:
        out.append("the move played is not the reviewed seat's to make there")
    if table.marks is None or not table.marks.shown():
        out.append("the marks are not shown")
    return out


def open_at(record: Record, judged: Judged, size: tuple[int, int] = (1280, 720)) -> tuple[Any, ReplayTable]:
    app = make_app(size)
    app.home()
    table = scenes.make("replay", app, record, judged, 0)
    app.push(table)
    table.quiet_seconds = 0.0
    app.step([])
    app.draw()
    return app, table


@pytest.mark.parametrize("game", GAMES)
def test_the_viewer_opens_before_the_decision_with_both_moves(game: str) -> None:
    record, judged = judged_in(game)
    app, table = open_at(record, judged)
    assert problems_at_decision(table, record, judged) == []
    assert table.session.replay.index == judged.move - 1
    marks = table.marks.current()
    assert [m.kind for m in marks] == ["played", "better"]
    assert any(m.ghost is not None for m in marks)  # at least one move pointed at
    kinds = {lb.kind for lb in table.legend_labels()}
    assert "review-key" in kinds
    # one move on, the marks go (they belong to the position before the decision)
    table.controls.go(judged.move)
    assert not table.marks.shown()
    assert table.marks.labels() == []


def test_glade_draws_both_ghosts_with_arrows_and_a_hover_text() -> None:
    record, judged = judged_in("glade")
    app, table = open_at(record, judged)
    marks = table.marks.current()
    assert all(m.ghost is not None and m.ghost.source is not None for m in marks)
    played = marks[0].ghost
    assert played is not None

    def saying_played() -> int:
        return sum(t.string.startswith("Played:") for t in audit(app).texts if t.on_screen)

    assert saying_played() == 1  # the key
    move(app, played.rect.center)
    assert saying_played() == 2  # and the bubble over the ghost


def test_a_replay_opened_one_move_off_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The planted fault: the replay opens after the decision instead of before it."""
    record, judged = judged_in("glade")
    monkeypatch.setattr(replay_marks, "before", lambda j: j.move)
    _app, table = open_at(record, judged)
    assert "the state is not the record's before the move" in problems_at_decision(
        table, record, judged)


class _Done:
    """A finished review, standing in for the worker's."""

    def __init__(self, found: Review) -> None:
        self.result, self.error, self.progress, self.done = found, None, (1, 1), True

    def cancel(self) -> None:
        pass


def test_show_on_the_board_opens_the_replay_and_close_returns(
        monkeypatch: pytest.MonkeyPatch) -> None:
    record, judged = judged_in("mystaria")
    found = Review("mystaria", 0, 10, 1.0, [judged])
    monkeypatch.setattr(review_scene, "Reviewer", lambda *_a: _Done(found))
    app = make_app((1280, 720))
    app.home()
    scene = ReviewScene(app, registry.get("mystaria"), record.dumps(), 0, "Ann")
    app.push(scene)
    app.step([])
    app.draw()
    assert len(scene.shows) == 1
    scene.shows[0].inert_until = 0.0
    click(app, scene.shows[0].rect.center)
    table = app.stack.top
    assert isinstance(table, ReplayTable)
    assert problems_at_decision(table, record, judged) == []
    close = next(b for b in table.controls.buttons if b.label == "Close")
    click(app, close.rect.center)
    assert app.stack.top is scene


def test_history_lists_recent_games_and_opens_each_view(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The history's recent games: newest first with date, game, seats and totals; Watch
    opens the replay, Review the review of the person's seat, Same deal only where one
    person played."""
    from game.core import history
    from game.scenes.history_list import HistoryScene, seats_line
    from tests.history_games import fill

    numbers = fill(history.shared(), 6, seed=2)
    monkeypatch.setattr(review_scene, "Reviewer", lambda *_a: _Done(Review("x", 0, 0, 0.0, [])))
    app = make_app((1280, 720))
    app.home()
    scene = scenes.make("history", app, None)
    app.push(scene)
    app.step([])
    app.draw()
    assert isinstance(scene, HistoryScene)
    assert [g[0].game_id for g in scene.games] == sorted(numbers, reverse=True)
    newest = scene.games[0]
    assert seats_line(newest).startswith(newest[0].name)
    scene.watch(newest[0].game_id)
    assert isinstance(app.stack.top, ReplayTable)
    assert app.stack.top.session.replay.record == history.shared().record_of(newest[0].game_id)
    app.pop()
    scene.review(newest[0].game_id)
    assert isinstance(app.stack.top, ReviewScene) and app.stack.top.seat == scene.reviewed(newest)
    app.pop()
    shared = [g for g in scene.games if sum(r.kind == HUMAN for r in g) != 1]
    labels = {b.label: b for b in scene.widgets if hasattr(b, "label")}
    assert "Same deal" in labels
    for g in shared:  # two people at one table: no same deal to play
        assert scene._alone(g) is None


def test_a_button_move_is_drawn_as_its_button_with_its_legend_and_hover_text() -> None:
    record, judged = judged_button_move()
    app, table = open_at(record, judged)
    played = table.marks.current()[0]
    assert played.kind == "played" and played.button
    assert played.ghost is not None and table.view.rect.contains(played.ghost.rect)
    assert played.words == "press Build nothing"
    legend = {lb.kind: lb.caption for lb in table.legend_labels()}
    assert legend["review-played"] == "The move played: pressing this button"
    move(app, played.ghost.rect.center)
    shown = [t.string for t in audit(app).texts if t.on_screen]
    assert shown.count("Played: press Build nothing") == 2  # the key and the bubble
    # the button's picture is on the screen, ringed in the played move's colour
    app.draw()
    screen, at = app.screen, played.ghost.rect
    ring = [(x, y) for y in range(at.top - 3 * app.px(1), at.top) for x in range(at.left, at.right)]
    assert any(tuple(screen.get_at(p))[:3] == replay_marks.PLAYED for p in ring)


def test_the_review_names_each_move_as_the_table_shows_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """Mystaria's rules describe a tile by coordinates ("at 3, 0 turned 270°") that no
    screen shows; the review lists each move in the words of the replay's key."""
    import re

    from tests.ui.test_layout_review_link import Finished, reviewed

    record, found = reviewed("mystaria")
    coordinates = re.compile(r"-?\d+, -?\d+")
    assert any(coordinates.search(j.played_text + j.better_text) for j in found.costliest)
    monkeypatch.setattr(review_scene, "Reviewer", lambda *_a: Finished(found))
    app = make_app((1280, 720))
    app.home()
    scene = scenes.make("review", app, registry.get("mystaria"), record.dumps(), 0, "Ann")
    app.push(scene)
    app.step([])
    listed = " ".join(scene.found_lines())
    assert not coordinates.search(listed), listed
    first = found.costliest[0]
    click(app, scene.shows[0].rect.center)
    table = app.stack.top
    assert isinstance(table, ReplayTable) and table.marks is not None
    played, better = table.marks.current()
    words = scene.finding(first)
    assert played.words in words and better.words in words


def test_two_moves_named_alike_in_the_review_are_told_apart() -> None:
    """Where the words for both moves are the same (two lake fields beside the same
    lands), the better one says it is another place."""
    app = make_app((1280, 720))
    app.home()
    record, judged = judged_in("mystaria")
    scene = ReviewScene(app, registry.get("mystaria"), record.dumps(), 0, "Ann")
    scene.reviewer.cancel()
    alike = dataclasses.replace(judged, better=judged.played, better_text=judged.played_text)
    played, better = scene.named(alike)
    assert better != played and better.startswith(played) and "another place" in better


def replay_at(players: int, size: tuple[int, int], share: float = 0.4,
              game: str = "woud") -> ReplayTable:
    """The replay of a seeded game (Het Woud's unless said), before a decision ``share``
    of the way in, with a better move marked."""
    record = play(game, [HUMAN] + ["random"] * (players - 1), 5).record()
    rules, found = decisions(record, 0)
    n, state, action = found[int(len(found) * share)]
    others = [a for a in rules.legal_actions(state) if a != action]
    better = others[len(others) // 2]
    judged = Judged(n, action, better, 2.5, rules.describe(state, action),
                    rules.describe(state, better))
    return open_at(record, judged, size)[1]


@pytest.mark.parametrize("players, size", [(2, (1600, 900)), (3, (1024, 640)),
                                           (4, (1280, 720))])
def test_the_key_leaves_every_forests_name_readable(players: int, size: tuple[int, int]) -> None:
    """Het Woud's replay key lies on the panel of how a turn goes where it fits there,
    else where it covers least; never on a forest's name; the tags keep off the names too."""
    table = replay_at(players, size)
    names = table.view.landmarks()
    assert len(names) == players and all(r.w > 0 for r in names)
    assert table.marks.key_box.collidelist(names) < 0, "the key covers a forest's name"
    if players == 2:  # the turn's help panel is wide enough there
        assert table.view.spare()[0].contains(table.marks.key_box)


def _covered(box: pygame.Rect, drawn: list[pygame.Rect]) -> int:
    return sum(box.clip(r).w * box.clip(r).h for r in drawn)


@pytest.mark.parametrize("game, players, size", [
    ("woud", 3, (1024, 640)), ("woud", 4, (1280, 720)), ("woud", 4, (1920, 1080)),
    ("renature", 4, (1280, 720)), ("glade", 4, (1280, 720)), ("mischwald", 2, (1024, 640))])
def test_the_key_covers_less_of_the_table_than_any_free_corner(
        game: str, players: int, size: tuple[int, int]) -> None:
    """The key finds the place covering least of what the view draws (cards, piles,
    boards, names): no more of it than the best corner clear of the marks, and no mark
    (each of these tables has a corner it would cover cards or the board in)."""
    table = replay_at(players, size, game=game)
    drawn, box = table.view.drawn(), table.marks.key_box
    assert drawn and box.w
    ghosts = [m.ghost.rect.inflate(8, 8) for m in table.marks.current() if m.ghost is not None]
    assert box.collidelist(ghosts) < 0, "the key covers a mark"
    area = table.view.rect.inflate(-2 * table.app.px(8), -2 * table.app.px(8))
    free = []
    for corner in ("topleft", "topright", "bottomleft", "bottomright"):
        spot = pygame.Rect(0, 0, box.w, box.h)
        setattr(spot, corner, getattr(area, corner))
        if spot.collidelist(ghosts) < 0:
            free.append(_covered(spot, drawn))
    assert max(free) > 0, "no corner covers anything: the test shows nothing here"
    assert _covered(box, drawn) <= min(free), (
        f"the key covers {_covered(box, drawn)} px² of the table where a free corner covers {min(free)}")


@pytest.mark.parametrize("players, size, share", [(2, (1600, 900), 0.2), (3, (1024, 640), 0.4),
                                                  (3, (1600, 900), 0.2)])
def test_the_tags_beside_the_marks_cover_no_card_or_caption_where_a_side_is_free(
        players: int, size: tuple[int, int], share: float) -> None:
    """A tag takes the side of its mark that covers least of what the view draws (here
    a side covering nothing exists for both), not the first side clear of the key."""
    table = replay_at(players, size, share)
    drawn = table.view.drawn()
    assert len(table.marks.tag_boxes) == 2
    for box in table.marks.tag_boxes:
        assert _covered(box, drawn) == 0, f"a tag covers {_covered(box, drawn)} px² of cards"


def test_the_tags_are_laid_out_once_per_position_and_again_after_a_resize(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Frames that change nothing draw the tags from their kept boxes (placing a tag
    weighs six places against everything the view draws); a new window size places
    them afresh beside the marks where they now lie."""
    table = replay_at(2, (1600, 900), 0.2)
    app, placed = table.app, []
    real = replay_marks.DecisionMarks._tag_box

    def counted(self: Any, mark: Any, taken: list[pygame.Rect]) -> pygame.Rect:
        placed.append(mark.kind)
        return real(self, mark, taken)

    monkeypatch.setattr(replay_marks.DecisionMarks, "_tag_box", counted)
    for _frame in range(5):
        app.draw()
    assert placed == [], f"tags placed again on frames that change nothing: {placed}"
    app.screen = pygame.display.set_mode((1024, 640), pygame.RESIZABLE)
    app.step([pygame.event.Event(pygame.VIDEORESIZE, w=1024, h=640, size=(1024, 640))])
    app.draw()
    assert sorted(placed) == ["better", "played"]
    ghosts = [m.ghost.rect for m in table.marks.current() if m.ghost is not None]
    for box, ghost in zip(table.marks.tag_boxes, ghosts):
        assert table.view.rect.contains(box)
        gap = max(0, box.left - ghost.right, ghost.left - box.right,
                  box.top - ghost.bottom, ghost.top - box.bottom)
        assert gap <= table.app.px(8), "a tag left behind where its mark was"


def test_hovering_a_tag_shows_its_moves_words() -> None:
    """A tag names its mark's kind only; pointing at it shows the move in full, as
    pointing at the mark does."""
    table = replay_at(4, (1280, 720), game="mischwald")
    app = table.app
    tagged = [m for m in table.marks.current() if m.ghost is not None]
    assert len(tagged) == len(table.marks.tag_boxes) == 2
    for mark, box in zip(tagged, table.marks.tag_boxes):
        ghosts = [m.ghost.rect for m in tagged if m.ghost is not None]
        assert box.collidelist(ghosts) < 0  # on the tag alone, off every mark
        move(app, box.center)
        app.draw()
        shown = " ".join(t.string for t in audit(app).texts if t.on_screen)
        words = table.marks.lines(mark)  # in the key, and wrapped in the bubble
        assert shown.count(words) == 2, f"{words!r} not in a bubble over the tag"
