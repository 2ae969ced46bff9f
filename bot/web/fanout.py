"""The live streams' fan-out: one change of a game is read once, drawn and encoded once per audience (the
public step once, each seat's once), however many streams follow it; a stream only writes bytes that were
built for everyone.

    Broadcasts   the games followed now: ``join`` a stream to its audience, ``leave``, ``stop`` them all
    GameFeed     one game: follows its changes (``bot.web.live``) and reads it once per change
    Broadcast    one audience of a game (everyone on one link): its newest edition and its listeners
    Edition      what an audience sees after a change: the event drawn once, encoded for any ``have``

A stream's end of it, and what happens to one that falls behind, is ``bot.web.listeners``'s. What an
audience sees is its ``Audience``'s business (``bot.web.streams``: a watch link's public step, or a
private link's seat); this module decides when to read, whom to hand what, and when to stop.

Decisions written down here:
- The first stream of an audience starts it, and the first audience of a game starts following the game;
  the last stream to leave stops them. A finished audience (its link opens nothing now, or its game is
  over) is let go at once: a stream that comes later starts afresh, so it sees what its link opens then.
- Reading, drawing and encoding never happen on a stream's behalf: a change is read by its game's feed,
  drawn by each audience from that read (what several audiences share, such as the public step and its
  picture, through ``GameRead.once``), and encoded into server-sent-event bytes on the reader's threads.
  A stream that opens gets the newest edition encoded for the lines it holds (``have``), kept for the
  next stream that holds as many.
- Handing a frame to thousands of streams is one write per stream (no task per stream wakes for it: a
  stream's task only waits for its end, and writes its keep-alive comments), ``HOLD`` seconds of writes
  at most before a turn of the loop for everything else, so that on the bot's own loop a click that
  arrives meanwhile waits that long at most; on the bot's process the next slice then waits for that
  click to be handled (``BETWEEN_SLICES`` seconds at most), so the writes do not slip in between each of
  the click's own steps. ``Counts`` keeps the longest hold, and the companion logs it when it stops.
- On the bot's own process, a change waits before it is read, and again before each audience draws it,
  until no click is being handled (``PLAYERS_FIRST`` seconds at most each time): reading and drawing it
  on the companion's threads would compete with the click's own drawing for the interpreter.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections.abc import Awaitable, Callable, Hashable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

from bot.services.history import Replay
from bot.session.game import Game
from bot.waiting import at_most, stop_all
from bot.web.access import NotFound
from bot.web.listeners import END, GONE, Frame, Listener, sse
from bot.web.live import Changes

log = logging.getLogger(__name__)

HOLD = 0.002  # seconds of handing frames to streams before a turn of the loop for the rest of the process
PLAYERS_FIRST = 0.25  # seconds a change waits at most, on the bot's process, for the clicks in hand
BETWEEN_SLICES = 0.05  # and a slice of writes, for a click that came during the one before
RETRY_FAILED_READ = 1.0  # seconds before a feed whose read failed (the database) reads again
JOINS_WITHIN = 2.0  # seconds a stop waits for the streams that are opening to finish opening
KEPT_FRAMES = 16  # encodings of the newest edition kept for streams that open (by ``have``)
T = TypeVar("T")
Runner = Callable[..., Awaitable[Any]]  # runs a function on the reader's threads (``Reader.run``)
# Waits until no click is being handled, at most so many seconds (``Gate.quiet``, on the bot's process).
Quiet = Callable[[float], Awaitable[None]]


@dataclass(frozen=True)
class Edition:
    """What an audience sees after a change: its event as for a viewer that holds no log line (``lines``
    all of them), whether the game still runs, and the signature that says whether it changed."""

    event: Mapping[str, Any]
    running: bool
    signature: str  # what a viewer sees of the event, without the lines it already has

    @classmethod
    def of(cls, event: Mapping[str, Any], running: bool) -> Edition:
        """(Encoding work: on the reader's threads.)"""
        seen = json.dumps({k: v for k, v in event.items() if k != "lines"}, sort_keys=True)
        return cls(event, running, seen)

    @property
    def step(self) -> int:
        return int(self.event["step"])

    @property
    def total(self) -> int:
        return int(self.event["total"])

    def frame(self, have: int) -> Frame:
        """The event for a viewer that holds ``have`` lines (encoding: on the reader's threads)."""
        lines = self.event["lines"]
        return Frame.of(sse("step", {**self.event, "lines": lines[min(have, len(lines)) :]}, self.step))


class GameRead:
    """One read of a game after a change, shared by every audience that follows the game: the game and
    its steps (``game`` None when they open nothing: an unknown game, or one that no longer replays),
    and what the audiences made of them, once each (``once``)."""

    def __init__(self, game: Game | None, replay: Replay | None) -> None:
        self.game = game
        self.replay = replay
        self._made: dict[Hashable, asyncio.Future[Any]] = {}

    def opened(self) -> tuple[Game, Replay]:
        if self.game is None or self.replay is None:
            raise NotFound()
        return self.game, self.replay

    async def once(self, key: Hashable, make: Callable[[], Awaitable[T]]) -> T:
        """``make()``'s result, made once per read whoever asks for ``key``."""
        made = self._made.get(key)
        if made is None:
            made = self._made[key] = asyncio.ensure_future(make())
            made.add_done_callback(_retrieved)
        result: T = await asyncio.shield(made)
        return result


def _retrieved(future: asyncio.Future[Any]) -> None:
    """Mark a shared task's failure as seen: every caller that awaited it has it already."""
    if not future.cancelled():
        future.exception()


class Audience(Protocol):
    """Everyone on one link: what they may see of a game, checked and drawn from a read (``NotFound``
    when the link opens nothing now)."""

    async def admit(self, read: GameRead) -> None:
        """Whether the link still opens the game as read (for a stream that opens: the server's switch, a
        private link's age). Raises ``NotFound``."""

    async def draw(self, read: GameRead) -> Edition:
        """What the link shows of the game as read. Raises ``NotFound``."""


@dataclass
class Counts:
    """What the fan-out did, for the tests and the benchmarks."""

    reads: int = 0  # games read (once per change per game)
    draws: int = 0  # editions drawn (once per change per audience)
    frames: int = 0  # frames encoded
    handed: int = 0  # frames handed to streams
    dropped: int = 0  # streams dropped for falling behind
    turns: int = 0  # turns of the loop spent handing frames
    longest: float = 0.0  # seconds: the longest of them

    def held(self, seconds: float) -> None:
        self.turns += 1
        self.longest = max(self.longest, seconds)

    def __str__(self) -> str:
        return (
            f"{self.reads} reads, {self.draws} drawn, {self.frames} encoded, {self.handed} handed to streams "
            f"in {self.turns} turns of the loop (the longest {1000 * self.longest:.1f} ms), {self.dropped} "
            "dropped"
        )


@dataclass(eq=False)
class Broadcast:
    """One audience of a game: the edition it was last drawn, and the streams that follow it."""

    owner: Broadcasts
    feed: GameFeed
    key: Hashable
    audience: Audience
    listeners: set[Listener[Broadcast]] = field(default_factory=set)
    joining: int = 0  # streams opening now (keep it while they do)
    edition: Edition | None = None
    final: Frame | None = None  # GONE or END, once it is over
    drawn_from: GameRead | None = None
    _frames: dict[int, asyncio.Future[Frame]] = field(default_factory=dict)  # the edition's, by have
    _lock: asyncio.Lock = field(default_factory=asyncio.Lock)

    async def join(self, have: int) -> Listener[Broadcast]:
        """A listener that starts with the newest edition for a viewer holding ``have`` lines."""
        if self.drawn_from is None:
            await self.feed.settled.wait()
            if self.owner.closing:
                raise _Stopping()
            if self.feed.latest is None:
                raise RuntimeError("the game could not be read") from self.feed.failure
            await self.refresh(self.feed.latest)
        elif self.final is None:
            await self.audience.admit(self.drawn_from)
        while True:
            edition = self.edition
            if self.final is GONE or edition is None:
                raise NotFound()
            frame = await self._frame_for(edition, have)
            if self.edition is edition:  # else a change landed meanwhile: encode the newer one
                break
        listener = Listener(self)
        listener.hand(frame)
        if self.final is not None:
            listener.close(self.final)
        self.listeners.add(listener)
        return listener

    async def refresh(self, read: GameRead) -> None:
        """Draw the audience from ``read`` and hand what changed to every listener."""
        async with self._lock:
            if self.drawn_from is read or self.final is not None:
                return
            try:
                edition = await self.audience.draw(read)
            except NotFound:
                self.drawn_from = read
                self._finish(GONE)
                return
            self.owner.counts.draws += 1
            self.drawn_from = read
            previous = self.edition
            if previous is None or edition.signature != previous.signature:
                frame = None
                if previous is not None and self.listeners:
                    frame = await self.owner.run(edition.frame, previous.total)
                    self.owner.counts.frames += 1
                # Listeners that join from now on start with this edition; the ones here now get it.
                self.edition, self._frames, listeners = edition, {}, list(self.listeners)
                if frame is not None:
                    await self._hand(frame, listeners)
            if not edition.running:
                self._finish(END)

    async def _hand(self, frame: Frame, listeners: list[Listener[Broadcast]]) -> None:
        """One write per listener, ``HOLD`` seconds of them at most before a turn of the loop for the
        rest of the process."""
        counts = self.owner.counts
        started = time.perf_counter()
        for listener in listeners:
            if listener.hand(frame):
                counts.handed += 1
            elif listener.dropped:
                self.owner.leave(listener)
            now = time.perf_counter()
            if now - started >= HOLD:
                counts.held(now - started)
                await self.owner.breathe()
                started = time.perf_counter()
        counts.held(time.perf_counter() - started)

    def _finish(self, last: Frame) -> None:
        """Over: every listener ends after ``last``, and the audience is let go (one that opens later
        starts afresh)."""
        self.final = last
        for listener in self.listeners:
            listener.close(last)
        self.owner.detach(self)

    async def _frame_for(self, edition: Edition, have: int) -> Frame:
        if edition is not self.edition or (have not in self._frames and len(self._frames) >= KEPT_FRAMES):
            return await self._encode(edition, have)
        made = self._frames.get(have)
        if made is None:
            made = self._frames[have] = asyncio.ensure_future(self._encode(edition, have))
            made.add_done_callback(_retrieved)
        frame: Frame = await asyncio.shield(made)
        return frame

    async def _encode(self, edition: Edition, have: int) -> Frame:
        self.owner.counts.frames += 1
        frame: Frame = await self.owner.run(edition.frame, have)
        return frame


class GameFeed:
    """One game followed: read once per change (``Changes``), each audience refreshed from the read."""

    def __init__(self, owner: Broadcasts, session_id: str) -> None:
        self.owner = owner
        self.session_id = session_id
        self.broadcasts: dict[Hashable, Broadcast] = {}
        self.latest: GameRead | None = None
        self.failure: Exception | None = None
        self.settled = asyncio.Event()  # the first read is done (or failed)
        self.task = asyncio.create_task(self._run(), name=f"web-feed-{session_id}")

    async def _run(self) -> None:
        changes = self.owner.changes
        with changes.following(self.session_id):
            while True:
                generation = changes.generation(self.session_id)
                if self.owner.players is not None:
                    await self.owner.players(PLAYERS_FIRST)
                try:
                    read = await self.owner.read(self.session_id)
                except Exception as failure:  # the database: the streams keep what they have meanwhile
                    log.warning("Reading %s for its live streams failed", self.session_id, exc_info=True)
                    self.failure = failure
                    self.settled.set()
                    await asyncio.sleep(RETRY_FAILED_READ)
                    continue
                self.owner.counts.reads += 1
                self.latest, self.failure = read, None
                if read.game is not None:
                    changes.read_at(self.session_id, read.game.session.version)
                self.settled.set()
                for broadcast in list(self.broadcasts.values()):
                    if self.owner.players is not None:  # and again before each audience's drawing
                        await self.owner.players(PLAYERS_FIRST)
                    try:
                        await broadcast.refresh(read)
                    except Exception:
                        log.warning("Drawing a live stream of %s failed", self.session_id, exc_info=True)
                while not await changes.wait(self.session_id, generation, 60.0):
                    pass


class Broadcasts:
    """Every game followed now and its audiences (see the module's docstring)."""

    def __init__(
        self,
        read: Callable[[str], Awaitable[GameRead]],
        changes: Changes,
        run: Runner,
        players: Quiet | None = None,
    ) -> None:
        self.read = read  # a game read for every audience that follows it
        self.changes = changes
        self.run = run
        self.players = players
        self.counts = Counts()
        self.closing = False
        self._feeds: dict[str, GameFeed] = {}
        self._stopping: set[asyncio.Task[None]] = set()
        self._joins = 0  # streams opening now, across every audience
        self._joined = asyncio.Event()  # none is
        self._joined.set()

    async def join(
        self, session_id: str, key: Hashable, audience: Callable[[], Audience], have: int
    ) -> Listener[Broadcast]:
        """A stream opens on the audience ``key`` of a game (made by ``audience()`` if it is the first);
        ``NotFound`` when its link opens nothing."""
        if self.closing:
            ended: Listener[Broadcast] = Listener(None)
            ended.close()
            return ended
        feed = self._feeds.get(session_id)
        if feed is None:
            feed = self._feeds[session_id] = GameFeed(self, session_id)
        broadcast = feed.broadcasts.get(key)
        if broadcast is None:
            broadcast = feed.broadcasts[key] = Broadcast(self, feed, key, audience())
        broadcast.joining += 1
        self._joins += 1
        self._joined.clear()
        try:
            listener = await broadcast.join(have)
        except _Stopping:
            listener = Listener(None)
        finally:
            broadcast.joining -= 1
            self._joins -= 1
            if not self._joins:
                self._joined.set()
            self._tidy(broadcast)
        if self.closing:  # the server began to stop while it opened
            listener.close()
        return listener

    def leave(self, listener: Listener[Broadcast]) -> None:
        """A stream ended (or was dropped)."""
        broadcast, listener.broadcast = listener.broadcast, None
        if broadcast is not None:
            self.counts.dropped += listener.dropped
            broadcast.listeners.discard(listener)
            self._tidy(broadcast)

    def detach(self, broadcast: Broadcast) -> None:
        """Let a finished audience go (its listeners are ending)."""
        feed = broadcast.feed
        if feed.broadcasts.get(broadcast.key) is broadcast:
            del feed.broadcasts[broadcast.key]
        self._tidy_feed(feed)

    def _tidy(self, broadcast: Broadcast) -> None:
        if not broadcast.listeners and not broadcast.joining:
            self.detach(broadcast)

    def _tidy_feed(self, feed: GameFeed) -> None:
        if feed.broadcasts or self._feeds.get(feed.session_id) is not feed:
            return
        del self._feeds[feed.session_id]
        feed.task.cancel()
        self._stopping.add(feed.task)
        feed.task.add_done_callback(self._stopping.discard)

    async def breathe(self) -> None:
        """Between two slices of writes: a turn of the loop, and on the bot's process the clicks that came
        meanwhile handled first (``BETWEEN_SLICES`` seconds at most)."""
        await asyncio.sleep(0)
        if self.players is not None:
            await self.players(BETWEEN_SLICES)

    @property
    def following(self) -> int:
        """Games followed now."""
        return len(self._feeds)

    def end_streams(self) -> None:
        """The server is stopping: every stream ends now (cleanly, after what it was handed), none opens."""
        self.closing = True
        for feed in self._feeds.values():
            for broadcast in feed.broadcasts.values():
                for listener in broadcast.listeners:
                    listener.close()

    async def stop(self) -> None:
        """Every stream ends now; then no game is read for them any more: the feeds are stopped, and the
        streams that were opening finish opening (and end). After it, nothing reads for the streams."""
        self.end_streams()
        feeds = list(self._feeds.values())
        tasks = [feed.task for feed in feeds] + list(self._stopping)
        self._feeds.clear()
        for task in tasks:
            task.cancel()
        for feed in feeds:
            feed.settled.set()  # a stream waiting for its game's first read stops waiting
        await stop_all(tasks)
        with contextlib.suppress(TimeoutError):
            await at_most(self._joined.wait(), JOINS_WITHIN)


class _Stopping(Exception):
    """A stream was opening as the server began to stop: it opens onto nothing and ends."""
