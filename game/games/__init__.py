"""One package per game; each exposes ``RULES`` (a game.core.protocol.Rules)."""
