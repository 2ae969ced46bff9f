"""``/game stats`` and ``/game leaderboard`` as messages: a player's record per game, and a game's top
players, in this server or everywhere.

The numbers come from the result service (``bot.session.ratings`` decides what is rated); this module only puts
them in words, within Discord's embed limits. People are shown by mention in a server's own figures (the
client shows their current name) and by the name they last played under in everyone's, where many are
not members of this server. Embeds never ping, and ``SILENT`` is sent with them all the same.
"""

from __future__ import annotations

from collections.abc import Mapping

import discord

from bot.discordside.message import Message
from bot.session.ratings import MIN_RATED_GAMES, Leaderboard, PlayerStats, shown
from bot.session.records import GameRecord, Skill, Standing
from engines.wording import plural

STATS_COLOR = 0x2B6CB0
MAX_FIELDS = 25  # Discord's limit on an embed's fields
SILENT = discord.AllowedMentions.none()

WHAT_IS_RATED = (
    "Ratings come from games between people only (two or more players, no AI seat); "
    f"a leaderboard ranks a player by rating after {plural(MIN_RATED_GAMES, 'rated game')}."
)
HOW_TO_READ = (
    "A rating is a cautious estimate of skill; ± is how unsure it still is, and it shrinks as you play."
)


def rating_text(skill: Skill) -> str:
    """The cautious rating and its uncertainty, in whole points: "rating 21 (±3)"."""
    value, spread = shown(skill)
    return f"rating {value} (±{spread})"


def record_text(record: GameRecord) -> str:
    """A record in words: "5 games, 3 wins (60%) · rating 21 (±3) from 4 rated games"."""
    rate = round(100 * record.wins / record.games) if record.games else 0
    text = f"{plural(record.games, 'game')}, {plural(record.wins, 'win')} ({rate}%)"
    if record.skill is not None:
        text += f" · {rating_text(record.skill)} from {plural(record.skill.games, 'rated game')}"
    return text


def stats_message(
    stats: PlayerStats, user: discord.abc.User, titles: Mapping[str, str], game: str | None = None
) -> Message:
    """A player's games, wins and ratings, one field per game they have finished: this server's figures
    (in a server) and everyone's."""
    return Message(embeds=[_stats_embed(stats, user, titles, game)], allowed_mentions=SILENT)


def _stats_embed(
    stats: PlayerStats, user: discord.abc.User, titles: Mapping[str, str], game: str | None
) -> discord.Embed:
    name = discord.utils.escape_markdown(getattr(user, "display_name", None) or user.name)
    embed = discord.Embed(title=f"Stats: {name}"[:256], color=STATS_COLOR)
    server = {r.game: r for r in stats.server or ()}
    everyone = {r.game: r for r in stats.everyone}
    what = f"a game of {titles.get(game, game)}" if game is not None else "a game"
    if not everyone:
        embed.description = f"{user.mention} has not finished {what} yet."
        return embed
    embed.description = f"{user.mention}'s finished games."
    keys = sorted(everyone, key=lambda k: (-everyone[k].games, titles.get(k, k)))
    for key in keys[:MAX_FIELDS]:
        lines = []
        if stats.server is not None:
            here = server.get(key)
            lines.append(f"**This server:** {record_text(here) if here is not None else 'no games yet'}")
        lines.append(f"**Everywhere:** {record_text(everyone[key])}")
        embed.add_field(name=titles.get(key, key)[:256], value="\n".join(lines)[:1024], inline=False)
    embed.set_footer(text=f"{HOW_TO_READ} {WHAT_IS_RATED}")
    return embed


def leaderboard_message(board: Leaderboard, title: str) -> Message:
    """A game's top players: by rating among those with enough rated games, else by wins."""
    return Message(embeds=[_leaderboard_embed(board, title)], allowed_mentions=SILENT)


def _leaderboard_embed(board: Leaderboard, title: str) -> discord.Embed:
    where = "this server" if board.server else "everyone"
    embed = discord.Embed(title=f"{title}: top players ({where})"[:256], color=STATS_COLOR)
    if not board.standings:
        place = "in this server" if board.server else "anywhere"
        embed.description = f"Nobody has finished a game of {title} {place} yet."
        return embed
    lines = [
        f"**{i}.** {_who(s, board.server)} — {_standing_text(s, board.by_rating)}"
        for i, s in enumerate(board.standings, 1)
    ]
    embed.description = "\n".join(lines)[:4096]
    if board.by_rating:
        footer = f"Ranked by rating. {HOW_TO_READ} {WHAT_IS_RATED}"
    else:
        footer = (
            f"Ranked by wins: nobody has {plural(MIN_RATED_GAMES, 'rated game')} of {title}"
            f"{' in this server' if board.server else ''} yet. " + WHAT_IS_RATED
        )
    embed.set_footer(text=footer[:2048])
    return embed


def _who(standing: Standing, server: bool) -> str:
    if server:
        return f"<@{standing.user_id}>"
    return discord.utils.escape_mentions(discord.utils.escape_markdown(standing.name))


def _standing_text(standing: Standing, by_rating: bool) -> str:
    games = plural(standing.games, "game")
    if by_rating and standing.skill is not None:
        return f"{rating_text(standing.skill)} · {games}, {plural(standing.wins, 'win')}"
    return f"{plural(standing.wins, 'win')} in {games}"
