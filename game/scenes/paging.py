"""A screen that shows a long list a page at a time (recent games, statistics, saves)."""

from __future__ import annotations

from game.i18n import _
from game.scenes.base import Scene
from game.ui.widgets import Button, Widget


class PagedScene(Scene):
    page = 0  # the page shown, from 0

    def turn_page(self, delta: int) -> None:
        self.page += delta
        self.layout(self.app.size)

    def page_buttons(self, pages: int, left: int, bottom: int) -> list[Widget]:
        """Previous and Next beside ``left`` on the button row at ``bottom`` (none for a
        single page); the page is kept within ``pages`` first."""
        self.page = min(self.page, pages - 1)
        if pages <= 1:
            return []
        px = self.app.px
        return [Button(_("Previous"), lambda: self.turn_page(-1),
                       (left, bottom, px(130), px(44)), px(18), enabled=self.page > 0),
                Button(_("Next"), lambda: self.turn_page(1),
                       (left + px(140), bottom, px(130), px(44)), px(18),
                       enabled=self.page < pages - 1)]
