"""The table: what the players see on Discord after every change to a session.

``Table`` turns SessionManager results into messages: the lobby message, the public board message (board
image, embed, the acting player's public choices, a ping once per turn), private views and private
choices by DM, the "Show my hand" ephemeral, refusals as ephemeral sentences, AI seats driven through the
same pipeline, and turn reminders. It never touches SQL (bot.storage) or rules (engines): it asks the
session manager, and renders views (never states) through bot/render.

Answering: every interaction is answered exactly once, within Discord's 3 seconds: the pipeline commits
first (milliseconds), renders (tens of milliseconds, in a thread so heartbeats never wait), and answers
with the updated message; the other messages (a new board, DMs) follow by REST.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import io
import json
import logging
import re
import time
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass, replace
from typing import Any, Literal, get_args, get_origin

import discord

from bot import reference, ui
from bot.aidriver import AiDriver, Chooser
from bot.aiworkers import choose_action_id
from bot.config import Settings
from bot.errors import ChannelBusy, GameNotRunning, SessionNotFound
from bot.games import Registry
from bot.guide import GameGuide
from bot.render.base import RenderedBoard, Renderer
from bot.sessions import Choice, Game, SessionManager, SubmitResult
from bot.storage import SessionStatus
from engines.base import GameError, IllegalAction, Seat
from engines.wording import fill_names

log = logging.getLogger(__name__)

DM_CLOSED = 50007  # Discord: "Cannot send messages to this user"
RECENT_LINES = 10  # the board's "Last events" (a Grim Prospects battle takes several lines)
BOARD_FILE = "board.png"
PRIVATE_FILE = "private.png"
GAME_COLOR = 0x2B6CB0
MAX_CONTENT = 2000  # Discord's limit on a message's text
NONCE_LIMIT = 25  # Discord's limit on a message nonce
RESTARTING = "I'm restarting, so that was not taken. Please try again in a minute."


def jump_url(guild_id: int | None, channel_id: int, message_id: int | None) -> str | None:
    if message_id is None:
        return None
    return f"https://discord.com/channels/{guild_id or '@me'}/{channel_id}/{message_id}"


@dataclass
class Payload:
    """A message's parts, ready for send / edit."""

    content: str | None
    embed: discord.Embed
    png: bytes | None
    filename: str
    view: discord.ui.View | None
    step: int | None = None  # the state step a board shows

    def files(self) -> list[discord.File]:
        return [discord.File(io.BytesIO(self.png), filename=self.filename)] if self.png else []

    def send_kwargs(self) -> dict[str, Any]:
        kwargs: dict[str, Any] = {"embed": self.embed, "files": self.files()}
        if self.content:
            kwargs["content"] = self.content
        if self.view is not None:
            kwargs["view"] = self.view
        return kwargs

    def edit_kwargs(self) -> dict[str, Any]:
        return {"content": self.content, "embed": self.embed, "attachments": self.files(), "view": self.view}


