"""Settings: window size, fullscreen, UI scale, animation speed, colour-blind cues,
sound, language. Saved as JSON on every change."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import settings as settings_mod
from game.core import registry
from game.i18n import _, available
from game.scenes.base import Scene
from game.ui import intents as I
from game.ui import text, theme
from game.ui.widgets import Button, Choice, Toggle, Widget

if TYPE_CHECKING:
    from game.app import App

SIZES = ("1024x700", "1280x800", "1440x900", "1600x1000", "1920x1080", "2560x1440")
VOLUMES = (0.0, 0.25, 0.5, 0.75, 1.0)
THINK_SECONDS = (0.5, 1.0, 1.5, 2.0, 3.0)
SCALES = ("0.8", "0.9", "1.0", "1.1", "1.25", "1.5")


class SettingsScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.widgets: list[Widget] = []
        self.labels: list[tuple[str, tuple[int, int]]] = []
        self.font_size = 17
        self.footer_y = 0

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

    def layout(self, size: tuple[int, int]) -> None:
        px = self.app.px
        s = self.app.settings
        # the size the window has now (dragged or chosen); in fullscreen the size it returns to
        w, h = (s.width, s.height) if s.fullscreen else self.app.size
        current = f"{w}x{h}"
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
            (_("Thinking time (Hard; Expert 3×)"),
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
        # from the bottom up: the folder line, the Back button above it, the rows above that
        self.footer_y = size[1] - px(12)
        back_h = px(46)
        back_y = self.footer_y - text.font(px(13)).get_linesize() - px(12) - back_h
        top = px(100)
        pitch = max(1, min(px(52), (back_y - px(16) - top) // max(1, len(rows))))
        row_h = max(1, min(px(40), pitch - max(2, px(8))))
        font_size = max(11, min(px(17), row_h * 45 // 100))
        width = min(size[0] - 2 * px(30), px(760))
        x = size[0] // 2 - width // 2
        widget_w = min(px(240), width // 3)
        label_w = width - widget_w - px(16)
        y = top
        for label, widget in rows:
            shown = text.fit(label, font_size, label_w)
            self.labels.append((shown, (x, y + row_h // 2)))
            widget.rect = pygame.Rect(x + width - widget_w, y, widget_w, row_h)
            widget.size = font_size
            self.widgets.append(widget)
            y += pitch
        self.widgets.append(Button(_("Back"), self.app.pop, (x, back_y, px(180), back_h), px(18),
                                   primary=True))
        self.font_size = font_size
        self.dirty = True

    def _size(self, value: str) -> None:
        w, h = (int(v) for v in value.split("x"))
        self.app.settings.width, self.app.settings.height = w, h
        self._save(True)

    def _set(self, name: str, value: object, reopen: bool = False) -> None:
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
            text.blit_text(surface, label, pos, self.font_size, anchor="midleft")
        for widget in self.widgets:
            widget.draw(surface)
        from game.core.paths import data_dir

        line = _("Saves and settings are kept in {path}", path=str(data_dir()))
        line = text.fit(line, px(13), surface.get_width() - 2 * px(30))
        text.blit_text(surface, line, (px(30), self.footer_y), px(13), theme.TEXT_DIM,
                       anchor="bottomleft")
