"""A game at the table, without the window: the match, whose eyes the table shows, the
computer seats and their searches, the other seats' moves still to be shown, autosave,
undo and take-back, and the hint's search. The table scene (game/scenes/table.py) asks
it what to show and tells it what the player did; the smoke check, the screenshots, the
benchmarks and the tests drive it the same way. It never imports pygame.

Time comes from the caller: ``step(dt)`` advances the computer seats by ``dt`` seconds,
so a test steps it with a clock of its own; the searches come from a ``thinker`` factory
(the worker's ``Thinker`` by default, ``Immediate`` to choose at once in this thread).
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Collection, Sequence
from typing import Any, NamedTuple, Protocol

from game.ai.players import HINT
from game.ai.worker import Thinker
from game.core import saves
from game.core.actions import Action
from game.core.match import Match
from game.core.protocol import Decision, LogEntry, Rules, ScoreSheet
from game.core.record import Record
from game.i18n import _

AI_PAUSE = 0.5  # seconds a computer move stays in view before the next (times animation)
AI_PAUSE_MIN = 0.3  # even with animations off, a person can follow the computer's moves
TAKE_BACK_WAIT = 1.2  # a computer waits so long before answering a turn that can be undone
FOLLOW_LIMIT = 12  # parts of one suggested move asked at most (a payment of many cards)


class Job(Protocol):
    """A computer move being worked out (the worker's ``Thinker`` or ``Immediate``)."""

    result: Action | None
    error: BaseException | None

    @property
    def done(self) -> bool: ...

    def cancel(self) -> None: ...


# rules, state, seat, kind, seed, record text, seconds to think -> a job under way
ThinkerFactory = Callable[[Rules, Any, int, str, int, "str | None", "float | None"], Job]
Saver = Callable[[Record], None]


def autosave(record: Record) -> None:
    """The player's autosave (looked up at each call, like every use of the saves door)."""
    saves.autosave(record)


class Immediate:
    """A ``Job`` worked out at once in this thread (tests, scripts, benchmarks)."""

    def __init__(self, rules: Rules, state: Any, seat: int, kind: str, seed: int,
                 record: str | None = None, think: float | None = None) -> None:
        from game.ai.players import choose_action

        self.error: BaseException | None = None
        self.result: Action | None = choose_action(rules, rules.clone(state), seat, kind,
                                                   random.Random(seed), think)

    @property
    def done(self) -> bool:
        return True

    def cancel(self) -> None:
        """Nothing runs: nothing to stop."""


class Unwatched(NamedTuple):
    """What one seat saw of a move it did not make: its observation before and after,
    the action, and the log entries the move wrote. Shown when that seat looks."""

    before: Any
    after: Any
    action: Action
    log: range


@dataclasses.dataclass(frozen=True)
class AfterMove:
    """What the table should do once a move was played or taken back."""

    sounds: tuple[str, ...]  # effects to play now ("draw", "turn")
    quiet: bool  # a computer handed the turn to the viewer: hold stray clicks a moment
    then: str  # once flights have landed: "results", "curtain" or "" (nothing)


def play_out(match: Match, choose: Callable[[Match, int], Action],
             stop: Callable[[Match], bool] = lambda m: False, limit: int | None = None,
             after: Callable[[Match], None] | None = None) -> int:
    """Play ``choose(match, seat)`` for whoever decides until the game ends, ``stop``
    says so, or ``limit`` moves were played; ``after(match)`` follows every move. The
    one loop every script plays a match by; returns the number of moves played."""
    played = 0
    while not match.over and not stop(match) and (limit is None or played < limit):
        seat = match.decision().seat
        if seat is None:
            raise RuntimeError(f"{match.rules.info.id}: no seat to move in seed {match.seed}")
        match.play(choose(match, seat))
        played += 1
        if after is not None:
            after(match)
    return played


class Session:
    """One match at the table. Public state: ``match``, ``viewer``, ``version``."""

    def __init__(self, match: Match, *, thinker: ThinkerFactory = Thinker,
                 saver: Saver | None = autosave, think_seconds: float | None = None,
                 rules_move_too: bool = False,
                 language: Callable[[], str] = lambda: "") -> None:
        self.match = match
        self.rules: Rules = match.rules
        self.thinker_factory = thinker
        self.saver = saver  # None: nothing is saved (a read-only data folder, a preview)
        self.think_seconds = think_seconds
        self.rules_move_too = rules_move_too  # the mover's own moves are shown too
        self.language = language  # the language prompts are written in
        self.version = 0  # bumped by every move and take-back
        self.viewer: int | None = self._first_viewer()
        self.ai_rng = random.Random(match.seed ^ 0x5EED)
        self.thinker: Job | None = None
        self.hint_thinker: Job | None = None
        self.hint_plan: list[Action] = []  # the suggested move and the parts that complete it
        self.hint_follow: frozenset[str] = frozenset()
        self.ai_waited = 0.0  # seconds the current computer move has been under way
        self.ai_pause_min = AI_PAUSE_MIN
        self.take_back_wait = TAKE_BACK_WAIT
        self.save_due = False  # a move's autosave waits for its flights to land
        self.unwatched: dict[int | None, list[Unwatched]] = {}
        self._decision: tuple[tuple[object, ...], Decision] | None = None
        self._obs: tuple[tuple[object, ...], Any] | None = None
        self._sheet: tuple[tuple[object, ...], ScoreSheet] | None = None

    # --- seats and what is shown ---------------------------------------------------------
    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.match.options.seats) if s.is_human]

    def is_human(self, seat: int | None) -> bool:
        return seat is not None and self.match.options.seats[seat].is_human

    def _first_viewer(self) -> int | None:
        humans = self.humans
        if not humans:
            return None
        seat = self.match.decision().seat
        return seat if seat in humans else humans[0]

    def decision(self) -> Decision:
        """The pending decision, asked of the rules once per move (and language: its
        prompt is words)."""
        key = (len(self.match.actions), id(self.match.state), self.language())
        if self._decision is None or self._decision[0] != key:
            self._decision = (key, self.match.decision())
        return self._decision[1]

    @property
    def my_turn(self) -> bool:
        d = self.decision()
        return d.seat is not None and d.seat == self.viewer and self.is_human(d.seat)

    def observation(self) -> Any:
        """What the viewer sees now, observed once per move."""
        key = (self.version, self.viewer)
        if self._obs is None or self._obs[0] != key:
            self._obs = (key, self.rules.observe(self.match.state, self.viewer))
        return self._obs[1]

    def sheet(self) -> ScoreSheet:
        """The viewer's live score sheet, recounted once per move."""
        key = (self.version, self.viewer, len(self.match.actions), id(self.match.state))
        if self._sheet is None or self._sheet[0] != key:
            self._sheet = (key, self.rules.live_sheet(self.match.state, self.viewer))
        return self._sheet[1]

    def curtain_for(self) -> int | None:
        """The human who must now take the seat (the table hides itself until they are
        ready), or None when the viewer may go on looking."""
        humans = self.humans
        seat = self.decision().seat
        if len(humans) < 2 or seat not in humans or seat == self.viewer:
            return None
        return seat

    def lit_log(self) -> range | None:
        """Log entries the side panel lights besides a flying move's (a replay's)."""
        return None

    def since_last_turn(self, seat: int) -> list[LogEntry]:
        """The log entries written since ``seat`` last acted (what the others did)."""
        log = self.match.state.log
        start = next((k + 1 for k in range(len(log) - 1, -1, -1) if log[k].seat == seat), 0)
        return list(log[start:])[-12:]

    # --- moves ---------------------------------------------------------------------------
    def check(self, action: Action) -> str | None:
        """Why the viewer may not play ``action`` now (None: they may)."""
        return _("It is not your turn.") if not self.my_turn else self.match.check(action)

    def _watchers(self) -> list[int | None]:
        humans: list[int | None] = list(self.humans)
        return humans or [None]

    def perform(self, action: Action, by_viewer: bool) -> None:
        """Play ``action`` (IllegalAction leaves all as it was) and remember, for every
        human who did not make it, what it looked like to them."""
        own = by_viewer and not self.rules_move_too
        watchers = [w for w in self._watchers() if not (own and w == self.viewer)]
        before = {w: self.rules.observe(self.match.state, w) for w in watchers}
        first = len(self.match.state.log)
        self.match.play(action)
        log = range(first, len(self.match.state.log))
        for w in watchers:
            after = self.rules.observe(self.match.state, w)
            self.unwatched.setdefault(w, []).append(Unwatched(before[w], after, action, log))

    def take_unwatched(self, seat: int | None) -> list[Unwatched]:
        """The moves ``seat`` has not yet seen, oldest first (and forgotten here)."""
        return self.unwatched.pop(seat, [])

    def after_move(self) -> AfterMove:
        """Bring the session up to date after a move or take-back; the autosave is due."""
        self.version += 1
        steps = self.match.steps
        sounds: tuple[str, ...] = ("draw",) if steps and steps[-1].revealed else ()
        d = self.match.decision()
        if (self.is_human(d.seat) and steps and steps[-1].seat != d.seat
                and len(self.humans) == 1):
            sounds += ("turn",)  # back to the one human at the table
        quiet = d.seat == self.viewer and bool(steps) and not self.is_human(steps[-1].seat)
        self.cancel_hint()
        self.save_due = True
        return AfterMove(sounds, quiet, "results" if self.match.over else "curtain")

    def can_take_back(self) -> bool:
        return self.is_human(self.viewer) and self.match.can_take_back(self.viewer)

    def can_undo(self) -> bool:
        return (self.my_turn and self.match.can_undo()) or self.can_take_back()

    def undo(self) -> bool:
        """Take back a move of this turn, or the move that ended it while nobody has acted
        since. False when there is nothing to take back."""
        if not self.can_undo():
            return False
        self.cancel_thinking()
        self.unwatched.clear()  # the moves they describe may be gone
        if self.my_turn and self.match.can_undo():
            self.match.undo()
        else:
            self.match.take_back()
        return True

    # --- saving --------------------------------------------------------------------------
    def flush_save(self) -> OSError | None:
        """Write the autosave a move left due; the error, if writing failed."""
        if not self.save_due:
            return None
        self.save_due = False
        if self.saver is None:
            return None
        try:
            self.saver(self.match.record())
        except OSError as exc:
            return exc
        return None

    def finished(self) -> None:
        """The game is over: nothing is left to resume."""
        self.save_due = False
        if self.saver is not None:
            saves.clear_autosave()

    # --- computer seats ------------------------------------------------------------------
    def computer_to_move(self) -> bool:
        d = self.decision()
        return d.seat is not None and not self.is_human(d.seat)

    def pause(self, animation: float) -> float:
        """Seconds a computer's move waits before it is played (``animation``: the
        player's animation speed factor, 0 when off)."""
        pause = max(self.ai_pause_min, AI_PAUSE * animation)
        if self.can_take_back():  # the human who just ended the turn may still undo it
            pause = max(pause, self.take_back_wait)
        return pause

    def step(self, dt: float, animation: float = 1.0) -> Action | None:
        """Advance the computer seat to decide by ``dt`` seconds: start its search, or
        play its answer once the pause is over. Returns the action it played (the
        caller then calls ``after_move``), else None. A search's error is raised."""
        d = self.decision()
        if d.seat is None or self.is_human(d.seat):
            return None
        if self.thinker is None:
            kind = self.match.options.seats[d.seat].kind
            self.thinker = self.thinker_factory(
                self.rules, self.match.state, d.seat, kind, self.ai_rng.getrandbits(32),
                self.match.record().dumps(), self.think_seconds)
            self.ai_waited = 0.0
            return None
        self.ai_waited += dt
        if not (self.thinker.done and self.ai_waited >= self.pause(animation)):
            return None
        job, self.thinker = self.thinker, None
        if job.error is not None:
            raise job.error
        assert job.result is not None
        self.perform(job.result, by_viewer=False)
        return job.result

    def cancel_thinking(self) -> None:
        """Stop a computer player's search at once (menu, undo, leaving the table)."""
        if self.thinker is not None:
            self.thinker.cancel()
            self.thinker = None

    # --- hints ---------------------------------------------------------------------------
    def request_hint(self, follow: Collection[str] = ()) -> bool:
        """Ask Medium's search, at its full sharpness (``HINT``), which move it would make
        for the viewer (False when it is not the viewer's turn); ``hint_answer`` tells when
        it has one. ``follow``: the kinds of decision that complete a move (Mischwald's
        "pay"): while the move leaves the viewer such a decision, that search is asked that
        too, on a copy of the game, so the hint can name the whole move (``hint_plan``)."""
        if not self.my_turn or self.viewer is None:
            return False
        self.match.note_assist("hint", self.viewer)  # the history marks the game assisted
        self.hint_follow = frozenset(follow)
        self.hint_plan = []
        self.hint_thinker = self.thinker_factory(
            self.rules, self.match.state, self.viewer, HINT, self.ai_rng.getrandbits(32),
            self.match.record().dumps(), None)
        return True

    def hint_answer(self) -> tuple[bool, Action | None]:
        """(whether a requested hint has just finished, its move when still useful). The
        moves that complete it are in ``hint_plan`` (the move first)."""
        while True:  # a part already answered (a search in this thread) is taken at once
            job = self.hint_thinker
            if job is None or not job.done:
                return False, None
            self.hint_thinker = None
            if not self.my_turn:
                return True, None
            if job.result is None:
                break
            self.hint_plan.append(job.result)
            if not self._follow_hint():
                break
        return True, self.hint_plan[0] if self.hint_plan else None

    def _follow_hint(self) -> bool:
        """Ask for the next part of the suggested move, if the plan so far leaves the
        viewer a decision of a kind that completes it; True if asked."""
        if not self.hint_follow or len(self.hint_plan) > FOLLOW_LIMIT or self.viewer is None:
            return False
        state = self.rules.clone(self.match.state)
        for action in self.hint_plan:
            self.rules.perform(state, action)
        d = self.rules.decision(state)
        if d.seat != self.viewer or d.kind not in self.hint_follow:
            return False
        # no record: the search runs on this copy (a thread, not the worker process)
        self.hint_thinker = self.thinker_factory(
            self.rules, state, self.viewer, HINT, self.ai_rng.getrandbits(32), None, None)
        return True

    def cancel_hint(self) -> None:
        if self.hint_thinker is not None:
            self.hint_thinker.cancel()
            self.hint_thinker = None

    def gain(self, action: Action) -> int:
        """Points ``action`` gains the viewer now, on a sample of what they may know."""
        return self.outlook([action]).evaluation

    def outlook(self, plan: Sequence[Action]) -> Outlook:
        """What playing ``plan`` does for the viewer, on a sample of what they may know:
        the score sheet rows it changes now, and the change of the game's evaluation."""
        from game.ai.players import sample_for

        assert self.viewer is not None
        seat = self.viewer
        sample = sample_for(self.rules, self.match.state, seat, random.Random(1))
        before, rows = self.rules.evaluate(sample, seat), self.rules.live_sheet(sample, seat).rows
        for action in plan:
            self.rules.perform(sample, action)
        after = self.rules.live_sheet(sample, seat).rows
        old = {r.label: r.values[seat] or 0 for r in rows}
        changed = [(r.label, (r.values[seat] or 0) - old.get(r.label, 0)) for r in after]
        return Outlook(round(self.rules.evaluate(sample, seat) - before),
                       tuple((label, d) for label, d in changed if d))


@dataclasses.dataclass(frozen=True)
class Outlook:
    """What a move does for its player: the evaluation's change (points now, and what it
    sets up), and the score sheet rows it changes now with their change."""

    evaluation: int
    rows: tuple[tuple[str, int], ...]

    @property
    def points(self) -> int:
        return sum(d for _label, d in self.rows)


def computer_seats(session: Session, dt: float = 1.0, limit: int = 10_000,
                   until: Callable[[Session], bool] = lambda s: False) -> Sequence[Action]:
    """Step ``session`` until a human must decide, the game ends or ``until`` holds;
    the computer's moves, each followed by ``after_move``."""
    played: list[Action] = []
    while not session.match.over and session.computer_to_move() and len(played) < limit:
        if until(session):
            break
        action = session.step(dt, 0.0)
        if action is not None:
            session.after_move()
            played.append(action)
    return played
