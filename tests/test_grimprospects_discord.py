"""End to end: Grim Prospects played on Discord by people, through the fake Discord (tests/support/fakediscord).

Every Grim Prospects decision is private and simultaneous (ruling 8), so every choice here is made
through a DM or the ephemeral "Show my hand" message, never on the public board. The tests:

- a full 3-player game by alice, bob and carol (all with open DMs), from /game new to the final scores;
- a shorter game where carol has closed DMs and plays through "Show my hand";
- one person against two of the rulebook's Artificial Players, added through the lobby's AI menu.

Throughout, after every click has been fully shown (``settled``), ``Watch.check`` asserts that no card
that is secret in the stored state (an unknown card in a hand or in an Artificial Player's deck, or a
face-down choice not yet revealed) is in any version of any public message, nor in another player's DMs
or ephemerals; every accepted click is asserted, stale clicks are refused with a sentence, and each
reveal is checked to show everyone's choices together on the public board.
"""

from __future__ import annotations

import io
import random
import re
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from bot.client import TabletopBot
from bot.discordside.payloads import BOARD_FILE, said_label
from bot.i18n import Speaker, english
from bot.i18n.pseudo import PSEUDO
from bot.render.grimprospects import battle_text, picks_text
from bot.render.protocol import escape_markdown
from bot.services.games import ended_sentence
from bot.session.game import Choice
from bot.workers.decisions import choose_action_id_sync
from engines import ENGINES
from engines.grimprospects.models import GrimProspectsState
from engines.wording import fill_names
from support.fakediscord import FakeDiscord, Message, User
from support.harness import (
    QUICK_RATE_LIMIT_WINDOW,
    Option,
    World,
    ephemeral_text,
    game_over,
    open_game,
    options_on,
    private_messages,
    running_bot,
)
from support.playing import Move, Offer, Place, Table, any_of, settled
from support.pseudo import check_result, leaks, speak_pseudo
from support.pseudo import versions as versions_of

pytestmark = [pytest.mark.timeout(180)]

KEY = "grimprospects"
ENGINE = ENGINES[KEY]
CARD = re.compile(r"\b[BRM][0-9]{2}\b")
MOVE_PREFIXES = ("act:", "pick:")
PLACEHOLDER = re.compile(r"\{s[0-9]+\}")  # a seat the host should have named


async def load_state(bot: TabletopBot, session: str) -> GrimProspectsState:
    state = (await bot.services.games.load(session)).state
    assert isinstance(state, GrimProspectsState)
    return state


async def action_count(bot: TabletopBot, session: str) -> int:
    return len(await bot.storage.actions.actions(session))


# ---- what is secret, and where it must not be -------------------------------------------------------


@dataclass
class Secrets:
    """What each seat holds that nobody else may know yet, from the stored state."""

    cards: dict[int, frozenset[str]]  # unknown cards in the seat's hand or face-down deck
    phrases: dict[int, tuple[str, ...]]  # its face-down choices of cards everyone knows it holds

    def all_cards(self) -> frozenset[str]:
        return frozenset().union(*self.cards.values())

    def others(self, seat: int) -> tuple[frozenset[str], tuple[str, ...]]:
        cards = frozenset().union(*(c for s, c in self.cards.items() if s != seat))
        phrases = tuple(p for s, ps in self.phrases.items() if s != seat for p in ps)
        return cards, phrases


def secrets_of(state: GrimProspectsState, names: tuple[str, ...], say: Speaker) -> Secrets:
    """Every card in a hand or deck is secret unless everyone saw it enter that hand (ruling GP-6). A
    face-down choice of such a known card is secret too: its button label (which the private "You
    chose" line repeats) and the renderer's list of picks must stay out of public messages until the
    reveal, in the words ``say`` gives them (the table's and its people's language)."""
    cards: dict[int, frozenset[str]] = {}
    phrases: dict[int, tuple[str, ...]] = {}
    for seat, player in enumerate(state.players):
        known = {c for group in player.known for c in group}
        cards[seat] = frozenset(player.hand) - known
        chosen: list[str] = []
        for act in player.draft:
            if act.card is not None and act.card in known:
                label, words = ENGINE.label(state, act), ENGINE.label_words(state, act)
                chosen.append(fill_names(say.either(label, words), names))
                # On its button, in a language where it is too long: in its shorter words.
                chosen.append(said_label(Choice(ENGINE.action_id(act), label, words=words), names, say))
        if chosen:
            view = ENGINE.view(state, seat)
            if view.picks is not None and picks_text(view.picks, say):
                chosen.append(picks_text(view.picks, say))
        phrases[seat] = tuple(chosen)
    return Secrets(cards, phrases)


