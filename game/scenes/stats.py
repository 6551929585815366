"""The Statistics screen: the finished games of the history (game/core/history.py) per
game, player count and opponent level — played, won, win share, mean score and margin,
best score, current and longest winning streak, games with help — filtered by person,
game, player count, opponent and help; for one game also the mean points of each
score-sheet row. The history is read once when the screen opens; filtering is counting."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.core import history, registry
from game.core import statistics as st
from game.core.errors import SylvaError
from game.i18n import _, set_game
from game.scenes import registry as scenes
from game.scenes.paging import PagedScene
from game.ui import intents as I
from game.ui import text, theme
from game.ui.widgets import Button, Choice, Widget

ALL = "*"


class StatsScene(PagedScene):
    def __init__(self, app) -> None:
        super().__init__(app)
        store = history.shared()
        # people's seats, without their score sheets: those are read for one game at a time
        self.results = store.results(rows=False, people_only=True)
        self._sheets: dict[str, list[st.SeatResult]] = {}
        self.names = store.names()
        problem = store.take_problem()
        self.problem = problem or ""
        known = [n for n in getattr(app.settings, "names", []) if n in self.names]
        self.filters = {"name": known[0] if known else ALL, "game": ALL, "players": ALL,
                        "level": ALL, "help": ALL}
        self.widgets: list[Widget] = []
        self.heads: list[tuple[str, tuple[int, int]]] = []
        self.page = 0
        self.rows_per_page = 1
        self.table_top = 0
        self._lines: list[list[str]] = []
        self._means: list[tuple[str, float]] = []

    # --- what is shown ---------------------------------------------------------------
    def chosen(self) -> list[st.SeatResult]:
        f = self.filters
        return st.select(
            self.results,
            game=None if f["game"] == ALL else f["game"],
            players=None if f["players"] == ALL else int(f["players"]),
            level=None if f["level"] == ALL else f["level"],
            assisted=None if f["help"] == ALL else f["help"] == "1",
            name=None if f["name"] == ALL else f["name"])

    def lines(self) -> list[list[str]]:
        return [st.cells(key, fig) for key, fig in st.table(self.chosen())]

    def row_means(self) -> list[tuple[str, float]]:
        """Mean points per score-sheet row, when one game is chosen."""
        game = self.filters["game"]
        if game == ALL:
            return []
        if game not in self._sheets:
            self._sheets[game] = history.shared().with_rows(
                [r for r in self.results if r.game == game])
        chosen = {(r.game_id, r.seat) for r in self.chosen()}
        return list(st.figures([r for r in self._sheets[game]
                                if (r.game_id, r.seat) in chosen]).rows)

    def _choices(self) -> list[tuple[str, str, list[tuple[str, str]]]]:
        games = sorted({r.game for r in self.results})
        counts = sorted({r.players for r in self.results})
        levels = [lv for lv in st.LEVELS if any(r.level == lv for r in self.results)]
        return [
            ("name", _("Player"), [(ALL, _("Everyone"))] + [(n, n) for n in self.names]),
            ("game", _("Game"), [(ALL, _("All games"))] + [(g, _title(g)) for g in games]),
            ("players", _("Players"), [(ALL, _("Any number"))] + [(str(n), str(n))
                                                                for n in counts]),
            ("level", _("Against"), [(ALL, _("Anyone"))] + [(lv, st.level_label(lv))
                                                           for lv in levels]),
            ("help", _("Undo or hint"), [(ALL, _("All games")), ("0", _("Without")),
                                         ("1", _("With"))]),
        ]

    # --- layout ----------------------------------------------------------------------
    def layout(self, size) -> None:
        px = self.app.px
        w, h = size
        margin, gap = px(24), px(10)
        choices = self._choices()
        cw = (w - 2 * margin - gap * (len(choices) - 1)) // len(choices)
        y_label, y = px(70), px(70) + px(22)
        self.widgets, self.heads = [], []
        for i, (key, label, options) in enumerate(choices):
            x = margin + i * (cw + gap)
            fitted = [(v, text.fit(lab, px(15), cw - px(44))) for v, lab in options]
            self.widgets.append(Choice(fitted, self.filters[key], self._chooser(key),
                                       (x, y, cw, px(36)), px(15)))
            self.heads.append((text.fit(label, px(13), cw), (x + px(4), y_label)))
        self.table_top = y + px(36) + px(18)
        self._lines, self._means = self.lines(), self.row_means()  # counted per filter
        bottom = h - px(66)
        self.widgets.append(Button(_("Back"), self.app.pop, (margin, bottom, px(150), px(44)),
                                   px(18)))
        chosen = self.chosen()
        if chosen:  # the newest finished game among those counted, to watch again
            last = max(chosen, key=lambda r: (r.finished, r.game_id)).game_id
            self.widgets.append(Button(_("Watch the last game"), lambda: self.watch(last),
                                       (w - margin - px(260), bottom, px(260), px(44)),
                                       px(18)))
        if self.results:  # each finished game, to watch, review or see on the same deal
            person = None if self.filters["name"] == ALL else self.filters["name"]
            self.widgets.append(Button(_("Recent games"),
                                       lambda: self.app.push(scenes.make("history", self.app,
                                                                         person)),
                                       (w - margin - px(220), px(16), px(220), px(42)), px(17)))
        line = px(24)
        room = bottom - px(14) - self.table_top - line - self._means_height()
        self.rows_per_page = max(1, room // line)
        pages = max(1, -(-len(self._lines) // self.rows_per_page))
        self.widgets += self.page_buttons(pages, margin + px(170), bottom)
        self.dirty = True

    def watch(self, number: int) -> None:
        """The history's game ``number`` replayed, move by move; every hand may be opened."""
        try:
            viewer = scenes.make("replay", self.app, history.shared().record_of(number))
        except SylvaError as exc:
            self.app.show_error(_("This game cannot be replayed"), str(exc))
            return
        self.app.push(viewer)

    def _means_height(self) -> int:
        px = self.app.px
        means = self._means
        return (px(30) + px(20) * ((len(means) + 1) // 2)) if means else 0

    def _chooser(self, key: str) -> Callable[[str], None]:
        return lambda value: self._filter(key, value)

    def _filter(self, key: str, value: str) -> None:
        self.filters[key] = value
        self.page = 0
        self.layout(self.app.size)

    def handle(self, intent: I.Intent) -> None:
        self.close_or_feed(intent, self.widgets)

    # --- drawing ---------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        px = self.app.px
        w, _h = surface.get_size()
        surface.fill(theme.BG)
        text.blit_text(surface, _("Statistics"), (px(24), px(20)), px(30), theme.ACCENT, True)
        for label, pos in self.heads:
            text.blit_text(surface, label, pos, px(13), theme.TEXT_DIM)
        lines = self._lines
        x0, width = px(24), w - px(48)
        if not lines:
            message = self.problem or _("No finished games match these filters yet.")
            y = self.table_top
            for part in text.wrap(message, px(16), width):
                text.blit_text(surface, part, (x0, y), px(16), theme.TEXT_DIM)
                y += px(22)
        else:
            start = self.page * self.rows_per_page
            y = self._draw_table(surface, lines[start:start + self.rows_per_page], x0, width)
            self._draw_means(surface, x0, y + px(14), width)
        for widget in self.widgets:
            widget.draw(surface)

    def _draw_table(self, surface: pygame.Surface, rows: list[list[str]], x0: int,
                    width: int) -> int:
        """The table, its columns as wide as their widest text; the y below it."""
        px = self.app.px
        head = st.columns()
        size = self._table_size([head, *rows], width)
        widths = [max(text.font(size, True).size(r[i])[0] for r in [head, *rows])
                  for i in range(len(head))]
        gap = (width - sum(widths)) // max(1, len(head) - 1)
        line = px(24)
        y = self.table_top
        for n, row in enumerate([head, *rows]):
            x = x0
            if n:
                pygame.draw.line(surface, theme.PANEL_EDGE, (x0, y - px(3)), (x0 + width, y - px(3)))
            for i, (cell, cw) in enumerate(zip(row, widths)):
                colour = theme.ACCENT if n == 0 else theme.TEXT
                if i >= 3:
                    text.blit_text(surface, cell, (x + cw, y), size, colour, n == 0, "topright")
                else:
                    text.blit_text(surface, cell, (x, y), size, colour, n == 0)
                x += cw + gap
            y += line
        return y

    def _table_size(self, rows: list[list[str]], width: int) -> int:
        """The largest font size (from 15 design pixels down) at which the table fits."""
        px = self.app.px
        for size in range(px(15), px(11), -1):
            widths = sum(max(text.font(size, True).size(r[i])[0] for r in rows)
                         for i in range(len(rows[0])))
            if widths + px(8) * (len(rows[0]) - 1) <= width:
                return size
        return px(12)

    def _draw_means(self, surface: pygame.Surface, x0: int, y: int, width: int) -> None:
        px = self.app.px
        means = self._means
        if not means:
            return
        text.blit_text(surface, _("Mean points per score-sheet row"), (x0, y), px(15),
                       theme.ACCENT, True)
        y += px(26)
        half = width // 2
        set_game(self.filters["game"])  # the rows in that game's own words
        labels = [_(label) for label, _mean in means]
        set_game(None)
        for i, ((_label, mean), label) in enumerate(zip(means, labels)):
            x = x0 + (i % 2) * half
            row_y = y + (i // 2) * px(20)
            value = st.number(mean)
            name = text.fit(label, px(14), half - px(80))
            text.blit_text(surface, name, (x, row_y), px(14), theme.TEXT)
            text.blit_text(surface, value, (x + half - px(24), row_y), px(14), theme.TEXT,
                           anchor="topright")


def _title(game: str) -> str:
    try:
        return _(registry.get(game).info.title)
    except Exception:  # a game this Sylva does not know
        return game
