"""Tests of the fake Discord's gateway sharding, through raw websockets and discord.py's AutoShardedClient.

Owns the proof that the fake shards as Discord documents it (gateway "Sharding", IDENTIFY's ``shard``,
close codes 4010 Invalid shard and 4011 Sharding required): a bad ``shard`` is refused, a session gets only
its shard's guilds in READY and GUILD_CREATE, events of a guild reach only the session(s) whose shard is
``(guild_id >> 22) % num_shards``, events without a guild (DMs) only shard 0, and GET /gateway/bot answers
with a recommended shard count and the session start limit. The bot here is a tiny client defined in this
file, not the project's bot.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

import aiohttp
import discord
import pytest
from discord import app_commands

from support.fakediscord import Channel, FakeDiscord, Guild, User
from support.fakediscord.gateway import Session
from support.harness import eventually
from support.strictfake import strict_fake

pytestmark = [
    pytest.mark.timeout(60),
    pytest.mark.filterwarnings("error::ResourceWarning"),
    pytest.mark.filterwarnings("error::pytest.PytestUnraisableExceptionWarning"),
]

IDENTIFY, HELLO, DISPATCH = 2, 10, 0


# ---------------------------------------------------------------------------- the sharded client


@app_commands.command(name="where", description="Say which shard answered")
async def where(interaction: discord.Interaction[Any]) -> None:
    client = interaction.client
    assert isinstance(client, ShardBot)
    shard_id = interaction.guild.shard_id if interaction.guild is not None else 0
    client.answered.append((interaction.id, shard_id))
    await interaction.response.send_message(f"{client.label} answered on shard {shard_id}")


class ShardBot(discord.AutoShardedClient):
    """An AutoShardedClient that answers ``/where`` and notes the interactions and messages it got."""

    def __init__(self, label: str, *, shard_ids: list[int] | None, shard_count: int | None) -> None:
        intents = discord.Intents.default()
        if shard_ids is None:  # discord.py's types want a list when the argument is given: every shard
            super().__init__(shard_count=shard_count, intents=intents, guild_ready_timeout=0.05)
        else:
            super().__init__(
                shard_ids=shard_ids, shard_count=shard_count, intents=intents, guild_ready_timeout=0.05
            )
        self.label = label
        self.tree = app_commands.CommandTree(self)
        self.answered: list[tuple[int, int]] = []  # (interaction id, shard id of its guild; 0 in a DM)
        self.messages: list[int] = []  # ids of the MESSAGE_CREATEs it received
        self.available: list[int] = []  # guilds whose GUILD_CREATE it processed

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        # discord.py waits 5 s before every IDENTIFY but the first (max_concurrency 1); not needed here.
        return None

    async def setup_hook(self) -> None:
        self.tree.add_command(where)
        await self.tree.sync()

    async def on_message(self, message: discord.Message) -> None:
        self.messages.append(message.id)

    async def on_guild_available(self, guild: discord.Guild) -> None:
        # The fake's GUILD_CREATE says ``"unavailable": false``, so discord.py calls even a new guild this.
        self.available.append(guild.id)


# ---------------------------------------------------------------------------- fixtures and helpers


@dataclass
class World:
    north: Guild  # on shard 0 of 2
    south: Guild  # on shard 1 of 2
    north_games: Channel
    south_games: Channel
    alice: User


@pytest.fixture
async def fake(caplog: pytest.LogCaptureFixture) -> AsyncIterator[FakeDiscord]:
    async with strict_fake(caplog) as started:
        yield started


@pytest.fixture
def world(fake: FakeDiscord) -> World:
    north = fake.add_guild("North", shard=(0, 2))
    south = fake.add_guild("South", shard=(1, 2))
    north_games = fake.add_text_channel(north, "games")
    south_games = fake.add_text_channel(south, "games")
    alice = fake.add_user("alice")
    return World(north, south, north_games, south_games, alice)


@dataclass
class Identified:
    """What a raw websocket client got after IDENTIFY: the close code, or the dispatches until it stopped."""

    close_code: int | None
    events: list[dict[str, Any]]

    def named(self, name: str) -> list[dict[str, Any]]:
        return [e["d"] for e in self.events if e["t"] == name]


async def identify(fake: FakeDiscord, shard: Any = None, *, guilds: int = 0) -> Identified:
    """Open a raw socket, IDENTIFY (with ``shard`` unless it is None), and read READY plus ``guilds``
    GUILD_CREATEs, or the close the fake answered with. The socket is closed with 1000 afterwards."""
    data: dict[str, Any] = {"token": fake.token, "intents": 513, "properties": {}}
    if shard is not None:
        data["shard"] = shard
    events: list[dict[str, Any]] = []
    async with (
        aiohttp.ClientSession() as http,
        http.ws_connect(fake.gateway_url + "?v=10&encoding=json") as ws,
    ):
        hello = await ws.receive_json(timeout=5)
        assert hello["op"] == HELLO
        await ws.send_json({"op": IDENTIFY, "d": data})
        while len(events) < 1 + guilds:
            message = await ws.receive(timeout=5)
            if message.type is not aiohttp.WSMsgType.TEXT:
                return Identified(ws.close_code, events)
            payload = json.loads(message.data)
            assert payload["op"] == DISPATCH
            events.append(payload)
        await ws.close()
        return Identified(None, events)


def sent_to(session: Session, event: str) -> list[dict[str, Any]]:
    """The payloads of ``event`` the fake dispatched to ``session``."""
    return [payload["d"] for _seq, payload in session.sent if payload["t"] == event]


def interactions_sent(fake: FakeDiscord, shard_id: int, num_shards: int) -> list[int]:
    return [
        int(d["id"])
        for session in fake.shard_sessions(shard_id, num_shards)
        for d in sent_to(session, "INTERACTION_CREATE")
    ]


async def bot_gateway(fake: FakeDiscord, path: str = "/gateway/bot") -> tuple[int, Any]:
    headers = {"Authorization": f"Bot {fake.token}"}
    async with aiohttp.ClientSession() as http, http.get(fake.api_base + path, headers=headers) as response:
        return response.status, await response.json()


# ---------------------------------------------------------------------------- IDENTIFY's shard


@pytest.mark.parametrize(
    "shard",
    [[2, 2], [5, 2], [0, 0], [-1, 2], [1], [0, 1, 2], "0,2", {"shard_id": 0}, [0, "2"], [True, 2], [0.0, 2]],
    ids=repr,
)
async def test_a_bad_shard_is_closed_with_4010(fake: FakeDiscord, world: World, shard: Any) -> None:
    got = await identify(fake, shard)
    assert got.close_code == 4010
    assert got.events == []
    assert fake.gateway.refusals == [(4010, "Invalid shard.")]
    assert fake.gateway.sessions == [] and fake.gateway.identify_count == 0


async def test_a_shard_with_too_many_guilds_is_closed_with_4011(fake: FakeDiscord, world: World) -> None:
    fake.max_guilds_per_shard = 1
    fake.add_guild("North 2", shard=(0, 2))
    # Unsharded, the one session would hold all three guilds; shard 0 of 2 would hold two.
    assert (await identify(fake)).close_code == 4011
    assert (await identify(fake, [0, 2])).close_code == 4011
    # Shard 1 holds only South, within the limit.
    assert (await identify(fake, [1, 2], guilds=1)).close_code is None
    assert fake.gateway.refusals == [(4011, "Sharding required."), (4011, "Sharding required.")]
    assert [s.shard for s in fake.gateway.sessions] == [(1, 2)]
    fake.max_guilds_per_shard = None
    assert (await identify(fake, guilds=3)).close_code is None


async def test_ready_and_guild_create_carry_only_the_shards_guilds(fake: FakeDiscord, world: World) -> None:
    unsharded = await identify(fake, guilds=2)
    ready = unsharded.named("READY")[0]
    assert "shard" not in ready
    assert {g["id"] for g in ready["guilds"]} == {str(world.north.id), str(world.south.id)}

    for shard_id, guild in ((0, world.north), (1, world.south)):
        got = await identify(fake, [shard_id, 2], guilds=1)
        assert got.close_code is None
        ready = got.named("READY")[0]
        assert ready["shard"] == [shard_id, 2]
        assert [g["id"] for g in ready["guilds"]] == [str(guild.id)]
        assert [g["id"] for g in got.named("GUILD_CREATE")] == [str(guild.id)]
        assert got.events[-1]["t"] == "GUILD_CREATE"  # nothing else for this shard

    # [0, 1] is valid and names the default explicitly: every guild, and READY echoes the shard.
    explicit = await identify(fake, [0, 1], guilds=2)
    assert explicit.named("READY")[0]["shard"] == [0, 1]
    assert [s.shard for s in fake.gateway.sessions] == [(0, 1), (0, 2), (1, 2), (0, 1)]
    assert [s.sharded for s in fake.gateway.sessions] == [False, True, True, True]
    assert [len(fake.shard_sessions(0)), len(fake.shard_sessions(1, 2))] == [3, 1]


def test_add_guild_on_a_shard_makes_valid_increasing_snowflakes(fake: FakeDiscord) -> None:
    before = fake.snowflake()
    guilds = [fake.add_guild(f"g{i}", shard=(i % 5, 5)) for i in range(20)]
    ids = [g.id for g in guilds]
    assert ids == sorted(ids) and len(set(ids)) == 20 and ids[0] > before
    assert [fake.shard_of(g, 5) for g in guilds] == [i % 5 for i in range(20)]
    assert [(g.id >> 22) % 5 for g in guilds] == [i % 5 for i in range(20)]
    # Still real-looking: a creation time within a second of now, and later snowflakes stay above.
    created = discord.utils.snowflake_time(ids[-1])
    assert abs((created - discord.utils.utcnow()).total_seconds()) < 1
    assert fake.snowflake() > ids[-1]
    with pytest.raises(ValueError):
        fake.add_guild("nowhere", shard=(2, 2))


# ---------------------------------------------------------------------------- discord.py shards


async def test_two_shard_processes_each_get_only_their_guilds_and_events(
    fake: FakeDiscord, world: World
) -> None:
    first = ShardBot("first", shard_ids=[0], shard_count=2)
    second = ShardBot("second", shard_ids=[1], shard_count=2)
    async with fake.running(first), fake.running(second):
        assert [s.shard for s in fake.gateway.live_sessions] == [(0, 2), (1, 2)]
        assert {g.id for g in first.guilds} == {world.north.id}
        assert {g.id for g in second.guilds} == {world.south.id}
        (shard0,) = fake.shard_sessions(0, 2)
        (shard1,) = fake.shard_sessions(1, 2)
        assert sent_to(shard0, "READY")[0]["shard"] == [0, 2]
        assert [g["id"] for g in sent_to(shard1, "GUILD_CREATE")] == [str(world.south.id)]

        # An interaction in a shard-1 guild reaches only the shard-1 process, and the reverse.
        south = await fake.slash(world.alice, world.south_games, "where")
        assert south.response is not None and south.response.content == "second answered on shard 1"
        north = await fake.slash(world.alice, world.north_games, "where")
        assert north.response is not None and north.response.content == "first answered on shard 0"
        # An interaction in a DM has no guild: only shard 0 gets it.
        dm = await fake.slash(world.alice, fake.dm_channel(world.alice), "where")
        assert dm.response is not None and dm.response.content == "first answered on shard 0"
        assert first.answered == [(north.id, 0), (dm.id, 0)]
        assert second.answered == [(south.id, 1)]
        assert interactions_sent(fake, 0, 2) == [north.id, dm.id]
        assert interactions_sent(fake, 1, 2) == [south.id]

        # Messages and guilds created while connected are routed the same way.
        said = await fake.say(world.alice, world.south_games, "hello south")
        await eventually(lambda: said.id in second.messages, "shard 1 to get the message")
        late = fake.add_guild("Late South", shard=(1, 2))
        await eventually(lambda: late.id in second.available, "shard 1 to get the new guild")
        assert second.get_guild(late.id) is not None
        # Then a message and a guild of shard 0's own: once the first process has them, anything sent to it
        # before them (a wrongly routed copy) has arrived too, as one session's events come in order.
        marker = await fake.say(world.alice, world.north_games, "hello north")
        late_north = fake.add_guild("Late North", shard=(0, 2))
        await eventually(lambda: marker.id in first.messages, "shard 0 to get its own message")
        await eventually(lambda: late_north.id in first.available, "shard 0 to get its own new guild")
        assert said.id not in first.messages and first.get_guild(late.id) is None
        assert late.id not in first.available and world.south.id not in first.available
        assert marker.id not in second.messages and late_north.id not in second.available
        created0 = [g["id"] for g in sent_to(shard0, "GUILD_CREATE")]
        assert created0 == [str(world.north.id), str(late_north.id)]
        # The replies' MESSAGE_CREATEs followed their channels too: North's and the DM's to shard 0.
        replies0 = [north.response.id, dm.response.id]
        assert [int(m["id"]) for m in sent_to(shard0, "MESSAGE_CREATE")] == [*replies0, marker.id]
        assert [int(m["id"]) for m in sent_to(shard1, "MESSAGE_CREATE")] == [south.response.id, said.id]


async def test_one_client_running_both_shards(fake: FakeDiscord, world: World) -> None:
    bot = ShardBot("both", shard_ids=None, shard_count=2)
    async with fake.running(bot):
        await fake.wait_until_connected(sessions=2)
        assert sorted(s.shard for s in fake.gateway.live_sessions) == [(0, 2), (1, 2)]
        assert fake.gateway.identify_count == 2
        assert {g.id for g in bot.guilds} == {world.north.id, world.south.id}
        assert bot.get_guild(world.south.id).shard_id == 1  # type: ignore[union-attr]
        south = await fake.slash(world.alice, world.south_games, "where")
        north = await fake.slash(world.alice, world.north_games, "where")
        dm = await fake.slash(world.alice, fake.dm_channel(world.alice), "where")
        assert bot.answered == [(south.id, 1), (north.id, 0), (dm.id, 0)]
        # Each interaction went down exactly one of the two sockets: its guild's shard (DMs: shard 0).
        assert interactions_sent(fake, 0, 2) == [north.id, dm.id]
        assert interactions_sent(fake, 1, 2) == [south.id]


async def test_discord_py_launches_the_recommended_shard_count(fake: FakeDiscord, world: World) -> None:
    fake.recommended_shards = 2
    bot = ShardBot("auto", shard_ids=None, shard_count=None)
    async with fake.running(bot):
        assert bot.shard_count == 2
        assert sorted(s.shard for s in fake.gateway.live_sessions) == [(0, 2), (1, 2)]
        assert fake.requests_for("/gateway/bot", method="GET")
        record = await fake.slash(world.alice, world.south_games, "where")
        assert record.response is not None and record.response.content == "auto answered on shard 1"


# ---------------------------------------------------------------------------- GET /gateway/bot


async def test_gateway_bot_recommends_shards_and_counts_session_starts(fake: FakeDiscord) -> None:
    status, data = await bot_gateway(fake)
    assert status == 200
    assert data == {
        "url": fake.gateway_url.rstrip("/"),
        "shards": 1,
        "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1},
    }
    # GET /gateway has only the URL.
    assert await bot_gateway(fake, "/gateway") == (200, {"url": fake.gateway_url.rstrip("/")})

    await identify(fake)
    await identify(fake, [0, 2])
    await identify(fake, [3, 2])  # refused: not a session start
    limit = (await bot_gateway(fake))[1]["session_start_limit"]
    assert limit["total"] == 1000 and limit["remaining"] == 998 and limit["max_concurrency"] == 1
    assert 0 < limit["reset_after"] <= 24 * 60 * 60 * 1000

    # One shard per 1000 guilds, rounded up, unless the test sets the count.
    for i in range(1001):
        fake.add_guild(f"g{i}")
    assert (await bot_gateway(fake))[1]["shards"] == 2
    fake.recommended_shards = 5
    assert (await bot_gateway(fake))[1]["shards"] == 5
    assert all(not r.violations for r in fake.requests)
