"""The Grim Prospects renderer: legible boards from views, and no secret in a public message.

Ruling 19 (docs/rules/grimprospects.md): hands and this phase's choices are private; the public board
must never show them. The board image must be at least 800 px wide and at most 300 KB.
"""

from __future__ import annotations

import io
import random
import re

from PIL import Image

from bot.render.grimprospects import RENDERER
from engines.grimprospects import GrimProspectsEngine
from engines.grimprospects.data import CARD_BY_ID
from engines.grimprospects.models import GrimProspectsState

ENGINE = GrimProspectsEngine()
NAMES = ["Ann", "Bo *the* Miner", "Cy"]
CARD_ID = re.compile(r"\b[BRM][0-9]{2}\b")


def game_states(num_players: int, seed: int, artificial: tuple[int, ...] = ()) -> list[GrimProspectsState]:
    state = ENGINE.new_game(num_players, seed, ENGINE.make_options({"artificial_seats": list(artificial)}))
    rng = random.Random(seed)
    states = [state]
    while ENGINE.outcome(state) is None:
        seat = rng.choice(sorted(ENGINE.current_seats(state)))
        state = ENGINE.apply(
            state, seat, rng.choice([a for a in ENGINE.legal_actions(state, seat) if a.kind != "back"])
        )
        states.append(state)
    return states


def secret_cards(state: GrimProspectsState) -> set[str]:
    """Cards in hands that nobody saw enter them: they must never be on the public board."""
    secret: set[str] = set()
    for p in state.players:
        known = {c for g in p.known for c in g}
        secret.update(c for c in p.hand if c not in known)
    return secret


def board_words(state: GrimProspectsState, seat: int | None) -> str:
    board = RENDERER.board(ENGINE.view(state, seat), NAMES)
    return " ".join([board.title, board.description, board.footer, *(f"{n} {v}" for n, v, _ in board.fields)])


def test_the_public_board_and_text_never_show_a_secret_card() -> None:
    states = game_states(3, 31, artificial=(2,))
    for state in states[:: max(1, len(states) // 12)]:
        public = ENGINE.view(state, None)
        shown = set(CARD_ID.findall(board_words(state, None) + RENDERER.text(public, NAMES)))
        assert not shown & secret_cards(state)
        assert RENDERER.private_text(public, NAMES) == ""
        assert RENDERER.private_image(public, NAMES) is None


def test_a_seats_private_text_and_image_show_its_hand_and_its_choices() -> None:
    state = ENGINE.new_game(3, 8)
    action = ENGINE.legal_actions(state, 0)[0]
    state = ENGINE.apply(state, 0, action)
    view = ENGINE.view(state, 0)
    text = RENDERER.private_text(view, NAMES)
    assert all(card_id in text for card_id in state.players[0].hand)
    assert f"forfeit {action.card}" in text
    assert not set(CARD_ID.findall(text)) & set(state.players[1].hand)
    png = RENDERER.private_image(view, NAMES)
    assert png is not None and Image.open(io.BytesIO(png)).size[0] >= 800


def test_an_artificial_seat_has_no_hand_to_show() -> None:
    state = ENGINE.new_game(3, 8, ENGINE.make_options({"artificial_seats": [1]}))
    view = ENGINE.view(state, 1)
    assert RENDERER.private_image(view, NAMES) is None
    assert "face-down deck of 20 cards" in RENDERER.private_text(view, NAMES)


def test_board_images_are_wide_light_and_drawn_for_every_phase() -> None:
    for n, seed in ((3, 4), (2, 6)):
        states = game_states(n, seed)
        first_prepare = next(s for s in states if s.phase == "prepare")
        picks = [first_prepare, states[len(states) // 2], states[-1]]
        for state in picks:
            board = RENDERER.board(ENGINE.view(state, None), NAMES)
            assert board.image_png is not None and len(board.image_png) <= 300_000
            image = Image.open(io.BytesIO(board.image_png))
            assert image.size[0] >= 800
            assert len(board.description) <= 4096 and all(len(v) <= 1024 for _, v, _ in board.fields)
        final = ENGINE.view(states[-1], None)
        winner = NAMES[final.winners[0]].replace("*", "\\*")
        assert "Game over" in RENDERER.board(final, NAMES).description
        assert winner in RENDERER.board(final, NAMES).description


def test_terminal_text_shows_tunnels_in_order_with_gems_and_shovels() -> None:
    state = game_states(3, 12)[-1]
    text = RENDERER.text(ENGINE.view(state, None), NAMES)
    for p in state.players:
        if p.tunnel:
            tags = [c + ("*" if CARD_BY_ID[c].segment == "gem" else "^") for c in p.tunnel]
            assert " ".join(tags) in text
    assert "Last battles:" in text


def test_counts_in_the_text_agree_with_their_numbers() -> None:
    # One gem worth 2 points, one shovel worth 1 point, a hand of one card: no "1 gems" or "1 points".
    from engines.grimprospects.models import PlayerState

    state = ENGINE.new_game(3, 4).model_copy(
        update={
            "players": (
                PlayerState(hand=("B08",), tunnel=("B07",)),
                PlayerState(hand=("R08", "R09"), tunnel=("R08",)),
                PlayerState(hand=("M08", "M09"), tunnel=("M07", "M09")),
            )
        }
    )
    text = RENDERER.text(ENGINE.view(state, 0), NAMES)
    assert "tunnel 2 points (1 gem): B07*" in text
    assert "tunnel 1 point (0 gems): R08^" in text
    assert "tunnel 3 points (1 gem)" in text
    assert "Your hand (1 card, secret):" in text
    over = state.model_copy(update={"phase": "over"})
    assert "Game over: Cy wins with a tunnel worth 3 points." in RENDERER.text(ENGINE.view(over, None), NAMES)
