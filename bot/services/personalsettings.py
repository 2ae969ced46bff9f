"""Each person's own notification settings, read and changed (``PersonalSettings``): every change is
validated first (a refusal is one sentence, and nothing changes), then stored; the deadlines of their
clocks that respect the night move with their quiet hours (``PeopleStore.save_preferences``), and what
waits to be told to them is due again by the new settings. ``bot.session.preferences`` has the values and
the rules; ``cogs.settings.settingspanel`` shows them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from bot.i18n import refused
from bot.session import preferences as rules
from bot.session.nightclock import MINUTES_A_DAY
from bot.session.preferences import Preferences
from bot.session.records import Notice
from bot.store import Storage

DEFAULT_QUIET_MINUTES = 8 * 60  # a start or an end picked alone gets a night of this length


class PersonalSettings:
    def __init__(self, storage: Storage) -> None:
        self.storage = storage
        self._seen: dict[int, str] = {}  # each person's Discord language, as stored

    async def of(self, user_id: int) -> Preferences:
        return (await self.storage.people.preferences([user_id]))[user_id]

    async def seen(self, user_id: int, language: str) -> None:
        """The language of a person's Discord app, sent with a click: kept for their DMs when it changed
        (a process asks the database once per person, then remembers)."""
        if self._seen.get(user_id) == language:
            return
        if (await self.of(user_id)).discord_language != language:
            await self.storage.people.see_language(user_id, language)
        self._seen[user_id] = language

    async def of_people(self, user_ids: Sequence[int]) -> dict[int, Preferences]:
        return await self.storage.people.preferences(user_ids)

    async def _change(self, user_id: int, how: Callable[[Preferences], Preferences]) -> Preferences:
        """``how`` gives the new settings or raises a sentence (then nothing is stored)."""
        before = await self.of(user_id)
        after = how(before)
        if after == before:
            return after
        await self.storage.people.save_preferences(user_id, after)
        now = self.storage.now()

        def due(notice: Notice) -> float:
            if notice.held:
                return after.quiet_ends(now)
            return max(now, notice.created_at + after.turn_after)

        await self.storage.notices.redate(user_id, due)
        return after

    async def update(
        self,
        user_id: int,
        *,
        time_zone: str | None = None,
        quiet: str | None = None,
        digest_hour: int | None = None,
        language: str | None = None,
    ) -> Preferences:
        """Several settings at once (``/settings``'s options): all are checked before any is stored, so
        one that is refused changes nothing. A digest hour turns the digest on at that hour; ``language``
        is one of ``preferences.LANGUAGE_NAMES`` ("discord": follow their Discord language)."""
        zone = rules.parse_zone(time_zone) if time_zone is not None else None
        hours = rules.parse_quiet(quiet) if quiet is not None else None
        hour = rules.check_digest_hour(digest_hour)
        chosen = rules.check_language(language) if language is not None else None

        def how(p: Preferences) -> Preferences:
            if language is not None:
                p = replace(p, language=chosen)
            if zone is not None:
                p = replace(p, time_zone=zone)
            if quiet is not None:
                p = rules.with_quiet(p, hours)
            if hour is not None:
                p = replace(p, digest=True, digest_hour=hour)
            return p

        return await self._change(user_id, how)

    async def set_zone(self, user_id: int, text: str) -> Preferences:
        name = rules.parse_zone(text)
        return await self._change(user_id, lambda p: replace(p, time_zone=name))

    async def set_quiet(self, user_id: int, text: str) -> Preferences:
        """Quiet hours as written ("23:00-08:00", or "off")."""
        quiet = rules.parse_quiet(text)
        return await self._change(user_id, lambda p: rules.with_quiet(p, quiet))

    async def set_quiet_edge(self, user_id: int, edge: str, minute: int | None) -> Preferences:
        """One end of the quiet hours from the panel's menus (``edge`` "start" or "end"; None for the
        start: no quiet hours). The other end, when there is none yet, makes an 8-hour night."""

        def how(p: Preferences) -> Preferences:
            if minute is None:
                return rules.with_quiet(p, None)
            rules.check_quiet_edge(minute)
            if edge == "start":
                end = (
                    p.quiet_end
                    if p.quiet_end is not None
                    else (minute + DEFAULT_QUIET_MINUTES) % MINUTES_A_DAY
                )
                return rules.with_quiet(p, rules.check_quiet(minute, end))
            if edge == "end":
                start = (
                    p.quiet_start
                    if p.quiet_start is not None
                    else (minute - DEFAULT_QUIET_MINUTES) % MINUTES_A_DAY
                )
                return rules.with_quiet(p, rules.check_quiet(start, minute))
            raise refused("settings-refused-edge")

        return await self._change(user_id, how)

    async def set_turn(
        self, user_id: int, notice: str | None = None, after_hours: int | None = None
    ) -> Preferences:
        def how(p: Preferences) -> Preferences:
            kind, seconds = rules.check_turn(
                p.turn_notice if notice is None else notice,
                p.turn_after // 3600 if after_hours is None else after_hours,
            )
            return replace(p, turn_notice=kind, turn_after=seconds)

        return await self._change(user_id, how)

    async def set_reminders(self, user_id: int, on: bool) -> Preferences:
        return await self._change(user_id, lambda p: replace(p, reminders=on))

    async def set_one_dm(self, user_id: int, on: bool) -> Preferences:
        return await self._change(user_id, lambda p: replace(p, one_dm=on))

    async def set_digest(self, user_id: int, on: bool, hour: int | None = None) -> Preferences:
        """The digest on (at ``hour``, their time; None keeps the hour they had) or off."""
        checked = rules.check_digest_hour(hour)
        return await self._change(
            user_id,
            lambda p: replace(p, digest=on, digest_hour=p.digest_hour if checked is None else checked),
        )
