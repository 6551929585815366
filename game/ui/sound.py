"""Short, quiet sound effects (assets/sounds, synthesized by build_scripts/make_sounds.py):
pick up, drop, refused drop, something drawn, your turn, game end.

The mixer starts after the first menu is drawn, so it never delays the start; a machine
without an audio device plays silently. The volume setting scales every sound; 0 (or the
sound switch off) plays nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.core.paths import asset

if TYPE_CHECKING:
    from game.settings import Settings

NAMES = ("pick", "drop", "refuse", "draw", "turn", "end")


class Sounds:
    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.ready = False
        self.failed = False
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        # Tests put a recorder here; by default a loaded sound is played.
        self.player: Callable[[str, float], None] = self._play

    def start(self) -> None:
        """Open the audio device and load the sounds (after the first frame)."""
        if self.ready or self.failed:
            return
        try:
            pygame.mixer.init(22050, -16, 1, 512)
            for name in NAMES:
                self._sounds[name] = pygame.mixer.Sound(str(asset("sounds", f"{name}.wav")))
            self.ready = True
        except (pygame.error, FileNotFoundError, OSError):
            self.failed = True  # no audio device: Sylva plays silently

    @property
    def volume(self) -> float:
        if not self.settings.sound:
            return 0.0
        return max(0.0, min(1.0, float(self.settings.volume)))

    def play(self, name: str) -> None:
        volume = self.volume
        if volume > 0:
            self.player(name, volume)

    def _play(self, name: str, volume: float) -> None:
        sound = self._sounds.get(name)
        if sound is not None:
            sound.set_volume(volume)
            sound.play()
