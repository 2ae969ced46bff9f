"""/game stats and /game leaderboard through the fake Discord, after real games of Secret Cards (the
test-only engine with secret hands) played by clicking: lobby, picks from "Show my hand", the public
claim on the board.

What players see: their record per game in this server and everywhere, with the cautious rating and its
uncertainty; a game with an AI counted but not rated; another person's stats; the leaderboard by rating
once two people have enough rated games (by wins before), this server's or everyone's; nobody pinged.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from bot.client import TabletopBot
from bot.session.ratings import MIN_RATED_GAMES, shown
from support.fakediscord import FakeDiscord, InteractionRecord, User
from support.harness import QUICK_RATE_LIMIT_WINDOW, World, ephemeral_text, running_bot
from support.playing import finish_a_game

pytestmark = [pytest.mark.timeout(240)]


def only_embed(record: InteractionRecord) -> dict[str, Any]:
    message = record.response
    assert message is not None, record.describe()
    [embed] = message.embeds
    return embed


def field(embed: dict[str, Any], name: str) -> str:
    value: str = next(f["value"] for f in embed.get("fields", []) if f["name"] == name)
    return value


def sent_silently(fake: FakeDiscord, record: InteractionRecord) -> bool:
    """The interaction's answer asked Discord to ping nobody."""
    callbacks = [r for r in fake.requests if r.interaction is record and r.key.endswith("/callback")]
    assert callbacks, record.describe()
    return all((r.body or {}).get("data", {}).get("allowed_mentions") == {"parse": []} for r in callbacks)


async def wins_of(bot: TabletopBot, sessions: list[str], user: User) -> int:
    """How many of ``sessions`` ``user`` won, from the games' own outcomes."""
    won = 0
    for session in sessions:
        game = await bot.services.games.load(session)
        assert game.outcome is not None
        won += any(game.session.seats[s].user_id == user.id for s in game.outcome.winners)
    return won


def wins(n: int) -> str:
    return f"{n} win" if n == 1 else f"{n} wins"


async def rating_words(bot: TabletopBot, user: User, guild_id: int | None) -> str:
    """ "rating R (±S)" for ``user``'s one game, as the stats read back from storage give it."""
    stats = await bot.services.leaderboards.player_stats(user.id, guild_id)
    [record] = stats.server if stats.server is not None and guild_id is not None else stats.everyone
    assert record.skill is not None
    rating, spread = shown(record.skill)
    return f"rating {rating} (±{spread})"


BOARD_LINE = re.compile(r"\*\*(\d+)\.\*\* (.+?) — (.+)")


