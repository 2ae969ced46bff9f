"""The As The Earth Crumbles renderer (bot/render/earthcrumbles/): boards from random playouts of every
player count and both income options fit Discord, read as players' words (display names, tile names,
counts that agree, no tile ids), and the phone-sized picture shows what the view says, read back through
the drawing helpers' measurement: the uncovered tiles with their costs, the exploding gas pocket, the
active player's city (the Lane about to pay, the Sites still to pay), each player's resources and
Prestige, the Social Directives, the final scores.

Alt text and close-ups (bot/render/earthcrumbles/alt.py, closeups.py): the board in words for a screen
reader, from the same view as the picture and within Discord's 1,024 characters; the close-ups one tap
away (the whole Earth, each player's city, the discard pile), each readable at 400 pixels and showing
what the view says, read back through the drawing helpers' measurement; and the board at phone size in
docs/rules/earthcrumbles.md.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from pathlib import Path

import pytest
from PIL import Image

from bot.render import earthcrumbles as ec
from bot.render.earthcrumbles import RENDERER, closeups, pieces, tilewords, words
from bot.render.earthcrumbles.style import DANGER, HIGHLIGHT
from bot.render.measure import DrawnText, MeasuredImage
from bot.render.protocol import (
    CLOSE_UP_KEY,
    MAX_ALT_TEXT,
    MAX_LABEL,
    RenderedBoard,
    RenderedImage,
    escape_markdown,
    seat_name,
)
from engines import ENGINES
from engines.earthcrumbles.models import EarthState, EarthView
from support.boards import HOST_ROOM, decode, embed_size, sample
from support.boards import playout as boards_playout
from support.earthcrumbles import playout
from support.renders import close_up_shot, measured_board
from support.secrecy import RedrawControl

ENGINE = ENGINES["earthcrumbles"]
NAMES = ["Ann", "Bo *the* Builder", "Cy", "Dee", "Ed"]
TILE_ID = re.compile(r"\b(?:a-[bgr]\d+|b-[bgr]\d|gp-\d)\b")
# A count of 2 or more (or 0) before a singular noun, or 1 before a plural one.
WRONG_PLURAL = re.compile(
    r"\b(?:0|[2-9]|[1-9]\d+) (?:Coin|tile|Build Point|gas pocket|directive|older tile|player)\b(?!s)"
    r"|\b1 (?:Coins|tiles|Build Points|gas pockets|directives|older tiles|players)\b"
    r"|Cultures|Prosperities|Prestiges"
)


def embed_words(board: RenderedBoard) -> str:
    return "\n".join(
        [board.title, board.description, board.footer, *(f"{n}\n{v}" for n, v, _ in board.fields)]
    )


def first_view(states: Sequence[EarthState], wanted: str) -> EarthView:
    view: EarthView = next(ENGINE.view(s, None) for s in states if s.phase == wanted)
    return view


@pytest.fixture(scope="module")
def five() -> list[EarthState]:
    return playout(5, 3)


def read_inside(texts: Sequence[DrawnText], box: tuple[int, int, int, int]) -> list[DrawnText]:
    """The texts wholly inside ``box`` as one reads them: top to bottom, each line left to right."""
    x0, y0, x1, y1 = box
    found = [t for t in texts if t.box[0] >= x0 and t.box[1] >= y0 and t.box[2] <= x1 and t.box[3] <= y1]
    found.sort(key=lambda t: t.box[1] + t.box[3])
    lines: list[list[DrawnText]] = []
    for t in found:  # a text whose middle is within 12 px of the line's first is on that line
        if lines and abs((t.box[1] + t.box[3]) - (lines[-1][0].box[1] + lines[-1][0].box[3])) <= 24:
            lines[-1].append(t)
        else:
            lines.append([t])
    return [t for line in lines for t in sorted(line, key=lambda t: t.box[0])]


def shows(drawn: str, full: str) -> bool:
    """``drawn`` is ``full``, or ``full`` cut to fit with an ellipsis."""
    return drawn == full or (drawn.endswith("…") and len(drawn) > 1 and full.startswith(drawn[:-1].rstrip()))


def ring_at(image: Image.Image, box: tuple[int, int, int, int]) -> tuple[int, int, int]:
    """The colour of the ring's band just above a piece drawn at ``box`` (the table's, if unringed)."""
    pixel = image.getpixel(((box[0] + box[2]) // 2, box[1] - 5))
    assert isinstance(pixel, tuple)
    return (pixel[0], pixel[1], pixel[2])


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
            # Drawn for a phone: 800 wide, shown 400 wide; never so tall that a phone shows a sliver.
            assert image.size == (ec.WIDTH, ec.geometry(view, names).height) and ec.WIDTH == 800
            assert image.height <= 2.1 * image.width
            assert len(board.title) <= 256 and board.description and len(board.description) <= 4096
            assert len(board.footer) <= 2048
            assert len(board.fields) <= 19  # the host adds one, and shows at most 20 of the board's
            assert all(0 < len(n) <= 256 and 0 < len(v) <= 1024 for n, v, _ in board.fields)
            assert embed_size(board) + HOST_ROOM <= 6000
            text = RENDERER.text(view, names)
            said = embed_words(board)
            for name in names:
                assert name in text
                assert escape_markdown(name) in said, name
                assert name in board.alt_text, name
            for tile in view.earth:
                if tile.takeable:
                    assert ec.tile_words(tile.tile) in text and ec.tile_words(tile.tile) in said
            for written in (text, said, board.alt_text):
                assert not TILE_ID.search(written), TILE_ID.search(written)
                assert not re.search(r"\bseats?\b|\{s\d\}|Player \d", written, re.IGNORECASE)
                assert not WRONG_PLURAL.search(written), WRONG_PLURAL.search(written)
            assert RENDERER.private_text(view, names) == ""
            assert RENDERER.private_image(view, names) is None
            assert RENDERER.private_alt_text(view, names) == ""


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
    assert words.headline(single, NAMES) == f"{NAMES[single.turn]}: build (1 Build Point left)"
    assert words.subline(single, NAMES).startswith(f"Turn {single.turns} · 1 tile left")
    assert words.headline(plenty, NAMES).endswith("(2 Build Points left)")


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
    said = RENDERER.text(solo, NAMES)
    if solo.band:
        assert f": {solo.band}!" in said
    else:
        assert "short of the 60 that just pulls through" in said
    assert "Solo game: no Social Directives" in said


def test_odd_and_missing_names_do_not_break_the_board(five: list[EarthState]) -> None:
    view = ENGINE.view(five[60], None)
    board = RENDERER.board(view, ["🐧🐧", ""])
    decode(board.image_png)
    text = RENDERER.text(view, ["🐧🐧", ""])
    assert all(seat_name(["🐧🐧", ""], s) in text for s in range(5))
    # A seat without a name is its number counted from 1, in no language's words.
    assert "#2" in text and "#5" in RENDERER.text(view, []) and "Player 2" not in text
    assert "#2" in board.alt_text


# ---- the picture shows what the view says -----------------------------------------------------------------


def test_the_picture_shows_exactly_the_uncovered_tiles_with_their_costs(five: list[EarthState]) -> None:
    """Every tile with nothing resting on it (ruling G8), and no other, is drawn in the tiles' section
    with its name, its Build Cost and its ability; in the Salvage step these are the tiles to choose
    from, and the heading says so."""
    seen = {"salvage": 0, "other": 0, "many": 0}
    for state in sample(five, 14):
        view = ENGINE.view(state, None)
        if not view.earth:
            continue
        shot = measured_board(RENDERER, view, NAMES)
        geo = ec.geometry(view, NAMES)
        shown = ec.shown_tiles(view)
        assert sorted(t.id for t in shown) == sorted(t.tile.id for t in view.earth if not t.covered)
        if view.phase == "salvage":
            assert {t.id for t in shown} == {t.tile.id for t in view.earth if t.takeable}
        for i, t in enumerate(shown):
            drawn = [x.text for x in read_inside(shot.texts, geo.tile_box(i))]
            exploding = view.gas is not None and view.gas.id == t.id
            assert shows(drawn[0], t.name) or (exploding and drawn[0].startswith("Gas Pocket")), drawn
            if t.colour:
                assert drawn[1] == str(t.cost), drawn
            if geo.tile_h == ec.layout.TILE_H:
                assert drawn[-1].startswith(tilewords.ability(t)[:8]) or exploding, drawn
        assert geo.tiles is not None
        heading = [x.text for x in read_inside(shot.texts, (0, geo.tiles[1], ec.WIDTH, geo.tiles_top))]
        salvage = view.phase == "salvage"
        assert heading == [
            "Salvage one of these" if salvage else "Uncovered on the Earth",
            f"{len(shown)} of {view.tiles_left} on the Earth",
        ]
        seen["salvage" if salvage else "other"] += 1
        seen["many"] += len(shown) > ec.layout.MANY_TILES
    assert seen["salvage"] and seen["other"], seen


def test_the_exploding_gas_pocket_is_ringed_in_red() -> None:
    view = next(
        v
        for seed in range(1, 40)
        for v in (ENGINE.view(s, None) for s in playout(3, seed))
        if v.phase == "gas"
    )
    assert view.gas is not None
    image = ec.draw_board(view, NAMES)
    geo = ec.geometry(view, NAMES)
    for i, t in enumerate(ec.shown_tiles(view)):
        assert (ring_at(image, geo.tile_box(i)) == ec.DANGER) == (t.id == view.gas.id), t.name
    board = RENDERER.board(view, NAMES)
    assert "Gas Pocket exploded" in board.description
    banner = " ".join(x.text for x in read_inside(measured_board(RENDERER, view, NAMES).texts, geo.banner))
    price = tilewords.gas_price(view.gas)
    assert banner.startswith("Gas Pocket exploded! ") and f"pay {price} Coins or discard a tile" in banner


def test_the_city_shows_the_active_players_sites_and_reserve(five: list[EarthState]) -> None:
    """The active player's six Sites in their Lanes: each Site's number, its visible tile's name, the
    stack's height and what the tile earns at that height, an empty Site's printed Coin; then the
    Reserve, each tile by name with its cost, and while building the discard pile."""
    checked = 0
    for state in sample(five[20:], 8):
        view = ENGINE.view(state, None)
        if view.phase == "over":
            continue
        shot = measured_board(RENDERER, view, NAMES)
        geo = ec.geometry(view, NAMES)
        p = view.players[view.turn]
        assert geo.city is not None
        title = [x.text for x in read_inside(shot.texts, (0, geo.city[1], ec.WIDTH, geo.lanes_top))]
        assert title == [f"{NAMES[view.turn]}'s city"]
        for k, (colour, sites) in enumerate(words.lanes(p)):
            label = [
                x.text for x in read_inside(shot.texts, geo.lane_box(k)) if x.box[2] < geo.site_box(k, 0)[0]
            ]
            assert label == [colour.title()]
            for j, site in enumerate(sites):
                box = geo.site_box(k, j)
                texts = read_inside(shot.texts, box)
                # The strip: the Site's number, over "×2" for a stack of two tiles.
                strip = [x.text for x in texts if x.box[2] <= box[0] + pieces.STRIP_W]
                height = len(site.stack)
                assert strip == [str(site.site)] + ([f"×{height}"] if height > 1 else [])
                drawn = [x.text for x in texts if x.box[2] > box[0] + pieces.STRIP_W]
                if not site.stack:
                    assert drawn == (["1", "Empty: prints 1 Coin"] if site.printed_coin else ["Empty"])
                    continue
                top = site.stack[-1]
                assert drawn[0] == top.name, drawn  # whole: a name has room beside the symbol
                assert drawn[-1] == tilewords.ability(top, height), drawn  # whole too
                checked += 1
        end = geo.discard_top if geo.discard_top is not None else geo.city[3]
        said = [x.text for x in read_inside(shot.texts, (0, geo.reserve_top, ec.WIDTH, end))]
        assert said[0] == "Reserve"
        names = [t.name for t in p.reserve]
        chips = [x for x in said[1:] if not x.isdigit()]
        if not names:
            assert chips == ["empty"]
        elif chips[-1].endswith(" more"):
            assert (
                chips[-1] == f"+{len(names) - len(chips) + 1} more" and chips[:-1] == names[: len(chips) - 1]
            )
        else:
            assert chips == names
        assert (geo.discard_top is not None) == (view.phase == "build")
        if geo.discard_top is not None:
            line = [x.text for x in read_inside(shot.texts, (0, geo.discard_top, ec.WIDTH, geo.city[3]))]
            newest = [t.name for t in reversed(view.discard)]
            chips = [x for x in line[1:] if not x.isdigit()]
            assert line[0] == "Discard pile"
            assert chips[:1] == (newest[:1] or ["empty"])
            assert all(a == b for a, b in zip(chips, newest, strict=False) if not a.endswith(" more"))
    assert checked > 5


def test_the_lane_about_to_pay_is_framed_and_the_sites_still_to_pay_are_ringed() -> None:
    """Income (ruling G11): the activated Lane of the active player's city has a gold frame and a marker
    (not colour alone), and each of their Sites still to generate income a white ring."""
    view = next(
        v
        for v in (ENGINE.view(s, None) for s in playout(3, 5, "ask"))
        if v.phase == "income" and v.players[v.turn].income_left
    )
    image = ec.draw_board(view, NAMES)
    geo = ec.geometry(view, NAMES)
    p = view.players[view.turn]
    for k, (colour, sites) in enumerate(words.lanes(p)):
        x0, y0, _, y1 = geo.lane_box(k)
        framed = image.getpixel((x0 + 60, y0 + 1)) == ec.GOLD
        marker = image.getpixel((x0 + 6, (y0 + y1) // 2)) == ec.GOLD
        assert framed == marker == (colour == view.lane), colour
        for j, site in enumerate(sites):
            ringed = ring_at(image, geo.site_box(k, j)) == ec.HIGHLIGHT
            assert ringed == (site.site in p.income_left), site.site
    assert "income" in words.headline(view, NAMES)


def test_the_picture_shows_each_players_name_resources_and_prestige(five: list[EarthState]) -> None:
    """One row per player: the name, Coins, Culture, Prosperity and the Prestige they would score now
    (their resources' and 5 for each Social Directive they alone lead, rulebook "Winning the Game"),
    in gold with a star for the leaders; the active player's row framed in gold with a triangle, the
    rows of players answering at the same time in blue with a ring (shapes, not colour alone)."""
    for state in [*sample(five, 6), *(s for s in five if s.phase == "gas")][:12]:
        view = ENGINE.view(state, None)
        shot = measured_board(RENDERER, view, NAMES)
        image = ec.draw_board(view, NAMES)
        geo = ec.geometry(view, NAMES)
        leaders = words.leaders(view)
        for p in view.players:
            box = geo.row_box(p.seat)
            row = [x for x in read_inside(shot.texts, box) if x.box[3] < box[1] + ec.standings.ROW_H]
            drawn = [x.text for x in row]
            assert shows(drawn[0], NAMES[p.seat]), drawn
            numbers = [x for x in row if x.text.isdigit()]
            score = words.prestige_now(view, p)
            assert [x.text for x in numbers] == [str(p.coins), str(p.culture), str(p.prosperity), str(score)]
            assert (numbers[-1].fill == ec.GOLD) == (p.seat in leaders)
            if view.phase != "over":
                led = len(words.led(view, p.seat))
                assert score == p.prestige + 5 * led
            outline = image.getpixel((box[0] + 60, box[1] + 1))
            acting = p.seat == view.turn and view.phase != "over"
            assert (outline == ec.GOLD) == (acting or p.seat in view.winners)
            assert (outline == ec.WAITING) == (p.seat in words.deciding_others(view))
        header = [x.text for x in read_inside(shot.texts, (0, geo.table[1], ec.WIDTH, geo.rows_top))]
        assert header[-4:] == ["Coins", "Culture", "Prosperity", "Prestige"]
        assert ("deciding too" in header) == bool(words.deciding_others(view))


def test_the_banner_says_who_decides_what_and_what_is_left(five: list[EarthState]) -> None:
    for phase in ("salvage", "bonus", "income", "build"):
        view = first_view(five[30:], phase)
        shot = measured_board(RENDERER, view, NAMES)
        geo = ec.geometry(view, NAMES)
        drawn = [x.text for x in read_inside(shot.texts, geo.banner)]
        assert " ".join(drawn[: len(geo.headline_lines)]) == words.headline(view, NAMES)
        following = NAMES[(view.turn + 1) % 5]
        assert drawn[len(geo.headline_lines)] == (
            f"Turn {view.turns} · {view.tiles_left} tiles left · next: {following}"
        )
        assert drawn[len(geo.headline_lines) + 1 :] == list(geo.draft_lines)
    assert words.headline(first_view(five, "salvage"), NAMES) == f"{NAMES[five[0].turn]}: salvage a tile"


def test_the_directives_say_who_leads_each() -> None:
    for state in (playout(3, 9)[60], playout(3, 9)[-1]):
        view = ENGINE.view(state, None)
        shot = measured_board(RENDERER, view, NAMES)
        geo = ec.geometry(view, NAMES)
        assert geo.directives is not None
        drawn = [x.text for x in read_inside(shot.texts, geo.directives)]
        over = view.phase == "over"
        assert drawn[0] == ("Social Directives, claimed" if over else "Social Directives: 5 Prestige each")
        said = " ".join(drawn)
        for sd in view.directives:
            assert words.directive_title(sd) in said
            if over:
                won = [s for name, s in view.claimed if name == sd.name]
                assert (NAMES[won[0]] if won else "nobody: a tie") in said
            else:
                assert (f"{NAMES[sd.leaders[0]]} leads" if sd.leaders else "tied") in said
    solo = ENGINE.view(playout(1, 4)[10], None)
    geo = ec.geometry(solo, NAMES)
    assert geo.directives is not None
    drawn = [x.text for x in read_inside(measured_board(RENDERER, solo, NAMES).texts, geo.directives)]
    assert drawn[0] == "Solo: no Social Directives; the bands"
    assert drawn[1:] == ["100+", "Phenomenal", "80+", "Solid Achievement", "60+", "Just pulled through"]


def test_the_final_scores_take_the_place_of_the_earth_and_the_city() -> None:
    states = playout(4, 8)
    last = ENGINE.view(states[-1], None)
    assert not last.earth and last.scores
    geo = ec.geometry(last, NAMES)
    assert geo.tiles is None and geo.city is None
    assert geo.height < ec.geometry(ENGINE.view(states[0], None), NAMES).height
    shot = measured_board(RENDERER, last, NAMES)
    image = ec.draw_board(last, NAMES)
    for p in last.players:
        box = geo.row_box(p.seat)
        drawn = [x.text for x in read_inside(shot.texts, box)]
        assert str(last.scores[p.seat]) in drawn
        assert drawn[-1].startswith(f"Prestige from Coins {p.coins // 5} · Culture {p.culture} · ")
        won = p.seat in last.winners
        assert ("WINS" in drawn) == won
        assert (image.getpixel((box[0] + 60, box[1] + 1)) == ec.GOLD) == won
    banner = " ".join(x.text for x in read_inside(shot.texts, geo.banner))
    assert banner.startswith(words.headline(last, NAMES))
    assert "wins with" in banner or "share the win" in banner


def test_every_colour_has_its_own_symbol_shape() -> None:
    masks = {
        c: pieces.symbol_tile(c, 24, (0, 0, 0)).getchannel("A").tobytes()
        for c in ("blue", "green", "red", "")
    }
    assert len(set(masks.values())) == 4
    assert all(sum(m) > 0 for m in masks.values())


def test_tile_colours_differ_in_lightness_and_their_words_stand_out() -> None:
    """The fills are told apart by lightness as well as hue (the checks under colour vision
    deficiencies are in tests/test_render_readability.py), and the words on each have AA contrast."""
    from bot.render.colour import contrast_ratio, relative_luminance

    lum = {c: relative_luminance(f) for c, f in ec.TILE_FILL.items()}
    assert lum["green"] > lum[""] > lum["red"] and lum["green"] > lum["blue"]
    for colour in ec.TILE_FILL:
        assert contrast_ratio(ec.style.ink_of(colour), ec.style.fill_of(colour)) >= 4.5


def test_the_picture_changes_with_a_players_resources(five: list[EarthState]) -> None:
    view = ENGINE.view(five[50], None)
    richer = view.players[1].model_copy(update={"coins": view.players[1].coins + 3})
    other = view.model_copy(update={"players": (view.players[0], richer, *view.players[2:])})
    assert ec.draw_board(view, NAMES).tobytes() != ec.draw_board(other, NAMES).tobytes()


def test_the_board_palette_keeps_the_theme_colours_exactly(five: list[EarthState]) -> None:
    view = ENGINE.view(five[40], None)
    decoded = decode(RENDERER.board(view, NAMES).image_png).convert("RGB")
    box = ec.geometry(view, NAMES).row_box(view.turn)
    assert decoded.getpixel((2, 2)) == ec.BG
    assert decoded.getpixel((box[0] + 60, box[1] + 1)) == ec.GOLD
    assert decoded.getpixel((box[2] - 8, (box[1] + box[3]) // 2)) == ec.PANEL_ACTIVE


# ---- alt text and close-ups --------------------------------------------------------------------------------


PLAIN_NAMES = ["Ann", "Bo", "Cy", "Dee", "Ed"]


LONG_NAMES = [
    "W" * 32,
    "Ève-Marie Lindqvist-Øresund 🐧🐧",
    "x" * 32,
    "Bartholomew Penguinsworth III",
    "M" * 32,
]


def close_up(view: EarthView, names: Sequence[str], key: str) -> tuple[RenderedImage, MeasuredImage]:
    """A close-up and its picture as the measurement saw it (``close_up_shot``); this game's alt text is
    never cut short."""
    image, shot = close_up_shot(RENDERER, view, names, key)
    assert not image.alt_text.endswith("…")
    return image, shot


# ---- alt text ----------------------------------------------------------------------------------------------


def test_the_alt_text_says_the_position_in_words() -> None:
    """Three players, a position told in full: the uncovered tiles with their costs, every Site of the
    active player's city and their Reserve, every player's resources and Prestige, the directives."""
    view = ENGINE.view(next(s for s in playout(3, 4)[40:] if s.phase == "salvage"), None)
    alt = RENDERER.board(view, PLAIN_NAMES).alt_text
    lines = alt.splitlines()
    assert lines[0] == f"As The Earth Crumbles board. {words.status(view, PLAIN_NAMES)}"
    following = PLAIN_NAMES[(view.turn + 1) % 3]
    assert (
        lines[1] == f"Turn {view.turns}, {view.tiles_left} tiles left on the Earth, {following} plays next."
    )
    salvage = next(line for line in lines if line.startswith("Can be salvaged now: "))
    for t in view.earth:
        assert (tilewords.tile_words(t.tile) in salvage) == t.takeable
        if t.takeable:
            assert f"{tilewords.tile_words(t.tile)} ({t.tile.cost} Coin" in salvage
    city = next(line for line in lines if line.startswith(f"{PLAIN_NAMES[view.turn]}'s city: "))
    p = view.players[view.turn]
    for site in p.sites:
        assert tilewords.site_words(site) in city
    for t in p.reserve:
        assert tilewords.tile_words(t) in city.split("Reserve: ")[1]
    leaders = words.leaders(view)
    for q in view.players:
        line = next(
            line
            for line in lines
            if line.startswith(PLAIN_NAMES[q.seat] + ":") or line.startswith(PLAIN_NAMES[q.seat] + " (")
        )
        assert (
            f"{q.coins} Coin" in line
            and f"{q.culture} Culture" in line
            and f"{q.prosperity} Prosperity" in line
        )
        assert f"{words.prestige_now(view, q)} Prestige now" in line
        assert ("active" in line) == (q.seat == view.turn)
        assert ("leads" in line.split(":")[0]) == (q.seat in leaders)
    directives = next(line for line in lines if line.startswith("Social Directives, 5 Prestige each: "))
    for sd in view.directives:
        leader = f"{PLAIN_NAMES[sd.leaders[0]]} leads" if sd.leaders else "tied"
        assert f"{words.directive_title(sd)} ({words.directive_goal(sd)}): {leader}" in directives
    assert lines[-1] == f"Discard pile: {len(view.discard)} tile{'' if len(view.discard) == 1 else 's'}."


def test_the_alt_text_of_the_end_gives_each_final_score_and_where_it_comes_from() -> None:
    view = ENGINE.view(playout(3, 9)[-1], None)
    alt = RENDERER.board(view, PLAIN_NAMES).alt_text
    assert alt.startswith(f"As The Earth Crumbles board. {words.status(view, PLAIN_NAMES)}")
    for p in view.players:
        coins = p.coins // 5
        assert f"{view.scores[p.seat]} Prestige, {coins} from Coins, {p.culture} from Culture, " in alt
    assert "Social Directives claimed: " in alt
    assert "Can be salvaged" not in alt and "city" not in alt


def test_the_alt_text_comes_from_the_same_view_and_never_says_more() -> None:
    """Alt text and picture are built from the view alone. The only thing no view holds is the future
    (the gas pockets' flips come from the seed, rulings G8, G9): determinize gives the same position
    with a new seed, and the same words and picture. A player's own view adds only "you". The control
    (``support.secrecy``): the redraw changed nothing but the seed, as nothing is hidden."""
    control = RedrawControl("earthcrumbles", "seed 4")
    for state in playout(3, 4)[20::40]:
        public = RENDERER.board(ENGINE.view(state, None), PLAIN_NAMES)
        for k in range(3):
            other = ENGINE.determinize(state, k, random.Random(k))
            assert other.seed != state.seed
            control.check(state, k, other)
            again = RENDERER.board(ENGINE.view(other, None), PLAIN_NAMES)
            assert again.alt_text == public.alt_text and again.image_png == public.image_png
        mine = RENDERER.board(ENGINE.view(state, 1), PLAIN_NAMES).alt_text
        assert mine != public.alt_text
        seen = mine.replace("(you, ", "(").replace(" (you)", "").replace("Your city", "Bo's city")
        assert seen == public.alt_text
    control.verify()


@pytest.mark.parametrize("players", [1, 5])
def test_the_alt_text_fits_discords_limit_in_every_position(players: int) -> None:
    """Discord keeps at most 1,024 characters of an attachment's description: long names and crowded
    positions are told with less detail, never cut off mid-way, and every player is named."""
    names = LONG_NAMES[:players]
    longest = 0
    for i, state in enumerate(playout(players, 6, "ask")):
        if i % 5 and state.phase not in ("gas", "over"):
            continue
        view = ENGINE.view(state, 0)
        alt = RENDERER.board(view, names).alt_text
        longest = max(longest, len(alt))
        assert len(alt) <= MAX_ALT_TEXT and not alt.endswith("…")
        assert all(name in alt for name in names)
        assert alt.startswith("As The Earth Crumbles board. ")
        assert "{s" not in alt
    assert longest > 600


# ---- close-ups ---------------------------------------------------------------------------------------------


def test_close_ups_are_the_earth_each_city_and_the_discard_pile(five: list[EarthState]) -> None:
    start = ENGINE.view(five[0], 2)
    ups = RENDERER.close_ups(start, PLAIN_NAMES)
    assert [(u.key, u.label) for u in ups] == [
        ("earth", "Show the Earth"),
        ("city-0", "Show Ann's city"),
        ("city-1", "Show Bo's city"),
        ("city-2", "Show my city"),
        ("city-3", "Show Dee's city"),
        ("city-4", "Show Ed's city"),
    ]  # the discard pile is empty at the start: nothing to show
    later = ENGINE.view(next(s for s in five if s.discard), None)
    assert [u.key for u in RENDERER.close_ups(later, PLAIN_NAMES)][-1] == "discard"
    end = ENGINE.view(five[-1], None)
    assert "earth" not in {u.key for u in RENDERER.close_ups(end, PLAIN_NAMES)}  # the Earth is gone
    assert RENDERER.close_up(end, PLAIN_NAMES, "earth") is None
    assert RENDERER.close_up(start, PLAIN_NAMES, "discard") is None
    assert RENDERER.close_up(start, PLAIN_NAMES, "city-5") is None
    assert RENDERER.close_up(start, PLAIN_NAMES, "nonsense") is None
    public = RENDERER.close_ups(later, LONG_NAMES)
    assert all(CLOSE_UP_KEY.fullmatch(u.key) and 0 < len(u.label) <= MAX_LABEL for u in public)
    assert public[2].label == f"Show {LONG_NAMES[1]}'s city"


def test_the_earth_close_up_shows_every_tile_and_rings_the_uncovered_ones(five: list[EarthState]) -> None:
    """Every tile left on the Earth, layer by layer from the top, with its name, cost and ability; a
    white ring round each tile with nothing resting on it (ruling G8), a red one round an exploding gas
    pocket, none round a covered tile; no tile hides another."""
    gas = next(s for seed in range(1, 40) for s in playout(3, seed) if s.phase == "gas")
    for state in (five[0], five[len(five) // 2], gas):
        view = ENGINE.view(state, None)
        image, shot = close_up(view, PLAIN_NAMES, "earth")
        assert image.title == "The Earth"
        drawn = " ".join(t.text for t in shot.texts)
        assert f"The Earth: {view.tiles_left} tiles left" in drawn
        sheet, cells = closeups.earth_picture(view)
        assert sorted(t.position for t, _ in cells) == sorted(t.position for t in view.earth)
        exploding = view.gas.id if view.gas is not None else ""
        for t, box in cells:
            in_cell = [
                x.text
                for x in shot.texts
                if x.box[0] >= box[0] and x.box[2] <= box[2] and box[1] <= x.box[1] < box[3]
            ]
            assert " ".join(in_cell[1:] if t.tile.colour else in_cell).startswith(t.tile.name.split()[0]), (
                in_cell
            )
            if t.tile.colour:
                assert in_cell[0] == str(t.tile.cost)
            ring = sheet.image.getpixel(((box[0] + box[2]) // 2, box[1] - 5))
            expected = DANGER if t.tile.id == exploding else HIGHLIGHT if not t.covered else None
            assert (ring == expected) if expected else ring not in (HIGHLIGHT, DANGER), tilewords.tile_words(
                t.tile
            )
        for i, (_, a) in enumerate(cells):
            for _, b in cells[i + 1 :]:
                assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1], (a, b)
        for t in view.earth:
            if not t.covered:
                assert tilewords.tile_words(t.tile) in image.alt_text
        assert image.alt_text.startswith(f"The Earth: {view.tiles_left} tiles left")


def test_a_city_close_up_shows_every_site_the_tiles_beneath_and_the_reserve(five: list[EarthState]) -> None:
    view = ENGINE.view(five[len(five) * 3 // 4], 3)
    for seat in range(5):
        image, shot = close_up(view, PLAIN_NAMES, f"city-{seat}")
        p = view.players[seat]
        title = "Your city" if seat == 3 else f"{PLAIN_NAMES[seat]}'s city"
        assert image.title == title
        drawn = [t.text for t in shot.texts]
        assert drawn[0] == title
        assert drawn[1].startswith(f"{words.resources_words(p)} · {words.prestige_now(view, p)} Prestige now")
        for colour, _ in words.lanes(p):
            assert tilewords.lane_words(colour) in drawn
        for site in p.sites:
            assert str(site.site) in drawn
            if site.stack:
                assert site.stack[-1].name in drawn
            if len(site.stack) > 1:
                beneath = ", ".join(tilewords.tile_words(t) for t in reversed(site.stack[:-1]))
                assert any(line.startswith("Beneath, top down: ") for line in drawn)
                assert tilewords.site_words(site) in image.alt_text and beneath in image.alt_text
        assert f"Reserve: {len(p.reserve)} tile{'' if len(p.reserve) == 1 else 's'}" in drawn
        for t in p.reserve:
            assert t.name in drawn and tilewords.tile_words(t) in image.alt_text
        assert image.alt_text.startswith(f"{title}: {words.resources_words(p)}")


def test_the_discard_pile_close_up_lists_every_tile_newest_first(five: list[EarthState]) -> None:
    view = ENGINE.view(max(five, key=lambda s: len(s.discard)), None)
    assert len(view.discard) >= 4
    image, shot = close_up(view, PLAIN_NAMES, "discard")
    drawn = [t.text for t in shot.texts]
    assert drawn[0] == f"The discard pile: {len(view.discard)} tiles"
    names = [t.text for t in sorted(shot.texts[2:], key=lambda t: (t.box[1] // 40, t.box[0])) if t.size == 24]
    assert names == [t.name for t in reversed(view.discard)]
    newest = "; ".join(tilewords.tile_words(t) for t in reversed(view.discard))
    plain = image.alt_text
    for t in reversed(view.discard):
        assert tilewords.tile_words(t) in plain
    assert plain.startswith(f"The discard pile, {len(view.discard)} tiles, newest first: ")
    assert newest.split("; ")[0] in plain.split(": ", 1)[1].split(";")[0]


# ---- the rules doc -----------------------------------------------------------------------------------------


def test_the_rules_doc_shows_the_board_at_phone_size() -> None:
    root = Path(__file__).resolve().parent.parent
    doc = (root / "docs" / "rules" / "earthcrumbles.md").read_text(encoding="utf-8")
    assert "](../images/earthcrumbles-phone.png)" in doc and "## On a phone" in doc
    picture = Image.open(root / "docs" / "images" / "earthcrumbles-phone.png")
    assert picture.width == 400 and picture.height < 2.1 * picture.width


# ---- in the table's language ---------------------------------------------------------------------------

LONG_NAMES = ["Abcdefghijkl", "Mnopqrstuvwx", "Yzabcdefghij", "Klmnopqrstuv", "Wxyzabcdefgh"]


def language_views() -> list[EarthView]:
    """Seeded views of every step, mid-game and over, solo and with five, from a seat and from none."""
    found: dict[tuple[int, str], EarthView] = {}
    for players, seed in ((1, 2), (3, 4), (5, 6)):
        for k, state in enumerate(playout(players, seed, "ask")):
            key = (players, state.phase if not state.draft else "draft")
            if key not in found or (k % 9 == 0 and state.phase != "over"):
                found[key] = ENGINE.view(state, k % players if k % 2 else None)
    return list(found.values())


def test_a_german_and_a_japanese_board_say_the_games_words_in_their_language(five: list[EarthState]) -> None:
    """The board speaks the table's language (``Renderer.in_language``, earthcrumbles.ftl): its status, its
    fields, the picture's banner and table, the close-ups' buttons and pictures, the alt text and the
    terminal; a tile is named as the game log names it, and the English renderer is the one the host
    loads."""
    assert RENDERER.in_language("en") is RENDERER
    assert RENDERER.in_language("de") is RENDERER.in_language("de") is not RENDERER
    states = playout(3, 4, "ask")
    view = next(ENGINE.view(s, s.turn) for s in states if s.phase == "build" and s.draft)
    names = ["Ann", "Bo", "Cy"]
    assert view.turn == 2  # Cy builds, and sees the board
    said = {
        "de": (
            "baut: noch",
            "Bisher gewählt: ",
            ["Ablagestapel", "Gesellschaftsziele"],
            "Reserve",
            ["Spieler", "Münzen", "Kultur", "Wohlstand", "Prestige"],
            ["Erde zeigen", "Stadt von Ann zeigen", "Stadt von Bo zeigen", "Meine Stadt zeigen"],
            "Spielplan von As The Earth Crumbles. Cy baut: noch",
            "Deine Stadt",
            "As The Earth Crumbles. 3. Bauen.",
        ),
        "ja": (
            "が建設中：残り建設ポイント",
            "ここまでの選択：",
            ["捨て山", "社会目標"],
            "リザーブ",
            ["プレイヤー", "コイン", "文化", "繁栄", "名声"],
            ["大地を見る", "Annの都市を見る", "Boの都市を見る", "自分の都市を見る"],
            "As The Earth Crumblesの盤面。Cyが建設中：残り建設ポイント",
            "あなたの都市",
            "As The Earth Crumbles。3. 建設。",
        ),
    }
    for language, (status, draft, fields, reserve, table, buttons, alt, city, terminal) in said.items():
        renderer = RENDERER.in_language(language)
        board = renderer.board(view, names)
        assert status in board.description.splitlines()[0]
        assert board.description.splitlines()[1].startswith(draft)
        assert all(any(name.startswith(field) for name, _, _ in board.fields) for field in fields)
        assert board.alt_text.startswith(alt)
        assert [u.label for u in renderer.close_ups(view, names)][:4] == buttons
        assert renderer.text(view, names).startswith(terminal)
        shot = measured_board(renderer, view, names)
        drawn = [t.text for t in shot.texts]
        assert reserve in drawn and all(word in drawn for word in table)
        assert city in drawn
        image, _ = close_up_shot(renderer, view, names, "city-2")
        assert image.title == city
    # A tile is named by its id, as the log names it; its text and a directive's are the catalogue's.
    de = RENDERER.in_language("de").say
    t = (
        next(t.tile for t in view.earth if t.tile.id == "a-b1")
        if any(t.tile.id == "a-b1" for t in view.earth)
        else pieces.tile_of("a-b1")
    )
    assert tilewords.tile_words(t, de) == "Blaue Gießerei"
    assert tilewords.ability_text(t, de) == "Einkommen: 3 Münzen erhalten"
    assert (
        tilewords.ability(pieces.tile_of("a-r6"), 2, RENDERER.in_language("ja").say) == "コイン1 → 文化1 ×2"
    )


def test_the_english_words_of_tiles_and_directives_are_the_views() -> None:
    """A tile's whole ability and a Social Directive's text as the board says them in English are the
    view's, word for word (the other languages translate the catalogue's, keyed by id)."""
    from engines.earthcrumbles.data import catalog
    from engines.earthcrumbles.models import DirectiveView
    from engines.earthcrumbles.views import directive_text

    english = RENDERER.say
    for data in catalog().tile:
        t = pieces.tile_of(data.id)
        assert tilewords.ability_text(t, english) == t.text
        assert " ".join(pieces.earth_words(data.id, 132)[0]) == t.name  # no soft hyphen shows
    for d in catalog().directive:
        sd = DirectiveView(id=d.id, name=d.name, text=directive_text(d.id), leaders=())
        assert words.directive_text(sd, english) == sd.text
        assert english.words(words.directive_name(d.id)) == d.name


@pytest.mark.parametrize("language", ["de", "ja"])
def test_the_close_up_buttons_fit_discord_in_every_language(language: str) -> None:
    """Each close-up's label within Discord's 80 characters with 12-character names, never cut."""
    renderer = RENDERER.in_language(language)
    for view in language_views():
        for up in renderer.close_ups(view, LONG_NAMES):
            assert len(up.label) <= MAX_LABEL and "…" not in up.label


def test_the_pseudo_language_board_says_nothing_but_the_catalogues() -> None:
    """In the pseudo-language (every catalogue word bracketed and 40% longer) no word of the board, its
    picture, its alt text, its close-ups or the terminal comes from anywhere else (players' names aside),
    and nothing said in words is cut."""
    from bot.i18n.pseudo import PSEUDO
    from support.pseudo import untranslated

    renderer = RENDERER.in_language(PSEUDO)
    names = LONG_NAMES
    found: list[str] = []

    def check(where: str, text: str, whole: bool = True) -> None:
        words_left = untranslated(text, names)
        if not whole:
            words_left = [w for w in words_left if w != "(cut)"]
        if words_left:
            found.append(f"{where}: {words_left} in {text[:160]!r}")

    for view in language_views():
        board = renderer.board(view, names[: len(view.players)])
        for where, text in [
            ("description", board.description),
            ("footer", board.footer),
            ("alt", board.alt_text),
            ("terminal", renderer.text(view, names)),
            *((f"field {name}", f"{name}\n{value}") for name, value, _ in board.fields),
        ]:
            check(where, text)
        shot = measured_board(renderer, view, names[: len(view.players)])
        # A picture may cut or wrap a long text: its lines, read in order, are all bracketed words.
        check("picture", " ".join(t.text for t in shot.texts), whole=False)
        for up in renderer.close_ups(view, names):
            check("button", up.label)
            image, close = close_up_shot(renderer, view, names, up.key)
            check("close-up title", image.title)
            check("close-up alt", image.alt_text)
            check("close-up picture", " ".join(t.text for t in close.texts), whole=False)
    assert found == []


@pytest.mark.parametrize(
    ("language", "title"),
    [
        ("en", "Bo (you, active, first player)"),
        ("de", "Bo (du, am Zug und Startspieler)"),
        ("ja", "Bo（あなた、手番、先手）"),
    ],
)
def test_the_viewers_own_title_says_you_among_its_roles(language: str, title: str) -> None:
    """The viewer's roles and "you" stand in one bracket, never "Bo (you) (active, first player)"."""
    from bot.i18n import Speaker
    from bot.render.earthcrumbles.text import player_title

    first = boards_playout(ENGINE, 2, 1)[0]
    view = ENGINE.view(first, 1)
    assert view.turn == view.first == 1
    assert player_title(view, view.players[1], ["Ann", "Bo"], False, Speaker(language)) == title
