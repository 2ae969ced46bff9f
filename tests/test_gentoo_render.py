"""The Gentoo Rules renderer (bot/render/gentoo.py) and the shared drawing helpers (bot/render/draw.py):
text and embed contents, PNG limits, the turn marker in the picture, every position of random playouts,
finished games, and display names that are long, emoji, markdown or in other scripts."""

from __future__ import annotations

import io
import random
from collections.abc import Iterator

import pytest
from PIL import Image

from bot.render import draw as d
from bot.render import gentoo
from bot.render.gentoo import RENDERER
from engines import ENGINES
from engines.gentoo.data import card_type, load_data, spec_of
from engines.gentoo.models import GentooView, Pending

ENGINE = ENGINES["gentoo"]
NAMES = ["Alice", "Bob", "Carol", "Dan"]
MAX_PNG = 300_000


def playout_views(num_players: int, seed: int, viewer: int | None = None) -> Iterator[GentooView]:
    """Every view of one seeded random playout, from the first decision to the finished game."""
    state = ENGINE.new_game(num_players, seed)
    rng = random.Random(seed)
    yield ENGINE.view(state, viewer)
    while ENGINE.outcome(state) is None:
        seat = min(ENGINE.current_seats(state))
        state = ENGINE.apply(state, seat, rng.choice(list(ENGINE.legal_actions(state, seat))))
        yield ENGINE.view(state, viewer)


def view_at(num_players: int, seed: int, step: int, viewer: int | None = None) -> GentooView:
    for i, view in enumerate(playout_views(num_players, seed, viewer)):
        if i == step:
            return view
    raise AssertionError("the playout ended earlier")


def final_view(num_players: int, seed: int) -> GentooView:
    *_, last = playout_views(num_players, seed)
    return last


def decode(png: bytes | None) -> Image.Image:
    assert png is not None
    image = Image.open(io.BytesIO(png))
    image.load()
    assert image.format == "PNG"
    return image


# ---- the protocol and the plain text ---------------------------------------------------------------------


def test_gentoo_has_no_private_parts() -> None:
    view = view_at(3, 1, 5, viewer=1)
    assert RENDERER.private_text(view, NAMES) == ""
    assert RENDERER.private_image(view, NAMES) is None


def test_text_shows_players_choice_cards_piles_and_the_viewer() -> None:
    view = view_at(4, 2, 40, viewer=2)
    text = RENDERER.text(view, NAMES)
    for name in NAMES:
        assert name in text
    for card in view.row:
        assert spec_of(card).name in text
    assert f"Draw Pile {view.draw_size}" in text
    assert f"Discard Pile {view.discard_size}" in text
    rows = [
        line for line in text.splitlines() if line.startswith(("> ", "  ", "* ")) and ": penguins" in line
    ]
    assert len(rows) == 4
    assert "Carol (you)" in rows[2] and "(you)" not in rows[0] + rows[1] + rows[3]
    acting = gentoo.acting_seats(view)
    for seat, row in enumerate(rows):
        assert row.startswith(">") == (seat in acting)
        p = view.players[seat]
        assert f"penguins {p.penguins}/{view.penguins_to_win}, stones {p.stones}, fish {p.fish}" in row
    assert "Play order: " + NAMES[view.turn] in text


def test_text_says_the_phase_and_the_reversed_direction() -> None:
    base = view_at(3, 4, 0)
    turn = NAMES[base.turn]
    assert f"{turn}'s turn: take a Choice Card" in RENDERER.text(
        base.model_copy(update={"phase": "choose"}), NAMES
    )
    discard = RENDERER.text(base.model_copy(update={"phase": "discard"}), NAMES)
    assert f"{turn}'s turn: discard one of the Choice Cards" in discard
    reversed_view = base.model_copy(update={"direction": -1})
    order = [NAMES[(base.turn - k) % 3] for k in range(3)]
    assert "Play order: " + " -> ".join(order) + " (reversed" in RENDERER.text(reversed_view, NAMES)
    peck = base.model_copy(
        update={"phase": "peck", "pending": Pending(card="thief-01", target=(base.turn + 1) % 3)}
    )
    target = NAMES[(base.turn + 1) % 3]
    text = RENDERER.text(peck, NAMES)
    assert f"{turn} played a Stone Thief on {target}, who decides whether to block it" in text
    assert f"> {target}" in text and f"> {turn}" not in text


def test_missing_or_blank_names_get_a_default() -> None:
    view = view_at(2, 1, 3)
    text = RENDERER.text(view, ["Solo"])
    assert "Solo" in text and "Player 2" in text


