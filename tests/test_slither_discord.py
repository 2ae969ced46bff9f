"""End to end: SLITHER played on Discord, through the fake Discord, from /game new to the final scores.

Three people: the host picks the snake in the lobby's "Seat order…" select; the snake lays tiles on the
public board (lettered spots on the picture, the same letters on the buttons or select), grows its path
and moves by DM (or, with closed DMs, through "Show my hand"); the two frogs move on the public board.
After every click the test waits until the bot has finished showing it, then checks:

- no hidden path card and no hand card is in any public message: the bot's public board matches, text
  and picture, what the renderer draws from a state in which a frog's determinization replaced every
  hidden card, and no public text, label or custom id uses the words or ids that carry a hidden
  location (the path field with a face-down card, the snake's hand, private log lines, private moves);
- the snake's DM (or its ephemeral) shows its whole path and hand, as text and as a picture, whenever
  they change; frogs' choices are on the public board, the snake's (except laying a tile) are private;
- stale, foreign and unseated clicks get a sentence and change nothing;
- every board picture is a PNG of at least 800 px and at most 300 KB, and shows the lettered spots while
  a tile is laid;
- the game ends with a "game over" message, and replaying the stored actions gives the stored state.

The game with the snake on DMs is played at a table in the pseudo-language (bot/i18n/pseudo.py), its
three people speaking it too: every word they read from the start on, in every version of every message,
must come from a catalogue, whole (tests/support/pseudo.py), and the checks above look for the words the
catalogue says (``Watch.say``). The game with closed DMs is played in English.

The deal is seeded (the host's ``secrets`` is patched) and every player follows a simple seeded policy,
so a run is the same game each time.
"""

from __future__ import annotations

import io
import math
import random
import re
import secrets
import types
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path
from typing import Any, NamedTuple

import pytest
from PIL import Image

import bot.services.lobby
from bot.client import TabletopBot
from bot.i18n import Speaker, english
from bot.i18n.pseudo import PSEUDO
from bot.render.slither import RENDERER, SlitherRenderer, geometry
from bot.render.slither.style import MARGIN
from bot.render.slither.terms import ability_name, segment_of
from bot.session.game import Game
from bot.session.records import Change
from engines.phrasing import Listed
from engines.slither import SlitherEngine
from engines.slither.data import catalog
from engines.slither.hexmap import board_for, largest_region
from engines.slither.models import PathCard, SlitherAction, SlitherState
from engines.wording import fill_names
from support.fakediscord import FakeDiscord, Message, User
from support.harness import (
    QUICK_RATE_LIMIT_WINDOW,
    Option,
    World,
    game_over,
    private_messages,
    running_bot,
)
from support.playing import Move, Offer, Table
from support.pseudo import check_result, leaks
from support.pseudo import versions as versions_of

pytestmark = [pytest.mark.timeout(120)]

ENGINE = SlitherEngine()
SEED = 20240611
ACT = re.compile(r"act:(?P<session>[^:]+):(?P<seat>\d+):(?P<n>\d+):(?P<action>.+)")
PICK = re.compile(r"pick:(?P<session>[^:]+):(?P<seat>\d+):(?P<n>\d+):(?P<page>\d)")
PRIVATE_KINDS = ("path", "head", "ability", "shed")  # the snake's moves that name or imply a hidden card
PLACEMENT_KINDS = ("group", "spot", "low", "back")
# Words only the snake's own view uses (renderer's private text, private log lines), in English; at a
# table in another language, English words are caught wherever they stand (tests/support/pseudo.py).
PRIVATE_MARKERS = (
    "(secret)",
    "secret view",
    "Your path",
    "Your hand",
    "Your new Head",
    "You put ",
    "You are playing",
)
# The snake's own messages (its private text, picture, close-up and alt text, its private log lines), with
# their arguments: no public message may hold their opening words, in any language.
PRIVATE_MESSAGES: dict[str, tuple[str, ...]] = {
    "slither-board-text-your-path": ("path",),
    "slither-board-text-your-hand": ("count", "cards"),
    "slither-board-hand": ("count", "cards"),
    "slither-board-path-heading": (),
    "slither-board-picture-your-path": (),
    "slither-board-path-title": (),
    "slither-board-alt-your-path": ("segments",),
    "slither-board-alt-private-title": ("headline",),
    "slither-board-alt-path-title": ("headline",),
    "slither-board-headline-grow": ("segment", "whole"),
    "slither-board-headline-shed": (),
    "slither-board-headline-new-head": ("hex",),
    "slither-board-headline-move": (),
    "slither-log-your-head": ("hex",),
    "slither-log-you-put": ("hex", "segment"),
    "slither-board-playing": ("hex",),
}
MARK = "\ue000"  # an argument's place in a message, to tell the message's own words around it
MAX_STEPS = 300


