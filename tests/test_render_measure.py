"""Measuring through the drawing helpers (bot/render/measure.py, bot/render/draw.py): every text drawn is
recorded with its size, box, colour and background, follows its tile when pasted, and nothing is recorded
outside a measuring block. Also: renderers cannot draw text, paste or cache pictures around the helpers."""

from __future__ import annotations

import ast
from pathlib import Path

from PIL import Image, ImageDraw

from bot.render import draw as d
from bot.render import measure
from bot.render.colour import contrast_ratio

RENDER = Path(__file__).resolve().parent.parent / "bot" / "render"
WHITE, BLACK, NAVY, GOLD = (255, 255, 255), (0, 0, 0), (20, 30, 60), (245, 197, 66)


def test_a_text_is_recorded_with_its_size_box_colour_and_background() -> None:
    image = Image.new("RGB", (400, 100), NAVY)
    draw = ImageDraw.Draw(image)
    f = d.font(20, bold=True)
    with d.measuring() as m:
        f.draw(draw, (10, 50), "Hello", WHITE, anchor="lm")
        d.encode_png(image)
    [shot] = m.images
    assert (shot.width, shot.height) == (400, 100)
    [text] = shot.texts
    assert text.text == "Hello" and text.size == 20 and text.fill == WHITE
    assert 13 <= text.cap_height <= 16  # DejaVu Sans Bold: capitals 0.73 em
    x0, y0, x1, y1 = text.box
    assert x0 >= 9 and x1 <= 10 + f.width("Hello") + 2 and y0 < 50 < y1
    assert text.backgrounds == (NAVY,)
    assert text.contrast > 14
    assert shot.phone_size(text) == 20
    assert shot.problems() == []


def test_small_or_faint_text_is_reported() -> None:
    image = Image.new("RGB", (1000, 100), NAVY)
    draw = ImageDraw.Draw(image)
    with d.measuring() as m:
        d.font(20).draw(draw, (10, 10), "tiny", WHITE)  # 8 px at 400 wide
        d.font(30).draw(draw, (10, 50), "faint", (40, 50, 90))
        d.encode_png(image)
    problems = m.images[0].problems()
    assert len(problems) == 2
    assert "'tiny' is 8.0 px" in problems[0] and "'faint'" in problems[1] and "contrast" in problems[1]


def test_the_background_is_what_lies_under_the_text_before_it_is_drawn() -> None:
    image = Image.new("RGB", (300, 60), NAVY)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, 60, 60), fill=GOLD)  # the text starts on gold and ends on navy
    with d.measuring() as m:
        d.font(24).draw(draw, (20, 30), "Half and half", BLACK, anchor="lm")
        d.font(24).draw(draw, (200, 30), "X", GOLD, anchor="lm")  # gold ink: not its own background
        d.encode_png(image)
    half, x = m.images[0].texts
    assert set(half.backgrounds) == {GOLD, NAVY}
    assert half.contrast == min(contrast_ratio(BLACK, GOLD), contrast_ratio(BLACK, NAVY)) < 4.5
    assert x.backgrounds == (NAVY,)


def test_a_pasted_tile_brings_its_texts_onto_the_board_over_what_shows_through() -> None:
    board = Image.new("RGB", (600, 200), NAVY)
    tile = Image.new("RGBA", (240, 60), (0, 0, 0, 0))  # transparent, with a gold card on its left half
    tile_draw = ImageDraw.Draw(tile)
    tile_draw.rectangle((0, 0, 119, 59), fill=(*GOLD, 255))
    with d.measuring() as m:
        d.font(22).draw(tile_draw, (5, 30), "on card", BLACK, anchor="lm")
        d.font(22).draw(tile_draw, (140, 30), "air", WHITE, anchor="lm")  # over the transparent half
        d.paste(board, tile, (300, 100))
        d.paste(board, tile, (10, 10))  # a tile pasted twice carries its texts twice
        d.encode_png(board)
    texts = m.images[0].texts
    assert [t.text for t in texts] == ["on card", "air", "on card", "air"]
    on_card, air = texts[0], texts[1]
    assert on_card.box[0] >= 300 and on_card.box[1] >= 100
    assert GOLD in on_card.backgrounds
    assert air.backgrounds == (NAVY,)  # the board shows through the tile there
    assert m.lost_texts() == []


