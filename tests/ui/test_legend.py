"""The legend over the table (``?``, F1, the "?" button): every game labels at least one
mark of each kind it draws, each label over a mark the view drew and inside the view;
the captions are translated; bubbles never overlap nor leave the window; ``?`` and F1
open it, Esc and a click close it. A label moved off its mark fails the check."""

from __future__ import annotations

import dataclasses
import itertools
import random
from collections import Counter

import pygame
import pytest

from game.ai import choose_action
from game.core import HUMAN, Match, Options, Seat, registry
from game.i18n import set_game, set_language
from game.ui import theme
from game.ui.gameview import Label
from tests.layout_audit import MIN_PX_AT_720, SIZES, legend_frame
from tests.ui_harness import click, key, make_table

# the kinds of mark each game's legend must label on a mid-game table
REQUIRED = {
    "mischwald": {"symbol", "cost", "icon", "score", "deck", "winter", "tab", "new-tree",
                  "sapling"},
    "woud": {"trunk", "canopy", "open", "points", "P", "header", "pile"},
    "renature": {"column", "region", "tile", "domino", "plant", "board-letter", "board-value",
                 "board-count", "clouds-held", "joker", "hand", "box", "seat-hand",
                 "seat-plants", "seat-clouds", "seat-tiles"},
    "mystaria": {"hut", "tree", "tower", "bridge", "portal", "castle", "owner", "hut-land",
                 "field", "pile", "hand", "other-hand"},
    "glade": {"field", "field-leaf", "glade-toadstool", "edge", "tile", "fruit", "leaf",
              "season", "bench", "bag", "thumb", "store", "thumb-store"},
}
# greedy moves before the table is looked at
MOVES = {"mischwald": 25, "woud": 60, "renature": 30, "mystaria": 20, "glade": 25}
GAMES = sorted(REQUIRED)


def mid_game(game: str, players: int, size: tuple[int, int] = (1280, 720), seed: int = 3):
    """A table of ``game`` after a seeded greedy opening, every seat human."""
    rules = registry.get(game)
    colours = rules.info.colours
    seats = tuple(Seat(f"P{i + 1}", HUMAN, colours[i % len(colours)]) for i in range(players))
    match = Match(rules, Options(seats), seed)
    rng = random.Random(seed)
    for _ in range(MOVES[game]):
        d = match.decision()
        if d.seat is None:
            break
        match.play(choose_action(rules, match.state, d.seat, "greedy", rng))
    app, table = make_table(game, players, size=size, match=match)
    table.mouse = (-100, -100)
    return app, table


def _players(game: str) -> list[int]:
    return sorted({2, registry.get(game).info.max_players})


CASES = [(g, n) for g in GAMES for n in _players(g)]


def drawn_view(table) -> pygame.Surface:
    """The view alone, drawn on the table's background."""
    surface = pygame.Surface(table.app.size)
    surface.fill(theme.BG)
    surface.set_clip(table.view.rect)
    table.view.draw(surface)
    surface.set_clip(None)
    return surface


def background(surface: pygame.Surface, area: pygame.Rect) -> tuple[int, int, int]:
    """The colour most of ``area`` is painted in: the view's own background."""
    counts = Counter(tuple(surface.get_at((x, y)))[:3]
                     for x in range(area.x, area.right, 7) for y in range(area.y, area.bottom, 7))
    return counts.most_common(1)[0][0]


def over_mark(surface: pygame.Surface, rect: pygame.Rect, bg: tuple[int, int, int]) -> bool:
    """True if a good part (a fifth) of ``rect`` is painted in something else than the
    view's background (theme.BG or the view's own)."""
    grounds = {tuple(theme.BG), bg}
    pixels = [tuple(surface.get_at((x, y)))[:3] for x in range(rect.x, rect.right)
              for y in range(rect.y, rect.bottom)]
    drawn = sum(1 for p in pixels if not any(max(abs(a - b) for a, b in zip(p, g)) <= 3
                                              for g in grounds))
    return drawn >= len(pixels) / 5


def check_labels(table, labels: list[Label]) -> list[str]:
    surface = drawn_view(table)
    bg = background(surface, table.view.rect)
    problems = []
    for lb in labels:
        if not table.view.rect.contains(lb.rect):
            problems.append(f"{lb.kind}: outside the view at {tuple(lb.rect)}")
        elif not over_mark(surface, lb.rect, bg):
            problems.append(f"{lb.kind}: over empty background at {tuple(lb.rect)}")
    return problems


@pytest.mark.parametrize("game,players", CASES)
def test_every_kind_is_labelled_over_its_mark(game, players):
    _app, table = mid_game(game, players)
    labels = table.view.legend()
    kinds = [lb.kind for lb in labels]
    assert len(kinds) == len(set(kinds)), "one label per kind"
    assert REQUIRED[game] - set(kinds) == set()
    assert all(0 < len(lb.caption.split()) <= 14 for lb in labels)
    assert check_labels(table, labels) == []


