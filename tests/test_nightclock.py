"""Clocks that respect the night (``bot.session.nightclock``): worked examples from docs/multiday.md, and
properties across daylight-saving changes, quiet hours that wrap midnight, and pauses and vacations on top:
the clock time between a start and its deadline is the clock's length; no clock time passes where the
clock stops; a clock always moves at least half of every day; and a deadline carried over a pause or a
vacation (``resumed``, as the store does it) is the deadline computed with the stop known from the start.
"""

from __future__ import annotations

import datetime as dt
from zoneinfo import ZoneInfo

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.session.nightclock import (
    MAX_STOP,
    QuietHours,
    after,
    quiet_at,
    quiet_ends,
    resumed,
    running,
)

HOUR, DAY = 3600, 86400
BERLIN, SYDNEY = "Europe/Berlin", "Australia/Sydney"
ZONES = [
    "UTC",
    BERLIN,
    SYDNEY,
    "America/New_York",
    "America/Santiago",
    "Asia/Kathmandu",
    "Pacific/Chatham",
    "Europe/Dublin",
]
# 2025: Berlin springs forward on 30 March and falls back on 26 October; Sydney falls back on 6 April and
# springs forward on 5 October; New York on 9 March and 2 November. Starts are drawn around all of them.
TRANSITIONS = [
    dt.datetime(2025, 3, 9, tzinfo=dt.UTC),
    dt.datetime(2025, 3, 30, tzinfo=dt.UTC),
    dt.datetime(2025, 4, 6, tzinfo=dt.UTC),
    dt.datetime(2025, 10, 5, tzinfo=dt.UTC),
    dt.datetime(2025, 10, 26, tzinfo=dt.UTC),
    dt.datetime(2025, 11, 2, tzinfo=dt.UTC),
]


def at(zone: str, year: int, month: int, day: int, hour: int, minute: int) -> float:
    """A local wall-clock time as an instant."""
    return dt.datetime(year, month, day, hour, minute, tzinfo=ZoneInfo(zone)).timestamp()


@st.composite
def quiet_hours(draw: st.DrawFn) -> QuietHours:
    start = draw(st.integers(0, 24 * 60 - 1))
    length = draw(st.integers(15, 16 * 60))  # 15 minutes to 16 hours
    return QuietHours(start, (start + length) % (24 * 60), draw(st.sampled_from(ZONES)))


starts = st.builds(
    lambda base, offset: base.timestamp() + offset,
    st.sampled_from(TRANSITIONS),
    st.floats(-3 * DAY, 3 * DAY, allow_nan=False),
)
lengths = st.sampled_from([180, 90 * 60, 12 * HOUR, DAY, 36 * HOUR, 3 * DAY, 14 * DAY])


# ---- worked examples (docs/multiday.md) ----------------------------------------------------------------


def test_a_daily_clock_started_in_the_evening_skips_the_night() -> None:
    """Quiet 23:00-08:00 in Berlin; a daily clock from 20:00 on a Tuesday runs 3 hours, stops for the
    night, runs 15 hours on Wednesday from 08:00 to 23:00, stops for the next night with 6 hours left, and
    runs out at 14:00 on Thursday: 42 hours after it started, 24 of them clock time."""
    quiet = QuietHours(23 * 60, 8 * 60, BERLIN)
    start = at(BERLIN, 2025, 6, 3, 20, 0)
    due = after(start, DAY, quiet)
    assert due == at(BERLIN, 2025, 6, 5, 14, 0)
    assert running(start, due, quiet) == DAY
    assert due - start == DAY + 2 * 9 * HOUR


def test_without_quiet_hours_a_clock_runs_as_before() -> None:
    start = at(BERLIN, 2025, 6, 3, 20, 0)
    assert after(start, DAY, None) == start + DAY
    assert running(start, start + DAY, None) == DAY


def test_a_night_that_loses_an_hour_stops_the_clock_an_hour_less() -> None:
    """Berlin springs forward at 02:00 on 30 March 2025: the night from 23:00 to 08:00 lasts 8 hours."""
    quiet = QuietHours(23 * 60, 8 * 60, BERLIN)
    start = at(BERLIN, 2025, 3, 29, 20, 0)
    assert after(start, 4 * HOUR, quiet) == at(BERLIN, 2025, 3, 30, 9, 0)
    assert at(BERLIN, 2025, 3, 30, 9, 0) - start == 12 * HOUR  # 3 h, the night's 8 h, then 1 h


def test_quiet_hours_longer_than_twelve_hours_stop_a_clock_for_twelve() -> None:
    quiet = QuietHours(20 * 60, 12 * 60, "UTC")  # 16 hours
    start = dt.datetime(2025, 6, 3, 19, 0, tzinfo=dt.UTC).timestamp()
    # One hour before 20:00, then the clock stops until 08:00 (12 hours) and runs from then, still quiet.
    assert after(start, 2 * HOUR, quiet) == dt.datetime(2025, 6, 4, 9, 0, tzinfo=dt.UTC).timestamp()
    assert quiet_at(quiet, dt.datetime(2025, 6, 4, 9, 0, tzinfo=dt.UTC).timestamp())


