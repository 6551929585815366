"""The layout audit: draw a scene, record every text and button it puts in the window, and
list what breaks the layout — text outside the window or cut by its container, texts or
buttons overlapping — and how small the text is.

Texts are recorded where ``game.ui.text.blit_text`` draws them into the window (text
painted into an off-screen picture first, like a card, is counted by size only). Each
visible scene is its own layer: a dialog may cover the table, but not its own texts.

    python -m tests.layout_audit          # the smallest text per game and window size
"""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Iterator
from contextlib import contextmanager

import pygame

from game.ui import text

SIZES = ((800, 600), (1280, 720), (1920, 1080), (2560, 1440))
MIN_PX_AT_720 = 12  # information text at 1280x720
GROWTH = 1.6  # at 2560x1440 at least this times its 1280x720 size
OVERLAP_PX = 4  # texts may touch; a real overlap is more than this on both axes


@dataclasses.dataclass(frozen=True)
class Drawn:
    layer: int
    string: str
    size: int
    rect: pygame.Rect
    clip: pygame.Rect | None  # the container's clip when it was drawn (None: whole window)
    on_screen: bool


@dataclasses.dataclass
class Frame:
    window: pygame.Rect
    texts: list[Drawn] = dataclasses.field(default_factory=list)
    buttons: list[tuple[int, str, pygame.Rect]] = dataclasses.field(default_factory=list)

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

    def smallest(self, on_screen_only: bool = True) -> int | None:
        """The smallest text drawn (in font pixels); text painted off-screen into a
        picture that is later scaled is left out unless asked for."""
        sizes = [t.size for t in self.texts
                 if t.string.strip() and (t.on_screen or not on_screen_only)]
        return min(sizes) if sizes else None

    def sizes_by_string(self) -> dict[str, int]:
        out: dict[str, int] = {}
        for t in self.texts:
            if t.string.strip():
                out[t.string] = min(out.get(t.string, t.size), t.size)
        return out


def _overlap(a: pygame.Rect, b: pygame.Rect) -> bool:
    c = a.clip(b)
    return c.w > OVERLAP_PX and c.h > OVERLAP_PX


@contextmanager
def recording(app) -> Iterator[Frame]:
    """Record one ``app.draw()``: every text drawn and every button shown."""
    frame = Frame(app.screen.get_rect())
    screen = app.screen
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
    text.blit_text = blit_text
    try:
        app.draw()
    finally:
        text.blit_text = original
        for scene, orig in draws.items():
            scene.draw = orig
    for i, scene in enumerate(scenes):
        for b in _buttons(scene):
            frame.buttons.append((i, b.label, pygame.Rect(b.rect)))
    yield frame


def _buttons(scene) -> list:
    from game.ui.widgets import Button

    found = [w for w in getattr(scene, "widgets", []) if isinstance(w, Button)]
    found += list(getattr(scene, "bar_buttons", [])) + list(getattr(scene, "view_buttons", []))
    return [b for b in found if b.rect.w > 0 and b.rect.h > 0]


def audit(app) -> Frame:
    with recording(app) as frame:
        return frame


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


def table_at(game_id: str, players: int, size, upto: int, seed: int = 1):
    """A table of ``game_id`` after ``upto`` moves of the seeded game, at ``size``."""
    from game.core import Match
    from tests.ui_harness import make_table

    rules, seats, seed, _kinds, actions = _positions(game_id, players, seed)
    from game.core import Options

    match = Match(rules, Options(seats), seed)
    for action in actions[:upto]:
        match.play(action)
    app, table = make_table(game_id, players, size=size, match=match)
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


def report() -> None:
    from game.core import registry

    print(f"{'game':10} " + " ".join(f"{w}x{h:<6}" for w, h in SIZES) + "  problems")
    for rules in registry.all_games():
        gid = rules.info.id
        players = min(4, rules.info.max_players)
        _r, _s, _seed, kinds, _a = _positions(gid, players)
        smallest, problems = [], 0
        for size in SIZES:
            low = None
            for upto, _kind in kinds:
                app, _table = table_at(gid, players, size, upto)
                frame = audit(app)
                s = frame.smallest()
                low = s if low is None or (s is not None and s < low) else low
                problems += len(frame.problems())
            smallest.append(low)
        print(f"{gid:10} " + " ".join(f"{str(s) + ' px':11}" for s in smallest) + f"  {problems}")


if __name__ == "__main__":
    report()
