"""The Gentoo Rules renderer (bot/render/gentoo/) and the shared drawing helpers (bot/render/draw.py):
text and embed contents, what the phone-sized picture shows (read back through the drawing helpers'
measurement), its alt text and close-ups, PNG limits, every position of random playouts, finished games,
and display names that are long, emoji, markdown or in other scripts."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PIL import Image

from bot.i18n import said
from bot.render import draw as d
from bot.render import gentoo, lettering
from bot.render.gentoo import RENDERER, pieces
from bot.render.gentoo.words import card_label, card_name
from bot.render.protocol import CLOSE_UP_KEY, MAX_ALT_TEXT, MAX_LABEL
from engines import ENGINES
from engines.gentoo.data import card_type, load_data, spec_of
from engines.gentoo.models import GentooView, Pending
from support import boards
from support.boards import MAX_PNG, decode
from support.renders import close_up_shot, count, inside, measured_board
from support.secrecy import RedrawControl

ENGINE = ENGINES["gentoo"]
NAMES = ["Alice", "Bob", "Carol", "Dan"]


def view_at(num_players: int, seed: int, step: int, viewer: int | None = None) -> GentooView:
    """The view after ``step`` actions of a seeded random playout (-1: the finished game)."""
    view: GentooView = boards.view_at(ENGINE, num_players, seed, step, viewer)
    return view


# ---- the protocol and the plain text ---------------------------------------------------------------------


def test_gentoo_has_no_private_parts() -> None:
    view = view_at(3, 1, 5, viewer=1)
    assert RENDERER.private_text(view, NAMES) == ""
    assert RENDERER.private_image(view, NAMES) is None
    assert RENDERER.private_alt_text(view, NAMES) == ""


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
    assert "Solo" in text and "#2" in text  # a seat without a name: its number, in no language's words


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
    view = view_at(2, 1, -1)
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
    """Words agree with their numbers (engines/english.py): "Alice and Bob win", "1 penguin", "1 stone",
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
    assert image.width == gentoo.WIDTH == 800  # shown 400 wide on a phone: two pixels per CSS pixel
    assert png is not None and len(png) <= MAX_PNG
    # More players, taller board: one row each; never much taller than wide, so a phone shows it whole.
    assert image.height == gentoo.draw_board(view, NAMES).height
    assert image.height <= 1.15 * image.width


@pytest.mark.parametrize(("num_players", "seed", "step"), [(2, 3, 0), (3, 1, 40), (4, 2, 12), (4, 5, 90)])
def test_the_picture_shows_each_players_name_score_stones_fish_and_cards(
    num_players: int, seed: int, step: int
) -> None:
    """Everything the view says about a player is drawn in that player's row, in words and numbers."""
    view = view_at(num_players, seed, step)
    names = NAMES[:num_players]
    shot = measured_board(RENDERER, view, names)
    geo = gentoo.geometry(view, names)
    for seat, p in enumerate(view.players):
        box = geo.row_box(seat)
        row = inside(shot.texts, box)
        assert row[0] == names[seat]
        assert f"{p.penguins}/{view.penguins_to_win}" in row
        assert str(p.stones) in row and str(p.fish) in row
        # The second line, left to right: "In play", a chip per card (or "+n more"), "Used", its top.
        second = sorted(
            (t for t in shot.texts if t.box[1] > box[1] + 56 and t.box[3] <= box[3]), key=lambda t: t.box[0]
        )
        second = [t for t in second if t.box[1] < box[3]]
        words = [t.text for t in second]
        assert words[0] == "In play" and words[-2] == "Used"
        assert words[-1] == (card_label(p.used_top) if p.used_top else "none")
        chips, shown = words[1:-2], [card_label(c) for c in p.in_play] or ["nothing"]
        if chips[-1].startswith("+"):
            assert (
                chips[-1] == f"+{len(shown) - len(chips) + 1} more" and chips[:-1] == shown[: len(chips) - 1]
            )
        else:
            assert chips == shown
    # The columns say what the numbers are.
    assert {"Penguins", "Stones", "Fish"} <= {t.text for t in shot.texts}


