"""One DM per person, not one per game: for those who chose it, the bot keeps a single DM that lists
every running game they are in (game, server, whose turn, their deadline, a link to each board), those
waiting for them first. What would have been a DM of its own (their turn, a reminder, what waited through
their quiet hours) is posted as a new version of that message, with what is new at its top: a new
message notifies them, and the old one is deleted, so their DMs hold one list. A change that needs no
notification (a move elsewhere, a deadline that moved) edits it in place. ``bot.discordside.notifier``
decides what goes where; ``NoticeStore`` remembers the message (``inboxes``).

Also here, since the inbox, ``/game mine`` and the digest all read games this way: whether a game waits
for a person (``waits_for``) and whom it waits for (``waiting_for``).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

import discord

from bot.discordside.mending import bounded
from bot.discordside.payloads import jump_url
from bot.i18n import Speaker
from bot.render.textlimits import MESSAGE_TEXT, clipped, lines_within
from bot.services.games import Games
from bot.session import turnclock
from bot.session.game import Game
from bot.session.records import TIMEOUT, SessionStatus
from bot.store import Storage
from engines.phrasing import Listed, Words

log = logging.getLogger(__name__)

NEWS_LIMIT = 10  # lines of news kept at the top


def waits_for(game: Game, user_id: int) -> bool:
    """Whether ``game`` is waiting for a decision of ``user_id`` (not one an AI makes for them)."""
    seats = game.session.seats
    return any(
        seats[s].user_id == user_id and not seats[s].played_by_ai for s in game.to_act if s < len(seats)
    )


def waiting_for(game: Game) -> Words:
    """Who the game waits for, in words: "waiting for Ana and Bo"."""
    if game.status == SessionStatus.LOBBY:
        return Words(id="inbox-in-lobby")
    names = [game.names[s] for s in sorted(game.to_act)]
    if not names:
        return Words(id="inbox-waiting-for-nobody")
    return Words(id="inbox-waiting-for", args={"names": Listed.of(names)})


def server_of(client: discord.Client, game: Game) -> str | Words:
    """The game's server: its name as the bot sees it, or words for "in DMs" and "a server"."""
    guild_id = game.session.guild_id
    if guild_id is None:
        return Words(id="notice-in-dms")
    guild = client.get_guild(guild_id)
    return guild.name if guild is not None else Words(id="notice-a-server")


def board_link(game: Game) -> str:
    session = game.session
    return jump_url(session.guild_id, session.channel_id, session.board_message_id) or ""


@dataclass(frozen=True)
class News:
    """A line for the top of a person's DM, about one game, in words (said in their language)."""

    game: Game
    words: Words


class InboxMessages:
    def __init__(
        self, client: discord.Client, games: Games, storage: Storage, clock: Callable[[], float]
    ) -> None:
        self.client = client
        self.games = games
        self.store = storage.notices
        self.people = storage.people
        self.deadlines = storage.deadlines
        self.clock = clock

    async def content(self, user_id: int, news: Sequence[Words]) -> str:
        """The list of a person's running games, what is new on top, in their language."""
        say = Speaker((await self.people.preferences([user_id]))[user_id].reader_language)
        games = [g for g in await self.games.games_of(user_id) if g.status == SessionStatus.RUNNING]
        waiting = [g for g in games if waits_for(g, user_id)]
        others = [g for g in games if not waits_for(g, user_id)]
        head = say(
            "inbox-head", waiting=len(waiting), running=len(games), updated=turnclock.stamp(self.clock())
        )
        top = head
        if news:  # at most half the message, the rest the games'
            told = [say("inbox-new", line=line) for line in news]
            room = MESSAGE_TEXT // 2 - len(head) - 1
            said = lines_within(
                told, room, lambda count: say("inbox-more-news", count=count), most=NEWS_LIMIT
            )
            top += "\n" + said + "\n"
        if not games:
            return clipped(f"{top}\n{say('inbox-no-game')}", MESSAGE_TEXT)
        lines = [await self._line(game, user_id, say) for game in waiting + others]
        return lines_within(lines, MESSAGE_TEXT, lambda count: say("mine-more", count=count), first=top)

    async def _line(self, game: Game, user_id: int, say: Speaker) -> str:
        mine = [s for s in game.session.seats_of(user_id) if s in game.to_act]
        place = server_of(self.client, game)
        parts = [f"**{game.title}**", place if isinstance(place, str) else say.words(place)]
        if waits_for(game, user_id):
            due = [
                d.due_at
                for d in await self.deadlines.of_session(game.id)
                if d.kind == TIMEOUT and d.seat in mine
            ]
            parts.append(say("inbox-your-move"))
            if due and game.session.paused_at is None:
                parts.append(say("inbox-runs-out", when=turnclock.stamp(min(due))))
        else:
            parts.append(say.words(waiting_for(game)))
        if game.session.paused_at is not None:
            parts.append(say("inbox-paused"))
        link = board_link(game)
        return " · ".join(parts) + (f" · {link}" if link else "")

    async def post(self, user_id: int, news: Sequence[News], nonce: str) -> None:
        """A new version of the person's DM, with ``news`` on top (it notifies them); the old one goes.
        Raises ``discord.Forbidden`` when their DMs are closed (the caller says it in the channel)."""
        async with self.store.inbox_lock(user_id):
            await self.post_held(user_id, news, nonce)

    async def post_held(self, user_id: int, news: Sequence[News], nonce: str) -> None:
        """``post``, with the person's inbox lock already held."""
        kept = await self.store.inbox(user_id)
        lines = tuple(n.words for n in news)
        text = await self.content(user_id, lines)
        user = self.client.get_user(user_id) or await self.client.fetch_user(user_id)
        message = await bounded(user.send(text, allowed_mentions=discord.AllowedMentions.none(), nonce=nonce))
        if kept.message_id is not None and kept.channel_id is not None and kept.message_id != message.id:
            try:
                old = self.client.get_partial_messageable(kept.channel_id).get_partial_message(
                    kept.message_id
                )
                await bounded(old.delete())
            except (discord.HTTPException, TimeoutError) as exc:
                log.info("The old DM of %s stays: %s", user_id, exc)
        await self.store.set_inbox(
            replace(
                kept, channel_id=message.channel.id, message_id=message.id, posted_at=self.clock(), news=lines
            )
        )

    async def refresh(self, user_id: int) -> None:
        """The person's DM edited to show their games as they are now (it notifies no one)."""
        async with self.store.inbox_lock(user_id):
            kept = await self.store.inbox(user_id)
            if kept.message_id is None or kept.channel_id is None:
                return  # none yet: the first comes with something to tell
            text = await self.content(user_id, kept.news)
            message = self.client.get_partial_messageable(kept.channel_id).get_partial_message(
                kept.message_id
            )
            try:
                await bounded(message.edit(content=text, allowed_mentions=discord.AllowedMentions.none()))
            except discord.NotFound:
                await self.store.set_inbox(replace(kept, message_id=None))  # they deleted it
            except (discord.HTTPException, TimeoutError) as exc:
                log.info("Could not edit the DM of %s: %s", user_id, exc)
