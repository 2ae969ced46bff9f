"""The Giant Snail Will Not Prevail! renderer (bot/render/giantsnail/): boards from random playouts fit
Discord; the phone-sized picture shows what the view says (read back through the drawing helpers'
measurement: region numbers, types and owners, every worker's letter in its row, ruins, the snail and the
robot where they are, each player's resources and the turn, the returning workers of a rebuild); the alt
text says the position in words within Discord's limit; the close-ups show a region, the robot, the
players and the events; and what a Malacologist saw (ruling 37, private) never reaches a public render.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pytest
from PIL import Image

from bot.i18n import LANGUAGES, Speaker
from bot.render import draw as d
from bot.render import giantsnail as gs
from bot.render.giantsnail import RENDERER
from bot.render.giantsnail.layout import player_note
from bot.render.giantsnail.words import headline, snail_short, subline, type_name
from bot.render.measure import DrawnText
from bot.render.protocol import CLOSE_UP_KEY, MAX_ALT_TEXT, MAX_LABEL, escape_markdown
from engines import ENGINES
from engines.base import replace
from engines.english import join_words
from engines.giantsnail import technology
from engines.giantsnail.models import DEAD, GiantSnailAction, GiantSnailState, GiantSnailView
from support import boards
from support.boards import HOST_ROOM, decode, embed_size, sample
from support.renders import close_up_shot, count, inside, measured_board
from support.secrecy import RedrawControl

ENGINE = ENGINES["giantsnail"]
NAMES = ["Ann", "Bo *the* Builder", "Cy"]
LONG_NAMES = ["W" * 32, "Ève-Marie Lindqvist-Øresund 🐌🐌", "Bartholomew Penguinsworth III"]
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


def cell_box(view: GiantSnailView, region_id: int, names: list[str] = NAMES) -> tuple[int, int, int, int]:
    region = next(r for r in view.regions if r.id == region_id)
    return gs.geometry(view, names).cell_box(region.row, region.col)


def cell(image: Image.Image, view: GiantSnailView, region_id: int) -> Image.Image:
    return image.crop(cell_box(view, region_id))


def at(texts: tuple[DrawnText, ...], x: float, y: float, reach: float = 10) -> list[str]:
    """The texts whose ink is centred within ``reach`` pixels of (x, y): a worker's letter."""
    return [
        t.text
        for t in texts
        if abs((t.box[0] + t.box[2]) / 2 - x) <= reach and abs((t.box[1] + t.box[3]) / 2 - y) <= reach
    ]


@pytest.fixture(scope="module")
def builder_games() -> list[list[GiantSnailState]]:
    return [playout(1, builder_policy), playout(39, builder_policy)]


@pytest.fixture(scope="module")
def placing(builder_games: list[list[GiantSnailState]]) -> GiantSnailState:
    """A rebuild's returning workers being placed, with more than one of them still to place."""
    return next(s for game in builder_games for s in game if s.pending == "place" and len(s.returning) > 1)


# ---- every board fits Discord -----------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [1, 2])
def test_boards_of_random_playouts_fit_discord(seed: int) -> None:
    for state in sample(playout(seed), 6):
        for seat in (None, 0, 2):
            view = ENGINE.view(state, seat)
            board = RENDERER.board(view, NAMES)
            image = decode(board.image_png)
            # Drawn for a phone: 800 wide, shown 400 wide; never much taller than a phone shows at once.
            assert image.size == (gs.WIDTH, gs.geometry(view, NAMES).height) == (800, image.height)
            assert image.height <= 1.35 * image.width
            assert len(board.title) <= 256 and board.description and len(board.description) <= 4096
            assert len(board.footer) <= 2048
            assert len(board.fields) <= 19  # the host adds one, and shows at most 20 of the board's
            assert all(0 < len(n) <= 256 and 0 < len(v) <= 1024 for n, v, _ in board.fields)
            assert embed_size(board) + HOST_ROOM <= 6000
            assert 0 < len(board.alt_text) <= MAX_ALT_TEXT
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


def test_each_region_shows_its_number_type_and_owners_letter() -> None:
    """Colour is never the only cue: the band in the owner's colour also carries the owner's letter."""
    view = ENGINE.view(playout(2)[60], None)
    shot = measured_board(RENDERER, view, NAMES)
    for region in view.regions:
        x0, y0, x1, _ = cell_box(view, region.id)
        band = inside(shot.texts, (x0, y0, x1, y0 + 40))
        owner = view.players[region.owner].colour
        assert band == [str(region.id), type_name(region.type), gs.SEAT_LETTER[owner]], region.name