@dataclass(frozen=True)
class Version:
    text: str
    cards: frozenset[str]
    move_ids: tuple[str, ...]  # custom ids of moves (act: buttons, pick: selects)
    fresh: bool = True  # not seen by an earlier check


def versions(message: Message, cache: dict[tuple[int, int], Version]) -> list[Version]:
    """Every version a reader could have seen: the earlier ones (before each edit) and the current one."""
    out = []
    shapes = [(v.content, v.embeds, v.components) for v in message.history]
    shapes.append((message.content, message.embeds, message.components))
    for index, (content, embeds, components) in enumerate(shapes):
        key = (message.id, index)
        version = cache.get(key)
        if version is None:
            shell = Message(
                id=message.id,
                channel=message.channel,
                author=message.author,
                content=content,
                embeds=embeds,
                components=components,
            )
            text = shell.text()
            move_ids = tuple(c for c in shell.custom_ids() if c.startswith(MOVE_PREFIXES))
            # Action ids write card ids in lower case ("forfeit.b07"): look at the action part only.
            in_ids = {m.upper() for c in move_ids for m in re.findall(r"[brm][0-9]{2}", c.split(":", 4)[-1])}
            version = Version(text, frozenset(CARD.findall(text)) | in_ids, move_ids)
            cache[key] = version
        out.append(version)
    return out


@dataclass
class Watch:
    """Checks, after every settled click, that nothing secret is where it must not be."""

    fake: FakeDiscord
    users: dict[int, User]
    names: tuple[str, ...]
    say: Speaker = field(default_factory=english)  # the table's and its people's language
    cache: dict[tuple[int, int], Version] = field(default_factory=dict)
    seen: set[tuple[int, int]] = field(default_factory=set)  # versions checked before
    checks: int = 0

    def check(self, state: GrimProspectsState) -> None:
        """Card ids are checked in every version of every message: a card, once public, never becomes
        secret again (it only returns to a hand as a known card). A face-down choice's words are checked
        in the versions made since the last check, since they may have been on the chooser's own
        messages before, when the card was theirs (the check runs after every click)."""
        secrets = secrets_of(state, self.names, self.say)
        secret_cards = secrets.all_cards()
        secret_phrases = [p for ps in secrets.phrases.values() for p in ps]
        for message in self.fake.public_messages():
            for version in self.versions(message):
                leaked = version.cards & secret_cards
                assert not leaked, f"secret cards {sorted(leaked)} are public in {version.text!r}"
                assert not PLACEHOLDER.search(version.text), f"an unfilled seat name in {version.text!r}"
                # Every Grim Prospects decision is private: no move button on a public message.
                assert not version.move_ids, f"private choices on a public message: {version.move_ids}"
                for phrase in secret_phrases if version.fresh else ():
                    assert phrase not in version.text, f"a face-down choice is public: {phrase!r}"
        for seat, user in self.users.items():
            others_cards, others_phrases = secrets.others(seat)
            for message in private_messages(self.fake, user):
                for version in self.versions(message):
                    leaked = version.cards & others_cards
                    assert not leaked, f"{user.name} sees other players' secret cards {sorted(leaked)}"
                    assert not PLACEHOLDER.search(version.text), f"an unfilled seat name in {version.text!r}"
                    for phrase in others_phrases if version.fresh else ():
                        assert phrase not in version.text, f"{user.name} sees another's choice {phrase!r}"
        self.seen.update(self.cache)
        self.checks += 1

    def versions(self, message: Message) -> list[Version]:
        return [
            replace(v, fresh=(message.id, i) not in self.seen)
            for i, v in enumerate(versions(message, self.cache))
        ]


# ---- the public board --------------------------------------------------------------------------------


