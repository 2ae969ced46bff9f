"""A tournament's calendar: when each round starts, at a time of day in the organiser's time zone, a number
of days apart (a round a day, a round a week), or on dates the organiser lists. A round whose tables have
all ended waits for its start time; with no calendar, a round opens as soon as the one before ends.

Decisions written down here (docs/tournaments.md, "A calendar"):
- Times are local to the zone the organiser set in ``/settings`` (UTC if none), and stay at the same local
  time across daylight saving: "every Monday at 20:00" is 20:00 in winter and in summer. A local time that
  a clock change skips (02:30 on the spring night) is read by the offset before the change, so it falls as
  far past the change as it was past the hour it skipped (03:30 after an hour's jump).
- Round 1 starts at the first time of the calendar; a calendar of dates has one date per round, and a
  round past the last date starts as soon as the one before ends.
- Values in, instants out: the calendar is stored as the organiser's words (the zone and local times), so
  a change of a zone's rules is followed.
"""

from __future__ import annotations

import itertools
import json
import re
from dataclasses import dataclass
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from bot.i18n import refused

LOCAL = "%Y-%m-%d %H:%M"  # how a local start is written and stored
MAX_EVERY_DAYS = 28
MAX_DATES = 50
TIME = re.compile(r"^\s*(\d{1,2}):(\d{2})\s*$")
DATE_TIME = re.compile(r"^\s*(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2}))?\s*$")


@dataclass(frozen=True)
class RoundCalendar:
    """When each round starts: round 1 at ``first`` (local, in ``zone``), then every ``every_days`` days
    at the same local time; or, with ``dates``, round *k* at the *k*-th of them."""

    zone: str
    first: str  # local "YYYY-MM-DD HH:MM"
    every_days: int = 0  # 0 with dates
    dates: tuple[str, ...] = ()  # local starts of every round, round 1's first

    def start_of(self, number: int) -> float | None:
        """The instant round ``number`` (from 1) starts; None when the calendar sets none (past its last
        date: as soon as the round before ends)."""
        if number < 1:
            return None
        if self.dates:
            return instant(self.dates[number - 1], self.zone) if number <= len(self.dates) else None
        first = local(self.first, self.zone)
        return moment(first + timedelta(days=self.every_days * (number - 1)))

    def to_json(self) -> str:
        return json.dumps(
            {"zone": self.zone, "first": self.first, "every": self.every_days, "dates": self.dates}
        )

    @staticmethod
    def from_json(text: str | None) -> RoundCalendar | None:
        if not text:
            return None
        data = json.loads(text)
        return RoundCalendar(
            data["zone"], data["first"], int(data.get("every", 0)), tuple(data.get("dates", ()))
        )


def local(text: str, zone: str) -> datetime:
    """A stored local start: to the minute as organisers give it ("2026-12-07 20:00"), or to the second."""
    shape = LOCAL if text.count(":") == 1 else f"{LOCAL}:%S"
    return datetime.strptime(text, shape).replace(tzinfo=ZoneInfo(zone))


def moment(when: datetime) -> float:
    """An aware local time as an instant (aware arithmetic keeps the wall time: a day later is the same
    time of day, whatever the offset became)."""
    return when.timestamp()


def instant(text: str, zone: str) -> float:
    return moment(local(text, zone))


def zone_or_utc(zone: str | None) -> str:
    if not zone:
        return "UTC"
    try:
        ZoneInfo(zone)
    except (ZoneInfoNotFoundError, ValueError):
        return "UTC"
    return zone


def regular(
    time_of_day: str, every_days: int, zone: str, now: float, first_date: str | None = None
) -> RoundCalendar:
    """A round every ``every_days`` days at ``time_of_day`` ("20:00"), from ``first_date`` ("2026-12-07")
    or else from the first such time after ``now``; refused with a sentence when a part does not read."""
    match = TIME.match(time_of_day)
    if match is None or int(match[1]) > 23 or int(match[2]) > 59:
        raise refused("tournament-calendar-time", text=time_of_day.strip()[:40])
    if not 1 <= every_days <= MAX_EVERY_DAYS:
        raise refused("tournament-calendar-apart", most=MAX_EVERY_DAYS)
    tz = ZoneInfo(zone)
    hour, minute = int(match[1]), int(match[2])
    if first_date is not None:
        day = _date(first_date)
        start = datetime(day.year, day.month, day.day, hour, minute, tzinfo=tz)
        if moment(start) <= now:
            raise refused("tournament-calendar-past", when=start.strftime(LOCAL), zone=zone)
    else:
        today = datetime.fromtimestamp(now, tz)
        start = today.replace(hour=hour, minute=minute, second=0, microsecond=0)
        if moment(start) <= now:
            start += timedelta(days=1)
    return RoundCalendar(zone, start.strftime(LOCAL), every_days)


def listed(text: str, zone: str, now: float) -> RoundCalendar:
    """Rounds on the dates listed ("2026-12-07 20:00, 2026-12-14 20:00", in order), each in the future."""
    parts = [p for p in re.split(r"[,;\n]", text) if p.strip()]
    if not parts:
        raise refused("tournament-calendar-list")
    if len(parts) > MAX_DATES:
        raise refused("tournament-calendar-too-many", most=MAX_DATES)
    starts = []
    for part in parts:
        match = DATE_TIME.match(part)
        if match is None or match[4] is None:
            raise refused("tournament-calendar-not-date-time", text=part.strip()[:40])
        try:
            when = datetime(
                int(match[1]),
                int(match[2]),
                int(match[3]),
                int(match[4]),
                int(match[5]),
                tzinfo=ZoneInfo(zone),
            )
        except ValueError:
            raise refused("tournament-calendar-not-date-time", text=part.strip()[:40]) from None
        starts.append(when)
    if any(later <= earlier for earlier, later in itertools.pairwise(starts)):
        raise refused("tournament-calendar-order")
    if moment(starts[0]) <= now:
        raise refused("tournament-calendar-past", when=starts[0].strftime(LOCAL), zone=zone)
    texts = tuple(s.strftime(LOCAL) for s in starts)
    return RoundCalendar(zone, texts[0], 0, texts)


def _date(text: str) -> datetime:
    match = DATE_TIME.match(text)
    if match is None or match[4] is not None:
        raise refused("tournament-calendar-not-date", text=text.strip()[:40])
    try:
        return datetime(int(match[1]), int(match[2]), int(match[3]))
    except ValueError:
        raise refused("tournament-calendar-not-date", text=text.strip()[:40]) from None