def test_every_worker_is_drawn_in_its_row_with_its_seats_letter() -> None:
    """Each slot holds its worker's letter (R red, B blue, K black) in the order of the view's rows, and an
    empty slot holds none; ruins show their rebuild slots the same way."""
    checked = {"R": 0, "B": 0, "K": 0, "empty": 0}
    for state in sample(playout(2), 4):
        view = ENGINE.view(state, None)
        shot = measured_board(RENDERER, view, NAMES)
        for region in view.regions:
            x0, y0, _, _ = cell_box(view, region.id)
            rows = (region.rebuild,) if region.destroyed else region.rows
            for r, (_, _, slots) in enumerate(gs.row_centres(region)):
                workers = rows[r] if r < len(rows) else ()
                for k in range(slots):
                    cx, cy = gs.slot_centre(region, r, k)
                    letters = at(shot.texts, x0 + cx, y0 + cy)
                    if k < len(workers):
                        letter = gs.SEAT_LETTER[view.players[workers[k]].colour]
                        assert letters == [letter], (region.name, r, k)
                        checked[letter] += 1
                    else:
                        assert letters == [], (region.name, r, k)
                        checked["empty"] += 1
    assert all(checked.values()), checked


def test_workers_are_drawn_in_their_seats_colours_with_a_white_rim() -> None:
    view = ENGINE.view(sample(playout(2), 4)[2], None)
    image = gs.draw_board(view, NAMES)
    seat_colours = set(gs.SEAT_COLOUR.values())
    checked = {"red": 0, "blue": 0, "black": 0, "empty": 0}
    for region in view.regions:
        x0, y0, _, _ = cell_box(view, region.id)
        rows = (region.rebuild,) if region.destroyed else region.rows
        for r, (_, _, slots) in enumerate(gs.row_centres(region)):
            workers = rows[r] if r < len(rows) else ()
            for k in range(slots):
                cx, cy = gs.slot_centre(region, r, k)
                fill = image.getpixel(
                    (round(x0 + cx - 10), round(y0 + cy))
                )  # inside the disc, left of the letter
                if k < len(workers):
                    colour = view.players[workers[k]].colour
                    assert fill == gs.SEAT_COLOUR[colour], (region.name, k)
                    rim = image.getpixel((round(x0 + cx - gs.DISC / 2 + 1), round(y0 + cy)))
                    assert rim == gs.RIM
                    checked[colour] += 1
                else:
                    assert fill not in seat_colours and fill == gs.TRAY
                    checked["empty"] += 1
    assert all(checked.values()), checked


def test_a_destroyed_region_is_drawn_as_ruins_with_its_rebuild_cost() -> None:
    states = playout(1)
    # The first destruction: the same region just before (intact) and just after (destroyed).
    i = next(k for k in range(1, len(states)) if ENGINE.view(states[k], None).destroyed)
    before, after = ENGINE.view(states[i - 1], None), ENGINE.view(states[i], None)
    ruined = next(r.id for r in after.regions if r.destroyed)
    intact_cell = cell(gs.draw_board(before, NAMES), before, ruined)
    ruin_cell = cell(gs.draw_board(after, NAMES), after, ruined)
    assert count(intact_cell, gs.RUIN) == 0
    assert count(ruin_cell, gs.RUIN) > 2000
    # And on a board with several ruins, exactly the destroyed cells look ruined and say "Rebuild".
    late = ENGINE.view(states[-1], None)
    assert late.destroyed >= 2
    image = gs.draw_board(late, NAMES)
    shot = measured_board(RENDERER, late, NAMES)
    for region in late.regions:
        assert (count(cell(image, late, region.id), gs.RUIN) > 2000) == region.destroyed, region.name
        words = inside(shot.texts, cell_box(late, region.id))
        costs = [str(n) for n in region.rebuild_cost if n]
        letters = [gs.SEAT_LETTER[late.players[w].colour] for w in region.rebuild]
        if region.destroyed and not (late.snail == late.robot == region.id):
            assert words[3:] == ["Rebuild", *costs, *letters], region.name
        elif not region.destroyed:
            assert "Rebuild" not in words


def test_the_snail_is_drawn_where_it_is(builder_games: list[list[GiantSnailState]]) -> None:
    places = set()
    for state in sample(builder_games[0], 12):
        view = ENGINE.view(state, None)
        image = gs.draw_board(view, NAMES)
        shells = {r.id: count(cell(image, view, r.id), gs.SHELL) for r in view.regions}
        strip = [t.text for t in measured_board(RENDERER, view, NAMES).texts]
        assert snail_short(view) in strip
        if view.snail > 0:
            places.add("region")
            assert shells[view.snail] > 300  # the snail, and the orange frame of its region
            assert all(n == 0 for region, n in shells.items() if region != view.snail)
        else:
            assert not any(shells.values())
            on_board = count(image, gs.SHELL)
            if view.snail == DEAD:
                places.add("dead")
                assert on_board == 0 and "Defeated" in strip
            else:
                places.add("space")
                assert on_board > 200  # beside "Snail: In space"
                assert snail_short(view).startswith("In space (slot ")
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


