"""New game: choose the game, the players (human or computer, name, colour), the
variants and optionally a seed."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

import pygame

from game import settings as settings_mod
from game.ai import labels
from game.ai.players import LEVELS
from game.core import HUMAN, Match, Options, Seat, registry
from game.core.errors import SylvaError
from game.core.paths import asset
from game.core.protocol import GameInfo, Rules
from game.i18n import _, language
from game.lessons import has_lesson
from game.scenes import registry as scenes
from game.scenes.base import Scene
from game.ui import intents as I
from game.ui import text, theme
from game.ui.theme import PLAYER_COLOURS
from game.ui.widgets import Button, Choice, TextField, Widget, panel

if TYPE_CHECKING:
    from game.app import App

DEFAULT_NAMES = ("Ada", "Bram", "Cleo", "Dirk", "Eva")


def playable_games() -> list[Rules]:
    """Every registered game, in menu order (each entry brings its table view)."""
    return registry.all_games()


def preview(game_id: str, width: int) -> pygame.Surface | None:
    """The game's picture in today's language (assets/previews, made by
    build_scripts/make_previews.py)."""
    return _preview(game_id, width, language())


@functools.lru_cache(maxsize=16)
def _preview(game_id: str, width: int, lang: str) -> pygame.Surface | None:
    image = None
    for name in (f"{game_id}-{lang}.png", f"{game_id}.png"):  # English has no suffix
        try:
            image = pygame.image.load(str(asset("previews", name))).convert()
            break
        except (pygame.error, FileNotFoundError, OSError):
            continue
    if image is None:
        return None
    height = round(image.get_height() * width / image.get_width())
    return pygame.transform.smoothscale(image, (width, height))


@functools.lru_cache(maxsize=16)
def describe_game(game_id: str) -> str:
    """The first paragraph of the game's rules reference: what the game is about."""
    from game.scenes.rules_ref import load_rules_text
    from game.ui import markdown

    return next((b.text.replace("**", "") for b in markdown.parse(load_rules_text(game_id))
                 if b.kind == "p"), "")


