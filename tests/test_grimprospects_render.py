"""The Grim Prospects renderer (bot/render/grimprospects/): legible boards from views, and no secret in a
public message or picture.

Ruling 19 (docs/rules/grimprospects.md): hands and this phase's choices are private; the public board,
its picture and its alt text must never show them. The pictures are drawn for a phone
(docs/rendering.md): 800 pixels wide, every text readable at 400; the tests read them back through the
drawing helpers' measurement to check that each shows what the view says (the board, the hand, the
close-ups), and check the alt text of each.
"""

from __future__ import annotations

import io
import random
import re
from collections.abc import Sequence
from pathlib import Path

import pytest
from PIL import Image

from bot.render import grimprospects as gp
from bot.render.grimprospects import RENDERER, pieces
from bot.render.measure import DrawnText
from bot.render.protocol import CLOSE_UP_KEY, MAX_ALT_TEXT, MAX_LABEL
from engines.grimprospects import GrimProspectsEngine
from engines.grimprospects.data import CARD_BY_ID
from engines.grimprospects.holdings import gems_at_risk
from engines.grimprospects.models import GrimProspectsAction, GrimProspectsState, GrimProspectsView
from support import boards
from support.renders import close_up_shot, colours, inside, measured
from support.secrecy import RedrawControl

ENGINE = GrimProspectsEngine()
NAMES = ["Ann", "Bo *the* Miner", "Cy"]
CARD_ID = re.compile(r"\b[BRM][0-9]{2}\b")


def forward(state: GrimProspectsState, seat: int, rng: random.Random) -> GrimProspectsAction:
    """Any legal action but taking a choice back."""
    return rng.choice([a for a in ENGINE.legal_actions(state, seat) if a.kind != "back"])


def game_states(num_players: int, seed: int, artificial: tuple[int, ...] = ()) -> list[GrimProspectsState]:
    """Every state of a seeded game, a random deciding seat acting each time."""
    options = ENGINE.make_options({"artificial_seats": list(artificial)})
    return boards.playout(ENGINE, num_players, seed, options, forward, random_seat=True)


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


# ---- the phone-sized picture, read back through the measurement ------------------------------------------

PLAIN = ["Ann", "Bo", "Cy"]
LONG_NAMES = ["W" * 32, "Ève-Marie Lindqvist-Øresund 🐧🐧", "Bartholomew Penguinsworth III"]


def view_at(num_players: int, seed: int, index: int, seat: int | None = None) -> GrimProspectsView:
    """The view after ``index`` actions of ``game_states`` (-1: the finished game)."""
    view: GrimProspectsView = boards.view_at(
        ENGINE, num_players, seed, index, seat, forward, random_seat=True
    )
    return view


def lines_of(texts: Sequence[DrawnText], box: tuple[int, int, int, int]) -> list[list[str]]:
    """The texts inside a box, grouped into lines by their vertical centre, each line left to right."""
    found = [t for t in texts if t.text in inside([t], box)]
    lines: list[list[DrawnText]] = []
    for t in sorted(found, key=lambda t: (t.box[1] + t.box[3]) / 2):
        centre = (t.box[1] + t.box[3]) / 2
        if lines and abs(centre - (lines[-1][0].box[1] + lines[-1][0].box[3]) / 2) < 12:
            lines[-1].append(t)
        else:
            lines.append([t])
    return [[t.text for t in sorted(line, key=lambda t: t.box[0])] for line in lines]


def shows_cards(chips: list[str], card_ids: Sequence[str]) -> bool:
    """Whether a line of chips shows those cards: each by its id, faction by faction, or when they are too
    many for the line, one count per faction ("B ×5"); "none" for no card."""
    if not card_ids:
        return chips == ["none"]
    order = {"B": 0, "R": 1, "M": 2}
    if chips == sorted(card_ids, key=lambda c: order[c[0]]):
        return True
    counts = {f: sum(c[0] == f for c in card_ids) for f in "BRM"}
    return chips == [f"{f} ×{n}" for f, n in counts.items() if n]


