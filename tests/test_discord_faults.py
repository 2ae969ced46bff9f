"""When Discord fails a call, the message it was for is right again within five seconds: the board (a move's
new board), a DM (a hand dealt at the start) and the lobby (a player who joined). Faults injected by the
fake Discord: 429 with a retry-after (discord.py waits and tries again), 500 (discord.py tries again), 503
(discord.py does not) and a call that never answers (the bot gives up on it, bot/discordside/mending.py).

Each is measured from the start of the call that failed to the moment the message shows what it should, and
no board is posted twice: the channel never has two live boards, nor two boards of one step.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from support.fakediscord import FakeDiscord, Message
from support.fakediscord.records import RequestRecord
from support.fakediscord.server import HookResult
from support.harness import World, live_board, open_game, options_on, running_bot, settle, take

REPAIRED_WITHIN = 5.0  # seconds from the start of the failed call
FAULTS = ("429", "500", "503", "no answer")
HANG = 6.0  # a call that never answers is dropped after this long (the bot has given up by then)


def inject(
    fake: FakeDiscord, fault: str, method: str, route: str, only: Callable[[RequestRecord], bool]
) -> list[RequestRecord]:
    """Make the next call of ``method route`` that ``only`` is true of fail as ``fault`` says; the list
    fills with the call that failed."""
    failed: list[RequestRecord] = []

    def chosen(record: RequestRecord) -> bool:
        if record.method == method and route_of(record) == route and only(record):
            failed.append(record)
            return True
        return False

    if fault == "no answer":

        async def hang(record: RequestRecord) -> HookResult:
            await asyncio.sleep(HANG)
            return HookResult.DROP

        fake.before_request(chosen, hang, times=1)
    else:
        fake.fail_next(method, route, status=int(fault), message=f"{fault} from the fake", only=chosen)
    return failed


def route_of(record: RequestRecord) -> str:
    """The route template of a call as it arrives (hooks run before the fake matches it)."""
    parts = record.path.strip("/").split("/")
    if parts[:1] == ["channels"] and len(parts) == 3 and parts[2] == "messages":
        return "/channels/{channel_id}/messages"
    if parts[:1] == ["channels"] and len(parts) == 4 and parts[2] == "messages":
        return "/channels/{channel_id}/messages/{message_id}"
    return record.path


async def until(predicate: Callable[[], object], what: str, limit: float = 15.0) -> float:
    """Wait until ``predicate()`` holds; the moment it did (``time.perf_counter``)."""
    deadline = time.perf_counter() + limit
    while time.perf_counter() < deadline:
        if predicate():
            return time.perf_counter()
        await asyncio.sleep(0.02)
    raise AssertionError(f"never: {what}")


def boards(fake: FakeDiscord, world: World) -> list[Message]:
    """Every board posted in the channel (live or frozen): a message with the board's picture."""
    return [
        m
        for m in fake.messages(world.channel)
        if not m.ephemeral and any(a.filename == "board.png" for a in m.attachments)
    ]


@pytest.mark.parametrize("fault", FAULTS)
async def test_a_board_lost_to_a_failed_call_is_shown_again_within_five_seconds(
    fake: FakeDiscord, world: World, tmp_path: Path, fault: str
) -> None:
    async with running_bot(fake, tmp_path / "db.sqlite3") as bot:
        lobby = await open_game(fake, world, "gentoo", [world.bob], clock="none")
        start = next(c for c in lobby.custom_ids() if c.endswith(":start"))
        await fake.click(world.alice, fake.message(lobby.id), start)
        await fake.wait_for(lambda: live_board(fake, world.channel), what="the first board")
        await settle(fake)
        board = live_board(fake, world.channel)
        assert board is not None
        session = next(c for c in board.custom_ids() if c.startswith("peek:")).split(":")[1]
        game = await bot.services.games.load(session)
        seat = min(game.to_act)
        user = world.alice if game.session.seats[seat].user_id == world.alice.id else world.bob
        before = len(boards(fake, world))
        channel_id = str(world.channel.id)
        failed = inject(
            fake,
            fault,
            "POST",
            "/channels/{channel_id}/messages",
            lambda r: f"/channels/{channel_id}/" in r.path,
        )
        # A move that calls the other player: the new board, posted to ping them, is the call that fails.
        options = [o for o in options_on(board, f"{session}:{seat}:") if o.action_id != "back"]
        moved = False
        for option in options:
            await take(fake, user, board, option)
            after = await bot.services.games.load(session)
            if after.to_act != game.to_act:
                moved = True
                break
        assert moved, "no move handed the turn on"
        await until(lambda: failed, "the failed call")
        target = await bot.services.games.load(session)
        shown_at = await until(
            lambda: (
                (b := live_board(fake, world.channel)) is not None
                and options_on(b, f"{session}:{min(target.to_act)}:{target.n(min(target.to_act))}:")
            ),
            "the new board with the next player's moves",
        )
        took = shown_at - failed[0].started_at
        assert took <= REPAIRED_WITHIN, f"the board came back after {took:.1f} s"
        await settle(fake)
        await until(lambda: not bot.wiring.publications.busy(), "the bot to settle")
        assert len(boards(fake, world)) == before + 1, "a board was posted twice"
        assert live_board(fake, world.channel) is not None  # one live board (live_board checks it is one)


