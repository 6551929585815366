"""The game record: the one document behind save, load, undo, replay and bug reports.

``{"format": 1, "game": id, "options": {...}, "seed": n, "actions": [...]}``.
Loading never trusts the file: it is parsed as JSON, checked field by field, and its
actions are replayed through the rules (see ``Match.from_record``).
"""

from __future__ import annotations

import dataclasses
import json
from typing import Any

from game.core.errors import RecordError
from game.core.protocol import Options

FORMAT_VERSION = 1
MAX_RECORD_BYTES = 20_000_000


@dataclasses.dataclass
class Record:
    game: str
    options: Options
    seed: int
    actions: list[dict[str, Any]]
    format: int = FORMAT_VERSION

    def to_json(self) -> dict[str, Any]:
        return {
            "format": self.format,
            "game": self.game,
            "options": self.options.to_json(),
            "seed": self.seed,
            "actions": self.actions,
        }

    def dumps(self) -> str:
        return json.dumps(self.to_json(), indent=1, ensure_ascii=False)

    @classmethod
    def from_json(cls, data: Any) -> Record:
        if not isinstance(data, dict):
            raise RecordError("This is not a Sylva saved game (no game record inside).")
        if "format" not in data or "game" not in data:
            raise RecordError("This is not a Sylva saved game (no format or game named).")
        fmt = data["format"]
        if fmt != FORMAT_VERSION:
            raise RecordError(
                f"This save has format version {fmt!r}; this Sylva reads version "
                f"{FORMAT_VERSION}."
            )
        game = data["game"]
        if not isinstance(game, str):
            raise RecordError("The save names no game.")
        seed = data.get("seed")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise RecordError("The save has no valid seed.")
        actions = data.get("actions")
        if not isinstance(actions, list):
            raise RecordError("The save has no list of moves.")
        return cls(game, Options.from_json(data.get("options")), seed, actions, fmt)

    @classmethod
    def loads(cls, text: str) -> Record:
        if len(text) > MAX_RECORD_BYTES:
            raise RecordError("The save file is far too large to be a Sylva game.")
        if not text.strip():
            raise RecordError("The save file is empty.")
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            if exc.pos >= len(text.rstrip()) - 1 or exc.msg.startswith("Unterminated"):
                raise RecordError("The save file is cut short (truncated).") from None
            raise RecordError(
                f"The save file is damaged: not valid JSON (line {exc.lineno}, column "
                f"{exc.colno})."
            ) from None
        return cls.from_json(data)
