"""The main menu: Continue, New game, Today's forest, Learn to play, Load, Rules, Settings, Quit."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import __version__
from game.core import saves
from game.core.errors import SylvaError
from game.i18n import _
from game.scenes import registry as scenes
from game.scenes.base import Scene
from game.ui import images, text, theme
from game.ui import intents as I
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.app import App


def player_kinds() -> list[str]:
    """Every kind a seat may be: human and each computer player."""
    from game.ai import PLAYERS
    from game.core import HUMAN

    return [HUMAN, *PLAYERS]


class MainMenu(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.buttons: list[Button] = []

    def _has_autosave(self) -> bool:
        return saves.autosave_path().is_file()

    def layout(self, size: tuple[int, int]) -> None:
        px = self.app.px
        entries = []
        if self._has_autosave():
            entries.append((_("Continue"), self.continue_game, True))
        entries += [
            (_("New game"), self.new_game, not entries),
            (_("Today's forest"), self.daily, False),
            (_("Learn to play"), self.learn, False),
            (_("Load game"), self.load_game, False),
            (_("Statistics"), self.statistics, False),
            (_("Rules"), self.rules, False),
            (_("Settings"), self.settings, False),
            (_("About"), self.about, False),
            (_("Quit"), self.quit, False),
        ]
        # many entries (with Continue) still fit under the title at 800x600
        w, gap = px(300), px(12 if len(entries) < 8 else 8)
        y = size[1] // 2 - px(40)
        h = min(px(48), (size[1] - y - px(16)) // len(entries) - gap)  # all in the window
        self.buttons = []
        for label, fn, primary in entries:
            b = Button(label, fn, (size[0] // 2 - w // 2, y, w, h), px(20), primary=primary)
            self.buttons.append(b)
            y += h + gap
        self.dirty = True

    def continue_game(self) -> None:
        try:
            match = saves.load_match(saves.autosave_path(), player_kinds())
        except SylvaError as exc:
            self.app.show_error(_("The last game cannot be continued"), str(exc))
            return
        self.app.push(scenes.make("table", self.app, match, resumed=True))

    def new_game(self) -> None:
        self.app.push(scenes.make("setup", self.app))

    def daily(self) -> None:
        self.app.push(scenes.make("daily", self.app))

    def learn(self) -> None:
        self.app.push(scenes.make("learn", self.app))

    def load_game(self) -> None:
        self.app.push(scenes.make("load", self.app))

    def statistics(self) -> None:
        from game.scenes.stats import StatsScene

        self.app.push(StatsScene(self.app))

    def rules(self) -> None:
        self.app.push(scenes.make("rules", self.app))

    def settings(self) -> None:
        self.app.push(scenes.make("settings", self.app))

    def about(self) -> None:
        self.app.push(scenes.make("about", self.app))

    def quit(self) -> None:
        self.app.running = False

    def resume(self) -> None:
        super().resume()

    def handle(self, intent: I.Intent) -> None:
        if intent.kind == I.CANCEL:
            return
        self.feed(self.buttons, intent)

    def draw(self, surface: pygame.Surface) -> None:
        px = self.app.px
        w, h = surface.get_size()
        surface.fill(theme.BG)
        logo = images.icon("sylva", px(120))
        surface.blit(logo, logo.get_rect(midbottom=(w // 2, h // 2 - px(150))))
        text.blit_text(surface, "Sylva", (w // 2, h // 2 - px(140)), px(54), theme.ACCENT, True,
                       "midtop")
        text.blit_text(surface, _("Five forest games for one table"), (w // 2, h // 2 - px(76)),
                       px(18), theme.TEXT_DIM, anchor="midtop")
        for b in self.buttons:
            b.draw(surface)
        text.blit_text(surface, _("Version {version}", version=__version__),
                       (w - px(12), h - px(10)), px(14), theme.TEXT_DIM, anchor="bottomright")
