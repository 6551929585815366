"""The layout audit: draw a scene, record every text and button it puts in the window, and
list what breaks the layout — text outside the window or cut by its container, texts or
buttons overlapping — and how small the text is.

Texts are recorded where ``game.ui.text.blit_text`` draws them into the window. Each
visible scene is its own layer: a dialog may cover the table, but not its own texts.
Inside ``painted.tracking()`` the sizes also count what reaches the window inside
pictures: the names and numbers painted into cards, tiles and badges and the icons,
followed through every blit and scaling to their height on the screen.

    python -m tests.layout_audit          # the smallest text per game and window size
    python -m tests.layout_audit --languages en,de,nl --detail
"""

from __future__ import annotations

import dataclasses
import itertools
import time
from collections.abc import Iterator
from contextlib import contextmanager

import pygame

from game.ui import text
from tests import painted

SIZES = ((800, 600), (1280, 720), (1920, 1080), (2560, 1440))
MIN_PX_AT_720 = 12  # information text at 1280x720 and larger
MIN_PX_AT_600 = 10  # information text at 800x600
MIN_ICON_PX = 16  # an icon that carries information, at 1280x720 and larger
GROWTH = 1.5  # at 2560x1440 at least this times its 1280x720 size, pictures included
WINDOW_TEXT_GROWTH = 1.6  # text drawn straight into the window grows this much already: kept
LANGUAGES = ("en", "de", "nl")


def min_text_px(window: tuple[int, int]) -> int:
    return MIN_PX_AT_720 if window[1] >= 720 else MIN_PX_AT_600
OVERLAP_PX = 4  # texts may touch; a real overlap is more than this on both axes


@dataclasses.dataclass(frozen=True)
class Drawn:
    layer: float  # the scene's place in the stack (+0.5: a panel over a table)
    string: str
    size: int
    rect: pygame.Rect
    clip: pygame.Rect | None  # the container's clip when it was drawn (None: whole window)
    on_screen: bool


@dataclasses.dataclass
class Frame:
    window: pygame.Rect
    texts: list[Drawn] = dataclasses.field(default_factory=list)
    buttons: list[tuple[float, str, pygame.Rect]] = dataclasses.field(default_factory=list)
    # everything that reached the window, pictures included (only while tracking)
    painted: list[painted.Painted] = dataclasses.field(default_factory=list)

    def problems(self) -> list[str]:
        found = []
        for t in self.texts:
            if not t.on_screen or not t.string.strip():
                continue
            if not self.window.contains(t.rect):
                found.append(f"outside the window: {t.string!r} at {tuple(t.rect)}")
            elif t.clip is not None and t.clip.colliderect(t.rect) and (
                    t.rect.left < t.clip.left or t.rect.right > t.clip.right):
                # cut at the side; a cut at the top or bottom is a scrolled list
                found.append(f"cut by its container: {t.string!r} at {tuple(t.rect)}")
        shown = [t for t in self.texts if t.on_screen and t.string.strip()]
        for a, b in itertools.combinations(shown, 2):
            ra = a.rect.clip(a.clip) if a.clip else a.rect  # what is seen of each
            rb = b.rect.clip(b.clip) if b.clip else b.rect
            if a.layer == b.layer and _overlap(ra, rb) and a.rect != b.rect:
                found.append(f"texts overlap: {a.string!r} and {b.string!r}")
        for (la, sa, ra), (lb, sb, rb) in itertools.combinations(self.buttons, 2):
            if la == lb and _overlap(ra, rb):
                found.append(f"buttons overlap: {sa!r} and {sb!r}")
        for _layer, label, rect in self.buttons:
            if not self.window.contains(rect):
                found.append(f"button outside the window: {label!r}")
        return found

    def smallest(self, on_screen_only: bool = True, kind: str = "text") -> float | None:
        """The smallest text (or icon) in the window, in font pixels as seen: text in
        pictures included while tracking (``on_screen_only=False`` adds every text drawn
        into any picture, shown or not)."""
        sizes = [float(t.size) for t in self.texts if kind == "text" and t.string.strip()
                 and (t.on_screen or not on_screen_only)]
        sizes += [p.size for p in self.painted if p.kind == kind]
        return min(sizes) if sizes else None

    def too_small(self) -> list[painted.Painted]:
        """What reached the window below the least size for its window (while tracking)."""
        least = {"text": min_text_px(self.window.size),
                 "icon": MIN_ICON_PX if self.window.h >= 720 else 0}
        return [p for p in self.painted if p.size < least[p.kind] - 0.05]

    def sizes_by_string(self) -> dict[str, float]:
        out: dict[str, float] = {}
        seen = [(t.string, float(t.size)) for t in self.texts]
        seen += [(p.string, p.size) for p in self.painted if p.kind == "text"]
        for string, size in seen:
            if string.strip():
                out[string] = min(out.get(string, size), size)
        return out


