"""The Giant Snail Will Not Prevail! renderer (bot/render/giantsnail.py): boards from random playouts fit
Discord, the picture shows what the view says (ruined regions, the snail and the robot where they are,
workers in their colours), and what a Malacologist saw (ruling 37, private) never reaches a public render.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from PIL import Image

from bot.render import giantsnail as gs
from bot.render.base import escape_markdown
from bot.render.giantsnail import RENDERER
from engines import ENGINES
from engines.giantsnail.models import DEAD, GiantSnailAction, GiantSnailState, GiantSnailView
from support import boards
from support.boards import HOST_ROOM, decode, embed_size, sample

ENGINE = ENGINES["giantsnail"]
NAMES = ["Ann", "Bo *the* Builder", "Cy"]
Policy = Callable[[GiantSnailState, int, random.Random], GiantSnailAction]


BUILDERS = {"build": 50, "arm": 30, "factory": 30, "research": 30, "fire": 30, "rebuild": 30, "labor": 10}


def builder_policy(state: GiantSnailState, seat: int, rng: random.Random) -> GiantSnailAction:
    """Random, but keen on building: these games finish the robot and kill the snail (seeds 1 and 39)."""
    actions: list[GiantSnailAction] = list(ENGINE.legal_actions(state, seat))
    weights = []
    for action in actions:
        kind = action.code.split(".")[0]
        weights.append({"forfeit": 0.2, "done": 0.3}.get(kind, BUILDERS.get(kind, 1)))
    return rng.choices(actions, weights)[0]


def playout(seed: int, policy: Policy | None = None) -> list[GiantSnailState]:
    return boards.playout(ENGINE, 3, seed, policy=policy)


def cell(image: Image.Image, view: GiantSnailView, region_id: int) -> Image.Image:
    region = next(r for r in view.regions if r.id == region_id)
    return image.crop(gs.cell_box(region.row, region.col))


def count(image: Image.Image, colour: tuple[int, int, int]) -> int:
    """Pixels of exactly that colour."""
    histogram = image.convert("RGB").getcolors(maxcolors=1 << 20) or []
    return next((n for n, c in histogram if c == colour), 0)


@pytest.fixture(scope="module")
def builder_games() -> list[list[GiantSnailState]]:
    return [playout(1, builder_policy), playout(39, builder_policy)]


# ---- every board fits Discord -----------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [1, 2])
def test_boards_of_random_playouts_fit_discord(seed: int) -> None:
    for state in sample(playout(seed), 6):
        for seat in (None, 0, 2):
            view = ENGINE.view(state, seat)
            board = RENDERER.board(view, NAMES)
            image = decode(board.image_png)
            assert image.size == (gs.WIDTH, gs.board_height(view))
            assert len(board.title) <= 256 and board.description and len(board.description) <= 4096
            assert len(board.footer) <= 2048
            assert len(board.fields) <= 19  # the host adds one, and shows at most 20 of the board's
            assert all(0 < len(n) <= 256 and 0 < len(v) <= 1024 for n, v, _ in board.fields)
            assert embed_size(board) + HOST_ROOM <= 6000
            text = RENDERER.text(view, NAMES)
            assert all(name in text for name in NAMES)


def test_late_game_boards_render_the_robot_and_the_event_2_deck(
    builder_games: list[list[GiantSnailState]],
) -> None:
    seen = set()
    for states in builder_games:
        for state in sample(states, 10):
            view = ENGINE.view(state, None)
            board = RENDERER.board(view, ["W" * 32, "Ö" * 32, "🐌" * 32])
            decode(board.image_png)
            assert embed_size(board) + HOST_ROOM <= 6000
            assert all(len(v) <= 1024 for _, v, _ in board.fields)
            if view.robot_built:
                seen.add("robot")
                assert "The robot is finished, standing on" in board.description
            if view.event2:
                seen.add("event 2")
                assert any("Event 2 deck" in v for _, v, _ in board.fields)
            if view.destroyed:
                seen.add("ruins")
    assert seen == {"robot", "event 2", "ruins"}  # the sample reaches what it means to test


# ---- the picture shows what the view says -----------------------------------------------------------------


def test_a_destroyed_region_is_drawn_as_ruins() -> None:
    states = playout(1)
    # The first destruction: the same region just before (intact) and just after (destroyed).
    i = next(k for k in range(1, len(states)) if ENGINE.view(states[k], None).destroyed)
    before, after = ENGINE.view(states[i - 1], None), ENGINE.view(states[i], None)
    ruined = next(r.id for r in after.regions if r.destroyed)
    intact_cell = cell(gs.draw_board(before, NAMES), before, ruined)
    ruin_cell = cell(gs.draw_board(after, NAMES), after, ruined)
    assert count(intact_cell, gs.RUIN) == 0
    assert count(ruin_cell, gs.RUIN) > 2000
    assert intact_cell.tobytes() != ruin_cell.tobytes()
    # And on a board with several ruins, exactly the destroyed cells look ruined.
    late = ENGINE.view(states[-1], None)
    assert late.destroyed >= 2
    image = gs.draw_board(late, NAMES)
    for region in late.regions:
        assert (count(cell(image, late, region.id), gs.RUIN) > 2000) == region.destroyed, region.name


def test_the_snail_is_drawn_where_it_is(builder_games: list[list[GiantSnailState]]) -> None:
    places = set()
    for state in sample(builder_games[0], 12):
        view = ENGINE.view(state, None)
        image = gs.draw_board(view, NAMES)
        shells = {r.id: count(cell(image, view, r.id), gs.SHELL) for r in view.regions}
        if view.snail > 0:
            places.add("region")
            assert shells[view.snail] > 300
            assert all(n == 0 for region, n in shells.items() if region != view.snail)
        else:
            assert not any(shells.values())
            on_board = count(image, gs.SHELL)
            if view.snail == DEAD:
                places.add("dead")
                assert on_board == 0
            else:
                places.add("space")
                assert on_board > 200  # on the space card
    assert places == {"space", "region", "dead"}


def test_the_robot_is_drawn_on_its_region(builder_games: list[list[GiantSnailState]]) -> None:
    placed = 0
    for state in sample(builder_games[1], 12):
        view = ENGINE.view(state, None)
        image = gs.draw_board(view, NAMES)
        eyes = {r.id: count(cell(image, view, r.id), gs.ROBOT_EYE) for r in view.regions}
        if view.robot:
            placed += 1
            assert eyes[view.robot] > 10
        assert all(n == 0 for region, n in eyes.items() if region != view.robot)
    assert placed >= 2


def test_workers_are_drawn_in_their_seats_colours_with_a_light_rim() -> None:
    view = ENGINE.view(sample(playout(2), 4)[2], None)
    image = gs.draw_board(view, NAMES)
    seat_colours = set(gs.SEAT_COLOUR.values())
    checked = {"red": 0, "blue": 0, "black": 0, "empty": 0}
    for region in view.regions:
        x0, y0, _, _ = gs.cell_box(region.row, region.col)
        rows = (region.rebuild,) if region.destroyed else region.rows
        for workers, centres in zip(rows, gs.slot_centres(region), strict=False):
            for k, (cx, cy) in enumerate(centres):
                fill = image.getpixel((x0 + cx - 10, y0 + cy))  # inside the disc, left of its letter
                if k < len(workers):
                    colour = view.players[workers[k]].colour
                    assert fill == gs.SEAT_COLOUR[colour], (region.name, k)
                    # The rim: a black worker on a dark ruin stays visible.
                    assert image.getpixel((x0 + cx - gs.DISC // 2 + 1, y0 + cy)) == gs.RIM
                    checked[colour] += 1
                else:
                    assert fill not in seat_colours
                    checked["empty"] += 1
    assert all(checked.values()), checked


def test_the_picture_changes_with_a_players_resources() -> None:
    view = ENGINE.view(playout(3)[20], None)
    richer = view.players[1].model_copy(update={"metal": view.players[1].metal + 3})
    other = view.model_copy(update={"players": (view.players[0], richer, view.players[2])})
    assert gs.draw_board(view, NAMES).tobytes() != gs.draw_board(other, NAMES).tobytes()


# ---- private information ----------------------------------------------------------------------------------


def test_what_a_malacologist_saw_stays_out_of_public_renders() -> None:
    state = playout(4)[30]
    assert len(state.deck) >= 3
    peeked = state.model_copy(update={"peek_seat": 0, "peek_count": 3})
    secret = ENGINE.view(peeked, 0).known_top
    assert len(secret) == 3
    for seat in (None, 1, 2):
        with_peek, without = ENGINE.view(peeked, seat), ENGINE.view(state, seat)
        assert not with_peek.known_top
        assert RENDERER.board(with_peek, NAMES) == RENDERER.board(without, NAMES)
        assert RENDERER.text(with_peek, NAMES) == RENDERER.text(without, NAMES)
        assert RENDERER.private_text(with_peek, NAMES) == ""
        assert RENDERER.private_image(with_peek, NAMES) is None
        board = RENDERER.board(with_peek, NAMES)
        words = " ".join([board.description, *(f"{n} {v}" for n, v, _ in board.fields)])
        assert "Only you know" not in words and "Your secret" not in words
    # The researcher's own view shows the cards, top first, in words and pictures.
    own = ENGINE.view(peeked, 0)
    text = RENDERER.private_text(own, NAMES)
    assert text == f"Only you know the top of the event deck: {', then '.join(secret)}."
    assert text in RENDERER.text(own, NAMES)
    board = RENDERER.board(own, NAMES)
    assert ("Your secret", text, False) in board.fields
    assert decode(board.image_png).height == gs.board_height(own) > gs.board_height(ENGINE.view(peeked, None))
    assert decode(RENDERER.private_image(own, NAMES)).width >= 800


# ---- words ------------------------------------------------------------------------------------------------


def test_counts_agree_with_their_numbers() -> None:
    view = ENGINE.view(playout(5)[12], None)
    one = view.players[0].model_copy(update={"votes": 1, "claimed": 1, "weapons": ("Battle Fork",)})
    two = view.players[1].model_copy(update={"votes": 2, "claimed": 2})
    single = view.model_copy(
        update={"players": (one, two, view.players[2]), "deck_size": 1, "destroyed": 1, "buried": 1}
    )
    text = RENDERER.text(single, NAMES)
    assert "1 vote\n" in text and "2 votes\n" in text
    assert "Event deck: 1 card left" in text and "1 region destroyed" in text
    assert "1 card discarded face down" in text
    assert "Weapons: Battle Fork (not built)" in text
    for wrong in ("1 votes", "1 cards", "1 regions"):
        assert wrong not in text
    plenty = single.model_copy(update={"deck_size": 2, "destroyed": 2})
    assert "Event deck: 2 cards left" in RENDERER.text(plenty, NAMES)
    assert "2 regions destroyed" in RENDERER.text(plenty, NAMES)


def test_the_embed_says_whose_turn_it_is_and_escapes_names() -> None:
    view = ENGINE.view(playout(6)[0], None)
    board = RENDERER.board(view, NAMES)
    assert view.phase == "actions" and view.turn is not None
    turn_name = escape_markdown(NAMES[view.turn])
    assert board.description.startswith(f"**{turn_name}'s action (1 of 2 this round)")
    assert "The snail is in space, slot 2 of the space card." in board.description
    marked = [n for n, _, _ in board.fields if n.startswith("▶")]
    assert marked == [
        f"▶ {turn_name} ({view.players[view.turn].colour}"
        + ("" if view.turn != view.leader else ", leader")
        + ")"
    ]
    assert any("Bo \\*the\\* Builder" in n for n, _, _ in board.fields)
    for word in ("seat", "engine", "state"):
        assert word not in (board.description + board.footer).lower()


def test_the_end_of_the_game_reads_as_a_defeat_or_an_election(
    builder_games: list[list[GiantSnailState]],
) -> None:
    lost = ENGINE.view(playout(1)[-1], None)
    assert lost.defeat
    assert RENDERER.board(lost, NAMES).description.startswith("**Game over: the Giant Snail prevailed.")
    won = ENGINE.view(builder_games[0][-1], None)
    assert won.phase == "over" and not won.defeat
    board = RENDERER.board(won, NAMES)
    assert "the snail is defeated, and Earth elects its President" in board.description
    assert board.color == 0xF2C14E
    assert "The snail is defeated." in RENDERER.text(won, NAMES)


def test_odd_and_missing_names_do_not_break_the_board() -> None:
    view = ENGINE.view(playout(2)[40], None)
    board = RENDERER.board(view, ["🐧🐧", ""])
    decode(board.image_png)
    assert "Player 2" in RENDERER.text(view, ["🐧🐧", ""]) and "Player 3" in RENDERER.text(view, [])
