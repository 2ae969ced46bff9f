"""As The Earth Crumbles' alt text and close-ups (bot/render/earthcrumbles/alt.py, closeups.py): the board
in words for a screen reader, from the same view as the picture and within Discord's 1,024 characters;
the close-ups one tap away (the whole Earth, each player's city, the discard pile), each readable at 400
pixels and showing what the view says, read back through the drawing helpers' measurement; and the
board at phone size in docs/rules/earthcrumbles.md."""

from __future__ import annotations

import random
from collections.abc import Sequence
from pathlib import Path

import pytest
from PIL import Image

from bot.render.earthcrumbles import RENDERER, closeups, words
from bot.render.earthcrumbles.style import DANGER, HIGHLIGHT
from bot.render.measure import MeasuredImage
from bot.render.protocol import CLOSE_UP_KEY, MAX_ALT_TEXT, MAX_LABEL, RenderedImage
from engines import ENGINES
from engines.earthcrumbles.models import EarthState, EarthView
from support.earthcrumbles import playout
from support.renders import close_up_shot

ENGINE = ENGINES["earthcrumbles"]
NAMES = ["Ann", "Bo", "Cy", "Dee", "Ed"]
LONG_NAMES = [
    "W" * 32,
    "Ève-Marie Lindqvist-Øresund 🐧🐧",
    "x" * 32,
    "Bartholomew Penguinsworth III",
    "M" * 32,
]


@pytest.fixture(scope="module")
def five() -> list[EarthState]:
    return playout(5, 3)


def close_up(view: EarthView, names: Sequence[str], key: str) -> tuple[RenderedImage, MeasuredImage]:
    """A close-up and its picture as the measurement saw it (``close_up_shot``); this game's alt text is
    never cut short."""
    image, shot = close_up_shot(RENDERER, view, names, key)
    assert not image.alt_text.endswith("…")
    return image, shot


# ---- alt text ------------------------------------------------------------------------------------------


def test_the_alt_text_says_the_position_in_words() -> None:
    """Three players, a position told in full: the uncovered tiles with their costs, every Site of the
    active player's city and their Reserve, every player's resources and Prestige, the directives."""
    view = ENGINE.view(next(s for s in playout(3, 4)[40:] if s.phase == "salvage"), None)
    alt = RENDERER.board(view, NAMES).alt_text
    lines = alt.splitlines()
    assert lines[0] == f"As The Earth Crumbles board. {words.status(view, NAMES)}"
    following = NAMES[(view.turn + 1) % 3]
    assert (
        lines[1] == f"Turn {view.turns}, {view.tiles_left} tiles left on the Earth, {following} plays next."
    )
    salvage = next(line for line in lines if line.startswith("Can be salvaged now: "))
    for t in view.earth:
        assert (words.tile_words(t.tile) in salvage) == t.takeable
        if t.takeable:
            assert f"{words.tile_words(t.tile)} ({t.tile.cost} Coin" in salvage
    city = next(line for line in lines if line.startswith(f"{NAMES[view.turn]}'s city: "))
    p = view.players[view.turn]
    for site in p.sites:
        assert words.site_words(site) in city
    for t in p.reserve:
        assert words.tile_words(t) in city.split("Reserve: ")[1]
    leaders = words.leaders(view)
    for q in view.players:
        line = next(
            line
            for line in lines
            if line.startswith(NAMES[q.seat] + ":") or line.startswith(NAMES[q.seat] + " (")
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
        leader = f"{NAMES[sd.leaders[0]]} leads" if sd.leaders else "tied"
        assert f"{words.directive_title(sd)} ({words.directive_goal(sd)}): {leader}" in directives
    assert lines[-1] == f"Discard pile: {len(view.discard)} tile{'' if len(view.discard) == 1 else 's'}."


def test_the_alt_text_of_the_end_gives_each_final_score_and_where_it_comes_from() -> None:
    view = ENGINE.view(playout(3, 9)[-1], None)
    alt = RENDERER.board(view, NAMES).alt_text
    assert alt.startswith(f"As The Earth Crumbles board. {words.status(view, NAMES)}")
    for p in view.players:
        coins = p.coins // 5
        assert f"{view.scores[p.seat]} Prestige, {coins} from Coins, {p.culture} from Culture, " in alt
    assert "Social Directives claimed: " in alt
    assert "Can be salvaged" not in alt and "city" not in alt


def test_the_alt_text_comes_from_the_same_view_and_never_says_more() -> None:
    """Alt text and picture are built from the view alone. The only thing no view holds is the future
    (the gas pockets' flips come from the seed, rulings G8, G9): determinize gives the same position
    with a new seed, and the same words and picture. A player's own view adds only "you"."""
    for state in playout(3, 4)[20::40]:
        public = RENDERER.board(ENGINE.view(state, None), NAMES)
        for k in range(3):
            other = ENGINE.determinize(state, k, random.Random(k))
            assert other.seed != state.seed
            again = RENDERER.board(ENGINE.view(other, None), NAMES)
            assert again.alt_text == public.alt_text and again.image_png == public.image_png
        mine = RENDERER.board(ENGINE.view(state, 1), NAMES).alt_text
        assert mine != public.alt_text
        seen = mine.replace("(you, ", "(").replace(" (you)", "").replace("Your city", "Bo's city")
        assert seen == public.alt_text


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


# ---- close-ups -----------------------------------------------------------------------------------------


def test_close_ups_are_the_earth_each_city_and_the_discard_pile(five: list[EarthState]) -> None:
    start = ENGINE.view(five[0], 2)
    ups = RENDERER.close_ups(start, NAMES)
    assert [(u.key, u.label) for u in ups] == [
        ("earth", "Show the Earth"),
        ("city-0", "Show Ann's city"),
        ("city-1", "Show Bo's city"),
        ("city-2", "Show my city"),
        ("city-3", "Show Dee's city"),
        ("city-4", "Show Ed's city"),
    ]  # the discard pile is empty at the start: nothing to show
    later = ENGINE.view(next(s for s in five if s.discard), None)
    assert [u.key for u in RENDERER.close_ups(later, NAMES)][-1] == "discard"
    end = ENGINE.view(five[-1], None)
    assert "earth" not in {u.key for u in RENDERER.close_ups(end, NAMES)}  # the Earth is gone
    assert RENDERER.close_up(end, NAMES, "earth") is None
    assert RENDERER.close_up(start, NAMES, "discard") is None
    assert RENDERER.close_up(start, NAMES, "city-5") is None
    assert RENDERER.close_up(start, NAMES, "nonsense") is None
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
        image, shot = close_up(view, NAMES, "earth")
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
            assert (ring == expected) if expected else ring not in (HIGHLIGHT, DANGER), words.tile_words(
                t.tile
            )
        for i, (_, a) in enumerate(cells):
            for _, b in cells[i + 1 :]:
                assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1], (a, b)
        for t in view.earth:
            if not t.covered:
                assert words.tile_words(t.tile) in image.alt_text
        assert image.alt_text.startswith(f"The Earth: {view.tiles_left} tiles left")


