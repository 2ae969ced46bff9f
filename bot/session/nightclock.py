"""Quiet hours and clocks that respect the night: a person's quiet hours as real instants (their windows,
in their own time zone, across daylight-saving changes), and the deadline arithmetic of a turn clock that
does not run during them. Pure functions of numbers and an IANA zone name; ``bot.session.preferences``
holds the settings they come from, and the deadline store applies them (``bot.store.quietclocks``).

The rule (docs/multiday.md, "Clocks that respect the night"):

- A person's quiet hours are a stretch of local wall-clock time, such as 23:00-08:00, that may wrap
  midnight; each local day has one **window**, from that day's start time to the next end time, as real
  instants (so a night that loses an hour to daylight saving is an hour shorter).
- A seat's clock does not run during its person's windows, but it stops for at most 12 hours of each
  window (``MAX_STOP``, from the window's start): quiet hours may last up to 16 hours, and a clock always
  moves at least half of every day.
- ``running(a, b)`` is the clock time between two instants; ``after(a, t)`` the instant at which ``t``
  seconds of clock time have run from ``a``. A deadline is ``after(start, clock)``; when something else
  stops the clock too (a pause, a vacation), the time that was left is carried over: ``resumed``.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from zoneinfo import ZoneInfo

MINUTES_A_DAY = 24 * 60
HOUR = 3600
MAX_QUIET = 16 * HOUR  # the longest quiet hours a person may set
MAX_STOP = 12 * HOUR  # the longest a clock stops in one window, so that every clock moves each day
# A game's clocks respect the night unless its host says otherwise when they are this long or longer
# (daily and relaxed); shorter ones (live, 3 minutes) run through it.
NIGHT_DEFAULT_FROM = 12 * HOUR

Interval = tuple[float, float]


@lru_cache(maxsize=256)
def zone(name: str) -> ZoneInfo:
    """The zone named ``name`` (IANA); raises ``ZoneInfoNotFoundError`` or ``ValueError`` for an unknown
    or malformed name (``bot.session.preferences.parse_zone`` turns that into a sentence)."""
    return ZoneInfo(name)


@dataclass(frozen=True)
class QuietHours:
    """Local wall-clock minutes after midnight: from ``start`` to ``end`` (wrapping midnight when ``end``
    is not after ``start``), in ``zone``."""

    start: int
    end: int
    zone: str = "UTC"

    @property
    def minutes(self) -> int:
        """How long they last on an ordinary day."""
        return (self.end - self.start) % MINUTES_A_DAY

    def windows(self, since: float) -> Iterator[Interval]:
        """Every window that ends after ``since``, in order, without end (the caller stops)."""
        tz = zone(self.zone)
        day = dt.datetime.fromtimestamp(since, tz).date() - dt.timedelta(days=1)
        wraps = self.end <= self.start
        while True:
            begins = _instant(day, self.start, tz)
            ends = _instant(day + dt.timedelta(days=1) if wraps else day, self.end, tz)
            if ends > since and ends > begins:
                yield begins, ends
            day += dt.timedelta(days=1)

    def window_at(self, at: float) -> Interval | None:
        """The window ``at`` is in, if any."""
        for begins, ends in self.windows(at):
            if begins > at:
                return None
            if at < ends:
                return begins, ends
        return None  # pragma: no cover - windows() never ends

    def stops(self, since: float) -> Iterator[Interval]:
        """The stretches of each window during which a clock stops: its first 12 hours at most."""
        for begins, ends in self.windows(since):
            stop = (begins, min(ends, begins + MAX_STOP))
            if stop[1] > since:
                yield stop


def _instant(day: dt.date, minute: int, tz: ZoneInfo) -> float:
    """The real instant of a local wall-clock time. A time that a daylight-saving change skips (02:30 on
    a spring-forward night) is read with the offset before the change, as Python's ``fold=0`` does: the
    same instant as an hour later after the change, so the window moves rather than vanishes; a time that
    happens twice (an autumn night) is its first occurrence."""
    local = dt.datetime.combine(day, dt.time(minute // 60, minute % 60), tzinfo=tz)
    return local.timestamp()


def _stops(quiet: QuietHours | None, since: float, extra: Sequence[Interval] = ()) -> Iterator[Interval]:
    """Every stretch after ``since`` during which the clock does not run: the quiet hours' stops and the
    ``extra`` intervals (pauses, vacations), merged, in order."""
    pending = sorted((max(a, since), b) for a, b in extra if b > since and b > a)
    own = quiet.stops(since) if quiet is not None else iter(())
    nxt = next(own, None)
    current: Interval | None = None
    while True:
        candidates = [c for c in (nxt, pending[0] if pending else None) if c is not None]
        if not candidates:
            if current is not None:
                yield current
            return
        chosen = min(candidates)
        if chosen is nxt:
            nxt = next(own, None)
        else:
            pending.pop(0)
        if current is not None and chosen[0] <= current[1]:
            current = (current[0], max(current[1], chosen[1]))
            continue
        if current is not None:
            yield current
        current = chosen


def running(since: float, until: float, quiet: QuietHours | None) -> float:
    """The clock time that runs from ``since`` to ``until`` (0 when ``until`` is not later)."""
    if until <= since:
        return 0.0
    total = until - since
    if quiet is None:
        return total
    for begins, ends in quiet.stops(since):
        if begins >= until:
            break
        total -= min(ends, until) - max(begins, since)
    return max(0.0, total)


def after(start: float, seconds: float, quiet: QuietHours | None, stops: Sequence[Interval] = ()) -> float:
    """The instant at which ``seconds`` of clock time have run from ``start``, the clock stopping in the
    quiet hours and in ``stops`` (pauses, vacations: the clock stops during each)."""
    if seconds <= 0:
        return start
    if quiet is None and not stops:
        return start + seconds
    at, left = start, float(seconds)
    for begins, ends in _stops(quiet, start, stops):
        if begins > at:
            if left <= begins - at:
                return at + left
            left -= begins - at
        at = max(at, ends)
    return at + left


def resumed(due: float, stopped_at: float, resumes_at: float, quiet: QuietHours | None) -> float:
    """A deadline carried over a stop: the clock time left at ``stopped_at`` (before ``due``) runs again
    from ``resumes_at``."""
    return after(resumes_at, running(stopped_at, due, quiet), quiet)


def quiet_at(quiet: QuietHours | None, at: float) -> bool:
    """Whether ``at`` is inside one of the quiet hours' windows (all of it, not only where a clock stops)."""
    return quiet is not None and quiet.window_at(at) is not None


def quiet_ends(quiet: QuietHours | None, at: float) -> float:
    """When the quiet hours ``at`` is in end (``at`` itself when it is not in them)."""
    window = quiet.window_at(at) if quiet is not None else None
    return at if window is None else window[1]
