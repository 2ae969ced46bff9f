"""What happens when time passes: reminders at half time and before the end, timeouts, the nudge of a
game without a clock, and the daily digest. ``Timers.run_due`` handles every deadline that has fallen
due, oldest first, so deadlines that passed while the bot was down are handled once at the next start,
in order. ``Timers.loop`` sleeps until the next deadline (a minute at most) or until woken.

Several processes may share the database, and each runs this loop. Every deadline is claimed for
``claim_seconds`` by one conditional update that only one process can win, and the claim lapses if that
process dies, so another takes the deadline over:

- A reminder is sent, then marked done. Its messages carry nonces of their own (``reminder_nonce``),
  which Discord enforces: when a process dies after sending and before marking, the one that takes over
  sends the same nonces and Discord answers with the messages already posted, so the player is reminded
  once either way.
- A timeout's move closes it in the same commit (the seat's next decision has a clock of its own), and a
  move applies only once (the action log's decision numbers).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import Any

import discord

from bot.discordside.inbox import News, waits_for
from bot.discordside.notifier import Notifier
from bot.discordside.payloads import jump_url
from bot.services import Services
from bot.session import preferences, turnclock
from bot.session.errors import StaleAction
from bot.session.game import Game, SubmitResult
from bot.session.records import FINAL, HALF, REMINDER, TIMEOUT, Deadline, Notice, SessionStatus
from engines.base import GameError, IllegalAction, Seat

log = logging.getLogger(__name__)

MAX_SLEEP = 60.0  # the loop looks at least this often (a deadline added by another process, the digest)
MAX_TIMEOUT_DECISIONS = 200  # decisions an AI makes for one timed-out seat before it stops
DIGEST_EVERY = 86400.0
DIGEST_LOOK = 20 * 3600.0  # people whose digest may be due: none sent in this long (an hour's day is 23-25 h)

Choose = Callable[[str, str, Seat, str], Awaitable[str]]  # as the AI driver's chooser
Publish = Callable[[SubmitResult], Awaitable[None]]


class Timers:
    def __init__(
        self,
        client: discord.Client,
        services: Services,
        *,
        owner: str,
        choose: Choose,
        publish: Publish,
        after_change: Callable[[Game], Awaitable[None]],
        clock: Callable[[], float],
        notifier: Notifier,
        claim_seconds: float = 10.0,
    ) -> None:
        self.client = client
        self.notifier = notifier  # each person's settings: how a reminder reaches them, what waits
        self.games = services.games
        self.moves = services.moves
        self.clocks = services.clocks
        self.deadlines = services.storage.deadlines
        self.people = services.storage.people
        self.ai_kinds = services.ai_kinds
        self.owner = owner  # this process, in the claims
        self.choose = choose
        self.publish = publish  # shows a move made for a timed-out seat, as an AI move is shown
        self.after_change = after_change  # shows a change that is not a move (a stand-in took a seat)
        self.clock = clock
        self.claim_seconds = claim_seconds
        self._wake = asyncio.Event()

    def wake(self) -> None:
        """Look again now (a deadline may have moved: a new clock, a pause, a vacation)."""
        self._wake.set()

    async def loop(self) -> None:
        while True:
            try:
                await self.run_due()
                await self.notifier.run_due()
                await self.send_digests()
            except Exception:
                log.exception("Handling deadlines failed")
            nxt = await self._next_due()
            delay = MAX_SLEEP if nxt is None else min(MAX_SLEEP, max(0.05, nxt - self.clock()))
            self._wake.clear()
            try:
                await asyncio.wait_for(self._wake.wait(), delay)
            except TimeoutError:
                pass

    async def _next_due(self) -> float | None:
        try:
            due = [
                d for d in (await self.deadlines.next_due(), await self.notifier.next_due()) if d is not None
            ]
            return min(due, default=None)
        except Exception:
            log.exception("Could not read the next deadline")
            return None

    async def run_due(self, now: float | None = None) -> int:
        """Handle every deadline due by ``now`` (default: the clock), oldest first; returns how many
        reminders were sent and timeouts handled."""
        handled = 0
        for deadline in await self.deadlines.due(self.clock() if now is None else now):
            try:
                if await self._handle(deadline):
                    handled += 1
            except Exception:
                log.exception("Deadline %s of %s failed", deadline.id, deadline.session_id)
        return handled

    async def _handle(self, deadline: Deadline) -> bool:
        game = await self.games.load(deadline.session_id)
        seat = deadline.seat
        record = game.session.seats[seat] if seat < len(game.session.seats) else None
        owes = (
            game.status == SessionStatus.RUNNING
            and record is not None
            and not record.played_by_ai
            and seat in game.to_act
        )
        if not owes:
            await self.deadlines.close(deadline.id)
            return False
        if not await self.deadlines.claim(deadline.id, self.owner, self.clock() + self.claim_seconds):
            return False  # another process is making this move, or sending this reminder
        if deadline.kind == TIMEOUT:
            return await self._time_out(game, seat)
        try:
            await self._remind(game, deadline)
        except Exception:
            await self.deadlines.close(deadline.id)  # refused for good: not tried again
            raise
        await self.deadlines.close(deadline.id)  # sent
        return True

    # ---- reminders -----------------------------------------------------------------------------

    async def _remind(self, game: Game, reminder: Deadline) -> None:
        user_id = reminder.user_id
        assert user_id is not None
        session = game.session
        link = jump_url(session.guild_id, session.channel_id, session.board_message_id)
        deadlines = await self.deadlines.of_session(game.id)
        ends = next((d.due_at for d in deadlines if d.seat == reminder.seat and d.kind == TIMEOUT), None)
        consequence = turnclock.TIMEOUTS.get(
            session.on_timeout, turnclock.TIMEOUTS[turnclock.DEFAULT_TIMEOUT]
        )
        if reminder.kind == REMINDER or ends is None:
            public = f"⏰ <@{user_id}>, {game.title} is waiting for your move."
            private = f"⏰ {game.title} is waiting for your move."
        elif reminder.kind == HALF:
            public = f"⏳ <@{user_id}>, half your time for this move in {game.title} is gone: it runs out {turnclock.stamp(ends)}."
            private = f"⏳ Half your time for your move in {game.title} is gone: it runs out {turnclock.stamp(ends)}, then {consequence}."
        else:
            assert reminder.kind == FINAL
            public = f"⏰ <@{user_id}>, your time in {game.title} runs out {turnclock.stamp(ends)}; then {consequence}."
            private = f"⏰ Your time for your move in {game.title} runs out {turnclock.stamp(ends)}; then {consequence}."
        if link:
            public += f" {link}"
            private += f" {link}"
        prefs = await self.notifier.settings.of(user_id)
        told = preferences.reminder_delivery(prefs, self.clock())
        if told.wait_until is not None:  # their quiet hours: it waits for their end, with the rest
            held = Notice(
                0,
                user_id,
                game.id,
                reminder.seat,
                game.n(reminder.seat),
                reminder.kind,
                self.clock(),
                told.wait_until,
                True,
            )
            await self.notifier.notices.hold([held])
            return
        channel = self.client.get_partial_messageable(session.channel_id, guild_id=session.guild_id)
        if told.ping:
            await channel.send(
                public,
                allowed_mentions=discord.AllowedMentions(users=True),
                nonce=reminder_nonce(reminder.id, "channel"),
            )
        if told.dm and reminder.kind != REMINDER:
            # A closed DM only skips the DM when the channel was pinged (as before settings existed).
            dm_nonce = reminder_nonce(reminder.id, "dm")
            await self.notifier.tell(user_id, prefs, [News(game, private)], dm_nonce, fallback=not told.ping)

    # ---- timeouts ------------------------------------------------------------------------------

    async def _time_out(self, game: Game, seat: Seat) -> bool:
        how = game.session.on_timeout
        if how == "stand_in":
            try:
                changed = await self.clocks.stand_in(game.id, seat)
            except GameError as exc:
                log.info("No stand-in in %s: %s", game.id, exc)
                return False
            await self.after_change(changed)
            return True
        passing = how == "skip"
        name = f"{{s{seat}}}"
        line = (
            f"⌛ {name}'s time ran out: they pass."
            if passing and _pass_of(game, seat) is not None
            else f"⌛ {name}'s time ran out: an AI made the move for them."
        )
        made = 0
        # The seat's whole move: every decision it owes until it no longer has to act.
        while made < MAX_TIMEOUT_DECISIONS:
            if game.status != SessionStatus.RUNNING or seat not in game.to_act or game.state is None:
                break
            action_id = (_pass_of(game, seat) if passing else None) or await self._ai_choice(game, seat)
            try:
                result = await self.moves.submit_timeout(
                    game.id, seat, game.n(seat), action_id, line if made == 0 else None
                )
            except (StaleAction, IllegalAction) as exc:
                log.info("Timeout move in %s not taken: %s", game.id, exc)
                break
            made += 1
            await self.publish(result)
            game = result.game
        return made > 0

    async def _ai_choice(self, game: Game, seat: Seat) -> str:
        legal = [c.action_id for c in game.choices(seat) if not c.back]
        try:
            chosen = await self.choose(game.session.game, game.state_json, seat, self.ai_kinds[0])
        except Exception:
            log.exception("The AI could not choose for a timed-out seat in %s", game.id)
            return legal[0]
        return chosen if chosen in legal else legal[0]

    # ---- the digest ----------------------------------------------------------------------------

    async def send_digests(self, now: float | None = None) -> int:
        """DM each person who asked for it, once a day, the games waiting for them (none: no DM)."""
        now = self.clock() if now is None else now
        sent = 0
        due = await self.people.digests_due(now - DIGEST_LOOK)
        everyone = await self.notifier.settings.of_people(due)
        for user_id in due:
            try:
                # At their hour where they are (or a day after the last), never in their quiet hours.
                prefs = everyone[user_id]
                since = preferences.digest_since(prefs, now)
                if prefs.is_quiet(now):
                    continue
                waiting = [g for g in await self.games.games_of(user_id) if waits_for(g, user_id)]
                if not waiting:
                    continue
                if not await self.people.claim_digest(user_id, since):
                    continue
                deadlines = {g.id: await self.deadlines.of_session(g.id) for g in waiting}
                await self.notifier.dm(user_id, digest_text(waiting, user_id, deadlines), None)
                sent += 1
            except Exception:
                log.exception("Digest for %s failed", user_id)
        return sent


def _pass_of(game: Game, seat: Seat) -> str | None:
    """The seat's pass among its choices now (``Engine.is_pass``), if it has one."""
    return next((c.action_id for c in game.choices(seat) if game.engine.is_pass(c.action_id)), None)


def reminder_nonce(deadline_id: int, where: str) -> str:
    """The nonce of a reminder's message in the channel or by DM: the same whichever process sends it, so
    that Discord (``enforce_nonce``, which discord.py sends with every nonce) answers a second send within
    a few minutes with the first message. At most 21 characters (Discord allows 25), and unlike a board's
    (``bot.discordside.boards.board_nonce``), which has a dot."""
    return f"r{deadline_id:d}{where[0]}"


def digest_text(games: Sequence[Game], user_id: int, deadlines: Mapping[str, Any]) -> str:
    count = len(games)
    lines = [f"📬 {turnclock.plural(count, 'game')} waiting for your move:"]
    for game in games:
        session = game.session
        link = jump_url(session.guild_id, session.channel_id, session.board_message_id) or ""
        mine = [s for s in session.seats_of(user_id) if s in game.to_act]
        due = [d.due_at for d in deadlines.get(game.id, ()) if d.kind == TIMEOUT and d.seat in mine]
        when = f", time runs out {turnclock.stamp(min(due))}" if due else ""
        lines.append(f"• {game.title}{when} {link}".rstrip())
    text = "\n".join(lines)
    return text if len(text) <= 2000 else text[:1999] + "…"
