"""The game record: the one document behind save, load, undo, replay and bug reports.

``{"format": 2, "sylva": "0.1.0", "game": id, "rules": n, "options": {...}, "seed": n,
"actions": [...]}``: ``sylva`` names the program that wrote it (for bug reports),
``rules`` the version of the game's rules its moves were played under, and the optional
``assists`` how often each seat took a move back or asked for a hint (left out while
nobody has: records of older Sylvas read as unassisted). Loading never
trusts the file: it is parsed as JSON, checked field by field, and its actions are
replayed through the rules (see ``Match.from_record``), after an upgrade when the
record's rules version is older than the game's (see ``game.core.entry``).

Format 1 (before rules versions) is read as rules version 1 of its game.
"""

from __future__ import annotations

import dataclasses
import json
from typing import Any

from game import __version__
from game.core import safefile
from game.core.errors import RecordError
from game.core.protocol import Options
from game.i18n import _

FORMAT_VERSION = 2
READABLE_FORMATS = (1, 2)
MAX_RECORD_BYTES = 4 * 2**20  # the guarded door's limit for a save (game/core/safefile.py)
MAX_MOVES = 20_000  # far more than any game of Sylva has


@dataclasses.dataclass
class Record:
    game: str
    options: Options
    seed: int
    actions: list[dict[str, Any]]
    rules: int = 1  # the version of the game's rules the moves were played under
    sylva: str = __version__  # the program that wrote the record
    format: int = FORMAT_VERSION
    # per kind of help ("undo", "hint"): how often each seat used it (see Match.assists)
    assists: dict[str, list[int]] = dataclasses.field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        data = {
            "format": self.format,
            "sylva": self.sylva,
            "game": self.game,
            "rules": self.rules,
            "options": self.options.to_json(),
            "seed": self.seed,
            "actions": self.actions,
        }
        if any(any(counts) for counts in self.assists.values()):
            data["assists"] = {k: list(v) for k, v in self.assists.items()}
        return data

    def dumps(self) -> str:
        return json.dumps(self.to_json(), indent=1, ensure_ascii=False, allow_nan=False)

    @classmethod
    def from_json(cls, data: Any) -> Record:
        if not isinstance(data, dict):
            raise RecordError(_("This is not a Sylva saved game (no game record inside)."))
        if "format" not in data and "game" not in data:
            raise RecordError(_("This is not a Sylva saved game (no format or game named)."))
        for field in ("format", "game"):
            if field not in data:  # a Sylva save with a part missing, not a stranger
                raise RecordError(_("The save is damaged: the field {field!r} is missing.",
                    field=field))
        fmt = data["format"]
        if fmt not in READABLE_FORMATS or isinstance(fmt, bool):
            raise RecordError(
                _("This save has format version {fmt!r}; this Sylva reads version {version}.",
                    fmt=fmt, version=FORMAT_VERSION)
            )
        game = data["game"]
        if not isinstance(game, str):
            raise RecordError(_("The save is damaged: the field 'game' must name a game."))
        seed = data.get("seed")
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**63:
            raise RecordError(_("The save is damaged: the field 'seed' must be a whole number "
                                "from 0 to 2^63."))
        actions = data.get("actions")
        if not isinstance(actions, list):
            raise RecordError(_("The save is damaged: the field 'actions' must be a list of "
                                "moves."))
        if len(actions) > MAX_MOVES:
            raise RecordError(_("The save lists {count:,} moves; at most {limit:,}.",
                count=len(actions), limit=MAX_MOVES))
        for n, action in enumerate(actions, start=1):
            if not isinstance(action, dict):
                raise RecordError(_("Move {n} cannot be read: a move must be an object.", n=n))
        rules = data.get("rules", 1) if fmt >= 2 else 1
        if not isinstance(rules, int) or isinstance(rules, bool) or rules < 1:
            raise RecordError(_("The save is damaged: the field 'rules' must be a rules "
                                "version (a whole number from 1)."))
        sylva = data.get("sylva", "")
        if not isinstance(sylva, str):
            raise RecordError(_("The save is damaged: the field 'sylva' must be a text."))
        try:
            options = Options.from_json(data.get("options"))
        except RecordError as exc:
            raise RecordError(_("The save is damaged: in the field 'options', {problem}.",
                problem=exc)) from None
        return cls(game, options, seed, actions, rules, sylva, FORMAT_VERSION,
                   _assists(data.get("assists", {}), options.players))

    @classmethod
    def loads(cls, text: str) -> Record:
        if len(text) > MAX_RECORD_BYTES:
            raise RecordError(_("The save file is far too large to be a Sylva game."))
        return cls.from_json(safefile.parse(text))


ASSISTS = ("undo", "hint")
MAX_ASSISTS = 10**6


def _assists(data: Any, players: int) -> dict[str, list[int]]:
    """The optional help counts: per kind, one small whole number per seat."""
    if not isinstance(data, dict) or any(k not in ASSISTS for k in data):
        raise RecordError(_("The save's count of undos and hints cannot be read."))
    out: dict[str, list[int]] = {}
    for kind, counts in data.items():
        if (not isinstance(counts, list) or len(counts) != players
                or any(not isinstance(n, int) or isinstance(n, bool)
                       or not 0 <= n <= MAX_ASSISTS for n in counts)):
            raise RecordError(_("The save's count of undos and hints cannot be read."))
        out[kind] = list(counts)
    return out
