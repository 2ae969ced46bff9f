"""Giant Snail Will Not Prevail! through the real bot and the fake Discord: three people clicking at
random (never "Back") from /game new to the election or the defeat.

Checks on the way: every click is accepted; the moves offered on the messages are exactly the engine's;
the Malacologist's choice (the one secret decision, ruling 37) is never offered on the public board;
the stored action log replays to the stored state; and the fake's schema checks pass for every request.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from engines.giantsnail.models import GiantSnailState
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
    private_messages,
    running_bot,
    seats_of,
    take,
    wait_applied,
)

pytestmark = [pytest.mark.timeout(300), pytest.mark.slow]


async def test_three_people_clicking_at_random_finish_a_game(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    fake.rate_limit_window = QUICK_RATE_LIMIT_WINDOW  # many boards in a channel: support.harness says why
    async with running_bot(fake, tmp_path / "db.sqlite3") as bot:
        lobby = await open_game(fake, world, "giantsnail", [world.bob, world.carol])
        start = next(c for c in lobby.custom_ids() if c.endswith(":start"))
        await fake.click(world.alice, lobby, start)
        board = await fake.wait_for(lambda: live_board(fake, world.channel))
        assert board is not None
        session = act_part(move_buttons(board)[0][0], "session")
        users = await seats_of(bot, session, world)
        assert len(users) == 3
        services = bot.services
        assert services is not None
        rng = random.Random(5)
        clicks = private_clicks = 0
        while True:
            game = await services.sessions.load(session)
            if game.outcome is not None:
                break
            state = game.state
            assert isinstance(state, GiantSnailState)
            seat = min(game.engine.current_seats(state))
            n = game.n(seat)
            prefix = f"{session}:{seat}:{n}:"
            secret = game.engine.is_private_decision(state, seat)

            def find(seat: int = seat, prefix: str = prefix) -> tuple[Message, list[Option]] | None:
                public = latest_board(fake, world.channel)
                places = [*reversed(private_messages(fake, users[seat]))]
                if public is not None:
                    places.append(public)
                for message in places:
                    options = options_on(message, prefix)
                    if options:
                        return message, options
                return None

            if secret and not users[seat].dms_open and find() is None:
                # Closed DMs: a private decision that did not follow the player's own click (whose answer
                # carries the next choices) is fetched with "Show my hand", as the channel's notice says.
                public = latest_board(fake, world.channel)
                assert public is not None
                peek = await fake.click(users[seat], public, f"peek:{session}")
                assert peek.response is not None and peek.response.ephemeral, peek.describe()
            found = await fake.wait_for(
                find, timeout=30, what=f"the choices of seat {seat + 1} at {n}"
            )  # busy CI
            assert found is not None
            message, options = found
            offered = {c.action_id for c in game.choices(seat)}
            assert {o.action_id for o in options} == offered, "the message offers other moves than the engine"
            if secret:
                assert message.ephemeral or message.channel is not world.channel, (
                    "the Malacologist's cards were offered in public"
                )
                private_clicks += 1
            option = rng.choice([o for o in options if o.action_id != "back"] or options)
            record = await take(fake, users[seat], message, option)
            assert record.callback_type in (6, 7), f"{option.label!r} was not accepted: {record.describe()}"
            clicks += 1
            assert clicks < 5000, "the game does not end"
            await wait_applied(services, session, seat, n, f"click {clicks} ({option.label!r})")

        final = await fake.wait_for(lambda: game_over(fake, world.channel), what="the final message")
        assert final is not None
        game = await services.sessions.load(session)
        assert await services.sessions.replay(session) == game.state
        assert clicks > 20  # a whole game was played: a quick defeat took 34 clicks (random seed)
