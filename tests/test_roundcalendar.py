"""A tournament's calendar (bot/session/roundcalendar.py) and the settings check
(bot/session/tournamentchecks.py): a time of day every few days in the organiser's zone, the same local time
across a change of the clocks, listed dates, and each refusal in words."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from bot.session import roundcalendar
from bot.session.organisedplay import Format, Pairing, TournamentSettings
from bot.session.roundcalendar import RoundCalendar
from bot.session.tournamentchecks import checked
from engines import ENGINES
from engines.base import IllegalAction

BERLIN = "Europe/Berlin"


def at(zone: str, year: int, month: int, day: int, hour: int, minute: int) -> float:
    return datetime(year, month, day, hour, minute, tzinfo=ZoneInfo(zone)).timestamp()


def test_a_round_a_day_at_eight_starts_at_the_next_eight() -> None:
    morning = at(BERLIN, 2026, 12, 1, 11, 0)
    calendar = roundcalendar.regular("20:00", 1, BERLIN, morning)
    assert calendar.start_of(1) == at(BERLIN, 2026, 12, 1, 20, 0)
    assert calendar.start_of(3) == at(BERLIN, 2026, 12, 3, 20, 0)
    evening = at(BERLIN, 2026, 12, 1, 21, 0)  # past eight: tomorrow's
    assert roundcalendar.regular("20:00", 1, BERLIN, evening).start_of(1) == at(BERLIN, 2026, 12, 2, 20, 0)


def test_a_round_a_week_keeps_its_local_time_across_the_change_of_the_clocks() -> None:
    # Berlin's clocks go forward on 29 March 2026: 20:00 stays 20:00, one hour less in UTC.
    calendar = roundcalendar.regular("20:00", 7, BERLIN, at(BERLIN, 2026, 3, 1, 9, 0), "2026-03-23")
    first, second = calendar.start_of(1), calendar.start_of(2)
    assert first is not None and second is not None
    assert datetime.fromtimestamp(first, UTC).hour == 19 and datetime.fromtimestamp(second, UTC).hour == 18
    assert second - first == 7 * 86400 - 3600


def test_listed_dates_give_each_round_its_start_and_none_past_the_last() -> None:
    now = at("UTC", 2026, 12, 1, 0, 0)
    calendar = roundcalendar.listed("2026-12-07 20:00, 2026-12-14 19:30", "UTC", now)
    assert calendar.start_of(1) == at("UTC", 2026, 12, 7, 20, 0)
    assert calendar.start_of(2) == at("UTC", 2026, 12, 14, 19, 30)
    assert calendar.start_of(3) is None  # then as soon as the round before ends
    assert RoundCalendar.from_json(calendar.to_json()) == calendar


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("", "List the rounds' starts"),
        ("2026-12-07", "is not a date and time"),
        ("2026-13-07 20:00", "is not a date and time"),
        ("2026-12-14 20:00, 2026-12-07 20:00", "in order"),
        ("2026-11-30 20:00", "in the past"),
    ],
)
def test_listed_dates_that_will_not_do_are_refused_in_words(text: str, words: str) -> None:
    with pytest.raises(IllegalAction, match=words):
        roundcalendar.listed(text, "UTC", at("UTC", 2026, 12, 1, 0, 0))


@pytest.mark.parametrize("time", ["25:00", "8pm", "20:61", ""])
def test_a_time_of_day_that_does_not_read_is_refused(time: str) -> None:
    with pytest.raises(IllegalAction, match="hours and minutes"):
        roundcalendar.regular(time, 1, "UTC", 0.0)


def test_an_unknown_zone_is_read_as_utc() -> None:
    assert roundcalendar.zone_or_utc("Mars/Olympus") == "UTC"
    assert roundcalendar.zone_or_utc(None) == "UTC"
    assert roundcalendar.zone_or_utc(BERLIN) == BERLIN


SWISS = TournamentSettings(name="Cup", game="slither", format=Format.SWISS, table_size=2)
NOW = at("UTC", 2026, 12, 1, 0, 0)


def test_a_calendar_closes_sign_up_when_round_1_starts_unless_told_otherwise() -> None:
    calendar = roundcalendar.listed("2026-12-07 20:00", "UTC", NOW)
    kept = checked(ENGINES["slither"], replace(SWISS, calendar=calendar), NOW)
    assert kept.signup_until == calendar.start_of(1)
    earlier = checked(ENGINES["slither"], replace(SWISS, calendar=calendar, signup_until=NOW + 3600), NOW)
    assert earlier.signup_until == NOW + 3600


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"bye_points": 2.0}, "0, ½ or 1"),
        ({"pairing": Pairing.DUTCH, "table_size": 3, "game": "gentoo"}, "seats two players at a table"),
        ({"pairing": Pairing.DUTCH, "format": Format.ROUND_ROBIN}, "tables of 2"),
        ({"late_join": True, "format": Format.ROUND_ROBIN}, "join late only in a Swiss"),
        ({"withdraw_after": 0}, "1 to 20 missed turns"),
        ({"withdraw_after": 21}, "1 to 20 missed turns"),
        ({"signup_until": NOW + 30 * 86400}, "before sign-up closes"),
    ],
)
def test_settings_that_will_not_do_are_refused_in_words(change: dict[str, object], words: str) -> None:
    calendar = roundcalendar.listed("2026-12-07 20:00", "UTC", NOW)
    settings = replace(SWISS, calendar=calendar, **change)  # type: ignore[arg-type]
    game = str(change.get("game", "slither"))
    with pytest.raises(IllegalAction, match=words):
        checked(ENGINES[game], settings, NOW)