class Table:
    def __init__(
        self,
        client: discord.Client,
        games: Registry,
        manager: SessionManager,
        settings: Settings,
        chooser: Chooser | None = None,
    ) -> None:
        self.client = client  # the connection to Discord: channels, users, whether it is closing
        self.games = games
        self.manager = manager
        self.settings = settings
        self.driver = AiDriver(
            manager, chooser or self._choose, pause=settings.ai_pause_seconds, on_result=self._after_ai
        )
        self._dm_notice_sent: set[tuple[str, Seat]] = set()
        self._publish_locks: dict[str, asyncio.Lock] = {}
        self.closing = False  # set on shutdown: new clicks and commands are answered, not taken
        self._in_flight = 0
        self._idle = asyncio.Event()
        self._idle.set()

    # ---- shutting down ---------------------------------------------------------------------------

    @contextlib.asynccontextmanager
    async def work(self, interaction: discord.Interaction[Any]) -> AsyncIterator[bool]:
        """Wrap the handling of one interaction. Yields False, after answering, when the bot is shutting
        down; otherwise True, and the shutdown waits for the handling to finish."""
        if self.closing:
            await self.refuse(interaction, GameError(RESTARTING))
            yield False
            return
        self._in_flight += 1
        self._idle.clear()
        try:
            yield True
        finally:
            self._in_flight -= 1
            if self._in_flight == 0:
                self._idle.set()

    async def close(self, timeout: float) -> None:
        """Stop taking clicks, let the ones being handled finish (at most ``timeout`` seconds), stop the
        AI seats. What is not shown by then is shown by the next start (see ``repair``)."""
        self.closing = True
        try:
            await asyncio.wait_for(self._idle.wait(), timeout)
        except TimeoutError:
            log.warning("Shutting down with %d interactions still being handled", self._in_flight)
        await self.driver.close()

    # ---- answers ---------------------------------------------------------------------------------

    async def refuse(
        self, interaction: discord.Interaction[Any], error: Exception, names: Sequence[str] = ()
    ) -> None:
        """Every refusal in one place: a GameError's sentence, or an apology for anything else."""
        if isinstance(error, GameError):
            text = fill_names(str(error), names) if names else str(error)
        elif self.client.is_closed():
            log.warning("Shutting down while handling an interaction: %s", error)
            return
        else:
            log.error("Unexpected error handling an interaction", exc_info=error)
            text = "Sorry, something went wrong on my side. The game is saved; try again or use /game status."
        text = _strip_placeholders(text)
        if len(text) > MAX_CONTENT:  # Discord refuses longer content; a refusal must never be refused
            text = text[: MAX_CONTENT - 1] + "…"
        try:
            if interaction.response.is_done():
                await interaction.followup.send(text, ephemeral=True)
            else:
                await interaction.response.send_message(text, ephemeral=True)
        except discord.HTTPException:
            log.warning("Could not deliver a refusal: %s", text)

    async def _names(self, session_id: str) -> tuple[str, ...]:
        try:
            return (await self.manager.load(session_id)).names
        except GameError:
            return ()

    # ---- moves -----------------------------------------------------------------------------------

    async def on_move(
        self, interaction: discord.Interaction[Any], session_id: str, seat: Seat, n: int, action_id: str
    ) -> None:
        async with self.work(interaction) as taking:
            if taking:
                await self._move(interaction, session_id, seat, n, action_id)

    async def _move(
        self, interaction: discord.Interaction[Any], session_id: str, seat: Seat, n: int, action_id: str
    ) -> None:
        try:
            result = await self.manager.submit(session_id, interaction.user.id, n, action_id, seat=seat)
        except Exception as exc:
            await self.refuse(interaction, exc, await self._names(session_id))
            return
        try:
            await self.publish(result, interaction)
        except Exception as exc:
            # The move is committed; only showing it failed. Say so rather than "interaction failed".
            if not interaction.response.is_done():
                await self.refuse(interaction, exc)
            elif self.client.is_closed():
                log.warning("Shutting down while showing a move in %s; the next start shows it", session_id)
            else:
                log.exception("Publishing %s failed", session_id)
        self.kick_ai(result.game)

    async def _after_ai(self, result: SubmitResult) -> None:
        try:
            await self.publish(result, None)
        except Exception:
            if self.client.is_closed():
                log.warning("Shutting down while showing an AI move in %s", result.game.id)
            else:
                log.exception("Publishing an AI move in %s failed", result.game.id)

    def kick_ai(self, game: Game) -> None:
        if game.status == SessionStatus.RUNNING and game.ai_seats_to_act():
            self.driver.kick(game.id)

    async def _choose(self, engine_key: str, state_json: str, seat: Seat, kind: str) -> str:
        return await choose_action_id(engine_key, state_json, seat, kind, self.settings.ai_budget_seconds)

    async def publish(self, result: SubmitResult, interaction: discord.Interaction[Any] | None) -> None:
        """Show an accepted action: the board (edited, or posted anew with a ping when new people must
        act or the game ended), and the private views that changed, by DM."""
        game = result.game
        lock = self._publish_locks.setdefault(game.id, asyncio.Lock())
        if interaction is not None and lock.locked() and not interaction.response.is_done():
            # Another publication of this game (an AI's move, waiting out a rate limit) holds the lock:
            # acknowledge the click now, inside Discord's 3 seconds, and edit its message once it is ours.
            await interaction.response.defer()
        async with lock:
            if game.status == SessionStatus.RUNNING:
                stored = await self.manager.active_in_channel(game.session.channel_id)
                if stored is None or stored.id != game.id:  # abandoned meanwhile: show the move, no buttons
                    game = replace(game, session=replace(game.session, status=SessionStatus.ABANDONED))
                    result = replace(result, game=game)
                elif (stored.published_step or -1) > result.state.step:
                    # A later move was shown first (its publication took the lock first): a board of
                    # this one would show an older position as the newest. Only its DMs are still owed.
                    if interaction is not None and not interaction.response.is_done():
                        await interaction.response.defer()
                    await self._send_private_updates(result, skip_seat=None)
                    return
            engine = game.engine
            before = engine.current_seats(result.previous_state)
            newly_acting = [s for s in sorted(result.to_act) if s not in before or s == result.seat]
            pings = [s for s in newly_acting if not game.session.seats[s].is_ai and s != result.seat]
            fresh_board = bool(pings) or result.outcome is not None or game.session.board_message_id is None
            msg = interaction.message if interaction is not None else None
            private_msg = (
                interaction is not None
                and msg is not None
                and (interaction.guild is None or msg.flags.ephemeral)
            )
            # A private step that shows nothing new (a card picked but not yet committed) leaves the
            # board as it is: re-rendering and re-uploading it for every DM click costs a render and an
            # attachment edit each, and Discord rate-limits edits in a channel.
            quiet = (
                not fresh_board
                and (interaction is None or private_msg)
                and self._board_unchanged(game, result)
            )
            board = None if quiet else await self.board_payload(game, pings=pings)

            answered_privately = False
            if interaction is not None:
                if private_msg:
                    payload = await self.private_payload(game, result.seat, with_link=True)
                    await _edit_answer(interaction, **payload.edit_kwargs())
                    answered_privately = True
                elif msg is not None and msg.id == game.session.board_message_id and not fresh_board:
                    assert board is not None  # a click on the board is never quiet
                    await _edit_answer(interaction, **board.edit_kwargs())
                    board = None  # shown
                else:
                    await _edit_answer(interaction, view=None)  # an old board: freeze it
            if board is not None:
                await self._show_board(
                    game, board, fresh_board, skip_freeze=interaction if not answered_privately else None
                )
            await self._send_private_updates(result, skip_seat=result.seat if answered_privately else None)
            if result.outcome is not None:
                await self._announce_outcome(game)
            await self.manager.set_published(game.id, result.state.step)

    @staticmethod
    def _board_unchanged(game: Game, result: SubmitResult) -> bool:
        """Whether the board would look exactly as before: a still running game, a private decision
        (so no button of the seat is on the board), no public log line, the same seats to act and the
        same public view."""
        engine = game.engine
        return (
            game.status == SessionStatus.RUNNING
            and not result.public_lines
            and engine.is_private_decision(result.previous_state, result.seat)
            and engine.current_seats(result.previous_state) == result.to_act
            and engine.view(result.previous_state, None) == engine.view(result.state, None)
        )

    async def _show_board(
        self, game: Game, board: Payload, fresh: bool, skip_freeze: discord.Interaction[Any] | None
    ) -> None:
        channel = self.client.get_partial_messageable(game.session.channel_id, guild_id=game.session.guild_id)
        old_id = game.session.board_message_id
        if fresh or old_id is None:
            # The old board loses its buttons before the new one is posted: a crash in between leaves no
            # live board (the next start posts one, see ``repair``), never two.
            answered_id = skip_freeze.message.id if skip_freeze is not None and skip_freeze.message else None
            if old_id is not None and old_id != answered_id:
                await self._freeze(channel, old_id)
            message = await channel.send(**board.send_kwargs(), nonce=board_nonce(game.id, board.step))
            await self.manager.set_board_message(game.id, message.id)
        else:
            try:
                await channel.get_partial_message(old_id).edit(**board.edit_kwargs())
            except discord.NotFound:  # someone deleted the board: post it again
                message = await channel.send(**board.send_kwargs())
                await self.manager.set_board_message(game.id, message.id)

    async def close_board(self, game: Game) -> None:
        """Take the buttons off a game's board after it ended outside a move (abandoned)."""
        async with self._publish_locks.setdefault(game.id, asyncio.Lock()):
            latest = await self.manager.load(game.id)
            board_id = latest.session.board_message_id
            if board_id is not None:
                channel = self.client.get_partial_messageable(
                    latest.session.channel_id, guild_id=latest.session.guild_id
                )
                await self._freeze(channel, board_id)

    @staticmethod
    async def _freeze(channel: discord.PartialMessageable, message_id: int) -> None:
        """Take the buttons off an old board message, so the channel shows one live board."""
        try:
            await channel.get_partial_message(message_id).edit(view=None)
        except discord.HTTPException:
            pass

    async def _send_private_updates(self, result: SubmitResult, skip_seat: Seat | None) -> None:
        game = result.game
        renderer = self.games[game.session.game].renderer
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
            if newly or changed or lines:
                await self.send_dm(game, seat, record.user_id, lines=[ln.text for ln in lines])

    async def send_dm(self, game: Game, seat: Seat, user_id: int, lines: Sequence[str] = ()) -> bool:
        """DM a seat its private view (and its private choices); on closed DMs, a notice in the channel
        that says nothing private."""
        payload = await self.private_payload(game, seat, with_link=True, lines=lines)
        try:
            user = self.client.get_user(user_id) or await self.client.fetch_user(user_id)
            await user.send(**payload.send_kwargs())
            return True
        except discord.Forbidden as exc:
            if exc.code != DM_CLOSED:
                log.warning("DM to %s refused: %s", user_id, exc)
            key = (game.id, seat)
            if key not in self._dm_notice_sent:
                self._dm_notice_sent.add(key)
                channel = self.client.get_partial_messageable(
                    game.session.channel_id, guild_id=game.session.guild_id
                )
                await channel.send(
                    f"<@{user_id}>, I can't send you direct messages. Use the **Show my hand** button on the "
                    "board (or `/game hand`) to see your cards and make your private choices.",
                    allowed_mentions=discord.AllowedMentions(users=True),
                )
            return False
        except discord.HTTPException:
            log.exception("DM to %s failed", user_id)
            return False

    async def _announce_outcome(self, game: Game) -> None:
        outcome = game.outcome
        if outcome is None:
            return
        channel = self.client.get_partial_messageable(game.session.channel_id, guild_id=game.session.guild_id)
        ranking = sorted(range(len(game.names)), key=lambda s: -outcome.scores[s])
        lines = [f"**{game.title}: game over.** {game.fill(outcome.summary)}"]
        for seat in ranking:
            crown = "🏆 " if seat in outcome.winners else ""
            score = outcome.scores[seat]
            lines.append(f"{crown}{game.names[seat]}: {score:g}")
        await channel.send("\n".join(lines), allowed_mentions=discord.AllowedMentions.none())

    # ---- rendering -------------------------------------------------------------------------------

    async def board_payload(
        self, game: Game, pings: Sequence[Seat] = (), *, with_choices: bool = True
    ) -> Payload:
        view = game.view(None)
        renderer = self.games[game.session.game].renderer
        board = await asyncio.to_thread(_render_board, renderer, view, game.names)
        recent = await self.manager.log(game.id, None, limit=RECENT_LINES)
        embed = discord.Embed(title=board.title, description=board.description[:4000], color=board.color)
        for name, value, inline in board.fields[:20]:
            embed.add_field(name=name[:256], value=value[:1024] or "\u200b", inline=inline)
        if recent:
            text = "\n".join(f"• {game.fill(line.text)}" for line in recent)
            embed.add_field(name="Last events", value=text[-1024:], inline=False)
        status = self._status_line(game)
        embed.set_footer(text=(f"{board.footer} · " if board.footer else "") + status)
        if board.image_png:
            embed.set_image(url=f"attachment://{BOARD_FILE}")
        content = None
        if pings:
            mentions = [f"<@{game.session.seats[s].user_id}>" for s in pings]
            content = f"{' '.join(mentions)}, it's your move in {game.title}."
        components = self._public_view(game) if with_choices else None
        step = game.state.step if game.state is not None else None
        return Payload(content, embed, board.image_png, BOARD_FILE, components, step=step)

    def _status_line(self, game: Game) -> str:
        if game.status != SessionStatus.RUNNING:
            return game.session.ended_reason or "Game over."
        outcome = game.outcome
        if outcome is not None:
            return game.fill(outcome.summary)
        state = game.state
        assert state is not None
        return game.fill(game.engine.waiting_for(state))

    def _public_view(self, game: Game) -> discord.ui.View | None:
        if game.status != SessionStatus.RUNNING or game.outcome is not None:
            return None
        state = game.state
        assert state is not None
        public_seats = [
            s
            for s in sorted(game.to_act)
            if not game.engine.is_private_decision(state, s) and not game.session.seats[s].is_ai
        ]
        if len(public_seats) > 1:
            # Several people decide in public at once (SLITHER's frogs move in any order): each gets a
            # menu of their own, named, so nobody waits for a lower seat.
            menus = [
                (seat, game.names[seat], game.n(seat), _named_choices(game, seat)) for seat in public_seats
            ]
            return ui.menus_view(game.id, menus)
        seat = public_seats[0] if public_seats else None
        choices = _named_choices(game, seat) if seat is not None else ()
        return ui.move_view(game.id, seat, game.n(seat) if seat is not None else 0, choices)

    async def private_payload(
        self, game: Game, seat: Seat, *, with_link: bool = False, lines: Sequence[str] = ()
    ) -> Payload:
        renderer = self.games[game.session.game].renderer
        view = game.view(seat)
        text, png = "", None
        if renderer is not None:
            text, png = await asyncio.to_thread(_render_private, renderer, view, game.names)
        must_choose = seat in game.to_act and game.engine.is_private_decision(game.state, seat)
        choices: Sequence[Choice] = _named_choices(game, seat) if must_choose else ()
        description = text or f"{game.title} has no hidden cards: everything is on the board."
        if lines:
            description = (
                "\n".join(f"• {fill_names(line, game.names)}" for line in lines) + "\n\n" + description
            )
        if must_choose:
            description += "\n\n**Your choice:**"
        elif seat in game.to_act:
            description += "\n\nIt's your move: choose on the board."
        embed = discord.Embed(
            title=f"{game.title}: your view ({game.names[seat]})",
            description=description[:4000],
            color=GAME_COLOR,
        )
        link = jump_url(game.session.guild_id, game.session.channel_id, game.session.board_message_id)
        if with_link and link:
            embed.add_field(name="Board", value=f"[Go to the game]({link})", inline=False)
        if png:
            embed.set_image(url=f"attachment://{PRIVATE_FILE}")
        components = ui.move_view(game.id, seat, game.n(seat), choices, peek=False) if choices else None
        return Payload(None, embed, png, PRIVATE_FILE, components)

    # ---- show my hand ----------------------------------------------------------------------------

    async def on_rules_page(
        self, interaction: discord.Interaction[Any], game: str, session_id: str, page: int
    ) -> None:
        """A click on a /game rules message: show that page in the same message."""
        async with self.work(interaction) as taking:
            if not taking:
                return
            try:
                guide = reference.guide_of(self.games, game)
                options = await reference.options_in_effect(self.manager, session_id)
                embed, view = reference.rules_payload(guide, options, page, session_id)
                await interaction.response.edit_message(embed=embed, view=view)
            except Exception as exc:
                await self.refuse(interaction, exc)

    async def on_peek(self, interaction: discord.Interaction[Any], session_id: str) -> None:
        async with self.work(interaction) as taking:
            if taking:
                await self._peek(interaction, session_id)

    async def _peek(self, interaction: discord.Interaction[Any], session_id: str) -> None:
        try:
            game = await self.manager.load(session_id)
            if game.state is None:
                raise GameNotRunning("This game has not started yet.")
            seat = self.manager.seat_for(game.session, interaction.user.id)
            payload = await self.private_payload(game, seat)
            await interaction.response.send_message(ephemeral=True, **payload.send_kwargs())
        except Exception as exc:
            await self.refuse(interaction, exc)

    async def peek_in_channel(self, interaction: discord.Interaction[Any]) -> None:
        session = await self.manager.active_in_channel(interaction.channel_id or 0)
        if session is None:
            raise SessionNotFound("There is no game in this channel.")
        await self._peek(interaction, session.id)

    # ---- lobby -----------------------------------------------------------------------------------

    async def open_lobby(self, interaction: discord.Interaction[Any], game_key: str) -> None:
        try:
            game = await self.manager.create_lobby(
                interaction.guild_id,
                interaction.channel_id or 0,
                interaction.user.id,
                display_name(interaction.user),
                game_key,
            )
        except ChannelBusy as busy:
            link = jump_url(
                busy.session.guild_id,
                busy.session.channel_id,
                busy.session.board_message_id or busy.session.lobby_message_id,
            )
            await self.refuse(interaction, GameError(f"{busy}" + (f" It is here: {link}" if link else "")))
            return
        payload = self.lobby_payload(game)
        response = await interaction.response.send_message(**payload.send_kwargs())
        message_id = getattr(response.resource, "id", None) if response is not None else None
        if message_id is None:
            message_id = (await interaction.original_response()).id
        await self.manager.set_lobby_message(game.id, message_id)

    async def on_lobby(
        self, interaction: discord.Interaction[Any], session_id: str, op: str, value: str | None
    ) -> None:
        async with self.work(interaction) as taking:
            if taking:
                await self._lobby(interaction, session_id, op, value)

    async def _lobby(
        self, interaction: discord.Interaction[Any], session_id: str, op: str, value: str | None
    ) -> None:
        try:
            game = await self._lobby_op(interaction, session_id, op, value)
        except Exception as exc:
            await self.refuse(interaction, exc, await self._names(session_id))
            return
        try:
            if game.status == SessionStatus.RUNNING:
                await self._start_board(interaction, game)
            else:
                await interaction.response.edit_message(**self.lobby_payload(game).edit_kwargs())
        except Exception as exc:
            if not interaction.response.is_done():
                await self.refuse(interaction, exc)
            else:
                log.exception("Lobby update for %s failed", session_id)

    async def _lobby_op(
        self, interaction: discord.Interaction[Any], session_id: str, op: str, value: str | None
    ) -> Game:
        user = interaction.user.id
        m = self.manager
        if op == "join":
            return await m.join(session_id, user, display_name(interaction.user))
        if op == "leave":
            return await m.leave(session_id, user)
        if op == "start":
            return await m.start(session_id, user)
        if op == "cancel":
            return await m.cancel(session_id, user)
        if op == "lobbyai":
            return await m.add_ai(session_id, user, kind=value or None)
        if op == "lobbyopt":
            name, _, raw = (value or "").partition("=")
            try:
                parsed = json.loads(raw)
            except ValueError:
                raise IllegalAction("That option value is not valid.") from None
            game = await m.load(session_id)
            if isinstance(parsed, dict) and "toggle" in parsed:
                current = list(
                    game.session.options.get(name, getattr(game.engine.options_type(), name, ())) or ()
                )
                seat = parsed["toggle"]
                parsed = sorted(set(current) ^ {seat})
            return await m.set_option(session_id, user, name, parsed)
        if op == "lobbyseat":
            game = await m.load(session_id)
            if value == "random":
                return await m.set_seat_order(session_id, user, "random")
            seats = list(range(len(game.session.seats)))
            if value == "join":
                return await m.set_seat_order(session_id, user, seats)
            if value and value.startswith("first:") and value[6:].isdigit():
                first = int(value[6:])
                if first in seats:
                    return await m.set_seat_order(
                        session_id, user, [first, *(s for s in seats if s != first)]
                    )
            raise IllegalAction("That seat order is not valid.")
        raise IllegalAction("That button is not one of mine.")

    def lobby_payload(self, game: Game) -> Payload:
        engine = game.engine
        session = game.session
        embed = discord.Embed(title=f"{game.title}: lobby", color=GAME_COLOR)
        lines = []
        for seat in session.seats:
            who = f"🤖 {seat.name} ({seat.ai_kind})" if seat.is_ai else f"<@{seat.user_id}>"
            host = " (host)" if seat.user_id == session.host_user_id else ""
            role = engine.seat_role(seat.seat, max(len(session.seats), engine.min_players))
            shown_role = f": {role}" if role and not session.random_order else ""
            lines.append(f"{seat.seat + 1}. {who}{host}{shown_role}")
        players = (
            f"{engine.min_players}"
            if engine.min_players == engine.max_players
            else f"{engine.min_players}-{engine.max_players}"
        )
        embed.description = f"Host: <@{session.host_user_id}> · {players} players\n\n" + (
            "\n".join(lines) if lines else "No one has joined yet."
        )
        if session.status == SessionStatus.LOBBY:
            order = "random when the game starts" if session.random_order else "as listed"
            embed.add_field(name="Seat order", value=order, inline=False)
            settings = _describe_options(game, self.games[game.session.game].guide)
            if settings:
                embed.add_field(name="Options", value=settings[:1024], inline=False)
            embed.set_footer(text="Join, then the host sets options and starts the game.")
            return Payload(None, embed, None, "", self._lobby_view(game))
        embed.set_footer(text=session.ended_reason or session.status.value)
        return Payload(None, embed, None, "", None)

    def _lobby_view(self, game: Game) -> discord.ui.View:
        view = discord.ui.View(timeout=None)
        for op in ui.LOBBY_OPS:
            view.add_item(ui.LobbyButton(game.id, op, row=0))
        spec = self.games[game.session.game]
        kinds = [k for k in spec.ai_kinds if k.name in self.manager.ai_kinds]
        ai_options = [discord.SelectOption(label=f"Add AI: {k.label}", value=k.name) for k in kinds][:25]
        view.add_item(ui.LobbySelect("lobbyai", game.id, ai_options, "Add an AI player…", row=1))
        option_entries = _option_entries(game, self.games[game.session.game].guide)
        if option_entries:
            view.add_item(ui.LobbySelect("lobbyopt", game.id, option_entries[:25], "Set an option…", row=2))
        seat_entries = [
            discord.SelectOption(label="Random seat order", value="random"),
            discord.SelectOption(label="Seats in the order listed", value="join"),
        ]
        first_role = game.engine.seat_role(0, max(len(game.session.seats), game.engine.min_players))
        for seat in game.session.seats[:23]:
            label = f"{seat.name[:60]} is {first_role}" if first_role else f"{seat.name[:60]} takes seat 1"
            seat_entries.append(discord.SelectOption(label=label, value=f"first:{seat.seat}"))
        view.add_item(ui.LobbySelect("lobbyseat", game.id, seat_entries, "Seat order…", row=3))
        return view

    async def _start_board(self, interaction: discord.Interaction[Any], game: Game) -> None:
        await interaction.response.edit_message(**self.lobby_payload(game).edit_kwargs())
        await self.post_first_board(game)

    async def post_first_board(self, game: Game) -> None:
        await self.post_board(game)
        self.kick_ai(game)

    async def post_board(self, game: Game) -> None:
        """Post a new board that pings the people who must act, take the buttons off the old one, DM
        every seat with a secret or a private choice, then record that the channel shows this state.

        The first board of a game, and the repair of a game whose board fell behind (``repair``)."""
        async with self._publish_locks.setdefault(game.id, asyncio.Lock()):
            assert game.state is not None
            humans = [s for s in sorted(game.to_act) if not game.session.seats[s].is_ai]
            board = await self.board_payload(game, pings=humans)
            channel = self.client.get_partial_messageable(
                game.session.channel_id, guild_id=game.session.guild_id
            )
            old_id = game.session.board_message_id
            if old_id is not None:  # first, so that a crash in between never leaves two live boards
                await self._freeze(channel, old_id)
            message = await channel.send(**board.send_kwargs(), nonce=board_nonce(game.id, game.state.step))
            if message.id == old_id:
                # Discord found this step's board already posted (same nonce): the post of a publication
                # that died before recording it. It is the board; give it back the buttons just taken.
                await message.edit(**board.edit_kwargs())
            await self.manager.set_board_message(game.id, message.id)
            game = await self.manager.load(game.id)
            renderer = self.games[game.session.game].renderer
            running = game.status == SessionStatus.RUNNING
            for seat, record in enumerate(game.session.seats):
                if record.user_id is None or not running:
                    continue
                has_secret = renderer is not None and renderer.private_text(game.view(seat), game.names)
                if has_secret or (seat in game.to_act and game.engine.is_private_decision(game.state, seat)):
                    await self.send_dm(game, seat, record.user_id)
            if game.outcome is not None:
                await self._announce_outcome(game)
            await self.manager.set_published(game.id, game.state.step)

    async def update_lobby_message(self, game: Game) -> None:
        if game.session.lobby_message_id is None:
            return
        channel = self.client.get_partial_messageable(game.session.channel_id, guild_id=game.session.guild_id)
        try:
            await channel.get_partial_message(game.session.lobby_message_id).edit(
                **self.lobby_payload(game).edit_kwargs()
            )
        except discord.HTTPException:
            log.warning("Could not update the lobby message of %s", game.id)

    # ---- reminders and resuming --------------------------------------------------------------------

    async def resume(self) -> None:
        """After a start: repair what a crash interrupted, then drive every running game's AI seats that
        owe a move."""
        await self.repair()
        for session in await self.manager.running_sessions():
            try:
                self.kick_ai(await self.manager.load(session.id))
            except GameError as exc:
                log.info("Not resuming %s: %s", session.id, exc)

    async def repair(self) -> int:
        """Give every started game whose newest board is behind its state (the bot stopped between a
        commit and its messages) a board that shows the state and offers the current decisions; returns
        how many games were repaired."""
        repaired = 0
        for session in await self.manager.unpublished():
            try:
                game = await self.manager.load(session.id)
                if game.state is None:
                    continue
                log.info(
                    "Showing %s again: its board was behind (step %s of %s)",
                    session.id,
                    session.published_step,
                    game.state.step,
                )
                await self.post_board(game)
                repaired += 1
            except Exception:
                log.exception("Could not repair the board of %s", session.id)
        return repaired

    async def send_reminders(self, now: float | None = None) -> int:
        sent = 0
        for reminder in await self.manager.due_reminders(now if now is not None else time.time()):
            try:
                game = await self.manager.load(reminder.session_id)
                if game.status != SessionStatus.RUNNING or reminder.seat not in game.to_act:
                    await self.manager.reminder_sent(reminder.id)
                    continue
                link = jump_url(game.session.guild_id, game.session.channel_id, game.session.board_message_id)
                channel = self.client.get_partial_messageable(
                    game.session.channel_id, guild_id=game.session.guild_id
                )
                await channel.send(
                    f"⏰ <@{reminder.user_id}>, {game.title} is waiting for your move."
                    + (f" {link}" if link else ""),
                    allowed_mentions=discord.AllowedMentions(users=True),
                )
                await self.manager.reminder_sent(reminder.id)
                sent += 1
            except Exception:
                log.exception("Reminder %s failed", reminder.id)
        return sent


