"""What one step says to the people at a terminal: the lines it produced that they may read, and, for
another seat's step that left them none, whether it was a secret choice.

A step is called secret only when what was chosen is hidden from the readers: the acting seat chose in a
decision the engine makes privately (``Engine.is_private_decision``: its choices may show its secrets,
so on Discord they are made by DM). Any other step without a line is one click of an open move made in
several (a card, then where): its move is told when it is made, and nothing is said before.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.i18n import Speaker
from engines import AnyEngine
from engines.base import Seat


@dataclass(frozen=True)
class Told:
    lines: tuple[tuple[Seat | None, str], ...]  # (who may read it: None for everyone, the text)
    public: bool  # a line for everyone was among them
    secret: bool  # the actor chose in secret, and nothing of it reached the readers


def tell(
    engine: AnyEngine,
    before: Any,
    after: Any,
    actor: Seat,
    readers: frozenset[Seat],
    say: Speaker | None = None,
) -> Told:
    """What ``actor``'s step from ``before`` to ``after`` tells ``readers`` (the seats at the keyboard), in
    ``say``'s language where the game gave its words (else in English)."""
    lines = tuple(
        (line.seat, say.either(line.text, line.words) if say is not None else line.text)
        for line in after.log
        if line.seat is None or line.seat in readers
    )
    public = any(seat is None for seat, _ in lines)
    secret = not lines and actor not in readers and engine.is_private_decision(before, actor)
    return Told(lines, public, secret)