@pytest.mark.parametrize("game", GAMES)
def test_a_label_moved_off_its_mark_is_caught(game):
    """The planted fault: the first label shifted into empty background."""
    _app, table = mid_game(game, 2)
    labels = table.view.legend()
    assert check_labels(table, labels) == []
    surface = drawn_view(table)
    bg = background(surface, table.view.rect)
    first = labels[0]
    empty = next(r for r in (first.rect.move(dx, dy) for dx in range(-600, 600, 9)
                             for dy in range(-600, 600, 9))
                 if table.view.rect.contains(r) and not over_mark(surface, r, bg)
                 and not any(pygame.Rect(r).colliderect(lb.rect) for lb in labels))
    moved = [dataclasses.replace(first, rect=empty), *labels[1:]]
    assert check_labels(table, moved) == [f"{first.kind}: over empty background at "
                                          f"{tuple(empty)}"]


@pytest.mark.parametrize("game", GAMES)
def test_captions_are_translated(game):
    _app, table = mid_game(game, 2)
    english = {lb.kind: lb.caption for lb in table.view.legend()}
    set_game(game)
    try:
        for lang in ("de", "nl"):
            set_language(lang)
            other = {lb.kind: lb.caption for lb in table.view.legend()}
            assert other.keys() == english.keys()
            same = [k for k in english if other[k] == english[k]]
            assert same == [], f"{lang}: untranslated {same}"
    finally:
        set_language("en")


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game,players", CASES)
def test_bubbles_neither_overlap_nor_leave_the_window(game, players, size):
    app, table = mid_game(game, players, size)
    key(app, pygame.K_F1)
    labels = table.view.legend()
    bubbles = table.legend.bubbles
    assert len(bubbles) == len(labels)
    window = app.screen.get_rect()
    assert all(window.contains(b.box) for b in bubbles)
    for a, b in itertools.combinations([b.box for b in bubbles] + [table.legend.title_box], 2):
        assert not a.colliderect(b), (a, b)


def test_keys_and_button_open_and_close():
    app, table = mid_game("mischwald", 2)
    assert not table.legend.open
    key(app, pygame.K_F1)
    assert table.legend.open
    key(app, pygame.K_ESCAPE)
    assert not table.legend.open
    assert app.stack.top is table  # Esc closed the legend, not the table (no pause menu)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SLASH, mod=pygame.KMOD_SHIFT,
                                 unicode="?", scancode=0)])
    assert table.legend.open
    click(app, table.view.rect.center)
    assert not table.legend.open
    button = next(b for b in table.bar_buttons if b.label == "?")
    assert button.tooltip == "Legend (?, F1)"
    click(app, button.rect.center)
    assert table.legend.open
    key(app, pygame.K_F1)
    assert not table.legend.open


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", GAMES)
def test_legend_layout(game, size):
    """The layout audit of the legend over each game's table at the four window sizes:
    every caption inside the window, none overlapping, 12 px or more at 1280x720."""
    app, table = mid_game(game, registry.get(game).info.max_players, size)
    key(app, pygame.K_F1)
    frame = legend_frame(app)
    assert len(table.legend.bubbles) == len(table.view.legend())
    assert frame.texts and frame.problems() == []
    if size == (1280, 720):
        assert (frame.smallest() or 0) >= MIN_PX_AT_720


def test_question_mark_is_text_while_typing():
    """F1 always opens the legend; "?" does only when no text field has focus."""
    from game.ui import intents as I

    def down(k: int, char: str) -> pygame.event.Event:
        return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=char, scancode=0)

    assert [i.kind for i in I.from_event(down(pygame.K_F1, ""))] == [I.LEGEND]
    assert [i.kind for i in I.from_event(down(pygame.K_F1, ""), typing=True)] == [I.LEGEND]
    assert [i.kind for i in I.from_event(down(pygame.K_SLASH, "?"))] == [I.LEGEND]
    assert [i.kind for i in I.from_event(down(pygame.K_SLASH, "?"), typing=True)] == [I.KEY]


def test_crowded_marks_still_get_separate_bubbles():
    """Twenty marks in a row near a corner of a small window: every caption is placed,
    inside the window, on no other bubble."""
    from game.scenes.table_legend import place

    pygame.font.init()
    window = pygame.Rect(0, 0, 800, 600)
    labels = [Label(pygame.Rect(10 + 24 * k, 560, 20, 20), f"k{k}",
                    f"Caption number {k} of a crowded corner") for k in range(20)]
    bubbles = place(labels, window, lambda n: max(1, round(n * 0.7)), [])
    assert len(bubbles) == len(labels)
    assert all(window.contains(b.box) for b in bubbles)
    for a, b in itertools.combinations(bubbles, 2):
        assert not a.box.colliderect(b.box)


@pytest.mark.parametrize("game", GAMES)
def test_labels_at_the_end_and_for_a_spectator(game):
    """After a whole seeded game (final breakdowns, points badges) and seen by nobody's
    eyes, every label still lies over a mark the view drew."""
    rules = registry.get(game)
    seats = tuple(Seat(f"P{i + 1}", HUMAN, rules.info.colours[i]) for i in range(2))
    match = Match(rules, Options(seats), 5)
    rng = random.Random(5)
    while match.decision().seat is not None:
        match.play(choose_action(rules, match.state, match.decision().seat, "random", rng))
    _app, table = make_table(game, 2, match=match)
    assert table.view.legend() and check_labels(table, table.view.legend()) == []
    table.viewer = None
    table.redraw()
    assert table.view.legend() and check_labels(table, table.view.legend()) == []
