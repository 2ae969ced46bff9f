"""The pick-up queue's rules as values: what a person asks for when they queue (player counts, clocks,
how long they wait), and which queued people make a table as soon as one fits. Pure functions; the queue
service keeps the entries (``bot.services.matchmaker``).

Decisions written down here (docs/tournaments.md, "The queue", tells players):
- A person accepts a range of player counts (by default every count the game allows, solo excepted) and
  one clock or any; they wait until their own time limit (by default ``DEFAULT_WAIT``).
- A table forms as soon as the newest person and others who waited fit one: the largest player count
  that enough of them accept, with a clock they all accept; among the people who fit, those who have
  waited longest come first. The clock is the game's usual default (daily) when everyone accepts any,
  else the fastest clock they all accept.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.i18n import refused
from bot.session import turnclock
from bot.session.organisedplay import QueueEntry
from engines.base import IllegalAction
from engines.phrasing import Listed, Words

DEFAULT_WAIT = 2 * turnclock.HOUR
MAX_WAIT = 7 * turnclock.DAY
CLOCK_ORDER = tuple(p.name for p in turnclock.PRESETS)  # fastest first: live, daily, relaxed, none


@dataclass(frozen=True)
class Match:
    """A table the queue makes: its people (longest waiting first), and its clock (a preset name)."""

    entries: tuple[QueueEntry, ...]
    clock: str

    @property
    def size(self) -> int:
        return len(self.entries)


def player_range(game_min: int, game_max: int, low: int | None, high: int | None) -> tuple[int, int]:
    """The player counts a person accepts, checked against the game's; by default every count of two or
    more that it allows (a queue is for playing with others)."""
    lowest = max(game_min, 2) if game_max >= 2 else game_min
    low = lowest if low is None else low
    high = game_max if high is None else high
    if not game_min <= low <= game_max or not game_min <= high <= game_max:
        raise refused("refusal-queue-range", least=game_min, most=game_max)
    if low > high:
        raise refused("refusal-queue-fewest")
    if high < 2:
        raise refused("refusal-queue-solo")
    return max(low, 2), high


def wait_seconds(text: str | None) -> int:
    """How long a person waits in the queue: ``90m``, ``3h``, ``2d`` (1 minute to 7 days)."""
    if text is None or not text.strip():
        return DEFAULT_WAIT
    try:
        seconds = turnclock.parse_duration(text)
    except IllegalAction:
        raise refused("refusal-queue-wait") from None
    if seconds > MAX_WAIT:
        raise refused("refusal-queue-wait")
    return seconds


def find_match(newest: QueueEntry, waiting: Sequence[QueueEntry]) -> Match | None:
    """The table ``newest`` completes with people already ``waiting`` (same server and game), or None."""
    others = sorted((e for e in waiting if e.user_id != newest.user_id), key=lambda e: e.joined_at)
    clocks = newest.clocks or CLOCK_ORDER
    for players in range(newest.max_players, newest.min_players - 1, -1):
        best: Match | None = None
        for clock in clocks:
            fit = [e for e in others if e.accepts(players, clock)]
            if len(fit) + 1 < players:
                continue
            chosen = tuple(fit[: players - 1])
            group = (*chosen, newest)
            name = _clock_for(group, clock)
            match = Match(tuple(sorted(group, key=lambda e: e.joined_at)), name)
            if best is None or CLOCK_ORDER.index(name) < CLOCK_ORDER.index(best.clock):
                best = match
        if best is not None:
            return best
    return None


def _clock_for(group: Sequence[QueueEntry], clock: str) -> str:
    """The daily default when everyone accepts any clock, else ``clock`` (which they all accept)."""
    return turnclock.DEFAULT_PRESET if all(not e.clocks for e in group) else clock


def accepted_words(entry: QueueEntry) -> Words:
    """The player counts and turn clocks ``entry`` accepts, in words for each reader's language ("2 to 4
    players, daily or relaxed clock"): its clocks by their presets' names (``channel-clock-<name>``)."""
    clocks = Listed.of((Words(id=f"channel-clock-{name}") for name in entry.clocks), style="or")
    return Words(
        id="channel-queue-accepted",
        args={
            "same": entry.min_players == entry.max_players,
            "least": entry.min_players,
            "most": entry.max_players,
            "any": not entry.clocks,
            "clocks": clocks,
        },
    )
