"""Renature's pictures: dominoes, plants, the board, composed from icons and shapes and
cached as surfaces. Colour is never the only cue: plants carry their colour's letter,
joker animals a star, closed regions a hatch."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.games.renature.data import NEIGHBOURS, SIZE, Board, colour_names
from game.ui import images, text, theme

STREAM = (126, 178, 204)
MEADOW = (150, 196, 120)
REGION = (150, 112, 76)
REGION_CLOSED = (46, 96, 58)
GRID = (60, 70, 60)
NEUTRAL_RGB = (214, 204, 172)
REGION_TAB, REGION_INK = (52, 36, 22), (250, 240, 220)  # a region's letter: 14:1
KIND_ICON = {"grass": "grass", "bush": "bush", "pine": "pine", "oak": "tree"}
KIND_LETTER = {"grass": "1", "bush": "2", "pine": "3", "oak": "4"}


def _canvas(w: int, h: int) -> pygame.Surface:
    """A transparent surface of at least one pixel: a very narrow side column (a small
    window at a large interface scale) asks for pictures of no size at all."""
    return pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)


def colour_rgb(key: str) -> tuple[int, int, int]:
    """The colour of a plant colour key ("0".."3" or "n")."""
    if key == "n":
        return NEUTRAL_RGB
    return theme.player_rgb(colour_names()[int(key)])


def colour_letter(key: str) -> str:
    return "N" if key == "n" else theme.player_letter(colour_names()[int(key)])


def label_px(size: int) -> int:
    """Letters on a piece ``size`` pixels wide: 12 px and up on a table of 1280x720 or
    more (pieces of 30 px and larger); smaller pieces keep them in proportion, not
    below 10 px (the least at 800x600)."""
    return max(12, size // 3) if size >= 30 else max(10, size * 2 // 5)


def mark_px(size: int) -> int:
    """An owner's or a region's letter: 14 px and up on pieces of 30 px and more."""
    return max(14, size * 2 // 5) if size >= 30 else label_px(size)


def ink_on(rgb: tuple[int, int, int]) -> tuple[int, int, int]:
    return theme.ink_on(rgb)  # a contrast of 4.5:1 at least, for every player colour


def tab_edge(fill: tuple[int, int, int]) -> tuple[int, int, int]:
    """A tab's edge: dark ink, or light where the tab itself would melt into the dark
    side panel (a black or blue tab)."""
    return theme.INK if theme.contrast(fill, theme.PANEL) >= 3 else theme.TEXT


FADED_PAPER = (178, 170, 152)  # a faded half stays warm paper: never the stream's blue
SEAM = (176, 164, 136)  # the fold between the two halves of one domino: thin and light
FRAME = (168, 118, 64)  # a domino's wooden frame, around both halves


def _animal_icon(animal: str, size: int, faded: bool) -> pygame.Surface:
    icon = images.icon(animal, int(size * 0.78))
    if faded:  # grey, and a little lighter: still readable, plainly out of play
        icon = pygame.transform.grayscale(icon)
        icon.set_alpha(170)
    return icon


def _joker_mark(surf: pygame.Surface, rect: pygame.Rect) -> None:
    r = max(5, label_px(rect.w) * 5 // 8)
    centre = (rect.right - r, rect.y + r)
    pygame.draw.circle(surf, theme.ACCENT, centre, r)
    pygame.draw.circle(surf, theme.INK, centre, r, 1)
    text.blit_text(surf, "J", centre, label_px(rect.w), theme.INK, True, "center")


@lru_cache(maxsize=256)
def animal_tile(animal: str, size: int, joker: bool, faded: bool) -> pygame.Surface:
    """An animal on its own paper square (the joker track); a gold J marks the joker."""
    surf = _canvas(size, size)
    paper = FADED_PAPER if faded else theme.PAPER
    pygame.draw.rect(surf, paper, surf.get_rect().inflate(-2, -2), border_radius=4)
    icon = _animal_icon(animal, size, faded)
    surf.blit(icon, icon.get_rect(center=(size // 2, size // 2)))
    if joker:
        pygame.draw.rect(surf, theme.ACCENT, surf.get_rect().inflate(-2, -2), 3, border_radius=4)
        _joker_mark(surf, surf.get_rect())
    return surf


@lru_cache(maxsize=512)
def domino_piece(
    first: str, second: str, size: int, vertical: bool, joker: str = "",
    faded: tuple[bool, bool] = (False, False),
) -> pygame.Surface:
    """One domino as one piece: a wooden frame around both halves (kept a pixel off the
    cell's edge, so neighbouring pieces stand apart), the halves' paper meeting at a
    thinner fold line. ``first`` is on the left (or top). A half whose animal can get no
    new neighbour is drawn faded (grey paper and animal), still in its frame."""
    w, h = (size, 2 * size) if vertical else (2 * size, size)
    surf = _canvas(w, h)
    body = surf.get_rect().inflate(-2, -2)
    frame = frame_px(size)
    radius = max(4, size // 6)
    pygame.draw.rect(surf, theme.INK, body, border_radius=radius)
    pygame.draw.rect(surf, FRAME, body.inflate(-2, -2), border_radius=radius - 1)
    inner = body.inflate(-2 * frame, -2 * frame)
    halves = (
        (pygame.Rect(0, 0, size, size), first, faded[0]),
        (pygame.Rect(0, size, size, size) if vertical else pygame.Rect(size, 0, size, size),
         second, faded[1]),
    )
    inner_r = max(2, radius - frame)
    for k, (rect, animal, dim) in enumerate(halves):
        paper = inner.clip(rect)
        corners = (
            {"border_top_left_radius": inner_r, "border_top_right_radius": inner_r}
            if vertical and k == 0 else
            {"border_bottom_left_radius": inner_r, "border_bottom_right_radius": inner_r}
            if vertical else
            {"border_top_left_radius": inner_r, "border_bottom_left_radius": inner_r}
            if k == 0 else
            {"border_top_right_radius": inner_r, "border_bottom_right_radius": inner_r}
        )
        pygame.draw.rect(surf, FADED_PAPER if dim else theme.PAPER, paper, **corners)
        icon = _animal_icon(animal, size - 2 * frame, dim)
        surf.blit(icon, icon.get_rect(center=rect.center))
        if animal == joker:
            pygame.draw.rect(surf, theme.ACCENT, paper, 2, **corners)
            _joker_mark(surf, rect.inflate(-2 * frame, -2 * frame))
    # the fold: one thin line across the middle, inset from the frame
    inset = frame + max(2, size // 8)
    if vertical:
        pygame.draw.line(surf, SEAM, (inset, size - 1), (w - 1 - inset, size - 1), 1)
    else:
        pygame.draw.line(surf, SEAM, (size - 1, inset), (size - 1, h - 1 - inset), 1)
    return surf


def frame_px(size: int) -> int:
    """The width of a domino's frame (dark edge and wood) for a half ``size`` wide: wider
    than the fold between its halves."""
    return max(3, size // 10) + 1


def domino_image(a: str, b: str, size: int, rot: int, joker: str = "") -> pygame.Surface:
    """A domino at ``rot`` quarter turns: 0 a|b, 1 a over b, 2 b|a, 3 b over a."""
    first, second = (a, b) if rot in (0, 1) else (b, a)
    return domino_piece(first, second, size, rot % 2 == 1, joker)


@lru_cache(maxsize=32)
def domino_back(size: int, stacked: bool = False) -> pygame.Surface:
    """A domino face down (``size`` is one half); ``stacked``: a pile of them."""
    w, h = 2 * size, size
    lift = max(2, size // 4) if stacked else 0
    surf = _canvas(w + lift, h + lift)
    for k in ((lift, 0), (0, lift)) if stacked else ((0, 0),):
        rect = pygame.Rect(k[0], k[1], w, h)
        pygame.draw.rect(surf, (70, 110, 96), rect, border_radius=max(2, size // 5))
        pygame.draw.rect(surf, theme.INK, rect, 1, border_radius=max(2, size // 5))
        pygame.draw.line(surf, (120, 160, 140), (rect.centerx, rect.y + 2),
                         (rect.centerx, rect.bottom - 3))
    return surf


@lru_cache(maxsize=32)
def plant_disc(colour: str, size: int) -> pygame.Surface:
    """A plain plant of a colour: the disc and a bush, no letters (small pictures)."""
    surf = _canvas(size, size)
    c = size // 2
    pygame.draw.circle(surf, colour_rgb(colour), (c, c), c - 1)
    pygame.draw.circle(surf, theme.INK, (c, c), c - 1, 1)
    icon = images.icon(KIND_ICON["bush"], round(size * 0.8))  # 16 px on a 20 px disc
    surf.blit(icon, icon.get_rect(center=(c, c)))
    return surf


@lru_cache(maxsize=16)
def region_tile_back(size: int) -> pygame.Surface:
    """A region tile seen from afar (or face down): the sand-coloured square."""
    surf = _canvas(size, size)
    rect = surf.get_rect().inflate(-max(2, size // 8), -max(2, size // 8))
    pygame.draw.rect(surf, (236, 214, 150), rect, border_radius=3)
    pygame.draw.rect(surf, theme.INK, rect, 1, border_radius=3)
    return surf


def _tab(surf: pygame.Surface, label: str, pos: tuple[int, int], size: int,
         fill: tuple[int, int, int], anchor: str) -> None:
    ink = ink_on(fill)
    img = text.render(label, size, ink, True)
    box = img.get_bounding_rect().inflate(6, 4)
    setattr(box, anchor, pos)
    pygame.draw.rect(surf, fill, box, border_radius=4)
    pygame.draw.rect(surf, tab_edge(fill), box, 1, border_radius=4)
    text.blit_text(surf, label, box.center, size, ink, True, "center")


@lru_cache(maxsize=128)
def plant_token(colour: str, kind: str, size: int, count: int = -1) -> pygame.Surface:
    """A plant: a disc of its colour with the kind's icon, its value and colour letter."""
    rgb = colour_rgb(colour)
    surf = _canvas(size, size)
    c = size // 2
    pygame.draw.circle(surf, rgb, (c, c), c - 1)
    pygame.draw.circle(surf, theme.INK, (c, c), c - 1, 2)
    if colour == "n":  # neutral: a dashed inner ring as a second cue
        for k in range(0, 360, 45):
            v = pygame.math.Vector2(1, 0).rotate(k) * (c - 5)
            pygame.draw.circle(surf, theme.INK, (c + v.x, c + v.y), 1)
    icon = images.icon(KIND_ICON[kind], int(size * 0.56))
    surf.blit(icon, icon.get_rect(center=(c, c + size // 10)))
    # the owner's letter and the value, each on a tab of its own so the icon never
    # blurs them; readable (12 px and up) at the smallest table
    small = label_px(size)
    _tab(surf, colour_letter(colour), (0, 0), mark_px(size), rgb, "topleft")
    _tab(surf, KIND_LETTER[kind], (size, 0), small, theme.PAPER, "topright")
    if count >= 0:
        badge = max(8, size // 3)
        pygame.draw.circle(
            surf, theme.INK, (size - badge // 2 - 1, size - badge // 2 - 1), badge // 2 + 1
        )
        text.blit_text(
            surf,
            str(count),
            (size - badge // 2 - 1, size - badge // 2 - 1),
            badge,
            theme.TEXT,
            True,
            "center",
        )
    if count == 0:
        surf.set_alpha(90)
    return surf


@lru_cache(maxsize=16)
def mushroom_tile(size: int) -> pygame.Surface:
    surf = _canvas(size, size)
    pygame.draw.rect(surf, (120, 84, 52), surf.get_rect().inflate(-2, -2), border_radius=5)
    icon = images.icon("mushroom", int(size * 0.8))
    surf.blit(icon, icon.get_rect(center=(size // 2, size // 2)))
    return surf


@lru_cache(maxsize=16)
def cloud_token(size: int, count: int) -> pygame.Surface:
    surf = _canvas(size, size)
    icon = images.icon("cloud", size)
    surf.blit(icon, (0, 0))
    if count > 1:
        text.blit_text(
            surf,
            str(count),
            (size // 2, size // 2 + 2),
            max(10, size // 2),
            theme.INK,
            True,
            "center",
        )
    return surf


@lru_cache(maxsize=64)
def region_tile_image(main: int, secondary: int, size: int) -> pygame.Surface:
    surf = _canvas(size, size)
    pygame.draw.rect(surf, (236, 214, 150), surf.get_rect().inflate(-6, -6), border_radius=4)
    pygame.draw.rect(surf, theme.INK, surf.get_rect().inflate(-6, -6), 1, border_radius=4)
    text.blit_text(
        surf,
        str(main),
        (size // 2, size // 2 - size // 8),
        label_px(size),
        theme.INK,
        True,
        "center",
    )
    text.blit_text(
        surf,
        str(secondary),
        (size * 2 // 3, size // 2 + size // 4),  # right of the region's letter (bottom left)
        label_px(size),
        theme.INK,
        False,
        "center",
    )
    return surf


@lru_cache(maxsize=64)
def region_label(name: str, cs: int) -> pygame.Surface:
    """A region's letter on a dark tab, readable on any ground and over a plant."""
    size = mark_px(cs)
    img = text.render(name, size, REGION_INK, True)
    ink = img.get_bounding_rect()
    surf = pygame.Surface((ink.w + 6, ink.h + 4), pygame.SRCALPHA)
    pygame.draw.rect(surf, REGION_TAB, surf.get_rect(), border_radius=3)
    pygame.draw.rect(surf, REGION_INK, surf.get_rect(), 1, border_radius=3)
    surf.blit(img, (3 - ink.x, 2 - ink.y))
    return surf


def board_background(
    b: Board, cs: int, region_of: dict[int, str], closed: frozenset[str], mushrooms: frozenset[int]
) -> pygame.Surface:
    """The printed board: domino spaces, regions (dark green hatched once scored), start
    spaces, stumps. Rebuilt only when the regions change."""
    w = SIZE * cs
    surf = pygame.Surface((max(1, w), max(1, w)))
    surf.fill(GRID)
    space = MEADOW if b.valley else STREAM
    for c in range(SIZE * SIZE):
        r, col = divmod(c, SIZE)
        rect = pygame.Rect(col * cs, r * cs, cs, cs)
        if c in region_of:
            closed_here = region_of[c] in closed
            pygame.draw.rect(surf, REGION_CLOSED if closed_here else REGION, rect)
            if closed_here:  # hatch, so a scored region differs by more than its colour
                for k in range(-cs, cs, max(4, cs // 5)):
                    pygame.draw.line(
                        surf, (70, 124, 82), (rect.x + k, rect.bottom), (rect.x + k + cs, rect.y)
                    )
            for n in NEIGHBOURS[c]:  # a border where the region ends
                if region_of.get(n) != region_of[c]:
                    nr, ncol = divmod(n, SIZE)
                    if nr == r:
                        x = rect.right - 1 if ncol > col else rect.x
                        pygame.draw.line(surf, (60, 40, 24), (x, rect.y), (x, rect.bottom - 1), 2)
                    else:
                        y = rect.bottom - 1 if nr > r else rect.y
                        pygame.draw.line(surf, (60, 40, 24), (rect.x, y), (rect.right - 1, y), 2)
        elif c in b.domino_spaces:
            pygame.draw.rect(surf, space, rect.inflate(-2, -2), border_radius=3)
        if c in b.starts:
            if b.valley:  # a pond
                pygame.draw.ellipse(surf, STREAM, rect.inflate(-cs // 5, -cs // 3))
                pygame.draw.ellipse(surf, (40, 90, 140), rect.inflate(-cs // 5, -cs // 3), 2)
            else:
                pygame.draw.rect(surf, (250, 240, 200), rect.inflate(-4, -4), 3, border_radius=4)
            text.blit_text(surf, "S", (rect.x + 3, rect.y + 1), label_px(cs), theme.INK, True)
        if c in b.stumps:
            pygame.draw.circle(surf, (112, 80, 48), rect.center, cs // 3)
            pygame.draw.circle(surf, (176, 136, 90), rect.center, cs // 4)
            pygame.draw.circle(surf, (112, 80, 48), rect.center, cs // 8, 1)
        if c in mushrooms:
            surf.blit(mushroom_tile(cs), rect)
    return surf