@pytest.fixture
def seeded(monkeypatch: pytest.MonkeyPatch) -> None:
    """The host deals from ``secrets.randbits``: a fixed seed makes the game the same on every run."""
    fixed = types.SimpleNamespace(randbits=lambda bits: SEED, SystemRandom=secrets.SystemRandom)
    monkeypatch.setattr(bot.services.lobby, "secrets", fixed)


# ---- the players' policies ----------------------------------------------------------------------------


def snake_policy(state: SlitherState, actions: list[SlitherAction], rng: random.Random) -> SlitherAction:
    """A snake that stays alive for a while: lay tiles to keep the locations in one group, start the path
    where the Head has room, keep the Head's neighbours free, and move the Head where it has room."""
    board = board_for(state.cells)
    kinds = {a.kind for a in actions}

    def best(score: Any) -> SlitherAction:
        top = max(score(a) for a in actions)
        return rng.choice([a for a in actions if score(a) == top])

    if kinds & {"spot", "group"}:

        def region_after(a: SlitherAction) -> int:
            if a.kind != "spot":
                return 0
            placed = ENGINE.apply(state, 0, a)
            low = next(x for x in ENGINE.legal_actions(placed, 0) if x.kind == "low")
            return largest_region(ENGINE.apply(placed, 0, low).cells)

        return best(region_after)
    if "path" in kinds:
        if not state.path:
            return best(lambda a: len(board.numbered_adjacent[a.arg]))
        head = state.path[0].loc
        return best(lambda a: a.arg not in board.numbered_adjacent[head])
    if "head" in kinds:
        taken = {c.loc for c in state.path}
        return best(lambda a: sum(1 for n in board.numbered_adjacent[a.arg] if n not in taken))
    return rng.choice(actions)


def choose(state: SlitherState, seat: int, rng: random.Random) -> SlitherAction:
    actions = [a for a in ENGINE.legal_actions(state, seat) if a.kind != "back"]
    return snake_policy(state, actions, rng) if seat == 0 else rng.choice(actions)


# ---- reading messages ---------------------------------------------------------------------------------


def offered(message: Message, session: str, seat: int) -> dict[str, tuple[str, int, str, str]]:
    """The moves a message offers ``seat``: action id -> (custom id, n, "button" | "select", label)."""
    out: dict[str, tuple[str, int, str, str]] = {}
    for comp in message.iter_components():
        custom_id = comp.get("custom_id", "")
        if (m := ACT.fullmatch(custom_id)) and m["session"] == session and int(m["seat"]) == seat:
            out[m["action"]] = (custom_id, int(m["n"]), "button", comp.get("label", ""))
        elif (m := PICK.fullmatch(custom_id)) and m["session"] == session and int(m["seat"]) == seat:
            for option in comp["options"]:
                out[option["value"]] = (custom_id, int(m["n"]), "select", option["label"])
    return out


def versions(message: Message) -> Iterator[tuple[str, list[str], list[Any]]]:
    """(text, custom ids, attachments) of every version of a message, the current one last."""
    for old in message.history:
        snapshot = Message(
            message.id,
            message.channel,
            message.author,
            content=old.content,
            embeds=old.embeds,
            components=old.components,
            flags=old.flags,
        )
        yield snapshot.text(), snapshot.custom_ids(), old.attachments
    yield message.text(), message.custom_ids(), message.attachments


def check_png(data: bytes) -> Image.Image:
    assert len(data) <= 300 * 1024, f"a board picture of {len(data)} bytes"
    image = Image.open(io.BytesIO(data))
    assert image.format == "PNG" and image.width >= 800, (image.format, image.size)
    image.load()
    return image


def around(say: Speaker, message_id: str, at: str, **args: Any) -> tuple[str, str]:
    """A message's own words before and after its argument ``at``, as ``say`` says it."""
    before, after = say(message_id, **{at: MARK}, **args).split(MARK)
    return before, after


@cache
def private_words(say: Speaker) -> tuple[str, ...]:
    """The opening words of each of the snake's own messages (up to its first argument), as ``say`` says
    them: the English markers' words in the table's language, and more."""
    return tuple(
        say(message_id, **dict.fromkeys(args, MARK)).split(MARK)[0]
        for message_id, args in PRIVATE_MESSAGES.items()
    )


