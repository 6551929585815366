"""A view of the test-only toy game, to drive the table scene in tests."""

from __future__ import annotations

import pygame

from game.ui import text, theme
from game.ui.gameview import DropTarget, GameView, Piece
from game.ui.motion import Motion
from tests.toygame import Confirm, Draw, Play, ToyObservation

CARD = (60, 90)


def card_image(card: str) -> pygame.Surface:
    surf = pygame.Surface(CARD, pygame.SRCALPHA)
    pygame.draw.rect(surf, theme.PAPER, surf.get_rect(), border_radius=6)
    text.blit_text(surf, card, (CARD[0] // 2, CARD[1] // 2), 18, theme.INK, True, "center")
    return surf


class ToyView(GameView[ToyObservation]):
    def pile_rect(self) -> pygame.Rect:
        return pygame.Rect(self.rect.centerx - 40, self.rect.centery - 60, 80, 120)

    def bin_rect(self) -> pygame.Rect:
        return pygame.Rect(self.rect.x + 40, self.rect.centery - 60, 80, 120)

    def hand_rects(self) -> list[tuple[str, pygame.Rect]]:
        hand = self.table.observation.hand
        return [(c, pygame.Rect(self.rect.x + 40 + i * 70, self.rect.bottom - 110, *CARD))
                for i, c in enumerate(hand)]

    def draw(self, surface: pygame.Surface) -> None:
        obs = self.table.observation
        pygame.draw.rect(surface, theme.PANEL_LIGHT, self.pile_rect(), border_radius=8)
        pygame.draw.rect(surface, theme.PANEL, self.bin_rect(), border_radius=8)
        shown = [c for c in obs.pile if f"pile:{c}" not in self.table.hidden_pieces]
        if shown:
            surface.blit(card_image(shown[-1]), self.pile_rect().inflate(-20, -30))
        for card, rect in self.hand_rects():
            surface.blit(card_image(card), rect)

    def pieces(self) -> list[Piece]:
        if not self.table.my_turn:
            return []
        return [Piece(c, r, card_image(c), c) for c, r in self.hand_rects()]

    def targets(self, piece: Piece) -> list[DropTarget]:
        return [DropTarget(self.pile_rect(), Play(piece.payload)),
                DropTarget(self.bin_rect(), None, "Cards go on the pile.")]

    def buttons(self):
        d = self.table.decision
        if d.kind == "confirm":
            return [("Confirm", Confirm())]
        return [("Draw", Draw())] if self.table.observation.deck else []


    def opponents_rect(self) -> pygame.Rect:
        return pygame.Rect(self.rect.centerx - CARD[0] // 2, self.rect.y + 10, *CARD)

    def motions(self, before, after, action) -> list[Motion]:
        if isinstance(action, Play):
            return [Motion(f"pile:{action.card}", card_image(action.card), self.opponents_rect(),
                           self.pile_rect().inflate(-20, -30))]
        if isinstance(action, Draw):  # drawn face down: it flies face down
            back = pygame.Surface(CARD)
            back.fill(theme.PANEL_EDGE)
            return [Motion("drawn", back, self.pile_rect(), self.opponents_rect())]
        return []