def boards(fake: FakeDiscord, world: World) -> list[Message]:
    return [
        m
        for m in fake.messages(world.channel)
        if not m.ephemeral and m.embeds and any(a.filename == BOARD_FILE for a in m.attachments)
    ]


def latest_board_text(fake: FakeDiscord, world: World) -> str:
    found = boards(fake, world)
    assert found, "no board in the channel"
    return found[-1].text()


def board_field(fake: FakeDiscord, world: World, name: str) -> str:
    """One embed field of the latest board ("Last events", "Last battles"), or "" if it has none."""
    found = boards(fake, world)
    assert found, "no board in the channel"
    fields = found[-1].embeds[0].get("fields") or []
    return next((str(f.get("value", "")) for f in fields if f.get("name") == name), "")


def check_reveal(
    fake: FakeDiscord,
    world: World,
    names: tuple[str, ...],
    before: GrimProspectsState,
    after: GrimProspectsState,
    say: Speaker,
) -> str:
    """The click that ends a phase reveals every seat's choice together on the public board: the
    forfeits and firings as one line per player in "Last events", the battles in "Last battles", each
    as the table's language (``say``) tells it."""
    if before.phase in ("forfeit", "fire"):
        events = board_field(fake, world, say("board-field-events")).splitlines()
        for seat, (old, new) in enumerate(zip(before.players, after.players, strict=True)):
            played = set(old.hand) - set(new.hand)
            assert len(played) == (1 if before.phase == "forfeit" else 2), played
            assert any(names[seat] in line and all(card in line for card in played) for line in events), (
                f"the {before.phase} reveal does not narrate {names[seat]}'s {sorted(played)}: {events}"
            )
        return before.phase
    battles = board_field(fake, world, say("grim-board-field-battles"))
    assert len(after.battles) == before.num_players, "not every battle was resolved"
    told = ENGINE.view(after, None).battles
    for battle, record, line in zip(after.battles, told, battles.splitlines(), strict=True):
        assert names[battle.attacker] in line and names[battle.defender] in line, line
        for card in (*battle.thugs.cards(), *battle.guards.cards(), *battle.captured):
            assert card in line, f"the battle narration does not show {card}: {line!r}"
        # Its result ("collapse", "the tunnel holds", "nobody fought") as the catalogue says it.
        assert record.result == battle.result
        said = battle_text(record, [escape_markdown(n) for n in names], say)
        assert line == said, f"the {battle.result} is not told as the catalogue tells it: {line!r}"
    return "battles"


def check_board_images(fake: FakeDiscord, world: World) -> int:
    """Every board image is a PNG at least 800 px wide (legible on a phone) and at most 300 KB."""
    count = 0
    for message in boards(fake, world):
        for attachment in message.attachments:
            data = attachment.data
            assert data[:8] == b"\x89PNG\r\n\x1a\n", attachment.filename
            assert len(data) <= 300 * 1024, f"{attachment.filename}: {len(data)} bytes"
            image = Image.open(io.BytesIO(data))
            assert image.format == "PNG" and image.width >= 800
            count += 1
    return count


# ---- a player --------------------------------------------------------------------------------------