def segment_said(say: Speaker, name: str, card: PathCard | None) -> str:
    """A path segment as the snake's private text says it ("Head: 7 (down) +Strike", "Tail: —")."""
    return say(
        "slither-board-segment-text",
        segment=segment_of(name),
        state="empty" if card is None else "seen" if card.face_up else "down",
        loc=card.loc if card is not None else "",
        with_card=bool(card is not None and card.ability),
        card=ability_name(card.ability if card is not None else None, say),
    )


@cache
def down_words(say: Speaker) -> str:
    """What follows a face-down card's location in a path segment (English " (down)"), with or without an
    ability card after it."""
    seg = segment_of("Head")
    plain = around(
        say, "slither-board-segment-text", "loc", segment=seg, state="down", with_card=False, card=""
    )
    carded = around(
        say, "slither-board-segment-text", "loc", segment=seg, state="down", with_card=True, card=""
    )
    same = next(
        (i for i, (a, b) in enumerate(zip(plain[1], carded[1], strict=False)) if a != b), len(plain[1])
    )
    return plain[1][:same]


def hidden_path_strings(state: SlitherState, say: Speaker) -> list[str]:
    """How a hidden location would read if it leaked, in the table's language (``say``): a path segment
    showing it ("Head: 7"), the snake's "7 (down)", a private move's label. A face-down card the frogs
    already know (turned face down by Shed Skin after being seen there) is not hidden, and neither is a
    card shown from the hand. Every segment name is tried, so the check does not depend on how the
    segments are numbered."""
    names = [s.name for s in ENGINE.view(state, None).segments]
    known = {(c.index, c.hex) for c in state.clues if c.kind == "at"}
    hidden = [
        card.loc
        for i, card in enumerate(state.path)
        if not card.face_up and (state.trail_len - 1 - i, card.loc) not in known
    ]
    if state.pending_head is not None:
        hidden.append(state.pending_head)
    out: list[str] = []
    for loc in hidden:
        for name in names:
            # "Head: 7", "Put 7 at the Head"
            before, _ = around(
                say,
                "slither-board-segment-text",
                "loc",
                segment=segment_of(name),
                state="seen",
                with_card=False,
                card="",
            )
            out += [before + loc, say("slither-move-path", hex=loc, segment=segment_of(name))]
        out += [loc + down_words(say), f"{loc} ↓", say("slither-move-head", hex=loc)]
    return out


def hand_of(state: SlitherState) -> tuple[str, ...]:
    view = ENGINE.view(state, 0)
    assert view.secret is not None
    return view.secret.hand


def shown_path(text: str, state: SlitherState, say: Speaker) -> tuple[list[str], list[str]]:
    """The filled segments of the snake's "Your path (secret): Head: 7 (down) | Middle 1: — | …" line, Head
    first, as its text says them and as the catalogue says the cards of the snake's path in them (their
    location, face down or up, and the ability card on them), in the snake's language (``say``)."""
    before, after = around(say, "slither-board-text-your-path", "path")
    line = next(ln for ln in text.splitlines() if ln.startswith(before) and ln.endswith(after))
    parts = line[len(before) : len(line) - len(after)].split(" | ")
    segments = [s.name for s in ENGINE.view(state, 0).segments]
    assert len(parts) == len(segments), line
    filled = [
        (name, part)
        for name, part in zip(segments, parts, strict=True)
        if part != segment_said(say, name, None)
    ]
    assert len(filled) == len(state.path), line
    told = [segment_said(say, name, card) for (name, _), card in zip(filled, state.path, strict=True)]
    return [part for _, part in filled], told


@cache
def claims_of(say: Speaker) -> dict[str, tuple[str, str]]:
    """Every line by which the board may tell the frogs where a card of the path is now (ours D20,
    "7 is the snake's Head now"), as ``say`` says it: line -> (location, segment)."""
    segments = ("Head", *(f"Middle {n}" for n in range(1, 10)), "Tail")
    return {
        say("slither-board-clue-at-now", hex=loc, segment=segment_of(name)): (loc, name)
        for loc, kind in catalog().kind_of.items()
        if kind == "number"
        for name in segments
    }


def trail_claims(text: str, say: Speaker) -> list[tuple[str, str]]:
    """What the board tells the frogs about the path as it is now (ours D20): (location, segment)."""
    claims = claims_of(say)
    return [claims[line] for line in text.splitlines() if line in claims]


