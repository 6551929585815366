"""Settings: window size, fullscreen, UI scale, animation speed, colour-blind cues,
sound, language. Saved as JSON on every change."""

from __future__ import annotations

import pygame

from game import settings as settings_mod
from game.core import registry
from game.i18n import _, available
from game.scenes.base import Scene
from game.ui import intents as I
from game.ui import text, theme
from game.ui.widgets import Button, Choice, Toggle, Widget

SIZES = ("1024x700", "1280x800", "1440x900", "1600x1000", "1920x1080", "2560x1440")
VOLUMES = (0.0, 0.25, 0.5, 0.75, 1.0)
THINK_SECONDS = (0.5, 1.0, 1.5, 2.0, 3.0)
SCALES = ("0.8", "0.9", "1.0", "1.1", "1.25", "1.5")


class SettingsScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.widgets: list[Widget] = []
        self.labels: list[tuple[str, tuple[int, int]]] = []

    def _preference_rows(self) -> list[tuple[str, Widget]]:
        """A switch for every display preference of every game."""
        s = self.app.settings
        rows: list[tuple[str, Widget]] = []
        for entry in registry.entries():
            for pref in entry.preferences:
                def flip(v: bool, game_id: str = entry.id, key: str = pref.key) -> None:
                    s.set_preference(game_id, key, v)
                    settings_mod.save(s)
                    self.dirty = True

                rows.append((_(pref.label),
                             Toggle(s.preference(entry.id, pref.key, pref.default), flip)))
        return rows

    def layout(self, size) -> None:
        px = self.app.px
        s = self.app.settings
        current = f"{s.width}x{s.height}"
        sizes = list(SIZES) if current in SIZES else [current, *SIZES]
        scale = f"{s.ui_scale:g}"
        scales = list(SCALES) if scale in SCALES else [scale, *SCALES]
        rows: list[tuple[str, Widget]] = [
            (_("Window size"), Choice([(v, v) for v in sizes], current, self._size)),
            (_("Fullscreen"), Toggle(s.fullscreen, lambda v: self._set("fullscreen", v, True))),
            (_("Interface scale"), Choice([(v, f"{float(v):.0%}") for v in scales], scale,
                                          lambda v: self._set("ui_scale", float(v)))),
            (_("Animations"), Choice([("off", _("Off")), ("normal", _("Normal")),
                                      ("fast", _("Fast"))], s.animation,
                                     lambda v: self._set("animation", v))),
            (_("Hard computer's thinking time"),
             Choice([(f"{v:g}", _("{n} s", n=f"{v:g}")) for v in THINK_SECONDS],
                    f"{s.think_seconds:g}", lambda v: self._set("think_seconds", float(v)))),
            (_("Colour-blind cues"), Toggle(s.colour_blind,
                                            lambda v: self._set("colour_blind", v))),
            *self._preference_rows(),
            (_("Sound"), Toggle(s.sound, lambda v: self._set("sound", v))),
            (_("Volume"), Choice([(f"{v:g}", f"{v:.0%}") for v in VOLUMES], f"{s.volume:g}",
                                 lambda v: self._set("volume", float(v)))),
        ]
        languages = available()
        if len(languages) > 1:  # only languages that exist are offered
            rows.append((_("Language"), Choice(list(languages.items()), s.language,
                                               lambda v: self._set("language", v))))
        self.widgets, self.labels = [], []
        y = px(100)
        x = size[0] // 2 - px(340)
        for label, widget in rows:
            self.labels.append((label, (x, y + px(10))))
            widget.rect = pygame.Rect(x + px(420), y, px(260), px(40))
            widget.size = px(17)
            self.widgets.append(widget)
            y += px(52)
        self.widgets.append(Button(_("Back"), self.app.pop,
                                   (x, size[1] - px(80), px(180), px(46)), px(18), primary=True))
        self.dirty = True

    def _size(self, value: str) -> None:
        w, h = (int(v) for v in value.split("x"))
        self.app.settings.width, self.app.settings.height = w, h
        self._save(True)

    def _set(self, name: str, value, reopen: bool = False) -> None:
        setattr(self.app.settings, name, value)
        self._save(reopen)

    def _save(self, reopen: bool) -> None:
        settings_mod.save(self.app.settings)
        self.app.apply_settings(reopen)
        self.dirty = True

    def handle(self, intent: I.Intent) -> None:
        self.close_or_feed(intent, self.widgets)

    def draw(self, surface: pygame.Surface) -> None:
        px = self.app.px
        surface.fill(theme.BG)
        text.blit_text(surface, _("Settings"), (px(30), px(24)), px(30), theme.ACCENT, True)
        for label, pos in self.labels:
            text.blit_text(surface, label, pos, px(17))
        for widget in self.widgets:
            widget.draw(surface)
        from game.core.paths import data_dir

        text.blit_text(surface, _("Saves and settings are kept in {path}", path=str(data_dir())),
                       (px(30), surface.get_height() - px(24)), px(13), theme.TEXT_DIM,
                       anchor="bottomleft")
