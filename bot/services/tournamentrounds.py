"""A tournament's course: each round paired when the last table of the one before ended (``advance``), or,
with a calendar, when its start time comes after that (``bot.session.roundcalendar``), a
round's deadline passing (``overdue``: an AI plays every seat still owing a move until its table ends), the
organiser ending a round early, the end. The tournament itself (settings, sign-up, start) is
``bot.services.registrations``'s; the rounds are planned by ``bot.session.roundplan``.

Decisions written down here (docs/tournaments.md tells organisers):
- A round is paired in the transaction that moves the tournament on to it, guarded by the round it was at
  (``RoundStore.write_round``), under the tournament's lock (across processes on PostgreSQL): it is
  paired once.
- A tournament whose players still in can no longer fill a table ends early, with the standings it has.
- The AI that finishes a person's seat is a stand-in that stays to the end of the table (a click does not
  send it away: ``ClockService.keeps_ai``), so the table keeps its rating and its result counts for them.
"""

from __future__ import annotations

import asyncio

from bot.i18n import refused, said
from bot.services.registrations import LEFT_LINE, AiSeats, Registrations, refusal
from bot.session import pairing, roundplan
from bot.session.errors import GameNotRunning
from bot.session.game import Game
from bot.session.organisedplay import MIN_ENTRANTS, NextRound, Tournament, TournamentStatus
from engines.phrasing import Words


class TournamentRounds:
    def __init__(self, registrations: Registrations, seats: AiSeats) -> None:
        self.registrations = registrations
        self.store = registrations.storage.rounds
        self.seats = seats

    # ---- the course of a tournament -------------------------------------------------------------------

    async def advance(self, tournament_id: str) -> Tournament | None:
        """When every table of the current round has ended: pair the next round, or finish. Returns the
        tournament when this call changed it (None when there was nothing to do, or another process did
        it)."""
        async with self.registrations.hold(tournament_id):
            tournament = await self.registrations.load(tournament_id)
            record = tournament.record
            tables = tournament.round_tables(record.current_round)
            if record.status != TournamentStatus.RUNNING or any(not t.ended for t in tables):
                return None
            number = record.current_round
            total = record.total_rounds or number
            active = [e for e in tournament.entrants if e.active]
            engine = self.registrations.engine(tournament.settings.game)
            smallest = pairing.smallest_table(tournament.settings.table_size, engine.min_players)
            if number >= total or len(active) < smallest or len(active) < MIN_ENTRANTS:
                reason = Words(
                    id="tournament-ended-all-played" if number >= total else "tournament-ended-field-gone"
                )
                done = await self.store.end(
                    tournament_id, TournamentStatus.FINISHED, said(reason), number, reason
                )
                return await self.registrations.load(tournament_id) if done else None
            calendar = tournament.settings.calendar
            at = calendar.start_of(number + 1) if calendar is not None else None
            if at is not None and at > self.registrations.storage.now():
                # The calendar's time has not come: the round is paired then (players who come back or
                # join late meanwhile are in it).
                await self.store.wait_for(tournament_id, number, at)
                return None
            plan = await asyncio.to_thread(roundplan.plan_round, tournament, number + 1, engine.min_players)
            starts = self.registrations.round_start(tournament.settings, number + 1)
            written = await self.store.write_round(
                tournament_id,
                number,
                NextRound(
                    number + 1,
                    self.registrations.deadline(tournament.settings, starts),
                    *plan,
                    starts_at=starts,
                ),
            )
            return await self.registrations.load(tournament_id) if written else None

    async def overdue(self, tournament_id: str) -> list[Game]:
        """If the current round's deadline passed, mark it (once) and hand its unfinished tables to AIs."""
        tournament = await self.registrations.load(tournament_id)
        record = tournament.record
        current = tournament.round_record(record.current_round)
        if (
            record.status != TournamentStatus.RUNNING
            or current is None
            or current.deadline is None
            or current.deadline > self.registrations.storage.now()
        ):
            return []
        if not await self.store.mark_overdue(tournament_id, current.number):
            return []
        return await self.seats.finish_round(await self.registrations.load(tournament_id), current.number)

    async def end_round(self, tournament_id: str, by_user: int, *, is_admin: bool = False) -> list[Game]:
        """The organiser ends the current round early: as if its deadline passed now."""
        tournament = await self.registrations.load(tournament_id)
        self.registrations.require_organiser(tournament, by_user, is_admin)
        if tournament.record.status != TournamentStatus.RUNNING:
            raise refusal(GameNotRunning, "tournament-no-round")
        number = tournament.record.current_round
        if not await self.store.mark_overdue(tournament_id, number):
            raise refused("tournament-round-finishing", round=number)
        return await self.seats.finish_round(await self.registrations.load(tournament_id), number)

    async def keep_ai_seats(self, tournament_id: str) -> list[Game]:
        """Every seat an AI should be finishing (a round past its deadline, a player who left) has it: a
        repair after a crash between marking and handing over."""
        tournament = await self.registrations.load(tournament_id)
        if tournament.record.status != TournamentStatus.RUNNING:
            return []
        games = []
        current = tournament.round_record(tournament.record.current_round)
        if current is not None and current.overdue:
            games += await self.seats.finish_round(tournament, current.number)
        dropped = {e.user_id for e in tournament.entrants if not e.active}
        if dropped:
            games += await self.seats.hand_over(tournament, dropped, LEFT_LINE)
        return games

    # ---- internals -----------------------------------------------------------------------------------