def test_the_picture_shows_the_choice_cards_with_what_they_cost() -> None:
    view = view_at(4, 2, 3).model_copy(
        update={"row": ("egg4-01", "hatch-02", "snow-23", "seal-01", "nest-02")}
    )
    shot = measured_board(RENDERER, view, NAMES)
    geo = gentoo.geometry(view, NAMES)
    words = [
        inside(shot.texts, (x - 1, geo.cards_top - 1, x + 147, geo.cards_top + 171))
        for x in (gentoo.layout.card_x(i) for i in range(5))
    ]
    assert words == [
        ["Egg", "4", "4 stones"],
        ["Hatch", "1 fish"],
        ["Snow", "free"],
        ["Leopard", "Seal", "2 fish"],
        ["Nesting", "Site", "1 fish"],
    ]
    assert f"Draw {view.draw_size} · Discard {view.discard_size}" in [t.text for t in shot.texts]


def test_the_banner_says_who_decides_what_and_who_is_next() -> None:
    view = view_at(3, 4, 0).model_copy(update={"phase": "discard", "direction": -1})
    shot = measured_board(RENDERER, view, NAMES[:3])
    geo = gentoo.geometry(view, NAMES[:3])
    banner = inside(shot.texts, geo.banner)
    turn, following = NAMES[view.turn], NAMES[(view.turn - 1) % 3]
    assert banner == [
        f"{turn}: discard a Choice Card",
        f"Next: {following} (order reversed) · first to 5 penguins · turn 1",
    ]
    assert "Choice Cards: discard one" in [t.text for t in shot.texts]
    peck = view.model_copy(
        update={"phase": "peck", "pending": Pending(card="thief-01", target=following_seat(view))}
    )
    peck_banner = inside(
        measured_board(RENDERER, peck, NAMES[:3]).texts, gentoo.geometry(peck, NAMES[:3]).banner
    )
    assert " ".join(peck_banner[:-1]) == (
        f"{NAMES[following_seat(view)]}: block the Stone Thief with a Vicious Peck?"
    )


def following_seat(view: GentooView) -> int:
    return gentoo.play_order(view)[1]


def test_the_picture_marks_whose_turn_it_is() -> None:
    view = view_at(4, 2, 12)
    image = gentoo.draw_board(view, NAMES)
    acting = gentoo.acting_seats(view)
    geo = gentoo.geometry(view, NAMES)
    for seat in range(4):
        x, y, _, _ = geo.row_box(seat)
        border = image.getpixel((x + 40, y + 1))  # the row's top edge, clear of its rounded corner
        assert (border == gentoo.GOLD) == (seat in acting), seat
        # Not colour alone: a turn marker (a triangle) stands before the deciding player's name.
        marker = image.getpixel((x + 20, y + 32))
        assert (marker == gentoo.GOLD) == (seat in acting), seat
    assert len(acting) == 1


