"""SLITHER's names of things in a reader's language, which every other words module builds on: hexes (as
printed: 12, C, β1), the ability cards with their timings and texts, the snake's segments and the tags
they carry on the map, the round, and the few joins a sentence needs (``slither.ftl``,
"The board in words").

Every function takes ``say``, the reader's catalogue; without one it speaks English (``english``).
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.i18n import Speaker, english
from engines.phrasing import Words
from engines.slither.data import catalog
from engines.slither.models import SlitherView
from engines.slither.setup import card_words

FOUND_OUT_TO_WIN = 2  # [R] Goal: the frogs win by revealing the snake 2 times
SENTENCE_ENDS = (".", "!", "?", "。", "！", "？")


def hex_name(hex_id: str | None, say: Speaker | None = None) -> str:
    """A hex as printed (numbers and letters as they are, buildings as β1/β2), in any language."""
    if hex_id is None:
        return (say or english())("slither-board-off-board")
    return catalog().name(hex_id)


def ability_name(card_id: str | None, say: Speaker | None = None) -> str:
    """An ability card's name (the engine's ``slither-card-*`` message); "" for none."""
    if card_id is None:
        return ""
    return (say or english()).words(card_words(card_id))


def _card_key(card_id: str) -> str:
    return card_id.replace("_", "-")


def ability_text(card_id: str, say: Speaker | None = None) -> str:
    """An ability card's whole text, as the close-up and the alt text say it."""
    return (say or english())(f"slither-board-card-text-{_card_key(card_id)}")


def ability_timing(card_id: str, say: Speaker | None = None) -> str:
    """When a frog card is used ("Reveal step"); "" for the snake's cards, which name no time."""
    if card_id not in catalog().frog_cards:
        return ""
    return (say or english())(f"slither-board-card-timing-{_card_key(card_id)}")


def segment_of(name: str) -> Words:
    """A segment as the view names it ("Head", "Middle 2", "Tail", ``setup.segment_name``) as the engine's
    message for it (``setup.segment_words``), to be said in any language."""
    if name == "Head":
        return Words(id="slither-segment", args={"kind": "head", "number": 0})
    if name == "Tail":
        return Words(id="slither-segment", args={"kind": "tail", "number": 0})
    return Words(id="slither-segment", args={"kind": "middle", "number": int(name.removeprefix("Middle "))})


def segment_name(name: str, say: Speaker | None = None) -> str:
    """A segment's name in the reader's language ("Head", "Mitte 1", "胴1")."""
    return (say or english()).words(segment_of(name))


def segment_tag(name: str, say: Speaker | None = None) -> str:
    """The tag a path card carries on the map: H, M1..M4, T in English."""
    return (say or english())("slither-board-tag", **segment_of(name).args)


def round_words(view: SlitherView) -> Words:
    """The round as a message: round 0 is the setup (the first Frogs Move starts round 1), so players
    read "Setup" there; "Round 5 of 13" with the Balanced variant's limit."""
    return Words(id="slither-board-round", args={"round": view.round, "last": view.last_round})


def sentence(text: str, say: Speaker | None = None) -> str:
    """The text ending as a sentence does, in the reader's language."""
    return text if text.endswith(SENTENCE_ENDS) else (say or english())("slither-board-sentence", text=text)


def semicolons(parts: Iterable[str], say: Speaker | None = None) -> str:
    """Parts that each hold a list of their own, one after another ("A: 1, 2; B: 3")."""
    return (say or english())("slither-board-semicolon").join(parts)
