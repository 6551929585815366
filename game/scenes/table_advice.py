"""The table's hint: every legal move lit while Medium's search (unweakened) is asked
which move it would make; then that one move is pointed at — a ghost of the piece on its
place and an arrow from where it lies (or an outline round the button or card that makes
it) — and the status line says where, as the screen shows it, and why the move is good."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.core.actions import Action
from game.i18n import _, _n
from game.session import Outlook, Session
from game.ui.gameview import DropTarget, GameView, Piece
from game.ui.ghost import Ghost

ROTATIONS = 6  # a piece is turned at most this often to find the suggested way round


class Advice:
    """What the hint shows (owned by the table scene). ``button_at`` finds the bar
    button that plays an action."""

    def __init__(self, session: Session, view: GameView, say: Callable[[str], None],
                 button_at: Callable[[Action], pygame.Rect | None] = lambda a: None) -> None:
        self.session, self.view, self.say = session, view, say
        self.button_at = button_at
        self.hinting: list[DropTarget] = []  # every legal move, while the search runs
        self.suggested: list[DropTarget] = []  # the suggested piece and its place
        self.ghost: Ghost | None = None  # the suggested move, pointed at
        self.button: Action | None = None  # the suggested move is this bar button
        self.text = ""
        self.caption_at: pygame.Rect | None = None  # where the words were drawn last
        self.plan: list[Action] = []  # the move pointed at and the moves completing it

    @property
    def active(self) -> bool:
        return bool(self.hinting or self.ghost is not None or self.button is not None
                    or self.session.hint_thinker is not None)

    def toggle(self) -> None:
        """Light every legal move, and ask Medium's search which one it would make;
        its answer is pointed at instead (see ``show``)."""
        if self.active or self.suggested:
            self.clear()
            return
        self.hinting = self.view.hint()
        if not self.hinting:
            self.say(_("Nothing to drag now: click on the table or use the buttons below.")
                     if self.session.my_turn else "")
        if self.session.request_hint(self.view.hint_follow):
            self.say(_("Looking for a good move..."))

    def clear(self) -> None:
        self.hinting, self.suggested, self.ghost, self.button = [], [], None, None
        self.caption_at, self.plan = None, []
        self.session.cancel_hint()

    def update(self) -> bool:
        """Show the search's answer once it has come; True if something changed."""
        finished, action = self.session.hint_answer()
        if action is not None:
            self.show(action, self.session.hint_plan or [action])
        return finished

    def show(self, action: Action, plan: Sequence[Action] = ()) -> None:
        """Point at ``action`` and say what it is and why it is good (``plan``: the
        action and the moves that complete it, such as a payment)."""
        self.plan = list(plan) or [action]
        self._point()
        if self.ghost is not None or self.button is not None:
            self.hinting = []  # one move pointed at, not one shade among many
        self.text = self.words(self.plan)
        self.say(self.text)

    def _point(self) -> None:
        """The ghost (or the button) of the plan's move, where the view lays it out now."""
        action, plan = self.plan[0], self.plan
        self.suggested = []
        self.ghost, self.button = self.locate(action), None
        ghost, pressed = self.ghost, self.button_at(action) is not None
        if pressed and (ghost is None or ghost.source is not None
                        and ghost.source.colliderect(ghost.rect)):
            self.ghost, self.button = None, action  # a drop where it lies: the button says it
        if self.ghost is not None and len(plan) > 1:
            self.ghost.also = [pygame.Rect(r) for r in self.view.follow_places(plan[1:])]

    def follow_held(self, targets: Sequence[DropTarget]) -> None:
        """A piece was picked up while the ghost shows: a view may lay its places out
        afresh for a held piece (Mischwald's forest shows smaller, so that every tree
        can be reached), so the ghost moves to where the move's place now is (no arrow:
        the piece is in hand). Dropped on the ghost, the piece makes the move shown."""
        if self.ghost is None or not self.plan:
            return
        hit = next((t for t in targets if t.action == self.plan[0]), None)
        if hit is not None:
            self.ghost.rect, self.ghost.source = pygame.Rect(hit.lit or hit.rect), None

    def at_rest(self) -> None:
        """The held piece was put back (a drop refused, Esc): the ghost where the view
        lays the move out at rest again, with its arrow."""
        if self.ghost is not None and self.plan:
            self._point()

    def locate(self, action: Action) -> Ghost | None:
        """The ghost of ``action``: its piece on its place with an arrow (the piece is
        turned the suggested way round in the view, as the player would), else an outline
        round the first click that leads to it."""
        for piece in self.view.pieces():
            found = self._turned_to(piece, action)
            if found is not None:
                piece, target = found
                # a piece turned may be laid out afresh where it lies (a tall tile from
                # the top of its area): the arrow starts where the view now shows it
                piece = next((p for p in self.view.pieces()
                              if p.id == piece.id and p.payload == piece.payload), piece)
                self.suggested = [DropTarget(piece.rect, None), target]
                return Ghost(pygame.Rect(target.lit or target.rect), piece.image,
                             pygame.Rect(piece.rect), target.shape)
        lead = self.view.lead(action)
        return Ghost(pygame.Rect(lead[0])) if lead else None

    def _turned_to(self, piece: Piece, action: Action) -> tuple[Piece, DropTarget] | None:
        start = piece.payload
        for _turn in range(ROTATIONS):
            hit = next((t for t in self.view.targets(piece) if t.action == action), None)
            if hit is not None:
                return piece, hit
            turned = self.view.rotate(piece) if piece.rotatable else None
            if turned is None:
                return None
            piece = turned
            if piece.payload == start:
                return None  # all the way round
        return None

    # --- the words ---------------------------------------------------------------------------
    def words(self, plan: Sequence[Action]) -> str:
        """"Suggested: <the move as the screen shows it>. <Why>." — one short line."""
        session = self.session
        rules, state = session.rules, session.match.state
        action = plan[0]
        move = self.view.place_name(action) or rules.describe(state, action)
        label = self.view.button_label(action)
        if label and self.ghost is None:
            move = _("press {button}", button=label)
        then = self.view.follow_text(plan[1:]) if len(plan) > 1 else None
        if then:
            move = _("{move}, {then}", move=move, then=then)
        return _("Suggested: {move}. {why}", move=move, why=why(session.outlook(plan)))


def why(outlook: Outlook) -> str:
    """Why the move is good, in one short sentence: the points it makes now and the row
    they go to, else what it sets up (the change of the game's evaluation)."""
    if outlook.points > 0:
        best = max(outlook.rows, key=lambda row: row[1])[0]
        return _n("+{n} point now ({row}).", "+{n} points now ({row}).", outlook.points,
                  row=_(best))
    if outlook.evaluation > 0:
        return _("Sets up +{n} for later.", n=outlook.evaluation)
    return _("No other move does better now.")