def test_what_a_decision_is_about_is_ringed() -> None:
    """The Skua's possible targets (every visible Egg) and a Thief's victim's Pecks get a white ring."""
    base = view_at(3, 1, 0)
    players = list(base.players)
    players[1] = players[1].model_copy(update={"in_play": ("egg3-01", "snow-01"), "used_top": "egg5-01"})
    players[2] = players[2].model_copy(update={"in_play": ("peck-01", "snow-02"), "stones": 2})
    view = base.model_copy(update={"players": tuple(players), "row": ("egg4-01", "hatch-01"), "turn": 0})
    plain = gentoo.draw_board(view.model_copy(update={"phase": "play"}), NAMES)
    skua = view.model_copy(update={"phase": "target", "pending": Pending(card="skua-01")})
    ringed = gentoo.draw_board(skua, NAMES)
    geo = gentoo.geometry(view, NAMES)
    cards = (0, geo.cards_top - 8, 800, geo.cards_top + 180)
    assert count(plain, gentoo.HIGHLIGHT, cards) == 0 < count(ringed, gentoo.HIGHLIGHT, cards)
    assert count(plain, gentoo.HIGHLIGHT, geo.row_box(1)) == 0
    assert (
        count(ringed, gentoo.HIGHLIGHT, geo.row_box(1))
        > 2 * count(plain, gentoo.HIGHLIGHT, geo.row_box(2)) + 400
    )  # two Eggs
    peck = view.model_copy(update={"phase": "peck", "pending": Pending(card="thief-01", target=2)})
    assert count(gentoo.draw_board(peck, NAMES), gentoo.HIGHLIGHT, geo.row_box(2)) > 200


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
    views = [ENGINE.view(state, 0) for state in boards.playout(ENGINE, num_players, seed)]
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
    final = view_at(3, 0, -1)
    decode(RENDERER.board(final, ODD_NAMES[3:]).image_png)  # includes the empty name
    assert "#3" in RENDERER.text(final, ODD_NAMES[3:])


def test_the_builtin_font_fallback_draws_every_name() -> None:
    # Pillow's own font has ASCII only: what a deployment without DejaVu or Liberation fonts gets.
    truetype_tile = pieces.chip("hatch")
    d.use_builtin_font(True)
    try:
        f = d.font(18)
        assert f.builtin
        # Undrawable characters are dropped with their space, letters lose the accent the font lacks.
        assert f.clean("Zoë 🐧 Bob") == "Zoe Bob"
        view = view_at(4, 3, 20)
        png = RENDERER.board(view, ODD_NAMES[:4]).image_png
        assert decode(png).width >= 800
        builtin_tile = pieces.chip("hatch")
    finally:
        d.use_builtin_font(False)
    # Nothing drawn in the fallback font outlives the switch back.
    assert pieces.chip("hatch") is not builtin_tile
    if lettering._family_files("sans") is not None:
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
    x, y, _, _ = gentoo.geometry(view, NAMES).row_box(gentoo.acting_seats(view)[0])
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
    """Each card type has a label of its own; the three Eggs share a colour (they are one kind of card)
    and differ by their number of stones, the other types each have a colour of their own (checked for
    colour-blind safety in tests/test_render_readability.py)."""
    assert {spec.type for spec in load_data().cards} == set(gentoo.STYLES)
    assert card_type("egg4-02") == "egg4" and gentoo.STYLES["egg4"].label == "Egg 4"
    colours = [style.colour for kind, style in gentoo.STYLES.items() if kind not in ("egg4", "egg5")]
    labels = [style.label for style in gentoo.STYLES.values()]
    assert len(set(colours)) == len(colours) == 11
    assert gentoo.STYLES["egg3"].colour == gentoo.STYLES["egg4"].colour == gentoo.STYLES["egg5"].colour
    assert len(set(labels)) == 13 and all(labels)


# ---- alt text ------------------------------------------------------------------------------------------

LONG_NAMES = ["W" * 32, "Ève-Marie Lindqvist-Øresund 🐧🐧", "x" * 32, "Bartholomew Penguinsworth III"]


def test_the_alt_text_says_the_position_in_words() -> None:
    view = view_at(4, 2, 40)
    board = RENDERER.board(view, NAMES)
    alt = board.alt_text
    assert alt.startswith("Gentoo Rules board. " + gentoo.status(view, NAMES))
    assert "first to 5 penguins" in alt
    for seat, p in enumerate(view.players):
        line = next(line for line in alt.splitlines() if line.startswith(NAMES[seat]))
        assert f"{p.penguins} penguin" in line and f"{p.stones} stone" in line and f"{p.fish} fish" in line
        for card in p.in_play:
            assert card_name(card) in line
        if seat in gentoo.acting_seats(view):
            assert "(deciding now)" in line
    for card in view.row:
        assert card_name(card) in alt
    assert f"Draw Pile {view.draw_size} card" in alt


