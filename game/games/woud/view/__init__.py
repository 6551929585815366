"""Het Woud on the table, laid out like the paper game: the other forests along the
top, the season board across the middle (decks, discard pile, the New Growth piles and
the cards being looked at), your forest below (view/layout.py, drawn by view/paint.py).

Drag the pile you are looking at into your forest to keep it (or press Keep / Return in
the bar below). Drag each card you took onto a tree, the dashed "new tree" slot, your
forest's groups, or a canopy onto the discard pile. Click cards to choose them (drought,
fire, seeds, the Bosgeest's ties); a refused choice shows the rules' reason. Every mark
explains itself on hover. The notes beside the board show the season card, the
Bosgeest's last turn step by step and the last season's points.
"""

from __future__ import annotations

import pygame

from game.core import Action
from game.games.woud.actions import (
    Begin,
    Choose,
    Discard,
    Frog,
    Fungi,
    Keep,
    Lightning,
    Mantis,
    Place,
    Return,
    Skip,
    TakeSeason,
    Tamarin,
    Toucan,
)
from game.games.woud.data import card
from game.games.woud.flow import pile_order
from game.games.woud.observe import WoudObservation
from game.games.woud.view import art, hint, hover, layout, notes, paint
from game.games.woud.view.flights import flights
from game.games.woud.view.layout import ForestGeo, Geo, title_lines  # ``layout``: a method too
from game.i18n import _, _n, language
from game.ui import text, theme
from game.ui.gameview import Button, DropTarget, GameView, Label, Piece, Table
from game.ui.motion import Motion
from game.ui.sidepanel import log_text

CHOOSE_KINDS = ("seeds", "tamarin", "greatness", "spirit_choice")
STEP_SECONDS = 0.7  # how long each step of the Bosgeest's turn shows before the next