def test_a_cached_tile_is_measured_wherever_it_is_pasted() -> None:
    @d.drawing_cache
    def badge(word: str) -> Image.Image:
        tile = Image.new("RGB", (100, 40), GOLD)
        d.font(20, bold=True).draw(ImageDraw.Draw(tile), (50, 20), word, BLACK, anchor="mm")
        return tile

    badge("early")  # cached before the measurement starts: measuring draws it again
    board = Image.new("RGB", (400, 100), NAVY)
    with d.measuring() as m:
        d.paste(board, badge("early"), (0, 0))
        d.paste(board, badge("early"), (200, 50))  # a cache hit
        d.encode_png(board)
    assert [(t.text, t.box[0] >= 200) for t in m.images[0].texts] == [("early", False), ("early", True)]


def test_a_tile_first_drawn_inside_another_cached_drawing_is_measured_on_later_boards() -> None:
    """A palette learnt from sample boards draws (and caches) tiles before any real board needs them;
    those tiles still carry their texts when a real board pastes them from the cache."""

    @d.drawing_cache
    def label(word: str) -> Image.Image:
        tile = Image.new("RGB", (120, 40), GOLD)
        d.font(20, bold=True).draw(ImageDraw.Draw(tile), (60, 20), word, BLACK, anchor="mm")
        return tile

    @d.drawing_cache
    def palette() -> Image.Image:
        sample = Image.new("RGB", (400, 100), NAVY)
        d.paste(sample, label("sampled"), (0, 0))
        return sample.quantize(16)

    with d.measuring() as m:
        palette()
        board = Image.new("RGB", (400, 100), NAVY)
        d.paste(board, label("sampled"), (200, 50))  # a cache hit
        d.encode_png(board)
    assert [t.text for t in m.images[0].texts] == ["sampled"]
    assert m.lost_texts() == []


def test_a_cached_tile_pasted_first_on_the_board_then_inside_another_cached_tile_keeps_its_texts() -> None:
    """A badge pasted on the board, then (a cache hit) inside a row drawn by another cached function: the
    row carries the badge's text as well as its own, wherever the row is pasted."""

    @d.drawing_cache
    def badge(word: str) -> Image.Image:
        tile = Image.new("RGB", (80, 40), GOLD)
        d.font(20, bold=True).draw(ImageDraw.Draw(tile), (40, 20), word, BLACK, anchor="mm")
        return tile

    @d.drawing_cache
    def row(word: str) -> Image.Image:
        tile = Image.new("RGB", (300, 40), NAVY)
        d.paste(tile, badge("R"), (0, 0))  # already drawn for the board: a cache hit
        d.font(20).draw(ImageDraw.Draw(tile), (100, 10), word, GOLD)
        return tile

    board = Image.new("RGB", (400, 200), NAVY)
    with d.measuring() as m:
        d.paste(board, badge("R"), (0, 0))
        d.paste(board, row("row"), (0, 100))
        d.encode_png(board)
    assert sorted((t.text, t.box[1] >= 100) for t in m.images[0].texts) == [
        ("R", False),
        ("R", True),
        ("row", True),
    ]
    assert m.lost_texts() == []


def test_text_on_a_tile_that_never_reaches_an_encoded_image_is_reported_lost() -> None:
    board = Image.new("RGB", (400, 100), NAVY)
    tile = Image.new("RGB", (100, 40), GOLD)
    with d.measuring() as m:
        d.font(20).draw(ImageDraw.Draw(tile), (5, 5), "resized away", BLACK)
        d.paste(board, tile.resize((50, 20)), (0, 0))
        d.encode_png(board)
    assert m.lost_texts() == ["resized away"]


