"""A game's past, in private messages that page: ``/game log`` (the narrated log, page by page) and
``/game replay`` (a finished game's public boards, step by step, rebuilt from the seed, the options and
the action log).

Decisions written down here:
- The log opens on its newest page, because a player asking for it mostly wants to know what just
  happened; within a page lines read oldest to newest, as in the channel, and Back goes to older lines.
  Pages are cut from the oldest line (at most ``LOG_PAGE_LINES`` lines and ``LOG_PAGE_CHARS``
  characters each), so new lines only ever change the last page and a page number keeps its lines.
  A seated reader also sees their own private lines, marked 🔒, as the old ``/game log`` did.
- A replay step is a change players could see on the board (``bot.services.history``, which the web companion
  shares, so its ``?step=N`` is step N here).
- A step's board is built by ``Payloads.board`` from the step's state with its last events as they
  stood then, so it equals the board the channel showed for that state: the same image bytes and the
  same embed, except the turn clock, which is about live deadlines and is left out. The lines the step
  added are the message's text.
- Hidden information: replays show public views only, to everyone, and only of games that are over. A
  person who played in the game (holds a seat, or clicked a seat's moves before handing it over) may
  also show their own hand at every step, since the game is over. Who that is comes from the clicker,
  never from the button.
- Only the games of the server the command runs in (or that the person played in) can be looked up by
  id; any other id gets the same sentence as an unknown one.
- Rebuilding a game of thousands of actions takes a while, so replays are cached (``REPLAY_CACHE``
  games, least recently used out; ``bot.services.history.Histories``), built in a thread, and only the step shown
  is rendered. An answer that is not ready within ``DEFER_AFTER`` seconds is deferred first, so
  Discord's 3 seconds always hold.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Sequence
from typing import Any

import discord

from bot.catalogue.gamespec import Registry
from bot.discordside.components.pagers import MINE, PUBLIC, LogPageButton, ReplayButton, ReplayJumpSelect
from bot.discordside.gate import Gate
from bot.discordside.message import Attachment, Message
from bot.discordside.payloads import GAME_COLOR, PRIVATE_FILE, Payloads
from bot.render.pictures import render_private
from bot.services.core import Sessions
from bot.services.history import Histories, Replay, Step, board_signature, build_replay, state_index
from bot.session.errors import GameNotRunning, SessionNotFound, quote
from bot.session.game import Game
from bot.session.records import SessionStatus
from bot.store import Storage
from engines.base import GameError, LogLine, Seat
from engines.wording import fill_names, plural

log = logging.getLogger(__name__)

__all__ = ["Replay", "Replays", "Step", "board_signature", "build_replay", "log_pages", "state_index"]

LOG_PAGE_LINES = 20
LOG_PAGE_CHARS = 3800  # of a description's 4096; with the title and footer far below an embed's 6000
LINE_CHARS = 1000  # one line longer than this is cut (no engine writes one)
MAX_CONTENT = 2000  # Discord's limit on a message's text
MAX_EMBED_TOTAL = 6000  # Discord's limit on all embeds of a message together
JUMP_OPTIONS = 25  # Discord's limit on a select's options
REPLAY_CACHE = 4  # replayed games kept in memory
DEFER_AFTER = 1.5  # seconds: an answer not ready by then is deferred (Discord allows 3)

PUBLIC_MARK, PRIVATE_MARK = "• ", "🔒 "


class NoSuchGame(SessionNotFound):
    def __init__(self, game_id: str) -> None:
        super().__init__(f"There is no game with the id {quote(game_id)} here.")


class NotInReplay(GameError):
    def __init__(self) -> None:
        super().__init__("That step is not in this replay.")


async def answer(interaction: discord.Interaction[Any], build: Awaitable[Message], *, edit: bool) -> None:
    """Answer with what ``build`` makes: a new private message, or (``edit``) the clicked message edited
    in place. When it is not ready within ``DEFER_AFTER`` seconds the interaction is acknowledged first
    and the answer follows as an edit of its original response. A refusal ``build`` raises propagates."""
    task = asyncio.ensure_future(build)
    try:
        done, _ = await asyncio.wait({task}, timeout=DEFER_AFTER)
        if not done and not interaction.response.is_done():
            if edit:
                await interaction.response.defer()
            else:
                await interaction.response.defer(ephemeral=True, thinking=True)
    except BaseException:
        task.cancel()
        raise
    shown = await task
    if interaction.response.is_done():
        await interaction.edit_original_response(**shown.edit_kwargs())
    elif edit:
        await interaction.response.edit_message(**shown.edit_kwargs())
    else:
        await interaction.response.send_message(ephemeral=True, **shown.send_kwargs())


# ---- the log, in pages ----------------------------------------------------------------------------


def log_pages(
    lines: Sequence[str], per_page: int = LOG_PAGE_LINES, chars: int = LOG_PAGE_CHARS
) -> list[tuple[str, ...]]:
    """The lines cut into pages from the oldest: at most ``per_page`` lines and ``chars`` characters
    (newlines included) each; a longer line is shortened."""
    pages: list[tuple[str, ...]] = []
    page: list[str] = []
    size = 0
    for line in lines:
        line = _shorten(line, min(LINE_CHARS, chars))
        if page and (len(page) == per_page or size + 1 + len(line) > chars):
            pages.append(tuple(page))
            page, size = [], 0
        size += len(line) + (1 if page else 0)
        page.append(line)
    if page:
        pages.append(tuple(page))
    return pages


def _shorten(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


# ---- building the messages -------------------------------------------------------------------------


class Replays:
    """Builds /game log pages and /game replay steps, answers the clicks that turn them, and keeps the
    latest replays."""

    def __init__(
        self, gate: Gate, games: Registry, sessions: Sessions, storage: Storage, payloads: Payloads
    ) -> None:
        self.gate = gate
        self.games = games
        self.sessions = sessions
        self.storage = storage
        self.payloads = payloads
        self.histories = Histories(storage.actions, keep=REPLAY_CACHE)

    # ---- answering: the commands and the clicks that turn pages ----

    async def on_log_page(
        self, interaction: discord.Interaction[Any], session_id: str, page: int | None
    ) -> None:
        """A click on a /game log message: that page (None: the newest), in the same message."""
        async with self.gate.work(interaction) as taking:
            if taking:
                await self.show_log(interaction, session_id, page, edit=True)

    async def on_replay_step(
        self, interaction: discord.Interaction[Any], session_id: str, step: int, mine: bool
    ) -> None:
        """A click on a /game replay message: that step, in the same message."""
        async with self.gate.work(interaction) as taking:
            if taking:
                await self.show_replay(interaction, session_id, step, mine, edit=True)

    async def show_log(
        self,
        interaction: discord.Interaction[Any],
        game_id: str | None,
        page: int | None,
        *,
        edit: bool = False,
    ) -> None:
        """A page of a game's log (``game_id`` None: this channel's game), privately."""
        try:
            await answer(interaction, self.log_page(interaction, game_id, page, clamp=not edit), edit=edit)
        except Exception as exc:
            await self.gate.refuse(interaction, exc)

    async def show_replay(
        self,
        interaction: discord.Interaction[Any],
        game_id: str | None,
        step: int | None,
        mine: bool = False,
        *,
        edit: bool = False,
    ) -> None:
        """A step of a finished game's replay (``game_id`` None: this channel's last game), privately."""
        try:
            build = self.replay_step(interaction, game_id, step, mine, clamp=not edit)
            await answer(interaction, build, edit=edit)
        except Exception as exc:
            await self.gate.refuse(interaction, exc)

    # ---- finding the game ----

    async def find(self, interaction: discord.Interaction[Any], game_id: str | None) -> Game:
        """The game ``game_id`` names (one of this server's, or one the person played in), or else the
        game in this channel, or else the last one that ended here."""
        if game_id is None:
            channel = interaction.channel_id or 0
            session = await self.storage.sessions.active_in_channel(channel)
            if session is None:
                session = await self.storage.sessions.last_ended_in_channel(channel)
            if session is None:
                raise SessionNotFound("There is no game in this channel. Start one with /game new.")
            return await self.sessions.load(session.id)
        wanted = game_id.strip()
        try:
            game = await self.sessions.load(wanted)
        except SessionNotFound:
            raise NoSuchGame(wanted) from None
        user = interaction.user.id
        if game.session.guild_id != interaction.guild_id and await self._seat_of(game, user) is None:
            raise NoSuchGame(wanted)
        return game

    async def _seat_of(self, game: Game, user_id: int) -> Seat | None:
        """The seat a person plays or (in a game that is over) played: its private lines are theirs."""
        held = game.session.seats_of(user_id)
        if held:
            return held[0]
        if game.session.is_active:  # a seat handed to an AI is no longer theirs to look into
            return None
        played = [a.seat for a in await self.storage.actions.actions(game.id) if a.user_id == user_id]
        return played[0] if played else None

    # ---- /game log ----

    async def log_page(
        self, interaction: discord.Interaction[Any], game_id: str | None, page: int | None, *, clamp: bool
    ) -> Message:
        """A page of the game's log (None: the newest); ``clamp`` takes a page past the end as the
        last (a typed option) rather than refusing it (a forged button)."""
        game = await self.find(interaction, game_id)
        seat = await self._seat_of(game, interaction.user.id)
        entries = await self.storage.actions.lines(game.id, seat)
        lines = [(PUBLIC_MARK if e.seat is None else PRIVATE_MARK) + game.fill(e.text) for e in entries]
        if not lines:
            raise GameError("Nothing has happened in this game yet.")
        pages = log_pages(lines, LOG_PAGE_LINES, LOG_PAGE_CHARS)
        last = len(pages) - 1
        if page is None or (clamp and page > last):
            page = last
        if not 0 <= page <= last:
            raise GameError(f"That page is not in the log, which has {plural(len(pages), 'page')}.")
        embed = discord.Embed(
            title=f"{game.title}: log"[:256], description="\n".join(pages[page]), color=GAME_COLOR
        )
        footer = f"Page {page + 1} of {len(pages)} · {plural(len(lines), 'line')}"
        if any(e.seat is not None for e in entries):
            footer += " · 🔒 lines are yours alone"
        embed.set_footer(text=footer)
        view = None
        if len(pages) > 1:
            running = game.session.is_active
            view = discord.ui.View(timeout=None)
            view.add_item(LogPageButton(game.id, "first", 0, disabled=page == 0))
            view.add_item(LogPageButton(game.id, "prev", max(page - 1, 0), disabled=page == 0))
            view.add_item(LogPageButton(game.id, "next", min(page + 1, last), disabled=page == last))
            # In a running game the log grows: Last stays on, to show the newest lines.
            view.add_item(LogPageButton(game.id, "last", last, disabled=page == last and not running))
        return Message(embeds=[embed], view=view)

    # ---- /game replay ----

    async def replay(self, game: Game) -> Replay:
        """The game's replay, from the cache or rebuilt; refused for a game that is not over."""
        if game.status == SessionStatus.RUNNING:
            raise GameNotRunning(
                "That game is still being played: its replay opens when it ends. "
                "/game log shows what has happened so far."
            )
        if game.status == SessionStatus.LOBBY or game.session.seed is None:
            raise GameNotRunning("That game never started, so there is nothing to replay.")
        return await self.histories.of(game)

    async def replay_step(
        self,
        interaction: discord.Interaction[Any],
        game_id: str | None,
        index: int | None,
        mine: bool,
        *,
        clamp: bool,
    ) -> Message:
        """Step ``index`` of the game's replay (None: the first); ``mine`` adds the viewer's own hand;
        ``clamp`` takes a step past the end as the last (a typed option) rather than refusing it."""
        game = await self.find(interaction, game_id)
        replay = await self.replay(game)
        count = len(replay.steps)
        if index is None:
            index = 0
        if clamp and index >= count:
            index = count - 1
        if not 0 <= index < count:
            raise NotInReplay()
        seat = replay.players.get(interaction.user.id)
        if mine and seat is None:
            raise GameError("Only the people who played this game can see their own hands in its replay.")
        return await self._step_message(replay, index, seat if mine else None, played=seat is not None)

    async def _step_message(self, replay: Replay, index: int, seat: Seat | None, *, played: bool) -> Message:
        game = replay.game_at(index)
        board = await self.payloads.board(game, None, with_choices=False, recent=replay.recent(index))
        embeds = [board.embed]
        files = list(board.attachments)
        count = len(replay.steps)
        where = " (the start)" if index == 0 else " (the end)" if index == count - 1 else ""
        header = f"**Replay of {game.title}** · game `{game.id}` · Step {index + 1} of {count}{where}"
        lines = [PUBLIC_MARK + game.fill(line.text) for line in replay.step_lines(index)]
        if seat is not None:
            lines += [
                PRIVATE_MARK + game.fill(line.text) for line in await self._private_lines(replay, seat, index)
            ]
            private = await self._private_embed(game, seat, MAX_EMBED_TOTAL - len(board.embed))
            if private is not None:
                embed, image = private
                embeds.append(embed)
                if image is not None:
                    files.append(image)
        view = self._replay_view(replay, index, MINE if seat is not None else PUBLIC, played=played)
        return Message(_content(header, lines), embeds, files, view)

    async def _private_lines(self, replay: Replay, seat: Seat, index: int) -> tuple[LogLine, ...]:
        entries = () if seat in replay._private else await self.storage.actions.lines(replay.game.id, seat)
        return replay.private_lines(seat, entries)[index]

    async def _private_embed(
        self, game: Game, seat: Seat, room: int
    ) -> tuple[discord.Embed, Attachment | None] | None:
        """The seat's own view at this step, in at most ``room`` characters (None if none fit), and its
        picture."""
        renderer = self.games[game.session.game].renderer
        view = game.view(seat)
        text, png, alt = "", None, ""
        if renderer is not None:
            text, png, alt = await asyncio.to_thread(render_private, renderer, view, game.names)
        title = f"{game.names[seat]}'s hand at this step"[:256]
        description = text or "Nothing hidden at this step."
        room -= len(title)
        if room < 20:
            return None
        embed = discord.Embed(
            title=title, description=_shorten(description, min(room, 4000)), color=GAME_COLOR
        )
        if png:
            embed.set_image(url=f"attachment://{PRIVATE_FILE}")
            return embed, Attachment(PRIVATE_FILE, png, alt)
        return embed, None

    def _replay_view(self, replay: Replay, index: int, mode: str, *, played: bool) -> discord.ui.View:
        last = len(replay.steps) - 1
        session = replay.game.id
        view = discord.ui.View(timeout=None)
        view.add_item(ReplayButton(session, "first", 0, mode, disabled=index == 0))
        view.add_item(ReplayButton(session, "prev", max(index - 1, 0), mode, disabled=index == 0))
        view.add_item(ReplayButton(session, "next", min(index + 1, last), mode, disabled=index == last))
        view.add_item(ReplayButton(session, "last", last, mode, disabled=index == last))
        if played:
            view.add_item(ReplayButton(session, "view", index, PUBLIC if mode == MINE else MINE))
        if last > 0:
            view.add_item(ReplayJumpSelect(session, mode, self._jump_options(replay, index)))
        return view

    @staticmethod
    def _jump_options(replay: Replay, index: int) -> list[discord.SelectOption]:
        """Up to 25 steps spread over the game (the one shown among them), each with its first line."""
        last = len(replay.steps) - 1
        spread = {round(k * last / (JUMP_OPTIONS - 2)) for k in range(JUMP_OPTIONS - 1)}
        chosen = sorted(spread | {index})
        names = replay.game.names
        options = []
        for i in chosen:
            first_line = next(iter(replay.step_lines(i)), None)
            description = fill_names(first_line.text, names) if first_line is not None else None
            options.append(
                discord.SelectOption(
                    label=f"Step {i + 1}",
                    value=str(i),
                    description=_shorten(description, 100) if description else None,
                    default=i == index,
                )
            )
        return options


def _content(header: str, lines: Sequence[str]) -> str:
    """The header and as many of the lines as fit in a message's text."""
    text = header
    for i, line in enumerate(lines):
        more = f"\n{_shorten(line, LINE_CHARS)}"
        if len(text) + len(more) > MAX_CONTENT - 40:
            return text + f"\n… and {plural(len(lines) - i, 'more line')}."
        text += more
    return text