def _overlap(a: pygame.Rect, b: pygame.Rect) -> bool:
    c = a.clip(b)
    return c.w > OVERLAP_PX and c.h > OVERLAP_PX


@contextmanager
def recording(app) -> Iterator[Frame]:
    """Record one ``app.draw()``: every text drawn and every button shown."""
    frame = Frame(app.screen.get_rect())
    real = app.screen
    screen = painted.screen_like(real) if painted.active() else real
    original = text.blit_text
    layer = [0]

    def blit_text(surface, string, pos, size, colour=text.theme.TEXT, bold=False,
                  anchor="topleft"):
        rect = original(surface, string, pos, size, colour, bold, anchor)
        ink = text.render(string, size, colour, bold).get_bounding_rect()
        rect = pygame.Rect(rect.x + ink.x, rect.y + ink.y, ink.w, ink.h)  # the letters only
        on_screen = surface is screen
        clip = surface.get_clip() if on_screen else None
        if clip is not None and clip == frame.window:
            clip = None
        frame.texts.append(Drawn(layer[0], string, size, pygame.Rect(rect), clip, on_screen))
        return rect

    scenes = list(app.stack.visible())
    draws = {}
    for i, scene in enumerate(scenes):
        def draw(surface, _scene=scene, _i=i, _orig=scene.draw):
            layer[0] = _i
            _orig(surface)
        draws[scene] = scene.draw
        scene.draw = draw
        for over in _over_table(scene):  # a guide's panel lies over the table: a layer
            def draw_over(surface, _i=i, _orig=over.draw):
                layer[0] = _i + 0.5
                _orig(surface)
            draws[over] = over.draw
            over.draw = draw_over
    text.blit_text = blit_text
    app.screen = screen
    try:
        app.draw()
    finally:
        app.screen = real
        text.blit_text = original
        for scene, orig in draws.items():
            scene.draw = orig
    if screen is not real:
        real.blit(screen, (0, 0))
        frame.painted = painted.marks(screen)
    for i, scene in enumerate(scenes):
        for b in _buttons(scene):
            frame.buttons.append((i, b.label, pygame.Rect(b.rect)))
        for over in _over_table(scene):
            for _name, b in over.buttons:
                frame.buttons.append((i + 0.5, b.label, pygame.Rect(b.rect)))
    yield frame


def _over_table(scene) -> list:
    """The layers of a table drawn over it as a panel of their own (a guided game's)."""
    from game.scenes.learn_layer import Lesson

    chain = getattr(scene, "layers", None)
    return [la for la in getattr(chain, "layers", []) if isinstance(la, Lesson)
            and la.session.phase != "free"]


def _buttons(scene) -> list:
    from game.ui.widgets import Button

    found = [w for w in getattr(scene, "widgets", []) if isinstance(w, Button)]
    found += list(getattr(scene, "bar_buttons", [])) + list(getattr(scene, "view_buttons", []))
    return [b for b in found if b.rect.w > 0 and b.rect.h > 0]


def audit(app) -> Frame:
    with recording(app) as frame:
        return frame


def primer_frames(game_id: str, size, lang: str = "en") -> list[Frame]:
    """The one-page primer of ``game_id`` at ``size`` in ``lang``, audited at the top and,
    if it scrolls, at the bottom (so every panel is seen whole once)."""
    from game.scenes import registry as scenes
    from tests.ui_harness import make_app

    app = make_app(size)
    app.settings.language = lang
    app.apply_settings()
    app.home()
    scene = scenes.make("primer", app, game_id)
    app.push(scene)
    frames = [audit(app)]
    if scene.max_scroll:
        scene.scroll_by(scene.max_scroll)
        frames.append(audit(app))
    return frames


