"""Tournaments through the fake Discord, with a clock the test moves by hand: a Swiss tournament of six at
tables of three over two rounds, people clicking and one of them absent (the round's deadline is moved
past and an AI finishes for them, and the standings message carries the crosstable), a round robin of four
for a two-player game, the standings message of a fifteen-round Swiss of forty within Discord's limits,
and what organisers and players are told when they ask for something that will not do.

The games are Secret Cards (tests/support/secretgame.py) of one round, a real engine registered the way
a real game is, short enough to play a tournament's tables by clicking.
"""

from __future__ import annotations

import random
from dataclasses import replace
from itertools import combinations
from pathlib import Path

import pytest

from bot.client import TabletopBot
from bot.discordside.components import cog_of
from bot.render import crosstablepicture
from bot.session import ranking
from bot.session.crosstable import crosstable
from bot.session.organisedplay import Tournament, TournamentStatus
from bot.session.records import SessionStatus
from cogs.tournament.desk import TournamentDesk
from cogs.tournament.messages import crosstable_embeds, standings_message
from support.fakediscord import Channel, FakeDiscord, Message
from support.fakediscord.rules import embed_size
from support.harness import FakeClock, World, ephemeral_text, running_bot
from support.tournaments import (
    answered,
    join_all,
    open_tournament,
    organiser_in,
    play_table,
    random_tournament,
)

DAY = 86400.0


async def tournament_in(bot: TabletopBot, thread: Channel) -> Tournament:
    found = await bot.services.registrations.here(thread.id)
    assert found is not None
    return found


async def round_on(fake: FakeDiscord, bot: TabletopBot, thread: Channel, tid: str, number: int) -> Tournament:
    """Wait for round ``number``'s announcement; the tournament then."""
    await fake.wait_for(
        lambda: any(
            f"round {number} of" in m.content and "is on" in m.content for m in fake.messages(thread)
        ),
        timeout=30,
        what=f"round {number}'s announcement",
    )
    return await bot.services.registrations.load(tid)


