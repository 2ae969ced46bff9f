"""Playing a game through the fake Discord the way its people do, written once for every test that plays.

A ``Table`` is one running game: the bot, its channel, the session and the people by seat. Its loop,
``Table.play_to_the_end``, repeats one step until the game is over (or the test's ``until`` holds):

1. wait until the bot has shown everything (``settled``: the AI driver idle and no publication under way);
2. load the game and pick one of the people it waits for (``seat``: the lowest by default);
3. find the moves offered to that seat for its current decision (``places``: its DMs and ephemerals, the
   latest board, the one live board, or "Show my hand" pressed on the board for private choices);
4. run the test's ``check_offer`` hook on what is offered, pick a move (``choose``: any but "Back" at
   random by default) and click it, or pick it in its menu;
5. wait for the bot to settle again and run the test's ``check_move`` hook on the click's answer.

The hooks are where each test keeps its own checks: what it checked at every step it still checks there.
``finish_a_game`` plays a short game of the test-only Secret Cards to its end with the same loop.
"""

from __future__ import annotations

import asyncio
import inspect
import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from bot.client import TabletopBot
from bot.session.game import Game
from support.fakediscord import Channel, FakeDiscord, InteractionRecord, Message, User
from support.harness import Option, game_over, latest_board, live_board, options_on, private_messages, take

# Where a seat's moves are looked for, in the order given:
# - "private": the person's DMs and the ephemerals only they see, newest first;
# - "board": the channel's latest board (the message with "Show my hand");
# - "live": the channel's one message with move buttons (``live_board`` fails if there are two);
# - "hand": "Show my hand" pressed on the latest board, when none of the places before it offers the moves.
Place = Literal["private", "board", "live", "hand"]
EVERYWHERE: tuple[Place, ...] = ("private", "board")
WAIT_FOR_CHOICES = 30.0  # seconds: generous for a busy CI


async def settled(bot: TabletopBot, timeout: float = 10.0) -> None:
    """Wait until the bot has finished showing every accepted action (boards, DMs) and no AI seat is
    still deciding: the AI driver is idle and no publication is under way at the same moment. A click's
    callback comes back while the bot still holds the publish lock and posts the rest by REST."""
    wiring = bot.wiring
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        try:
            # asyncio.timeout, not wait_for: on Python 3.11 wait_for runs idle() in a task of its own and
            # resumes here one loop turn after it ends, time enough for a publication to end and kick the
            # AI driver unseen; here idle() returns straight into the check below.
            async with asyncio.timeout(deadline - loop.time()):
                await wiring.driver.idle()
        except TimeoutError:
            raise AssertionError("the bot kept publishing for too long") from None
        if not wiring.publications.busy():  # checked with no await since idle() returned
            return
        assert loop.time() < deadline, "the bot kept publishing for too long"
        await asyncio.sleep(0.002)


def moves_on(message: Message | None, session: str, seat: int, n: int) -> list[Option]:
    """The moves ``message`` offers ``seat`` for its decision number ``n`` (buttons, or menu options)."""
    return options_on(message, f"{session}:{seat}:{n}:") if message is not None else []


async def show_my_hand(fake: FakeDiscord, user: User, board: Message, session: str) -> Message:
    """``user`` presses "Show my hand" on ``board``: the answer, a message only they see."""
    record = await fake.click(user, board, f"peek:{session}")
    answer = record.response
    assert answer is not None and answer.ephemeral and answer.visible_to == user, record.describe()
    return answer


def at_random(offer: Offer, rng: random.Random) -> Option:
    """Any move offered but "Back" (unless "Back" is all there is)."""
    return rng.choice([o for o in offer.options if o.action_id != "back"] or offer.options)


def lowest(people: Sequence[int], rng: random.Random) -> int:
    """The lowest of the seats the game waits for."""
    return people[0]


def any_of(people: Sequence[int], rng: random.Random) -> int:
    """One of the seats the game waits for, at random."""
    return rng.choice(list(people))


@dataclass(frozen=True)
class Offer:
    """The moves offered to one seat for its current decision, and where."""

    game: Game  # as loaded before the click
    seat: int
    user: User
    n: int  # the seat's decision number, which its buttons carry
    message: Message
    options: list[Option]


@dataclass(frozen=True)
class Move:
    """One click the loop made, once the bot has settled after it."""

    offer: Offer
    option: Option
    record: InteractionRecord  # the fake's record of the click: its callback, its answer
    number: int  # the table's clicks so far, this one included