def test_the_robots_progress_shows_each_builders_letter(builder_games: list[list[GiantSnailState]]) -> None:
    for state in sample(builder_games[1], 6):
        view = ENGINE.view(state, None)
        geo = gs.geometry(view, NAMES)
        row = inside(measured_board(RENDERER, view, NAMES).texts, (0, geo.robot_top, 800, geo.robot_top + 58))
        built = [gs.SEAT_LETTER[view.players[w].colour] for s in view.sections for w in s.slots if w >= 0]
        filled = len(built)
        assert row == ["Robot", *built, "Finished" if view.robot_built else f"{filled} of 12"]


def test_the_panels_show_each_players_resources_votes_pool_and_the_turn() -> None:
    names = ["Ann", "Bo", "Cy"]
    for state in sample(playout(3), 5):
        view = ENGINE.view(state, 1)
        geo = gs.geometry(view, names)
        shot = measured_board(RENDERER, view, names)
        for p in view.players:
            words = inside(shot.texts, geo.player_box(p.seat))
            name = names[p.seat] + (" (you)" if p.seat == 1 else "")
            tags = []
            if p.seat == view.turn and view.phase != "over":
                tags.append("TO PLAY")
            if p.seat == view.leader and view.phase != "over":
                tags.append("LEADER")
            letter = gs.SEAT_LETTER[p.colour]
            note = player_note(view, p)
            assert words == [letter, name, str(p.metal), str(p.energy), str(p.votes), note, *tags]
        # Whose turn: a gold outline around the panel as well as the words.
        image = gs.draw_board(view, names)
        for p in view.players:
            x0, y0, _, _ = geo.player_box(p.seat)
            acting = p.seat == view.turn and view.phase != "over"
            assert (image.getpixel((x0 + 40, y0 + 1)) == gs.GOLD) == acting
    # A name too long for its panel is cut, and "(you)" kept.
    view = ENGINE.view(playout(3)[0], 1)
    words = inside(measured_board(RENDERER, view, NAMES).texts, gs.geometry(view, NAMES).player_box(1))
    assert words[1].startswith("Bo *th") and words[1].endswith("… (you)")


def test_the_banner_says_who_decides_what_and_what_was_chosen() -> None:
    states = playout(2)
    state = next(s for s in states if s.draft)
    view = ENGINE.view(state, None)
    geo = gs.geometry(view, NAMES)
    banner = inside(measured_board(RENDERER, view, NAMES).texts, geo.banner)
    assert " ".join(banner[:-2]) == headline(view, NAMES)
    assert banner[-2] == subline(view, NAMES)
    assert banner[-1] == "Chosen so far: " + " → ".join(view.draft)
    assert headline(view, NAMES).startswith(f"{NAMES[view.turn]}: place or move a worker (")
    assert f"Leader: {NAMES[view.leader]}" in subline(view, NAMES)


def test_placing_the_returning_workers_reads_on_the_board_and_in_words(placing: GiantSnailState) -> None:
    """Ruling 32: the rebuilder places the workers coming back onto the rebuilt region, one click each. The
    board names the region, frames it in gold, and shows the workers still to place by their letters."""
    view = ENGINE.view(placing, None)
    name = next(r.name for r in view.regions if r.id == view.placing)
    who = NAMES[view.turn]
    geo = gs.geometry(view, NAMES)
    shot = measured_board(RENDERER, view, NAMES)
    banner = inside(shot.texts, geo.banner)
    assert " ".join(banner[:2]).startswith(f"{who}: place the returning workers on {name}")
    letters = [gs.SEAT_LETTER[view.players[w].colour] for w in view.returning]
    assert banner[banner.index("Returning:") + 1 :] == letters
    image = gs.draw_board(view, NAMES)
    x0, y0, _, _ = cell_box(view, view.placing)
    assert image.getpixel((x0 + 60, y0 - 1)) == gs.GOLD  # the frame
    others = [r for r in view.regions if r.id not in (view.placing, view.snail)]
    assert all(image.getpixel(cell_box(view, r.id)[:2]) != gs.GOLD for r in others)
    board = RENDERER.board(view, NAMES)
    colours = [view.players[w].colour for w in view.returning]
    assert f"places the {len(colours)} returning workers on the rebuilt {name}" in board.description
    assert "Returning workers: " in board.description
    assert "Returning workers still to place: " in board.alt_text
    assert all(colour in board.alt_text.split("Returning workers still to place: ")[1] for colour in colours)


