"""Helpers for organised play's tests: a tournament opened and joined through the fake Discord, a table
played by clicking as its people (those marked absent never click), and a table played through the
services alone (for tests and benchmarks without Discord)."""

from __future__ import annotations

import random
from collections.abc import Collection, Mapping

from bot.client import TabletopBot
from bot.services import Services
from bot.session.game import Game
from bot.session.records import SessionStatus
from support.fakediscord import Channel, FakeDiscord, Message, User
from support.harness import live_board, wait_applied


def signup_of(fake: FakeDiscord, channel: Channel) -> Message:
    """The tournament's sign-up message in ``channel`` (it carries, or carried, the Join button)."""
    found = [
        m
        for m in fake.messages(channel)
        if not m.ephemeral and m.embeds and "tournament" in m.embeds[0].get("title", "")
    ]
    assert found, "no sign-up message"
    return found[0]


def thread_named(fake: FakeDiscord, prefix: str) -> Channel:
    found = [c for c in fake.channels.values() if c.name.startswith(prefix)]
    assert len(found) == 1, f"threads named {prefix!r}: {[c.name for c in found]}"
    return found[0]


async def play_table(
    fake: FakeDiscord,
    bot: TabletopBot,
    session_id: str,
    people: Mapping[int, User],
    absent: Collection[int] = (),
) -> bool:
    """Click as the table's people (a game of Secret Cards) until it ends, or until only absent people
    owe a move; True when it ended."""
    services = bot.services
    for _ in range(300):
        game = await services.sessions.load(session_id)
        if game.status != SessionStatus.RUNNING:
            return True
        seats = game.session.seats
        persons = [
            s for s in sorted(game.to_act) if not seats[s].played_by_ai and seats[s].user_id not in absent
        ]
        if not persons:
            ais = [s for s in sorted(game.to_act) if seats[s].played_by_ai]
            if not ais:
                return False
            await wait_applied(services, session_id, ais[0], game.n(ais[0]), "an AI's move")
            continue
        seat = persons[0]
        user_id = seats[seat].user_id
        assert user_id is not None
        await click_move(fake, game, seat, people[user_id])
        await wait_applied(services, session_id, seat, game.n(seat), "a move")
    raise AssertionError("the table did not end")


async def click_move(fake: FakeDiscord, game: Game, seat: int, user: User) -> None:
    """The seat's person makes its first offered move: on the board (a claim), or in its hand."""
    channel = fake.channels[game.session.channel_id]
    prefix = f"act:{game.id}:{seat}:{game.n(seat)}:"
    if game.state is not None and getattr(game.state, "phase", "") == "claim":

        def claim() -> Message | None:
            live = live_board(fake, channel)
            return live if live is not None and any(c.startswith(prefix) for c in live.custom_ids()) else None

        found = await fake.wait_for(claim, timeout=30, what="the claim on the board")
        await fake.click(user, found, next(c for c in found.custom_ids() if c.startswith(prefix)))
        return

    def with_peek() -> Message | None:
        boards = [m for m in fake.messages(channel) if f"peek:{game.id}" in m.custom_ids()]
        return boards[-1] if boards else None

    board = await fake.wait_for(with_peek, timeout=30, what="a board with Show my hand")
    hand = (await fake.click(user, board, f"peek:{game.id}")).response
    assert hand is not None
    await fake.click(user, hand, next(c for c in hand.custom_ids() if c.startswith(prefix)))


async def play_through_services(services: Services, session_id: str, rng: random.Random) -> Game:
    """A table played to its end by random moves through the services (each person's as a click)."""
    for _ in range(10_000):
        game = await services.sessions.load(session_id)
        if game.status != SessionStatus.RUNNING:
            return game
        seat = min(game.to_act)
        record = game.session.seats[seat]
        action = rng.choice(game.choices(seat)).action_id
        if record.played_by_ai:
            await services.moves.submit_ai(session_id, seat, game.n(seat), action)
        else:
            assert record.user_id is not None
            await services.moves.submit(session_id, record.user_id, game.n(seat), action, seat=seat)
    raise AssertionError("the game did not end")