@pytest.mark.parametrize("fault", FAULTS)
async def test_a_dm_lost_to_a_failed_call_is_sent_again_within_five_seconds(
    fake: FakeDiscord, world: World, tmp_path: Path, fault: str
) -> None:
    """Secret Cards deals every seat a hand by DM at the start; Bob's fails and comes again."""
    async with running_bot(fake, tmp_path / "db.sqlite3"):
        record = await fake.slash(
            world.alice, world.channel, "game", ["new"], {"game": "secretgame", "thread": False}
        )
        lobby = record.response
        assert lobby is not None
        await fake.click(world.bob, lobby, next(c for c in lobby.custom_ids() if c.endswith(":join")))
        await settle(fake)
        bobs = str(fake.dm_channel(world.bob).id)

        def bobs_dm(r: RequestRecord) -> bool:
            return r.path.startswith(f"/channels/{bobs}/")

        failed = inject(fake, fault, "POST", "/channels/{channel_id}/messages", bobs_dm)
        start = next(c for c in lobby.custom_ids() if c.endswith(":start"))
        await fake.click(world.alice, fake.message(lobby.id), start)
        await until(lambda: failed, "the failed DM")
        shown_at = await until(
            lambda: any("your view" in m.text().lower() for m in fake.dms(world.bob)), "Bob's hand by DM"
        )
        took = shown_at - failed[0].started_at
        assert took <= REPAIRED_WITHIN, f"the DM came after {took:.1f} s"


@pytest.mark.parametrize("fault", FAULTS)
async def test_a_lobby_message_behind_a_failed_call_is_right_within_five_seconds(
    fake: FakeDiscord, world: World, tmp_path: Path, fault: str
) -> None:
    """``/game join`` answers Bob privately and edits the lobby message for everyone; that edit fails."""
    async with running_bot(fake, tmp_path / "db.sqlite3"):
        lobby = await open_game(fake, world, "gentoo", [], clock="none")
        await settle(fake)
        failed = inject(
            fake,
            fault,
            "PATCH",
            "/channels/{channel_id}/messages/{message_id}",
            lambda r: r.path.endswith(f"/messages/{lobby.id}"),
        )
        await fake.slash(world.bob, world.channel, "game", ["join"], {})
        await until(lambda: failed, "the failed lobby edit")
        shown_at = await until(
            lambda: f"<@{world.bob.id}>" in fake.message(lobby.id).text(), "Bob in the lobby"
        )
        took = shown_at - failed[0].started_at
        assert took <= REPAIRED_WITHIN, f"the lobby showed Bob after {took:.1f} s"


async def test_a_call_waiting_out_a_rate_limit_is_not_given_up_on() -> None:
    """Only time on the wire counts against a call: discord.py waiting out a 429's retry-after between two
    requests of one call is the channel's pace, and the call goes through, however long the wait."""
    import aiohttp

    from bot.discordside.mending import bounded, wire_trace

    attempts: list[float] = []

    async def answer(request: aiohttp.web.Request) -> aiohttp.web.Response:
        attempts.append(time.perf_counter())
        return aiohttp.web.Response(text="ok")

    app = aiohttp.web.Application()
    app.router.add_get("/", answer)
    runner = aiohttp.web.AppRunner(app)
    await runner.setup()
    site = aiohttp.web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    try:
        async with aiohttp.ClientSession(trace_configs=[wire_trace()]) as session:

            async def two_requests_with_a_wait_between() -> str:
                async with session.get(f"http://127.0.0.1:{port}/") as first:
                    await first.text()
                await asyncio.sleep(0.6)  # as a client waiting out a retry-after
                async with session.get(f"http://127.0.0.1:{port}/") as second:
                    return await second.text()

            assert await bounded(two_requests_with_a_wait_between(), timeout=0.4) == "ok"
            assert len(attempts) == 2
    finally:
        await runner.cleanup()
