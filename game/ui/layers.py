"""An ordered chain of input layers: an event goes down the chain (the topmost layer
first) until one takes it; the layers draw the other way round, the bottom one first, so
what takes input first is drawn last, on top."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

import pygame

from game.ui.intents import Intent


class Layer(Protocol):
    def handle(self, intent: Intent) -> bool: ...  # True: taken, it goes no further

    def draw(self, surface: pygame.Surface) -> None: ...


class LayerChain:
    def __init__(self, layers: Sequence[Layer]) -> None:
        self.layers = list(layers)

    def handle(self, intent: Intent) -> Layer | None:
        """The layer that took ``intent``, or None if all passed it on."""
        for layer in self.layers:
            if layer.handle(intent):
                return layer
        return None

    def draw(self, surface: pygame.Surface) -> None:
        for layer in reversed(self.layers):
            layer.draw(surface)
