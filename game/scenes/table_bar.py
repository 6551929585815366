"""The table's bottom bar: the prompt and status at the left, the table's own buttons
(menu, sheet, hint, undo) at the right and the game's buttons beside them — in a second row
above when they do not fit, smaller and shortened if need be; never beyond the bar's edge.
A button that appears where the pointer just clicked stays inert a moment (misclick guard).
As a layer of the table's input it takes clicks on its buttons and the keys they stand for.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.core.actions import Action
from game.i18n import _, language
from game.ui import intents as I
from game.ui import text, theme
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.scenes.table import TableScene

ROW_H = 64  # the bottom bar's row height (design pixels)
MIN_PROMPT = 180  # room the prompt keeps beside the buttons in one row


class BottomBar:
    """The bottom bar of ``table``: its buttons, prompt and status."""

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.bar_buttons: list[Button] = []  # the table's own: menu, sheet, hint, undo
        self.view_buttons: list[Button] = []  # the game's
        self.view_actions: list[Action | Callable[[], None]] = []  # what each of them does
        self.rows = 1
        self.prompt_right = 0
        self.last_press: tuple[tuple[int, int], float] = ((-1, -1), 0.0)

    @property
    def buttons(self) -> list[Button]:
        return self.bar_buttons + self.view_buttons

    def height(self, px: Callable[[float], int]) -> int:
        return px(ROW_H) + (self.rows - 1) * px(ROW_H - 12)

    # --- input ---------------------------------------------------------------------------
    def handle(self, intent: I.Intent) -> bool:
        kind, t = intent.kind, self.table
        if kind == I.PRESS:
            hit = next((b for b in self.buttons if b.rect.collidepoint(intent.pos)), None)
            if hit is not None:
                hit.handle(intent)
            return hit is not None
        if kind in (I.POINT, I.RELEASE):
            for b in self.buttons:
                b.handle(intent)
            return False
        keys = {I.UNDO: t.undo, I.HINT: t.toggle_hint, I.SHEET: t.show_sheet}
        if kind in keys:
            keys[kind]()
            return True
        return False

    def press(self, what: Action | Callable[[], None]) -> None:
        """A view button: play its action, or let the view change what it offers."""
        if isinstance(what, Action):
            self.table.play(what)
        else:
            what()
            self.table.redraw()
        self.layout()

    def button_for(self, action: Action) -> pygame.Rect | None:
        """Where the game's button that plays ``action`` is (None: no such button)."""
        offered = self.table.view.buttons() if self.table.my_turn else []
        shown = list(reversed(self.view_buttons))  # laid out from the right
        for (_label, what), button in zip(offered, shown):
            if what == action:
                return pygame.Rect(button.rect)
        return None

    # --- layout --------------------------------------------------------------------------
    def layout(self) -> None:
        """The prompt at the left, the table's buttons at the right and the game's
        buttons beside them — or, when they do not fit, in a second row above, smaller if
        need be. Never beyond the bar's edge."""
        t = self.table
        px, bar, gap = t.app.px, self.rect, t.app.px(8)
        bh = px(40)
        y = bar.bottom - px(ROW_H) + (px(ROW_H) - bh) // 2
        x = self._layout_own(y, bh, gap)
        offered = t.view.buttons() if t.my_turn else []
        size = px(16)
        widths = [text.font(size, True).size(label)[0] + px(28) for label, _a in offered]
        need = sum(widths) + gap * len(widths)
        beside = x - need - gap - bar.x - px(20)  # the prompt's width with them beside it
        rows = 1 if need <= x - bar.x - px(MIN_PROMPT) and self._prompt_fits(beside) else 2
        if rows != self.rows:
            self.rows = rows
            t.layout(t.app.size)  # the bar's height changes: so does the view's area
            return
        right, vy = (x, y) if rows == 1 else (bar.right - gap, bar.y + px(6))
        room = right - bar.x - gap
        pad, least = px(28), max(11, px(12))
        while need > room and (size > least or pad > px(20)):  # narrower margins, then smaller
            size, pad = (size - 1 if size > least else size), px(20)
            widths = [text.font(size, True).size(label)[0] + pad for label, _a in offered]
            need = sum(widths) + gap * len(widths)
        if need > room and widths:  # still too wide: equal shares, labels shortened
            widths = [max(px(40), (room - gap * len(widths)) // len(widths))] * len(widths)
        self._layout_view(offered, widths, size, right, vy, bh, gap)
        row0_buttons = [b for b in self.buttons if b.rect.y == y]
        self.prompt_right = min([b.rect.x for b in row0_buttons] or [bar.right])

    def _prompt_fits(self, width: int) -> bool:
        """Whether the prompt fits ``width`` in the lines the bar's row holds at the least
        size (else the game's buttons go to a row above: the prompt is never cut)."""
        px = self.table.app.px
        room = 2 if self.table.status else 3
        return len(text.wrap(self._prompt(), max(10, px(11)), width, True)) <= room

    def _layout_own(self, y: int, bh: int, gap: int) -> int:
        """The table's buttons at the right, each as wide as its label needs; returns
        where the room left of them ends."""
        t = self.table
        px, bar = t.app.px, self.rect
        entries = [
            (_("Menu"), t.menu, True, _("Pause menu: save, rules, settings")),
            (_("Sheet"), t.show_sheet, True, _("Score sheet (S)")),
            (_("Hint"), t.toggle_hint, t.my_turn, _("Point at a good move and say why (H)")),
            (_("Undo"), t.undo, t.session.can_undo(), _("Take back your last move (Ctrl+Z)")),
            ("?", t.legend.toggle, True, _("Legend (?, F1)")),
        ]
        fixed_size = px(16)
        least = min(px(80), (bar.w - 6 * gap) // 9)
        x = bar.right - gap
        self.bar_buttons = []
        for label, fn, enabled, tip in entries:
            bw = max(text.font(fixed_size).size(label)[0] + px(20),
                     least if label != "?" else px(34))  # "?" is one character
            x -= bw
            self.bar_buttons.append(Button(label, fn, (x, y, bw, bh), fixed_size, enabled, tip))
            x -= gap
        return x

    def _layout_view(self, offered: list, widths: list[int], size: int, right: int, vy: int,
                     bh: int, gap: int) -> None:
        px = self.table.app.px
        previous = {(b.label, tuple(b.rect)) for b in self.view_buttons}
        self.view_buttons, self.view_actions = [], []
        vx = right
        for (label, action), width in zip(reversed(offered), reversed(widths)):
            vx -= width
            shown = text.fit(label, size, width - px(12), True)
            b = Button(shown, functools.partial(self.press, action), (vx, vy, width, bh), size,
                       primary=True, tooltip=label if shown != label else "")
            if (label, tuple(b.rect)) not in previous:
                b.guard(self.last_press)  # new under a fresh click: inert a moment
            self.view_buttons.append(b)
            self.view_actions.append(action)
            vx -= gap

    # --- drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        t = self.table
        key = (t.session.version, t.status, t.my_turn, t.session.computer_to_move(),
               t.app.size, language(),
               tuple((b.label, b.hover, b.enabled, b.rect.x) for b in self.buttons))
        t.cached("bar", key, self.rect, surface, self._paint, [] if t.intact else None)

    def _prompt(self) -> str:
        t = self.table
        d = t.decision
        if d.seat is None:
            return _("The game is over.")
        if t.my_turn:
            return d.prompt or _("Your turn.")
        name = t.options.seats[d.seat].name
        thinking = not t.session.is_human(d.seat) and t.session.computer_to_move()
        return _("{name} is thinking...", name=name) if thinking \
            else _("{name} to play.", name=name)  # (a guide may hold a computer back)

    def _paint(self, surface: pygame.Surface) -> None:
        t = self.table
        px, bar = t.app.px, self.rect
        pygame.draw.rect(surface, theme.PANEL, bar)
        pygame.draw.line(surface, theme.PANEL_EDGE, bar.topleft, bar.topright)
        prompt = self._prompt()
        width = max(px(60), self.prompt_right - bar.x - px(20))
        x = bar.x + px(14)
        top = bar.bottom - px(ROW_H)  # the prompt sits in the bottom row
        lines = text.wrap(prompt, px(17), width, True)
        if len(lines) == 1:
            text.blit_text(surface, lines[0], (x, top + px(8)), px(17), theme.TEXT, True)
            status_y, status_size = top + px(36), px(15)
        else:
            status_y, status_size = self._paint_long(surface, prompt, x, top, width)
        if t.status:  # a refusal's reason: smaller rather than cut, an ellipsis at worst
            size = text.fit_size(t.status, status_size, width, smallest=max(10, px(11)))
            text.blit_text(surface, text.fit(t.status, size, width), (x, status_y), size,
                           theme.ACCENT)
        for b in self.buttons:
            b.draw(surface)

    def _paint_long(self, surface: pygame.Surface, prompt: str, x: int, top: int,
                    width: int) -> tuple[int, int]:
        """A long prompt: smaller lines, the status below them; never a word lost.
        Returns where the status goes and its size."""
        px = self.table.app.px
        size, room = px(14), 2 if self.table.status else 3
        while size > max(10, px(11)) and len(text.wrap(prompt, size, width, True)) > 2:
            size -= 1
        lines = text.wrap(prompt, size, width, True)
        if len(lines) > room:  # the last line ends in an ellipsis rather than vanish
            lines = [*lines[:room - 1], text.fit(" ".join(lines[room - 1:]), size, width, True)]
        pitch = min(px(19), (px(ROW_H) - px(6)) // max(2, len(lines)))
        for k, line in enumerate(lines):
            text.blit_text(surface, line, (x, top + px(4) + k * pitch), size, theme.TEXT, True)
        return top + px(43), px(13)
