"""Each person's own notification settings through the fake Discord (which records whom each message
notified, honouring ``allowed_mentions``), with a clock the tests move by hand: ``/settings`` and its
panel, bad input refused in a sentence; one player quiet and one not in the same game; the one message
that sums up what waited when quiet hours end (once, even when another process died sending it); one DM
for three games, edited as they change; a clock that stops overnight; a turn told only once it has
waited; and people who never opened the settings told exactly as before.

Alice opens every game and sits in seat 1 (who moves first in Gentoo Rules); Bob joins in seat 2. Times
are UTC, on fixed days, so that the quiet hours fall where the tests say.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any

from bot.discordside.bursts import Bursts, Told
from bot.session.game import Game
from bot.session.nightclock import QuietHours, after
from bot.session.records import HALF, TIMEOUT
from bot.store.notices import NoticeStore
from support.fakediscord import Channel, FakeDiscord, Message, User
from support.harness import (
    FakeClock,
    Option,
    World,
    ephemeral_text,
    eventually,
    latest_board,
    open_game,
    options_on,
    running_bot,
    settle,
    take,
    wait_applied,
)

HOUR, DAY = 3600, 86400


def utc(day: int, hour: int, minute: int = 0) -> float:
    return dt.datetime(2025, 6, day, hour, minute, tzinfo=dt.UTC).timestamp()


async def start_game(
    fake: FakeDiscord, world: World, channel: Channel | None = None, **options: object
) -> tuple[str, Message]:
    """Alice and Bob start a game of Gentoo Rules (in ``channel``, default the world's); its first board."""
    where = channel or world.channel
    record = await fake.slash(
        world.alice, where, "game", ["new"], {"game": "gentoo", "thread": False, **options}
    )
    lobby = record.response
    assert lobby is not None
    await fake.click(world.bob, lobby, next(c for c in lobby.custom_ids() if c.endswith(":join")))
    lobby_id = next(c for c in lobby.custom_ids() if c.endswith(":join")).split(":")[1]
    await fake.select(world.alice, fake.message(lobby.id), f"lobbyseat:{lobby_id}", ["join"])
    await fake.select(
        world.alice, fake.message(lobby.id), f"lobbyopt:{lobby_id}", ["first_player=0"]
    )  # Alice
    await fake.click(world.alice, fake.message(lobby.id), f"lobby:{lobby_id}:start")
    board = await fake.wait_for(lambda: latest_board(fake, where), what="the first board")
    session = next(c for c in board.custom_ids() if c.startswith("peek:")).split(":")[1]
    await settle(fake)
    return session, board


async def game_of(bot: object, session: str) -> Game:
    game: Game = await bot.services.games.load(session)  # type: ignore[attr-defined]
    return game


async def play_turn(fake: FakeDiscord, bot: object, world: World, session: str, channel: Channel) -> None:
    """The person whose turn it is makes every decision of it (first offered choices) until the turn
    passes."""
    by_id = {world.alice.id: world.alice, world.bob.id: world.bob}
    (seat,) = (await game_of(bot, session)).to_act
    for _ in range(10):
        game = await game_of(bot, session)
        if seat not in game.to_act:
            return
        user = by_id[game.session.seats[seat].user_id]  # type: ignore[index]
        prefix = f"{session}:{seat}:{game.n(seat)}:"

        def offered(u: User = user, p: str = prefix) -> tuple[Message, Option] | None:
            for message in [latest_board(fake, channel), *reversed(fake.dms(u))]:
                if message is None:
                    continue
                found = [o for o in options_on(message, p) if o.action_id != "back"]
                if found:
                    return message, found[0]
            return None

        message, option = await fake.wait_for(offered, timeout=30, what=f"a move for seat {seat + 1}")
        await take(fake, user, message, option)
        await wait_applied(bot.services, session, seat, game.n(seat), "the move")  # type: ignore[attr-defined]
        await settle(fake)
    raise AssertionError("the turn did not pass")


async def told_due(bot: object) -> int:
    """The people told what fell due for them, now (the bot's own loop may have told them first)."""
    told: Told = await bot.wiring.bursts.tell_due()  # type: ignore[attr-defined]
    return told.people


def pings_of(fake: FakeDiscord, user: User, since: int = 0) -> list[Message]:
    return fake.notifications(user, since)


async def test_the_settings_panel_shows_and_changes_them_and_bad_input_changes_nothing(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    async with running_bot(fake, database) as bot:
        opened = await fake.slash(world.alice, world.channel, "settings")
        panel = opened.response
        assert panel is not None and panel.ephemeral
        text = panel.text()
        assert "UTC" in text and "Quiet hours" in text and "a ping in the game's channel, at once" in text
        assert sorted(c for c in panel.custom_ids()) == sorted(
            f"prefs:{w}" for w in ("how", "after", "quietfrom", "quietto", "digest")
        )

        typed = await fake.autocomplete(
            world.alice, world.channel, "settings", [], {"time_zone": "berl"}, focused="time_zone"
        )
        choices = typed.autocomplete_choices or []
        assert 0 < len(choices) <= 25 and {"name": "Europe/Berlin", "value": "Europe/Berlin"} in choices
        everything = await fake.autocomplete(
            world.alice, world.channel, "settings", [], {"time_zone": ""}, focused="time_zone"
        )
        assert len(everything.autocomplete_choices or []) == 25

        before = await bot.services.personal_settings.of(world.alice.id)
        refusals: dict[str, dict[str, Any]] = {
            "time zone": {"time_zone": "Mars/Olympus_Mons"},
            "quiet too long": {"quiet_hours": "20:00-14:00"},
            "not a time": {"quiet_hours": "25:00-08:00"},
            "digest hour": {"digest_hour": 24},
            "a good zone with bad hours": {"time_zone": "Europe/Berlin", "quiet_hours": "06:00-23:30"},
        }
        for what, options in refusals.items():
            answer = ephemeral_text(await fake.slash(world.alice, world.channel, "settings", [], options))
            assert answer.endswith(".") and answer.count(". ") == 0, (what, answer)  # one sentence
            assert await bot.services.personal_settings.of(world.alice.id) == before, what
        assert "at most 16 hours" in ephemeral_text(
            await fake.slash(world.alice, world.channel, "settings", [], {"quiet_hours": "20:00-14:00"})
        )

        saved = await fake.slash(
            world.alice,
            world.channel,
            "settings",
            [],
            {"time_zone": "europe/berlin", "quiet_hours": "23:30-07:15", "digest_hour": 8},
        )
        assert saved.response is not None and "Saved" in saved.response.text()
        prefs = await bot.services.personal_settings.of(world.alice.id)
        assert (prefs.time_zone, prefs.quiet_start, prefs.quiet_end) == (
            "Europe/Berlin",
            23 * 60 + 30,
            7 * 60 + 15,
        )
        assert prefs.digest and prefs.digest_hour == 8

        shown = saved.response
        picked = await fake.select(world.alice, shown, "prefs:how", ["turn=both"])
        assert (
            picked.callback_type == 7
            and "a ping in the channel and a direct message" in fake.message(shown.id).text()
        )
        await fake.select(world.alice, fake.message(shown.id), "prefs:after", ["4"])
        await fake.select(world.alice, fake.message(shown.id), "prefs:how", ["onedm=on"])
        await fake.select(world.alice, fake.message(shown.id), "prefs:quietfrom", ["22"])
        prefs = await bot.services.personal_settings.of(world.alice.id)
        assert (prefs.turn_notice, prefs.turn_after, prefs.one_dm, prefs.quiet_start) == (
            "both",
            4 * HOUR,
            True,
            22 * 60,
        )
        forged = await fake.select(world.alice, fake.message(shown.id), "prefs:quietto", ["99"], check=False)
        assert (
            "not" in ephemeral_text(forged)
            and await bot.services.personal_settings.of(world.alice.id) == prefs
        )
        too_long = await fake.select(world.alice, fake.message(shown.id), "prefs:quietfrom", ["12"])
        assert "at most 16 hours" in ephemeral_text(too_long)
        assert await bot.services.personal_settings.of(world.alice.id) == prefs
        # Someone else's settings are untouched by all this.
        assert await bot.services.personal_settings.of(world.bob.id) == before


async def test_every_value_the_panel_does_not_offer_is_refused_in_words_and_changes_nothing(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    """Forged clicks on each menu of the panel (values it never offers), and option text that is not
    what the command asks for: one private sentence each, in a player's words, naming what was wrong
    where it can, and the settings as they were."""
    async with running_bot(fake, database) as bot:
        panel = (await fake.slash(world.alice, world.channel, "settings")).response
        assert panel is not None
        before = await bot.services.personal_settings.of(world.alice.id)
        forged = {
            "how": ["turn=smoke", "reminders=maybe", "onedm=2", "digest=on", "turn"],
            "after": ["5", "25", "-1", "4.5", "٣", "²", "soon"],
            "quietfrom": ["24", "-1", "7.5", "07:30", "on"],
            "quietto": ["off", "99", "٣"],
            "digest": ["24", "on", "-3"],
        }
        for setting, values in forged.items():
            for value in values:
                record = await fake.select(
                    world.alice, fake.message(panel.id), f"prefs:{setting}", [value], check=False
                )
                said = ephemeral_text(record)
                assert said.endswith(".") and said.count(". ") == 0, (setting, value, said)
                assert not any(code in said for code in ("prefs", "=", "None", "''", "Error")), said
                assert await bot.services.personal_settings.of(world.alice.id) == before, (setting, value)
        after_five = await fake.select(world.alice, fake.message(panel.id), "prefs:after", ["5"], check=False)
        assert "5 hours is not one of them" in ephemeral_text(after_five)

        options: dict[str, tuple[dict[str, Any], str]] = {
            "-1:00-07:00": ({"quiet_hours": "-1:00-07:00"}, "“-1:00-07:00”"),
            "a minute too long": ({"quiet_hours": "22:00-14:01"}, "lasts 16 hours and 1 minute."),
            "a zone not offered": ({"time_zone": "EST5EDT"}, "“EST5EDT”"),
            "a digest hour": ({"digest_hour": -1}, "-1 is not one of them"),
        }
        for what, (given, words) in options.items():
            said = ephemeral_text(await fake.slash(world.alice, world.channel, "settings", [], given))
            assert words in said and said.endswith(".") and said.count(". ") == 0, (what, said)
            assert await bot.services.personal_settings.of(world.alice.id) == before, what


async def test_a_quiet_player_is_named_but_not_pinged_while_the_other_is_and_one_message_sums_up_the_night(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    clock = FakeClock(utc(3, 22, 30))
    async with running_bot(fake, database, clock=clock) as bot:
        # Bob is quiet from 23:00 to 07:00 (UTC); Alice never opened her settings.
        await fake.slash(world.bob, world.channel, "settings", [], {"quiet_hours": "23:00-07:00"})
        clock.now = utc(3, 23, 30)
        session, first = await start_game(fake, world)
        assert (await game_of(bot, session)).to_act == {0}
        assert f"<@{world.alice.id}>" in first.content and first.notified == [world.alice]
        bob_pings = len(pings_of(fake, world.bob))
        assert bob_pings == 0  # not even the DM of his hand: he is quiet

        await play_turn(fake, bot, world, session, world.channel)  # Alice's turn; now it is Bob's
        board = latest_board(fake, world.channel)
        assert board is not None and f"<@{world.bob.id}>" in board.content  # named...
        assert board.notified == []  # ...but the mention notifies no one
        assert pings_of(fake, world.bob) == [] and all(
            not m.content.startswith("🌙") for m in fake.dms(world.bob)
        )
        assert await told_due(bot) == 0  # nothing is due before his quiet hours end

        clock.now = utc(4, 7, 0)  # his quiet hours end: one message sums up what waited
        assert await told_due(bot) == 1
        (summary,) = pings_of(fake, world.bob)
        assert summary.in_dm and "While you were quiet (23:00–07:00)" in summary.content
        assert "Gentoo Rules" in summary.content and "your move since" in summary.content
        assert f"/{world.channel.id}/" in summary.content
        assert await told_due(bot) == 0  # once
        assert len(pings_of(fake, world.bob)) == 1


async def test_the_summing_up_is_sent_once_when_another_process_died_sending_it(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    """Another process claimed Bob's waiting notices and sent their message, then died before marking
    them sent: once its claim lapses this bot sends them again with the same nonce, and Discord answers
    with the message already posted."""
    clock = FakeClock(utc(3, 23, 30))
    async with running_bot(fake, database, clock=clock) as bot:
        await fake.slash(world.bob, world.channel, "settings", [], {"quiet_hours": "23:00-07:00"})
        session, _ = await start_game(fake, world)
        await play_turn(fake, bot, world, session, world.channel)
        clock.now = utc(4, 7, 0)

        other = Bursts(bot, bot.services, bot.wiring.notifier, owner="the other process", claim_seconds=10)
        store = NoticeStore(bot.storage.database, bot.storage.now, bot.storage.alarm)

        async def dies(ids: object) -> None:  # the process dies before it marks them sent
            return None

        store.finish = dies  # type: ignore[method-assign]
        other.notices = store
        assert (await other.tell_due()).people == 1
        assert len(pings_of(fake, world.bob)) == 1
        assert await told_due(bot) == 0  # its claim holds
        clock.now += 11
        assert await told_due(bot) == 1  # lapsed: sent again, the same nonce
        assert len(pings_of(fake, world.bob)) == 1 and len(fake.dms(world.bob)) == 1
        assert await bot.storage.notices.waiting(world.bob.id) == []


async def test_one_dm_lists_three_games_and_is_edited_as_they_change(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    clock = FakeClock(utc(3, 12, 0))
    channels = [
        world.channel,
        fake.add_text_channel(world.guild, "two"),
        fake.add_text_channel(world.guild, "three"),
    ]
    async with running_bot(fake, database, clock=clock) as bot:
        # Alice is told of her turns by DM, in one message for all her games.
        answer = await fake.slash(world.alice, world.channel, "settings")
        assert answer.response is not None
        await fake.select(world.alice, answer.response, "prefs:how", ["turn=dm"])
        await fake.select(world.alice, fake.message(answer.response.id), "prefs:how", ["onedm=on"])
        sessions = [(await start_game(fake, world, channel))[0] for channel in channels]

        def inboxes() -> list[Message]:
            return [m for m in fake.dms(world.alice) if m.content.startswith("📬")]

        # The third game's turn comes as a new version of the one DM after its board: waited for, since on
        # a busy machine it may come after the channel has been quiet a moment.
        # The new version is posted before the old one is deleted: waited for until it is the only one.
        inbox = await fake.wait_for(
            lambda: next(
                (m for m in inboxes() if m.content.count("**Gentoo Rules** · ") == 3 and len(inboxes()) == 1),
                None,
            ),
            timeout=30,
            what="the one DM listing the three games, the earlier versions deleted",
        )
        assert inbox.content.count("🔔 your move") == 3
        assert all(f"/{c.id}/" in inbox.content for c in channels) and "Penguin Club" in inbox.content
        assert "<t:" in inbox.content  # each deadline
        told = [m for m in pings_of(fake, world.alice) if m.content.startswith("📬")]
        assert len(told) == 3  # each turn told once, each time by a new version of the one message
        for channel in channels:  # her mentions on the boards notify no one: she hears by DM
            board = latest_board(fake, channel)
            assert board is not None and world.alice not in board.notified

        edits = inbox.edit_count
        await play_turn(fake, bot, world, sessions[1], channels[1])  # the second game moves on to Bob

        def changed() -> Message | None:  # the DM follows the move after it, so it is waited for
            found = [m for m in inboxes() if m.content.count("🔔 your move") == 2]
            return found[0] if found else None

        same = await fake.wait_for(changed, timeout=30, what="the one DM showing the second game moved on")
        assert inboxes() == [same] and same.id == inbox.id and same.edit_count > edits  # edited in place...
        assert "waiting for bob" in same.content.lower()
        assert len([m for m in pings_of(fake, world.alice) if m.content.startswith("📬")]) == 3  # ...silently


async def test_a_clock_stops_overnight_for_a_player_with_quiet_hours_and_runs_as_before_for_the_other(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    start = utc(3, 20, 0)
    clock = FakeClock(start)
    async with running_bot(fake, database, clock=clock) as bot:
        await fake.slash(world.alice, world.channel, "settings", [], {"quiet_hours": "23:00-07:00"})
        session, board = await start_game(fake, world, clock="daily")
        quiet = QuietHours(23 * 60, 7 * 60, "UTC")
        # 20:00-23:00, then 07:00-23:00 the next day, then 07:00-12:00: 24 hours of clock time.
        due = after(start, DAY, quiet)
        assert due == utc(5, 12, 0)
        deadlines = {d.kind: d.due_at for d in await bot.storage.deadlines.of_session(session) if d.seat == 0}
        assert deadlines[TIMEOUT] == due and deadlines[HALF] == after(start, DAY / 2, quiet) == utc(4, 16, 0)
        clock_field = next(f["value"] for f in board.embeds[0]["fields"] if f["name"] == "Turn clock")
        assert f"<t:{int(due)}:R>" in clock_field

        clock.now = start + DAY / 2  # half a day of wall time, but the clock stopped overnight
        assert await bot.wiring.timers.run_due() == 0
        clock.now = utc(4, 16, 0)
        assert await bot.wiring.timers.run_due() == 1  # the half-time reminder, by ping and DM as before
        clock.now = start + DAY + 60  # a day of wall time: not timed out
        assert await bot.wiring.timers.run_due() == 0 and 0 in (await game_of(bot, session)).to_act

        clock.now = utc(5, 9, 0)  # she moves; Bob, who never opened the settings, has 24 hours
        await play_turn(fake, bot, world, session, world.channel)
        bobs = {d.kind: d.due_at for d in await bot.storage.deadlines.of_session(session) if d.seat == 1}
        assert bobs[TIMEOUT] == clock.now + DAY

        # Changing her quiet hours moves no deadline of Bob's, and hers only by the night rule.
        await fake.slash(world.alice, world.channel, "settings", [], {"quiet_hours": "off"})
        assert {
            d.kind: d.due_at for d in await bot.storage.deadlines.of_session(session) if d.seat == 1
        } == bobs


async def test_quiet_hours_set_while_a_clock_runs_move_its_deadline_and_a_vacation_keeps_the_time_left(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    start = utc(3, 20, 0)
    clock = FakeClock(start)
    async with running_bot(fake, database, clock=clock) as bot:
        session, _ = await start_game(fake, world, clock="daily")
        assert {d.due_at for d in await bot.storage.deadlines.of_session(session) if d.kind == TIMEOUT} == {
            start + DAY
        }
        clock.now = utc(3, 21, 0)  # 23 hours of clock left
        await fake.slash(world.alice, world.channel, "settings", [], {"quiet_hours": "23:00-07:00"})
        quiet = QuietHours(23 * 60, 7 * 60, "UTC")
        due = after(clock.now, 23 * HOUR, quiet)
        assert {d.due_at for d in await bot.storage.deadlines.of_session(session) if d.kind == TIMEOUT} == {
            due
        }

        clock.now = utc(4, 9, 0)  # 2 + 2 hours of clock gone: 20 left; away for a day
        await fake.slash(world.alice, world.channel, "game", ["away"], {"days": 1})
        back = utc(5, 9, 0)
        assert {d.due_at for d in await bot.storage.deadlines.of_session(session) if d.kind == TIMEOUT} == {
            after(back, 19 * HOUR, quiet)
        }
        clock.now = utc(4, 15, 0)  # back early: the clock runs again from now
        await fake.slash(world.alice, world.channel, "game", ["return"])
        assert {d.due_at for d in await bot.storage.deadlines.of_session(session) if d.kind == TIMEOUT} == {
            after(clock.now, 19 * HOUR, quiet)
        }


async def test_the_host_turns_the_night_rule_off_in_the_lobby(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    start = utc(3, 20, 0)
    clock = FakeClock(start)
    async with running_bot(fake, database, clock=clock) as bot:
        await fake.slash(world.alice, world.channel, "settings", [], {"quiet_hours": "23:00-07:00"})
        lobby = await open_game(fake, world, "gentoo", [world.bob], clock="daily")
        assert "not counting each player's quiet hours" in lobby.text()
        session = next(c for c in lobby.custom_ids() if c.endswith(":join")).split(":")[1]
        await fake.select(world.alice, fake.message(lobby.id), f"lobbyclock:{session}", ["night=off"])
        await fake.select(world.alice, fake.message(lobby.id), f"lobbyseat:{session}", ["join"])
        await fake.select(world.alice, fake.message(lobby.id), f"lobbyopt:{session}", ["first_player=0"])
        assert "not counting" not in fake.message(lobby.id).text()
        await fake.click(world.alice, fake.message(lobby.id), f"lobby:{session}:start")
        await settle(fake)
        assert {d.due_at for d in await bot.storage.deadlines.of_session(session) if d.kind == TIMEOUT} == {
            start + DAY
        }


async def test_a_turn_is_told_only_once_it_has_waited_and_not_at_all_once_taken(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    clock = FakeClock(utc(3, 12, 0))
    async with running_bot(fake, database, clock=clock) as bot:
        panel = (await fake.slash(world.alice, world.channel, "settings")).response
        assert panel is not None
        await fake.select(world.alice, panel, "prefs:after", ["2"])
        session, first = await start_game(fake, world)
        assert world.alice not in first.notified
        clock.now += 2 * HOUR
        assert await told_due(bot) == 1
        ping = fake.last_message(world.channel)
        assert ping is not None and ping.notified == [world.alice] and "waited 2 hours" in ping.content

        await play_turn(fake, bot, world, session, world.channel)  # to Bob (told at once, as before)
        assert world.bob in (latest_board(fake, world.channel) or first).notified
        await play_turn(fake, bot, world, session, world.channel)  # back to Alice, who moves at once
        await play_turn(fake, bot, world, session, world.channel)
        clock.now += 3 * HOUR
        before = len(pings_of(fake, world.alice))
        assert await told_due(bot) == 0  # her turn was taken: nothing to tell
        assert len(pings_of(fake, world.alice)) == before


async def test_a_private_view_waits_through_quiet_hours_and_is_summed_up(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    """Secret Cards deals each player a secret hand, sent by DM: not to Bob in his quiet hours."""
    clock = FakeClock(utc(3, 23, 30))
    async with running_bot(fake, database, clock=clock) as bot:
        await fake.slash(world.bob, world.channel, "settings", [], {"quiet_hours": "23:00-07:00"})
        lobby = await open_game(fake, world, "secretgame", [world.bob])
        await fake.click(
            world.alice, fake.message(lobby.id), next(c for c in lobby.custom_ids() if c.endswith(":start"))
        )
        await fake.wait_for(lambda: latest_board(fake, world.channel), what="the first board")
        await fake.wait_for(lambda: fake.dms(world.alice), what="Alice's hand")

        async def kept_for_bob() -> bool:  # held for his morning instead of sent: nothing is on its way
            return world.bob.id in await bot.storage.notices.due_people(utc(4, 7, 0))

        await eventually(kept_for_bob, "Bob's hand kept for his morning")
        assert fake.dms(world.bob) == []
        clock.now = utc(4, 7, 0)
        assert await told_due(bot) == 1
        (summary,) = fake.dms(world.bob)
        assert "Secret Cards" in summary.content and "your hand changed" in summary.content


async def test_a_turn_told_by_dm_to_someone_whose_dms_are_closed_is_said_in_the_channel(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    async with running_bot(fake, database):
        panel = (await fake.slash(world.carol, world.channel, "settings")).response
        assert panel is not None
        await fake.select(world.carol, panel, "prefs:how", ["turn=dm"])
        lobby = await open_game(fake, world, "gentoo", [world.carol])
        session = next(c for c in lobby.custom_ids() if c.endswith(":join")).split(":")[1]
        await fake.select(world.alice, fake.message(lobby.id), f"lobbyseat:{session}", ["join"])
        await fake.select(world.alice, fake.message(lobby.id), f"lobbyopt:{session}", ["first_player=1"])
        await fake.click(world.alice, fake.message(lobby.id), f"lobby:{session}:start")
        board = await fake.wait_for(lambda: latest_board(fake, world.channel), what="the first board")
        await fake.wait_for(lambda: pings_of(fake, world.carol), what="the notice in the channel")
        await settle(fake)
        assert f"<@{world.carol.id}>" in board.content and board.notified == []
        (told,) = pings_of(fake, world.carol)
        assert not told.in_dm and "It's your move" in told.content and told.notified == [world.carol]


async def test_a_reminder_to_someone_with_closed_dms_and_no_settings_is_one_ping_as_before(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    clock = FakeClock(utc(3, 12, 0))
    async with running_bot(fake, database, clock=clock) as bot:
        lobby = await open_game(fake, world, "gentoo", [world.carol], clock="live")
        session = next(c for c in lobby.custom_ids() if c.endswith(":join")).split(":")[1]
        await fake.select(world.alice, fake.message(lobby.id), f"lobbyseat:{session}", ["join"])
        await fake.select(world.alice, fake.message(lobby.id), f"lobbyopt:{session}", ["first_player=1"])
        await fake.click(world.alice, fake.message(lobby.id), f"lobby:{session}:start")
        first = await fake.wait_for(lambda: latest_board(fake, world.channel), what="the first board")
        await settle(fake)
        assert first.notified == [world.carol]
        clock.now += 90  # half of the live clock
        assert await bot.wiring.timers.run_due() == 1
        await settle(fake)
        told = pings_of(fake, world.carol)
        assert len(told) == 2 and "half your time" in told[-1].content  # the board, then one ping
