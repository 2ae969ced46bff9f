"""The fonts shipped in bot/render/fonts and the text drawing in bot/render/draw.py: names in the common
scripts draw fully from the package's own fonts, per-character fallback runs are measured as drawn, and
characters no bundled font has (emoji, flags, private use) are dropped cleanly, never drawn as "?"."""

from __future__ import annotations

import io
import random
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from PIL import Image, ImageDraw, ImageFont

from bot.render import draw as d
from bot.render import lettering, stamps
from bot.render.gentoo import RENDERER
from engines import ENGINES
from engines.gentoo.models import GentooView
from support.requirements import missing

FONT_DIR = d.FONT_DIR.resolve()

SCRIPT_NAMES = [
    "Zoë Ørsted",
    "Zoë 张伟 Ёлка",
    "Δημήτρης",
    "Ёлка Иванова",
    "王小明",
    "山田太郎 やまだ カタカナ",
    "김민준",
    "Հայկ",
    "გიორგი",
    "אבי כהן",
    "محمد",
    "देवनागरी",
    "สมชาย",
    "Łukasz Żółć",
    "Nguyễn Văn Anh",
]


def _inside_package(path: object) -> bool:
    return Path(str(path)).resolve().is_relative_to(FONT_DIR)


def _face_name(face: object) -> str:
    return Path(str(getattr(face, "path", ""))).name


