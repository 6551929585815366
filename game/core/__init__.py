"""Game-agnostic engine: the Rules protocol, actions, records, saves. No pygame."""

from game.core.actions import Action, ActionCodec, Handler
from game.core.errors import DataError, IllegalAction, RecordError, SylvaError
from game.core.match import Match
from game.core.protocol import (
    HUMAN,
    BaseState,
    Decision,
    GameInfo,
    LogEntry,
    Options,
    Rules,
    ScoreRow,
    ScoreSheet,
    Seat,
    Variant,
)
from game.core.record import Record

__all__ = [
    "HUMAN",
    "Action",
    "ActionCodec",
    "BaseState",
    "DataError",
    "Decision",
    "GameInfo",
    "Handler",
    "IllegalAction",
    "LogEntry",
    "Match",
    "Options",
    "Record",
    "RecordError",
    "Rules",
    "ScoreRow",
    "ScoreSheet",
    "Seat",
    "SylvaError",
    "Variant",
]