class WoudView(GameView[WoudObservation]):
    def __init__(self, table: Table[WoudObservation]) -> None:
        super().__init__(table)
        self.selected: str | None = None
        self._geo_key: tuple | None = None
        self._geo: Geo | None = None
        self._tips: list[hover.Tip] | None = None
        self._forests: dict[int, tuple[tuple, pygame.Surface]] = {}  # seat: (key, picture)
        self._info_key: tuple | None = None
        self._info: pygame.Surface | None = None
        # the Bosgeest's turn is revealed one step at a time, so the player can follow it
        self._steps_seen: tuple[int, ...] = ()  # the log lines of the steps revealed
        self._steps_shown = 0
        self._step_clock = 0.0

    # --- geometry ---------------------------------------------------------------------
    @property
    def obs(self) -> WoudObservation:
        return self.table.observation

    @property
    def me(self) -> int:
        v = self.table.viewer
        return v if v is not None else 0

    def geo(self) -> Geo:
        obs = self.obs
        key = (id(obs), tuple(self.rect), self.me, language(), self.focus)
        if key != self._geo_key or self._geo is None:
            tray, title = self._tray(obs)
            window = pygame.display.get_surface()  # card names grow with the window
            art.set_name_least(window.get_height() if window else self.rect.h)
            placing = obs.decision.kind == "place" and obs.decision.seat == self.me
            self._geo = layout.compute(self.rect, obs, self.me, tray, title, placing,
                                       self._pile_labels(obs))
            if self.focus is not None:  # that forest in the place of the viewer's
                self._geo.forests = layout.compute(self.rect, obs, self.focus, tray, title,
                                                   False, self._pile_labels(obs)).forests
            self._geo_key = key
            self._tips = None
        return self._geo

    def _pile_labels(self, obs: WoudObservation) -> dict[int, str]:
        """NG 1-3 for the viewer's own piles; with 3-4 players each other pile is named
        by the two neighbours it lies between."""
        mine = pile_order(obs.players, self.me)
        out = {p: _("NG {n}", n=k + 1) for k, p in enumerate(mine)}
        for p in range(len(obs.piles)):
            if p not in out:
                out[p] = f"{self._short(p)} | {self._short((p + 1) % obs.players)}"
        return out

    def _short(self, seat: int) -> str:
        return self.seat_name(seat)[:6]

    def _tray(self, obs: WoudObservation) -> tuple[list[str], str]:
        d = obs.decision
        mine = obs.forests[self.me]
        if d.kind == "spirit_choice":
            return list(d.options), _("Choose for the Bosgeest")
        drawn = obs.forests[d.seat].drawn if d.seat is not None else ()
        if d.kind in ("seeds", "tamarin") and drawn:
            # the chooser's own draw (a spectator or the other players see a count)
            return list(drawn), _("Choose cards to keep")
        if d.kind == "start" and d.seat == self.me:
            kinds = {card(c).species or card(c).kind for c in mine.cards}
            hints = []
            if "toucan" in kinds:
                hints.append(_("Toucan: click a pile to peek."))
            if "fungi" in kinds:
                hints.append(_("Fungi: click a card to discard with it."))
            if hints and not any(p.cards for p in obs.piles):
                return [], " ".join(hints)
        if d.kind == "place" and d.seat == self.me and mine.incoming:
            return list(mine.incoming), _("Cards to place")
        if d.kind == "place" and d.seat is not None and obs.forests[d.seat].incoming:
            # another forest's cards lie on the board while they are placed
            return list(obs.forests[d.seat].incoming), _("{name} places", name=self.seat_name(d.seat))
        for p, pile in enumerate(obs.piles):
            if pile.cards:
                if obs.looking >= 0 and obs.my_piles[obs.looking] == p:
                    return list(pile.cards), _("New Growth {n}", n=obs.looking + 1)
                return list(pile.cards), _("Peeking at a pile")
        return [], ""

    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        self._geo = None

    def changed(self) -> None:
        self.selected = None
        self._geo = None

    # --- the Bosgeest's turn, step by step ---------------------------------------------
    def _spirit_steps(self) -> tuple[str, ...]:
        """The Bosgeest's steps this turn, as its log lines in the chosen language."""
        obs = self.obs
        if obs.spirit < 0:
            return ()
        log = self.table.match.state.log  # the public log, as the side panel shows it
        return tuple(log_text(log[i]) for i in obs.spirit_log if i < len(log))

    def update(self, dt: float) -> bool:
        steps = self.obs.spirit_log if self.obs.spirit >= 0 else ()
        if steps != self._steps_seen:  # a new Bosgeest turn: start from its first step
            self._steps_seen, self._steps_shown, self._step_clock = steps, 0, 0.0
            if self.table.settings.animation_factor() == 0:
                self._steps_shown = len(steps)
            return True
        if self._steps_shown >= len(steps):
            return False
        self._step_clock += dt
        pace = STEP_SECONDS * self.table.settings.animation_factor()
        if self._step_clock < pace:
            return False
        self._step_clock = 0.0
        self._steps_shown += 1
        return True

    def busy(self) -> bool:
        return self._steps_shown < len(self._steps_seen)

    # --- names --------------------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        if seat == self.obs.spirit:
            return _("Bosgeest")
        return self.table.options.seats[seat].name

    def seat_colour(self, seat: int) -> tuple[str, tuple[int, int, int]]:
        if seat == self.obs.spirit:
            return "*", (120, 100, 160)
        colour = self.table.options.seats[seat].colour
        return theme.player_letter(colour), theme.player_rgb(colour)

    # --- drawing ------------------------------------------------------------------------
    cacheable = True  # draw depends on the observation and view state only
    rules_move_too = True  # the Bosgeest's turn follows the player's move

    def draw(self, surface: pygame.Surface) -> None:
        g = self.geo()
        obs = self.obs
        hidden = self.table.hidden_pieces
        surface.fill(paint.TABLE, self.rect)
        paint.board(
            surface, g, deck=obs.deck, seed=obs.seed_deck, discard=obs.discard,
            season=_("Season {n}/{m}", n=obs.season + 1, m=obs.seasons),
            looking=self._looking(obs),
            counts={p: pile.count for p, pile in enumerate(obs.piles)},
            face_up={p: pile.face_up for p, pile in enumerate(obs.piles)}, hidden=hidden)
        self._draw_tray(surface, g)
        self._draw_info(surface, g, obs)
        hot = self._highlighted(obs)
        for seat in g.forests:
            self._draw_forest(surface, g, obs, seat, hot, hidden)

    def _draw_forest(self, surface: pygame.Surface, g: Geo, obs: WoudObservation,
                     seat: int, hot: set[str], hidden: frozenset[str]) -> None:
        """A forest, kept as a picture between moves: a move changes one or two forests,
        so the others are copied instead of drawn again."""
        fg, f = g.forests[seat], obs.forests[seat]
        ids = set(f.cards) | set(f.incoming) | {c for t in f.trees for c in t.trunks}
        ids |= {t.canopy for t in f.trees if t.canopy}
        dragging = self.table.dragging
        key = (f, tuple(fg.rect), g.fs, tuple(fg.incoming), fg.new_slot is not None,
               obs.points[seat], obs.decision.seat == seat, seat == self.me,
               self.seat_name(seat), language(), frozenset(hot & ids),
               frozenset(hidden & ids), dragging if dragging in ids else None)
        cached = self._forests.get(seat)
        if cached is not None and cached[0] == key:
            surface.blit(cached[1], fg.rect)
            return
        self._draw_header(surface, fg, obs, seat)
        paint.forest(surface, fg, f, mine=seat == self.me, hot=hot, hidden=hidden,
                     dragging=dragging)
        self._forests[seat] = (key, surface.subsurface(fg.rect).copy())

    def _looking(self, obs: WoudObservation) -> int:
        if obs.decision.kind != "pile" or obs.looking < 0:
            return -1
        return obs.my_piles[obs.looking]

    def tray_title_lines(self, g: Geo) -> tuple[int, list[str]]:
        """The tray's title as laid out (``layout.title_lines``)."""
        return title_lines(g.tray_title, g.fs, g.tray, bool(g.tray_cards))

    def _draw_tray(self, surface: pygame.Surface, g: Geo) -> None:
        if not g.tray_cards and not g.tray_title:
            return
        size, lines = self.tray_title_lines(g)
        for i, line in enumerate(lines):
            text.blit_text(surface, line, (g.tray.x, g.tray.y + 2 + i * (size + 2)), size,
                           theme.ACCENT, True)
        hidden = self.table.hidden_pieces
        for cid, r in g.tray_cards:
            if cid == self.table.dragging or cid in hidden:
                continue
            surface.blit(art.face(cid, r.w, r.h), r)
            if cid == self.selected or cid in self._highlighted(self.obs):
                pygame.draw.rect(surface, theme.HOVER, r.inflate(4, 4), 3, border_radius=6)

    def _draw_info(self, surface: pygame.Surface, g: Geo, obs: WoudObservation) -> None:
        if not g.info.w:  # the cards looked at use its place
            return
        key = (self._geo_key, g.info.size, self._steps_shown, language())
        if self._info_key != key or self._info is None:
            self._info = pygame.Surface(g.info.size, pygame.SRCALPHA)
            self._paint_info(self._info, self._info.get_rect(), obs)
            self._info_key = key
        surface.blit(self._info, g.info)

    def _paint_info(self, surface: pygame.Surface, r: pygame.Rect, obs: WoudObservation) -> None:
        """The panel's text, wrapped once per move (wrapping measures every word)."""
        pygame.draw.rect(surface, theme.PANEL, r, border_radius=8)
        size = max(12, self.geo().fs - 1)
        y = r.y + 4
        line_h = size + 3
        room = max(1, (r.h - 8) // line_h)
        lines = self.info_lines(obs, size, r.w - 10, room)
        if len(lines) > room:  # keep the newest lines
            lines = lines[:1] + lines[len(lines) - room + 1 :]
        for ln, colour, bold in lines:
            text.blit_text(surface, ln, (r.x + 6, y), size, colour, bold)
            y += line_h

    def info_lines(self, obs: WoudObservation, size: int, width: int,
                   room: int = 99) -> list[tuple[str, tuple, bool]]:
        return notes.info_lines(self, obs, size, width, room)

    def _summary_lines(self, obs: WoudObservation) -> list[tuple[str, tuple, bool]]:
        return notes.summary_lines(self, obs)

    def _draw_header(self, surface: pygame.Surface, fg: ForestGeo,
                     obs: WoudObservation, seat: int) -> None:
        mine = seat == self.me
        turn = obs.decision.seat == seat
        bg = paint.FOREST_MINE if mine else paint.FOREST_BG
        paint.area(surface, fg.rect, bg)
        if turn:
            pygame.draw.rect(surface, theme.ACCENT, fg.rect, 2, border_radius=8)
        letter, rgb = self.seat_colour(seat)
        h = fg.header
        chip = self._chip(fg)
        pygame.draw.rect(surface, rgb, chip, border_radius=4)
        text.blit_text(surface, letter, chip.center, max(12, chip.h - 4), theme.INK, True,
                       "center")
        if fg.weather is not None:
            sun, rain = paint.totals(obs.forests[seat])
            paint.weather(surface, fg.weather, sun, rain, fg.fs)
        text.blit_text(surface, self._title(fg, obs, seat), (chip.right + 6, h.centery),
                       fg.fs, theme.TEXT, True, "midleft")

    @staticmethod
    def _chip(fg: ForestGeo) -> pygame.Rect:
        """The seat's colour chip at the start of a forest's name line."""
        h = fg.header
        return pygame.Rect(h.x + 4, h.y + 3, h.h - 6, h.h - 6)

    def _title(self, fg: ForestGeo, obs: WoudObservation, seat: int) -> str:
        """A forest's name line as it fits beside its chip (and its sun and rain)."""
        chip = self._chip(fg)
        done = sum(1 for t in obs.forests[seat].trees if t.complete)
        title = _n("{name}: {points} pts, {n} tree done", "{name}: {points} pts, {n} trees done",
                   done, name=self.seat_name(seat), points=obs.points[seat])
        if obs.decision.seat == seat:
            title += " · " + _("to play")
        right = fg.weather.x if fg.weather is not None else fg.header.right
        room = right - chip.right - 10
        if text.font(fg.fs, True).size(title)[0] > room:  # narrow: the name and points only
            title = _("{name}: {points} pts", name=self.seat_name(seat), points=obs.points[seat])
        return text.fit(title, fg.fs, room, True)

    def _highlighted(self, obs: WoudObservation) -> set[str]:
        d = obs.decision
        if d.kind == "spirit_choice":
            return set(d.options)
        if self.selected:
            return {self.selected}
        return set()

    # --- others' moves, flying -----------------------------------------------------------
    def motions(self, before: WoudObservation, after: WoudObservation,
                action: Action) -> list[Motion]:
        def geo_of(obs: WoudObservation) -> Geo:
            with self.table.showing(obs):
                return self.geo()

        out = flights(before, after, action, self.me, geo_of)
        self._geo = None  # laid out for other observations: lay out afresh
        return out

    # --- interaction --------------------------------------------------------------------
    def pieces(self) -> list[Piece]:
        if not self.table.my_turn:
            return []
        g = self.geo()
        d = self.obs.decision
        out = []
        if d.kind == "place":
            for cid, r in g.forests[self.me].incoming:
                out.append(Piece(cid, r, art.face(cid, r.w, r.h), ("card", cid)))
        elif d.kind == "pile" and self.obs.looking >= 0:
            p = self.obs.my_piles[self.obs.looking]
            r = g.piles[p]
            out.append(Piece("pile", r, art.back(r.w, r.h), ("pile", p)))
        return out

    def targets(self, piece: Piece) -> list[DropTarget]:
        g = self.geo()
        fg = g.forests[self.me]
        if piece.payload[0] == "pile":
            row = pygame.Rect(g.deck.x, g.deck.y, g.tray.x - g.deck.x, g.deck.h)
            return [DropTarget(fg.rect, Keep()), DropTarget(row, Return())]
        cid = piece.payload[1]
        out = [DropTarget(col, Place(cid, tid)) for tid, col in fg.trees.items()]
        if fg.new_slot is not None:
            out.append(DropTarget(fg.new_slot, Place(cid, "new")))
        if fg.discard_slot is not None:
            out.append(DropTarget(fg.discard_slot, Place(cid, "discard")))
        out += [DropTarget(r, Place(cid, c)) for c, r in fg.cards if card(c).kind == "pitcher"]
        out.append(DropTarget(fg.groups_area, Place(cid, "forest")))
        return out

    def _card_at(self, pos: tuple[int, int]) -> str | None:
        g = self.geo()
        for cid, r in reversed(g.tray_cards):
            if r.collidepoint(pos):
                return cid
        for fg in g.forests.values():
            for cid, r in reversed(fg.cards + fg.incoming):
                if r.collidepoint(pos):
                    return cid
            for cid, r, _tid in fg.segments:
                if r.collidepoint(pos):
                    return cid
        return None

    def _pile_at(self, pos: tuple[int, int]) -> int | None:
        for p, r in self.geo().piles.items():
            if r.collidepoint(pos):
                return p
        return None

    def _candidates(self, cid: str) -> list[Action]:
        d = self.obs.decision
        kind = d.kind
        mine = self.obs.forests[self.me].cards
        if kind == "discard":
            return [Discard(cid)]
        if kind in CHOOSE_KINDS:
            return [Choose(cid)]
        if kind == "start":
            return [Fungi(f, cid) for f in mine if card(f).kind == "fungi" and f != cid]
        if kind == "pile":
            return [
                Return(a, cid)
                for a in mine
                if card(a).species in ("boa", "hoatzin") and card(a).role == "active"
            ]
        return []

    def click(self, pos: tuple[int, int]) -> Action | None:
        shown = self.area_seat()
        for seat, fg in self.geo().forests.items():
            if seat != shown and fg.rect.collidepoint(pos):  # a small forest: full size
                self.focus_seat(seat)
                return None
        pile = self._pile_at(pos)
        if pile is not None and self.obs.decision.kind == "start":
            order = self.obs.my_piles
            toucans = [
                a
                for a in self.obs.forests[self.me].cards
                if card(a).species == "toucan" and card(a).role == "active"
            ]
            if pile in order:
                for t in toucans:
                    act = Toucan(t, order.index(pile))
                    if self.table.check(act) is None:
                        return act
            return None
        cid = self._card_at(pos)
        if cid is None:
            self.selected = None
            self.table.redraw()
            return None
        options = self._candidates(cid)
        legal = [a for a in options if self.table.check(a) is None]
        if len(legal) == 1:
            return legal[0]
        if legal:
            self.selected = cid
        elif options:
            self.table.say(self.table.check(options[0]) or "")
        self.table.redraw()
        return None

    def place_name(self, action: Action) -> str | None:
        forests = self.obs.forests
        return hint.place_name(forests[self.me] if 0 <= self.me < len(forests) else None,
                               action)

    def lead(self, action: Action) -> list[pygame.Rect]:
        """A move made by clicking a card (the tree boa's or hoatzin's card, a seed card,
        a card to discard, a choice for the Bosgeest): that card's place, where the click
        plays it; a toucan's peek: the pile it looks at. Drags and buttons need no lead."""
        if isinstance(action, Toucan):
            order, piles = self.obs.my_piles, self.geo().piles
            own = order[action.pile] if 0 <= action.pile < len(order) else None
            return [piles[own]] if own in piles else []
        if not isinstance(action, (Discard, Choose, Return)) or not action.card:
            return []  # a Return without a card is a drag or a button
        cid = action.card
        g = self.geo()
        places = list(g.tray_cards)
        for fg in g.forests.values():
            places += fg.cards + [(c, r) for c, r, _tid in fg.segments]
        return [r for c, r in places if c == cid][:1]

    def buttons(self) -> list[Button]:
        if not self.table.my_turn:
            return []
        d = self.table.decision
        data = self.obs.decision
        mine = self.obs.forests[self.me].cards
        actives = [c for c in mine if card(c).is_animal and card(c).role == "active"]
        acts: list[Action] = []
        if self.selected:
            acts += self._candidates(self.selected)
        if d.kind == "start":
            acts += [Begin()] + [Frog(c) for c in actives] + [Tamarin(c) for c in actives]
        elif d.kind == "place":
            incoming = self.obs.forests[self.me].incoming
            acts += [Place(c, "discard") for c in incoming if card(c).kind == "canopy"]
        elif d.kind == "pile":
            acts += [Keep(), Return()] + [Keep(c) for c in actives] + [Return(c) for c in actives]
        elif d.kind == "sloth":
            acts += [TakeSeason(1), TakeSeason(2, data.sloth)]
        elif d.kind == "lightning":
            others = [i for i in range(len(self.obs.forests)) if i != self.me]
            acts += [Lightning(m, o) for m in ("draw", "discard") for o in others]
        elif d.kind in ("seeds", "discard", "mantis"):
            animal = data.animal
            if d.kind == "mantis":
                acts += [Mantis(animal, k) for k in ("fern", "bromeliad", "monstera")]
            acts.append(Skip())
        out: list[Button] = []
        seen = set()
        for a in acts:
            if a in seen or self.table.check(a) is not None:
                continue
            seen.add(a)
            label = self.table.rules.describe(self.table.match.state, a)
            if isinstance(a, Lightning) and len(self.obs.forests) > 2:
                label += f" ({self.seat_name(a.target)})"
            out.append((label, a))
        return out

    def landmarks(self) -> list[pygame.Rect]:
        """Each forest's name line as far as its words go (chip and title)."""
        out = []
        for seat, fg in self.geo().forests.items():
            words = text.font(fg.fs, True).size(self._title(fg, self.obs, seat))[0]
            end = self._chip(fg).right + 6 + words
            out.append(fg.header.clip(pygame.Rect(fg.header.x, fg.header.y,
                                                  end - fg.header.x, fg.header.h)))
        return out

    def drawn(self) -> list[pygame.Rect]:
        """The season board's piles and tray, and in every forest its name line, section
        captions, trees and cards."""
        g = self.geo()
        line = round(g.fs * 1.4)  # a pile's caption: below the season's, above the growth's
        out = [pygame.Rect(r.x, r.y, r.w, r.h + line) for r in (g.deck, g.seed, g.discard)]
        out += [pygame.Rect(r.x, r.y - line, r.w, r.h + line) for r in g.piles.values()]
        out += [r for _c, r in g.tray_cards]
        for fg in g.forests.values():
            out += [fg.header, *(r for _s, r in fg.sections), *(r for _c, r in fg.cards)]
            for tg in fg.tree_geos:
                out += [tg.crown, tg.token, *(r for _c, r in tg.trunks)]
        return [r for r in out if r.w and r.h]

    def spare(self) -> list[pygame.Rect]:
        """The panel of how a turn goes (its steps help only while playing)."""
        info = self.geo().info
        return [info] if info.w else []

    def log_places(self, where: tuple) -> list[pygame.Rect]:
        g = self.geo()
        out = []
        for kind, index in where:
            if kind == "pile" and index in g.piles:
                out.append(g.piles[index])
            elif kind == "forest" and index in g.forests:
                out.append(g.forests[index].header)  # the name line: the forest stays seen
        return out

    # --- help ---------------------------------------------------------------------------
    def tip_rect(self, pos: tuple[int, int]) -> pygame.Rect | None:
        """The pile or mark a bubble explains: the table keeps the bubble off it."""
        return next((r for r, _tip in self.tips() if r.collidepoint(pos)), None)

    def tips(self) -> list[hover.Tip]:
        """The hover texts of the table as laid out now (kept until the layout changes)."""
        g = self.geo()
        if self._tips is None:
            self._tips = hover.tips(g, self.obs, g.pile_labels, self.me)
        return self._tips

    def legend(self) -> list[Label]:
        from game.games.woud.view.legend import legend

        return legend(self)

    def tooltip(self, pos: tuple[int, int]) -> str | None:
        return hover.tooltip(self, pos)


    def enlarged(self, pos: tuple[int, int]) -> pygame.Surface | None:
        cid = self._card_at(pos)
        if cid is None:
            return None
        w = max(150, min(self.geo().cw * 3, self.rect.w // 5))
        return art.big(cid, w)


    # --- another seat's forest at full size (game/scenes/table_focus.py) -----------------
    def area(self) -> tuple[pygame.Rect, frozenset[str]]:
        seat = self.area_seat()
        fg = self.geo().forests[self.me if seat is None else seat]
        laid = {cid for cid, _r in fg.cards} | {cid for cid, _r, _t in fg.segments}
        laid |= {t.tree.canopy for t in fg.tree_geos if t.tree.canopy}
        return fg.rect, frozenset(laid)

    def area_title(self, name: str) -> str:
        return _("{name}'s forest — Esc or click here to return", name=name)


VIEW = WoudView
