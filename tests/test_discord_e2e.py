"""End to end: the real bot (TabletopBot, discord.py 2.7) against the fake Discord on 127.0.0.1.

Every REST body the bot sends is validated against Discord's OpenAPI spec by the fake; ``fake.check()``
fails a test on any violation, unknown route, or interaction left unanswered. Players are fake users
typing slash commands and clicking the buttons on the messages the bot posted.

- Discord's rate limit at its real size: clicks are answered at once while their boards wait.
- The private paths, with the test-only Secret Cards engine (secret hands, a simultaneous phase): DMs,
  "Show my hand", a player with closed DMs, per-seat staleness, stale / foreign / forged clicks, 20
  concurrent clicks on one button, a restart mid-game, and no secret card ever in a public message.

Whole games of each real game through the fake Discord are in ``tests/test_<game>_discord.py``. The harness
(``running_bot``, ``World``, the helpers) is ``tests/support/harness.py``, the playing loop
``tests/support/playing.py``; the ``fake`` and ``world`` fixtures are in ``tests/conftest.py``.
"""

from __future__ import annotations

import asyncio
import random
from pathlib import Path
from typing import Any

import pytest

from bot.client import TabletopBot
from support.fakediscord import FakeDiscord
from support.harness import (
    Option,
    World,
    act_part,
    board_changed,
    dm_with_buttons,
    ephemeral_text,
    eventually,
    game_over,
    live_board,
    move_buttons,
    open_game,
    running_bot,
    seats_of,
    settle,
)
from support.playing import Move, Offer, Table, secret_cards_places
from support.secretgame_render import token

pytestmark = [pytest.mark.timeout(240), pytest.mark.slow]


# ---- Discord's rate limit, at its real size ---------------------------------------------------------


