"""What waits to be said to a person, and their one DM about their games.

A **notice** is a turn, a reminder or a private view that came during someone's quiet hours (held: it goes
in the one message that sums up what waited, when they end), or a turn they want to hear of only once it
has waited a while. Like a deadline, a due notice is claimed by one process for a while with a conditional
update only one process can win (``claim``), and the message it leads to carries a nonce of its own, so a
process that dies between sending and ``finish`` leaves it to another, which sends it once.

An **inbox** is where a person's one DM is (for those who want one message for all their games): its
message, when it was posted, and what was new in it. ``inbox_lock`` holds one person's DMs, across
processes on PostgreSQL, while one process posts or edits them.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import AsyncIterator, Callable, Sequence

from bot.database import Database
from bot.session.records import Inbox, Notice
from bot.store.alarm import Alarm
from bot.store.rows import GIVEN, Column, RowMapper
from engines.phrasing import Words

Clock = Callable[[], float]

_COLUMNS = "id, user_id, session_id, seat, n, kind, created_at, due_at, held"


_NOTICE = RowMapper(Notice)
# What a notice is written with (the database numbers it), in ``hold``'s order.
_HELD = "user_id session_id seat n kind created_at due_at held".split()


def _news(stored: str | None) -> tuple[Words, ...]:
    """What was new in a person's DM, in words; a line stored as text (before there were words) stays
    as it was written."""
    lines = json.loads(stored) if stored else []
    return tuple(
        Words(id="notice-as-written", args={"text": line})
        if isinstance(line, str)
        else Words.model_validate(line)
        for line in lines
    )


_INBOX = RowMapper(
    Inbox,
    user_id=GIVEN,
    news=Column(read=_news, write=lambda news: json.dumps([w.model_dump(mode="json") for w in news])),
)


class NoticeStore:
    def __init__(self, database: Database, clock: Clock, alarm: Alarm) -> None:
        self.database = database
        self.clock = clock
        self.alarm = alarm  # rung with each notice kept or re-dated
        self._locks: dict[int, asyncio.Lock] = {}

    # ---- notices ---------------------------------------------------------------------------------------

    async def hold(self, notices: Sequence[Notice]) -> None:
        """Keep notices for later (their ids are ignored: the database numbers them)."""
        if notices:
            async with self.database.write() as db:
                await db.executemany(
                    "INSERT INTO notices (user_id, session_id, seat, n, kind, created_at, due_at, held)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    [_NOTICE.values(notice, _HELD) for notice in notices],
                )
                await self.alarm.ring(db, min(n.due_at for n in notices))

    async def due_people(self, now: float) -> list[int]:
        """The people with notices due by ``now`` that no live process has claimed."""
        found = await self.database.query(
            "SELECT DISTINCT user_id FROM notices WHERE done = 0 AND due_at <= ?"
            " AND (claimed_until IS NULL OR claimed_until < ?) ORDER BY user_id",
            (now, now),
        )
        return [int(r["user_id"]) for r in found]

    async def next_due(self) -> float | None:
        """When the next open notice falls due, or, for one a process has claimed, when its claim lapses."""
        found = list(
            await self.database.query(
                "SELECT MIN(GREATEST(due_at, COALESCE(claimed_until, due_at))) FROM notices WHERE done = 0"
            )
        )
        return None if not found or found[0][0] is None else float(found[0][0])

    async def claim(
        self, user_id: int, owner: str, until: float, now: float, *, ahead: float = 0.0
    ) -> list[Notice]:
        """Take a person's notices due by ``now`` (or ``ahead`` seconds after it) to send, until ``until``;
        the ones this process holds (those another live process claimed are not among them)."""
        await self.database.run(
            "UPDATE notices SET claimed_by = ?, claimed_until = ? WHERE user_id = ? AND done = 0 AND due_at <= ?"
            " AND (claimed_by IS NULL OR claimed_by = ? OR claimed_until < ?)",
            (owner, until, user_id, now + ahead, owner, self.clock()),
        )
        found = await self.database.query(
            f"SELECT {_COLUMNS} FROM notices WHERE user_id = ? AND done = 0 AND claimed_by = ? AND due_at <= ?"
            " ORDER BY created_at, id",
            (user_id, owner, now + ahead),
        )
        return [_NOTICE(r) for r in found]

    async def finish(self, ids: Sequence[int]) -> None:
        """Sent (or no longer owed): done."""
        if ids:
            await self.database.run(
                f"UPDATE notices SET done = 1 WHERE id IN ({', '.join('?' for _ in ids)})", tuple(ids)
            )

    async def later(self, ids: Sequence[int], due_at: float, *, held: bool) -> None:
        """Not yet after all (their quiet hours began meanwhile): due again at ``due_at``, unclaimed."""
        if ids:
            async with self.database.write() as db:
                await db.execute(
                    "UPDATE notices SET due_at = ?, held = ?, claimed_by = NULL, claimed_until = NULL"
                    f" WHERE id IN ({', '.join('?' for _ in ids)}) AND done = 0",
                    (due_at, int(held), *ids),
                )
                await self.alarm.ring(db, due_at)

    async def waiting(self, user_id: int) -> list[Notice]:
        """A person's notices not yet sent, oldest first."""
        found = await self.database.query(
            f"SELECT {_COLUMNS} FROM notices WHERE user_id = ? AND done = 0 ORDER BY created_at, id",
            (user_id,),
        )
        return [_NOTICE(r) for r in found]

    async def redate(self, user_id: int, due: Callable[[Notice], float]) -> None:
        """A person's settings changed: each waiting notice is due when ``due`` says now."""
        for notice in await self.waiting(user_id):
            await self.later([notice.id], due(notice), held=notice.held)

    # ---- the one DM per person -------------------------------------------------------------------------

    async def inbox(self, user_id: int) -> Inbox:
        found = list(
            await self.database.query(
                "SELECT channel_id, message_id, posted_at, news FROM inboxes WHERE user_id = ?", (user_id,)
            )
        )
        if not found:
            return Inbox(user_id)
        return _INBOX(found[0], user_id=user_id)

    async def set_inbox(self, inbox: Inbox) -> None:
        await self.database.run(
            "INSERT INTO inboxes (user_id, channel_id, message_id, posted_at, news) VALUES (?, ?, ?, ?, ?)"
            " ON CONFLICT (user_id) DO UPDATE SET channel_id = excluded.channel_id,"
            " message_id = excluded.message_id, posted_at = excluded.posted_at, news = excluded.news",
            (inbox.user_id, *_INBOX.values(inbox, ("channel_id", "message_id", "posted_at", "news"))),
        )

    @contextlib.asynccontextmanager
    async def inbox_lock(self, user_id: int) -> AsyncIterator[None]:
        """One person's DMs about their games, one writer at a time (in this process, then across
        processes on PostgreSQL)."""
        lock = self._locks.setdefault(user_id, asyncio.Lock())
        async with lock, self.database.session_lock(f"inbox:{user_id}"):
            yield
