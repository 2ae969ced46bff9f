"""A person's own notification settings, across every server and game: their time zone, quiet hours, how
and when they are told it is their turn, reminders, the digest and its hour, and whether their DMs about
games come one per game or as one message for all of them. The values, their defaults (which behave
exactly as the bot did before there were settings), what a person may set (each refusal one sentence),
and the settings in words. ``bot.session.nightclock`` has the arithmetic of the quiet hours;
``bot.services.personalsettings`` stores and applies the settings.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from functools import cache
from zoneinfo import available_timezones

from bot.i18n import LANGUAGES, SOURCE, about, refused, zone_cities
from bot.session.nightclock import MAX_QUIET, MINUTES_A_DAY, QuietHours, quiet_at, quiet_ends, zone
from engines.phrasing import Duration, Listed, Moment, Words

DEFAULT_ZONE = "UTC"
# How a person is told that a game waits for their move: a ping in the game's channel (as before), a DM,
# both, or neither (then only the reminders and the digest tell them). Each in words: settings-turn-<it>.
TURN_NOTICES = ("ping", "dm", "both", "none")
# What may be set is what the panel offers (``cogs.settings.settingspanel`` builds its menus from these):
TURN_DELAYS_HOURS = (0, 1, 2, 3, 4, 6, 8, 12, 24)  # "only once the turn has waited N hours"
QUIET_EDGE_HOURS = tuple(range(24))  # the quiet hours' menus, on the hour (the command's option: any minute)
DIGEST_HOURS = tuple(range(24))  # the digest's hour, their time
ZONE_CHOICES = 25  # Discord shows at most 25 autocomplete choices


@dataclass(frozen=True)
class Preferences:
    """One person's settings. The defaults are those of someone who never opened ``/settings``."""

    time_zone: str = DEFAULT_ZONE
    quiet_start: int | None = None  # minutes after local midnight; None: no quiet hours
    quiet_end: int | None = None
    turn_notice: str = "ping"
    turn_after: int = 0  # seconds a turn waits before they are told of it
    reminders: bool = (
        True  # the half-time and final reminders of a turn clock (and the nudge of a game without one)
    )
    digest: bool = False
    digest_hour: int | None = None  # local hour of the daily digest; None: a day after the last one
    one_dm: bool = (
        False  # one DM for all their games, edited as they change, instead of one per game and event
    )
    language: str | None = None  # what they read the bot in (bot.i18n.LANGUAGES); None: their Discord's
    # Their Discord app's language, as their last click said: not a setting (two people's settings are
    # equal whatever their apps speak).
    discord_language: str | None = field(default=None, compare=False)

    @property
    def reader_language(self) -> str:
        """What their private messages are written in: the language they chose, else their Discord's as
        last seen, else English."""
        return self.language or self.discord_language or SOURCE

    @property
    def quiet(self) -> QuietHours | None:
        if self.quiet_start is None or self.quiet_end is None:
            return None
        return QuietHours(self.quiet_start, self.quiet_end, self.time_zone)

    def is_quiet(self, at: float) -> bool:
        return quiet_at(self.quiet, at)

    def quiet_ends(self, at: float) -> float:
        """When the quiet hours ``at`` falls in end (``at`` when it falls in none)."""
        return quiet_ends(self.quiet, at)

    @property
    def pings_turn(self) -> bool:
        return self.turn_notice in ("ping", "both")

    @property
    def dms_turn(self) -> bool:
        return self.turn_notice in ("dm", "both")

    @property
    def pings_reminders(self) -> bool:
        """A reminder pings the channel unless they asked to be told of their turns by DM alone."""
        return self.turn_notice != "dm"


DEFAULTS = Preferences()
DAY = 86400


# ---- when and how a person is told (pure: their settings and the time) ---------------------------------


@dataclass(frozen=True)
class Delivery:
    """How one thing is told to one person: a mention that notifies in the game's channel, a DM, now;
    or a notice kept until ``wait_until`` (``held``: because of their quiet hours, so it goes in the one
    message that sums up what waited)."""

    ping: bool = False
    dm: bool = False
    wait_until: float | None = None
    held: bool = False


NOTHING = Delivery()


def turn_delivery(prefs: Preferences, now: float, since: float | None = None) -> Delivery:
    """A game waits for their move since ``since`` (default: now): told as they chose, once it has waited
    ``turn_after``, and never in their quiet hours (then it waits for their end)."""
    if prefs.turn_notice == "none":
        return NOTHING
    ready = (now if since is None else since) + prefs.turn_after
    if ready > now:
        return Delivery(wait_until=ready)
    if prefs.is_quiet(now):
        return Delivery(wait_until=prefs.quiet_ends(now), held=True)
    return Delivery(ping=prefs.pings_turn, dm=prefs.dms_turn)