def spot_discs_drawn(image: Image.Image, state: SlitherState, names: Sequence[str], say: Speaker) -> bool:
    """Whether the picture has a dark letter disc at the centre of every spot being offered (where the
    spot's three hexes meet, on the map as the renderer lays it out in the language of ``say``)."""
    view = ENGINE.view(state, None)
    placement = view.placement
    assert placement is not None
    geo = geometry(view, names, say=say)
    frame = geo.frame
    rgb = image.convert("RGB")
    active = [s for s in placement.spots if placement.group is None or s.group == placement.group]
    for spot in active:
        points = [frame.centre(q, r) for q, r in spot.cells]
        cx = MARGIN + sum(p[0] for p in points) / 3
        cy = geo.map_top + sum(p[1] for p in points) / 3
        ring = frame.radius * 0.26
        dark = 0
        for k in range(8):
            angle = k * math.pi / 4 + 0.2
            x, y = cx + ring * math.cos(angle), cy + ring * math.sin(angle)
            pixel = rgb.getpixel((int(x), int(y)))
            dark += all(channel < 60 for channel in pixel)  # type: ignore[union-attr]
        if dark < 5:
            return False
    return True


# ---- the table, as the test watches it ------------------------------------------------------------------


@dataclass
class Watch:
    fake: FakeDiscord
    world: World
    bot: TabletopBot
    session: str
    users: dict[int, User]
    snake_uses_dm: bool
    rng: random.Random = field(default_factory=lambda: random.Random(7))
    say: Speaker = field(default_factory=english)  # the table's language, and its people's
    seen_texts: set[tuple[int, str]] = field(default_factory=set)
    seen_ids: set[tuple[int, str]] = field(default_factory=set)
    seen_pictures: set[int] = field(default_factory=set)
    ephemeral: Message | None = None  # the snake's latest "Show my hand" answer (closed DMs)
    counts: dict[str, int] = field(default_factory=dict)
    placement_boards: int = 0
    trail_claims_checked: int = 0
    redraws_that_moved: int = 0  # boards compared with a world whose hidden cards differ from the real ones
    peeks: int = 0
    choices_in_answers: int = 0  # private choices made in the bot's answer to the previous one
    stale_checked: set[str] = field(default_factory=set)
    _action: SlitherAction | None = None  # the move being made
    _dm_versions: int = 0  # the snake's DM versions before it

    def __post_init__(self) -> None:
        self.table = Table(self.fake, self.bot, self.world.channel, self.session, self.users)

    @property
    def snake(self) -> User:
        return self.users[0]

    @property
    def renderer(self) -> SlitherRenderer:
        """The renderer that speaks the table's (and the snake's) language."""
        return RENDERER.in_language(self.say.language)

    async def game(self) -> Game:
        return await self.bot.services.games.load(self.session)

    def board(self, game: Game) -> Message:
        assert game.session.board_message_id is not None
        return self.fake.message(game.session.board_message_id)

    # ---- checks after every step --------------------------------------------------------------------

    def check_public(self, state: SlitherState) -> None:
        """Every new public message version: no hidden card, no private move, pictures that fit."""
        hidden = hidden_path_strings(state, self.say)
        for message in self.fake.public_messages():
            for text, custom_ids, attachments in versions(message):
                if (message.id, text) not in self.seen_texts:
                    self.seen_texts.add((message.id, text))
                    for word in (*PRIVATE_MARKERS, *private_words(self.say), *hidden):
                        assert word not in text, f"{word!r} is public: {text!r}"
                for custom_id in custom_ids:
                    if (message.id, custom_id) in self.seen_ids:
                        continue
                    self.seen_ids.add((message.id, custom_id))
                    m = ACT.fullmatch(custom_id)
                    if m is not None:
                        kind = m["action"].split(".")[0]
                        assert kind not in PRIVATE_KINDS, f"a private move on a public message: {custom_id}"
                        if m["seat"] == "0":
                            assert kind in PLACEMENT_KINDS, custom_id
                for attachment in attachments:
                    if attachment.id not in self.seen_pictures:
                        self.seen_pictures.add(attachment.id)
                        check_png(attachment.data)
        # Public select options (moves offered by a select) are action ids too.
        for message in self.fake.public_messages():
            for comp in message.selects():
                if PICK.fullmatch(comp.get("custom_id", "")):
                    for option in comp["options"]:
                        assert option["value"].split(".")[0] not in PRIVATE_KINDS, option

    def check_board_is_public_knowledge(self, game: Game) -> None:
        """The board (embed and picture) is exactly what the renderer draws from a world a frog could
        believe in: the hidden cards redrawn by determinize. A board that showed a hidden card would
        differ from it (unless the redraw happened to pick the same card, which only weakens the check)."""
        state = game.state
        assert isinstance(state, SlitherState)
        other = ENGINE.determinize(state, 1, random.Random(state.step))
        assert ENGINE.view(other, None) == ENGINE.view(state, None), "determinize changed public facts"
        self.redraws_that_moved += other.path != state.path
        drawn = self.renderer.board(ENGINE.view(other, None), game.names)
        message = self.board(game)
        embed = message.embeds[0]
        assert embed["description"] == fill_names(drawn.description, game.names)[:4000]
        shown = [(f["name"], f["value"]) for f in embed.get("fields", [])]
        expected = [
            (fill_names(n, game.names), fill_names(v, game.names) or "\u200b") for n, v, _ in drawn.fields
        ]
        assert shown[: len(expected)] == expected
        assert message.attachment("board.png").data == drawn.image_png
        # What the board says about the path now is true of the cards in it.
        segments = [s.name for s in ENGINE.view(state, None).segments]
        for loc, segment in trail_claims(message.text(), self.say):
            index = segments.index(segment) - (1 if state.shifted else 0)  # the path shifted: Head empty
            assert state.path[index].loc == loc, (loc, segment, state.path)
            self.trail_claims_checked += 1

    def check_placement_board(self, game: Game, message: Message) -> None:
        """While a tile is laid: the spots are lettered on the picture, listed in the embed, and the
        buttons or select name the same letters."""
        state = game.state
        assert isinstance(state, SlitherState)
        view = ENGINE.view(state, None)
        assert view.placement is not None
        moves = offered(message, self.session, 0)
        spots = {s.id: s.letter for s in view.placement.spots}
        spot_moves = {
            aid.removeprefix("spot."): label
            for aid, (_, _, _, label) in moves.items()
            if aid.startswith("spot.")
        }
        if spot_moves:
            say = self.say
            cornered = around(say, "slither-move-cornered", "move")
            for spot_id, label in spot_moves.items():
                # Ours D22: the letter the picture draws, then the hexes the spot touches; ours D19: a spot
                # that would leave the snake no move says so at the end.
                if label.startswith(cornered[0]) and label.endswith(cornered[1]):
                    label = label[len(cornered[0]) : len(label) - len(cornered[1])]
                spot, _ = around(say, "slither-move-spot", "near", letter=spots[spot_id])
                assert label.startswith(spot), (label, spot)  # "Spot A, next to "
            field_name = say("slither-board-field-laying")
            field_text = next(f["value"] for f in message.embeds[0]["fields"] if f["name"] == field_name)
            for spot_id in spot_moves:
                spot, _ = around(say, "slither-board-laying-spot", "shape", letter=spots[spot_id], near="")
                assert spot in field_text, (spot, field_text)  # "spot A "
            image = check_png(message.attachment("board.png").data)
            assert spot_discs_drawn(image, state, game.names, say), "the board does not letter the spots"
            self.placement_boards += 1

    def check_snake_sees_path(self, game: Game, message: Message) -> None:
        """The snake's private message shows its whole path (Head first, face-down cards marked) and its
        hand, in words and as the picture the renderer draws from the snake's view."""
        state = game.state
        assert isinstance(state, SlitherState)
        text, say = message.text(), self.say
        shown, told = shown_path(text, state, say)
        assert len(shown) == len(state.path) and shown == told, text
        # The words a face-down card would leak by (``hidden_path_strings``) are the words shown here.
        assert all(c.loc + down_words(say) in text for c in state.path if not c.face_up), text
        hand = hand_of(state)
        assert (
            say("slither-board-text-your-hand", count=len(hand), cards=Listed.of(hand, "narrow")) in text
        ), text
        picture = message.attachment("private.png").data
        check_png(picture)
        assert picture == self.renderer.private_image(ENGINE.view(state, 0), game.names)

    # ---- one step -----------------------------------------------------------------------------------

    async def private_message(self, game: Game) -> Message:
        """Where the snake makes its private choice: its latest DM, or its "Show my hand" ephemeral."""
        if self.snake_uses_dm:
            dms = self.snake_dms()
            assert dms, "the snake has no DM"
            latest = dms[-1]
            assert any(c.startswith("act:") for c in latest.custom_ids()), (
                "the snake's latest DM has no choices"
            )
            self.choices_in_answers += latest.edit_count > 0
            return latest
        current = self.ephemeral
        if current is not None and any(
            n == game.n(0) for _, n, _, _ in offered(current, self.session, 0).values()
        ):
            self.choices_in_answers += 1
            return current  # the ephemeral it just clicked in, answered with its next choices
        peek = await self.fake.click(self.snake, self.board(game), f"peek:{self.session}")
        answer = peek.response
        assert answer is not None and answer.ephemeral and answer.visible_to == self.snake
        self.check_snake_sees_path(game, answer)
        self.peeks += 1
        self.ephemeral = answer
        return answer

    async def where(self, game: Game, seat: int) -> Message:
        """Where ``seat`` makes its decision: the public board, or the snake's private message."""
        state = game.state
        assert isinstance(state, SlitherState)
        private = ENGINE.is_private_decision(state, seat)
        assert private == (seat == 0 and state.phase != "place_tile"), (seat, state.phase)
        board = self.board(game)
        if private:
            message = await self.private_message(game)
            assert message.in_dm or message.ephemeral
            assert not offered(board, self.session, 0), "the snake's private choices are on the board"
        else:
            message = board
            assert not message.ephemeral and not message.in_dm
        return message

    async def check_offer(self, offer: Offer) -> None:
        """The moves offered are the engine's, for the seat's current decision; a placement board letters
        its spots; someone else's click on them is refused."""
        game, seat, message = offer.game, offer.seat, offer.message
        state = game.state
        assert isinstance(state, SlitherState)
        moves = offered(message, self.session, seat)
        choices = game.choices(seat)
        assert set(moves) == {c.action_id for c in choices}, (state.phase, sorted(moves))
        assert {n for _, n, _, _ in moves.values()} == {game.n(seat)}
        if state.phase == "place_tile":
            self.check_placement_board(game, message)

        await self.poke_wrong_clicks(game, seat, message, moves)
        self._dm_versions = self.dm_versions()

    def choose_option(self, offer: Offer, rng: random.Random) -> Option:
        """The seat's policy (``choose``) picks the move; the offered button or menu option that makes it."""
        state = offer.game.state
        assert isinstance(state, SlitherState)
        self._action = choose(state, offer.seat, rng)
        action_id = ENGINE.action_id(self._action)
        return next(o for o in offer.options if o.action_id == action_id)

    async def check_move(self, move: Move) -> None:
        """The click was accepted and moved the game one step; nothing secret went public; the snake was
        shown its new path; the same click again is refused."""
        record, seat, message = move.record, move.offer.seat, move.offer.message
        state = move.offer.game.state
        assert isinstance(state, SlitherState)
        private = ENGINE.is_private_decision(state, seat)
        before_path = (state.path, hand_of(state))
        assert record.callback_type == 7, record.describe()
        assert self._action is not None
        kind = self._action.kind
        self.counts[kind] = self.counts.get(kind, 0) + 1

        game = await self.game()
        new_state = game.state
        assert isinstance(new_state, SlitherState)
        assert new_state.step == state.step + 1
        self.check_public(new_state)
        self.check_board_is_public_knowledge(game)
        if (new_state.path, hand_of(new_state)) != before_path and new_state.winner is None:
            if self.snake_uses_dm:
                assert self.dm_versions() > self._dm_versions, "the snake's path changed and no DM told it"
                self.check_snake_sees_path(game, self.snake_dms()[-1])
            elif private:
                assert record.response is not None
                self.check_snake_sees_path(game, self.fake.message(record.response.id))
        if private and not self.snake_uses_dm:
            self.ephemeral = self.fake.message(record.response.id) if record.response else None
        await self.poke_stale(game, seat, message, move.option.custom_id, kind)

    def snake_dms(self) -> list[Message]:
        """The bot's DMs to the snake, without the ephemeral refusals of clicks made there."""
        return [m for m in self.fake.dms(self.snake) if not m.ephemeral]

    def dm_versions(self) -> int:
        return sum(1 + m.edit_count for m in self.snake_dms())

    async def refused(
        self, user: User, message: Message, custom_id: str, *, values: list[str] | None = None
    ) -> str:
        """Click something that must be refused: the answer's sentence; the game must not change."""
        before = await self.game()
        if values is None:
            record = await self.fake.click(user, message, custom_id, check=False)
        else:
            record = await self.fake.select(user, message, custom_id, values, check=False)
        assert record.ephemeral, record.describe()
        answer = record.response or (record.followups[0] if record.followups else None)
        assert answer is not None
        after = await self.game()
        assert after.state == before.state and after.session.version == before.session.version
        return answer.text()

    async def poke_wrong_clicks(
        self, game: Game, seat: int, message: Message, moves: dict[str, tuple[str, int, str, str]]
    ) -> None:
        """Once per kind of board: someone else clicks the acting seat's button."""
        key = f"wrong:{seat == 0}:{message.in_dm or message.ephemeral}"
        if key in self.stale_checked or message.ephemeral or message.in_dm:
            return
        self.stale_checked.add(key)
        custom_id, _, how, _ = next(iter(moves.values()))
        intruder = self.users[1 if seat != 1 else 2]
        values = None if how == "button" else [next(iter(moves))]
        text = await self.refused(intruder, message, custom_id, values=values)
        assert self.say("refusal-not-your-seat") in text, text  # "That button belongs to another player."
        # Dana, at no seat, reads her own language (English).
        text = await self.refused(self.world.dana, message, custom_id, values=values)
        assert english()("refusal-not-a-player") in text, text  # "You are not playing in this game."

    async def poke_stale(self, game: Game, seat: int, message: Message, custom_id: str, kind: str) -> None:
        """Once each for a frog's board button and the snake's private button: the same click again."""
        key = f"stale:{seat == 0}"
        if key in self.stale_checked or not custom_id.startswith("act:") or game.outcome is not None:
            return
        if seat == 0 and kind not in PRIVATE_KINDS:
            return
        self.stale_checked.add(key)
        text = await self.refused(self.users[seat], self.fake.message(message.id), custom_id)
        assert self.say("refusal-stale-action") in text, text  # "That button is from an earlier turn."