def test_the_alt_text_comes_from_the_same_view_and_never_says_more() -> None:
    """Alt text is built from the view alone: states that differ only in what no one may know (the order of
    the face-down piles, resampled by determinize with a new seed) give the same words and picture, at
    positions spread over a whole game; and a seat's view adds only "(you)". The control
    (``support.secrecy``): the redraws did reorder the Draw Pile and the Player Piles."""
    control = RedrawControl("gentoo", "seed 8")
    for state in boards.playout(ENGINE, 3, 8)[60::120]:
        public = RENDERER.board(ENGINE.view(state, None), NAMES[:3])
        for k in range(3):
            other = ENGINE.determinize(state, k, random.Random(f"{state.step}:{k}"))
            assert other.seed != state.seed
            control.check(state, k, other)
            again = RENDERER.board(ENGINE.view(other, None), NAMES[:3])
            assert again.alt_text == public.alt_text and again.image_png == public.image_png, state.step
        mine = RENDERER.board(ENGINE.view(state, 1), NAMES[:3]).alt_text
        assert mine != public.alt_text
        assert mine.replace("(you, ", "(").replace(" (you)", "") == public.alt_text
    control.verify()


@pytest.mark.parametrize("num_players", [2, 4])
def test_the_alt_text_fits_discords_limit_in_every_position(num_players: int) -> None:
    """Discord keeps at most 1,024 characters of an attachment's description: long names and crowded areas
    are told more briefly, never cut off mid-way."""
    longest = 0
    for i, view in enumerate(ENGINE.view(state, None) for state in boards.playout(ENGINE, num_players, 4)):
        if i % 7 and view.phase != "target":
            continue
        alt = RENDERER.board(view, LONG_NAMES[:num_players]).alt_text
        longest = max(longest, len(alt))
        assert len(alt) <= MAX_ALT_TEXT
        assert not alt.endswith("…")
        assert all(LONG_NAMES[s] in alt for s in range(num_players))
    assert longest > 400
    eight = ("hatch-01", "egg3-01", "peck-01", "seal-01", "skua-01", "thief-01", "nest-01", "thaw-01")
    base = view_at(4, 2, 3)
    crowded = base.model_copy(
        update={"players": tuple(p.model_copy(update={"in_play": eight, "skips": 2}) for p in base.players)}
    )
    alt = RENDERER.board(crowded, LONG_NAMES).alt_text
    assert len(alt) <= MAX_ALT_TEXT and all(name in alt for name in LONG_NAMES)


# ---- close-ups -----------------------------------------------------------------------------------------


def test_close_ups_are_the_choice_cards_and_each_players_cards() -> None:
    view = view_at(3, 1, 20, viewer=2)
    ups = RENDERER.close_ups(view, NAMES[:3])
    assert [(u.key, u.label) for u in ups] == [
        ("choice", "Show the Choice Cards"),
        ("cards-0", "Show Alice's cards"),
        ("cards-1", "Show Bob's cards"),
        ("cards-2", "Show my cards"),
    ]
    public = RENDERER.close_ups(view.model_copy(update={"viewer": None}), LONG_NAMES[:3])
    assert all(CLOSE_UP_KEY.fullmatch(u.key) and len(u.label) <= MAX_LABEL for u in public)
    assert public[3].label == f"Show {LONG_NAMES[2]}'s cards"
    assert RENDERER.close_up(view, NAMES[:3], "cards-3") is None
    assert RENDERER.close_up(view, NAMES[:3], "nonsense") is None


