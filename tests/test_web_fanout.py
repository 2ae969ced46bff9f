"""The live streams' fan-out (bot/web/fanout.py): however many streams follow a game, one change is read
once and drawn once per audience; every stream gets exactly the events its own link's step JSON says it
should (a seat's stream only its seat's changes, a public one nothing for a secret choice); a stream that
stops reading holds no one back and is dropped; a stop with hundreds of streams open ends each cleanly
and logs nothing."""

from __future__ import annotations

import asyncio
import json
import logging
import random
import socket
import time
from collections import Counter
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

import bot.web.fanout
import bot.web.listeners
import bot.web.public
import bot.web.reader
import bot.web.streams
from bot.config import WebSettings
from bot.services import Services
from bot.services.history import Histories
from bot.session.game import Game
from bot.session.records import LogEntry
from bot.store import Storage
from bot.web.app import WebCompanion
from bot.web.fanout import GameRead
from bot.web.links import Switches, WebLinks
from support.ssestreams import WAIT, RawStream, address, open_stream, open_streams
from support.webgames import PEOPLE, WEB_GAMES, Client, new_game, path_of, play, services_on, web_client


def counting(calls: Counter[str], name: str, work: Callable[..., Any]) -> Callable[..., Any]:
    """``work``, counting its calls in ``calls[name]``."""

    def counted(*args: Any, **kwargs: Any) -> Any:
        calls[name] += 1
        return work(*args, **kwargs)

    return counted


async def first_pick(services: Services, game: Game, seat: int) -> None:
    current = await services.games.load(game.id)
    choice = next(c for c in current.choices(seat) if not c.back)
    await services.moves.submit(game.id, PEOPLE[seat], current.n(seat), choice.action_id, seat=seat)


