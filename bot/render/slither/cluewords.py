"""What the frogs know, in words (ours D20): each clue as a sentence in the reader's language. What holds
now says "now"; anything else names its moment, in rounds.

"6 is the snake's Middle 1 now"; "In round 3, the snake played its Head on 6"; "At setup, the snake grew
its path with 6 at the Middle 2"; "At the Reveal in round 5, 9 was in the snake's hand"; "In round 6,
Venom fell off the Tail next to β2". Clues are public facts: every seat reads the same ones.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.i18n import Speaker, english
from bot.render.slither.terms import hex_name, segment_of, semicolons
from engines.phrasing import Words
from engines.slither.models import ClueView


def clue_text(clue: ClueView, say: Speaker | None = None, inline: bool = False) -> str:
    """A clue as a sentence; ``inline``: as it goes on after a colon, in a run of clues (in English, its
    first word in lower case)."""
    say = say or english()
    kind = "near" if clue.kind == "near_head" else "far" if clue.kind == "far_head" else "on"
    where = Words(
        id="slither-board-clue-where",
        args={"kind": kind, "hex": clue.hex if kind == "on" else hex_name(clue.hex)},
    )
    segment: Words | str = segment_of(clue.segment) if clue.segment else ""
    if clue.moment == "now":
        if clue.kind == "not_in_path":
            return say("slither-board-clue-hand-now", hex=clue.hex)
        if clue.kind == "at":
            return say("slither-board-clue-at-now", hex=clue.hex, segment=segment)
        return say("slither-board-clue-near-now", segment=segment, where=where, inline=inline)
    if clue.moment == "reveal":
        return say("slither-board-clue-reveal", round=clue.round, hex=clue.hex, inline=inline)
    if clue.moment == "fell":
        hit = clue.kind == "venom_hit"
        building = hex_name(clue.hex) if hit else ""
        return say("slither-board-clue-fell", round=clue.round, hit=hit, building=building, inline=inline)
    if clue.moment == "played":
        return say("slither-board-clue-played", round=clue.round, where=where, inline=inline)
    return say(
        "slither-board-clue-grown",
        setup=not clue.round,
        round=clue.round,
        at=clue.kind == "at",
        hex=clue.hex,
        segment=segment,
        where=where,
        inline=inline,
    )


def clues_inline(clues: Sequence[ClueView], say: Speaker | None = None) -> str:
    """Clues in one run of text, one after another, as a sentence goes on after a colon."""
    return semicolons((clue_text(clue, say, inline=True) for clue in clues), say)
