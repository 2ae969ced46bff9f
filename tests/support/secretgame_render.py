"""A renderer for the test-only Secret Cards engine, so the host's private paths can be checked.

Every card is written as the token ``CARD#nn``, so a test can search any message for a card that is
still in someone's hand or face down.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.render.protocol import BaseRenderer, RenderedBoard
from engines.wording import fill_names


def token(card: int) -> str:
    return f"CARD#{card:02d}"


class SecretRenderer(BaseRenderer):
    def text(self, view: Any, names: Sequence[str]) -> str:
        board = self.board(view, names)
        return f"{board.title}\n{board.description}\n{self.private_text(view, names)}".strip()

    def board(self, view: Any, names: Sequence[str]) -> RenderedBoard:
        scores = ", ".join(f"{{s{s}}} {score}" for s, score in enumerate(view.scores))
        lines = [f"Round {view.round} of {view.rounds}, phase {view.phase}.", f"Scores: {scores}"]
        if view.revealed:
            lines.append("Revealed: " + ", ".join(token(c) for c in view.revealed))
        lines.append("Picked: " + ", ".join(f"{{s{s}}}" for s, done in enumerate(view.picked) if done))
        return RenderedBoard(title="Secret Cards", description=fill_names("\n".join(lines), names))

    def private_text(self, view: Any, names: Sequence[str]) -> str:
        if view.hand is None:
            return ""
        text = "Your hand: " + (", ".join(token(c) for c in view.hand) or "empty")
        if view.my_pick is not None:
            text += f"\nYour face-down pick: {token(view.my_pick)}"
        return text

    def private_image(self, view: Any, names: Sequence[str]) -> bytes | None:
        return None


RENDERER = SecretRenderer()