@dataclass
class Play:
    """Plays a session by clicking as its people, one click at a time (``support.playing.Table``),
    checking as it goes."""

    fake: FakeDiscord
    world: World
    bot: TabletopBot
    session: str
    users: dict[int, User]  # the seats people hold
    watch: Watch
    rng: random.Random
    peekers: frozenset[int] = frozenset()  # seats whose DMs are closed: they use "Show my hand"
    say: Speaker = field(default_factory=english)  # the table's and its people's language
    stale_checks: int = 0
    quiet_steps: int = 0  # clicks that committed nothing
    survived: int = 0  # clicks accepted on a message rendered before another seat's choice this phase
    reveals: dict[str, int] = field(default_factory=dict)
    _first_seen: dict[tuple[int, int], int] = field(default_factory=dict)  # message version -> click count
    _commits: list[tuple[int, int, tuple[int, str]]] = field(default_factory=list)
    _board_version: tuple[int, int] = (0, 0)  # the board as it was before the click
    _after: GrimProspectsState | None = None  # the state once the last click was shown

    def __post_init__(self) -> None:
        self.table = Table(self.fake, self.bot, self.world.channel, self.session, self.users)

    @property
    def clicks(self) -> int:
        return self.table.clicks

    def places(self, seat: int) -> tuple[Place, ...]:
        """Every choice is private: by DM, or (no DM) through "Show my hand" on the board and in the
        ephemeral it answers with."""
        return ("private", "hand") if seat in self.peekers else ("private",)

    async def choice_message(self, seat: int, n: int) -> tuple[Message, list[Option]]:
        if seat in self.peekers:
            board = boards(self.fake, self.world)[-1]
            assert f"peek:{self.session}" in board.custom_ids()
        return await self.table.moves(seat, n, self.places(seat))

    def observe(self) -> None:
        """Note, for each private message version, how many clicks had been made when it was seen."""
        for user in self.users.values():
            for message in private_messages(self.fake, user):
                self._first_seen.setdefault((message.id, message.edit_count), self.clicks)

    def check_offer(self, offer: Offer) -> None:
        before = offer.game.state
        assert isinstance(before, GrimProspectsState)
        offered = {c.action_id for c in offer.game.choices(offer.seat)}
        assert {o.action_id for o in offer.options} == offered, (
            "the message offers other moves than the engine"
        )
        self.observe()
        seen = self._first_seen[offer.message.id, offer.message.edit_count]
        phase = (before.round, before.phase)
        if any(at > seen and key == phase and s != offer.seat for at, s, key in self._commits):
            self.survived += 1
        board = boards(self.fake, self.world)[-1]
        self._board_version = (board.id, board.edit_count)

    async def check_move(self, move: Move) -> None:
        seat, n, option, message = move.offer.seat, move.offer.n, move.option, move.offer.message
        before = move.offer.game.state
        assert isinstance(before, GrimProspectsState)
        record = move.record
        assert record.callback_type == 7, f"{option.label!r} was not accepted: {record.describe()}"
        game = await self.bot.services.games.load(self.session)
        after = game.state
        assert isinstance(after, GrimProspectsState)
        assert game.n(seat) == n + 1, "the click was answered but not applied"
        self.observe()
        self.watch.check(after)
        revealed = (after.round, after.phase) != (before.round, before.phase)
        if revealed:
            kind = check_reveal(self.fake, self.world, game.names, before, after, self.say)
            self.reveals[kind] = self.reveals.get(kind, 0) + 1
        committed = revealed or after.players[seat].decided
        if not committed:
            # A step that shows nothing new publicly leaves the board alone (no re-render, no edit).
            latest = boards(self.fake, self.world)[-1]
            assert (latest.id, latest.edit_count) == self._board_version, (
                "the board changed on a private step"
            )
            self.quiet_steps += 1
        if committed:
            self._commits.append((move.number, seat, (before.round, before.phase)))
            # Stale clicks: the seat's old button, pressed again, gets a sentence and changes nothing.
            if self.stale_checks < 6 or self.rng.random() < 0.1:
                await self.stale_click(seat, message, option)
        self._after = after

    async def click_once(self, seat: int) -> GrimProspectsState:
        """One click by ``seat`` (chosen at random, never "back"); returns the state once it is shown."""
        await self.table.play_once(
            seat,
            self.rng,
            places=self.places(seat),
            check_offer=self.check_offer,
            check_move=self.check_move,
        )
        assert self._after is not None
        return self._after

    async def stale_click(self, seat: int, message: Message, option: Option) -> None:
        count = await action_count(self.bot, self.session)
        state = await load_state(self.bot, self.session)
        user = self.users[seat]
        if option.select_value is not None:
            record = await self.fake.select(
                user, message, option.custom_id, [option.select_value], check=False
            )
        else:
            record = await self.fake.click(user, message, option.custom_id, check=False)
        answer = record.response or (record.followups[0] if record.followups else None)
        assert answer is not None and answer.ephemeral and answer.visible_to == user
        if state.phase != "over":
            sentence = self.say("refusal-stale-action")
        else:  # the game is over, and the answer says how it ended
            game = await self.bot.services.games.load(self.session)
            sentence = self.say.words(ended_sentence(game))
        assert sentence in answer.text(), answer.text()
        await settled(self.bot)
        assert await action_count(self.bot, self.session) == count
        assert await load_state(self.bot, self.session) == state
        self.stale_checks += 1

    async def to_the_end(self, max_clicks: int = 1500, until: Any = None) -> GrimProspectsState:
        """Click as random acting people until the game ends (or ``until(state)`` holds)."""
        self.watch.check(await load_state(self.bot, self.session))
        game = await self.table.play_to_the_end(
            self.rng,
            seat=any_of,
            places=lambda game, seat: self.places(seat),
            check_offer=self.check_offer,
            check_move=self.check_move,
            until=lambda game: until is not None and until(game.state),
            max_clicks=max_clicks,
        )
        state = game.state
        assert isinstance(state, GrimProspectsState)
        return state