async def test_clicks_are_answered_at_once_while_their_boards_wait_out_the_rate_limit(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    """A channel may take 5 messages in 5 seconds. When another process of the bot has just used them up,
    the board a click brings waits for the next window, but the click itself is answered at once (the fake
    refuses a callback later than 3 s, and ``fake.check()`` fails the test): boards are posted after the
    answer, never before. The whole-game tests shorten the window (``QUICK_RATE_LIMIT_WINDOW``); this
    test keeps Discord's, which is longer than the time a click may take to be answered."""
    assert (fake.rate_limit_messages, fake.rate_limit_window, fake.interaction_deadline) == (5, 5.0, 3.0)
    loop = asyncio.get_running_loop()
    async with running_bot(fake, tmp_path / "db.sqlite3") as bot:
        lobby = await open_game(fake, world, "gentoo", [world.bob])
        fake.use_up_rate_limit(world.channel)
        clicked = loop.time()
        started = await fake.click(
            world.alice, lobby, next(c for c in lobby.custom_ids() if c.endswith(":start"))
        )
        assert started.callback_type in (6, 7), started.describe()
        board = await fake.wait_for(
            lambda: live_board(fake, world.channel), timeout=15, what="the first board"
        )
        assert loop.time() - clicked >= fake.rate_limit_window - 1, "the board did not wait for the window"
        assert fake.rate_limited, "the board was never refused"
        session = act_part(move_buttons(board)[0][0], "session")
        users = await seats_of(bot, session, world)

        # Moves until one brings a new board (the other player's turn) while the window is used up again.
        posted = len(fake.requests_for("/channels/{channel_id}/messages", method="POST"))
        fake.use_up_rate_limit(world.channel)
        refused = len(fake.rate_limited)
        while len(fake.requests_for("/channels/{channel_id}/messages", method="POST")) == posted:
            live = live_board(fake, world.channel)
            assert live is not None
            custom_id, _ = next(b for b in move_buttons(live) if b[1] != "Back")
            seat = int(act_part(custom_id, "seat"))
            moved = await fake.click(users[seat], live, custom_id)
            assert moved.callback_type in (6, 7), moved.describe()
            await settle(fake)
        assert len(fake.rate_limited) > refused, "the new board was never refused"
        await fake.wait_for(
            lambda: live_board(fake, world.channel) not in (None, live), timeout=15, what="the next board"
        )


async def test_a_click_on_a_board_that_took_the_windows_last_message_is_answered_in_place(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    """The call that posts a channel's last message of its window returns only once discord.py has waited
    the window out; the board is on screen long before. A click on it is answered by updating it (not
    acknowledged after waiting seconds for the publication that posted it): the board's id came with the
    gateway's MESSAGE_CREATE, which echoes the nonce it was posted with."""
    fake.rate_limit_window = 8.0  # longer than a click may wait (WAIT_BEFORE_DEFER), shorter than the test
    async with running_bot(fake, tmp_path / "db.sqlite3") as bot:
        lobby = await open_game(fake, world, "gentoo", [world.bob])
        await fake.click(world.alice, lobby, next(c for c in lobby.custom_ids() if c.endswith(":start")))
        board = await fake.wait_for(lambda: live_board(fake, world.channel), timeout=15, what="the board")
        session = act_part(move_buttons(board)[0][0], "session")
        users = await seats_of(bot, session, world)
        await settle(fake)
        # The next board takes the window's last message: its call waits the window out after posting it.
        posted = len(fake.requests_for("/channels/{channel_id}/messages", method="POST"))
        live = board
        while len(fake.requests_for("/channels/{channel_id}/messages", method="POST")) == posted:
            live = live_board(fake, world.channel) or live
            custom_id, _ = next(b for b in move_buttons(live) if b[1] != "Back")
            fake.use_up_rate_limit(world.channel, leave=1)  # a window opened now, one message left in it
            await fake.click(users[int(act_part(custom_id, "seat"))], live, custom_id)
            await settle(fake)
        await fake.wait_for(
            lambda: live_board(fake, world.channel) not in (None, live), timeout=5, what="the next board"
        )
        fresh = live_board(fake, world.channel)
        assert fresh is not None and not fake.rate_limited
        # Its call still waits out the window, once the bot has heard of the board from the gateway.
        posts = bot.wiring.posts
        await eventually(lambda: posts.finishing, "the gateway's MESSAGE_CREATE")
        assert posts.finishing == 1
        custom_id, _ = next(b for b in move_buttons(fresh) if b[1] != "Back")
        clicked = await fake.click(users[int(act_part(custom_id, "seat"))], fresh, custom_id)
        assert clicked.callback_type == 7, clicked.describe()  # the board updated by the answer itself
        assert clicked.response is not None and clicked.response.id == fresh.id


# ---- Secret Cards: the private paths --------------------------------------------------------------


def assert_no_secret_in_public(fake: FakeDiscord, bot: TabletopBot, state: Any) -> None:
    """No card in a hand or face down appears in a public message (text, embeds or buttons), and no
    public button offers a private choice."""
    secret = {c for hand in state.hands for c in hand} | {p for p in state.picks if p is not None}
    for message in fake.public_messages():
        text = message.text()
        for card in secret:
            assert token(card) not in text, f"{token(card)} is public in {text!r}"
        for custom_id in message.custom_ids():
            assert ":play." not in custom_id, f"a private choice on a public message: {custom_id}"


async def secret_state(bot: TabletopBot, session: str) -> Any:
    return (await bot.services.games.load(session)).state


async def test_private_hands_dms_peeks_staleness_and_restart(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    db = database
    async with running_bot(fake, db) as bot:
        await open_game(fake, world, "secretgame", [world.bob])
        joined = await fake.slash(world.carol, world.channel, "game", ["join"])
        assert "You joined" in ephemeral_text(joined)
        full_check = await fake.slash(world.dana, world.channel, "game", ["start"])
        assert "Only the host" in ephemeral_text(full_check)
        await fake.slash(world.alice, world.channel, "game", ["start"])
        board = await fake.wait_for(
            lambda: next(
                (
                    m
                    for m in fake.messages(world.channel)
                    if any(c.startswith("peek:") for c in m.custom_ids())
                ),
                None,
            )
        )
        session = next(c for c in board.custom_ids() if c.startswith("peek:")).split(":")[1]

        # Alice and Bob get their hands by DM, with their pick buttons; Carol's DMs are closed, so the
        # channel gets a notice that shows nothing of hers.
        await fake.wait_for(lambda: fake.dms(world.alice) and fake.dms(world.bob))
        state = await secret_state(bot, session)
        alice_dm = dm_with_buttons(fake, world.alice)
        assert all(token(c) in alice_dm.text() for c in state.hands[0])
        notice = await fake.wait_for(
            lambda: next((m for m in fake.messages(world.channel) if "direct messages" in m.content), None)
        )
        assert "carol" not in notice.content.lower() or str(world.carol.id) in notice.content
        assert_no_secret_in_public(fake, bot, state)

        # Alice picks in her DM; Bob's buttons stay valid (staleness is per seat).
        bob_dm = dm_with_buttons(fake, world.bob)
        alice_pick = next(c for c in alice_dm.custom_ids() if ":play." in c)
        await fake.click(world.alice, alice_dm, alice_pick)
        state = await secret_state(bot, session)
        assert state.picks[0] is not None and state.picks[1] is None
        assert_no_secret_in_public(fake, bot, state)
        # Alice's old pick button is now stale: a sentence, and nothing changes.
        before = len(await bot.storage.actions.actions(session))
        stale = await fake.click(world.alice, alice_dm, alice_pick, check=False)
        assert "earlier turn" in ephemeral_text(stale) or "already" in ephemeral_text(stale).lower()
        assert len(await bot.storage.actions.actions(session)) == before

        # Carol uses Show my hand: an ephemeral with her cards and her choices.
        peek = await fake.click(world.carol, fake.message(board.id), f"peek:{session}")
        hand_message = peek.response
        assert hand_message is not None and hand_message.ephemeral and hand_message.visible_to == world.carol
        state = await secret_state(bot, session)
        assert all(token(c) in hand_message.text() for c in state.hands[2])
        # A person who is not seated cannot see a hand.
        nosy = await fake.click(world.dana, fake.message(board.id), f"peek:{session}")
        assert "not playing" in ephemeral_text(nosy)

        # 20 concurrent clicks on Bob's pick: it is applied exactly once, and every click is answered.
        bob_pick = next(c for c in bob_dm.custom_ids() if ":play." in c)
        records = await asyncio.gather(
            *(fake.click(world.bob, bob_dm, bob_pick, check=False) for _ in range(20))
        )
        assert all(r.answered for r in records)
        actions = await bot.storage.actions.actions(session)
        assert sum(1 for a in actions if a.seat == 1) == 1
        assert_no_secret_in_public(fake, bot, state := await secret_state(bot, session))

        # Forged and foreign clicks: a sentence each, nothing changes.
        before = len(actions)
        forged = [
            (world.alice, "act:nosuchgame:0:0:take"),
            (world.alice, f"act:{session}:1:0:play.c1"),  # Bob's seat
            (world.dana, f"act:{session}:2:0:play.c1"),  # not seated
            (world.alice, f"act:{session}:0:9:play.c99"),
            (world.alice, "zzz:not-ours"),
        ]
        for user, custom_id in forged:
            record = await fake.click(user, fake.message(board.id), custom_id, check=False)
            assert ephemeral_text(record), custom_id
        assert len(await bot.storage.actions.actions(session)) == before
        hand_buttons = [c for c in hand_message.custom_ids() if ":play." in c]

    # Restart: a new process on the same database; Carol clicks the ephemeral button from before.
    async with running_bot(fake, db) as bot:
        await fake.click(world.carol, hand_message, hand_buttons[0])
        state = await secret_state(bot, session)
        assert state.phase in ("claim", "pick") and state.round >= 1
        actions = await bot.storage.actions.actions(session)
        assert any(a.seat == 2 for a in actions)
        assert_no_secret_in_public(fake, bot, state)
        # Play on to the end: public claim decisions on the board, private picks by DM or Show my hand.
        table = await Table.seated(fake, bot, world.channel, session, [world.alice, world.bob, world.carol])

        async def check_offer(offer: Offer) -> None:
            assert_no_secret_in_public(fake, bot, await secret_state(bot, session))

        def first_offered(offer: Offer, rng: random.Random) -> Option:
            """The claim on the live board; the first card of the hand, which must be one of the choices."""
            pick = offer.options[0]
            if offer.message.ephemeral:
                assert pick.action_id in {c.action_id for c in offer.game.choices(offer.seat)}
            return pick

        async def check_move(move: Move) -> None:
            if move.record.callback_type == 4:  # that board was stale: its successor is on its way
                await board_changed(fake, world.channel, move.offer.message)

        await table.play_to_the_end(
            random.Random(0),
            places=secret_cards_places,
            choose=first_offered,
            check_offer=check_offer,
            check_move=check_move,
            max_clicks=200,
        )
        assert game_over(fake, world.channel) is not None
        assert await bot.services.games.replay(session) == (await bot.services.games.load(session)).state