def about_layout(about: str, ratio: float, beside: pygame.Rect, below: pygame.Rect,
                 size: int, min_size: int, gap: int
                 ) -> tuple[pygame.Rect | None, list[str], pygame.Rect, int]:
    """Where the game's picture and its description go: beside the form (picture above
    the text) or under it (picture left of the text), whichever shows the larger picture
    with every line of the text. Returns (picture rect or None, lines, text rect, size)."""
    best = None
    for font_size in range(size, min_size - 1, -1):
        line_h = text.font(font_size).get_linesize()
        if beside.w >= 12 * font_size:  # a column beside the form: picture, then the text
            lines = text.wrap(about, font_size, beside.w)
            pic_h = min(beside.h - gap - len(lines) * line_h, round(beside.w * ratio))
            pic_w = round(pic_h / ratio) if pic_h > 0 else 0
            if pic_w >= 8 * font_size:
                pic = pygame.Rect(beside.x, beside.y, pic_w, round(pic_w * ratio))
                where = pygame.Rect(beside.x, pic.bottom + gap, beside.w, len(lines) * line_h)
                best = max(best, (pic.w * pic.h, pic, lines, where, font_size),
                           key=lambda b: b[0] if b else -1)
        if below.h >= 3 * line_h and below.w >= 20 * font_size:  # under the form, side by side
            pic_h = below.h
            pic_w = min(round(pic_h / ratio), below.w - gap - 14 * font_size)
            while pic_w >= 8 * font_size:
                lines = text.wrap(about, font_size, below.w - pic_w - gap)
                if len(lines) * line_h <= below.h:
                    break
                pic_w -= max(1, font_size)
            if pic_w >= 8 * font_size:
                pic = pygame.Rect(below.x, below.y, pic_w, round(pic_w * ratio))
                where = pygame.Rect(pic.right + gap, below.y, below.w - pic_w - gap,
                                    len(lines) * line_h)
                best = max(best, (pic.w * pic.h, pic, lines, where, font_size),
                           key=lambda b: b[0] if b else -1)
        if best is not None:
            return best[1:]
    for font_size in range(size, min_size - 1, -1):  # no room for a picture: the text alone
        for area in (below, beside):
            line_h = text.font(font_size).get_linesize()
            lines = text.wrap(about, font_size, max(1, area.w))
            if len(lines) * line_h <= area.h and area.w >= 12 * font_size:
                return None, lines, pygame.Rect(area.x, area.y, area.w, len(lines) * line_h), \
                    font_size
    lines = text.wrap(about, min_size, max(1, below.w))
    room = max(0, below.h // text.font(min_size).get_linesize())
    return None, lines[:room], pygame.Rect(below.x, below.y, below.w, below.h), min_size


class SetupScene(Scene):
    def __init__(self, app: App, game_id: str | None = None) -> None:
        super().__init__(app)
        self.games = playable_games()
        self.game = next((r for r in self.games if r.info.id == game_id),
                         self.games[0] if self.games else None)
        names = list(app.settings.names) + [n for n in DEFAULT_NAMES if n not in app.settings.names]
        self.names = names[:5]
        self.kinds = [HUMAN] + ["greedy"] * 4
        self.players = self.game.info.min_players if self.game else 2
        if self.game and self.game.info.min_players <= 2 <= self.game.info.max_players:
            self.players = 2
        self.colours: list[str] = []
        self.variant_values: dict[str, str] = {}
        self.seed = ""
        self.widgets: list[Widget] = []
        self.labels: list[tuple[str, tuple[int, int], int, tuple]] = []

    # --- layout --------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        px = self.app.px
        self.widgets, self.labels = [], []
        w, h = size
        if not self.game:
            self.widgets.append(Button(_("Back"), self.app.pop, (px(20), h - px(70), px(160), px(46))))
            self.dirty = True
            return
        info = self.game.info
        if not self.colours or len(self.colours) < 5:
            self.colours = [info.colours[i % len(info.colours)] for i in range(5)]
        # game list on the left
        y = px(90)
        for rules in self.games:
            chosen = rules is self.game
            learn = has_lesson(rules.info.id)  # a guided first game: a Learn button beside
            b = Button(f"{rules.info.title}  ({self._range(rules)})",
                       functools.partial(self._pick_game, rules),
                       (px(30), y, px(226 if learn else 300), px(44)), px(18), primary=chosen)
            self.widgets.append(b)
            if learn:
                self.widgets.append(Button(
                    _("Learn"), functools.partial(scenes.make, "lesson", self.app, rules.info.id),
                    (px(262), y, px(68), px(44)), px(15),
                    tooltip=_("A guided first game of {game}", game=rules.info.title)))
            y += px(54)
        x0, col = px(370), px(180)
        y = px(90)
        self.labels.append((_("Players"), (x0, y + px(10)), px(18), theme.TEXT))
        counts = [(str(n), str(n)) for n in range(info.min_players, info.max_players + 1)]
        self.widgets.append(Choice(counts, str(self.players), self._set_players,
                                   (x0 + col, y, px(140), px(40)), px(18)))
        y = self._layout_seats(x0, y + px(60), info)
        self.labels.append((_("Seed (optional)"), (x0, y + px(10)), px(17), theme.TEXT))
        self.widgets.append(TextField(self.seed, (x0 + px(230), y, px(200), px(40)), px(17), 10,
                                      "0123456789", _("random"),
                                      on_change=lambda v: setattr(self, "seed", v)))
        self.widgets.append(Button(_("Back"), self.app.pop, (px(30), h - px(70), px(160), px(46)),
                                   px(18)))
        self.widgets.append(Button(_("How to play"), self.how_to_play,
                                   (px(200), h - px(70), px(200), px(46)), px(18)))
        self.widgets.append(Button(_("Start"), self.start, (w - px(230), h - px(70), px(200),
                                                            px(46)), px(20), primary=True))
        self.dirty = True

    def _layout_seats(self, x0: int, y: int, info: GameInfo) -> int:
        """A row per seat (name, kind, colour), a line per computer level at the table,
        a row per variant; returns where the next row goes."""
        px = self.app.px
        kinds = [(HUMAN, _("Human"))] + [(k, _(label)) for k, (label, _d, _fn) in LEVELS.items()]
        colour_choices = [(c, _(c.capitalize())) for c in info.colours]
        for i in range(self.players):
            self.labels.append((_("Seat {n}", n=i + 1), (x0, y + px(10)), px(17), theme.TEXT_DIM))
            name = TextField(self.names[i], (x0 + px(80), y, px(200), px(40)), px(17), 16,
                             on_change=functools.partial(self._set_name, i))
            kind = Choice(kinds, self.kinds[i], functools.partial(self._set_kind, i),
                          (x0 + px(290), y, px(230), px(40)), px(17))
            colour = Choice(colour_choices, self.colours[i],
                            functools.partial(self._set, self.colours, i),
                            (x0 + px(530), y, px(150), px(40)), px(17))
            self.widgets += [name, kind, colour]
            y += px(50)
        # per computer level at the table: what it does, and how strong it measured
        strengths = labels.load()
        for k in dict.fromkeys(k for k in self.kinds[: self.players] if k in LEVELS):
            label, description, _fn = LEVELS[k]
            self.labels.append((f"{_(label)}: {_(description)}", (x0, y + px(4)), px(15),
                                theme.TEXT_DIM))
            self.labels.append((labels.strength(info.id, k, strengths),
                                (x0 + px(20), y + px(24)), px(15), theme.TEXT_DIM))
            y += px(48)
        y += px(14)
        for variant in info.variants:
            if not variant.applies_to(self.players):
                continue
            value = self.variant_values.get(variant.id, variant.choices[0])
            choices = [(c, _(variant.label_of(c))) for c in variant.choices]
            self.labels.append((_(variant.label), (x0, y + px(10)), px(17), theme.TEXT))
            self.widgets.append(Choice(choices, value,
                                       functools.partial(self._set_variant, variant.id),
                                       (x0 + px(230), y, px(450), px(40)), px(17)))
            y += px(50)
        return y

    @staticmethod
    def _range(rules: Rules) -> str:
        lo, hi = rules.info.min_players, rules.info.max_players
        return f"{lo}-{hi}" if lo != hi else str(lo)

    # --- changes -------------------------------------------------------------------
    def _pick_game(self, rules: Rules) -> None:
        self.game = rules
        self.players = max(rules.info.min_players, min(rules.info.max_players, self.players))
        self.colours = []
        self.variant_values = {}
        self.layout(self.app.size)

    def how_to_play(self) -> None:
        """The chosen game's rules in one page."""
        assert self.game is not None
        self.app.push(scenes.make("primer", self.app, self.game.info.id))

    def _set_players(self, value: str) -> None:
        self.players = int(value)
        self.layout(self.app.size)

    def _set_name(self, i: int, value: str) -> None:
        self.names[i] = value

    def _set(self, seq: list, i: int, value: str) -> None:
        seq[i] = value

    def _set_kind(self, i: int, value: str) -> None:
        self.kinds[i] = value
        self.layout(self.app.size)  # the line describing the levels at the table changes

    def _set_variant(self, vid: str, value: str) -> None:
        self.variant_values[vid] = value

    def options(self) -> Options:
        seats = tuple(
            Seat(self.names[i].strip() or _("Player {n}", n=i + 1), self.kinds[i], self.colours[i])
            for i in range(self.players)
        )
        assert self.game is not None
        variants = {
            v.id: self.variant_values.get(v.id, v.choices[0])
            for v in self.game.info.variants if v.applies_to(self.players)
        }
        return Options.make(seats, **variants)

    def problem(self) -> str | None:
        from game.core.safefile import name_problem

        for i in range(self.players):  # the same check as for names read from a file
            typed = self.names[i]
            why = name_problem(typed) if typed.strip() else None
            if why:
                return _("Seat {n}: {problem}", n=i + 1, problem=why)
        options = self.options()
        names = [s.name for s in options.seats]
        if len(set(names)) != len(names):
            return _("Every player needs a different name.")
        colours = [s.colour for s in options.seats]
        if len(set(colours)) != len(colours):
            return _("Every player needs a different colour.")
        assert self.game is not None
        return self.game.options_problem(options)

    def start(self) -> None:
        problem = self.problem()
        if problem:
            self.app.show_error(_("Cannot start yet"), problem)
            return
        options = self.options()
        self.app.settings.names = [s.name for s in options.seats if s.is_human][:5]
        settings_mod.save(self.app.settings)
        seed = int(self.seed) if self.seed else None
        assert self.game is not None
        try:
            match = Match.new(self.game.info.id, options, seed)
        except SylvaError as exc:
            self.app.show_error(_("Cannot start"), str(exc))
            return
        self.app.replace(scenes.make("table", self.app, match))

    # --- input and drawing -----------------------------------------------------------
    @property
    def typing(self) -> bool:
        return any(isinstance(w, TextField) and w.focused for w in self.widgets)

    def handle(self, intent: I.Intent) -> None:
        if intent.kind == I.CANCEL and not self.typing:
            self.app.pop()
            return
        if intent.kind == I.CONFIRM and not self.typing:
            self.start()
            return
        self.feed(self.widgets, intent)

    def _draw_about_game(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """A picture of the chosen game and a few lines about it, where the form leaves
        room: beside the seats or under them, whichever shows the larger picture with the
        whole description."""
        px = self.app.px
        assert self.game is not None
        inside = [w.rect for w in self.widgets if box.contains(w.rect)]
        right = max([r.right for r in inside] + [
            x + text.font(size).size(label)[0] for label, (x, _y), size, _c in self.labels])
        bottom = max([r.bottom for r in inside] + [
            y + text.font(size).get_linesize() for _l, (_x, y), size, _c in self.labels])
        pad = px(20)
        beside = pygame.Rect(right + px(36), box.y + pad, box.right - pad - right - px(36),
                             box.h - 2 * pad)
        below = pygame.Rect(box.x + pad, bottom + pad, box.w - 2 * pad, box.bottom - pad - bottom
                            - pad)
        about = describe_game(self.game.info.id) or _(self.game.info.blurb)
        image = preview(self.game.info.id, 100)
        ratio = image.get_height() / image.get_width() if image is not None else 0.625
        plan = about_layout(about, ratio, beside, below, px(15), px(14), px(14))
        picture, lines, where, size = plan
        if picture is not None and image is not None:
            shown = preview(self.game.info.id, picture.w)
            if shown is not None:
                surface.blit(shown, picture.topleft)
                pygame.draw.rect(surface, theme.PANEL_EDGE, picture, 1)
        y = where.y
        for line in lines:
            text.blit_text(surface, line, (where.x, y), size, theme.TEXT_DIM)
            y += text.font(size).get_linesize()

    def draw(self, surface: pygame.Surface) -> None:
        px = self.app.px
        surface.fill(theme.BG)
        text.blit_text(surface, _("New game"), (px(30), px(24)), px(30), theme.ACCENT, True)
        if not self.game:
            text.blit_text(surface, _("No game is installed."), (px(30), px(100)), px(20))
        else:
            box = pygame.Rect(px(350), px(74), surface.get_width() - px(380),
                              surface.get_height() - px(160))
            panel(surface, box, theme.PANEL, theme.PANEL_EDGE, px(10))
            self._draw_about_game(surface, box)
        for label, pos, size, colour in self.labels:
            text.blit_text(surface, label, pos, size, colour)
        for widget in self.widgets:
            widget.draw(surface)
        # colour-blind cue beside every colour choice: the seat's letter
        for widget in self.widgets:
            if isinstance(widget, Choice) and widget.value in PLAYER_COLOURS:
                rgb = theme.player_rgb(widget.value)
                r = pygame.Rect(widget.rect.right + px(8), widget.rect.y + px(6), px(28), px(28))
                pygame.draw.rect(surface, rgb, r, border_radius=px(6))
                text.blit_text(surface, theme.player_letter(widget.value), r.center, px(16),
                               theme.INK, True, "center")
