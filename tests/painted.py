"""Follow text and icons into pictures and on to the window, so the layout audit measures
what reaches the eye: a number painted into a card picture, scaled, and blitted onto the
table is counted at its height in the window.

While ``tracking()`` is on, every surface the game makes is a ``Tracked`` surface: a blit
carries what the source holds (each text with its font size, each icon with its size)
into the target, moved, cut to the target's clip, and scaled by ``pygame.transform``.
Pictures made before are thrown away (the drawing caches are cleared on entering and on
leaving), so each is painted again and carries its texts."""

from __future__ import annotations

import dataclasses
import sys
import weakref
from collections.abc import Iterator
from contextlib import contextmanager

import pygame

from game.ui import images, text

_painted: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
_screens: weakref.WeakSet = weakref.WeakSet()
_on = [False]


def active() -> bool:
    """Whether ``tracking()`` is on."""
    return _on[0]


@dataclasses.dataclass(frozen=True)
class Painted:
    string: str  # the text, or the icon's name
    size: float  # font pixels (an icon: its side) as seen after every scaling
    rect: pygame.Rect  # in the surface that holds it
    kind: str  # "text" or "icon"
    picture: bool  # reached the window inside a picture (not blitted as text alone)
    painter: str = ""  # the function that drew it ("game.games.x.view.art.card")


def _painter() -> str:
    """The first caller outside the text and icon helpers and this audit."""
    frame = sys._getframe(2)
    while frame is not None:
        module = frame.f_globals.get("__name__", "")
        if module != "__main__" and not module.startswith(
                ("game.ui.text", "game.ui.images", "tests.", "functools")):
            return f"{module}.{frame.f_code.co_name}"
        frame = frame.f_back  # type: ignore[assignment]
    return "?"


def marks(surface: pygame.Surface) -> list[Painted]:
    """What ``surface`` holds."""
    return _painted.get(surface, [])


def _hold(surface: pygame.Surface, items: list[Painted]) -> None:
    if items:
        _painted.setdefault(surface, []).extend(items)


def _carried(items: list[Painted], area: pygame.Rect | None, at: tuple[int, int],
             clip: pygame.Rect, picture: bool) -> list[Painted]:
    out = []
    for p in items:
        r = p.rect
        if area is not None:
            if not r.colliderect(area):
                continue
            r = r.clip(area).move(-area.x, -area.y)
        r = r.move(at)
        if r.colliderect(clip):
            out.append(dataclasses.replace(p, rect=r.clip(clip), picture=p.picture or picture))
    return out


class Tracked(pygame.Surface):
    """A surface that carries what is blitted into it."""

    def blit(self, source, dest, area=None, special_flags=0):  # type: ignore[override]
        rect = super().blit(source, dest, area, special_flags)
        items = marks(source)
        if items:
            at = (dest[0], dest[1]) if not isinstance(dest, pygame.Rect) else dest.topleft
            cut = pygame.Rect(area) if area is not None else None
            into_picture = self not in _screens and source not in _screens
            _hold(self, _carried(items, cut, at, self.get_clip(), into_picture))
        return rect

    def blits(self, blit_sequence, doreturn=True):  # type: ignore[override]
        rects = [self.blit(*args) for args in blit_sequence]
        return rects if doreturn else None

    def copy(self):  # type: ignore[override]
        return self._same(super().copy())

    def convert(self, *args):  # type: ignore[override]
        return self._same(super().convert(*args))

    def convert_alpha(self, *args):  # type: ignore[override]
        return self._same(super().convert_alpha(*args))

    def subsurface(self, *rect):  # type: ignore[override]
        sub = super().subsurface(*rect)
        r = pygame.Rect(*rect)
        _hold(sub, _carried(marks(self), r, (0, 0), sub.get_rect(), False))
        return sub

    def _same(self, other: pygame.Surface) -> pygame.Surface:
        _hold(other, list(marks(self)))
        return other


def screen_like(screen: pygame.Surface) -> Tracked:
    """A window stand-in: what reaches it is what the eye sees."""
    proxy = Tracked(screen.get_size(), 0, screen)
    _screens.add(proxy)
    return proxy


def _scaled(out: pygame.Surface, source: pygame.Surface) -> pygame.Surface:
    sx = out.get_width() / max(1, source.get_width())
    sy = out.get_height() / max(1, source.get_height())
    moved = []
    for p in marks(source):
        r = pygame.Rect(round(p.rect.x * sx), round(p.rect.y * sy),
                        max(1, round(p.rect.w * sx)), max(1, round(p.rect.h * sy)))
        moved.append(dataclasses.replace(p, size=p.size * sy, rect=r, picture=True))
    _hold(out, moved)
    return out


def _turned(out: pygame.Surface, source: pygame.Surface, zoom: float = 1.0) -> pygame.Surface:
    """A turned picture: its texts keep their letter height (times ``zoom``); where they
    lie is taken as the whole picture."""
    _hold(out, [dataclasses.replace(p, size=p.size * zoom, rect=out.get_rect(), picture=True)
                for p in marks(source)])
    return out


@contextmanager
def tracking() -> Iterator[None]:
    """Make every new surface a ``Tracked`` one and record texts and icons as drawn."""
    transform = pygame.transform
    saved = {name: getattr(transform, name) for name in
             ("smoothscale", "scale", "scale_by", "smoothscale_by", "rotate", "rotozoom")}
    saved_surface, saved_render, saved_icon = pygame.Surface, text.render, images.icon

    def render(string, size, colour=text.theme.TEXT, bold=False):
        img = saved_render(string, size, colour, bold)
        if string.strip() and img not in _painted:
            _hold(img, [Painted(string, float(size), img.get_rect(), "text", False,
                                _painter())])
        return img

    def icon(name, size):
        img = saved_icon(name, size)
        if img not in _painted:
            _hold(img, [Painted(name, float(img.get_height()), img.get_rect(), "icon", False,
                                _painter())])
        return img

    for wrapper, original in ((render, saved_render), (icon, saved_icon)):
        wrapper.cache_clear = original.cache_clear  # type: ignore[attr-defined]
        wrapper.cache_info = original.cache_info  # type: ignore[attr-defined]

    def scale_like(name):
        def scale(surface, *args, **kwargs):
            return _scaled(saved[name](surface, *args, **kwargs), surface)
        return scale

    forget()
    pygame.Surface = Tracked  # type: ignore[misc]
    text.render, images.icon = render, icon  # type: ignore[assignment]
    for name in ("smoothscale", "scale", "scale_by", "smoothscale_by"):
        setattr(transform, name, scale_like(name))
    transform.rotate = lambda s, a: _turned(saved["rotate"](s, a), s)  # type: ignore[assignment]
    transform.rotozoom = (  # type: ignore[assignment]
        lambda s, a, z: _turned(saved["rotozoom"](s, a, z), s, z))
    _on[0] = True
    try:
        yield
    finally:
        _on[0] = False
        pygame.Surface = saved_surface  # type: ignore[misc]
        text.render, images.icon = saved_render, saved_icon  # type: ignore[assignment]
        for name, fn in saved.items():
            setattr(transform, name, fn)
        forget()


def forget() -> None:
    """Clear every cached picture (made with or without tracking)."""
    text.clear_drawings()
    images.clear_cache()
    _painted.clear()
