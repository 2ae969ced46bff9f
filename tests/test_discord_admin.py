"""Who may use what, and commands Discord still shows in an older shape.

``/tabletop`` is for server managers: Discord reads ``default_member_permissions`` on top-level commands
only, so the synced payload must carry it on the group and nowhere else. A user's Discord client can hold
an older version of a command for up to an hour after a deploy (or a server may keep a removed
subcommand): whatever it sends, the bot answers with a short sentence and changes nothing.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import discord
import pytest

from support.fakediscord import FakeDiscord
from support.harness import World, ephemeral_text, older, open_game, option, running_bot

MANAGE_GUILD = str(discord.Permissions(manage_guild=True).value)
APOLOGY = "Sorry, something went wrong"


def subcommands(body: dict[str, Any]) -> list[dict[str, Any]]:
    return [o for o in body.get("options", []) if o.get("type") in (1, 2)]


async def test_tabletop_is_for_server_managers_and_game_for_everyone(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    async with running_bot(fake, tmp_path / "db.sqlite3"):
        tabletop = fake.command("tabletop", world.guild)["body"]
        game = fake.command("game", world.guild)["body"]
        assert str(tabletop["default_member_permissions"]) == MANAGE_GUILD  # discord.py sends an int
        assert tabletop.get("contexts") == [0] or tabletop.get("dm_permission") is False  # servers only
        assert game.get("default_member_permissions") is None
        for body in (tabletop, game):
            for sub in subcommands(body):
                # Discord ignores permissions on a subcommand: none may pretend to be guarded that way.
                assert "default_member_permissions" not in sub and "dm_permission" not in sub, sub

        with pytest.raises(PermissionError):
            await fake.slash(world.alice, world.channel, "tabletop", ["games"])
        allowed = await fake.slash(world.dana, world.channel, "tabletop", ["games"])  # Mods: Manage Server
        assert ephemeral_text(allowed) == "No games are open in this server."
        await open_game(fake, world, "gentoo", [])
        listed = await fake.slash(world.dana, world.channel, "tabletop", ["games"])
        assert "Gentoo Rules" in ephemeral_text(listed)
        dm = fake.dm_channel(world.dana)
        with pytest.raises(PermissionError):
            await fake.slash(world.dana, dm, "tabletop", ["games"])


async def test_an_older_command_shape_gets_a_sentence_and_changes_nothing(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    async with running_bot(fake, tmp_path / "db.sqlite3") as bot:
        lobby = await open_game(fake, world, "gentoo", [world.bob])
        start = next(c for c in lobby.custom_ids() if c.endswith(":start"))
        await fake.click(world.alice, fake.message(lobby.id), start)
        session = await bot.storage.sessions.active_in_channel(world.channel.id)
        assert session is not None
        before = await bot.services.games.load(session.id)

        # /game ai once took the seat as text; /game new once took any game name; /game kick was removed.
        def seat_as_text(body: dict[str, Any]) -> None:
            seat = option(body, ["ai", "seat"])
            seat["type"] = 3
            seat.pop("min_value", None)
            seat.pop("max_value", None)

        def any_game_name(body: dict[str, Any]) -> None:
            game = option(body, ["new", "game"])
            game.pop("choices", None)
            game["max_length"] = 6000

        def with_kick(body: dict[str, Any]) -> None:
            body["options"].append({"type": 1, "name": "kick", "description": "Remove a player"})

        for change in (seat_as_text, any_game_name, with_kick):
            older(fake, world, "game", change)
        attempts: list[tuple[list[str], dict[str, Any]]] = [
            (["ai"], {"seat": "x"}),
            (["ai"], {"seat": "0"}),
            (["ai"], {"seat": "99"}),
            (["ai"], {"seat": "2" * 4000}),
            (["new"], {"game": "g" * 4000}),
            (["new"], {"game": "chess"}),
            (["kick"], {}),
        ]
        for path, options in attempts:
            record = await fake.slash(world.alice, world.channel, "game", path, options)
            text = ephemeral_text(record)
            assert record.response is not None and record.response.ephemeral, (path, options)
            assert 0 < len(text) <= 300 and APOLOGY not in text, (path, options, text)
            assert "g" * 50 not in text and "2" * 50 not in text  # a long value is never echoed whole
        texts = [ephemeral_text(r) for r in fake.interactions[-len(attempts) :]]
        assert any("whole number" in t for t in texts), texts
        assert any("That command has changed" in t for t in texts), texts  # the removed /game kick

        # An older range: the seat was a number from 0 to 99.
        def wide_seat(body: dict[str, Any]) -> None:
            seat = option(body, ["ai", "seat"])
            seat.update(type=4, min_value=0, max_value=99)

        older(fake, world, "game", wide_seat)
        for seat in (0, 99):
            record = await fake.slash(world.alice, world.channel, "game", ["ai"], {"seat": seat})
            assert ephemeral_text(record) == "The option “seat” takes a number from 1 to 10."

        after = await bot.services.games.load(session.id)
        assert after.state == before.state and after.session.seats == before.session.seats


async def test_a_machine_without_right_to_left_layout_is_named_in_the_log_and_the_bot_plays_on(
    fake: FakeDiscord,
    world: World,
    tmp_path: Path,
    caplog: pytest.LogCaptureFixture,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Without FriBiDi, Pillow draws Hebrew and Arabic names letter by letter: the admin reads why and how
    to fix it when the bot starts, and games open as ever."""
    monkeypatch.setattr("bot.client.BIDI", False)
    async with running_bot(fake, tmp_path / "db.sqlite3"):
        warnings = [r.getMessage() for r in caplog.records if r.name == "bot" and "FriBiDi" in r.getMessage()]
        assert warnings and "apt-get install libfribidi0" in warnings[0]
        lobby = await open_game(fake, world, "gentoo", [world.bob])
        assert lobby.custom_ids()