@pytest.mark.parametrize(
    ("tech", "asked", "told"),
    [
        ("t4", "where does the Salt Ring go?", "puts the Salt Ring on a region the snail is not on."),
        ("t7", "Malacologist: which event card goes?", "discards one and orders the rest."),
        ("t8", "Robotic Labor: build which section?", "builds a section of the robot for free."),
        ("t9", "Salvage: take metal or energy?", "chooses how much metal and how much energy to take."),
    ],
)
def test_a_researched_technologys_question_is_what_the_banner_asks(tech: str, asked: str, told: str) -> None:
    """Rulebook "Technology Cards": a defence card is placed at once, and Malacologist, Robotic Labor and
    Salvage ask their question when researched. While the researcher answers, the banner and the embed say
    that question, not the research step's."""
    state = next(s for s in playout(2) if s.phase == "research" and s.turn is not None)
    seat = state.turn
    assert seat is not None
    question = technology.start_tech(state, seat, tech, [], lambda after, lines: after)
    assert question.pending and question.turn == seat
    view = ENGINE.view(question, None)
    banner = inside(measured_board(RENDERER, view, NAMES).texts, gs.geometry(view, NAMES).banner)
    assert " ".join(banner[:-1]) == headline(view, NAMES) == f"{NAMES[seat]}: {asked}"
    board = RENDERER.board(view, NAMES)
    assert told in board.description and "research" not in headline(view, NAMES)
    assert told in board.alt_text


def test_the_strip_shows_the_event_deck_ruins_and_market() -> None:
    view = ENGINE.view(playout(2)[60], None)
    texts = [t.text for t in measured_board(RENDERER, view, NAMES).texts]
    assert f"{view.deck_size} left" in texts and ("Event 2 deck" if view.event2 else "Event deck") in texts
    assert f"{view.destroyed} of 7" in texts and "Ruins (defeat at 7)" in texts
    assert " · ".join(view.market) in texts and f"{view.tech_deck} in the deck" in texts


def test_the_picture_changes_with_a_players_resources() -> None:
    view = ENGINE.view(playout(3)[20], None)
    richer = view.players[1].model_copy(update={"metal": view.players[1].metal + 3})
    other = view.model_copy(update={"players": (view.players[0], richer, view.players[2])})
    assert gs.draw_board(view, NAMES).tobytes() != gs.draw_board(other, NAMES).tobytes()


# ---- private information ----------------------------------------------------------------------------------


def peeked_state() -> tuple[GiantSnailState, GiantSnailState]:
    state = playout(4)[30]
    assert len(state.deck) >= 3
    return state, state.model_copy(update={"peek_seat": 0, "peek_count": 3})


def test_what_a_malacologist_saw_stays_out_of_public_renders() -> None:
    state, peeked = peeked_state()
    secret = ENGINE.view(peeked, 0).known_top
    assert len(secret) == 3
    for seat in (None, 1, 2):
        with_peek, without = ENGINE.view(peeked, seat), ENGINE.view(state, seat)
        assert not with_peek.known_top
        # The same embed, picture and alt text as if nobody had peeked (non-interference).
        assert RENDERER.board(with_peek, NAMES) == RENDERER.board(without, NAMES)
        assert RENDERER.text(with_peek, NAMES) == RENDERER.text(without, NAMES)
        assert RENDERER.private_text(with_peek, NAMES) == ""
        assert RENDERER.private_image(with_peek, NAMES) is None
        assert RENDERER.private_alt_text(with_peek, NAMES) == ""
        board = RENDERER.board(with_peek, NAMES)
        words = " ".join([board.description, board.alt_text, *(f"{n} {v}" for n, v, _ in board.fields)])
        assert "Only you know" not in words and "Your secret" not in words and "secret" not in words.lower()
        for close in RENDERER.close_ups(with_peek, NAMES):
            a, b = (
                RENDERER.close_up(with_peek, NAMES, close.key),
                RENDERER.close_up(without, NAMES, close.key),
            )
            assert a == b, close.key
    # The researcher's own view shows the cards, top first, in words and pictures.
    own = ENGINE.view(peeked, 0)
    text = RENDERER.private_text(own, NAMES)
    assert text == f"Only you know the top of the event deck: {', then '.join(secret)}."
    assert text in RENDERER.text(own, NAMES)
    board = RENDERER.board(own, NAMES)
    assert ("Your secret", text, False) in board.fields
    assert decode(board.image_png).height == gs.geometry(own, NAMES).height
    assert gs.geometry(own, NAMES).height > gs.geometry(ENGINE.view(peeked, None), NAMES).height
    assert decode(RENDERER.private_image(own, NAMES)).width == 800


def test_the_private_picture_shows_the_cards_in_order_and_says_them() -> None:
    _, peeked = peeked_state()
    own = ENGINE.view(peeked, 0)
    with d.measuring() as m:
        RENDERER.private_image(own, NAMES)
    [shot] = m.images
    assert shot.problems() == [] and m.lost_texts() == []
    texts = [t.text for t in shot.texts]
    assert [t for t in texts if t in own.known_top] == list(own.known_top)
    assert texts.index("Next") < texts.index("Then, card 2") < texts.index("Then, card 3")
    alt = RENDERER.private_alt_text(own, NAMES)
    assert alt.startswith(
        "Your secret, from the Malacologist: the top 3 cards of the event deck, top first: "
        f"{own.known_top[0]}, then {own.known_top[1]}, then {own.known_top[2]}."
    )
    assert len(alt) <= MAX_ALT_TEXT