async def start_session(fake: FakeDiscord, world: World, lobby: Message) -> str:
    start = next(c for c in fake.message(lobby.id).custom_ids() if c.endswith(":start"))
    record = await fake.click(world.alice, fake.message(lobby.id), start)
    assert record.callback_type == 7
    board = await fake.wait_for(lambda: boards(fake, world), what="the first board")
    peek = next(c for c in board[0].custom_ids() if c.startswith("peek:"))
    return peek.split(":", 1)[1]


async def people_by_seat(fake: FakeDiscord, bot: TabletopBot, session: str, world: World) -> dict[int, User]:
    """The seats people hold, once every person has their first choices: by DM or, with closed DMs, the
    channel's notice (both follow the first board, outside the publish lock ``settled`` watches)."""
    users = {u.id: u for u in (world.alice, world.bob, world.carol, world.dana)}
    game = await bot.services.games.load(session)
    people = {s.seat: users[s.user_id] for s in game.session.seats if s.user_id is not None}

    def told(seat: int, user: User) -> bool:
        if any(options_on(m, f"{session}:{seat}:0:") for m in fake.dms(user)):
            return True
        notices = [m.content for m in fake.messages(world.channel) if "direct messages" in m.content]
        return any(f"<@{user.id}>" in text for text in notices)

    await fake.wait_for(lambda: all(told(s, u) for s, u in people.items()), what="everyone's first choices")
    await settled(bot)
    return people


async def finish_checks(
    fake: FakeDiscord, world: World, bot: TabletopBot, session: str, say: Speaker | None = None
) -> None:
    """The final scores are announced (in the table's language, ``say``), the images are sound, and the
    stored log replays to the state."""
    say = say or english()
    final = await fake.wait_for(lambda: game_over(fake, world.channel), what="the game over message")
    assert final is not None
    game = await bot.services.games.load(session)
    check_result(final, game, say)
    assert "🏆" in final.content
    assert check_board_images(fake, world) > 0
    assert await bot.services.games.replay(session) == game.state


def hand_line(names: tuple[str, ...], player: Any, *, deck: bool) -> dict[str, Any]:
    """The arguments of a player's hand line on the board before anything of it is known, its hand a
    face-down deck or not."""
    return {
        "size": player.hand_size,
        "deck": deck,
        "known": "",
        "has_known": False,
        "roles": len(names) > 2,
        "heir": escape_markdown(names[player.inheritor]),
        "donor": escape_markdown(names[player.benefactor]),
    }


# ---- the tests ---------------------------------------------------------------------------------------


