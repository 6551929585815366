"""The deck: revealing its top card, winter cards, drawing, and the end of the game
at the third winter card. No pygame here."""

from __future__ import annotations

from game.games.mischwald.scoring import score_table
from game.games.mischwald.state import HAND_LIMIT, WINTER_SET, WINTERS_TO_END, MwState, log


def end_game(s: MwState) -> None:
    s.phase = "over"
    s.steps = []
    s.play = None
    s.extra = 0
    log(s, "The third winter card ends the game.")
    _log_breakdown(s)


def _log_breakdown(s: MwState) -> None:
    """Each forest's points card by card, for the log beside the results."""
    for p, lines in enumerate(score_table(s.forests, [len(c) for c in s.caves])):
        parts = ", ".join(f"{ln.label} {ln.points}" for ln in lines if ln.points)
        total = sum(ln.points for ln in lines)
        log(s, "{name} scores {total}: {parts}.", p, total=total, parts=parts or "-")


def reveal(s: MwState) -> str | None:
    """The top card of the deck; winter cards are set aside and replaced. None when
    the third winter card has ended the game."""
    while s.deck:
        card = s.deck.pop()
        if card not in WINTER_SET:
            return card
        s.winters.append(card)
        log(s, "A winter card is revealed ({count} of 3).", None, (("winter",),),
            count=len(s.winters))
        if len(s.winters) >= WINTERS_TO_END:
            end_game(s)
            return None
    end_game(s)  # unreachable with a proper deck: the winter cards lie at its bottom
    return None


def draw_cards(s: MwState, p: int, n: int) -> int:
    """Draw up to ``n`` cards into seat ``p``'s hand; draws at the hand limit are lost."""
    got = 0
    for _ in range(n):
        if s.over or len(s.hands[p]) >= HAND_LIMIT:
            break
        card = reveal(s)
        if card is None:
            break
        s.hands[p].append(card)
        got += 1
    return got
