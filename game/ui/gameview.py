"""The contract between the table scene and one game's view (games/<id>/view.py).

The table scene owns the window area, the player panels, the log, the buttons for
undo/hint/score sheet/menu, the curtain, the computer players and the drag and drop.
A game's view only knows its own game: it draws from the viewer's observation and
tells the table which pieces can be picked up and where they may go.

Drag and drop, done once for every game by the table (game/ui/dragdrop.py):
  * ``pieces()`` lists what the viewer may pick up now (each with its rect and image);
  * when one is picked, ``targets(piece)`` lists where it could go, each with the
    action a drop there performs; the table asks the rules (``check``) which are legal,
    lights those, and shows the reason when an illegal one is hovered;
  * a legal drop plays the action, an illegal one snaps the piece back;
  * right-click or R calls ``rotate(piece)``; Esc cancels; click-to-pick then
    click-to-place works the same way.
Anything that is not a drag (choosing a card, toggling a payment card, pressing a
"Keep" button) goes through ``click`` and ``buttons``.

A game's entry (``game.core.entry.GameEntry.view``) makes its view for a table.
"""

from __future__ import annotations

import dataclasses
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

import pygame

from game.core.actions import Action
from game.core.protocol import Decision, Options, Rules, ScoreSheet
from game.i18n import _

if TYPE_CHECKING:
    from game.core.match import Match
    from game.settings import Settings
    from game.ui.motion import Motion


@dataclasses.dataclass
class Piece:
    """Something the viewer can pick up: a tile, a domino, a card, a token."""

    id: str  # unique among the current pieces
    rect: pygame.Rect  # where it lies now (picked by a click inside)
    image: pygame.Surface  # what follows the mouse while dragging
    payload: Any = None  # the game's own data (tile id, card id, rotation ...)
    rotatable: bool = False


@dataclasses.dataclass(frozen=True)
class Label:
    """One mark the legend explains in place: where it is drawn now, its kind (the same
    for every mark of that kind, e.g. "cost" or "sun-total") and a short caption."""

    rect: pygame.Rect
    kind: str
    caption: str


@dataclasses.dataclass
class DropTarget:
    """A place a piece may be dropped, and what the drop does there."""

    rect: pygame.Rect
    action: Action | None  # None: a place shown but never legal for this piece
    reason: str | None = None  # a refusal known in advance; else the rules are asked
    shape: str = "rect"  # "rect", "circle" or "hex": how the highlight is drawn
    lit: pygame.Rect | None = None  # what lights up, when more than ``rect`` (a whole tile
    # held by one of its fields: the pointer aims at the field, the tile's outline shows)


class Drag(Protocol):
    """The drag under way, as a view may read it (the table's game/ui/dragdrop.py)."""

    @property
    def piece(self) -> Piece | None: ...  # what is held; None when nothing is

    @property
    def grab(self) -> tuple[int, int]: ...  # where in the piece's picture the mouse holds it

    @property
    def targets(self) -> list[DropTarget]: ...  # the held piece's targets

    @property
    def reasons(self) -> list[str | None]: ...  # each target's refusal (None: legal)

    @property
    def hovered(self) -> int | None: ...  # the index of the target under the mouse


Obs = TypeVar("Obs")  # the game's observation: what ``rules.observe`` returns
# a labelled button: an action to play, or a function that changes what the view offers
Button = tuple[str, Action | Callable[[], None]]


class Table(Protocol[Obs]):
    """What the table scene offers a view of a game whose observations are ``Obs``.
    Read-only but for ``play``/``redraw``."""

    rules: Rules[Any, Obs]
    options: Options
    match: Match  # the game in progress (its public log; never to be played on directly)
    viewer: int | None  # the seat whose eyes the table shows (None: spectator)
    settings: Settings

    @property
    def dragging(self) -> str | None: ...  # id of the piece being dragged: draw its place empty

    @property
    def drag(self) -> Drag: ...  # the drag itself, for where the piece is held

    @property
    def observation(self) -> Obs: ...  # rules.observe(state, viewer), cached per move

    @property
    def hidden_pieces(self) -> frozenset[str]: ...  # flying now: leave their place empty

    def showing(self, observation: Obs) -> AbstractContextManager[None]: ...
    # ``with table.showing(obs):`` makes ``observation`` return obs (lay out a past view)

    @property
    def decision(self) -> Decision: ...

    @property
    def sheet(self) -> ScoreSheet: ...  # the score sheet as the viewer may see it

    @property
    def my_turn(self) -> bool: ...  # a human viewer is to decide now

    def check(self, action: Action) -> str | None: ...

    def play(self, action: Action) -> None: ...  # refused actions show their reason

    @property
    def mouse(self) -> tuple[int, int]: ...  # the mouse position

    def redraw(self) -> None: ...  # ask for a redraw after a view-local change

    def preference(self, key: str) -> bool: ...  # a display preference of this game

    def say(self, message: str) -> None: ...  # a short message in the status bar

    def sound(self, name: str) -> None: ...  # a sound effect (game/ui/sound.py NAMES)