@pytest.mark.slow
async def test_a_full_three_player_game_by_dm(fake: FakeDiscord, world: World, tmp_path: Path) -> None:
    fake.rate_limit_window = QUICK_RATE_LIMIT_WINDOW  # many boards in a channel: support.harness says why
    fake.open_dms(world.carol)
    async with running_bot(fake, tmp_path / "db.sqlite3") as bot:
        lobby = await open_game(fake, world, KEY, [world.bob, world.carol])
        session = await start_session(fake, world, lobby)
        users = await people_by_seat(fake, bot, session, world)
        assert sorted(u.name for u in users.values()) == ["alice", "bob", "carol"]
        await settled(bot)
        game = await bot.services.games.load(session)
        state = game.state
        assert isinstance(state, GrimProspectsState)
        watch = Watch(fake, users, game.names)
        watch.check(state)

        # Everyone gets a DM with their hand and their forfeit buttons; the board pings all three.
        first_board = boards(fake, world)[0]
        for seat, user in users.items():
            assert f"<@{user.id}>" in first_board.content
            dm = next(m for m in fake.dms(user) if options_on(m, f"{session}:{seat}:0:"))
            assert all(card in dm.text() for card in state.players[seat].hand)
            assert dm.attachments and Image.open(io.BytesIO(dm.attachments[0].data)).format == "PNG"

        # Alice forfeits first; Bob's DM, rendered before her choice, is untouched and its buttons work.
        play = Play(fake, world, bot, session, users, watch, random.Random(11))
        seat_of = {u.name: s for s, u in users.items()}
        bob_dm, _ = await play.choice_message(seat_of["bob"], 0)
        bob_version = bob_dm.edit_count
        await play.click_once(seat_of["alice"])
        assert fake.message(bob_dm.id).edit_count == bob_version
        board_text = latest_board_text(fake, world)
        assert f"{game.names[seat_of['alice']]} has chosen." in board_text
        await play.click_once(seat_of["bob"])
        assert play.survived == 1

        state = await play.to_the_end()
        assert state.phase == "over"
        await finish_checks(fake, world, bot, session)
        watch.check(state)
        # The whole game went through every kind of reveal, per-seat buttons survived other seats'
        # choices, and stale clicks were refused.
        assert play.reveals.get("forfeit", 0) >= 2 and play.reveals.get("fire", 0) >= 2
        assert play.reveals.get("battles", 0) >= 2
        # In every forfeit phase, the second and third choices were made on DMs sent before the first.
        assert play.survived >= 2 * play.reveals["forfeit"]
        assert play.stale_checks >= 6
        assert play.quiet_steps >= 3 * play.reveals["fire"]  # everyone's Loitering Guard step
        assert all("direct messages" not in m.content for m in fake.messages(world.channel))


async def test_closed_dms_play_through_show_my_hand(fake: FakeDiscord, world: World, tmp_path: Path) -> None:
    fake.rate_limit_window = QUICK_RATE_LIMIT_WINDOW  # many boards in a channel: support.harness says why
    async with running_bot(fake, tmp_path / "db.sqlite3") as bot:
        lobby = await open_game(fake, world, KEY, [world.bob, world.carol])
        session = await start_session(fake, world, lobby)
        users = await people_by_seat(fake, bot, session, world)
        await settled(bot)
        game = await bot.services.games.load(session)
        watch = Watch(fake, users, game.names)
        carol = next(s for s, u in users.items() if u == world.carol)
        play = Play(fake, world, bot, session, users, watch, random.Random(5), peekers=frozenset({carol}))

        # The channel is told, once, that carol must use Show my hand; nothing of hers is in it.
        notices = [m for m in fake.messages(world.channel) if "direct messages" in m.content]
        assert len(notices) == 1 and f"<@{world.carol.id}>" in notices[0].content
        assert not fake.dms(world.carol)

        # Carol's choices come in an ephemeral only she sees, with her hand.
        message, options = await play.choice_message(carol, 0)
        assert message.ephemeral and message.visible_to == world.carol
        state = await load_state(bot, session)
        assert all(card in message.text() for card in state.players[carol].hand)
        assert {o.action_id for o in options} == {c.action_id for c in game.choices(carol)}
        # Someone not seated gets a sentence, not a hand.
        nosy = await fake.click(world.dana, boards(fake, world)[-1], f"peek:{session}")
        assert "not playing" in ephemeral_text(nosy)

        # Carol decides first; once decided, Show my hand shows her choice and offers no buttons.
        while not (await load_state(bot, session)).players[carol].decided:
            await play.click_once(carol)
        peek = await fake.click(world.carol, boards(fake, world)[-1], f"peek:{session}")
        assert peek.response is not None and peek.response.ephemeral
        assert not [c for c in peek.response.custom_ids() if c.startswith(MOVE_PREFIXES)]
        assert "waiting for the others" in peek.response.text()
        watch.check(await load_state(bot, session))

        # Play on through the first round's battles and the next forfeit.
        state = await play.to_the_end(until=lambda s: s.round >= 2 and s.phase == "fire")
        assert play.reveals == {"forfeit": 2, "fire": 1, "battles": 1}
        assert not fake.dms(world.carol)
        notices = [m for m in fake.messages(world.channel) if "direct messages" in m.content]
        assert len(notices) == 1, "the closed-DM notice is repeated"
        assert play.stale_checks >= 3
        assert check_board_images(fake, world) > 0