# ---- alt text ---------------------------------------------------------------------------------------------


def test_the_alt_text_says_the_position_in_words() -> None:
    view = ENGINE.view(playout(2)[60], None)
    alt = RENDERER.board(view, NAMES).alt_text
    assert alt.startswith(f"Giant Snail board, round {view.round}, ")
    lines = alt.splitlines()
    assert RENDERER.board(view, NAMES).description.startswith("**" + lines[0].split(". ", 1)[1][:30])
    assert f"The snail is {view.snail_text}." in alt or view.snail == DEAD
    assert f"{view.destroyed} regions ruined of 12 (7 mean defeat)" in alt
    for r in view.regions:
        if r.destroyed:
            assert r.name in alt
    for p in view.players:
        line = next(line for line in lines if line.startswith(f"{NAMES[p.seat]} ("))
        assert (
            f"{p.metal} metal, {p.energy} energy, {p.votes} vote" in line and f"{p.pool} in the pool" in line
        )
        assert p.colour in line and (("deciding now" in line) == (p.seat == view.turn))
    # Who stands where, by colour (the players' sentences tell whose colour is whose).
    assert "Regions, North to South and West to East:" in alt
    for r in view.regions:
        workers = r.rebuild if r.destroyed else [w for row in r.rows for w in row]
        if workers:
            line = next(line for line in lines if line.startswith(f"{r.name}:"))
            assert all(view.players[w].colour in line for w in workers)


def test_the_alt_text_comes_from_the_same_view_and_never_says_more() -> None:
    """Alt text is built from the view alone: states that differ only in what no one may know (the order of
    the decks and the cards discarded face down, resampled by determinize with a new seed) give the same
    words and picture, at positions spread over a whole game; and a seat's view adds only "you". The
    control (``support.secrecy``): the redraws did change the decks."""
    control = RedrawControl("giantsnail", "seed 6")
    for state in playout(6)[10::40]:
        public = RENDERER.board(ENGINE.view(state, None), NAMES)
        for k in range(3):
            other = ENGINE.determinize(state, k, random.Random(f"{state.step}:{k}"))
            assert other.seed != state.seed
            control.check(state, k, other)
            again = RENDERER.board(ENGINE.view(other, None), NAMES)
            assert again.alt_text == public.alt_text and again.image_png == public.image_png, state.step
        mine = RENDERER.board(ENGINE.view(state, 1), NAMES).alt_text
        assert mine.replace("(blue, you", "(blue") == public.alt_text
    control.verify()


def test_the_alt_text_fits_discords_limit_in_every_position(
    builder_games: list[list[GiantSnailState]],
) -> None:
    """Discord keeps at most 1,024 characters of an attachment's description: long names and crowded
    boards are told more briefly (each region's workers by colour, then as many regions as fit), never
    cut off mid-sentence."""
    longest = 0
    told_regions = 0
    positions = [*builder_games[0][::4], *playout(2)[::4]]
    for state in positions:
        alt = RENDERER.board(ENGINE.view(state, None), LONG_NAMES).alt_text
        longest = max(longest, len(alt))
        assert len(alt) <= MAX_ALT_TEXT and not alt.endswith("…")
        assert all(line.endswith((".", ":", "!")) for line in alt.splitlines()), alt
        assert all(name in alt for name in LONG_NAMES)
        told_regions += "Regions, North to South and West to East:" in alt
    assert longest > 900 and told_regions == len(positions)


# ---- close-ups --------------------------------------------------------------------------------------------


def test_close_ups_are_the_robot_the_players_the_events_and_each_region() -> None:
    view = ENGINE.view(playout(2)[40], 1)
    ups = RENDERER.close_ups(view, NAMES)
    assert [(u.key, u.label) for u in ups[:3]] == [
        ("robot", "Show the robot"),
        ("players", "Show the players"),
        ("events", "Show the events and technologies"),
    ]
    regions = sorted(view.regions, key=lambda r: (r.row, r.col))
    assert [(u.key, u.label) for u in ups[3:]] == [(f"region-{r.id}", f"Show {r.name}") for r in regions]
    assert all(CLOSE_UP_KEY.fullmatch(u.key) and len(u.label) <= MAX_LABEL for u in ups)
    assert RENDERER.close_up(view, NAMES, "region-13") is None
    assert RENDERER.close_up(view, NAMES, "region-0") is None
    assert RENDERER.close_up(view, NAMES, "nonsense") is None