# ---- the embed -----------------------------------------------------------------------------------------


def test_board_embed_says_whose_turn_what_to_do_and_the_direction() -> None:
    view = view_at(4, 1, 30)
    board = RENDERER.board(view, NAMES)
    assert board.title == "Gentoo Rules"
    assert f"**{NAMES[view.turn]}**" in board.description
    assert gentoo.status(view, NAMES).split(": ", 1)[1] in board.description
    assert "Play order: " in board.description
    assert len(board.fields) == 5
    for seat, (name, value, _inline) in enumerate(board.fields[:4]):
        p = view.players[seat]
        assert NAMES[seat] in name
        assert name.startswith("▶") == (seat in gentoo.acting_seats(view))
        assert f"🐧 {p.penguins}/{view.penguins_to_win}" in value
        assert f"{p.stones} stone{'' if p.stones == 1 else 's'}" in value and f"{p.fish} fish" in value
        for card in p.in_play:
            assert spec_of(card).name in value
        assert f"Player Pile: {p.pile_size}" in value
    choice_name, choice_value, _ = board.fields[4]
    assert choice_name == f"Choice Cards ({len(view.row)})"
    for card in view.row:
        assert spec_of(card).name in choice_value
    assert len(board.description) <= 4096
    assert all(len(n) <= 256 and len(v) <= 1024 for n, v, _ in board.fields)


def test_egg_choice_cards_show_their_stone_requirement_in_the_embed() -> None:
    view = view_at(2, 3, 0).model_copy(update={"row": ("egg5-01", "hatch-02", "snow-23")})
    _name, value, _ = RENDERER.board(view, NAMES).fields[-1]
    assert "**Egg (5 stones)** · free · needs 5 🪨" in value
    assert "**Hatch** · 1 🐟" in value
    assert "**Snow** · free" in value


def test_finished_game_names_the_winner() -> None:
    view = final_view(2, 1)
    assert view.winners
    winner = NAMES[view.winners[0]]
    board = RENDERER.board(view, NAMES)
    assert board.description.startswith(
        f"**{winner}** wins with {view.players[view.winners[0]].penguins} penguins!"
    )
    assert board.color == 0xF5C542
    assert not any(name.startswith("▶") for name, _, _ in board.fields)
    assert any(name.startswith("🏆") and winner in name for name, _, _ in board.fields)
    text = RENDERER.text(view, NAMES)
    assert f"{winner} wins with" in text and f"* {winner}" in text
    decode(board.image_png)


def test_a_shared_win_and_counts_of_one_read_right() -> None:
    """Words agree with their numbers (engines/wording.py): "Alice and Bob win", "1 penguin", "1 stone",
    "1 turn", against "wins", "2 penguins", "2 stones", "2 turns"."""
    base = view_at(3, 1, 0)
    players = list(base.players)
    players[0] = players[0].model_copy(update={"penguins": 5, "stones": 1, "skips": 1})
    players[1] = players[1].model_copy(update={"penguins": 5, "stones": 2, "skips": 2})
    shared = base.model_copy(update={"players": tuple(players), "winners": (0, 1)})
    assert gentoo.status(shared, NAMES) == "Alice and Bob win with 5 penguins!"
    single = shared.model_copy(update={"winners": (0,)})
    assert gentoo.status(single, NAMES) == "Alice wins with 5 penguins!"
    players[2] = players[2].model_copy(update={"penguins": 1})
    one = shared.model_copy(update={"players": tuple(players), "winners": (2,)})
    assert gentoo.status(one, NAMES) == "Carol wins with 1 penguin!"
    running = base.model_copy(update={"players": tuple(players)})
    fields = RENDERER.board(running, NAMES).fields
    assert "🪨 1 stone ·" in fields[0][1] and "⏭ skips 1 turn" in fields[0][1]
    assert "🪨 2 stones ·" in fields[1][1] and "⏭ skips 2 turns" in fields[1][1]
    text = RENDERER.text(running, NAMES)
    assert "skips 1 turn\n" in text and "skips 2 turns\n" in text
    assert "1 turns" not in text and "1 stones" not in text
    decode(RENDERER.board(one, NAMES).image_png)