def decision_positions(game_id: str, players: int, seed: int = 1, limit: int = 400):
    """(action count, decision kind) at the first time each kind of decision comes up in a
    seeded greedy game with every seat human (so the table shows each decision)."""
    import random

    from game.ai import choose_action
    from game.core import HUMAN, Match, Options, Seat, registry

    rules = registry.get(game_id)
    colours = rules.info.colours
    seats = tuple(Seat(f"P{i + 1}", HUMAN, colours[i % len(colours)]) for i in range(players))
    match = Match(rules, Options(seats), seed)
    rng = random.Random(seed)
    seen: dict[str, int] = {}
    for _ in range(limit):
        d = match.decision()
        if d.seat is None:
            break
        seen.setdefault(d.kind, len(match.actions))
        match.play(choose_action(rules, match.state, d.seat, "greedy", rng))
    return rules, seats, seed, [(n, kind) for kind, n in seen.items()], match.actions


def table_at(game_id: str, players: int, size, upto: int, seed: int = 1,
             lang: str | None = None):
    """A table of ``game_id`` after ``upto`` moves of the seeded game, at ``size`` (in
    ``lang``, if given)."""
    from game.core import Match
    from tests.ui_harness import make_table

    rules, seats, seed, _kinds, actions = _positions(game_id, players, seed)
    from game.core import Options

    match = Match(rules, Options(seats), seed)
    for action in actions[:upto]:
        match.play(action)
    if painted.active():
        painted.forget()  # each picture painted anew, and credited to its own painter
    app, table = make_table(game_id, players, size=size, match=match)
    if lang is not None:
        app.settings.language = lang
        app.apply_settings()
    table.mouse = (-100, -100)  # no hover bubbles in the picture
    table.redraw()
    return app, table


_cache: dict = {}


def _positions(game_id: str, players: int, seed: int = 1):
    key = (game_id, players, seed)
    if key not in _cache:
        _cache[key] = decision_positions(game_id, players, seed)
    return _cache[key]


def legend_frame(app) -> Frame:
    """The texts of the legend open over the table on top (game/scenes/table_legend.py):
    its title and captions, as one layer of their own over the table they explain."""
    from game.scenes.table_legend import title

    legend = app.stack.top.legend
    with recording(app) as frame:
        own = {title()} | {line for b in legend.bubbles for line in b.lines}
        return Frame(frame.window, [t for t in frame.texts if t.on_screen and t.string in own])


def game_frames(game_id: str, players: int, size, lang: str | None = None):
    """(decision kind, audited frame) for each kind of decision the seeded game reaches."""
    _r, _s, _seed, kinds, _a = _positions(game_id, players)
    for upto, kind in kinds:
        app, _table = table_at(game_id, players, size, upto, lang=lang)
        yield kind, audit(app)


def player_counts(game_id: str) -> tuple[int, ...]:
    """The most players a table seats (up to 4) and the 2-player layout."""
    from game.core import registry

    info = registry.get(game_id).info
    return tuple(sorted({min(4, info.max_players), max(2, info.min_players)}, reverse=True))


def picture_problems(game_id: str, languages: tuple[str, ...] = LANGUAGES,
                     sizes=SIZES) -> dict[tuple[str, str, str], str]:
    """What of ``game_id`` reaches the eye too small or cut, pictures included, at every
    size, in every language, at its most players and in the 2-player layout: (who paints
    it, "text" or "icon", "small", "growth" or "cut") -> the worst figure (for "cut", the
    last text seen ending in an ellipsis). Call it while tracking."""
    least: dict[tuple[str, str, tuple[int, int]], tuple[float, str]] = {}
    worst: dict[tuple[str, str, str], tuple[float, str]] = {}
    for players in player_counts(game_id):
        for size in sizes:
            for lang in languages:
                for _kind, frame in game_frames(game_id, players, size, lang):
                    for p in frame.painted:
                        who = p.painter.removeprefix(f"game.games.{game_id}.view.")
                        key = (who, p.kind, size)
                        least[key] = min(least.get(key, (999.0, "")), (p.size, p.string))
                        if p.kind == "text" and p.string.rstrip().endswith("…"):  # cut
                            worst[(who, "text", "cut")] = (p.size, f"{p.string!r} at "
                                                           f"{size[0]}x{size[1]} ({lang})")
                    for p in frame.too_small():
                        who = p.painter.removeprefix(f"game.games.{game_id}.view.")
                        where = f"{p.string!r} at {size[0]}x{size[1]} ({lang})"
                        worst[(who, p.kind, "small")] = min(
                            worst.get((who, p.kind, "small"), (999.0, "")), (p.size, where))
    for (who, kind, size), (px, string) in least.items():
        big = least.get((who, kind, (2560, 1440)))
        if size == (1280, 720) and big is not None and big[0] < GROWTH * px:
            worst[(who, kind, "growth")] = (px, f"{string!r} -> {_px(big[0])} {big[1]!r}")
    return {key: f"{_px(px)} {where}" for key, (px, where) in worst.items()}


