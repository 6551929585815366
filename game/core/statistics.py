"""The figures of the Statistics screen and ``sylva --stats``, counted from the finished
games the history keeps (game/core/history.py): played, won, win share, mean score and
margin, best score, current and longest winning streak, mean points per score-sheet row.

Pure arithmetic over one seat's result per game, in the order the games ended."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence

from game.core.protocol import HUMAN
from game.i18n import N_, _

# who sat against the player: the strongest computer level first, then only people
# ("humans"), or nobody ("solo")
LEVELS = ("expert", "hard", "medium", "greedy", "beginner", "random", "humans", "solo")


@dataclasses.dataclass(frozen=True)
class SeatResult:
    """One seat of one finished game."""

    game_id: int  # the history's number of the game
    finished: str  # UTC, "YYYY-MM-DD HH:MM:SS"
    game: str
    players: int
    level: str  # one of LEVELS
    seat: int
    name: str
    kind: str
    total: int
    margin: int | None  # own total minus the best other column; None alone
    won: bool | None  # None: nobody to beat (a solo game without an opponent)
    undos: int = 0
    hints: int = 0
    rows: tuple[tuple[str, int | None], ...] = ()  # (score-sheet row label, points)

    @property
    def assisted(self) -> bool:
        """A move taken back or a hint asked for."""
        return self.undos > 0 or self.hints > 0


@dataclasses.dataclass(frozen=True)
class Figures:
    played: int
    won: int
    contested: int  # games with someone to beat: the win share's base
    mean_score: float | None
    mean_margin: float | None
    best: int | None
    current_streak: int
    longest_streak: int
    assisted: int
    rows: tuple[tuple[str, float], ...]  # mean points per score-sheet row, sheet order

    @property
    def win_share(self) -> float | None:
        return self.won / self.contested if self.contested else None


def level_of(kinds: Sequence[str], seat: int) -> str:
    """Whom ``seat`` played against: the strongest computer among the other seats."""
    others = [k for i, k in enumerate(kinds) if i != seat]
    if not others:
        return "solo"
    for level in LEVELS[:6]:
        if level in others:
            return level
    return next((k for k in others if k != HUMAN), "humans")


def select(results: Iterable[SeatResult], game: str | None = None,
           players: int | None = None, level: str | None = None,
           assisted: bool | None = None, name: str | None = None,
           humans_only: bool = True) -> list[SeatResult]:
    """The results that pass every filter given (None: any)."""
    return [r for r in results
            if (not humans_only or r.kind == HUMAN)
            and (game is None or r.game == game)
            and (players is None or r.players == players)
            and (level is None or r.level == level)
            and (assisted is None or r.assisted == assisted)
            and (name is None or r.name == name)]


def _streaks(outcomes: Sequence[bool]) -> tuple[int, int]:
    current = longest = 0
    for won in outcomes:
        current = current + 1 if won else 0
        longest = max(longest, current)
    return current, longest


def _row_means(results: Sequence[SeatResult]) -> tuple[tuple[str, float], ...]:
    """Mean points per row label, over the games whose sheet has that row."""
    sums: dict[str, list[int]] = {}
    for r in results:
        for label, points in r.rows:
            entry = sums.setdefault(label, [0, 0])
            entry[0] += points or 0
            entry[1] += 1
    return tuple((label, s / n) for label, (s, n) in sums.items())


def figures(results: Sequence[SeatResult]) -> Figures:
    """The figures of these results (in the order the games ended)."""
    ordered = sorted(results, key=lambda r: (r.finished, r.game_id, r.seat))
    contested = [r for r in ordered if r.won is not None]
    margins = [r.margin for r in ordered if r.margin is not None]
    current, longest = _streaks([bool(r.won) for r in contested])
    totals = [r.total for r in ordered]
    return Figures(
        played=len(ordered),
        won=sum(1 for r in contested if r.won),
        contested=len(contested),
        mean_score=sum(totals) / len(totals) if totals else None,
        mean_margin=sum(margins) / len(margins) if margins else None,
        best=max(totals) if totals else None,
        current_streak=current,
        longest_streak=longest,
        assisted=sum(1 for r in ordered if r.assisted),
        rows=_row_means(ordered),
    )


def table(results: Sequence[SeatResult]) -> list[tuple[tuple[str, int, str], Figures]]:
    """Figures per game, player count and opponent level, in a steady order."""
    groups: dict[tuple[str, int, str], list[SeatResult]] = {}
    for r in results:
        groups.setdefault((r.game, r.players, r.level), []).append(r)
    order = {level: i for i, level in enumerate(LEVELS)}
    keys = sorted(groups, key=lambda k: (k[0], k[1], order.get(k[2], len(order))))
    return [(k, figures(groups[k])) for k in keys]


LEVEL_LABELS = {"expert": N_("Expert"), "hard": N_("Hard"), "medium": N_("Medium"), "greedy": N_("Easy"),
                "beginner": N_("Beginner"),
                "random": N_("Random"), "humans": N_("People"), "solo": N_("Solo")}


def level_label(level: str) -> str:
    return _(LEVEL_LABELS[level]) if level in LEVEL_LABELS else level


def number(value: float | None, digits: int = 1) -> str:
    """A figure for the table; a dash where there is none."""
    return "–" if value is None else f"{value:.{digits}f}"


def share(value: float | None) -> str:
    return "–" if value is None else f"{value:.0%}"


def columns() -> list[str]:
    return [_("Game"), _("Players"), _("Against"), _("Played"), _("Won"), _("Win share"),
            _("Mean score"), _("Mean margin"), _("Best"), _("Streak"), _("Longest"),
            _("Assisted")]


def cells(key: tuple[str, int, str], f: Figures) -> list[str]:
    """One line of the statistics table, as texts."""
    from game.core import registry

    game, players, level = key
    try:
        title = _(registry.get(game).info.title)
    except Exception:  # a game this Sylva does not know
        title = game
    return [title, str(players), level_label(level), str(f.played), str(f.won),
            share(f.win_share), number(f.mean_score), number(f.mean_margin),
            "–" if f.best is None else str(f.best), str(f.current_streak),
            str(f.longest_streak), str(f.assisted)]


def report(results: Sequence[SeatResult], names: Sequence[str]) -> list[str]:
    """The statistics table of every person, as lines of text (``sylva --stats``)."""
    lines: list[str] = []
    for name in names:
        rows = [cells(k, f) for k, f in table(select(results, name=name))]
        if not rows:
            continue
        head = columns()
        widths = [max(len(r[i]) for r in [head, *rows]) for i in range(len(head))]
        lines += ["", name, "  ".join(h.ljust(w) for h, w in zip(head, widths)).rstrip()]
        lines += ["  ".join(c.rjust(w) if i >= 3 else c.ljust(w)
                            for i, (c, w) in enumerate(zip(r, widths))).rstrip() for r in rows]
    return lines[1:] if lines else [_("No finished games yet.")]