@pytest.mark.slow
async def test_stats_and_leaderboards_after_real_games(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    fake.rate_limit_window = QUICK_RATE_LIMIT_WINDOW  # many boards in a channel: support.harness says why
    async with running_bot(fake, tmp_path / "db.sqlite3") as bot:
        # Before any game: nothing to show, said in words.
        empty = await fake.slash(world.alice, world.channel, "game", ["stats"])
        assert "has not finished a game yet" in ephemeral_text(empty)
        nobody = await fake.slash(world.alice, world.channel, "game", ["leaderboard"], {"game": "secretgame"})
        assert only_embed(nobody)["description"] == (
            "Nobody has finished a game of Secret Cards in this server yet."
        )

        # Alice and Bob play MIN_RATED_GAMES games, each at a table of its own.
        sessions = []
        for i in range(MIN_RATED_GAMES):
            table = fake.add_text_channel(world.guild, f"table-{i}")
            sessions.append(await finish_a_game(fake, bot, table, [world.alice, world.bob]))
        alice_wins = await wins_of(bot, sessions, world.alice)
        bob_wins = await wins_of(bot, sessions, world.bob)
        assert alice_wins + bob_wins >= MIN_RATED_GAMES  # every game has a winner (ties share it)

        # Alice's own stats: only she sees them; her record here and everywhere, the rating in words.
        mine = await fake.slash(world.alice, world.channel, "game", ["stats"])
        assert mine.response is not None and mine.response.ephemeral
        assert mine.response.visible_to == world.alice
        embed = only_embed(mine)
        assert embed["title"] == "Stats: Alice" and f"<@{world.alice.id}>" in embed["description"]
        record = f"{MIN_RATED_GAMES} games, {wins(alice_wins)} ({round(100 * alice_wins / MIN_RATED_GAMES)}%)"
        rating = await rating_words(bot, world.alice, world.guild.id)
        assert field(embed, "Secret Cards") == (
            f"**This server:** {record} · {rating} from {MIN_RATED_GAMES} rated games\n"
            f"**Everywhere:** {record} · {rating} from {MIN_RATED_GAMES} rated games"
        )
        assert "± is how unsure" in embed["footer"]["text"] and "no AI seat" in embed["footer"]["text"]
        assert sent_silently(fake, mine)

        # A game with an AI seat counts for games and wins, not for the rating.
        table = fake.add_text_channel(world.guild, "table-ai")
        with_ai = await finish_a_game(fake, bot, table, [world.alice], ai=True)
        alice_wins += await wins_of(bot, [with_ai], world.alice)
        total = MIN_RATED_GAMES + 1
        again = only_embed(await fake.slash(world.alice, world.channel, "game", ["stats"]))
        value = field(again, "Secret Cards")
        assert value.startswith(f"**This server:** {total} games, {wins(alice_wins)} (")
        assert f"· {rating} from {MIN_RATED_GAMES} rated games" in value  # the same rating as before

        # Carol looks up Bob, for one game: only she sees it, Bob is shown by mention and not pinged.
        bobs = await fake.slash(
            world.carol, world.channel, "game", ["stats"], {"user": world.bob, "game": "secretgame"}
        )
        assert bobs.response is not None and bobs.response.visible_to == world.carol
        embed = only_embed(bobs)
        assert embed["title"] == "Stats: Bob" and f"<@{world.bob.id}>" in embed["description"]
        value = field(embed, "Secret Cards")
        assert value.startswith(f"**This server:** {MIN_RATED_GAMES} games, {wins(bob_wins)} (")
        assert sent_silently(fake, bobs)
        # Someone who has not played, asked about a game.
        carols = await fake.slash(
            world.alice, world.channel, "game", ["stats"], {"user": world.carol, "game": "gentoo"}
        )
        assert only_embed(carols)["description"] == (
            f"<@{world.carol.id}> has not finished a game of Gentoo Rules yet."
        )

        # The leaderboard: public; both ranked by rating (each has MIN_RATED_GAMES rated games), best first.
        board = await fake.slash(world.dana, world.channel, "game", ["leaderboard"], {"game": "secretgame"})
        assert board.response is not None and not board.response.ephemeral
        embed = only_embed(board)
        assert embed["title"] == "Secret Cards: top players (this server)"
        ranked = [BOARD_LINE.fullmatch(line) for line in embed["description"].split("\n")]
        assert all(ranked), embed["description"]
        assert [m.group(1) for m in ranked if m] == ["1", "2"]
        expected = {
            f"<@{world.alice.id}>": f"{await rating_words(bot, world.alice, world.guild.id)} · {total} games, "
            f"{wins(alice_wins)}",
            f"<@{world.bob.id}>": f"{await rating_words(bot, world.bob, world.guild.id)} · {MIN_RATED_GAMES} games, "
            f"{wins(bob_wins)}",
        }
        assert {m.group(2): m.group(3) for m in ranked if m} == expected
        skills = {
            f"<@{u.id}>": (await bot.services.leaderboards.player_stats(u.id, world.guild.id))
            .everyone[0]
            .skill
            for u in (world.alice, world.bob)
        }
        order = [m.group(2) for m in ranked if m]
        assert skills[order[0]].rating >= skills[order[1]].rating  # type: ignore[union-attr]
        assert embed["footer"]["text"].startswith("Ranked by rating.")
        assert sent_silently(fake, board)

        # Another server: Alice and Dana play there. Its board has only that game, by wins (nobody has
        # MIN_RATED_GAMES rated games there); everyone's has every game, people shown by the names they
        # played under (many are not members of the server that asks).
        other = fake.add_guild("Otter Club")
        fake.add_member(other, world.alice)
        fake.add_member(other, world.dana)
        elsewhere = fake.add_text_channel(other, "games")
        await fake.wait_for(lambda: bot.get_channel(elsewhere.id), what="the bot to see the other server")
        otter = await finish_a_game(fake, bot, elsewhere, [world.alice, world.dana])
        dana_won = await wins_of(bot, [otter], world.dana)
        alice_won = await wins_of(bot, [otter], world.alice)
        here = only_embed(
            await fake.slash(world.alice, elsewhere, "game", ["leaderboard"], {"game": "secretgame"})
        )
        assert here["title"] == "Secret Cards: top players (this server)"
        assert here["footer"]["text"].startswith(
            "Ranked by wins: nobody has 3 rated games of Secret Cards in this server yet."
        )
        lines = [BOARD_LINE.fullmatch(line) for line in here["description"].split("\n")]
        rows = [(m.group(2), m.group(3)) for m in lines if m]
        first, second = (world.dana, world.alice) if dana_won > alice_won else (world.alice, world.dana)
        assert rows == [
            (f"<@{first.id}>", f"{wins(max(dana_won, alice_won))} in 1 game"),
            (f"<@{second.id}>", f"{wins(min(dana_won, alice_won))} in 1 game"),
        ]

        everyone = only_embed(
            await fake.slash(
                world.alice, elsewhere, "game", ["leaderboard"], {"game": "secretgame", "scope": "everyone"}
            )
        )
        assert everyone["title"] == "Secret Cards: top players (everyone)"
        lines = [BOARD_LINE.fullmatch(line) for line in everyone["description"].split("\n")]
        names = [m.group(2) for m in lines if m]
        assert sorted(names) == ["Alice", "Bob"]  # Dana: one rated game, not yet ranked by rating
        alice_line = next(m.group(3) for m in lines if m and m.group(2) == "Alice")
        assert alice_line == (
            f"{await rating_words(bot, world.alice, None)} · {total + 1} games, {wins(alice_wins + alice_won)}"
        )

        # Alice's stats in Otter Club: one game here, all of them everywhere.
        value = field(only_embed(await fake.slash(world.alice, elsewhere, "game", ["stats"])), "Secret Cards")
        assert value.startswith(f"**This server:** 1 game, {wins(alice_won)} (")
        assert f"**Everywhere:** {total + 1} games, {wins(alice_wins + alice_won)} (" in value


def test_stats_and_leaderboards_speak_their_readers_language() -> None:
    """One's own stats in the reader's language, a leaderboard in the server's (cogs/players/messages.py):
    counts, ratings and what is rated said by the catalogue, never by English grammar in code."""
    from types import SimpleNamespace

    from bot.i18n import Speaker
    from bot.i18n.pseudo import PSEUDO
    from bot.session.ratings import Leaderboard, PlayerStats
    from bot.session.records import GameRecord, Skill, Standing
    from cogs.players.messages import leaderboard_message, stats_message
    from support.pseudo import leaks

    skill = Skill(mu=25.0, sigma=3.0, games=4, rating=16.0)
    stats = PlayerStats(
        server=(GameRecord("gentoo", 1, 1, None),), everyone=(GameRecord("gentoo", 5, 3, skill),)
    )
    user = SimpleNamespace(display_name="Ann", name="ann", mention="<@1>")
    board = Leaderboard("gentoo", True, True, (Standing(1, "Ann", 5, 1, skill),))
    said = {
        "de": (
            "Statistik: Ann",
            "**Dieser Server:** 1 Partie, 1 Sieg (100 %)",
            "Gentoo Rules: Bestenliste (dieser Server)",
        ),
        "ja": (
            "成績：Ann",
            "**このサーバー：** 1戦1勝（100%）",
            "Gentoo Rules：上位プレイヤー（このサーバー）",
        ),
    }
    for language, (title, line, top) in said.items():
        say = Speaker(language)
        embed = stats_message(stats, user, {"gentoo": "Gentoo Rules"}, None, say).embeds[0]
        assert embed.title == title
        assert (embed.fields[0].value or "").splitlines()[0] == line
        assert leaderboard_message(board, "Gentoo Rules", say).embeds[0].title == top
    say = Speaker(PSEUDO)
    for message in (
        stats_message(stats, user, {"gentoo": "Gentoo Rules"}, None, say),
        leaderboard_message(board, "Gentoo Rules", say),
    ):
        fake = SimpleNamespace(
            content="",
            embeds=[e.to_dict() for e in message.embeds],
            buttons=list,
            selects=list,
            attachments=[],
        )
        assert leaks([fake], ["Ann"]) == {}