def replay_frames(size, lang: str | None = None):
    """(what, audited frame) of the replay viewer at ``size``: each game's finished
    seeded game halfway (the seat chooser shown) and a save in progress at its end (the
    saving seat's view alone); then the results with "Watch again" and the Load screen
    with a save and the autosave to replay."""
    import dataclasses

    from game.core import HUMAN, registry, saves
    from game.scenes import registry as scenes
    from game.scenes.load import LoadScene
    from tests.history_games import play
    from tests.ui_harness import make_app

    def opened(scene_of):
        app = make_app(size)
        if lang is not None:
            app.settings.language = lang
            app.apply_settings()
        app.home()
        app.push(scene_of(app))
        app.step([])
        return app

    for rules in registry.all_games():
        gid = rules.info.id
        match = play(gid, [HUMAN, "random"], 4)
        record = match.record()
        app = opened(lambda app, record=record: scenes.make("replay", app, record))
        app.stack.top.controls.go(len(record.actions) // 2)
        app.stack.top.mouse = (-100, -100)
        yield f"{gid}: finished, halfway", audit(app)
        midway = dataclasses.replace(record, actions=record.actions[:9])
        app = opened(lambda app, midway=midway: scenes.make("replay", app, midway))
        app.stack.top.controls.go(9)
        yield f"{gid}: saved midway", audit(app)
    from game.scenes.table import TableScene

    app = opened(lambda app: TableScene(app, match, autosave=False))
    app.push(scenes.make("results", app, app.stack.top))
    app.step([])
    yield "results", audit(app)
    saves.save_record(record, saves.saves_dir() / "replay-audit.json")
    saves.autosave(midway)
    app = opened(LoadScene)
    end = time.monotonic() + 20
    while app.stack.top.entries is None and time.monotonic() < end:  # read off the UI thread
        time.sleep(0.02)
        app.step([])
    yield "load", audit(app)


def _px(value: float | None) -> str:
    return "-" if value is None else f"{int(value + 0.05)} px"


def report(languages: tuple[str, ...] = ("en",), detail: bool = False) -> None:
    from game.core import registry

    print("Smallest text on screen, text and numbers painted into pictures (cards, tiles,")
    print("badges) included at their on-screen height; icons in brackets; texts cut with an")
    print("ellipsis counted.")
    print(f"Least: text {MIN_PX_AT_600} px at 800x600 and {MIN_PX_AT_720} px from 1280x720, "
          f"icons {MIN_ICON_PX} px; languages {', '.join(languages)}.")
    print(f"{'game':13} " + " ".join(f"{w}x{h:<9}" for w, h in SIZES) + "  problems")
    with painted.tracking():
        for rules in registry.all_games():
            gid = rules.info.id
            for players in player_counts(gid):
                cells, problems = [], 0
                small: dict[tuple[str, str], dict] = {}
                cut: set[str] = set()
                for size in SIZES:
                    low: list[float] = []
                    icon: list[float] = []
                    for lang in languages:
                        for _kind, frame in game_frames(gid, players, size, lang):
                            low.append(frame.smallest() or 99)
                            icon.append(frame.smallest(kind="icon") or 99)
                            problems += len(frame.problems())
                            cut |= {p.string for p in frame.painted
                                    if p.kind == "text" and p.string.rstrip().endswith("…")}
                            for p in frame.too_small():
                                at = small.setdefault((p.painter, p.kind), {})
                                at[size] = min(at.get(size, (99.0, "")), (p.size, p.string))
                    cells.append(f"{_px(min(low))} ({_px(min(icon))})")
                print(f"{gid + f' ({players}p)':13} " + " ".join(f"{c:15}" for c in cells)
                      + f"  {problems} layout, {len(small)} too small, {len(cut)} cut")
                if detail:
                    for (painter, kind), at in sorted(small.items()):
                        worst = ", ".join(f"{_px(px)} {string!r} at {w}x{h}"
                                          for (w, h), (px, string) in sorted(at.items()))
                        print(f"    {kind} by {painter}: {worst}")
                    for string in sorted(cut):
                        print(f"    cut: {string!r}")


if __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--languages", default="en")
    parser.add_argument("--detail", action="store_true", help="list what is too small")
    args = parser.parse_args()
    report(tuple(args.languages.split(",")), args.detail)