def test_the_card_taken_this_turn_is_marked_in_play() -> None:
    """[R Phase I.2] the card taken this turn cannot be used until the turn ends; when the Flip brings it
    straight into play, the text and the embed say so."""
    base = view_at(2, 1, 0)
    players = list(base.players)
    turn = base.turn
    players[turn] = players[turn].model_copy(update={"in_play": ("snow-01", "thaw-01")})
    view = base.model_copy(update={"players": tuple(players), "taken": "thaw-01", "phase": "play"})
    assert "in play: Snow, Thaw (taken this turn)" in RENDERER.text(view, NAMES)
    assert "In play: Snow, Thaw (taken this turn)" in RENDERER.board(view, NAMES).fields[turn][1]
    plain = view.model_copy(update={"taken": None})
    assert "taken this turn" not in RENDERER.text(plain, NAMES)


# ---- the picture ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("num_players", [2, 3, 4])
def test_png_decodes_and_respects_width_and_size(num_players: int) -> None:
    view = view_at(num_players, 5, 25)
    png = RENDERER.board(view, NAMES[:num_players]).image_png
    image = decode(png)
    assert image.width >= 800
    assert png is not None and len(png) <= MAX_PNG
    # More players, taller board: one panel each.
    assert image.height == gentoo.draw_board(view, NAMES).height


def test_the_picture_marks_whose_turn_it_is() -> None:
    view = view_at(4, 2, 12)
    image = gentoo.draw_board(view, NAMES)
    acting = gentoo.acting_seats(view)
    for seat in range(4):
        x, y = gentoo.panel_origin(view, seat)
        border = image.getpixel((x + 40, y + 1))  # the panel's top edge, clear of its rounded corner
        assert (border == gentoo.GOLD) == (seat in acting), seat
    assert len(acting) == 1


def test_the_picture_changes_with_the_position() -> None:
    a = view_at(3, 6, 10)
    b = a.model_copy(update={"players": (a.players[0].model_copy(update={"stones": 9}), *a.players[1:])})
    assert gentoo.draw_board(a, NAMES).tobytes() != gentoo.draw_board(b, NAMES).tobytes()


def test_crowded_areas_still_render() -> None:
    base = view_at(4, 2, 3, viewer=3)
    crowded = base.players[0].model_copy(
        update={
            "in_play": (
                "snow-01",
                "snow-02",
                "egg3-01",
                "hatch-01",
                "skua-01",
                "thief-01",
                "seal-01",
                "thaw-01",
            ),
            "skips": 3,
            "penguins": 4,
        }
    )
    view = base.model_copy(
        update={
            "players": (crowded, *base.players[1:]),
            "row": ("egg3-02", "egg4-01", "egg5-01", "hatch-02", "nest-01"),
            "phase": "target",
            "pending": Pending(card="skua-01"),
            "turn": 0,
            "direction": -1,
        }
    )
    board = RENDERER.board(view, NAMES)
    assert decode(board.image_png).width >= 800
    assert "choose the Egg the Skua takes" in board.description


@pytest.mark.parametrize("num_players", [2, 3, 4])
def test_every_position_of_a_random_playout_renders(num_players: int) -> None:
    # The text for every position; the whole board (embed and PNG) for the first position of every
    # (phase, deciding seat) pair, every 40th position and the finished game. Drawing all ~2,200
    # positions would take a minute of the CI budget for little more coverage.
    seed = {2: 1, 3: 0, 4: 1}[num_players]
    views = list(playout_views(num_players, seed, viewer=0))
    assert views[-1].winners
    seen: set[tuple[str, tuple[int, ...]]] = set()
    for i, view in enumerate(views):
        text = RENDERER.text(view, NAMES)
        assert all(name in text for name in NAMES[:num_players])
        key = (view.phase, gentoo.acting_seats(view))
        if key in seen and i % 40 and i != len(views) - 1:
            continue
        seen.add(key)
        board = RENDERER.board(view, NAMES[:num_players])
        assert len(board.fields) == num_players + 1
        png = board.image_png
        assert png is not None and len(png) <= MAX_PNG
        assert decode(png).width >= 800
    phases = {phase for phase, _ in seen}
    assert {"choose", "play", "discard", "target"} <= phases


ODD_NAMES = [
    "🐧🐧🐧 Penguin 👨‍👩‍👧‍👦 Fan 🏳️‍🌈",
    "x" * 32,
    "W" * 32,
    "**bold** _it_ `code` ||spoiler|| ~~s~~ \\",
    "שלום עולם مرحبا 日本語の名前",
    "",
]