@pytest.mark.parametrize(("num_players", "seed", "index"), [(3, 4, 0), (3, 4, 60), (3, 12, -1), (2, 6, 80)])
def test_the_picture_shows_each_players_numbers_tunnel_miners_and_known_cards(
    num_players: int, seed: int, index: int
) -> None:
    """Everything the view says about a player is drawn in that player's row: the name and its tags, the
    points, gems and cards in hand under their column labels, the gems at risk, the Loitering Guards and
    Thugs and the cards known in hand by id, and the size of the Resting Recruits."""
    view = view_at(num_players, seed, index)
    names = PLAIN[:num_players]
    shot = measured(lambda: RENDERER.board(view, names))
    assert (shot.width, shot.height) == (800, gp.geometry(view, names).height)
    geo = gp.geometry(view, names)
    assert ["Points", "Gems", "Hand"] == inside(shot.texts, (0, geo.labels_top, 800, geo.row_tops[0]))
    for p in view.players:
        lines = lines_of(shot.texts, geo.row_box(p.seat))
        head, tunnel, guards, thugs, known = lines
        tags = ["WINS"] if p.seat in view.winners else ["LEADS"] if p.seat in gp.leaders(view) else []
        assert head == [names[p.seat], *tags, str(p.score), str(p.gems), str(p.hand_size)]
        risk = gems_at_risk(p.tunnel) if view.phase != "over" else 0
        assert tunnel == [
            "Tunnel",
            *(["empty"] if not p.tunnel else []),
            *([f"{risk} at risk"] if risk else []),
        ]
        assert guards[0] == "Guards" and thugs[0] == "Thugs" and known[0] == "Known"
        assert shows_cards(guards[1:], p.loitering_guards) or (
            guards[1:] == ["none"] and not p.loitering_guards
        )
        assert shows_cards(thugs[1:], p.loitering_thugs) or (thugs[1:] == ["none"] and not p.loitering_thugs)
        known_ids = [c for g in p.known_in_hand for c in g]
        assert known[-1] == f"Resting {len(p.resting)}"
        assert shows_cards(known[1:-1], known_ids)


def test_the_banner_says_the_phase_who_is_still_choosing_and_who_attacks_whom() -> None:
    view = view_at(3, 4, 1)
    assert view.phase == "forfeit" and len(view.waiting) == 2
    shot = measured(lambda: RENDERER.board(view, PLAIN))
    banner = lines_of(shot.texts, gp.geometry(view, PLAIN).banner)
    waiting = " and ".join(PLAIN[s] for s in view.waiting)
    chain = [PLAIN[0], PLAIN[view.players[0].inheritor], PLAIN[view.players[0].benefactor], PLAIN[0]]
    way = "Clockwise:" if view.clockwise else "Counter-clockwise:"
    assert banner == [
        [f"Round {view.round}: forfeit a tunnel segment"],
        [f"Still choosing: {waiting}"],
        [way, *chain],
    ]
    two = view_at(2, 6, 3)
    banner = lines_of(
        measured(lambda: RENDERER.board(two, PLAIN[:2])).texts, gp.geometry(two, PLAIN[:2]).banner
    )
    assert banner[-1] == ["Ann and Bo attack each other"]
    final = ENGINE.view(game_states(3, 12)[-1], None)
    banner = lines_of(measured(lambda: RENDERER.board(final, PLAIN)).texts, gp.geometry(final, PLAIN).banner)
    winner = PLAIN[final.winners[0]]
    assert banner[0] == [f"{winner} wins with {final.players[final.winners[0]].score} points!"]
    assert banner[-1] == [f"Game over after round {final.round}"]


# In each language: (the embed's status, its battles field, the picture's column labels, a close-up's
# button, the alt text's start, the hand's field; English words that must not be left in).
SPOKEN = {
    "de": (
        "Runde {round}: einen Stollenabschnitt abgeben (Phase 1). Noch am Wählen:",
        "Letzte Kämpfe",
        ["Punkte", "Juwelen", "Hand"],
        "Die Stollen zeigen",
        "Spielplan von Grim Prospects. Runde {round}:",
        "Deine Hand",
    ),
    "ja": (
        "ラウンド{round}：坑道の区画を差し出す（フェイズ1）。選択中：",
        "直前の戦い",
        ["得点", "宝石", "手札"],
        "坑道を見る",
        "Grim Prospectsの盤面。ラウンド{round}：",
        "あなたの手札",
    ),
}
ENGLISH = re.compile(
    r"\b(Round|Still choosing|points?|gems?|tunnel|Guards|Thugs|Known|Resting|Last battles)\b"
)


