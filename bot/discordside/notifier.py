"""Telling each person what concerns them, the way they chose (``bot.session.preferences``): who a new
board pings, a turn told by DM, and how anything is said to one person (``tell``: a DM of its own or a new
version of their one DM, and where their DMs are closed, the game's channel).

- **Quiet means quiet.** In someone's quiet hours nothing pings or DMs them: a board still names them,
  but its ``allowed_mentions`` leave them out, so the mention notifies no one; a private view is not
  sent. Each is kept as a held notice (``NoticeStore``); when their quiet hours end, one message sums up
  everything that waited (``bot.discordside.bursts``, which also tells reminders and the turns told later).
- **A turn told later.** Someone who wants to hear of a turn only once it has waited N hours gets a
  notice due then; if the seat has decided meanwhile, it is dropped.
- **One message per person.** Someone who chose it gets every DM about their games as a new version of
  their one DM (``bot.discordside.inbox``), which is also edited as their games change.
- A DM that cannot be delivered falls back as before: a notice in the game's channel that mentions them.

Defaults change nothing: a person without settings is pinged on the board, reminded by a ping and a DM.
"""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

import discord

from bot.discordside.inbox import InboxMessages as InboxMessages
from bot.discordside.inbox import News, board_link, server_of
from bot.discordside.mending import bounded
from bot.i18n import Speaker
from bot.render.textlimits import MESSAGE_TEXT, clipped
from bot.services import Services
from bot.session import preferences
from bot.session.game import Game
from bot.session.preferences import Preferences
from bot.session.records import PRIVATE, TURN, Notice, SessionStatus
from engines.base import Seat
from engines.phrasing import Words

log = logging.getLogger(__name__)

NONCE_LIMIT = 25  # Discord's limit on a message nonce


def nonce(*parts: object) -> str:
    """A message's nonce from what it is about (the same in every process), at most 25 characters."""
    text = ".".join(str(p) for p in parts)
    return text if len(text) <= NONCE_LIMIT else hashlib.blake2b(text.encode(), digest_size=12).hexdigest()


@dataclass(frozen=True)
class Audience:
    """The settings of a game's people, read once for one publication, and the time it happens."""

    now: float
    prefs: Mapping[int, Preferences] = field(default_factory=dict)

    def of(self, user_id: int) -> Preferences:
        return self.prefs.get(user_id, preferences.DEFAULTS)

    @property
    def languages(self) -> dict[int, str]:
        """What each of them reads their DMs in."""
        return {user_id: prefs.reader_language for user_id, prefs in self.prefs.items()}

    @property
    def quiet(self) -> frozenset[int]:
        """The people in their quiet hours now: no DM and no ping for them."""
        return frozenset(u for u, p in self.prefs.items() if p.is_quiet(self.now))

    def notified(self, game: Game, pings: Sequence[Seat]) -> list[int] | None:
        """Of the people a board names (``pings``), those whose mention notifies now; None when all do
        (the board is sent as before)."""
        people = [u for s in pings if (u := game.session.seats[s].user_id) is not None]
        told = [u for u in people if preferences.turn_delivery(self.of(u), self.now).ping]
        return None if told == people else told


