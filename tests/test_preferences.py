"""A person's settings as values (``bot.session.preferences``): what may be set (each refusal one
sentence), the defaults that tell everyone as before, when and how a turn or a reminder is told, and the
digest's hour across a daylight-saving change."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from zoneinfo import ZoneInfo

import pytest

from bot.i18n import Speaker, zone_cities
from bot.session import preferences as rules
from bot.session.preferences import DEFAULTS, Preferences
from engines.base import IllegalAction

BERLIN = "Europe/Berlin"


def at(year: int, month: int, day: int, hour: int, minute: int = 0, zone: str = BERLIN) -> float:
    return dt.datetime(year, month, day, hour, minute, tzinfo=ZoneInfo(zone)).timestamp()


def test_zones_are_found_whatever_their_case_and_the_menu_offers_at_most_25() -> None:
    assert rules.parse_zone("europe/berlin") == BERLIN and rules.parse_zone("UTC") == "UTC"
    assert "Europe/Berlin" in rules.zone_choices("berl") and len(rules.zone_choices("")) == 25
    assert rules.zone_choices("sydney")[0] == "Australia/Sydney"
    assert all(len(rules.zone_choices(t)) <= 25 for t in ("a", "america", "x"))
    # A city by its name in a language we ship: suggested with that language's names, taken whole in any.
    assert rules.zone_choices("東京", zone_cities("ja")) == ["Asia/Tokyo"]
    assert rules.zone_choices("Mosk", zone_cities("de"))[0] == "Europe/Moscow"
    assert rules.zone_choices("東京") == []  # without the reader's names, not found as they typed it
    assert rules.parse_zone("東京") == "Asia/Tokyo" and rules.parse_zone("wien") == "Europe/Vienna"


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("22:00-14:30", "at most 16 hours; 22:00–14:30 lasts 16 hours and 30 minutes"),
        ("22:00-14:01", "lasts 16 hours and 1 minute[.]"),
        ("25:00-08:00", "“25:00” is not a time of day"),
        ("23:00", "a start and an end.*“23:00” is neither"),
        ("-1:00-07:00", "a start and an end.*“-1:00-07:00” is neither"),
        ("23:00-", "“23:00-” is neither"),
        ("08:00-08:00", "a different end"),
        ("eleven to seven", "“eleven to seven” is neither"),
    ],
)
def test_bad_quiet_hours_are_refused_in_one_sentence_that_names_what_was_wrong(text: str, words: str) -> None:
    with pytest.raises(IllegalAction, match=words) as refused:
        rules.parse_quiet(text)
    said = str(refused.value)
    assert said.endswith(".") and said.count(". ") == 0 and "''" not in said


def test_quiet_hours_are_read_in_several_spellings() -> None:
    assert rules.parse_quiet("23:00-08:00") == (23 * 60, 8 * 60)
    assert rules.parse_quiet("2330 – 0715") == (23 * 60 + 30, 7 * 60 + 15)
    assert rules.parse_quiet("22 to 6") == (22 * 60, 6 * 60)
    assert rules.parse_quiet("off") is None
    assert rules.parse_quiet("08:00-00:00") == (8 * 60, 0)  # exactly 16 hours


def test_only_what_the_panel_offers_may_be_set_and_each_refusal_names_what_was_wrong() -> None:
    refusals: dict[str, Callable[[], object]] = {
        "“Mars/Olympus”": lambda: rules.parse_zone("Mars/Olympus"),
        "“EST5EDT”": lambda: rules.parse_zone("EST5EDT"),  # a zone Python knows, but not one offered
        "24 is not one": lambda: rules.check_digest_hour(24),
        "a ping, a direct message, both or neither": lambda: rules.check_turn("smoke", 0),
        "5 hours is not one": lambda: rules.check_turn("dm", 5),  # a whole hour, but not on the menu
        "1 day and 1 hour is not one": lambda: rules.check_turn("dm", 25),
        "or you are told at once; that is not one": lambda: rules.check_turn("dm", -3),
        "on the hour": lambda: rules.check_quiet_edge(23 * 60 + 30),
    }
    for words, bad in refusals.items():
        with pytest.raises(IllegalAction) as refused:
            bad()
        said = str(refused.value)
        assert words in said and said.endswith(".") and said.count(". ") == 0, said
    assert all(rules.check_turn("dm", h) == ("dm", h * 3600) for h in rules.TURN_DELAYS_HOURS)
    assert rules.parse_zone("us/eastern") == "US/Eastern"  # an older name the menu offers too


def test_the_defaults_tell_everyone_as_before() -> None:
    now = at(2025, 6, 3, 3, 0)
    assert rules.turn_delivery(DEFAULTS, now) == rules.Delivery(ping=True)
    assert rules.reminder_delivery(DEFAULTS, now) == rules.Delivery(ping=True, dm=True)
    assert rules.digest_since(DEFAULTS, now) == now - 86400
    assert not DEFAULTS.is_quiet(now) and DEFAULTS.quiet is None


def test_a_turn_waits_for_quiet_hours_to_end_or_until_it_has_waited() -> None:
    quiet = Preferences(time_zone=BERLIN, quiet_start=23 * 60, quiet_end=8 * 60, turn_notice="both")
    night, day = at(2025, 6, 3, 2, 0), at(2025, 6, 3, 12, 0)
    assert rules.turn_delivery(quiet, night) == rules.Delivery(wait_until=at(2025, 6, 3, 8, 0), held=True)
    assert rules.turn_delivery(quiet, day) == rules.Delivery(ping=True, dm=True)
    later = Preferences(turn_notice="dm", turn_after=4 * 3600)
    assert rules.turn_delivery(later, day) == rules.Delivery(wait_until=day + 4 * 3600)
    assert rules.turn_delivery(later, day + 4 * 3600, since=day) == rules.Delivery(dm=True)
    assert rules.turn_delivery(Preferences(turn_notice="none"), day) == rules.NOTHING
    assert rules.reminder_delivery(Preferences(reminders=False), day) == rules.NOTHING
    assert rules.reminder_delivery(Preferences(turn_notice="dm"), day) == rules.Delivery(dm=True)


def test_the_digest_comes_at_its_hour_where_the_person_is_even_across_a_clock_change() -> None:
    prefs = Preferences(time_zone=BERLIN, digest=True, digest_hour=8)
    assert rules.digest_since(prefs, at(2025, 3, 30, 9, 0)) == at(2025, 3, 30, 8, 0)
    assert rules.digest_since(prefs, at(2025, 3, 30, 7, 0)) == at(2025, 3, 29, 8, 0)
    # The night the clocks go forward is an hour short: the slots are 23 hours apart.
    assert at(2025, 3, 30, 8, 0) - at(2025, 3, 29, 8, 0) == 23 * 3600


def test_the_panel_says_the_settings_in_words() -> None:
    prefs = Preferences(
        time_zone=BERLIN, quiet_start=23 * 60, quiet_end=7 * 60 + 30, turn_after=3600, digest=True
    )
    lines = rules.describe(prefs, at(2025, 6, 3, 12, 0))
    say = Speaker("en")
    said = {say.words(name): say.words(value) for name, value in lines}
    assert said["Language"] == "Discord's language"
    assert said["Time zone"] == "Europe/Berlin (it is Tue 12:00 there now)"
    assert said["Quiet hours"].startswith("23:00–07:30")
    assert said["Your turn"] == "a ping in the game's channel, only once a turn has waited 1 hour"
    assert said["Daily digest"] == "once a day"
    # The same lines in German and Japanese: the weekday, the wait and the parts that are words of their own.
    german = {Speaker("de").words(name): Speaker("de").words(value) for name, value in lines}
    assert german["Zeitzone"] == "Europe/Berlin (dort ist es jetzt Di., 12:00)"
    assert german["Du bist dran"] == "ein Ping im Kanal des Spiels, erst wenn ein Zug 1 Stunde gewartet hat"
    japanese = {Speaker("ja").words(name): Speaker("ja").words(value) for name, value in lines}
    assert japanese["あなたの番"] == "ゲームのチャンネルでメンション、手番になって1時間たってから"
    assert japanese["毎日のまとめ"] == "1日1回"
    chosen = Preferences(language="ja")
    assert Speaker("en").words(rules.describe(chosen, 0)[0][1]) == "日本語"