def test_a_region_close_up_shows_its_rows_with_who_stands_there_and_its_neighbours() -> None:
    view = ENGINE.view(playout(2)[60], None)
    for region in view.regions:
        close, shot = close_up_shot(RENDERER, view, NAMES, f"region-{region.id}")
        texts, title, alt = [t.text for t in shot.texts], close.title, close.alt_text
        assert title == region.name and texts[0] == region.name
        owner, colour = NAMES[region.owner], view.players[region.owner].colour
        assert texts[1] == gs.SEAT_LETTER[colour] and texts[2].startswith(f"{owner}'s card ({colour})")
        rows = (region.rebuild,) if region.destroyed else region.rows
        for i, workers in enumerate(rows):
            heading = "Rebuild slots" if region.destroyed else f"Row {i + 1}"
            k = texts.index(heading)
            who = join_words(dict.fromkeys(NAMES[w] for w in workers))
            letters = [gs.SEAT_LETTER[view.players[w].colour] for w in workers]
            assert texts[k + 1 : k + 1 + len(letters)] == letters
            assert texts[k + 1 + len(letters)].startswith(who or "empty")
        sides = [t.split(": ")[0] for t in texts if t.startswith(("North: ", "South: ", "East: ", "West: "))]
        assert sides == ["North", "South", "East", "West"]
        if region.destroyed:
            assert any(t.startswith("Rebuild cost: ") for t in texts)
        if view.snail == region.id:
            assert "The snail is here." in texts and "the snail is here" in alt
        assert alt.startswith(f"{region.name}, {owner}'s card")


