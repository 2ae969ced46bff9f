"""``Bursts``: what falls due for people, told to each person in one go: a turn clock's reminders, a turn
they wanted to hear of only later, and what waited through their quiet hours (``bot.discordside.notifier``
keeps it; ``NoticeStore`` holds it).

**Several at once.** Everything of one person's that falls due within ``BURST`` seconds of something of
theirs due now is told together, naming each game: one DM (or one new version of their one DM) and at most
one ping; each game's channel still shows its own reminder, but only the first of them notifies them, and
it says how many other games wait too. A reminder overtaken by a later one of the same turn (the half-time
one when the final one is due, either when the clock has run out) is not sent at all: it would warn of
what is already past.

**Quiet hours.** A reminder that falls due in someone's quiet hours is kept as a held notice; when they
end, one message sums up what waited, a line per game, and what is no longer owed (a turn taken since) is
left out. A turn an AI played for them meanwhile (their clock ran out: ``Timers`` keeps that notice) is in
it, with when.

**Once.** A reminder is claimed (``DeadlineStore.claim``) and a notice too (``NoticeStore.claim``), under the
person's inbox lock (across processes on PostgreSQL), before anything is sent; each message carries a nonce
made from what it tells, and they are marked done after. A process that dies in between leaves its claims
to lapse, and the one that takes over sends the same nonces: Discord answers with the messages already
posted.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import discord

from bot.discordside.inbox import News, board_link, server_of
from bot.discordside.mending import bounded
from bot.discordside.notifier import Notifier, nonce
from bot.i18n import Speaker
from bot.render.textlimits import MESSAGE_TEXT, clipped
from bot.services import Services
from bot.session import preferences, turnclock
from bot.session.game import Game
from bot.session.preferences import Preferences
from bot.session.records import FINAL, HALF, PRIVATE, REMINDER, TIMEOUT, TURN, Deadline, Notice, SessionStatus
from engines.phrasing import Duration, Listed, Moment, Words

log = logging.getLogger(__name__)

BURST = 3.0  # seconds: what falls due for a person this soon after something of theirs due now comes with it
LATER = {HALF: 1, FINAL: 2, TIMEOUT: 3}  # a turn's deadlines in order: a later one overtakes the earlier

# What players read in their DMs: message ids (bot/locales/*/notices.ftl), said in each one's language.
SUMMED_UP = {
    TURN: "notice-summed-turn",
    HALF: "notice-summed-half",
    FINAL: "notice-summed-final",
    REMINDER: "notice-summed-reminder",
    PRIVATE: "notice-summed-private",
}
# A turn an AI played for them in their quiet hours, by what the game's timeout does.
PLAYED = {"move": "notice-played-move", "skip": "notice-played-skip", "stand_in": "notice-played-stand-in"}
THEN = {"move": "notice-then-move", "skip": "notice-then-skip", "stand_in": "notice-then-stand-in"}
# What players read in a game's channel (in English until a table has a language of its own).


@dataclass(frozen=True)
class Told:
    """What one pass told: reminders handled (sent, kept for after quiet hours, or silenced by the
    person's settings), and people who were sent something."""

    reminders: int = 0
    people: int = 0

    def __add__(self, other: Told) -> Told:
        return Told(self.reminders + other.reminders, self.people + other.people)


@dataclass(frozen=True)
class Ping:
    """A mention in a game's channel: ``text`` names the person; ``nonce`` keeps it once."""

    game: Game
    text: str
    nonce: str


def reminder_nonce(deadline_id: int, where: str) -> str:
    """The nonce of a reminder's message in the channel: the same whichever process sends it, so that
    Discord (``enforce_nonce``, which discord.py sends with every nonce) answers a second send within a few
    minutes with the first message. At most 21 characters (Discord allows 25), and unlike a board's
    (``bot.discordside.boards.board_nonce``), which has a dot."""
    return f"r{deadline_id:d}{where[0]}"


class Bursts:
    def __init__(
        self,
        client: discord.Client,
        services: Services,
        notifier: Notifier,
        *,
        owner: str,
        claim_seconds: float = 10.0,
    ) -> None:
        self.client = client
        self.notifier = notifier  # how a person is told: a DM of its own or their one DM, the fallbacks
        self.games = services.games
        self.settings = services.personal_settings
        self.deadlines = services.storage.deadlines
        self.notices = services.storage.notices
        self.clock = services.storage.now
        self.owner = owner
        self.claim_seconds = claim_seconds

    async def next_due(self) -> float | None:
        """When the next notice falls due (the deadlines' is ``DeadlineStore.next_due``)."""
        return await self.notices.next_due()

    async def tell_due(self, now: float | None = None) -> Told:
        """Tell everyone who has a reminder or a notice due by ``now`` (default: the clock) what falls due
        for them, with what of theirs falls due in the next ``BURST`` seconds."""
        now = self.clock() if now is None else now
        coming = await self.deadlines.due(now, ahead=BURST)
        reminders = [d for d in coming if d.kind != TIMEOUT and d.user_id is not None]
        people = {d.user_id for d in reminders if d.due_at <= now} | set(await self.notices.due_people(now))
        told = Told()
        for user_id in sorted(u for u in people if u is not None):
            try:
                async with self.notices.inbox_lock(user_id):
                    mine = [d for d in reminders if d.user_id == user_id]
                    told += await self._tell(user_id, mine, coming, now)
            except Exception:
                log.exception("Telling %s what fell due failed", user_id)
        return told

    async def _tell(
        self, user_id: int, reminders: Sequence[Deadline], coming: Sequence[Deadline], now: float
    ) -> Told:
        games: dict[str, Game] = {}
        claimed: list[Deadline] = []
        for deadline in reminders:
            game = games.get(deadline.session_id) or await self.games.load(deadline.session_id)
            games[game.id] = game
            if not _owes(game, deadline.seat) or _overtaken(deadline, coming):
                await self.deadlines.close(deadline.id)
                continue
            if await self.deadlines.claim(deadline.id, self.owner, self.clock() + self.claim_seconds):
                claimed.append(deadline)
        notices = await self.notices.claim(
            user_id, self.owner, self.clock() + self.claim_seconds, now, ahead=BURST
        )
        if not claimed and not notices:
            return Told()
        for session_id in {n.session_id for n in notices} - set(games):
            games[session_id] = await self.games.load(session_id)
        prefs = await self.settings.of(user_id)
        if prefs.is_quiet(now):  # their quiet hours: all of it waits for their end, with the rest
            ends = prefs.quiet_ends(now)
            if prefs.reminders:
                await self.notices.hold([_held(d, games[d.session_id], now, ends) for d in claimed])
            await self.notices.later([n.id for n in notices], ends, held=True)
            await self._close(claimed)
            return Told(reminders=len(claimed))
        news, pings = await self._reminded(user_id, prefs, claimed, games, now)
        owed = [n for n in notices if _owed(n, games[n.session_id], user_id)]
        for notice in (n for n in owed if not n.held):  # a turn they hear of once it has waited
            game = games[notice.session_id]
            # As at its due time: it may be a few seconds ahead, told with the rest.
            later = preferences.turn_delivery(prefs, max(now, notice.due_at), since=notice.created_at)
            if later.ping:  # in the channel: the table's language
                say = Speaker(game.session.table_language)
                waited_for = Duration(seconds=_waited_hours(notice, now) * 3600)
                text = say(
                    "ping-waited",
                    user=f"<@{user_id}>",
                    title=game.title,
                    waited=waited_for,
                    link=board_link(game),
                )
                pings.append(Ping(game, text.rstrip(), nonce("n", notice.id, "c")))
            if later.dm:
                waited = Duration(seconds=_waited_hours(notice, now) * 3600)
                where = server_of(self.client, game)
                told_of = {"title": game.title, "server": where, "waited": waited, "link": board_link(game)}
                news.append(News(game, Words(id="notice-waited", args=told_of)))
        held = [n for n in owed if n.held]
        if held:
            news = [*await self._summed_up(held, games, prefs), *news]
        said = await self._say(
            user_id, prefs, news, pings, nonce("b", *[d.id for d in claimed], "n", *[n.id for n in notices])
        )
        await self._close(claimed)
        await self.notices.finish([n.id for n in notices])
        return Told(reminders=len(claimed), people=int(said))

    async def _reminded(
        self,
        user_id: int,
        prefs: Preferences,
        claimed: Sequence[Deadline],
        games: Mapping[str, Game],
        now: float,
    ) -> tuple[list[News], list[Ping]]:
        """Each reminder as its channel's ping and a line of the DM, as the person chose."""
        told = preferences.reminder_delivery(prefs, now)
        news: list[News] = []
        pings: list[Ping] = []
        for reminder in claimed:
            game = games[reminder.session_id]
            ends = next(
                (
                    d.due_at
                    for d in await self.deadlines.of_session(game.id)
                    if d.seat == reminder.seat and d.kind == TIMEOUT
                ),
                None,
            )
            public, private = _reminder_words(game, reminder, user_id, ends)
            if told.ping:
                pings.append(Ping(game, public.rstrip(), reminder_nonce(reminder.id, "channel")))
            if told.dm and reminder.kind != REMINDER:
                news.append(News(game, private))
        return news, pings

    async def _say(
        self,
        user_id: int,
        prefs: Preferences,
        news: Sequence[News],
        pings: Sequence[Ping],
        message_nonce: str,
    ) -> bool:
        """One DM with every line of ``news``, and the pings, only the first of which notifies. A failure
        that may pass (Discord's own, no answer) is raised before anything is marked done: the claims
        lapse and a later pass sends it all again, with the same nonces."""
        try:
            dm = bool(news) and await self.notifier.tell(
                user_id, prefs, news, message_nonce, locked=True, retry=True, fallback=False
            )
        except discord.NotFound as gone:  # for good (the person or their DM channel is gone): not again
            log.info("No DM to %s: %s", user_id, gone)
            dm = False
        if news and not dm:  # their DMs are closed: each game's channel says it, the first notifying
            pinged = {p.game.id for p in pings}
            await self.notifier.in_channels(
                user_id, prefs.reader_language, [n for n in news if n.game.id not in pinged], notify=not pings
            )
        for index, ping in enumerate(pings):
            await self._ping(user_id, ping, first=index == 0, others=len({p.game.id for p in pings}) - 1)
        return dm or bool(pings)

    async def _ping(self, user_id: int, ping: Ping, *, first: bool, others: int) -> None:
        session = ping.game.session
        channel = self.client.get_partial_messageable(session.channel_id, guild_id=session.guild_id)
        say = Speaker(session.table_language)
        text = say("ping-also-waiting", ping=ping.text, others=others) if first and others else ping.text
        mentions = (
            discord.AllowedMentions(users=[discord.Object(user_id)])
            if first
            else discord.AllowedMentions.none()
        )
        try:
            await bounded(
                channel.send(clipped(text, MESSAGE_TEXT), allowed_mentions=mentions, nonce=ping.nonce)
            )
        except (discord.HTTPException, TimeoutError) as exc:
            log.info("Could not ping %s in %s: %s", user_id, session.channel_id, exc)

    async def _close(self, claimed: Sequence[Deadline]) -> None:
        for deadline in claimed:
            await self.deadlines.close(deadline.id)

    async def _summed_up(
        self, held: Sequence[Notice], games: Mapping[str, Game], prefs: Preferences
    ) -> list[News]:
        """One line per game of what waited, and where it stands now."""
        quiet = prefs.quiet
        zone = prefs.time_zone
        lines: list[News] = []
        for session_id in dict.fromkeys(n.session_id for n in held):
            game = games[session_id]
            mine = [n for n in held if n.session_id == session_id]
            said: dict[str, Words] = {}
            for notice in mine:
                if notice.kind != TIMEOUT:
                    at = Moment(at=notice.created_at, zone=zone)
                    said.setdefault(
                        notice.kind, Words(id=SUMMED_UP.get(notice.kind, SUMMED_UP[TURN]), args={"at": at})
                    )
            played = [Moment(at=n.created_at, zone=zone) for n in mine if n.kind == TIMEOUT]
            if played:
                how = PLAYED.get(game.session.on_timeout, PLAYED[turnclock.DEFAULT_TIMEOUT])
                said[TIMEOUT] = Words(id=how, args={"at": Listed.of(played)})
            if game.status != SessionStatus.RUNNING:
                said["ended"] = Words(id="notice-ended")
            seats = [n.seat for n in mine]
            due = [
                d.due_at
                for d in await self.deadlines.of_session(game.id)
                if d.kind == TIMEOUT and d.seat in seats
            ]
            if due and game.session.paused_at is None and game.status == SessionStatus.RUNNING:
                said["ends"] = Words(id="notice-ends", args={"when": turnclock.stamp(min(due))})
            words = Words(
                id="notice-summed",
                args={
                    "title": game.title,
                    "server": server_of(self.client, game),
                    "said": Listed.of(said.values()),
                    "link": board_link(game),
                },
            )
            lines.append(News(game, words))
        if lines:
            span = (
                {"start": preferences.clock(quiet.start), "end": preferences.clock(quiet.end)}
                if quiet is not None
                else {"start": "none", "end": "none"}
            )
            first = Words(id="notice-while-quiet", args={**span, "line": lines[0].words})
            lines[0] = News(lines[0].game, first)
        return lines


def _owes(game: Game, seat: int) -> bool:
    """Whether a person still owes the decision a reminder is about."""
    record = game.session.seats[seat] if seat < len(game.session.seats) else None
    return (
        game.status == SessionStatus.RUNNING
        and record is not None
        and not record.played_by_ai
        and seat in game.to_act
    )


def _overtaken(reminder: Deadline, coming: Sequence[Deadline]) -> bool:
    """Whether a later deadline of the same turn falls due with it (then this one warns of the past)."""
    rank = LATER.get(reminder.kind, 0)
    return any(
        d.session_id == reminder.session_id and d.seat == reminder.seat and LATER.get(d.kind, 0) > rank
        for d in coming
    )


def _held(reminder: Deadline, game: Game, now: float, ends: float) -> Notice:
    """A reminder that came in quiet hours, kept for the message that sums them up."""
    return Notice(
        0,
        reminder.user_id or 0,
        game.id,
        reminder.seat,
        game.n(reminder.seat),
        reminder.kind,
        now,
        ends,
        True,
    )


def _reminder_words(game: Game, reminder: Deadline, user_id: int, ends: float | None) -> tuple[str, Words]:
    """A reminder in the game's channel (in the table's language), and by DM in words for its reader's
    (``ends``: when the seat's clock runs out)."""
    if reminder.kind == REMINDER or ends is None:
        kind = "nudge"
    elif reminder.kind == HALF:
        kind = "half-time"
    else:
        kind = "nearly-out"
    timeout = game.session.on_timeout if game.session.on_timeout in THEN else turnclock.DEFAULT_TIMEOUT
    stamp = turnclock.stamp(ends or 0)
    said = {"title": game.title, "ends": stamp, "then": Words(id=THEN[timeout]), "link": board_link(game)}
    public = Speaker(game.session.table_language)(f"ping-{kind}", user=f"<@{user_id}>", **said)
    return public, Words(id=f"notice-{kind}", args=said)


def _owed(notice: Notice, game: Game, user_id: int) -> bool:
    """Whether a notice still says something true: the seat is still theirs and, for a turn, a reminder or
    a private view, the game runs and (but for a private view) the seat still owes the decision it owed
    then. A turn an AI played is told even once the game has ended."""
    seats = game.session.seats
    if notice.seat >= len(seats) or seats[notice.seat].user_id != user_id:
        return False
    if notice.kind == TIMEOUT:
        return True
    if game.status != SessionStatus.RUNNING:
        return False
    if notice.kind == PRIVATE:
        return True
    return (
        notice.seat in game.to_act and not seats[notice.seat].played_by_ai and game.n(notice.seat) == notice.n
    )


def _waited_hours(notice: Notice, now: float) -> int:
    """How long a turn has waited, in whole hours (at least one)."""
    return max(1, round((now - notice.created_at) / 3600))