SeatHook = Callable[[Sequence[int], random.Random], int]
PlacesHook = Sequence[Place] | Callable[[Game, int], Sequence[Place]]
FindHook = Callable[[Game, int], Any]  # -> Message, or an awaitable of one: where the seat's moves are
ChooseHook = Callable[[Offer, random.Random], Option]
OfferHook = Callable[[Offer], Any]  # may return an awaitable
MoveHook = Callable[[Move], Any]  # may return an awaitable


async def _run(hook: Callable[[Any], Any] | None, arg: object) -> Any:
    result = hook(arg) if hook is not None else None
    return await result if inspect.isawaitable(result) else result


@dataclass
class Table:
    """One game on the fake Discord, played by clicking as its people."""

    fake: FakeDiscord
    bot: TabletopBot
    channel: Channel
    session: str
    people: dict[int, User]  # the seats people hold
    clicks: int = 0  # clicks made through this table

    @classmethod
    async def seated(
        cls, fake: FakeDiscord, bot: TabletopBot, channel: Channel, session: str, users: Iterable[User]
    ) -> Table:
        """The table of ``session``, its people found among ``users`` by the seats they hold."""
        by_id = {u.id: u for u in users}
        game = await bot.services.games.load(session)
        people = {s.seat: by_id[s.user_id] for s in game.session.seats if s.user_id is not None}
        return cls(fake, bot, channel, session, people)

    async def game(self) -> Game:
        return await self.bot.services.games.load(self.session)

    async def settled(self) -> None:
        await settled(self.bot)

    def board(self) -> Message | None:
        """The channel's latest board."""
        return latest_board(self.fake, self.channel)

    def find(self, seat: int, n: int, places: Iterable[Place]) -> tuple[Message, list[Option]] | None:
        """The first message in ``places`` that offers ``seat`` its moves for decision ``n``, with them."""
        for place in places:
            if place == "private":
                messages: list[Message | None] = [*reversed(private_messages(self.fake, self.people[seat]))]
            elif place == "board":
                messages = [self.board()]
            elif place == "live":
                messages = [live_board(self.fake, self.channel)]
            else:
                continue
            for message in messages:
                if options := moves_on(message, self.session, seat, n):
                    assert message is not None
                    return message, options
        return None

    async def offer(self, game: Game, seat: int, places: Sequence[Place] = EVERYWHERE) -> Offer:
        """Wait until the moves of ``seat`` are offered in one of ``places`` (pressing "Show my hand" if
        the places say so and nothing else offers them)."""
        n = game.n(seat)
        message, options = await self.moves(seat, n, places)
        return Offer(game, seat, self.people[seat], n, message, options)

    async def moves(
        self, seat: int, n: int, places: Sequence[Place] = EVERYWHERE
    ) -> tuple[Message, list[Option]]:
        """The message that offers ``seat`` its moves for decision ``n``, and the moves (``offer``)."""
        user = self.people[seat]
        look = [p for p in places if p != "hand"]
        found = self.find(seat, n, look)
        if found is None and "hand" in places:
            board = self.board()
            assert board is not None, "no board to press Show my hand on"
            answer = await show_my_hand(self.fake, user, board, self.session)

            def in_answer() -> tuple[Message, list[Option]] | None:
                options = moves_on(self.fake.message(answer.id), self.session, seat, n)
                return (self.fake.message(answer.id), options) if options else self.find(seat, n, look)

            found = in_answer()
            find: Callable[[], tuple[Message, list[Option]] | None] = in_answer
        else:

            def find() -> tuple[Message, list[Option]] | None:
                return self.find(seat, n, look)

        if found is None:
            found = await self.fake.wait_for(
                find, timeout=WAIT_FOR_CHOICES, what=f"the choices of seat {seat + 1} at {n}"
            )
        return found

    async def play_once(
        self,
        seat: int,
        rng: random.Random,
        *,
        game: Game | None = None,
        places: PlacesHook = EVERYWHERE,
        find: FindHook | None = None,
        choose: ChooseHook = at_random,
        check_offer: OfferHook | None = None,
        check_move: MoveHook | None = None,
    ) -> Move:
        """One decision of ``seat``: find its moves (``find`` returns the message that offers them, else
        they are looked for in ``places``), check what is offered, click the chosen move, wait for the bot
        to settle and check the outcome."""
        game = game or await self.game()
        if find is not None:
            where = find
            message = await _run(lambda g: where(g, seat), game)
            assert isinstance(message, Message)
            n = game.n(seat)
            offer = Offer(game, seat, self.people[seat], n, message, moves_on(message, self.session, seat, n))
        else:
            look = places(game, seat) if callable(places) else places
            offer = await self.offer(game, seat, look)
        await _run(check_offer, offer)
        option = choose(offer, rng)
        record = await take(self.fake, offer.user, offer.message, option)
        self.clicks += 1
        await self.settled()
        move = Move(offer, option, record, self.clicks)
        await _run(check_move, move)
        return move

    async def play_to_the_end(
        self,
        rng: random.Random,
        *,
        seat: SeatHook = lowest,
        places: PlacesHook = EVERYWHERE,
        find: FindHook | None = None,
        choose: ChooseHook = at_random,
        check_offer: OfferHook | None = None,
        check_move: MoveHook | None = None,
        until: Callable[[Game], bool] | None = None,
        max_clicks: int = 3000,
        endless: str = "the game does not end",
    ) -> Game:
        """Play one decision after another (``play_once``) by the people the game waits for until it is
        over or ``until(game)`` holds, in at most ``max_clicks`` clicks of this table (else fail with
        ``endless``); returns the game as it then is, everything shown."""
        while True:
            await self.settled()
            game = await self.game()
            if game.outcome is not None or (until is not None and until(game)):
                return game
            people = sorted(s for s in game.to_act if s in self.people)
            assert people, "nobody can act, yet the game is not over"
            assert self.clicks < max_clicks, endless
            await self.play_once(
                seat(people, rng),
                rng,
                game=game,
                places=places,
                find=find,
                choose=choose,
                check_offer=check_offer,
                check_move=check_move,
            )


