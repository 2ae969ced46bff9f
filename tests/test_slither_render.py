"""SLITHER renderer (bot/render/slither/): pictures fit Discord and a phone, nothing secret reaches a public
render (picture, words or alt text), and the picture shows what the view says, read back through the
drawing helpers' measurement: who acts and who leads, every hex's name, the pawns, the path strip, the
tags of path cards, the letters of the spots; alt text and close-ups."""

from __future__ import annotations

import io
import itertools
import random
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

import pytest
from PIL import Image, ImageDraw

from bot.render import draw as d
from bot.render import slither
from bot.render.protocol import MAX_ALT_TEXT
from bot.render.slither import RENDERER, pieces, style, terms
from bot.render.slither.style import MARGIN, WIDTH
from bot.render.slither.words import ability_name, active_spots, spot_touches
from engines.slither import SlitherEngine
from engines.slither.cornering import CORNERED_SUFFIX
from engines.slither.data import catalog
from engines.slither.models import PathCard, SlitherState, SlitherView
from support import boards
from support.boards import decode, sample
from support.renders import close_up_shot, colours, inside, measured, measured_board
from support.secrecy import RedrawControl
from support.slither import BALANCED_OPTIONS, base, frogs, snake_to_move, with_path

ENGINE = SlitherEngine()
NAMES = ["Sal", "Ann", "Bo", "Cy", "Di"]


def play_until(num_players: int, seed: int, stop: Callable[[SlitherState], bool]) -> SlitherState:
    """The first state of a seeded random game (a random deciding seat acting each time) for which
    ``stop`` holds, or its last."""
    state: SlitherState = boards.playout(ENGINE, num_players, seed, random_seat=True, until=stop)[-1]
    return state


def mid_game() -> SlitherState:
    return play_until(5, 3, lambda s: s.round >= 4 and s.phase == "frogs_move")


@pytest.mark.parametrize(
    "stop",
    [
        lambda s: s.phase == "place_tile" and s.spot_group is not None,
        lambda s: s.phase == "place_tile" and s.spot is not None,
        lambda s: s.phase == "grow_path" and len(s.path) == 1,
        lambda s: s.phase == "reveal",
        lambda s: s.phase == "snake_move" and s.pending_head is not None,
        lambda s: False,  # to the end
    ],
)
def test_boards_render_at_every_step(stop: Callable[[SlitherState], bool]) -> None:
    for seed in range(2):
        state = play_until(5, seed, stop)
        for seat in (None, 0):
            view = ENGINE.view(state, seat)
            board = RENDERER.board(view, NAMES)
            decode(board.image_png, min_width=800)
            assert board.description and len(board.description) <= 4096
            assert len(board.fields) <= 25 and all(
                len(v) <= 1024 and len(n) <= 256 for n, v, _ in board.fields
            )
            assert "SLITHER" in RENDERER.text(view, NAMES)


def test_placement_letters_are_listed_for_the_table() -> None:
    state = play_until(3, 1, lambda s: s.phase == "place_tile")
    text = RENDERER.text(ENGINE.view(state, None), NAMES)
    assert "spot a " in text and "Tile 1 (1, 2, 3) is being laid." in text