def test_odd_names_do_not_crash_and_are_escaped_in_the_embed() -> None:
    view = view_at(4, 3, 20)
    board = RENDERER.board(view, ODD_NAMES[:4])
    decode(board.image_png)
    assert "\\*\\*bold\\*\\* \\_it\\_ \\`code\\` \\|\\|spoiler\\|\\| \\~\\~s\\~\\~ \\\\" in board.fields[3][0]
    text = RENDERER.text(view, ODD_NAMES)
    assert ODD_NAMES[0] in text and ODD_NAMES[3] in text
    final = final_view(3, 0)
    decode(RENDERER.board(final, ODD_NAMES[3:]).image_png)  # includes the empty name
    assert "Player 3" in RENDERER.text(final, ODD_NAMES[3:])


def test_the_builtin_font_fallback_draws_every_name() -> None:
    # Pillow's own font has ASCII only: what a deployment without DejaVu or Liberation fonts gets.
    truetype_tile = gentoo._small_card("hatch", 80, 108)
    d.use_builtin_font(True)
    try:
        f = d.font(18)
        assert f.builtin
        # Undrawable characters are dropped with their space, letters lose the accent the font lacks.
        assert f.clean("Zoë 🐧 Bob") == "Zoe Bob"
        view = view_at(4, 3, 20)
        png = RENDERER.board(view, ODD_NAMES[:4]).image_png
        assert decode(png).width >= 800
        builtin_tile = gentoo._small_card("hatch", 80, 108)
    finally:
        d.use_builtin_font(False)
    # Nothing drawn in the fallback font outlives the switch back.
    assert gentoo._small_card("hatch", 80, 108) is not builtin_tile
    if d._family_files("sans") is not None:
        assert not d.font(18).builtin
        assert builtin_tile.tobytes() != truetype_tile.tobytes()


# ---- the shared drawing helpers -------------------------------------------------------------------------


def test_fit_cuts_text_to_the_width_with_an_ellipsis() -> None:
    f = d.font(20, bold=True)
    name = "W" * 32
    cut = f.fit(name, 150)
    assert f.width(cut) <= 150 and cut.endswith(("…", "...")) and cut.startswith("WW")
    assert f.fit("Al", 150) == "Al"


def test_clean_drops_emoji_sequences_with_their_joiners() -> None:
    f = d.font(18)
    cleaned = f.clean("A👨‍👩‍👧B")
    assert cleaned == "AB"
    assert f.clean("plain ascii") == "plain ascii"


def test_wrap_respects_lines_and_width() -> None:
    f = d.font(14)
    text = spec_of("skua-01").text
    lines = f.wrap(text, 120, 3)
    assert 1 < len(lines) <= 3
    assert all(f.width(line) <= 120 for line in lines)


def test_ink_on_picks_a_readable_colour() -> None:
    assert d.ink_on((255, 255, 255)) != (255, 255, 255)
    assert d.ink_on((10, 10, 40)) == (255, 255, 255)


def test_encode_png_meets_the_byte_limit_or_says_it_cannot() -> None:
    image = gentoo.draw_board(view_at(4, 2, 12), NAMES)
    full = d.encode_png(image)
    assert len(full) <= MAX_PNG
    smaller = d.encode_png(image, max_bytes=len(full) - 1)
    assert len(smaller) < len(full)
    assert decode(smaller).size == image.size
    noise = Image.effect_noise((600, 600), 120).convert("RGB")
    with pytest.raises(ValueError):
        d.encode_png(noise, max_bytes=10_000)


def test_the_board_palette_keeps_the_theme_colours_exactly() -> None:
    view = view_at(4, 2, 12)
    image = gentoo.draw_board(view, NAMES)
    decoded = decode(gentoo.encode(image)).convert("RGB")
    x, y = gentoo.panel_origin(view, gentoo.acting_seats(view)[0])
    assert decoded.getpixel((2, 2)) == gentoo.BG
    assert decoded.getpixel((x + 40, y + 1)) == gentoo.GOLD
    assert decoded.getpixel((x + 40, y + 20)) == gentoo.PANEL_ACTIVE


def test_clean_keeps_accents_and_collapses_emoji_sequences() -> None:
    f = d.font(18)
    assert f.clean("Fan 🏳️‍🌈!") == "Fan!"
    assert f.clean("👍🏽ok") == "ok"
    if not f.builtin:
        assert f.clean("Zoë café") == "Zoë café"


def test_every_card_type_has_a_distinct_colour_and_a_label() -> None:
    assert {spec.type for spec in load_data().cards} == set(gentoo.STYLES)
    assert card_type("egg4-02") == "egg4" and gentoo.STYLES["egg4"].label == "Egg 4"
    colours = [style.colour for style in gentoo.STYLES.values()]
    labels = [style.label for style in gentoo.STYLES.values()]
    assert len(set(colours)) == len(colours) == 13
    assert len(set(labels)) == 13 and all(labels)
