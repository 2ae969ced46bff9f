"""``/game stats`` and ``/game leaderboard`` as messages: a player's record per game, and a game's top
players, in this server or everywhere, in the words of ``say`` (the reader's language for one's own
stats, the server's for a leaderboard, which everyone in the channel reads).

The numbers come from the result service (``bot.session.ratings`` decides what is rated); this module only puts
them in words, within Discord's embed limits. People are shown by mention in a server's own figures (the
client shows their current name) and by the name they last played under in everyone's, where many are
not members of this server. Embeds never ping, and ``SILENT`` is sent with them all the same.
"""

from __future__ import annotations

from collections.abc import Mapping

import discord

from bot.discordside.message import Message
from bot.i18n import Speaker
from bot.render.textlimits import (
    EMBED_DESCRIPTION,
    EMBED_FIELDS,
    EMBED_TITLE,
    FIELD_NAME,
    FIELD_VALUE,
    FOOTER_TEXT,
    clipped,
)
from bot.session.ratings import MIN_RATED_GAMES, Leaderboard, PlayerStats, shown
from bot.session.records import GameRecord, Skill, Standing

STATS_COLOR = 0x2B6CB0
SILENT = discord.AllowedMentions.none()


def rating_text(skill: Skill, say: Speaker) -> str:
    """The cautious rating and its uncertainty, in whole points: "rating 21 (±3)"."""
    value, spread = shown(skill)
    return say("stats-rating", rating=value, spread=spread)


def record_text(record: GameRecord, say: Speaker) -> str:
    """A record in words: "5 games, 3 wins (60%) · rating 21 (±3) from 4 rated games"."""
    rate = round(100 * record.wins / record.games) if record.games else 0
    text = say("stats-record", games=record.games, wins=record.wins, rate=rate)
    if record.skill is not None:
        return say(
            "stats-record-rated", record=text, rating=rating_text(record.skill, say), rated=record.skill.games
        )
    return text


def stats_message(
    stats: PlayerStats, user: discord.abc.User, titles: Mapping[str, str], game: str | None, say: Speaker
) -> Message:
    """A player's games, wins and ratings, one field per game they have finished: this server's figures
    (in a server) and everyone's."""
    return Message(embeds=[_stats_embed(stats, user, titles, game, say)], allowed_mentions=SILENT)


def _stats_embed(
    stats: PlayerStats, user: discord.abc.User, titles: Mapping[str, str], game: str | None, say: Speaker
) -> discord.Embed:
    name = discord.utils.escape_markdown(getattr(user, "display_name", None) or user.name)
    embed = discord.Embed(title=clipped(say("stats-title", name=name), EMBED_TITLE), color=STATS_COLOR)
    server = {r.game: r for r in stats.server or ()}
    everyone = {r.game: r for r in stats.everyone}
    if not everyone:
        if game is not None:
            embed.description = say("stats-none-of", who=user.mention, game=titles.get(game, game))
        else:
            embed.description = say("stats-none", who=user.mention)
        return embed
    embed.description = say("stats-description", who=user.mention)
    keys = sorted(everyone, key=lambda k: (-everyone[k].games, titles.get(k, k)))
    for key in keys[:EMBED_FIELDS]:
        lines = []
        if stats.server is not None:
            here = server.get(key)
            shown_here = record_text(here, say) if here is not None else say("stats-no-games-yet")
            lines.append(say("stats-this-server", record=shown_here))
        lines.append(say("stats-everywhere", record=record_text(everyone[key], say)))
        embed.add_field(
            name=clipped(titles.get(key, key), FIELD_NAME),
            value=clipped("\n".join(lines), FIELD_VALUE),
            inline=False,
        )
    embed.set_footer(text=say("stats-footer", rated=MIN_RATED_GAMES))
    return embed


def leaderboard_message(board: Leaderboard, title: str, say: Speaker) -> Message:
    """A game's top players: by rating among those with enough rated games, else by wins."""
    return Message(embeds=[_leaderboard_embed(board, title, say)], allowed_mentions=SILENT)


def _leaderboard_embed(board: Leaderboard, title: str, say: Speaker) -> discord.Embed:
    embed = discord.Embed(
        title=clipped(say("leaderboard-title", game=title, server=board.server), EMBED_TITLE),
        color=STATS_COLOR,
    )
    if not board.standings:
        embed.description = say("leaderboard-empty", game=title, server=board.server)
        return embed
    lines = [
        say(
            "leaderboard-line",
            place=i,
            who=_who(s, board.server),
            standing=_standing_text(s, board.by_rating, say),
        )
        for i, s in enumerate(board.standings, 1)
    ]
    embed.description = clipped("\n".join(lines), EMBED_DESCRIPTION)
    if board.by_rating:
        footer = say("leaderboard-by-rating", rated=MIN_RATED_GAMES)
    else:
        footer = say("leaderboard-by-wins", rated=MIN_RATED_GAMES, game=title, server=board.server)
    embed.set_footer(text=clipped(footer, FOOTER_TEXT))
    return embed


def _who(standing: Standing, server: bool) -> str:
    if server:
        return f"<@{standing.user_id}>"
    return discord.utils.escape_mentions(discord.utils.escape_markdown(standing.name))


def _standing_text(standing: Standing, by_rating: bool, say: Speaker) -> str:
    if by_rating and standing.skill is not None:
        rating = rating_text(standing.skill, say)
        return say("leaderboard-rated", rating=rating, games=standing.games, wins=standing.wins)
    return say("leaderboard-wins", games=standing.games, wins=standing.wins)
