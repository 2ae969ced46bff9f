"""Tests of the fake Discord itself, driven through the real discord.py client.

Owns the proof that tests/support/fakediscord/ behaves like Discord where our bot depends on it: login, command
sync, slash commands with options, replies with embeds, PNG attachments and buttons, edits on click,
selects, modals, deferrals and followups, DMs (and 50007 for closed DMs), permissions, gateway resume, a
client restart with a persistent DynamicItem, and that bad request bodies and unknown routes are caught;
and that the rules Discord enforces beyond the schema (README's table) refuse what Discord refuses, with
Discord's status and codes, and accept the cases at the limits, that discord.py rides out the
per-channel rate limit, and that ``before_request`` hooks run first and can drop a request. The bot here
is a tiny demo defined in this file, not the project's bot.
"""

from __future__ import annotations

import asyncio
import copy
import io
import json
import re
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import Any

import aiohttp
import discord
import pytest
from discord import app_commands
from discord.ext import commands
from discord.http import Route
from PIL import Image

from support.fakediscord import (
    Channel,
    FakeDiscord,
    Guild,
    HookResult,
    InteractionRecord,
    Perm,
    RequestRecord,
    Role,
    User,
)
from support.fakediscord.rules import MAX_COMMAND_SIZE, command_size, embed_size
from support.fakediscord.validation import load_spec
from support.strictfake import strict_fake

pytestmark = [
    pytest.mark.timeout(60),
    pytest.mark.filterwarnings("error::ResourceWarning"),
    pytest.mark.filterwarnings("error::pytest.PytestUnraisableExceptionWarning"),
]


# ---------------------------------------------------------------------------- the demo bot


def board_png(turn: int) -> discord.File:
    image = Image.new("RGB", (320, 200), (20 + turn * 10, 80, 160))
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")
    buffer.seek(0)
    return discord.File(buffer, filename="board.png")


class BumpButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"demo:bump:(?P<n>\d+)"):
    """Carries its state in the custom id, so it works on messages from before a restart."""

    def __init__(self, n: int) -> None:
        super().__init__(discord.ui.Button(label=f"Bump {n}", custom_id=f"demo:bump:{n}"))
        self.n = n

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> BumpButton:
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        interaction.client.bumps.append(interaction.user.id)
        await interaction.response.edit_message(content=f"Bumped to {self.n + 1}", view=game_view(self.n + 1))


class AskModal(discord.ui.Modal, title="A question"):
    answer: discord.ui.TextInput[AskModal] = discord.ui.TextInput(
        label="Your answer", custom_id="demo:answer"
    )

    async def on_submit(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.send_message(f"You said {self.answer.value}")


class AskButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"demo:ask"):
    def __init__(self) -> None:
        super().__init__(discord.ui.Button(label="Ask", custom_id="demo:ask"))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> AskButton:
        return cls()

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.send_modal(AskModal())


class PickSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"demo:pick"):
    def __init__(self) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id="demo:pick",
                options=[discord.SelectOption(label=f"Fish {i}", value=f"fish{i}") for i in range(3)],
                max_values=2,
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> PickSelect:
        return cls()

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        values = interaction.data.get("values", []) if interaction.data else []
        assert isinstance(values, list)
        await interaction.response.send_message(f"Picked {', '.join(values)}", ephemeral=True)


class SlowButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"demo:slow"):
    """Acknowledges with a deferred update (type 6), then edits the message through @original."""

    def __init__(self) -> None:
        super().__init__(discord.ui.Button(label="Slow", custom_id="demo:slow"))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> SlowButton:
        return cls()

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.defer()
        await interaction.edit_original_response(content="Slowly edited", attachments=[board_png(5)])


def game_view(n: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(BumpButton(n))
    view.add_item(SlowButton())
    view.add_item(AskButton())
    view.add_item(PickSelect())
    return view


game = app_commands.Group(name="game", description="Demo game commands")


@game.command(name="new", description="Open a game")
@app_commands.choices(
    game=[
        app_commands.Choice(name="Gentoo", value="gentoo"),
        app_commands.Choice(name="Slither", value="slither"),
    ]
)
async def game_new(
    interaction: discord.Interaction[Any], game: app_commands.Choice[str], seats: int = 3
) -> None:
    embed = discord.Embed(title=f"New {game.name} game", description=f"{seats} seats")
    embed.set_image(url="attachment://board.png")
    await interaction.response.send_message(embed=embed, file=board_png(0), view=game_view(0))


@game.command(name="dm", description="Whisper to someone")
async def game_dm(interaction: discord.Interaction[Any], target: discord.User) -> None:
    try:
        await target.send("A secret for you")
    except discord.Forbidden as exc:
        interaction.client.dm_errors.append(exc.code)
        await interaction.response.send_message(
            f"Could not DM {target.name} (code {exc.code})", ephemeral=True
        )
    else:
        await interaction.response.send_message("Sent", ephemeral=True)


@game.command(name="think", description="Defer, then answer")
async def game_think(interaction: discord.Interaction[Any]) -> None:
    await interaction.response.defer(ephemeral=True, thinking=True)
    await asyncio.sleep(0)
    await interaction.followup.send("Thought about it")
    await interaction.followup.send("And one more thing", ephemeral=True)


@game.command(name="join", description="Join a table")
async def game_join(interaction: discord.Interaction[Any], table: str) -> None:
    await interaction.response.send_message(f"Joined {table}", ephemeral=True)


@game_join.autocomplete("table")
async def _tables(interaction: discord.Interaction[Any], current: str) -> list[app_commands.Choice[str]]:
    tables = ["north", "south", "nowhere"]
    return [app_commands.Choice(name=t.title(), value=t) for t in tables if t.startswith(current)]


@game.command(name="post", description="Post in this channel without the interaction")
async def game_post(interaction: discord.Interaction[Any]) -> None:
    assert isinstance(interaction.channel, discord.abc.Messageable)
    try:
        await interaction.channel.send("Posted by hand")
    except discord.Forbidden as exc:
        await interaction.response.send_message(f"Cannot post here (code {exc.code})", ephemeral=True)
    else:
        await interaction.response.send_message("Posted", ephemeral=True)


@game.command(name="edits", description="Exercise the interaction webhook routes")
async def game_edits(interaction: discord.Interaction[Any]) -> None:
    await interaction.response.send_message("v1")
    original = await interaction.original_response()
    await interaction.edit_original_response(content=f"v2 of {original.id}")
    kept = await interaction.followup.send("f1", wait=True)
    await kept.edit(content="f2")
    fetched = await interaction.followup.fetch_message(kept.id)
    dropped = await interaction.followup.send("gone", wait=True)
    await dropped.delete()
    await interaction.followup.send(f"fetched {fetched.content}")


@app_commands.command(name="abandon", description="Moderators only")
@app_commands.default_permissions(manage_guild=True)
async def abandon(interaction: discord.Interaction[Any]) -> None:
    await interaction.response.send_message(f"manage_guild={interaction.permissions.manage_guild}")


class DemoBot(commands.Bot):
    def __init__(self, guild_id: int) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=discord.Intents.default(),
            guild_ready_timeout=0.05,
        )
        self.guild_id = guild_id
        self.bumps: list[int] = []
        self.dm_errors: list[int] = []

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        # discord.py waits 5 s before every IDENTIFY but the first (Discord's identify rate limit);
        # the fake has no such limit, and the test of a re-identify should not take 5 s.
        return None

    async def setup_hook(self) -> None:
        self.add_dynamic_items(BumpButton, SlowButton, AskButton, PickSelect)
        self.tree.add_command(game)
        self.tree.add_command(abandon)
        await self.tree.sync()
        ping: app_commands.Command[Any, [], None] = app_commands.Command(
            name="ping", description="Guild-only ping", callback=_ping
        )
        self.tree.add_command(ping, guild=discord.Object(self.guild_id))
        await self.tree.sync(guild=discord.Object(self.guild_id))


async def _ping(interaction: discord.Interaction[Any]) -> None:
    await interaction.response.send_message("pong")


# ---------------------------------------------------------------------------- fixtures


@dataclass
class World:
    guild: Guild
    channel: Channel
    thread: Channel
    mods: Role
    alice: User
    bob: User
    carol: User  # DMs closed
    dana: User  # Manage Server through the Mods role


@pytest.fixture
async def fake(caplog: pytest.LogCaptureFixture) -> AsyncIterator[FakeDiscord]:
    async with strict_fake(caplog) as started:
        yield started


@pytest.fixture
def world(fake: FakeDiscord) -> World:
    guild = fake.add_guild("Penguin Club")
    channel = fake.add_text_channel(guild, "games")
    mods = fake.add_role(guild, "Mods", permissions=Perm.MANAGE_GUILD)
    alice = fake.add_user("alice")
    bob = fake.add_user("bob")
    carol = fake.add_user("carol", dms_open=False)
    dana = fake.add_user("dana", roles=[mods])
    thread = fake.add_thread(channel, "table-2", owner=alice)
    return World(guild, channel, thread, mods, alice, bob, carol, dana)


