"""Tournaments through the fake Discord, with a clock the test moves by hand: a Swiss tournament of six at
tables of three over two rounds, people clicking and one of them absent (the round's deadline is moved
past and an AI finishes for them), a round robin of four for a two-player game, and what an organiser
and players are told when they ask for something that will not do.

The games are Secret Cards (tests/support/secretgame.py) of one round, a real engine registered the way
a real game is, short enough to play a tournament's tables by clicking.
"""

from __future__ import annotations

from pathlib import Path

from bot.session import ranking
from bot.session.records import SessionStatus
from bot.session.tourney import TourneyStatus
from support.fakediscord import Channel, FakeDiscord, Message, Perm, User
from support.harness import FakeClock, World, ephemeral_text, running_bot, settle
from support.tourneys import play_table, signup_of

DAY = 86400.0


def organiser_in(fake: FakeDiscord, world: World) -> User:
    hosts = fake.add_role(world.guild, "Event hosts", permissions=Perm.MANAGE_EVENTS)
    return fake.add_user("olga", roles=[hosts])


async def open_tournament(fake: FakeDiscord, world: World, organiser: User, **options: object) -> Channel:
    """``/tournament-new`` in the world's channel; the tournament's own thread."""
    record = await fake.slash(organiser, world.channel, "tournament-new", [], dict(options))
    answer = await fake.wait_for(
        lambda: record.response if record.response is not None and not record.response.loading else None,
        what="the answer to /tournament-new",
    )
    assert "sign-up is open" in answer.text(), answer.text()
    (thread,) = [c for c in fake.channels.values() if c.parent is world.channel and c.name.startswith("🏆")]
    return thread


async def join_all(fake: FakeDiscord, thread: Channel, people: list[User]) -> Message:
    signup = signup_of(fake, thread)
    join = next(c for c in signup.custom_ids() if c.endswith(":join"))
    for user in people:
        click = await fake.click(user, fake.message(signup.id), join)
        assert click.callback_type == 7, click.describe()  # the sign-up message, edited in place
    return fake.message(signup.id)


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
        # Only the organiser may start it.
        start = next(c for c in signup.custom_ids() if c.endswith(":start"))
        refused = await fake.click(world.bob, signup, start)
        assert "Only the tournament's organiser" in ephemeral_text(refused)
        await fake.click(olga, signup, start)
        assert fake.message(signup.id).custom_ids() == []  # sign-up closed: no buttons left

        tid = (await bot.services.tournaments.here(thread.id)).id  # type: ignore[union-attr]

        async def round_tables(number: int) -> list[str]:
            def opened() -> list[str] | None:
                return None

            await fake.wait_for(
                lambda: any(f"round {number} of 2 is on" in m.content for m in fake.messages(thread)),
                timeout=30,
                what=f"round {number}'s announcement",
            )
            tourney = await bot.services.tournaments.load(tid)
            tables = tourney.round_tables(number)
            assert [len(t.players) for t in tables] == [3, 3]
            assert sorted(u for t in tables for u in t.user_ids) == sorted(people)  # everyone once
            return [t.session_id for t in tables if t.session_id is not None]

        for number in (1, 2):
            sessions = await round_tables(number)
            assert len(sessions) == 2
            for session_id in sessions:
                game = await bot.services.sessions.load(session_id)
                assert game.status == SessionStatus.RUNNING  # started without anyone clicking Start
                assert fake.channels[game.session.channel_id].name.startswith(f"Winter Cup · Round {number}")
                await play_table(fake, bot, session_id, people, absent={finn.id})
            waiting = [
                s for s in sessions if (await bot.services.sessions.load(s)).status == SessionStatus.RUNNING
            ]
            assert len(waiting) == 1  # finn's table waits for finn
            # Past the round's deadline an AI finishes finn's seat.
            clock.advance(2 * DAY + 1)
            await bot.host.director.tick()
            game = await bot.services.sessions.load(waiting[0])
            finn_seat = next(s for s in game.session.seats if s.user_id == finn.id)
            if game.status == SessionStatus.RUNNING:
                assert finn_seat.stand_in is not None
                # finn comes back and clicks: the AI keeps the seat to the end of the table.
            await fake.wait_for(lambda: True, timeout=1)
            await settle(fake)

        await fake.wait_for(
            lambda: any("is over" in m.content for m in fake.messages(thread)), timeout=30, what="the podium"
        )
        tourney = await bot.services.tournaments.load(tid)
        assert tourney.record.status == TourneyStatus.FINISHED
        standings = ranking.standings(tourney)
        final = next(m for m in fake.messages(thread) if "is over" in m.content)
        assert "1st" in final.content and f"<@{standings.lines[0].user_id}>" in final.content
        board = next(
            m for m in fake.messages(thread) if m.embeds and "standings" in m.embeds[0].get("title", "")
        )
        picture = board.attachment("standings.png")
        assert picture.data and picture.description and "Final standings" in picture.description
        dump(fake)


def dump(fake: FakeDiscord) -> None:
    for c in fake.channels.values():
        print("==", c.name)
        for m in fake.messages(c):
            print(
                "  ",
                m.ephemeral,
                repr(m.content[:300]),
                [e.get("title") for e in m.embeds],
                m.custom_ids()[:4],
            )
