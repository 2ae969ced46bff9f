"""``/game replay`` as steps of a private message: a finished game's public boards, step by step, rebuilt
from the seed, the options and the action log.

Decisions written down here:
- A replay step is a change players could see on the board (``bot.services.history``, which the web
  companion shares, so its ``?step=N`` is step N here).
- A step's board is built by ``Payloads.board`` from the step's state with its last events as they stood
  then, so it equals the board the channel showed for that state: the same image bytes and the same
  embed, except the turn clock, which is about live deadlines and is left out. The lines the step added
  are the message's text.
- Hidden information: replays show public views only, to everyone, and only of games that are over. A
  person who played in the game may also show their own hand at every step, since the game is over. Who
  that is comes from the clicker, never from the button.
- Rebuilding a game of thousands of actions takes a while, so replays are cached (``REPLAY_CACHE`` games,
  least recently used out; ``bot.services.history.Histories``), built in a thread, and only the step
  shown is rendered.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

import discord

from bot.catalogue.gamespec import Registry
from bot.discordside.components import Components
from bot.discordside.message import Attachment, Message
from bot.discordside.payloads import GAME_COLOR, PRIVATE_FILE, Payloads
from bot.i18n import Speaker, english, refusal_of, said
from bot.render.pictures import render_private
from bot.render.textlimits import DESCRIPTION_SHARE, EMBED_TITLE, EMBEDS_TEXT, MESSAGE_TEXT, clipped
from bot.services.history import Histories, Replay
from bot.session.errors import GameNotRunning
from bot.session.game import Game
from bot.session.records import SessionStatus
from bot.store import Storage
from cogs.past.components import Mode, ReplayTurn, replay_button, replay_jump_menu
from cogs.past.logpages import LINE_CHARS, PRIVATE_MARK, PUBLIC_MARK, shorten
from engines.base import GameError, LogLine, Seat
from engines.phrasing import Words
from engines.wording import fill_names

JUMP_OPTIONS = 25  # Discord's limit on a select's options
REPLAY_CACHE = 4  # replayed games kept in memory


class NotInReplay(GameError):
    def __init__(self) -> None:
        words = Words(id="refusal-not-in-replay")
        super().__init__(said(words), words=words)


class ReplaySteps:
    """Builds /game replay's steps as messages, and keeps the latest replays."""

    def __init__(self, catalogue: Registry, storage: Storage, payloads: Payloads) -> None:
        self.catalogue = catalogue
        self.storage = storage
        self.payloads = payloads
        self.histories = Histories(storage.actions, keep=REPLAY_CACHE)

    async def replay(self, game: Game) -> Replay:
        """The game's replay, from the cache or rebuilt; refused for a game that is not over."""
        if game.status == SessionStatus.RUNNING:
            raise refusal_of(GameNotRunning, "refusal-replay-running")
        if game.status == SessionStatus.LOBBY or game.session.seed is None:
            raise refusal_of(GameNotRunning, "refusal-replay-never-started")
        return await self.histories.of(game)

    async def step(
        self,
        game: Game,
        user_id: int,
        index: int | None,
        mine: bool,
        *,
        clamp: bool,
        say: Speaker | None = None,
    ) -> Message:
        """Step ``index`` of the game's replay (None: the first) as ``user_id`` sees it, in ``say``'s
        language (its reader's; English by default); ``mine`` adds the viewer's own hand; ``clamp`` takes a
        step past the end as the last (a typed option) rather than refusing it."""
        say = say or english()
        replay = await self.replay(game)
        count = len(replay.steps)
        if index is None:
            index = 0
        if clamp and index >= count:
            index = count - 1
        if not 0 <= index < count:
            raise NotInReplay()
        seat = replay.players.get(user_id)
        if mine and seat is None:
            raise refusal_of(GameError, "refusal-replay-not-yours")
        return await self._step_message(
            replay, index, seat if mine else None, played=seat is not None, say=say
        )

    async def _step_message(
        self, replay: Replay, index: int, seat: Seat | None, *, played: bool, say: Speaker
    ) -> Message:
        game = replay.game_at(index)
        board = await self.payloads.board(
            game, None, with_choices=False, recent=replay.recent(index), language=say.language
        )
        embeds = [board.embed]
        files = list(board.attachments)
        count = len(replay.steps)
        where = "start" if index == 0 else "end" if index == count - 1 else "other"
        header = say("replay-header", title=game.title, id=game.id, step=index + 1, steps=count, where=where)
        lines = [
            PUBLIC_MARK + game.fill(say.either(line.text, line.words)) for line in replay.step_lines(index)
        ]
        if seat is not None:
            lines += [
                PRIVATE_MARK + game.fill(say.either(line.text, line.words))
                for line in await self._private_lines(replay, seat, index)
            ]
            private = await self._private_embed(game, seat, EMBEDS_TEXT - len(board.embed), say)
            if private is not None:
                embed, image = private
                embeds.append(embed)
                if image is not None:
                    files.append(image)
        view = self._replay_view(
            replay, index, Mode.MINE if seat is not None else Mode.PUBLIC, played=played, say=say
        )
        return Message(_content(header, lines, say), embeds, files, view)

    async def _private_lines(self, replay: Replay, seat: Seat, index: int) -> tuple[LogLine, ...]:
        entries = (
            () if replay.has_private_lines(seat) else await self.storage.actions.lines(replay.game.id, seat)
        )
        return replay.private_lines(seat, entries)[index]

    async def _private_embed(
        self, game: Game, seat: Seat, room: int, say: Speaker
    ) -> tuple[discord.Embed, Attachment | None] | None:
        """The seat's own view at this step, in at most ``room`` characters (None if none fit), and its
        picture, in ``say``'s language."""
        renderer = self.catalogue[game.session.game].renderer
        view = game.view(seat)
        text, png, alt = "", None, ""
        if renderer is not None:
            text, png, alt = await asyncio.to_thread(
                render_private, renderer.in_language(say.language), view, game.names
            )
        title = clipped(say("replay-hand-title", name=game.names[seat]), EMBED_TITLE)
        description = text or say("past-nothing-hidden")
        room -= len(title)
        if room < 20:
            return None
        embed = discord.Embed(
            title=title, description=shorten(description, min(room, DESCRIPTION_SHARE)), color=GAME_COLOR
        )
        if png:
            embed.set_image(url=f"attachment://{PRIVATE_FILE}")
            return embed, Attachment(PRIVATE_FILE, png, alt)
        return embed, None

    def _replay_view(
        self, replay: Replay, index: int, mode: Mode, *, played: bool, say: Speaker
    ) -> Components:
        last = len(replay.steps) - 1
        session = replay.game.id
        view = Components()
        view.add_item(replay_button(session, ReplayTurn.FIRST, 0, mode, disabled=index == 0, say=say))
        view.add_item(
            replay_button(session, ReplayTurn.PREVIOUS, max(index - 1, 0), mode, disabled=index == 0, say=say)
        )
        view.add_item(
            replay_button(
                session, ReplayTurn.NEXT, min(index + 1, last), mode, disabled=index == last, say=say
            )
        )
        view.add_item(replay_button(session, ReplayTurn.LAST, last, mode, disabled=index == last, say=say))
        if played:
            other = Mode.PUBLIC if mode == Mode.MINE else Mode.MINE
            view.add_item(replay_button(session, ReplayTurn.SWITCH_HAND, index, other, say=say))
        if last > 0:
            view.add_item(replay_jump_menu(session, mode, self.jump_options(replay, index, say), say=say))
        return view

    @staticmethod
    def jump_options(replay: Replay, index: int, say: Speaker | None = None) -> list[discord.SelectOption]:
        """Up to 25 steps spread over the game (the one shown among them), each with its first line, in
        ``say``'s language."""
        say = say or english()
        last = len(replay.steps) - 1
        spread = {round(k * last / (JUMP_OPTIONS - 2)) for k in range(JUMP_OPTIONS - 1)}
        chosen = sorted(spread | {index})
        names = replay.game.names
        options = []
        for i in chosen:
            first_line = next(iter(replay.step_lines(i)), None)
            description = (
                fill_names(say.either(first_line.text, first_line.words), names)
                if first_line is not None
                else None
            )
            options.append(
                discord.SelectOption(
                    label=say("replay-step", step=i + 1),
                    value=str(i),
                    description=shorten(description, 100) if description else None,
                    default=i == index,
                )
            )
        return options


def _content(header: str, lines: Sequence[str], say: Speaker) -> str:
    """The header and as many of the lines as fit in a message's text."""
    text = header
    for i, line in enumerate(lines):
        more = f"\n{shorten(line, LINE_CHARS)}"
        if len(text) + len(more) > MESSAGE_TEXT - 40:
            return text + "\n" + say("replay-more-lines", count=len(lines) - i)
        text += more
    return text
