"""SLITHER's pictures draw whatever the players are called: long names, CJK, emoji, right-to-left, markup,
control characters, names empty once stripped. The map's size follows the room the names leave, so a
name moves every mark on it, the lettered spots of a tile being laid (``pieces.letter_disc``) included:
every picture and close-up, in every view, at every kind of step."""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence

import pytest
from PIL import Image, ImageDraw

from bot.render.slither import RENDERER, pieces
from engines.slither import SlitherEngine
from engines.slither.models import SlitherState
from support import boards
from support.boards import decode

ENGINE = SlitherEngine()

HOSTILE = [
    ["Alexandra Constantinopoulos the Long-Named", "李小龍", "x", "|pipes|", "Di"],
    ["🐍" * 20, "👨‍👩‍👧‍👦🐸", "🐸", "\u200b", "🏳️‍🌈"],
    ["שלום עולם", "مرحبا بالعالم الكبير جدا", "‮reversed‬", "עברית", "؟"],
    ["   ", "", "\t\n", "\u00a0\u3000", "Bo"],
    ["龍" * 40, "W" * 100, "Ω̴̡̢̛̛̛̛̛̛̛̛̛̛̛̛" * 3, "**bold** _it_ `code` <@123>", "a" * 300],
    ["Sal", "Ann", "Bo", "Cy", "Di"],
]


def states(players: int, seed: int) -> Iterator[SlitherState]:
    """The states of a random game in which a tile is being laid, and one of each other phase."""
    seen: set[str] = set()
    for state in boards.each_state(ENGINE, players, seed, random_seat=True):
        kind = state.phase + ("+spot" if state.spot else "") + ("+group" if state.spot_group else "")
        if state.phase == "place_tile" or kind not in seen:
            seen.add(kind)
            yield state


def draw_everything(state: SlitherState, names: Sequence[str]) -> None:
    for seat in (None, 0, 1):
        view = ENGINE.view(state, seat)
        decode(RENDERER.board(view, names).image_png, min_width=800)
        for close in RENDERER.close_ups(view, names):
            found = RENDERER.close_up(view, names, close.key)
            assert found is not None
            decode(found.image_png, min_width=800)
        if seat == 0:
            decode(RENDERER.private_image(view, names), min_width=800)


def test_the_names_of_the_report_draw_while_a_tile_is_laid() -> None:
    """4 players, seed 1, step 6: the snake's picture, the map and its path close-up raised ``ValueError:
    x1 must be greater than or equal to x0`` in ``letter_disc``."""
    names = HOSTILE[0][:4]
    for step, state in enumerate(boards.each_state(ENGINE, 4, 1, random_seat=True)):
        if step > 12:
            break
        draw_everything(state, names)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_hostile_names_draw_in_every_picture_and_close_up(players: int) -> None:
    name_sets = itertools.cycle(HOSTILE)
    for state in itertools.islice(states(players, players), 14):
        draw_everything(state, next(name_sets)[:players])


def test_a_spot_letter_draws_wherever_it_falls_and_whatever_the_map_size() -> None:
    """Pillow refuses a rounded rectangle a pixel or so wider than its corners: the disc is drawn on whole
    pixels, a disc or at least two pixels wider than one, for any centre and any hex radius."""
    image = Image.new("RGB", (300, 300))
    draw = ImageDraw.Draw(image)
    for letter in ("a", "m", "w", "aa", "zz"):
        for radius in range(10, 80, 3):
            for fx, fy in itertools.product(range(0, 20, 2), range(0, 20, 5)):
                pieces.letter_disc(draw, 150 + fx / 20, 150 + fy / 20, letter, radius + fx / 40)