def test_the_choice_cards_close_up_shows_every_card_with_its_text() -> None:
    view = view_at(4, 2, 3).model_copy(update={"row": ("egg4-01", "skua-02", "nest-02", "blizzard-01")})
    close, shot = close_up_shot(RENDERER, view, NAMES, "choice")
    assert close.title == "The Choice Cards"
    drawn = " ".join(t.text for t in shot.texts)
    for card in view.row:
        assert card_name(card) in drawn
        assert " ".join(spec_of(card).text.split()[:6]) in drawn
        assert card_name(card) in close.alt_text and spec_of(card).text in close.alt_text


def test_a_players_close_up_shows_their_cards_and_piles() -> None:
    view = view_at(2, 7, 139, viewer=1)
    p = view.players[0]
    close, shot = close_up_shot(RENDERER, view, NAMES[:2], "cards-0")
    assert close.title == "Alice's cards"
    drawn = [t.text for t in shot.texts]
    assert (
        f"{p.penguins} of 5 penguins · {p.stones} stone{'' if p.stones == 1 else 's'} · {p.fish} fish"
        in drawn
    )
    assert f"Cards in Play ({len(p.in_play)})" in drawn
    for card in p.in_play:
        assert card_name(card) in drawn
    assert any(t.startswith(f"Used Pile: {p.used_size} card") for t in drawn)
    assert any(t.startswith(f"Player Pile: {p.pile_size} card") for t in drawn)
    # The Player Pile's cards are known (ruling G-A4), their order is not: they are shown grouped by kind.
    for label in {card_label(c) for c in p.pile_cards}:
        assert any(t == label or t.startswith(f"{label} ×") for t in drawn)
    assert close.alt_text.startswith(f"Alice's cards: {p.penguins} of 5 penguins")
    mine = RENDERER.close_up(view, NAMES[:2], "cards-1")
    assert mine is not None and mine.title == "Your cards"


def test_the_rules_doc_shows_the_board_at_phone_size() -> None:
    root = Path(__file__).resolve().parent.parent
    doc = (root / "docs" / "rules" / "gentoo.md").read_text(encoding="utf-8")
    assert "](../images/gentoo-phone.png)" in doc
    picture = Image.open(root / "docs" / "images" / "gentoo-phone.png")
    assert picture.width == 400 and picture.height < 1.2 * picture.width


def test_a_choice_card_shown_but_not_offered_says_why() -> None:
    """An Egg needing more Nesting Stones than the chooser has, or a card costing more fish, is shown among
    the Choice Cards but not offered: the board's words (terminal and embed) say why, for each such card,
    and name no card that is offered."""
    from engines.gentoo.data import spec_of

    engine = ENGINES["gentoo"]
    rng = random.Random(1)
    state = engine.new_game(3, 4)
    seen = 0
    for _ in range(600):
        if engine.outcome(state) is not None:
            break
        view = engine.view(state, None)
        offered = {a.card for a in engine.legal_actions(state, state.turn) if a.kind == "choose"}
        if view.phase == "choose":
            shown_out = {card for card, _ in view.out_of_reach}
            assert not shown_out & offered
            me = view.players[view.turn]
            for card in {c for c in view.row if c not in offered}:
                spec = spec_of(card)
                if any(spec_of(o).name == spec.name for o in offered):
                    continue  # another copy of the same card is offered
                assert any(spec_of(c).name == spec.name for c in shown_out), card
            if view.out_of_reach:
                seen += 1
                text = RENDERER.text(view, NAMES)
                embed = RENDERER.board(view, NAMES).description
                for card, why in view.out_of_reach:
                    placeholder = "{s" + str(view.turn) + "}"
                    line = f"{spec_of(card).name}: {said(why).replace(placeholder, NAMES[view.turn])}"
                    assert line in text and line in embed
                    assert (f"and {NAMES[view.turn]} has {me.fish}" in line) or ("Nesting Stone" in line)
        seat = min(engine.current_seats(state))
        state = engine.apply(state, seat, rng.choice(list(engine.legal_actions(state, seat))))
    assert seen >= 3