@pytest.mark.parametrize("language", sorted(SPOKEN))
def test_a_board_speaks_the_tables_language(language: str) -> None:
    """The renderer in another language says the game's words in it: the embed's status and fields, the
    picture's labels, the close-ups' buttons, the alt text and the seat's hand, with no English left."""
    status, battles, columns, button, alt, hand = SPOKEN[language]
    renderer = RENDERER.in_language(language)
    assert renderer is not RENDERER and renderer is RENDERER.in_language(language)
    assert RENDERER.in_language("en") is RENDERER
    view = view_at(3, 4, 60, seat=1)
    assert view.phase == "forfeit" and view.battles and view.hand is not None
    board = renderer.board(view, PLAIN)
    assert board.description.startswith("**" + status.format(round=view.round))
    names = [name for name, _, _ in board.fields]
    assert battles in names and hand in names
    assert board.alt_text.startswith(alt.format(round=view.round))
    assert button in [u.label for u in renderer.close_ups(view, PLAIN)]
    words = [board.title, board.description, board.footer, board.alt_text, renderer.text(view, PLAIN)]
    words += [f"{n} {v}" for n, v, _ in board.fields]
    assert [w for w in words if ENGLISH.search(w)] == []
    shot = measured(lambda: renderer.board(view, PLAIN))
    geo = gp.geometry(view, PLAIN, renderer.say)
    assert inside(shot.texts, (0, geo.labels_top, 800, geo.row_tops[0])) == columns
    assert not [t.text for t in shot.texts if ENGLISH.search(t.text)]


def test_the_picture_marks_who_is_still_choosing_and_the_winner() -> None:
    """A gold outline and a marker (a shape, not colour alone) on the rows of the players still choosing;
    once the game is over, the winner's row keeps the outline and says WINS."""
    view = view_at(3, 4, 1)
    image = gp.draw_board(view, PLAIN)
    geo = gp.geometry(view, PLAIN)
    for seat in range(3):
        x, y, _, _ = geo.row_box(seat)
        assert (image.getpixel((x + 60, y + 1)) == gp.GOLD) == (seat in view.waiting), seat
        assert (image.getpixel((x + 20, y + 29)) == gp.GOLD) == (seat in view.waiting), seat
    final = ENGINE.view(game_states(3, 12)[-1], None)
    image = gp.draw_board(final, PLAIN)
    geo = gp.geometry(final, PLAIN)
    for seat in range(3):
        x, y, _, _ = geo.row_box(seat)
        assert (image.getpixel((x + 60, y + 1)) == gp.GOLD) == (seat in final.winners), seat


def test_the_gems_at_risk_lie_on_a_red_band() -> None:
    """Ruling 14: a collapse takes the gems after the tunnel's last shovel; the board puts them on a red
    band and counts them, and draws no band for a tunnel that ends in a shovel."""
    base = view_at(3, 4, 0)
    tunnels = (("B07", "B01", "B04", "B05"), ("B01",), ())  # 2 at risk; a shovel last; empty
    players = tuple(p.model_copy(update={"tunnel": t}) for p, t in zip(base.players, tunnels, strict=True))
    view = base.model_copy(update={"players": players})
    image = gp.draw_board(view, PLAIN)
    geo = gp.geometry(view, PLAIN)
    reds = [
        sum(n for n, colour in colours(image.crop(geo.row_box(seat))) if colour == gp.RISK)
        for seat in range(3)
    ]
    assert reds[0] > 1000 and reds[1] == reds[2] == 0
    assert "2 at risk" in [t.text for t in measured(lambda: RENDERER.board(view, PLAIN)).texts]


def test_a_seats_own_board_says_you_and_shows_no_hand() -> None:
    state = game_states(3, 4)[30]
    public = measured(lambda: RENDERER.board(ENGINE.view(state, None), PLAIN))
    mine = measured(lambda: RENDERER.board(ENGINE.view(state, 1), PLAIN))
    assert [t.text for t in mine.texts if t.text != "YOU"] == [t.text for t in public.texts]
    assert [t.text for t in mine.texts].count("YOU") == 1
    assert not {t.text for t in mine.texts} & (set(state.players[1].hand) - set(known_ids(state, 1)))


def known_ids(state: GrimProspectsState, seat: int) -> list[str]:
    return [c for g in state.players[seat].known for c in g]


def test_the_picture_changes_with_the_position() -> None:
    a = view_at(3, 6, 40)
    players = (a.players[0].model_copy(update={"hand_size": a.players[0].hand_size + 1}), *a.players[1:])
    assert (
        gp.draw_board(a, PLAIN).tobytes()
        != gp.draw_board(a.model_copy(update={"players": players}), PLAIN).tobytes()
    )