@pytest.mark.slow
async def test_one_person_against_two_artificial_players(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    fake.rate_limit_window = QUICK_RATE_LIMIT_WINDOW  # many boards in a channel: support.harness says why

    async def artificial(key: str, state_json: str, seat: int, kind: str) -> str:
        # The rulebook's Artificial Player, in this process: the agent the lobby's menu names.
        assert (key, kind) == (KEY, "artificial")
        return choose_action_id_sync(key, state_json, seat, kind)

    async with running_bot(fake, tmp_path / "db.sqlite3", chooser=artificial) as bot:
        lobby = await open_game(fake, world, KEY, [])
        ai_select = next(c for c in lobby.custom_ids() if c.startswith("lobbyai:"))
        values = [o["value"] for s in lobby.selects() if s["custom_id"] == ai_select for o in s["options"]]
        assert "artificial" in values
        for _ in range(2):
            await fake.select(world.alice, fake.message(lobby.id), ai_select, ["artificial"])
        lobby_text = fake.message(lobby.id).text()
        assert lobby_text.count("(Artificial Player)") == 2
        # The option follows from the seats at the start; the lobby does not claim it is "none".
        assert "artificial seats" not in lobby_text
        # The table speaks the pseudo-language (bot/i18n/pseudo.py), and so does alice, in her DMs and
        # private answers: every word she reads from here on must come from a catalogue, whole.
        await speak_pseudo(bot, lobby, [world.alice])
        say = Speaker(PSEUDO)
        english_lobby = len(versions_of(fake.message(lobby.id)))  # its versions before the table spoke it
        session = await start_session(fake, world, lobby)
        await settled(bot)

        game = await bot.services.games.load(session)
        ai_seats = tuple(s.seat for s in game.session.seats if s.is_ai)
        assert len(ai_seats) == 2 and all(game.session.seats[s].ai_kind == "artificial" for s in ai_seats)
        state = game.state
        assert isinstance(state, GrimProspectsState)
        assert state.options.artificial_seats == ai_seats
        assert tuple(game.session.options["artificial_seats"]) == ai_seats  # stored, for replays
        assert [p.artificial for p in state.players] == [s in ai_seats for s in range(3)]
        # The board says the Artificial Players' hands are face-down decks.
        board_text = latest_board_text(fake, world)
        for p in game.view(None).players:
            deck, hand = (
                say("grim-board-line-hand", **hand_line(game.names, p, deck=d)) for d in (True, False)
            )
            assert (deck in board_text) == p.artificial and (hand in board_text) != p.artificial, board_text
        users = await people_by_seat(fake, bot, session, world)
        assert list(users.values()) == [world.alice]

        watch = Watch(fake, users, game.names, say=say)
        play = Play(fake, world, bot, session, users, watch, random.Random(3), say=say)
        state = await play.to_the_end()
        await finish_checks(fake, world, bot, session, say)
        # Her private view, once the game is over, says so: not that the game never hid anything.
        seen = [m.text() for m in private_messages(fake, world.alice)]
        assert any(say("private-game-over", title=game.title) in text for text in seen)
        assert not any(say("private-no-hidden", title=game.title) in text for text in seen)
        # Every word alice read, in every version of every message since the lobby (the boards, their
        # pings, the result; her DMs, her hand and the answers to her clicks), from a catalogue, whole.
        table = [m for m in fake.messages(world.channel) if m.id > lobby.id and not m.ephemeral]
        private = private_messages(fake, world.alice)
        assert table and private
        assert leaks([*table, *private], game.names, every_version=True) == {}
        assert leaks(versions_of(fake.message(lobby.id))[english_lobby:], game.names) == {}
        actions = await bot.storage.actions.actions(session)
        for seat in ai_seats:
            moves = [a.action_id for a in actions if a.seat == seat]
            # It drew blind: every card it placed was "the top card" of its deck (ruling 20, GP-7).
            assert moves and all(a.endswith((".top", ".none")) for a in moves)
        assert play.reveals.get("battles", 0) >= 1
