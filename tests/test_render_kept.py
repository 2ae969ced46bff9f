"""The boards drawn last in a process are kept (bot/render/pictures.py, ``drawn_board``): the web
companion in the bot's process shows its watchers the board the bot drew for the channel, without drawing
it again; a view never met before, or other names, is drawn."""

from __future__ import annotations

import contextlib
import importlib
from collections.abc import Sequence
from typing import Any

import pytest

import bot.render.pictures
from bot.catalogue.registry import GAMES
from bot.render import draw as d
from bot.render import stamps
from bot.render.pictures import board_picture, drawn_board
from bot.render.protocol import RenderedBoard
from engines import ENGINES, AnyEngine
from support.boards import playout


class Counting:
    """A renderer's ``board``, counted."""

    def __init__(self, key: str) -> None:
        spec = GAMES.get(key)
        assert spec is not None and spec.renderer is not None
        self.inner = spec.renderer
        self.calls = 0

    def board(self, view: Any, names: Sequence[str]) -> RenderedBoard:
        self.calls += 1
        board: RenderedBoard = self.inner.board(view, names)
        return board

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)


def views(engine: AnyEngine, count: int) -> list[Any]:
    state = engine.new_game(2, 7)
    found = [engine.view(state, None)]
    while len(found) < count:
        seat = min(engine.current_seats(state))
        state = engine.apply(state, seat, engine.legal_actions(state, seat)[0])
        found.append(engine.view(state, None))
    return found


def test_a_board_drawn_once_is_not_drawn_again_for_the_same_view_and_names(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(bot.render.pictures, "_drawn", type(bot.render.pictures._drawn)())
    renderer = Counting("gentoo")
    first, second = views(GAMES.engines["gentoo"], 2)
    names = ("Ann", "Bob")
    drawn = drawn_board(renderer, first, names)
    # The companion's picture of the same position: the same bytes, not drawn again.
    picture = board_picture(renderer, first, names)
    assert renderer.calls == 1 and picture is not None and picture.png == drawn.image_png
    assert drawn_board(renderer, first, ("Ann", "Cy")) is not drawn  # other names: drawn
    assert drawn_board(renderer, second, names) is not drawn  # another position: drawn
    assert renderer.calls == 3
    other = Counting("gentoo")  # another renderer draws its own, whatever its class
    drawn_board(other, first, names)
    assert other.calls == 1


def test_only_the_last_boards_are_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bot.render.pictures, "_drawn", type(bot.render.pictures._drawn)())
    monkeypatch.setattr(bot.render.pictures, "KEPT_BOARDS", 2)
    renderer = Counting("gentoo")
    positions = views(GAMES.engines["gentoo"], 3)
    for view in positions:
        drawn_board(renderer, view, ("Ann", "Bob"))
    drawn_board(renderer, positions[0], ("Ann", "Bob"))
    assert renderer.calls == 4 and len(bot.render.pictures._drawn) == 2


PALETTES = {
    "gentoo": "bot.render.gentoo.palette",
    "grimprospects": "bot.render.grimprospects.palette",
    "giantsnail": "bot.render.giantsnail.palette",
    "earthcrumbles": "bot.render.earthcrumbles.palette",
    "slither": "bot.render.slither.palette",
}


@pytest.mark.parametrize("key", sorted(PALETTES))
def test_a_palettes_sample_board_leaves_no_tiles_in_the_drawing_caches(
    key: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A board's palette is learnt once from a sample board in English (``draw.learnt_once``): its tiles
    (region cards, labels) and the masks of its words are never used on a board in another language, and
    would be kept for the process's life."""
    palette = importlib.import_module(PALETTES[key])
    spec = GAMES.get(key)
    assert spec is not None and spec.renderer is not None
    engine = ENGINES[key]
    names = ["Ann", "Bo", "Cy", "Dee"][: engine.min_players]
    states = playout(engine, engine.min_players, 1)
    view, later = (engine.view(states[min(step, len(states) - 1)], None) for step in (30, 60))
    try:
        d._clear_drawing_caches()
        stamps.forget()
        learnt = palette.board_palette().getpalette()
        assert d.drawings_kept() == 1  # the palette itself
        assert stamps.remembered() == 0  # nor a mask of the sample's words
        # The control: a board's own tiles and words are kept (so the counts above can fail), and drawn
        # within ``once`` it keeps nothing more.
        spec.renderer.board(view, names)
        tiles, words = d.drawings_kept(), stamps.remembered()
        assert words > 0
        if key != "slither":  # SLITHER's board draws no tiles to keep
            assert tiles > 2
        with d.once():
            spec.renderer.board(later, names)
        assert d.drawings_kept() == tiles and stamps.remembered() == words
        # What ``once`` draws is what the caches would have drawn: the same palette learnt through them.
        d._clear_drawing_caches()
        stamps.forget()
        monkeypatch.setattr(d, "once", contextlib.nullcontext)
        assert palette.board_palette().getpalette() == learnt
        assert stamps.remembered() > 0
        if key != "slither":  # SLITHER's sample is a swatch of its inks and pieces: words, no tiles
            assert d.drawings_kept() > 2
    finally:
        d._clear_drawing_caches()
        stamps.forget()