def test_a_city_close_up_shows_every_site_the_tiles_beneath_and_the_reserve(five: list[EarthState]) -> None:
    view = ENGINE.view(five[len(five) * 3 // 4], 3)
    for seat in range(5):
        image, shot = close_up(view, NAMES, f"city-{seat}")
        p = view.players[seat]
        title = "Your city" if seat == 3 else f"{NAMES[seat]}'s city"
        assert image.title == title
        drawn = [t.text for t in shot.texts]
        assert drawn[0] == title
        assert drawn[1].startswith(f"{words.resources_words(p)} · {words.prestige_now(view, p)} Prestige now")
        for colour, _ in words.lanes(p):
            assert words.lane_words(colour) in drawn
        for site in p.sites:
            assert str(site.site) in drawn
            if site.stack:
                assert site.stack[-1].name in drawn
            if len(site.stack) > 1:
                beneath = ", ".join(words.tile_words(t) for t in reversed(site.stack[:-1]))
                assert any(line.startswith("Beneath, top down: ") for line in drawn)
                assert words.site_words(site) in image.alt_text and beneath in image.alt_text
        assert f"Reserve: {len(p.reserve)} tile{'' if len(p.reserve) == 1 else 's'}" in drawn
        for t in p.reserve:
            assert t.name in drawn and words.tile_words(t) in image.alt_text
        assert image.alt_text.startswith(f"{title}: {words.resources_words(p)}")


def test_the_discard_pile_close_up_lists_every_tile_newest_first(five: list[EarthState]) -> None:
    view = ENGINE.view(max(five, key=lambda s: len(s.discard)), None)
    assert len(view.discard) >= 4
    image, shot = close_up(view, NAMES, "discard")
    drawn = [t.text for t in shot.texts]
    assert drawn[0] == f"The discard pile: {len(view.discard)} tiles"
    names = [t.text for t in sorted(shot.texts[2:], key=lambda t: (t.box[1] // 40, t.box[0])) if t.size == 24]
    assert names == [t.name for t in reversed(view.discard)]
    newest = "; ".join(words.tile_words(t) for t in reversed(view.discard))
    plain = image.alt_text
    for t in reversed(view.discard):
        assert words.tile_words(t) in plain
    assert plain.startswith(f"The discard pile, {len(view.discard)} tiles, newest first: ")
    assert newest.split("; ")[0] in plain.split(": ", 1)[1].split(";")[0]


# ---- the rules doc -------------------------------------------------------------------------------------


def test_the_rules_doc_shows_the_board_at_phone_size() -> None:
    root = Path(__file__).resolve().parent.parent
    doc = (root / "docs" / "rules" / "earthcrumbles.md").read_text(encoding="utf-8")
    assert "](../images/earthcrumbles-phone.png)" in doc and "## On a phone" in doc
    picture = Image.open(root / "docs" / "images" / "earthcrumbles-phone.png")
    assert picture.width == 400 and picture.height < 2.1 * picture.width
