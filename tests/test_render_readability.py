"""Boards a player can read on a phone, with a screen reader, and without telling red from green
(docs/rendering.md), checked for every game on boards from seeded random playouts: the start, the middle and the end, with the
largest number of players, the public board and each seat's private image, and every close-up offered; in
English, and in each language a game's pictures speak (Renderer.in_language).

- Readable at 400 pixels: through the drawing helpers' measurement (bot/render/measure.py), every text
  is at least one fortieth of the image's width (10 px when shown 400 wide) and has at least WCAG AA
  contrast (4.5:1) against what lies behind it.
- Colour-blind safe: the colours a renderer declares must be told apart (``Renderer.colour_groups``) stay
  ΔE00 ``MIN_DISTINCT`` apart under simulated protanopia, deuteranopia and tritanopia.
- Alt text: every image carries a description of at most 1,024 characters (Discord's limit).
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from typing import Any

import pytest
from PIL import Image

from bot.catalogue.registry import GAMES
from bot.i18n import LANGUAGES, SOURCE
from bot.render import draw as d
from bot.render.colour import MIN_DISTINCT, VISIONS, pairs_too_close
from bot.render.protocol import CLOSE_UP_KEY, MAX_ALT_TEXT, MAX_LABEL, Renderer
from engines import ENGINES
from engines.base import LABEL_NAME_LENGTH
from support import boards

NAMES = ["Alice", "Bartholomew Penguinsworth III", "Zoë Ørsted", "Dan 🐧", "Ève-Marie Lindqvist", "Fay"]
SEED = 11


def renderer(key: str, language: str = SOURCE) -> Renderer:
    found = GAMES[key].renderer
    assert found is not None
    return found.in_language(language)


# Every game in English, and each game whose pictures speak another language in that one too.
SPOKEN = [
    (key, language)
    for key in sorted(ENGINES)
    for language in LANGUAGES
    if language == SOURCE or renderer(key, language) is not renderer(key)
]


def names_for(key: str) -> list[str]:
    return NAMES[: ENGINES[key].max_players]


def may_be_cut(text: str, names: list[str]) -> bool:
    """Whether a text drawn cut short may be: a name alone, or words with a name longer than
    ``LABEL_NAME_LENGTH`` characters in them (as a font draws them: "Dan 🐧" is "Dan")."""
    f = d.font(20)
    drawn = [f.clean(name) for name in names]
    return text in drawn or any(len(name) > LABEL_NAME_LENGTH and name in text for name in drawn)


def sample_states(key: str) -> list[Any]:
    """The start, the middle and the end of a seeded random playout with the most players."""
    engine = ENGINES[key]
    states = boards.playout(engine, engine.max_players, SEED)
    return [states[0], states[len(states) // 2], states[-1]]


def pictures(key: str, language: str = SOURCE) -> Iterator[tuple[str, bytes | None, str]]:
    """Every picture the bot may send for the sampled positions, with its alt text: the public board,
    each seat's private image and board, and each close-up offered by the public view and by each seat's
    view."""
    engine, r = ENGINES[key], renderer(key, language)
    n = engine.max_players
    names = names_for(key)
    for k, state in enumerate(sample_states(key)):
        public = engine.view(state, None)
        board = r.board(public, names)
        yield f"board {k}", board.image_png, board.alt_text
        views = [public]
        for seat in range(n):
            view = engine.view(state, seat)
            views.append(view)
            yield (
                f"seat {seat + 1}'s image {k}",
                r.private_image(view, names),
                r.private_alt_text(view, names),
            )
            own = r.board(view, names)  # a board may also be drawn from a seat's view ("(you)")
            yield f"seat {seat + 1}'s board {k}", own.image_png, own.alt_text
        for view in views:
            for close in r.close_ups(view, names):
                image = r.close_up(view, names, close.key)
                assert image is not None, close
                yield f"close-up {close.key} {k}", image.image_png, image.alt_text


@pytest.mark.parametrize(("key", "language"), SPOKEN)
def test_every_picture_is_readable_at_phone_size_and_has_its_alt_text(key: str, language: str) -> None:
    """Every picture the bot may send, drawn once and checked twice: each text measured for its size and
    contrast on a phone, and the picture's alt text there, within Discord's limit and with no seat left as
    a placeholder (a picture without words is one a screen reader cannot read)."""
    seen = 0
    with d.measuring() as m:
        for what, png, alt in pictures(key, language):
            if png is None:
                continue
            seen += 1
            image = Image.open(io.BytesIO(png))
            assert image.format == "PNG", what
            assert alt.strip(), f"{what} has no alt text"
            assert len(alt) <= MAX_ALT_TEXT, f"{what}: {len(alt)} characters"
            assert "{s" not in alt, f"{what}: a seat placeholder was left in: {alt!r}"
    assert seen >= 3
    assert m.images, "no picture was measured"
    assert m.lost_texts() == [], "texts drawn where the measurement could not follow them"
    # Nothing is cut short to fit but a player's name, and words that name someone longer than the
    # names the designs leave room for (the words themselves have their room in every language); no
    # text runs past the edge of what it is drawn on.
    assert sorted({t for t in m.cuts if not may_be_cut(t, names_for(key))}) == []
    assert sorted(set(m.overflows)) == []
    problems = [
        f"image {i} ({image.width} px wide): {p}"
        for i, image in enumerate(m.images)
        for p in image.problems()
    ]
    assert problems == []


@pytest.mark.parametrize("key", sorted(ENGINES))
def test_colours_that_must_be_told_apart_stay_apart_for_colour_blind_players(key: str) -> None:
    groups = renderer(key).colour_groups()
    assert groups, "a redesigned renderer says which colours players must tell apart"
    too_close = [str(t) for group in groups for t in pairs_too_close(group)]
    assert too_close == [], f"under {', '.join(VISIONS)}, at least ΔE00 {MIN_DISTINCT}"


@pytest.mark.parametrize(("key", "language"), SPOKEN)
def test_close_ups_have_keys_for_buttons_and_labels_for_players(key: str, language: str) -> None:
    engine, r = ENGINES[key], renderer(key, language)
    names = NAMES[: engine.max_players]
    for state in sample_states(key):
        for seat in (None, *range(engine.max_players)):
            view = engine.view(state, seat)
            ups = r.close_ups(view, names)
            assert len({u.key for u in ups}) == len(ups)
            for close in ups:
                assert CLOSE_UP_KEY.fullmatch(close.key), close
                assert 0 < len(close.label) <= MAX_LABEL and "{s" not in close.label, close
            assert r.close_up(view, names, "no-such-close-up") is None