async def _edit_answer(interaction: discord.Interaction[Any], **kwargs: Any) -> None:
    """Edit the message a click came from: as the interaction's answer, or, when the click was already
    acknowledged (deferred while waiting for the game's publication lock), through its original message."""
    if interaction.response.is_done():
        await interaction.edit_original_response(**kwargs)
    else:
        await interaction.response.edit_message(**kwargs)


def board_nonce(session_id: str, step: int | None) -> str | None:
    """The nonce a board of this step is posted with. Discord enforces it (discord.py sends
    ``enforce_nonce``): a second post with the same nonce within a few minutes returns the first message
    instead of a new one. So a restart that re-posts the board of a publication cut short after its post
    gets that same message back, and the channel never shows two boards of one step."""
    if step is None:
        return None
    nonce = f"{session_id}.{step}"
    if len(nonce) > NONCE_LIMIT:
        nonce = hashlib.blake2b(nonce.encode(), digest_size=12).hexdigest()[:NONCE_LIMIT]
    return nonce


def _named_choices(game: Game, seat: Seat) -> tuple[Choice, ...]:
    """The seat's choices with display names in their labels ("Loitering Guard for Alice: ..."): engine
    labels name seats as {sN}, like log lines."""
    return tuple(Choice(c.action_id, _strip_placeholders(game.fill(c.label))) for c in game.choices(seat))


