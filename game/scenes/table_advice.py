"""The table's hint: every legal move lit at once, and the move the Medium player would
make — asked of the worker process, then lit brighter with what it gains now."""

from __future__ import annotations

import random

from game.ai.worker import Thinker
from game.core.actions import Action
from game.i18n import _, _n
from game.ui.gameview import DropTarget


class Advice:
    """Part of the table scene (game/scenes/table.py): hints."""

    def toggle_hint(self) -> None:
        """Light every legal move, and ask the Medium player which one it would make;
        its answer is lit brighter, with what it gains (see ``_show_suggestion``)."""
        if self.hinting or self.suggested or self.hint_thinker is not None:
            self._clear_hint()
            return
        self.hinting = self.view.hint()
        if not self.hinting:
            self.say(_("Nothing to drag now: click on the table or use the buttons below.")
                     if self.my_turn else "")
        if self.my_turn and self.viewer is not None:
            self.match.note_assist("hint", self.viewer)
            self.hint_thinker = Thinker(self.rules, self.match.state, self.viewer, "medium",
                                        self.ai_rng.getrandbits(32), self.match.record().dumps())
            self.say(_("Looking for a good move..."))
        self.dirty = True

    def _clear_hint(self) -> None:
        self.hinting, self.suggested = [], []
        if self.hint_thinker is not None:
            self.hint_thinker.cancel()
            self.hint_thinker = None
        self.dirty = True

    def _show_suggestion(self, action: Action) -> None:
        """Light the Medium player's move and say what it is and what it gains now."""
        self.suggested = []
        for piece in self.view.pieces():
            hits = [t for t in self.view.targets(piece) if t.action == action]
            if hits:  # the piece to take, and where it goes
                self.suggested += [DropTarget(piece.rect, None), *hits]
                break
        from game.ai.players import sample_for

        sample = sample_for(self.rules, self.match.state, self.viewer, random.Random(1))
        before = self.rules.evaluate(sample, self.viewer)
        self.rules.perform(sample, action)
        gain = round(self.rules.evaluate(sample, self.viewer) - before)
        move = self.rules.describe(self.match.state, action)
        label = next((lab for lab, a in self.view.buttons() if a == action), None)
        where = _("press {button}", button=label) if label and not self.suggested else move
        self.say(_n("Suggested: {move} (+{n} point now)", "Suggested: {move} (+{n} points now)",
                    gain, move=where) if gain > 0 else _("Suggested: {move}", move=where))