# ---- the games --------------------------------------------------------------------------------------


async def speak(bot: TabletopBot, lobby: Message, language: str, people: Sequence[User]) -> None:
    """The lobby's table and ``people`` (in their DMs and private answers) speak ``language``, set in
    storage as /settings would set it (the pseudo-language, which no player can choose)."""
    session = next(c for c in lobby.custom_ids() if c.endswith(":start")).split(":")[1]
    await bot.services.games.change(session, lambda game: Change(language=language))
    for person in people:
        prefs = await bot.services.personal_settings.of(person.id)
        await bot.storage.people.save_preferences(person.id, replace(prefs, language=language))


class Started(NamedTuple):
    session: str
    users: dict[int, User]  # the people by seat
    lobby: Message
    last_id: int  # the last message before the start
    lobby_versions: int  # the lobby's versions before the start


async def start_slither(
    fake: FakeDiscord,
    world: World,
    bot: TabletopBot,
    snake: User,
    language: str | None = None,
) -> Started:
    """Alice opens a SLITHER lobby, Bob and Carol join, Alice makes ``snake`` the snake and starts (the
    table and the three of them speaking ``language`` from then on, if given)."""
    record = await fake.slash(
        world.alice, world.channel, "game", ["new"], {"game": "slither", "thread": False}
    )
    lobby = record.response
    assert lobby is not None and "lobby" in lobby.text()
    for user in (world.bob, world.carol):
        await fake.click(user, lobby, next(c for c in lobby.custom_ids() if c.endswith(":join")))
    lobby = fake.message(lobby.id)
    seat_select = next(c for c in lobby.custom_ids() if c.startswith("lobbyseat:"))
    options = {o["label"]: o["value"] for o in lobby.component(seat_select)["options"]}  # type: ignore[index]
    # The select names people by their display name: "Bob is the snake".
    value = next(v for label, v in options.items() if label.lower() == f"{snake.name} is the snake")
    # Only the host chooses the seats.
    refused = await fake.select(world.bob, lobby, seat_select, [value])
    assert refused.ephemeral and "Only the host" in refused.response.text()  # type: ignore[union-attr]
    await fake.select(world.alice, lobby, seat_select, [value])
    lobby = fake.message(lobby.id)
    assert f"1. <@{snake.id}>" in lobby.text() and "the snake" in lobby.text()
    if language is not None:
        await speak(bot, lobby, language, [world.alice, world.bob, world.carol])
    last_id, lobby_versions = max(m.id for m in fake.all_messages()), len(versions_of(lobby))
    await fake.click(world.alice, lobby, next(c for c in lobby.custom_ids() if c.endswith(":start")))
    board = await fake.wait_for(
        lambda: next(
            (m for m in fake.messages(world.channel) if any(c.startswith("peek:") for c in m.custom_ids())),
            None,
        )
    )
    assert board is not None
    session = next(c for c in board.custom_ids() if c.startswith("peek:")).split(":")[1]
    game = await bot.services.games.load(session)
    by_id = {u.id: u for u in (world.alice, world.bob, world.carol)}
    users = {s.seat: by_id[s.user_id] for s in game.session.seats if s.user_id is not None}
    assert users[0] == snake and len(users) == 3
    return Started(session, users, lobby, last_id, lobby_versions)