def _render_board(renderer: Renderer | None, view: Any, names: Sequence[str]) -> RenderedBoard:
    if renderer is None:
        return RenderedBoard(title="Game", description=f"```\n{view.model_dump_json(indent=1)[:3900]}\n```")
    board = renderer.board(view, names)
    return RenderedBoard(
        title=fill_names(board.title, names),
        description=fill_names(board.description, names),
        fields=tuple((fill_names(a, names), fill_names(b, names), c) for a, b, c in board.fields),
        image_png=board.image_png,
        footer=fill_names(board.footer, names),
        color=board.color,
    )


def _render_private(renderer: Renderer, view: Any, names: Sequence[str]) -> tuple[str, bytes | None]:
    return fill_names(renderer.private_text(view, names), names), renderer.private_image(view, names)


def display_name(user: discord.abc.User) -> str:
    """The name a seat shows for a Discord user (32 characters at most)."""
    return (getattr(user, "display_name", None) or user.name)[:32]


def _strip_placeholders(text: str) -> str:
    """A refusal never shows a raw {s1}: placeholders left unfilled become 'another player'."""
    return re.sub(r"\{s\d+\}", "another player", text)


def _option_values(field: Any, num_seats: int) -> list[Any] | None:
    """The values a lobby offers for one options field, or None if it cannot be set from a select."""
    annotation = field.annotation
    origin = get_origin(annotation)
    args = get_args(annotation)
    if annotation is bool:
        return [True, False]
    if origin is Literal:
        return list(args)
    if origin is tuple and args and args[0] is int:
        return [{"toggle": s} for s in range(max(num_seats, 1))]
    ints = [a for a in args if a is int] if args else ([int] if annotation is int else [])
    if ints:
        lo, hi = 0, 9
        for meta in field.metadata:
            lo = getattr(meta, "ge", lo) if getattr(meta, "ge", None) is not None else lo
            hi = getattr(meta, "le", hi) if getattr(meta, "le", None) is not None else hi
        values: list[Any] = [None] if type(None) in args else []
        return values + list(range(lo, min(hi, lo + 10) + 1))
    return None


