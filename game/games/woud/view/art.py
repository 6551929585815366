"""Het Woud card pictures: composed from icons, shapes and text, cached per size.

Every card shows an icon and a word, so colour is never the only cue; trunks show
their points, canopies their multiplier, animals an A (ability) or P (pair) badge."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.games.woud.data import card
from game.i18n import N_, _, language
from game.ui import images, text, theme

ICONS = {
    "trunk": "log",
    "canopy": "palm",
    "fern": "fern",
    "bromeliad": "pineapple",
    "monstera": "monstera",
    "seeds": "seed",
    "rain": "rain",
    "sun": "sun",
    "drought": "drought",
    "disease": "microbe",
    "fire": "fire",
    "fungi": "mushroom",
    "liana": "vines",
    "orchid": "hibiscus",
    "pitcher": "pitcher-plant",
    "lightning": "lightning",
    "mold": "wilted-flower",
}
ANIMAL_ICONS = {
    "boa": "snake",
    "kinkajou": "monkey",
    "leafcutter": "ant",
    "frog": "frog",
    "sloth": "sloth",
    "toucan": "toucan",
    "tamarin": "monkey",
    "goliath": "spider",
    "mantis": "cricket",
    "hoatzin": "bird",
    "howler": "monkey",
    "jaguar": "jaguar",
    "marmoset": "monkey",
}
NAMES = {
    "trunk": N_("Trunk"),
    "canopy": N_("Canopy"),
    "fern": N_("Fern"),
    "bromeliad": N_("Bromeliad"),
    "monstera": N_("Monstera"),
    "seeds": N_("Seeds"),
    "rain": N_("Rain"),
    "sun": N_("Sun"),
    "drought": N_("Drought"),
    "disease": N_("Disease"),
    "fire": N_("Fire"),
    "fungi": N_("Coincap fungi"),
    "liana": N_("Liana"),
    "orchid": N_("Orchid"),
    "pitcher": N_("Pitcher plant"),
    "lightning": N_("Lightning"),
    "mold": N_("Mold"),
    "boa": N_("Tree boa"),
    "kinkajou": N_("Kinkajou"),
    "leafcutter": N_("Leafcutter ant"),
    "frog": N_("Dart frog"),
    "sloth": N_("Sloth"),
    "toucan": N_("Toucan"),
    "tamarin": N_("Tamarin"),
    "goliath": N_("Bird-eater"),
    "mantis": N_("Mantis"),
    "hoatzin": N_("Hoatzin"),
    "howler": N_("Howler monkey"),
    "jaguar": N_("Jaguar"),
    "marmoset": N_("Marmoset"),
}
RULES_TEXT = {
    "trunk": N_("Starts a tree or extends an open one. Scores its points when the tree is done."),
    "canopy": N_("Closes an open tree: its multiplier times the number of trunks."),
    "fern": N_("Odd number: 2 each (1, 3, 5). Even or 6+: nothing."),
    "bromeliad": N_("1: 2 points, 2: 7 points, 3 or more: minus 3."),
    "monstera": N_("3 or more: 8 points."),
    "seeds": N_("Season end: draw 3 seed cards (+1 per fire), keep 1 per Seeds card."),
    "rain": N_("Each sun-rain pair: 5 points."),
    "sun": N_("Each sun-rain pair: 5 points."),
    "drought": N_("At once: discard it and one other card of your forest."),
    "disease": N_("Season end: 2 cost two animals; 3+ cost every player one animal."),
    "fire": N_("Season end: 2 cost two plants; 3+ cost every player one plant. +1 seed draw."),
    "fungi": N_("Before your piles: discard it and another card to draw a season card."),
    "liana": N_("1 point per completed tree in your forest."),
    "orchid": N_("Scores 3; wilts when sun and rain differ by two or more."),
    "pitcher": N_("One card of a kept pile may go under it; at season end it joins you."),
    "lightning": N_("Both players draw two cards, or both discard two."),
    "mold": N_("Season end: lose a plant of your largest plant group."),
    "boa": N_("Once a season: keep one card of a pile you return."),
    "kinkajou": N_("Keep one more seed card."),
    "leafcutter": N_("Season end: you may discard one card of your forest."),
    "frog": N_("Once a season, before your turn: add a card to each of your piles."),
    "sloth": N_("Returning all three piles: take two season cards."),
    "toucan": N_("Once a season, before your turn: peek at a pile."),
    "tamarin": N_("Once a season, before your turn: draw three, keep one."),
    "goliath": N_("Once a season: keep a pile but leave its threats behind."),
    "mantis": N_("Season end: discard it to add a plant to one of your groups."),
    "hoatzin": N_("Once a season: tuck a card of a returned pile; it joins you at season end."),
    "howler": N_("Once a season: discard a pile instead of returning it."),
    "jaguar": N_("Each season end every opponent loses an animal."),
    "marmoset": N_("1 point per different height of your completed trees."),
}
PAPER = {
    "tree": (214, 190, 150),
    "plant": (196, 226, 180),
    "weather": (200, 222, 240),
    "threat": (240, 190, 170),
    "animal": (240, 224, 160),
    "other": (226, 220, 200),
}
BACK = (46, 92, 58)


def category(cid: str) -> str:
    k = card(cid)
    if k.kind in ("trunk", "canopy"):
        return "tree"
    if k.is_plant:
        return "plant"
    if k.kind in ("sun", "rain"):
        return "weather"
    if k.is_threat:
        return "threat"
    if k.is_animal:
        return "animal"
    return "other"


def card_name(cid: str) -> str:
    k = card(cid)
    return _(NAMES[k.species if k.is_animal else k.kind])


def card_text(cid: str) -> str:
    k = card(cid)
    if k.is_animal and k.role == "pair":
        return _("Pair card: few points alone, more with the animal's ability card.")
    return _(RULES_TEXT[k.species if k.is_animal else k.kind])


def badge_text(cid: str) -> str:
    """What the letter in a card's corner means, for the hover help."""
    k = card(cid)
    if k.is_animal and k.role == "active":
        return " " + _("(A: the animal's ability card.)")
    if k.is_animal and k.role == "pair":
        return " " + _("(P: the animal's pair card.)")
    return ""