@asynccontextmanager
async def running_bot(fake: FakeDiscord, world: World) -> AsyncIterator[DemoBot]:
    bot = DemoBot(world.guild.id)
    async with fake.running(bot):
        yield bot


@dataclass
class Answer:
    """The fake's answer to a raw request: status, parsed JSON (None for an empty body), headers."""

    status: int
    data: Any
    headers: dict[str, str]


async def request(
    fake: FakeDiscord,
    method: str,
    path: str,
    body: dict[str, Any] | list[dict[str, Any]] | None = None,
    *,
    files: dict[str, bytes] | None = None,
    authorized: bool = True,
) -> Answer:
    """Send ``body`` to ``path`` under the fake's ``/api/v10`` as the bot would, without discord.py in the
    way (it waits out a 429, and refuses some bodies itself); ``files`` sends a multipart with
    ``payload_json`` and one part per entry (``{"files[0]": b"..."}``)."""
    headers = {"Authorization": f"Bot {fake.token}"} if authorized else {}
    kwargs: dict[str, Any] = {"json": body}
    if files is not None:
        form = aiohttp.FormData(quote_fields=False)
        form.add_field("payload_json", json.dumps(body or {}), content_type="application/json")
        for name, content in files.items():
            form.add_field(
                name,
                io.BytesIO(content),
                filename=f"{name[6:-1]}.bin",
                content_type="application/octet-stream",
            )
        kwargs = {"data": form}
    async with aiohttp.ClientSession() as session:
        async with session.request(method, f"{fake.api_base}{path}", headers=headers, **kwargs) as response:
            raw = await response.read()
            return Answer(response.status, json.loads(raw) if raw else None, dict(response.headers))


async def post(
    fake: FakeDiscord, path: str, body: dict[str, Any], *, files: dict[str, bytes] | None = None
) -> Answer:
    return await request(fake, "POST", path, body, files=files)


async def orphan_click(fake: FakeDiscord, bot: DemoBot, world: World) -> InteractionRecord:
    """A click on a button no handler answers: the interaction is left for the test to answer by hand."""
    channel = bot.get_channel(world.channel.id)
    assert isinstance(channel, discord.TextChannel)
    view = discord.ui.View(timeout=None).add_item(discord.ui.Button(label="C", custom_id="orphan"))
    sent = await channel.send("no handler", view=view)
    view.stop()
    return await fake.click(world.alice, fake.message(sent.id), "orphan", wait=False)


# ---------------------------------------------------------------------------- tests


async def test_login_and_command_sync_are_validated(fake: FakeDiscord, world: World) -> None:
    async with running_bot(fake, world) as bot:
        assert bot.user is not None and bot.user.id == fake.bot.id
        assert bot.application_id == fake.application_id
        routes = [r.key for r in fake.requests]
        assert "GET /users/@me" in routes
        assert "GET /oauth2/applications/@me" in routes
        assert "PUT /applications/{application_id}/commands" in routes
        assert "PUT /applications/{application_id}/guilds/{guild_id}/commands" in routes
        command = fake.command("game", world.guild)
        new = next(o for o in command["body"]["options"] if o["name"] == "new")
        assert [c["value"] for c in new["options"][0]["choices"]] == ["gentoo", "slither"]
        assert fake.command("ping", world.guild)["guild_id"] == world.guild.id
        with pytest.raises(LookupError):
            fake.command("ping", None)
        # The bot's cache was filled from READY and GUILD_CREATE.
        cached = bot.get_guild(world.guild.id)
        assert cached is not None and cached.get_channel(world.channel.id) is not None
        assert cached.get_thread(world.thread.id) is not None
        assert all(not r.violations for r in fake.requests)
        # discord.py asked for a zlib stream, and understood the fake's compressed frames.
        assert fake.gateway.connect_queries[0] == {"v": "10", "encoding": "json", "compress": "zlib-stream"}


async def test_slash_reply_has_embed_png_and_buttons(fake: FakeDiscord, world: World) -> None:
    async with running_bot(fake, world):
        record = await fake.slash(world.alice, world.channel, "game", ["new"], {"game": "gentoo", "seats": 4})
        assert record.callback_type == 4
        assert record.response_time is not None and record.response_time >= 0
        message = record.response
        assert message is not None and not message.ephemeral and not message.in_dm
        assert message.embeds[0]["title"] == "New Gentoo game"
        assert message.embeds[0]["description"] == "4 seats"
        png = message.attachment("board.png")
        with Image.open(io.BytesIO(png.data)) as image:
            assert image.size == (320, 200)
        assert message.custom_ids() == ["demo:bump:0", "demo:slow", "demo:ask", "demo:pick"]
        assert fake.messages(world.channel) == [message]
        assert message.can_see(world.bob)
        # The callback went out as multipart, and its payload_json was validated like any JSON body.
        callback = fake.requests_for("/interactions/{interaction_id}/{interaction_token}/callback")[0]
        assert callback.files == [("files[0]", "board.png", png.size)] and callback.body["type"] == 4


async def test_options_are_checked_against_the_registered_command(fake: FakeDiscord, world: World) -> None:
    async with running_bot(fake, world):
        with pytest.raises(ValueError, match="must be one of"):
            await fake.slash(world.alice, world.channel, "game", ["new"], {"game": "chess"})
        with pytest.raises(ValueError, match="requires options"):
            await fake.slash(world.alice, world.channel, "game", ["new"], {})
        with pytest.raises(TypeError, match="integer"):
            await fake.slash(world.alice, world.channel, "game", ["new"], {"game": "gentoo", "seats": "3"})
        with pytest.raises(ValueError, match="no subcommand"):
            await fake.slash(world.alice, world.channel, "game", ["old"], {})
        assert fake.interactions == []


async def test_button_click_edits_the_message(fake: FakeDiscord, world: World) -> None:
    async with running_bot(fake, world) as bot:
        message = (
            await fake.slash(world.alice, world.channel, "game", ["new"], {"game": "slither"})
        ).response
        assert message is not None
        click = await fake.click(world.bob, message, "demo:bump:0")
        assert click.callback_type == 7 and click.response is message
        assert message.content == "Bumped to 1" and message.edit_count == 1
        assert message.custom_ids()[0] == "demo:bump:1"
        assert bot.bumps == [world.bob.id]
        # The old button is gone from the message, so a real client could not press it any more.
        with pytest.raises(LookupError):
            await fake.click(world.bob, message, "demo:bump:0")

        slow = await fake.click(world.alice, message, "demo:slow")
        assert slow.callback_type == 6 and slow.response is message
        await fake.wait_for(lambda: message.content == "Slowly edited", what="the deferred edit")
        # The edit replaced the attachments: discord.py sent the new file as multipart to @original.
        assert [a.filename for a in message.attachments] == ["board.png"]
        assert message.attachments[0].data != message.history[0].attachments[0].data


async def test_select_answers_ephemerally(fake: FakeDiscord, world: World) -> None:
    async with running_bot(fake, world):
        message = (await fake.slash(world.alice, world.thread, "game", ["new"], {"game": "gentoo"})).response
        assert message is not None and message.channel is world.thread
        record = await fake.select(world.bob, message, "demo:pick", ["fish0", "fish2"])
        reply = record.response
        assert reply is not None and reply.content == "Picked fish0, fish2"
        assert reply.ephemeral and reply.can_see(world.bob) and not reply.can_see(world.alice)
        assert reply not in fake.public_messages()
        with pytest.raises(ValueError, match="offers"):
            await fake.select(world.bob, message, "demo:pick", ["fish9"])


async def test_modal_round_trip(fake: FakeDiscord, world: World) -> None:
    async with running_bot(fake, world):
        message = (await fake.slash(world.alice, world.channel, "game", ["new"], {"game": "gentoo"})).response
        assert message is not None
        opened = await fake.click(world.alice, message, "demo:ask")
        assert (
            opened.callback_type == 9 and opened.modal is not None and opened.modal["title"] == "A question"
        )
        submitted = await fake.submit_modal(world.alice, opened, {"demo:answer": "forty-two"})
        assert submitted.response is not None and submitted.response.content == "You said forty-two"


async def test_dm_and_closed_dms(fake: FakeDiscord, world: World) -> None:
    async with running_bot(fake, world) as bot:
        sent = await fake.slash(world.alice, world.channel, "game", ["dm"], {"target": world.bob})
        assert sent.response is not None and sent.response.content == "Sent"
        dms = fake.dms(world.bob)
        assert [m.content for m in dms] == ["A secret for you"]
        assert dms[0].in_dm and dms[0].can_see(world.bob) and not dms[0].can_see(world.alice)

        refused = await fake.slash(world.alice, world.channel, "game", ["dm"], {"target": world.carol})
        assert bot.dm_errors == [50007]
        assert refused.response is not None and "code 50007" in refused.response.content
        assert fake.dms(world.carol) == []
        failed = [r for r in fake.requests if r.status == 403]
        assert len(failed) == 1 and failed[0].response == {
            "code": 50007,
            "message": "Cannot send messages to this user",
        }