async def play_to_the_end(watch: Watch) -> Game:
    """Play the game to its end through ``watch``'s table, checking every step, then the end."""
    await watch.table.settled()
    game = await watch.game()
    assert isinstance(game.state, SlitherState)
    watch.check_public(game.state)
    watch.check_board_is_public_knowledge(game)
    await watch.table.play_to_the_end(
        watch.rng,
        find=watch.where,
        choose=watch.choose_option,
        check_offer=watch.check_offer,
        check_move=watch.check_move,
        max_clicks=MAX_STEPS,
    )
    final = await watch.fake.wait_for(
        lambda: game_over(watch.fake, watch.world.channel), what="the game over message"
    )
    assert final is not None
    game = await watch.game()
    check_result(final, game, watch.say)
    assert "🏆" in final.content
    assert not any(
        c.startswith(("act:", "pick:"))
        for m in watch.fake.messages(watch.world.channel)
        for c in m.custom_ids()
    ), "a board still offers moves after the game"
    assert await watch.bot.services.games.replay(watch.session) == game.state
    assert isinstance(game.state, SlitherState)
    watch.check_public(game.state)
    return game


@pytest.mark.slow
async def test_a_full_slither_game_with_the_snake_on_dms(
    fake: FakeDiscord,
    world: World,
    tmp_path: Path,
    seeded: None,
) -> None:
    fake.rate_limit_window = QUICK_RATE_LIMIT_WINDOW  # many boards in a channel: support.harness says why
    async with running_bot(fake, tmp_path / "db.sqlite3") as bot:
        # The table speaks the pseudo-language (bot/i18n/pseudo.py), and so do its three people, in the
        # snake's DMs and everyone's private answers: every word they read from the start on must come
        # from a catalogue, whole; the checks below say what they look for in the catalogue's words.
        started = await start_slither(fake, world, bot, world.bob, PSEUDO)
        session, users, lobby = started.session, started.users, started.lobby
        watch = Watch(fake, world, bot, session, users, snake_uses_dm=True, say=Speaker(PSEUDO))
        # The snake gets its (empty) path and its hand by DM from the start.
        first_dm = await fake.wait_for(lambda: fake.dms(world.bob), what="the snake's first DM")
        watch.check_snake_sees_path(await watch.game(), first_dm[0])
        assert not fake.dms(world.alice) and not fake.dms(world.carol), "a frog got a DM"
        game = await play_to_the_end(watch)
        # Every word the three read, in every version of every message since the start (the boards, the
        # result; the snake's DMs, everyone's refused clicks), from a catalogue, whole.
        table = [m for m in fake.messages(world.channel) if m.id > lobby.id and not m.ephemeral]
        private = [m for u in users.values() for m in private_messages(fake, u) if m.id > started.last_id]
        assert table and private
        assert leaks([*table, *private], game.names, every_version=True) == {}
        lobby_after = versions_of(fake.message(lobby.id))[started.lobby_versions :]
        assert lobby_after and leaks(lobby_after, game.names) == {}  # the lobby, as started

    state = game.state
    assert isinstance(state, SlitherState) and state.winner is not None
    # The game went through every kind of decision: tiles on the board, the path and moves by DM.
    for kind in ("spot", "low", "path", "start", "head"):
        assert watch.counts.get(kind), f"no {kind!r} decision in this game: {watch.counts}"
    assert watch.placement_boards >= 2
    assert watch.trail_claims_checked > 0 and watch.redraws_that_moved > 0
    assert watch.choices_in_answers > 0  # growing the path: each answer in the DM carries the next choices
    assert watch.stale_checked >= {"stale:True", "stale:False", "wrong:True:False", "wrong:False:False"}
    assert not fake.dms(world.alice) and not fake.dms(world.carol), "a frog got a DM"