async def test_a_swiss_tournament_at_tables_of_three_over_two_rounds_with_an_absent_player(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    clock = FakeClock()
    olga = organiser_in(fake, world)
    eve, finn = fake.add_user("eve"), fake.add_user("finn")
    players = [world.alice, world.bob, world.carol, world.dana, eve, finn]
    people = {u.id: u for u in players}
    async with running_bot(fake, database, clock=clock) as bot:
        thread = await open_tournament(
            fake,
            world,
            olga,
            game="secretgame",
            table_size=3,
            rounds=2,
            name="Winter Cup",
            options="rounds=1",
            round_deadline="2d",
            seeding="random",
        )
        signup = await join_all(fake, thread, players)
        assert all(u.name in signup.embeds[0]["description"].lower() for u in players)
        # Joining twice changes nothing and says so.
        join = next(c for c in signup.custom_ids() if c.endswith(":join"))
        assert "already joined" in ephemeral_text(await fake.click(eve, signup, join))
        # Only the organiser may start it.
        start = next(c for c in signup.custom_ids() if c.endswith(":start"))
        refused = await fake.click(world.bob, signup, start)
        assert "Only the tournament's organiser" in ephemeral_text(refused)
        await fake.click(olga, signup, start)
        assert fake.message(signup.id).custom_ids() == []  # sign-up closed: no buttons left
        late = await fake.slash(fake.add_user("gus"), thread, "tournament", ["join"], {})
        assert "has closed" in ephemeral_text(late)
        tid = (await tournament_in(bot, thread)).id

        for number in (1, 2):
            tournament = await round_on(fake, bot, thread, tid, number)
            tables = tournament.round_tables(number)
            assert [len(t.players) for t in tables] == [3, 3]
            assert sorted(u for t in tables for u in t.user_ids) == sorted(people)  # everyone once
            announcement = next(m for m in fake.messages(thread) if f"round {number} of 2 is on" in m.content)
            assert (
                all(f"<@{u}>" in announcement.content for u in people) and "Deadline" in announcement.content
            )
            for table in tables:
                assert table.session_id is not None
                game = await bot.services.games.load(table.session_id)
                assert game.status == SessionStatus.RUNNING  # started without anyone clicking Start
                home = fake.channels[game.session.channel_id]
                assert home.name == f"Winter Cup · Round {number} · Table {table.number}"
                assert home.parent is world.channel
                greeting = fake.messages(home)[0]
                assert all(f"<@{u}>" in greeting.content for u in table.user_ids)  # pinged in the thread
                await play_table(fake, bot.services, table.session_id, people, absent={finn.id})
            (waiting,) = [
                t
                for t in tables
                if (await bot.services.games.load(t.session_id or "")).status == SessionStatus.RUNNING
            ]
            assert finn.id in waiting.user_ids  # finn's table waits for finn; the round does too
            assert (await bot.services.registrations.load(tid)).record.current_round == number
            # The round's deadline passes (moved by hand): an AI finishes finn's table.
            clock.advance(2 * DAY + 1)
            await cog_of(bot, TournamentDesk).director.tick()
            session_id = waiting.session_id or ""
            lines = [line.text for line in await bot.storage.actions.lines(session_id, None)]
            assert any("deadline has passed" in text for text in lines)
            finns = fake.channels[waiting.thread_id or 0]

            def over(where: Channel = finns) -> bool:
                return any("game over" in m.content for m in fake.messages(where))

            await fake.wait_for(
                over,
                timeout=30,
                what="finn's table to end",
            )

        await fake.wait_for(
            lambda: any("is over" in m.content for m in fake.messages(thread)), timeout=30, what="the podium"
        )
        tournament = await bot.services.registrations.load(tid)
        assert tournament.record.status == TournamentStatus.FINISHED
        standings = ranking.standings(tournament)
        final = next(m for m in fake.messages(thread) if "is over" in m.content)
        assert "1st" in final.content and f"<@{standings.lines[0].user_id}>" in final.content
        (board,) = [
            m
            for m in fake.messages(thread)
            if m.embeds and m.embeds[0].get("title", "").endswith("standings")
        ]
        picture = board.attachment("standings.png")
        assert picture.data.startswith(b"\x89PNG") and picture.description is not None
        assert "Final standings" in picture.description and len(picture.description) <= 1024
        assert standings.lines[0].name in board.embeds[0]["description"]  # the same, as text
        # The crosstable: a picture of both rounds, and the same in words, a line per player.
        assert [a.filename for a in board.attachments] == ["standings.png", "crosstable-1.png"]
        assert [e["title"] for e in board.embeds[1:]] == ["Crosstable: rounds 1–2", "Crosstable in words"]
        assert board.embeds[1]["image"]["url"] == "attachment://crosstable-1.png"
        alt = board.attachment("crosstable-1.png").description or ""
        assert alt.startswith("Winter Cup · Secret Cards. Crosstable, rounds 1–2 of 2") and len(alt) <= 1024
        words = board.embeds[2]["description"].splitlines()
        assert len(words) == 6 and words[0].startswith(f"**1.** {standings.lines[0].name}")
        assert all(" R1 v " in line and " R2 v " in line for line in words)  # tables of three: no byes
        # Every table was rated (a rated tournament; an AI standing in keeps a seat its player's).
        for table in tournament.tables:
            result = await bot.storage.results.game_result(table.session_id or "")
            assert result is not None and result.rated
        # Anyone in the server can read the standings.
        asked = await fake.slash(world.bob, world.channel, "tournament", ["standings"], {})
        assert "Winter Cup: standings" in await answered(fake, asked)


def discord_limits_kept(message: Message) -> None:
    """What Discord refuses, checked on the message as sent: at most 10 embeds and 10 attachments, 6,000
    characters over all the embeds, 4,096 in a description, 1,024 in an attachment's alt text; and every
    embed's picture is one of the message's attachments."""
    assert len(message.embeds) <= 10 and len(message.attachments) <= 10
    assert sum(embed_size(e) for e in message.embeds) <= 6000
    assert all(len(e.get("description") or "") <= 4096 for e in message.embeds)
    assert all(len(a.description or "") <= 1024 for a in message.attachments)
    names = {a.filename for a in message.attachments}
    assert {e["image"]["url"].removeprefix("attachment://") for e in message.embeds if "image" in e} == names


@pytest.mark.parametrize("size", [2, 4])
async def test_the_standings_of_a_fifteen_round_swiss_of_forty_keep_within_discords_limits(
    fake: FakeDiscord, world: World, db_path: Path, size: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A Swiss of 40 players over 15 rounds (made up at random, with byes, abandoned tables, late joiners
    and players who left): its standings message, posted after round 9 while round 10 runs and edited
    after the last, as the director does, and as ``/tournament standings`` answers, through the fake
    Discord, which refuses what Discord refuses."""

    def made_up(played: int) -> Tournament:
        made = random_tournament(random.Random(size), 40, 15, size, played=played, late=3, leavers=4)
        record = replace(made.record, guild_id=world.guild.id, channel_id=world.channel.id)
        return replace(made, record=record)

    during, final = made_up(10), made_up(15)
    async with running_bot(fake, db_path) as bot:
        channel = bot.get_partial_messageable(world.channel.id, guild_id=world.guild.id)
        message = await standings_message(during, "Secret Cards", None)
        posted = await channel.send(**message.send_kwargs())
        shown = fake.message(posted.id)
        discord_limits_kept(shown)
        pictures = [a.filename for a in shown.attachments if a.filename.startswith("crosstable-")]
        assert len(pictures) >= 2  # ten rounds do not fit one picture
        assert "Crosstable in words" in [e["title"] for e in shown.embeds]
        message = await standings_message(final, "Secret Cards", None)
        await channel.get_partial_message(posted.id).edit(**message.edit_kwargs())
        edited = fake.message(posted.id)
        discord_limits_kept(edited)
        titles = [e["title"] for e in edited.embeds]
        assert titles[1].startswith("Crosstable: rounds 1–") and titles[-2].endswith("–15")
        assert all(a.data.startswith(b"\x89PNG") for a in edited.attachments)

        # /tournament standings answers with the same message, privately.
        async def load(tournament_id: str) -> Tournament:
            return final

        monkeypatch.setattr(bot.services.registrations, "load", load)
        asked = await fake.slash(world.bob, world.channel, "tournament", ["standings"], {"tournament": "t"})
        answer = await fake.wait_for(
            lambda: asked.response if asked.response is not None and asked.response.embeds else None,
            timeout=30,
            what="the standings, privately",
        )
        assert answer.ephemeral
        discord_limits_kept(answer)
        assert [e["title"] for e in answer.embeds] == titles


def test_a_crosstable_needing_more_pictures_than_a_message_holds_shows_its_latest_rounds() -> None:
    table = crosstable(random_tournament(random.Random(1), 6, 15, 2))
    pictures = [crosstablepicture.CrosstablePicture(b"png", "alt", k, k) for k in range(1, 16)]
    embeds, files = crosstable_embeds(table, pictures, 6000 - 2500)
    assert [f.filename for f in files] == [f"crosstable-{k}.png" for k in range(1, 9)]
    assert [e.title for e in embeds[:-1]] == [f"Crosstable: round {k}" for k in range(8, 16)]
    assert embeds[0].description == "Rounds 1–7 have no picture here: a message has room for ten pictures."
    assert embeds[-1].title == "Crosstable in words" and len(embeds) == 9
    assert sum(len(e) for e in embeds) <= 6000 - 2500
    # With a limit, only the latest rounds' pictures are drawn at all.
    groups = crosstablepicture.round_groups(table)
    drawn = crosstablepicture.pictures("Cup", table, limit=2)
    assert len(groups) > 2 and [(p.first_round, p.last_round) for p in drawn] == groups[-2:]


async def test_a_round_robin_of_four_for_a_two_player_game(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    olga = organiser_in(fake, world)
    eve = fake.add_user("eve")
    players = [world.alice, world.bob, world.dana, eve]
    people = {u.id: u for u in players}
    async with running_bot(fake, database) as bot:
        thread = await open_tournament(
            fake, world, olga, game="secretgame", table_size=2, format="roundrobin", options="rounds=1"
        )
        signup = await join_all(fake, thread, players)
        start = await fake.slash(olga, thread, "tournament", ["start"], {})
        assert "starts" in ephemeral_text(start)
        await fake.wait_for(lambda: fake.message(signup.id).custom_ids() == [], what="sign-up to close")
        tid = (await tournament_in(bot, thread)).id
        for number in (1, 2, 3):
            tournament = await round_on(fake, bot, thread, tid, number)
            assert tournament.record.total_rounds == 3
            for table in tournament.round_tables(number):
                await play_table(fake, bot.services, table.session_id or "", people)
        await fake.wait_for(
            lambda: any("is over" in m.content for m in fake.messages(thread)), timeout=30, what="the podium"
        )
        tournament = await bot.services.registrations.load(tid)
        met = [frozenset(t.user_ids) for t in tournament.tables]
        assert sorted(met, key=sorted) == sorted((frozenset(p) for p in combinations(people, 2)), key=sorted)
        assert tournament.byes == ()
        assert sum(line.points for line in ranking.standings(tournament).lines) == 6  # one point a table


async def test_bad_requests_get_a_sentence_and_change_nothing(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    olga = organiser_in(fake, world)
    async with running_bot(fake, database) as bot:

        async def new(**options: object) -> str:
            record = await fake.slash(olga, world.channel, "tournament-new", [], dict(options))
            return await answered(fake, record)

        assert "will not do" in await new(game="giantsnail", table_size=4)
        assert "one" in await new(game="earthcrumbles", table_size=1, format="roundrobin")
        assert "Swiss" in await new(game="gentoo", table_size=2, format="roundrobin", max_players=20)
        assert "no option called" in await new(game="gentoo", table_size=2, options="first_player=1")
        assert await bot.storage.tournaments.of_guild(world.guild.id, active=False) == []  # nothing made

        thread = await open_tournament(fake, world, olga, game="gentoo", table_size=4, name="Cup")
        await join_all(fake, thread, [world.alice])
        assert "not playing in this tournament" in ephemeral_text(
            await fake.slash(world.bob, thread, "tournament", ["leave"], {})
        )
        assert "Only the tournament's organiser" in ephemeral_text(
            await fake.slash(world.bob, thread, "tournament", ["start"], {})
        )
        assert "Only the tournament's organiser" in ephemeral_text(
            await fake.slash(world.bob, thread, "tournament", ["drop"], {"player": world.alice})
        )
        assert "at least 2 players; 1 signed up" in ephemeral_text(
            await fake.slash(olga, thread, "tournament", ["start"], {})
        )
        tournament = await tournament_in(bot, thread)
        assert tournament.record.status == TournamentStatus.SIGNUP and [
            e.name for e in tournament.entrants
        ] == ["Alice"]
