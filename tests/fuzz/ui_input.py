"""Random input for the UI soak (tests/fuzz/ui_soak.py): raw pygame events as a hostile
or careless player makes them. Clicks, drags, keys, wheel turns, resizes and typed text,
some aimed at what the top scene shows (its buttons, the pieces and their targets), the
rest anywhere. Each action is a list of frames; each frame a list of events."""

from __future__ import annotations

import random
from typing import Any

import pygame

Frame = list[pygame.event.Event]

# Text a player could type or paste: accents, right-to-left, joiners, combining marks,
# emoji beyond the basic plane, wide characters, direction overrides, a long run.
ODD_TEXTS = (
    "é", "ß", "Ĳ", "ñ", "ø", "ﬁ", "Ⅻ", "𝔖𝔶𝔩𝔳𝔞", "שלום", "مرحبا", "\u202eabc\u202c",
    "e\u0301\u0301\u0301", "\u200d", "\u200b", "\ufeff", "👩‍👩‍👧‍👦", "🌲🦔🍄", "🏳️‍🌈",
    "中文字", "ｗｉｄｅ", "ﷺ", "Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇", "\t", "\x7f", "\u00a0", "0", "12345",
    "999999999999", "-1", "🀄" * 12, "W" * 60, "\U0010fffd", "\u0300", "ǅ", "İ", "ﬀ" * 9,
)
# Keys: the ones the app knows (Esc, Enter, R, H, U, S, ?, F1, F11, arrows...) and others.
KEYS = (
    pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_r, pygame.K_h, pygame.K_u,
    pygame.K_s, pygame.K_QUESTION, pygame.K_F1, pygame.K_F11, pygame.K_LEFT, pygame.K_RIGHT,
    pygame.K_UP, pygame.K_DOWN, pygame.K_HOME, pygame.K_END, pygame.K_PAGEUP,
    pygame.K_PAGEDOWN, pygame.K_TAB, pygame.K_SPACE, pygame.K_BACKSPACE, pygame.K_DELETE,
    pygame.K_z, pygame.K_a, pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_9, pygame.K_0,
    pygame.K_PLUS, pygame.K_MINUS, pygame.K_F5, pygame.K_F7, pygame.K_F12, pygame.K_n,
    pygame.K_p, pygame.K_l, pygame.K_m, pygame.K_c, pygame.K_x, pygame.K_v, pygame.K_q,
    pygame.K_LSHIFT, pygame.K_LCTRL, pygame.K_LALT, pygame.K_MENU, pygame.K_KP_5,
)
MODS = (0, 0, 0, 0, pygame.KMOD_SHIFT, pygame.KMOD_CTRL, pygame.KMOD_ALT,
        pygame.KMOD_CTRL | pygame.KMOD_SHIFT)


def motion(pos: tuple[int, int], rel: tuple[int, int] = (0, 0),
           buttons: tuple[int, int, int] = (0, 0, 0)) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=rel, buttons=buttons)


def click(pos: tuple[int, int], button: int = 1) -> list[Frame]:
    return [[motion(pos), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)],
            [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)]]


def drag(start: tuple[int, int], end: tuple[int, int], steps: int,
         button: int = 1) -> list[Frame]:
    """Press at ``start``, move with the button held in ``steps`` frames, let go at ``end``."""
    held = (1 if button == 1 else 0, 1 if button == 2 else 0, 1 if button == 3 else 0)
    frames = [[motion(start), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start,
                                                 button=button)]]
    last = start
    for k in range(1, steps + 1):
        p = (start[0] + (end[0] - start[0]) * k // steps,
             start[1] + (end[1] - start[1]) * k // steps)
        frames.append([motion(p, (p[0] - last[0], p[1] - last[1]), held)])
        last = p
    frames.append([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=button)])
    return frames


def key(k: int, mod: int = 0, text: str = "") -> list[Frame]:
    down = pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=text, scancode=0)
    up = pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode=text, scancode=0)
    return [[down], [up]]


def typed(text: str) -> list[Frame]:
    return [[pygame.event.Event(pygame.TEXTINPUT, text=text)]]


def wheel(pos: tuple[int, int], dy: int) -> list[Frame]:
    return [[motion(pos), pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False,
                                             precise_x=0.0, precise_y=float(dy))]]