def test_crowded_rows_fit_and_long_tunnels_wrap() -> None:
    """A tunnel too long for one line takes two; more miners than fit are counted per faction."""
    base = view_at(3, 4, 0)
    ids = [c.id for c in CARD_BY_ID.values()]
    crowded = base.players[0].model_copy(
        update={
            "tunnel": tuple(ids[:26]),
            "loitering_guards": tuple(ids[26:42]),
            "loitering_thugs": tuple(ids[42:48]),
            "known_in_hand": (tuple(ids[48:60]),),
        }
    )
    view = base.model_copy(update={"players": (crowded, *base.players[1:])})
    shot = measured(lambda: RENDERER.board(view, LONG_NAMES))
    geo = gp.geometry(view, LONG_NAMES)
    assert geo.row_heights[0] == geo.row_heights[1] + gp.layout.LINE
    # The tunnel's second line holds only gems and shovels (R06, a shovel, ends it: none at risk).
    head, _tunnel, guards, thugs, known = lines_of(shot.texts, geo.row_box(0))
    assert head[0].endswith("…") and guards == ["Guards", "R ×14", "M ×2"]
    assert thugs == ["Thugs", *ids[42:48]] and known == ["Known", "M ×12", "Resting 0"]
    assert shot.width == 800 and shot.height < 1.3 * shot.width
    for alt in [RENDERER.board(view, LONG_NAMES).alt_text] + [
        close.alt_text
        for key in ("miners", "tunnels")
        if (close := RENDERER.close_up(view, LONG_NAMES, key)) is not None
    ]:
        assert len(alt) <= MAX_ALT_TEXT and not alt.endswith("…")


def test_the_board_palette_keeps_the_theme_colours_exactly() -> None:
    view = view_at(3, 4, 1)
    decoded = Image.open(io.BytesIO(gp.encode(gp.draw_board(view, PLAIN)))).convert("RGB")
    x, y, _, _ = gp.geometry(view, PLAIN).row_box(view.waiting[0])
    assert decoded.getpixel((2, 2)) == gp.BG
    assert decoded.getpixel((x + 60, y + 1)) == gp.GOLD
    assert decoded.getpixel((gp.WIDTH - 30, y + 40)) == gp.PANEL_ACTIVE


def test_every_faction_has_its_colour_and_letter() -> None:
    """Colour is never the only cue: a card's id starts with its faction's letter (checked for colour-blind
    safety in tests/test_render_readability.py)."""
    assert len(set(gp.FACTION_COLOUR.values())) == 3
    for card in CARD_BY_ID.values():
        assert card.id[0] == gp.FACTION_LETTER[card.faction]


# ---- the hand ----------------------------------------------------------------------------------------------


def test_the_hand_picture_shows_every_card_with_its_powers_and_what_to_do() -> None:
    state = ENGINE.new_game(3, 8)
    view = ENGINE.view(state, 0)
    assert view.hand is not None
    shot = measured(lambda: RENDERER.private_image(view, PLAIN))
    texts = [t.text for t in shot.texts]
    heir = PLAIN[view.players[0].inheritor]
    assert texts[:2] == [
        f"Your hand: {len(view.hand)} cards, secret",
        f"Forfeit a card to the far end of {heir}'s tunnel.",
    ]
    top = gp.hand.cards_top(len(gp.hand.header_lines(view, PLAIN)))
    for i, card_id in enumerate(view.hand):
        card = CARD_BY_ID[card_id]
        words = inside(shot.texts, gp.hand.card_box(len(view.hand), top, i))
        powers = [pieces.shown_power(card.power(f)) for f in ("bunny", "rat", "mole")]
        effect = [card.effect.capitalize()] if card.effect != "none" else []
        assert words == [card_id, "B", powers[0], "R", powers[1], "M", powers[2], *effect], card_id


def test_the_hand_picture_tags_this_phases_choices() -> None:
    state = ENGINE.new_game(3, 8)
    state = ENGINE.apply(state, 0, next(a for a in ENGINE.legal_actions(state, 0) if a.kind == "forfeit"))
    while state.phase != "fire":
        seat = min(ENGINE.current_seats(state))
        state = ENGINE.apply(state, seat, ENGINE.legal_actions(state, seat)[0])
    guard = [a for a in ENGINE.legal_actions(state, 0) if a.kind == "fire_guard"][3]
    state = ENGINE.apply(state, 0, guard)
    view = ENGINE.view(state, 0)
    assert view.hand is not None and guard.card is not None
    shot = measured(lambda: RENDERER.private_image(view, PLAIN))
    texts = [t.text for t in shot.texts]
    assert f"Chosen: Loitering Guard {guard.card}." in texts
    assert texts.count("GUARD") == 1
    top = gp.hand.cards_top(len(gp.hand.header_lines(view, PLAIN)))
    box = gp.hand.card_box(len(view.hand), top, view.hand.index(guard.card))
    assert inside(shot.texts, box)[-1] == "GUARD"  # under its powers, where an effect would be
    ringed = Image.open(io.BytesIO(RENDERER.private_image(view, PLAIN) or b"")).convert("RGB")
    assert ringed.getpixel((box[0] + 30, box[1] - 5)) == (255, 255, 255)  # the white ring above it


