"""The table's hint: every legal move lit at once, and the move the Medium player would
make — asked of the session's search, then lit brighter with what it gains now."""

from __future__ import annotations

from collections.abc import Callable

from game.core.actions import Action
from game.i18n import _, _n
from game.session import Session
from game.ui.gameview import DropTarget, GameView


class Advice:
    """What the hint lights (owned by the table scene)."""

    def __init__(self, session: Session, view: GameView, say: Callable[[str], None]) -> None:
        self.session, self.view, self.say = session, view, say
        self.hinting: list[DropTarget] = []  # every legal move
        self.suggested: list[DropTarget] = []  # the Medium player's move

    def toggle(self) -> None:
        """Light every legal move, and ask the Medium player which one it would make;
        its answer is lit brighter, with what it gains (see ``show``)."""
        if self.hinting or self.suggested or self.session.hint_thinker is not None:
            self.clear()
            return
        self.hinting = self.view.hint()
        if not self.hinting:
            self.say(_("Nothing to drag now: click on the table or use the buttons below.")
                     if self.session.my_turn else "")
        if self.session.request_hint():
            self.say(_("Looking for a good move..."))

    def clear(self) -> None:
        self.hinting, self.suggested = [], []
        self.session.cancel_hint()

    def update(self) -> bool:
        """Show the search's answer once it has come; True if something changed."""
        finished, action = self.session.hint_answer()
        if action is not None:
            self.show(action)
        return finished

    def show(self, action: Action) -> None:
        """Light the Medium player's move and say what it is and what it gains now."""
        self.suggested = []
        for piece in self.view.pieces():
            hits = [t for t in self.view.targets(piece) if t.action == action]
            if hits:  # the piece to take, and where it goes
                self.suggested += [DropTarget(piece.rect, None), *hits]
                break
        gain = self.session.gain(action)
        move = self.session.rules.describe(self.session.match.state, action)
        label = next((lab for lab, a in self.view.buttons() if a == action), None)
        where = _("press {button}", button=label) if label and not self.suggested else move
        self.say(_n("Suggested: {move} (+{n} point now)", "Suggested: {move} (+{n} points now)",
                    gain, move=where) if gain > 0 else _("Suggested: {move}", move=where))
