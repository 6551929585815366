"""A reviewed decision drawn in the replay: at the position before the decision, the move
played and the move the Hard player prefers, each pointed at as the hint points (a ghost
of the piece on its place with an arrow from where it lies, or an outline round what is
clicked), in two colours, each tagged "played" / "better". A move made by a button (the
replay shows no game buttons) is drawn as that button, low on the board. A key in the
board's corner says which is which and about how many points the difference is worth,
the legend explains both marks and hovering one says the move in words."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

import pygame

from game.ai.review import Judged
from game.i18n import _, language
from game.scenes.table_advice import Advice
from game.ui import text, theme
from game.ui.gameview import Label
from game.ui.ghost import EDGE, Ghost, draw_ghost
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.scenes.replay_view import ReplayTable

PLAYED = (255, 150, 110)  # warm: the move made
BETTER = (120, 215, 250)  # cool: the Hard player's move (told apart by words too)


def before(judged: Judged) -> int:
    """The replay's index at a reviewed decision: the moves played before it (the
    record numbers its moves from 1)."""
    return judged.move - 1


@dataclasses.dataclass
class Mark:
    kind: str  # "played" or "better"
    ghost: Ghost | None
    words: str  # the move as the screen shows it
    colour: tuple[int, int, int]
    button: bool = False  # drawn as the button that makes the move

    def legend(self) -> str:
        if self.button:
            return (_("The move played: pressing this button") if self.kind == "played"
                    else _("The move the Hard player prefers: pressing this button"))
        return _("The move played") if self.kind == "played" else _("The move the Hard player prefers")

    def tag(self) -> str:
        return _("played") if self.kind == "played" else _("better")

    def area(self) -> pygame.Rect | None:
        return None if self.ghost is None else self.ghost.rect


def _area_over(spot: pygame.Rect, rects: list[pygame.Rect]) -> int:
    """How much of ``rects`` (summed: overlaps count twice) ``spot`` covers."""
    total = 0
    for i in spot.collidelistall(rects):
        hit = spot.clip(rects[i])
        total += hit.w * hit.h
    return total


KeyRows = list[tuple[Mark | None, list[str]]]  # the key's heading (None), then each mark's lines


class DecisionMarks:
    """The marks of one reviewed decision, shown while the replay stands before it
    through the reviewed seat's eyes."""

    def __init__(self, table: ReplayTable, judged: Judged, seat: int) -> None:
        self.table, self.judged, self.seat = table, judged, seat
        self.index = before(judged)
        self.marks: list[Mark] = []
        self.key_box = pygame.Rect(0, 0, 0, 0)
        self._for: tuple[Any, ...] = ()
        self._laid_for: tuple[Any, ...] = ()
        self._drawn_for: tuple[Any, ...] = ()
        self._drawn_now: list[pygame.Rect] = []
        self._landmarks_now: list[pygame.Rect] = []
        self.tags: list[tuple[Mark, pygame.Rect]] = []  # each ghost's tag, laid out with the key
        self._laid: tuple[pygame.Rect, KeyRows] = (pygame.Rect(0, 0, 0, 0), [])

    def shown(self) -> bool:
        s = self.table.session
        return s.replay.index == self.index and s.viewer == self.seat

    def current(self) -> list[Mark]:
        """The marks where the view lays them out now (found again after a change)."""
        t = self.table
        key = (t.session.version, t.app.size, t.view.rect.size, t.viewer)
        if key != self._for:
            self._for = key
            self.marks = self._locate()
        return self.marks

    def _locate(self) -> list[Mark]:
        t, j = self.table, self.judged
        advice = Advice(t.session, t.view, lambda _m: None)
        out, pressed = [], []
        with t.session.as_if_to_move():
            for kind, action, colour in (("played", j.played, PLAYED),
                                         ("better", j.better, BETTER)):
                ghost = advice.locate(action)
                label = t.view.button_label(action)
                words = t.view.place_name(action) or (j.played_text if kind == "played"
                                                      else j.better_text)
                mark = Mark(kind, ghost, words, colour)
                if ghost is None and label is not None:
                    mark.words, mark.button = _("press {button}", button=label), True
                    pressed.append((mark, label))
                out.append(mark)
        t.view.changed()  # a piece turned to find its way round: laid out afresh
        self._lay_buttons(pressed)
        return out

    def _lay_buttons(self, pressed: list[tuple[Mark, str]]) -> None:
        """The buttons of button moves, side by side low in the middle of the board,
        each a picture of the button as the table's bar draws it."""
        if not pressed:
            return
        px, area = self.table.app.px, self.table.view.rect
        size, gap = max(12, px(16)), px(24)
        pictures = []
        for _mark, label in pressed:
            w = min(text.font(size).size(label)[0] + px(32), area.w // len(pressed) - gap)
            picture = pygame.Surface((max(1, w), size + px(18)), pygame.SRCALPHA)
            Button(label, lambda: None, picture.get_rect(), size).draw(picture)
            pictures.append(picture.convert_alpha())
        x = area.centerx - (sum(p.get_width() for p in pictures) + gap * (len(pictures) - 1)) // 2
        for (mark, _label), picture in zip(pressed, pictures):
            rect = picture.get_rect(left=x, bottom=area.bottom - px(56))
            mark.ghost = Ghost(rect, picture)
            x = rect.right + gap

    # --- words -------------------------------------------------------------------------
    def heading(self) -> str:
        return _("Move {n}: about {points} points between the two moves",
                 n=self.judged.move, points=f"{self.judged.cost:.1f}")

    def lines(self, mark: Mark) -> str:
        if mark.kind == "played":
            return _("Played: {move}", move=mark.words)
        return _("Better (the Hard player): {move}", move=mark.words)

    def labels(self) -> list[Label]:
        """The legend's entries: each mark, and the key."""
        if not self.shown():
            return []
        out = [Label(pygame.Rect(m.ghost.rect), "review-" + m.kind, m.legend())
               for m in self.current() if m.ghost is not None]
        if self.key_box.w:
            out.append(Label(pygame.Rect(self.key_box), "review-key",
                             _("The reviewed decision: both moves from this position")))
        return out

    # --- drawing -----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if not self.shown() or self.table.too_small:
            self.key_box = pygame.Rect(0, 0, 0, 0)
            return
        t = self.table
        px = t.app.px
        clip = surface.get_clip()
        surface.set_clip(t.view.rect)
        marks = self.current()
        for m in marks:
            if m.ghost is not None:
                draw_ghost(surface, m.ghost, max(1, px(1)), m.colour)
        key = (self._for, language())
        if key != self._laid_for:  # the key and tags laid out once per position
            self._laid_for, self._laid = key, self._key(marks)
            self.tags = self._lay_tags(marks, self._laid[0])
        self.key_box, rows = self._laid
        for m, box in self.tags:
            self._draw_tag(surface, m, box)
        self._draw_key(surface, self.key_box, rows)
        surface.set_clip(clip)
        t.over_board = None  # the kept board is put back whole next frame

    def tooltip(self, pos: tuple[int, int]) -> str | None:
        """The words of the mark under ``pos`` (the better move first where both lie
        on one place), for the table's hover bubble; None off the marks."""
        if not self.shown():
            return None
        under = [m for m in self.current() if m.ghost is not None
                 and m.ghost.rect.collidepoint(pos)]
        under += [m for m, box in self.tags
                  if box.collidepoint(pos) and m not in under]  # a tag speaks for its mark
        return "\n".join(self.lines(m) for m in reversed(under)) or None

    @property
    def tag_boxes(self) -> list[pygame.Rect]:
        return [box for _m, box in self.tags]

    def _lay_tags(self, marks: list[Mark], key_box: pygame.Rect
                  ) -> list[tuple[Mark, pygame.Rect]]:
        """Each ghost's mark with its tag box, in order: the tags keep off the key, each
        other and, where they can, the areas' names."""
        taken = [key_box, *self._landmarks()]
        tags: list[tuple[Mark, pygame.Rect]] = []
        for m in marks:
            if m.ghost is not None:
                tags.append((m, self._tag_box(m, taken)))
                taken.append(tags[-1][1])
        return tags

    def _tag_box(self, mark: Mark, taken: list[pygame.Rect]) -> pygame.Rect:
        """A small tag's box beside the ghost — above, below, left or right, the first
        spot clear of ``taken``, then off its own arrow, then covering least of what the
        view draws."""
        assert mark.ghost is not None
        px, size = self.table.app.px, self._sizes()[0]
        area, at, gap = self.table.view.rect, mark.ghost.rect, px(4)
        w = text.font(size, True).size(mark.tag())[0] + px(12)
        spots = [pygame.Rect(0, 0, w, size + px(8)) for _k in range(6)]
        spots[0].midbottom = (at.centerx, at.top - gap)
        spots[1].midtop = (at.centerx, at.bottom + gap)
        spots[2].midright = (at.left - gap, at.centery)
        spots[3].midleft = (at.right + gap, at.centery)
        spots[4].bottomleft = (at.left, at.top - gap)
        spots[5].topright = (at.right, at.bottom + gap)
        for spot in spots:
            spot.clamp_ip(area)
        drawn, src = self._drawn(), mark.ghost.source

        def cost(spot: pygame.Rect) -> tuple[bool, bool, int]:
            return (spot.collidelist(taken) >= 0,
                    src is not None and bool(spot.clipline(src.center, at.center)),
                    _area_over(spot, drawn))

        return min(spots, key=cost)

    def _draw_tag(self, surface: pygame.Surface, mark: Mark, box: pygame.Rect) -> None:
        px = self.table.app.px
        pygame.draw.rect(surface, mark.colour, box, border_radius=px(5))
        pygame.draw.rect(surface, EDGE, box, max(1, px(2)), border_radius=px(5))
        text.blit_text(surface, mark.tag(), box.center, self._sizes()[0], EDGE, True, "center")

    def _drawn(self) -> list[pygame.Rect]:
        """What the view draws now (``GameView.drawn``), asked once per position."""
        self._ask_view()
        return self._drawn_now

    def _landmarks(self) -> list[pygame.Rect]:
        """The view's landmarks (``GameView.landmarks``), asked once per position."""
        self._ask_view()
        return self._landmarks_now

    def _ask_view(self) -> None:
        if self._drawn_for != self._for:
            view = self.table.view
            self._drawn_for, self._drawn_now = self._for, view.drawn()
            self._landmarks_now = view.landmarks()

    def _sizes(self) -> tuple[int, int, int, int]:
        """The text size of the key and the tags, the key's padding, swatch and line
        height."""
        px = self.table.app.px
        size = max(12, px(14))
        return size, px(8), px(14), round(size * 1.3)

    def _key(self, marks: list[Mark]) -> tuple[pygame.Rect, KeyRows]:
        """The key's box and its rows (the heading, then each move's words): on a spare
        panel of the view where it fits there (the turn's help, idle while a replay is
        watched), else in the corner of the board where it covers least."""
        t = self.table
        px, area = t.app.px, t.view.rect
        size, pad, swatch, line = self._sizes()

        def rows_for(width: int) -> KeyRows:
            rows: KeyRows = [
                (None, text.wrap(self.heading(), size, width - 2 * pad, True))]
            return rows + [(m, text.wrap(self.lines(m), size, width - 3 * pad - swatch))
                           for m in marks]

        def height(rows: KeyRows) -> int:
            return 2 * pad + sum(len(ls) for _m, ls in rows) * line + pad

        box = None
        for spare in t.view.spare():
            rows = rows_for(spare.w)
            if spare.w >= px(150) and height(rows) <= spare.h and not any(
                    m.ghost is not None and spare.colliderect(m.ghost.rect) for m in marks):
                box = pygame.Rect(spare.x, spare.y, spare.w, height(rows))
                break
        if box is None:
            # a view that says what it draws lets the key try a few widths (taller when
            # narrower) for the place covering least; else the one width in a corner
            widths = [px(440)] + ([px(360), px(520), px(300)] if self._drawn() else [])
            best: tuple[float, pygame.Rect, KeyRows] | None = None
            for width in widths:
                width = min(width, area.w - 2 * pad)
                rows = rows_for(width)
                spot, cost = self._place(width, height(rows), marks)
                if best is None or cost < best[0]:
                    best = (cost, spot, rows)
            assert best is not None
            _cost, box, rows = best
        return box, rows

    def _draw_key(self, surface: pygame.Surface, box: pygame.Rect, rows: KeyRows) -> None:
        """The key laid out by ``_key``: a swatch and the words of each move."""
        px = self.table.app.px
        size, pad, swatch, line = self._sizes()
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=px(6))
        pygame.draw.rect(surface, theme.ACCENT, box, max(1, px(2)), border_radius=px(6))
        y = box.y + pad
        for m, ls in rows:
            x = box.x + pad
            if m is not None:
                y += pad // 2
                sw = pygame.Rect(x, y + (line - swatch) // 2, swatch, swatch)
                pygame.draw.rect(surface, m.colour, sw, border_radius=px(3))
                pygame.draw.rect(surface, EDGE, sw, 1, border_radius=px(3))
                x = sw.right + pad
            for ln in ls:
                text.blit_text(surface, ln, (x, y), size, theme.ACCENT if m is None
                               else theme.TEXT, m is None)
                y += line

    def _place(self, w: int, h: int, marks: list[Mark]) -> tuple[pygame.Rect, float]:
        """The place on the board where the key covers least, and what it covers there
        (weighed): never a ghost if it can, then the pieces the arrows start from, then
        the arrows, the names of the areas (the view's landmarks) and what the view
        draws. Any place on a grid where the view says what it draws (``drawn``); else
        a corner, at the top moved below the names it would cover."""
        px = self.table.app.px
        area = self.table.view.rect.inflate(-2 * px(8), -2 * px(8))
        spots = [pygame.Rect(0, 0, w, h) for _k in range(4)]
        spots[0].topleft, spots[1].topright = area.topleft, area.topright
        spots[2].bottomleft, spots[3].bottomright = area.bottomleft, area.bottomright
        ghosts = [m.ghost for m in marks if m.ghost is not None]
        drawn, names = self._drawn(), self._landmarks()
        if drawn:
            step = max(4, px(16), min(area.w, area.h) // 30)  # ~1,000 places at most
            spots += [pygame.Rect(x, y, w, h)
                      for y in range(area.top, area.bottom - h + 1, step)
                      for x in range(area.left, area.right - w + 1, step)]

        def covered(spot: pygame.Rect) -> float:
            cost = 0.0
            for g in ghosts:
                hit = spot.clip(g.rect.inflate(8, 8))
                cost += 100.0 * hit.w * hit.h
                if g.source is not None:
                    hit = spot.clip(g.source)
                    cost += 10.0 * hit.w * hit.h
                    if spot.clipline(g.source.center, g.rect.center):
                        cost += spot.w * spot.h * 0.5
            # a name line counts far more than a card: it tells the areas apart
            return cost + _area_over(spot, drawn) + 50.0 * _area_over(spot, names)

        best = min(spots, key=covered)
        if not drawn and best.top == area.top:  # below the names of the areas it would cover
            under = [r for r in names if r.colliderect(best)]
            lower = best.move(0, max((r.bottom for r in under), default=best.top) - best.top)
            if under and lower.bottom <= area.bottom and covered(lower) <= covered(best):
                best = lower
        return best, covered(best)