# ---- alt text ------------------------------------------------------------------------------------------


def test_the_alt_text_says_the_position_in_words() -> None:
    view = view_at(3, 4, 60)
    alt = RENDERER.board(view, PLAIN).alt_text
    assert alt.startswith(f"Grim Prospects board. {gp.status(view, PLAIN)}")
    assert "each player forfeits to and attacks the next" in alt
    for p in view.players:
        line = next(line for line in alt.splitlines() if line.startswith(PLAIN[p.seat]))
        assert f"{p.score} point" in line and f"{p.gems} gem" in line and f"{p.hand_size} card" in line
        for card_id in (*p.loitering_guards, *p.loitering_thugs):
            assert card_id in line
        if p.seat in view.waiting:
            assert "still choosing" in line


def test_the_public_alt_text_never_names_a_secret() -> None:
    """Ruling 19: the public board's words come from the public view, so they never name a card in a hand
    that nobody saw enter it, nor a choice made this phase; a state re-dealt by determinize (everything
    hidden changed, with a new seed) gives the same words. The control (``support.secrecy``): the
    redraws did deal the hidden hands and the Artificial Player's deck again."""
    states = game_states(3, 31, artificial=(2,))
    control = RedrawControl("grimprospects", "seed 31")
    for state in states[:: max(1, len(states) // 25)]:
        public = RENDERER.board(ENGINE.view(state, None), LONG_NAMES)
        assert not set(CARD_ID.findall(public.alt_text)) & secret_cards(state)
        for seat in range(3):
            other = ENGINE.determinize(state, seat, random.Random(seat))
            control.check(state, seat, other)
            assert RENDERER.board(ENGINE.view(other, None), LONG_NAMES).alt_text == public.alt_text
            own = ENGINE.view(state, seat)
            mine = RENDERER.board(own, LONG_NAMES).alt_text
            assert not set(CARD_ID.findall(mine)) & (secret_cards(state) - set(state.players[seat].hand))
            chosen = gp.picks_text(own.picks) if own.picks is not None else ""
            assert not chosen or chosen not in public.alt_text
    control.verify()


def test_the_private_alt_text_tells_the_hand_and_only_that_seats() -> None:
    state = ENGINE.new_game(3, 8)
    view = ENGINE.view(state, 1)
    alt = RENDERER.private_alt_text(view, PLAIN)
    assert alt.startswith(f"Your hand, {len(state.players[1].hand)} cards, secret.")
    assert set(CARD_ID.findall(alt)) == set(state.players[1].hand)
    assert "B04 Bunny gem Turncoat, B+1 R+1 M0" in RENDERER.private_alt_text(ENGINE.view(state, 0), PLAIN)
    assert RENDERER.private_alt_text(ENGINE.view(state, None), PLAIN) == ""


@pytest.mark.parametrize("num_players", [2, 3])
def test_the_alt_texts_fit_discords_limit_in_every_position(num_players: int) -> None:
    """Discord keeps at most 1,024 characters of an attachment's description: long names, long tunnels and
    crowded rows are told more briefly, never cut off mid-way; the board, the hand and every close-up.
    The words are checked at every sampled position; the pictures they come with (the renderer's own
    answers, which must carry the same words) at every fifth, as drawing them is most of the cost."""
    longest = 0
    names = LONG_NAMES[:num_players]
    says = {
        gp.closeups.MINERS: gp.alt.miners_alt_text,
        gp.closeups.TUNNELS: gp.alt.tunnels_alt_text,
        gp.closeups.BATTLES: gp.alt.battles_alt_text,
    }
    states = game_states(num_players, 5)
    for i, state in enumerate(states[:: max(1, len(states) // 40)]):
        for seat in (None, *range(num_players)):
            view = ENGINE.view(state, seat)
            board = gp.alt.board_alt_text(view, names)
            assert all(name in board for name in names)
            ups = RENDERER.close_ups(view, names)
            texts = [board, RENDERER.private_alt_text(view, names), *(says[u.key](view, names) for u in ups)]
            if i % 5 == 0:
                drawn = [RENDERER.board(view, names).alt_text, RENDERER.private_alt_text(view, names)]
                for close in ups:
                    image = RENDERER.close_up(view, names, close.key)
                    assert image is not None
                    drawn.append(image.alt_text)
                assert drawn == texts
            for text in texts:
                longest = max(longest, len(text))
                assert len(text) <= MAX_ALT_TEXT and not text.endswith("…")
    assert longest > 500


# ---- close-ups -----------------------------------------------------------------------------------------


def test_close_ups_are_offered_once_there_is_something_to_show() -> None:
    first = view_at(3, 4, 0)
    assert RENDERER.close_ups(first, PLAIN) == ()
    later = view_at(3, 4, 60, seat=1)
    ups = RENDERER.close_ups(later, LONG_NAMES)
    assert [(u.key, u.label) for u in ups] == [
        ("miners", "Show the loitering miners"),
        ("tunnels", "Show the tunnels"),
        ("battles", "Show the last battles"),
    ]
    assert all(CLOSE_UP_KEY.fullmatch(u.key) and len(u.label) <= MAX_LABEL for u in ups)
    assert RENDERER.close_up(first, PLAIN, "battles") is None
    assert RENDERER.close_up(later, PLAIN, "nonsense") is None


def test_the_miners_close_up_shows_each_group_with_what_it_adds() -> None:
    """Ruling 11: a player's Loitering Guards (Thugs) of the Employed miner's faction all join it; the
    close-up shows each faction's group with its summed power against each faction."""
    view = view_at(3, 12, -1)
    close, shot = close_up_shot(RENDERER, view, PLAIN, "miners")
    assert close.title == "The loitering miners"
    texts = [t.text for t in shot.texts]
    for p in view.players:
        for cards in (p.loitering_guards, p.loitering_thugs):
            for faction in ("bunny", "rat", "mole"):
                group = [c for c in cards if CARD_BY_ID[c].faction == faction]
                if not group:
                    continue
                start = texts.index(group[0])
                sums = [
                    pieces.shown_power(sum(CARD_BY_ID[c].power(f) for c in group))
                    for f in ("bunny", "rat", "mole")
                ]
                assert texts[start : start + len(group) + 3] == [*group, *sums]
                assert " ".join(group) in close.alt_text


def test_the_tunnels_close_up_shows_every_segment_by_id() -> None:
    view = view_at(3, 12, -1, seat=0)
    close, shot = close_up_shot(RENDERER, view, PLAIN, "tunnels")
    assert close.title == "The tunnels"
    texts = [t.text for t in shot.texts]
    assert "Your tunnel" in texts and f"{PLAIN[1]}'s tunnel" in texts
    for p in view.players:
        tunnel = [t for t in texts if t in p.tunnel]
        assert [c for c in tunnel if c in p.tunnel][: len(p.tunnel)] == list(p.tunnel)
        assert " ".join(p.tunnel) in close.alt_text
        assert f"Resting Recruits: {len(p.resting)}" in texts or not p.resting


def test_the_battles_close_up_shows_every_card_and_the_totals() -> None:
    view = next(
        v
        for v in (ENGINE.view(s, None) for s in game_states(3, 4))
        if any(b.result == "collapse" for b in v.battles)
    )
    close, shot = close_up_shot(RENDERER, view, PLAIN, "battles")
    texts = [t.text for t in shot.texts]
    for b in view.battles:
        assert f"{PLAIN[b.attacker]} attacked {PLAIN[b.defender]}" in texts
        for force in (b.thugs, b.guards):
            for card_id in force.cards():
                assert any(t.split()[0] == card_id for t in texts), card_id
            if force.power is not None:
                assert f"= {pieces.shown_power(force.power)}" in texts
        for card_id in b.captured:
            assert card_id in close.alt_text


def test_the_rules_doc_shows_the_board_at_phone_size() -> None:
    root = Path(__file__).resolve().parent.parent
    doc = (root / "docs" / "rules" / "grimprospects.md").read_text(encoding="utf-8")
    assert "](../images/grimprospects-phone.png)" in doc
    picture = Image.open(root / "docs" / "images" / "grimprospects-phone.png")
    assert picture.width == 400 and picture.height < 1.3 * picture.width
