"""The notes beside Het Woud's board (game/games/woud/view/__init__.py draws them): the
season card in play, the Bosgeest's turn step by step, the last season's points, or how a
turn goes while nothing is scored yet."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.woud.data import season_cards
from game.games.woud.observe import WoudObservation
from game.games.woud.scoring import CATEGORIES
from game.i18n import N_, _
from game.ui import text, theme

if TYPE_CHECKING:
    from game.games.woud.view import WoudView

SHORT = {
    "trees": N_("Trees"),
    "tallest": N_("Tallest"),
    "plants": N_("Plants"),
    "weather": N_("Sun+rain"),
    "season": N_("Season"),
    "threat_bonus": N_("Threats"),
    "animals": N_("Animals"),
    "largest": N_("Largest"),
}
# shown beside the board until the first season is scored
TURN_GUIDE = (
    N_("1. Look at the next New Growth pile."),
    N_("2. Keep it: place its cards in your forest."),
    N_("3. Or put it back with one card added. Put back all three: take a season card."),
)


def info_lines(view: WoudView, obs: WoudObservation, size: int, width: int,
               room: int = 99) -> list[tuple[str, tuple, bool]]:
    """The notes beside the board, wrapped to ``width``: (text, colour, bold); the
    turn's guide only where all of its ``room`` lines fit."""
    lines: list[tuple[str, tuple, bool]] = []
    if obs.season_cards:
        sc = season_cards()[obs.season_cards[-1]]
        lines.append((_(sc.name), theme.ACCENT, True))
        lines += [(ln, theme.TEXT, False) for ln in text.wrap(_(sc.text), size, width)]
    steps = view._spirit_steps()
    if steps:
        seen = obs.spirit_log == view._steps_seen
        shown = min(len(steps), view._steps_shown) if seen else 0
        heading = _("Bosgeest's turn:") if shown < len(steps) else _("Bosgeest's last turn:")
        lines.append((heading, theme.ACCENT, True))
        for i, step_text in enumerate(steps[:shown], start=1):
            for k, ln in enumerate(text.wrap(f"{i}. {step_text}", size, width)):
                lines.append(((ln if k == 0 else "   " + ln), theme.TEXT, False))
        if shown < len(steps):
            lines.append(
                (
                    _("... step {n} of {total}", n=shown + 1, total=len(steps)),
                    theme.TEXT_DIM,
                    False,
                )
            )
    lines += summary_lines(view, obs)
    if not lines:  # nothing scored yet: how a turn goes, rather than an empty panel
        guide = [(_("How a turn goes:"), theme.ACCENT, True)]
        for step_text in TURN_GUIDE:
            for k, ln in enumerate(text.wrap(_(step_text), size, width)):
                guide.append(((ln if k == 0 else "   " + ln), theme.TEXT, False))
        if len(guide) <= room:
            lines = guide
    return lines

def summary_lines(view: WoudView, obs: WoudObservation) -> list[tuple[str, tuple, bool]]:
    done = [i for i, d in enumerate(obs.summary) if any(any(v) for _k, v in d)]
    if not done:
        return []
    season = done[-1]
    d = dict(obs.summary[season])
    seats = len(obs.forests)
    who = " / ".join(
        view.seat_colour(i)[0] if i != obs.spirit else _("Bosgeest") for i in range(seats)
    )
    out = [
        (_("Season {n} points:", n=season + 1), theme.ACCENT, True),
        (who, theme.TEXT_DIM, True),
    ]
    for cat in CATEGORIES:
        if cat in d and any(d[cat]):
            vals = " / ".join(str(v) for v in d[cat][:seats])
            out.append((f"{_(SHORT[cat])}: {vals}", theme.TEXT, False))
    return out