def _option_entries(game: Game, guide: GameGuide | None) -> list[discord.SelectOption]:
    """The lobby's option menu: one entry per value, named as the game's guide names them."""
    entries = []
    fields = game.engine.options_type.model_fields
    for name, field in fields.items():
        if name in game.engine.derived_options:
            continue  # follows from who sits where (options_for_seats)
        values = _option_values(field, len(game.session.seats))
        if values is None:
            continue
        told = guide.option(name) if guide is not None else None
        label_of = told.label if told is not None else name.replace("_", " ")
        for value in values:
            if isinstance(value, dict):
                shown = f"toggle seat {value['toggle'] + 1}"
            elif told is not None:
                shown = told.describe(value)
            else:
                shown = "unset" if value is None else str(value)
            entries.append(
                discord.SelectOption(
                    label=f"{label_of}: {shown}"[:100],
                    value=f"{name}={json.dumps(value)}"[:100],
                    description=((told.text if told is not None else field.description) or "")[:100] or None,
                )
            )
    return entries


def _describe_options(game: Game, guide: GameGuide | None) -> str:
    try:
        options = game.options
    except GameError:
        return ""
    parts = []
    for name in type(options).model_fields:
        if name in game.engine.derived_options:
            # Set from the seats at the start (e.g. Grim Prospects' artificial seats); before that its
            # default would contradict the seat list ("artificial seats: none" beside two of them).
            continue
        value = getattr(options, name)
        told = guide.option(name) if guide is not None else None
        if told is not None:
            parts.append(f"{told.label}: **{told.describe(value)}**")
            continue
        shown = (
            "unset"
            if value is None
            else (", ".join(str(v + 1) for v in value) or "none")
            if isinstance(value, tuple)
            else str(value)
        )
        parts.append(f"{name.replace('_', ' ')}: **{shown}**")
    return "\n".join(parts)
