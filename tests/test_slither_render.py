"""SLITHER renderer: pictures fit Discord and a phone, and nothing secret reaches a public render."""

from __future__ import annotations

import io
import random
from collections.abc import Callable

import pytest
from PIL import Image

from bot.render.slither import RENDERER
from engines.slither import SlitherEngine
from engines.slither.models import PathCard, SlitherState

ENGINE = SlitherEngine()
NAMES = ["Sal", "Ann", "Bo", "Cy", "Di"]


def play_until(num_players: int, seed: int, stop: Callable[[SlitherState], bool]) -> SlitherState:
    state = ENGINE.new_game(num_players, seed)
    rng = random.Random(seed)
    while ENGINE.outcome(state) is None and not stop(state):
        seat = rng.choice(sorted(ENGINE.current_seats(state)))
        state = ENGINE.apply(state, seat, rng.choice(list(ENGINE.legal_actions(state, seat))))
    return state


def check_png(data: bytes | None) -> Image.Image:
    assert data is not None and len(data) <= 300_000
    image = Image.open(io.BytesIO(data))
    assert image.format == "PNG" and image.width >= 800
    return image


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
            check_png(board.image_png)
            assert board.description and len(board.description) <= 4096
            assert len(board.fields) <= 25 and all(
                len(v) <= 1024 and len(n) <= 256 for n, v, _ in board.fields
            )
            assert "SLITHER" in RENDERER.text(view, NAMES)


def test_placement_letters_are_listed_for_the_table() -> None:
    state = play_until(3, 1, lambda s: s.phase == "place_tile")
    text = RENDERER.text(ENGINE.view(state, None), NAMES)
    assert "spot a " in text and "Tile 1 (1, 2, 3) is being laid." in text


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
    check_png(RENDERER.private_image(view, NAMES))


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