class GameView(ABC, Generic[Obs]):
    """Base of every game's view (of a game whose observations are ``Obs``).
    Subclasses override what their game needs."""

    def __init__(self, table: Table[Obs]) -> None:
        self.table = table
        self.rect = pygame.Rect(0, 0, 800, 600)
        self.focus: int | None = None  # another seat whose area is shown at full size

    # --- whose area is shown --------------------------------------------------------
    def focus_seat(self, seat: int | None) -> None:
        """Show ``seat``'s own area at full size where the viewer's is (read-only: the
        table offers no piece while it is shown); None or the viewer: their own again."""
        own = self.table.viewer
        self.focus = None if seat is None or seat == own else seat
        self.table.redraw()

    def area_seat(self) -> int | None:
        """The seat whose own area the view lays out now in the viewer's place."""
        return self.focus if self.focus is not None else self.table.viewer

    def area(self) -> tuple[pygame.Rect, frozenset[str]]:
        """Where the shown seat's area lies and what is laid out in it (pieces, cards,
        tiles by id): the tests compare it with what the viewer may see of that seat."""
        return self.rect, frozenset()

    def browses(self, pos: tuple[int, int]) -> bool:
        """True if a click at ``pos`` on another seat's area shown moves about in it (a
        scroll arrow) rather than returning to the viewer's own."""
        return False

    def banner_rect(self, height: int) -> pygame.Rect:
        """Where the banner over another seat's area goes: along the area's top edge."""
        area = self.area()[0].clip(self.rect)
        return pygame.Rect(area.x, max(self.rect.y, area.y - height), area.w, height)

    def seat_name(self, seat: int) -> str:
        """The name a seat goes by at this table."""
        seats = self.table.options.seats
        return seats[seat].name if 0 <= seat < len(seats) else str(seat + 1)

    def area_title(self, name: str) -> str:
        """The banner over another seat's area shown at full size."""
        return _("{name}'s board — Esc or click here to return", name=name)

    # --- layout and drawing ---------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        """The area of the window the game may use; called on start and on resize.
        Rebuild cached surfaces that depend on the size here, not in ``draw``."""
        self.rect = pygame.Rect(rect)

    # A view whose ``draw`` depends only on the observation and on view-local state
    # (changed in click/wheel/pan/rotate or announced with ``table.redraw()``) sets this:
    # the table then keeps the drawn board as one surface and redraws it only after a
    # change, while everything that follows the mouse goes into ``draw_overlay``.
    cacheable = False

    # A game whose rules play on by themselves after a person's move (Het Woud's
    # Bosgeest) sets this: ``motions`` is then asked for the mover's own moves too, and
    # returns only the flights of what the rules did (``before.decision`` names the mover).
    rules_move_too = False

    # A game whose dragged piece lights many overlapping places (Mystaria's tiles) sets
    # this: the places not under the pointer are then marked small, only the hovered one
    # in full, and a refusal is said on the drop, not in a bubble while dragging.
    small_targets = False

    @abstractmethod
    def draw(self, surface: pygame.Surface) -> None:
        """Draw the game from ``self.table.observation`` inside ``self.rect``."""

    def draw_overlay(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """What follows the mouse (hover outlines, lines of sight), drawn every frame
        over the cached board. ``self.table.mouse`` is the mouse position. A view may
        return the rectangles it drew over: next frame the table then puts back only
        those parts of the board (None, the default of an own overlay: all of it)."""
        return []

    def changed(self) -> None:
        """The observation changed (a move was played or undone): drop stale caches."""

    def update(self, dt: float) -> bool:
        """Advance the view's own animation by ``dt`` seconds; True if it changed what
        ``draw`` shows (the table then repaints the board)."""
        return False

    def busy(self) -> bool:
        """True while the view animates (the main loop then runs at full rate)."""
        return False

    def motions(self, before: Obs, after: Obs, action: Action) -> list[Motion]:
        """The flights that show a move someone else made: from where each piece was
        in ``before`` to where it is in ``after`` (two observations of the viewing seat;
        lay out ``before`` with ``with self.table.showing(before):``). Cards drawn face
        down fly face down. While a piece flies its id is in ``table.hidden_pieces``:
        leave its destination empty then."""
        return []

    # --- interaction ----------------------------------------------------------------
    def pieces(self) -> list[Piece]:
        """What the viewer may pick up now (empty when it is not their turn)."""
        return []

    def targets(self, piece: Piece) -> list[DropTarget]:
        """Where ``piece`` could be dropped, each with the action of dropping it there."""
        return []

    def rotate(self, piece: Piece) -> Piece | None:
        """The piece turned a quarter (or a step); None if it does not turn."""
        return None

    def click(self, pos: tuple[int, int]) -> Action | None:
        """A click that is not on a piece: select a card, press a board button ...
        Return an action to play it, or change view state and return None."""
        return None

    def buttons(self) -> list[Button]:
        """Labelled buttons now: an action to play (Keep, Pass, Confirm ...), or a
        function that changes what the view offers (pick a cloud action ...)."""
        return []

    def button_label(self, action: Action) -> str | None:
        """The label of the button that plays ``action`` now, if one does."""
        return next((label for label, a in self.buttons() if a == action), None)

    def tooltip(self, pos: tuple[int, int]) -> str | None:
        """Text to show beside the mouse (a region's totals, a card's rule ...)."""
        return None

    def tip_rect(self, pos: tuple[int, int]) -> pygame.Rect | None:
        """The pile or mark the bubble at ``pos`` explains, when it is no piece: the
        table keeps the bubble off it, so a count stays in sight."""
        return None

    def enlarged(self, pos: tuple[int, int]) -> pygame.Surface | None:
        """A large picture of the card or tile under the mouse, or None."""
        return None

    def log_places(self, where: tuple) -> list[pygame.Rect]:
        """Screen rects of the places a log entry names (LogEntry.where), for the
        highlight when the entry is hovered."""
        return []

    def result_notes(self) -> list[str]:
        """Lines shown under the final score sheet (a card-by-card breakdown, a
        personal best). Called once when the game ends, so it may also record the
        result somewhere (solo personal bests)."""
        return []

    def hint(self) -> list[DropTarget]:
        """What "hint" lights up: by default every legal drop of every piece."""
        found: list[DropTarget] = []
        for piece in self.pieces():
            for target in self.targets(piece):
                if target.action is not None and self.table.check(target.action) is None:
                    found.append(target)
        return found

    def legend(self) -> list[Label]:
        """The marks drawn now, for the legend (``?`` or F1): at least one of every kind
        of mark the view draws (icons and numbers on cards, badges, counts, letters),
        each with the screen rect of one such mark and a short translated caption."""
        return []

    def lead(self, action: Action) -> list[pygame.Rect]:
        """The clicks still needed before ``action`` can be made by one drag of a piece or
        one button (choose the cards to pay with ...), or that make it, in order. The guided
        game spotlights the first, clicks it, and asks again. Empty: a drag or a button
        makes the move now."""
        return []

    # The kinds of decision that complete a move the hint suggests (Mischwald's payment
    # after a card is played): the hint asks for them too and names them (``follow_text``).
    hint_follow: frozenset[str] = frozenset()

    def place_name(self, action: Action) -> str | None:
        """The move in the words of what the screen shows ("Birch to the left of your
        Oak", a row and column by the board's own letters), never an internal id; for
        the hint. None: the rules' ``describe`` text."""
        return None

    def landmarks(self) -> list[pygame.Rect]:
        """What tells the areas apart (a forest's name line): an overlay laid over the
        view, such as the replay's key, covers these only when it must."""
        return []

    def drawn(self) -> list[pygame.Rect]:
        """Everything the view shows now that an overlay should rather not cover (cards,
        piles, names): an overlay such as the replay's key looks for the place covering
        least of it. Empty: the view does not say, and such an overlay keeps to a corner."""
        return []

    def spare(self) -> list[pygame.Rect]:
        """Panels that help only while playing (a turn's summary): an overlay laid over
        a replay may sit there, covering nothing of the game."""
        return []

    def follow_text(self, actions: Sequence[Action]) -> str | None:
        """The moves that complete a suggested one (of the kinds in ``hint_follow``) in a
        few words ("pay with Fox and Beech"); None: nothing to add."""
        return None

    def follow_places(self, actions: Sequence[Action]) -> list[pygame.Rect]:
        """Where the moves that complete a suggested one are made (the cards to pay with,
        in the hand): the hint marks them too."""
        return []

    def wheel(self, pos: tuple[int, int], dy: int) -> None:
        """Mouse wheel over the view (zoom, scroll)."""

    def pan(self, rel: tuple[int, int]) -> None:
        """Middle- or right-drag on empty space (for boards that pan)."""
