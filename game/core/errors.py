"""Errors the engine raises. Every message is meant for a person to read."""


class SylvaError(Exception):
    """Base of every error the engine raises on purpose."""


class IllegalAction(SylvaError):
    """An action the rules refuse; the state is left untouched."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class RecordError(SylvaError):
    """A saved game that cannot be loaded; the message names the problem."""


class DataError(SylvaError):
    """A broken data file (card list, board map); the message names file and problem."""
