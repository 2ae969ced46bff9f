"""The games as the web companion reads them: through a storage of its own (its own SQLite connection,
or its own PostgreSQL pool), so that a page never waits behind a click; never writing.

Decisions written down here:
- Rebuilding a game's history and drawing its boards are engine and Pillow work: they run on a small
  thread pool of the web's own (``WORKERS`` threads), so a crowd of viewers can never take the threads the
  bot draws its own boards on.
- A board picture is drawn once per game, step, names and version of the drawing code, and kept
  (``PICTURES`` of them, least recently used out); its address says all of that, so browsers may keep it
  for good. A seat's private pictures are kept apart (``HANDS`` of them), are only ever sent through its
  private link, and browsers are told never to keep them.
"""

from __future__ import annotations

import asyncio
import functools
import hashlib
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import bot.render
from bot.catalogue.gamespec import Registry
from bot.render.pictures import Picture, board_picture, picture, render_private
from bot.render.protocol import Renderer
from bot.services.games import Games
from bot.services.history import Histories, Replay
from bot.session.game import Game
from bot.session.records import LogEntry
from bot.store import Storage
from bot.web.public import PrivateStep, PublicStep, private_step
from engines.base import GameError
from engines.wording import fill_names

WORKERS = 2
HISTORIES = 32  # games' histories kept in memory (a long game's is a few megabytes)
SEATS_LINES = 5 * HISTORIES  # seats' log lines kept in memory (a long game's are about a megabyte)
PICTURES = 256  # board pictures kept (some 40 KB each)
HANDS = 64  # seats' private pictures kept
T = TypeVar("T")


@functools.cache
def drawing_version() -> str:
    """A digest of the drawing code (bot/render/), part of every board picture's address: a deploy that
    draws boards differently gives them new addresses, so no browser keeps an old drawing."""
    digest = hashlib.blake2b(digest_size=4)
    root = Path(bot.render.__file__).parent
    for path in sorted(root.rglob("*.py")):
        digest.update(path.relative_to(root).as_posix().encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


@dataclass
class Counts:
    """What the reader did, for docs/web.md's measurements and the tests."""

    pictures_drawn: int = 0
    pictures_kept: int = 0  # served from the cache


class Reader:
    def __init__(self, storage: Storage, catalogue: Registry) -> None:
        self.storage = storage
        self.catalogue = catalogue
        self.games = Games(storage, catalogue.engines)
        self._pool = ThreadPoolExecutor(max_workers=WORKERS, thread_name_prefix="web")
        self.histories = Histories(storage.actions, keep=HISTORIES, run=self.run)
        self._pictures: OrderedDict[tuple[str, ...], Picture | None] = OrderedDict()
        self._hands: OrderedDict[tuple[str, ...], Picture | None] = OrderedDict()
        self._lines: OrderedDict[tuple[str, int], tuple[LogEntry, ...]] = OrderedDict()
        self.counts = Counts()

    async def run(self, work: Callable[..., T], *args: Any) -> T:
        """``work(*args)`` on the web's own threads."""
        return await asyncio.get_running_loop().run_in_executor(self._pool, functools.partial(work, *args))

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)

    def renderer(self, game_key: str, language: str | None = None) -> Renderer | None:
        """The game's renderer, writing its words in ``language`` (None: English, as the engine's own)."""
        spec = self.catalogue.get(game_key)
        renderer = spec.renderer if spec is not None else None
        return renderer.in_language(language) if renderer is not None and language else renderer

    async def game(self, session_id: str) -> Game | None:
        """A started game as stored now; None for an unknown id, a lobby, or a state that cannot be read."""
        try:
            game = await self.games.read(session_id)
        except GameError:
            return None
        return game if game.state is not None and game.session.seed is not None else None

    async def history(self, game: Game) -> Replay | None:
        """The game's steps so far; None when its log no longer replays (an older engine played it)."""
        try:
            return await self.histories.of(game)
        except GameError:
            return None

    async def lines_of(self, game: Game, seat: int) -> list[LogEntry]:
        """The log lines a seat may read: the public ones and its own. Those read for the seat before are
        kept, and only the lines added since are read (the log is append-only): a seat's page at each
        change of a long game costs the same as at its start."""
        key = (game.id, seat)
        entries = await self.storage.actions.lines_after(game.id, seat, self._lines.get(key, ()))
        self._lines[key] = entries
        self._lines.move_to_end(key)
        while len(self._lines) > SEATS_LINES:
            self._lines.popitem(last=False)
        return list(entries)

    async def seat_step(
        self,
        game: Game,
        replay: Replay,
        index: int,
        seat: int,
        public: PublicStep | None = None,
        language: str | None = None,
    ) -> PrivateStep:
        """Step ``index`` as one seat sees it: the public step (``public``, when the caller has it), the
        seat's own view and the lines it may read, in ``language`` (default: the public step's, else the
        table's); drawn on the web's threads."""
        entries = await self.lines_of(game, seat)
        renderer = self.renderer(game.session.game)
        return await self.run(private_step, replay, index, seat, entries, renderer, public, language)

    def kept_board(self, step: PublicStep) -> bool:
        return self._board_key(step) in self._pictures

    async def board(self, step: PublicStep) -> Picture | None:
        """The board picture of a public step, as the channel showed it (the same bytes)."""
        key = self._board_key(step)
        if key in self._pictures:
            self._pictures.move_to_end(key)
            self.counts.pictures_kept += 1
            return self._pictures[key]
        renderer = self.renderer(step.game_key, step.language)
        drawn = None if renderer is None else await self.run(board_picture, renderer, step.view, step.names)
        self.counts.pictures_drawn += 1
        self._pictures[key] = drawn
        while len(self._pictures) > PICTURES:
            self._pictures.popitem(last=False)
        return drawn

    def kept_hand(self, step: PrivateStep) -> bool:
        return self._hand_key(step) in self._hands

    async def private_picture(self, replay: Replay, step: PrivateStep) -> Picture | None:
        """The seat's own picture at this step."""
        key = self._hand_key(step)
        if key in self._hands:
            self._hands.move_to_end(key)
            self.counts.pictures_kept += 1
            return self._hands[key]
        renderer = self.renderer(step.public.game_key, step.public.language)
        drawn = None
        if renderer is not None:
            game = replay.game_at(step.public.number - 1)
            _, png, alt = await self.run(render_private, renderer, game.view(step.seat), game.names)
            drawn = picture(png, alt) if png else None
        self.counts.pictures_drawn += 1
        self._hands[key] = drawn
        while len(self._hands) > HANDS:
            self._hands.popitem(last=False)
        return drawn

    def position_text(self, step: PublicStep) -> str:
        """The whole position in words, from the public view (the renderer's text)."""
        renderer = self.renderer(step.game_key, step.language)
        if renderer is None:
            return step.status
        return fill_names(renderer.text(step.view, step.names), step.names)

    @staticmethod
    def _hand_key(step: PrivateStep) -> tuple[str, ...]:
        public = step.public
        return (
            public.game_id,
            str(step.seat),
            step.view_key,
            public.names_key,
            public.language,
            drawing_version(),
        )

    @staticmethod
    def _board_key(step: PublicStep) -> tuple[str, ...]:
        return (step.game_id, str(step.number), step.names_key, step.language, drawing_version())
