"""Drawing a game's score sheet: one column per player, one row per category."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.core.protocol import ScoreSheet, Seat
from game.i18n import _
from game.ui import marks, text, theme


def swatch(surface: pygame.Surface, rect: pygame.Rect, colour: str, px: Callable[[float], int]) -> None:
    """A player's colour with its letter, so colour is never the only cue; in
    colour-blind mode the colour's shape on paper."""
    if theme.colour_blind:
        pygame.draw.rect(surface, theme.PAPER, rect, border_radius=px(4))
        pygame.draw.rect(surface, theme.INK, rect, 1, border_radius=px(4))
        marks.draw_player_mark(surface, colour, rect.inflate(-px(6), -px(6)))
        return
    pygame.draw.rect(surface, theme.player_rgb(colour), rect, border_radius=px(4))
    pygame.draw.rect(surface, theme.INK, rect, 1, border_radius=px(4))
    text.blit_text(surface, theme.player_letter(colour), rect.center, max(8, rect.h - px(6)),
                   theme.INK, True, "center")


def column_heads(sheet: ScoreSheet, seats: tuple[Seat, ...]) -> list[tuple[str, str]]:
    """(name, colour) of every column: the seats, then any automaton the rules play."""
    heads = [(s.name, s.colour) for s in seats]
    n = len(sheet.totals) if sheet.rows else len(seats)
    for k in range(len(seats), n):
        name = sheet.automata[k - len(seats)] if k - len(seats) < len(sheet.automata) else "?"
        heads.append((_(name), "automaton"))
    return heads


def _fitted(label: str, size: int, width: int, smallest: int) -> tuple[str, int]:
    """A row label that stays in its column: smaller type first, then shortened."""
    while size > smallest and text.font(size).size(label)[0] > width:
        size -= 1
    return text.fit(label, size, width), size


def draw_sheet(surface: pygame.Surface, rect: pygame.Rect, sheet: ScoreSheet,
               seats: tuple[Seat, ...], px: Callable[[float], int], winners: list[int] | None = None) -> None:
    """The sheet inside ``rect`` on paper, totals in bold, winners marked."""
    pygame.draw.rect(surface, theme.PAPER, rect, border_radius=px(8))
    heads = column_heads(sheet, seats)
    n = len(heads)
    rows = len(sheet.rows) + 2
    row_h = max(px(18), min(px(34), (rect.h - px(16)) // max(1, rows)))
    size = max(px(11), min(px(17), row_h - px(10)))
    # the labels take what they need, as long as every column keeps room for its name
    widest = max((text.font(size).size(_(r.label))[0] for r in sheet.rows), default=0)
    label_w = max(min(widest + px(16), rect.w - px(20) - n * px(96)), min(px(300), rect.w // 3))
    col_w = (rect.w - label_w - px(20)) // max(1, n)
    y = rect.y + px(8)
    x0 = rect.x + px(12) + label_w
    for i, (full, colour) in enumerate(heads):
        cx = x0 + i * col_w + col_w // 2
        sw = pygame.Rect(0, 0, row_h - px(8), row_h - px(8))
        name = full if len(full) <= 10 else full[:9] + "."
        name_w = text.font(size, True).size(name)[0]
        sw.midright = (cx - name_w // 2 - px(2), y + row_h // 2)
        swatch(surface, sw, colour, px)
        text.blit_text(surface, name, (sw.right + px(4), y + row_h // 2), size, theme.INK, True,
                       "midleft")
    y += row_h
    for k, row in enumerate(sheet.rows):
        if k % 2 == 0:
            band = pygame.Rect(rect.x + px(6), y, rect.w - px(12), row_h)
            pygame.draw.rect(surface, theme.shade(theme.PAPER, 0.93), band)
        label, label_size = _fitted(_(row.label), size, label_w - px(8), max(10, px(11)))
        text.blit_text(surface, label, (rect.x + px(14), y + row_h // 2), label_size, theme.INK,
                       anchor="midleft")
        for i, value in enumerate(row.values):
            shown = "" if value is None else str(value)
            text.blit_text(surface, shown, (x0 + i * col_w + col_w // 2, y + row_h // 2), size,
                           theme.INK, anchor="center")
        y += row_h
    pygame.draw.line(surface, theme.INK, (rect.x + px(10), y), (rect.right - px(10), y), 2)
    text.blit_text(surface, _("Total"), (rect.x + px(14), y + row_h // 2), size, theme.INK, True,
                   "midleft")
    for i, total in enumerate(sheet.totals):
        star = " *" if winners and i in winners else ""
        text.blit_text(surface, f"{total}{star}", (x0 + i * col_w + col_w // 2, y + row_h // 2),
                       size, theme.INK, True, "center")
