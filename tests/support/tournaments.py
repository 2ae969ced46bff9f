"""Helpers for organised play's tests: a tournament opened and joined through the fake Discord, a table
played by clicking as its people (those marked absent never click), a table played through the
services alone (for tests and benchmarks without Discord), and tournaments as values made up at random."""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import signal
from collections.abc import AsyncIterator, Collection, Mapping
from dataclasses import dataclass
from pathlib import Path

from bot.services import Services
from bot.session.game import Game
from bot.session.organisedplay import (
    Bye,
    Entrant,
    Format,
    PlannedTable,
    SeatPlace,
    Tournament,
    TournamentRecord,
    TournamentSettings,
    TournamentStatus,
    Withdrawal,
)
from bot.session.records import SessionStatus
from support.dealing import bot_command, seeded
from support.fakediscord import Channel, FakeDiscord, InteractionRecord, Message, Perm, User
from support.harness import World, live_board, wait_applied


def signup_of(fake: FakeDiscord, channel: Channel) -> Message:
    """The tournament's sign-up message in ``channel`` (it carries, or carried, the Join button)."""
    found = [
        m
        for m in fake.messages(channel)
        if not m.ephemeral and m.embeds and "tournament" in m.embeds[0].get("title", "")
    ]
    assert found, "no sign-up message"
    return found[0]


def thread_named(fake: FakeDiscord, prefix: str) -> Channel:
    found = [c for c in fake.channels.values() if c.name.startswith(prefix)]
    assert len(found) == 1, f"threads named {prefix!r}: {[c.name for c in found]}"
    return found[0]


def organiser_in(fake: FakeDiscord, world: World) -> User:
    """Olga, whose role has Manage Events: /tournament-new's default permission."""
    hosts = fake.add_role(world.guild, "Event hosts", permissions=Perm.MANAGE_EVENTS)
    return fake.add_user("olga", roles=[hosts])


async def answered(fake: FakeDiscord, record: InteractionRecord) -> str:
    """A command's answer once there (some answer after a "thinking" defer)."""

    def done() -> Message | None:
        message = record.response
        return message if message is not None and not message.loading and message.text() else None

    found = await fake.wait_for(done, what="the answer")
    return found.text()


async def open_tournament(fake: FakeDiscord, world: World, organiser: User, **options: object) -> Channel:
    """``/tournament-new`` in the world's channel; the tournament's own thread."""
    record = await fake.slash(organiser, world.channel, "tournament-new", [], dict(options))
    assert "sign-up is open" in await answered(fake, record)
    (thread,) = [c for c in fake.channels.values() if c.parent is world.channel and c.name.startswith("🏆")]
    return thread


async def join_all(fake: FakeDiscord, thread: Channel, people: list[User]) -> Message:
    signup = signup_of(fake, thread)
    join = next(c for c in signup.custom_ids() if c.endswith(":join"))
    for user in people:
        click = await fake.click(user, fake.message(signup.id), join)
        assert click.callback_type == 7, click.describe()  # the sign-up message, edited in place
    return fake.message(signup.id)


async def play_table(
    fake: FakeDiscord,
    services: Services,
    session_id: str,
    people: Mapping[int, User],
    absent: Collection[int] = (),
) -> bool:
    """Click as the table's people (a game of Secret Cards) until it ends, or until only absent people
    owe a move; True when it ended. ``services`` read the game (the bot's, or the test's own on the bot's
    database when the bot runs in a process of its own)."""
    for _ in range(300):
        game = await services.games.load(session_id)
        if game.status != SessionStatus.RUNNING:
            return True
        seats = game.session.seats
        persons = [
            s for s in sorted(game.to_act) if not seats[s].played_by_ai and seats[s].user_id not in absent
        ]
        if not persons:
            ais = [s for s in sorted(game.to_act) if seats[s].played_by_ai]
            if not ais:
                return False
            await wait_applied(services, session_id, ais[0], game.n(ais[0]), "an AI's move")
            continue
        seat = persons[0]
        user_id = seats[seat].user_id
        assert user_id is not None
        await click_move(fake, game, seat, people[user_id])
        await wait_applied(services, session_id, seat, game.n(seat), "a move")
    raise AssertionError("the table did not end")


