"""The Mischwald table: deck, winter cards and clearing on top, a forest in the middle
(trees with their four sides), the viewer's hand fanned below.

Drag a hand card onto a side of a tree (legal sides light up and show, faintly, the
half that would lie there and its cost), onto "New tree", or onto "Sapling" to play
it face down; a forest that pans is shown smaller while a card is dragged, so that its
far trees can be reached. Paying, tucking under the cave and taking cards from the
clearing are clicks; yes/no steps are buttons. Tabs above the forest show any player's forest; a
forest too large to read whole pans with the wheel or the arrows beside it; the + and -
buttons (or the wheel over them, or with Ctrl) zoom it.
Hovering a card shows it large with its rule and live points. Other seats' moves fly
(flights.py).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.core import Action
from game.games.mischwald.actions import (
    Accept,
    Decline,
    DrawDeck,
    Keep,
    Pay,
    Place,
    Play,
    Redraw,
    Take,
    Tuck,
)
from game.games.mischwald.data import SIDES
from game.games.mischwald.observe import MischwaldObservation
from game.games.mischwald.scoring import Line, card_points, score_table
from game.games.mischwald.view import art, hint, hover, paint
from game.games.mischwald.view.layout import HAND_RATIO, NARROWEST, ForestLayout, fan
from game.i18n import _, language
from game.ui import text
from game.ui.gameview import Button, DropTarget, GameView, Label, Piece, Table
from game.ui.motion import Motion

HAND_KINDS = ("turn", "mole", "free")  # decisions in which hand cards are dragged
CLICK_KINDS = ("pay", "raccoon")  # decisions in which hand cards are clicked


class MischwaldView(GameView[MischwaldObservation]):
    def __init__(self, table: Table[MischwaldObservation]) -> None:
        super().__init__(table)
        self.shown: int | None = None  # whose forest is on show
        self._lines: list[list[Line]] | None = None
        self._layout: ForestLayout | None = None
        self._layout_key: tuple = ()
        self.scroll = 0  # how far the shown forest is panned, in pixels
        self.zoom = 0  # zoom steps of the forest (+ larger, - smaller)
        self._drop_key: tuple = ()
        # (pieces flying into a forest, its owner): that forest is shown until they land
        self.following: list[tuple[frozenset[str], int]] = []
        self._drops: list[tuple[pygame.Rect, Play | Place, bool]] = []
        # laid out at once: a table opened in a window too small to show it never calls
        # ``layout``, yet computer moves, the wheel and H still ask for geometry
        self.layout(self.rect)

    # --- geometry -------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        r = self.rect
        pad = max(6, r.w // 160)
        self.pad = pad
        self.cap = max(12, r.h // 44)  # captions above the deck, clearing and hand
        cap_h = self.cap + 6
        clear_h = int(r.h * 0.2)
        hand_h = int(r.h * 0.23)  # the forest gets the rest: its halves must read
        self.card_small = (int(clear_h * HAND_RATIO), clear_h)
        self.card_hand = (int(hand_h * HAND_RATIO), hand_h)
        self.top = pygame.Rect(r.x + pad, r.y + pad, r.w - 2 * pad, cap_h + clear_h)
        self.hand_area = pygame.Rect(r.x + pad, r.bottom - pad - cap_h - hand_h, r.w - 2 * pad,
                                     cap_h + hand_h)
        tabs_h = max(24, r.h // 26)
        self.tabs_area = pygame.Rect(r.x + pad, self.top.bottom + pad, r.w - 2 * pad, tabs_h)
        self.forest_area = pygame.Rect(
            r.x + pad,
            self.tabs_area.bottom + pad,
            r.w - 2 * pad,
            self.hand_area.y - self.tabs_area.bottom - 2 * pad,
        )
        self.min_tree_w = int(r.h * 0.12)
        self.deck_rect = pygame.Rect(self.top.x, self.top.y + cap_h, *self.card_small)
        winter_w = max(self.card_small[0] // 2, 44)
        self.winter_rect = pygame.Rect(self.deck_rect.right + pad, self.deck_rect.y, winter_w,
                                       clear_h)
        status_w = max(140, int(self.top.w * 0.22))
        self.play_rect = pygame.Rect(self.top.right - status_w, self.top.y, status_w, self.top.h)
        self.clearing_rect = pygame.Rect(
            self.winter_rect.right + 2 * pad, self.top.y,
            self.play_rect.x - 2 * pad - self.winter_rect.right - 2 * pad, self.top.h
        )
        self._layout = None
        self.scroll = 0
        window = pygame.display.get_surface()  # the floors follow the window, not the view
        art.set_floor(*(window.get_size()[::-1] if window else (r.h, r.w)))
        art.clear()

    @property
    def obs(self) -> MischwaldObservation:
        return self.table.observation

    def me(self) -> int | None:
        return self.obs.seat

    def shown_seat(self) -> int:
        """Whose forest is on show: while cards fly into another player's forest, theirs;
        else the one the viewer chose (their own by default)."""
        hidden = self.table.hidden_pieces
        while self.following and not self.following[0][0] & hidden:
            self.following.pop(0)
        if self.following:
            return self.following[0][1]
        if self.shown is None or self.shown >= len(self.obs.forests):
            me = self.me()
            return me if me is not None else self.obs.current
        return self.shown

    def forest_layout(self, seat: int | None = None) -> ForestLayout:
        """The layout of the forest on show (or of ``seat``'s forest)."""
        seat = self.shown_seat() if seat is None else seat
        forest = self.obs.forests[seat]
        zones = seat == self.me() and self.obs.phase != "over"
        # while a card is dragged the player's own forest shows smaller, so that a tree
        # panned out of sight can be reached (the wheel cannot pan during a drag)
        min_w = self.min_tree_w
        if zones and self.table.dragging is not None:
            min_w = max(24, self.min_tree_w // 2)
        area = pygame.Rect(self.forest_area)
        if self.focus is not None:  # the banner under another's forest covers no tree
            area.h -= self._banner_h()
        key = (seat, len(forest), tuple(area), zones, min_w, language(), self.zoom)
        if self._layout is None or key != self._layout_key:
            self._layout = ForestLayout(area, len(forest), self.pad, min_w, zones,
                                        self.zone_label_width(), self.zoom)
            self._layout_key = key
        self._layout.set_scroll(self.scroll if seat == self.shown_seat() else 0)
        if seat == self.shown_seat():
            self.scroll = self._layout.scroll
        return self._layout

    def zone_labels(self) -> tuple[str, str]:
        return _("New tree"), _("Sapling (face down)")

    def zone_label_width(self) -> int:
        """How wide a drop zone must be for the longest word of its label (German's
        "Schössling" was cut at 800x600)."""
        f = text.font(max(12, self.cap), True)
        return max(f.size(w)[0] for label in self.zone_labels() for w in label.split()) + 12

    def tab_rects(self) -> list[pygame.Rect]:
        n = len(self.obs.names)
        w = min(200, (self.tabs_area.w - (n - 1) * self.pad) // n)
        return [
            pygame.Rect(
                self.tabs_area.x + i * (w + self.pad), self.tabs_area.y, w, self.tabs_area.h
            )
            for i in range(n)
        ]

    def play_pic_rect(self) -> pygame.Rect:
        """The picture of the card being paid for, in the top right panel."""
        r = self.play_rect
        pic_h = r.h - 12
        return pygame.Rect(r.x + 6, r.y + 6, min(int(pic_h * 0.8), r.w // 3), pic_h)

    def status_shown(self) -> bool:
        """Whether the top right panel has something to say beyond whose turn it is (the
        tabs mark that): a payment, the end, the redraw, extra turns, the Mole."""
        obs = self.obs
        step = obs.step
        return (obs.play is not None or obs.phase in ("over", "redraw") or bool(obs.extra)
                or (step is not None and step.kind == "mole"))

    def clearing_area(self) -> pygame.Rect:
        """Where the clearing's cards lie: up to the panel, or to the edge without it."""
        cr = self.clearing_rect
        right = cr.right if self.status_shown() else self.top.right
        return pygame.Rect(cr.x, self.deck_rect.y, right - cr.x, self.card_small[1])

    def clearing_rects(self) -> list[tuple[str, pygame.Rect]]:
        cards = self.obs.clearing
        w, h = self.card_small
        # narrower cards side by side before they overlap and hide their costs
        rects = fan(self.clearing_area(), len(cards), w, h, 6, int(h * NARROWEST))
        return list(zip(cards, rects))

    def hand_rects(self) -> list[tuple[str, pygame.Rect]]:
        hand = self.obs.hand
        w, h = self.card_hand
        area = pygame.Rect(self.hand_area.x, self.hand_area.bottom - h, self.hand_area.w, h)
        return list(zip(hand, fan(area, len(hand), w, h, 6, int(h * NARROWEST))))

    # --- state of the table -----------------------------------------------------------------
    def changed(self) -> None:
        self._lines = None
        d = self.table.decision
        if self.table.my_turn and d.kind in HAND_KINDS:
            self.shown, self.focus = self.me(), None

    def result_notes(self) -> list[str]:
        """Each forest's points card by card, best cards first."""
        notes = []
        for seat, lines in enumerate(self.lines()):
            scored = sorted((ln for ln in lines if ln.points), key=lambda ln: -ln.points)
            parts = ", ".join(f"{_(ln.label)} {ln.points}" for ln in scored)
            notes.append(_("{name}: {parts}", name=self.obs.names[seat], parts=parts or "-"))
        return notes

    def lines(self) -> list[list[Line]]:
        if self._lines is None:
            self._lines = score_table(self.obs.forests, self.obs.caves)
        return self._lines

    def _kind(self) -> str:
        return self.table.decision.kind if self.table.my_turn else ""

    # --- interaction --------------------------------------------------------------------------
    def pieces(self) -> list[Piece]:
        if self._kind() not in HAND_KINDS:
            return []
        hand = self.hand_rects()
        return [Piece(c, r, art.hand_card(c, r.w, r.h), c) for c, r in hand]

    def targets(self, piece: Piece) -> list[DropTarget]:
        me = self.me()
        if me is None:
            return []
        if self.shown != me:
            self.shown, self.focus = me, None
            self.table.redraw()
        card, kind = piece.payload, self._kind()
        lay = self.forest_layout()
        found: list[DropTarget] = []
        for t in range(len(self.obs.forests[me])):
            for side in SIDES:
                rect = lay.slot_rect(t, side)
                if not lay.visible(rect):
                    continue  # panned out of sight
                if kind == "free":
                    found.append(DropTarget(rect, Place(card, t, side)))
                else:
                    found.append(DropTarget(rect, Play(card, t, side)))
        if kind == "free":
            no = _("Only an animal card can be placed free here.")
            found.append(DropTarget(lay.new_tree_rect(), None, no))
            found.append(DropTarget(lay.sapling_rect(), None, no))
        else:
            found.append(DropTarget(lay.new_tree_rect(), Play(card, -1, "tree")))
            found.append(DropTarget(lay.sapling_rect(), Play(card, -1, "sapling")))
        return found

    def click(self, pos: tuple[int, int]) -> Action | None:
        for i, r in enumerate(self.tab_rects()):
            if r.collidepoint(pos):
                self.focus_seat(i)
                return None
        lay = self.forest_layout()
        for button, step in zip(lay.zoom_rects(), (1, -1)):
            if button.collidepoint(pos):
                self.zoom_by(step)
                return None
        for arrow, way in zip(lay.arrows(), (-1, 1)):
            if arrow is not None and arrow.collidepoint(pos):
                self.wheel(pos, -way)
                return None
        kind = self._kind()
        if kind in ("turn", "draw2"):
            if self.deck_rect.collidepoint(pos):
                return DrawDeck()
            for card, r in reversed(self.clearing_rects()):
                if r.collidepoint(pos):
                    return Take(card)
        if kind in CLICK_KINDS:
            for card, r in reversed(self.hand_rects()):
                if r.collidepoint(pos):
                    return Pay(card) if kind == "pay" else Tuck(card)
        return None

    def zoom_by(self, step: int) -> None:
        """Enlarge (+1) or shrink (-1) the forest a step."""
        from game.games.mischwald.view.layout import ZOOM_LIMIT

        zoom = max(-ZOOM_LIMIT, min(ZOOM_LIMIT, self.zoom + step))
        if zoom != self.zoom:
            self.zoom, self.scroll = zoom, 0
            self.table.redraw()

    def wheel(self, pos: tuple[int, int], dy: int) -> None:
        """The wheel pans a forest too wide for its area, a tree at a time; over the zoom
        buttons, with Ctrl held, or when there is nothing to pan, it zooms."""
        if self.table.dragging is not None:
            return  # the lit places were found for the forest as it lay at the pick-up
        lay = self.forest_layout()
        if not self.forest_area.collidepoint(pos):
            return
        on_zoom = any(r.collidepoint(pos) for r in lay.zoom_rects())
        if on_zoom or not lay.max_scroll or pygame.key.get_mods() & pygame.KMOD_CTRL:
            self.zoom_by(1 if dy > 0 else -1)
            return
        if lay.max_scroll:
            lay.set_scroll(lay.scroll - dy * lay.step())
            if lay.scroll != self.scroll:
                self.scroll = lay.scroll
                self.table.redraw()

    def buttons(self) -> list[Button]:
        kind = self._kind()
        step = self.obs.step
        if kind == "redraw":
            return [(_("Redraw six cards"), Redraw()), (_("Keep hand"), Keep())]
        if kind in ("turn", "draw2") and self.table.check(DrawDeck()) is None:
            return [(_("Draw from deck"), DrawDeck())]
        if kind == "draw":
            return [(_("Draw {n}", n=step.n if step else 1), Accept()), (_("Skip"), Decline())]
        if kind == "free":
            return [(_("Done placing"), Decline())]
        if kind == "raccoon":
            return [(_("Done: draw {n}", n=step.n if step else 0), Decline())]
        if kind == "mole":
            return [(_("Finish the Mole"), Decline())]
        return []

    def lead(self, action: Action) -> list[pygame.Rect]:
        """The click a move needs that no drag or button makes: a clearing card to take,
        a hand card to pay with or tuck, or a pan arrow towards a tree out of sight."""
        kind = self._kind()
        if isinstance(action, Take) and kind in ("turn", "draw2"):
            return _uncovered(self.clearing_rects(), action.card)
        if isinstance(action, Pay | Tuck) and kind in CLICK_KINDS:
            return _uncovered(self.hand_rects(), action.card)
        if isinstance(action, Play | Place) and action.slot in SIDES and kind in HAND_KINDS:
            me = self.me()
            if me is None or self.shown_seat() != me:
                return []  # picking a card up shows the player's own forest
            lay = self.forest_layout()
            rect = lay.slot_rect(action.tree, action.slot)
            if not lay.visible(rect):
                left, right = lay.arrows()
                arrow = left if rect.x < lay.view.x else right
                return [arrow] if arrow is not None else []
        return []

    hint_follow = frozenset({"pay"})  # a suggested play names the cards to pay with

    def place_name(self, action: Action) -> str | None:
        return hint.place_name(self.obs, action)

    def follow_text(self, actions: Sequence[Action]) -> str | None:
        return hint.payment(actions)

    def follow_places(self, actions: Sequence[Action]) -> list[pygame.Rect]:
        paid = {a.card for a in actions if isinstance(a, Pay)}
        return [r for c, r in self.hand_rects() if c in paid]

    # --- while dragging: what shows where, at what cost ----------------------------------------
    def drop_places(self, card: str) -> list[tuple[pygame.Rect, Play | Place, bool]]:
        """Each place in sight where ``card`` could be dropped now: its rect, the action,
        and whether the rules allow it. Kept until the observation or the pan changes."""
        key = (card, id(self.obs), self.scroll, self._kind())
        if key != self._drop_key:
            found: list[tuple[pygame.Rect, Play | Place, bool]] = []
            for target in self.targets(Piece(card, pygame.Rect(0, 0, 1, 1),
                                             pygame.Surface((1, 1)), card)):
                action = target.action
                if isinstance(action, Play | Place):
                    found.append((target.rect, action, self.table.check(action) is None))
            self._drop_key, self._drops = key, found
        return self._drops

    def draw_overlay(self, surface: pygame.Surface) -> None:
        card = self.table.dragging
        if card is None or card not in self.obs.hand:
            return
        from game.games.mischwald.view.paint import drag_preview

        drag_preview(self, surface, card, self.drop_places(card), self.table.mouse)

    # --- hover --------------------------------------------------------------------------------
    def _card_at(self, pos: tuple[int, int]) -> tuple[str, str | None, int | None] | None:
        """(card, slot or None for a whole card, owner) under the mouse."""
        for card, r in reversed(self.hand_rects()):
            if r.collidepoint(pos):
                return card, None, None
        for card, r in reversed(self.clearing_rects()):
            if r.collidepoint(pos):
                return card, None, None
        seat = self.shown_seat()
        forest = self.obs.forests[seat]
        lay = self.forest_layout()
        if not lay.view.collidepoint(pos):
            return None
        for t, tree in enumerate(forest):
            for side in SIDES:
                if tree.side(side) and lay.slot_rect(t, side).collidepoint(pos):
                    return tree.side(side)[-1], side, seat
            if lay.tree_rect(t).collidepoint(pos) and tree.card and not tree.sapling:
                return tree.card, "tree", seat
        return None

    def enlarged(self, pos: tuple[int, int]) -> pygame.Surface | None:
        found = self._card_at(pos)
        if found is None:
            return None
        card, slot, owner = found
        extra: tuple[str, ...] = ()
        if owner is not None:
            line = card_points(self.lines()[owner], card)
            if line is not None:
                what = _("now scores {n}", n=line.points)
                if len(line.cards) > 1:
                    what += " " + _("(together with {k} more)", k=len(line.cards) - 1)
                extra = (what,)
            stack = self._stack_of(owner, card, slot)
            if len(stack) > 1:
                extra += (_("{n} cards share this place.", n=len(stack)),)
        w = max(200, self.rect.w // 4)
        return art.big_card(card, slot if slot != "tree" else "tree", extra, w)

    def _stack_of(self, owner: int, card: str, slot: str | None) -> list[str]:
        if slot in (None, "tree"):
            return [card]
        for tree in self.obs.forests[owner]:
            if card in tree.side(slot):
                return list(tree.side(slot))
        return [card]

    def tip_rect(self, pos: tuple[int, int]) -> pygame.Rect | None:
        """The deck or the tab a bubble explains: the table keeps the bubble off it."""
        if self.deck_rect.collidepoint(pos):
            return self.deck_rect
        return next((r for r in self.tab_rects() if r.collidepoint(pos)), None)

    def tooltip(self, pos: tuple[int, int]) -> str | None:
        return hover.tooltip(self, pos)

    def landmarks(self) -> list[pygame.Rect]:
        """The seats' tabs and the hand's caption."""
        return [*self.tab_rects(), self._hand_caption()]

    def _hand_caption(self) -> pygame.Rect:
        w = text.font(self.cap).size(paint.hand_title(self))[0]
        return pygame.Rect(self.hand_area.x, self.hand_area.y, min(w, self.hand_area.w),
                           self.cap + 6)

    def drawn(self) -> list[pygame.Rect]:
        """The deck, winter and clearing with their captions and cards, the panel while
        it says something, the tabs, the shown forest's trees and laid sides (and the
        drop zones beside the player's own), the hand's caption and cards."""
        top, cap_h = self.top, self.cap + 6
        out = [pygame.Rect(self.deck_rect.x, top.y, self.deck_rect.w, self.deck_rect.bottom - top.y),
               pygame.Rect(self.winter_rect.x, top.y, self.winter_rect.w,
                           self.winter_rect.bottom - top.y),
               pygame.Rect(self.clearing_rect.x, top.y, self.clearing_rect.w, cap_h),
               *(r for _c, r in self.clearing_rects()), *self.landmarks(),
               *(r for _c, r in self.hand_rects())]
        if self.status_shown():
            out.append(self.play_rect)
        seat = self.shown_seat()
        lay = self.forest_layout(seat)
        for t, tree in enumerate(self.obs.forests[seat]):
            out += [r for r in [lay.tree_rect(t)] + [lay.slot_rect(t, s) for s in SIDES if tree[s]]
                    if lay.visible(r)]
        if seat == self.me() and self.obs.phase != "over":
            out += [lay.new_tree_rect(), lay.sapling_rect()]
        return out

    def legend(self) -> list[Label]:
        from game.games.mischwald.view.legend import legend

        return legend(self)

    def motions(self, before: MischwaldObservation, after: MischwaldObservation,
                action: Action) -> list[Motion]:
        from game.games.mischwald.view.flights import flights

        return flights(self, before, after, action)

    def log_places(self, where: tuple) -> list[pygame.Rect]:
        """The deck, clearing, winter cards, a player's hand or cave (their tab), and a
        tree or side of the forest on show (else its owner's tab)."""
        tabs = self.tab_rects()
        shown = self.shown_seat()
        out: list[pygame.Rect] = []
        for place in where:
            kind, rest = place[0], place[1:]
            if kind == "deck":
                out.append(self.deck_rect)
            elif kind == "clearing":
                out.append(self.clearing_rect)
            elif kind == "winter":
                out.append(self.winter_rect)
            elif kind in ("hand", "cave", "tree", "slot") and rest[0] < len(tabs):
                seat = rest[0]
                if kind in ("tree", "slot") and seat == shown:
                    lay = self.forest_layout()
                    r = lay.tree_rect(rest[1]) if kind == "tree" else lay.slot_rect(*rest[1:])
                    if lay.visible(r):
                        out.append(r)
                        continue
                out.append(tabs[seat])
        return out

    # --- drawing ------------------------------------------------------------------------------
    cacheable = True  # draw depends on the observation and view state only

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the table; the table scene keeps the result and repaints only after a
        change (a move, a tab, a drag start), so hovering costs a single blit."""
        from game.games.mischwald.view.paint import paint

        paint(self, surface)

    # --- another seat's forest at full size (game/scenes/table_focus.py) -----------------
    def focus_seat(self, seat: int | None) -> None:
        super().focus_seat(seat)
        self.shown, self.scroll = (self.focus if self.focus is not None else self.me()), 0

    def area(self) -> tuple[pygame.Rect, frozenset[str]]:
        laid: set[str] = set()
        for tree in self.obs.forests[self.shown_seat()]:
            laid.update(c for c in (tree.card, *tree.top, *tree.bottom, *tree.left, *tree.right)
                        if c)
        return self.forest_area, frozenset(laid)

    def area_title(self, name: str) -> str:
        return _("{name}'s forest — Esc or click here to return", name=name)

    def browses(self, pos: tuple[int, int]) -> bool:
        return any(a is not None and a.collidepoint(pos) for a in self.forest_layout().arrows())

    def banner_rect(self, height: int) -> pygame.Rect:
        """Under the forest, so the tabs above it stay in sight."""
        a = self.forest_area
        return pygame.Rect(a.x, a.bottom - height, a.w, height)

    def _banner_h(self) -> int:
        """The banner's height as the table draws it (30 design pixels, at least 20)."""
        window = pygame.display.get_surface()
        w, h = window.get_size() if window else self.rect.size
        return max(20, round(30 * max(0.7, min(w / 1280, h / 800, 2.2))))


def _uncovered(cards: list[tuple[str, pygame.Rect]], card: str) -> list[pygame.Rect]:
    """The part of ``card``'s rect in a fanned row that the cards after it leave free
    (a click there picks this card, as ``click`` tries the later cards first)."""
    for i, (cid, rect) in enumerate(cards):
        if cid == card:
            free = pygame.Rect(rect)
            for _cid, later in cards[i + 1:]:
                if later.colliderect(free) and later.x > free.x:
                    free.width = min(free.right, later.x) - free.x
            return [free]
    return []


VIEW = MischwaldView
