"""Another player's area at full size: while the view shows a seat other than the
viewer's (``GameView.focus``), a banner names it; Esc or a click on the banner or on
that area returns to the viewer's own, and nothing can be picked up meanwhile."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui import intents as I
from game.ui import text, theme

if TYPE_CHECKING:
    from game.scenes.table import TableScene


class FocusLayer:
    """Between the side panel and drag and drop: a shown area is only looked at."""

    def __init__(self, table: TableScene) -> None:
        self.table = table

    def banner(self) -> pygame.Rect | None:
        """Where the banner lies while another seat's area is shown, else None."""
        view = self.table.view
        if view.focus is None:
            return None
        return view.banner_rect(max(20, self.table.app.px(30)))

    def handle(self, intent: I.Intent) -> bool:
        t, view = self.table, self.table.view
        banner = self.banner()
        if banner is None:
            return False
        if intent.kind == I.CANCEL:
            view.focus_seat(None)
            return True
        on_area = view.area()[0].collidepoint(intent.pos) and not view.browses(intent.pos)
        if intent.kind == I.PRESS and (banner.collidepoint(intent.pos) or on_area):
            view.focus_seat(None)
            t.dirty = True
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        banner = self.banner()
        if banner is None:
            return
        t = self.table
        seat = t.view.focus
        assert seat is not None
        name = t.view.seat_name(seat)
        px = t.app.px
        pygame.draw.rect(surface, theme.PANEL, banner)
        pygame.draw.rect(surface, theme.ACCENT, banner, max(1, px(2)))
        title, room = t.view.area_title(name), banner.w - px(16)
        size = text.fit_size(title, px(16), room, bold=True)
        text.blit_text(surface, text.fit(title, size, room, True), banner.center, size,
                       theme.ACCENT, bold=True, anchor="center")  # a long name: cut, never over
