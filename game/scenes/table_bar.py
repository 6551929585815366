"""The table's bottom bar: the prompt and status at the left, the table's own buttons
(menu, sheet, hint, undo) at the right and the game's buttons beside them — in a second row
above when they do not fit, smaller and shortened if need be; never beyond the bar's edge.
A button that appears where the pointer just clicked stays inert a moment (misclick guard).
"""

from __future__ import annotations

import pygame

from game.i18n import _
from game.ui import text, theme
from game.ui.widgets import Button

ROW_H = 64  # the bottom bar's row height (design pixels)
MIN_PROMPT = 180  # room the prompt keeps beside the buttons in one row


class BottomBar:
    """Part of the table scene (game/scenes/table.py): its bottom bar."""

    def _layout_bar(self) -> None:
        """The bottom bar: the prompt at the left, the table's buttons at the right and
        the game's buttons beside them — or, when they do not fit, in a second row above,
        smaller if need be. Never beyond the bar's edge."""
        px = self.app.px
        bar = self.bar
        bh, gap = px(40), px(8)
        row0 = bar.bottom - px(ROW_H)
        y = row0 + (px(ROW_H) - bh) // 2
        entries = [
            (_("Menu"), self.menu, True, _("Pause menu: save, rules, settings")),
            (_("Sheet"), self.show_sheet, True, _("Score sheet (S)")),
            (_("Hint"), self.toggle_hint, self.my_turn, _("Light up the legal moves (H)")),
            (_("Undo"), self.undo, self.can_undo(), _("Take back your last move (Ctrl+Z)")),
        ]
        fixed_size = px(16)
        least = min(px(92), (bar.w - 5 * gap) // 8)
        x = bar.right - gap
        previous = {(b.label, tuple(b.rect)) for b in self.view_buttons}
        self.bar_buttons = []
        for label, fn, enabled, tip in entries:  # each as wide as its label needs
            bw = max(text.font(fixed_size).size(label)[0] + px(20), least)
            x -= bw
            self.bar_buttons.append(Button(label, fn, (x, y, bw, bh), fixed_size, enabled, tip))
            x -= gap
        self.view_buttons = []
        offered = self.view.buttons() if self.my_turn else []
        size = px(16)
        widths = [text.font(size, True).size(label)[0] + px(28) for label, _a in offered]
        need = sum(widths) + gap * len(widths)
        rows = 1 if need <= x - bar.x - px(MIN_PROMPT) else 2
        if rows != self._bar_rows:
            self._bar_rows = rows
            self.layout(self.app.size)  # the bar's height changes: so does the view's area
            return
        right, vy = (x, y) if rows == 1 else (bar.right - gap, bar.y + px(6))
        room = right - bar.x - gap
        while need > room and size > max(11, px(12)):
            size -= 1
            widths = [text.font(size, True).size(label)[0] + px(20) for label, _a in offered]
            need = sum(widths) + gap * len(widths)
        if need > room and widths:  # still too wide: equal shares, labels shortened
            widths = [max(px(40), (room - gap * len(widths)) // len(widths))] * len(widths)
        vx = right
        for (label, action), width in zip(reversed(offered), reversed(widths)):
            vx -= width
            shown = text.fit(label, size, width - px(12), True)
            b = Button(shown, lambda a=action: self._press(a), (vx, vy, width, bh), size,
                       primary=True, tooltip=label if shown != label else "")
            if (label, tuple(b.rect)) not in previous:
                b.guard(self._last_press)  # new under a fresh click: inert a moment
            self.view_buttons.append(b)
            vx -= gap
        row0_buttons = [b for b in self.view_buttons + self.bar_buttons if b.rect.y == y]
        self._prompt_right = min([b.rect.x for b in row0_buttons] or [bar.right])

    def _draw_bar(self, surface: pygame.Surface) -> None:
        px = self.app.px
        pygame.draw.rect(surface, theme.PANEL, self.bar)
        pygame.draw.line(surface, theme.PANEL_EDGE, self.bar.topleft, self.bar.topright)
        d = self.decision
        if d.seat is None:
            prompt = _("The game is over.")
        elif self.my_turn:
            prompt = d.prompt or _("Your turn.")
        else:
            name = self.options.seats[d.seat].name
            prompt = _("{name} is thinking...", name=name) if not self._is_human(d.seat) \
                else _("{name} to play.", name=name)
        width = max(px(60), self._prompt_right - self.bar.x - px(20))
        x = self.bar.x + px(14)
        top = self.bar.bottom - px(ROW_H)  # the prompt sits in the bottom row
        lines = text.wrap(prompt, px(17), width, True)
        if len(lines) == 1:
            text.blit_text(surface, lines[0], (x, top + px(8)), px(17), theme.TEXT, True)
            status_y, status_size = top + px(36), px(15)
        else:  # a long prompt: smaller lines, the status below them; never a word lost
            size, room = px(14), 2 if self.status else 3
            while size > max(10, px(11)) and len(text.wrap(prompt, size, width, True)) > 2:
                size -= 1
            lines = text.wrap(prompt, size, width, True)
            if len(lines) > room:  # the last line ends in an ellipsis rather than vanish
                lines = [*lines[:room - 1], text.fit(" ".join(lines[room - 1:]), size, width, True)]
            pitch = min(px(19), (px(ROW_H) - px(6)) // max(2, len(lines)))
            for k, line in enumerate(lines):
                text.blit_text(surface, line, (x, top + px(4) + k * pitch), size, theme.TEXT, True)
            status_y, status_size = top + px(43), px(13)
        if self.status:
            status = text.wrap(self.status, status_size, width)[0]
            text.blit_text(surface, status, (x, status_y), status_size, theme.ACCENT)
        for b in self.bar_buttons + self.view_buttons:
            b.draw(surface)