def test_the_text_map_letters_each_spot_where_its_hexes_meet_and_its_button_names_what_it_touches() -> None:
    """Ours D22: without the picture, a spot is named by what the text shows. While a tile is laid, the
    text map has a line per row of hexes and one between each two rows: the hexes a spot would cover are
    dots, its letter stands on the line between their rows at the column of its middle hex; its button
    says the letter and the placed hexes the spot touches."""
    checked = 0
    for players, seed in ((2, 0), (3, 1), (5, 2)):
        for state in boards.each_state(ENGINE, players, seed, random_seat=True):
            if state.phase != "place_tile" or state.spot is not None:
                continue
            view = ENGINE.view(state, None)
            assert view.placement is not None
            text = RENDERER.text(view, NAMES).splitlines()
            start = next(i for i, line in enumerate(text) if line.startswith("Map (")) + 1
            rows = text[start : next(i for i, line in enumerate(text) if line.startswith("Tile "))]
            coords = [(c.q, c.r) for c in view.cells] + [c for s in active_spots(view) for c in s.cells]
            top = min(r for _, r in coords)
            left = min(2 * q + r for q, r in coords)
            labels = {ENGINE.action_id(a): ENGINE.label(state, a) for a in ENGINE.legal_actions(state, 0)}
            for spot in active_spots(view):  # all of them, or those of the group chosen
                line = rows[2 * (min(r for _, r in spot.cells) - top) + 1]
                column = 2 + 3 * (sum(2 * q + r for q, r in spot.cells) // 3 - left)
                assert line[column : column + len(spot.letter)] == spot.letter, (spot, line)
                for q, r in spot.cells:
                    assert rows[2 * (r - top)][2 + 3 * (2 * q + r - left)] == "·", (spot, rows)
                if f"spot.{spot.id}" in labels:  # not while the snake picks a group of spots first
                    label = labels[f"spot.{spot.id}"].removesuffix(CORNERED_SUFFIX)
                    assert label == f"Spot {spot.letter}, next to {spot_touches(view, spot.cells)}"
                    checked += 1
    assert checked > 50


def test_public_renders_do_not_change_with_the_hidden_path() -> None:
    state = mid_game()
    shown = [c for c in state.path if c.face_up]
    # Swap the hidden locations for other cards from the hand: the public picture must not move.
    hidden_hand = [h for h in ENGINE.view(state, 0).secret.hand]  # type: ignore[union-attr]
    other_path = tuple(
        c if c.face_up else PathCard(loc=hidden_hand[i], face_up=False, ability=c.ability)
        for i, c in enumerate(state.path)
    )
    other = state.model_copy(update={"path": other_path})
    assert shown  # the position has revealed cards, so the test compares something real
    for seat in (None, 1, 2):
        a, b = ENGINE.view(state, seat), ENGINE.view(other, seat)
        assert RENDERER.text(a, NAMES) == RENDERER.text(b, NAMES)
        assert RENDERER.board(a, NAMES) == RENDERER.board(b, NAMES)
        assert RENDERER.private_text(a, NAMES) == "" and RENDERER.private_image(a, NAMES) is None
    assert RENDERER.private_text(ENGINE.view(state, 0), NAMES) != RENDERER.private_text(
        ENGINE.view(other, 0), NAMES
    )


def test_the_snakes_private_view_shows_its_path_in_order_and_its_hand() -> None:
    state = mid_game()
    view = ENGINE.view(state, 0)
    text = RENDERER.private_text(view, NAMES)
    order = [
        text.index(f"{seg.name}: {card.loc}") for seg, card in zip(view.segments, state.path, strict=False)
    ]
    assert order == sorted(order)
    assert view.secret is not None and ", ".join(view.secret.hand) in text
    decode(RENDERER.private_image(view, NAMES), min_width=800)


def test_the_final_board_says_who_won_and_what_the_numbers_mean() -> None:
    # [R] Goal; ours D16. The final status names the winners and counts lily pads and found-outs.
    start = ENGINE.new_game(3, 2)
    frogs_won = start.model_copy(update={"phase": "over", "winner": "frogs", "found_out": 2, "pads": (2, 1)})
    board = RENDERER.board(ENGINE.view(frogs_won, None), NAMES)
    assert board.description == (
        "Game over: Ann and Bo win: the frogs found the snake out twice, and it removed 1 of the 4 lily pads."
    )
    snake_won = start.model_copy(update={"phase": "over", "winner": "snake", "found_out": 0, "pads": (0, 0)})
    text = RENDERER.text(ENGINE.view(snake_won, None), NAMES)
    assert (
        "Game over: Sal, the snake, wins: all 4 lily pads are gone, and the frogs never found it out." in text
    )


def test_setup_is_not_called_round_zero_and_counts_agree() -> None:
    # Three players: the snake lays two tiles at setup; after the first, one is laid and one to go.
    state = play_until(3, 1, lambda s: s.phase == "place_tile" and len(s.tiles) == 3)
    board = RENDERER.board(ENGINE.view(state, None), NAMES)
    assert board.description.startswith("Setup: Sal lays tile 2")
    assert board.footer == "Setup · 1 numbered tile laid"
    assert "3 location cards in hand" in RENDERER.text(ENGINE.view(state, None), NAMES)


# ---- the picture, read back through the measurement (bot/render/measure.py) ----------------------------

MAP_NAMES = ["Sal", "Ann", "Bo"]


def hex_box(geo: slither.Geometry, q: int, r: int) -> tuple[float, float, float, float]:
    """A hex's bounding box on the picture."""
    cx, cy = geo.frame.centre(q, r)
    x, y, radius = MARGIN + cx, geo.map_top + cy, geo.frame.radius
    return (x - radius, y - radius, x + radius, y + radius)


def cell(view: SlitherView, hex_id: str) -> tuple[int, int]:
    found = next(c for c in view.cells if c.id == hex_id)
    return found.q, found.r


def on_path() -> SlitherState:
    """MAP (tests/support/slither.py), the frogs to move: Head 5 face down, Middle 1 4 seen with Strike on
    it, Middle 2 2 face down, the Tail empty."""
    return with_path(base(), "5", "4^+strike", "2", phase="frogs_move")


def test_the_banner_says_who_decides_and_who_leads() -> None:
    """Whose turn it is and who leads (the round, [R] Goal's found-outs and lily pads) head the picture."""
    view = ENGINE.view(on_path(), None)
    shot = measured(lambda: decode(RENDERER.board(view, MAP_NAMES).image_png, min_width=800))
    geo = slither.geometry(view, MAP_NAMES)
    banner = inside(shot.texts, (0, 0, slither.WIDTH, geo.map_top))
    assert banner == ["Ann and Bo: move your frogs", "Round 1 · found out 0 of 2 · lily pads 4 of 4"]
    moved = on_path().model_copy(
        update={"frogs": (on_path().frogs[0].model_copy(update={"done": True}), on_path().frogs[1])}
    )
    again = ENGINE.view(moved, None)
    assert inside(
        measured(lambda: decode(RENDERER.board(again, MAP_NAMES).image_png, min_width=800)).texts,
        (0, 0, 800, geo.map_top),
    )[0] == ("Bo: move your frog")


def test_every_hex_is_named_on_its_hex_and_pawns_stand_on_theirs() -> None:
    view = ENGINE.view(on_path(), None)
    shot = measured(lambda: decode(RENDERER.board(view, MAP_NAMES).image_png, min_width=800))
    geo = slither.geometry(view, MAP_NAMES)
    image = slither.draw_board(view, MAP_NAMES)
    for c in view.cells:
        assert c.name in inside(shot.texts, hex_box(geo, c.q, c.r)), c.name
    # Frog 1 on β1, frog 2 on β2 (tests/support/slither.py): each pawn in its colour on its building.
    for f in view.frogs:
        assert f.hex is not None
        cx, cy = geo.frame.centre(*cell(view, f.hex))
        dx, dy = slither.mapdraw.PAWN_SPOTS[1][1][0]
        x, y = MARGIN + cx + dx * geo.frame.radius, geo.map_top + cy + dy * geo.frame.radius
        assert image.getpixel((round(x), round(y))) == slither.frog_style(f.seat).colour


def test_four_frogs_on_one_hex_each_show_at_phone_size() -> None:
    """Frogs may share a hex. With all four on one building of a five-player map, each pawn is drawn in
    its frog's colour at its own spot, and no pawn on any crowded hex of a sampled game is smaller than a
    fortieth of the picture's width (10 pixels on a phone)."""
    state = mid_game()
    target = next(c.id for c in ENGINE.view(state, None).cells if c.kind == "building")
    crowded = state.model_copy(
        update={"frogs": tuple(f.model_copy(update={"hex": target}) for f in state.frogs)}
    )
    view = ENGINE.view(crowded, None)
    geo = slither.geometry(view, NAMES)
    image = slither.draw_board(view, NAMES).convert("RGB")
    cx, cy = geo.frame.centre(*cell(view, target))
    size, spots = slither.mapdraw.PAWN_SPOTS[4]
    for f, (dx, dy) in zip(view.frogs, spots, strict=True):
        x, y = MARGIN + cx + dx * geo.frame.radius, geo.map_top + cy + dy * geo.frame.radius
        assert image.getpixel((round(x), round(y))) == slither.frog_style(f.seat).colour
    assert size * geo.frame.radius >= WIDTH / 40
    for players in range(2, 6):
        for seed in range(3):
            for state in sample(boards.playout(ENGINE, players, seed), 12):
                shown = ENGINE.view(state, None)
                together = Counter(f.hex for f in shown.frogs if f.hex is not None)
                if together:
                    pawn = slither.mapdraw.PAWN_SPOTS[max(together.values())][0]
                    radius = slither.geometry(shown, NAMES[:players]).frame.radius
                    assert pawn * radius >= WIDTH / 40, (players, seed, radius)


def test_the_legend_names_each_frog_beside_its_pawn_and_card() -> None:
    view = ENGINE.view(frogs(on_path(), (None, "long_leap"), (None, None)), 2)
    shot = measured(lambda: decode(RENDERER.board(view, MAP_NAMES).image_png, min_width=800))
    geo = slither.geometry(view, MAP_NAMES)
    boxes = slither.layout.legend_boxes(2, geo.legend_top)
    assert inside(shot.texts, boxes[0]) == ["Long Leap", "Ann"]
    assert inside(shot.texts, boxes[1]) == ["no card", "Bo", "YOU"]  # the board drawn from Bo's view
    image = slither.draw_board(view, MAP_NAMES)
    for seat, (x0, y0, _, y1) in zip((1, 2), boxes, strict=True):
        pawn_x = x0 + 12 + 26 + 15  # after the turn marker: both frogs must move
        assert image.getpixel((pawn_x, (y0 + y1) // 2)) == slither.frog_style(seat).colour
        assert image.getpixel((x0 + 20, y0 + 1)) == slither.GOLD  # the outline of a frog that must act


def test_the_strip_shows_each_segment_and_only_the_snakes_picture_says_where_face_down_cards_are() -> None:
    state = on_path()
    public = ENGINE.view(state, None)
    shot = measured(lambda: decode(RENDERER.board(public, MAP_NAMES).image_png, min_width=800))
    geo = slither.geometry(public, MAP_NAMES)
    assert geo.strip_top is not None
    boxes = slither.layout.strip_boxes(public, geo.strip_top, private=False)
    assert [inside(shot.texts, b) for b in boxes] == [
        ["Head", "?"],
        ["Middle 1", "4", "Strike"],
        ["Middle 2", "?"],
        ["Tail", "—"],
    ]
    mine = ENGINE.view(state, 0)
    secret = measured(lambda: decode(RENDERER.private_image(mine, MAP_NAMES), min_width=800))
    geo = slither.geometry(mine, MAP_NAMES, private=True)
    assert geo.strip_top is not None
    boxes = slither.layout.strip_boxes(mine, geo.strip_top, private=True)
    assert [inside(secret.texts, b) for b in boxes] == [
        ["Head", "5", "face down"],
        ["Middle 1", "4", "seen", "Strike"],
        ["Middle 2", "2", "face down"],
        ["Tail", "—"],
    ]
    assert "Your hand (3): 1, 3, 6" in [t.text for t in secret.texts]


def test_path_cards_are_tagged_on_their_hexes_seen_ones_on_the_board_all_on_the_snakes_picture() -> None:
    state = on_path()
    public = ENGINE.view(state, None)
    shot = measured(lambda: decode(RENDERER.board(public, MAP_NAMES).image_png, min_width=800))
    geo = slither.geometry(public, MAP_NAMES)
    tags = {"H", "M1", "M2", "M3", "M4", "T"}
    assert [t.text for t in shot.texts if t.text in tags] == ["M1"]
    assert "M1" in inside(shot.texts, hex_box(geo, *cell(public, "4")))
    mine = ENGINE.view(state, 0)
    secret = measured(lambda: decode(RENDERER.private_image(mine, MAP_NAMES), min_width=800))
    geo = slither.geometry(mine, MAP_NAMES, private=True)
    for hex_id, tag in (("5", "H"), ("4", "M1"), ("2", "M2")):
        assert tag in inside(secret.texts, hex_box(geo, *cell(mine, hex_id))), tag


def test_the_board_is_the_same_whoever_s_view_it_is_drawn_from_but_the_you_tag() -> None:
    """The board (picture, embed, alt text) shows public facts only: drawn from the snake's own view it is
    the public board exactly, so a board can never carry the path."""
    state = on_path()
    assert RENDERER.board(ENGINE.view(state, 0), MAP_NAMES) == RENDERER.board(
        ENGINE.view(state, None), MAP_NAMES
    )
    frog = RENDERER.board(ENGINE.view(state, 1), MAP_NAMES)
    public = RENDERER.board(ENGINE.view(state, None), MAP_NAMES)
    assert frog.image_png != public.image_png  # the YOU tag
    assert frog.alt_text.replace(", you", "") == public.alt_text


def test_a_frog_on_the_snakes_hidden_path_changes_nothing_public() -> None:
    """The hidden path's locations, resampled by a frog's determinization, leave the board (picture, words
    and alt text) as it was, at every fourth position of a whole game, for each frog; the snake's own alt
    text says where its face-down cards are. The control (``support.secrecy``): the redraws did move the
    hidden cards."""
    control = RedrawControl("slither", "five players, seed 3, a random seat acting")
    for state in boards.playout(ENGINE, 5, 3, random_seat=True)[::4]:
        public = RENDERER.board(ENGINE.view(state, None), NAMES)
        for frog in range(1, 5):
            other = ENGINE.determinize(state, frog, random.Random(f"{state.step}:{frog}"))
            control.check(state, frog, other)
            assert RENDERER.board(ENGINE.view(other, None), NAMES) == public, (state.step, frog)
    control.verify()
    state = mid_game()
    mine = RENDERER.private_alt_text(ENGINE.view(state, 0), NAMES)
    public = RENDERER.board(ENGINE.view(state, None), NAMES)
    for seg, card in zip(ENGINE.view(state, 0).segments, state.path, strict=False):
        if not card.face_up:
            said = f"{seg.name} {card.loc}, face down"
            assert said in mine and said not in public.alt_text


def test_the_alt_text_says_the_position_in_words() -> None:
    state = frogs(on_path(), (None, "long_leap"), (None, None))
    alt = RENDERER.board(ENGINE.view(state, None), MAP_NAMES).alt_text
    assert alt.startswith("SLITHER board. Round 1: the frogs move. Waiting for Ann and Bo.\n")
    assert (
        "The frogs have not yet found the snake out (they win at 2). 4 of 4 lily pads are left (β1 2, β2 2)."
        in alt
    )
    assert "Ann (amber circle, to act) is on β1, next to A, B and 1; holds Long Leap." in alt
    assert "Bo (blue square, to act) is on β2, next to C and D; no card." in alt
    assert (
        "The snake's path, Head to Tail: Head face down; Middle 1 seen on 4, with Strike; Middle 2 face down; "
        "Tail empty." in alt
    )
    assert "The snake holds 3 location cards and the ability cards Gulp, Venom and Shed Skin." in alt
    assert "The map: letters A, B, C and D; buildings β1 and β2; locations 1 to 6." in alt
    assert "1: β1, B, 2, 3" in alt  # every hex's neighbours (ruling 10) when there is room
    mine = RENDERER.private_alt_text(ENGINE.view(state, 0), MAP_NAMES)
    assert mine.startswith("Your secret path and hand in SLITHER.")
    assert (
        "Your path, Head to Tail: Head 5, face down; Middle 1 4, seen face up, with Strike; Middle 2 2, face down"
        in mine
    )
    assert "Your hand (3): 1, 3, 6." in mine and "In your hand next to your Head: 6." in mine
    assert RENDERER.private_alt_text(ENGINE.view(state, 1), MAP_NAMES) == ""


LONG_NAMES = [
    "W" * 32,
    "Ève-Marie Lindqvist-Øresund 🐧🐧",
    "x" * 32,
    "Bartholomew Penguinsworth III",
    "שלום עולם مرحبا 日本語の名前",
]


@pytest.mark.parametrize("num_players", [2, 5])
def test_the_alt_text_fits_discords_limit_in_every_position(num_players: int) -> None:
    """Discord keeps at most 1,024 characters of an attachment's description: long names and big maps are
    told more briefly, never cut off mid-way; the same for the snake's picture and every close-up."""
    state = ENGINE.new_game(num_players, 4)
    rng = random.Random(4)
    names = LONG_NAMES[:num_players]
    longest = step = 0
    while True:
        if step % 5 == 0 or ENGINE.outcome(state) is not None:
            for seat in (None, 0):
                view = ENGINE.view(state, seat)
                alt = (
                    RENDERER.board(view, names).alt_text
                    if seat is None
                    else RENDERER.private_alt_text(view, names)
                )
                longest = max(longest, len(alt))
                assert len(alt) <= MAX_ALT_TEXT and not alt.endswith("…"), alt
                assert all(name in alt for name in names[1:]), alt
                if step % 15 == 0:
                    for close in RENDERER.close_ups(view, names):
                        found = RENDERER.close_up(view, names, close.key)
                        assert found is not None
                        assert len(found.alt_text) <= MAX_ALT_TEXT and not found.alt_text.endswith("…"), close
        if ENGINE.outcome(state) is not None:
            break
        seat = min(ENGINE.current_seats(state))
        state = ENGINE.apply(state, seat, rng.choice(list(ENGINE.legal_actions(state, seat))))
        step += 1
    assert longest > 700


def test_the_spots_a_tile_may_take_are_lettered_where_their_hexes_meet() -> None:
    """Ours D2: the letters on the picture are those of the buttons, at the corner a spot's hexes share."""
    state = play_until(5, 1, lambda s: s.phase == "place_tile")
    view = ENGINE.view(state, None)
    assert view.placement is not None
    shot = measured(lambda: decode(RENDERER.board(view, NAMES).image_png, min_width=800))
    geo = slither.geometry(view, NAMES)
    for spot in view.placement.spots:
        points = [geo.frame.centre(q, r) for q, r in spot.cells]
        x, y = MARGIN + sum(p[0] for p in points) / 3, geo.map_top + sum(p[1] for p in points) / 3
        assert spot.letter in inside(shot.texts, (x - 24, y - 20, x + 24, y + 20)), spot.letter


# ---- close-ups -------------------------------------------------------------------------------------------


def test_close_ups_are_the_map_the_cards_and_only_for_the_snake_its_path() -> None:
    state = on_path()
    for seat in (None, 1, 2):
        view = ENGINE.view(state, seat)
        assert [(u.key, u.label) for u in RENDERER.close_ups(view, MAP_NAMES)] == [
            ("map", "Show the map"),
            ("cards", "Show the ability cards"),
        ]
        assert RENDERER.close_up(view, MAP_NAMES, "path") is None
    mine = ENGINE.view(state, 0)
    assert [u.key for u in RENDERER.close_ups(mine, MAP_NAMES)] == ["map", "cards", "path"]
    assert RENDERER.close_up(mine, MAP_NAMES, "nonsense") is None


def test_the_map_close_up_names_every_hex_and_frog() -> None:
    view = ENGINE.view(on_path(), None)
    close, shot = close_up_shot(RENDERER, view, MAP_NAMES, "map")
    alt = close.alt_text
    drawn = [t.text for t in shot.texts]
    assert all(c.name in drawn for c in view.cells) and {"Ann", "Bo", "M1"} <= set(drawn)
    assert (
        alt.startswith("The SLITHER map. Round 1 · found out 0 of 2")
        and "Path cards seen face up: Middle 1 seen on 4" in alt
    )
    # Public facts only, whoever asks: the snake's own map close-up is the public one.
    assert RENDERER.close_up(ENGINE.view(on_path(), 0), MAP_NAMES, "map") == RENDERER.close_up(
        view, MAP_NAMES, "map"
    )


def test_the_cards_close_up_shows_every_card_with_its_text() -> None:
    view = ENGINE.view(frogs(on_path(), (None, "croak"), (None, None)), None)
    close, shot = close_up_shot(RENDERER, view, MAP_NAMES, "cards")
    alt = close.alt_text
    drawn = " ".join(t.text for t in shot.texts)
    assert "Ann: Croak" in drawn and "When: Reveal step" in drawn and "Also announce one hex" in drawn
    assert "Bo: no card" in drawn
    for card in view.snake_abilities:
        assert ability_name(card) in drawn and catalog().snake_cards[card].text in alt
    assert f"Frog deck: {view.deck_size} cards" in drawn


def test_the_path_close_up_shows_the_snake_its_path_and_where_its_head_may_go() -> None:
    """Rulebook "Snake Moves": the new Head is a hand card next to the previous one (ruling 13); the
    close-up rings those cards in gold."""
    state = snake_to_move(base(), "5", "4^", "2")
    view = ENGINE.view(state, 0)
    close, shot = close_up_shot(RENDERER, view, MAP_NAMES, "path")
    alt = close.alt_text
    drawn = [t.text for t in shot.texts]
    assert {"H", "M1", "M2", "5", "4", "2", "face down", "seen"} <= set(drawn)
    assert "Gold rings: the cards in your hand next to your Head (6), where your next Head may go." in alt
    image = Image.open(io.BytesIO(close.image_png)).convert("RGB")
    assert slither.GOLD in {colour for _, colour in colours(image.convert("RGB"))}


# ---- colours, shapes and odd names -----------------------------------------------------------------------


def test_every_frog_has_a_shape_and_a_colour_of_its_own() -> None:
    """Colour is never the only cue (docs/rendering.md): four frogs, four shapes; their colours are checked for
    colour-blind players in tests/test_render_readability.py."""
    assert len({f.shape for f in slither.FROGS}) == len({f.colour for f in slither.FROGS}) == 4
    field = dict((n, v) for n, v, _ in RENDERER.board(ENGINE.view(on_path(), None), MAP_NAMES).fields)[
        "Frogs"
    ]
    assert field.splitlines() == ["● Ann: on β1, holds Bellow", "■ Bo: on β2, holds Bellow"]


ODD_NAMES = [
    "🐧🐧🐧 Penguin 👨‍👩‍👧‍👦 Fan",
    "W" * 32,
    "**bold** _it_ `code`",
    "שלום עולם مرحبا 日本語の名前",
    "",
]


def test_odd_names_and_the_builtin_font_do_not_break_the_pictures() -> None:
    state = mid_game()
    for builtin in (False, True):
        d.use_builtin_font(builtin)
        try:
            for seat in (None, 0, 1):
                view = ENGINE.view(state, seat)
                decode(RENDERER.board(view, ODD_NAMES).image_png, min_width=800)
                for close in RENDERER.close_ups(view, ODD_NAMES):
                    found = RENDERER.close_up(view, ODD_NAMES, close.key)
                    assert found is not None
                    decode(found.image_png, min_width=800)
            decode(RENDERER.private_image(ENGINE.view(state, 0), ODD_NAMES), min_width=800)
        finally:
            d.use_builtin_font(False)
    assert "#5" in RENDERER.board(ENGINE.view(state, None), ODD_NAMES).alt_text


def test_the_rules_doc_shows_the_board_at_phone_size() -> None:
    root = Path(__file__).resolve().parent.parent
    doc = (root / "docs" / "rules" / "slither.md").read_text(encoding="utf-8")
    assert "](../images/slither-phone.png)" in doc and "## On a phone" in doc
    picture = Image.open(root / "docs" / "images" / "slither-phone.png")
    assert picture.width == 400 and picture.height < 1.5 * picture.width


def test_the_board_shows_the_round_limit() -> None:
    state = with_path(base(), "5", "4", "2", phase="frogs_move")
    balanced = state.model_copy(update={"round": 5, "options": BALANCED_OPTIONS})
    assert ENGINE.view(balanced, 1).last_round == 13
    names = ["Sal", "Ann", "Bo"]
    assert RENDERER.board(ENGINE.view(balanced, 1), names).description.startswith("Round 5 of 13: ")
    assert RENDERER.text(ENGINE.view(balanced, None), names).startswith("SLITHER — Round 5 of 13: ")
    rulebook = RENDERER.board(ENGINE.view(state.model_copy(update={"round": 5}), 1), names)
    assert rulebook.description.startswith("Round 5: ")


def test_the_final_board_says_the_snake_outlasted_the_frogs() -> None:
    state = with_path(base(), "5", "4", "2", phase="frogs_move")
    over = state.model_copy(
        update={
            "options": BALANCED_OPTIONS,
            "round": 13,
            "phase": "over",
            "winner": "snake",
            "found_out": 1,
            "pads": (1, 2),
        }
    )
    assert RENDERER.board(ENGINE.view(over, None), ["Sal", "Ann", "Bo"]).description == (
        "Game over: Sal, the snake, wins: it was still free after round 13, it removed 1 of the 4 lily pads, "
        "and the frogs found it out once."
    )


# ---- hostile display names: slither's pictures draw whatever the players are called: long names, cjk, emoji, right-to-left, markup,

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


def draw_everything(state: SlitherState, names: Sequence[str]) -> str:
    """Every picture of ``state`` for an onlooker, the snake and a frog, each decoded and carrying alt text;
    the onlooker's board's alt text."""
    told = ""
    for seat in (None, 0, 1):
        view = ENGINE.view(state, seat)
        board = RENDERER.board(view, names)
        decode(board.image_png, min_width=800)
        assert board.alt_text.startswith("SLITHER board."), board.alt_text[:80]
        told = told or board.alt_text
        for close in RENDERER.close_ups(view, names):
            found = RENDERER.close_up(view, names, close.key)
            assert found is not None and found.alt_text
            decode(found.image_png, min_width=800)
        if seat == 0:
            decode(RENDERER.private_image(view, names), min_width=800)
    return told


def test_the_names_of_the_report_draw_while_a_tile_is_laid() -> None:
    """4 players, seed 1, step 6: the snake's picture, the map and its path close-up raised ``ValueError:
    x1 must be greater than or equal to x0`` in ``letter_disc``. Now every picture draws, and the board
    tells every player by name."""
    names = HOSTILE[0][:4]
    for step, state in enumerate(boards.each_state(ENGINE, 4, 1, random_seat=True)):
        if step > 12:
            break
        told = draw_everything(state, names)
        assert all(name in told for name in names), (step, told[:300])


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_hostile_names_draw_in_every_picture_and_close_up(players: int) -> None:
    name_sets = itertools.cycle(HOSTILE)
    for state in itertools.islice(states(players, players), 14):
        draw_everything(state, next(name_sets)[:players])


def test_a_spot_letter_draws_wherever_it_falls_and_whatever_the_map_size() -> None:
    """Pillow refuses a rounded rectangle a pixel or so wider than its corners: the disc is drawn on whole
    pixels, a disc or at least two pixels wider than one, for any centre and any hex radius."""
    for letter in ("a", "m", "w", "aa", "zz"):
        for radius in range(10, 80, 3):
            for fx, fy in itertools.product(range(0, 20, 2), range(0, 20, 5)):
                image = Image.new("RGB", (300, 300))
                draw = ImageDraw.Draw(image)
                cx, cy = 150 + fx / 20, 150 + fy / 20
                pieces.letter_disc(draw, cx, cy, letter, radius + fx / 40)
                box = image.getbbox()  # what was drawn: the disc, centred where it was asked
                assert box is not None, (letter, radius, fx, fy)
                left, top, right, bottom = box
                assert left < cx < right and top < cy < bottom, (letter, radius, box)
                width, height = right - left, bottom - top
                assert width >= height >= 4  # a disc, or a pill wider than it is tall
                # Inside the outline, the letter's ink: the letter itself is drawn.
                inside = image.crop((left + 4, top + 4, right - 4, bottom - 4)).getcolors(maxcolors=1 << 16)
                assert inside is not None and any(colour == style.LETTER_INK for _, colour in inside), letter


# ---- the table's language --------------------------------------------------------------------------------


def test_a_german_and_a_japanese_board_say_the_games_words_in_their_language() -> None:
    """The board speaks the table's language (``Renderer.in_language``, slither.ftl): its status, its fields,
    the picture's banner and path strip, the close-ups' buttons and the alt text; hexes keep their printed
    names, and the English renderer is the one the host loads."""
    assert RENDERER.in_language("en") is RENDERER
    assert RENDERER.in_language("de") is RENDERER.in_language("de") is not RENDERER
    view = ENGINE.view(on_path(), None)
    said = {
        "de": (
            "Runde 1: Die Frösche ziehen. Warten auf Ann und Bo.",
            ["Pfad", "Seerosenblätter", "Schlange", "Frösche", "Was die Frösche wissen"],
            ["Kopf: ?", "Mitte 1: 4 +Zustoßen", "Mitte 2: ?", "Schwanz: —"],
            ["Ann und Bo: Zieht eure Frösche", "Runde 1 · entdeckt 0/2 · Seerosenblätter 4/4"],
            [["Kopf", "?"], ["Mitte 1", "4", "Zustoßen"], ["Mitte 2", "?"], ["Schwanz", "—"]],
            ["Spielplan zeigen", "Fähigkeitskarten zeigen"],
            "Spielplan von SLITHER. Runde 1: Die Frösche ziehen.",
            "M1",  # Mitte 1
        ),
        "ja": (
            "ラウンド1：カエルが動きます。Ann、Boを待っています。",
            ["道筋", "スイレンの葉", "ヘビ", "カエル", "カエルが知っていること"],
            ["頭：?", "胴1：4 +一撃", "胴2：?", "尾：—"],
            ["Ann、Bo：カエルを動かしてください", "ラウンド1 · 見破り0/2 · スイレンの葉4/4"],
            [["頭", "?"], ["胴1", "4", "一撃"], ["胴2", "?"], ["尾", "—"]],
            ["地図を見る", "能力カードを見る"],
            "SLITHERの盤。ラウンド1：カエルが動きます。",
            "胴1",
        ),
    }
    for language, (status, field_names, path, banner, strip, buttons, alt, tag) in said.items():
        renderer = RENDERER.in_language(language)
        board = renderer.board(view, MAP_NAMES)
        assert board.description == status
        assert [name for name, _, _ in board.fields] == field_names
        assert board.fields[0][1].splitlines() == path
        assert board.alt_text.startswith(alt)
        assert [u.label for u in renderer.close_ups(view, MAP_NAMES)] == buttons
        shot = measured_board(renderer, view, MAP_NAMES)
        geo = slither.geometry(view, MAP_NAMES, say=renderer.say)
        assert geo.strip_top is not None
        assert inside(shot.texts, (0, 0, WIDTH, geo.map_top)) == banner
        boxes = slither.layout.strip_boxes(view, geo.strip_top, False, renderer.say)
        assert [inside(shot.texts, box) for box in boxes] == strip
        assert tag in inside(shot.texts, hex_box(geo, *cell(view, "4")))  # the seen Middle 1's tag


def test_the_ability_cards_english_words_are_the_datas() -> None:
    """A card's name, timing and text as the board says them in English are data/slither/abilities.toml's,
    word for word (the other languages translate the catalogue's)."""
    cat = catalog()
    for snake_card in cat.snake_cards.values():
        assert ability_name(snake_card.id) == snake_card.name
        assert terms.ability_text(snake_card.id) == snake_card.text
        assert terms.ability_timing(snake_card.id) == ""  # the snake's cards name no time
    for frog_card in cat.frog_cards.values():
        assert ability_name(frog_card.id) == frog_card.name
        assert terms.ability_text(frog_card.id) == frog_card.text
        assert terms.ability_timing(frog_card.id) == frog_card.timing