@pytest.mark.slow
async def test_the_snake_with_closed_dms_plays_through_show_my_hand(
    fake: FakeDiscord,
    world: World,
    tmp_path: Path,
    seeded: None,
) -> None:
    fake.rate_limit_window = QUICK_RATE_LIMIT_WINDOW  # many boards in a channel: support.harness says why
    async with running_bot(fake, tmp_path / "db.sqlite3") as bot:
        # Carol's DMs are closed.
        session, users, *_ = await start_slither(fake, world, bot, world.carol)
        watch = Watch(fake, world, bot, session, users, snake_uses_dm=False, rng=random.Random(11))
        notice = await fake.wait_for(
            lambda: next((m for m in fake.messages(world.channel) if "direct messages" in m.content), None),
            what="the closed-DMs notice",
        )
        assert notice is not None
        assert f"<@{world.carol.id}>" in notice.content and "Show my hand" in notice.content
        # Nothing private: no location number, no path or hand word.
        assert not re.search(r"\d", notice.content.replace(f"<@{world.carol.id}>", ""))
        assert not notice.attachments and not notice.embeds
        game = await play_to_the_end(watch)
        assert watch.counts.get("path") and watch.counts.get("head"), watch.counts
        assert watch.peeks > 0 and watch.choices_in_answers > 0
        notices = [m for m in fake.messages(world.channel) if "direct messages" in m.content]
        assert len(notices) == 1, "the closed-DMs notice was repeated"
        assert not fake.dms(world.carol)
        assert game.outcome is not None
