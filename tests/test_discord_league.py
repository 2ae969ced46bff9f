"""A league as a community runs one for weeks, through the fake Discord on SQLite and PostgreSQL, with a
clock the test moves by hand:

- a calendar (a round a day at 20:00 in the organiser's own time zone): sign-up closes and round 1 opens at
  its time; a round whose tables have all ended waits for the next day's 20:00, and opens then without
  anyone pressing anything; a late joiner plays from the next round with nothing for the rounds before;
- a player who misses a turn is withdrawn (``withdraw_after:1``), told by DM and in the tournament's
  thread, an AI finishes their table, and they come back before the next pairing;
- cancelling in the middle of a round ends its tables unrated, tells each table's thread, and awards
  nothing;
- creating a tournament whose absent player could hold a round up for days warns the organiser, with what
  to set instead.

The tables are games of Secret Cards (tests/support/secretgame.py) of one round.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime
from pathlib import Path

from bot.client import TabletopBot
from bot.discordside.components import cog_of
from bot.session import ranking
from bot.session.organisedplay import Tournament, TournamentStatus, Withdrawal
from bot.session.records import SessionStatus
from cogs.tournament.desk import TournamentDesk
from support.fakediscord import Channel, FakeDiscord, User
from support.harness import FakeClock, World, ephemeral_text, running_bot
from support.tournaments import answered, join_all, open_tournament, organiser_in, play_table

DAY = 86400.0
# Tuesday 1 December 2026, 10:00 UTC: 11:00 in Berlin (winter time, UTC+1).
MORNING = datetime(2026, 12, 1, 10, 0, tzinfo=UTC).timestamp()
EIGHT_PM_BERLIN = datetime(2026, 12, 1, 19, 0, tzinfo=UTC).timestamp()


async def tick(bot: TabletopBot) -> None:
    await cog_of(bot, TournamentDesk).director.tick()


async def tournament_in(bot: TabletopBot, thread: Channel) -> Tournament:
    found = await bot.services.registrations.here(thread.id)
    assert found is not None
    return found


def said_in(fake: FakeDiscord, channel: Channel, words: str) -> list[str]:
    return [m.content for m in fake.messages(channel) if words in m.content]


async def round_on(fake: FakeDiscord, thread: Channel, number: int, of: int) -> None:
    await fake.wait_for(
        lambda: said_in(fake, thread, f"round {number} of {of} is on"), timeout=30, what=f"round {number}"
    )


async def test_a_round_a_day_at_eight_with_a_late_joiner(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    clock = FakeClock(MORNING)
    olga = organiser_in(fake, world)
    players = [world.alice, world.bob, world.carol, world.dana]
    eve = fake.add_user("eve")
    people = {u.id: u for u in [*players, eve]}
    async with running_bot(fake, database, clock=clock) as bot:
        await bot.services.personal_settings.set_zone(olga.id, "Europe/Berlin")
        record = await fake.slash(
            olga,
            world.channel,
            "tournament-new",
            [],
            {
                "game": "secretgame",
                "table_size": 2,
                "rounds": 2,
                "name": "Advent League",
                "options": "rounds=1",
                "round_time": "20:00",
                "late_join": True,
            },
        )
        created = await answered(fake, record)
        assert f"Round 1 starts <t:{int(EIGHT_PM_BERLIN)}:F>" in created
        (thread,) = [c for c in fake.channels.values() if c.name.startswith("🏆 Advent League")]
        signup = await join_all(fake, thread, players)
        calendar = next(f for f in signup.embeds[0]["fields"] if f["name"] == "Calendar")["value"]
        assert f"<t:{int(EIGHT_PM_BERLIN)}:f>" in calendar and "every day" in calendar
        pairing = next(f for f in signup.embeds[0]["fields"] if f["name"] == "Pairing")["value"]
        assert "Dutch" in pairing  # tables of 2 are paired as chess clubs do, unless asked otherwise

        # Nothing happens before eight.
        clock.advance(EIGHT_PM_BERLIN - MORNING - 60)
        await tick(bot)
        assert (await tournament_in(bot, thread)).record.status == TournamentStatus.SIGNUP
        # At eight, sign-up closes and round 1's tables open.
        clock.advance(61)
        await tick(bot)
        await round_on(fake, thread, 1, 2)
        tournament = await tournament_in(bot, thread)
        assert tournament.round_record(1) is not None
        for table in tournament.round_tables(1):
            assert await play_table(fake, bot.services, table.session_id or "", people)
        # Round 1 is over at about eight: round 2 waits for tomorrow's eight.
        await tick(bot)
        tournament = await tournament_in(bot, thread)
        assert tournament.record.current_round == 1
        assert tournament.record.next_round_at == EIGHT_PM_BERLIN + DAY
        assert not said_in(fake, thread, "round 2 of 2 is on")
        shown = fake.message(signup.id).embeds[0]["fields"]
        assert {
            "name": "Next round",
            "value": f"starts <t:{int(EIGHT_PM_BERLIN + DAY)}:R>",
            "inline": True,
        } in [{k: f.get(k) for k in ("name", "value", "inline")} for f in shown]

        # Eve joins late, with the button the sign-up message still shows: from round 2, told privately.
        join = next(c for c in fake.message(signup.id).custom_ids() if c.endswith(":join"))
        click = await fake.click(eve, fake.message(signup.id), join)
        assert click.callback_type == 7  # the list, edited in place; the round said privately
        told = await fake.wait_for(lambda: click.followups, what="eve told from which round")
        assert told[0].ephemeral and "from round 2" in told[0].text()
        assert "Start" not in str(fake.message(signup.id).custom_ids())  # Start and Cancel are gone

        clock.advance(DAY - 120)  # an hour before... still waiting
        await tick(bot)
        assert not said_in(fake, thread, "round 2 of 2 is on")
        clock.advance(121)
        await tick(bot)
        await round_on(fake, thread, 2, 2)
        tournament = await tournament_in(bot, thread)
        seated = [u for t in tournament.round_tables(2) for u in t.user_ids]
        byes = [b.user_id for b in tournament.byes if b.round == 2]
        assert sorted([*seated, *byes]) == sorted(people)  # eve is in round 2: four seated, one bye
        for table in tournament.round_tables(2):
            assert (tournament.round_record(2) or table).started_at >= EIGHT_PM_BERLIN + DAY  # type: ignore[union-attr]
            await play_table(fake, bot.services, table.session_id or "", people)
        await fake.wait_for(lambda: said_in(fake, thread, "is over"), timeout=30, what="the end")
        tournament = await bot.services.registrations.load(tournament.id)
        standings = ranking.standings(tournament)
        eves = standings.of(eve.id)
        assert eves is not None and eves.played + eves.byes == 1  # nothing for round 1
        final = said_in(fake, thread, "is over")[0]
        assert all(f"<@{u}>" in final for u in people)  # the whole field, not only the podium


async def test_a_player_who_misses_a_turn_is_withdrawn_told_and_may_come_back(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    clock = FakeClock(MORNING)
    olga = organiser_in(fake, world)
    finn = fake.add_user("finn")
    players = [world.alice, world.bob, world.carol, finn]
    people = {u.id: u for u in players}
    async with running_bot(fake, database, clock=clock) as bot:
        thread = await open_tournament(
            fake,
            world,
            olga,
            game="secretgame",
            table_size=2,
            rounds=2,
            name="Snow Cup",
            options="rounds=1",
            custom_clock="1h",
            withdraw_after=1,
            round_dates="2026-12-02 20:00, 2026-12-09 20:00",
        )
        await join_all(fake, thread, players)
        await fake.slash(olga, thread, "tournament", ["start"], {})
        clock.advance(datetime(2026, 12, 2, 20, 0, tzinfo=UTC).timestamp() - MORNING)  # the zone is UTC
        await tick(bot)
        await round_on(fake, thread, 1, 2)
        tournament = await tournament_in(bot, thread)
        for table in tournament.round_tables(1):
            await play_table(fake, bot.services, table.session_id or "", people, absent={finn.id})
        # Finn's turn times out: an AI moves for him, and the missed turn withdraws him.
        clock.advance(3601)
        await bot.wiring.timers.run_due()
        await fake.wait_for(
            lambda: any("You missed 1 turn" in m.content for m in fake.dms(finn)),
            timeout=30,
            what="finn told",
        )
        await fake.wait_for(lambda: said_in(fake, thread, "Finn missed 1 turn"), what="the thread told")
        tournament = await tournament_in(bot, thread)
        entrant = tournament.entrant(finn.id)
        assert entrant is not None and entrant.withdrawn == Withdrawal.ABSENT and not entrant.active
        (finns,) = [t for t in tournament.round_tables(1) if finn.id in t.user_ids]
        await play_table(fake, bot.services, finns.session_id or "", people, absent={finn.id})
        game = await bot.services.games.load(finns.session_id or "")
        assert game.status == SessionStatus.FINISHED  # an AI finished it in his seat

        # Before round 2 is paired (it waits for its date), finn comes back.
        answer = await fake.slash(finn, thread, "tournament", ["join"], {})
        assert "Welcome back" in ephemeral_text(answer)
        clock.advance(7 * DAY)
        await tick(bot)
        await round_on(fake, thread, 2, 2)
        tournament = await tournament_in(bot, thread)
        assert any(finn.id in t.user_ids for t in tournament.round_tables(2))


async def test_cancelling_mid_round_ends_its_tables_unrated_and_awards_nothing(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    olga = organiser_in(fake, world)
    players = [world.alice, world.bob, world.carol, world.dana]
    people = {u.id: u for u in players}
    async with running_bot(fake, database) as bot:
        thread = await open_tournament(
            fake, world, olga, game="secretgame", table_size=2, rounds=2, name="Ice Cup", options="rounds=1"
        )
        await join_all(fake, thread, players)
        await fake.slash(olga, thread, "tournament", ["start"], {})
        await round_on(fake, thread, 1, 2)
        tournament = await tournament_in(bot, thread)
        done, running = tournament.round_tables(1)
        await play_table(fake, bot.services, done.session_id or "", people)
        answer = await fake.slash(olga, thread, "tournament", ["cancel"], {})
        assert "is cancelled" in ephemeral_text(answer)
        await fake.wait_for(lambda: said_in(fake, thread, "was cancelled"), timeout=30, what="the end")
        ended = await bot.services.games.load(running.session_id or "")
        assert ended.status == SessionStatus.ABANDONED
        result = await bot.storage.results.game_result(running.session_id or "")
        assert result is None or not result.rated
        home = fake.channels[running.thread_id or 0]
        await fake.wait_for(
            lambda: any("cancelled the tournament" in m.content for m in fake.messages(home)),
            what="the table's thread told",
        )
        finished = fake.channels[done.thread_id or 0]
        assert not any("cancelled the tournament" in m.content for m in fake.messages(finished))
        final = said_in(fake, thread, "was cancelled")[0]
        assert "Nothing is awarded" in final and "1st" not in final
        standings = [
            m for m in fake.messages(thread) if m.embeds and "standings" in m.embeds[0].get("title", "")
        ]
        assert standings and all("1st" not in m.embeds[0]["description"] for m in standings[-1:])


async def test_an_organiser_is_warned_when_one_absent_player_could_hold_rounds_up(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    olga = organiser_in(fake, world)
    async with running_bot(fake, database):

        async def created(**options: object) -> str:
            record = await fake.slash(olga, world.channel, "tournament-new", [], dict(options))
            return await answered(fake, record)

        # A daily clock, never withdrawn, no deadline: every turn of an absent player waits a day.
        said = await created(game="secretgame", table_size=2, name="Slow", withdraw_after=0)
        assert "could hold every round up" in said and "round_deadline" in said
        # The defaults withdraw after 2 missed turns: two days at most.
        said = await created(game="secretgame", table_size=2, name="Quick")
        assert "hold every round up" not in said
        refused = await created(game="secretgame", table_size=2, round_time="25:00")
        assert re.search(r"hours and minutes, such as \"20:00\"", refused)
        refused = await created(game="secretgame", table_size=3, pairing="dutch")
        assert "seats two players at a table" in refused


def mentioned(text: str) -> set[int]:
    return {int(m) for m in re.findall(r"<@(\d+)>", text)}


async def test_a_tables_greeting_notifies_each_player_as_they_chose(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    """A quiet player is named but not pinged; one who hears of turns by DM gets a DM instead of a ping."""
    olga = organiser_in(fake, world)
    players: list[User] = [world.alice, world.bob]
    people = {u.id: u for u in players}
    clock = FakeClock(MORNING)
    async with running_bot(fake, database, clock=clock) as bot:
        settings = bot.services.personal_settings
        await settings.set_turn(world.bob.id, "dm")
        thread = await open_tournament(
            fake, world, olga, game="secretgame", table_size=2, rounds=1, name="Duo", options="rounds=1"
        )
        await join_all(fake, thread, players)
        await fake.slash(olga, thread, "tournament", ["start"], {})
        await round_on(fake, thread, 1, 1)
        tournament = await tournament_in(bot, thread)
        (table,) = tournament.round_tables(1)
        home = fake.channels[table.thread_id or 0]
        greeting = next(m for m in fake.messages(home) if "your game of" in m.content)
        assert mentioned(greeting.content) == set(people)  # both named
        assert [u.id for u in greeting.notified] == [world.alice.id]  # only alice pinged
        await fake.wait_for(
            lambda: any("Your table of Duo is open" in m.content for m in fake.dms(world.bob)),
            what="bob's DM",
        )
        await play_table(fake, bot.services, table.session_id or "", people)