RESIZING = pygame.USEREVENT + 7  # marks a frame where the window takes a new size


def resized(size: tuple[int, int]) -> list[Frame]:
    """The window takes ``size`` (the soak gives the display that size when the frame
    is delivered, as SDL does before the app reads the event), and what the window system
    then sends."""
    w, h = size
    return [[pygame.event.Event(RESIZING, size=size),
             pygame.event.Event(pygame.VIDEORESIZE, w=w, h=h, size=size),
             pygame.event.Event(pygame.WINDOWSIZECHANGED, x=w, y=h)]]


def interrupted(rng: random.Random, frames: list[Frame], size: tuple[int, int]
                ) -> list[Frame]:
    """A drag disturbed halfway: the window resized, Esc, R, a right click or the wheel
    in the middle of it, or the button never let go."""
    if len(frames) < 3:
        return frames
    at = rng.randint(1, len(frames) - 1)
    pos = frames[0][0].pos
    r = rng.random()
    if r < 0.3:
        cut = resized(window_size(rng))
    elif r < 0.5:
        cut = key(rng.choice((pygame.K_ESCAPE, pygame.K_r, pygame.K_h, pygame.K_s,
                              pygame.K_u, pygame.K_F1)))
    elif r < 0.65:
        cut = click(point(rng, size), 3)
    elif r < 0.8:
        cut = wheel(pos, rng.choice((-3, -1, 1, 3)))
    else:
        return frames[:-1]  # the release never comes
    return frames[:at] + cut + frames[at:]


def window_size(rng: random.Random) -> tuple[int, int]:
    """A size a window can be dragged to: now and then tiny (from 1x1), often small,
    mostly ordinary, rarely very large."""
    r = rng.random()
    if r < 0.08:
        return rng.randint(1, 40), rng.randint(1, 40)
    if r < 0.3:
        return rng.randint(40, 640), rng.randint(30, 480)
    if r < 0.97:
        return rng.randint(560, 1440), rng.randint(400, 900)
    return rng.randint(1600, 2560), rng.randint(1000, 1600)


def point(rng: random.Random, size: tuple[int, int], inside: pygame.Rect | None = None
          ) -> tuple[int, int]:
    """A point in ``inside`` (its centre half the time), else anywhere, now and then
    just outside the window."""
    if inside is not None and inside.w > 0 and inside.h > 0:
        if rng.random() < 0.5:
            return inside.center
        return (rng.randint(inside.left, inside.right - 1),
                rng.randint(inside.top, inside.bottom - 1))
    w, h = size
    if rng.random() < 0.03:
        return rng.randint(-50, w + 50), rng.randint(-50, h + 50)
    return rng.randint(0, max(0, w - 1)), rng.randint(0, max(0, h - 1))


def clickables(scene: Any) -> list[pygame.Rect]:
    """What the scene shows that reacts to a click: every widget it holds (in lists or
    alone), and for a table its bar, its layers' widgets and the pieces it offers."""
    from game.ui.widgets import Widget

    found: list[pygame.Rect] = []

    def add(holder: Any) -> None:
        for value in vars(holder).values():
            items = value if isinstance(value, list | tuple) else (value,)
            for item in items:
                if isinstance(item, Widget) and item.visible and item.rect.w > 0:
                    found.append(item.rect)

    add(scene)
    layers = getattr(getattr(scene, "layers", None), "layers", None)
    for layer in layers or ():
        add(layer)
    for name in ("bar_buttons", "view_buttons"):
        for b in getattr(scene, name, None) or ():
            found.append(b.rect)
    return found


def piece_drag(rng: random.Random, table: Any) -> list[Frame] | None:
    """Pick up one of the pieces the viewer may move and drop it on one of its targets
    (a legal one mostly, any other now and then); None if nothing can be picked up."""
    if table.too_small:
        return None
    pieces = table.view.pieces()
    if not pieces:
        return None
    piece = rng.choice(pieces)
    targets = table.view.targets(piece)
    legal = [t for t in targets if t.action is not None]
    pool = legal if legal and rng.random() < 0.8 else targets
    start = piece.rect.center
    end = rng.choice(pool).rect.center if pool else point(rng, table.app.size)
    return drag(start, end, rng.randint(2, 8))
