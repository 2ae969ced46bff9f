"""Turn clocks as players choose and read them: the presets, custom lengths, what a timeout does, when
the reminders fall, and durations in words. Values and sentences only; the clock service keeps the
clocks (``bot.services.clocks``) and ``bot.discordside.timers`` acts on them.

Decisions written down here (docs/multiday.md tells players):
- A clock is a seat's time for one decision: it starts when the seat begins to owe a decision and
  starts again after each of its decisions (a move of several clicks gets the time for each click).
  In a simultaneous phase every seat's clock runs, and runs out, on its own.
- Reminders: one at half time, one shortly before the end (a tenth of the clock, at most an hour, at
  least 5 seconds before it), each by DM and by a ping in the game's channel.
- A timeout does what the game was created with: an AI makes that move (every decision the seat owes
  until it no longer has to act), the seat passes where the game has a pass (else an AI moves), or an
  AI plays the seat until its player returns (``/game return`` or their next click).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot.i18n import refused
from bot.session.errors import cut
from bot.session.records import FINAL, HALF, TIMEOUT
from engines.phrasing import Duration, Words

MINUTE, HOUR, DAY = 60, 3600, 86400
MIN_CLOCK = MINUTE
MAX_CLOCK = 14 * DAY
DEFAULT_PRESET = "daily"


@dataclass(frozen=True)
class Preset:
    name: str
    seconds: int | None
    label: (
        str  # the English of the slash command's choice (bot/locales/*/commands.ftl says it in each language)
    )

    @property
    def words(self) -> Words:
        """Its name and length, as the lobby's menu says it in each reader's language."""
        return Words(id="clock-preset", args={"preset": self.name})


PRESETS: tuple[Preset, ...] = (
    Preset("live", 3 * MINUTE, "live: 3 minutes a move"),
    Preset("daily", DAY, "daily: 24 hours a move"),
    Preset("relaxed", 3 * DAY, "relaxed: 72 hours a move"),
    Preset("none", None, "no clock"),
)

# What a timeout does, by the name stored with the game: the English of the slash command's choice
# (bot/locales/*/commands.ftl says it in each language; ``timeout_words`` for everything else).
TIMEOUTS: dict[str, str] = {
    "move": "an AI makes that move",
    "skip": "the player passes if allowed, else an AI moves",
    "stand_in": "an AI plays the seat until the player returns",
}
DEFAULT_TIMEOUT = "move"


def timeout_words(name: str) -> Words:
    """What a timeout does, as the lobby's menu says it in each reader's language."""
    return Words(id="clock-timeout", args={"timeout": name if name in TIMEOUTS else DEFAULT_TIMEOUT})


_DURATION = re.compile(r"^\s*(\d{1,5})\s*(m|min|mins|minutes?|h|hr|hrs|hours?|d|days?)\s*$", re.I)
_UNIT = {"m": MINUTE, "h": HOUR, "d": DAY}


def preset(name: str) -> Preset:
    for p in PRESETS:
        if p.name == name:
            return p
    raise refused("refusal-no-such-clock", name=cut(name, 20))


def parse_duration(text: str) -> int:
    """A custom clock such as "90m", "36 hours" or "2d", in seconds, between 1 minute and 14 days."""
    match = _DURATION.match(text or "")
    if match is None:
        raise refused("refusal-clock-format")
    seconds = int(match.group(1)) * _UNIT[match.group(2)[0].lower()]
    if not MIN_CLOCK <= seconds <= MAX_CLOCK:
        raise refused("refusal-clock-range")
    return seconds


def chosen(name: str | None, custom: str | None, on_timeout: str | None) -> tuple[int | None, str]:
    """A command's clock and what its timeout does: a custom length over the preset ``name``, and the
    defaults where neither is given."""
    seconds = parse_duration(custom) if custom is not None else preset(name or DEFAULT_PRESET).seconds
    timeout = on_timeout or DEFAULT_TIMEOUT
    if timeout not in TIMEOUTS:
        raise refused("refusal-timeout-unknown")
    return seconds, timeout


def final_lead(seconds: float) -> float:
    """How long before the end the last reminder comes."""
    return max(5.0, min(seconds / 10, float(HOUR)))


def offsets(seconds: int) -> tuple[tuple[str, float], ...]:
    """When a seat's reminders and timeout fall, in seconds from the start of its decision."""
    return ((HALF, seconds / 2), (FINAL, seconds - final_lead(seconds)), (TIMEOUT, float(seconds)))


def clock_words(seconds: int | None, on_timeout: str, night: bool = False) -> Words:
    """The clock as the lobby and the board say it (``night``: it stops in each player's quiet hours), in
    words for each reader's language."""
    if seconds is None:
        return Words(id="clock-none")
    timeout = on_timeout if on_timeout in TIMEOUTS else DEFAULT_TIMEOUT
    return Words(
        id="clock-sentence", args={"per": Duration(seconds=seconds), "night": night, "timeout": timeout}
    )


def stamp(at: float, style: str = "R") -> str:
    """A Discord timestamp: every reader sees it in their own time zone ("in 3 hours", a date)."""
    return f"<t:{int(at)}:{style}>"