def reminder_delivery(prefs: Preferences, now: float) -> Delivery:
    """A turn clock's reminder: a ping (unless they hear of their turns by DM alone) and a DM, as before
    settings existed; nothing when they turned reminders off; held in their quiet hours."""
    if not prefs.reminders:
        return NOTHING
    if prefs.is_quiet(now):
        return Delivery(wait_until=prefs.quiet_ends(now), held=True)
    return Delivery(ping=prefs.pings_reminders, dm=True)


def digest_since(prefs: Preferences, now: float) -> float:
    """A digest sent at or after this instant is today's: a day ago for a digest without an hour (as
    before), else the last time the clock struck their hour where they are."""
    if prefs.digest_hour is None:
        return now - DAY
    local = dt.datetime.fromtimestamp(now, zone(prefs.time_zone))
    slot = dt.datetime.combine(local.date(), dt.time(prefs.digest_hour), tzinfo=local.tzinfo)
    if slot.timestamp() > now:
        slot = dt.datetime.combine(
            local.date() - dt.timedelta(days=1), dt.time(prefs.digest_hour), tzinfo=local.tzinfo
        )
    return slot.timestamp()


# ---- what a person may set (bad input: one sentence, nothing changed) ---------------------------------


def parse_zone(text: str) -> str:
    """An IANA time zone name the autocomplete offers, as Python's zone database spells it ("europe/berlin"
    is found too), or the whole name of its city in a language we ship ("東京", "Wien")."""
    name = (text or "").strip()
    if not name:
        raise refused("settings-refused-no-zone")
    exact = {z.lower(): z for z in _zones()}.get(name.lower()) or _by_city().get(name.casefold())
    if exact is None:
        raise refused("settings-refused-zone", text=cut(name))
    return exact


def zone_choices(typed: str, cities: Mapping[str, str] | None = None) -> list[str]:
    """Up to 25 zone names for what a person has typed: those that start with it first, then those that
    contain it (every part of "America/Argentina/Buenos_Aires" counts, and the city's name in ``cities``,
    the reader's language's: "東京" finds Asia/Tokyo), alphabetically."""
    cities = cities or {}
    needle = (typed or "").strip().lower().replace(" ", "_")
    said = (typed or "").strip().casefold()
    zones = sorted(_zones())
    if not needle:
        common = ("UTC", "Europe/London", "Europe/Berlin", "America/New_York", "America/Los_Angeles")
        return [*common, *(z for z in zones if z not in common)][:ZONE_CHOICES]

    def city(zone: str) -> str:
        return cities.get(zone, "").casefold()

    starts = [
        z
        for z in zones
        if z.lower().startswith(needle) or _part_starts(z, needle) or city(z).startswith(said)
    ]
    contains = [
        z for z in zones if (needle in z.lower() or (city(z) and said in city(z))) and z not in starts
    ]
    return (starts + contains)[:ZONE_CHOICES]


@cache
def _by_city() -> dict[str, str]:
    """Every zone the menu offers by its city's whole name in each language we ship, casefolded."""
    found: dict[str, str] = {}
    for language in LANGUAGES:
        for name, city in zone_cities(language).items():
            if name in _zones():
                found.setdefault(city.casefold(), name)
    return found


def _part_starts(name: str, needle: str) -> bool:
    return any(part.lower().startswith(needle) for part in name.split("/")[1:])


@cache
def _zones() -> frozenset[str]:
    # Read once: the system's zone list is a walk of its files (about 25 ms), asked on every keystroke of
    # the time zone's autocomplete. Links and legacy names ("US/Eastern") are valid too; the menu offers
    # the canonical Area/City ones.
    return frozenset(z for z in available_timezones() if "/" in z or z == "UTC") - {"Factory", "localtime"}


_CLOCK_TIME = r"\d{1,2}(?::?\d{2})?"
_TIME = re.compile(rf"^\s*({_CLOCK_TIME})\s*$")
_QUIET = re.compile(rf"^\s*({_CLOCK_TIME})\s*(?:-|–|—|to)\s*({_CLOCK_TIME})\s*$", re.IGNORECASE)


def cut(text: str, most: int = 30) -> str:
    """What someone typed, on one line and cut short, for a refusal to quote."""
    line = " ".join((text or "").split())
    return line if len(line) <= most else line[: most - 1] + "…"


def parse_time(text: str) -> int:
    """A local time of day, "23:00", "7:30", "0730" or "7", in minutes after midnight."""
    match = _TIME.match(text or "")
    digits = match.group(1).replace(":", "") if match else ""
    hours, minutes = (int(digits[:-2] or 0), int(digits[-2:])) if len(digits) > 2 else (int(digits or 99), 0)
    if not (match and 0 <= hours < 24 and 0 <= minutes < 60):
        raise refused("settings-refused-time", text=cut(text, 20))
    return hours * 60 + minutes


def parse_quiet(text: str) -> tuple[int, int] | None:
    """Quiet hours written "23:00-08:00" (they may wrap midnight), or "off" (None)."""
    cleaned = (text or "").strip()
    if cleaned.lower() in ("off", "none", "no", ""):
        return None
    match = _QUIET.match(cleaned)
    if match is None:
        raise refused("settings-refused-quiet", text=cut(cleaned))
    return check_quiet(parse_time(match.group(1)), parse_time(match.group(2)))