def test_a_picture_cut_to_size_keeps_the_texts_inside_the_cut() -> None:
    tall = Image.new("RGB", (300, 600), NAVY)
    draw = ImageDraw.Draw(tall)
    with d.measuring() as m:
        d.font(24).draw(draw, (10, 40), "kept", WHITE)
        d.font(24).draw(draw, (10, 500), "cut away", WHITE)
        cut = d.crop(tall, (0, 20, 300, 200))
        d.encode_png(cut)
    [shot] = m.images
    assert [t.text for t in shot.texts] == ["kept"] and shot.height == 180
    assert 20 <= shot.texts[0].box[1] <= 30  # drawn at 40 (its ink a little lower), moved up 20 with the cut
    assert m.lost_texts() == []


def test_nothing_is_recorded_outside_a_measuring_block() -> None:
    assert measure.current() is None
    image = Image.new("RGB", (200, 50), NAVY)
    with d.measuring() as m:
        pass
    d.font(20).draw(ImageDraw.Draw(image), (5, 5), "unmeasured", WHITE)
    d.encode_png(image)
    assert m.images == [] and measure.current() is None


def test_text_in_several_fonts_is_one_text_with_one_box() -> None:
    image = Image.new("RGB", (500, 80), NAVY)
    f = d.font(24)
    with d.measuring() as m:
        f.draw(ImageDraw.Draw(image), (10, 40), "Zoë 张伟 Ёлка", WHITE, anchor="lm")
        d.encode_png(image)
    [text] = m.images[0].texts
    assert text.text == "Zoë 张伟 Ёлка" and text.size == 24
    assert text.box[2] - text.box[0] >= f.width("Zoë 张伟 Ёлка") - 4


# ---- renderers go through the helpers --------------------------------------------------------------------


def _render_modules() -> list[Path]:
    """Every module that draws a board, not the helpers that record what is drawn."""
    helpers = ("draw.py", "lettering.py", "measure.py", "stamps.py")
    return [p for p in sorted(RENDER.rglob("*.py")) if p.parent != RENDER or p.name not in helpers]


def test_renderers_draw_text_paste_and_cache_pictures_only_through_the_helpers() -> None:
    """A text drawn with ImageDraw.text, a tile pasted with Image.paste or a picture cached with
    functools.cache would escape the measurement (tests/test_render_readability.py): renderers use
    Font.draw (or pill), draw.paste and draw.drawing_cache instead."""
    found = []
    for path in _render_modules():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        where = path.relative_to(RENDER)
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
                name = node.func.attr
                first = node.args[0] if node.args else None
                if name in ("text", "multiline_text") and isinstance(first, (ast.Tuple, ast.Name)):
                    if any(k.arg in ("font", "fill") for k in node.keywords) or isinstance(first, ast.Tuple):
                        found.append(f"{where}:{node.lineno}: ImageDraw.{name}")
                if name in ("paste", "alpha_composite") and not (
                    isinstance(node.func.value, ast.Name) and node.func.value.id == "d"
                ):
                    found.append(f"{where}:{node.lineno}: .{name}() (use draw.paste)")
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                names = [a.name for a in node.names]
                if "ImageFont" in names or (
                    isinstance(node, ast.ImportFrom) and node.module == "PIL.ImageFont"
                ):
                    found.append(f"{where}:{node.lineno}: imports ImageFont (use draw.font)")
            if isinstance(node, ast.FunctionDef):
                returns = ast.unparse(node.returns) if node.returns else ""
                for deco in node.decorator_list:
                    text = ast.unparse(deco)
                    if text.split("(")[0].split(".")[-1] in ("cache", "lru_cache") and "Image" in returns:
                        found.append(f"{where}:{node.lineno}: @{text} on a picture (use draw.drawing_cache)")
    assert found == []