async def test_one_change_is_read_once_and_drawn_once_per_audience_however_many_streams(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    storage = await Storage.open(db_path, durable=False)
    services = services_on(storage)
    game = await new_game(services, "secretgame", 3, options={"rounds": 1})
    async with web_client(db_path) as (client, companion, links):
        host, port = str(client.server.host), int(client.server.port or 0)
        watch = await links.game(game.session)
        mine_a = await links.private(game.session, 0, PEOPLE[0])
        links.clock = lambda: time.time() + 60  # a second link to the same seat (it expires a minute later)
        mine_b = await links.private(game.session, 0, PEOPLE[0])
        theirs = await links.private(game.session, 1, PEOPLE[1])
        assert watch and mine_a and mine_b and theirs and mine_a != mine_b
        streams = [
            *await open_streams(host, port, path_of(watch + "/events"), 40),
            *await open_streams(host, port, path_of(mine_a + "/events"), 3, first=100),
            *await open_streams(host, port, path_of(mine_b + "/events"), 2, first=200),
            *await open_streams(host, port, path_of(theirs + "/events"), 3, first=300),
        ]
        calls: Counter[str] = Counter()
        reader = companion.reader
        for name in ("game", "history", "board", "seat_step", "private_picture"):
            monkeypatch.setattr(reader, name, counting(calls, name, getattr(reader, name)))
        monkeypatch.setattr(
            bot.web.streams, "public_step", counting(calls, "public_step", bot.web.public.public_step)
        )
        counts = companion.site.streams.broadcasts.counts
        reads, draws, handed = counts.reads, counts.draws, counts.handed

        await first_pick(services, game, 0)  # seen by everyone: the board shows who has picked
        await asyncio.gather(*(stream.wait_steps(2) for stream in streams))

        # Read once; the public step and its picture once for every audience; each seat's step and
        # picture once, however many links and streams follow it.
        assert calls == {
            "game": 1,
            "history": 1,
            "public_step": 1,
            "board": 1,
            "seat_step": 2,
            "private_picture": 2,
        }
        assert (counts.reads - reads, counts.draws - draws) == (1, 4)  # 4 audiences: 1 public, 3 links
        assert counts.handed - handed == len(streams)
        # Every stream of an audience was written the same bytes.
        for audience in (streams[:40], streams[40:43], streams[43:45], streams[45:]):
            assert len({stream.decoded()[0] for stream in audience}) == 1
        assert streams[0].decoded()[0] != streams[40].decoded()[0]
        for stream in streams:
            stream.close()
    await storage.close()


# ---- every stream gets what its own link says -----------------------------------------------------------


@dataclass
class Follower:
    """One stream, and the events its link's step JSON says it should have been sent: an event each time
    what its viewer sees changed (the step JSON for the lines it holds), nothing otherwise."""

    link: str
    stream: RawStream
    expected: list[dict[str, Any]] = field(default_factory=list)

    async def expect_now(self, client: Client, visitor: str) -> None:
        have = self.expected[-1]["total"] if self.expected else 0
        answer = await client.get(
            path_of(self.link + "/step.json"),
            params={"have": str(have)},
            headers={"X-Forwarded-For": visitor},
        )
        event = await answer.json()
        if not self.expected or seen(event) != seen(self.expected[-1]):
            self.expected.append(event)


def seen(event: dict[str, Any]) -> str:
    """What a viewer sees of an event, without the lines it holds already."""
    return json.dumps({k: v for k, v in event.items() if k != "lines"}, sort_keys=True)


async def follow_a_whole_game(
    db_path: Path, key: str, players: int, options: dict[str, object], move: Callable[..., Awaitable[Game]]
) -> list[Follower]:
    """A game of ``key`` played to its end by ``move``, followed by two public streams and one stream per
    seat; each follower with what it got and what it should have got."""
    storage = await Storage.open(db_path, durable=False)
    services = services_on(storage)
    game = await new_game(services, key, players, options=options)
    visitors = iter(address(10_000 + i) for i in range(10_000))
    async with web_client(db_path) as (client, _, links):
        host, port = str(client.server.host), int(client.server.port or 0)
        watch = await links.game(game.session)
        assert watch is not None
        urls = [watch, watch] + [await links.private(game.session, s, PEOPLE[s]) for s in range(players)]
        followers = []
        for i, url in enumerate(urls):
            assert url is not None
            stream = await open_stream(host, port, path_of(url + "/events"), address(i))
            followers.append(Follower(url, stream))
        rng = random.Random(3)
        while game.outcome is None:
            for follower in followers:
                await follower.expect_now(client, next(visitors))
            await asyncio.gather(*(f.stream.wait_steps(len(f.expected)) for f in followers))
            game = await move(services, game, rng)
        for follower in followers:
            await follower.expect_now(client, next(visitors))
            await follower.stream.wait_end()
        for follower in followers:
            follower.stream.close()
    await storage.close()
    return followers


async def test_every_stream_gets_the_events_its_own_link_answers_through_a_whole_game(db_path: Path) -> None:
    async def one_move(services: Services, game: Game, rng: random.Random) -> Game:
        return await play(services, game.id, 1, rng)

    for follower in await follow_a_whole_game(db_path, "secretgame", 3, {"rounds": 2}, one_move):
        got = follower.stream.steps()
        assert [event.pop("_id") for event in got] == [event["step"] for event in got]
        assert got == follower.expected
        assert follower.stream.names()[-1] == "end" and follower.stream.clean


async def test_a_secret_choice_wakes_only_its_chooser(tmp_path: Path) -> None:
    """Quiet Race: a pick is seen by its chooser alone; the confirmation by everyone."""
    moves: list[str] = []

    async def pick_then_confirm(services: Services, game: Game, rng: random.Random) -> Game:
        seat = min(game.to_act)
        choice = rng.choice([c for c in game.choices(seat) if not c.back])
        moves.append(f"{seat}:{choice.action_id.split('.')[0]}")
        await services.moves.submit(game.id, PEOPLE[seat], game.n(seat), choice.action_id, seat=seat)
        return await services.games.load(game.id)

    followers = await follow_a_whole_game(
        tmp_path / "race.sqlite3", "quietrace", 2, {"two_step": True, "target": 6}, pick_then_confirm
    )
    for follower in followers:
        got = follower.stream.steps()
        for event in got:
            event.pop("_id")
        assert got == follower.expected
    public, _, seat0, seat1 = followers
    picks = {s: sum(m == f"{s}:add" for m in moves) for s in (0, 1)}
    confirms = sum(m.endswith(":confirm") for m in moves)
    # The first event, then one per confirmation; a seat's own stream one more for each of its picks.
    assert len(public.stream.steps()) == 1 + confirms
    assert len(seat0.stream.steps()) == 1 + confirms + picks[0]
    assert len(seat1.stream.steps()) == 1 + confirms + picks[1]


async def test_lines_read_after_the_game_do_not_land_on_its_last_step(db_path: Path) -> None:
    """A seat's lines are read apart from its game: a move stored in between is on no step of the game as
    read, so its line waits for the next read instead of showing on the wrong step."""
    storage = await Storage.open(db_path, durable=False)
    try:
        services = services_on(storage)
        game = await new_game(services, "quietrace", 2, options={"two_step": True, "target": 6})
        await first_pick(services, game, 0)  # Player 1's secret pick: a change only its own seat sees
        read = await services.games.load(game.id)
        replay = await Histories(storage.actions).of(read)
        last = len(replay.steps) - 1
        before = await storage.actions.lines(game.id, 1)
        await first_pick(services, read, 0)  # and its confirmation: a public line, stored after the read
        after = await storage.actions.lines(game.id, 1)
        assert len(after) == len(before) + 1
        seen = bot.web.public.private_step(replay, last, 1, after, None)
        assert seen == bot.web.public.private_step(replay, last, 1, before, None)
        assert seen.new_lines == 0 and seen.public.number == last + 1
    finally:
        await storage.close()


async def test_a_game_read_at_its_start_replays_though_its_first_move_came_since(db_path: Path) -> None:
    """A game read before its first move, its log read after: the replay is of the game as read (its
    start), not refused as a log that does not replay (which would end every stream of the game)."""
    storage = await Storage.open(db_path, durable=False)
    try:
        services = services_on(storage)
        game = await new_game(services, "quietrace", 2)
        read = await services.games.load(game.id)
        assert read.session.position == 0
        await play(services, game.id, 1, random.Random(5))
        replay = await Histories(storage.actions).of(read)
        assert len(replay.steps) == 1 and replay.game.state == read.state
    finally:
        await storage.close()


async def test_on_the_bots_process_the_players_come_first_before_the_read_and_between_slices(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """In the bot's process (``players``: waits while a click is handled), a change waits for the clicks
    in hand before it is read and before each audience is drawn, and each slice of writes waits for a
    click that came during the one before, at most ``BETWEEN_SLICES``."""
    monkeypatch.setattr(bot.web.fanout, "HOLD", 0.0)  # a slice per write
    waits: list[float] = []

    async def players(timeout: float) -> None:
        waits.append(timeout)

    storage = await Storage.open(db_path, durable=False)
    services = services_on(storage)
    game = await new_game(services, "quietrace", 2)
    settings = WebSettings(url="http://127.0.0.1:9", bind=("127.0.0.1", 0))
    companion = await WebCompanion.open(settings, db_path, WEB_GAMES, players=players)
    await companion.start()
    try:
        assert companion.address is not None
        host, port = companion.address
        links = WebLinks(settings.url, companion.site.access.signer, Switches(companion.storage.web.guild))
        watch = await links.game(game.session)
        assert watch is not None
        streams = await open_streams(host, port, path_of(watch + "/events"), 6)
        waits.clear()
        await play(services, game.id, 1, random.Random(2))
        await asyncio.gather(*(s.wait_steps(2) for s in streams))
        # Before the read and before the one audience's drawing; then a wait between each two of the six
        # writes (and one after the last slice).
        assert waits[:2] == [bot.web.fanout.PLAYERS_FIRST] * 2
        assert waits[2:] == [bot.web.fanout.BETWEEN_SLICES] * 6
        for stream in streams:
            stream.close()
    finally:
        await companion.stop()
        await storage.close()


# ---- a stream that stops reading --------------------------------------------------------------------------


def server_socket_of(client: Client, stream: RawStream) -> socket.socket:
    """The server's end of a stream's connection."""
    assert client.server.runner is not None and client.server.runner.server is not None
    assert stream.writer is not None
    mine = stream.writer.get_extra_info("sockname")
    for handler in client.server.runner.server.connections:
        transport = handler.transport
        if transport is not None and transport.get_extra_info("peername") == mine:
            found: socket.socket = transport.get_extra_info("socket")
            return found
    raise AssertionError("no such connection")


async def test_a_stream_that_stops_reading_holds_no_one_back_and_is_dropped(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(bot.web.listeners, "BEHIND", 0)  # dropped once its connection takes no more
    storage = await Storage.open(db_path, durable=False)
    services = services_on(storage)
    names = tuple(f"{'Ω' * 30} {i}" for i in range(2))  # long lines: the buffers fill in a few moves
    game = await new_game(services, "quietrace", 2, names=names, options={"target": 40})
    async with web_client(db_path) as (client, companion, links):
        host, port = str(client.server.host), int(client.server.port or 0)
        watch = await links.game(game.session)
        assert watch is not None
        path = path_of(watch + "/events")
        readers = await open_streams(host, port, path, 4)
        stuck = await open_stream(host, port, path, address(99), receive_buffer=1024, read=False)
        # Its connection's buffers, the kernel's, hold a few events at most: the smallest there are.
        server_socket_of(client, stuck).setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 1024)
        counts = companion.site.streams.broadcasts.counts
        rng = random.Random(1)
        made = 0
        while not counts.dropped and game.outcome is None:
            game = await play(services, game.id, 1, rng)
            made += 1
            # Every reader has every move, however far behind the stuck one is.
            await asyncio.gather(*(r.wait_steps(1 + made) for r in readers))
        assert counts.dropped == 1, f"still not dropped after {made} moves (the game is over)"
        game = await play(services, game.id, 1, rng)
        await asyncio.gather(*(r.wait_steps(2 + made) for r in readers))
        assert companion.site.streams.open_now == len(readers)
        for stream in [*readers, stuck]:
            stream.close()
    await storage.close()


# ---- a stop with hundreds of streams open -----------------------------------------------------------------


async def test_a_stop_with_hundreds_of_streams_following_a_move_ends_each_cleanly(
    db_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """The companion stops while 300 streams follow a move just made, its game being read for them: each
    stream gets the end of its body (not a cut), and nothing is logged above INFO (no "Connection closed"
    from a read on a closed database, no traceback)."""
    storage = await Storage.open(db_path, durable=False)
    services = services_on(storage)
    game = await new_game(services, "secretgame", 3)
    settings = WebSettings(url="http://127.0.0.1:9", bind=("127.0.0.1", 0))
    companion = await WebCompanion.open(settings, db_path, WEB_GAMES)
    await companion.start()
    assert companion.address is not None
    host, port = companion.address
    links = WebLinks(settings.url, companion.site.access.signer, Switches(companion.storage.web.guild))
    watch = await links.game(game.session)
    mine = await links.private(game.session, 0, PEOPLE[0])
    assert watch is not None and mine is not None
    streams = [
        *await open_streams(host, port, path_of(watch + "/events"), 280),
        *await open_streams(host, port, path_of(mine + "/events"), 20, first=1000),
    ]
    broadcasts = companion.site.streams.broadcasts
    reading, release = asyncio.Event(), asyncio.Event()
    read = broadcasts.read

    async def held_read(session_id: str) -> GameRead:
        """The game's read for its streams, begun and held until the stop has begun."""
        reading.set()
        await release.wait()
        return await read(session_id)

    broadcasts.read = held_read
    with caplog.at_level(logging.INFO):
        await first_pick(services, game, 0)
        await asyncio.wait_for(reading.wait(), WAIT)  # the change is being read for the streams
        stopping = asyncio.create_task(companion.stop())
        await asyncio.sleep(0)
        release.set()  # the read goes on while the stop runs
        await asyncio.wait_for(stopping, WAIT)
        await asyncio.gather(*(stream.wait_end() for stream in streams))
    assert all(stream.clean for stream in streams)
    assert all(len(stream.steps()) == 1 for stream in streams)  # ended before the move was drawn
    assert not [r for r in caplog.records if r.levelno > logging.INFO], [
        r.getMessage() for r in caplog.records
    ]
    assert "Connection closed" not in caplog.text and "Traceback" not in caplog.text
    for stream in streams:
        stream.close()
    await storage.close()


async def test_following_a_game_reads_each_row_of_its_logs_once_and_replays_as_a_fresh_read(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A game followed move after move (as a watched game's page is, at each change): each read of its
    logs brings only the rows added since the last, and the replay is the one a reader with nothing
    cached builds."""
    storage = await Storage.open(db_path, durable=False)
    try:
        services = services_on(storage)
        game = await new_game(services, "quietrace", 2)
        rows_read: Counter[str] = Counter()
        for name in ("actions", "lines"):
            method = getattr(storage.actions, name)

            async def counted(*args: Any, _method: Any = method, _name: str = name, **kwargs: Any) -> Any:
                found = await _method(*args, **kwargs)
                rows_read[_name] += len(found)
                return found

            monkeypatch.setattr(storage.actions, name, counted)
        follower = Histories(storage.actions)
        rng = random.Random(11)
        followed = 0
        while True:
            read = await services.games.load(game.id)
            replay = await follower.of(read)
            fresh = await Histories(storage.actions).of(read)  # its reads are counted too: subtracted below
            assert (replay.steps, replay.lines, replay.version) == (fresh.steps, fresh.lines, fresh.version)
            whole = (
                len(await storage.actions.actions(game.id)),
                len(await storage.actions.lines(game.id, None)),
            )
            rows_read["actions"] -= 2 * whole[0]  # the fresh reader's and this count's
            rows_read["lines"] -= 2 * whole[1]
            followed += 1
            if read.outcome is not None:
                break
            await play(services, game.id, 1, rng)
        assert followed >= 5 and whole[0] >= 4, (followed, whole)
        # every action and public line read once by the follower, however many times it was asked
        assert rows_read == Counter(actions=whole[0], lines=whole[1]), (rows_read, whole)
    finally:
        await storage.close()


async def test_a_seats_lines_are_read_once_and_are_always_those_the_log_holds_for_it(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A seat's page asked for at every change: the lines it may read are the log's (public ones and its
    own, its rival's never), and each row is read from the database once."""
    storage = await Storage.open(db_path, durable=False)
    reader = bot.web.reader.Reader(storage, WEB_GAMES)
    try:
        services = services_on(storage)
        game = await new_game(services, "secretgame", 2)
        whole = storage.actions.lines
        rows_read = Counter[int]()

        async def counted(session_id: str, seat: int | None, **kwargs: Any) -> list[LogEntry]:
            found = await whole(session_id, seat, **kwargs)
            rows_read[seat if seat is not None else -1] += len(found)
            return found

        monkeypatch.setattr(storage.actions, "lines", counted)
        rng = random.Random(4)
        while True:
            read = await services.games.load(game.id)
            for seat in (0, 1):
                assert await reader.lines_of(read, seat) == await whole(game.id, seat)
            if read.outcome is not None:
                break
            await play(services, game.id, 1, rng)
        for seat in (0, 1):
            held = await whole(game.id, seat)
            assert any(entry.seat == seat for entry in held), "no line of the seat's own: nothing to tell"
            assert rows_read[seat] == len(held), (seat, rows_read, len(held))
    finally:
        reader.close()
        await storage.close()
