"""A finished game's result, in a message of its own under its last board: the scores, whether it was
played with the AI's hints, "Rematch", "Review" and, with the web companion on, "Replay"."""

from __future__ import annotations

import discord

from bot.discordside.boardviews import add_link, rematch_view
from bot.discordside.mending import bounded
from bot.discordside.message import Message
from bot.discordside.payloads import Payloads
from bot.i18n import Speaker
from bot.session.game import Game
from bot.session.records import Assistance


async def announce_outcome(client: discord.Client, payloads: Payloads, game: Game) -> None:
    """Post the result of a finished game under its last board (nothing while it runs)."""
    outcome = game.outcome
    if outcome is None:
        return
    channel = client.get_partial_messageable(game.session.channel_id, guild_id=game.session.guild_id)
    say = Speaker(game.session.table_language)
    ranking = sorted(range(len(game.names)), key=lambda s: -outcome.scores[s])
    lines = [
        say("result-head", title=game.title, summary=game.fill(say.either(outcome.summary, outcome.words)))
    ]
    for seat in ranking:
        crown = "🏆 " if seat in outcome.winners else ""
        score = outcome.scores[seat]
        lines.append(f"{crown}{game.names[seat]}: {score:g}")
    coached = assistance_sentence(game.session.assistance, say)
    if coached:
        lines.append(coached)
    view = rematch_view(game.id, review=True, say=say)
    link = await payloads.game_link(game.session)
    if link is not None:
        add_link(view, say("board-link-replay"), link[1])
    announcement = Message("\n".join(lines), view=view, allowed_mentions=discord.AllowedMentions.none())
    await bounded(channel.send(**announcement.send_kwargs()))


def assistance_sentence(assistance: Assistance, say: Speaker) -> str:
    """What a finished game's result says of the AI coach it was played with ("" for none)."""
    if assistance == Assistance.PRACTICE:
        return say("result-practice")
    if assistance == Assistance.HINTS:
        return say("result-hints")
    return ""