def check_quiet(start: int, end: int) -> tuple[int, int]:
    length = (end - start) % MINUTES_A_DAY
    if not (0 <= start < MINUTES_A_DAY and 0 <= end < MINUTES_A_DAY) or length == 0:
        raise refused("settings-refused-same")
    if length * 60 > MAX_QUIET:
        raise refused(
            "settings-refused-long",
            most=Duration(seconds=MAX_QUIET),
            start=clock(start),
            end=clock(end),
            length=Duration(seconds=length * 60),
        )
    return start, end


def check_quiet_edge(minute: int) -> int:
    """A start or an end of the quiet hours from the panel's menus: on the hour."""
    if minute % 60 or minute // 60 not in QUIET_EDGE_HOURS:
        raise refused("settings-refused-edge")
    return minute


# The languages a person may choose, each named in itself (as language pickers do); "discord": their
# Discord language, the default.
# Each language as it names itself (its folder's language.ftl); "discord": follow their Discord language.
LANGUAGE_NAMES = {"discord": "Discord's language", **{code: about(code).name for code in LANGUAGES}}


def check_language(value: str) -> str | None:
    """A language the bot ships, or None for "their Discord's"; refused with a sentence otherwise."""
    if value not in LANGUAGE_NAMES:
        raise refused("settings-refused-language", text=cut(value))
    return None if value == "discord" else value


def check_digest_hour(hour: int | None) -> int | None:
    if hour is not None and hour not in DIGEST_HOURS:
        raise refused("settings-refused-digest", hour=hour)
    return hour


def check_turn(notice: str, after_hours: int) -> tuple[str, int]:
    if notice not in TURN_NOTICES:
        raise refused("settings-refused-notice")
    if after_hours not in TURN_DELAYS_HOURS:
        raise refused(
            "settings-refused-after",
            offered=Listed.of([str(h) for h in TURN_DELAYS_HOURS if h], "or"),
            hours=max(after_hours, 0),
            wait=Duration(seconds=max(after_hours, 0) * 3600),
        )
    return notice, after_hours * 3600


def with_quiet(prefs: Preferences, quiet: tuple[int, int] | None) -> Preferences:
    start, end = quiet if quiet is not None else (None, None)
    return replace(prefs, quiet_start=start, quiet_end=end)


# ---- in words ----------------------------------------------------------------------------------------


def clock(minutes: int) -> str:
    """Minutes after midnight as a 24-hour time: "07:30"."""
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def local_time(at: float, prefs: Preferences, *, with_day: bool = False) -> str:
    """An instant in the person's time zone, in English: "02:14", or "Tue 02:14"."""
    moment = dt.datetime.fromtimestamp(at, zone(prefs.time_zone))
    return moment.strftime("%a %H:%M" if with_day else "%H:%M")


OFF = Words(id="settings-off")


def describe(prefs: Preferences, now: float) -> list[tuple[Words, Words]]:
    """The settings as the panel shows them: (name, value) lines, in words for the reader's language."""
    quiet = (
        Words(id="settings-quiet-on", args={"start": clock(prefs.quiet_start), "end": clock(prefs.quiet_end)})
        if prefs.quiet_start is not None and prefs.quiet_end is not None
        else OFF
    )
    how = Words(id=f"settings-turn-{prefs.turn_notice}")
    if prefs.turn_notice == "none":
        turn = Words(id="settings-turn-none")
    elif prefs.turn_after:
        turn = Words(id="settings-turn-after", args={"how": how, "wait": Duration(seconds=prefs.turn_after)})
    else:
        turn = Words(id="settings-turn-at-once", args={"how": how})
    digest = OFF
    if prefs.digest:
        digest = (
            Words(id="settings-digest-daily")
            if prefs.digest_hour is None
            else Words(id="settings-digest-at", args={"time": clock(prefs.digest_hour * 60)})
        )
    language = (
        Words(id="settings-language-discord")
        if prefs.language is None
        else Words(id="settings-language", args={"name": about(prefs.language).name})
    )
    moment = Moment(at=now, zone=prefs.time_zone, with_day=True)
    return [
        (Words(id="settings-field-language"), language),
        (
            Words(id="settings-field-time-zone"),
            Words(id="settings-time-zone", args={"zone": prefs.time_zone, "now": moment}),
        ),
        (Words(id="settings-field-quiet-hours"), quiet),
        (Words(id="settings-field-turn"), turn),
        (Words(id="settings-field-reminders"), Words(id="settings-reminders-on") if prefs.reminders else OFF),
        (Words(id="settings-field-digest"), digest),
        (
            Words(id="settings-field-direct-messages"),
            Words(id="settings-dm-one" if prefs.one_dm else "settings-dm-each"),
        ),
    ]