async def click_move(fake: FakeDiscord, game: Game, seat: int, user: User) -> None:
    """The seat's person makes its first offered move: on the board (a claim), or in its hand."""
    channel = fake.channels[game.session.channel_id]
    prefix = f"act:{game.id}:{seat}:{game.n(seat)}:"
    if game.state is not None and getattr(game.state, "phase", "") == "claim":

        def claim() -> Message | None:
            live = live_board(fake, channel)
            return live if live is not None and any(c.startswith(prefix) for c in live.custom_ids()) else None

        found = await fake.wait_for(claim, timeout=30, what="the claim on the board")
        await fake.click(user, found, next(c for c in found.custom_ids() if c.startswith(prefix)))
        return

    def with_peek() -> Message | None:
        boards = [m for m in fake.messages(channel) if f"peek:{game.id}" in m.custom_ids()]
        return boards[-1] if boards else None

    board = await fake.wait_for(with_peek, timeout=30, what="a board with Show my hand")
    hand = (await fake.click(user, board, f"peek:{game.id}")).response
    assert hand is not None
    await fake.click(user, hand, next(c for c in hand.custom_ids() if c.startswith(prefix)))


async def play_through_services(services: Services, session_id: str, rng: random.Random) -> Game:
    """A table played to its end by random moves through the services (each person's as a click)."""
    for _ in range(10_000):
        game = await services.games.load(session_id)
        if game.status != SessionStatus.RUNNING:
            return game
        seat = min(game.to_act)
        record = game.session.seats[seat]
        action = rng.choice(game.choices(seat)).action_id
        if record.played_by_ai:
            await services.moves.submit_ai(session_id, seat, game.n(seat), action)
        else:
            assert record.user_id is not None
            await services.moves.submit(session_id, record.user_id, game.n(seat), action, seat=seat)
    raise AssertionError("the game did not end")


# ---- the bot in a process of its own -------------------------------------------------------------------

ROOT = Path(__file__).resolve().parents[2]


@dataclass
class BotProcess:
    proc: asyncio.subprocess.Process
    log: Path

    def output(self) -> str:
        return self.log.read_text(errors="replace")

    def kill(self) -> None:
        """SIGKILL, as a crash or the OOM killer would: nothing the bot had not written is written."""
        if self.proc.returncode is None:
            self.proc.send_signal(signal.SIGKILL)


