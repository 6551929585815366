"""Guided first games, without pygame: a designed deal and a script of steps.

A lesson is data (``assets/<game>/learn.json``): the seats, variants and seed of a fixed
deal, the moves played before the first step, and the steps. Each step waits for one move
of the learner's seat, says in a sentence or two what to do and why (``say``), gives its
own reason when another move is tried (``wrong``) and, once played, what the move did
(``done``). Between two steps the other seats move: the script names their moves (and may
move the game on by a few rounds), then the Easy player makes the rest from a generator
seeded by the step, so a lesson is the same game every time and can be resumed from its
step number alone.

The table (scenes) spotlights the piece and the place of the expected move; it finds them
from the move itself, as the hint does, so a script names moves, never screen places.
"""

from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import Any

from game.ai.players import choose_action
from game.core.actions import Action
from game.core.errors import IllegalAction, RecordError
from game.core.match import Match
from game.core.paths import asset, user_dir
from game.core.protocol import Options, Rules
from game.core.saves import load_json, save_json
from game.i18n import _

MAX_WORDS = 40  # a step says what to do and why in at most this many words
PROGRESS_FILE = "lessons.json"


@dataclasses.dataclass(frozen=True)
class LessonStep:
    """One move the learner is asked for."""

    say: str  # what to do and why (an English message id, translated when shown)
    action: Mapping[str, Any]  # the move awaited, as the record stores it
    wrong: str  # the step's own reason for any other move
    done: str  # what the move did, said once it is played
    others: tuple[Mapping[str, Any], ...] | None = None  # moves played after it (any seat)


@dataclasses.dataclass(frozen=True)
class Lesson:
    """A designed deal and its steps."""

    game: str
    options: Options
    seed: int
    steps: tuple[LessonStep, ...]
    opening: tuple[Mapping[str, Any], ...] = ()
    learner: int = 0  # the seat the learner plays

    def named(self, name: str) -> Lesson:
        """The lesson with the learner playing under ``name``: the log, the panels and
        the score sheet speak of the learner by it, as of any player (a script's
        placeholder name such as "You" would read "You starts")."""
        seats = list(self.options.seats)
        seats[self.learner] = dataclasses.replace(seats[self.learner], name=name)
        return dataclasses.replace(
            self, options=dataclasses.replace(self.options, seats=tuple(seats)))

    def others(self) -> set[str]:
        """The names of the seats the learner plays against."""
        return {s.name for n, s in enumerate(self.options.seats) if n != self.learner}

    @property
    def version(self) -> str:
        """Changes whenever the script does: kept progress of another script restarts."""
        steps = [(s.action, s.others) for s in self.steps]
        text = json.dumps([self.seed, list(self.opening), steps], sort_keys=True, default=list)
        return f"{len(self.steps)}-{sum(map(ord, text)) % 1_000_003}"


def words(text: str) -> int:
    return len(text.split())


def lesson_path(game_id: str) -> Path:
    return asset(game_id, "learn.json")


def has_lesson(game_id: str) -> bool:
    return lesson_path(game_id).is_file()


def _step(data: Any, n: int) -> LessonStep:
    if not isinstance(data, dict):
        raise RecordError(f"step {n}: not an object")
    try:
        say, wrong, done, action = data["say"], data["wrong"], data["done"], data["action"]
    except KeyError as exc:
        raise RecordError(f"step {n}: missing {exc.args[0]!r}") from None
    if not all(isinstance(t, str) and t for t in (say, wrong, done)):
        raise RecordError(f"step {n}: say, wrong and done must be texts")
    if not isinstance(action, dict):
        raise RecordError(f"step {n}: the action must be an object")
    others = data.get("others")
    if others is not None and not (isinstance(others, list)
                                   and all(isinstance(o, dict) for o in others)):
        raise RecordError(f"step {n}: others must be a list of moves")
    return LessonStep(say, action, wrong, done, tuple(others) if others is not None else None)


def parse(data: Any, game_id: str) -> Lesson:
    """A lesson from its JSON document; RecordError names what is wrong."""
    if not isinstance(data, dict) or data.get("game") != game_id:
        raise RecordError(f"{game_id}: a lesson must name its game")
    options = Options.from_json(data.get("options"))
    seed = data.get("seed")
    if not isinstance(seed, int):
        raise RecordError(f"{game_id}: the lesson's seed must be a number")
    steps = data.get("steps")
    if not isinstance(steps, list) or not steps:
        raise RecordError(f"{game_id}: a lesson needs steps")
    opening = data.get("opening", [])
    if not isinstance(opening, list) or not all(isinstance(o, dict) for o in opening):
        raise RecordError(f"{game_id}: the opening must be a list of moves")
    learner = data.get("learner", 0)
    if not isinstance(learner, int) or not 0 <= learner < len(options.seats):
        raise RecordError(f"{game_id}: the learner's seat is not one of the seats")
    return Lesson(game_id, options, seed, tuple(_step(s, n) for n, s in enumerate(steps, 1)),
                  tuple(opening), learner)


