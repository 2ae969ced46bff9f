"""As The Earth Crumbles through the real bot and the fake Discord: people clicking at random (never
"Back") from /game new to the final Prestige, solo and with three players.

Checks on the way: every click is accepted; the moves offered on the messages are exactly the engine's,
including the simultaneous income and gas pocket answers, where each deciding player has their own menu;
nothing is ever offered privately (the game has no hidden information, rulings G8, G14, G15); the stored
action log replays to the stored state; and the fake's schema checks pass for every request.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from engines.earthcrumbles.models import EarthState
from support.fakediscord import FakeDiscord, Message
from support.harness import (
    QUICK_RATE_LIMIT_WINDOW,
    Option,
    World,
    act_part,
    game_over,
    latest_board,
    live_board,
    move_buttons,
    open_game,
    options_on,
    running_bot,
    seats_of,
    take,
    wait_applied,
)

pytestmark = [pytest.mark.timeout(300), pytest.mark.slow]


@pytest.mark.parametrize("players", [1, 3])
async def test_people_clicking_at_random_finish_a_game(
    fake: FakeDiscord, world: World, tmp_path: Path, players: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The same deal on every run (the host's seed): with a new one each time, about one three-player game
    # in 40 never asked two players at once, and the last assertion failed by chance.
    monkeypatch.setattr("bot.services.lobby.secrets.randbits", lambda _bits: 2)
    fake.rate_limit_window = QUICK_RATE_LIMIT_WINDOW  # many boards in a channel: support.harness says why
    async with running_bot(fake, tmp_path / "db.sqlite3") as bot:
        lobby = await open_game(fake, world, "earthcrumbles", [world.bob, world.carol][: players - 1])
        start = next(c for c in lobby.custom_ids() if c.endswith(":start"))
        await fake.click(world.alice, lobby, start)
        board = await fake.wait_for(lambda: live_board(fake, world.channel))
        assert board is not None
        session = act_part(move_buttons(board)[0][0], "session")
        users = await seats_of(bot, session, world)
        assert len(users) == players
        services = bot.services
        assert services is not None
        rng = random.Random(players)
        clicks = together = 0
        while True:
            game = await services.sessions.load(session)
            if game.outcome is not None:
                break
            state = game.state
            assert isinstance(state, EarthState)
            deciding = sorted(game.engine.current_seats(state))
            together += len(deciding) > 1
            seat = rng.choice(deciding)
            assert not game.engine.is_private_decision(state, seat)
            n = game.n(seat)
            prefix = f"{session}:{seat}:{n}:"

            def find(prefix: str = prefix) -> tuple[Message, list[Option]] | None:
                public = latest_board(fake, world.channel)
                if public is None:
                    return None
                options = options_on(public, prefix)
                return (public, options) if options else None

            found = await fake.wait_for(
                find, timeout=30, what=f"the choices of seat {seat + 1} at {n}"
            )  # busy CI
            assert found is not None
            message, options = found
            offered = {c.action_id for c in game.choices(seat)}
            assert {o.action_id for o in options} == offered, "the message offers other moves than the engine"
            option = rng.choice([o for o in options if o.action_id != "back"] or options)
            record = await take(fake, users[seat], message, option)
            assert record.callback_type in (6, 7), f"{option.label!r} was not accepted: {record.describe()}"
            clicks += 1
            assert clicks < 3000, "the game does not end"
            await wait_applied(services, session, seat, n, f"click {clicks} ({option.label!r})")

        final = await fake.wait_for(lambda: game_over(fake, world.channel), what="the final message")
        assert final is not None
        game = await services.sessions.load(session)
        assert await services.sessions.replay(session) == game.state
        assert clicks > 30
        if players > 1:
            assert together, "no income or gas step ever asked two players at once"


async def test_five_people_answering_at_once_all_get_their_moves(
    fake: FakeDiscord, world: World, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A gas pocket that explodes at five players with built tiles asks all five at once. A board
    message holds four menus beside "Show my hand", so the fifth player's moves come privately through
    "Show my hand", and the board's footer says so."""
    fake.rate_limit_window = QUICK_RATE_LIMIT_WINDOW  # many boards in a channel: support.harness says why
    monkeypatch.setattr("bot.services.lobby.secrets.randbits", lambda _bits: 12)  # a seed with such a gas
    erin = fake.add_user("erin")
    async with running_bot(fake, tmp_path / "db.sqlite3") as bot:
        lobby = await open_game(fake, world, "earthcrumbles", [world.bob, world.carol, world.dana, erin])
        start = next(c for c in lobby.custom_ids() if c.endswith(":start"))
        await fake.click(world.alice, lobby, start)
        board = await fake.wait_for(lambda: live_board(fake, world.channel))
        assert board is not None
        session = act_part(move_buttons(board)[0][0], "session")
        services = bot.services
        assert services is not None
        game = await services.sessions.load(session)
        users = {u.id: u for u in (world.alice, world.bob, world.carol, world.dana, erin)}
        seated = {s.seat: users[s.user_id] for s in game.session.seats if s.user_id is not None}
        rng = random.Random(0)
        for _ in range(400):
            game = await services.sessions.load(session)
            assert game.outcome is None, "the game ended before five players had to answer at once"
            deciding = sorted(game.engine.current_seats(game.state))
            if len(deciding) == 5:
                break
            seat = rng.choice(deciding)
            n = game.n(seat)
            prefix = f"{session}:{seat}:{n}:"

            def find(prefix: str = prefix) -> tuple[Message, list[Option]] | None:
                public = latest_board(fake, world.channel)
                options = options_on(public, prefix) if public is not None else []
                return (public, options) if public is not None and options else None

            found = await fake.wait_for(find, timeout=30, what=f"the choices of seat {seat + 1}")
            assert found is not None
            message, options = found
            option = rng.choice([o for o in options if o.action_id != "back"])
            await take(fake, seated[seat], message, option)
            await wait_applied(services, session, seat, n, f"{option.label!r}")
        else:
            raise AssertionError("no moment when five players answer at once")

        fifth = deciding[-1]
        game = await services.sessions.load(session)

        def gas_board() -> Message | None:
            board = latest_board(fake, world.channel)
            first = f"{session}:{deciding[0]}:{game.n(deciding[0])}:"
            return board if board is not None and options_on(board, first) else None

        public = await fake.wait_for(gas_board, what="the board with the gas answers")
        assert public is not None
        for seat in deciding[:4]:
            assert options_on(public, f"{session}:{seat}:{game.n(seat)}:"), f"seat {seat + 1} has no menu"
        assert not options_on(public, f"{session}:{fifth}:")
        footer = public.embeds[0]["footer"]["text"]
        assert f'{game.names[fifth]}: choose your move with "Show my hand".' in footer
        peek = next(c for c in public.custom_ids() if c.startswith("peek:"))
        record = await fake.click(seated[fifth], public, peek)
        private = record.response
        assert private is not None and private.ephemeral
        options = options_on(private, f"{session}:{fifth}:{game.n(fifth)}:")
        assert {o.action_id for o in options} == {c.action_id for c in game.choices(fifth)}
        answer = await take(fake, seated[fifth], private, options[0])
        assert answer.callback_type in (6, 7), answer.describe()
        await wait_applied(services, session, fifth, game.n(fifth), "the fifth player's private answer")
        game = await services.sessions.load(session)
        assert fifth not in game.engine.current_seats(game.state)
