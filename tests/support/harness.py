"""The real bot (TabletopBot) against the fake Discord, and what the end-to-end tests look for in it.

``running_bot`` starts the bot on a database and yields it once it is connected and ready; it registers
the real games and the test-only Secret Cards (``support.secretgame``) the way a real game is registered,
and plays AI seats with ``random_chooser`` unless told otherwise. ``World`` is the guild, channel and
people a test plays with; the ``fake`` and ``world`` fixtures that build them are in ``tests/conftest.py``.
The rest finds what players would see: boards, move buttons, DMs, private answers, the final scores.
Playing a game to its end by clicking, as its people do, is ``support.playing``.
"""

from __future__ import annotations

import asyncio
import copy
import inspect
import random
import re
import tempfile
import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from bot.ai.coach import CoachBudget
from bot.catalogue.gamespec import GameSpec
from bot.catalogue.registry import GAMES
from bot.client import TabletopBot
from bot.config import Settings, WebSettings
from bot.services import Services
from bot.workers.jobrunners import InlineJobRunner
from engines import AnyEngine
from support.fakediscord import Channel, FakeDiscord, Guild, InteractionRecord, Message, User
from support.secretgame import SecretGame
from support.secretgame_render import RENDERER as SECRET_RENDERER

ACT = re.compile(r"act:(?P<session>[^:]+):(?P<seat>\d+):(?P<n>\d+):(?P<action>.+)")


def act_part(custom_id: str, part: str) -> str:
    """One part of a move button's custom id: ``session``, ``seat``, ``n`` or ``action``."""
    match = ACT.match(custom_id)
    assert match is not None, f"not a move button: {custom_id}"
    return match[part]


# Discord lets a channel take 5 messages in 5 seconds, and so does the fake; a whole game posts a new board
# for nearly every turn, so at Discord's window it spends most of its time waiting for the next one. The
# whole-game tests set ``fake.rate_limit_window`` to this instead: the same bucket of 5, still used up and
# waited out many times a game, for a fifth of the wait. One test keeps Discord's window, which is longer
# than the 3 seconds a click may take to be answered (tests/test_discord_e2e.py,
# test_clicks_are_answered_at_once_while_their_boards_wait_out_the_rate_limit).
QUICK_RATE_LIMIT_WINDOW = 1.0


@dataclass
class World:
    guild: Guild
    channel: Channel
    alice: User
    bob: User
    carol: User  # DMs closed
    dana: User  # Manage Server, not seated


# The real games and a toy one with a secret hand, registered the way a real game is.
GAMES_UNDER_TEST = GAMES.with_games(GameSpec(SecretGame(), SECRET_RENDERER))
ENGINES_UNDER_TEST: dict[str, AnyEngine] = GAMES_UNDER_TEST.engines
# The AI coach in tests: in a thread of the test's process (a worker process would not know Secret Cards),
# searching a little, so that a hint or a whole game's review takes a moment.
TEST_COACH_BUDGET = CoachBudget(hint=60, hint_seconds=5.0, judge=30, chart=15)


def coach_jobs_for_tests(budget: CoachBudget = TEST_COACH_BUDGET) -> InlineJobRunner:
    return InlineJobRunner({key: replace(spec, coach=budget) for key, spec in GAMES_UNDER_TEST.items()})


async def random_chooser(key: str, state_json: str, seat: int, kind: str) -> str:
    engine = ENGINES_UNDER_TEST[key]
    state = engine.load_state(state_json)
    actions = list(engine.legal_actions(state, seat))
    return engine.action_id(random.Random(state.step).choice(actions))


class FakeClock:
    """A clock the test moves by hand (turn clocks, vacations, digests), starting at the real time so
    that Discord timestamps in messages look like today's."""

    def __init__(self, start: float | None = None) -> None:
        self.now = time.time() if start is None else start

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> float:
        self.now += seconds
        return self.now


@asynccontextmanager
async def running_bot(fake: FakeDiscord, db: Path | str, **kwargs: Any) -> AsyncIterator[TabletopBot]:
    """The bot in this process on ``db`` (a SQLite path or a PostgreSQL URL), connected to the fake;
    ``web`` turns the web companion on."""
    web: WebSettings | None = kwargs.pop("web", None)
    settings = Settings(
        discord_token=fake.token,
        database_path=db,
        ai_pause_seconds=0.0,
        ai_budget_seconds=0.02,
        # Beside a SQLite file; for PostgreSQL in a temporary directory, never the tester's state directory.
        health_path=None if isinstance(db, Path) else Path(tempfile.mkdtemp()) / "health.json",
        web=web,
    )
    bot = TabletopBot(
        settings,
        catalogue=GAMES_UNDER_TEST,
        chooser=kwargs.pop("chooser", random_chooser),
        clock=kwargs.pop("clock", time.time),
        coach_jobs=kwargs.pop("coach_jobs", None) or coach_jobs_for_tests(),
        guild_ready_timeout=0.05,
    )
    async with fake.running(bot):
        try:
            yield bot
        finally:
            await settle(fake)