def load(game_id: str) -> Lesson:
    """The shipped lesson of ``game_id``; RecordError names the problem of a damaged file."""
    try:
        data = json.loads(lesson_path(game_id).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise RecordError(f"{game_id}: the lesson file cannot be read ({exc})") from None
    return parse(data, game_id)


@dataclasses.dataclass(frozen=True)
class Change:
    """A score-sheet row that a move changed for the learner."""

    label: str
    before: int
    after: int

    @property
    def gained(self) -> int:
        return self.after - self.before


class Guide:
    """Plays a lesson through its match: which step is open, what it accepts, and the
    others' moves in between. The Session shows them; the Guide only decides."""

    def __init__(self, lesson: Lesson, rules: Rules[Any, Any]) -> None:
        self.lesson = lesson
        self.rules = rules
        self.match = Match(rules, lesson.options, lesson.seed)
        self.index = 0  # the open step; len(steps) once the lesson is done
        for data in lesson.opening:
            self.match.play(self.decode(data))

    # --- the open step -----------------------------------------------------------------
    @property
    def finished(self) -> bool:
        return self.index >= len(self.lesson.steps)

    @property
    def step(self) -> LessonStep | None:
        return None if self.finished else self.lesson.steps[self.index]

    def decode(self, data: Mapping[str, Any]) -> Action:
        return self.rules.actions.decode(dict(data))

    def expected(self) -> Action | None:
        step = self.step
        return None if step is None else self.decode(step.action)

    def learner_to_move(self) -> bool:
        return self.match.decision().seat == self.lesson.learner

    def check(self, action: Action) -> str | None:
        """None if ``action`` is the move the open step waits for (and legal)."""
        step = self.step
        if step is None:
            return self.match.check(action)
        if action != self.decode(step.action):
            return _(step.wrong)
        return self.match.check(action)

    def play(self, action: Action,
             perform: Callable[[Action], None] | None = None) -> list[Change]:
        """Play the learner's move of the open step (by ``perform`` when the table
        shows it, else on the match); what it changed on the sheet."""
        reason = self.check(action)
        if reason is not None:
            raise IllegalAction(reason)
        before = self._sheet()
        (perform or self.match.play)(action)
        after = self._sheet()
        self.index += 1
        return [Change(label, before.get(label, 0), value)
                for label, value in after.items() if value != before.get(label, 0)]

    def _sheet(self) -> dict[str, int]:
        sheet = self.rules.live_sheet(self.match.state, self.lesson.learner)
        return {row.label: row.values[self.lesson.learner] or 0 for row in sheet.rows}

    # --- the others ----------------------------------------------------------------------
    def others(self) -> Iterator[Action]:
        """The moves after the learner's, until the learner is to move again (or the game
        ends), each yielded before it is played: the caller plays it (``match.play``).
        First the step's scripted moves, of any seat (so a lesson may also move the game
        on by a few rounds, shown as they are played), then Easy's for the others."""
        step = self.lesson.steps[self.index - 1] if self.index else None
        for data in (step.others or ()) if step is not None else ():
            yield self.decode(data)
        rng = random.Random(self.lesson.seed * 1009 + self.index)
        while not self.match.over and not self.learner_to_move():
            seat = self.match.decision().seat
            assert seat is not None
            yield choose_action(self.rules, self.match.state, seat, "greedy", rng)

    def play_others(self) -> list[Action]:
        played = []
        for action in self.others():
            self.match.play(action)
            played.append(action)
        return played

    def skip_to(self, index: int) -> None:
        """Play the script up to step ``index`` (resume): the learner's moves as written,
        the others' as the lesson makes them."""
        while self.index < min(index, len(self.lesson.steps)):
            expected = self.expected()
            assert expected is not None
            self.play(expected)
            self.play_others()


# --- kept progress ---------------------------------------------------------------------
def _progress() -> dict[str, Any]:
    data = load_json(user_dir() / PROGRESS_FILE, {})
    return data if isinstance(data, dict) else {}


def saved_step(lesson: Lesson) -> int:
    """The step the learner left this lesson at (0: from the start)."""
    entry = _progress().get(lesson.game)
    if not isinstance(entry, dict) or entry.get("version") != lesson.version:
        return 0
    step = entry.get("step")
    return step if isinstance(step, int) and 0 <= step <= len(lesson.steps) else 0


def save_step(lesson: Lesson, step: int) -> None:
    """Keep the step reached (atomically); a folder that cannot be written is no error."""
    data = _progress()
    data[lesson.game] = {"step": step, "version": lesson.version}
    try:
        save_json(user_dir() / PROGRESS_FILE, data)
    except OSError:
        pass