def test_the_robot_close_up_shows_each_section_its_builders_and_costs(
    builder_games: list[list[GiantSnailState]],
) -> None:
    view = ENGINE.view(builder_games[1][len(builder_games[1]) // 2], None)
    close, shot = close_up_shot(RENDERER, view, NAMES, "robot")
    texts, title, alt = [t.text for t in shot.texts], close.title, close.alt_text
    assert title == "The robot"
    for section in view.sections:
        heading = section.name + (" · complete" if section.complete else "")
        k = texts.index(heading)
        for j, worker in enumerate(section.slots):
            metal, energy = section.costs[j]
            letter = [gs.SEAT_LETTER[view.players[worker].colour]] if worker >= 0 else []
            cost = [str(n) for n in (metal, energy) if n] or ["free"]
            assert texts[k + 1 : k + 1 + len(letter) + len(cost)] == [*letter, *cost]
            k += len(letter) + len(cost)
        assert section.name in alt
    assert any(t.startswith("Workers on the robot: ") for t in texts)
    for p in view.players:
        assert any(t.startswith(f"{NAMES[p.seat]}: ") for t in texts)
    assert (
        alt.startswith("The robot is ") and alt.count("The robot") == 1
    )  # said once, not "The robot. The robot"


def test_the_players_and_events_close_ups_show_resources_and_the_market() -> None:
    view = ENGINE.view(playout(2)[60], 2)
    close, shot = close_up_shot(RENDERER, view, NAMES, "players")
    texts, title, alt = [t.text for t in shot.texts], close.title, close.alt_text
    assert title == "The players"
    for p in view.players:
        you = ", you" if p.seat == 2 else ""
        assert any(t.startswith(f"{NAMES[p.seat]} ({p.colour}{you}") for t in texts)
        assert f"{p.metal} metal, {p.energy} energy" in alt
    assert any(t.startswith("Workers: ") for t in texts)
    close, shot = close_up_shot(RENDERER, view, NAMES, "events")
    texts, title, alt = [t.text for t in shot.texts], close.title, close.alt_text
    assert title == "The events and technologies"
    for name in view.market:
        assert name in texts and name in alt
    assert f"{gs.tech_words(view.market[0])}."[:20] in alt


def test_close_ups_read_well_with_long_names(builder_games: list[list[GiantSnailState]]) -> None:
    view = ENGINE.view(builder_games[0][-1], None)
    for up in RENDERER.close_ups(view, LONG_NAMES):
        close, shot = close_up_shot(RENDERER, view, LONG_NAMES, up.key)
        texts, alt = [t.text for t in shot.texts], close.alt_text
        assert texts and not alt.endswith("…")


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
    alt = RENDERER.board(single, NAMES).alt_text
    assert "1 region ruined of 12" in alt and "1 vote," in alt and "1 event card claimed" in alt
    for wrong in ("1 votes", "1 cards", "1 regions"):
        assert wrong not in alt
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
        assert word not in (board.description + board.footer + board.alt_text).lower()


def test_the_embed_lists_every_regions_workers_row_by_row() -> None:
    """What the board shows as discs, the embed shows as coloured circles, one line per region."""
    view = ENGINE.view(playout(2)[60], None)
    [(_, regions, _)] = [f for f in RENDERER.board(view, NAMES).fields if f[0] == "Regions"]
    lines = regions.splitlines()
    assert len(lines) == 12
    circle = {"red": "🔴", "blue": "🔵", "black": "⚫"}
    for region, line in zip(sorted(view.regions, key=lambda r: (r.row, r.col)), lines, strict=True):
        assert region.name in line
        rows = (region.rebuild,) if region.destroyed else region.rows
        for workers in rows:
            assert "".join(circle[view.players[w].colour] for w in workers) in line


def test_the_end_of_the_game_reads_as_a_defeat_or_an_election(
    builder_games: list[list[GiantSnailState]],
) -> None:
    lost = ENGINE.view(playout(1)[-1], None)
    assert lost.defeat
    board = RENDERER.board(lost, NAMES)
    assert board.description.startswith("**Game over: the Giant Snail prevailed.")
    assert headline(lost, NAMES) == "The Giant Snail prevailed: everyone loses"
    assert "Game over: the Giant Snail prevailed." in board.alt_text
    won = ENGINE.view(builder_games[0][-1], None)
    assert won.phase == "over" and not won.defeat
    board = RENDERER.board(won, NAMES)
    assert "the snail is defeated, and Earth elects its President" in board.description
    assert board.color == 0xF2C14E
    assert "The snail is defeated." in RENDERER.text(won, NAMES)
    banner = inside(measured_board(RENDERER, won, NAMES).texts, gs.geometry(won, NAMES).banner)
    assert banner == [
        "The snail is defeated!",
        f"Round {won.round} · Game over · the scoring cards add votes",
    ]


def test_odd_and_missing_names_do_not_break_the_board() -> None:
    view = ENGINE.view(playout(2)[40], None)
    board = RENDERER.board(view, ["🐧🐧", ""])
    decode(board.image_png)
    assert "#2" in RENDERER.text(view, ["🐧🐧", ""]) and "#3" in RENDERER.text(view, [])
    assert "#2" in board.alt_text and "#3" in board.alt_text
    shot = measured_board(RENDERER, view, ["🐧🐧", "", "x" * 40])
    assert shot.problems() == []


def test_the_rules_doc_shows_the_board_at_phone_size() -> None:
    root = Path(__file__).resolve().parent.parent
    doc = (root / "docs" / "rules" / "giantsnail.md").read_text(encoding="utf-8")
    assert "](../images/giantsnail-phone.png)" in doc and "## On a phone" in doc
    picture = Image.open(root / "docs" / "images" / "giantsnail-phone.png")
    assert picture.width == 400 and picture.height < 1.35 * picture.width


def test_the_board_says_when_public_works_makes_rebuilds_cheaper() -> None:
    """E2-3 (G7): while Public Works lasts the printed rebuild cost is 1 too high, so the board says so."""
    from bot.render.giantsnail import region_line

    state = ENGINE.new_game(3, 2)
    state = replace(
        state,
        regions=tuple(replace(r, destroyed=r.id == 4, rows=()) if r.id == 4 else r for r in state.regions),
    )
    names = ("Ann", "Bea", "Cy")
    for works, expected in ((0, False), (state.round, True)):
        view = ENGINE.view(replace(state, works_until=works), None)
        region = next(r for r in view.regions if r.id == 4)
        assert ("Public Works" in region_line(view, region, names)) is expected


def test_a_german_and_a_japanese_board_say_the_games_words_in_their_language(
    builder_games: list[list[GiantSnailState]],
) -> None:
    """The board speaks the table's language (``Renderer.in_language``, giantsnail.ftl's snail-board-*):
    its status, fields, footer, alt text, close-ups' buttons and titles and the picture's words; regions
    and cards by the engine's own names, so the board and the log agree."""
    assert RENDERER.in_language("en") is RENDERER
    assert RENDERER.in_language("de") is RENDERER.in_language("de") is not RENDERER
    view = ENGINE.view(playout(1)[6], None)
    said = {
        "de": (
            "**Aktion von Cy (2 von 2 in dieser Runde): Setze oder versetze einen Arbeiter.**",
            ["Regionen", "Roboterteile", "Ereignisse", "Technologie-Auslage (7 im Stapel)"],
            "Aktionsphase · R Rot, B Blau, K Schwarz · das Raster ist an den Rändern verbunden",
            "Giant-Snail-Spielplan, Runde 1, Aktionsphase.",
            ["Roboter zeigen", "Spieler zeigen", "Ereignisse und Technologien zeigen", "Mine 1 zeigen"],
            ("Der Roboter", "Mine 1"),
            "Cy: Arbeiter setzen oder versetzen (2\u00a0von\u00a02)",
        ),
        "ja": (
            "**Cyのアクション（このラウンド2回中2回目）：ワーカーを置くか動かしてください。**",
            ["地域", "ロボットのパーツ", "イベント", "テクノロジー市場（山札7枚）"],
            "アクションフェイズ · R 赤、B 青、K 黒 · 盤の端はつながっています",
            "Giant Snailの盤、ラウンド1、アクションフェイズ。",
            ["ロボットを見る", "プレイヤーを見る", "イベントとテクノロジーを見る", "鉱山1を見る"],
            ("ロボット", "鉱山1"),
            "Cy：ワーカーを置く・動かす（2/2）",
        ),
    }
    for language, (status, fields, footer, alt, buttons, titles, picture) in said.items():
        renderer = RENDERER.in_language(language)
        board = renderer.board(view, NAMES)
        assert board.description.splitlines()[0] == status
        assert [name for name, _, _ in board.fields][3:] == fields
        assert board.footer == footer
        assert board.alt_text.startswith(alt)
        ups = renderer.close_ups(view, NAMES)
        assert [u.label for u in ups][:4] == buttons
        shots = [renderer.close_up(view, NAMES, key) for key in ("robot", "region-1")]
        assert tuple(s.title for s in shots if s is not None) == titles
        shot = measured_board(renderer, view, NAMES)
        assert picture in [t.text for t in shot.texts]
        for up in ups:
            assert len(up.label) <= MAX_LABEL


def test_every_word_of_the_board_is_from_a_catalogue_in_the_pseudo_language(
    builder_games: list[list[GiantSnailState]],
) -> None:
    """In the pseudo-language every word a player reads (embed, footer, alt text, close-ups' buttons,
    titles and alt text, terminal text, the private view) is bracketed, so none comes from code, and no
    bracket is lost to a cut; mid-game and at the game's end, a defeat and an election."""
    from bot.i18n.pseudo import PSEUDO
    from support.pseudo import untranslated

    renderer = RENDERER.in_language(PSEUDO)
    games = [playout(1), playout(2), *builder_games]
    views = [ENGINE.view(s, seat) for game in games for s in sample(game, 3) for seat in (None, 0)]
    found: list[str] = []
    for view in views:
        board = renderer.board(view, NAMES)
        texts = [board.title, board.description, board.footer, board.alt_text, renderer.text(view, NAMES)]
        texts += [f"{name}\n{value}" for name, value, _ in board.fields]
        texts += [renderer.private_text(view, NAMES), renderer.private_alt_text(view, NAMES)]
        for up in renderer.close_ups(view, NAMES):
            texts.append(up.label)
            image = renderer.close_up(view, NAMES, up.key)
            assert image is not None
            texts += [image.title, image.alt_text]
        for text in texts:
            # the seats' letters and an empty slot's dot in the text's rows are symbols, not words
            words = [w for w in untranslated(text, NAMES) if w not in ("R", "B", "K")]
            if words:
                found.append(f"{words} in {text[:160]!r}")
    assert not found, found[:10]


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_panels_name_and_tags_stay_inside_it_in_every_language(language: str) -> None:
    """At the start the first player both plays and leads: both tags (German's AM ZUG and ANFÜHRER are
    the widest) stand inside the panel, and a short name beside the viewer's mark ("さくら（あなた）") is
    drawn whole, in smaller letters where it must be, never cut to its first letter."""
    renderer = RENDERER.in_language(language)
    names = ["さくら", "Wilhelmina K", "Cy"]
    first = playout(3)[0]
    for seat in range(3):
        view = ENGINE.view(first, seat)
        assert view.turn == view.leader
        shot = measured_board(renderer, view, names)
        say = Speaker(language)
        geo = gs.geometry(view, names, say)
        acting = inside(shot.texts, geo.player_box(view.turn))
        for tag in ("turn", "leader"):
            assert say("snail-board-pic-tag", tag=tag) in acting, (tag, acting)
        own = inside(shot.texts, geo.player_box(seat))
        assert own[1] == names[seat] + say("snail-board-you") or seat == 1, own


@pytest.mark.parametrize(
    ("language", "title"),
    [
        ("en", "Ann (you, {colour}, leader)"),
        ("de", "Ann (du, {colour}, Anführer)"),
        ("ja", "Ann（あなた、{colour}、リーダー）"),
    ],
)
def test_the_viewers_own_title_says_you_in_its_one_bracket(language: str, title: str) -> None:
    """The viewer's field says who they are among its bracket's words, never a second bracket after a
    name that already carries "(you)" ("プレイヤー1（あなた）（赤、リーダー）")."""
    from bot.render.giantsnail.linewords import player_title
    from bot.render.giantsnail.words import colour_name

    say = Speaker(language)
    view = ENGINE.view(playout(3)[0], 0)
    assert view.leader == 0
    me = view.players[0]
    expected = title.format(colour=colour_name(me.colour, say))
    assert player_title(view, me, ["Ann", "Bo", "Cy"], False, say) == expected
    other = player_title(view, view.players[1], ["Ann", "Bo", "Cy"], False, say)
    assert other.startswith("Bo") and say("snail-board-you").strip() not in other