def test_a_pause_on_top_carries_the_time_left_over() -> None:
    """Paused at 21:00 with 2 hours left (due 23:00) and resumed at 22:30: 30 minutes run before the night,
    the other 90 after it."""
    quiet = QuietHours(23 * 60, 8 * 60, BERLIN)
    due = at(BERLIN, 2025, 6, 3, 23, 0)
    moved = resumed(due, at(BERLIN, 2025, 6, 3, 21, 0), at(BERLIN, 2025, 6, 3, 22, 30), quiet)
    assert moved == at(BERLIN, 2025, 6, 4, 9, 30)


def test_quiet_hours_that_wrap_midnight_are_quiet_on_both_sides_of_it() -> None:
    quiet = QuietHours(22 * 60, 7 * 60, SYDNEY)
    assert quiet_at(quiet, at(SYDNEY, 2025, 6, 3, 23, 30))
    assert quiet_at(quiet, at(SYDNEY, 2025, 6, 4, 3, 0))
    assert not quiet_at(quiet, at(SYDNEY, 2025, 6, 4, 7, 0))
    assert quiet_ends(quiet, at(SYDNEY, 2025, 6, 4, 3, 0)) == at(SYDNEY, 2025, 6, 4, 7, 0)
    noon = at(SYDNEY, 2025, 6, 4, 12, 0)
    assert quiet_ends(quiet, noon) == noon


# ---- properties -----------------------------------------------------------------------------------------

PROPERTIES = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@PROPERTIES
@given(quiet=quiet_hours(), start=starts, length=lengths)
def test_the_clock_time_up_to_a_deadline_is_the_clock(quiet: QuietHours, start: float, length: int) -> None:
    due = after(start, length, quiet)
    assert running(start, due, quiet) == pytest.approx(length, abs=1e-3)
    assert due >= start + length


@PROPERTIES
@given(quiet=quiet_hours(), start=starts, length=lengths)
def test_a_clock_always_moves_at_least_half_of_every_day(
    quiet: QuietHours, start: float, length: int
) -> None:
    """Windows start 23 to 25 hours apart and a clock stops for at most 12 hours of each."""
    due = after(start, length, quiet)
    windows = (due - start) // (23 * HOUR) + 2
    assert due - start <= length + windows * MAX_STOP


@PROPERTIES
@given(quiet=quiet_hours(), start=starts, offset=st.floats(0, 5 * DAY, allow_nan=False))
def test_no_clock_time_passes_while_the_clock_stops(quiet: QuietHours, start: float, offset: float) -> None:
    for begins, ends in quiet.stops(start + offset):
        assert ends - begins <= MAX_STOP
        assert quiet_at(quiet, begins) and quiet_at(quiet, (begins + ends) / 2)
        assert running(begins, ends, quiet) == pytest.approx(0, abs=1e-6)
        break


@PROPERTIES
@given(quiet=quiet_hours(), start=starts, a=lengths, b=lengths)
def test_a_longer_clock_never_runs_out_sooner(quiet: QuietHours, start: float, a: int, b: int) -> None:
    assert (after(start, a, quiet) <= after(start, b, quiet)) == (a <= b)


@PROPERTIES
@given(
    quiet=st.none() | quiet_hours(),
    start=starts,
    length=lengths,
    stops=st.lists(
        st.tuples(st.floats(0, 4 * DAY, allow_nan=False), st.floats(60, 3 * DAY, allow_nan=False)), max_size=3
    ),
)
def test_pauses_and_vacations_carried_over_one_by_one_give_the_deadline_known_at_the_start(
    quiet: QuietHours | None, start: float, length: int, stops: list[tuple[float, float]]
) -> None:
    """Pauses and vacations come one at a time, each stopping the clock from its start to its end, and
    the store carries the time left over (``resumed``). The deadline they leave is the one computed with
    every stop known from the start: nothing is lost or counted twice, whatever the quiet hours."""
    intervals: list[tuple[float, float]] = []
    moment = start
    for gap, length_of in stops:
        begins = moment + gap
        intervals.append((begins, begins + length_of))
        moment = begins + length_of
    due = after(start, length, quiet)
    for begins, ends in intervals:
        if begins >= due:
            break  # it ran out before this stop began
        due = resumed(due, max(begins, start), ends, quiet)
    assert due == pytest.approx(after(start, length, quiet, intervals), abs=1e-3)
    assert running(start, due, quiet) - sum(
        running(max(b, start), min(e, due), quiet) for b, e in intervals if b < due
    ) == pytest.approx(length, abs=1e-3)


@PROPERTIES
@given(quiet=quiet_hours(), start=starts, length=lengths, moved=st.floats(0, 3 * DAY, allow_nan=False))
def test_a_deadline_moved_by_new_quiet_hours_keeps_the_time_left(
    quiet: QuietHours, start: float, length: int, moved: float
) -> None:
    """A person changes their quiet hours while a clock runs: the clock time left stays the same."""
    due = after(start, length, quiet)
    now = min(start + moved, due)
    other = QuietHours((quiet.start + 120) % (24 * 60), (quiet.end + 120) % (24 * 60), SYDNEY)
    left = running(now, due, quiet)
    assert running(now, after(now, left, other), other) == pytest.approx(left, abs=1e-3)