def public_view(num_players: int, seed: int, steps: int) -> GentooView:
    engine = ENGINES["gentoo"]
    state = engine.new_game(num_players, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if engine.outcome(state) is not None:
            break
        seat = min(engine.current_seats(state))
        state = engine.apply(state, seat, rng.choice(list(engine.legal_actions(state, seat))))
    view = engine.view(state, None)
    assert isinstance(view, GentooView)
    return view


# ---- the bundled fonts ---------------------------------------------------------------------------------


def test_the_fonts_ship_with_the_package_and_are_used_before_system_fonts() -> None:
    for family in ("sans", "condensed"):
        files = lettering._family_files(family)
        assert files is not None
        assert all(_inside_package(p) for p in files), files
    for bold in (False, True):
        for family in ("sans", "condensed"):
            f = d.font(18, bold, family)
            assert not f.builtin
            assert _inside_package(f.pil.path)
            assert f.fallback_files and all(_inside_package(p) for p in f.fallback_files)
    fallbacks = {p.name for p in lettering._fallback_files()}
    assert "DroidSansFallback.ttf" in fallbacks and "NotoSansDevanagari-Regular.ttf" in fallbacks
    shipped = {p.name for p in FONT_DIR.iterdir()}
    assert {"LICENSE-DejaVu.txt", "LICENSE-Apache-2.0.txt", "LICENSE-OFL-1.1.txt", "README.md"} <= shipped
    assert sum(p.stat().st_size for p in FONT_DIR.iterdir()) < 6_500_000


# ---- names in many scripts ----------------------------------------------------------------------------


@pytest.mark.parametrize("bold", [False, True])
@pytest.mark.parametrize("name", SCRIPT_NAMES)
def test_a_name_in_any_common_script_draws_with_no_character_dropped(name: str, bold: bool) -> None:
    f = d.font(22, bold)
    assert f.clean(name) == name
    for ch in name:
        face = f.face_for(ch)
        assert face is not None, f"no bundled font for {ch!r} (U+{ord(ch):04X})"
        assert _inside_package(face.path)
    runs = f.runs(name)
    assert "".join(part for part, _ in runs) == name
    assert f.fit(name, 1000) == name
    image = Image.new("RGB", (f.width(name) + 40, 60), 0)
    f.draw(ImageDraw.Draw(image), (20, 30), name, (255, 255, 255), anchor="lm")
    box = image.getbbox()
    assert box is not None, "nothing was drawn"
    # The ink stays within the measured width (a little slack for glyphs that overhang their advance).
    assert box[0] >= 20 - 3 and box[2] <= 20 + f.width(name) + 3


def test_each_script_is_drawn_with_the_font_that_has_it() -> None:
    f = d.font(20)
    runs = f.runs("Zoë 张伟 Ёлка")
    assert [(part.strip(), _face_name(face)) for part, face in runs] == [
        ("Zoë", "DejaVuSans.ttf"),
        ("张伟", "DroidSansFallback.ttf"),
        ("Ёлка", "DejaVuSans.ttf"),
    ]
    assert _face_name(f.face_for("김")) == "DroidSansFallback.ttf"
    assert _face_name(f.face_for("ส")) == "NotoSansThai-Regular.ttf"
    assert _face_name(f.face_for("क")) == "NotoSansDevanagari-Regular.ttf"
    # Card text in the condensed face falls back the same way.
    condensed = d.font(13, family="condensed")
    assert _face_name(condensed.face_for("A")) == "DejaVuSansCondensed.ttf"
    assert _face_name(condensed.face_for("张")) == "DroidSansFallback.ttf"


def ink(text: str, face: ImageFont.FreeTypeFont | None = None) -> bytes:
    """The pixels of ``text`` drawn with the board's regular font at 40 pixels (or with ``face``)."""
    image = Image.new("RGB", (500, 70), 0)
    if face is None:
        d.font(40).draw(ImageDraw.Draw(image), (10, 50), text, (255, 255, 255), anchor="ls")
    else:
        ImageDraw.Draw(image).text((10, 50), text, font=face, fill=(255, 255, 255), anchor="ls")
    return image.tobytes()


def test_right_to_left_names_read_right_to_left_in_a_left_to_right_line() -> None:
    """A Hebrew name is drawn with its letters in visual order (its first letter rightmost), an Arabic name
    joined, and what follows a right-to-left name on the board ("(you)", "and Bob") stays after it."""
    if not lettering.BIDI:
        missing("FriBiDi, for Pillow's right-to-left layout", "apt-get install libfribidi0, as .ci/run does")
    letter_by_letter = d.font(40).pil.font_variant(layout_engine=ImageFont.Layout.BASIC)
    assert ink("דני") == ink("ינד", letter_by_letter)  # dalet, nun, yod: read from the right
    assert ink("דני") != ink("דני", letter_by_letter)
    assert ink("مرحبا") != ink("ابحرم", letter_by_letter)  # joined, not the letters' separate forms
    # Left to right around the name: the name first, then "(you)", where an auto-detected right-to-left
    # line would put "(you)" first. The name's columns hold the name drawn alone; "(you)" comes after them.
    f = d.font(40)
    name_end = 10 + f.width("דני") - 1
    line = Image.frombytes("RGB", (500, 70), ink("דני (you)"))
    alone = Image.frombytes("RGB", (500, 70), ink("דני"))
    assert line.crop((0, 0, name_end, 70)).tobytes() == alone.crop((0, 0, name_end, 70)).tobytes()
    after = line.crop((name_end + 1, 0, 500, 70)).getbbox()
    assert after is not None and 0.9 * f.width("(you)") <= after[2] - after[0] <= f.width("(you)")
    # The measured width is the drawn one.
    box = Image.frombytes("RGB", (500, 70), ink("Ann, דני and Bob")).getbbox()
    assert box is not None and abs((box[2] - 10) - f.width("Ann, דני and Bob")) <= 3


def test_measuring_uses_the_same_runs_as_drawing() -> None:
    f = d.font(24, bold=True)
    text = "Zoë 张伟 Ёлка"
    runs = f.runs(text)
    assert len(runs) == 3
    assert f.width(text) == int(sum(face.getlength(part) for part, face in runs))
    cut = f.fit(text + " and a long tail of words", 150)
    assert cut.endswith("…") and f.width(cut) <= 150
    assert f.wrap("张伟 " * 12, 120, 3) and all(f.width(line) <= 120 for line in f.wrap("张伟 " * 12, 120, 3))
    # Runs of other fonts sit on the primary face's baseline: "Hg" drawn alone and as the start of a mixed
    # string leaves the same ink.
    alone = Image.new("RGB", (400, 60), 0)
    mixed = Image.new("RGB", (400, 60), 0)
    f.draw(ImageDraw.Draw(alone), (10, 30), "Hg", (255, 255, 255), anchor="lm")
    f.draw(ImageDraw.Draw(mixed), (10, 30), "Hg张", (255, 255, 255), anchor="lm")
    hg_width = int(f.pil.getlength("Hg"))
    assert (
        alone.crop((0, 0, 10 + hg_width - 1, 60)).tobytes()
        == mixed.crop((0, 0, 10 + hg_width - 1, 60)).tobytes()
    )


def test_glyph_lookups_are_cached_per_font_file() -> None:
    f = d.font(17)
    f.runs("Ωmega 张")
    path, other_size = f.pil.path, d.font(31).pil.path
    assert isinstance(path, str) and isinstance(other_size, str)
    coverage = lettering._file_coverage(Path(path))
    assert coverage.known.get("Ω") is True
    assert lettering._file_coverage(Path(other_size)) is coverage  # one cache for every size


# ---- emoji and other undrawable characters -------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "cleaned"),
    [
        ("Dan 🐧", "Dan"),
        ("🐧 Dan", "Dan"),
        ("Dan 🐧 Bob", "Dan Bob"),
        ("Dan🐧Bob", "DanBob"),
        ("Dan 🐧, Bob", "Dan, Bob"),
        ("(🐧 Dan)", "(Dan)"),
        ("Fan 🏳️‍🌈!", "Fan!"),
        ("👍🏽ok", "ok"),
        ("A👨‍👩‍👧B", "AB"),
        ("Zoë 🇫🇷 张伟", "Zoë 张伟"),
        ("Bob \U000e0067 ️ 🐧 🐧 Ann", "Bob Ann"),
        ("Ann \ue000", "Ann"),
    ],
)
def test_an_emoji_in_a_name_is_dropped_cleanly(name: str, cleaned: str) -> None:
    for bold in (False, True):
        f = d.font(18, bold)
        out = f.clean(name)
        assert out == cleaned
        assert "?" not in out and "  " not in out and out == out.strip()
        assert f.clean(out) == out  # cleaning is stable
        assert all(f.has_glyph(ch) for ch in out)


