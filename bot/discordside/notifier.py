"""Telling each person what concerns them, the way they chose (``bot.session.preferences``): who a new
board pings, a turn told by DM, a reminder, and what waited.

- **Quiet means quiet.** In someone's quiet hours nothing pings or DMs them: a board still names them,
  but its ``allowed_mentions`` leave them out, so the mention notifies no one; a reminder is not posted;
  a private view is not sent. Each is kept as a held notice (``NoticeStore``), and when their quiet hours
  end ``run_due`` sends one message that sums up everything that waited (what is no longer owed, a turn
  they took meanwhile, is left out).
- **A turn told later.** Someone who wants to hear of a turn only once it has waited N hours gets a
  notice due then; if the seat has decided meanwhile, it is dropped.
- **One message per person.** Someone who chose it gets every DM about their games as a new version of
  their one DM (``bot.discordside.inbox``), which is also edited as their games change.
- A DM that cannot be delivered falls back as before: a notice in the game's channel that mentions them.

Defaults change nothing: a person without settings is pinged on the board, reminded by a ping and a DM.
Sending a notice once: it is claimed (as deadlines are) under the person's inbox lock, its message carries
a nonce of its own (Discord returns the first message for a repeated nonce), and it is marked done after.
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
from bot.services import Services
from bot.session import preferences
from bot.session.game import Game
from bot.session.preferences import Preferences
from bot.session.records import FINAL, HALF, PRIVATE, TIMEOUT, TURN, Notice, SessionStatus
from engines.base import Seat

log = logging.getLogger(__name__)

NONCE_LIMIT = 25  # Discord's limit on a message nonce
SUMMED_UP = {
    TURN: "your move since {at}",
    HALF: "half your time was gone at {at}",
    FINAL: "your time was nearly out at {at}",
    "reminder": "it waited for your move at {at}",
    PRIVATE: "your hand changed",
}


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
    def __init__(
        self, client: discord.Client, services: Services, *, owner: str, claim_seconds: float = 10.0
    ) -> None:
        self.client = client
        self.games = services.games
        self.settings = services.personal_settings
        self.notices = services.storage.notices
        self.deadlines = services.storage.deadlines
        self.clock = services.storage.now
        self.owner = owner
        self.claim_seconds = claim_seconds
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
                text = f"🔔 It's your move in **{game.title}** ({server_of(self.client, game)}). {board_link(game)}"
                await self.tell(
                    user_id, prefs, [News(game, text)], nonce("t", game.id, game.session.position, seat)
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
                await self.dm(user_id, "\n".join(n.text for n in news), message_nonce, quietly=False)
            return True
        except discord.Forbidden:
            if fallback:
                await self.in_channels(user_id, news)
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
                await bounded(user.send(text[:2000], allowed_mentions=none))
            else:
                await bounded(user.send(text[:2000], allowed_mentions=none, nonce=message_nonce))
            return True
        except (discord.HTTPException, TimeoutError) as exc:
            if not quietly:
                raise
            log.info("No DM to %s: %s", user_id, exc)
            return False

    async def in_channels(self, user_id: int, news: Sequence[News]) -> None:
        """What a closed DM could not say, in each game's channel, mentioning them."""
        for item in news:
            session = item.game.session
            channel = self.client.get_partial_messageable(session.channel_id, guild_id=session.guild_id)
            try:
                await bounded(
                    channel.send(
                        f"<@{user_id}>, {item.text}"[:2000],
                        allowed_mentions=discord.AllowedMentions(users=[discord.Object(user_id)]),
                    )
                )
            except (discord.HTTPException, TimeoutError) as exc:
                log.info("Could not tell %s in %s: %s", user_id, session.channel_id, exc)

    # ---- what waited ---------------------------------------------------------------------------------

    async def next_due(self) -> float | None:
        return await self.notices.next_due()

    async def run_due(self, now: float | None = None) -> int:
        """Send what is due: for each person, one message that sums up what waited through their quiet
        hours, and the turns they wanted to hear of only later. Returns how many people were told."""
        now = self.clock() if now is None else now
        told = 0
        for user_id in await self.notices.due_people(now):
            try:
                async with self.notices.inbox_lock(user_id):
                    if await self._run_for(user_id, now):
                        told += 1
            except Exception:
                log.exception("Notices for %s failed", user_id)
        return told

    async def _run_for(self, user_id: int, now: float) -> bool:
        claimed = await self.notices.claim(user_id, self.owner, now + self.claim_seconds, now)
        if not claimed:
            return False
        prefs = await self.settings.of(user_id)
        if prefs.is_quiet(now):  # their quiet hours began (or were set) meanwhile: at their end
            await self.notices.later([n.id for n in claimed], prefs.quiet_ends(now), held=True)
            return False
        games = {g.id: g for g in [await self.games.load(i) for i in {n.session_id for n in claimed}]}
        owed = [n for n in claimed if _owed(n, games[n.session_id], user_id)]
        held = [n for n in owed if n.held]
        later = [n for n in owed if not n.held]
        news: list[News] = []
        pings: list[tuple[Notice, Game]] = []
        for notice in later:
            game = games[notice.session_id]
            told = preferences.turn_delivery(prefs, now, since=notice.created_at)
            if told.ping:
                pings.append((notice, game))
            if told.dm:
                news.append(
                    News(
                        game,
                        f"🔔 **{game.title}** ({server_of(self.client, game)}) has waited {_waited(notice, now)} for your move. {board_link(game)}",
                    )
                )
        if held:
            news = [*await self._summed_up(held, games, prefs), *news]
        first = min(n.id for n in claimed)
        # A failure that may pass leaves them claimed: the claim lapses and a later pass sends them, with
        # the same nonce, so a message Discord did post is not posted twice.
        sent = bool(news) and await self.tell(
            user_id, prefs, news, nonce("q", first), locked=True, retry=True
        )
        for notice, game in pings:
            await self._ping_later(notice, game, now)
        await self.notices.finish([n.id for n in claimed])
        return sent or bool(pings)

    async def _summed_up(
        self, held: Sequence[Notice], games: Mapping[str, Game], prefs: Preferences
    ) -> list[News]:
        """One line per game of what waited, and where it stands now."""
        quiet = prefs.quiet
        span = (
            f" ({preferences.clock(quiet.start)}-{preferences.clock(quiet.end)})" if quiet is not None else ""
        )
        lines: list[News] = []
        for session_id in dict.fromkeys(n.session_id for n in held):
            game = games[session_id]
            said: dict[str, str] = {}
            for notice in (n for n in held if n.session_id == session_id):
                at = preferences.local_time(notice.created_at, prefs)
                said.setdefault(notice.kind, SUMMED_UP.get(notice.kind, SUMMED_UP[TURN]).format(at=at))
            mine = [n.seat for n in held if n.session_id == session_id]
            due = [
                d.due_at
                for d in await self.deadlines.of_session(game.id)
                if d.kind == TIMEOUT and d.seat in mine
            ]
            ends = f"; time runs out <t:{int(min(due))}:R>" if due and game.session.paused_at is None else ""
            lines.append(
                News(
                    game,
                    f"**{game.title}** ({server_of(self.client, game)}): {'; '.join(said.values())}{ends} {board_link(game)}".rstrip(),
                )
            )
        if lines:
            lines[0] = News(lines[0].game, f"🌙 While you were quiet{span}: {lines[0].text}")
        return lines

    async def _ping_later(self, notice: Notice, game: Game, now: float) -> None:
        session = game.session
        channel = self.client.get_partial_messageable(session.channel_id, guild_id=session.guild_id)
        text = f"🔔 <@{notice.user_id}>, {game.title} has waited {_waited(notice, now)} for your move. {board_link(game)}"
        try:
            await bounded(
                channel.send(
                    text.rstrip(),
                    allowed_mentions=discord.AllowedMentions(users=[discord.Object(notice.user_id)]),
                    nonce=nonce("n", notice.id, "c"),
                )
            )
        except (discord.HTTPException, TimeoutError) as exc:
            log.info("Could not ping %s in %s: %s", notice.user_id, session.channel_id, exc)


def _owed(notice: Notice, game: Game, user_id: int) -> bool:
    """Whether a notice still says something true: the game runs, the seat is still theirs, and (but for
    a private view) it still owes the decision it owed then."""
    seats = game.session.seats
    if (
        game.status != SessionStatus.RUNNING
        or notice.seat >= len(seats)
        or seats[notice.seat].user_id != user_id
    ):
        return False
    if notice.kind == PRIVATE:
        return True
    return (
        notice.seat in game.to_act and not seats[notice.seat].played_by_ai and game.n(notice.seat) == notice.n
    )


def _waited(notice: Notice, now: float) -> str:
    hours = max(1, round((now - notice.created_at) / 3600))
    return "1 hour" if hours == 1 else f"{hours} hours"