async def settle(fake: FakeDiscord, quiet: float = 0.15, limit: float = 5.0) -> None:
    """Wait until the bot has made no REST call for ``quiet`` seconds (it finished what it was doing)."""
    deadline = asyncio.get_running_loop().time() + limit
    while asyncio.get_running_loop().time() < deadline:
        seen = len(fake.requests)
        await asyncio.sleep(quiet)
        if len(fake.requests) == seen and all(r.finished_at for r in fake.requests[-5:]):
            return


# ---- what players see ------------------------------------------------------------------------------


async def eventually(predicate: Callable[[], object], what: str, timeout: float = 5.0) -> None:
    """Wait for something outside the fake to come true (the bot's own state, a client's): looked at every
    10 ms, as ``fake.wait_for`` wakes only on changes to the fake. ``predicate`` may be a coroutine function
    (a question to the bot's storage)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout

    async def holds() -> object:
        answer = predicate()
        return await answer if inspect.isawaitable(answer) else answer

    while not await holds():
        if loop.time() > deadline:
            raise AssertionError(f"timed out after {timeout}s waiting for {what}")
        await asyncio.sleep(0.01)


def ephemeral_text(record: InteractionRecord) -> str:
    message = record.response or (record.followups[0] if record.followups else None)
    assert message is not None, f"no answer to {record.describe()}"
    return message.text()


def live_board(fake: FakeDiscord, channel: Channel) -> Message | None:
    """The channel's message that carries move buttons (there is at most one)."""
    live = [
        m
        for m in fake.messages(channel)
        if not m.ephemeral and any(cid.startswith(("act:", "pick:")) for cid in m.custom_ids())
    ]
    assert len(live) <= 1, "more than one live board"
    return live[0] if live else None


async def board_changed(fake: FakeDiscord, channel: Channel, board: Message | None) -> None:
    """Wait until the live board is another message or shows other buttons, or the game is over: after a
    click refused as stale, the new board may still be waiting out the channel's rate limit."""
    before = (board.id, board.custom_ids()) if board is not None else None

    def changed() -> bool:
        live = live_board(fake, channel)
        now = (live.id, live.custom_ids()) if live is not None else None
        return game_over(fake, channel) is not None or (now is not None and now != before)

    await fake.wait_for(changed, timeout=30, what="a new board")


def game_over(fake: FakeDiscord, channel: Channel) -> Message | None:
    """The message with a finished game's result: it offers "Rematch", in whatever language."""
    return next(
        (m for m in fake.messages(channel) if any(c.startswith("rematch:") for c in m.custom_ids())), None
    )


def move_buttons(message: Message) -> list[tuple[str, str]]:
    return [
        (c["custom_id"], c.get("label", "")) for c in message.buttons() if c["custom_id"].startswith("act:")
    ]


async def open_game(
    fake: FakeDiscord, world: World, key: str, joiners: list[User], **options: Any
) -> Message:
    """Alice opens a lobby of ``key`` (with /game new's other ``options``, such as ``clock``), and
    ``joiners`` join it. The lobby opens in ``world.channel`` itself: ``thread`` is False unless given
    (by default /game new opens a new thread where the bot may, as it may in the fake world; see
    tests/test_discord_threads.py)."""
    options.setdefault("thread", False)
    record = await fake.slash(world.alice, world.channel, "game", ["new"], {"game": key, **options})
    lobby = record.response
    # A lobby in any language: it offers its Join button.
    assert lobby is not None and any(c.endswith(":join") for c in lobby.custom_ids()), record.describe()
    for user in joiners:
        await fake.click(user, lobby, next(c for c in lobby.custom_ids() if c.endswith(":join")))
    return lobby


async def seats_of(bot: TabletopBot, session: str, world: World) -> dict[int, User]:
    users = {u.id: u for u in (world.alice, world.bob, world.carol, world.dana)}
    game = await bot.services.games.load(session)
    return {s.seat: users[s.user_id] for s in game.session.seats if s.user_id is not None}


