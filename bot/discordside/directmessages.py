"""A seat's private view by DM: after a change, to every person whose view it altered or who must now make
a private choice; and a notice in the channel, once per game and seat, when a person's DMs are closed
(it says nothing private: they use "Show my hand" instead).
"""

from __future__ import annotations

import logging
from collections.abc import Collection, Mapping, Sequence
from typing import Any

import discord

from bot.catalogue.gamespec import Registry
from bot.discordside.mending import Mender, bounded
from bot.discordside.payloads import Payloads
from bot.i18n import Speaker
from bot.services.games import Games
from bot.session.game import Game, SubmitResult
from engines.base import Seat

log = logging.getLogger(__name__)

DM_CLOSED = 50007  # Discord: "Cannot send messages to this user"


class DirectMessages:
    def __init__(
        self,
        client: discord.Client,
        catalogue: Registry,
        games: Games,
        payloads: Payloads,
        mender: Mender,
    ) -> None:
        self.client = client
        self.catalogue = catalogue
        self.games = games
        self.payloads = payloads
        self.mender = mender
        self._notice_sent: set[tuple[str, Seat]] = set()

    async def send_updates(
        self,
        result: SubmitResult,
        skip_seat: Seat | None,
        quiet: Collection[int] = (),
        languages: Mapping[int, str] | None = None,
    ) -> list[tuple[Seat, int]]:
        """DM every person whose private view a change altered, who must now make a private choice, or
        who has private lines to read (``skip_seat``: the one whose click was answered privately), but
        those in their quiet hours (``quiet``): their seats and ids are returned, for later."""
        held: list[tuple[Seat, int]] = []
        game = result.game
        renderer = self.catalogue[game.session.game].renderer
        engine = game.engine
        for seat, record in enumerate(game.session.seats):
            if record.is_ai or record.user_id is None or seat == skip_seat:
                continue
            must_choose = seat in result.to_act and engine.is_private_decision(result.state, seat)
            newly = must_choose and (
                seat == result.seat or seat not in engine.current_seats(result.previous_state)
            )
            changed = False
            if renderer is not None:
                old = renderer.private_text(engine.view(result.previous_state, seat), game.names)
                new = renderer.private_text(engine.view(result.state, seat), game.names)
                changed = old != new
            lines = result.private_lines(seat)
            if (newly or changed or lines) and record.user_id in quiet:
                held.append((seat, record.user_id))
            elif newly or changed or lines:
                language = (languages or {}).get(record.user_id)
                say = Speaker(language or game.session.table_language)
                said = [say.either(ln.text, ln.words) for ln in lines]
                await self.send(game, seat, record.user_id, lines=said, language=language)
        return held

    async def send(
        self, game: Game, seat: Seat, user_id: int, lines: Sequence[str] = (), language: str | None = None
    ) -> bool:
        """DM a seat its private view (and its private choices); on closed DMs, a notice in the channel
        that says nothing private. A DM Discord fails to deliver (an error of its own, no answer) is sent
        again soon with the seat's view as it is then."""
        payload = await self.payloads.private(game, seat, with_link=True, lines=lines, language=language)
        try:
            await bounded(self._send(user_id, payload.send_kwargs()))
            return True
        except discord.Forbidden as exc:
            if exc.code != DM_CLOSED:
                log.warning("DM to %s refused: %s", user_id, exc)
            key = (game.id, seat)
            if key not in self._notice_sent:
                self._notice_sent.add(key)
                channel = self.client.get_partial_messageable(
                    game.session.channel_id, guild_id=game.session.guild_id
                )
                say = Speaker(game.session.table_language)  # in the channel, for everyone
                await bounded(
                    channel.send(
                        say("channel-dms-closed", mention=f"<@{user_id}>"),
                        allowed_mentions=discord.AllowedMentions(users=True),
                    )
                )
            return False
        except (discord.HTTPException, TimeoutError) as exc:
            log.warning("DM to %s failed (%s); sending it again soon", user_id, exc)
            self.mender.soon(("dm", game.id, str(seat)), lambda: self._send_again(game.id, seat, user_id))
            return False

    async def _send(self, user_id: int, kwargs: dict[str, Any]) -> None:
        user = self.client.get_user(user_id) or await self.client.fetch_user(user_id)
        await user.send(**kwargs)

    async def _send_again(self, game_id: str, seat: Seat, user_id: int) -> bool:
        """The seat's private view as it is now, if its person still holds it; True once delivered (or no
        longer owed)."""
        game = await self.games.load(game_id)
        if game.state is None or game.session.seats[seat].user_id != user_id:
            return True
        payload = await self.payloads.private(game, seat, with_link=True)
        try:
            await bounded(self._send(user_id, payload.send_kwargs()))
        except discord.Forbidden:
            return True  # closed since: the channel's notice covers it
        except (discord.HTTPException, TimeoutError):
            return False
        return True
