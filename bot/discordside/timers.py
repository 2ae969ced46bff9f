"""What happens when time passes: a turn clock's reminders, what waited through quiet hours and the turns
told later (each person told in one go: ``bot.discordside.bursts``), timeouts, and the daily digest.
``Timers.run_due`` handles everything that has fallen due, oldest first, so deadlines that passed while the
bot was down are handled once at the next start. ``Timers.loop`` looks, then sleeps until the next thing
falls due or the stores' alarm rings (``bot.discordside.alarmclock``): a game started, a turn began, a
setting changed, in this process or, on PostgreSQL, in another one.

Several processes may share the database, and each runs this loop. Every deadline is claimed for
``claim_seconds`` by one conditional update that only one process can win, and the claim lapses if that
process dies, so another takes the deadline over:

- A reminder is sent, then marked done. Its messages carry nonces of their own, which Discord enforces:
  when a process dies after sending and before marking, the one that takes over sends the same nonces and
  Discord answers with the messages already posted, so the player is reminded once either way.
- A timeout's move closes it in the same commit (the seat's next decision has a clock of its own), and a
  move applies only once (the action log's decision numbers). The loop makes each timeout's move beside
  its next looks (an AI's choice and a board take a while), so a reminder due meanwhile is not held up.
- A person whose clock ran out in their quiet hours learns it when they end, in the message that sums up
  what waited (a held notice of the timeout's kind, kept here).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import Any

import discord

from bot.discordside.alarmclock import AlarmClock
from bot.discordside.bursts import Bursts
from bot.discordside.inbox import waits_for
from bot.discordside.notifier import Notifier
from bot.discordside.payloads import jump_url
from bot.i18n import Speaker, logged
from bot.render.textlimits import MESSAGE_TEXT, lines_within
from bot.services import Services
from bot.session import preferences, turnclock
from bot.session.errors import StaleAction
from bot.session.game import Game, SubmitResult
from bot.session.records import TIMEOUT, Deadline, Notice, SessionStatus
from bot.waiting import stop_all
from engines.base import GameError, IllegalAction, Seat
from engines.phrasing import seat_arg

log = logging.getLogger(__name__)

MAX_TIMEOUT_DECISIONS = 200  # decisions an AI makes for one timed-out seat before it stops
TIMEOUTS_AT_ONCE = 4  # timeouts the loop handles side by side
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
        bursts: Bursts,
        claim_seconds: float = 10.0,
    ) -> None:
        self.client = client
        self.notifier = notifier  # each person's settings, their DMs
        self.bursts = bursts  # reminders and notices, each person's told in one go
        self.games = services.games
        self.moves = services.moves
        self.clocks = services.clocks
        self.deadlines = services.storage.deadlines
        self.people = services.storage.people
        self.notices = services.storage.notices
        self.ai_kinds = services.ai_kinds
        self.owner = owner  # this process, in the claims
        self.choose = choose
        self.publish = publish  # shows a move made for a timed-out seat, as an AI move is shown
        self.after_change = after_change  # shows a change that is not a move (a stand-in took a seat)
        self.clock = clock
        self.claim_seconds = claim_seconds
        self.alarm_clock = AlarmClock(services.storage.alarm, clock)
        self._timing_out: dict[int, asyncio.Task[bool]] = {}  # timeouts being handled, by deadline
        self._at_once = asyncio.Semaphore(TIMEOUTS_AT_ONCE)

    async def loop(self) -> None:
        """Look, then sleep until the next thing falls due or the alarm rings, until cancelled."""
        listening = asyncio.create_task(self.alarm_clock.listen(), name="deadlines-listen")
        try:
            while True:
                began = self.alarm_clock.look()
                try:
                    await self.bursts.tell_due(began)
                    for deadline in await self._timeouts_due(began):
                        self._time_out_beside(deadline)
                    await self.send_digests(began)
                except Exception:
                    log.exception("Handling deadlines failed")
                await self.alarm_clock.sleep(began, await self._next_due())
        finally:
            await stop_all([listening, *self._timing_out.values()])
            self.alarm_clock.close()

    async def _next_due(self) -> float | None:
        try:
            due = [
                d for d in (await self.deadlines.next_due(), await self.bursts.next_due()) if d is not None
            ]
            return min(due, default=None)
        except Exception:
            log.exception("Could not read the next deadline")
            return None

    async def run_due(self, now: float | None = None) -> int:
        """Handle everything due by ``now`` (default: the clock), oldest first, and wait for it; returns how
        many reminders were handled and timeouts made."""
        now = self.clock() if now is None else now
        handled = (await self.bursts.tell_due(now)).reminders
        for deadline in await self._timeouts_due(now):
            if await self._time_out_now(deadline):
                handled += 1
        return handled

    # ---- timeouts ------------------------------------------------------------------------------

    async def _timeouts_due(self, now: float) -> list[Deadline]:
        due = await self.deadlines.due(now)
        return [d for d in due if d.kind == TIMEOUT and d.id not in self._timing_out]

    def _time_out_beside(self, deadline: Deadline) -> None:
        """Handle a timeout beside the loop's next looks (at most ``TIMEOUTS_AT_ONCE`` at a time)."""

        async def handle() -> bool:
            async with self._at_once:
                return await self._time_out_now(deadline)

        task = asyncio.create_task(handle(), name=f"timeout-{deadline.id}")
        self._timing_out[deadline.id] = task
        task.add_done_callback(lambda _: self._timing_out.pop(deadline.id, None))

    async def _time_out_now(self, deadline: Deadline) -> bool:
        """A seat's clock ran out: what the game was created with happens, once."""
        try:
            game = await self.games.load(deadline.session_id)
            seat = deadline.seat
            record = game.session.seats[seat] if seat < len(game.session.seats) else None
            owes = (
                game.status == SessionStatus.RUNNING
                and record is not None
                and not record.played_by_ai
                and seat in game.to_act
            )
            if not owes or record is None:
                await self.deadlines.close(deadline.id)
                return False
            if not await self.deadlines.claim(deadline.id, self.owner, self.clock() + self.claim_seconds):
                return False  # another process is making this move
            if not await self._time_out(game, seat):
                return False
            if record.user_id is not None:
                await self._told_when_awake(game, seat, record.user_id)
            return True
        except Exception:
            log.exception("Timeout %s of %s failed", deadline.id, deadline.session_id)
            return False

    async def _told_when_awake(self, game: Game, seat: Seat, user_id: int) -> None:
        """A clock that ran out in its person's quiet hours: kept for the message that sums up the night."""
        prefs = await self.notifier.settings.of(user_id)
        now = self.clock()
        if prefs.is_quiet(now):
            await self.notices.hold(
                [Notice(0, user_id, game.id, seat, game.n(seat), TIMEOUT, now, prefs.quiet_ends(now), True)]
            )

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
        line = logged(
            "table-log-timed-out-pass"
            if passing and _pass_of(game, seat) is not None
            else "table-log-timed-out-ai",
            seat=seat_arg(seat),
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
                say = Speaker(prefs.reader_language)
                await self.notifier.dm(user_id, digest_text(waiting, user_id, deadlines, say), None)
                sent += 1
            except Exception:
                log.exception("Digest for %s failed", user_id)
        return sent


def _pass_of(game: Game, seat: Seat) -> str | None:
    """The seat's pass among its choices now (``Engine.is_pass``), if it has one."""
    return next((c.action_id for c in game.choices(seat) if game.engine.is_pass(c.action_id)), None)


def digest_text(games: Sequence[Game], user_id: int, deadlines: Mapping[str, Any], say: Speaker) -> str:
    """The daily digest, in its reader's words: the games waiting for their move."""
    head = say("digest-head", count=len(games))
    lines = []
    for game in games:
        session = game.session
        link = jump_url(session.guild_id, session.channel_id, session.board_message_id) or ""
        mine = [s for s in session.seats_of(user_id) if s in game.to_act]
        due = [d.due_at for d in deadlines.get(game.id, ()) if d.kind == TIMEOUT and d.seat in mine]
        if due:
            line = say("digest-game-due", title=game.title, when=turnclock.stamp(min(due)), link=link)
        else:
            line = say("digest-game", title=game.title, link=link)
        lines.append(line.rstrip())
    return lines_within(lines, MESSAGE_TEXT, lambda count: say("mine-more", count=count), first=head)