def latest_board(fake: FakeDiscord, channel: Channel) -> Message | None:
    """The newest public board message (it carries "Show my hand"), or None before the game starts."""
    boards = [
        m
        for m in fake.messages(channel)
        if not m.ephemeral and any(c.startswith("peek:") for c in m.custom_ids())
    ]
    return boards[-1] if boards else None


def dm_with_buttons(fake: FakeDiscord, user: User) -> Message:
    dms = [m for m in fake.dms(user) if any(c.startswith("act:") for c in m.custom_ids())]
    assert dms, f"{user.name} has no DM with choices"
    return dms[-1]


@dataclass(frozen=True)
class Option:
    custom_id: str
    action_id: str
    label: str
    select_value: str | None = None  # set for an option of a select menu


def options_on(message: Message, prefix: str) -> list[Option]:
    """The moves a seat is offered on one of its messages (buttons, or selects when many)."""
    found = []
    for button in message.buttons():
        custom_id = button.get("custom_id", "")
        if custom_id.startswith(f"act:{prefix}"):
            found.append(Option(custom_id, custom_id.split(":", 4)[4], button.get("label", "")))
    for select in message.selects():
        custom_id = select.get("custom_id", "")
        if custom_id.startswith(f"pick:{prefix}"):
            for option in select.get("options") or []:
                found.append(Option(custom_id, option["value"], option["label"], option["value"]))
    return found


async def take(fake: FakeDiscord, user: User, message: Message, option: Option) -> InteractionRecord:
    """Click a move's button, or pick it in its select menu, as ``user``; the fake's record of it."""
    if option.select_value is not None:
        return await fake.select(user, message, option.custom_id, [option.select_value])
    return await fake.click(user, message, option.custom_id)


async def wait_applied(services: Services, session: str, seat: int, n: int, what: str) -> None:
    """Wait until the click that was seat ``seat``'s decision number ``n`` has been applied (the seat is
    past it, or the game is over); fail with ``what`` after 30 s, which is generous for a busy CI."""
    deadline = asyncio.get_running_loop().time() + 30
    while True:
        game = await services.games.load(session)
        if game.n(seat) > n or game.outcome is not None:
            return
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError(f"{what} was answered but not applied")
        await asyncio.sleep(0.01)


def private_messages(fake: FakeDiscord, user: User) -> list[Message]:
    """The user's DMs from the bot and the ephemerals only they see, oldest first."""
    ephemerals = [m for m in fake.all_messages() if m.ephemeral and m.visible_to == user]
    return sorted([*fake.dms(user), *ephemerals], key=lambda m: m.id)


def older(fake: FakeDiscord, world: World, name: str, change: Callable[[dict[str, Any]], None]) -> None:
    """Make Discord hold an older shape of ``/name``: ``change`` edits a copy of the synced body."""
    stored = fake.command(name, world.guild)
    body = copy.deepcopy(stored["body"])
    change(body)
    stored["body"] = body


def option(body: dict[str, Any], path: list[str]) -> dict[str, Any]:
    """The option at ``path`` (subcommand names, then the option's) of a command's body."""
    node = body
    for part in path:
        node = next(o for o in node["options"] if o["name"] == part)
    return node


def required_options(definitions: list[dict[str, Any]], world: World) -> dict[str, Any]:
    """A value each required option takes: a choice, the least number, text, yes, a member."""
    values: dict[str, Any] = {}
    for option in definitions:
        if not option.get("required"):
            continue
        kind = option["type"]
        if option.get("choices"):
            values[option["name"]] = option["choices"][0]["value"]
        elif kind == 3:
            values[option["name"]] = "x" * int(option.get("min_length", 1))
        elif kind in (4, 10):
            values[option["name"]] = option.get("min_value", 1)
        elif kind == 5:
            values[option["name"]] = True
        elif kind == 6:
            values[option["name"]] = world.bob
    return values


def slash_commands(fake: FakeDiscord) -> list[tuple[str, list[str], list[dict[str, Any]]]]:
    """Every slash command and subcommand the bot registered globally: (command, subcommand path, the
    definitions of its options)."""
    found = []
    for (name, kind), stored in sorted(fake.commands[None].items()):
        if kind != 1:
            continue
        body = stored["body"]
        subcommands = [o for o in body.get("options", []) if o["type"] == 1]
        for path, definitions in [([s["name"]], s.get("options", [])) for s in subcommands] or [
            ([], body.get("options", []))
        ]:
            found.append((name, path, definitions))
    return found