def test_a_name_of_only_emoji_becomes_the_emoji_name_or_player() -> None:
    f = d.font(18)
    assert f.clean("🐧") == "Penguin"
    assert f.clean("🐧🐧🐧") == "Penguin"
    assert f.clean("👨‍👩‍👧") == "Man"
    assert f.clean("🇫🇷") == "FR"
    assert f.clean("\ue000\ue001") == "Player"
    assert f.fit("🐧", 200) == "Penguin"
    assert f.clean("") == "" and f.clean("   ") == "   "  # nothing to show stays nothing


def test_the_builtin_font_drops_what_it_cannot_draw_too() -> None:
    d.use_builtin_font(True)
    try:
        f = d.font(18)
        assert f.builtin and not f.fallback_files
        assert f.clean("Zoë 🐧 Bob") == "Zoe Bob"
        assert f.clean("张伟") == "Player"
        assert "?" not in f.clean("Ёлка Bob 🐧")
    finally:
        d.use_builtin_font(False)
    assert not d.font(18).builtin


# ---- drawing from remembered masks ---------------------------------------------------------------------


STAMP_TEXTS = ["Hg 12 Ei (3 Steine)", "雪解け・巣石", "Zoë 张伟 Ёлка", "אבי כהן (you)", "देवनागरी"]
STAMP_ANCHORS = ["la", "ma", "rm", "ls", "ms", "rs", "lt", "mt", "rt", "mm"]


