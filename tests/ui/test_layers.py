"""The chain of input layers (game/ui/layers.py): input from the top layer down until one
takes it; drawing from the bottom layer up."""

from __future__ import annotations

import pygame

from game.ui import intents as I
from game.ui.layers import LayerChain


class Probe:
    def __init__(self, name: str, takes: set[str], log: list[str]) -> None:
        self.name, self.takes, self.log = name, takes, log

    def handle(self, intent: I.Intent) -> bool:
        self.log.append(f"handle {self.name}")
        return intent.kind in self.takes

    def draw(self, surface: pygame.Surface) -> None:
        self.log.append(f"draw {self.name}")


def _chain(log: list[str]) -> LayerChain:
    return LayerChain([Probe("top", {I.CANCEL}, log), Probe("middle", {I.PRESS}, log),
                       Probe("bottom", set(), log)])


def test_input_stops_at_the_first_layer_that_takes_it():
    log: list[str] = []
    chain = _chain(log)
    taken = chain.handle(I.Intent(I.PRESS, (1, 1)))
    assert taken is chain.layers[1] and log == ["handle top", "handle middle"]


def test_input_no_layer_takes_reaches_every_layer():
    log: list[str] = []
    assert _chain(log).handle(I.Intent(I.POINT, (1, 1))) is None
    assert log == ["handle top", "handle middle", "handle bottom"]


def test_layers_draw_bottom_first():
    log: list[str] = []
    _chain(log).draw(pygame.Surface((4, 4)))
    assert log == ["draw bottom", "draw middle", "draw top"]


def test_the_table_chain_is_overlay_bar_side_focus_drag_view(toy_table):
    _app, table = toy_table
    names = [type(layer).__name__ for layer in table.layers.layers]
    assert names == ["LegendLayer", "Overlay", "BottomBar", "SideLayer", "FocusLayer",
                     "DragLayer", "ViewLayer"]
