"""What the coach's tests through the fake Discord share (tests/test_coach_discord.py,
tests/test_learning_words.py): a Secret Cards lobby with hints allowed or not, its start, the deferred
answer of a click once edited, a component by the start of its custom id, and a finished game's review."""

from __future__ import annotations

import asyncio

from bot.client import TabletopBot
from bot.session.review import Review, ReviewStatus
from support.fakediscord import FakeDiscord, InteractionRecord, Message, User
from support.harness import World, ephemeral_text, latest_board, open_game, settle


def custom_id(message: Message, prefix: str) -> str | None:
    return next((c for c in message.custom_ids() if c.startswith(prefix)), None)


async def answered(fake: FakeDiscord, record: InteractionRecord, what: str) -> Message:
    """The deferred answer of ``record`` once the bot has edited it."""

    def done() -> Message | None:
        message = record.response
        return (
            message
            if message is not None and not message.loading and (message.embeds or message.content)
            else None
        )

    return await fake.wait_for(done, timeout=30, what=what)


async def ask_for_a_hint(fake: FakeDiscord, world: World, user: User, session: str) -> InteractionRecord:
    """``user`` opens "Show my hand" from the channel's board and clicks its Hint: that click (answered
    deferred, ``answered`` waits for the hint)."""
    board = latest_board(fake, world.channel)
    assert board is not None
    hand = await fake.click(user, board, f"peek:{session}")
    assert hand.response is not None
    return await fake.click(user, hand.response, f"hint:{session}")


async def secret_lobby(fake: FakeDiscord, world: World, *, hints: bool) -> Message:
    """Secret Cards for Alice and Bob, one round, hints allowed or not by the host in the lobby's menu."""
    lobby = await open_game(fake, world, "secretgame", [world.bob])
    option = custom_id(fake.message(lobby.id), "lobbyopt:")
    assert option is not None
    await fake.select(world.alice, fake.message(lobby.id), option, ["rounds=1"])
    if hints:
        menu = custom_id(fake.message(lobby.id), "lobbyclock:")
        assert menu is not None
        refused = await fake.select(world.bob, fake.message(lobby.id), menu, ["hints=on"])
        assert ephemeral_text(refused) == "Only the host can allow hints."
        await fake.select(world.alice, fake.message(lobby.id), menu, ["hints=on"])
    shown = fake.message(lobby.id)
    fields = {f["name"]: f["value"] for f in shown.embeds[0]["fields"]}
    assert fields["AI hints"].startswith("Allowed") if hints else fields["AI hints"] == "Off."
    return shown


async def start(fake: FakeDiscord, world: World, bot: TabletopBot, lobby: Message) -> str:
    await fake.click(world.alice, lobby, next(c for c in lobby.custom_ids() if c.endswith(":start")))
    board = await fake.wait_for(lambda: latest_board(fake, world.channel), what="the first board")
    await settle(fake)
    return next(c for c in board.custom_ids() if c.startswith("peek:")).split(":")[1]


async def review_of(bot: TabletopBot, session: str) -> Review:
    async def done() -> Review:
        while True:
            stored = await bot.storage.reviews.get(session)
            if stored is not None and stored.status == ReviewStatus.DONE and stored.review is not None:
                return stored.review
            assert stored is None or stored.status != ReviewStatus.FAILED, stored
            await asyncio.sleep(0.05)

    return await asyncio.wait_for(done(), timeout=60)