def badge(cid: str) -> str:
    k = card(cid)
    if k.kind == "trunk":
        return str(k.value)
    if k.kind == "canopy":
        return f"x{k.value}"
    if k.is_animal:
        return {"active": "A", "pair": "P"}.get(k.role, "M")
    return ""


SMALLEST_LABEL = 12  # a card's name is never smaller: it wraps, or is left out (hover names it)
_least = [SMALLEST_LABEL]  # ... and in a larger window grows with it (set by the view)


def set_name_least(window_h: int) -> None:
    """The least size of a card's name in a window ``window_h`` high: 12 px up to 720,
    growing to 18 px at 1440 (1.5 times, as text does), so that a small card's name
    grows with the window too."""
    _least[0] = max(SMALLEST_LABEL, round(SMALLEST_LABEL * (1 + 0.5 * (window_h - 720) / 720)))
MAX_LINES = 3
LARGEST_LABEL = 28  # a large card of the own forest: its name need not shout


def label_lines(label: str, w: int, room: int,
                least: int = SMALLEST_LABEL) -> tuple[int, list[str]] | None:
    """The size and lines a card's name is written in on a card ``w`` wide, in at most
    ``room`` pixels of height: one line shrunk down to ``least``, else broken at spaces
    and hyphenation points; None when it fits only too small to read."""
    top = max(least, min(int(w / 4.5), room // 2, LARGEST_LABEL))
    for fs in range(top, max(least, top * 2 // 3) - 1, -1):  # one line if it can
        if text.font(fs).size(label)[0] <= w - 4 and fs + 1 <= room:
            return fs, [label]
    for fs in range(top, least - 1, -1):  # else as large as it fits, wrapped
        if text.font(fs).size(label)[0] <= w - 4 and fs + 1 <= room:
            return fs, [label]
        lines = text.wrap(label, fs, w - 4)
        if (len(lines) <= MAX_LINES and len(lines) * (fs + 1) <= room
                and all(text.font(fs).size(ln)[0] <= w - 4 for ln in lines)):
            return fs, lines
    return None


def _name_place(cid: str, w: int, h: int,
                least: int) -> tuple[tuple[int, list[str]] | None, int]:
    """A card's name lines and where they begin: below the icon, of which a long name
    may take some height."""
    size = int(min(w * 0.7, h * 0.5))
    foot = h - max(3, h // 14)
    found = label_lines(card_name(cid), w, foot - int(h * 0.12) - int(size * 0.7) - 2, least)
    if found is None:
        return None, foot
    return found, foot - len(found[1]) * (found[0] + 1)


def name_top(cid: str, w: int, h: int) -> int:
    """How far down a card its name begins (marks laid on the card stay above it)."""
    return _name_place(cid, w, h, _least[0])[1]


def face(cid: str, w: int, h: int) -> pygame.Surface:
    """The face of a card (kept per language: it carries the card's name)."""
    return _face(cid, w, h, language(), _least[0])


@lru_cache(maxsize=1024)
def _face(cid: str, w: int, h: int, _lang: str, least: int) -> pygame.Surface:
    k = card(cid)
    surf = edge(cid, w, h).copy()  # the paper and rim, then what is printed on it
    name = ANIMAL_ICONS[k.species] if k.is_animal else ICONS[k.kind]
    size = int(min(w * 0.7, h * 0.5))
    found, top = _name_place(cid, w, h, least)
    if found is not None:
        fs, lines = found
        size = max(8, min(size, top - int(h * 0.12) - 2))
        for i, line in enumerate(lines):
            text.blit_text(surf, line, (w // 2, top + i * (fs + 1)), fs, theme.INK, False,
                           "midtop")
    surf.blit(images.icon(name, size), ((w - size) // 2, int(h * 0.12)))
    mark = badge(cid)
    if mark:
        bs = badge_side(w, least)
        b = pygame.Rect(2, 2, bs, bs)
        pygame.draw.ellipse(surf, theme.PAPER, b)
        pygame.draw.ellipse(surf, theme.INK, b, 1)
        text.blit_text(surf, mark, b.center, max(least, bs * 2 // 3), theme.INK, True, "center")
    if k.deck == "seed":  # seed-deck cards carry a small sprout mark
        pygame.draw.circle(surf, (90, 150, 70), (w - 6, 6), 3)
    return surf


@lru_cache(maxsize=256)
def edge(cid: str, w: int, h: int) -> pygame.Surface:
    """A card's paper and rim, nothing written: what shows of a card lying under another
    of its stack, and what its face is printed on."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(3, w // 10)
    pygame.draw.rect(surf, PAPER[category(cid)], surf.get_rect(), border_radius=radius)
    pygame.draw.rect(surf, theme.INK, surf.get_rect(), 1, border_radius=radius)
    return surf


def badge_side(w: int, least: int | None = None) -> int:
    """The side of the corner badge on a card ``w`` wide: it holds a letter of at least
    the least name size (growing with the window too)."""
    least = _least[0] if least is None else least
    return max(17 * least // SMALLEST_LABEL, w // 3)


def big(cid: str, w: int) -> pygame.Surface:
    """The enlarged card under the mouse, its rule written beneath it: one picture, so
    no help bubble need lie over it."""
    return _big(cid, w, language())


@lru_cache(maxsize=128)
def _big(cid: str, w: int, _lang: str) -> pygame.Surface:
    size = max(12, w // 15)
    lines = text.wrap(card_text(cid) + badge_text(cid), size, w - 16)
    pic_h = int((w - 16) * 1.38)
    surf = pygame.Surface((w, pic_h + 24 + len(lines) * (size + 4)), pygame.SRCALPHA)
    pygame.draw.rect(surf, theme.PANEL, surf.get_rect(), border_radius=10)
    pygame.draw.rect(surf, theme.ACCENT, surf.get_rect(), 2, border_radius=10)
    surf.blit(face(cid, w - 16, pic_h), (8, 8))
    y = pic_h + 16
    for ln in lines:
        text.blit_text(surf, ln, (10, y), size, theme.TEXT)
        y += size + 4
    return surf


@lru_cache(maxsize=64)
def back(w: int, h: int, label: str = "") -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    r = surf.get_rect()
    radius = max(3, w // 10)
    pygame.draw.rect(surf, BACK, r, border_radius=radius)
    for i in range(-h, w, max(6, w // 6)):  # a leafy diagonal pattern
        pygame.draw.line(surf, theme.shade(BACK, 1.25), (i, h), (i + h, 0), 1)
    pygame.draw.rect(surf, theme.shade(BACK, 0.6), r, 2, border_radius=radius)
    if label:
        text.blit_text(surf, label, r.center, max(9, w // 3), theme.TEXT, True, "center")
    return surf