async def test_defer_then_followups(fake: FakeDiscord, world: World) -> None:
    async with running_bot(fake, world):
        record = await fake.slash(world.bob, world.channel, "game", ["think"])
        assert record.callback_type == 5
        await fake.wait_for(lambda: len(record.messages) == 2, what="the followups")
        first, second = record.messages
        # The first followup fills the "thinking" message and keeps the defer's ephemerality.
        assert first is record.response and not first.loading and first.content == "Thought about it"
        assert first.ephemeral and second.ephemeral and second.content == "And one more thing"
        assert fake.visible_messages(world.alice, world.channel) == []


async def test_manage_server_permission(fake: FakeDiscord, world: World) -> None:
    async with running_bot(fake, world):
        with pytest.raises(PermissionError, match="hides /abandon"):
            await fake.slash(world.alice, world.channel, "abandon")
        record = await fake.slash(world.dana, world.channel, "abandon")
        assert record.response is not None and record.response.content == "manage_guild=True"
        guild_only = await fake.slash(world.bob, world.channel, "ping")
        assert guild_only.response is not None and guild_only.response.content == "pong"


async def test_gateway_resume_keeps_the_session(fake: FakeDiscord, world: World) -> None:
    async with running_bot(fake, world) as bot:
        await fake.request_reconnect()
        await fake.wait_for(lambda: fake.gateway.resume_count == 1, what="the client to resume")
        await fake.wait_until_connected()
        record = await fake.slash(world.alice, world.channel, "game", ["new"], {"game": "gentoo"})
        assert record.response is not None
        await fake.drop_connections()
        await fake.wait_for(
            lambda: fake.gateway.resume_count == 2 and fake.gateway.live_sessions, what="second resume"
        )
        assert fake.gateway.identify_count == 1

        # A session Discord invalidates cannot resume: the client identifies again and gets a new READY.
        ready_again = asyncio.create_task(bot.wait_for("ready", timeout=10))
        await fake.invalidate_sessions()
        await fake.wait_for(
            lambda: fake.gateway.identify_count == 2 and fake.gateway.live_sessions, what="a fresh identify"
        )
        await ready_again
        after = await fake.slash(world.bob, world.channel, "ping")
        assert after.response is not None and after.response.content == "pong"


async def test_restart_and_click_an_old_button(fake: FakeDiscord, world: World) -> None:
    async with running_bot(fake, world):
        message = (await fake.slash(world.alice, world.channel, "game", ["new"], {"game": "gentoo"})).response
        assert message is not None
    assert fake.gateway.live_sessions == []
    async with running_bot(fake, world) as second:
        assert fake.gateway.identify_count == 2
        record = await fake.click(world.bob, message, "demo:bump:0")
        assert record.callback_type == 7 and message.content == "Bumped to 1"
        assert second.bumps == [world.bob.id]


async def test_invalid_body_and_unknown_route_are_recorded(fake: FakeDiscord, world: World) -> None:
    async with running_bot(fake, world) as bot:
        route = Route("POST", "/channels/{channel_id}/messages", channel_id=world.channel.id)
        with pytest.raises(discord.HTTPException) as caught:
            await bot.http.request(route, json={"content": "hi", "embeds": [{"title": "x" * 300}]})
        assert caught.value.status == 400 and caught.value.code == 50035
        violations = fake.take_problems("request-violation")
        assert len(violations) == 1 and "embeds/0/title" in violations[0].details[0]

        with pytest.raises(discord.NotFound):
            await bot.http.request(Route("GET", "/no/such/route"))
        assert [p.kind for p in fake.take_problems()] == ["unknown-route"]
        assert fake.messages(world.channel) == []


def text_option(name: str, required: bool = False, **extra: Any) -> dict[str, Any]:
    return {"type": 3, "name": name, "description": "Some text", "required": required, **extra}


