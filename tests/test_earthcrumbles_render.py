"""The As The Earth Crumbles renderer (bot/render/earthcrumbles.py): boards from random playouts of every
player count and both income options fit Discord, read as players' words (display names, tile names,
counts that agree, no tile ids), and the picture shows what the view says (the tiles that can be
salvaged marked, covered tiles dimmed, the exploding gas pocket, the final scores).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import pytest
from PIL import Image

from bot.render import draw as d
from bot.render import earthcrumbles as ec
from bot.render.base import RenderedBoard, escape_markdown, seat_name
from bot.render.earthcrumbles import RENDERER
from engines import ENGINES
from engines.earthcrumbles.data import COVERED_BY
from engines.earthcrumbles.models import EarthState, EarthView
from support import boards
from support.boards import HOST_ROOM, decode, embed_size, sample

ENGINE = ENGINES["earthcrumbles"]
NAMES = ["Ann", "Bo *the* Builder", "Cy", "Dee", "Ed"]
TILE_ID = re.compile(r"\b(?:a-[bgr]\d+|b-[bgr]\d|gp-\d)\b")
# A count of 2 or more (or 0) before a singular noun, or 1 before a plural one.
WRONG_PLURAL = re.compile(
    r"\b(?:0|[2-9]|[1-9]\d+) (?:Coin|tile|Build Point|gas pocket|directive|older tile)\b(?!s)"
    r"|\b1 (?:Coins|tiles|Build Points|gas pockets|directives|older tiles)\b"
    r"|Cultures|Prosperities|Prestiges"
)


def playout(players: int, seed: int, income: str = "auto") -> list[EarthState]:
    return boards.playout(ENGINE, players, seed, ENGINE.options_type(income=income))


def embed_words(board: RenderedBoard) -> str:
    return "\n".join(
        [board.title, board.description, board.footer, *(f"{n}\n{v}" for n, v, _ in board.fields)]
    )


def count(image: Image.Image, colour: tuple[int, int, int]) -> int:
    """Pixels of exactly that colour."""
    histogram = image.convert("RGB").getcolors(maxcolors=1 << 22) or []
    return next((n for n, c in histogram if c == colour), 0)


def first_view(states: Sequence[EarthState], wanted: str) -> EarthView:
    view: EarthView = next(ENGINE.view(s, None) for s in states if s.phase == wanted)
    return view


@pytest.fixture(scope="module")
def five() -> list[EarthState]:
    return playout(5, 3)


# ---- every board fits Discord and reads as players' words ---------------------------------------------


@pytest.mark.parametrize(
    ("players", "income", "seed"),
    [
        (1, "auto", 1),
        (1, "ask", 2),
        (2, "ask", 3),
        (3, "auto", 4),
        (4, "ask", 5),
        (5, "auto", 6),
        (5, "ask", 7),
    ],
)
def test_boards_of_random_playouts_fit_discord(players: int, income: str, seed: int) -> None:
    names = NAMES[:players]
    states = playout(players, seed, income)
    assert states[-1].phase == "over"
    for state in sample(states, 6):
        for seat in (None, 0):
            view = ENGINE.view(state, seat)
            board = RENDERER.board(view, names)
            image = decode(board.image_png)
            assert image.size == (ec.WIDTH, ec.board_height(view))
            assert 1000 <= image.width <= 1400
            assert len(board.title) <= 256 and board.description and len(board.description) <= 4096
            assert len(board.footer) <= 2048
            assert len(board.fields) <= 19  # the host adds one, and shows at most 20 of the board's
            assert all(0 < len(n) <= 256 and 0 < len(v) <= 1024 for n, v, _ in board.fields)
            assert embed_size(board) + HOST_ROOM <= 6000
            text = RENDERER.text(view, names)
            words = embed_words(board)
            for name in names:
                assert name in text
                assert escape_markdown(name) in words, name
            for tile in view.earth:
                if tile.takeable:
                    assert ec.tile_words(tile.tile) in text and ec.tile_words(tile.tile) in words
            for written in (text, words):
                assert not TILE_ID.search(written), TILE_ID.search(written)
                assert not re.search(r"\bseats?\b|\{s\d\}|Player \d", written, re.IGNORECASE)
                assert not WRONG_PLURAL.search(written), WRONG_PLURAL.search(written)
            assert RENDERER.private_text(view, names) == ""
            assert RENDERER.private_image(view, names) is None


def test_a_five_player_late_board_stays_within_discord_with_long_names(five: list[EarthState]) -> None:
    long_names = ["W" * 32, "Ö" * 32, "🐧" * 32, "M" * 32, "_*~" * 10]
    for state in five[len(five) // 2 :: 7]:
        view = ENGINE.view(state, None)
        board = RENDERER.board(view, long_names)
        decode(board.image_png)
        assert embed_size(board) + HOST_ROOM <= 6000
        assert all(len(n) <= 256 and len(v) <= 1024 for n, v, _ in board.fields)


# ---- words ------------------------------------------------------------------------------------------------


def test_counts_agree_with_their_numbers(five: list[EarthState]) -> None:
    view = first_view(five[40:], "build")
    one = view.players[0].model_copy(update={"coins": 1, "culture": 1, "prosperity": 1, "prestige": 1})
    two = view.players[1].model_copy(update={"coins": 2, "culture": 2, "prosperity": 2, "prestige": 2})
    single = view.model_copy(update={"players": (one, two, *view.players[2:]), "bp": 1, "tiles_left": 1})
    text = RENDERER.text(single, NAMES)
    assert "1 Coin, 1 Culture, 1 Prosperity\n" in text and "2 Coins, 2 Culture, 2 Prosperity\n" in text
    assert "Worth 1 Prestige now" in text and "Worth 2 Prestige now" in text
    assert "1 Build Point left" in text and "The Earth: 1 tile left" in text
    assert not WRONG_PLURAL.search(text)
    plenty = single.model_copy(update={"bp": 2, "tiles_left": 2})
    assert "2 Build Points left" in RENDERER.text(plenty, NAMES)
    assert "The Earth: 2 tiles left" in RENDERER.text(plenty, NAMES)


def test_sites_are_grouped_by_lane_with_heights_and_printed_coins(five: list[EarthState]) -> None:
    view = ENGINE.view(five[len(five) * 3 // 4], None)
    text = RENDERER.text(view, NAMES)
    for p in view.players:
        for site in p.sites:
            assert ec.site_words(site) in text
            if not site.stack and site.printed_coin:
                assert f"Site {site.site}: empty, prints 1 Coin" in text
    assert "Blue Lane: Site 1" in text and "Green Lane: Site 3" in text and "Red Lane: Site 5" in text
    stacked = [s for p in view.players for s in p.sites if len(s.stack) > 1]
    assert stacked, "the sample has a stack of two tiles or more"
    assert f"({len(stacked[0].stack)} tiles)" in text


def test_the_embed_marks_the_active_player_and_the_deciding_ones() -> None:
    states = playout(4, 5, "ask")
    view = next(
        v for v in (ENGINE.view(s, None) for s in states) if v.phase == "income" and len(v.waiting) > 1
    )
    board = RENDERER.board(view, NAMES)
    marks = {
        n.split(" ", 1)[1].split(" (")[0]: n.split(" ", 1)[0] for n, _, _ in board.fields if n[0] in "▶⏳"
    }
    assert marks[escape_markdown(NAMES[view.turn])] == "▶"
    for seat in view.waiting:
        if seat != view.turn:
            assert marks[escape_markdown(NAMES[seat])] == "⏳"
    assert set(marks) <= {escape_markdown(NAMES[s]) for s in (view.turn, *view.waiting)}
    deciding = [NAMES[s] for s in view.waiting]
    assert all(name in board.description.replace("\\", "") for name in deciding)


def test_the_end_reads_as_scores_directives_and_the_solo_band() -> None:
    view = ENGINE.view(playout(3, 9)[-1], None)
    assert view.phase == "over" and view.scores
    board = RENDERER.board(view, NAMES)
    assert board.description.startswith("**Game over: ")
    text = RENDERER.text(view, NAMES)
    for p in view.players:
        assert f"Final score: {view.scores[p.seat]} Prestige" in text
    for name, seat in view.claimed:
        assert f"{name} (" in text and f"claimed by {NAMES[seat]}" in text
    assert board.color == 0xE9B949
    solo = ENGINE.view(playout(1, 4)[-1], None)
    words = RENDERER.text(solo, NAMES)
    if solo.band:
        assert f": {solo.band}!" in words
    else:
        assert "short of the 60 that just pulls through" in words
    assert "Solo game: no Social Directives" in words


def test_odd_and_missing_names_do_not_break_the_board(five: list[EarthState]) -> None:
    view = ENGINE.view(five[60], None)
    board = RENDERER.board(view, ["🐧🐧", ""])
    decode(board.image_png)
    text = RENDERER.text(view, ["🐧🐧", ""])
    assert all(seat_name(["🐧🐧", ""], s) in text for s in range(5))
    assert "Player 2" in text and "Player 5" in RENDERER.text(view, [])


# ---- the picture shows what the view says -----------------------------------------------------------------


@pytest.mark.slow
def test_the_take_mark_appears_exactly_on_the_tiles_that_can_be_taken(five: list[EarthState]) -> None:
    seen = {"takeable": 0, "none": 0}
    for state in sample(five, 12):
        view = ENGINE.view(state, None)
        image = ec.draw_board(view, NAMES)
        takeable = [t for t in view.earth if t.takeable]
        assert (count(image, ec.TAKE) > 0) == bool(takeable), view.phase
        seen["takeable" if takeable else "none"] += 1
        for t in view.earth:
            inside = count(image.crop(ec.tile_box(t.layer, t.x, t.y)), ec.TAKE)
            assert (inside > 0) == t.takeable, ec.tile_words(t.tile)
    assert all(seen.values()), seen


def test_covered_tiles_are_dimmed_and_uncovered_ones_bright() -> None:
    view = ENGINE.view(playout(3, 2)[0], None)
    image = ec.draw_board(view, NAMES)
    present = {t.position for t in view.earth}
    checked = {True: 0, False: 0}
    for t in view.earth:
        covered = any(p in present for p in COVERED_BY[t.position])
        x0, y0, x1, _ = ec.tile_box(t.layer, t.x, t.y)
        band = ec.TILE_COLOUR[t.tile.colour][0]
        expected = d.mix(band, ec.BG, ec.DIM) if covered else band
        assert image.getpixel(((x0 + x1) // 2, y0 + 2)) == expected, ec.tile_words(t.tile)
        checked[covered] += 1
    assert checked[True] == 38 and checked[False] == 2  # at the start only the top layer is uncovered


def test_no_tile_of_the_earth_hides_another() -> None:
    boxes = [ec.tile_box(t.layer, t.x, t.y) for t in ENGINE.view(playout(2, 1)[0], None).earth]
    assert len(boxes) == 40
    for i, a in enumerate(boxes):
        for b in boxes[i + 1 :]:
            assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1], (a, b)
        assert 0 <= a[0] and a[2] <= ec.WIDTH


def test_the_exploding_gas_pocket_is_marked() -> None:
    view = next(
        v
        for seed in range(1, 40)
        for v in (ENGINE.view(s, None) for s in playout(3, seed))
        if v.phase == "gas"
    )
    assert view.gas is not None
    gas = next(t for t in view.earth if t.tile.id == view.gas.id)
    image = ec.draw_board(view, NAMES)
    x0, y0, x1, y1 = ec.tile_box(gas.layer, gas.x, gas.y)
    ring = image.crop((x0 - 5, y0 - 5, x1 + 5, y1 + 8))
    assert count(ring, ec.DANGER) > 200
    assert "Gas Pocket exploded" in RENDERER.board(view, NAMES).description
    assert count(image, ec.TAKE) == 0


def test_every_colour_has_its_own_symbol_shape() -> None:
    masks = {
        c: ec.symbol_tile(c, 24, (0, 0, 0)).getchannel("A").tobytes() for c in ("blue", "green", "red", "")
    }
    assert len(set(masks.values())) == 4
    assert all(sum(m) > 0 for m in masks.values())


def test_the_picture_changes_with_a_players_resources(five: list[EarthState]) -> None:
    view = ENGINE.view(five[50], None)
    richer = view.players[1].model_copy(update={"coins": view.players[1].coins + 3})
    other = view.model_copy(update={"players": (view.players[0], richer, *view.players[2:])})
    assert ec.draw_board(view, NAMES).tobytes() != ec.draw_board(other, NAMES).tobytes()


def test_the_final_scores_take_the_earths_place() -> None:
    states = playout(4, 8)
    last = ENGINE.view(states[-1], None)
    assert not last.earth and last.scores
    image = ec.draw_board(last, NAMES)
    assert image.height == ec.board_height(last) < ec.board_height(ENGINE.view(states[0], None))
    gold = count(image.crop((0, ec.earth_top(last), ec.WIDTH, ec.info_top(last))), ec.GOLD)
    assert gold > 100  # the winner's row is framed in gold