@contextlib.asynccontextmanager
async def bot_process(
    fake: FakeDiscord, db: Path | str, logs: Path | None = None, **extra: str
) -> AsyncIterator[BotProcess]:
    """``python -m bot`` on ``db`` (a SQLite file, or a PostgreSQL URL with ``logs``, the folder for its
    output) connected to the fake; killed at the end if still running."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("TABLETOP_", "DISCORD_", "DEV_GUILD"))}
    env.update(
        DISCORD_TOKEN=fake.token,
        DISCORD_API_BASE_URL=fake.api_base,
        DISCORD_GATEWAY_URL=fake.gateway_url,
        TABLETOP_DATABASE=str(db),
        TABLETOP_AI_PAUSE="0",
        TABLETOP_AI_BUDGET="0.05",
        PYTHONUNBUFFERED="1",
        **extra,
    )
    folder = logs if logs is not None else Path(db).parent
    log = folder / f"bot-{len(list(folder.glob('bot-*.log')))}.log"
    with log.open("wb") as out:
        proc = await asyncio.create_subprocess_exec(
            *bot_command(), cwd=ROOT, env=seeded(env, log.stem), stdout=out, stderr=out
        )
    running = BotProcess(proc, log)
    try:
        await fake.wait_until_connected(timeout=30)
        yield running
    finally:
        running.kill()
        await proc.wait()
        await fake.wait_for(lambda: not fake.gateway.connections, timeout=10, what="the socket to close")


# ---- tournaments as values, made up at random -----------------------------------------------------------

NAMES = ("Ana", "Bartholomew Penguinsworth III", "Zoë Ørsted", "Dan 🐧", "نور", "李小龍", "Ève-Marie")


def random_tournament(
    rng: random.Random,
    players: int,
    rounds: int,
    table_size: int,
    *,
    played: int | None = None,
    late: int = 0,
    leavers: int = 0,
    abandon: float = 0.05,
    bye_points: float = 0.5,
) -> Tournament:
    """A tournament as loaded, made up at random: ``players`` (``late`` of them joining after round 1,
    ``leavers`` leaving or withdrawn along the way) seated at random each round at tables of
    ``table_size`` (smaller tables, then byes, for those left over), every table ended with random places
    (ties, tables nobody won, some abandoned) except the last round's, of which some still run or have
    not opened when ``played`` (rounds so far) is below ``rounds``."""
    current = rounds if played is None else played
    entrants = []
    for k in range(1, players + 1):
        joined = rng.randint(2, max(2, current)) if k > players - late else 0
        dropped = rng.randint(max(1, joined), current) if k <= leavers and current >= max(1, joined) else None
        entrants.append(
            Entrant(
                user_id=1000 + k,
                name=f"{NAMES[k % len(NAMES)]} {k}",
                joined_at=float(k),
                seed_rank=k,
                dropped_round=dropped,
                withdrawn=rng.choice(list(Withdrawal)) if dropped is not None else None,
                joined_round=joined,
            )
        )
    tables: list[PlannedTable] = []
    byes: list[Bye] = []
    for number in range(1, current + 1):
        active = [
            e.user_id
            for e in entrants
            if e.joined_round <= number and (e.dropped_round is None or number <= e.dropped_round)
        ]
        rng.shuffle(active)
        seats = [active[i : i + table_size] for i in range(0, len(active), table_size)]
        if seats and len(seats[-1]) < min(2, table_size):
            byes += [Bye(number, u) for u in seats.pop()]
        ongoing = number == current and current < rounds
        for k, users in enumerate(seats, 1):
            status = rng.choice(("running", None, "finished")) if ongoing else "finished"
            if status == "finished" and rng.random() < abandon:
                status = "abandoned"
            tables.append(
                PlannedTable(
                    id=number * 1000 + k,
                    guild_id=1,
                    channel_id=2,
                    game="secretgame",
                    name=f"Round {number} · Table {k}",
                    players=tuple((u, "") for u in users),
                    tournament_id="t",
                    round=number,
                    number=k,
                    session_id=None if status is None else f"g{number}.{k}",
                    session_status=status,
                    places=random_places(rng, len(users)) if status == "finished" else (),
                )
            )
    settings = TournamentSettings(
        name="Random Cup",
        game="secretgame",
        format=Format.SWISS,
        table_size=table_size,
        rounds=rounds,
        bye_points=bye_points,
    )
    over = current == rounds
    record = TournamentRecord(
        id="t",
        guild_id=1,
        channel_id=2,
        home_id=2,
        organiser_id=9,
        organiser_name="Org",
        settings=settings,
        status=TournamentStatus.FINISHED if over else TournamentStatus.RUNNING,
        current_round=current,
        total_rounds=rounds,
        seed=rng.randrange(2**31),
        version=0,
        signup_message_id=None,
        standings_message_id=None,
        shown_results=0,
        announced=False,
        created_at=0.0,
        updated_at=0.0,
    )
    return Tournament(record, tuple(entrants), byes=tuple(byes), tables=tuple(tables))


def random_places(rng: random.Random, count: int) -> tuple[SeatPlace, ...]:
    """A finished table's places: by random scores, equal scores sharing a place; sometimes nobody won."""
    scores = [rng.randint(0, 3) for _ in range(count)]
    nobody = count > 1 and rng.random() < 0.1
    places = []
    for seat, score in enumerate(scores):
        place = 1 + sum(1 for other in scores if other > score)
        places.append(SeatPlace(seat=seat, place=place, won=place == 1 and not nobody, score=float(score)))
    return tuple(places)