def command_at_size(size: int) -> dict[str, Any]:
    """A slash command of exactly ``size`` characters (names, descriptions, choice names and values)."""
    choices = [{"name": f"{i:02d}" + "n" * 98, "value": f"{i:02d}" + "v" * 98} for i in range(25)]
    options = [
        text_option("pick0", description="d" * 100, choices=choices),  # 5105 characters
        text_option("pick1", description="d" * 100, choices=choices[:13]),  # 2705
    ]
    command = {"name": "big", "type": 1, "description": "A big command", "options": options}
    room = size - command_size(command) - len("last") - len("x")  # what the last option may still add
    assert 2 <= room <= 200
    description, value = "e" * (room // 2), "y" * (room - room // 2)
    options.append(text_option("last", description=description, choices=[{"name": "x", "value": value}]))
    assert command_size(command) == size
    return command


async def test_commands_too_large_or_with_a_required_option_after_an_optional_one_are_refused(
    fake: FakeDiscord, world: World
) -> None:
    # Discord: "Slash commands can have a maximum of 8000 characters for combined name, description, and
    # value properties for each command, its options (including subcommands and groups), and choices";
    # with localizations, only the longest of each field counts. And "Required options must be listed
    # before optional options" (interactions/application-commands, Application Command Option Structure).
    path = f"/applications/{fake.application_id}/guilds/{world.guild.id}/commands"
    at_limit = command_at_size(MAX_COMMAND_SIZE)
    ordered: dict[str, Any] = {
        "name": "ordered",
        "type": 1,
        "description": "Required first",
        "options": [text_option("who", required=True), text_option("how")],
    }
    accepted = await request(fake, "PUT", path, [at_limit, ordered])
    assert accepted.status == 200 and [c["name"] for c in accepted.data] == ["big", "ordered"]
    assert fake.command("big", world.guild)["body"]["options"][2]["name"] == "last"

    too_large = command_at_size(MAX_COMMAND_SIZE + 1)
    refused = await request(fake, "PUT", path, [ordered, too_large])
    assert refused.status == 400 and refused.data["code"] == 50035
    assert refused.data["errors"] == {
        "1": {
            "_errors": [
                {"code": "APPLICATION_COMMAND_TOO_LARGE", "message": "Command exceeds maximum size (8000)"}
            ]
        }
    }
    # A localization longer than the default counts in its place.
    localized = command_at_size(MAX_COMMAND_SIZE)
    localized["description_localizations"] = {"fr": "Une grosse commande"}
    assert (await request(fake, "PUT", path, [localized])).status == 400

    misordered = {
        "name": "misordered",
        "type": 1,
        "description": "Optional first",
        "options": [
            {
                "type": 1,
                "name": "sub",
                "description": "A subcommand",
                "options": [
                    text_option("how"),
                    text_option("who", required=True),
                    text_option("why", required=True),
                ],
            }
        ],
    }
    refused = await request(fake, "PUT", path, [ordered, misordered])
    leaf = {
        "_errors": [
            {
                "code": "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
                "message": "Required options must be placed before non-required options",
            }
        ]
    }
    assert refused.status == 400
    assert refused.data["errors"] == {"1": {"options": {"0": {"options": {"1": leaf, "2": leaf}}}}}
    single = await post(fake, path, {**ordered, "options": list(reversed(ordered["options"]))})
    assert single.status == 400 and single.data["errors"] == {"options": {"1": leaf}}
    # A refused overwrite changes nothing: the commands of the accepted one are still there.
    assert sorted(name for name, _ in fake.commands[world.guild.id]) == ["big", "ordered"]
    assert len(fake.take_problems("request-violation")) == 4


async def test_duplicate_custom_ids_and_unanswered_interactions_are_caught(
    fake: FakeDiscord, world: World
) -> None:
    async with running_bot(fake, world) as bot:
        view = discord.ui.View(timeout=None)
        view.add_item(discord.ui.Button(label="A", custom_id="same"))
        view.add_item(discord.ui.Button(label="B", custom_id="same"))
        channel = bot.get_channel(world.channel.id)
        assert isinstance(channel, discord.TextChannel)
        with pytest.raises(discord.HTTPException):
            await channel.send("two of a kind", view=view)
        violations = fake.take_problems("request-violation")
        assert len(violations) == 1
        assert violations[0].details == [
            "components/0/components/1/custom_id: COMPONENT_CUSTOM_ID_DUPLICATED "
            "Component custom id cannot be duplicated"
        ]

        record = await orphan_click(fake, bot, world)
        # A later interaction the bot answers: the click reached the bot before it (one session's events
        # come in order), so the bot had the click in hand for as long as it took to answer the ping.
        marker = await fake.slash(world.bob, world.channel, "ping")
        assert marker.response is not None and marker.response.content == "pong"
        assert fake.take_unanswered() == [record]


async def test_interaction_answered_twice_gets_40060(fake: FakeDiscord, world: World) -> None:
    async with running_bot(fake, world) as bot:
        record = await orphan_click(fake, bot, world)
        first = await post(fake, f"/interactions/{record.id}/{record.token}/callback", {"type": 6})
        assert first.status == 204 and first.headers.get("Content-Type") is None
        assert fake.problems == []
        second = await post(fake, f"/interactions/{record.id}/{record.token}/callback", {"type": 6})
        assert second.status == 400 and second.data["code"] == 40060
        assert second.headers["Content-Type"] == "application/json"
        assert record.callback_type == 6
        [problem] = fake.take_problems("request-violation")
        assert "a second callback" in problem.details[0]


async def test_an_update_answer_to_a_message_deleted_meanwhile_gets_10008(
    fake: FakeDiscord, world: World
) -> None:
    """An update-message answer (types 6 and 7) is for the message the clicked component is on: once that
    message is gone, Discord answers Unknown Message, and the interaction stays unanswered."""
    async with running_bot(fake, world) as bot:
        record = await orphan_click(fake, bot, world)
        assert record.source_message is not None
        await fake.delete_message(record.source_message)
        refused = await post(
            fake, f"/interactions/{record.id}/{record.token}/callback", {"type": 7, "data": {"content": "x"}}
        )
        assert refused.status == 404 and refused.data["code"] == 10008
        assert not record.answered
        fake.take_problems()
        fake.take_unanswered()


async def test_interaction_answered_after_the_deadline_gets_10062(fake: FakeDiscord, world: World) -> None:
    # On by default, at Discord's 3 seconds; shortened here so the test does not sleep 3 s.
    assert fake.interaction_deadline == 3.0
    async with running_bot(fake, world) as bot:
        in_time = await orphan_click(fake, bot, world)
        answered = await post(fake, f"/interactions/{in_time.id}/{in_time.token}/callback", {"type": 6})
        assert answered.status == 204 and in_time.answered  # in time: well under the default 3 s

        fake.interaction_deadline = 0.1
        late = await fake.click(world.alice, in_time.source_message, "orphan", wait=False)  # type: ignore[arg-type]
        await asyncio.sleep(0.15)
        refused = await post(fake, f"/interactions/{late.id}/{late.token}/callback", {"type": 6})
        assert refused.status == 404 and refused.data == {"code": 10062, "message": "Unknown interaction"}
        [problem] = fake.take_problems("request-violation")
        assert "over 0.1 s" in problem.details[0]
        assert fake.take_unanswered() == [late]
        # A test that wants no deadline at all can still say so.
        assert FakeDiscord(interaction_deadline=None).interaction_deadline is None


async def test_an_interaction_token_is_refused_after_15_minutes(fake: FakeDiscord, world: World) -> None:
    # Discord's 15 minutes by default; shortened here so the test does not wait for them.
    assert fake.interaction_token_lifetime == 900.0
    async with running_bot(fake, world) as bot:
        click = await orphan_click(fake, bot, world)
        deferred = await post(
            fake, f"/interactions/{click.id}/{click.token}/callback", {"type": 5, "data": {"flags": 64}}
        )
        assert deferred.status == 204
        edited = await request(
            fake,
            "PATCH",
            f"/webhooks/{fake.application_id}/{click.token}/messages/@original",
            {"content": "in time"},
        )
        assert edited.status == 200 and click.response is not None and click.response.content == "in time"
        fake.interaction_token_lifetime = 0.1
        await asyncio.sleep(0.15)
        late = await request(
            fake,
            "PATCH",
            f"/webhooks/{fake.application_id}/{click.token}/messages/@original",
            {"content": "late"},
        )
        assert late.status == 401 and late.data == {"code": 50027, "message": "Invalid Webhook Token"}
        followup = await post(fake, f"/webhooks/{fake.application_id}/{click.token}", {"content": "late too"})
        assert followup.status == 401
        problems = fake.take_problems("request-violation")
        assert len(problems) == 2 and "over 0.1 s" in problems[0].details[0]
        assert click.response.content == "in time" and not click.followups


async def test_messages_edits_pins_and_history_through_the_channel_api(
    fake: FakeDiscord, world: World
) -> None:
    async with running_bot(fake, world) as bot:
        channel = bot.get_channel(world.channel.id)
        assert isinstance(channel, discord.TextChannel)
        first = await channel.send("one", file=board_png(1))
        png = await first.attachments[0].read()
        assert png == fake.message(first.id).attachment("board.png").data and png.startswith(b"\x89PNG")
        second = await channel.send("two")
        await first.edit(content="one, edited", attachments=[])
        await second.pin()
        history = [m.content async for m in channel.history(limit=10)]
        assert history == ["two", "one, edited"]
        stored = fake.message(first.id)
        assert stored.attachments == [] and stored.history[0].attachments[0].filename == "board.png"
        assert fake.message(second.id).pinned
        await second.delete()
        assert [m.content for m in fake.messages(world.channel)] == ["one, edited"]
        async with channel.typing():
            pass
        assert fake.typing and fake.typing[0][0] is world.channel


async def test_autocomplete(fake: FakeDiscord, world: World) -> None:
    async with running_bot(fake, world):
        record = await fake.autocomplete(
            world.alice, world.channel, "game", ["join"], {"table": "no"}, focused="table"
        )
        assert record.callback_type == 8
        assert record.autocomplete_choices == [
            {"name": "North", "value": "north"},
            {"name": "Nowhere", "value": "nowhere"},
        ]
        joined = await fake.slash(world.alice, world.channel, "game", ["join"], {"table": "north"})
        assert joined.response is not None and joined.response.content == "Joined north"


async def test_slash_in_a_dm(fake: FakeDiscord, world: World) -> None:
    async with running_bot(fake, world):
        dm = fake.dm_channel(world.alice)
        record = await fake.slash(world.alice, dm, "game", ["new"], {"game": "gentoo"})
        assert "member" not in record.payload and record.payload["user"]["id"] == str(world.alice.id)
        assert record.response is not None and record.response.in_dm
        assert fake.dms(world.alice) == [record.response]
        assert not record.response.can_see(world.bob)
        # Guild commands are not offered in DMs.
        with pytest.raises(LookupError):
            await fake.slash(world.alice, dm, "ping")


async def test_channel_permissions_apply_to_people_and_to_the_bot(fake: FakeDiscord, world: World) -> None:
    readonly = fake.add_text_channel(world.guild, "announcements")
    bot_role = next(r for r in world.guild.roles.values() if r.managed)
    fake.set_overwrite(readonly, bot_role, deny=Perm.SEND_MESSAGES)
    secret = fake.add_text_channel(world.guild, "mods-only")
    fake.set_overwrite(secret, world.guild.everyone, deny=Perm.VIEW_CHANNEL)
    fake.set_overwrite(secret, world.mods, allow=Perm.VIEW_CHANNEL)
    async with running_bot(fake, world):
        record = await fake.slash(world.alice, readonly, "game", ["post"])
        # The bot may not post there, but an interaction response needs no channel permission.
        assert record.response is not None and record.response.content == "Cannot post here (code 50013)"
        assert fake.messages(readonly) == [record.response]
        with pytest.raises(PermissionError, match="cannot see"):
            await fake.slash(world.alice, secret, "ping")
        in_secret = await fake.slash(world.dana, secret, "game", ["new"], {"game": "gentoo"})
        assert in_secret.response is not None
        assert in_secret.response.can_see(world.dana) and not in_secret.response.can_see(world.alice)


async def test_unimplemented_routes_and_injected_failures(fake: FakeDiscord, world: World) -> None:
    async with running_bot(fake, world) as bot:
        route = Route("POST", "/channels/{channel_id}/messages/bulk-delete", channel_id=world.channel.id)
        with pytest.raises(discord.NotFound):
            await bot.http.request(route, json={"messages": ["1", "2"]})
        assert [p.kind for p in fake.take_problems()] == ["unimplemented-route"]

        fake.fail_next(
            "POST", "/channels/{channel_id}/messages", status=403, code=50013, message="Missing Permissions"
        )
        channel = bot.get_channel(world.channel.id)
        assert isinstance(channel, discord.TextChannel)
        with pytest.raises(discord.Forbidden):
            await channel.send("first try")
        await channel.send("second try")
        assert [m.content for m in fake.messages(world.channel)] == ["second try"]


async def test_interaction_webhook_routes(fake: FakeDiscord, world: World) -> None:
    async with running_bot(fake, world):
        record = await fake.slash(world.alice, world.channel, "game", ["edits"])
        await fake.wait_for(lambda: len(record.followups) == 3, what="three followups")
        assert record.response is not None and record.response.content == f"v2 of {record.response.id}"
        assert [m.content for m in record.followups if not m.deleted] == ["f2", "fetched f2"]
        assert [m.content for m in fake.messages(world.channel)] == [
            record.response.content,
            "f2",
            "fetched f2",
        ]
        routes = {r.route for r in fake.requests}
        assert "/webhooks/{webhook_id}/{webhook_token}/messages/@original" in routes
        assert "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}" in routes


async def test_fetches_threads_and_pins_through_discord_py(fake: FakeDiscord, world: World) -> None:
    async with running_bot(fake, world) as bot:
        assert (await bot.fetch_user(world.bob.id)).name == "bob"
        fetched = await bot.fetch_channel(world.channel.id)
        assert isinstance(fetched, discord.TextChannel) and fetched.name == "games"
        guild = bot.get_guild(world.guild.id)
        assert guild is not None
        member = await guild.fetch_member(world.dana.id)
        assert [r.name for r in member.roles if not r.is_default()] == ["Mods"]
        assert {c.name for c in await guild.fetch_channels()} == {"games"}
        assert {r.name for r in await guild.fetch_roles()} >= {"@everyone", "Mods"}
        assert {c.name for c in await bot.tree.fetch_commands()} == {"game", "abandon"}

        channel = guild.get_channel(world.channel.id)
        assert isinstance(channel, discord.TextChannel)
        message = await channel.send("Game on")
        await message.pin()
        assert [m.id async for m in channel.pins()] == [message.id]
        thread = await message.create_thread(name="game-1")
        assert thread.id == message.id and fake.channels[thread.id].parent is world.channel
        await thread.send("inside the thread")
        side = await channel.create_thread(name="side", type=discord.ChannelType.public_thread)
        await side.add_user(discord.Object(world.bob.id))
        assert world.bob.id in fake.channels[side.id].thread_members
        assert [m.content for m in fake.messages(fake.channels[thread.id])] == ["inside the thread"]


async def test_a_thread_without_a_message_follows_discords_rules(fake: FakeDiscord, world: World) -> None:
    # Discord's "Start Thread without Message": name 1-100 characters, auto_archive_duration one of 60,
    # 1440, 4320, 10080 minutes, Create Public Threads on the channel, never in a thread or a DM.
    path = f"/channels/{world.channel.id}/threads"
    made = await post(fake, path, {"name": "x" * 100, "type": 11, "auto_archive_duration": 10080})
    assert made.status == 201 and made.data["parent_id"] == str(world.channel.id) and made.data["type"] == 11
    assert made.data["thread_metadata"]["auto_archive_duration"] == 10080
    thread = fake.channels[int(made.data["id"])]
    assert thread.parent is world.channel and thread.owner is fake.bot and thread.can_view(world.bob)
    assert (await post(fake, path, {"name": "d", "type": 11})).data["thread_metadata"][
        "auto_archive_duration"
    ] == 1440
    bad_bodies = (
        {"name": "", "type": 11},
        {"name": "x" * 101, "type": 11},
        {"name": "t", "auto_archive_duration": 120},
    )
    for bad in bad_bodies:
        refused = await post(fake, path, bad)
        assert (refused.status, refused.data["code"]) == (400, 50035), bad
    assert [p.kind for p in fake.take_problems()] == ["request-violation"] * 3
    for where in (world.thread, fake.dm_channel(world.alice)):
        nested = await post(fake, f"/channels/{where.id}/threads", {"name": "t", "type": 11})
        assert (nested.status, nested.data["code"]) == (400, 50024), where
    # Without Create Public Threads: 403; without Send Messages in Threads the thread takes no message.
    fake.set_overwrite(world.channel, fake.bot, deny=Perm.CREATE_PUBLIC_THREADS)
    denied = await post(fake, path, {"name": "t", "type": 11})
    assert (denied.status, denied.data["code"]) == (403, 50013)
    fake.set_overwrite(world.channel, fake.bot, deny=Perm.SEND_MESSAGES_IN_THREADS)
    assert (await post(fake, f"/channels/{thread.id}/messages", {"content": "hi"})).status == 403
    assert (await post(fake, f"/channels/{world.channel.id}/messages", {"content": "hi"})).status == 200
    assert len([c for c in fake.channels.values() if c.parent is world.channel]) == 3  # table-2 and two


async def test_an_interaction_in_a_thread_carries_the_thread_and_the_parents_permissions(
    fake: FakeDiscord, world: World
) -> None:
    fake.set_overwrite(world.channel, fake.bot, deny=Perm.CREATE_PUBLIC_THREADS)
    async with running_bot(fake, world):
        record = await fake.slash(world.alice, world.thread, "game", ["new"], {"game": "gentoo"})
        payload = record.payload
        assert payload["channel_id"] == payload["channel"]["id"] == str(world.thread.id)
        assert payload["channel"]["type"] == 11 and payload["channel"]["parent_id"] == str(world.channel.id)
        app = int(payload["app_permissions"])  # a thread takes its parent's overwrites
        assert app & Perm.SEND_MESSAGES_IN_THREADS and not app & Perm.CREATE_PUBLIC_THREADS
        in_channel = await fake.slash(world.alice, world.channel, "game", ["new"], {"game": "gentoo"})
        assert int(in_channel.payload["app_permissions"]) == app


# ---------------------------------------------------------------------------- the validator on its own


def test_numeric_snowflakes_pass_only_where_the_spec_has_snowflakes() -> None:
    spec = load_spec()
    matched = spec.match("POST", "/channels/1/messages")
    assert matched is not None
    op, params = matched
    assert params == {"channel_id": "1"}
    # discord.py sends a new attachment's id (its files[n] index) and mentioned user ids as numbers.
    good = {
        "content": "x",
        "attachments": [{"id": 0, "filename": "a.png"}],
        "allowed_mentions": {"users": [123]},
    }
    assert spec.validate_request(op, "application/json", good) == []
    bad_id = {"content": "x", "attachments": [{"id": -1, "filename": "a.png"}]}
    assert spec.validate_request(op, "application/json", bad_id) != []
    button = {"type": 2, "style": 1, "label": "Go", "custom_id": 7}
    problems = spec.validate_request(
        op, "application/json", {"components": [{"type": 1, "components": [button]}]}
    )
    assert problems == ["components/0/components/0/custom_id: 7 is not of type ['string', 'null']"]


BASE_BODIES = {
    ("POST", "/channels/1/messages"): {
        "content": "Your move, <@123>",
        "embeds": [
            {
                "title": "Gentoo Rules",
                "description": "Round 3",
                "color": 0x3A7BD5,
                "fields": [{"name": "Scores", "value": "12 : 9", "inline": True}],
                "image": {"url": "attachment://board.png"},
                "footer": {"text": "Step 4"},
            }
        ],
        "components": [
            {
                "type": 1,
                "components": [
                    {
                        "type": 2,
                        "style": 1,
                        "label": "Play",
                        "custom_id": "act:1:play",
                        "emoji": {"name": "🐧"},
                    },
                    {"type": 2, "style": 5, "label": "Rules", "url": "https://example.com/rules"},
                ],
            },
            {
                "type": 1,
                "components": [
                    {
                        "type": 3,
                        "custom_id": "pick:1",
                        "placeholder": "Choose a card",
                        "min_values": 1,
                        "max_values": 2,
                        "options": [{"label": "Fish", "value": "fish", "description": "+1"}],
                    }
                ],
            },
        ],
        "attachments": [{"id": 0, "filename": "board.png", "description": "The board"}],
        "allowed_mentions": {"parse": [], "users": [123]},
    },
    ("POST", "/interactions/1/token/callback"): {
        "type": 4,
        "data": {"content": "Not your turn.", "flags": 64, "embeds": [{"description": "Wait"}]},
    },
}
MUTATIONS: tuple[Any, ...] = (
    "delete",
    None,
    5,
    -1,
    1.0,
    1.5,
    True,
    "x" * 5000,
    "",
    [],
    {},
    "many",
    "extra key",
    "12",
)


def _paths(node: Any, here: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [here]
    children = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
    for key, child in children:
        found += _paths(child, (*here, key))
    return found


def _mutated(body: Any, path: tuple[Any, ...], change: Any) -> Any:
    body = copy.deepcopy(body)
    parent = body
    for key in path[:-1]:
        parent = parent[key]
    key = path[-1]
    if change == "delete":
        del parent[key]
    elif change == "many":
        parent[key] = [copy.deepcopy(parent[key])] * 60
    elif change == "extra key":
        target = parent[key] if isinstance(parent[key], dict) else parent
        if isinstance(target, dict):
            target["zz_unknown"] = 1
    else:
        parent[key] = change
    return body


@pytest.mark.parametrize(("method", "path"), list(BASE_BODIES))
def test_the_fast_validator_never_accepts_what_jsonschema_refuses(method: str, path: str) -> None:
    """Every part of a message and of an answer broken in every way (dropped, a value of another type, a
    text too long, a fraction, a negative snowflake...): jsonschema-rs says a body conforms only when
    jsonschema finds nothing wrong with it, so the fake's quick answer is never more lenient than its
    explained one."""
    spec = load_spec()
    base = BASE_BODIES[(method, path)]
    matched = spec.match(method, path)
    assert matched is not None
    pointer = spec.request_schema_pointer(matched[0], "application/json")
    assert pointer is not None
    assert spec.conforms_quickly(pointer, base)  # the fast path is taken at all
    quick_yes = refused = 0
    for where in _paths(base)[1:]:
        for change in MUTATIONS:
            body = _mutated(base, where, change)
            explained = spec.explain(pointer, body)
            quick = spec.conforms_quickly(pointer, body)
            assert not (quick and explained), (where, change, explained)
            quick_yes += quick
            refused += bool(explained)
    assert quick_yes and refused, (quick_yes, refused)  # both answers were met


def test_paths_match_the_most_specific_template() -> None:
    spec = load_spec()
    pins = spec.match("GET", "/channels/1/messages/pins")
    original = spec.match("PATCH", "/webhooks/1/token/messages/@original")
    assert pins is not None and pins[0].template == "/channels/{channel_id}/messages/pins"
    assert (
        original is not None
        and original[0].template == "/webhooks/{webhook_id}/{webhook_token}/messages/@original"
    )
    message = spec.match("GET", "/channels/1/messages/2")
    assert message is not None and message[0].template == "/channels/{channel_id}/messages/{message_id}"
    assert spec.match("POST", "/no/such/route") is None


async def test_multipart_payload_json_is_validated(fake: FakeDiscord, world: World) -> None:
    form = aiohttp.FormData(quote_fields=False)
    form.add_field("payload_json", '{"content": 5, "attachments": [{"id": 0, "filename": "a.txt"}]}')
    form.add_field("files[0]", b"hello", filename="a.txt", content_type="application/octet-stream")
    headers = {"Authorization": f"Bot {fake.token}"}
    async with aiohttp.ClientSession() as session:
        url = f"{fake.api_base}/channels/{world.channel.id}/messages"
        async with session.post(url, data=form, headers=headers) as response:
            assert response.status == 400 and (await response.json())["code"] == 50035
        async with session.post(url, json={"content": "no token"}) as response:
            assert response.status == 401
    problems = fake.take_problems()
    assert [p.kind for p in problems] == ["request-violation"]
    assert problems[0].details == ["content: 5 is not of type ['string', 'null']"]
    assert fake.messages(world.channel) == []


# ---------------------------------------------------------------------------- Discord's rules beyond the schema
#
# Each rule in tests/support/fakediscord/README.md ("Rules Discord enforces beyond the schema") has a refused case
# here, answered with Discord's status, code and error leaf, and an allowed case at the limit, so the fake
# cannot drift into refusing what Discord accepts.


def button(custom_id: str, **fields: Any) -> dict[str, Any]:
    return {"type": 2, "style": 1, "label": custom_id, "custom_id": custom_id, **fields}


def link(url: str = "https://example.com/rules", **fields: Any) -> dict[str, Any]:
    return {"type": 2, "style": 5, "label": "Rules", "url": url, **fields}


def row(*components: dict[str, Any]) -> dict[str, Any]:
    return {"type": 1, "components": list(components)}


def select(options: int | list[dict[str, Any]], custom_id: str = "pick", **fields: Any) -> dict[str, Any]:
    if isinstance(options, int):
        options = [{"label": f"Option {i}", "value": f"v{i}"} for i in range(options)]
    return {"type": 3, "custom_id": custom_id, "options": options, **fields}


def with_emoji(name: str) -> dict[str, Any]:
    return row(button("e", emoji={"name": name}))


def option_emoji(name: str) -> dict[str, Any]:
    return row(select([{"label": "Dice", "value": "dice", "emoji": {"name": name}}]))


def error_codes(errors: dict[str, Any], path: tuple[str | int, ...]) -> list[str]:
    """The codes under ``path`` in Discord's nested ``errors`` object."""
    node = errors
    for part in path:
        node = node.get(str(part), {})
    return [e["code"] for e in node.get("_errors", [])]


C = "components"
REFUSED: dict[str, tuple[dict[str, Any], tuple[str | int, ...], str]] = {
    # rule: body, where the error is, Discord's error code
    "content over 2000": ({"content": "x" * 2001}, ("content",), "BASE_TYPE_MAX_LENGTH"),
    "11 embeds": ({"embeds": [{"title": f"{i}"} for i in range(11)]}, ("embeds",), "BASE_TYPE_MAX_LENGTH"),
    "embeds over 6000 in total": (
        {"embeds": [{"title": "t", "description": "d" * 4000}, {"description": "d" * 2000}]},
        ("embeds",),
        "MAX_EMBED_SIZE_EXCEEDED",
    ),
    "6 action rows": ({C: [row(button(f"b{i}")) for i in range(6)]}, (C,), "BASE_TYPE_MAX_LENGTH"),
    "6 buttons in a row": (
        {C: [row(*(button(f"b{i}") for i in range(6)))]},
        (C, 0, C, 5),
        "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
    ),
    "users both parsed and listed in allowed_mentions": (
        {"content": "<@1>", "allowed_mentions": {"parse": ["users"], "users": ["1"]}},
        ("allowed_mentions",),
        "MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE",
    ),
    "a select and a button in a row": (
        {C: [row(select(3), button("b"))]},
        (C, 0, C, 1),
        "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
    ),
    "26 select options": ({C: [row(select(26))]}, (C, 0, C, 0, "options"), "BASE_TYPE_MAX_LENGTH"),
    "duplicate option values": (
        {C: [row(select([{"label": "A", "value": "same"}, {"label": "B", "value": "same"}]))]},
        (C, 0, C, 0, "options", 1),
        "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED",
    ),
    "min_values over max_values": (
        {C: [row(select(5, min_values=3, max_values=2))]},
        (C, 0, C, 0, "min_values"),
        "NUMBER_TYPE_MAX",
    ),
    "max_values over the options": (
        {C: [row(select(3, max_values=4))]},
        (C, 0, C, 0, "options"),
        "BASE_TYPE_MIN_LENGTH",
    ),
    "a link button with a custom id": (
        {C: [row(link(custom_id="go"))]},
        (C, 0, C, 0, "custom_id"),
        "BUTTON_COMPONENT_CUSTOM_ID_URL_MUTUALLY_EXCLUSIVE",
    ),
    "a link button without a url": (
        {C: [row({"type": 2, "style": 5, "label": "Rules"})]},
        (C, 0, C, 0, "url"),
        "BASE_TYPE_REQUIRED",
    ),
    "a button without a custom id": (
        {C: [row({"type": 2, "style": 1, "label": "Go"})]},
        (C, 0, C, 0, "custom_id"),
        "BUTTON_COMPONENT_CUSTOM_ID_REQUIRED",
    ),
    "a button with a url": (
        {C: [row(button("go", url="https://example.com"))]},
        (C, 0, C, 0, "url"),
        "BUTTON_COMPONENT_CUSTOM_ID_URL_MUTUALLY_EXCLUSIVE",
    ),
    "a custom id used twice": (
        {C: [row(button("same")), row(select(2, custom_id="same"))]},
        (C, 1, C, 0, "custom_id"),
        "COMPONENT_CUSTOM_ID_DUPLICATED",
    ),
    # A playing-card back is a symbol, not an emoji; "❤" without U+FE0F is not fully qualified.
    "a card back as a button emoji": (
        {C: [with_emoji("🂠")]},
        (C, 0, C, 0, "emoji", "name"),
        "BUTTON_COMPONENT_INVALID_EMOJI",
    ),
    "an unqualified button emoji": (
        {C: [with_emoji("❤")]},
        (C, 0, C, 0, "emoji", "name"),
        "BUTTON_COMPONENT_INVALID_EMOJI",
    ),
    "two emoji in one": (
        {C: [with_emoji("🎲🎲")]},
        (C, 0, C, 0, "emoji", "name"),
        "BUTTON_COMPONENT_INVALID_EMOJI",
    ),
    "a word as a button emoji": (
        {C: [with_emoji("dice")]},
        (C, 0, C, 0, "emoji", "name"),
        "BUTTON_COMPONENT_INVALID_EMOJI",
    ),
    # Discord uses the button's code for select options too (discord/discord-api-docs#8071).
    "a shortcode as a select option emoji": (
        {C: [option_emoji(":game_die:")]},
        (C, 0, C, 0, "options", 0, "emoji", "name"),
        "BUTTON_COMPONENT_INVALID_EMOJI",
    ),
}

ALLOWED: dict[str, dict[str, Any]] = {
    "content of exactly 2000": {"content": "x" * 2000},
    "10 embeds of exactly 6000 in total": {
        # 100 + 400 + 50 + 50 characters in each of the 10
        "embeds": [
            {"title": "t" * 100, "description": "d" * 400, "fields": [{"name": "n" * 50, "value": "v" * 50}]}
            for _ in range(10)
        ]
    },
    "5 rows of 5 buttons": {C: [row(*(button(f"b{r}{i}") for i in range(5))) for r in range(5)]},
    "a select of 25 options, all required": {C: [row(select(25, min_values=25, max_values=25))]},
    "a select with min 0 and all options allowed": {C: [row(select(3, min_values=0, max_values=3))]},
    "link buttons beside custom-id buttons": {C: [row(link(), button("go"), link("https://example.com/2"))]},
    "fully-qualified and custom emoji": {
        C: [
            row(
                button("heart", emoji={"name": "❤️"}),
                button("thumb", emoji={"name": "👍🏽"}),
                button("flag", emoji={"name": "🏳️‍🌈"}),
                button("one", emoji={"name": "1️⃣"}),
                button("custom", emoji={"id": "41771983429993937", "name": "meeple"}),
            ),
            option_emoji("🎲"),
        ]
    },
}


def test_embed_sizes_in_the_allowed_case_add_up_to_6000() -> None:
    embeds = ALLOWED["10 embeds of exactly 6000 in total"]["embeds"]
    assert len(embeds) == 10 and sum(embed_size(e) for e in embeds) == 6000


@pytest.mark.parametrize(("body", "where", "code"), REFUSED.values(), ids=REFUSED.keys())
async def test_a_message_that_breaks_a_rule_is_refused_as_discord_would(
    fake: FakeDiscord, world: World, body: dict[str, Any], where: tuple[str | int, ...], code: str
) -> None:
    refused = await post(fake, f"/channels/{world.channel.id}/messages", body)
    assert refused.status == 400, refused.data
    assert refused.data["code"] == 50035 and refused.data["message"] == "Invalid Form Body"
    assert code in error_codes(refused.data["errors"], where), refused.data["errors"]
    assert [p.kind for p in fake.take_problems()] == ["request-violation"]
    assert fake.messages(world.channel) == []


@pytest.mark.parametrize("body", ALLOWED.values(), ids=ALLOWED.keys())
async def test_a_message_at_the_limits_is_accepted(
    fake: FakeDiscord, world: World, body: dict[str, Any]
) -> None:
    sent = await post(fake, f"/channels/{world.channel.id}/messages", body)
    assert sent.status == 200, sent.data
    [message] = fake.messages(world.channel)
    assert message.content == body.get("content", "") and message.components == body.get(C, [])


async def test_a_message_notifies_whom_its_allowed_mentions_let_it(fake: FakeDiscord, world: World) -> None:
    """Discord's allowed mentions (resources/message, "Allowed Mentions Object"): without them every user
    mentioned in the content is notified; ``users: [ids]`` notifies only those; ``parse: []`` nobody, and
    neither does ``SUPPRESS_NOTIFICATIONS``; an edit notifies no one; a DM notifies its recipient."""
    path = f"/channels/{world.channel.id}/messages"
    both = f"<@{world.alice.id}> <@{world.bob.id}>, your move."
    assert (await post(fake, path, {"content": both})).status == 200
    only_bob = {"content": both, "allowed_mentions": {"parse": [], "users": [str(world.bob.id)]}}
    assert (await post(fake, path, only_bob)).status == 200
    assert (await post(fake, path, {"content": both, "allowed_mentions": {"parse": []}})).status == 200
    assert (await post(fake, path, {"content": both, "flags": 1 << 12})).status == 200
    assert (await post(fake, path, {"content": both, "allowed_mentions": {"parse": ["users"]}})).status == 200
    first, second, third, fourth, fifth = fake.messages(world.channel)
    assert first.notified == [world.alice, world.bob] and fifth.notified == [world.alice, world.bob]
    assert second.notified == [world.bob] and third.notified == [] and fourth.notified == []
    edited = await request(fake, "PATCH", f"{path}/{third.id}", {"content": both})
    assert edited.status == 200 and fake.message(third.id).notified == []
    dm = fake.dm_channel(world.bob)
    assert (await post(fake, f"/channels/{dm.id}/messages", {"content": "psst"})).status == 200
    assert [m.content for m in fake.notifications(world.bob)] == [both, both, both, "psst"]
    assert [m.id for m in fake.notifications(world.alice)] == [first.id, fifth.id]


async def test_attachment_count_and_size(fake: FakeDiscord, world: World) -> None:
    path = f"/channels/{world.channel.id}/messages"
    ten = {f"files[{i}]": b"x" for i in range(10)}
    assert (await post(fake, path, {"content": "ten files"}, files=ten)).status == 200
    eleven = {f"files[{i}]": b"x" for i in range(11)}
    refused = await post(fake, path, {"content": "eleven files"}, files=eleven)
    assert refused.status == 400 and refused.data["code"] == 50035
    assert error_codes(refused.data["errors"], ("attachments",)) == ["BASE_TYPE_MAX_LENGTH"]
    assert [p.kind for p in fake.take_problems()] == ["request-violation"]

    limit = 10 * 1024 * 1024
    at_limit = await post(fake, path, {"content": "10 MiB"}, files={"files[0]": bytes(limit)})
    assert at_limit.status == 200
    too_big = await post(fake, path, {"content": "one byte more"}, files={"files[0]": bytes(limit + 1)})
    assert too_big.status == 413
    assert too_big.data == {"message": "Request entity too large", "code": 40005}
    assert [p.kind for p in fake.take_problems()] == ["request-violation"]
    sent = fake.messages(world.channel)
    assert [m.content for m in sent] == ["ten files", "10 MiB"]
    assert len(sent[0].attachments) == 10 and sent[1].attachments[0].size == limit


async def test_an_attachment_description_over_1024_characters_is_refused(
    fake: FakeDiscord, world: World
) -> None:
    """An attachment's ``description`` (its alt text) is "max 1024 characters" (Discord's attachment
    object; the spec's ``maxLength`` on ``MessageAttachmentRequest.description``): one more is refused as
    an invalid form body, on a new message, through discord.py's ``File(description=...)`` and on an
    interaction's edit; 1024 is kept as sent."""
    path = f"/channels/{world.channel.id}/messages"

    def body(length: int) -> dict[str, Any]:
        return {
            "content": "board",
            "attachments": [{"id": 0, "filename": "board.png", "description": "é" * length}],
        }

    refused = await post(fake, path, body(1025), files={"files[0]": b"png"})
    assert refused.status == 400 and refused.data["code"] == 50035
    assert error_codes(refused.data["errors"], ("attachments", 0, "description")) == ["BASE_TYPE_MAX_LENGTH"]
    assert [p.kind for p in fake.take_problems()] == ["request-violation"]
    assert fake.messages(world.channel) == []
    kept = await post(fake, path, body(1024), files={"files[0]": b"png"})
    assert kept.status == 200
    [message] = fake.messages(world.channel)
    assert message.attachment("board.png").description == "é" * 1024

    async with running_bot(fake, world) as bot:
        channel = bot.get_channel(world.channel.id)
        assert isinstance(channel, discord.TextChannel)
        with pytest.raises(discord.HTTPException) as raised:
            await channel.send(file=discord.File(io.BytesIO(b"png"), "board.png", description="x" * 1025))
        assert raised.value.status == 400 and raised.value.code == 50035
        assert [p.kind for p in fake.take_problems()] == ["request-violation"]
        sent = await channel.send(file=discord.File(io.BytesIO(b"png"), "board.png", description="alt"))
        assert fake.message(sent.id).attachment("board.png").description == "alt"

        record = await orphan_click(fake, bot, world)
        assert (
            await post(fake, f"/interactions/{record.id}/{record.token}/callback", {"type": 6})
        ).status == 204
        original = f"/webhooks/{fake.application_id}/{record.token}/messages/@original"
        edit = {"attachments": [{"id": 0, "filename": "board.png", "description": "x" * 1025}]}
        edited = await request(fake, "PATCH", original, edit, files={"files[0]": b"png"}, authorized=False)
        assert edited.status == 400 and edited.data["code"] == 50035
        assert error_codes(edited.data["errors"], ("attachments", 0, "description")) == [
            "BASE_TYPE_MAX_LENGTH"
        ]
        assert [p.kind for p in fake.take_problems()] == ["request-violation"]


async def test_a_link_button_url_over_512_characters_is_refused(fake: FakeDiscord, world: World) -> None:
    """A link button's ``url`` is "max 512 characters" (Discord's button structure; the spec's
    ``maxLength`` on ``ButtonComponentForMessageRequest.url``) and must be a web (or discord:) address:
    one character more, or another scheme, is refused as an invalid form body; 512 is kept as sent."""
    path = f"/channels/{world.channel.id}/messages"

    def body(url: str) -> dict[str, Any]:
        button = {"type": 2, "style": 5, "label": "Watch", "url": url}
        return {"content": "board", C: [{"type": 1, "components": [button]}]}

    at_limit = "https://example.org/" + "w" * (512 - len("https://example.org/"))
    for url, code in (
        (at_limit + "w", "BASE_TYPE_MAX_LENGTH"),
        ("javascript:alert(1)", "URL_TYPE_INVALID_SCHEME"),
    ):
        refused = await post(fake, path, body(url))
        assert refused.status == 400 and refused.data["code"] == 50035
        assert error_codes(refused.data["errors"], (C, 0, C, 0, "url")) == [code]
        assert [p.kind for p in fake.take_problems()] == ["request-violation"]
    assert fake.messages(world.channel) == []
    assert (await post(fake, path, body(at_limit))).status == 200
    [message] = fake.messages(world.channel)
    assert message.components[0]["components"][0]["url"] == at_limit

    async with running_bot(fake, world) as bot:
        channel = bot.get_channel(world.channel.id)
        assert isinstance(channel, discord.TextChannel)
        view = discord.ui.View()
        view.add_item(discord.ui.Button(style=discord.ButtonStyle.link, label="Watch", url=at_limit + "w"))
        with pytest.raises(discord.HTTPException) as raised:
            await channel.send("board", view=view)
        assert raised.value.status == 400 and raised.value.code == 50035
        assert [p.kind for p in fake.take_problems()] == ["request-violation"]


async def test_rules_apply_to_interaction_replies_and_webhook_edits(fake: FakeDiscord, world: World) -> None:
    async with running_bot(fake, world) as bot:
        record = await orphan_click(fake, bot, world)
        callback = f"/interactions/{record.id}/{record.token}/callback"
        long_reply = {"type": 4, "data": {"content": "x" * 2001}}
        refused = await post(fake, callback, long_reply)
        assert refused.status == 400 and refused.data["code"] == 50035
        assert error_codes(refused.data["errors"], ("data", "content")) == ["BASE_TYPE_MAX_LENGTH"]
        assert [p.kind for p in fake.take_problems()] == ["request-violation"]
        assert not record.answered  # a refused callback does not use up the interaction

        reply: dict[str, Any] = {"type": 4, "data": {"content": "x" * 2000, C: [with_emoji("🎲")]}}
        assert (await post(fake, callback, reply)).status == 204
        original = f"/webhooks/{fake.application_id}/{record.token}/messages/@original"
        edited = await request(fake, "PATCH", original, {C: [with_emoji("🂠")]}, authorized=False)
        assert edited.status == 400 and edited.data["code"] == 50035
        assert error_codes(edited.data["errors"], (C, 0, C, 0, "emoji", "name")) == [
            "BUTTON_COMPONENT_INVALID_EMOJI"
        ]
        assert [p.kind for p in fake.take_problems()] == ["request-violation"]
        assert record.response is not None and record.response.components == reply["data"][C]


# ---------------------------------------------------------------------------- rate limits


async def test_the_sixth_message_in_the_window_gets_429(fake: FakeDiscord, world: World) -> None:
    fake.rate_limit_window = 60.0  # long enough that the window cannot reset during the test
    path = f"/channels/{world.channel.id}/messages"
    answers = [await post(fake, path, {"content": f"m{i}"}) for i in range(6)]
    assert [a.status for a in answers] == [200] * 5 + [429]
    assert [a.headers["X-RateLimit-Remaining"] for a in answers[:5]] == ["4", "3", "2", "1", "0"]
    limited = answers[5]
    assert limited.data["message"] == "You are being rate limited."
    assert limited.data["global"] is False and 0 < limited.data["retry_after"] <= 60
    assert limited.headers["X-RateLimit-Scope"] == "user" and int(limited.headers["Retry-After"]) >= 1
    assert "Via" in limited.headers  # without it discord.py takes a 429 for a Cloudflare ban
    # The limit is per channel, and a 429 is no problem of the bot's: clients wait and retry.
    assert (await post(fake, f"/channels/{world.thread.id}/messages", {"content": "elsewhere"})).status == 200
    assert [m.content for m in fake.messages(world.channel)] == [f"m{i}" for i in range(5)]
    assert fake.rate_limited == [fake.requests[5]] and fake.problems == []


async def test_a_used_up_window_refuses_the_channels_next_message_until_it_ends(
    fake: FakeDiscord, world: World
) -> None:
    fake.rate_limit_window = 0.5
    path = f"/channels/{world.channel.id}/messages"
    fake.use_up_rate_limit(world.channel)  # as another process of the bot would have
    refused = await post(fake, path, {"content": "too soon"})
    assert refused.status == 429 and refused.headers["X-RateLimit-Remaining"] == "0"
    assert 0 < refused.data["retry_after"] <= 0.5
    assert (await post(fake, f"/channels/{world.thread.id}/messages", {"content": "elsewhere"})).status == 200
    await asyncio.sleep(0.5)
    assert (await post(fake, path, {"content": "in the next window"})).status == 200
    assert [m.content for m in fake.messages(world.channel)] == ["in the next window"]
    assert fake.rate_limited == [fake.requests[0]] and fake.problems == []


async def test_discord_py_waits_out_the_rate_limit_and_loses_nothing(fake: FakeDiscord, world: World) -> None:
    # A window long enough that the first send surely comes inside it, even on a busy machine.
    fake.rate_limit_window = 1.0
    async with running_bot(fake, world) as bot:
        channel = bot.get_channel(world.channel.id)
        assert isinstance(channel, discord.TextChannel)
        # Another process (the bot before a restart, say) used up the window: the first send gets a 429.
        for i in range(5):
            assert (
                await post(fake, f"/channels/{channel.id}/messages", {"content": f"before {i}"})
            ).status == 200
        fake.use_up_rate_limit(world.channel)  # the window starts again now, full
        for i in range(8):
            await channel.send(f"move {i}")
        contents = [m.content for m in fake.messages(world.channel)]
        assert contents == [f"before {i}" for i in range(5)] + [f"move {i}" for i in range(8)]
        assert len(fake.rate_limited) >= 1  # discord.py got a 429, waited and sent again
        sent = fake.requests_for("/channels/{channel_id}/messages", method="POST")
        assert sum(r.status == 200 for r in sent) == 13


# ---------------------------------------------------------------------------- request hooks


async def test_before_request_hooks_see_requests_first_and_can_drop_them(
    fake: FakeDiscord, world: World
) -> None:
    async with running_bot(fake, world) as bot:
        channel = bot.get_channel(world.channel.id)
        assert isinstance(channel, discord.TextChannel)
        seen: list[tuple[str, int]] = []

        def note(record: RequestRecord) -> None:
            # Runs before the fake stores anything, where a crash test would os.kill(pid, SIGKILL).
            seen.append((record.body["content"], len(fake.messages(world.channel))))

        async def drop(record: RequestRecord) -> HookResult:
            await asyncio.sleep(0)
            return HookResult.DROP

        noter = fake.before_request("POST /channels/{channel_id}/messages", note)
        dropper = fake.before_request(
            lambda r: r.key == "POST /channels/{channel_id}/messages" and r.body.get("content") == "lost",
            drop,
            times=1,
        )
        await channel.send("kept")
        with pytest.raises(aiohttp.ServerDisconnectedError):
            await channel.send("lost")
        await channel.send("after")
        noter.remove()
        await channel.send("unwatched")

        assert [m.content for m in fake.messages(world.channel)] == ["kept", "after", "unwatched"]
        assert seen == [("kept", 0), ("lost", 1), ("after", 1)]
        [dropped] = dropper.seen
        assert dropped.dropped and dropped.params == {"channel_id": str(world.channel.id)}
        assert dropped.status == 0 and dropped.response is None


async def test_a_request_whose_client_goes_away_mid_body_is_dropped_not_a_fake_error(
    fake: FakeDiscord, world: World
) -> None:
    """A bot process killed while it uploads a picture: Discord never acts on half a request, and the
    fake records it as dropped rather than failing the test as a crash of its own."""
    boundary = "half"
    head = (
        f"PATCH /api/v10/channels/{world.channel.id}/messages/1 HTTP/1.1\r\n"
        f"Host: 127.0.0.1:{fake.port}\r\nAuthorization: Bot token\r\n"
        f"Content-Type: multipart/form-data; boundary={boundary}\r\nContent-Length: 100000\r\n\r\n"
    )
    part = f'--{boundary}\r\nContent-Disposition: form-data; name="files[0]"; filename="board.png"\r\n\r\n'
    _, writer = await asyncio.open_connection("127.0.0.1", fake.port)
    writer.write(head.encode() + part.encode() + b"\x89PNG" * 100)  # a tenth of what it announced
    await writer.drain()
    await fake.wait_for(
        lambda: any(r.path.endswith("/messages/1") for r in fake.requests), 5.0, "the request"
    )
    writer.close()
    await writer.wait_closed()
    [record] = await fake.wait_for(
        lambda: [r for r in fake.requests if r.path.endswith("/messages/1") and r.dropped] or None,
        5.0,
        "the half request to be dropped",
    )
    assert record.status == 0 and record.response is None
    assert not fake.problems


async def test_a_repeated_nonce_with_enforce_nonce_returns_the_first_message(
    fake: FakeDiscord, world: World
) -> None:
    path = f"/channels/{world.channel.id}/messages"
    first = await post(fake, path, {"content": "board", "nonce": "abc.3", "enforce_nonce": True})
    again = await post(fake, path, {"content": "board again", "nonce": "abc.3", "enforce_nonce": True})
    assert first.status == again.status == 200 and again.data["id"] == first.data["id"]
    assert first.data["nonce"] == again.data["nonce"] == "abc.3"  # echoed in the answer, as Discord does
    assert [m.content for m in fake.messages(world.channel)] == ["board"]
    # Without enforce_nonce, or with another nonce, a new message is created.
    loose = await post(fake, path, {"content": "loose", "nonce": "abc.3"})
    other = await post(fake, path, {"content": "other", "nonce": "abc.4", "enforce_nonce": True})
    assert len({first.data["id"], loose.data["id"], other.data["id"]}) == 3