@pytest.mark.parametrize("mode", ["RGB", "RGBA"])
def test_text_drawn_from_remembered_masks_is_pillows_own_to_the_pixel(
    mode: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    builtin = ImageFont.load_default(size=20)
    assert isinstance(builtin, ImageFont.FreeTypeFont)
    fonts = [
        d.font(22),
        d.font(24, bold=True),
        d.font(20, family="condensed"),
        lettering.Font(builtin, stroke=1, builtin=True),
    ]
    background = (40, 44, 52, 255)[: len(mode)]
    fill = (240, 200, 80, 255)[: len(mode)]

    def page() -> Image.Image:
        image = Image.new(mode, (1200, 60 * len(STAMP_TEXTS) * len(fonts)), background)
        draw = ImageDraw.Draw(image)
        y = 30.0
        for f in fonts:
            for text in STAMP_TEXTS:
                for i, anchor in enumerate(STAMP_ANCHORS):
                    # Whole pixels and fractions of one, where Pillow starts its glyphs part-way in.
                    x = 60.0 + 110 * i + (0, 0.5, 0.25, 0.75)[i % 4]
                    f.draw(draw, (x, y + (0, 0.4, 0.7)[i % 3]), f.clean(text)[:6], fill, anchor=anchor)  # type: ignore[arg-type]
                y += 60
        return image

    stamped = page()
    again = page()  # every mask now comes from memory
    monkeypatch.setattr(stamps, "stamp", stamps.by_pillow)
    pillows = page()
    assert pillows.getcolors(1 << 20) is not None and len(pillows.getcolors(1 << 20) or ()) > 50  # ink, edges
    assert stamped.tobytes() == pillows.tobytes()
    assert again.tobytes() == pillows.tobytes()


def test_remembered_masks_stay_within_their_budget_while_threads_draw(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(stamps, "BUDGET", 20_000)
    f = d.font(22)

    def page(start: int) -> bytes:
        image = Image.new("RGB", (300, 40 * 40), (0, 0, 0))
        draw = ImageDraw.Draw(image)
        for row in range(40):
            f.draw(
                draw, (5.5, 20 + 40 * row), f"Round {(start + row) % 60} 巣石", (255, 255, 255), anchor="lm"
            )
        return image.tobytes()

    with ThreadPoolExecutor(max_workers=4) as pool:
        stamped = list(pool.map(page, [0, 20, 40, 0, 20, 40, 0, 20]))
    assert stamps._held <= 20_000
    assert 0 < len(stamps._masks) < 60  # the least recent went: 60 texts do not fit
    monkeypatch.setattr(stamps, "stamp", stamps.by_pillow)
    assert stamped == [page(start) for start in [0, 20, 40, 0, 20, 40, 0, 20]]


def test_every_games_board_is_the_same_drawn_from_remembered_masks(monkeypatch: pytest.MonkeyPatch) -> None:
    from bot.catalogue.registry import GAMES

    boards: dict[str, list[bytes]] = {"stamped": [], "pillow": []}
    for way in ("stamped", "pillow"):
        if way == "pillow":
            monkeypatch.setattr(stamps, "stamp", stamps.by_pillow)
        for game, spec in GAMES.items():
            engine = ENGINES[game]
            players = max(engine.min_players, min(3, engine.max_players))
            state = engine.new_game(players, 5)
            rng = random.Random(5)
            for _ in range(30):
                if engine.outcome(state) is not None:
                    break
                seat = min(engine.current_seats(state))
                state = engine.apply(state, seat, rng.choice(list(engine.legal_actions(state, seat))))
            assert spec.renderer is not None
            for language in ("en", "ja"):
                renderer = spec.renderer.in_language(language)
                board = renderer.board(engine.view(state, None), ["Zoë", "山田", "Bob"][:players])
                assert board.image_png is not None
                boards[way].append(board.image_png)
    assert len(boards["stamped"]) == 10
    assert boards["stamped"] == boards["pillow"]


# ---- whole boards ---------------------------------------------------------------------------------------


def test_a_board_with_names_in_many_scripts_and_emoji_renders() -> None:
    names = ["Zoë 张伟 Ёлка", "김민준 🐧", "🐧", "देवनागरी 🇫🇷"]
    for steps in (0, 25):
        view = public_view(4, 7, steps)
        board = RENDERER.board(view, names)
        assert board.image_png is not None
        image = Image.open(io.BytesIO(board.image_png))
        image.load()
        assert image.format == "PNG" and image.width >= 800
