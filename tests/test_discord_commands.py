"""The slash commands and the lobby's refusals, through the fake Discord (see tests/support/harness.py).

One game per channel (threads count as channels), a busy channel pointing at its game, a full lobby,
status / rules / log / hand, handing an absent player's seat to an AI, abandoning (host or Manage
Server), and turn reminders.
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from bot.discordside.gate import RESTARTING
from bot.session.records import SessionStatus
from support.fakediscord import FakeDiscord, Perm
from support.harness import (
    World,
    ephemeral_text,
    latest_board,
    open_game,
    required_options,
    running_bot,
    slash_commands,
)


async def test_one_game_per_channel_and_threads_are_channels(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    async with running_bot(fake, tmp_path / "db.sqlite3"):
        lobby = await open_game(fake, world, "gentoo", [])
        again = await fake.slash(
            world.bob, world.channel, "game", ["new"], {"game": "grimprospects", "thread": False}
        )
        text = ephemeral_text(again)
        assert "already" in text.lower() and f"/{world.channel.id}/{lobby.id}" in text
        thread = fake.add_thread(world.channel, "side-table", owner=world.bob)
        in_thread = await fake.slash(world.bob, thread, "game", ["new"], {"game": "grimprospects"})
        assert in_thread.response is not None and "Grim Prospects: lobby" in in_thread.response.text()


async def test_a_full_lobby_refuses_a_joiner_and_changes_nothing(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    async with running_bot(fake, tmp_path / "db.sqlite3") as bot:
        lobby = await open_game(fake, world, "grimprospects", [world.bob, world.carol])  # at most 3
        join = next(c for c in lobby.custom_ids() if c.endswith(":join"))
        refused = await fake.click(world.dana, fake.message(lobby.id), join)
        assert "full" in ephemeral_text(refused)
        session = await bot.storage.sessions.active_in_channel(world.channel.id)
        assert session is not None and len(session.seats) == 3
        twice = await fake.click(world.bob, fake.message(lobby.id), join)
        assert "already joined" in ephemeral_text(twice)
        not_host = await fake.click(
            world.bob, fake.message(lobby.id), next(c for c in lobby.custom_ids() if c.endswith(":cancel"))
        )
        assert "Only the host" in ephemeral_text(not_host)


async def test_status_rules_log_hand_ai_and_abandon(fake: FakeDiscord, world: World, tmp_path: Path) -> None:
    async with running_bot(fake, tmp_path / "db.sqlite3") as bot:
        nothing = await fake.slash(world.alice, world.channel, "game", ["status"])
        assert "no game in this channel" in ephemeral_text(nothing)
        lobby = await open_game(fake, world, "gentoo", [world.bob])
        await fake.click(
            world.alice, fake.message(lobby.id), next(c for c in lobby.custom_ids() if c.endswith(":start"))
        )
        await fake.wait_for(lambda: latest_board(fake, world.channel))

        status = await fake.slash(world.carol, world.channel, "game", ["status"])
        assert status.response is not None and status.response.ephemeral and status.response.attachments
        assert "Gentoo Rules" in status.response.text()
        rules = await fake.slash(world.carol, world.channel, "game", ["rules"])
        assert "penguin" in ephemeral_text(rules).lower()
        log = await fake.slash(world.alice, world.channel, "game", ["log"])
        assert "goes first" in ephemeral_text(log)
        hand = await fake.slash(world.bob, world.channel, "game", ["hand"])
        assert "no hidden cards" in ephemeral_text(hand)
        outsider = await fake.slash(world.carol, world.channel, "game", ["hand"])
        assert "not playing" in ephemeral_text(outsider)

        # Only the host (or a server manager) hands a seat to an AI; then the AI plays it.
        session = await bot.storage.sessions.active_in_channel(world.channel.id)
        assert session is not None
        bob_seat = session.seats_of(world.bob.id)[0] + 1
        refused = await fake.slash(world.bob, world.channel, "game", ["ai"], {"seat": bob_seat})
        assert "Only the host" in ephemeral_text(refused) or "host" in ephemeral_text(refused).lower()
        handed = await fake.slash(world.alice, world.channel, "game", ["ai"], {"seat": bob_seat})
        assert handed.response is not None and "An AI now plays" in handed.response.text()
        game = await bot.services.games.load(session.id)
        assert game.session.seats[bob_seat - 1].is_ai

        # Abandon: not bob (no longer seated, not host), but a server manager may.
        no = await fake.slash(world.bob, world.channel, "game", ["abandon"])
        assert "host" in ephemeral_text(no).lower()
        yes = await fake.slash(world.dana, world.channel, "game", ["abandon"])
        assert yes.response is not None and "abandoned" in yes.response.text()
        assert await bot.storage.sessions.active_in_channel(world.channel.id) is None
        # The board loses its move buttons (after the answer, so wait for it).
        await fake.wait_for(
            lambda: not any(c.startswith("act:") for m in fake.public_messages() for c in m.custom_ids()),
            what="the board to lose its buttons",
        )


async def test_a_player_who_has_not_moved_is_reminded(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    # A game without a turn clock nudges once after a day (a clock's reminders: test_discord_clocks.py).
    async with running_bot(fake, tmp_path / "db.sqlite3") as bot:
        lobby = await open_game(fake, world, "gentoo", [world.bob], clock="none")
        await fake.click(
            world.alice, fake.message(lobby.id), next(c for c in lobby.custom_ids() if c.endswith(":start"))
        )
        await fake.wait_for(lambda: latest_board(fake, world.channel))
        assert await bot.wiring.timers.run_due(time.time()) == 0  # nothing due yet
        sent = await bot.wiring.timers.run_due(time.time() + 25 * 3600)
        assert sent == 1
        reminder = fake.messages(world.channel)[-1]
        assert "⏰" in reminder.content and "waiting for your move" in reminder.content
        assert await bot.wiring.timers.run_due(time.time() + 26 * 3600) == 0  # once, until the seat moves


async def test_malformed_lobby_choices_get_a_sentence_and_change_nothing(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    async with running_bot(fake, tmp_path / "db.sqlite3") as bot:
        lobby = await open_game(fake, world, "gentoo", [world.bob])
        option = next(c for c in lobby.custom_ids() if c.startswith("lobbyopt:"))
        seats = next(c for c in lobby.custom_ids() if c.startswith("lobbyseat:"))
        ai = next(c for c in lobby.custom_ids() if c.startswith("lobbyai:"))
        before = await bot.storage.sessions.active_in_channel(world.channel.id)
        forged = [
            (option, "penguins_to_win=7"),
            (option, "penguins_to_win={"),
            (option, "no_such_option=1"),
            (seats, "first:99"),
            (seats, "sideways"),
            (ai, "cheater"),
        ]
        for custom_id, value in forged:
            record = await fake.select(world.alice, fake.message(lobby.id), custom_id, [value], check=False)
            assert record.response is not None and record.response.ephemeral, value
            assert ephemeral_text(record), value
        after = await bot.storage.sessions.active_in_channel(world.channel.id)
        assert after is not None and before is not None
        assert (after.options, after.seats, after.random_order) == (
            before.options,
            before.seats,
            before.random_order,
        )


async def test_join_leave_and_start_by_command_take_the_lobbys_own_path(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    async with running_bot(fake, tmp_path / "db.sqlite3") as bot:
        lobby = await open_game(fake, world, "gentoo", [])
        joined = await fake.slash(world.bob, world.channel, "game", ["join"])
        assert ephemeral_text(joined) == "You joined Gentoo Rules (seat 2)."
        bob = f"<@{world.bob.id}>"
        await fake.wait_for(lambda: bob in fake.message(lobby.id).text(), what="the lobby to show Bob")
        left = await fake.slash(world.bob, world.channel, "game", ["leave"])
        assert ephemeral_text(left) == "You left the lobby."
        await fake.wait_for(lambda: bob not in fake.message(lobby.id).text(), what="Bob gone from the lobby")
        # The same refusals as the buttons: only the host starts, and not alone.
        await fake.slash(world.bob, world.channel, "game", ["join"])
        not_host = await fake.slash(world.bob, world.channel, "game", ["start"])
        assert "Only the host" in ephemeral_text(not_host)
        started = await fake.slash(world.alice, world.channel, "game", ["start"])
        assert ephemeral_text(started) == "Gentoo Rules starts!"
        await fake.wait_for(lambda: latest_board(fake, world.channel), what="the first board")
        gone = await fake.slash(world.bob, world.channel, "game", ["leave"])
        assert ephemeral_text(gone) == "You left the game; an AI plays your seat now."
        session = await bot.storage.sessions.active_in_channel(world.channel.id)
        assert session is not None and [s.is_ai for s in session.seats].count(True) == 1


@pytest.mark.parametrize(
    "how",
    [
        "the last person leaves",
        "the host hands the last person's seat to an AI",
        "the last person leaves with a lobby's button shown before the start",
    ],
)
async def test_a_game_its_last_person_leaves_ends_for_everyone_to_see(
    fake: FakeDiscord, world: World, tmp_path: Path, how: str
) -> None:
    """With no person left at a running table (the last one left, or the host gave their own seat, the last
    a person held, to an AI) the game is over: the channel is told why, as /game abandon tells it, and the
    board offers no more moves."""
    async with running_bot(fake, tmp_path / "db.sqlite3") as bot:
        lobby = await open_game(fake, world, "gentoo", [])
        session = next(c for c in lobby.custom_ids() if c.endswith(":start")).split(":")[1]
        await bot.services.lobby.add_ai(session, world.alice.id, "random")
        await fake.slash(world.alice, world.channel, "game", ["start"])
        board = await fake.wait_for(lambda: latest_board(fake, world.channel), what="the first board")
        if how == "the last person leaves":
            await fake.slash(world.alice, world.channel, "game", ["leave"])
            reason = "Every player has left the game."
        elif "lobby's button" in how:  # a client that still shows the lobby as it was: Discord sends it
            await fake.click(world.alice, lobby, f"lobby:{session}:leave", check=False)
            reason = "Every player has left the game."
        else:
            seat = (await bot.services.games.load(session)).session.seats_of(world.alice.id)[0] + 1
            await fake.slash(world.alice, world.channel, "game", ["ai"], {"seat": seat})
            reason = "No players are left in the game."
        told = f"Gentoo Rules: {reason}"
        await fake.wait_for(
            lambda: any(m.content == told for m in fake.messages(world.channel, include_ephemeral=False)),
            what="the channel told",
        )
        assert (await bot.services.games.load(session)).status == SessionStatus.ABANDONED
        # The AI may have moved first and the board been posted anew: every board's buttons go, the last
        # one's with the change that ended the game (waiting on the first board alone raced with it).
        await fake.wait_for(
            lambda: all(not m.custom_ids() for m in fake.messages(world.channel) if m.id != lobby.id),
            what="every board's buttons off",
        )
        assert not fake.message(board.id).custom_ids()


async def test_the_host_names_the_first_player_by_name_in_the_lobby(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    """Ruling G19 (As The Earth Crumbles): "The first player is random (or chosen by the host)". The
    lobby's option menu offers the seated players by name; the choice reads as a name in the lobby, and
    that player takes the first turn."""
    async with running_bot(fake, tmp_path / "db.sqlite3"):
        lobby = await open_game(fake, world, "earthcrumbles", [world.bob])
        option = next(c for c in lobby.custom_ids() if c.startswith("lobbyopt:"))
        menu = fake.message(lobby.id).component(option)
        assert menu is not None
        offered = {o["label"]: o["value"] for o in menu["options"] if o["label"].startswith("First player")}
        assert offered == {
            "First player: chosen at random": "first_player=null",
            "First player: Alice": "first_player=0",
            "First player: Bob": "first_player=1",
        }
        await fake.select(world.alice, fake.message(lobby.id), option, ["first_player=1"])
        assert "First player: **Bob**" in fake.message(lobby.id).text()
        start = next(c for c in lobby.custom_ids() if c.endswith(":start"))
        await fake.click(world.alice, fake.message(lobby.id), start)
        board = await fake.wait_for(lambda: latest_board(fake, world.channel))
        assert "**Bob's turn: salvage a tile" in board.text()
        assert "▶ Bob (active, first player)" in board.text()


async def test_every_command_passes_the_gate(fake: FakeDiscord, world: World, tmp_path: Path) -> None:
    """While the bot shuts down every slash command, whichever feature it belongs to, is answered with the
    gate's sentence and does nothing: none bypasses the gate that counts the work in flight."""
    admins = fake.add_role(world.guild, "Admins", permissions=Perm.ADMINISTRATOR)
    erin = fake.add_user("erin", roles=[admins])  # sees every command
    async with running_bot(fake, tmp_path / "db.sqlite3") as bot:
        bot.wiring.gate.closing = True
        tried = []
        for name, path, definitions in slash_commands(fake):
            record = await fake.slash(erin, world.channel, name, path, required_options(definitions, world))
            assert ephemeral_text(record) == RESTARTING, (name, path, record.describe())
            tried.append(" ".join([name, *path]))
        assert len(tried) >= 30 and "game new" in tried and "tabletop games" in tried
        assert await bot.storage.sessions.active_in_guild(world.guild.id, limit=5) == []