# ---- a whole short game of Secret Cards ------------------------------------------------------------


def secret_cards_places(game: Game, seat: int) -> tuple[Place, ...]:
    """Secret Cards offers a claim on the live board and asks for a pick privately: "Show my hand"."""
    return ("live",) if game.state.phase == "claim" else ("hand",)  # type: ignore[union-attr]


def take_or_first(offer: Offer, rng: random.Random) -> Option:
    """A claim is taken; otherwise the first card in the hand is played."""
    if offer.game.state.phase == "claim":  # type: ignore[union-attr]
        return next(o for o in offer.options if o.action_id == "take")
    return offer.options[0]


async def play_secret_cards(table: Table, max_clicks: int = 50) -> Game:
    """Play a started Secret Cards game to its end by clicks: every claim taken, the first card played."""
    game = await table.play_to_the_end(
        random.Random(0), places=secret_cards_places, choose=take_or_first, max_clicks=max_clicks
    )
    await table.fake.wait_for(
        lambda: game_over(table.fake, table.channel), timeout=30, what="the final scores"
    )
    return game


async def finish_a_game(
    fake: FakeDiscord,
    bot: TabletopBot,
    channel: Channel,
    people: list[User],
    *,
    ai: bool = False,
    **new_options: Any,
) -> str:
    """Open a one-round game of Secret Cards in ``channel`` (the first person hosts; ``new_options`` go to
    /game new; the lobby opens in ``channel`` itself unless they say ``thread``), seat the others and
    maybe an AI, start it and play it to the end by clicking. Returns the session id."""
    host = people[0]
    opened = await fake.slash(
        host, channel, "game", ["new"], {"game": "secretgame", "thread": False, **new_options}
    )
    lobby = opened.response
    assert lobby is not None
    for user in people[1:]:
        await fake.click(
            user, fake.message(lobby.id), next(c for c in lobby.custom_ids() if c.endswith(":join"))
        )
    if ai:
        select = next(c for c in lobby.custom_ids() if c.startswith("lobbyai:"))
        await fake.select(host, fake.message(lobby.id), select, ["random"])
    option = next(c for c in fake.message(lobby.id).custom_ids() if c.startswith("lobbyopt:"))
    await fake.select(host, fake.message(lobby.id), option, ["rounds=1"])
    await fake.click(
        host, fake.message(lobby.id), next(c for c in lobby.custom_ids() if c.endswith(":start"))
    )
    session = await bot.storage.sessions.active_in_channel(channel.id)
    assert session is not None
    await play_secret_cards(await Table.seated(fake, bot, channel, session.id, people))
    return session.id