class Notifier:
    def __init__(self, client: discord.Client, services: Services) -> None:
        self.client = client
        self.settings = services.personal_settings
        self.notices = services.storage.notices
        self.clock = services.storage.now
        self.inbox = InboxMessages(client, services.games, services.storage, self.clock)

    async def audience(self, game: Game) -> Audience:
        people = [s.user_id for s in game.session.seats if s.user_id is not None]
        return Audience(self.clock(), await self.settings.of_people(people))

    # ---- a change shown ------------------------------------------------------------------------------

    async def published(
        self,
        game: Game,
        pings: Sequence[Seat],
        audience: Audience,
        held: Sequence[tuple[Seat, int]] = (),
        moved: bool = True,
    ) -> None:
        """After a board that named ``pings`` as the people who must act now: their turn told by DM, or
        kept for later; the private views not sent to people in their quiet hours (``held``) kept for
        the summing-up; the one DM of everyone who has one edited when the turn moved (``moved``)."""
        now = audience.now
        waiting: list[Notice] = []
        posted: set[int] = set()
        for seat in pings:
            user_id = game.session.seats[seat].user_id
            if user_id is None:
                continue
            prefs = audience.of(user_id)
            told = preferences.turn_delivery(prefs, now)
            if told.wait_until is not None:
                waiting.append(
                    Notice(0, user_id, game.id, seat, game.n(seat), TURN, now, told.wait_until, told.held)
                )
            if told.dm:
                words = Words(
                    id="notice-your-move",
                    args={
                        "title": game.title,
                        "server": server_of(self.client, game),
                        "link": board_link(game),
                    },
                )
                await self.tell(
                    user_id, prefs, [News(game, words)], nonce("t", game.id, game.session.position, seat)
                )
                posted.add(user_id)
        for seat, user_id in held:
            quiet_end = audience.of(user_id).quiet_ends(now)
            waiting.append(Notice(0, user_id, game.id, seat, game.n(seat), PRIVATE, now, quiet_end, True))
        await self.notices.hold(waiting)
        if moved or game.status != SessionStatus.RUNNING:
            for user_id, prefs in sorted(audience.prefs.items()):
                if prefs.one_dm and user_id not in posted:
                    await self.inbox.refresh(user_id)

    # ---- saying it -----------------------------------------------------------------------------------

    async def tell(
        self,
        user_id: int,
        prefs: Preferences,
        news: Sequence[News],
        message_nonce: str,
        *,
        locked: bool = False,
        retry: bool = False,
        fallback: bool = True,
    ) -> bool:
        """Tell a person something by DM, the way they chose: a DM of its own, or a new version of their
        one DM (``locked``: their inbox lock is held already). With their DMs closed, each game's channel
        says it instead, mentioning them (unless ``fallback`` is False: the channel was pinged already).
        True once delivered by DM; ``retry``: a failure that may pass (Discord's own, no answer) is
        raised, for the caller to try again with the same nonce."""
        try:
            if prefs.one_dm and locked:
                await self.inbox.post_held(user_id, news, message_nonce)
            elif prefs.one_dm:
                await self.inbox.post(user_id, news, message_nonce)
            else:
                say = Speaker(prefs.reader_language)
                text = "\n".join(say.words(n.words).rstrip() for n in news)
                await self.dm(user_id, text, message_nonce, quietly=False)
            return True
        except discord.Forbidden:
            if fallback:
                await self.in_channels(user_id, prefs.reader_language, news)
        except (discord.HTTPException, TimeoutError) as exc:
            if retry:
                raise
            log.warning("No DM to %s: %s", user_id, exc)
        return False

    async def dm(self, user_id: int, text: str, message_nonce: str | None, *, quietly: bool = True) -> bool:
        """A DM of a few words; ``quietly``: a closed DM is fine (the channel said it already)."""
        try:
            user = self.client.get_user(user_id) or await self.client.fetch_user(user_id)
            none = discord.AllowedMentions.none()
            if message_nonce is None:
                await bounded(user.send(clipped(text, MESSAGE_TEXT), allowed_mentions=none))
            else:
                await bounded(
                    user.send(clipped(text, MESSAGE_TEXT), allowed_mentions=none, nonce=message_nonce)
                )
            return True
        except (discord.HTTPException, TimeoutError) as exc:
            if not quietly:
                raise
            log.info("No DM to %s: %s", user_id, exc)
            return False

    async def in_channels(
        self, user_id: int, language: str, news: Sequence[News], *, notify: bool = True
    ) -> None:
        """What a closed DM could not say, in each game's channel, mentioning them (in their language, as
        it is said to them): only the first mention notifies (none unless ``notify``), since they are told
        of several at once."""
        say = Speaker(language)
        for index, item in enumerate(news):
            session = item.game.session
            channel = self.client.get_partial_messageable(session.channel_id, guild_id=session.guild_id)
            mentions = (
                discord.AllowedMentions(users=[discord.Object(user_id)])
                if notify and index == 0
                else discord.AllowedMentions.none()
            )
            try:
                text = say("notice-to", user=f"<@{user_id}>", line=item.words).rstrip()
                await bounded(channel.send(clipped(text, MESSAGE_TEXT), allowed_mentions=mentions))
            except (discord.HTTPException, TimeoutError) as exc:
                log.info("Could not tell %s in %s: %s", user_id, session.channel_id, exc)
